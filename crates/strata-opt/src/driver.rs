//! Processing one input buffer (or each `--split-input-file` chunk):
//! parse, verify, run the pipeline, print — collecting diagnostics so
//! `--verify-diagnostics` can check them instead of printing them.

use std::io::Write;
use std::time::{Duration, Instant};

use strata_ir::{verifier, Context, Diagnostic, Severity};
use strata_pass::{
    attach_current_op, IrPrinting, IrPrintingConfig, PassInstrumentation, PassRegistry, RunConfig, Timer, TimingDisplay,
};
use strata_syntax::{parse_source, print_op_tree_to, ParseConfig, ParsedModule, PrintConfig, SourceFile};

use crate::cli::Options;
use crate::verify_diagnostics;

/// The result of one chunk: stderr text, and whether the chunk counts as a
/// failure. The printed IR went to the output as it was produced.
pub struct ChunkResult {
    pub stderr: String,
    pub failed: bool,
}

/// Time spent in the phases `--mlir-timing` reports, over every chunk.
#[derive(Default)]
pub struct PhaseTimes {
    pub parser: Duration,
    pub output: Duration,
    /// The pipeline's timers, merged over chunks.
    pub pipeline: Timer,
}

/// What the driver hands one chunk besides its text.
pub struct ChunkJob<'a> {
    pub opts: &'a Options,
    /// The passes the options name (the pipeline was checked already).
    pub registry: &'a PassRegistry,
    pub times: &'a mut PhaseTimes,
}

/// Processes one chunk, streaming its printed IR (if it succeeds) to `out`.
/// What the chunk reports (diagnostics of a pass that succeeded, pass
/// statistics, traces) is written to stderr before the IR, as `mlir-opt`
/// emits it while the passes run, before it prints.
pub fn process_chunk(ctx: &Context, src: &mut SourceFile, job: ChunkJob<'_>, out: &mut dyn Write) -> ChunkResult {
    let ChunkJob { opts, registry, times } = job;
    let skip_teardown = opts.skip_teardown;
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut log = RunLog::default();
    let ran = run(ctx, src, ChunkJob { opts, registry, times: &mut *times }, &mut diags, &mut log);
    let print_output = |diags: &mut Vec<Diagnostic>, times: &mut PhaseTimes, out: &mut dyn Write| {
        let Some((module, print)) = ran else { return };
        let start = Instant::now();
        if let Err(e) = print_op_tree_to(ctx, &module.body, module.root, &print, out) {
            diags.push(Diagnostic::error(ctx.unknown_loc(), format!("error writing output: {e}")));
        }
        times.output += start.elapsed();
        if skip_teardown {
            // Freeing a million ops one by one only delays the exit.
            std::mem::forget(module);
        }
    };
    if let Some(level) = opts.verify_diagnostics {
        print_output(&mut diags, times, out);
        let expected = match verify_diagnostics::collect(src) {
            Ok(e) => e,
            Err(msg) => return ChunkResult { stderr: format!("{}: error: {msg}\n", src.name), failed: true },
        };
        let failures = verify_diagnostics::check(ctx, src, &diags, expected, level);
        let failed = !failures.is_empty();
        let texts: String = log.texts.into_iter().map(|(_, t)| t).collect();
        return ChunkResult { stderr: log.before + &texts + &failures + &log.after, failed };
    }
    let mut failed = diags.iter().any(|d| d.severity == Severity::Error && !d.recovered);
    let reported = render_stderr(ctx, src, &diags, log);
    // A chunk of a split file keeps its stderr with the chunk's result,
    // in chunk order; otherwise it goes out before the IR.
    let mut stderr = if opts.split_input_file {
        reported
    } else {
        eprint!("{reported}");
        String::new()
    };
    let first_late = diags.len();
    print_output(&mut diags, times, out);
    for d in &diags[first_late..] {
        failed = true;
        stderr.push_str(&strata_syntax::render_diagnostic(ctx, &[src], d));
    }
    ChunkResult { stderr, failed }
}

/// A chunk's stderr: its diagnostics with the instrumentation output
/// where it was produced among them, between what comes before and after.
fn render_stderr(ctx: &Context, src: &SourceFile, diags: &[Diagnostic], log: RunLog) -> String {
    let mut stderr = log.before;
    let mut texts = log.texts.into_iter().peekable();
    for (i, d) in diags.iter().enumerate() {
        while let Some((_, text)) = texts.next_if(|(n, _)| *n <= i) {
            stderr.push_str(&text);
        }
        stderr.push_str(&strata_syntax::render_diagnostic(ctx, &[src], d));
    }
    texts.for_each(|(_, text)| stderr.push_str(&text));
    stderr.push_str(&log.after);
    stderr
}

