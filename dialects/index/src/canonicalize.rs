//! Canonicalization patterns of the `index` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `IndexOps.cpp`:
//!
//! - add, mul, and, or, xor, maxs, maxu, mins, minu
//!   (`canonicalizeAssociativeCommutativeBinaryOp`):
//!   `op(op(v, c1), c2) -> op(v, fold(op(c2, c1)))`;
//! - cmp (`CmpOp::canonicalize`): `cmp(x - y, 0) -> cmp(x, y)` and
//!   `cmp(0, x - y) -> cmp(y, x)`.
//!
//! Upstream builds the combined constant with `createOrFold` and gives up
//! when it does not fold, leaving the unfolded op behind for DCE; here the
//! fold is computed first and the pattern changes nothing when it fails
//! (the final IR is the same).

use strata_ir::{AttrKind, Attribute, Location, OpClass, Type, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{AddOp, AndOp, CmpOp, MaxSOp, MaxUOp, MinSOp, MinUOp, MulOp, OrOp, SubOp, XOrOp};

use crate::fold::{
    calc_add, calc_and, calc_maxs, calc_maxu, calc_mins, calc_minu, calc_mul, calc_or, calc_xor, checked, unchecked,
};

/// An index binary op (`lhs`, `rhs` -> `index`) the reassociation rebuilds.
trait Binary: OpClass + Send + Sync {
    fn build2(rw: &mut Rewriter<'_>, loc: Location, lhs: Value, rhs: Value, ty: Type) -> Value;
}

/// Declares the hook of an associative and commutative op: its pattern
/// folds the two constants with `$how($calc)` (the op's own fold).
macro_rules! assoc_comm {
    ($($name:ident($op:ident): $how:ident($calc:expr);)*) => {
        $(
            impl Binary for $op {
                fn build2(rw: &mut Rewriter<'_>, loc: Location, lhs: Value, rhs: Value, ty: Type) -> Value {
                    $op::build(rw, loc, lhs, rhs, ty).result(rw.body())
                }
            }

            #[doc = concat!("`index.", stringify!($name), "`: `canonicalizeAssociativeCommutativeBinaryOp`.")]
            pub fn $name(_: &strata_ir::Context, set: &mut PatternSet) {
                fn rewrite(op: $op, rw: &mut Rewriter<'_>) -> bool {
                    reassociate(op, rw, |ctx, c| $how(ctx, c, $calc))
                }
                set.add(OpPattern::<$op>::new("canonicalizeAssociativeCommutativeBinaryOp", rewrite));
            }
        )*
    };
}

assoc_comm! {
    add(AddOp): unchecked(calc_add);
    mul(MulOp): unchecked(calc_mul);
    and(AndOp): unchecked(calc_and);
    or(OrOp): unchecked(calc_or);
    xor(XOrOp): unchecked(calc_xor);
    maxs(MaxSOp): checked(calc_maxs);
    maxu(MaxUOp): checked(calc_maxu);
    mins(MinSOp): checked(calc_mins);
    minu(MinUOp): checked(calc_minu);
}

type FoldPair = fn(&strata_ir::Context, &[Option<Attribute>]) -> Option<Attribute>;

/// `x = op(v, c1); y = op(x, c2)` -> `y = op(v, c)` with `c = op(c2, c1)`
/// folded to a constant (materialized before `y`, as `createOrFold` does).
fn reassociate<Op: Binary>(op: Op, rw: &mut Rewriter<'_>, fold: FoldPair) -> bool {
    let ctx = rw.ctx();
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(inner) = strata_rewrite::matchers::defining::<Op>(ctx, rw.body(), lhs).map(Op::op) else {
        return false;
    };
    let inner_rhs = rw.body().operand(inner, 1);
    let (Some(c2), Some(c1)) = (constant(rw, rhs), constant(rw, inner_rhs)) else { return false };
    let Some(folded) = fold(ctx, &[Some(c2), Some(c1)]) else { return false };
    let Some(state) = crate::fold::materialize_constant(ctx, folded, ctx.index_type(), rw.body().op_loc(op)) else {
        return false;
    };
    let v = rw.body().operand(inner, 0);
    rw.set_insertion_point_before(op);
    let c = rw.create(state);
    let c = rw.body().results(c)[0];
    let (loc, ty) = (rw.body().op_loc(op), result_type(rw, op));
    let v = Op::build2(rw, loc, v, c, ty);
    rw.replace_op(op, &[v]);
    true
}

/// `m_Constant` on a value.
fn constant(rw: &Rewriter<'_>, v: Value) -> Option<Attribute> {
    let ctx = rw.ctx();
    strata_rewrite::fold::constant_of(ctx, rw.body(), v)
}

fn result_type(rw: &Rewriter<'_>, op: impl Into<strata_ir::OpId>) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `index.cmp`: `CmpOp::canonicalize`.
pub fn cmp(_: &strata_ir::Context, set: &mut PatternSet) {
    set.add(OpPattern::<CmpOp>::new("CmpOp::canonicalize", cmp_of_sub));
}

/// `cmp(x - y, 0) -> cmp(x, y)`, `cmp(0, x - y) -> cmp(y, x)`.
fn cmp_of_sub(cmp: CmpOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let op = cmp;
    let (lhs, rhs) = (cmp.lhs(rw.body()), cmp.rhs(rw.body()));
    let is_zero = |rw: &Rewriter<'_>, v| {
        constant(rw, v).is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero()))
    };
    let rhs_zero = is_zero(rw, rhs);
    if !rhs_zero && !is_zero(rw, lhs) {
        return rw.notify_match_failure(op, "cmp is not comparing something with 0");
    }
    let other = if rhs_zero { lhs } else { rhs };
    let Some(sub) = strata_rewrite::matchers::defining::<SubOp>(ctx, rw.body(), other) else {
        return rw.notify_match_failure(op, "non-zero operand is not a result of subtraction");
    };
    let (x, y) = (sub.lhs(rw.body()), sub.rhs(rw.body()));
    let (a, b) = if rhs_zero { (x, y) } else { (y, x) };
    let Some(pred) = cmp.pred(ctx, rw.body()) else { return false };
    let (loc, ty) = (rw.body().op_loc(op), result_type(rw, op));
    rw.replace_op_with_new_op(op, |rw| CmpOp::build(rw, loc, a, b, ty, pred));
    true
}
