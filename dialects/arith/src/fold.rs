//! Fold hooks of the arith ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s.
//!
//! Folding arrives with the rewrite engine (a later issue): until then every
//! hook except `arith.constant`'s reports `FoldOutcome::Failure` ("nothing
//! folded"), which is always a correct answer under upstream's contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpFoldResult, OpId};

/// `arith.constant` folds to its value (upstream's `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    match value {
        Some(v) => FoldOutcome::Replace(vec![OpFoldResult::Attribute(v)]),
        None => FoldOutcome::Failure,
    }
}

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`arith.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    addf, addi, addui_extended, andi, bitcast, ceildivsi, ceildivui, cmpf, cmpi, divf, divsi, divui, extf, extsi,
    extui, floordivsi, fptosi, fptoui, index_cast, index_castui, maximumf, maxnumf, maxsi, maxui, minimumf, minnumf,
    minsi, minui, mulf, muli, mulsi_extended, mului_extended, negf, ori, remf, remsi, remui, select, shli, shrsi,
    shrui, sitofp, subf, subi, truncf, trunci, uitofp, xori,
}