/// stderr text of a chunk besides its diagnostics.
#[derive(Default)]
struct RunLog {
    /// Before everything (`--debug-rewrites` trace, `--dump-pass-pipeline`).
    before: String,
    /// Instrumentation output, each with the number of diagnostics before it.
    texts: Vec<(usize, String)>,
    /// After everything (`--mlir-pass-statistics`).
    after: String,
}

/// Parses, verifies and runs the pipeline: the module to print and how,
/// or `None` (the diagnostics in `diags`) when a step failed.
fn run(
    ctx: &Context,
    src: &mut SourceFile,
    job: ChunkJob<'_>,
    diags: &mut Vec<Diagnostic>,
    log: &mut RunLog,
) -> Option<(ParsedModule, PrintConfig)> {
    let ChunkJob { opts, registry, times } = job;
    let config = ParseConfig {
        allow_unregistered: opts.allow_unregistered,
        implicit_module: !opts.no_implicit_module,
        threads: if opts.disable_threading { 1 } else { strata_ir::worker_threads() },
    };
    let start = Instant::now();
    let module = parse_source(ctx, src, config);
    let vconfig = verifier::VerifyConfig {
        allow_unregistered: opts.allow_unregistered,
        disable_threading: opts.disable_threading,
    };
    let verified =
        module.map_err(|d| vec![d]).and_then(|m| match verifier::verify_all(ctx, &m.body, m.root, &vconfig) {
            Ok(()) => Ok(m),
            // As upstream, the op is attached only when diagnostics are not being verified.
            Err(errors) if opts.verify_diagnostics.is_some() => Err(errors),
            Err(errors) => Err(errors.into_iter().map(|d| attach_current_op(ctx, &m.body, d)).collect()),
        });
    times.parser += start.elapsed();
    let mut module = match verified {
        Ok(m) => m,
        Err(errors) => {
            diags.extend(errors);
            return None;
        }
    };
    // Parsed and verified: the text is needed again only for the source
    // lines of later diagnostics, if any (read again then). A chunk of a
    // split file, stdin, and `--verify-diagnostics` (which reads the
    // expectations from the text at the end) keep it.
    if opts.input != "-" && !opts.split_input_file && opts.verify_diagnostics.is_none() {
        src.release_text(&opts.input);
    }
    let print = PrintConfig {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
        disable_threading: opts.disable_threading,
    };
    // A manager per chunk, as mlir-opt: pass flags run on the top-level op,
    // whatever it is, and statistics count this chunk only.
    let anchor = ctx.op_name_str(module.body.op_name(module.root));
    let pipeline = match crate::build_pipeline(registry, opts, anchor) {
        Ok(p) => p,
        Err(msg) => {
            diags.push(Diagnostic::error(ctx.unknown_loc(), msg));
            return None;
        }
    };
    if let Some(pipeline) = &pipeline {
        if opts.dump_pass_pipeline {
            log.before.push_str(&pipeline.dump());
        }
        let config = RunConfig {
            verify_each: opts.verify_each,
            verify: vconfig,
            trace: opts.debug_rewrites,
            threads: if opts.disable_threading { 1 } else { strata_ir::worker_threads() },
            attach_current_op: opts.verify_diagnostics.is_none(),
            timing: opts.timing.is_some(),
        };
        let printing = IrPrinting::new(IrPrintingConfig { print: print.clone(), ..opts.ir_printing.clone() });
        let instrumentations: Vec<&dyn PassInstrumentation> =
            if opts.ir_printing.enabled() { vec![&printing] } else { Vec::new() };
        let outcome = pipeline.run_instrumented(ctx, &mut module.body, module.root, &config, &instrumentations);
        // The trace was written while the pipeline ran: after its dump.
        log.before.push_str(&outcome.trace);
        log.texts = outcome.log;
        if let Some(t) = outcome.timing {
            times.pipeline.merge(t);
        }
        if let Some(display) = opts.statistics {
            log.after.push_str(&pipeline.statistics_report(display));
        }
        diags.extend(outcome.diagnostics);
        if outcome.failed {
            return None;
        }
    }
    Some((module, print))
}

/// The `--mlir-timing` report of a whole run that took `total`.
pub fn timing_report(times: PhaseTimes, total: Duration, display: TimingDisplay, threads: bool) -> String {
    let mut root = Timer::new("root");
    root.wall = total;
    let mut parser = Timer::new("Parser");
    parser.add(times.parser);
    root.children.push(parser);
    root.children.extend(times.pipeline.children);
    let mut output = Timer::new("Output");
    output.add(times.output);
    root.children.push(output);
    // Work on worker threads adds to the user time, not to the wall time:
    // the total's user time is the elapsed time plus that extra work.
    let extra: Duration = root.children.iter().map(|c| c.user.saturating_sub(c.wall)).sum();
    root.user = total + extra;
    strata_pass::timing_report(&root, display, threads)
}
