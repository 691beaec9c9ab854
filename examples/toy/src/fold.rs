//! Fold hooks of the Toy ops (`hasFolder` in `ToyOps.td`), wired by the
//! generated `OpInfo`s and run by the canonicalizer (and any pass that
//! folds) before the patterns of [`crate::canonicalize`].

use strata_ir::{Attribute, Body, Context, FoldOutcome};

use crate::ConstantOp;

/// `toy.constant` folds to its `value` (what makes it a constant to the
/// folder: constants are deduplicated and hoisted).
pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}
