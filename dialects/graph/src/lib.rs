//! strata's tensor-graph dialect, in the style of a deep-learning
//! framework's IR: `graph.constant`, `graph.cast`, `graph.add_n`,
//! `graph.transpose`, `graph.relu`, `graph.matmul` and `graph.conv2d`, all
//! Pure and over tensors.
//!
//! It is described by strata's own ODS file, `ods/GraphOps.td` (which
//! includes upstream's `mlir/IR/OpBase.td`), and is the worked example of
//! `docs/dialect-authors.md`:
//!
//! - `generated.rs` (checked in, `cargo xtask codegen`): every op's
//!   `OpInfo`, verify hook, assembly format and typed wrapper;
//! - [`verify`]: the `hasVerifier` hooks (shapes of transpose, matmul,
//!   conv2d; `add_n`'s input count);
//! - [`fold`]: the `hasFolder` hooks (`graph.constant` folds to its value;
//!   the others do not fold yet);
//!
//! The framework's bookkeeping (`op_name`, `scope_symbol_id`,
//! `device_tag`) is not declared: it travels as discardable attributes.

pub mod canonicalize;
pub mod fold;
#[rustfmt::skip]
mod generated;
mod generated_patterns;

pub mod verify;

pub use generated::*;
