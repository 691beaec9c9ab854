//! `strata-run`, modelled on upstream's `mlir-runner`: parse a file with
//! strata, run strata's pipeline (every strata-opt flag, through
//! strata-opt's own command-line parser and driver), lower through
//! upstream MLIR ([`DEFAULT_LOWERING`], or `--lowering-pipeline=`) or,
//! with `--lower-with=strata`, through strata's own lowerings and then
//! upstream's for the vector ops, then JIT-run the entry function or emit
//! LLVM IR / assembly.
//!
//! strata-run's own flags are taken out of the arguments first; the rest
//! go to strata-opt's parser unchanged, so strata passes are spelled as in
//! strata-opt (`--canonicalize`, `--pass-pipeline=...`). Invariant: every
//! failure is a diagnostic on stderr and exit code 1, never a panic.

use std::io::Write;

use strata_opt::cli::{self, Command};
use strata_opt::driver::{process_chunk, ChunkJob, PhaseTimes};
use strata_opt::Tool;
use strata_syntax::SourceFile;

use crate::{jit, Upstream, DEFAULT_LOWERING};

/// What strata-run does after lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// JIT-run the entry point (the default).
    Run,
    LlvmIr,
    Asm,
    /// The module after the upstream lowering, in MLIR's textual form.
    Mlir,
}

/// Who lowers strata's output to the LLVM dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowerWith {
    /// Upstream's passes ([`DEFAULT_LOWERING`] or `--lowering-pipeline=`).
    Upstream,
    /// strata's own lowerings ([`STRATA_LOWERING`]), then upstream's
    /// [`UPSTREAM_REMAINDER`] for what strata does not lower yet (the
    /// `vector` ops).
    Strata,
}

/// The lowering passes strata runs with `--lower-with=strata`, after the
/// command line's (strata-opt flags).
pub const STRATA_LOWERING: &[&str] =
    &["--convert-vector-to-scf", "--convert-scf-to-cf", "--finalize-memref-to-llvm", "--convert-to-llvm"];

/// What upstream still runs after [`STRATA_LOWERING`]: the vector ops'
/// lowering and the cast cleanup.
pub const UPSTREAM_REMAINDER: &str =
    "builtin.module(convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)";

/// strata-run's own options (everything else is strata-opt's).
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub entry_point: String,
    pub emit: Emit,
    /// The upstream pipeline from strata's output to the LLVM dialect.
    pub lowering: String,
    pub lower_with: LowerWith,
    /// Shared libraries the JIT loads (`--shared-libs=a.so,b.so`).
    pub shared_libs: Vec<String>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            entry_point: "main".to_string(),
            emit: Emit::Run,
            lowering: DEFAULT_LOWERING.to_string(),
            lower_with: LowerWith::Upstream,
            shared_libs: vec![jit::C_RUNNER_UTILS.to_string()],
        }
    }
}

