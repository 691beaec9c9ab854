//! The memory-slot interfaces of `memref.alloca`, `memref.load` and
//! `memref.store` (upstream's `MemRefMem2Reg.cpp`), for `mem2reg`: an
//! alloca of one element (a static shape whose dims multiply to 1) is a
//! slot of its element type, of any element type; before any store it
//! holds `ub.poison`. A load of the slot becomes the value reaching it; a
//! store of a value of the element type (not the pointer itself) goes.

use strata_dialect_ub::PoisonOp;
use strata_ir::memory_slot::{DeletionKind, MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface};
use strata_ir::{Body, Context, OpId, TypeKind, Value};

/// `memref.alloca`.
pub fn alloca() -> PromotableAllocationOpInterface {
    PromotableAllocationOpInterface {
        promotable_slots,
        default_value: |_, b, op, slot| {
            let loc = b.body.op_loc(op);
            PoisonOp::build(b, loc, slot.elem_type, None).result(b.body)
        },
        handle_block_arguments: |_, _, _, _, _| {},
        handle_promotion_complete: |_, body, op, _, default| {
            if let Some(def) = default.filter(|&v| !body.has_uses(v)).and_then(|v| body.defining_op(v)) {
                body.erase_op(def);
            }
            body.erase_op(op);
        },
    }
}

fn promotable_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
    let Some(&ptr) = body.results(op).first() else { return Vec::new() };
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(body.value_type(ptr)) else { return Vec::new() };
    // Static, and one element (a count that overflows is not one).
    let count = shape.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) });
    if count != Some(1) {
        return Vec::new();
    }
    vec![MemorySlot { ptr, elem_type: *element }]
}

/// `memref.load`: operand 0 is the memref.
pub fn load() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, body, op, slot| memref_is(body, op, 0, slot),
        stores_to: |_, _, _, _| false,
        // Never asked: a load stores nothing.
        stored: |_, _, _, _, reaching| reaching,
        can_uses_be_removed: |_, body, op, slot, blocking| {
            only_the_slot(body, op, slot, blocking)
                && memref_is(body, op, 0, slot)
                && body.results(op).first().is_some_and(|&r| body.value_type(r) == slot.elem_type)
        },
        remove_blocking_uses: |_, body, op, _, reaching| {
            let result = body.results(op)[0];
            body.replace_all_uses_with(result, reaching);
            DeletionKind::Delete
        },
    }
}

/// `memref.store`: operand 0 is the value, operand 1 the memref.
pub fn store() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, _, _, _| false,
        stores_to: |_, body, op, slot| memref_is(body, op, 1, slot),
        stored: |_, b, op, _, _| b.body.operand(op, 0),
        can_uses_be_removed: |_, body, op, slot, blocking| {
            only_the_slot(body, op, slot, blocking)
                && memref_is(body, op, 1, slot)
                && body.num_operands(op) > 1
                && body.operand(op, 0) != slot.ptr
                && body.value_type(body.operand(op, 0)) == slot.elem_type
        },
        remove_blocking_uses: |_, _, _, _, _| DeletionKind::Delete,
    }
}

/// Is operand `index` of `op` the slot's pointer?
fn memref_is(body: &Body, op: OpId, index: usize, slot: &MemorySlot) -> bool {
    index < body.num_operands(op) && body.operand(op, index) == slot.ptr
}

/// Is the one blocking use the slot's pointer?
fn only_the_slot(body: &Body, op: OpId, slot: &MemorySlot, blocking: &[usize]) -> bool {
    let value: Option<Value> = match blocking {
        [i] if *i < body.num_operands(op) => Some(body.operand(op, *i)),
        _ => None,
    };
    value == Some(slot.ptr)
}
