//! Pass instrumentation (upstream's `PassInstrumentation`): hooks around
//! every pass run, and the one strata-opt uses to dump the IR
//! (`--mlir-print-ir-before/after(-all)`, `-after-change`,
//! `-after-failure`, `-module-scope`), [`IrPrinting`].
//!
//! Hooks return the text they want on stderr; the manager keeps it in
//! order with the diagnostics of the run ([`crate::RunOutcome::log`]).
//!
//! Invariants: an instrumentation that must see passes in pipeline order on
//! the whole tree says so ([`PassInstrumentation::allows_threads`]), and
//! nested pipelines then run on one thread; IR dumps use upstream's header
//! lines, and an op nested in a block prints with a local scope.

use std::sync::Mutex;

use strata_ir::{Body, Context, OpId};
use strata_syntax::{print_op_tree, PrintConfig};

use crate::registry::PassInstance;

/// A pass about to run, or that ran, on an op.
pub struct PassEvent<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub op: OpId,
    pub pass: &'a PassInstance,
}

/// Hooks around pass runs; each may return text for stderr.
pub trait PassInstrumentation: Sync {
    /// False when the hooks must see every pass in pipeline order on the
    /// whole tree: nested pipelines then run on one thread.
    fn allows_threads(&self) -> bool {
        true
    }
    fn before_pass(&self, _event: &PassEvent<'_>) -> Option<String> {
        None
    }
    fn after_pass(&self, _event: &PassEvent<'_>) -> Option<String> {
        None
    }
    fn after_pass_failed(&self, _event: &PassEvent<'_>) -> Option<String> {
        None
    }
}

/// Which passes' IR to dump, and how (mlir-opt's `--mlir-print-ir-*`).
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// Pass arguments to dump before (`--mlir-print-ir-before=cse,...`).
    pub before: Vec<String>,
    pub before_all: bool,
    pub after: Vec<String>,
    pub after_all: bool,
    /// Dump after a pass only when it changed the IR.
    pub after_change: bool,
    /// Dump after a pass only when it failed.
    pub after_failure: bool,
    /// Dump the whole tree, not just the op the pass ran on.
    pub module_scope: bool,
    pub print: PrintConfig,
}

impl IrPrintingConfig {
    /// Is any dump asked for?
    pub fn enabled(&self) -> bool {
        self.before_all || self.after_all || self.after_failure || !self.before.is_empty() || !self.after.is_empty()
    }

    fn prints_before(&self, pass: &PassInstance) -> bool {
        self.before_all || self.before.iter().any(|a| a == pass.info.argument)
    }

    fn prints_after(&self, pass: &PassInstance) -> bool {
        self.after_all || self.after_failure || self.after.iter().any(|a| a == pass.info.argument)
    }
}

/// The IR-dumping instrumentation.
pub struct IrPrinting {
    config: IrPrintingConfig,
    /// The printed op before each pass in progress (innermost last), kept
    /// for `after_change`.
    before: Mutex<Vec<Option<String>>>,
}

impl IrPrinting {
    pub fn new(config: IrPrintingConfig) -> IrPrinting {
        IrPrinting { config, before: Mutex::new(Vec::new()) }
    }

    fn dump(&self, title: &str, failed: bool, event: &PassEvent<'_>) -> String {
        let (ctx, body, op) = (event.ctx, event.body, event.op);
        let info = &event.pass.info;
        let failed = if failed { " Failed" } else { "" };
        let mut out = format!("// -----// IR Dump {title} {}{failed} ({})", info.name, info.argument);
        if !self.config.module_scope {
            out.push_str(" //----- //\n");
            let local = self.config.print.local_scope || body.op_block(op).is_some();
            let config = PrintConfig { local_scope: local, ..self.config.print.clone() };
            // Upstream's top-level printer (not used under a local scope) ends
            // with a newline.
            out.push_str(print_op_tree(ctx, body, op, &config).trim_end_matches('\n'));
            if !local {
                out.push('\n');
            }
        } else {
            out.push_str(&format!(" ('{}' operation", ctx.op_name_str(body.op_name(op))));
            if let Some(name) = strata_ir::symbols::symbol_name(ctx, body, op) {
                out.push_str(&format!(": @{}", String::from_utf8_lossy(name)));
            }
            out.push_str(") //----- //\n");
            let mut top = op;
            while let Some(parent) = body.parent_op(top) {
                top = parent;
            }
            out.push_str(print_op_tree(ctx, body, top, &self.config.print).trim_end_matches('\n'));
            if !self.config.print.local_scope {
                out.push('\n');
            }
        }
        out.push_str("\n\n");
        out
    }

    /// The op as text, to tell whether a pass changed it.
    fn fingerprint(event: &PassEvent<'_>) -> String {
        let config = PrintConfig { generic: true, local_scope: true, debug_info: true, disable_threading: true };
        print_op_tree(event.ctx, event.body, event.op, &config)
    }

    fn stack(&self) -> std::sync::MutexGuard<'_, Vec<Option<String>>> {
        self.before.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl PassInstrumentation for IrPrinting {
    fn allows_threads(&self) -> bool {
        false
    }

    fn before_pass(&self, event: &PassEvent<'_>) -> Option<String> {
        let keep = self.config.after_change && self.config.prints_after(event.pass);
        self.stack().push(keep.then(|| IrPrinting::fingerprint(event)));
        self.config.prints_before(event.pass).then(|| self.dump("Before", false, event))
    }

    fn after_pass(&self, event: &PassEvent<'_>) -> Option<String> {
        let before = self.stack().pop().flatten();
        if !self.config.prints_after(event.pass) || self.config.after_failure {
            return None;
        }
        if before.is_some_and(|b| b == IrPrinting::fingerprint(event)) {
            return None;
        }
        Some(self.dump("After", false, event))
    }

    fn after_pass_failed(&self, event: &PassEvent<'_>) -> Option<String> {
        self.stack().pop();
        self.config.prints_after(event.pass).then(|| self.dump("After", true, event))
    }
}
