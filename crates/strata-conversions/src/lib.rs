//! strata's conversion passes: passes that know several dialects and lower
//! one into others (upstream's `mlir/Conversion`). They sit above the
//! dialect crates and below `strata-init`, which registers them.
//!
//! - [`graph_to_loops`]: the elementwise `graph` ops over static tensors to
//!   `scf.for` nests on memrefs, the innermost loop marked
//!   `vectorize.vectorized` (docs/graph-to-loops.md).

pub mod graph_to_loops;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(graph_to_loops::pass_info());
}
