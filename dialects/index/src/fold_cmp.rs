//! The fold of `index.cmp` (upstream's `CmpOp::fold` in `IndexOps.cpp`):
//! two constants compared on both a 64-bit and a 32-bit target (folded
//! when the answers agree), `cmp(min/max(x, a), b)` decided by the range
//! the min/max confines its result to (again on both targets), and
//! `cmp(x, x)`.
//!
//! The range reasoning is upstream's `intrange::evaluatePred`, the one of
//! `strata_ir::int_range` that `index.cmp`'s range inference uses too.

use strata_ir::int_range::{evaluate_pred, CmpPredicate, ConstantIntRanges};
use strata_ir::{ApInt, Attribute, Body, Context, FoldOutcome, OpId};

use crate::fold::int_of;
use crate::CmpOp;

/// `compareIndices`: `a pred b` on two constants.
fn holds(pred: CmpPredicate, a: &ApInt, b: &ApInt) -> bool {
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match pred {
        CmpPredicate::Eq => a == b,
        CmpPredicate::Ne => a != b,
        CmpPredicate::Slt => s.is_lt(),
        CmpPredicate::Sle => s.is_le(),
        CmpPredicate::Sgt => s.is_gt(),
        CmpPredicate::Sge => s.is_ge(),
        CmpPredicate::Ult => u.is_lt(),
        CmpPredicate::Ule => u.is_le(),
        CmpPredicate::Ugt => u.is_gt(),
        CmpPredicate::Uge => u.is_ge(),
    }
}

/// `compareSameArgs`: `cmp(x, x)`.
fn reflexive(pred: CmpPredicate) -> bool {
    use CmpPredicate::*;
    matches!(pred, Eq | Sge | Sle | Uge | Ule)
}

/// The predicate of an `index.cmp` (its `pred` property), as the range
/// code's enum (the same cases in the same order).
fn predicate(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<CmpPredicate> {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, "pred"))?;
    let pred = *ctx.attr_storage::<crate::IndexCmpPredicate>(attr)?;
    Some(CmpPredicate::ALL[pred as usize])
}

/// The min/max ops `foldCmpOfMaxOrMin` looks through.
#[derive(Copy, Clone)]
enum MinMax {
    MinS,
    MinU,
    MaxS,
    MaxU,
}

impl MinMax {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<MinMax> {
        if crate::MinSOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MinS)
        } else if crate::MinUOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MinU)
        } else if crate::MaxSOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MaxS)
        } else if crate::MaxUOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MaxU)
        } else {
            None
        }
    }
}

/// `foldCmpOfMaxOrMin` at one target width: the range of `kind(x, a)`
/// compared with the constant `b`.
fn cmp_of_min_max(kind: MinMax, a: &ApInt, b: &ApInt, pred: CmpPredicate) -> Option<bool> {
    let w = a.width();
    let range = match kind {
        MinMax::MinS => ConstantIntRanges::from_signed(&ApInt::signed_min(w), a),
        MinMax::MinU => ConstantIntRanges::from_unsigned(&ApInt::zero(w), a),
        MinMax::MaxS => ConstantIntRanges::from_signed(a, &ApInt::signed_max(w)),
        MinMax::MaxU => ConstantIntRanges::from_unsigned(a, &ApInt::all_ones(w)),
    };
    evaluate_pred(pred, &range, &ConstantIntRanges::constant(b))
}

fn boolean(ctx: &Context, v: bool) -> FoldOutcome {
    FoldOutcome::attribute(ctx.bool_attr(v))
}

/// `index.cmp`: constants, `cmp(min/max(x, a), b)`, `cmp(x, x)`.
pub fn cmp(ctx: &Context, body: &mut Body, op: CmpOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else { return FoldOutcome::Failure };
    let rhs = int_of(ctx, constants[1]);
    if let (Some(l), Some(r)) = (int_of(ctx, constants[0]), rhs) {
        let result64 = holds(pred, l, r);
        if result64 == holds(pred, &l.trunc(32), &r.trunc(32)) {
            return boolean(ctx, result64);
        }
    }
    let (lhs_value, rhs_value) = (body.operand(op, 0), body.operand(op, 1));
    if let (Some(def), Some(b)) = (body.defining_op(lhs_value), rhs) {
        if let Some(kind) = MinMax::of(ctx, body, def) {
            let b = b.clone();
            let cst = strata_rewrite::fold::constant_of(ctx, body, body.operand(def, 1));
            if let Some(a) = int_of(ctx, cst) {
                let result64 = cmp_of_min_max(kind, a, &b, pred);
                let result32 = cmp_of_min_max(kind, &a.trunc(32), &b.trunc(32), pred);
                if let (Some(r64), Some(r32)) = (result64, result32) {
                    if r64 == r32 {
                        return boolean(ctx, r64);
                    }
                }
            }
        }
    }
    if lhs_value == rhs_value {
        return boolean(ctx, reflexive(pred));
    }
    FoldOutcome::Failure
}
