//! strata-opt as a library: the mlir-opt style driver (upstream's
//! `MlirOptMain`). Reads a `.mlir` file (or stdin), optionally splits it,
//! and for each chunk parses, verifies, runs the pass pipeline and prints.
//! Exit code 0 on success, 1 on any failure, as mlir-opt.
//!
//! The library knows no dialect but builtin: a tool hands [`main`] a
//! [`Tool`] with its dialect and pass registries. The `strata-opt` binary
//! is such a tool over every dialect strata ships (`strata-init`); an
//! out-of-tree dialect builds its own:
//!
//! ```no_run
//! let mut dialects = strata_ir::DialectRegistry::new();
//! dialects.insert(|_ctx| { /* my_dialect::register(ctx) */ });
//! let tool = strata_opt::Tool::new("my-opt", dialects, strata_pass::PassRegistry::new());
//! std::process::exit(i32::from(strata_opt::run(&tool, &["--version".to_string()])));
//! ```

pub mod cli;
#[cfg(doctest)]
mod doc_examples;
pub mod driver;
pub mod split;
mod tool;
pub mod verify_diagnostics;

use std::io::{Read, Write};
use std::process::ExitCode;

use strata_ir::Context;
use strata_pass::{OpPassManager, PassRegistry};
use strata_syntax::SourceFile;

pub use tool::{make_context, Tool};

/// Runs `tool` on this process's arguments, on a thread with a large stack
/// (the parser bounds nesting depth; the printer walks nested regions
/// recursively within that bound); the process's exit code.
pub fn main(tool: Tool) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = tool.name.clone();
    let worker = std::thread::Builder::new()
        .stack_size(strata_ir::WORKER_STACK)
        .spawn(move || run_in(&tool, &args, AtEnd::ExitNext));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        _ => {
            eprintln!("{name}: internal error");
            ExitCode::from(2)
        }
    }
}

/// The pipeline the options ask for: `--pass-pipeline`, or the pass flags
/// in order on the top-level op, named `root` (with upstream's implicit
/// nesting); `None` when there is nothing to run.
pub fn build_pipeline(
    registry: &PassRegistry,
    opts: &cli::Options,
    root: &str,
) -> Result<Option<OpPassManager>, String> {
    if let Some(text) = &opts.pass_pipeline {
        if !opts.passes.is_empty() {
            return Err("'-pass-pipeline' option can't be used with individual pass options".to_string());
        }
        let pm = strata_pass::parse_pipeline(registry, text)?;
        return Ok((!pm.is_empty()).then_some(pm));
    }
    if opts.passes.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new(root);
    for (argument, options) in &opts.passes {
        pm.add(registry.create(argument, options)?);
    }
    Ok(Some(pm))
}

/// What `run_in` does with the context when it is done.
#[derive(Copy, Clone, PartialEq, Eq)]
enum AtEnd {
    /// Drop it: the caller goes on (a library call, a test).
    Drop,
    /// The process exits next: a context that interned a million locations
    /// and attributes is left to the exit (tens of milliseconds of frees),
    /// as the module is ([`driver`]).
    ExitNext,
}

/// Runs `tool` with `args` (without the program name) on this thread;
/// returns the exit code.
pub fn run(tool: &Tool, args: &[String]) -> u8 {
    run_in(tool, args, AtEnd::Drop)
}

