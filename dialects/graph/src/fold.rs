//! Fold hooks of the graph ops (`hasFolder` in `GraphOps.td`), wired by the
//! generated `OpInfo`s.
//!
//! `graph.constant` folds to its value; the hooks of `graph.cast`, `graph.add_n` and `graph.transpose` report
//! `FoldOutcome::Failure` ("nothing folded"), which is always a correct
//! answer under upstream's fold contract.

use crate::ConstantOp;
use strata_ir::{Attribute, Body, Context, FoldOutcome};

/// `graph.constant` folds to its `value`.
pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

strata_ir::fold_not_yet!("graph": add_n, cast, transpose);
