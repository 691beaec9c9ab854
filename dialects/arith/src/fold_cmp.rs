//! Folds of `arith.cmpi`, `arith.cmpf` and `arith.select` (upstream's
//! `CmpIOp::fold`, `CmpFOp::fold`, `SelectOp::fold`).
//!
//! - `cmpi` folds equal operands, `i1` comparisons with 0/1 and `ext*`
//!   of `i1` compared `ne 0`, moves a constant left operand to the right
//!   (swapping the predicate, in place), and folds constants element-wise
//!   into `i1` of the operands' shape (signed or unsigned per predicate).
//! - `cmpf` folds scalar constants only, with the ordered/unordered NaN
//!   rules of its 16 predicates; a NaN constant on either side decides the
//!   comparison even when the other side is not constant.
//! - `select` folds equal arms, constant conditions, poison arms,
//!   `select(c, true, false)`, selects of the arms of an `eq`/`ne` `cmpi`,
//!   and element-wise constant selects.
//!
//! Invariant: a result that upstream would build with a dynamic shape (an
//! invalid elements attribute) is not folded.

use std::cmp::Ordering;

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, TypeKind};

use crate::apfloat;
use crate::elementwise::{
    binary_to, bool_attr, defined_by, elements_attr, expanded, float_kind, i1_same_shape, is_one, is_poison, is_zero,
};
use crate::SelectOp;
use crate::{CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate};

/// `applyCmpPredicate` for integers.
fn cmpi_holds(pred: CmpIPredicate, a: &ApInt, b: &ApInt) -> bool {
    use CmpIPredicate as P;
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match pred {
        P::Eq => a == b,
        P::Ne => a != b,
        P::Slt => s.is_lt(),
        P::Sle => s.is_le(),
        P::Sgt => s.is_gt(),
        P::Sge => s.is_ge(),
        P::Ult => u.is_lt(),
        P::Ule => u.is_le(),
        P::Ugt => u.is_gt(),
        P::Uge => u.is_ge(),
    }
}

/// The predicate with its operands swapped (`slt` <-> `sgt`, ...; `eq`
/// and `ne` stay).
fn swapped(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match pred {
        P::Slt => P::Sgt,
        P::Sgt => P::Slt,
        P::Sle => P::Sge,
        P::Sge => P::Sle,
        P::Ult => P::Ugt,
        P::Ugt => P::Ult,
        P::Ule => P::Uge,
        P::Uge => P::Ule,
        p @ (P::Eq | P::Ne) => p,
    }
}

/// Is the element type of the value `i1`?
fn is_i1_like(ctx: &Context, body: &Body, v: strata_ir::Value) -> bool {
    ctx.is_signless_integer(ctx.element_type_or_self(body.value_type(v)), 1)
}

/// `arith.cmpi`.
pub fn cmpi(ctx: &Context, body: &mut Body, op: CmpIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    use CmpIPredicate as P;
    let Some(pred) = op.predicate(ctx, body) else { return FoldOutcome::Failure };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        let holds = matches!(pred, P::Eq | P::Sle | P::Sge | P::Ule | P::Uge);
        return FoldOutcome::attribute_or_failure(bool_attr(ctx, body.value_type(body.results(op)[0]), holds));
    }
    if is_zero(ctx, constants[1]) {
        // ext(x : i1) != 0 -> x (scalars and vectors; upstream's width query
        // does not look into tensors).
        let exts = [defined_by::<crate::ExtSIOp>(ctx, body, lhs), defined_by::<crate::ExtUIOp>(ctx, body, lhs)];
        for e in exts.into_iter().flatten() {
            let src = body.operand(e, 0);
            let src_ty = body.value_type(src);
            let scalar_or_vector =
                !matches!(ctx.type_kind(src_ty), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
            if pred == P::Ne && scalar_or_vector && is_i1_like(ctx, body, src) {
                return FoldOutcome::value(src);
            }
        }
        if pred == P::Ne && is_i1_like(ctx, body, lhs) {
            return FoldOutcome::value(lhs);
        }
    }
    if is_one(ctx, constants[1]) && pred == P::Eq && is_i1_like(ctx, body, lhs) {
        return FoldOutcome::value(lhs);
    }
    if constants[0].is_some() && constants[1].is_none() {
        // Constants go to the right.
        let props = body.properties(op).unwrap_or(ctx.empty_dictionary());
        let new_pred = swapped(pred).attr(ctx);
        body.set_properties(op, Some(ctx.dict_with(props, ctx.ident("predicate"), Some(new_pred))));
        body.set_operands(op, &[rhs, lhs]);
        return FoldOutcome::InPlace;
    }
    // A typed (not poison) left constant: fold into `i1` of its shape.
    let Some(lhs_ty) =
        constants[0].filter(|&c| !is_poison(ctx, Some(c))).and_then(|c| strata_ir::op_checks::typed_attr_type(ctx, c))
    else {
        return FoldOutcome::Failure;
    };
    FoldOutcome::attribute_or_failure(binary_to(ctx, constants, i1_same_shape(ctx, lhs_ty), |a, b| match (a, b) {
        (DenseValue::Int(a), DenseValue::Int(b)) if a.width() == b.width() => {
            Some(DenseValue::Int(ApInt::from_u64(1, cmpi_holds(pred, a, b) as u64)))
        }
        _ => None,
    }))
}

