//! Fold hooks of the func ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s.
//!
//! Folding arrives with the rewrite engine (a later issue): until then the
//! hooks report `FoldOutcome::Failure` ("nothing folded"), which is always
//! a correct answer under upstream's contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpId};

/// `func.constant`: not folded yet (the rewrite engine is a later issue).
pub fn constant(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Failure
}
