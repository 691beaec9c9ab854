//! Parallel parsing of isolated regions (function bodies).
//!
//! The top-level parse *defers* the region of an `IsolatedFromAbove` op
//! (typically a `func.func` body): it finds the region's closing brace with
//! a cheap byte scan, leaves an empty region in its place and goes on.
//! Afterwards the deferred regions are parsed on worker threads, each into
//! its own `Body`, and moved into the main arena in file order
//! ([`Body::absorb_region`]) while later ones are still being parsed.
//!
//! Invariants:
//! - the result is exactly what a sequential parse gives. A deferred region
//!   cannot see or shadow outer SSA names: it is an isolated name scope, or
//!   (generic form) the enclosing scope has no names yet. Anything unusual
//!   (any error in any region, a brace scan that disagrees with the parser,
//!   a type or attribute alias defined after a deferred region) abandons
//!   the parallel attempt and the file is parsed again sequentially, so
//!   diagnostics are always the sequential parser's;
//! - symbol tables (`builtin.module`) and single-block ops are never
//!   deferred: the former hold the functions worth spreading, the latter
//!   get implicit blocks and terminators right after their regions parse;
//! - at most a few parsed regions wait for their merge at any time, so
//!   peak memory stays that of the sequential parse plus a few functions.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

use strata_ir::{Body, Context, Diagnostic, RegionId, Traits};

use super::ops::ArgDef;
use super::top::{ParseConfig, ParsedModule};
use super::{Aliases, Parser};
use crate::lexer::TokenKind;
use crate::source::SourceFile;

/// Below this many bytes of deferred regions, they are parsed on the
/// calling thread: starting threads would cost more than they save.
const MIN_PARALLEL_BYTES: usize = 256 * 1024;

/// Parsed regions allowed to wait for their merge, per worker.
const LOOKAHEAD_PER_WORKER: usize = 4;

/// One region left for later: `{` at `open`, its `}` ending at `end`.
pub(crate) struct DeferredRegion<'a> {
    region: RegionId,
    open: usize,
    end: usize,
    entry_args: Vec<ArgDef<'a>>,
    isolated: bool,
    /// The parser's nesting depth and default dialects at the region.
    depth: usize,
    default_dialects: Vec<&'static str>,
}

/// The deferral state of a top-level parse.
#[derive(Default)]
pub(crate) struct Deferral<'a> {
    jobs: Vec<DeferredRegion<'a>>,
    /// Set when the deferred regions cannot be parsed independently.
    spoiled: bool,
}

/// Parses `src` with deferred regions parsed on `config.threads` threads;
/// `None` means "parse sequentially instead" (see the module doc).
pub(crate) fn parse(ctx: &Context, src: &SourceFile, config: &ParseConfig) -> Option<Result<ParsedModule, Diagnostic>> {
    let mut p = Parser::new(ctx, src, config.clone());
    p.deferral = Some(Deferral::default());
    let top = p.parse_top_level();
    let deferral = p.deferral.take().unwrap_or_default();
    let root = match top {
        // Nothing deferred: this was a sequential parse, error included.
        Err(e) if deferral.jobs.is_empty() => return Some(Err(e)),
        Err(_) => return None,
        Ok(root) => root,
    };
    if deferral.spoiled {
        return None;
    }
    let aliases = std::mem::take(&mut p.aliases).into_owned();
    let mut body = std::mem::take(&mut p.body);
    let done = run_jobs(ctx, src, config, &aliases, deferral.jobs, &mut body);
    done.then_some(Ok(ParsedModule { body, root }))
}

