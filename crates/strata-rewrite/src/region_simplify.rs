//! Region simplification (upstream's `simplifyRegions`, `RegionUtils.cpp`,
//! MLIR 22), which the greedy driver runs after each iteration:
//! unreachable blocks are erased, then dead ops and block arguments
//! ([`run_region_dce`]), then, when blocks may be merged, identical blocks
//! are merged and arguments every predecessor passes the same value for
//! are dropped ([`merge_identical_blocks`], [`drop_redundant_arguments`]).
//!
//! Every step covers the given regions and all regions nested in them, and
//! erases through the [`Rewriter`], so a listener sees each op and block go
//! (nested ops first, as the rewriter reports them). Invariants: no
//! recursion over the IR (work stacks); iteration follows block and op
//! order or upstream's post-order, never a hash map's; each step is linear
//! in the ops, uses and blocks it looks at (block merging repeats while a
//! round merges, as upstream).

pub(crate) mod dce;
mod merge;

use strata_ir::{BlockId, Body, BranchOpInterface, Context, FxHashSet, OpId, RegionId, Traits};

use crate::rewriter::Rewriter;

pub use dce::run_region_dce;
pub use merge::{drop_redundant_arguments, merge_identical_blocks};

/// Upstream's `simplifyRegions`: unreachable blocks, then region DCE, then
/// (with `merge_blocks`, the `aggressive` level) identical-block merging
/// and redundant-argument dropping. Returns whether any step reported a
/// change; as upstream, region DCE reports only erased ops, not erased
/// block arguments alone.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_ops = run_region_dce(rw, regions);
    let mut merged = false;
    let mut dropped = false;
    if merge_blocks {
        merged = merge_identical_blocks(rw, regions);
        dropped = drop_redundant_arguments(rw, regions);
    }
    erased_blocks || erased_ops || merged || dropped
}

/// Upstream's `eraseUnreachableBlocks`: erases the blocks no path from
/// their region's entry block reaches, in `regions` and every region nested
/// in a block that stays (a region of one block has nothing unreachable;
/// only its nested regions are looked at). Returns whether any was erased.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let Some(entry) = body.entry_block(region) else { continue };
        if body.next_block(entry).is_none() {
            push_nested_regions(body, entry, &mut worklist);
            continue;
        }
        let reached = reachable(body, region);
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        // Values of dead blocks are used only in dead blocks: drop those
        // uses first, so blocks can go in any order. Upstream drops them
        // without a notification too; the ops are erased right after.
        let dead_ops: Vec<OpId> = blocks
            .iter()
            .filter(|b| !reached.contains(b))
            .flat_map(|&b| body.block_ops(b).collect::<Vec<_>>())
            .flat_map(|op| body.collect_ops(op, strata_ir::WalkOrder::PreOrder))
            .collect();
        rw.with_body(|body| dead_ops.iter().for_each(|&op| body.drop_operands(op)));
        for b in blocks {
            if reached.contains(&b) {
                push_nested_regions(rw.body(), b, &mut worklist);
            } else {
                rw.erase_block(b);
                erased = true;
            }
        }
    }
    erased
}

/// Pushes the regions of the ops of `block`, in order.
fn push_nested_regions(body: &Body, block: BlockId, worklist: &mut Vec<RegionId>) {
    for op in body.block_ops(block) {
        worklist.extend_from_slice(body.regions(op));
    }
}

/// The blocks of `region` a path from its entry block reaches.
fn reachable(body: &Body, region: RegionId) -> FxHashSet<BlockId> {
    let mut reached = FxHashSet::default();
    let Some(entry) = body.entry_block(region) else { return reached };
    reached.insert(entry);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        for s in body.block_successors(b) {
            if body.block_region(s) == Some(region) && reached.insert(s) {
                stack.push(s);
            }
        }
    }
    reached
}

/// The blocks of `region` reached from its entry block, in post-order of
/// the successor graph with successors visited in order (LLVM's
/// `post_order`): successors come before their predecessors except along
/// back edges.
fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let Some(entry) = body.entry_block(region) else { return order };
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    // (block, its terminator, index of the next successor to visit)
    let mut stack = vec![(entry, body.last_op(entry), 0usize)];
    while let Some((b, term, next)) = stack.last_mut() {
        let succ = term.filter(|&t| *next < body.num_successors(t)).map(|t| body.successor(t, *next));
        match succ {
            Some(s) => {
                *next += 1;
                if body.block_region(s) == Some(region) && seen.insert(s) {
                    stack.push((s, body.last_op(s), 0));
                }
            }
            None => {
                order.push(*b);
                stack.pop();
            }
        }
    }
    order
}

/// The branch interface of `op` if its successor operands may be analyzed
/// and rewritten: upstream asks for a terminator implementing
/// `BranchOpInterface`.
fn branch_interface(ctx: &Context, body: &Body, op: OpId) -> Option<BranchOpInterface> {
    let info = ctx.op_info(body.op_name(op))?;
    if !info.has_trait(Traits::IS_TERMINATOR) {
        return None;
    }
    // A branch producing successor arguments itself is kept as it is, as
    // a terminator without the interface would be.
    let iface = info.interface::<BranchOpInterface>().copied()?;
    (iface.produced_operand_counts)(ctx, body, op).iter().all(|&n| n == 0).then_some(iface)
}

/// The operands `op` forwards to each successor, one list per successor.
fn successor_operand_lists(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &BranchOpInterface,
) -> Vec<Vec<strata_ir::Value>> {
    let operands: Vec<strata_ir::Value> = body.operands(op).collect();
    (iface.successor_operands)(ctx, body, op).into_iter().map(|r| operands[r].to_vec()).collect()
}
