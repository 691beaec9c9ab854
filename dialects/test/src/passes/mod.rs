//! The test dialect's passes: upstream's test passes (`mlir/test/lib`) that
//! exercise a framework through the test dialect's ops, so the framework
//! is checked against `mlir-opt-22` running the same pass.
//!
//! - [`decompose_call_graph_types`], `test-decompose-call-graph-types`:
//!   the dialect conversion's function, call and return type conversions
//!   with 1:N (and 1:0) conversions of `tuple` types.

pub mod decompose_call_graph_types;

use strata_pass::PassRegistry;

/// Registers the test dialect's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(decompose_call_graph_types::pass_info());
}
