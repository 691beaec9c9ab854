//! Running one job on the regions of many IsolatedFromAbove ops on worker
//! threads: [`run_on_lent_regions`].
//!
//! Each op's regions are lent to an arena of their own
//! ([`Body::lend_regions`]), handed to a worker, worked on there and
//! returned ([`Body::return_regions`]). Only a few ops are out per worker at
//! a time (two of them, or more while they hold few ops), so memory stays
//! that of the tree. The greedy driver (on a
//! module's functions) and the pass manager (a nested pipeline on sibling
//! ops) both run through this one pool.
//!
//! Every lent body is linked to an [`EnclosingView`] of what encloses its
//! op (one view per parent, built before lending), so symbol lookups and
//! parent checks on a worker see above the shell.
//!
//! Invariants: every lent region is back in the tree when the call returns,
//! whatever happened (a worker's panic is caught, the regions returned, and
//! the panic resumed on the caller's thread); results come back in the
//! order of the ops given, whatever order the workers finished in; when an
//! op's regions cannot be lent (they are not closed), no further op is
//! lent, and the caller learns which ops were done.

use std::collections::VecDeque;
use std::sync::{mpsc, Condvar, Mutex};

use std::sync::Arc;

use crate::enclosing::{Enclosing, EnclosingView};
use crate::{Body, Context, FxHashMap, LentRegions, OpId};

/// Jobs lent out per worker at a time, at least: enough to keep workers
/// busy while the caller's thread lends and returns, few enough to keep
/// memory flat.
const IN_FLIGHT_PER_WORKER: usize = 2;

/// More jobs go out while those in flight hold fewer ops than this per
/// worker (up to [`MAX_IN_FLIGHT_PER_WORKER`]): with small functions, two
/// jobs a worker would have the workers and the caller's thread wait for
/// each other (a wake-up per function), at no gain in memory.
const OPS_IN_FLIGHT_PER_WORKER: usize = 2048;
const MAX_IN_FLIGHT_PER_WORKER: usize = 64;

/// How [`run_on_lent_regions`] ended.
pub enum LentRun<R> {
    /// The job ran on every op; its results in op order.
    Done(Vec<R>),
    /// No worker thread could be started; nothing was done.
    Unavailable,
    /// Some op's regions could not be lent; the results of the ops that
    /// ran (by op index), every lent region back in place.
    LendFailed(Vec<Option<R>>),
}

/// Runs `job(index, lent_body, shell)` on the regions of each op of `ops` on up to
/// `threads` workers (see the module doc).
pub fn run_on_lent_regions<R, F>(ctx: &Context, body: &mut Body, ops: &[OpId], threads: usize, job: F) -> LentRun<R>
where
    R: Send,
    F: Fn(usize, &mut Body, OpId) -> R + Sync,
{
    let views = enclosing_views(ctx, body, ops);
    let queue = Queue::new();
    let (done_tx, done_rx) = mpsc::channel::<Done<R>>();
    let mut results: Vec<Option<R>> = ops.iter().map(|_| None).collect();
    let mut panic = None;
    let mut lend_failed = false;
    let mut workers = 0;
    std::thread::scope(|scope| {
        for _ in 0..threads.min(ops.len()) {
            let (queue, done_tx, job) = (&queue, done_tx.clone(), &job);
            let spawned = std::thread::Builder::new().stack_size(crate::WORKER_STACK).spawn_scoped(scope, move || {
                while let Some((i, mut lent)) = queue.pop() {
                    let shell = lent.shell;
                    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(i, &mut lent.body, shell)));
                    if done_tx.send((i, lent, run)).is_err() {
                        return;
                    }
                }
            });
            workers += usize::from(spawned.is_ok());
        }
        drop(done_tx);
        let (min_window, max_window) = (workers * IN_FLIGHT_PER_WORKER, workers * MAX_IN_FLIGHT_PER_WORKER);
        let ops_window = workers * OPS_IN_FLIGHT_PER_WORKER;
        let (mut next, mut in_flight, mut ops_in_flight) = (0, 0, 0);
        // The ops each job took out, by op index.
        let mut job_ops = vec![0; ops.len()];
        loop {
            while !lend_failed
                && panic.is_none()
                && next < ops.len()
                && in_flight < max_window
                && (in_flight < min_window || ops_in_flight < ops_window)
            {
                match body.lend_regions(ops[next]) {
                    Some(mut lent) => {
                        job_ops[next] = lent.body.num_ops();
                        ops_in_flight += job_ops[next];
                        let view = body.parent_op(ops[next]).and_then(|p| views.get(&p));
                        if let Some(view) = view {
                            lent.body.set_enclosing(Enclosing::new(Arc::clone(view), lent.shell, ops[next]));
                        }
                        queue.push((next, lent));
                        in_flight += 1;
                        next += 1;
                    }
                    None => lend_failed = true,
                }
            }
            if in_flight == 0 {
                break;
            }
            // Workers catch panics and always send their job back.
            let Ok((i, lent, run)) = done_rx.recv() else { break };
            in_flight -= 1;
            ops_in_flight -= job_ops[i];
            body.return_regions(ops[i], lent);
            match run {
                Ok(r) => results[i] = Some(r),
                Err(p) => panic = Some(p),
            }
        }
        queue.close();
    });
    if let Some(p) = panic {
        std::panic::resume_unwind(p);
    }
    if workers == 0 {
        return LentRun::Unavailable;
    }
    if lend_failed || results.iter().any(Option::is_none) {
        return LentRun::LendFailed(results);
    }
    LentRun::Done(results.into_iter().flatten().collect())
}

/// One view per distinct parent of `ops`, built before anything is lent.
fn enclosing_views(ctx: &Context, body: &Body, ops: &[OpId]) -> FxHashMap<OpId, Arc<EnclosingView>> {
    let mut views = FxHashMap::default();
    for &op in ops {
        if let Some(parent) = body.parent_op(op) {
            views.entry(parent).or_insert_with(|| Arc::new(EnclosingView::of(ctx, body, parent)));
        }
    }
    views
}

/// An op's regions, lent out, with the op's index.
type Job = (usize, LentRegions);
/// An op's regions coming back, with the job's result (or its panic).
type Done<R> = (usize, LentRegions, std::thread::Result<R>);

/// Jobs waiting for a worker (`None` once no more will come), and how
/// many workers wait for one: a push wakes a worker only if one sleeps (a
/// wake-up is a system call, paid per job otherwise).
struct Queue {
    jobs: Mutex<(Option<VecDeque<Job>>, usize)>,
    ready: Condvar,
}

impl Queue {
    fn new() -> Queue {
        Queue { jobs: Mutex::new((Some(VecDeque::new()), 0)), ready: Condvar::new() }
    }
    fn push(&self, job: Job) {
        let mut guard = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(q) = guard.0.as_mut() {
            q.push_back(job);
        }
        let waiting = guard.1 > 0;
        drop(guard);
        if waiting {
            self.ready.notify_one();
        }
    }
    fn close(&self) {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner()).0 = None;
        self.ready.notify_all();
    }
    fn pop(&self) -> Option<Job> {
        let mut guard = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            match guard.0.as_mut() {
                None => return None,
                Some(q) => {
                    if let Some(job) = q.pop_front() {
                        return Some(job);
                    }
                }
            }
            guard.1 += 1;
            guard = self.ready.wait(guard).unwrap_or_else(|e| e.into_inner());
            guard.1 -= 1;
        }
    }
}
