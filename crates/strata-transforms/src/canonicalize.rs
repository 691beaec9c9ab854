//! The `canonicalize` pass (upstream's `Canonicalizer`): every registered
//! dialect's and op's canonicalization patterns, plus folding, applied by
//! the one greedy driver to the regions of the op the pass runs on.
//!
//! Options and defaults are upstream's. Where strata does better: a run
//! that does not converge within the default limits is an error naming the
//! patterns that fired in the last iteration (upstream passes silently
//! unless `test-convergence` is set, and then fails without a message). A
//! run the user bounded (`max-iterations` or `max-num-rewrites` given) may
//! stop early silently, as upstream, unless `test-convergence` is set.
//! A strata extension: `cse=true` runs CSE between the driver's iterations
//! ([`GreedyConfig::cse_between_iterations`]), so one run reaches what
//! upstream needs `canonicalize,cse,canonicalize` (or more) for.

use std::sync::OnceLock;

use strata_ir::{Body, Context, Diagnostic, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::{
    apply_patterns_greedily_observed, collect_canonicalization_patterns, CseConfig, FrozenPatternSet, GreedyConfig,
    Listener, PatternFilter, RegionSimplification,
};

use crate::trace::RewriteTrace;

/// Upstream's options, in its order, then strata's.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "top-down",
        description: "Seed the worklist in general top-down order",
        kind: OptionKind::Bool,
        default: "true",
        extension: false,
    },
    OptionSpec {
        name: "region-simplify",
        description: "Perform control flow optimizations to the region tree",
        kind: OptionKind::Enum(&["disabled", "normal", "aggressive"]),
        default: "normal",
        extension: false,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Max. iterations between applying patterns / simplifying regions",
        kind: OptionKind::Int,
        default: "10",
        extension: false,
    },
    OptionSpec {
        name: "max-num-rewrites",
        description: "Max. number of pattern rewrites within an iteration",
        kind: OptionKind::Int,
        default: "-1",
        extension: false,
    },
    OptionSpec {
        name: "test-convergence",
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "disable-patterns",
        description: "Labels of patterns that should be filtered out during application",
        kind: OptionKind::List,
        default: "",
        extension: false,
    },
    OptionSpec {
        name: "enable-patterns",
        description: "Labels of patterns that should be used during application, all other patterns are filtered out",
        kind: OptionKind::List,
        default: "",
        extension: false,
    },
    OptionSpec {
        name: "cse",
        description: "Eliminate common sub-expressions between iterations (strata extension)",
        kind: OptionKind::Bool,
        default: "false",
        extension: true,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "canonicalize",
        name: "Canonicalizer",
        description: "Canonicalize operations",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(Canonicalize::new(options))),
    }
}

/// The value of `max-iterations` and `max-num-rewrites` that means no limit.
const NO_LIMIT: i64 = -1;

/// The pass; its pattern set is frozen on first use (it needs the context).
pub struct Canonicalize {
    options: PassOptions,
    config: GreedyConfig,
    patterns: OnceLock<Result<FrozenPatternSet, strata_rewrite::UnknownPatternRoot>>,
}

impl Canonicalize {
    pub fn new(options: &PassOptions) -> Canonicalize {
        // Upstream's `GreedyRewriteConfig::kNoLimit` is -1 alone: any other
        // negative limit is one no count stays below, so nothing runs, as
        // with 0.
        let limit = |v: i64| (v != NO_LIMIT).then_some(v.max(0));
        let config = GreedyConfig {
            top_down: options.bool("top-down"),
            max_iterations: limit(options.int("max-iterations")).map(|v| v.min(u32::MAX as i64) as u32),
            max_num_rewrites: limit(options.int("max-num-rewrites")).map(|v| v as u64),
            region_simplification: match options.choice("region-simplify") {
                "disabled" => RegionSimplification::Disabled,
                "aggressive" => RegionSimplification::Aggressive,
                _ => RegionSimplification::Normal,
            },
            cse_between_iterations: options.bool("cse").then(CseConfig::default),
            ..GreedyConfig::default()
        };
        Canonicalize { options: options.clone(), config, patterns: OnceLock::new() }
    }

    /// Must a non-converged run fail?
    fn convergence_required(&self) -> bool {
        self.options.bool("test-convergence")
            || !(self.options.is_set("max-iterations") || self.options.is_set("max-num-rewrites"))
    }

    /// The frozen pattern set, built on first use.
    fn patterns(&self, ctx: &Context) -> &Result<FrozenPatternSet, strata_rewrite::UnknownPatternRoot> {
        self.patterns.get_or_init(|| {
            let filter = PatternFilter {
                disabled: self.options.list("disable-patterns"),
                enabled: self.options.list("enable-patterns"),
            };
            FrozenPatternSet::new(ctx, collect_canonicalization_patterns(ctx), &filter)
        })
    }
}

impl Pass for Canonicalize {
    /// The greedy driver's own split (`strata_rewrite::split_children`). A
    /// run on one child that does not converge reports the error on that
    /// child (`docs/differences.md`).
    fn split_children(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpId>> {
        let patterns = self.patterns(ctx).as_ref().ok()?;
        strata_rewrite::split_children(ctx, body, op, patterns, &self.config)
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let patterns = match self.patterns(ctx) {
            Ok(p) => p,
            Err(e) => {
                run.diagnostics.push(Diagnostic::error(body.op_loc(op), e.to_string()));
                return Err(PassFailed);
            }
        };
        let result = match run.trace.as_deref_mut() {
            Some(out) => {
                let mut trace = RewriteTrace::new(ctx, out);
                let observer: &mut dyn Listener = &mut trace;
                apply_patterns_greedily_observed(ctx, body, op, patterns, &self.config, Some(observer))
            }
            None => {
                let config = GreedyConfig { threads: run.threads, ..self.config.clone() };
                apply_patterns_greedily_observed(ctx, body, op, patterns, &config, None)
            }
        };
        if result.converged || !self.convergence_required() {
            return Ok(());
        }
        let n = result.iterations;
        let msg = format!("canonicalize did not converge after {n} iteration{}", if n == 1 { "" } else { "s" });
        let note = format!("rewrites in the last iteration: {}", summarize(&result.last_iteration_rewrites));
        run.diagnostics.push(Diagnostic::error(body.op_loc(op), msg).with_note(body.op_loc(op), note));
        Err(PassFailed)
    }
}

/// `a (x3), b` for the names in first-fired order.
fn summarize(fired: &[String]) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    let mut index = strata_ir::FxHashMap::default();
    for name in fired {
        let i = *index.entry(name.as_str()).or_insert_with(|| {
            counts.push((name.as_str(), 0));
            counts.len() - 1
        });
        counts[i].1 += 1;
    }
    let parts: Vec<String> =
        counts.iter().map(|&(n, c)| if c == 1 { n.to_string() } else { format!("{n} (x{c})") }).collect();
    parts.join(", ")
}
