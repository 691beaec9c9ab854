//! The index dialect: arithmetic, bitwise ops, comparisons, constants and
//! casts on `index` values, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: upstream's result-name hints (`%idx5`, `%true`);
//! - [`fold`], [`verify`]: the hooks upstream writes in C++;
//!
//! `index.cmp`'s predicate is `#index<cmp_predicate slt>`, kept as a
//! dialect attribute.

pub mod canonicalize;
pub mod fold;
mod fold_cmp;
#[rustfmt::skip]
mod generated;
pub mod int_range;
pub mod syntax;

pub mod verify;

pub use generated::*;
