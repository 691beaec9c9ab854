//! The reshape folds: `tensor.expand_shape` and `tensor.collapse_shape`
//! (upstream's `foldReshapeOp`) and `tensor.reshape` (`ReshapeOp::fold`).

use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpClass, OpId, Type, DYNAMIC};

use strata_interfaces::reshape::reassociation;

use super::{int_value, result_type};
use crate::verify::ranked;
use crate::{CollapseShapeOp, ExpandShapeOp, ReshapeOp};

/// A ranked tensor type without dynamic dimensions.
pub(crate) fn is_static_tensor(ctx: &Context, ty: Type) -> bool {
    ranked(ctx, ty).is_some_and(|(s, ..)| !s.contains(&DYNAMIC))
}

/// `elements` (a dense constant) with the static type `ty`
/// (`DenseElementsAttr::reshape`, `resizeSplat`).
pub(crate) fn reshaped_constant(ctx: &Context, elements: Attribute, ty: Type) -> Option<Attribute> {
    let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(elements) else { return None };
    if !is_static_tensor(ctx, ty) {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.clone() }))
}

/// `reshapeConstantSource`: a splat constant with the static ranked type
/// `ty`.
pub(crate) fn reshape_constant_source(ctx: &Context, source: Option<Attribute>, ty: Type) -> Option<Attribute> {
    let splat = source
        .filter(|&c| matches!(ctx.attr_kind(c), AttrKind::DenseElements { elements, .. } if elements.is_splat()))?;
    reshaped_constant(ctx, splat, ty)
}

/// `foldReshapeOp<Op, Inverse>`: an identity reshape is its source; a
/// reshaped dense constant is the constant of the new type; a reshape
/// undoing an `Inverse` reshape back to that one's source type is that
/// source when the type has at most one dynamic dimension, or the two
/// reassociations are equal and either the pair expands then collapses or
/// no group has two dynamic dimensions.
fn fold_reshape<Inverse: OpClass>(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let op: OpId = op.into();
    let src = body.operand(op, 0);
    let ty = result_type(body, op);
    if body.value_type(src) == ty {
        return FoldOutcome::value(src);
    }
    if let Some(attr) = constants[0].and_then(|c| reshaped_constant(ctx, c, ty)) {
        return FoldOutcome::attribute(attr);
    }
    let Some(producer) = body.defining_op(src).filter(|&d| strata_rewrite::matchers::isa::<Inverse>(ctx, body, d))
    else {
        return FoldOutcome::Failure;
    };
    let producer_src = body.operand(producer, 0);
    if body.value_type(producer_src) != ty {
        return FoldOutcome::Failure;
    }
    let Some((shape, ..)) = ranked(ctx, ty) else { return FoldOutcome::Failure };
    let dynamic = |dims: &[i64]| dims.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(shape) < 2 {
        return FoldOutcome::value(producer_src);
    }
    let groups = reassociation(ctx, body, op);
    if groups.is_none() || groups != reassociation(ctx, body, producer) {
        return FoldOutcome::Failure;
    }
    let mid_rank = ranked(ctx, body.value_type(src)).map_or(0, |(s, ..)| s.len());
    let expands_then_collapses = shape.len() < mid_rank;
    let small_groups = groups.iter().flatten().all(|g| {
        let (start, len) = (g.first().copied().unwrap_or(0) as usize, g.len());
        shape.get(start..start + len).is_some_and(|slice| dynamic(slice) < 2)
    });
    if expands_then_collapses || small_groups {
        return FoldOutcome::value(producer_src);
    }
    FoldOutcome::Failure
}

/// `tensor.expand_shape`.
pub fn expand_shape(ctx: &Context, body: &mut Body, op: ExpandShapeOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    fold_reshape::<CollapseShapeOp>(ctx, body, op, constants)
}

/// `tensor.collapse_shape`.
pub fn collapse_shape(
    ctx: &Context,
    body: &mut Body,
    op: CollapseShapeOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    fold_reshape::<ExpandShapeOp>(ctx, body, op, constants)
}

/// `tensor.reshape`: a splat constant into a static shape; a reshape of a
/// reshape reads the inner one's source (in place); a reshape to its
/// source's ranked type that is 1-D, or whose shape operand is a
/// `tensor.from_elements` of that type's extents (constants, or
/// `tensor.dim`s of the source at their own index).
pub fn reshape(ctx: &Context, body: &mut Body, op: ReshapeOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    if let Some(attr) = reshape_constant_source(ctx, constants[0], ty) {
        return FoldOutcome::attribute(attr);
    }
    let source = body.operand(op, 0);
    if let Some(inner) = body.defining_op(source).and_then(|d| crate::ReshapeOp::cast(ctx, body, d)) {
        let inner_source = inner.source(body);
        body.set_operand(op, 0, inner_source);
        return FoldOutcome::InPlace;
    }
    let source_ty = body.value_type(source);
    let Some((shape, ..)) = ranked(ctx, source_ty) else { return FoldOutcome::Failure };
    if source_ty != ty {
        return FoldOutcome::Failure;
    }
    if shape.len() == 1 {
        return FoldOutcome::value(source);
    }
    let shape_operand = body.operand(op, 1);
    let Some(from) = body.defining_op(shape_operand).and_then(|d| crate::FromElementsOp::cast(ctx, body, d)) else {
        return FoldOutcome::Failure;
    };
    let elements = from.elements(body);
    let constant = |v| int_value(ctx, strata_rewrite::fold::constant_of(ctx, body, v));
    let noop = shape.len() == elements.len()
        && elements.iter().enumerate().all(|(id, &e)| {
            if let Some(c) = constant(e) {
                return c == shape[id];
            }
            match body.defining_op(e).and_then(|d| crate::DimOp::cast(ctx, body, d)) {
                Some(dim) => dim.source(body) == source && constant(dim.index(body)) == Some(id as i64),
                None => false,
            }
        });
    if noop {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}
