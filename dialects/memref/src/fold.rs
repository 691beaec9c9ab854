//! Fold hooks of the memref ops (`hasFolder` in ODS), wired by the
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
            #[doc = concat!("`memref.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    assume_alignment, atomic_rmw, cast, collapse_shape, copy, dealloc, dim, dma_start, dma_wait, expand_shape,
    extract_strided_metadata, load, memory_space_cast, prefetch, rank, reinterpret_cast, store, subview, transpose,
    view,
}

/// Upstream's `materializeConstant` of this dialect: an `arith.constant` when the value can build one (`arith::ConstantOp::materialize`; no poison).
pub use strata_dialect_arith::fold::constant_state as materialize_constant;
