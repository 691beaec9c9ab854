//! Parallel parsing of isolated regions (function bodies).
//!
//! The top-level parse *defers* the region of an `IsolatedFromAbove` op
//! (typically a `func.func` body): it finds the region's closing brace with
//! a cheap byte scan, leaves an empty region in its place, hands the region
//! to a pool of workers and goes on. Workers parse deferred regions, each
//! into its own `Body`, while the top level is still being read; parsed
//! regions move into the main arena in file order
//! ([`Body::absorb_region`]): by the top-level parser between its own
//! steps, and once it is done, by whichever thread finds the next ones
//! ready (the top-level thread then works as one more worker).
//!
//! Invariants:
//! - the result is exactly what a sequential parse gives. A deferred region
//!   cannot see or shadow outer SSA names: it is an isolated name scope, or
//!   (generic form) the enclosing scope has no names yet. Workers see the
//!   aliases defined before the first deferred region; a type or attribute
//!   alias defined later spoils the attempt, and a trailing `loc(#alias)`
//!   whose alias is not defined yet is resolved at the end, as the
//!   sequential parser does. Anything unusual (any error in any region, a
//!   brace scan that disagrees with the parser, a spoiled attempt) abandons
//!   the parallel attempt and the file is parsed again sequentially, so
//!   diagnostics are always the sequential parser's;
//! - symbol tables (`builtin.module`) and single-block ops are never
//!   deferred: the former hold the functions worth spreading, the latter
//!   get implicit blocks and terminators right after their regions parse;
//! - at most a few parsed regions per worker wait for their merge, so peak
//!   memory stays that of the sequential parse plus a few functions.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};

use strata_ir::{Body, Context, Diagnostic, RegionId, Traits};

use super::ops::{ArgDef, IsolatedScope, LocTarget};
use super::top::{ParseConfig, ParsedModule};
use super::{Aliases, PResult, Parser};
use crate::lexer::TokenKind;
use crate::source::SourceFile;

/// Parsed regions allowed to wait for their merge, per worker.
const LOOKAHEAD_PER_WORKER: usize = 4;

/// One region left for later: `{` at `open`, its `}` ending at `end`.
pub(crate) struct DeferredRegion<'a> {
    open: usize,
    end: usize,
    entry_args: Vec<ArgDef<'a>>,
    isolated: bool,
    /// The parser's nesting depth and default dialects at the region.
    depth: usize,
    default_dialects: Vec<&'static str>,
}

/// A trailing `loc(#alias)` to resolve once the whole file is read.
type LateLoc = (LocTarget, Box<[u8]>, usize);

/// A parsed region, waiting for its merge.
struct Parsed {
    body: Body,
    region: RegionId,
    late_locs: Vec<LateLoc>,
}

/// The deferral state of a top-level parse.
pub(crate) struct Deferral<'a> {
    pool: &'a JobPool<'a>,
    count: usize,
    /// Set when the deferred regions cannot be parsed independently.
    spoiled: bool,
}

/// Deferred regions, their results and the merge position.
struct PoolState<'a> {
    jobs: Vec<Option<DeferredRegion<'a>>>,
    /// The empty region of the main arena each job fills.
    targets: Vec<RegionId>,
    results: Vec<Option<Parsed>>,
    /// Next job to hand out.
    next: usize,
    /// The top level is read: no more jobs, the arena is in `JobPool::body`.
    all_deferred: bool,
    merged: usize,
    merging: bool,
    /// Emptied job bodies: reusing their memory saves page faults.
    spare: Vec<Body>,
    /// Trailing location aliases of merged regions, in the main arena's keys.
    late_locs: Vec<LateLoc>,
}

struct JobPool<'a> {
    ctx: &'a Context,
    src: &'a SourceFile,
    config: ParseConfig,
    state: Mutex<PoolState<'a>>,
    changed: Condvar,
    failed: AtomicBool,
    /// The aliases as of the first deferred region: what workers see.
    aliases: OnceLock<Aliases>,
    /// The main arena, once the top level is read.
    body: Mutex<Option<Body>>,
    window: usize,
}

