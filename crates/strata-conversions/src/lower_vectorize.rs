//! The `lower-vectorize` pass: each `vectorize.ramp %b, %s : vector<N x T>`
//! becomes upstream ops, `broadcast(b) + step * broadcast(s)`, where
//! `step` is `vector.step : vector<N x index>` (lanes `0..N`), cast to `T`
//! with `arith.index_cast` when `T` is an integer type. After it, the IR is
//! plain upstream MLIR (the `vectorize.vectorized` marker is a discardable
//! attribute upstream ignores).
//!
//! Invariant: lane `i` of the result is `b + i * s` with wrap-around at
//! `T`'s width, exactly the ramp's value (`i < N` fits every integer type
//! the ramp's lanes are computed in, as the cast of `i` wraps alike).

use strata_dialect_arith::{AddIOp, IndexCastOp, MulIOp};
use strata_dialect_vector::{BroadcastOp, StepOp};
use strata_dialect_vectorize::RampOp;
use strata_ir::{Body, OpClass, OpId, TypeKind};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::{
    apply_patterns_greedily, FrozenPatternSet, GreedyConfig, OpPattern, PatternFilter, PatternSet, Rewriter,
};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "lower-vectorize",
        name: "LowerVectorize",
        description: "Lower vectorize ops to upstream vector and arith ops",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_| Box::new(LowerVectorize),
    }
}

/// The pass.
pub struct LowerVectorize;

impl Pass for LowerVectorize {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut set = PatternSet::new();
        set.add(OpPattern::<RampOp>::new("LowerRamp", lower_ramp));
        let patterns = FrozenPatternSet::new(run.ctx, set, &PatternFilter::default()).map_err(|_| PassFailed)?;
        // Only the lowering: no folding, no region simplification.
        let config = GreedyConfig {
            fold: false,
            region_simplification: strata_rewrite::RegionSimplification::Disabled,
            threads: run.threads,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(run.ctx, body, op, &patterns, &config);
        Ok(())
    }
}

/// `ramp(b, s)` -> `broadcast(b) + cast(step) * broadcast(s)`.
fn lower_ramp(op: RampOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (b, s, ty, loc) = (op.base(body), op.stride(body), body.value_type(op.result(body)), body.op_loc(op.op()));
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) else { return false };
    let (shape, element) = (shape.clone(), *element);
    let index_vector = ctx.vector_type(shape, ctx.index_type());
    rw.set_insertion_point_before(op.op());
    let mut lanes = StepOp::build(rw, loc, index_vector).result(rw.body());
    if !matches!(rw.ctx().type_kind(element), TypeKind::Index) {
        lanes = IndexCastOp::build(rw, loc, lanes, ty).out(rw.body());
    }
    let base = BroadcastOp::build(rw, loc, b, ty).vector(rw.body());
    let stride = BroadcastOp::build(rw, loc, s, ty).vector(rw.body());
    let offsets = MulIOp::build(rw, loc, lanes, stride, ty, None).result(rw.body());
    let ramp = AddIOp::build(rw, loc, base, offsets, ty, None).result(rw.body());
    rw.replace_op(op.op(), &[ramp]);
    true
}
