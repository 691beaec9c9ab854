//! Fold hooks of the Toy ops (`hasFolder` in `ods/ToyOps.td`) and the
//! dialect's constant materializer (`hasConstantMaterializer`): constants
//! fold to their values, and an access into a constant struct folds to
//! that element's value, which `materialize_constant` turns back into a
//! `toy.constant` or `toy.struct_constant`.

use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, Location, OperationState, Type};

use crate::{ConstantOp, StructAccessOp, StructConstantOp, StructType};

pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

pub fn struct_constant(ctx: &Context, body: &mut Body, op: StructConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// `toy.struct_access` of a constant struct: the element's value.
pub fn struct_access(
    ctx: &Context,
    body: &mut Body,
    op: StructAccessOp,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(AttrKind::Array(elements)) = operands.first().copied().flatten().map(|a| ctx.attr_kind(a)) else {
        return FoldOutcome::Failure;
    };
    let element = crate::verify::access_index(ctx, body, op).and_then(|i| elements.get(i)).copied();
    FoldOutcome::attribute_or_failure(element)
}

/// A struct constant for an array value of a struct type, else a tensor
/// constant of a dense value.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    if StructType::from_type(ctx, ty).is_some() {
        return matches!(ctx.attr_kind(value), AttrKind::Array(_))
            .then(|| OperationState::constant(ctx, "toy.struct_constant", value, ty, loc));
    }
    matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. })
        .then(|| OperationState::constant(ctx, "toy.constant", value, ty, loc))
}
