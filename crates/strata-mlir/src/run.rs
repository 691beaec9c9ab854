//! `strata-run`, modelled on upstream's `mlir-runner`: parse a file with
//! strata, run strata's pipeline (every strata-opt flag, through
//! strata-opt's own command-line parser and driver), lower to the LLVM
//! dialect with strata's own lowerings ([`STRATA_LOWERING`], the default)
//! or, with `--lower-with=upstream` or `--lowering-pipeline=`, with
//! upstream MLIR's passes ([`default_lowering`]), then JIT-run the entry
//! function or emit LLVM IR / assembly. Upstream MLIR only translates,
//! optimizes and runs, unless strata leaves ops it does not lower yet
//! (upstream's [`UPSTREAM_REMAINDER`] then lowers those).
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

use crate::{default_lowering, jit, Upstream};

/// What strata-run does after lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// JIT-run the entry point (the default).
    Run,
    LlvmIr,
    Asm,
    /// The module after lowering, as upstream MLIR prints it.
    Mlir,
}

/// Who lowers strata's output to the LLVM dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowerWith {
    /// Upstream's passes ([`default_lowering`] or `--lowering-pipeline=`).
    Upstream,
    /// strata's own lowerings ([`STRATA_LOWERING`], the default), then
    /// upstream's [`UPSTREAM_REMAINDER`] only when ops are left that strata
    /// does not lower yet.
    Strata,
}

/// The lowering passes strata runs on the output of the command line's
/// pipeline (upstream runs the same ones with `--lower-with=upstream`,
/// [`default_lowering`]). xtask's `execution_lowering!` holds the same
/// list; a test of xtask keeps the two equal.
pub const STRATA_LOWERING: &[&str] = &[
    "--convert-vector-to-scf",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
];

/// What upstream runs after [`STRATA_LOWERING`] when ops are left that
/// are not in the llvm dialect (the vector ops strata does not lower yet:
/// masked contractions, n-D transfers, scalable vectors; docs/conversion.md).
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
            lowering: default_lowering(),
            lower_with: LowerWith::Strata,
            shared_libs: vec![jit::C_RUNNER_UTILS.to_string()],
        }
    }
}

const HELP: &str = "\nstrata-run options (the others are strata-opt's, see above):
  --entry-point=<name>          Function to run (no arguments, no results; default main)
  --emit=<llvm-ir|asm|mlir>     Print LLVM IR, host assembly or the lowered MLIR instead of running
  --lower-with=<strata|upstream> Who lowers to the LLVM dialect: strata's passes (default; upstream's
                                 then lower only ops strata leaves), or upstream's (for comparison)
  --lowering-pipeline=<text>    Upstream pass pipeline to the LLVM dialect (implies --lower-with=upstream;
                                 default: see docs/llvm-bridge.md)
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
            "lowering-pipeline" => {
                run.lowering = value.to_string();
                run.lower_with = LowerWith::Upstream;
            }
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
    if run.lower_with == LowerWith::Strata {
        // The command line's pipeline prints with its locations, so the
        // lowering's diagnostics still point into the input.
        rest.push("--mlir-print-debuginfo".to_string());
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
    let (name, input) = strata_opt::read_input(&opts.input)?;
    let mut text = strata_output_of(tool, opts, &name, input)?;
    let mut lowering = run.lowering.as_str();
    if run.lower_with == LowerWith::Strata {
        text = strata_lowering(tool, &name, text)?;
        // Upstream's lowering runs only on what strata left (none of it
        // when every op is in the llvm dialect).
        lowering = if only_llvm_ops(&text) { "" } else { UPSTREAM_REMAINDER };
    }
    let upstream = Upstream::new();
    let mut module = upstream.parse(&text)?;
    if !lowering.is_empty() {
        upstream.run_pipeline(&mut module, lowering)?;
    }
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

/// strata's lowering ([`STRATA_LOWERING`]) of `text`, the command line's
/// output, printed in the generic form: it crosses to upstream
/// unambiguously (a custom-printed `vector.print` of a newline would take
/// the next line's result as its operand when upstream parses it).
pub fn strata_lowering(tool: &Tool, name: &str, text: String) -> Result<String, String> {
    let mut args = vec![name.to_string()];
    args.extend(STRATA_LOWERING.iter().map(|p| p.to_string()));
    args.push("--mlir-print-op-generic".to_string());
    let parsed = cli::parse_args(&args, tool);
    match parsed.command {
        Command::Run(opts) if parsed.errors.is_empty() => strata_output_of(tool, &opts, name, text.into_bytes()),
        _ => Err(format!("strata-run: cannot build strata's lowering: {}", parsed.errors)),
    }
}

/// Whether every op of the generic text `text` is in the llvm dialect
/// (or is the module).
pub fn only_llvm_ops(text: &str) -> bool {
    text.lines().all(|line| {
        let Some(start) = line.find('"') else { return true };
        let rest = &line[start + 1..];
        let Some(end) = rest.find("\"(") else { return true };
        let name = &rest[..end];
        name.starts_with("llvm.") || name == "builtin.module"
    })
}

/// What strata-opt with `opts` prints for its input: `Err` with the
/// diagnostics (already printed to stderr when strata reported them).
pub fn strata_output(tool: &Tool, opts: &cli::Options) -> Result<String, String> {
    let (name, text) = strata_opt::read_input(&opts.input)?;
    strata_output_of(tool, opts, &name, text)
}

/// What strata-opt with `opts` prints for the input `text` named `name`.
fn strata_output_of(tool: &Tool, opts: &cli::Options, name: &str, text: Vec<u8>) -> Result<String, String> {
    strata_opt::build_pipeline(&tool.passes, opts, "builtin.module")
        .map_err(|msg| format!("<unknown>:0: error: {msg}"))?;
    let ctx = tool.make_context();
    let mut src = SourceFile::new(name, text);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_llvm_ops_reads_generic_op_names() {
        let lowered =
            "\"builtin.module\"() ({\n  \"llvm.func\"() <{sym_name = \"main\"}> ({\n  }) : () -> ()\n}) : () -> ()\n";
        assert!(only_llvm_ops(lowered));
        let left = "\"builtin.module\"() ({\n  %0 = \"vector.transpose\"(%1) : (vector<2x4xf32>) -> vector<4x2xf32>\n}) : () -> ()\n";
        assert!(!only_llvm_ops(left));
    }

    #[test]
    fn lowering_pipeline_implies_upstream() {
        let (run, _) = split_args(&["x.mlir".to_string()]).unwrap();
        assert_eq!(run.lower_with, LowerWith::Strata);
        let (run, _) = split_args(&["--lowering-pipeline=builtin.module(canonicalize)".to_string()]).unwrap();
        assert_eq!(run.lower_with, LowerWith::Upstream);
    }
}
