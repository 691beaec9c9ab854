//! Fold hooks of the ub ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpFoldResult, OpId};

/// `ub.poison` folds to its value (upstream's `PoisonOp::fold`).
pub fn poison(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match body.properties(op).and_then(|p| ctx.dict_get(p, "value")) {
        Some(v) => FoldOutcome::Replace(vec![OpFoldResult::Attribute(v)]),
        None => FoldOutcome::Failure,
    }
}
