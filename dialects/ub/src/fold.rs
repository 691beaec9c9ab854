//! Fold hooks of the ub ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).

use crate::PoisonOp;
use strata_ir::{Attribute, Body, Context, FoldOutcome};

/// `ub.poison` folds to its value (upstream's `PoisonOp::fold`).
pub fn poison(ctx: &Context, body: &mut Body, op: PoisonOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// Upstream's `UBDialect::materializeConstant`: a `ub.poison` for a poison
/// value (`#ub.poison`), nothing else.
pub fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<strata_ir::OperationState> {
    if !strata_ir::op_checks::is_poison_attr(ctx, value) {
        return None;
    }
    Some(strata_ir::OperationState::constant(ctx, crate::PoisonOp::NAME, value, ty, loc))
}