const HELP: &str = "\nstrata-run options (the others are strata-opt's, see above):
  --entry-point=<name>          Function to run (no arguments, no results; default main)
  --emit=<llvm-ir|asm|mlir>     Print LLVM IR, host assembly or the lowered MLIR instead of running
  --lowering-pipeline=<text>    Upstream pass pipeline to the LLVM dialect (default: see docs/llvm-bridge.md)
  --lower-with=<upstream|strata> Who lowers to the LLVM dialect: upstream's passes (default), or strata's
                                 (scf, cf, memref, func, arith, math, index, ub), then upstream's for vector ops
  --shared-libs=<a.so,...>      Libraries the JIT loads (default: upstream's libmlir_c_runner_utils.so)
";

/// Takes strata-run's own flags out of `args`; the rest, or an error.
pub fn split_args(args: &[String]) -> Result<(RunOptions, Vec<String>), String> {
    let mut run = RunOptions::default();
    let mut rest = Vec::new();
    for arg in args {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let Some((name, value)) = flag.and_then(|f| f.split_once('=')) else {
            rest.push(arg.clone());
            continue;
        };
        match name {
            "entry-point" => run.entry_point = value.to_string(),
            "emit" => {
                run.emit = match value {
                    "llvm-ir" => Emit::LlvmIr,
                    "asm" => Emit::Asm,
                    "mlir" => Emit::Mlir,
                    _ => return Err(format!("strata-run: unknown --emit value '{value}' (llvm-ir, asm or mlir)")),
                }
            }
            "lowering-pipeline" => run.lowering = value.to_string(),
            "lower-with" => {
                run.lower_with = match value {
                    "upstream" => LowerWith::Upstream,
                    "strata" => LowerWith::Strata,
                    _ => return Err(format!("strata-run: unknown --lower-with value '{value}' (upstream or strata)")),
                }
            }
            "shared-libs" => run.shared_libs = value.split(',').filter(|s| !s.is_empty()).map(String::from).collect(),
            _ => rest.push(arg.clone()),
        }
    }
    Ok((run, rest))
}

/// Runs strata-run with `args` (without the program name); the exit code.
pub fn run(tool: &Tool, args: &[String]) -> u8 {
    let (run, rest) = match split_args(args) {
        Ok(v) => v,
        Err(msg) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    let mut rest = rest;
    let mut run = run;
    if run.lower_with == LowerWith::Strata {
        if rest.iter().any(|a| a.starts_with("--pass-pipeline") || a.starts_with("-pass-pipeline")) {
            eprintln!("strata-run: --lower-with=strata adds passes after the command line's: give them as flags, not --pass-pipeline");
            return 1;
        }
        rest.extend(STRATA_LOWERING.iter().map(|p| p.to_string()));
        // The generic form crosses unambiguously: a `vector.print` of a
        // newline, custom-printed, would take the next line's result as its
        // operand when upstream parses it.
        rest.push("--mlir-print-op-generic".to_string());
        run.lowering = UPSTREAM_REMAINDER.to_string();
    }
    let parsed = cli::parse_args(&rest, tool);
    eprint!("{}", parsed.errors);
    let opts = match parsed.command {
        Command::Print(text) => {
            print!("{text}{HELP}");
            return 0;
        }
        Command::Run(_) if !parsed.errors.is_empty() => return 1,
        Command::Run(opts) => opts,
    };
    match strata_then_upstream(tool, &opts, &run) {
        Ok(()) => 0,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            1
        }
    }
}

/// The whole run after the command line: `Err` with the diagnostics.
fn strata_then_upstream(tool: &Tool, opts: &cli::Options, run: &RunOptions) -> Result<(), String> {
    let strata_text = strata_output(tool, opts)?;
    let upstream = Upstream::new();
    let mut module = upstream.parse(&strata_text)?;
    upstream.run_pipeline(&mut module, &run.lowering)?;
    let mut stdout = std::io::stdout();
    let text = match run.emit {
        Emit::Run => {
            let libs: Vec<&str> = run.shared_libs.iter().map(String::as_str).collect();
            return jit::execute(&module, &run.entry_point, &libs);
        }
        Emit::LlvmIr => jit::llvm_ir(&module)?,
        Emit::Asm => jit::assembly(&module)?,
        Emit::Mlir => Upstream::print(&module),
    };
    stdout.write_all(text.as_bytes()).map_err(|e| format!("error writing output: {e}"))
}

/// What strata-opt with `opts` prints for its input: `Err` with the
/// diagnostics (already printed to stderr when strata reported them).
pub fn strata_output(tool: &Tool, opts: &cli::Options) -> Result<String, String> {
    let (name, text) = strata_opt::read_input(&opts.input)?;
    strata_opt::build_pipeline(&tool.passes, opts, "builtin.module")
        .map_err(|msg| format!("<unknown>:0: error: {msg}"))?;
    let ctx = tool.make_context();
    let mut src = SourceFile::new(&name, text);
    let mut times = PhaseTimes::default();
    let mut strata_out = Vec::new();
    let job = ChunkJob { opts, registry: &tool.passes, times: &mut times };
    let result = process_chunk(&ctx, &mut src, job, &mut strata_out);
    eprint!("{}", result.stderr);
    if result.failed {
        return Err(String::new());
    }
    String::from_utf8(strata_out).map_err(|_| "error: strata printed invalid UTF-8".to_string())
}
