//! Fold hooks of the graph ops (`hasFolder` in `GraphOps.td`), wired by the
//! generated `OpInfo`s.
//!
//! Folding is a later issue: `graph.constant` folds to its value, and the
//! hooks of `graph.cast`, `graph.add_n` and `graph.transpose` report
//! `FoldOutcome::Failure` ("nothing folded"), which is always a correct
//! answer under upstream's fold contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpId};

/// `graph.constant` folds to its `value`.
pub fn constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`graph.", stringify!($name), "`: not folded yet (folding is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! { add_n, cast, transpose }
