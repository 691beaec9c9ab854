//! CSE on sibling IsolatedFromAbove ops one by one: the same result as one
//! run over the whole tree, on several threads, or on one with a
//! function's ops kept in the caches.
//!
//! Upstream's `cse` walks a module on one thread. But the regions of an
//! IsolatedFromAbove op start from an empty table, so nothing inside one
//! function merges with anything outside it; when the root's regions hold
//! nothing else CSE could change — one block each, no arguments, every op
//! registered, without operands, not trivially dead, no two of them with
//! the same key, and regions only if IsolatedFromAbove — a run over the
//! root is exactly the runs over each isolated child's regions, and its
//! statistics are their sums. On several threads, each child's regions
//! are lent to an arena of their own ([`strata_ir::run_on_lent_regions`]),
//! simplified on a worker thread and returned; a few children are out at a
//! time, so memory stays that of the tree. On one thread the children are
//! simplified in place, one after another, as the greedy driver does
//! (`crate::parallel`).
//!
//! Invariants: the output and the statistics equal the sequential run's;
//! anything outside the conditions above runs sequentially. Lending fails
//! only on malformed isolation (a value used across the boundary, which
//! the verifier rejects first): then the children not done yet are done by
//! a sequential run over the whole tree.

use strata_ir::op_checks::is_op_trivially_dead;
use strata_ir::{run_on_lent_regions, Body, Context, LentRun, OpId, Traits};

use super::{eliminate_common_subexpressions, may_merge_siblings, CseConfig, CseStats};

/// Fewer children than this run over the root: one child gains nothing
/// from a split.
const MIN_CHILDREN: usize = 2;

/// [`eliminate_common_subexpressions`] on `root`, its isolated children
/// one by one (on up to `threads` threads) when that is exactly the run
/// over `root` (see the module doc).
pub fn eliminate_common_subexpressions_threaded(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    config: &CseConfig,
    threads: usize,
) -> CseStats {
    let Some(children) = independent_children(ctx, body, root, config).filter(|c| c.len() >= MIN_CHILDREN) else {
        return eliminate_common_subexpressions(ctx, body, root, config);
    };
    if threads < 2 {
        return sum(children.iter().map(|&c| eliminate_common_subexpressions(ctx, body, c, config)));
    }
    let run = run_on_lent_regions(ctx, body, &children, threads, |_, lent, shell| {
        eliminate_common_subexpressions(ctx, lent, shell, config)
    });
    match run {
        LentRun::Done(stats) => sum(stats),
        LentRun::Unavailable => eliminate_common_subexpressions(ctx, body, root, config),
        LentRun::LendFailed(done) => {
            let rest = eliminate_common_subexpressions(ctx, body, root, config);
            sum(done.into_iter().flatten().chain([rest]))
        }
    }
}

/// The IsolatedFromAbove children of `root`, if a run over `root`'s
/// regions can change nothing but what is inside them.
fn independent_children(ctx: &Context, body: &Body, root: OpId, config: &CseConfig) -> Option<Vec<OpId>> {
    let mut children = Vec::new();
    let mut root_level = Vec::new();
    for block in crate::parallel::root_blocks(body, root)? {
        for op in body.block_ops(block) {
            let info = ctx.op_info(body.op_name(op))?;
            if body.num_operands(op) != 0 || is_op_trivially_dead(ctx, body, op) {
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
    if may_merge_siblings(ctx, body, root_level, config) {
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
