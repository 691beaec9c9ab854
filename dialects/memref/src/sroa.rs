//! The destructuring interfaces of `memref.alloca`, `memref.load` and
//! `memref.store` (upstream's `MemRefMemorySlot.cpp`), for `sroa`: an
//! alloca of a static shape holding 2 to 16 elements splits into one
//! `memref<T>` alloca per element used; a load or store whose indices are
//! constants inside the shape moves to its element's alloca, without
//! indices.

use strata_ir::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface, DestructurableMemorySlot,
    MemorySlot, Subslot,
};
use strata_ir::op_checks::constant_int_value;
use strata_ir::{Body, Context, OpId, TypeKind, Value};

use crate::AllocaOp;

/// Above this many elements an alloca stays whole (upstream's
/// `maxMemrefSizeForDestructuring`).
const MAX_ELEMENTS: i64 = 16;

/// `memref.alloca`.
pub fn alloca() -> DestructurableAllocationOpInterface {
    DestructurableAllocationOpInterface {
        destructurable_slots,
        destructure: |ctx, b, op, slot, used| {
            let loc = b.body.op_loc(op);
            b.set_insertion_point(strata_ir::InsertPoint::After(op));
            let mut out = Vec::with_capacity(used.len());
            for index in used {
                let Some(elem) = slot.subelement_type(index) else { continue };
                let ty = ctx.intern_type(TypeKind::MemRef {
                    shape: Vec::new(),
                    element: elem,
                    layout: None,
                    memory_space: None,
                });
                let sub = AllocaOp::build(b, loc, &[], &[], ty, None);
                let ptr = sub.memref(b.body);
                out.push(Subslot {
                    index: index.clone(),
                    slot: MemorySlot { ptr, elem_type: elem },
                    allocator: sub.into(),
                });
            }
            out
        },
        handle_destructuring_complete: |_, body, op, _| body.erase_op(op),
    }
}

fn destructurable_slots(ctx: &Context, body: &Body, op: OpId) -> Vec<DestructurableMemorySlot> {
    let Some(&ptr) = body.results(op).first() else { return Vec::new() };
    let ty = body.value_type(ptr);
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { return Vec::new() };
    let count = shape.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) });
    match count {
        Some(n) if n != 1 && n <= MAX_ELEMENTS => {}
        _ => return Vec::new(),
    }
    // Every coordinate, the first dimension varying fastest (upstream's
    // `walkIndicesAsAttr`).
    let mut subelements = Vec::new();
    let mut index = vec![0i64; shape.len()];
    loop {
        subelements.push((index.clone(), *element));
        let mut carried = true;
        for (i, &dim) in shape.iter().enumerate() {
            index[i] += 1;
            if index[i] < dim {
                carried = false;
                break;
            }
            index[i] = 0;
        }
        if carried {
            break;
        }
    }
    vec![DestructurableMemorySlot { ptr, elem_type: ty, subelements }]
}

/// `memref.load`: operand 0 is the memref, the indices follow.
pub fn load() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, _| {
            if body.operand(op, 0) != slot.ptr {
                return false;
            }
            let Some(index) = constant_index(ctx, body, op, 0) else { return false };
            used.insert(index);
            true
        },
        rewire: |ctx, body, op, _, subslots| rewire(ctx, body, op, 0, subslots),
    }
}

/// `memref.store`: operand 0 is the value, 1 the memref, the indices follow.
pub fn store() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, _| {
            if body.num_operands(op) < 2 || body.operand(op, 1) != slot.ptr || body.operand(op, 0) == slot.ptr {
                return false;
            }
            let Some(index) = constant_index(ctx, body, op, 1) else { return false };
            if slot.subelement_type(&index).is_none() {
                return false;
            }
            used.insert(index);
            true
        },
        rewire: |ctx, body, op, _, subslots| rewire(ctx, body, op, 1, subslots),
    }
}

/// The constant coordinates the indices after the memref (operand
/// `memref`) give, each inside its dimension; `None` otherwise.
fn constant_index(ctx: &Context, body: &Body, op: OpId, memref: usize) -> Option<Vec<i64>> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(body.value_type(body.operand(op, memref))) else { return None };
    let indices: Vec<Value> = body.operands(op).skip(memref + 1).collect();
    let mut index = Vec::with_capacity(shape.len());
    for (&v, &dim) in indices.iter().zip(shape) {
        let c = constant_int_value(ctx, body, v)?;
        if c < 0 || c >= dim {
            return None;
        }
        index.push(c);
    }
    Some(index)
}

/// Points the op at the element slot of its index and drops the indices.
fn rewire(ctx: &Context, body: &mut Body, op: OpId, memref: usize, subslots: &[Subslot]) -> DeletionKind {
    let Some(index) = constant_index(ctx, body, op, memref) else { return DeletionKind::Keep };
    let Some(sub) = subslots.iter().find(|s| s.index == index) else { return DeletionKind::Keep };
    let mut operands: Vec<Value> = body.operands(op).take(memref).collect();
    operands.push(sub.slot.ptr);
    body.set_operands(op, &operands);
    DeletionKind::Keep
}