/// `applyCmpPredicate` for floats: `order` is `None` when unordered.
fn cmpf_holds(pred: CmpFPredicate, order: Option<Ordering>) -> bool {
    use CmpFPredicate as P;
    use Ordering::*;
    let (lt, eq, gt, uno) = (order == Some(Less), order == Some(Equal), order == Some(Greater), order.is_none());
    match pred {
        P::AlwaysFalse => false,
        P::Oeq => eq,
        P::Ogt => gt,
        P::Oge => gt || eq,
        P::Olt => lt,
        P::Ole => lt || eq,
        P::One => lt || gt,
        P::Ord => !uno,
        P::Ueq => uno || eq,
        P::Ugt => uno || gt,
        P::Uge => uno || gt || eq,
        P::Ult => uno || lt,
        P::Ule => uno || lt || eq,
        P::Une => !eq,
        P::Uno => uno,
        P::AlwaysTrue => true,
    }
}

/// `arith.cmpf`: scalar float constants; a NaN constant stands for both
/// operands.
pub fn cmpf(ctx: &Context, body: &mut Body, op: CmpFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = op.predicate(ctx, body) else { return FoldOutcome::Failure };
    let scalar = |c: Option<Attribute>| match ctx.attr_kind(c?) {
        AttrKind::Float { ty, bits } => Some((float_kind(ctx, *ty)?, *bits)),
        _ => None,
    };
    let (mut lhs, mut rhs) = (scalar(constants[0]), scalar(constants[1]));
    if [lhs, rhs].iter().flatten().any(|&(k, b)| !apfloat::is_canonical(k, b)) {
        return FoldOutcome::Failure;
    }
    if lhs.is_some_and(|(k, b)| apfloat::is_nan(k, b)) {
        rhs = lhs;
    }
    if rhs.is_some_and(|(k, b)| apfloat::is_nan(k, b)) {
        lhs = rhs;
    }
    match (lhs, rhs) {
        (Some((kind, a)), Some((_, b))) => {
            FoldOutcome::attribute(ctx.bool_attr(cmpf_holds(pred, apfloat::compare(kind, a, b))))
        }
        _ => FoldOutcome::Failure,
    }
}

/// `arith.select`.
pub fn select(ctx: &Context, body: &mut Body, op: SelectOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (cond, t, f) = (body.operand(op, 0), body.operand(op, 1), body.operand(op, 2));
    if t == f {
        return FoldOutcome::value(t);
    }
    if is_one(ctx, constants[0]) {
        return FoldOutcome::value(t);
    }
    if is_zero(ctx, constants[0]) {
        return FoldOutcome::value(f);
    }
    if is_poison(ctx, constants[1]) {
        return FoldOutcome::value(f);
    }
    if is_poison(ctx, constants[2]) {
        return FoldOutcome::value(t);
    }
    // select(c, true, false) -> c
    let result_ty = body.value_type(body.results(op)[0]);
    if ctx.is_signless_integer(result_ty, 1) && is_one(ctx, constants[1]) && is_zero(ctx, constants[2]) {
        return FoldOutcome::value(cond);
    }
    if let Some(cmp) = strata_rewrite::matchers::defining::<CmpIOp>(ctx, body, cond) {
        let pred = cmp.predicate(ctx, body);
        let (a, b) = (cmp.lhs(body), cmp.rhs(body));
        let eq_ne = matches!(pred, Some(CmpIPredicate::Eq | CmpIPredicate::Ne));
        if eq_ne && ((a == t && b == f) || (b == t && a == f)) {
            return FoldOutcome::value(if pred == Some(CmpIPredicate::Ne) { t } else { f });
        }
    }
    // Element-wise select of constant vectors or tensors.
    if let (Some((_, c)), Some((ty, x)), Some((_, y))) =
        (expanded(ctx, constants[0]), expanded(ctx, constants[1]), expanded(ctx, constants[2]))
    {
        if c.len() == x.len() && x.len() == y.len() {
            let picked = c.iter().zip(x.iter().zip(&y)).map(|(c, (x, y))| {
                let taken = matches!(c, DenseValue::Int(v) if !v.is_zero());
                (*if taken { x } else { y }).clone()
            });
            return FoldOutcome::attribute(elements_attr(ctx, ty, picked.collect()));
        }
    }
    FoldOutcome::Failure
}
