//! The arith dialect: integer and floating-point arithmetic, comparisons,
//! casts, `arith.constant` and `arith.select`, generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`fold`], [`verify`], [`syntax`]: the hooks upstream writes in C++;
//! - [`apfloat`]: LLVM `APFloat` arithmetic on raw bits (its
//!   [`round_to_integral`](apfloat::round_to_integral) is math's too);
//! - [`traits`]: trait and constraint checks the generated code calls.

pub mod apfloat;
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
pub mod syntax;
pub mod traits;
pub mod verify;

pub use generated::*;

#[cfg(test)]
mod fold_tests;
#[cfg(test)]
mod tests;
