//! [`Pass`], what running one sees ([`PassRun`]), and the [`PassRegistry`]
//! that maps command-line arguments (`canonicalize`) to pass constructors
//! with their declared options.
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
}

/// A transformation or analysis run on one op (upstream's `Pass`).
pub trait Pass: Send + Sync {
    /// The command-line argument (`canonicalize`).
    fn argument(&self) -> &'static str;
    /// The op name the pass must run on; `None` runs on any op.
    fn anchor(&self) -> Option<&'static str> {
        None
    }
    /// The pass's options, for printing the pipeline.
    fn options(&self) -> &PassOptions;
    /// Runs on `op`. `Err` fails the pipeline; the pass should have
    /// reported why in `run.diagnostics` (upstream may fail silently).
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed>;
}

/// A pass failed (upstream's `signalPassFailure`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PassFailed;

/// A registered pass.
#[derive(Copy, Clone)]
pub struct PassInfo {
    pub argument: &'static str,
    pub description: &'static str,
    pub options: &'static [OptionSpec],
    pub create: fn(PassOptions) -> Box<dyn Pass>,
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
    pub fn create(&self, argument: &str, options: &str) -> Result<Box<dyn Pass>, String> {
        let info = self
            .get(argument)
            .ok_or_else(|| format!("'{argument}' does not refer to a registered pass or pass pipeline"))?;
        let options = PassOptions::parse(info.options, options)?;
        Ok((info.create)(options))
    }
}
