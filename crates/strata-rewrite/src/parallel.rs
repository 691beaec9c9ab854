//! The greedy driver on sibling IsolatedFromAbove ops one by one: the same
//! result as one run over the whole tree, on several threads, or on one
//! with a function's ops kept in the caches.
//!
//! Upstream runs `canonicalize` on a module on one thread. But when the
//! root's regions hold nothing a run at the root could change — only
//! IsolatedFromAbove ops (functions) and ops that no fold, pattern, dead-op
//! erasure or region simplification can touch — a run over the root is
//! exactly the runs over each isolated child's regions: no rewrite inside
//! one child reads or changes another (they share no value), constants are
//! hoisted to the child's own entry block, the iteration count is the
//! largest child's (an iteration over the root changes something exactly
//! when it changes some child), and region simplification of the root
//! region is that of each child's regions. The same holds for CSE between
//! iterations when no two ops at the root level could merge (their keys
//! differ): in a run over the root too, each isolated child's regions
//! start from an empty table.
//!
//! On several threads, each child's regions are lent to an arena of their
//! own ([`Body::lend_regions`]), rewritten on a worker thread and
//! returned; a few children are out at a time, so memory stays that of the
//! tree. On one thread the children are rewritten in place, one after
//! another: one run over the root would walk every function once per
//! iteration and once more to simplify its regions, each time from main
//! memory on a large module, where a function's own runs find its ops in
//! the caches (`--canonicalize` on one thread, `mixed-1M`: 1.36 s to
//! 0.52 s, `docs/performance.md`).
//!
//! Invariants: the output equals the sequential run's; anything outside
//! the conditions above (a rewrite budget across the whole run, an
//! observer that must see changes in order, an explicit scope, an
//! unregistered or foldable op at the root, a child whose regions cannot be
//! lent, a config that turns splitting off) runs over the root;
//! a panic in a worker reaches the caller.

use strata_ir::op_checks::{erasure_effects, may_be_trivially_dead, ErasureEffects};
use strata_ir::{run_on_lent_regions, Body, Context, LentRun, OpId, Traits};

use crate::cse::may_merge_siblings;
use crate::driver::{apply_patterns_greedily, GreedyConfig, GreedyResult};
use crate::pattern::FrozenPatternSet;

/// Fewer children than this run over the root: one child gains nothing
/// from a split (here and in `cse`'s).
pub(crate) const MIN_CHILDREN: usize = 2;

