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
//!   `vectorize.vectorized` (docs/graph-to-loops.md), on the conversion
//!   framework;
//! - [`vectorize_loops`]: `vectorize-loops`, TVM's `VectorizeLoop` on
//!   `scf.for` loops marked `vectorize.vectorized`;
//! - [`lower_vectorize`]: `lower-vectorize`, the remaining `vectorize` ops
//!   as upstream `vector` and `arith` ops, so the output is plain upstream
//!   MLIR, on the conversion framework;
//! - [`lower_affine`]: `lower-affine`, affine ops as `scf`, `arith`,
//!   `memref` and `vector` ops, on the conversion framework;
//! - [`reconcile_unrealized_casts`]: the casts a chain of conversions made
//!   redundant go;
//! - [`scf_to_cf`]: `convert-scf-to-cf`, structured control flow as blocks
//!   and branches, on the conversion framework
//!   (`strata_rewrite::conversion`);
//! - [`arith_expand`]: `arith-expand`, the arith ops LLVM has no
//!   instruction for (ceil/floor divisions, min/max, scaling and
//!   small-float casts) as ones it has, on the conversion framework;
//! - [`math_expand`]: `math-expand-ops`, math ops as simpler arith and math
//!   ops, with the greedy driver;
//! - [`vector_to_scf`]: `convert-vector-to-scf`, vector transfers above a
//!   target rank and n-D prints as loops, with the greedy driver;
//! - [`to_llvm`]: the lowerings to the `llvm` dialect
//!   (`convert-arith-to-llvm`, `convert-index-to-llvm`,
//!   `convert-math-to-llvm`, `convert-ub-to-llvm`) on the LLVM type
//!   converter;
//! - [`int_range_optimizations`]: `int-range-optimizations`, values whose
//!   integer range is one value become constants and trivial remainders
//!   go, from the dataflow solver's integer ranges.
//!
//! `emit` is the op builder the two expansions share.

pub mod arith_expand;
mod emit;
pub mod expand_strided_metadata;
pub mod graph_to_loops;
pub mod int_range_optimizations;
pub mod lower_affine;
pub mod lower_vectorize;
pub mod math_expand;
pub mod reconcile_unrealized_casts;
pub mod scf_to_cf;
pub mod to_llvm;
pub mod vector_to_scf;
pub mod vectorize_loops;

use strata_ir::{Body, Diagnostic, OpId};
use strata_pass::{PassFailed, PassRegistry, PassRun};
use strata_rewrite::conversion::{
    apply_conversion_observed, ConversionConfig, ConversionMode, ConversionTarget, FrozenConversionPatternSet,
    TypeConverter,
};
use strata_rewrite::{
    apply_patterns_greedily_observed, FrozenPatternSet, GreedyConfig, Listener, PatternFilter, PatternSet,
    RegionSimplification,
};

/// Registers this crate's passes.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(arith_expand::pass_info());
    registry.register(expand_strided_metadata::pass_info());
    registry.register(graph_to_loops::pass_info());
    registry.register(int_range_optimizations::pass_info());
    registry.register(lower_affine::pass_info());
    registry.register(lower_vectorize::pass_info());
    registry.register(math_expand::pass_info());
    registry.register(reconcile_unrealized_casts::pass_info());
    registry.register(scf_to_cf::pass_info());
    registry.register(to_llvm::arith::pass_info());
    registry.register(to_llvm::index::pass_info());
    registry.register(to_llvm::math::pass_info());
    registry.register(to_llvm::ub::pass_info());
    registry.register(to_llvm::cf::pass_info());
    registry.register(to_llvm::func::pass_info());
    registry.register(to_llvm::request_c_wrappers::pass_info());
    registry.register(to_llvm::memref::pass_info());
    registry.register(to_llvm::interface::pass_info());
    registry.register(to_llvm::vector::pass_info());
    registry.register(vector_to_scf::pass_info());
    registry.register(vectorize_loops::pass_info());
}

/// Runs `set` on `op` with upstream's `applyPatternsGreedily` and its
/// default configuration (not the canonicalizer's: the worklist is seeded
/// bottom-up, and region simplification is aggressive, so blocks merge
/// and redundant block arguments go), traced under `--debug-rewrites`;
/// whether the driver converged.
pub(crate) fn apply_patterns_greedily(
    run: &mut PassRun<'_>,
    body: &mut Body,
    op: OpId,
    set: PatternSet,
) -> Result<bool, PassFailed> {
    let ctx = run.ctx;
    let patterns = FrozenPatternSet::new(ctx, set, &PatternFilter::default()).map_err(|e| {
        run.diagnostics.push(Diagnostic::error(body.op_loc(op), e.to_string()));
        PassFailed
    })?;
    let config = GreedyConfig {
        top_down: false,
        region_simplification: RegionSimplification::Aggressive,
        threads: run.threads,
        ..GreedyConfig::default()
    };
    let result = match run.trace.as_deref_mut() {
        Some(out) => {
            let mut trace = strata_transforms::trace::RewriteTrace::new(ctx, out);
            let observer: &mut dyn Listener = &mut trace;
            let config = GreedyConfig { threads: 1, ..config };
            apply_patterns_greedily_observed(ctx, body, op, &patterns, &config, Some(observer))
        }
        None => apply_patterns_greedily_observed(ctx, body, op, &patterns, &config, None),
    };
    Ok(result.converged)
}

/// Runs a partial conversion of `op` with the identity type converter, as a
/// pass does: traced under `--debug-rewrites`, the errors its patterns
/// recovered from reported, its diagnostic reported and the pass failed
/// when an op the target marks illegal is not converted.
pub(crate) fn run_partial_conversion(
    run: &mut PassRun<'_>,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: ConversionConfig,
) -> Result<(), PassFailed> {
    run_conversion(run, body, op, (target, patterns), &TypeConverter::identity(), config)
}

/// [`run_partial_conversion`] with the type converter `converter`, in the
/// default order.
pub(crate) fn run_partial_conversion_with(
    run: &mut PassRun<'_>,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
) -> Result<(), PassFailed> {
    run_conversion(run, body, op, (target, patterns), converter, ConversionConfig::default())
}

fn run_conversion(
    run: &mut PassRun<'_>,
    body: &mut Body,
    op: OpId,
    (target, patterns): (&ConversionTarget, &FrozenConversionPatternSet),
    converter: &TypeConverter,
    config: ConversionConfig,
) -> Result<(), PassFailed> {
    // Runtime declarations are looked up by name once per lowered op: in
    // the symbol cache, each lookup is O(1) (`to_llvm::runtime`).
    let _symbols = strata_ir::symbols::cache_scope();
    let mut trace = run.trace.as_deref_mut().map(|out| strata_transforms::trace::RewriteTrace::new(run.ctx, out));
    let observer = trace.as_mut().map(|t| t as &mut dyn Listener);
    let mode = ConversionMode::Partial;
    let result = apply_conversion_observed(run.ctx, body, op, target, patterns, converter, mode, observer, config);
    match result {
        Ok(reported) => {
            run.diagnostics.extend(reported);
            Ok(())
        }
        Err(d) => {
            run.diagnostics.push(d);
            Err(PassFailed)
        }
    }
}
