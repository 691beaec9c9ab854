//! Processing one input buffer (or each `--split-input-file` chunk):
//! parse, verify, run the pipeline, print — collecting diagnostics so
//! `--verify-diagnostics` can check them instead of printing them.

use std::io::Write;
use strata_ir::{verifier, Context, Diagnostic, Severity};

use strata_syntax::{parse_source, print_op_tree_to, ParseConfig, PrintConfig, SourceFile};

use strata_pass::{OpPassManager, RunConfig};

use crate::cli::Options;
use crate::verify_diagnostics;

/// The result of one chunk: stderr text, and whether the chunk counts as a
/// failure. The printed IR went to the output as it was produced.
pub struct ChunkResult {
    pub stderr: String,
    pub failed: bool,
}

/// Processes one chunk, streaming its printed IR (if it succeeds) to `out`.
pub fn process_chunk(
    ctx: &Context,
    src: &SourceFile,
    opts: &Options,
    pipeline: Option<&OpPassManager>,
    out: &mut dyn Write,
) -> ChunkResult {
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut trace = String::new();
    run(ctx, src, (opts, pipeline), &mut diags, &mut trace, out);
    if opts.verify_diagnostics {
        let expected = match verify_diagnostics::collect(src) {
            Ok(e) => e,
            Err(msg) => return ChunkResult { stderr: format!("{}: error: {msg}\n", src.name), failed: true },
        };
        let failures = verify_diagnostics::check(ctx, src, &diags, expected);
        let failed = !failures.is_empty();
        return ChunkResult { stderr: trace + &failures, failed };
    }
    let mut stderr = trace;
    for d in &diags {
        stderr.push_str(&strata_syntax::render_diagnostic(ctx, &[src], d));
    }
    let failed = diags.iter().any(|d| d.severity == Severity::Error);
    ChunkResult { stderr, failed }
}

/// Parses, verifies and prints to `out`; on failure the diagnostics are in
/// `diags` and nothing is printed.
fn run(
    ctx: &Context,
    src: &SourceFile,
    (opts, pipeline): (&Options, Option<&OpPassManager>),
    diags: &mut Vec<Diagnostic>,
    trace: &mut String,
    out: &mut dyn Write,
) {
    let config = ParseConfig {
        allow_unregistered: opts.allow_unregistered,
        implicit_module: !opts.no_implicit_module,
        threads: if opts.disable_threading { 1 } else { strata_ir::worker_threads() },
    };
    let module = match parse_source(ctx, src, config) {
        Ok(m) => m,
        Err(d) => {
            diags.push(d);
            return;
        }
    };
    let vconfig = verifier::VerifyConfig {
        allow_unregistered: opts.allow_unregistered,
        disable_threading: opts.disable_threading,
    };
    if let Err(errors) = verifier::verify_all(ctx, &module.body, module.root, &vconfig) {
        for d in errors {
            // As upstream, the op is attached only when diagnostics are not being verified.
            let d = if opts.verify_diagnostics { d } else { with_current_op(ctx, &module.body, d) };
            diags.push(d);
        }
        return;
    }
    let mut module = module;
    if let Some(pipeline) = pipeline {
        let config = RunConfig {
            verify_each: opts.verify_each,
            verify: vconfig,
            trace: opts.debug_rewrites,
            threads: if opts.disable_threading { 1 } else { strata_ir::worker_threads() },
        };
        let outcome = pipeline.run(ctx, &mut module.body, module.root, &config);
        *trace = outcome.trace;
        let attach = !opts.verify_diagnostics;
        diags.extend(outcome.diagnostics.into_iter().map(|d| {
            if attach {
                with_current_op(ctx, &module.body, d)
            } else {
                d
            }
        }));
        if outcome.failed {
            return;
        }
    }
    let print = PrintConfig {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
        disable_threading: opts.disable_threading,
    };
    if let Err(e) = print_op_tree_to(ctx, &module.body, module.root, &print, out) {
        diags.push(Diagnostic::error(ctx.unknown_loc(), format!("error writing output: {e}")));
    }
    if opts.skip_teardown {
        // Freeing a million ops one by one only delays the exit.
        std::mem::forget(module);
    }
}

/// Adds upstream's "see current operation" note.
fn with_current_op(ctx: &Context, body: &strata_ir::Body, d: Diagnostic) -> Diagnostic {
    match d.op {
        Some(op) if body.contains_op(op) => {
            let text = strata_syntax::printer::print_op_generic_inline(ctx, body, op);
            let loc = d.loc;
            // Upstream starts an op that spans several lines on a line of its own.
            let sep = if text.contains('\n') { "\n" } else { "" };
            // Upstream attaches it when the error is emitted: before other notes.
            let mut d = d.with_note(loc, format!("see current operation: {sep}{text}"));
            d.notes.rotate_right(1);
            d
        }
        _ => d,
    }
}
