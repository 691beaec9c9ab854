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
//! With neither given the pass is upstream's. `semantic=true` (strata
//! extension) runs the `eqsat` pass's algorithm instead (crate
//! `strata-eqsat`: `cse`, then equality saturation, with the same
//! attribute options and eqsat's default limits): ops equal by algebra,
//! not only by syntax, merge.
//!
//! Statistics (upstream's names): `num-cse'd` (ops replaced) and `num-dce'd`
//! (dead ops erased), summed over every op the pass ran on.

use std::sync::atomic::{AtomicU64, Ordering};

use strata_eqsat::EqsatConfig;
use strata_ir::{Body, Context, Diagnostic, OpId};
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
    OptionSpec {
        name: "semantic",
        description: "Merge ops equal by algebraic laws and folding: the eqsat algorithm (strata extension)",
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
        create: |options| Box::new(Cse::new(options)),
    }
}

/// The pass, with its statistics.
pub struct Cse {
    config: CseConfig,
    /// `semantic=true`: eqsat's config.
    semantic: Option<EqsatConfig>,
    num_cse: AtomicU64,
    num_dce: AtomicU64,
}

impl Cse {
    pub fn new(options: &PassOptions) -> Cse {
        let config = CseConfig {
            ignore_attrs: options.list("ignore-attrs"),
            ignore_all_discardable: options.bool("ignore-all-discardable"),
        };
        let semantic = options.bool("semantic").then(|| EqsatConfig { cse: config.clone(), ..EqsatConfig::default() });
        Cse { config, semantic, num_cse: AtomicU64::new(0), num_dce: AtomicU64::new(0) }
    }
}

impl Pass for Cse {
    fn split_children(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpId>> {
        // The `semantic` algorithm works on the whole op it is given.
        self.semantic.is_none().then(|| split_children(ctx, body, op, &self.config)).flatten()
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        if let Some(config) = &self.semantic {
            let stats = strata_eqsat::run(run.ctx, body, op, config, &[], run.threads).map_err(|message| {
                run.diagnostics.push(Diagnostic::error(body.op_loc(op), message));
                PassFailed
            })?;
            self.num_cse.fetch_add(stats.num_cse, Ordering::Relaxed);
            self.num_dce.fetch_add(stats.num_dce, Ordering::Relaxed);
            return Ok(());
        }
        let stats = eliminate_common_subexpressions_split(run.ctx, body, op, &self.config);
        self.num_cse.fetch_add(stats.num_cse, Ordering::Relaxed);
        self.num_dce.fetch_add(stats.num_dce, Ordering::Relaxed);
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
