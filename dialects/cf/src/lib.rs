//! The cf dialect: `cf.assert`, `cf.br`, `cf.cond_br`, `cf.switch`,
//! generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: the hand-written custom form of `cf.switch` (its case
//!   list is variadic-of-variadic, which the format engine does not model);
//! - [`verify`]: `cf.switch`'s own checks;
//! - [`branch`]: the branch ops' `BranchOpInterface` (which operands each
//!   successor receives), attached by the generated `OpInfo`s, which
//!   also check the successor operands against the target blocks through it.

pub mod branch;
pub mod canonicalize;
pub mod inliner;
#[rustfmt::skip]
mod generated;
pub mod syntax;

pub mod verify;

pub use generated::*;
