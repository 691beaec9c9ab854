//! Passes that know particular dialects (upstream's `Conversion/` and
//! dialect `Transforms/`), as opposed to strata-transforms' generic ones:
//!
//! - [`vectorize_loops`]: `vectorize-loops`, TVM's `VectorizeLoop` on
//!   `scf.for` loops marked `vectorize.vectorized`;
//! - [`lower_vectorize`]: `lower-vectorize`, the remaining `vectorize` ops
//!   as upstream `vector` and `arith` ops, so the output is plain upstream
//!   MLIR.
//!
//! Each pass is a set of rewrite patterns run by the one greedy driver.

pub mod lower_vectorize;
pub mod vectorize_loops;

use strata_pass::PassRegistry;

/// Registers this crate's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(lower_vectorize::pass_info());
    registry.register(vectorize_loops::pass_info());
}
