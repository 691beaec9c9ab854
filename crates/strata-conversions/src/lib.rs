//! Passes that know particular dialects and lower one into others
//! (upstream's `mlir/Conversion` and dialect `Transforms/`), as opposed to
//! strata-transforms' generic ones. They sit above the dialect crates and
//! below `strata-init`, which registers them.
//!
//! - [`expand_strided_metadata`]: `expand-strided-metadata`, memref views
//!   and reshapes as `extract_strided_metadata`, `affine.apply` and
//!   `reinterpret_cast`;
//! - [`graph_to_loops`]: the elementwise `graph` ops over static tensors to
//!   `scf.for` nests on memrefs, the innermost loop marked
//!   `vectorize.vectorized` (docs/graph-to-loops.md);
//! - [`vectorize_loops`]: `vectorize-loops`, TVM's `VectorizeLoop` on
//!   `scf.for` loops marked `vectorize.vectorized`;
//! - [`lower_vectorize`]: `lower-vectorize`, the remaining `vectorize` ops
//!   as upstream `vector` and `arith` ops, so the output is plain upstream
//!   MLIR;
//! - [`lower_affine`]: `lower-affine`, affine ops as `scf`, `arith`,
//!   `memref` and `vector` ops, on the conversion framework;
//! - [`reconcile_unrealized_casts`]: the casts a chain of conversions made
//!   redundant go;
//! - [`scf_to_cf`]: `convert-scf-to-cf`, structured control flow as blocks
//!   and branches, on the conversion framework
//!   (`strata_rewrite::conversion`).

pub mod expand_strided_metadata;
pub mod graph_to_loops;
pub mod lower_affine;
pub mod lower_vectorize;
pub mod reconcile_unrealized_casts;
pub mod scf_to_cf;
pub mod vectorize_loops;

use strata_pass::PassRegistry;

/// Registers this crate's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(expand_strided_metadata::pass_info());
    registry.register(graph_to_loops::pass_info());
    registry.register(lower_affine::pass_info());
    registry.register(lower_vectorize::pass_info());
    registry.register(reconcile_unrealized_casts::pass_info());
    registry.register(scf_to_cf::pass_info());
    registry.register(vectorize_loops::pass_info());
}
