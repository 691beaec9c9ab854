//! The `vectorize-loops` pass (TVM's `tir.transform.VectorizeLoop`): each
//! `scf.for` marked `vectorize.vectorized` becomes vector code of the
//! target's SIMD width.
//!
//! - `enable=false` is TVM's skipper: the marker goes, the loop stays.
//! - Any loop shape: bounds and step constant or dynamic, an `index` or
//!   integer induction variable ([`analysis::bounds`]). Only a constant
//!   extent below 1 is an error (TVM's `failed to vectorize loop with
//!   extent ...`, the pass fails); every other loop the pass cannot
//!   vectorize stays scalar with a remark.
//! - Marking a loop asserts its iterations are independent (TVM's
//!   semantics): lanes run in any order. It does not license breaking a
//!   promise an op makes: a float sum or product is reassociated only when
//!   its op carries `reassoc` (or `reassociate-floats=true`).
//! - The body is vectorized when every op that depends on the induction
//!   variable is an `arith`/`math` elementwise op, a `memref.load` or a
//!   `memref.store` on a 1-D memref ([`analysis`]); ops that do not depend
//!   on it must be free of effects (or loads). Otherwise the loop stays
//!   scalar, with a remark naming the op ([`analysis::Verdict::Scalar`]).
//! - The loop is strip-mined to `W` lanes ([`target`]): its step becomes
//!   `W * step`, and a scalar copy runs the iterations past the last whole
//!   vector; a constant trip count below `W` runs as one narrower vector.
//!   In the body the induction variable `j` becomes
//!   `vectorize.ramp j, step`, uniform operands are broadcast, loads and
//!   stores become gathers and scatters ([`rewrite`]); the vectorize
//!   dialect's patterns then turn ramp arithmetic and stride-1 accesses
//!   into plain `vector.load`/`vector.store`, run by the greedy driver
//!   with the folds.
//!
//! - A loop-carried value that is a reduction (`acc' = op(acc, x)`,
//!   yielded and used nowhere else, `op` one of `vector.reduction`'s
//!   kinds) becomes a vector accumulator starting at the kind's identity,
//!   reduced once after the loop with the initial value, when its order
//!   may change; a float sum or product that must keep its order stays a
//!   scalar accumulator that each vector is folded into, lane by lane.
//!
//! - A reduction whose loop sits in `scf.for` loops that only thread its
//!   value through their iterations is reduced once after the outermost of
//!   them instead of once per iteration ([`hoist`]), when reordering its
//!   combination across those iterations is exact or allowed.
//!
//! - An `scf.if` in the body is if-converted: branches under masks,
//!   results by `arith.select`, when every op of a branch is speculatable.
//!   In a nest of marked loops the innermost is vectorized.
//!
//! Tails are scalar loops, not masked vectors.

pub mod analysis;
pub mod hoist;
pub mod rewrite;
pub mod target;

use std::sync::atomic::{AtomicU64, Ordering};

use strata_dialect_scf::ForOp;
use strata_dialect_vector::ReductionOp;
use strata_ir::{Body, Diagnostic, OpClass, OpId, WalkOrder};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun, Statistic};
use strata_rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternFilter, PatternSet, Rewriter};

use analysis::{Refusal, Verdict};

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "enable",
        description: "Vectorize marked loops (false: drop the marks, TVM's skipper)",
        kind: OptionKind::Bool,
        default: "true",
        extension: false,
    },
    OptionSpec {
        name: "target",
        description: "SIMD width: the host's widest (native), or a named instruction set",
        kind: OptionKind::Enum(target::TARGETS),
        default: "native",
        extension: false,
    },
    OptionSpec {
        name: "reassociate-floats",
        description: "Reassociate float sums and products without `reassoc` (TVM's reading of the mark)",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "interleave",
        description: "Vectors per iteration (0: 1 for a loop with an ordered reduction, else 4)",
        kind: OptionKind::Int,
        default: "0",
        extension: false,
    },
    OptionSpec {
        name: "loop-annotation",
        description: "Mark the loops made for LLVM: vectorized, no run-time unrolling (an llvm dialect attribute)",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "lanes",
        description: "Lanes per vector, overriding the target's (0: from the target)",
        kind: OptionKind::Int,
        default: "0",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "vectorize-loops",
        name: "VectorizeLoops",
        description: "Vectorize scf.for loops marked vectorize.vectorized (TVM's VectorizeLoop)",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(VectorizeLoops::new(options))),
    }
}

/// The pass.
pub struct VectorizeLoops {
    enable: bool,
    target: &'static str,
    lanes: u32,
    interleave: u32,
    loop_annotation: bool,
    analysis: analysis::Options,
    vectorized: AtomicU64,
    scalar: AtomicU64,
    hoisted: AtomicU64,
}

impl VectorizeLoops {
    pub fn new(options: &PassOptions) -> VectorizeLoops {
        let target = target::TARGETS.iter().copied().find(|t| *t == options.choice("target")).unwrap_or("native");
        VectorizeLoops {
            enable: options.bool("enable"),
            target,
            lanes: u32::try_from(options.int("lanes")).unwrap_or(0),
            interleave: u32::try_from(options.int("interleave")).unwrap_or(0),
            loop_annotation: options.bool("loop-annotation"),
            analysis: analysis::Options { reassociate_floats: options.bool("reassociate-floats") },
            vectorized: AtomicU64::new(0),
            scalar: AtomicU64::new(0),
            hoisted: AtomicU64::new(0),
        }
    }
}

