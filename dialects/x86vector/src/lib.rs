//! The x86vector dialect (upstream's `X86Vector`): AVX, AVX2 and AVX-512
//! operations on 1-D vectors, each standing for one x86 LLVM intrinsic.
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper, from
//!   upstream's `X86Vector.td`;
//! - [`constraints`]: the type transforms its `TypesMatchWith` traits use;
//! - [`verify`]: `avx512.mask.compress`'s own checks;
//! - [`intrinsics`]: the intrinsic each op stands for and how its operands
//!   become the intrinsic's (upstream's `X86IntrinsicOpInterface`), which
//!   `convert-vector-to-llvm=enable-x86vector` lowers to `llvm.call_intrinsic`.
//!
//! The ops are 1-D (their ODS constraints say so), so the intrinsic names
//! read the first dimension only.

pub mod constraints;
#[rustfmt::skip]
mod generated;
pub mod intrinsics;
pub mod verify;

pub use generated::*;

/// Registers the `x86vector` dialect.
pub fn register(ctx: &strata_ir::Context) {
    generated::register(ctx);
}
