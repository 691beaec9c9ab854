//! The `lower-vectorize` pass: each `vectorize.ramp %b, %s : vector<N x T>`
//! becomes upstream ops, `broadcast(b) + step * broadcast(s)`, where
//! `step` is `vector.step : vector<N x index>` (lanes `0..N`), cast to `T`
//! with `arith.index_cast` when `T` is an integer type. After it, the IR is
//! plain upstream MLIR (the `vectorize.vectorized` marker is a discardable
//! attribute upstream ignores).
//!
//! It is a conversion (`strata_rewrite::conversion`) whose target states
//! that: the `vectorize` dialect is illegal (the ramp is its one op), the
//! `vector` and `arith` ops the lowering makes are legal, and every other
//! op stays as it is. The ramp lowering is an `OpConversionPattern<RampOp>`
//! reading its operands from the adaptor. The conversion does not fold
//! (`DialectConversionFoldingMode::Never`): a ramp of constants is lowered
//! like any other, not folded to a dense constant. After the conversion,
//! the pass runs the greedy driver with no patterns and no folding, which
//! uniques and hoists constants and erases dead ops, as the pass has
//! always done (its output, and the lit tests, depend on that cleanup).
//!
//! Invariant: lane `i` of the result is `b + i * s` with wrap-around at
//! `T`'s width, exactly the ramp's value (`i < N` fits every integer type
//! the ramp's lanes are computed in, as the cast of `i` wraps alike).

use strata_dialect_arith::{AddIOp, IndexCastOp, MulIOp};
use strata_dialect_vector::{BroadcastOp, StepOp};
use strata_dialect_vectorize::{RampOp, RampOpAdaptor};
use strata_ir::{Body, OpClass, OpId, TypeKind};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    apply_partial_conversion_with_config, ConversionConfig, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    DialectConversionFoldingMode, OpAdaptor, TypeConverter,
};
use strata_rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternFilter, PatternSet};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "lower-vectorize",
        name: "LowerVectorize",
        description: "Lower vectorize ops to upstream vector and arith ops",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(LowerVectorize)),
    }
}

/// The pass.
pub struct LowerVectorize;

impl Pass for LowerVectorize {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target
            .add_illegal_dialect("vectorize")
            .add_legal_dialect("vector")
            .add_legal_dialect("arith")
            .mark_unknown_op_dynamically_legal(|_, _, _| true);
        let mut patterns = ConversionPatternSet::new();
        populate_lower_vectorize_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        let config = ConversionConfig { folding_mode: DialectConversionFoldingMode::Never, ..Default::default() };
        let converter = TypeConverter::identity();
        apply_partial_conversion_with_config(run.ctx, body, op, &target, &patterns, &converter, config).map_err(
            |d| {
                run.diagnostics.push(d);
                PassFailed
            },
        )?;
        // The cleanup: constants uniqued and hoisted, dead ops erased; no
        // patterns, no folding, no region simplification.
        let none =
            FrozenPatternSet::new(run.ctx, PatternSet::new(), &PatternFilter::default()).map_err(|_| PassFailed)?;
        let config = GreedyConfig {
            fold: false,
            region_simplification: strata_rewrite::RegionSimplification::Disabled,
            threads: run.threads,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(run.ctx, body, op, &none, &config);
        Ok(())
    }
}

/// The `vectorize` lowering patterns: `vectorize.ramp` to `vector` and
/// `arith` ops.
pub fn populate_lower_vectorize_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<RampOp>(&[("LowerRamp", lower_ramp)]);
}

/// `ramp(b, s)` -> `broadcast(b) + cast(step) * broadcast(s)`.
fn lower_ramp(op: RampOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let operands = RampOpAdaptor::new(adaptor);
    let (b, s) = (operands.base(), operands.stride());
    let (ty, loc) = (body.value_type(op.result(body)), body.op_loc(op.op()));
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) else { return false };
    let index_vector = ctx.vector_type(shape.clone(), ctx.index_type());
    let mut lanes = StepOp::build(rw, loc, index_vector).result(rw.body());
    if !matches!(ctx.type_kind(*element), TypeKind::Index) {
        lanes = IndexCastOp::build(rw, loc, lanes, ty).out(rw.body());
    }
    let base = BroadcastOp::build(rw, loc, b, ty).vector(rw.body());
    let stride = BroadcastOp::build(rw, loc, s, ty).vector(rw.body());
    let offsets = MulIOp::build(rw, loc, lanes, stride, ty, None).result(rw.body());
    let ramp = AddIOp::build(rw, loc, base, offsets, ty, None).result(rw.body());
    rw.replace_op(op.op(), &[ramp]);
    true
}