/// Parses `src` with deferred regions parsed on `config.threads` threads;
/// `None` means "parse sequentially instead" (see the module doc).
pub(crate) fn parse(ctx: &Context, src: &SourceFile, config: &ParseConfig) -> Option<Result<ParsedModule, Diagnostic>> {
    let threads = config.threads.max(1);
    let pool = JobPool {
        ctx,
        src,
        config: config.clone(),
        state: Mutex::new(PoolState {
            jobs: Vec::new(),
            targets: Vec::new(),
            results: Vec::new(),
            next: 0,
            all_deferred: false,
            merged: 0,
            merging: false,
            spare: Vec::new(),
            late_locs: Vec::new(),
        }),
        changed: Condvar::new(),
        failed: AtomicBool::new(false),
        aliases: OnceLock::new(),
        body: Mutex::new(None),
        window: threads * LOOKAHEAD_PER_WORKER,
    };
    let pool = &pool;
    std::thread::scope(|scope| {
        for _ in 1..threads {
            strata_ir::spawn_worker(scope, || pool.work());
        }
        let mut p = Parser::new(ctx, src, config.clone());
        p.deferral = Some(Deferral { pool, count: 0, spoiled: false });
        let top = p.parse_top_level();
        let deferral = p.deferral.take()?;
        let root = match top {
            // Nothing deferred: this was a sequential parse, error included.
            Err(e) if deferral.count == 0 => {
                pool.abandon::<()>();
                return Some(Err(e));
            }
            Err(_) => return pool.abandon(),
            Ok(_) if deferral.spoiled => return pool.abandon(),
            Ok(root) => root,
        };
        // The rest of the merges happen on the pool; this thread joins it.
        pool.merge_ready(&mut p.body);
        *pool.body_lock() = Some(std::mem::take(&mut p.body));
        pool.lock().all_deferred = true;
        pool.changed.notify_all();
        pool.merge_on_pool();
        pool.work();
        // Other workers may still be parsing or merging their last regions.
        let mut st = pool.lock();
        while st.merged < st.jobs.len() && !pool.failed.load(Ordering::SeqCst) {
            st = pool.changed.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        if pool.failed.load(Ordering::SeqCst) {
            return None;
        }
        p.body = pool.body_lock().take()?;
        let mut late = std::mem::take(&mut st.late_locs);
        drop(st);
        // In file order, as the sequential parser would meet them.
        late.sort_by_key(|l| l.2);
        p.deferred_locs = late;
        p.resolve_deferred_locations().ok()?;
        Some(Ok(ParsedModule { body: p.body, root, parallel_regions: deferral.count }))
    })
}

impl<'a> JobPool<'a> {
    fn lock(&self) -> MutexGuard<'_, PoolState<'a>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn body_lock(&self) -> MutexGuard<'_, Option<Body>> {
        self.body.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stops every worker; the caller parses sequentially.
    fn abandon<T>(&self) -> Option<T> {
        self.failed.store(true, Ordering::SeqCst);
        self.lock().all_deferred = true;
        self.changed.notify_all();
        None
    }

    /// Adds a deferred region for the workers.
    fn push(&self, job: DeferredRegion<'a>, target: RegionId) {
        let mut st = self.lock();
        st.jobs.push(Some(job));
        st.targets.push(target);
        st.results.push(None);
        drop(st);
        self.changed.notify_one();
    }

    /// A worker: parses jobs until none are left (or the attempt fails).
    fn work(&self) {
        // This worker's emptied name scope, reused from job to job.
        let mut names = None;
        loop {
            let (i, job, spare) = {
                let mut st = self.lock();
                loop {
                    if self.failed.load(Ordering::SeqCst) {
                        return;
                    }
                    if st.next < st.jobs.len() && st.next < st.merged + self.window {
                        let i = st.next;
                        st.next += 1;
                        break (i, st.jobs[i].take(), st.spare.pop());
                    }
                    if st.all_deferred && st.next >= st.jobs.len() {
                        return;
                    }
                    st = self.changed.wait(st).unwrap_or_else(|e| e.into_inner());
                }
            };
            let Some(parsed) = job.and_then(|job| self.parse_job(job, spare, &mut names)) else {
                self.abandon::<()>();
                return;
            };
            self.lock().results[i] = Some(parsed);
            self.changed.notify_all();
            self.merge_on_pool();
        }
    }

    /// Takes the parsed regions ready to merge next (in order), unless
    /// another thread is merging; marks this thread as the merger.
    fn take_ready(&self, st: &mut PoolState<'a>) -> Vec<(RegionId, Parsed)> {
        let mut ready = Vec::new();
        if st.merging {
            return ready;
        }
        let mut i = st.merged;
        while let Some(parsed) = st.results.get_mut(i).and_then(Option::take) {
            ready.push((st.targets[i], parsed));
            i += 1;
        }
        st.merging = !ready.is_empty();
        ready
    }

    /// Moves `ready` into `body`; returns the emptied bodies and the
    /// remapped late locations.
    fn absorb(body: &mut Body, ready: Vec<(RegionId, Parsed)>) -> (Vec<Body>, Vec<LateLoc>) {
        let mut emptied = Vec::with_capacity(ready.len());
        let mut late = Vec::new();
        for (target, mut parsed) in ready {
            let remap = body.absorb_region(target, &mut parsed.body, parsed.region);
            late.extend(parsed.late_locs.into_iter().map(|(t, name, pos)| {
                let t = match t {
                    LocTarget::Op(op) => LocTarget::Op(remap.op(op)),
                    LocTarget::Arg(v) => LocTarget::Arg(remap.value(v)),
                };
                (t, name, pos)
            }));
            emptied.push(parsed.body);
        }
        (emptied, late)
    }

    fn finish_merge(&self, count: usize, emptied: Vec<Body>, late: Vec<LateLoc>) {
        let mut st = self.lock();
        st.merged += count;
        st.merging = false;
        st.spare.extend(emptied);
        st.late_locs.extend(late);
        drop(st);
        self.changed.notify_all();
    }

    /// The top-level parser merges what is ready between its own steps.
    fn merge_ready(&self, body: &mut Body) {
        let ready = self.take_ready(&mut self.lock());
        if ready.is_empty() {
            return;
        }
        let count = ready.len();
        let (emptied, late) = Self::absorb(body, ready);
        self.finish_merge(count, emptied, late);
    }

    /// Once the top level is read: merges what is ready into the pooled arena.
    fn merge_on_pool(&self) {
        loop {
            let ready = {
                let mut st = self.lock();
                if !st.all_deferred {
                    return;
                }
                self.take_ready(&mut st)
            };
            if ready.is_empty() {
                return;
            }
            let count = ready.len();
            let (emptied, late) = {
                let mut body = self.body_lock();
                let Some(body) = body.as_mut() else { return };
                Self::absorb(body, ready)
            };
            self.finish_merge(count, emptied, late);
        }
    }

    /// Parses one deferred region into `spare` (an emptied body) or a fresh
    /// body; `None` on any error.
    fn parse_job<'s>(
        &'s self,
        job: DeferredRegion<'a>,
        spare: Option<Body>,
        names: &mut Option<IsolatedScope<'s>>,
    ) -> Option<Parsed> {
        let aliases = self.aliases.get()?;
        // About one op per 32 bytes of text.
        let body = spare.unwrap_or_else(|| Body::with_capacity((job.end - job.open) / 32 + 1));
        let mut p = Parser::at(self.ctx, self.src, self.config.clone(), job.open, body, Cow::Borrowed(aliases));
        p.depth = job.depth;
        p.parallel_job = true;
        p.ssa.default_dialects = job.default_dialects;
        p.ssa.spare = names.take();
        let region = p.parse_region(job.entry_args, job.isolated).ok()?;
        *names = p.ssa.spare.take();
        // The parser must end where the brace scan did, with nothing left over.
        let clean = p.prev_end() == job.end && p.check_forward_refs().is_ok();
        clean.then(|| Parsed { body: p.body, region, late_locs: std::mem::take(&mut p.deferred_locs) })
    }
}