fn run_in(tool: &Tool, args: &[String], at_end: AtEnd) -> u8 {
    let registry = &tool.passes;
    let parsed = cli::parse_args(args, tool);
    eprint!("{}", parsed.errors);
    let opts = match parsed.command {
        // `--help` and `--version` end the run where they stand, as LLVM's.
        cli::Command::Print(text) => {
            print!("{text}");
            return 0;
        }
        cli::Command::Run(_) if !parsed.errors.is_empty() => return 1,
        cli::Command::Run(opts) => opts,
    };
    let ctx = tool.make_context();
    ctx.set_diagnostic_debug_info(opts.print_debuginfo);
    if opts.show_dialects {
        println!("Available Dialects: {}", ctx.dialect_names().join(","));
        return 0;
    }
    if opts.list_passes {
        print!("{}", cli::list_passes(registry));
        return 0;
    }
    let start = std::time::Instant::now();
    let mut times = driver::PhaseTimes::default();
    // In mlir-opt's order: the input, then the output, then the pipeline.
    let (name, text) = match read_input(&opts.input) {
        Ok(v) => v,
        Err(msg) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    let mut sink = match Output::open(&opts.output) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    // Checked once up front, so a bad pipeline fails before any chunk runs.
    if let Err(msg) = build_pipeline(registry, &opts, "builtin.module") {
        eprintln!("<unknown>:0: error: {msg}");
        return finish_failed(sink);
    }
    let split = opts.split_input_file.then(|| split::split_input(&text, opts.input_split_marker.as_bytes()));
    if let Some(split) = &split {
        eprint!("{}", near_miss_warnings(&ctx, &name, &text, &split.near_misses));
    }
    let mut failed = false;
    let mut opts = opts;
    opts.skip_teardown = split.as_ref().is_none_or(|s| s.chunks.len() == 1);
    let sources: Box<dyn Iterator<Item = SourceFile>> = match split {
        // Unsplit input is one source, taken as it is (no copy).
        None => Box::new(std::iter::once(SourceFile::new(&name, text))),
        Some(split) => Box::new(split::chunk_sources(name.clone(), text, split.chunks)),
    };
    for (i, mut src) in sources.enumerate() {
        if i > 0 {
            let marker = format!("{}\n", opts.output_split_marker);
            if let Err(e) = sink.writer.write_all(marker.as_bytes()) {
                eprintln!("error writing output: {e}");
                return 1;
            }
        }
        ctx.reset_dialect_state();
        let job = driver::ChunkJob { opts: &opts, registry, times: &mut times };
        let result = driver::process_chunk(&ctx, &mut src, job, &mut sink.writer);
        eprint!("{}", result.stderr);
        failed |= result.failed;
    }
    if let Err(msg) = sink.finish(failed) {
        eprintln!("{msg}");
        return 1;
    }
    if let Some(display) = opts.timing {
        eprint!("{}", driver::timing_report(times, start.elapsed(), display, !opts.disable_threading));
    }
    if at_end == AtEnd::ExitNext {
        std::mem::forget(ctx);
    }
    u8::from(failed)
}

/// Upstream's warnings for near misses of the split marker, printed before
/// any chunk is processed (also under `--verify-diagnostics`: they are not
/// diagnostics of a chunk).
fn near_miss_warnings(ctx: &Context, name: &str, text: &[u8], offsets: &[usize]) -> String {
    if offsets.is_empty() {
        return String::new();
    }
    let src = SourceFile::new(name, text.to_vec());
    let file = ctx.ident(name);
    let mut out = String::new();
    for &offset in offsets {
        let (line, col) = src.line_col(offset);
        let loc = ctx.intern_location(strata_ir::LocationKind::FileLineCol { file, line, col, end: None });
        let warning = strata_ir::Diagnostic::warning(loc, "near miss with file split marker");
        out.push_str(&strata_syntax::render_diagnostic(ctx, &[&src], &warning));
    }
    out
}

/// stdout or the `-o` file, buffered; the file is removed when the run
/// failed, as mlir-opt does not keep its output then. Only a regular file
/// is ever removed (LLVM's `sys::fs::remove` refuses anything else): a
/// failing run with `-o /dev/null` must not delete the device.
struct Output {
    writer: std::io::BufWriter<Box<dyn Write>>,
    /// The file to remove on failure: the `-o` path when it is a regular file.
    path: Option<String>,
}

impl Output {
    fn open(path: &str) -> Result<Output, String> {
        let (w, p): (Box<dyn Write>, Option<String>) = if path == "-" {
            (Box::new(std::io::stdout()), None)
        } else {
            let f = std::fs::File::create(path)
                .map_err(|e| format!("cannot open output file '{path}': {}", io_reason(&e)))?;
            let regular = f.metadata().is_ok_and(|m| m.is_file());
            (Box::new(f), regular.then(|| path.to_string()))
        };
        Ok(Output { writer: std::io::BufWriter::with_capacity(1 << 16, w), path: p })
    }

    fn finish(mut self, failed: bool) -> Result<(), String> {
        self.writer.flush().map_err(|e| format!("error writing output: {e}"))?;
        if let (true, Some(p)) = (failed, &self.path) {
            let _ = std::fs::remove_file(p);
        }
        Ok(())
    }
}

/// Ends a run that failed before any chunk: the output file goes, as after
/// a failed chunk.
fn finish_failed(sink: Output) -> u8 {
    if let Err(msg) = sink.finish(true) {
        eprintln!("{msg}");
    }
    1
}

/// The input file's name (`<stdin>` for `-`) and bytes; `Err` with
/// mlir-opt's message. Public for tools built on this driver (strata-run).
pub fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map_err(|e| format!("error reading <stdin>: {e}"))?;
        return Ok(("<stdin>".into(), buf));
    }
    std::fs::read(path)
        .map(|b| (path.to_string(), b))
        .map_err(|e| format!("cannot open input file '{path}': {}", io_reason(&e)))
}

/// The system's text for an I/O error, as LLVM prints it (`strerror`,
/// without Rust's ` (os error N)`).
fn io_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match e.raw_os_error() {
        Some(code) => text.strip_suffix(&format!(" (os error {code})")).unwrap_or(&text).to_string(),
        None => text,
    }
}
