//! The pass layer (upstream's `Pass`, `PassRegistry`, `OpPassManager` and
//! the textual pipeline parser).
//!
//! A [`Pass`] runs on one op and may fail with diagnostics. Passes are
//! registered in a [`PassRegistry`] under their command-line argument with
//! their typed options ([`OptionSpec`]); a textual pipeline
//! (`builtin.module(func.func(canonicalize{max-iterations=3}))`) is parsed
//! against the registry into an [`OpPassManager`], which runs its passes in
//! order on its anchor op and nested managers on the anchor's direct
//! children of the nested op name.
//!
//! Around runs: instrumentation ([`PassInstrumentation`], with the IR
//! dumps of `--mlir-print-ir-*` in [`IrPrinting`]), timing ([`Timer`],
//! `--mlir-timing`) and statistics ([`Statistic`],
//! `--mlir-pass-statistics`). Sibling ops run a nested pipeline on worker
//! threads with the one-thread result (see `run.rs`).
//!
//! Invariants: a parsed pipeline only holds registered passes whose options
//! were checked; a nested manager only runs on IsolatedFromAbove ops (so
//! one pass never sees the IR above the op it runs on); the IR is verified
//! after each pass when `verify_each` is set, and a failing pass stops its
//! manager.

mod instrumentation;
mod manager;
mod options;
mod pipeline;
mod plan;
mod registry;
mod run;
mod statistics;
mod timing;

pub use instrumentation::{IrPrinting, IrPrintingConfig, PassEvent, PassInstrumentation};
pub use manager::{OpPassManager, PassEntry};
pub use options::{OptionKind, OptionSpec, PassOptions};
pub use pipeline::{parse_pipeline, parse_pipeline_elements};
pub use registry::{CreatePass, Pass, PassFailed, PassInfo, PassInstance, PassRegistry, PassRun, Statistic};
pub use run::{attach_current_op, RunConfig, RunOutcome};
pub use statistics::StatisticsDisplay;
pub use timing::{report as timing_report, Timer, TimingDisplay};

#[cfg(test)]
mod tests;
