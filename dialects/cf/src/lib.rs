//! The cf dialect: `cf.assert`, `cf.br`, `cf.cond_br`, `cf.switch`,
//! generated from upstream ODS.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`syntax`]: the hand-written custom form of `cf.switch` (its case
//!   list is variadic-of-variadic, which the format engine does not model);
//! - [`verify`]: successor operands against the target blocks (upstream's
//!   `BranchOpInterface`) and `cf.switch`'s own checks;
//! - [`traits`]: the shared trait checks the generated code calls;
//! - [`branch`]: the branch ops' `BranchOpInterface` (which operands each
//!   successor receives), attached by [`register`].

pub mod branch;
pub mod canonicalize;
// Its `register` is superseded by [`register`] below, which adds the
// hand-written interfaces; everything else is re-exported.
#[allow(dead_code)]
#[rustfmt::skip]
mod generated;
pub mod syntax;
pub mod traits;
pub mod verify;

pub use generated::*;

/// Registers the `cf` dialect and its ops, with the hand-written
/// `BranchOpInterface` of `cf.br`, `cf.cond_br` and `cf.switch` (ODS code
/// generation does not wire interfaces; this replaces the generated
/// `register`, which would leave them out).
pub fn register(ctx: &strata_ir::Context) {
    ctx.register_dialect(strata_ir::DialectInfo::new("cf"));
    for mut info in ops() {
        branch::attach(&mut info);
        ctx.register_op(info);
    }
}
