//! The `loop-invariant-code-motion` pass (upstream's
//! `LoopInvariantCodeMotion` and `moveLoopInvariantCode`): every op of a
//! loop's body that computes the same value on every iteration, and may
//! run where the loop would not have run it, moves right before the loop.
//!
//! Loops are found through `LoopLikeOpInterface` (no dialect is named) and
//! visited innermost first, so an op hoisted out of an inner loop can move
//! on out of the outer one. An op moves when
//! - it is no terminator;
//! - every value it and its nested ops use, other than values defined
//!   inside the op, is defined outside the loop;
//! - it is free of memory effects (recursively, for ops whose effects are
//!   their nested ops') and speculatable ([`strata_ir::op_checks::is_pure`]).
//!
//! Per loop region a FIFO worklist starts with the region's ops in order;
//! a moved op queues its users in that region, so chains of invariant ops
//! move in dependence order, as upstream's do (graph regions included).
//!
//! Invariants: ops only move (nothing is created or erased); the loops are
//! collected before any moves, in post-order, which visits the loops
//! upstream's walk does in the same order. Cost: judging an op walks the
//! ops nested in it, so a nest of loops `d` deep costs `O(ops · d)`, as
//! upstream's.

use std::collections::VecDeque;

use strata_ir::op_checks::{is_speculatable, EffectFreeCache};
use strata_ir::{Body, Context, LoopLikeOpInterface, OpId, Traits, Value, WalkOrder};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "loop-invariant-code-motion",
        name: "LoopInvariantCodeMotion",
        description: "Hoist loop invariant instructions outside of the loop",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(LoopInvariantCodeMotion)),
    }
}

/// The pass.
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let loops = LoopLikeOpInterface::loops_innermost_first(ctx, body, op);
        let mut effect_free = EffectFreeCache::default();
        for lp in loops {
            move_loop_invariant_code(ctx, body, lp, &mut effect_free);
        }
        Ok(())
    }
}

/// Hoists the invariant ops of `lp`'s loop regions before `lp` (upstream's
/// `moveLoopInvariantCode(LoopLikeOpInterface)`); returns how many moved.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, lp: OpId, effect_free: &mut EffectFreeCache) -> usize {
    let Some(iface) = LoopLikeOpInterface::of(ctx, body, lp) else { return 0 };
    let outside = OutsideOf::new(body, lp);
    let mut moved = 0;
    for region in (iface.loop_regions)(ctx, body, lp) {
        let mut worklist: VecDeque<OpId> =
            body.region_blocks(region).flat_map(|b| body.block_ops(b)).collect::<Vec<_>>().into();
        while let Some(op) = worklist.pop_front() {
            // Already moved (a user queued twice).
            if body.op_region(op) != Some(region) {
                continue;
            }
            let movable = effect_free.is_memory_effect_free(ctx, body, op) && is_speculatable(ctx, body, op);
            if !movable || !can_be_hoisted_if(ctx, body, op, |body, _, _, v| outside.holds(body, v)) {
                continue;
            }
            body.move_op_before(op, lp);
            moved += 1;
            // Upstream's `getUsers()`: results in order, each result's
            // users newest first.
            for &r in body.results(op) {
                for u in body.uses(r).iter().rev() {
                    if body.op_region(u.op) == Some(region) {
                        worklist.push_back(u.op);
                    }
                }
            }
        }
    }
    moved
}

/// Upstream's `isDefinedOutsideOfLoop` for one loop, answered for the
/// values a loop's ops use without walking up from their definitions: a
/// value is defined in a region of the loop itself (inside), of one of the
/// ops holding the loop (outside), or, rarely, elsewhere (asked the long
/// way).
struct OutsideOf {
    lp: OpId,
    /// The ops holding `lp`, innermost first.
    holders: smallvec::SmallVec<[OpId; 4]>,
}

impl OutsideOf {
    fn new(body: &Body, lp: OpId) -> OutsideOf {
        let mut holders = smallvec::SmallVec::new();
        let mut cur = body.parent_op(lp);
        while let Some(o) = cur {
            holders.push(o);
            cur = body.parent_op(o);
        }
        OutsideOf { lp, holders }
    }

    /// Is `v` defined outside the loop?
    fn holds(&self, body: &Body, v: Value) -> bool {
        match body.value_parent_region(v).and_then(|r| body.region_parent(r)) {
            Some(owner) if owner == self.lp => false,
            // An op holding the loop is not inside it.
            Some(owner) if self.holders.contains(&owner) => true,
            _ => LoopLikeOpInterface::is_defined_outside(body, self.lp, v),
        }
    }
}

/// Upstream's `canBeHoisted` with an operand condition: `op` is no
/// terminator and `condition(body, user, operand index, value)` holds for
/// every operand of `op` and of the ops nested in it whose value is not
/// defined inside `op`.
pub(crate) fn can_be_hoisted_if(
    ctx: &Context,
    body: &Body,
    op: OpId,
    condition: impl Fn(&Body, OpId, usize, strata_ir::Value) -> bool,
) -> bool {
    if ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)) {
        return false;
    }
    // Nothing is defined inside an op without regions (most ops).
    let holds_values = !body.regions(op).is_empty();
    body.walk(op, WalkOrder::PreOrder, |body, child| {
        // Defined inside `op` (it moves along), or meeting the condition.
        let invariant = body.operands(child).enumerate().all(|(i, v)| {
            (holds_values && !LoopLikeOpInterface::is_defined_outside(body, op, v)) || condition(body, child, i, v)
        });
        if invariant {
            strata_ir::WalkResult::Advance
        } else {
            strata_ir::WalkResult::Interrupt
        }
    })
}