impl<'a> Parser<'a> {
    /// Defers the region starting at the current `{` if that is possible
    /// (see the module doc); otherwise hands `entry_args` back.
    pub(crate) fn defer_region(
        &mut self,
        entry_args: Vec<ArgDef<'a>>,
        isolated: bool,
    ) -> Result<RegionId, Vec<ArgDef<'a>>> {
        if self.deferral.is_none() || !self.is(TokenKind::LBrace) || !self.owner_allows_deferral(isolated) {
            return Err(entry_args);
        }
        let open = self.tok.start;
        let Some(end) = skim_region(&self.src.text, open) else { return Err(entry_args) };
        let region = self.body.create_region();
        let job = DeferredRegion {
            open,
            end,
            entry_args,
            isolated,
            depth: self.depth,
            default_dialects: self.ssa.default_dialects.clone(),
        };
        if let Some(d) = self.deferral.as_mut() {
            let pool = d.pool;
            pool.aliases.get_or_init(|| self.aliases.as_ref().clone());
            pool.push(job, region);
            d.count += 1;
            pool.merge_ready(&mut self.body);
        }
        self.reset_to(end);
        self.set_prev_end(end);
        Ok(region)
    }

    fn owner_allows_deferral(&self, isolated: bool) -> bool {
        let Some(info) = self.parsing_op.and_then(|op| self.ctx.op_info(op)) else { return false };
        info.has_trait(Traits::ISOLATED_FROM_ABOVE)
            && !info.has_trait(Traits::SYMBOL_TABLE)
            && !info.has_trait(Traits::SINGLE_BLOCK)
            // A generic-form region shares its enclosing name scope: only
            // safe when that scope has no names a region could see or shadow.
            && (isolated || self.ssa_scope_is_empty())
    }

    /// A `distinct[N]` attribute is being read: every `N` of the file must
    /// stand for one attribute, which parsers on several threads cannot
    /// agree on, so the file is parsed sequentially (an error in a worker
    /// abandons the attempt; the top level spoils it).
    pub(crate) fn distinct_needs_sequential(&mut self) -> PResult<()> {
        if self.parallel_job {
            return Err(self.error_here("distinct attributes are parsed sequentially"));
        }
        if let Some(d) = self.deferral.as_mut() {
            d.spoiled = true;
        }
        Ok(())
    }

    /// A type or attribute alias is being defined: regions deferred before
    /// it must not see it (a sequential parse would report its use).
    pub(crate) fn note_late_alias(&mut self) {
        if let Some(d) = self.deferral.as_mut() {
            d.spoiled |= d.count > 0;
        }
    }
}

/// The end (one past the `}`) of the region whose `{` is at `open`: braces
/// are counted outside string literals and `//` comments. `None` if the
/// braces do not balance before the end of the text.
fn skim_region(text: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < text.len() {
        match text[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < text.len() && text[i] != b'"' {
                    if text[i] == b'\\' {
                        i += 1;
                    } else if text[i] == b'\n' {
                        // Strings do not span lines: let the parser report it.
                        return None;
                    }
                    i += 1;
                }
            }
            b'/' if text.get(i + 1) == Some(&b'/') => {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::skim_region;

    #[test]
    fn skim_counts_braces_outside_strings_and_comments() {
        let t = br#"{ "}" // }
 { a } "\"}" }tail"#;
        let end = skim_region(t, 0).unwrap();
        assert_eq!(&t[end..], b"tail");
        assert_eq!(skim_region(b"{ { }", 0), None);
        assert_eq!(skim_region(b"{ \"abc\n }", 0), None);
    }
}
