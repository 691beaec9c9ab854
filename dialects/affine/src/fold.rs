//! Fold hooks of the affine ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s, and the dialect's constant materializer.

use strata_ir::{Attribute, Body, Context, FoldOutcome, Location, OpId, OperationState, Type};

/// Upstream's `AffineDialect::materializeConstant`: an `arith.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    strata_dialect_arith::fold::materialize_constant(ctx, value, ty, loc)
}

pub fn apply(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn delinearize_index(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn r#for(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn r#if(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn linearize_index(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn load(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn max(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn min(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn parallel(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn prefetch(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

pub fn store(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}
