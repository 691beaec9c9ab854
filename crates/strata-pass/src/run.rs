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
use strata_ir::verifier::{verify_all_but, verify_all_noting_symbol_uses, VerifyConfig};
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
    /// A verification after a pass noted a failing symbol use that only a
    /// symbol table above the op run on reports
    /// (`verify_all_noting_symbol_uses`): read by fused passes.
    pub symbol_use_failed: bool,
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
            fuse: !config.trace && instrumentations.is_empty(),
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
    /// May adjacent passes that split over the same children run as one
    /// nested pipeline (`run_fused`)? Not with a rewrite trace or
    /// instrumentation, which must see each pass on the whole op.
    fuse: bool,
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
        let steps = plan(entries);
        let mut k = 0;
        while k < steps.len() {
            match &steps[k] {
                Step::Pass(pass, _) => {
                    if let Some((n, children)) = self.fusable(body, op, &steps[k..]) {
                        if !self.run_fused(body, op, (k, &steps[k..k + n]), &children, timer, out) {
                            return false;
                        }
                        k += n;
                        continue;
                    }
                    let t = timer.child(k, || pass.info.name.to_string());
                    if !self.run_pass(body, op, pass, t, out) {
                        return false;
                    }
                }
                Step::Adaptor(groups) => {
                    let title = if groups.len() > 1 { collection_title(groups) } else { groups[0].title() };
                    let t = timer.child(k, || title);
                    let start = Instant::now();
                    let ok = self.run_adaptor(body, op, groups, t, out);
                    t.wall += start.elapsed();
                    if !ok {
                        return false;
                    }
                }
            }
            k += 1;
        }
        true
    }

    /// The passes at the start of `steps` (at least two, all passes) that
    /// split over the same children of `op`, and those children.
    fn fusable(&self, body: &Body, op: OpId, steps: &[Step<'_>]) -> Option<(usize, Vec<OpId>)> {
        if !self.fuse {
            return None;
        }
        let split = |step: &Step<'_>| match step {
            Step::Pass(pass, _) => pass.pass.split_children(self.ctx, body, op),
            Step::Adaptor(_) => None,
        };
        let children = split(steps.first()?)?;
        let n = 1 + steps[1..].iter().take_while(|&s| split(s).as_ref() == Some(&children)).count();
        (n >= 2).then_some((n, children))
    }

    /// Runs adjacent passes that split over the same `children` of `op`
    /// (`fused.0` is the first one's step index, `fused.1` the steps) as a
    /// nested pipeline would: all of them on one child, verifying it after
    /// each, then the next child (on worker threads when allowed). Then
    /// what the children's verifications did not cover is verified
    /// (`verify_all_but`), so `op` is verified whole, as after the last pass
    /// of an unfused run. Each pass's timer gets its runs' time.
    fn run_fused(
        &self,
        body: &mut Body,
        op: OpId,
        fused: (usize, &[Step<'_>]),
        children: &[OpId],
        timer: &mut Timer,
        out: &mut RunOutcome,
    ) -> bool {
        let (first, steps) = fused;
        let passes: Vec<(&PassInstance, &PassEntry)> = steps
            .iter()
            .map(|s| match s {
                Step::Pass(pass, entry) => (*pass, *entry),
                Step::Adaptor(_) => unreachable!("only passes are fused"),
            })
            .collect();
        let groups = [Group { anchor: "any", entries: passes.iter().map(|&(_, e)| e).collect() }];
        let work: Vec<(OpId, usize)> = children.iter().map(|&c| (c, 0)).collect();
        let mut results: Vec<Option<(RunOutcome, Timer)>> = work.iter().map(|_| None).collect();
        let start = Instant::now();
        Executor { fuse: false, ..*self }.run_work(body, &work, &groups, &mut results);
        let elapsed = start.elapsed();
        let (mut ok, mut symbol_use_failed) = (true, false);
        let mut pass_timers: Vec<Timer> = passes.iter().map(|(pass, _)| Timer::new(pass.info.name)).collect();
        for (child_out, child_timer) in results.into_iter().flatten() {
            ok &= !child_out.failed;
            symbol_use_failed |= child_out.symbol_use_failed;
            out.absorb(child_out);
            for (t, run) in pass_timers.iter_mut().zip(child_timer.children) {
                t.merge(run);
            }
        }
        if self.parallel {
            // Runs on several threads overlap: each pass gets the share of
            // the elapsed time that its work took.
            let work: f64 = pass_timers.iter().map(|t| t.user.as_secs_f64()).sum();
            for t in &mut pass_timers {
                t.wall = if work > 0.0 {
                    elapsed.mul_f64(t.user.as_secs_f64() / work)
                } else {
                    elapsed / steps.len() as u32
                };
            }
        }
        if ok && self.config.verify_each {
            // Each child was verified after each pass that changed it, while
            // its ops were still in the caches: what is left is `op` itself,
            // its other ops and the symbol uses across children.
            let start = Instant::now();
            let verify = &self.config.verify;
            if let Err(errors) = verify_all_but(self.ctx, body, op, verify, children, symbol_use_failed) {
                let first_new = out.diagnostics.len();
                out.diagnostics.extend(errors);
                self.settle_diagnostics(body, &mut out.diagnostics[first_new..]);
                ok = false;
            }
            pass_timers.last_mut().expect("fused passes").add(start.elapsed());
        }
        for (i, t) in pass_timers.into_iter().enumerate() {
            timer.child(first + i, String::new).merge(t);
        }
        ok
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
            report: String::new(),
            config: self.config,
        };
        let mut ok = pass.pass.run(&mut run, body, op).is_ok();
        let preserved_all = run.preserved_all;
        let report = std::mem::take(&mut run.report);
        if !report.is_empty() {
            out.log.push((out.diagnostics.len(), report));
        }
        out.trace.push_str(&trace);
        if ok && self.config.verify_each && !preserved_all {
            match verify_all_noting_symbol_uses(self.ctx, body, op, &self.config.verify) {
                Ok(symbol_use_failed) => out.symbol_use_failed |= symbol_use_failed,
                Err(errors) => {
                    out.diagnostics.extend(errors);
                    ok = false;
                }
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
        self.run_work(body, &work, groups, &mut results);
        let mut ok = true;
        for (i, result) in results.into_iter().enumerate() {
            let Some((child_out, child_timer)) = result else { continue };
            ok &= !child_out.failed;
            out.absorb(child_out);
            let g = work[i].1;
            let mut child_timer = child_timer;
            let t = if groups.len() > 1 {
                timer.child(g, || groups[g].title())
            } else {
                // The adaptor's own timer, whose wall time is what the
                // adaptor took: the children's runs add work, not time.
                child_timer.wall = std::time::Duration::ZERO;
                &mut *timer
            };
            t.merge(child_timer);
        }
        ok
    }

    /// Runs on each `(child, group)` of `work` whose result is still
    /// missing its group's pipeline: on worker threads (the children's
    /// regions lent) when allowed and there are several, else here.
    fn run_work(
        &self,
        body: &mut Body,
        work: &[(OpId, usize)],
        groups: &[Group<'_>],
        results: &mut [Option<(RunOutcome, Timer)>],
    ) {
        let pending: Vec<usize> = (0..work.len()).filter(|&i| results[i].is_none()).collect();
        if self.parallel && pending.len() >= 2 {
            let ops: Vec<OpId> = pending.iter().map(|&i| work[i].0).collect();
            let worker = Executor { parallel: false, pass_threads: 1, ..*self };
            let run = run_on_lent_regions(self.ctx, body, &ops, self.pass_threads, |k, lent, shell| {
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
        // Children run here one after another, each verified on its own:
        // the symbol tables enclosing them keep their lookup index from one
        // verification to the next (a pass on a child does not change them).
        let _retain = (results.iter().any(Option::is_none))
            .then(|| work.first().and_then(|&(c, _)| body.parent_op(c)))
            .flatten()
            .map(|parent| strata_ir::symbols::retain_enclosing_tables(self.ctx, body, parent));
        for i in 0..work.len() {
            if results[i].is_none() {
                let (child, g) = work[i];
                results[i] = Some(self.run_child(body, child, &groups[g]));
            }
        }
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
