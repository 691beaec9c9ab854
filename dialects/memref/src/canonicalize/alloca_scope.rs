//! Canonicalization patterns of `memref.alloca_scope` (upstream MLIR 22's
//! `MemRefOps.cpp`):
//!
//! - `AllocaScopeInliner`: the scope's body replaces it when nothing in it
//!   (outside nested allocation scopes) may allocate on the stack, or when
//!   its parent is itself an allocation scope and it is the last op before
//!   the terminator of a one-block region (no lifetime is extended);
//! - `AllocaScopeHoister`: a scope that is the last op of a chain of
//!   one-block regions up to the nearest allocation scope moves its
//!   stack allocations (those whose operands are defined outside that
//!   chain) before the outermost op of the chain.
//!
//! Invariants: "may allocate" is upstream's: an op without known effects
//! (unregistered, or with no memory-effect model) may; an op with
//! recursive effects does not itself; an op allocates on the stack when
//! one of its results is allocated in `AutomaticAllocationScopeResource`.

use strata_ir::{Body, Context, Effect, EffectOn, MemoryEffects, OpId, Traits, WalkOrder, WalkResult};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::AllocaScopeOp;
use strata_ir::op_checks::has_trait;

/// `memref.alloca_scope`: `AllocaScopeInliner`, `AllocaScopeHoister`.
pub fn alloca_scope(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AllocaScopeOp>::new("AllocaScopeInliner", alloca_scope_inliner));
    set.add(OpPattern::<AllocaScopeOp>::new("AllocaScopeHoister", alloca_scope_hoister));
}

const RESOURCE: &str = "AutomaticAllocationScopeResource";

/// Does a result of `op` get allocated in the automatic allocation scope?
fn allocates_on_stack(effects: &MemoryEffects) -> bool {
    let MemoryEffects::Known { effects, .. } = effects else { return false };
    effects
        .iter()
        .any(|e| e.effect == Effect::Allocate && matches!(e.on, EffectOn::Result(_)) && e.resource == RESOURCE)
}

/// Upstream's `isGuaranteedAutomaticAllocation`.
fn is_guaranteed_automatic_allocation(ctx: &Context, body: &Body, op: OpId) -> bool {
    MemoryEffects::of_op(ctx, body, op).is_some_and(|e| allocates_on_stack(&e))
}

/// Upstream's `isOpItselfPotentialAutomaticAllocation`.
fn is_op_itself_potential_automatic_allocation(ctx: &Context, body: &Body, op: OpId) -> bool {
    match MemoryEffects::of_op(ctx, body, op).as_deref() {
        None | Some(MemoryEffects::Unknown) => true,
        Some(MemoryEffects::Known { recursive: true, .. }) => false,
        Some(effects) => allocates_on_stack(effects),
    }
}

/// Upstream's `lastNonTerminatorInRegion`: `op` is followed only by its
/// block's terminator (or an op that might be one), in a one-block region.
fn last_non_terminator_in_region(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let (Some(block), Some(region)) = (body.op_block(op), body.op_region(op)) else { return false };
    let Some(last) = body.last_op(block) else { return false };
    let might_be_terminator = ctx.op_info(body.op_name(last)).is_none_or(|i| i.has_trait(Traits::IS_TERMINATOR));
    let mut blocks = body.region_blocks(region);
    might_be_terminator && body.next_op(op) == Some(last) && blocks.next().is_some() && blocks.next().is_none()
}

/// Replaces `op` with the ops of its body, its terminator's operands
/// taking the place of its results.
fn inline_scope(rw: &mut Rewriter<'_>, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let body = rw.body();
    let Some(block) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return false };
    let (Some(term), Some(dest)) = (body.last_op(block), body.op_block(op)) else { return false };
    if body.num_operands(term) != body.num_results(op) {
        return false;
    }
    rw.inline_block_before(block, dest, Some(op), &[]);
    let results: Vec<_> = rw.body().operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

fn alloca_scope_inliner(scope: AllocaScopeOp, rw: &mut Rewriter<'_>) -> bool {
    let op = scope;
    let ctx = rw.ctx();
    let body = rw.body();
    let has_potential_alloca = !body.walk(op, WalkOrder::PreOrder, |body, nested| {
        if nested == op {
            WalkResult::Advance
        } else if is_op_itself_potential_automatic_allocation(ctx, body, nested) {
            WalkResult::Interrupt
        } else if has_trait(ctx, body, nested, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    if has_potential_alloca {
        // Inlining would extend the allocations' lifetime to the parent's.
        let parent_is_scope =
            body.parent_op(op).is_some_and(|p| has_trait(ctx, body, p, Traits::AUTOMATIC_ALLOCATION_SCOPE));
        if !parent_is_scope || !last_non_terminator_in_region(ctx, body, op) {
            return false;
        }
    }
    inline_scope(rw, op)
}

fn alloca_scope_hoister(scope: AllocaScopeOp, rw: &mut Rewriter<'_>) -> bool {
    let op = scope;
    let ctx = rw.ctx();
    let body = rw.body();
    let is_scope = |o: OpId| has_trait(ctx, body, o, Traits::AUTOMATIC_ALLOCATION_SCOPE);
    let mut ancestor = body.parent_op(op);
    while let Some(a) = ancestor.filter(|&a| !is_scope(a)) {
        ancestor = body.parent_op(a);
    }
    if ancestor.is_none() {
        return false;
    }
    let Some(mut last_parent_without_scope) = body.parent_op(op).filter(|&p| !is_scope(p)) else { return false };
    if !last_non_terminator_in_region(ctx, body, op)
        || !last_non_terminator_in_region(ctx, body, last_parent_without_scope)
    {
        return false;
    }
    loop {
        let Some(parent) = body.parent_op(last_parent_without_scope) else { return false };
        if is_scope(parent) {
            break;
        }
        last_parent_without_scope = parent;
        if !last_non_terminator_in_region(ctx, body, last_parent_without_scope) {
            return false;
        }
    }
    let Some(op_region) = body.op_region(op) else { return false };
    let Some(containing) =
        body.regions(last_parent_without_scope).iter().copied().find(|&r| body.region_is_ancestor(r, op_region))
    else {
        return false;
    };
    // Post-order, as upstream's default walk (its `skip` is then no-op).
    let mut to_hoist = Vec::new();
    body.walk(op, WalkOrder::PostOrder, |body, alloc| {
        let defined_inside = body
            .operands(alloc)
            .any(|v| body.value_parent_region(v).is_some_and(|r| body.region_is_ancestor(containing, r)));
        if is_guaranteed_automatic_allocation(ctx, body, alloc) && !defined_inside {
            to_hoist.push(alloc);
        }
        WalkResult::Advance
    });
    if to_hoist.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(last_parent_without_scope);
    for alloc in to_hoist {
        let cloned = rw.clone_op(alloc, &mut Default::default());
        let results = rw.body().results(cloned).to_vec();
        rw.replace_op(alloc, &results);
    }
    true
}
