//! The ub dialect: `ub.poison` and `ub.unreachable`, generated from
//! upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`fold`]: `ub.poison` folds to its value;
//!
//! - [`poison`]: the `#ub.poison` attribute, defined in plain Rust.

pub mod fold;
#[rustfmt::skip]
mod generated;
pub mod poison;

pub use generated::*;
pub use poison::PoisonAttr;

/// Registers the `ub` dialect: its ops and the `#ub.poison` attribute.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
    ctx.register_attr_def(poison::poison_attr_def());
}
