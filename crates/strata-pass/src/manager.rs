//! [`OpPassManager`]: a list of passes and nested managers anchored on an
//! op name (upstream's `OpPassManager`), and running it.
//!
//! Invariants: a manager runs only on ops named by its anchor (`any`
//! matches every op); a nested manager runs on the direct children of the
//! op its parent runs on, in IR order, and only on IsolatedFromAbove ops;
//! with `verify_each`, the op a pass ran on is verified right after it;
//! the first failure stops the run. Running walks nested managers with an
//! explicit stack, never by recursion over the IR.

use strata_ir::verifier::{verify_all, VerifyConfig};
use strata_ir::{Body, Context, Diagnostic, OpId, Traits};

use crate::registry::{Pass, PassRun};

/// One element of a pipeline.
pub enum PassEntry {
    Pass(Box<dyn Pass>),
    Nested(OpPassManager),
}

/// Passes anchored on one op name.
pub struct OpPassManager {
    /// An op name, or `any`.
    pub anchor: String,
    pub entries: Vec<PassEntry>,
}

/// How a pipeline runs.
#[derive(Clone, Debug, Default)]
pub struct RunConfig {
    /// Verify after each pass (`--verify-each`).
    pub verify_each: bool,
    pub verify: VerifyConfig,
    /// Collect a trace of every rewrite (`--debug-rewrites`).
    pub trace: bool,
    /// Threads a pass may use (1 under `--mlir-disable-threading`; 0 is 1).
    pub threads: usize,
}

/// What a run produced besides the IR.
#[derive(Debug, Default)]
pub struct RunOutcome {
    pub diagnostics: Vec<Diagnostic>,
    pub failed: bool,
    pub trace: String,
}

impl OpPassManager {
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager { anchor: anchor.to_string(), entries: Vec::new() }
    }

    pub fn add(&mut self, pass: Box<dyn Pass>) {
        self.entries.push(PassEntry::Pass(pass));
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn matches(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        self.anchor == "any" || ctx.op_name_str(body.op_name(op)) == self.anchor
    }

    /// Runs the pipeline on `root`.
    pub fn run(&self, ctx: &Context, body: &mut Body, root: OpId, config: &RunConfig) -> RunOutcome {
        let mut outcome = RunOutcome::default();
        if !self.matches(ctx, body, root) {
            let msg =
                format!("can't run '{}' pass manager on '{}' op", self.anchor, ctx.op_name_str(body.op_name(root)));
            outcome.diagnostics.push(Diagnostic::error(body.op_loc(root), msg));
            outcome.failed = true;
            return outcome;
        }
        let mut stack = vec![Frame { pm: self, op: root, next: 0, nested: None, children: Vec::new() }];
        while let Some(top) = stack.last_mut() {
            if let Some(nested) = top.nested {
                // Each child runs the whole nested pipeline before the next
                // starts, as upstream does without threads.
                if let Some(child) = top.children.pop() {
                    stack.push(Frame { pm: nested, op: child, next: 0, nested: None, children: Vec::new() });
                    continue;
                }
                top.nested = None;
            }
            let Some(entry) = top.pm.entries.get(top.next) else {
                stack.pop();
                continue;
            };
            top.next += 1;
            let op = top.op;
            match entry {
                PassEntry::Pass(pass) => {
                    if !run_pass(ctx, body, op, pass.as_ref(), config, &mut outcome) {
                        outcome.failed = true;
                        return outcome;
                    }
                }
                PassEntry::Nested(nested) => {
                    let mut children = children_matching(ctx, body, op, nested);
                    if let Some(&bad) = children.iter().find(|&&c| !is_isolated(ctx, body, c)) {
                        let msg = "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'";
                        outcome.diagnostics.push(Diagnostic::error(body.op_loc(bad), msg));
                        outcome.failed = true;
                        return outcome;
                    }
                    children.reverse();
                    top.children = children;
                    top.nested = Some(nested);
                }
            }
        }
        outcome
    }
}

impl Drop for OpPassManager {
    /// Dropped with a work stack: a pipeline may nest deeper than the
    /// native stack allows recursive drops.
    fn drop(&mut self) {
        let mut stack = std::mem::take(&mut self.entries);
        while let Some(entry) = stack.pop() {
            if let PassEntry::Nested(mut nested) = entry {
                stack.append(&mut nested.entries);
            }
        }
    }
}

/// A manager running on one op: its next entry, and the children still to
/// visit for the nested manager being run (in reverse order).
struct Frame<'p> {
    pm: &'p OpPassManager,
    op: OpId,
    next: usize,
    nested: Option<&'p OpPassManager>,
    children: Vec<OpId>,
}

fn is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

/// The direct children of `op` (ops in its regions' blocks) that `pm` runs on.
fn children_matching(ctx: &Context, body: &Body, op: OpId, pm: &OpPassManager) -> Vec<OpId> {
    let mut out = Vec::new();
    for &region in body.regions(op) {
        for block in body.region_blocks(region) {
            out.extend(body.block_ops(block).filter(|&c| pm.matches(ctx, body, c)));
        }
    }
    out
}

/// Runs one pass on `op`, then verifies; false on failure.
fn run_pass(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    pass: &dyn Pass,
    config: &RunConfig,
    outcome: &mut RunOutcome,
) -> bool {
    let mut trace = String::new();
    let mut run = PassRun {
        ctx,
        diagnostics: &mut outcome.diagnostics,
        trace: if config.trace { Some(&mut trace) } else { None },
        threads: config.threads.max(1),
    };
    let result = pass.run(&mut run, body, op);
    outcome.trace.push_str(&trace);
    if result.is_err() {
        return false;
    }
    if config.verify_each {
        if let Err(errors) = verify_all(ctx, body, op, &config.verify) {
            outcome.diagnostics.extend(errors);
            return false;
        }
    }
    true
}
