//! Running an [`OpPassManager`] on an op: passes in order, nested managers
//! on the matching direct children (upstream's `OpToOpPassAdaptor`),
//! verification after each pass, instrumentation, timing, and sibling
//! children on worker threads.
//!
//! Semantics, as upstream: a pass that fails (or leaves IR that does not
//! verify, with `verify_each`) stops its manager; an adaptor runs its
//! pipeline on every matching child, even after one failed, and fails if
//! any did. A child matches the group of its op name, else an `any` group
//! if it is registered and IsolatedFromAbove; a child matched by name must
//! be registered and IsolatedFromAbove (upstream's errors otherwise).
//!
//! Threads: with more than one thread allowed, no `--debug-rewrites` trace
//! and no instrumentation that needs pipeline order, the children of an
//! adaptor are lent to worker threads ([`strata_ir::run_on_lent_regions`])
//! and their results (diagnostics, IR dumps, timers) are merged in child
//! order, so the outcome is the one-thread run's. A worker verifies after
//! each pass as the calling thread would: verifiers that look above the
//! lent op (symbol lookups such as `func.call`'s, parent checks) see the
//! enclosing ops through the lent body's [`strata_ir::enclosing`] view.
//!
//! Invariants: the diagnostics of a pass carry the "see current operation"
//! note (when asked) as soon as the pass returns, and no op id; recursion
//! follows the nesting of managers that actually run, which the IR's
//! nesting of IsolatedFromAbove ops bounds.

use std::time::Instant;

use strata_ir::op_checks::op_error;
use strata_ir::verifier::{verify_all, VerifyConfig};
use strata_ir::{run_on_lent_regions, Body, Context, Diagnostic, LentRun, OpId, Traits};

use crate::instrumentation::{PassEvent, PassInstrumentation};
use crate::manager::{OpPassManager, PassEntry};
use crate::plan::{collection_title, plan, Group, Step};
use crate::registry::{PassInstance, PassRun};
use crate::timing::Timer;

/// How a pipeline runs.
#[derive(Clone, Debug, Default)]
pub struct RunConfig {
    /// Verify after each pass (`--verify-each`).
    pub verify_each: bool,
    pub verify: VerifyConfig,
    /// Collect a trace of every rewrite (`--debug-rewrites`).
    pub trace: bool,
    /// Threads the run may use (1 under `--mlir-disable-threading`; 0 is 1).
    pub threads: usize,
    /// Add upstream's "see current operation" note to pass diagnostics
    /// (off under `--verify-diagnostics`, as upstream).
    pub attach_current_op: bool,
    /// Time every pass and pipeline (`--mlir-timing`).
    pub timing: bool,
}

/// What a run produced besides the IR.
#[derive(Debug, Default)]
pub struct RunOutcome {
    pub diagnostics: Vec<Diagnostic>,
    pub failed: bool,
    pub trace: String,
    /// Instrumentation output, each piece with the number of diagnostics
    /// reported before it (so stderr keeps upstream's order).
    pub log: Vec<(usize, String)>,
    /// The timers, shaped like the pipeline (with `timing`).
    pub timing: Option<Timer>,
}

impl RunOutcome {
    /// Appends a child run's outcome.
    fn absorb(&mut self, child: RunOutcome) {
        let base = self.diagnostics.len();
        self.log.extend(child.log.into_iter().map(|(n, text)| (n + base, text)));
        self.diagnostics.extend(child.diagnostics);
        self.trace.push_str(&child.trace);
        self.failed |= child.failed;
    }
}

impl OpPassManager {
    /// Runs the pipeline on `root`.
    pub fn run(&self, ctx: &Context, body: &mut Body, root: OpId, config: &RunConfig) -> RunOutcome {
        self.run_instrumented(ctx, body, root, config, &[])
    }

