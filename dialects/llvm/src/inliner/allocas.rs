//! The allocations of inlined code (upstream's `handleInlinedAllocas`):
//! the callee entry block's `llvm.alloca`s of constant size move to the
//! entry block of the caller's allocation scope (the closest isolated or
//! `AutomaticAllocationScope` ancestor), each after a fresh constant, and
//! are bracketed by `llvm.intr.lifetime.start` where they were and
//! `llvm.intr.lifetime.end` before every return, unless they already have
//! lifetime markers or allocate nothing. When the callee allocates with a
//! dynamic size, the inlined code saves the stack pointer on entry and
//! restores it before every return (`llvm.intr.stacksave`/`stackrestore`).
//!
//! Invariant: it runs before the inlined returns are rewritten, so the
//! returns still mark every exit of the inlined code.

use strata_ir::op_checks::has_trait;
use strata_ir::{AttrKind, BlockId, Body, Builder, Context, InsertPoint, OpClass, OpId, Traits};

use super::{constant_integer, name_is};

/// Is `alloca` (through bitcasts) an operand of a lifetime marker?
fn has_lifetime_markers(ctx: &Context, body: &Body, alloca: OpId) -> bool {
    let mut stack: Vec<OpId> = body.results(alloca).iter().flat_map(|&r| body.uses(r).iter().map(|u| u.op)).collect();
    while let Some(op) = stack.pop() {
        if name_is(ctx, body, op, "llvm.intr.lifetime.start") || name_is(ctx, body, op, "llvm.intr.lifetime.end") {
            return true;
        }
        if name_is(ctx, body, op, "llvm.bitcast") {
            stack.extend(body.results(op).iter().flat_map(|&r| body.uses(r).iter().map(|u| u.op)));
        }
    }
    false
}

/// Upstream's `handleInlinedAllocas` (see the module doc).
pub(super) fn handle_inlined_allocas(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    // The entry block of the closest isolated or allocation-scope ancestor.
    let mut current = call;
    let mut caller_entry = None;
    while let Some(parent) = body.parent_op(current) {
        if has_trait(ctx, body, parent, Traits::ISOLATED_FROM_ABOVE)
            || has_trait(ctx, body, parent, Traits::AUTOMATIC_ALLOCATION_SCOPE)
        {
            caller_entry = body.op_block(current).and_then(|b| body.block_region(b)).and_then(|r| body.entry_block(r));
            break;
        }
        current = parent;
    }
    let (Some(caller_entry), Some(&callee_entry)) = (caller_entry, blocks.first()) else { return };
    if caller_entry == callee_entry {
        return;
    }
    let is_alloca = |body: &Body, op: OpId| name_is(ctx, body, op, "llvm.alloca");
    // (alloca, its constant size, whether it gets lifetime markers)
    let mut to_move = Vec::new();
    let mut dynamic = false;
    for op in body.block_ops(callee_entry).filter(|&op| is_alloca(body, op)).collect::<Vec<_>>() {
        match constant_integer(ctx, body, body.operand(op, 0)) {
            Some(size) => {
                let nonzero = matches!(ctx.attr_kind(size), AttrKind::Integer { value, .. } if !value.is_zero());
                to_move.push((op, size, nonzero && !has_lifetime_markers(ctx, body, op)));
            }
            None => dynamic = true,
        }
    }
    dynamic = dynamic
        || blocks[1..].iter().any(|&b| {
            body.block_ops(b)
                .any(|op| is_alloca(body, op) && constant_integer(ctx, body, body.operand(op, 0)).is_none())
        });
    if to_move.is_empty() && !dynamic {
        return;
    }
    let call_loc = body.op_loc(call);
    let ptr = ctx.dialect_type(crate::types::PointerType { address_space: 0 });
    let stack_ptr = dynamic.then(|| {
        let mut b = Builder::at(ctx, body, InsertPoint::BlockStart(callee_entry));
        let save = crate::StackSaveOp::build(&mut b, call_loc, ptr);
        save.res(body)
    });
    let first = body.first_op(caller_entry);
    for &(alloca, size, lifetime) in &to_move {
        let loc = body.op_loc(alloca);
        let size_type = body.value_type(body.operand(alloca, 0));
        let point = first.map_or(InsertPoint::BlockEnd(caller_entry), InsertPoint::Before);
        let mut b = Builder::at(ctx, body, point);
        let constant = crate::ConstantOp::build(&mut b, loc, size_type, size);
        if lifetime {
            let result = body.results(alloca)[0];
            let mut b = Builder::at(ctx, body, InsertPoint::Before(alloca));
            crate::LifetimeStartOp::build(&mut b, loc, result);
        }
        body.move_op_after(alloca, constant.op());
        let new_size = constant.res(body);
        body.set_operand(alloca, 0, new_size);
    }
    if !dynamic && !to_move.iter().any(|m| m.2) {
        return;
    }
    for &block in blocks {
        let Some(term) = body.last_op(block) else { continue };
        if !has_trait(ctx, body, term, Traits::RETURN_LIKE) {
            continue;
        }
        if let Some(saved) = stack_ptr {
            let mut b = Builder::at(ctx, body, InsertPoint::Before(term));
            crate::StackRestoreOp::build(&mut b, call_loc, saved);
        }
        for &(alloca, _, lifetime) in &to_move {
            if lifetime {
                let (ptr, loc) = (body.results(alloca)[0], body.op_loc(alloca));
                let mut b = Builder::at(ctx, body, InsertPoint::Before(term));
                crate::LifetimeEndOp::build(&mut b, loc, ptr);
            }
        }
    }
}
