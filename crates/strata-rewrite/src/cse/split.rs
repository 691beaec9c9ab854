//! CSE on a module one function at a time: the same result as one walk
//! over the whole module, with each function's ops kept in the caches.
//!
//! Upstream's `cse` walks a module on one thread. But the regions of an
//! IsolatedFromAbove op start from an empty table, so nothing inside one
//! function merges with anything outside it; when the root's regions hold
//! nothing else CSE could change — one block each, no arguments, every op
//! registered, without operands, never trivially dead whatever its regions
//! hold, no two of them with
//! the same key, and regions only if IsolatedFromAbove — a walk over the
//! root is exactly the walks over each isolated child's regions, and its
//! statistics are their sums. The children are simplified in place, one
//! after another, as the greedy driver does (`crate::parallel`).
//!
//! Not on worker threads: lending a function to a worker's arena and
//! taking it back (done on the calling thread) costs more than CSE on it,
//! so lending cannot pay whatever the number of threads (`--canonicalize
//! --cse` on two cores, the `CSE` phase: `tir-1M` 0.20 s lent, 0.17 s in
//! place; `mixed-1M` 0.33 s and 0.23 s; `docs/performance.md`). A
//! nested pipeline (`func.func(cse)`) still runs on the pass manager's
//! threads.
//!
//! Invariants: the output and the statistics equal the walk over the
//! root's; anything outside the conditions above is that walk.

use strata_ir::op_checks::{erasure_effects, may_be_trivially_dead, ErasureEffects};
use strata_ir::{Body, Context, OpId, Traits};

use super::{eliminate_common_subexpressions, may_merge_siblings, CseConfig, CseStats};

/// [`eliminate_common_subexpressions`] on `root`, its isolated children
/// one after another when that is exactly the walk over `root` (see the
/// module doc).
pub fn eliminate_common_subexpressions_split(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    config: &CseConfig,
) -> CseStats {
    match split_children(ctx, body, root, config) {
        Some(children) => sum(children.iter().map(|&c| eliminate_common_subexpressions(ctx, body, c, config))),
        None => eliminate_common_subexpressions(ctx, body, root, config),
    }
}

/// The IsolatedFromAbove children of `root` (at least two) whose walks one
/// by one are exactly the walk over `root` (see the module doc); `None`
/// when they are not.
///
/// The answer never depends on what the children hold: an op of `root`'s
/// regions that might be trivially dead once its regions are (a
/// registered non-symbol whose own effects allow erasure) already answers
/// `None`. So it stays true while the children are rewritten, and a pass
/// manager may run several such passes on one child before the next
/// (`strata-pass`'s fused passes).
pub fn split_children(ctx: &Context, body: &Body, root: OpId, config: &CseConfig) -> Option<Vec<OpId>> {
    let mut children = Vec::new();
    let mut root_level = Vec::new();
    for block in crate::parallel::root_blocks(body, root)? {
        for op in body.block_ops(block) {
            let info = ctx.op_info(body.op_name(op))?;
            // No root-level op has operands, so none of their results is
            // used: an op is trivially dead exactly when it would be.
            let may_be_dead =
                may_be_trivially_dead(ctx, body, op) && erasure_effects(ctx, body, op) != ErasureEffects::Block;
            if body.num_operands(op) != 0 || may_be_dead {
                return None;
            }
            if !body.regions(op).is_empty() {
                if !info.has_trait(Traits::ISOLATED_FROM_ABOVE) {
                    return None;
                }
                children.push(op);
            }
            root_level.push(op);
        }
    }
    if children.len() < crate::parallel::MIN_CHILDREN || may_merge_siblings(ctx, body, root_level, config) {
        return None;
    }
    Some(children)
}

fn sum(stats: impl IntoIterator<Item = CseStats>) -> CseStats {
    stats.into_iter().fold(CseStats::default(), |acc, s| CseStats {
        num_cse: acc.num_cse + s.num_cse,
        num_dce: acc.num_dce + s.num_dce,
        changed: acc.changed || s.changed,
    })
}