    /// Runs the pipeline on `root` with instrumentation.
    pub fn run_instrumented(
        &self,
        ctx: &Context,
        body: &mut Body,
        root: OpId,
        config: &RunConfig,
        instrumentations: &[&dyn PassInstrumentation],
    ) -> RunOutcome {
        let mut outcome = RunOutcome::default();
        let name = ctx.op_name_str(body.op_name(root));
        if self.anchor != "any" && name != self.anchor {
            let msg = format!("can't run '{}' pass manager on '{name}' op", self.anchor);
            outcome.diagnostics.push(Diagnostic::error(body.op_loc(root), msg));
            outcome.failed = true;
            return outcome;
        }
        let threads = config.threads.max(1);
        let exec = Executor {
            ctx,
            config,
            instrumentations,
            parallel: threads > 1 && !config.trace && instrumentations.iter().all(|i| i.allows_threads()),
            pass_threads: threads,
        };
        let entries: Vec<&PassEntry> = self.entries.iter().collect();
        let mut timer = Timer::new("root");
        let start = Instant::now();
        outcome.failed = !exec.run_entries(body, root, &entries, &mut timer, &mut outcome);
        if config.timing {
            timer.wall = start.elapsed();
            timer.settle_user_times();
            outcome.timing = Some(timer);
        }
        outcome
    }
}

/// What a run needs besides the IR and the pipeline.
#[derive(Clone, Copy)]
struct Executor<'a> {
    ctx: &'a Context,
    config: &'a RunConfig,
    instrumentations: &'a [&'a dyn PassInstrumentation],
    /// May adaptors lend children to worker threads?
    parallel: bool,
    /// Threads each pass may use itself.
    pass_threads: usize,
}

