//! The `cse` pass (upstream's `CSE.cpp`): common subexpression
//! elimination with the erasure of trivially dead ops, run on the regions
//! of the op the pass is given. The algorithm lives in
//! [`strata_rewrite::cse`], which the greedy driver shares; this module is
//! the pass: its options and statistics.
//!
//! Options (strata extensions; upstream's `cse` has none):
//! `ignore-attrs=a,b` and `ignore-all-discardable=true` make ops that
//! differ only in those discardable attributes equal ([`CseConfig`]); the
//! survivor, always the first (dominating) op, keeps its own attributes.
//! With neither given the pass is upstream's. A tool that registers
//! `strata-eqsat` gets its `cse` instead, this pass with one more option,
//! `semantic=true` (ops equal by algebra, not only by syntax, merge):
//! `strata_eqsat::semantic_cse`.
//!
//! Statistics (upstream's names): `num-cse'd` (ops replaced) and `num-dce'd`
//! (dead ops erased), summed over every op the pass ran on.

use std::sync::atomic::{AtomicU64, Ordering};

use strata_ir::{Body, Context, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun, Statistic};
use strata_rewrite::cse::{eliminate_common_subexpressions_split, split_children, CseConfig};

/// The options, both strata extensions.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "ignore-attrs",
        description: "Discardable attributes that do not tell operations apart (strata extension)",
        kind: OptionKind::List,
        default: "",
        extension: true,
    },
    OptionSpec {
        name: "ignore-all-discardable",
        description: "No discardable attribute tells operations apart (strata extension)",
        kind: OptionKind::Bool,
        default: "false",
        extension: true,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "cse",
        name: "CSE",
        description: "Eliminate common sub-expressions",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(Cse::new(options))),
    }
}

/// The pass, with its statistics.
pub struct Cse {
    config: CseConfig,
    num_cse: AtomicU64,
    num_dce: AtomicU64,
}

impl Cse {
    pub fn new(options: &PassOptions) -> Cse {
        let config = CseConfig {
            ignore_attrs: options.list("ignore-attrs"),
            ignore_all_discardable: options.bool("ignore-all-discardable"),
        };
        Cse { config, num_cse: AtomicU64::new(0), num_dce: AtomicU64::new(0) }
    }

    /// The attribute options.
    pub fn config(&self) -> &CseConfig {
        &self.config
    }

    /// Adds a run's counts to the pass's statistics (for a pass that runs
    /// another algorithm under `cse`'s name, as `semantic=true` does).
    pub fn count(&self, num_cse: u64, num_dce: u64) {
        self.num_cse.fetch_add(num_cse, Ordering::Relaxed);
        self.num_dce.fetch_add(num_dce, Ordering::Relaxed);
    }
}

impl Pass for Cse {
    fn split_children(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpId>> {
        split_children(ctx, body, op, &self.config)
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let stats = eliminate_common_subexpressions_split(run.ctx, body, op, &self.config);
        self.count(stats.num_cse, stats.num_dce);
        // As upstream's CSE: an unchanged IR needs no verification after.
        run.preserved_all = !stats.changed;
        Ok(())
    }

    /// Upstream's names (`num-cse'd`, `num-dce'd`) and descriptions.
    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.num_cse.load(Ordering::Relaxed),
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.num_dce.load(Ordering::Relaxed),
            },
        ]
    }
}
