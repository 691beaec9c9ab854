//! The ub dialect: `ub.poison` and `ub.unreachable`, generated from
//! upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`fold`]: `ub.poison` folds to its value;
//! - [`traits`]: the shared trait checks the generated code calls.
//!
//! `#ub.poison` is kept as a dialect attribute (`AttrKind::Opaque`).

pub mod fold;
#[rustfmt::skip]
mod generated;
pub mod traits;

pub use generated::*;
