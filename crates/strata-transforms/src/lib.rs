//! strata's dialect-independent passes (upstream's `mlir/Transforms`):
//! [`canonicalize`], [`cse`], [`dce`], [`inliner`] (`inline`), [`licm`] (`loop-invariant-code-motion`), [`mem2reg`], [`sroa`],
//! [`subset_hoisting`] (`loop-invariant-subset-hoisting`),
//! [`sccp`] (on the dataflow solver of `strata-dataflow`), [`symbol_dce`], [`symbol_privatize`],
//! [`strip_debuginfo`], [`print_op_stats`], [`remove_dead_values`], and [`trace`], the `--debug-rewrites` listener every
//! rewriting pass shares. No dialect and no e-graph: equality saturation
//! (`eqsat`, `cse{semantic=true}`) is crate `strata-eqsat`, which a tool
//! registers after these passes.
//!
//! [`register_passes`] adds them to a tool's registry.

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod dce;
pub mod inliner;
pub mod licm;
pub mod mem2reg;
pub mod print_op_stats;
pub mod remove_dead_values;
pub mod sccp;
pub mod sroa;
pub mod strip_debuginfo;
pub mod subset_hoisting;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod topological_sort;
pub mod trace;

use strata_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(canonicalize::pass_info());
    registry.register(control_flow_sink::pass_info());
    registry.register(cse::pass_info());
    registry.register(dce::pass_info());
    registry.register(inliner::pass_info());
    registry.register(licm::pass_info());
    registry.register(mem2reg::pass_info());
    registry.register(print_op_stats::pass_info());
    registry.register(remove_dead_values::pass_info());
    registry.register(sccp::pass_info());
    registry.register(sroa::pass_info());
    registry.register(subset_hoisting::pass_info());
    registry.register(strip_debuginfo::pass_info());
    registry.register(symbol_dce::pass_info());
    registry.register(symbol_privatize::pass_info());
    registry.register(topological_sort::pass_info());
}