/// Parses every job and merges the results into `body` in file order;
/// false if any job failed.
fn run_jobs(
    ctx: &Context,
    src: &SourceFile,
    config: &ParseConfig,
    aliases: &Aliases,
    jobs: Vec<DeferredRegion<'_>>,
    body: &mut Body,
) -> bool {
    let bytes: usize = jobs.iter().map(|j| j.end - j.open).sum();
    let workers = config.threads.min(jobs.len());
    if workers <= 1 || bytes < MIN_PARALLEL_BYTES {
        let mut spare = None;
        for job in jobs {
            let target = job.region;
            let Some((mut parsed, region)) = parse_job(ctx, src, config, aliases, job, spare.take()) else {
                return false;
            };
            body.absorb_region(target, &mut parsed, region);
            spare = Some(parsed);
        }
        return true;
    }

    struct Shared<'a> {
        /// Jobs not yet taken, and results not yet merged, by job index.
        jobs: Vec<Option<DeferredRegion<'a>>>,
        results: Vec<Option<Option<(Body, RegionId)>>>,
        merged: usize,
        /// Emptied job bodies: reusing their memory saves page faults.
        spare: Vec<Body>,
    }
    let targets: Vec<RegionId> = jobs.iter().map(|j| j.region).collect();
    let n = jobs.len();
    let shared = Mutex::new(Shared {
        jobs: jobs.into_iter().map(Some).collect(),
        results: (0..n).map(|_| None).collect(),
        merged: 0,
        spare: Vec::new(),
    });
    let changed = Condvar::new();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let window = workers * LOOKAHEAD_PER_WORKER;
    let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());

    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let (job, spare) = {
                    let mut sh = lock();
                    while i >= sh.merged + window && !failed.load(Ordering::Relaxed) {
                        sh = changed.wait(sh).unwrap_or_else(|e| e.into_inner());
                    }
                    if failed.load(Ordering::Relaxed) {
                        break;
                    }
                    (sh.jobs[i].take(), sh.spare.pop())
                };
                let result = job.and_then(|job| parse_job(ctx, src, config, aliases, job, spare));
                if result.is_none() {
                    failed.store(true, Ordering::Relaxed);
                }
                lock().results[i] = Some(result);
                changed.notify_all();
            });
        }
        // This thread merges, in order, as results arrive.
        for (i, &target) in targets.iter().enumerate() {
            let result = {
                let mut sh = lock();
                loop {
                    if let Some(r) = sh.results[i].take() {
                        break r;
                    }
                    if failed.load(Ordering::Relaxed) {
                        break None;
                    }
                    sh = changed.wait(sh).unwrap_or_else(|e| e.into_inner());
                }
            };
            let Some((mut parsed, region)) = result else {
                failed.store(true, Ordering::Relaxed);
                changed.notify_all();
                return;
            };
            body.absorb_region(target, &mut parsed, region);
            let mut sh = lock();
            sh.merged = i + 1;
            sh.spare.push(parsed);
            drop(sh);
            changed.notify_all();
        }
    });
    !failed.load(Ordering::Relaxed)
}

/// Parses one deferred region into `spare` (an emptied body) or a fresh
/// body; `None` on any error.
fn parse_job<'a>(
    ctx: &'a Context,
    src: &'a SourceFile,
    config: &ParseConfig,
    aliases: &'a Aliases,
    job: DeferredRegion<'a>,
    spare: Option<Body>,
) -> Option<(Body, RegionId)> {
    // About one op per 32 bytes of text.
    let body = spare.unwrap_or_else(|| Body::with_capacity((job.end - job.open) / 32 + 1));
    let mut p = Parser::at(ctx, src, config.clone(), job.open, body, Cow::Borrowed(aliases));
    p.depth = job.depth;
    p.ssa.default_dialects = job.default_dialects;
    let region = p.parse_region(job.entry_args, job.isolated).ok()?;
    // The parser must end where the brace scan did, with nothing left over.
    let clean = p.prev_end() == job.end && p.deferred_locs.is_empty() && p.check_forward_refs().is_ok();
    clean.then_some((p.body, region))
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
            region,
            open,
            end,
            entry_args,
            isolated,
            depth: self.depth,
            default_dialects: self.ssa.default_dialects.clone(),
        };
        if let Some(d) = self.deferral.as_mut() {
            d.jobs.push(job);
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

    /// A type or attribute alias is being defined: regions deferred before
    /// it must not see it (a sequential parse would report its use).
    pub(crate) fn note_late_alias(&mut self) {
        if let Some(d) = self.deferral.as_mut() {
            d.spoiled |= !d.jobs.is_empty();
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
