//! Masks and reductions: a `create_mask` of constant bounds is a
//! `constant_mask` (`CreateMaskFolder`); a reduction of one element is an
//! `extract`, combined with the accumulator
//! (`ElideSingleElementReduction`); a multi-reduction reducing only unit
//! dimensions is a `shape_cast` or `extract` combined with the accumulator
//! (`ElideUnitDimsInMultiDimReduction`); a `vector.mask` masking no op
//! selects between what it yields and its pass-through value
//! (`CanonializeEmptyMaskOp`).
//!
//! A reduction masked by an enclosing `vector.mask` is rewritten in front
//! of the mask op, which it replaces: the mask is reduced the same way
//! (`extract` / `shape_cast`) and selects between the combined value and
//! the accumulator (upstream's `selectPassthru`).

use strata_dialect_arith as arith;
use strata_dialect_arith::{FastMathFlags, SelectOp};
use strata_ir::{Location, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::{def, i64_prop, replace_with_constant_mask, result_type};
use crate::{CombiningKind, ExtractOp, MaskOp, ShapeCastOp, VectorScaleOp};

/// `getConstantIntValue`.
fn constant(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    constant_int(ctx, rw.body(), v).and_then(|i| i.to_i64())
}

/// `getConstantVscaleMultiplier`: `vscale` is 1, `vscale * c` and
/// `c * vscale` are `c`.
fn vscale_multiplier(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    if def::<VectorScaleOp>(rw, v).is_some() {
        return Some(1);
    }
    let mul = def::<arith::MulIOp>(rw, v)?;
    let (lhs, rhs) = (mul.lhs(rw.body()), mul.rhs(rw.body()));
    if def::<VectorScaleOp>(rw, lhs).is_some() {
        return constant(rw, rhs);
    }
    if def::<VectorScaleOp>(rw, rhs).is_some() {
        return constant(rw, lhs);
    }
    None
}

/// `CreateMaskFolder`: constant bounds, clamped to the shape (a scalable
/// dimension only when all-false, or all-true through a `vscale` multiple).
pub(super) fn create_mask_folder(op: crate::CreateMaskOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(result_type(rw, op)).clone() else { return false };
    let (shape, scalable) = if shape.is_empty() { (vec![1], vec![false]) } else { (shape, scalable) };
    let bounds: Vec<Value> = rw.body().operands(op).collect();
    let mut dims = Vec::with_capacity(bounds.len());
    for (i, &bound) in bounds.iter().enumerate() {
        if let Some(c) = constant(rw, bound) {
            if scalable.get(i) == Some(&true) && c >= 0 {
                return false;
            }
            dims.push(c);
        } else if let Some(m) = vscale_multiplier(rw, bound) {
            if m < shape[i] {
                return false;
            }
            dims.push(m);
        } else {
            return false;
        }
    }
    for (d, &size) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, size);
    }
    if dims.contains(&0) {
        dims = vec![0; dims.len()];
    }
    replace_with_constant_mask(rw, op, &dims)
}

