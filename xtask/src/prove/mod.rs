//! `cargo xtask prove-rules`: every rewrite rule of `patterns/*.td`
//! (greedy rules and saturation laws) proven with an SMT solver, or listed
//! with the reason it cannot be, or refuted with a counterexample.
//!
//! A rule is read by the DRR reader ([`crate::drr`], feature `ods`),
//! lowered to a straight-line [`program`], typed at every assignment of
//! widths its ops and constraints allow ([`types`]: integers 1, 8, 16, 32,
//! 64 bits, `index` as 64 and 32 bits, floats f16/f32/f64), and each
//! typing becomes one refinement query ([`encode`]) over the op semantics
//! of [`semantics`] and the native-call models of [`natives`], run by an
//! external solver ([`smt`]; `z3` by default). `docs/patterns.md` says
//! what is proven and what is not.
//!
//! Exit status: 0 when no rule is wrong, 1 when one is (its counterexample
//! printed), 2 on a setup error.

// The prover runs in the build with the `ods` feature (the rules are read
// with TableGen); the plain build only forwards to it.
#![cfg_attr(not(feature = "ods"), allow(dead_code))]

pub mod encode;
pub mod natives;
pub mod program;
pub mod semantics;
pub mod smt;
pub mod types;

#[cfg(feature = "ods")]
mod run;

use crate::util::{Args, Result};

const USAGE: &str = "\
usage: cargo xtask prove-rules [options]

Proves every rule of patterns/*.td (greedy rules and saturation laws) by
SMT refinement at each type the rule applies to, or lists why it cannot.

options:
  --filter TEXT     only rules whose name contains TEXT
  --widths LIST     integer widths to try (default 1,8,16,32,64)
  --solver PATH     the SMT solver (default z3; SMT-LIB 2 on stdin)
  --timeout-ms N    time limit per query (default 60000)
  --jobs N          solver processes at once (default 2)
  --markdown        print the summary as a Markdown table (docs/patterns.md)
";

/// The options of a run.
#[derive(Clone, Debug)]
pub struct ProveConfig {
    pub filter: Option<String>,
    pub widths: types::Widths,
    pub solver: String,
    pub timeout_ms: u64,
    pub jobs: usize,
    pub markdown: bool,
}

pub fn run(args: Vec<String>) -> Result<i32> {
    let raw = args.clone();
    let mut args = Args::new(args);
    if args.flag("--help") || args.flag("-h") {
        print!("{USAGE}");
        return Ok(0);
    }
    let mut widths = types::Widths::default();
    if let Some(list) = args.value("--widths")? {
        widths.ints = crate::util::split_list(&list)
            .iter()
            .map(|w| w.parse().map_err(|_| format!("--widths: {w:?} is not a width")))
            .collect::<Result<Vec<u32>>>()?;
    }
    let config = ProveConfig {
        filter: args.value("--filter")?,
        widths,
        solver: args.value("--solver")?.unwrap_or_else(|| "z3".into()),
        timeout_ms: args.parsed("--timeout-ms")?.unwrap_or(60_000),
        jobs: args.parsed("--jobs")?.unwrap_or(2).max(1),
        markdown: args.flag("--markdown"),
    };
    args.finish()?;
    prove(config, raw)
}

#[cfg(feature = "ods")]
fn prove(config: ProveConfig, _raw: Vec<String>) -> Result<i32> {
    run::prove_all(&config)
}

/// Without the `ods` feature: the rules are read with TableGen, so build
/// xtask with it and run that build.
#[cfg(not(feature = "ods"))]
fn prove(_config: ProveConfig, raw: Vec<String>) -> Result<i32> {
    let mut args = vec!["prove-rules"];
    args.extend(raw.iter().map(String::as_str));
    crate::codegen::rerun_with_ods(&args)
}
