//! Fold hooks of the func ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).
//!
//! `func.constant` does not fold (upstream's does not either: its hook
//! reports `FoldOutcome::Failure`, "nothing folded", which is always a
//! correct answer under upstream's contract).

use crate::ConstantOp;
use strata_ir::{Attribute, Body, Context, FoldOutcome, Location, OperationState, Type};

/// `func.constant`: nothing folded.
pub fn constant(_: &Context, _: &mut Body, _: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}

/// Upstream's `FuncDialect::materializeConstant`: a `func.constant` for a
/// flat symbol reference of a function type (`ConstantOp::isBuildableWith`).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let flat = matches!(ctx.attr_kind(value), strata_ir::AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !matches!(ctx.type_kind(ty), strata_ir::TypeKind::Function { .. }) {
        return None;
    }
    Some(OperationState::constant(ctx, crate::ConstantOp::NAME, value, ty, loc))
}
