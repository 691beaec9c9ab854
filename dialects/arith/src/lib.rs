//! The arith dialect: integer and floating-point arithmetic, comparisons,
//! casts, `arith.constant` and `arith.select`, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`fold`], [`verify`], [`syntax`]: the hooks upstream writes in C++;
//! - the float folds compute with `strata_ir::apfloat` (LLVM `APFloat` on
//!   raw bits), imported at the crate root as `crate::apfloat`;

pub mod build;
pub mod canonicalize;
mod elementwise;
pub mod fold;
mod fold_cast;
mod fold_cmp;
mod fold_div;
mod fold_float;
mod fold_int;
#[rustfmt::skip]
mod generated;
mod generated_patterns;
pub mod int_range;
pub mod reassociation;
pub mod speculation;
pub mod syntax;
pub mod value_bounds;

pub mod verify;

pub use generated::*;

// The float folds and canonicalizations name it `crate::apfloat`.
use strata_ir::apfloat;

#[cfg(test)]
mod fold_tests;
#[cfg(test)]
mod tests;
