//! Processing one input buffer (or each `--split-input-file` chunk):
//! parse, verify, run the pipeline, print — collecting diagnostics so
//! `--verify-diagnostics` can check them instead of printing them.

use strata_ir::{verifier, Context, Diagnostic, Severity};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

use crate::cli::Options;
use crate::verify_diagnostics;

/// The result of one chunk: printed IR (when it succeeded), stderr text,
/// and whether the chunk counts as a failure.
pub struct ChunkResult {
    pub output: String,
    pub stderr: String,
    pub failed: bool,
}

pub fn process_chunk(ctx: &Context, src: &SourceFile, opts: &Options) -> ChunkResult {
    let mut diags: Vec<Diagnostic> = Vec::new();
    let output = run(ctx, src, opts, &mut diags).unwrap_or_default();
    if opts.verify_diagnostics {
        let expected = match verify_diagnostics::collect(src) {
            Ok(e) => e,
            Err(msg) => return ChunkResult { output, stderr: format!("{}: error: {msg}\n", src.name), failed: true },
        };
        let failures = verify_diagnostics::check(ctx, src, &diags, expected);
        let failed = !failures.is_empty();
        return ChunkResult { output, stderr: failures, failed };
    }
    let mut stderr = String::new();
    for d in &diags {
        stderr.push_str(&strata_syntax::render_diagnostic(ctx, &[src], d));
    }
    let failed = diags.iter().any(|d| d.severity == Severity::Error);
    ChunkResult { output, stderr, failed }
}

/// Parses, verifies and prints; `None` when a step failed (its
/// diagnostics are in `diags`).
fn run(ctx: &Context, src: &SourceFile, opts: &Options, diags: &mut Vec<Diagnostic>) -> Option<String> {
    let config = ParseConfig { allow_unregistered: opts.allow_unregistered, implicit_module: !opts.no_implicit_module };
    let module = match parse_source(ctx, src, config) {
        Ok(m) => m,
        Err(d) => {
            diags.push(d);
            return None;
        }
    };
    let vconfig = verifier::VerifyConfig { allow_unregistered: opts.allow_unregistered };
    if let Err(d) = verifier::verify(ctx, &module.body, module.root, &vconfig) {
        // As upstream, the op is attached only when diagnostics are not being verified.
        let d = if opts.verify_diagnostics { d } else { with_current_op(ctx, &module.body, d) };
        diags.push(d);
        return None;
    }
    if let Some(pipeline) = &opts.pass_pipeline {
        if !pipeline.trim().is_empty() && pipeline.trim() != "builtin.module()" && pipeline.trim() != "any()" {
            let loc = ctx.unknown_loc();
            diags.push(Diagnostic::error(
                loc,
                format!("MLIR Textual PassPipeline Parser: no passes are registered yet; cannot run '{pipeline}'"),
            ));
            return None;
        }
    }
    let print = PrintConfig {
        generic: opts.print_generic,
        debug_info: opts.print_debuginfo,
        local_scope: opts.print_local_scope,
    };
    Some(print_op_tree(ctx, &module.body, module.root, &print))
}

/// Adds upstream's "see current operation" note (generic form, with locations).
fn with_current_op(ctx: &Context, body: &strata_ir::Body, d: Diagnostic) -> Diagnostic {
    match d.op {
        Some(op) if body.contains_op(op) => {
            let text = strata_syntax::printer::print_op_generic_inline(ctx, body, op);
            let loc = d.loc;
            d.with_note(loc, format!("see current operation: \n{text}"))
        }
        _ => d,
    }
}
