//! The `int-range-optimizations` pass (upstream's `ArithIntRangeOpts`):
//! the dataflow solver runs dead code analysis, constant propagation and
//! integer range analysis (`strata-dataflow`) on the pass's op, then the
//! greedy driver (upstream's default configuration) applies two patterns
//! that read the ranges found:
//!
//! - `MaterializeKnownConstantValues`, on any op but a constant: each
//!   result, and each argument of the op's blocks, whose range is one
//!   value and that has uses is replaced by a constant of the dialect of
//!   the op defining it (of the op owning the block, for an argument),
//!   else by an `arith.constant`; an op whose results all went and that is
//!   trivially dead is erased;
//! - `DeleteTrivialRem`, on `arith.remsi` and `arith.remui`: a remainder by
//!   a positive constant of a value whose range lies in `[0, modulus)` is
//!   that value.
//!
//! The driver folds too, so constants fold on. The ranges are those of the
//! analysis before any rewrite; a constant a pattern creates gets the
//! range of the value it replaces.
//!
//! Invariant: the driver runs on this body only (no lent regions), so the
//! values the analysis keyed its ranges by stay the values rewritten.

use std::sync::Mutex;

use strata_dataflow::int_range::{ranges_to_reflect, reflect_int_ranges};
use strata_dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, IntegerValueRange, SolverConfig, SparseConstantPropagation,
    SparseForward, ValueStates,
};
use strata_ir::op_checks::is_op_trivially_dead;
use strata_ir::symbols::cache_scope;
use strata_ir::{
    int_range::ConstantIntRanges, ApInt, AttrKind, Body, Context, Diagnostic, FxHashMap, OpId, OpName, Value, ValueDef,
};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::fold::{constant_of, materialize_state};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "int-range-optimizations",
        name: "ArithIntRangeOpts",
        description: "Do optimizations based on integer range analysis",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(IntRangeOptimizations)),
    }
}

/// The pass.
pub struct IntRangeOptimizations;

impl Pass for IntRangeOptimizations {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ranges = solve(run.ctx, body, op).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })?;
        let ranges = std::sync::Arc::new(Mutex::new(ranges));
        let mut set = PatternSet::new();
        set.add(MaterializeKnownConstantValues { ranges: ranges.clone() });
        set.add(DeleteTrivialRem { root: "arith.remsi", signed: true, ranges: ranges.clone() });
        set.add(DeleteTrivialRem { root: "arith.remui", signed: false, ranges });
        // The ranges are keyed by this body's values: no worker threads.
        let threads = std::mem::replace(&mut run.threads, 1);
        let converged = crate::apply_patterns_greedily(run, body, op, set);
        run.threads = threads;
        // Upstream's pass fails, silently, when the driver does not converge.
        if converged? {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }
}

/// What the patterns read of the analysis: the range of each value the
/// solver saw (its states, moved out of it), and of each constant a
/// pattern created since (the range of the value it replaced).
pub struct Known {
    solved: ValueStates<IntegerValueRange>,
    created: FxHashMap<Value, ConstantIntRanges>,
}

impl Known {
    pub fn range(&self, v: Value) -> Option<&ConstantIntRanges> {
        self.created.get(&v).or_else(|| self.solved.get(v).and_then(IntegerValueRange::range))
    }

    /// The one value `v` can hold, if its range says so.
    pub fn constant(&self, v: Value) -> Option<&ApInt> {
        self.range(v).and_then(ConstantIntRanges::constant_value)
    }
}

type Ranges = std::sync::Arc<Mutex<Known>>;

/// What the patterns need of the integer ranges under `top` (see [`Known`]).
pub fn solve(ctx: &Context, body: &mut Body, top: OpId) -> Result<Known, Diagnostic> {
    let _symbols = cache_scope();
    let mut solver = DataFlowSolver::new(ctx, body, SolverConfig::default());
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    solver.load(SparseForward::new(IntegerRangeAnalysis));
    // Function by function when no call links two of them: the same
    // states (the worklist of each is the one run's, kept to its points),
    // each function's in the caches while it is solved.
    solver.initialize_and_run_by_children(top)?;
    let reflect = ranges_to_reflect(&solver, top);
    let solved = solver.into_value_states::<IntegerValueRange>();
    reflect_int_ranges(ctx, body, &reflect);
    Ok(Known { solved, created: FxHashMap::default() })
}

fn known_constant(ranges: &Ranges, v: Value) -> Option<ApInt> {
    let known = ranges.lock().expect("the ranges are not poisoned");
    known.constant(v).cloned()
}

