//! The `control-flow-sink` pass (upstream's `ControlFlowSink` and
//! `controlFlowSink`): an op free of memory effects whose every user sits
//! in one region that runs at most once per run of its op (a branch of an
//! `scf.if`, a case of an `scf.index_switch`) moves into that region, to
//! the start of its entry block, so it runs only when needed.
//!
//! Region-branch ops are found through `RegionBranchOpInterface` (no
//! dialect is named; `region_invocation_bounds` says which regions run at
//! most once) and visited in post-order. Per region a stack starts with the
//! region's top-level ops in order; popping an op tries to sink the
//! definitions of its operands, and a sunk definition is pushed in turn,
//! so chains of ops move together and keep their order. As upstream's,
//! only operands of the region's top-level ops are looked at, not those of
//! ops nested deeper.
//!
//! Invariants: ops only move; a region's entry block dominates every block
//! of it (an unreachable block is dominated by anything, as upstream's
//! dominance answers), so "every user is dominated by the entry" is "every
//! user is inside the region"; an op is never moved into its own region.

use strata_ir::op_checks::is_memory_effect_free;
use strata_ir::{Body, Context, OpId, RegionBranchOpInterface, RegionId, WalkOrder};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "control-flow-sink",
        name: "ControlFlowSink",
        description: "Sink operations into conditional blocks",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(ControlFlowSink)),
    }
}

/// The pass.
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        // A region branch op holds regions: the leaves are not collected.
        let mut branches: Vec<OpId> = Vec::new();
        body.walk_region_ops(op, WalkOrder::PostOrder, |body, o| {
            if RegionBranchOpInterface::of(ctx, body, o).is_some() {
                branches.push(o);
            }
            strata_ir::WalkResult::Advance
        });
        for branch in branches {
            for region in singly_executed_regions(ctx, body, branch) {
                sink_region(ctx, body, region);
            }
        }
        Ok(())
    }
}

/// The regions of `branch` that run at most once per run of it (upstream's
/// `getSinglyExecutedRegionsToSink`), in order.
pub fn singly_executed_regions(ctx: &Context, body: &Body, branch: OpId) -> Vec<RegionId> {
    let Some(iface) = RegionBranchOpInterface::of(ctx, body, branch) else { return Vec::new() };
    let bounds = (iface.region_invocation_bounds)(ctx, body, branch);
    body.regions(branch).iter().zip(bounds).filter(|(_, b)| b.upper.is_some_and(|u| u <= 1)).map(|(&r, _)| r).collect()
}

/// Sinks into `region` the effect-free definitions used only inside it;
/// returns how many ops moved.
pub fn sink_region(ctx: &Context, body: &mut Body, region: RegionId) -> usize {
    let Some(entry) = body.entry_block(region) else { return 0 };
    let Some(owner) = body.region_parent(region) else { return 0 };
    let mut stack: Vec<OpId> = body.region_blocks(region).flat_map(|b| body.block_ops(b)).collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        // Sinking moves definitions, never the user: its operands stay.
        for i in 0..body.num_operands(user) {
            let v = body.operand(user, i);
            let Some(def) = body.defining_op(v) else { continue };
            if body.op_region(def) == Some(region) || body.is_ancestor(def, owner) {
                continue;
            }
            let inside = |u: OpId| body.op_region(u).is_some_and(|r| body.region_is_ancestor(region, r));
            let all_inside = body.results(def).iter().all(|&r| body.uses(r).iter().all(|u| inside(u.op)));
            if !all_inside || !is_memory_effect_free(ctx, body, def) {
                continue;
            }
            match body.first_op(entry) {
                Some(first) => body.move_op_before(def, first),
                None => {
                    body.remove_op(def);
                    body.append_op(entry, def);
                }
            }
            sunk += 1;
            stack.push(def);
        }
    }
    sunk
}
