//! Fold hooks of the vector ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s.
//!
//! Folding arrives with the rewrite engine (a later issue): until then every
//! hook reports `FoldOutcome::Failure` ("nothing folded"), which is always a
//! correct answer under upstream's contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, OpId};

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`vector.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    bitcast, broadcast, constant_mask, extract, extract_strided_slice, from_elements, insert, insert_strided_slice,
    load, mask, maskedload, maskedstore, multi_reduction, shape_cast, shuffle, store, to_elements, transfer_read,
    transfer_write, transpose,
}

/// Upstream's `materializeConstant` of this dialect: arith's (an `arith.constant`, or a `ub.poison` for a poison value).
pub use strata_dialect_arith::fold::materialize_constant;
