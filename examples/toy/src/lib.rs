//! The `toy` dialect of strata's Toy tutorial (`docs/dialect-authors.md`),
//! in the spirit of MLIR's Toy tutorial, chapters 2 and 3: Toy tensors
//! (`!toy.tensor<[2, 3], f64>`), `toy.constant`, `toy.transpose`,
//! `toy.reshape`, `toy.add` and `toy.mul`, with the folds and
//! canonicalization patterns that clean up Toy programs.
//!
//! The dialect is described by `ods/ToyOps.td`; `cargo xtask codegen` (in
//! the strata checkout) writes `generated.rs` from it. The reshape
//! patterns are declarative rules, `ods/ToyCombine.td`, which
//! `cargo xtask drr` compiles into `generated_patterns.rs`. The rest is
//! hand-written:
//!
//! - [`verify`]: the `genVerifyDecl` check of the tensor type and the
//!   `hasVerifier` checks of the ops (shapes);
//! - [`fold`]: the `hasFolder` hook (`toy.constant` folds to its value);
//! - [`canonicalize`]: the `hasCanonicalizer` patterns
//!   (`transpose(transpose(x))` -> `x` in Rust; reshape of a reshape,
//!   redundant reshape and reshape of a constant from the rules) and the
//!   rules' native helper;
//!
//! `toy-opt` (`src/bin/toy-opt.rs`) is strata's driver over [`dialects`].
//!
//! [`language`] is the Toy language itself (chapter 1 of the tutorial):
//! lexer, parser and AST, which `toyc` (`src/bin/toyc.rs`) reads `.toy`
//! files with.

pub mod canonicalize;
pub mod fold;
pub mod language;
#[rustfmt::skip]
mod generated;
#[rustfmt::skip]
mod generated_patterns;

pub mod verify;

pub use generated::*;

use strata_ir::DialectRegistry;

/// The dialects `toy-opt` loads: `func` (functions hold Toy programs) and
/// `toy` (the driver always adds `builtin`).
pub fn dialects() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry.insert(strata_dialect_func::register).insert(register);
    registry
}
