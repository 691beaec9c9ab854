//! The arm_sve dialect (upstream's `ArmSVE`): Arm Scalable Vector
//! Extension operations on scalable vectors (`vector<[4]xi32>`) and
//! predicates (`vector<[4]xi1>`, the 16-lane `svbool` they travel as).
//! The `arm_sve.intr.*` ops are the AArch64 LLVM intrinsics
//! (`llvm.aarch64.sve.*`); `convert-vector-to-llvm=enable-arm-sve`
//! lowers the others to them.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper, from
//!   upstream's `ArmSVE.td`;
//! - [`constraints`]: the dialect's type constraints and the svbool type
//!   transform.

pub mod constraints;
#[rustfmt::skip]
mod generated;

pub use generated::*;

/// Registers the `arm_sve` dialect.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
}
