//! [`Upstream`]: an upstream MLIR 22 context (melior) with every upstream
//! dialect, pass and LLVM IR translation registered, and the crossings
//! between strata's IR and upstream's.
//!
//! The crossing is textual and in process: strata's printer feeds
//! upstream's parser (`Module::parse`), upstream's printer feeds strata's
//! parser. Both printers produce MLIR's canonical custom form, so a module
//! both sides know crosses byte-identically (tests/bridge.rs checks it).
//! Invariant: upstream's diagnostics are collected by a handler on the
//! context and returned as `Err` text, never printed behind the caller's
//! back nor turned into panics.

use std::cell::RefCell;
use std::rc::Rc;

use melior::diagnostic::{Diagnostic, DiagnosticSeverity};
use melior::dialect::DialectRegistry;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{
    parse_pass_pipeline, register_all_dialects, register_all_llvm_translations, register_all_passes,
};
use melior::Context;
use strata_ir::{Body, OpId};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, ParsedModule, PrintConfig, SourceFile};

/// The lowering from upstream's `func`/`arith`/`vector`/`scf`/`memref`
/// dialects to the LLVM dialect that `strata-run --lower-with=upstream`
/// runs after strata's own pipeline: [`crate::run::STRATA_LOWERING`]'s
/// passes as a textual pass pipeline on `builtin.module`.
pub fn default_lowering() -> String {
    let passes: Vec<&str> = crate::run::STRATA_LOWERING.iter().map(|f| f.trim_start_matches("--")).collect();
    format!("builtin.module({})", passes.join(","))
}

/// See the module doc.
pub struct Upstream {
    context: Context,
    /// Upstream diagnostics since the last [`Upstream::take_diagnostics`].
    diagnostics: Rc<RefCell<Vec<String>>>,
}

impl Default for Upstream {
    fn default() -> Self {
        Self::new()
    }
}

impl Upstream {
    /// A context with every upstream dialect loaded, every pass and every
    /// LLVM IR translation registered, and a diagnostic handler that keeps
    /// what upstream reports.
    pub fn new() -> Upstream {
        let registry = DialectRegistry::new();
        register_all_dialects(&registry);
        register_all_passes();
        let context = Context::new();
        context.append_dialect_registry(&registry);
        context.load_all_available_dialects();
        register_all_llvm_translations(&context);
        let diagnostics = Rc::new(RefCell::new(Vec::new()));
        let sink = Rc::clone(&diagnostics);
        context.attach_diagnostic_handler(move |d| {
            sink.borrow_mut().push(render_diagnostic(&d));
            true
        });
        Upstream { context, diagnostics }
    }

    pub fn context(&self) -> &Context {
        &self.context
    }

    /// The diagnostics upstream reported since the last call, one a line.
    pub fn take_diagnostics(&self) -> String {
        let all = std::mem::take(&mut *self.diagnostics.borrow_mut());
        all.iter().map(|d| format!("{d}\n")).collect()
    }

    /// Upstream's parse of `text`; `Err` with upstream's diagnostics.
    pub fn parse(&self, text: &str) -> Result<Module<'_>, String> {
        let _ = self.take_diagnostics();
        Module::parse(&self.context, text).ok_or_else(|| self.failure("upstream MLIR could not parse the module"))
    }

    /// The strata module `root` of `body` as an upstream module, with its
    /// locations (translation turns debug-info scopes into `!dbg`).
    pub fn from_strata(&self, ctx: &strata_ir::Context, body: &Body, root: OpId) -> Result<Module<'_>, String> {
        let config = PrintConfig { debug_info: true, ..PrintConfig::default() };
        self.parse(&print_op_tree(ctx, body, root, &config))
    }

    /// Upstream's textual form of `module` (its custom form, as
    /// `mlir-opt` prints it).
    pub fn print(module: &Module<'_>) -> String {
        format!("{}\n", module.as_operation())
    }

    /// `module` as a strata module in `ctx`, which must have the dialects
    /// the module uses; `Err` with strata's rendered diagnostic.
    pub fn to_strata(ctx: &strata_ir::Context, module: &Module<'_>) -> Result<ParsedModule, String> {
        let src = SourceFile::new("<upstream>", Self::print(module).into_bytes());
        parse_source(ctx, &src, ParseConfig::default()).map_err(|d| strata_syntax::render_diagnostic(ctx, &[&src], &d))
    }

    /// Runs the upstream pass pipeline `pipeline` (upstream's textual
    /// syntax, anchored on `builtin.module`, e.g.
    /// `builtin.module(canonicalize)`) on `module`.
    pub fn run_pipeline(&self, module: &mut Module<'_>, pipeline: &str) -> Result<(), String> {
        let _ = self.take_diagnostics();
        let pm = PassManager::new(&self.context);
        parse_pass_pipeline(pm.as_operation_pass_manager(), pipeline)
            .map_err(|e| format!("{}{e}", self.take_diagnostics()))?;
        pm.run(module).map_err(|_| self.failure("upstream pass pipeline failed"))
    }

    /// `what`, after the diagnostics upstream gave for it.
    fn failure(&self, what: &str) -> String {
        format!("{}error: {what}", self.take_diagnostics())
    }
}

/// An upstream diagnostic as mlir-opt prints it: `file:line:col: error:
/// message`, with `<unknown>:0` for an unknown location and the location's
/// own text for any other kind.
fn render_diagnostic(d: &Diagnostic<'_>) -> String {
    let severity = match d.severity() {
        DiagnosticSeverity::Error => "error",
        DiagnosticSeverity::Warning => "warning",
        DiagnosticSeverity::Note => "note",
        DiagnosticSeverity::Remark => "remark",
    };
    format!("{}: {severity}: {d}", plain_location(&d.location().to_string()))
}

/// `loc("f.mlir":3:7)` as `f.mlir:3:7`, `loc(unknown)` as `<unknown>:0`.
fn plain_location(loc: &str) -> String {
    let Some(inner) = loc.strip_prefix("loc(").and_then(|l| l.strip_suffix(')')) else {
        return loc.to_string();
    };
    if inner == "unknown" {
        return "<unknown>:0".to_string();
    }
    match inner.strip_prefix('"').and_then(|l| l.split_once("\":")) {
        Some((file, line_col)) if line_col.bytes().all(|b| b.is_ascii_digit() || b == b':') => {
            format!("{file}:{line_col}")
        }
        _ => loc.to_string(),
    }
}