/// The combining kind of a reduction (`add`, `maxnumf`, ...).
fn kind(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<CombiningKind> {
    let ctx = rw.ctx();
    crate::fold::prop(ctx, rw.body(), op, "kind").and_then(|a| ctx.attr_storage::<CombiningKind>(a).copied())
}

/// Builds the combining op of `makeArithReduction` (`lhs`, `rhs`, result
/// type, the reduction's `fastmath` for the float ops) and gives its result.
pub(crate) type Combine = fn(&mut Rewriter<'_>, Location, (Value, Value), Type, Option<FastMathFlags>) -> Value;

/// The arith op `makeArithReduction` builds for a combining kind on
/// (elements of) `ty`: float ops take `fastmath` (`none` when absent),
/// `addi`/`muli` their default overflow flags. The driver folds the new op,
/// as upstream's `createOrFold` does.
pub(crate) fn combining_op(rw: &Rewriter<'_>, kind: CombiningKind, ty: Type) -> Option<Combine> {
    use CombiningKind as K;
    macro_rules! int {
        ($op:ident $(, $flags:expr)?) => {
            |rw, loc, (a, b), ty, _| arith::$op::build(rw, loc, a, b, ty $(, $flags)?).result(rw.body())
        };
    }
    macro_rules! float {
        ($op:ident) => {
            |rw, loc, (a, b), ty, fm| arith::$op::build(rw, loc, a, b, ty, fm).result(rw.body())
        };
    }
    let ctx = rw.ctx();
    let is_float = matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Float(_));
    Some(match (kind, is_float) {
        (K::Add, false) => int!(AddIOp, None),
        (K::Add, true) => float!(AddFOp),
        (K::Mul, false) => int!(MulIOp, None),
        (K::Mul, true) => float!(MulFOp),
        (K::Minui, false) => int!(MinUIOp),
        (K::Minsi, false) => int!(MinSIOp),
        (K::Maxui, false) => int!(MaxUIOp),
        (K::Maxsi, false) => int!(MaxSIOp),
        (K::And, false) => int!(AndIOp),
        (K::Or, false) => int!(OrIOp),
        (K::Xor, false) => int!(XOrIOp),
        (K::Minnumf, true) => float!(MinNumFOp),
        (K::Maxnumf, true) => float!(MaxNumFOp),
        (K::Minimumf, true) => float!(MinimumFOp),
        (K::Maximumf, true) => float!(MaximumFOp),
        _ => return None,
    })
}

/// `makeArithReduction` without a mask: `combine(a, b)` at `op`'s location.
fn combine(
    rw: &mut Rewriter<'_>,
    combine: Combine,
    (a, b): (Value, Value),
    fastmath: Option<FastMathFlags>,
    op: impl Into<OpId>,
) -> Value {
    let ty = rw.body().value_type(a);
    let loc = rw.body().op_loc(op);
    combine(rw, loc, (a, b), ty, fastmath)
}

/// The `vector.mask` op masking `op`, if any.
fn masking_op(rw: &Rewriter<'_>, op: OpId) -> Option<OpId> {
    let body = rw.body();
    body.parent_op(op).filter(|&p| MaskOp::cast(rw.ctx(), body, p).is_some())
}

/// The op a reduction rewrite replaces (the mask op when masked), its mask,
/// with the insertion point moved in front of the mask op.
pub(crate) fn root_and_mask(rw: &mut Rewriter<'_>, op: impl Into<OpId>) -> (OpId, Option<Value>) {
    let op: OpId = op.into();
    match masking_op(rw, op) {
        Some(mask_op) => {
            rw.set_insertion_point_before(mask_op);
            (mask_op, Some(rw.body().operand(mask_op, 0)))
        }
        None => (op, None),
    }
}

/// `selectPassthru`: with a mask, `select(mask, value, passthru)`;
/// `makeArithReduction` passes its second operand through.
pub(crate) fn select_passthru(
    rw: &mut Rewriter<'_>,
    mask: Option<Value>,
    value: Value,
    passthru: Value,
    op: impl Into<OpId>,
) -> Value {
    let Some(mask) = mask else { return value };
    let ty = rw.body().value_type(value);
    let loc = rw.body().op_loc(op);
    SelectOp::build(rw, loc, mask, value, passthru, ty).result(rw.body())
}

/// A `vector.extract` of the element at position 0 of every dimension.
fn extract_first(rw: &mut Rewriter<'_>, source: Value, ty: strata_ir::Type, op: impl Into<OpId>) -> Value {
    let ctx = rw.ctx();
    let rank = ctx.shape(rw.body().value_type(source)).map_or(0, <[i64]>::len);
    let pos = ctx.dense_i64_array(&vec![0; rank]);
    let loc = rw.body().op_loc(op);
    ExtractOp::build(rw, loc, source, &[], ty, pos).result(rw.body())
}

/// `ElideSingleElementReduction`: `reduction(v : vector<1xT>)` is `v[0]`,
/// combined with the accumulator when there is one.
pub(super) fn elide_single_element_reduction(op: crate::ReductionOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let Some(shape) = ctx.shape(rw.body().value_type(source)) else { return false };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let ty = result_type(rw, op);
    let Some(name) = kind(rw, op).and_then(|k| combining_op(rw, k, ty)) else { return false };
    let acc = (rw.body().num_operands(op) > 1).then(|| rw.body().operand(op, 1));
    let fastmath = op.fastmath(ctx, rw.body());
    let saved = rw.insertion_point();
    let (root, mask) = root_and_mask(rw, op);
    let i1 = ctx.integer_type(1);
    let mask = mask.map(|m| extract_first(rw, m, i1, op));
    let element = extract_first(rw, source, ty, op);
    let result = match acc {
        Some(acc) => {
            let combined = combine(rw, name, (element, acc), fastmath, op);
            select_passthru(rw, mask, combined, acc, op)
        }
        None => element,
    };
    rw.replace_op(root, &[result]);
    rw.set_insertion_point(saved);
    true
}

/// `ElideUnitDimsInMultiDimReduction`: every reduced dimension has size 1:
/// `acc` combined with a `shape_cast` of the source (or, reducing all
/// dimensions, its one element).
pub(super) fn elide_unit_dims_multi_reduction(op: crate::MultiDimReductionOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let Some(shape) = ctx.shape(rw.body().value_type(source)).map(<[i64]>::to_vec) else { return false };
    let dims = i64_prop(rw, op, "reduction_dims");
    if shape.iter().enumerate().any(|(i, &d)| dims.contains(&(i as i64)) && d != 1) {
        return false;
    }
    let dest_ty = result_type(rw, op);
    let Some(name) = kind(rw, op).and_then(|k| combining_op(rw, k, dest_ty)) else { return false };
    let acc = rw.body().operand(op, 1);
    let saved = rw.insertion_point();
    let (root, mut mask) = root_and_mask(rw, op);
    let loc = rw.body().op_loc(op);
    let cast = if let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(dest_ty).clone() {
        if let Some(m) = mask {
            let mask_ty = ctx.intern_type(TypeKind::Vector { shape, scalable, element: ctx.integer_type(1) });
            mask = Some(ShapeCastOp::build(rw, loc, m, mask_ty).result(rw.body()));
        }
        ShapeCastOp::build(rw, loc, source, dest_ty).result(rw.body())
    } else {
        mask = mask.map(|m| extract_first(rw, m, ctx.integer_type(1), op));
        extract_first(rw, source, dest_ty, op)
    };
    let combined = combine(rw, name, (acc, cast), None, op);
    // `makeArithReduction` passes its second operand through.
    let result = select_passthru(rw, mask, combined, cast, op);
    rw.replace_op(root, &[result]);
    rw.set_insertion_point(saved);
    true
}

/// `CanonializeEmptyMaskOp` (upstream's spelling): a mask op masking
/// nothing but with a pass-through value is a select between what it
/// yields and the pass-through (without one, its fold forwards the
/// yielded values).
pub(super) fn canonicalize_empty_mask(op: MaskOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let (Some(passthru), Some(terminator)) = (op.passthru(body), op.terminator(body)) else { return false };
    if !op.is_empty(body) || body.operands(terminator).len() != 1 {
        return false;
    }
    let (yielded, mask, loc) = (body.operand(terminator, 0), op.mask(body), body.op_loc(op));
    let ty = body.value_type(yielded);
    rw.replace_op_with_new_op(op.op(), |rw| SelectOp::build(rw, loc, mask, yielded, passthru, ty));
    true
}
