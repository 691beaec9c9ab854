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
//! With neither given the pass is upstream's.
//!
//! Statistics: `num-cse` (ops replaced) and `num-dce` (dead ops erased),
//! summed over every op the pass ran on ([`Cse::statistics`]).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use strata_ir::{Body, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::cse::{eliminate_common_subexpressions, CseConfig, CseStats};

/// The options, both strata extensions.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "ignore-attrs",
        description: "Discardable attributes that do not tell operations apart (strata extension)",
        kind: OptionKind::List,
        default: "",
    },
    OptionSpec {
        name: "ignore-all-discardable",
        description: "No discardable attribute tells operations apart (strata extension)",
        kind: OptionKind::Bool,
        default: "false",
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "cse",
        description: "Eliminate common sub-expressions",
        options: OPTIONS,
        create: |options| Box::new(Cse::new(options)),
    }
}

/// The pass, with its statistics.
pub struct Cse {
    options: PassOptions,
    config: CseConfig,
    num_cse: AtomicU64,
    num_dce: AtomicU64,
    changed: AtomicBool,
}

impl Cse {
    pub fn new(options: PassOptions) -> Cse {
        let config = CseConfig {
            ignore_attrs: options.list("ignore-attrs"),
            ignore_all_discardable: options.bool("ignore-all-discardable"),
        };
        Cse { options, config, num_cse: AtomicU64::new(0), num_dce: AtomicU64::new(0), changed: AtomicBool::new(false) }
    }

    /// The statistics over every run so far.
    pub fn statistics(&self) -> CseStats {
        CseStats {
            num_cse: self.num_cse.load(Ordering::Relaxed),
            num_dce: self.num_dce.load(Ordering::Relaxed),
            changed: self.changed.load(Ordering::Relaxed),
        }
    }
}

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn options(&self) -> &PassOptions {
        &self.options
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let stats = eliminate_common_subexpressions(run.ctx, body, op, &self.config);
        self.num_cse.fetch_add(stats.num_cse, Ordering::Relaxed);
        self.num_dce.fetch_add(stats.num_dce, Ordering::Relaxed);
        self.changed.fetch_or(stats.changed, Ordering::Relaxed);
        Ok(())
    }
}