/// Runs the driver on each child of `op`, in parallel on several threads,
/// when that is exactly the run over `op` (see the module doc); `None`
/// when it is not, with nothing done.
pub(crate) fn apply_to_children(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Option<GreedyResult> {
    let children = split_children(ctx, body, op, patterns, config)?;
    let child_config = GreedyConfig { threads: 1, ..config.clone() };
    if config.threads < 2 {
        // One thread: the same runs one after another, in place. A
        // function's ops stay in the caches through all its iterations and
        // its region simplification, where one run over the whole tree
        // walks every function once per iteration.
        let results =
            children.iter().map(|&c| apply_patterns_greedily(ctx, body, c, patterns, &child_config)).collect();
        return Some(merge(results, config));
    }
    let run = run_on_lent_regions(ctx, body, &children, config.threads, |_, lent, shell| {
        apply_patterns_greedily(ctx, lent, shell, patterns, &child_config)
    });
    match run {
        LentRun::Done(results) => Some(merge(results, config)),
        LentRun::Unavailable => None,
        // A child's regions could not be lent (malformed isolation): the
        // children already done are at their fixpoint; one sequential run
        // over everything finishes the job.
        LentRun::LendFailed(_) => Some(apply_patterns_greedily(ctx, body, op, patterns, &child_config)),
    }
}

/// The IsolatedFromAbove children of `op` (at least [`MIN_CHILDREN`])
/// whose runs one by one are exactly the run over `op` (see the module
/// doc); `None` when they are not, or when `config` turns splitting off.
///
/// The answer depends only on `op`'s own regions' ops, never on what the
/// children hold (no condition looks inside a child, and a pattern's
/// `never_applies_to` holds whatever rewrites inside do), so it stays true
/// while the children are rewritten: a pass manager may run several such
/// passes on one child before the next (`strata-pass`'s fused passes).
pub fn split_children(
    ctx: &Context,
    body: &Body,
    op: OpId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> Option<Vec<OpId>> {
    if !config.split_isolated_children || config.max_num_rewrites.is_some() || config.scope.is_some() {
        return None;
    }
    let children = independent_children(ctx, body, op, patterns)?;
    if children.len() < MIN_CHILDREN {
        return None;
    }
    if let Some(cse) = &config.cse_between_iterations {
        let root_level = body.regions(op).iter().flat_map(|&r| body.region_blocks(r)).flat_map(|b| body.block_ops(b));
        if may_merge_siblings(ctx, body, root_level, cse) {
            return None;
        }
    }
    Some(children)
}

/// The IsolatedFromAbove children of `op`, if a run over `op`'s regions
/// can change nothing but what is inside them: each region has at most one
/// block, without arguments, and every op in it is registered, has no
/// operands, no fold and no pattern that may apply to it
/// ([`crate::RewritePattern::never_applies_to`]), is not constant-like,
/// can never be trivially dead, and has regions only if it is
/// IsolatedFromAbove.
fn independent_children(ctx: &Context, body: &Body, op: OpId, patterns: &FrozenPatternSet) -> Option<Vec<OpId>> {
    let mut children = Vec::new();
    for block in root_blocks(body, op)? {
        for child in body.block_ops(block) {
            let info = ctx.op_info(body.op_name(child))?;
            let inert = body.num_operands(child) == 0
                && info.fold.is_none()
                && !info.has_trait(Traits::CONSTANT_LIKE)
                && patterns.patterns_for(body.op_name(child)).all(|p| p.never_applies_to(ctx, body, child))
                && (!may_be_trivially_dead(ctx, body, child)
                    || erasure_effects(ctx, body, child) == ErasureEffects::Block);
            if !inert {
                return None;
            }
            if !body.regions(child).is_empty() {
                if !info.has_trait(Traits::ISOLATED_FROM_ABOVE) {
                    return None;
                }
                children.push(child);
            }
        }
    }
    Some(children)
}

/// The block of each region of `op`, if each has at most one, without
/// arguments (the root shape a run split into the children needs).
pub(crate) fn root_blocks(body: &Body, op: OpId) -> Option<Vec<strata_ir::BlockId>> {
    let mut out = Vec::new();
    for &region in body.regions(op) {
        let mut blocks = body.region_blocks(region);
        let Some(block) = blocks.next() else { continue };
        if blocks.next().is_some() || !body.block_args(block).is_empty() {
            return None;
        }
        out.push(block);
    }
    Some(out)
}

/// The result of one run over the root from its children's: converged if
/// all did, as many iterations as the longest, and the last iteration's
/// rewrites of the children still changing then, in the order one run
/// would have visited them (region simplification, which one run does once
/// per iteration, listed once at the end).
fn merge(results: Vec<GreedyResult>, config: &GreedyConfig) -> GreedyResult {
    let iterations = results.iter().map(|r| r.iterations).max().unwrap_or(0);
    let mut merged = GreedyResult {
        converged: results.iter().all(|r| r.converged),
        changed: results.iter().any(|r| r.changed),
        iterations,
        last_iteration_rewrites: Vec::new(),
    };
    const SIMPLIFY: &str = "region-simplification";
    let mut simplified = false;
    // Top-down runs visit the children in order, bottom-up runs in reverse.
    let ordered: Box<dyn Iterator<Item = &GreedyResult>> =
        if config.top_down { Box::new(results.iter()) } else { Box::new(results.iter().rev()) };
    for r in ordered.filter(|r| r.iterations == iterations && !r.converged) {
        for name in &r.last_iteration_rewrites {
            if name == SIMPLIFY {
                simplified = true;
            } else {
                merged.last_iteration_rewrites.push(name.clone());
            }
        }
    }
    if simplified {
        merged.last_iteration_rewrites.push(SIMPLIFY.to_string());
    }
    merged
}
