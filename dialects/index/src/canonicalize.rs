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

use strata_ir::{AttrKind, Attribute, OpId, OperationState, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::fold::{
    calc_add, calc_and, calc_maxs, calc_maxu, calc_mins, calc_minu, calc_mul, calc_or, calc_xor, checked, unchecked,
};

/// Declares the hook of an associative and commutative op: its pattern
/// folds the two constants with `$how($calc)` (the op's own fold).
macro_rules! assoc_comm {
    ($($name:ident: $how:ident($calc:expr);)*) => {
        $(
            #[doc = concat!("`index.", stringify!($name), "`: `canonicalizeAssociativeCommutativeBinaryOp`.")]
            pub fn $name(_: &strata_ir::Context, set: &mut PatternSet) {
                fn rewrite(op: OpId, rw: &mut Rewriter<'_>) -> bool {
                    reassociate(op, rw, |ctx, c| $how(ctx, c, $calc))
                }
                set.add(FnPattern::new(
                    concat!("index.", stringify!($name)),
                    "canonicalizeAssociativeCommutativeBinaryOp",
                    rewrite,
                ));
            }
        )*
    };
}

assoc_comm! {
    add: unchecked(calc_add);
    mul: unchecked(calc_mul);
    and: unchecked(calc_and);
    or: unchecked(calc_or);
    xor: unchecked(calc_xor);
    maxs: checked(calc_maxs);
    maxu: checked(calc_maxu);
    mins: checked(calc_mins);
    minu: checked(calc_minu);
}

type FoldPair = fn(&strata_ir::Context, &[Option<Attribute>]) -> Option<Attribute>;

/// `x = op(v, c1); y = op(x, c2)` -> `y = op(v, c)` with `c = op(c2, c1)`
/// folded to a constant (materialized before `y`, as `createOrFold` does).
fn reassociate(op: OpId, rw: &mut Rewriter<'_>, fold: FoldPair) -> bool {
    let ctx = rw.ctx();
    let name = rw.body().op_name(op);
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(inner) = rw.body().defining_op(lhs).filter(|&d| rw.body().op_name(d) == name) else { return false };
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
    let replacement = same_op(rw, op, &[v, c]);
    rw.replace_op_with_new(op, replacement);
    true
}

/// `m_Constant` on a value.
fn constant(rw: &mut Rewriter<'_>, v: Value) -> Option<Attribute> {
    let ctx = rw.ctx();
    strata_rewrite::fold::constant_of(ctx, rw.body(), v)
}

/// A new op like `op` (name, properties, result types) on `operands`.
fn same_op(rw: &Rewriter<'_>, op: OpId, operands: &[Value]) -> OperationState {
    let body = rw.body();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands.extend_from_slice(operands);
    state.result_types.extend(body.results(op).iter().map(|&r| body.value_type(r)));
    state.properties = body.properties(op);
    state
}

/// `index.cmp`: `CmpOp::canonicalize`.
pub fn cmp(_: &strata_ir::Context, set: &mut PatternSet) {
    set.add(FnPattern::new("index.cmp", "CmpOp::canonicalize", cmp_of_sub));
}

/// `cmp(x - y, 0) -> cmp(x, y)`, `cmp(0, x - y) -> cmp(y, x)`.
fn cmp_of_sub(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let is_zero = |rw: &mut Rewriter<'_>, v| {
        constant(rw, v).is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero()))
    };
    let rhs_zero = is_zero(rw, rhs);
    if !rhs_zero && !is_zero(rw, lhs) {
        return rw.notify_match_failure(op, "cmp is not comparing something with 0");
    }
    let other = if rhs_zero { lhs } else { rhs };
    let Some(sub) = rw.body().defining_op(other).filter(|&d| ctx.op_name_str(rw.body().op_name(d)) == "index.sub")
    else {
        return rw.notify_match_failure(op, "non-zero operand is not a result of subtraction");
    };
    let (x, y) = (rw.body().operand(sub, 0), rw.body().operand(sub, 1));
    let operands = if rhs_zero { [x, y] } else { [y, x] };
    let state = same_op(rw, op, &operands);
    rw.replace_op_with_new(op, state);
    true
}
