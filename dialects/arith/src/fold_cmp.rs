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

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, OpId, TypeKind};

use crate::apfloat;
use crate::elementwise::{
    binary_to, bool_attr, defined_by, elements_attr, expanded, float_kind, i1_same_shape, is_one, is_poison, is_zero,
};

/// The integer predicate property of a comparison (its case number).
fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    let p = body.properties(op).and_then(|p| ctx.dict_get(p, "predicate"))?;
    match ctx.attr_kind(p) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

// The `CmpIPredicate` cases.
const EQ: i64 = 0;
const NE: i64 = 1;

/// `applyCmpPredicate` for integers.
fn cmpi_holds(pred: i64, a: &ApInt, b: &ApInt) -> bool {
    let (s, u) = (a.scmp(b), a.ucmp(b));
    match pred {
        EQ => a == b,
        NE => a != b,
        2 => s.is_lt(),
        3 => s.is_le(),
        4 => s.is_gt(),
        5 => s.is_ge(),
        6 => u.is_lt(),
        7 => u.is_le(),
        8 => u.is_gt(),
        _ => u.is_ge(),
    }
}

/// The predicate with its operands swapped (`slt` <-> `sgt`, ...; `eq`
/// and `ne` stay).
fn swapped(pred: i64) -> i64 {
    match pred {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    }
}

/// Is the element type of the value `i1`?
fn is_i1_like(ctx: &Context, body: &Body, v: strata_ir::Value) -> bool {
    ctx.is_signless_integer(ctx.element_type_or_self(body.value_type(v)), 1)
}

/// `arith.cmpi`.
pub fn cmpi(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else { return FoldOutcome::Failure };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        // eq, sle, sge, ule, uge hold for equal operands.
        let holds = matches!(pred, EQ | 3 | 5 | 7 | 9);
        return FoldOutcome::attribute_or_failure(bool_attr(ctx, body.value_type(body.results(op)[0]), holds));
    }
    if is_zero(ctx, constants[1]) {
        // ext(x : i1) != 0 -> x (scalars and vectors; upstream's width query
        // does not look into tensors).
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = defined_by(ctx, body, lhs, ext) {
                let src = body.operand(e, 0);
                let src_ty = body.value_type(src);
                let scalar_or_vector =
                    !matches!(ctx.type_kind(src_ty), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
                if pred == NE && scalar_or_vector && is_i1_like(ctx, body, src) {
                    return FoldOutcome::value(src);
                }
            }
        }
        if pred == NE && is_i1_like(ctx, body, lhs) {
            return FoldOutcome::value(lhs);
        }
    }
    if is_one(ctx, constants[1]) && pred == EQ && is_i1_like(ctx, body, lhs) {
        return FoldOutcome::value(lhs);
    }
    if constants[0].is_some() && constants[1].is_none() {
        // Constants go to the right.
        let props = body.properties(op).unwrap_or(ctx.empty_dictionary());
        let new_pred = ctx.integer_attr(ctx.integer_type(64), swapped(pred));
        body.set_properties(op, Some(ctx.dict_with(props, ctx.ident("predicate"), Some(new_pred))));
        body.set_operands(op, &[rhs, lhs]);
        return FoldOutcome::InPlace;
    }
    // A typed (not poison) left constant: fold into `i1` of its shape.
    let Some(lhs_ty) =
        constants[0].filter(|&c| !is_poison(ctx, Some(c))).and_then(|c| strata_syntax::format::attr_value_type(ctx, c))
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
fn cmpf_holds(pred: i64, order: Option<Ordering>) -> bool {
    use Ordering::*;
    let (lt, eq, gt, uno) = (order == Some(Less), order == Some(Equal), order == Some(Greater), order.is_none());
    match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => lt || gt,
        7 => !uno,
        8 => uno || eq,
        9 => uno || gt,
        10 => uno || gt || eq,
        11 => uno || lt,
        12 => uno || lt || eq,
        13 => !eq,
        14 => uno,
        _ => true,
    }
}

/// `arith.cmpf`: scalar float constants; a NaN constant stands for both
/// operands.
pub fn cmpf(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else { return FoldOutcome::Failure };
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
pub fn select(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
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
    if let Some(cmp) = defined_by(ctx, body, cond, "arith.cmpi") {
        let pred = predicate(ctx, body, cmp);
        let (a, b) = (body.operand(cmp, 0), body.operand(cmp, 1));
        if matches!(pred, Some(EQ | NE)) && ((a == t && b == f) || (b == t && a == f)) {
            return FoldOutcome::value(if pred == Some(NE) { t } else { f });
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
