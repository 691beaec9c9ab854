//! [`Pass`], what running one sees ([`PassRun`]), a pass in a pipeline
//! ([`PassInstance`]), and the [`PassRegistry`] that maps command-line
//! arguments (`canonicalize`) to pass constructors with their declared
//! options.
//!
//! Invariants: registry iteration is in argument order (deterministic
//! `--help` and error texts); a pass is constructed only from options
//! already checked against its [`OptionSpec`]s.

use std::collections::BTreeMap;

use strata_ir::{Body, Context, Diagnostic, OpId};

use crate::options::{OptionSpec, PassOptions};

/// What a pass sees while it runs, besides the IR.
pub struct PassRun<'a> {
    pub ctx: &'a Context,
    /// Diagnostics the pass reports (errors make the run fail).
    pub diagnostics: &'a mut Vec<Diagnostic>,
    /// When set (`--debug-rewrites`), rewriting passes append a line per
    /// pattern application and IR change.
    pub trace: Option<&'a mut String>,
    /// Threads the pass may use; its output must not depend on them.
    pub threads: usize,
    /// Set by a pass that left the IR as it found it (upstream's
    /// `markAllAnalysesPreserved`): the manager then skips the verification
    /// after it, as upstream does, since the IR was verified before.
    pub preserved_all: bool,
    /// Text the pass reports on stderr (upstream writes it to
    /// `llvm::errs()`, e.g. `print-op-stats`): printed after the pass's
    /// diagnostics, before the IR.
    pub report: String,
    /// The configuration of the run the pass is part of, which a pass
    /// running a pipeline of its own (the inliner's) passes on.
    pub config: &'a crate::RunConfig,
}

/// A transformation or analysis run on one op (upstream's `Pass`). Its
/// argument, name, options and anchor are its [`PassInfo`]'s; one instance
/// may run on many ops at once (sibling functions on worker threads), so
/// state it keeps across runs (statistics) is atomic.
pub trait Pass: Send + Sync {
    /// Runs on `op`. `Err` fails the pipeline; the pass should have
    /// reported why in `run.diagnostics` (upstream may fail silently).
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed>;

    /// The ops this run on `op` may be split into: IsolatedFromAbove
    /// children of `op` such that running the pass on each of them, in
    /// order, is exactly running it on `op` (the same IR, statistics and
    /// diagnostics) and changes nothing else. The answer must not depend
    /// on what the children hold, so it stays true while other such passes
    /// rewrite them: the pass manager then runs adjacent splittable passes
    /// on one child before the next (`run.rs`, fused passes). `None`, the
    /// default, when the pass cannot tell.
    fn split_children(&self, _ctx: &Context, _body: &Body, _op: OpId) -> Option<Vec<OpId>> {
        None
    }

    /// The pass's counters over every run so far (upstream's
    /// `Pass::Statistic`), in declaration order.
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// One counter of a pass (`--mlir-pass-statistics`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    pub name: &'static str,
    pub description: &'static str,
    pub value: u64,
}

/// A pass failed (upstream's `signalPassFailure`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassFailed;

/// Builds a pass instance from its options (see [`PassInfo::create`]).
pub type CreatePass = fn(&PassOptions, &PassRegistry) -> Result<Box<dyn Pass>, String>;

/// A registered pass.
#[derive(Copy, Clone)]
pub struct PassInfo {
    /// The command-line argument (`canonicalize`).
    pub argument: &'static str,
    /// The pass's name in IR dumps, timing and statistics (upstream's
    /// `getName`: `Canonicalizer`).
    pub name: &'static str,
    pub description: &'static str,
    pub options: &'static [OptionSpec],
    /// The op name the pass must run on; `None` runs on any op.
    pub anchor: Option<&'static str>,
    /// Builds an instance. The registry lets a pass parse nested pipelines
    /// its options name (`inline{default-pipeline=...}`); an `Err` is the
    /// message the pipeline parser reports for the element.
    pub create: CreatePass,
}

/// A pass in a pipeline: what it is, the options it was given, and the
/// instance that runs.
pub struct PassInstance {
    pub info: PassInfo,
    pub options: PassOptions,
    pub pass: Box<dyn Pass>,
}

impl PassInstance {
    pub fn new(info: PassInfo, options: PassOptions, registry: &PassRegistry) -> Result<PassInstance, String> {
        let pass = (info.create)(&options, registry)?;
        Ok(PassInstance { info, options, pass })
    }

    /// The pass as a pipeline element: `canonicalize{max-iterations=3 ...}`
    /// with every option, as upstream prints it.
    pub fn pipeline_element(&self) -> String {
        let options = self.options.to_pipeline_string();
        if options.is_empty() {
            return self.info.argument.to_string();
        }
        format!("{}{{{options}}}", self.info.argument)
    }
}

/// Every pass a tool knows, by argument.
#[derive(Default)]
pub struct PassRegistry {
    passes: BTreeMap<&'static str, PassInfo>,
}

impl PassRegistry {
    pub fn new() -> PassRegistry {
        PassRegistry::default()
    }

    pub fn register(&mut self, info: PassInfo) {
        self.passes.insert(info.argument, info);
    }

    pub fn get(&self, argument: &str) -> Option<&PassInfo> {
        self.passes.get(argument)
    }

    /// The registered passes, by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassInfo> {
        self.passes.values()
    }

    /// A pass from its argument and option text.
    pub fn create(&self, argument: &str, options: &str) -> Result<PassInstance, String> {
        let info = self
            .get(argument)
            .ok_or_else(|| format!("'{argument}' does not refer to a registered pass or pass pipeline"))?;
        let options = PassOptions::parse(info.options, options)?;
        PassInstance::new(*info, options, self)
    }
}
