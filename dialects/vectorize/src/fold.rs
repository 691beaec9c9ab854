//! Fold hooks of the vectorize ops, and the dialect's constant
//! materializer (a folded ramp is an `arith.constant`, as upstream's
//! vector dialect materializes through arith).

use strata_ir::{
    ApInt, AttrKind, Attribute, Body, Context, DenseElements, DenseValue, FoldOutcome, Location, OperationState, Type,
    TypeKind,
};

use crate::RampOp;

/// `vectorize.ramp` of constant base and stride folds to the dense vector
/// of its lanes (a splat when the stride is 0), computed with wrap-around
/// at the element width.
pub fn ramp(ctx: &Context, body: &mut Body, op: RampOp, operands: &[Option<Attribute>]) -> FoldOutcome {
    let int = |a: Option<&Option<Attribute>>| match a.copied().flatten().map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Some(value.clone()),
        _ => None,
    };
    let (Some(base), Some(stride)) = (int(operands.first()), int(operands.get(1))) else { return FoldOutcome::Failure };
    let ty = body.value_type(op.result(body));
    let TypeKind::Vector { shape, .. } = ctx.type_kind(ty) else { return FoldOutcome::Failure };
    let lanes = shape.first().copied().unwrap_or(0);
    let values = if stride.is_zero() {
        vec![DenseValue::Int(base)]
    } else {
        lanes_of(&base, &stride, lanes).into_iter().map(DenseValue::Int).collect()
    };
    FoldOutcome::attribute(ctx.intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values } }))
}

/// `base + i * stride` for each lane `i`, wrapping at the operands' width.
pub fn lanes_of(base: &ApInt, stride: &ApInt, lanes: i64) -> Vec<ApInt> {
    let mut lane = base.clone();
    let mut out = Vec::with_capacity(usize::try_from(lanes).unwrap_or(0));
    for _ in 0..lanes {
        let next = lane.add(stride);
        out.push(std::mem::replace(&mut lane, next));
    }
    out
}

/// The dialect's `materializeConstant`: arith's (`arith.constant`).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    strata_dialect_arith::fold::materialize_constant(ctx, value, ty, loc)
}
