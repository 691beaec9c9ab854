//! The `eqsat` pass: [`crate::run`] with its options and statistics. The
//! `cse` pass runs the same thing with `cse{semantic=true}` (see
//! `strata-transforms`), through [`Eqsat::with_rules`] and [`OPTIONS`].
//!
//! Statistics are summed over every op the pass ran on; counters are
//! atomics because one instance runs on many functions at once.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use strata_ir::{Body, Diagnostic, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun, Statistic};
use strata_rewrite::cse::CseConfig;

use crate::{EqsatConfig, EqsatStats, RuleSpec};

/// The options (all strata's own; `cse{semantic=true}` takes the same).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "ignore-attrs",
        description: "Discardable attributes that do not tell operations apart",
        kind: OptionKind::List,
        default: "",
        extension: false,
    },
    OptionSpec {
        name: "ignore-all-discardable",
        description: "No discardable attribute tells operations apart",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "max-nodes",
        description: "E-nodes per e-graph (0: twice the initial e-graph, at least 1000)",
        kind: OptionKind::Int,
        default: "0",
        extension: false,
    },
    OptionSpec {
        name: "max-iterations",
        description: "Rounds of rule application per e-graph",
        kind: OptionKind::Int,
        default: "8",
        extension: false,
    },
    OptionSpec {
        name: "time-limit-ms",
        description: "Wall-clock limit of one saturation in milliseconds (0: none)",
        kind: OptionKind::Int,
        default: "0",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "eqsat",
        name: "EqSat",
        description: "Semantic CSE by equality saturation (strata extension)",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(Eqsat::new(options))),
    }
}

/// The config the options describe.
pub fn config_from(options: &PassOptions) -> EqsatConfig {
    let limit = |name: &str| usize::try_from(options.int(name)).unwrap_or(0);
    let ms = u64::try_from(options.int("time-limit-ms")).unwrap_or(0);
    EqsatConfig {
        cse: CseConfig {
            ignore_attrs: options.list("ignore-attrs"),
            ignore_all_discardable: options.bool("ignore-all-discardable"),
        },
        max_nodes: limit("max-nodes"),
        max_iterations: limit("max-iterations"),
        time_limit: (ms > 0).then(|| Duration::from_millis(ms)),
    }
}

/// The pass, with extra rules and its statistics.
pub struct Eqsat {
    config: EqsatConfig,
    extra: &'static [RuleSpec],
    counters: [AtomicU64; 17],
}

/// Statistic names and descriptions, in the order of `counters`.
const STATS: [(&str, &str); 17] = [
    ("num-units", "Isolated ops given an e-graph"),
    ("num-skipped", "Isolated ops left to cse (multi-block or graph regions)"),
    ("num-enodes", "E-nodes after saturation"),
    ("num-eclasses", "E-classes after saturation"),
    ("num-iterations", "Rounds of rule application"),
    ("num-rules-applied", "Rule applications that added or merged"),
    ("num-folds", "Fold hooks called on e-nodes"),
    ("num-stop-saturated", "Saturations that reached a fixpoint"),
    ("num-stop-iterations", "Saturations stopped by max-iterations"),
    ("num-stop-nodes", "Saturations stopped by max-nodes"),
    ("num-stop-time", "Saturations stopped by time-limit-ms"),
    ("num-kept-cse", "Isolated ops where cse's result was kept"),
    ("num-invalid-plans", "Of those, ops where a value could not be placed after its operands"),
    ("num-ops-removed", "Ops removed beyond cse"),
    ("num-cse'd", "Number of operations CSE'd"),
    ("num-dce'd", "Number of operations DCE'd"),
    ("num-runs", "Ops the pass ran on"),
];

impl Eqsat {
    pub fn new(options: &PassOptions) -> Eqsat {
        Eqsat::with_rules(config_from(options), &[])
    }

    /// The pass with `extra` rules besides the laws (generated tables).
    pub fn with_rules(config: EqsatConfig, extra: &'static [RuleSpec]) -> Eqsat {
        Eqsat { config, extra, counters: Default::default() }
    }

    fn add(&self, s: &EqsatStats) {
        let values = [
            s.units,
            s.skipped,
            s.e_nodes,
            s.e_classes,
            s.iterations,
            s.rules_applied,
            s.folds,
            s.stop_saturated,
            s.stop_iterations,
            s.stop_nodes,
            s.stop_time,
            s.kept_cse,
            s.invalid_plans,
            s.ops_removed,
            s.num_cse,
            s.num_dce,
            1,
        ];
        for (c, v) in self.counters.iter().zip(values) {
            c.fetch_add(v, Ordering::Relaxed);
        }
    }
}

impl Pass for Eqsat {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        match crate::run(run.ctx, body, op, &self.config, self.extra, run.threads) {
            Ok(stats) => {
                self.add(&stats);
                Ok(())
            }
            Err(message) => {
                run.diagnostics.push(Diagnostic::error(body.op_loc(op), message));
                Err(PassFailed)
            }
        }
    }

    fn statistics(&self) -> Vec<Statistic> {
        STATS
            .iter()
            .zip(&self.counters)
            .map(|(&(name, description), c)| Statistic { name, description, value: c.load(Ordering::Relaxed) })
            .collect()
    }
}
