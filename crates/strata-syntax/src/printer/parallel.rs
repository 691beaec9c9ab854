//! Printing the ops of the top-level block in batches, on several threads.
//!
//! The top-level ops (functions, typically) are cut into batches of
//! [`PARALLEL_BATCH`]; a fixed pool of workers prints batches into strings
//! and the calling thread appends them to the output in order, streaming
//! as it goes. With threading off, the calling thread prints batches of
//! [`SEQUENTIAL_BATCH`] in order, so it too names one batch's values at a
//! time.
//!
//! Invariants:
//! - the output is byte-identical to a sequential print: aliases are fixed
//!   before printing starts, and so are names, except those inside the
//!   top-level ops in the custom form, which each worker makes for its
//!   batch ([`super::NameState::for_subtrees`]): in the custom form every
//!   top-level op's regions are numbered from the same state, so a batch's
//!   names do not depend on the others;
//! - at most [`LOOKAHEAD_PER_WORKER`] printed batches per worker wait to be
//!   written, so memory does not hold the whole text.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

use strata_ir::{Body, OpId};

use super::{OpPrinter, PrintConfig};

/// Top-level ops per parallel print batch.
pub(super) const PARALLEL_BATCH: usize = 16;

/// Top-level ops per batch on one thread. A batch is named, then printed:
/// a small one is still in the caches for the second walk (`Output` of
/// `mixed-1M --canonicalize --cse`, one thread: 0.24 s with batches of
/// 16, 0.20 s with 2; the output is the same whatever the batch).
const SEQUENTIAL_BATCH: usize = 2;

/// Printed batches allowed to wait for the writer, per worker.
const LOOKAHEAD_PER_WORKER: usize = 4;

/// Will the ops of `root`'s top-level block print in batches? (Then their
/// regions need no names before printing starts: each batch names its own,
/// so the names of a large module are never all held at once, on one
/// thread as on several.)
pub(super) fn top_level_batched(body: &Body, root: OpId) -> bool {
    let block = match body.regions(root) {
        [r] if body.region_blocks(*r).nth(1).is_none() => body.entry_block(*r),
        _ => None,
    };
    let ops: Vec<OpId> = block.map(|b| body.block_ops(b).collect()).unwrap_or_default();
    eligible(body, &ops)
}

/// Many top-level ops, each with regions: worth batching (and spreading
/// over threads).
fn eligible(body: &Body, ops: &[OpId]) -> bool {
    ops.len() >= 2 * PARALLEL_BATCH && ops.iter().all(|&o| !body.regions(o).is_empty())
}

/// Sets `failed` and wakes the writer if a worker unwinds, so the writer
/// never waits for a batch that will not come.
struct PanicGuard<'a> {
    failed: &'a AtomicBool,
    changed: &'a Condvar,
}

impl Drop for PanicGuard<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.failed.store(true, Ordering::SeqCst);
            self.changed.notify_all();
        }
    }
}

/// Prints one batch of top-level ops into a string of its own, naming
/// their regions first when the printer's names stop at the top level.
struct BatchPrinter<'a> {
    ctx: &'a strata_ir::Context,
    body: &'a Body,
    config: &'a PrintConfig,
    names: &'a super::NameState<'a>,
    aliases: &'a super::AliasState,
    dialects: Vec<&'static str>,
    indent: usize,
}

impl BatchPrinter<'_> {
    /// `out` with the text of `ops` appended, and the caches to hand to the
    /// next batch.
    fn print(&self, ops: &[OpId], caches: Option<super::PrintCaches>, out: String) -> (String, super::PrintCaches) {
        let (ctx, body) = (self.ctx, self.body);
        let local;
        let names = if self.names.is_shallow() {
            local = self.names.for_subtrees(ctx, body, ops);
            &local
        } else {
            self.names
        };
        let mut p = OpPrinter::new(ctx, body, self.config, names, self.aliases);
        p.out = out;
        if let Some(c) = caches {
            p.restore_caches(c);
        }
        p.default_dialects = self.dialects.clone();
        p.indent = self.indent;
        p.threads = 1;
        for &op in ops {
            p.print_indented_op(op);
        }
        (std::mem::take(&mut p.out), p.take_caches())
    }
}

impl<'a> OpPrinter<'a> {
    /// Top-level block ops on several threads (see the module doc).
    pub(super) fn parallel_eligible(&self, ops: &[OpId]) -> bool {
        self.threads > 1 && self.collector.is_none() && eligible(self.body, ops)
    }

    /// What printing a batch needs of this printer.
    fn batch_printer(&self) -> BatchPrinter<'a> {
        BatchPrinter {
            ctx: self.ctx,
            body: self.body,
            config: self.config,
            names: self.names,
            aliases: self.aliases,
            dialects: self.default_dialects.clone(),
            indent: self.indent,
        }
    }

    /// Prints `ops`, the ops of the top-level block, batch by batch in
    /// order: on this thread when threading is off, else on the worker
    /// pool.
    pub(super) fn print_ops_in_batches(&mut self, ops: &[OpId]) {
        if self.threads > 1 {
            self.print_ops_parallel(ops);
            return;
        }
        let batch = self.batch_printer();
        let mut caches = None;
        for ops in ops.chunks(SEQUENTIAL_BATCH) {
            // The batch prints into this printer's buffer: no copy.
            let (out, c) = batch.print(ops, caches.take(), std::mem::take(&mut self.out));
            (self.out, caches) = (out, Some(c));
            self.flush_if_large();
        }
    }

    fn print_ops_parallel(&mut self, ops: &[OpId]) {
        struct Shared {
            texts: Vec<Option<String>>,
            written: usize,
        }
        let batches: Vec<&[OpId]> = ops.chunks(PARALLEL_BATCH).collect();
        let n = batches.len();
        let workers = self.threads.clamp(1, n.max(1));
        let window = workers * LOOKAHEAD_PER_WORKER;
        let shared = Mutex::new(Shared { texts: (0..n).map(|_| None).collect(), written: 0 });
        let changed = Condvar::new();
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
        let batch = self.batch_printer();
        let batch = &batch;

        std::thread::scope(|scope| {
            for _ in 0..workers {
                strata_ir::spawn_worker(scope, || {
                    let _guard = PanicGuard { failed: &failed, changed: &changed };
                    let mut caches = None;
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= n {
                            break;
                        }
                        {
                            let mut sh = lock();
                            while i >= sh.written + window && !failed.load(Ordering::SeqCst) {
                                sh = changed.wait(sh).unwrap_or_else(|e| e.into_inner());
                            }
                        }
                        if failed.load(Ordering::SeqCst) {
                            break;
                        }
                        let (text, c) = batch.print(batches[i], caches.take(), String::new());
                        caches = Some(c);
                        lock().texts[i] = Some(text);
                        changed.notify_all();
                    }
                });
            }
            // This thread writes, in order, as batches arrive.
            for i in 0..n {
                let text = {
                    let mut sh = lock();
                    loop {
                        if let Some(t) = sh.texts[i].take() {
                            break Some(t);
                        }
                        if failed.load(Ordering::SeqCst) {
                            break None;
                        }
                        sh = changed.wait(sh).unwrap_or_else(|e| e.into_inner());
                    }
                };
                // A worker panicked: the scope re-raises its panic.
                let Some(text) = text else { break };
                self.out.push_str(&text);
                self.flush_if_large();
                lock().written = i + 1;
                changed.notify_all();
            }
        });
    }
}