/// Upstream's `maybeReplaceWithConstant`: `value`, if it has uses and its
/// range is one value, is replaced by a constant created at the insertion
/// point, which takes over the range.
fn maybe_replace_with_constant(ranges: &Ranges, rw: &mut Rewriter<'_>, value: Value) -> bool {
    let body = rw.body();
    if body.uses(value).is_empty() {
        return false;
    }
    let Some(constant) = known_constant(ranges, value) else { return false };
    let ctx = rw.ctx();
    let ty = body.value_type(value);
    let Some(attr) = strata_dataflow::int_range::integer_attr_like(ctx, ty, constant) else { return false };
    let owner = match body.value_def(value) {
        ValueDef::BlockArgument { block, .. } => body.block_parent_op(block),
        _ => body.defining_op(value),
    };
    let loc = body.value_loc(value).unwrap_or_else(|| ctx.unknown_loc());
    let materialize = |name: OpName| materialize_state(ctx, attr, ty, name, loc);
    // Fall back to arith's materializer for a dialect that has none for
    // integers.
    let state = owner.and_then(|o| materialize(body.op_name(o))).or_else(|| materialize(ctx.op_name("arith.constant")));
    let Some(state) = state else { return false };
    let c = rw.create(state);
    let result = rw.body().results(c)[0];
    {
        let mut known = ranges.lock().expect("the ranges are not poisoned");
        if let Some(range) = known.range(value).cloned() {
            known.created.insert(result, range);
        }
    }
    rw.replace_all_uses_with(value, result);
    true
}

/// Upstream's `MaterializeKnownConstantValues` (see the module doc).
struct MaterializeKnownConstantValues {
    ranges: Ranges,
}

impl RewritePattern for MaterializeKnownConstantValues {
    fn root(&self, _: &Context) -> Option<OpName> {
        None
    }

    fn debug_name(&self) -> &str {
        "MaterializeKnownConstantValues"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let (ctx, body) = (rw.ctx(), rw.body());
        if strata_rewrite::fold::constant_value(ctx, body, op).is_some() {
            return false;
        }
        let needs_replacing = |v: Value| !body.uses(v).is_empty() && known_constant(&self.ranges, v).is_some();
        let constant_results = body.results(op).iter().any(|&v| needs_replacing(v));
        let blocks: Vec<_> = body.regions(op).iter().flat_map(|&r| body.region_blocks(r)).collect();
        let constant_args = blocks.iter().any(|&b| body.block_args(b).iter().any(|&a| needs_replacing(a)));
        if !constant_results && !constant_args {
            return false;
        }
        let results = body.results(op).to_vec();
        let mut replaced_all = !results.is_empty();
        for v in results {
            let replaced = maybe_replace_with_constant(&self.ranges, rw, v);
            replaced_all &= replaced || rw.body().uses(v).is_empty();
        }
        if replaced_all && is_op_trivially_dead(ctx, rw.body(), op) {
            rw.erase_op(op);
            return true;
        }
        let saved = rw.insertion_point();
        for block in blocks {
            rw.set_insertion_point(strata_ir::InsertPoint::BlockStart(block));
            let args = rw.body().block_args(block).to_vec();
            for a in args {
                maybe_replace_with_constant(&self.ranges, rw, a);
            }
        }
        rw.set_insertion_point(saved);
        true
    }

    /// Only the ranges the analysis found make a value constant here (a
    /// value created since has none, and no rewrite changes what was
    /// found): an op none of whose results or block arguments has a
    /// one-value range is never matched. So a module of functions whose
    /// arguments are not known constants is rewritten function by
    /// function, each in the caches (`--int-range-optimizations` on
    /// `mixed-1M`: 3.7 s to 2.9 s for the pass).
    fn never_applies_to(&self, _: &Context, body: &Body, op: OpId) -> bool {
        let unknown = |v: &Value| known_constant(&self.ranges, *v).is_none();
        body.results(op).iter().all(unknown)
            && body
                .regions(op)
                .iter()
                .flat_map(|&r| body.region_blocks(r))
                .all(|b| body.block_args(b).iter().all(unknown))
    }
}

/// Upstream's `DeleteTrivialRem<RemSIOp>` / `<RemUIOp>` (see the module doc).
struct DeleteTrivialRem {
    root: &'static str,
    signed: bool,
    ranges: Ranges,
}

impl RewritePattern for DeleteTrivialRem {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ctx.op_name(self.root))
    }

    fn debug_name(&self) -> &str {
        "DeleteTrivialRem"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let (ctx, body) = (rw.ctx(), rw.body());
        if body.num_operands(op) != 2 {
            return false;
        }
        let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
        let modulus = match constant_of(ctx, body, rhs).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.to_i64(),
            Some(AttrKind::DenseElements { elements, .. }) if elements.is_splat() => match &elements.values[0] {
                strata_ir::DenseValue::Int(value) => value.to_i64(),
                _ => None,
            },
            _ => None,
        };
        let Some(modulus) = modulus.filter(|&m| m > 0) else { return false };
        let range = {
            let known = self.ranges.lock().expect("the ranges are not poisoned");
            let Some(range) = known.range(lhs).cloned() else { return false };
            range
        };
        let (min, max) = if self.signed { (&range.smin, &range.smax) } else { (&range.umin, &range.umax) };
        // Below the modulus as unsigned 64-bit values, as upstream's
        // `APInt::uge(uint64_t)`.
        let below = |v: &ApInt| !v.is_negative() && v.to_u64().is_some_and(|u| u < modulus as u64);
        if !below(min) || !below(max) || min.ucmp(max) == std::cmp::Ordering::Greater {
            return false;
        }
        rw.replace_op(op, &[lhs]);
        true
    }
}
