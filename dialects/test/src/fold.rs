//! Fold hooks of the test ops (`hasFolder` in `TestOps.td`) and the
//! dialect's folding interfaces, as upstream's `TestOpDefs.cpp` and
//! `TestDialect.cpp` write them.

use crate::OneRegionOp;
use crate::{ConstantOp, OpInPlaceFold, OpWithRegionFold, OpWithVariadicResultsAndFolder};
use strata_ir::op_checks::{inherent_attr, set_inherent_attr};
use strata_ir::{
    AttrKind, Attribute, Body, Context, FoldOutcome, Location, OpFoldResult, OpId, OperationState, RegionId, Type,
};
use strata_rewrite::matchers::isa;

/// `test.constant` folds to its `value`.
pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// `test.op_with_region_fold` folds to its operand, whatever its region holds.
pub fn op_with_region_fold(_: &Context, body: &mut Body, op: OpWithRegionFold, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value(body.operand(op, 0))
}

/// `test.op_with_variadic_results_and_folder`: result `i` folds to operand
/// `i`. Upstream folds whatever the counts; with no operand that fold
/// changes nothing yet claims success, and mlir-opt-22 loops forever, so
/// strata fails unless there is one operand per result (as later upstream
/// does).
pub fn op_with_variadic_results_and_folder(
    _: &Context,
    body: &mut Body,
    op: OpWithVariadicResultsAndFolder,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let results = body.results(op).len();
    if results == 0 || results != body.num_operands(op) {
        return FoldOutcome::Failure;
    }
    FoldOutcome::replace(body.operands(op).map(OpFoldResult::Value))
}

/// `test.op_involution_trait_failing_operation_fold`: never folds, so the
/// `Involution` trait fold runs instead.
pub fn op_involution_trait_failing_operation_fold(
    _: &Context,
    _: &mut Body,
    _: impl Into<OpId>,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    FoldOutcome::Failure
}

/// `test.op_involution_trait_succesful_operation_fold`: folds to its operand
/// when an op defines it (a block argument does not fold), which keeps the
/// trait fold from running.
pub fn op_involution_trait_succesful_operation_fold(
    _: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let operand = body.operand(op, 0);
    if body.defining_op(operand).is_some() {
        FoldOutcome::value(operand)
    } else {
        FoldOutcome::Failure
    }
}

/// `test.op_in_place_fold`: a constant integer operand is recorded in the
/// `attr` property, in place, once.
pub fn op_in_place_fold(
    ctx: &Context,
    body: &mut Body,
    op: OpInPlaceFold,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(Some(value)) = operands.first() else { return FoldOutcome::Failure };
    if inherent_attr(ctx, body, op, "attr").is_some() || !matches!(ctx.attr_kind(*value), AttrKind::Integer { .. }) {
        return FoldOutcome::Failure;
    }
    set_inherent_attr(ctx, body, op, "attr", *value);
    FoldOutcome::InPlace
}

/// Upstream's `TestDialect::materializeConstant`: a `test.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    Some(OperationState::constant(ctx, "test.constant", value, ty, loc))
}

/// Upstream's `TestDialectFoldInterface::shouldMaterializeInto`: constants
/// hoisted out of the ops in a `test.one_region_op` stop at its region.
pub fn should_materialize_into(ctx: &Context, body: &Body, region: RegionId) -> bool {
    body.region_parent(region).is_some_and(|p| isa::<OneRegionOp>(ctx, body, p))
}
