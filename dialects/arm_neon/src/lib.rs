//! The arm_neon dialect (upstream's `ArmNeon`): Arm Neon operations on
//! fixed 1-D vectors. The `arm_neon.intr.*` ops are AArch64 LLVM
//! intrinsics (`llvm.aarch64.neon.*`) and stay as they are through the
//! lowering to the `llvm` dialect, which takes them as legal with
//! `convert-vector-to-llvm=enable-arm-neon`; `arm_neon.2d.sdot` is a 2-D
//! form of `intr.sdot`.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper, from
//!   upstream's `ArmNeon.td`;
//! - [`constraints`]: the dialect's type constraints, type transforms and
//!   `2d.sdot`'s shape predicates.

pub mod constraints;
#[rustfmt::skip]
mod generated;

pub use generated::*;

/// Registers the `arm_neon` dialect.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
}