impl Executor<'_> {
    /// Runs `entries` on `op`, step by step; false when one failed.
    fn run_entries(
        &self,
        body: &mut Body,
        op: OpId,
        entries: &[&PassEntry],
        timer: &mut Timer,
        out: &mut RunOutcome,
    ) -> bool {
        for (k, step) in plan(entries).into_iter().enumerate() {
            match step {
                Step::Pass(pass) => {
                    let t = timer.child(k, || pass.info.name.to_string());
                    if !self.run_pass(body, op, pass, t, out) {
                        return false;
                    }
                }
                Step::Adaptor(groups) => {
                    let title = if groups.len() > 1 { collection_title(&groups) } else { groups[0].title() };
                    let t = timer.child(k, || title);
                    let start = Instant::now();
                    let ok = self.run_adaptor(body, op, &groups, t, out);
                    t.wall += start.elapsed();
                    if !ok {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Runs one pass on `op`, then verifies; false on failure.
    fn run_pass(
        &self,
        body: &mut Body,
        op: OpId,
        pass: &PassInstance,
        timer: &mut Timer,
        out: &mut RunOutcome,
    ) -> bool {
        self.instrument(out, |i| i.before_pass(&PassEvent { ctx: self.ctx, body, op, pass }));
        let first = out.diagnostics.len();
        let mut trace = String::new();
        let start = Instant::now();
        let mut run = PassRun {
            ctx: self.ctx,
            diagnostics: &mut out.diagnostics,
            trace: if self.config.trace { Some(&mut trace) } else { None },
            threads: self.pass_threads,
            preserved_all: false,
        };
        let mut ok = pass.pass.run(&mut run, body, op).is_ok();
        let preserved_all = run.preserved_all;
        out.trace.push_str(&trace);
        if ok && self.config.verify_each && !preserved_all {
            if let Err(errors) = verify_all(self.ctx, body, op, &self.config.verify) {
                out.diagnostics.extend(errors);
                ok = false;
            }
        }
        // As upstream's `OpToOpPassAdaptor::run`, which verifies before
        // `runAfterPass` stops the pass's timer: a pass's time includes the
        // verification after it, so phases compare one to one.
        timer.add(start.elapsed());
        self.settle_diagnostics(body, &mut out.diagnostics[first..]);
        let event = PassEvent { ctx: self.ctx, body, op, pass };
        if ok {
            self.instrument(out, |i| i.after_pass(&event));
        } else {
            self.instrument(out, |i| i.after_pass_failed(&event));
        }
        ok
    }

    fn instrument(&self, out: &mut RunOutcome, hook: impl Fn(&dyn PassInstrumentation) -> Option<String>) {
        for &i in self.instrumentations {
            if let Some(text) = hook(i) {
                out.log.push((out.diagnostics.len(), text));
            }
        }
    }

    /// Adds the "see current operation" note while the op still exists, and
    /// drops the op id (it means nothing once lent regions are returned).
    fn settle_diagnostics(&self, body: &Body, diagnostics: &mut [Diagnostic]) {
        for d in diagnostics {
            if self.config.attach_current_op {
                *d = attach_current_op(self.ctx, body, std::mem::replace(d, Diagnostic::error(d.loc, "")));
            }
            d.op = None;
        }
    }

    /// Runs each group on the children of `op` it matches; false when a
    /// child's run failed (after all ran).
    fn run_adaptor(
        &self,
        body: &mut Body,
        op: OpId,
        groups: &[Group<'_>],
        timer: &mut Timer,
        out: &mut RunOutcome,
    ) -> bool {
        let ctx = self.ctx;
        let mut work: Vec<(OpId, usize)> = Vec::new();
        for &region in body.regions(op) {
            for block in body.region_blocks(region) {
                for child in body.block_ops(block) {
                    let name = ctx.op_name_str(body.op_name(child));
                    let group = groups.iter().position(|g| g.anchor == name).or_else(|| {
                        let schedulable = is_isolated(ctx, body, child);
                        groups.iter().position(|g| g.anchor == "any" && schedulable)
                    });
                    if let Some(g) = group {
                        work.push((child, g));
                    }
                }
            }
        }
        let mut results: Vec<Option<(RunOutcome, Timer)>> = work.iter().map(|_| None).collect();
        // Children a pass may not be scheduled on fail without running.
        for (i, &(child, g)) in work.iter().enumerate() {
            if groups[g].entries.is_empty() {
                results[i] = Some((RunOutcome::default(), Timer::default()));
                continue;
            }
            let why = if ctx.op_info(body.op_name(child)).is_none() {
                "trying to schedule a pass on an unregistered operation"
            } else if !is_isolated(ctx, body, child) {
                "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"
            } else {
                continue;
            };
            let d = op_error(ctx, body, child, why);
            let mut failed = RunOutcome { failed: true, ..RunOutcome::default() };
            failed.diagnostics.push(d);
            self.settle_diagnostics(body, &mut failed.diagnostics);
            results[i] = Some((failed, Timer::default()));
        }
        let pending: Vec<usize> = (0..work.len()).filter(|&i| results[i].is_none()).collect();
        if self.parallel && pending.len() >= 2 {
            let ops: Vec<OpId> = pending.iter().map(|&i| work[i].0).collect();
            let worker = Executor { parallel: false, pass_threads: 1, ..*self };
            let run = run_on_lent_regions(ctx, body, &ops, self.pass_threads, |k, lent, shell| {
                worker.run_child(lent, shell, &groups[work[pending[k]].1])
            });
            let done: Vec<Option<(RunOutcome, Timer)>> = match run {
                LentRun::Done(done) => done.into_iter().map(Some).collect(),
                LentRun::LendFailed(done) => done,
                LentRun::Unavailable => Vec::new(),
            };
            for (k, result) in done.into_iter().enumerate() {
                let Some(outcome) = result else { continue };
                results[pending[k]] = Some(outcome);
            }
        }
        for i in 0..work.len() {
            if results[i].is_none() {
                let (child, g) = work[i];
                results[i] = Some(self.run_child(body, child, &groups[g]));
            }
        }
        let mut ok = true;
        for (i, result) in results.into_iter().enumerate() {
            let Some((child_out, child_timer)) = result else { continue };
            ok &= !child_out.failed;
            out.absorb(child_out);
            let g = work[i].1;
            let t = if groups.len() > 1 { timer.child(g, || groups[g].title()) } else { &mut *timer };
            t.merge(child_timer);
        }
        ok
    }

    /// Runs a group's pipeline on one child.
    fn run_child(&self, body: &mut Body, child: OpId, group: &Group<'_>) -> (RunOutcome, Timer) {
        let mut out = RunOutcome::default();
        let mut timer = Timer::default();
        let start = Instant::now();
        out.failed = !self.run_entries(body, child, &group.entries, &mut timer, &mut out);
        timer.wall = start.elapsed();
        timer.user = timer.wall;
        (out, timer)
    }
}

fn is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

/// Adds upstream's "see current operation" note to `d` when it names an op
/// of `body`: the op in generic form, before the other notes.
pub fn attach_current_op(ctx: &Context, body: &Body, d: Diagnostic) -> Diagnostic {
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
