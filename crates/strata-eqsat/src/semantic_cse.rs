//! `cse` with the strata extension `semantic=true`: a tool that registers
//! this crate's passes gets this `cse` in place of `strata-transforms`'
//! (same name, same options plus `semantic`). Without `semantic` it is that
//! pass, unchanged; with it, the `eqsat` algorithm (`cse`, then equality
//! saturation, with the same attribute options and eqsat's default
//! limits) runs on the whole op: ops equal by algebra, not only by syntax,
//! merge. Its counts go to `cse`'s statistics.
//!
//! The inversion keeps `strata-transforms` free of dialects and of egg:
//! only a tool that asks for equality saturation links them.

use strata_ir::{Body, Context, Diagnostic, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun, Statistic};
use strata_transforms::cse::{self, Cse};

use crate::EqsatConfig;

/// `strata-transforms`' `cse` options and `semantic`.
pub const OPTIONS: &[OptionSpec] = &[
    cse::OPTIONS[0],
    cse::OPTIONS[1],
    OptionSpec {
        name: "semantic",
        description: "Merge ops equal by algebraic laws and folding: the eqsat algorithm (strata extension)",
        kind: OptionKind::Bool,
        default: "false",
        extension: true,
    },
];

/// The `cse` pass that also takes `semantic`.
pub fn pass_info() -> PassInfo {
    PassInfo { options: OPTIONS, create: |options, _| Ok(Box::new(SemanticCse::new(options))), ..cse::pass_info() }
}

/// `cse`, with eqsat's config when `semantic=true`.
pub struct SemanticCse {
    cse: Cse,
    semantic: Option<EqsatConfig>,
}

impl SemanticCse {
    pub fn new(options: &PassOptions) -> SemanticCse {
        let cse = Cse::new(options);
        let semantic =
            options.bool("semantic").then(|| EqsatConfig { cse: cse.config().clone(), ..EqsatConfig::default() });
        SemanticCse { cse, semantic }
    }
}

impl Pass for SemanticCse {
    fn split_children(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<OpId>> {
        // The `semantic` algorithm works on the whole op it is given.
        match self.semantic {
            Some(_) => None,
            None => self.cse.split_children(ctx, body, op),
        }
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let Some(config) = &self.semantic else { return self.cse.run(run, body, op) };
        let stats = crate::run(run.ctx, body, op, config, &[], run.threads).map_err(|message| {
            run.diagnostics.push(Diagnostic::error(body.op_loc(op), message));
            PassFailed
        })?;
        self.cse.count(stats.num_cse, stats.num_dce);
        Ok(())
    }

    fn statistics(&self) -> Vec<Statistic> {
        self.cse.statistics()
    }
}