impl VectorizeLoops {
    /// Vectors per iteration: the option, else 4 (as clang's interleaving
    /// of simple loops: four independent accumulators for a reduction,
    /// whose one accumulator would be a chain of dependent operations, and
    /// a quarter of the loop overhead), but 1 for a loop with an ordered
    /// reduction, whose lanes are added one after the other anyway.
    fn interleave_of(&self, plan: &analysis::Plan) -> u64 {
        match self.interleave {
            0 if plan.reductions.iter().any(|r| r.ordered) => 1,
            0 => 4,
            n => u64::from(n),
        }
    }
}

impl Pass for VectorizeLoops {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        // The marked loops, in reverse so they are taken in program order,
        // and the vector epilogues of interleaved ones (`Some(1)`: one
        // vector per iteration).
        let mut worklist: Vec<(ForOp, Option<u64>)> = body
            .collect_ops(op, WalkOrder::PreOrder)
            .into_iter()
            .rev()
            .filter_map(|o| ForOp::cast(ctx, body, o))
            .filter(|f| rewrite::is_marked(ctx, body, f.op()))
            .map(|f| (f, None))
            .collect();
        let bits = target::vector_bits(self.target);
        let mut failed = false;
        let mut changed = false;
        while let Some((f, forced_interleave)) = worklist.pop() {
            let epilogue = forced_interleave.is_some();
            let mut rw = Rewriter::new(ctx, body);
            if !self.enable || bits.is_none() {
                rewrite::drop_mark(&mut rw, f.op());
                continue;
            }
            let verdict = match analysis::bounds(ctx, rw.body(), f) {
                Ok(bounds) => analysis::analyze(ctx, rw.body(), f, self.analysis).map(|plan| (plan, bounds)),
                Err(Refusal::Error(why)) => {
                    run.diagnostics.push(Diagnostic::error(rw.body().op_loc(f.op()), why));
                    failed = true;
                    continue;
                }
                Err(Refusal::Scalar(why)) => Verdict::Scalar { at: f.op(), why },
            };
            match verdict {
                Verdict::Scalar { at, why } => {
                    self.scalar.fetch_add(1, Ordering::Relaxed);
                    let loc = rw.body().op_loc(at);
                    run.diagnostics.push(Diagnostic::remark(loc, format!("vectorize-loops: loop left scalar: {why}")));
                    rewrite::drop_mark(&mut rw, f.op());
                }
                Verdict::Vector((plan, bounds)) => {
                    let lanes =
                        if self.lanes > 0 { self.lanes } else { target::lanes(bits.unwrap_or(128), plan.element_bits) };
                    let interleave = forced_interleave.unwrap_or_else(|| self.interleave_of(&plan));
                    let lanes = u64::from(lanes.max(1));
                    let made = rewrite::vectorize(&mut rw, f, &plan, &bounds, lanes, interleave);
                    let epilogue_next = made.tail.filter(|_| made.width > lanes);
                    if let Some(tail) = epilogue_next {
                        // What is left of an interleaved loop runs as single
                        // vectors first.
                        worklist.push((tail, Some(1)));
                    }
                    if self.loop_annotation {
                        // The scalar tail too, as clang marks its remainder:
                        // LLVM is not to vectorize or unroll it again.
                        let scalar_tail = made.tail.filter(|_| epilogue_next.is_none());
                        for l in std::iter::once(f).chain(scalar_tail) {
                            rewrite::annotate_for_llvm(&mut rw, l.op());
                        }
                    }
                    for (red, reduce) in plan.reductions.iter().zip(made.reduces) {
                        let Some(reduce) =
                            reduce.and_then(|r| ReductionOp::cast(ctx, rw.body(), r)).filter(|_| red.hoistable)
                        else {
                            continue;
                        };
                        let levels = hoist::hoist_reduction(&mut rw, reduce, &red.identity);
                        self.hoisted.fetch_add(u64::from(levels), Ordering::Relaxed);
                    }
                    if !epilogue {
                        self.vectorized.fetch_add(1, Ordering::Relaxed);
                    }
                    changed = true;
                }
            }
        }
        if failed {
            return Err(PassFailed);
        }
        if changed {
            // Ramp arithmetic and stride-1 accesses (the vectorize
            // dialect's patterns), with the folds.
            let mut set = PatternSet::new();
            strata_dialect_vectorize::canonicalize::ramp(ctx, &mut set);
            strata_dialect_vectorize::canonicalize::dialect(ctx, &mut set);
            let patterns = FrozenPatternSet::new(ctx, set, &PatternFilter::default()).map_err(|_| PassFailed)?;
            let config = GreedyConfig {
                threads: run.threads,
                region_simplification: strata_rewrite::RegionSimplification::Disabled,
                ..GreedyConfig::default()
            };
            apply_patterns_greedily(ctx, body, op, &patterns, &config);
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-vectorized",
                description: "Number of loops vectorized",
                value: self.vectorized.load(Ordering::Relaxed),
            },
            Statistic {
                name: "num-scalar",
                description: "Number of marked loops left scalar",
                value: self.scalar.load(Ordering::Relaxed),
            },
            Statistic {
                name: "num-hoisted-reductions",
                description: "Number of loops a vector reduction was hoisted out of",
                value: self.hoisted.load(Ordering::Relaxed),
            },
        ]
    }
}
