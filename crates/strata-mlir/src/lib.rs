//! strata-mlir: the bridge from strata to upstream MLIR 22 through the
//! `melior` bindings, and the `strata-run` tool (modelled on upstream's
//! `mlir-runner`).
//!
//! Everything lives behind the cargo feature `llvm`, which needs the
//! LLVM/MLIR 22 development packages (see docs/llvm-bridge.md). Without it
//! this crate is an empty library, so `cargo test --workspace` and
//! `cargo clippy --workspace` need only Rust. Enable it with
//! `cargo test -p strata-mlir --features llvm`.
//!
//! With the feature:
//! - [`Upstream`]: an upstream MLIR context with every upstream dialect,
//!   pass and LLVM IR translation registered; strata modules cross into it
//!   and back through the textual form ([`Upstream::from_strata`],
//!   [`Upstream::to_strata`]), which is byte-identical both ways on IR both
//!   printers agree on;
//! - [`Upstream::run_pipeline`]: an upstream pass pipeline given as text;
//! - [`jit`]: translation to LLVM IR and assembly, and JIT execution of an
//!   entry function with upstream's `ExecutionEngine`;
//! - [`translate`]: the `strata-translate` tool (`--mlir-to-llvmir`).
//!
//! Invariant: no function here panics on bad input; every failure is an
//! `Err` carrying upstream's (or strata's) diagnostic text.

#[cfg(feature = "llvm")]
mod bridge;
#[cfg(feature = "llvm")]
pub mod jit;
#[cfg(feature = "llvm")]
pub mod run;
#[cfg(feature = "llvm")]
pub mod translate;

#[cfg(feature = "llvm")]
pub use bridge::{default_lowering, Upstream};
