//! The llvm dialect's destructuring interfaces (upstream's
//! `LLVMMemorySlot.cpp`), for `sroa`: an `llvm.alloca` of one (constant)
//! element of a non-empty struct, or of an array of at most 16 elements,
//! splits into one `llvm.alloca` per field used, made in field order. A
//! constant `llvm.getelementptr` into it becomes a byte offset into its
//! field's alloca (the field whose bytes hold the offset; padding and
//! out-of-bounds offsets refuse); `llvm.load`/`llvm.store` of the whole
//! slot access its field 0 when they fit in it; a non-volatile
//! `llvm.intr.memset` of constant length within the slot becomes one
//! memset per field used, and a memcpy/memmove of the whole slot one copy
//! per field used (through a GEP of the other pointer).
//!
//! What a GEP points into must then be used safely: the dialect's
//! `SafeMemorySlotAccessOpInterface` ([`safe_access`]) accepts loads and
//! stores within the bytes left, GEPs staying inside them (their results
//! checked in turn) and memsets/memcpys writing within them.
//!
//! [`layout`] is upstream's default data layout for the types the dialect
//! uses (no `dlti` specification is consulted).
//!
//! Invariant: a field's index is `[i]`, its position in the struct or
//! array; every op a rewrite creates goes right after the op rewritten.

use crate::build::DYNAMIC_INDEX;
use strata_ir::memory_slot::{
    DeletionKind, DestructurableAccessorOpInterface, DestructurableAllocationOpInterface, DestructurableMemorySlot,
    MemorySlot, SafeMemorySlotAccessOpInterface, Subslot,
};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Attribute, Body, Builder, Context, DenseValue, InsertPoint, OpId, Type, TypeKind, Value};

use crate::mem2reg::{alloca_elem_type, constant_int, has_unit, is_volatile_intr, operand_is, static_len};
use crate::types::{ArrayType, PointerType, PpcFp128Type, StructType};
use crate::{AllocaOp, ConstantOp, GEPOp, MemcpyInlineOp, MemcpyOp, MemmoveOp, MemsetInlineOp, MemsetOp};

/// Arrays longer than this stay whole (upstream's
/// `maxArraySizeForDestructuring`).
const MAX_ARRAY_LEN: u64 = 16;

/// GEP indices must fit this many bits (upstream's `kGEPConstantBitWidth`).
const GEP_CONSTANT_BITS: u32 = 29;

/// `llvm.alloca`.
pub fn alloca() -> DestructurableAllocationOpInterface {
    DestructurableAllocationOpInterface {
        destructurable_slots: |ctx, body, op| {
            let (Some(&ptr), Some(elem_type)) = (body.results(op).first(), alloca_elem_type(ctx, body, op)) else {
                return Vec::new();
            };
            let is_one = body.num_operands(op) == 1
                && constant_int(ctx, body, body.operand(op, 0)).is_some_and(|v| v.to_u64() == Some(1));
            match subelements(ctx, elem_type) {
                Some(subelements) if is_one => vec![DestructurableMemorySlot { ptr, elem_type, subelements }],
                _ => Vec::new(),
            }
        },
        destructure: |ctx, b, op, slot, used| {
            let loc = b.body.op_loc(op);
            let array_size = b.body.operand(op, 0);
            let ptr_ty = ctx.dialect_type(PointerType::default());
            b.set_insertion_point(InsertPoint::After(op));
            let mut out = Vec::with_capacity(used.len());
            // In the order the uses named the fields (MLIR 22 walks its set
            // of used indices, which keeps insertion order up to eight).
            for index in used {
                let Some(elem) = slot.subelement_type(index) else { continue };
                let elem = &elem;
                let sub = AllocaOp::build(b, loc, array_size, ptr_ty, None, ctx.type_attr(*elem), None);
                out.push(Subslot {
                    index: index.clone(),
                    slot: MemorySlot { ptr: sub.res(b.body), elem_type: *elem },
                    allocator: sub.into(),
                });
            }
            out
        },
        handle_destructuring_complete: |_, body, op, _| body.erase_op(op),
    }
}

/// The fields of a struct (non-empty, with a body) or an array (at most
/// 16 elements), by index.
fn subelements(ctx: &Context, t: Type) -> Option<Vec<(Vec<i64>, Type)>> {
    if let Some(s) = ctx.type_storage::<StructType>(t) {
        let body = s.body.as_ref()?;
        if body.fields.is_empty() {
            return None;
        }
        return Some(body.fields.iter().enumerate().map(|(i, &f)| (vec![i as i64], f)).collect());
    }
    let a = ctx.type_storage::<ArrayType>(t)?;
    if a.len > MAX_ARRAY_LEN {
        return None;
    }
    Some((0..a.len as i64).map(|i| (vec![i], a.element)).collect())
}

/// Is the slot one of this dialect's aggregates (its indices `[i]`)?
fn is_llvm_slot(ctx: &Context, slot: &DestructurableMemorySlot) -> bool {
    ctx.type_storage::<PointerType>(slot.elem_type).is_none()
        && (ctx.type_storage::<StructType>(slot.elem_type).is_some()
            || ctx.type_storage::<ArrayType>(slot.elem_type).is_some())
}

/// Sets operand `index` of `op` to the element slot `[field]`'s pointer.
fn point_at(body: &mut Body, op: OpId, index: usize, field: i64, subslots: &[Subslot]) -> DeletionKind {
    if let Some(sub) = subslots.iter().find(|s| s.index == [field]) {
        if index < body.num_operands(op) {
            body.set_operand(op, index, sub.slot.ptr);
        }
    }
    DeletionKind::Keep
}

/// `llvm.load`: always reads field 0.
pub fn load() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, _| {
            if has_unit(ctx, body, op, "volatile_") || !is_llvm_slot(ctx, slot) {
                return false;
            }
            let Some(field) = slot.subelement_type(&[0]) else { return false };
            let Some(&result) = body.results(op).first() else { return false };
            if !fits(ctx, body.value_type(result), field) {
                return false;
            }
            used.insert(vec![0]);
            true
        },
        rewire: |_, body, op, _, subslots| point_at(body, op, 0, 0, subslots),
    }
}

/// `llvm.store`: always writes field 0 (not the slot's pointer itself).
pub fn store() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, _| {
            if has_unit(ctx, body, op, "volatile_") || !is_llvm_slot(ctx, slot) || body.num_operands(op) < 2 {
                return false;
            }
            let value = body.operand(op, 0);
            if value == slot.ptr {
                return false;
            }
            let Some(field) = slot.subelement_type(&[0]) else { return false };
            if !fits(ctx, body.value_type(value), field) {
                return false;
            }
            used.insert(vec![0]);
            true
        },
        rewire: |_, body, op, _, subslots| point_at(body, op, 1, 0, subslots),
    }
}

/// Is an access of type `access` no larger than `field`?
fn fits(ctx: &Context, access: Type, field: Type) -> bool {
    matches!((layout::size(ctx, access), layout::size(ctx, field)), (Some(a), Some(f)) if a <= f)
}

/// `llvm.getelementptr` on the slot's pointer.
pub fn getelementptr() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, must_be_safe| {
            if !is_llvm_slot(ctx, slot) || !operand_is(body, op, 0, slot.ptr) {
                return false;
            }
            if ctx.type_storage::<PointerType>(body.value_type(slot.ptr)).is_none() {
                return false;
            }
            let Some((field, offset)) = subslot_access(ctx, body, op, slot.elem_type) else { return false };
            let Some(field_ty) = slot.subelement_type(&[field]) else { return false };
            let Some(size) = layout::size(ctx, field_ty) else { return false };
            used.insert(vec![field]);
            let res = body.results(op)[0];
            must_be_safe.push(MemorySlot { ptr: res, elem_type: byte_array(ctx, size - offset) });
            true
        },
        rewire: |ctx, body, op, slot, subslots| {
            let Some((field, offset)) = subslot_access(ctx, body, op, slot.elem_type) else {
                return DeletionKind::Keep;
            };
            let Some(sub) = subslots.iter().find(|s| s.index == [field]) else { return DeletionKind::Keep };
            let res = body.results(op)[0];
            let res_ty = body.value_type(res);
            let loc = body.op_loc(op);
            let flags = inherent_attr(ctx, body, op, "noWrapFlags");
            let i8 = ctx.integer_type(8);
            let new_ptr = if offset == 0 && res_ty == body.value_type(sub.slot.ptr) {
                // `gep %p[0] : T -> T` folds to `%p`, as createOrFold does.
                sub.slot.ptr
            } else {
                let mut b = Builder::at(ctx, body, InsertPoint::After(op));
                let raw = ctx.dense_i32_array(&[offset as i64]);
                GEPOp::build(&mut b, loc, sub.slot.ptr, &[], res_ty, raw, ctx.type_attr(i8), flags).res(b.body)
            };
            body.replace_all_uses_with(res, new_ptr);
            DeletionKind::Delete
        },
    }
}

/// `!llvm.array<n x i8>`.
fn byte_array(ctx: &Context, n: u64) -> Type {
    ArrayType::get(ctx, ctx.integer_type(8), n)
}

/// A GEP's constant, non-negative indices; `None` if one is dynamic.
fn gep_indices(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<u64>> {
    let raw = inherent_attr(ctx, body, op, "rawConstantIndices")?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(raw) else { return None };
    let mut out = Vec::with_capacity(values.len());
    for v in values {
        let DenseValue::Int(i) = v else { return None };
        let i = i.to_i64()?;
        if i == DYNAMIC_INDEX || i < 0 {
            return None;
        }
        out.push(i as u64);
    }
    Some(out)
}

/// How many bytes a constant GEP moves its base (upstream's
/// `gepToByteOffset`).
fn gep_byte_offset(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let indices = gep_indices(ctx, body, op)?;
    let mut current = match ctx.attr_kind(inherent_attr(ctx, body, op, "elem_type")?) {
        AttrKind::Type(t) => *t,
        _ => return None,
    };
    let (&first, rest) = indices.split_first()?;
    let mut offset = first.checked_mul(layout::size(ctx, current)?)?;
    for &index in rest {
        if let Some(a) = ctx.type_storage::<ArrayType>(current) {
            offset = offset.checked_add(index.checked_mul(layout::size(ctx, a.element)?)?)?;
            current = a.element;
        } else if let Some(s) = ctx.type_storage::<StructType>(current) {
            let sb = s.body.as_ref()?;
            let index = usize::try_from(index).ok().filter(|&i| i < sb.fields.len())?;
            for &f in &sb.fields[..index] {
                if !sb.packed {
                    offset = align_to(offset, layout::abi_alignment(ctx, f)?);
                }
                offset = offset.checked_add(layout::size(ctx, f)?)?;
            }
            if !sb.packed {
                offset = align_to(offset, layout::abi_alignment(ctx, sb.fields[index])?);
            }
            current = sb.fields[index];
        } else {
            return None;
        }
    }
    Some(offset)
}

fn align_to(n: u64, align: u64) -> u64 {
    if align <= 1 {
        n
    } else {
        n.div_ceil(align).saturating_mul(align)
    }
}

/// The field a constant GEP's offset falls in, and the offset inside it
/// (upstream's `getSubslotAccessInfo`); `None` in padding or out of
/// bounds.
fn subslot_access(ctx: &Context, body: &Body, op: OpId, slot_ty: Type) -> Option<(i64, u64)> {
    let offset = gep_byte_offset(ctx, body, op)?;
    if offset >= layout::size(ctx, slot_ty)? {
        return None;
    }
    let in_bounds = |i: u64| i < (1u64 << GEP_CONSTANT_BITS);
    if let Some(a) = ctx.type_storage::<ArrayType>(slot_ty) {
        let elem = layout::size(ctx, a.element)?;
        if elem == 0 {
            return None;
        }
        let index = offset / elem;
        return in_bounds(index).then_some((index as i64, offset - index * elem));
    }
    let s = ctx.type_storage::<StructType>(slot_ty)?;
    let sb = s.body.as_ref()?;
    let mut start = 0u64;
    for (index, &f) in sb.fields.iter().enumerate() {
        let size = layout::size(ctx, f)?;
        if !sb.packed {
            start = align_to(start, layout::abi_alignment(ctx, f)?);
            if offset < start {
                return None;
            }
        }
        if offset < start + size {
            return in_bounds(index as u64).then_some((index as i64, offset - start));
        }
        start += size;
    }
    None
}

/// Writes the intrinsic only within the slot (its destination, a length
/// known and no larger)?
fn writes_only_within(ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
    ctx.type_storage::<PointerType>(body.value_type(slot.ptr)).is_some()
        && operand_is(body, op, 0, slot.ptr)
        && matches!((static_len(ctx, body, op), layout::size(ctx, slot.elem_type)), (Some(l), Some(s)) if l <= s)
}

/// The slot's indices as a plain range `[0]..[n]`, in order.
fn field_count(ctx: &Context, slot: &DestructurableMemorySlot) -> Option<usize> {
    let ok = is_llvm_slot(ctx, slot) && slot.subelements.iter().enumerate().all(|(i, (idx, _))| idx == &[i as i64]);
    ok.then_some(slot.subelements.len())
}

/// `llvm.intr.memset`.
pub fn intr_memset() -> DestructurableAccessorOpInterface {
    memset_like()
}

/// `llvm.intr.memset.inline`.
pub fn intr_memset_inline() -> DestructurableAccessorOpInterface {
    memset_like()
}

fn memset_like() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        // Uses no field of its own: it writes only those others use.
        can_rewire: |ctx, body, op, slot, _, _| {
            !is_volatile_intr(ctx, body, op)
                && field_count(ctx, slot).is_some()
                && writes_only_within(ctx, body, op, &MemorySlot { ptr: slot.ptr, elem_type: slot.elem_type })
        },
        rewire: |ctx, body, op, slot, subslots| {
            let Some(len) = static_len(ctx, body, op) else { return DeletionKind::Keep };
            let packed =
                ctx.type_storage::<StructType>(slot.elem_type).and_then(|s| s.body.as_ref()).is_some_and(|b| b.packed);
            let inline = ctx.op_name_str(body.op_name(op)) == "llvm.intr.memset.inline";
            let len_ty = match inline {
                true => strata_ir::op_checks::inherent_attr(ctx, body, op, "len").and_then(|a| int_attr_type(ctx, a)),
                false => body.operands(op).nth(2).map(|v| body.value_type(v)),
            };
            let Some(len_ty) = len_ty else { return DeletionKind::Keep };
            let loc = body.op_loc(op);
            let len_loc = match inline {
                true => loc,
                false => body.value_loc(body.operand(op, 2)).unwrap_or(loc),
            };
            let val = body.operand(op, 1);
            let volatile = inherent_attr(ctx, body, op, "isVolatile").unwrap_or_else(|| ctx.bool_attr(false));
            let mut covered = 0u64;
            let mut b = Builder::at(ctx, body, InsertPoint::After(op));
            for (index, elem) in &slot.subelements {
                let (Some(size), Some(align)) = (layout::size(ctx, *elem), layout::abi_alignment(ctx, *elem)) else {
                    break;
                };
                if !packed {
                    covered = align_to(covered, align);
                }
                if covered >= len {
                    break;
                }
                if let Some(sub) = subslots.iter().find(|s| &s.index == index) {
                    let new_len = ctx.integer_attr(len_ty, (len - covered).min(size) as i64);
                    let dst = sub.slot.ptr;
                    if inline {
                        MemsetInlineOp::build(
                            &mut b, loc, dst, val, new_len, volatile, None, None, None, None, None, None,
                        );
                    } else {
                        let c = ConstantOp::build(&mut b, len_loc, len_ty, new_len).res(b.body);
                        MemsetOp::build(&mut b, loc, dst, val, c, volatile, None, None, None, None, None, None);
                    }
                }
                covered += size;
            }
            DeletionKind::Delete
        },
    }
}

/// Which memcpy-like intrinsic a copy is.
#[derive(Copy, Clone, PartialEq, Eq)]
enum CopyKind {
    Copy,
    Inline,
    Move,
}

/// The type of an integer attribute.
fn int_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// `llvm.intr.memcpy`.
pub fn intr_memcpy() -> DestructurableAccessorOpInterface {
    memcpy_like()
}

/// `llvm.intr.memcpy.inline`.
pub fn intr_memcpy_inline() -> DestructurableAccessorOpInterface {
    memcpy_like()
}

/// `llvm.intr.memmove`.
pub fn intr_memmove() -> DestructurableAccessorOpInterface {
    memcpy_like()
}

fn memcpy_like() -> DestructurableAccessorOpInterface {
    DestructurableAccessorOpInterface {
        can_rewire: |ctx, body, op, slot, used, _| {
            // Only whole copies, to or from the slot (not both).
            if is_volatile_intr(ctx, body, op) || field_count(ctx, slot).is_none() || body.num_operands(op) < 2 {
                return false;
            }
            let (dst, src) = (body.operand(op, 0), body.operand(op, 1));
            if dst == src
                || static_len(ctx, body, op).is_none()
                || static_len(ctx, body, op) != layout::size(ctx, slot.elem_type)
            {
                return false;
            }
            if src == slot.ptr {
                for (index, _) in &slot.subelements {
                    used.insert(index.clone());
                }
            }
            true
        },
        rewire: |ctx, body, op, slot, subslots| {
            if subslots.is_empty() {
                return DeletionKind::Delete;
            }
            let (dst, src) = (body.operand(op, 0), body.operand(op, 1));
            let is_dst = dst == slot.ptr;
            let other = if is_dst { src } else { dst };
            let kind = match ctx.op_name_str(body.op_name(op)) {
                "llvm.intr.memcpy.inline" => CopyKind::Inline,
                "llvm.intr.memmove" => CopyKind::Move,
                _ => CopyKind::Copy,
            };
            let len_ty = match kind == CopyKind::Inline {
                true => inherent_attr(ctx, body, op, "len").and_then(|a| int_attr_type(ctx, a)),
                false => body.operands(op).nth(2).map(|v| body.value_type(v)),
            };
            let Some(len_ty) = len_ty else { return DeletionKind::Keep };
            let loc = body.op_loc(op);
            let volatile = inherent_attr(ctx, body, op, "isVolatile").unwrap_or_else(|| ctx.bool_attr(false));
            let ptr_ty = ctx.dialect_type(PointerType::default());
            let mut b = Builder::at(ctx, body, InsertPoint::After(op));
            for (index, _) in &slot.subelements {
                let Some(sub) = subslots.iter().find(|s| &s.index == index) else { continue };
                let Some(size) = layout::size(ctx, sub.slot.elem_type) else { continue };
                let raw = ctx.dense_i32_array(&[0, index[0]]);
                let in_other =
                    GEPOp::build(&mut b, loc, other, &[], ptr_ty, raw, ctx.type_attr(slot.elem_type), None).res(b.body);
                let (to, from) = if is_dst { (sub.slot.ptr, in_other) } else { (in_other, sub.slot.ptr) };
                let size_attr = ctx.integer_attr(len_ty, size as i64);
                match kind {
                    CopyKind::Inline => {
                        MemcpyInlineOp::build(
                            &mut b, loc, to, from, size_attr, volatile, None, None, None, None, None, None,
                        );
                    }
                    CopyKind::Copy | CopyKind::Move => {
                        let c = ConstantOp::build(&mut b, loc, len_ty, size_attr).res(b.body);
                        if kind == CopyKind::Move {
                            MemmoveOp::build(&mut b, loc, to, from, c, volatile, None, None, None, None, None, None);
                        } else {
                            MemcpyOp::build(&mut b, loc, to, from, c, volatile, None, None, None, None, None, None);
                        }
                    }
                }
            }
            DeletionKind::Delete
        },
    }
}

/// The dialect's `SafeMemorySlotAccessOpInterface` (see the module doc).
pub(crate) fn safe_access(ctx: &Context, body: &Body, op: OpId) -> Option<SafeMemorySlotAccessOpInterface> {
    let check: fn(&Context, &Body, OpId, &MemorySlot, &mut Vec<MemorySlot>) -> bool = match ctx
        .op_name_str(body.op_name(op))
    {
        "llvm.load" => |ctx, body, op, slot, _| {
            !operand_is(body, op, 0, slot.ptr)
                || body.results(op).first().is_some_and(|&r| fits(ctx, body.value_type(r), slot.elem_type))
        },
        "llvm.store" => |ctx, body, op, slot, _| {
            !operand_is(body, op, 1, slot.ptr) || fits(ctx, body.value_type(body.operand(op, 0)), slot.elem_type)
        },
        "llvm.getelementptr" => |ctx, body, op, slot, must_be_safe| {
            if !operand_is(body, op, 0, slot.ptr) {
                return true;
            }
            let (Some(offset), Some(size)) = (gep_byte_offset(ctx, body, op), layout::size(ctx, slot.elem_type)) else {
                return false;
            };
            if offset >= size {
                return false;
            }
            let res: Value = body.results(op)[0];
            must_be_safe.push(MemorySlot { ptr: res, elem_type: byte_array(ctx, size - offset) });
            true
        },
        "llvm.intr.memset"
        | "llvm.intr.memset.inline"
        | "llvm.intr.memcpy"
        | "llvm.intr.memcpy.inline"
        | "llvm.intr.memmove" => |ctx, body, op, slot, _| writes_only_within(ctx, body, op, slot),
        _ => return None,
    };
    Some(SafeMemorySlotAccessOpInterface { ensure_only_safe_accesses: check })
}

/// Upstream's default data layout (`DataLayoutInterfaces.cpp` and the llvm
/// types' `DataLayoutTypeInterface`) for the types llvm ops use, without
/// a `dlti` specification: sizes in bits and bytes, ABI alignments in
/// bytes (`ppc_fp128` as a 128-bit float). `None` for a type it does not
/// size (tokens, functions, scalable
/// vectors, opaque or recursive structs, types nested deeper than
/// [`layout::MAX_DEPTH`]).
pub(crate) mod layout {
    use super::*;

    /// Nesting of aggregates the layout follows (its recursion's bound).
    pub const MAX_DEPTH: u32 = 256;

    /// Pointers: 64 bits, aligned to 8 bytes.
    const POINTER_BITS: u64 = 64;
    const POINTER_ALIGN: u64 = 8;

    pub fn size_in_bits(ctx: &Context, t: Type) -> Option<u64> {
        bits(ctx, t, 0)
    }

    pub fn size(ctx: &Context, t: Type) -> Option<u64> {
        Some(bits(ctx, t, 0)?.div_ceil(8))
    }

    pub fn abi_alignment(ctx: &Context, t: Type) -> Option<u64> {
        align(ctx, t, 0)
    }

    fn bytes(ctx: &Context, t: Type, depth: u32) -> Option<u64> {
        Some(bits(ctx, t, depth)?.div_ceil(8))
    }

    fn bits(ctx: &Context, t: Type, depth: u32) -> Option<u64> {
        if depth > MAX_DEPTH {
            return None;
        }
        match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => return Some(u64::from(*width)),
            TypeKind::Float(k) => return Some(u64::from(k.width())),
            TypeKind::Index => return Some(64),
            TypeKind::Vector { shape, scalable, element } => {
                if scalable.iter().any(|&s| s) {
                    return None;
                }
                let last = u64::try_from(*shape.last()?).ok()?;
                let count = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))?;
                if last == 0 {
                    return Some(0);
                }
                let elem = bytes(ctx, *element, depth + 1)?;
                return (count / last)
                    .checked_mul(last.checked_next_power_of_two()?)?
                    .checked_mul(elem)?
                    .checked_mul(8);
            }
            _ => {}
        }
        if ctx.type_storage::<PointerType>(t).is_some() {
            return Some(POINTER_BITS);
        }
        if ctx.type_storage::<PpcFp128Type>(t).is_some() {
            return Some(128);
        }
        if let Some(a) = ctx.type_storage::<ArrayType>(t) {
            let elem = align_to(bytes(ctx, a.element, depth + 1)?, align(ctx, a.element, depth + 1)?);
            return elem.checked_mul(a.len)?.checked_mul(8);
        }
        if let Some(s) = ctx.type_storage::<StructType>(t) {
            let sb = s.body.as_ref()?;
            let mut size = 0u64;
            let mut struct_align = 1u64;
            for &f in &sb.fields {
                let fa = if sb.packed { 1 } else { align(ctx, f, depth + 1)? };
                size = align_to(size, fa).checked_add(bytes(ctx, f, depth + 1)?)?;
                struct_align = struct_align.max(fa);
            }
            return align_to(size, struct_align).checked_mul(8);
        }
        None
    }

    fn align(ctx: &Context, t: Type, depth: u32) -> Option<u64> {
        if depth > MAX_DEPTH {
            return None;
        }
        match ctx.type_kind(t) {
            TypeKind::Vector { .. } => return bytes(ctx, t, depth).map(|b| b.next_power_of_two()),
            TypeKind::Float(_) => return bytes(ctx, t, depth).map(|b| b.next_power_of_two()),
            // Integers of 64 bits or more align to 4 (upstream's default).
            TypeKind::Integer { width, .. } => {
                return Some(if *width < 64 { u64::from(*width).div_ceil(8).next_power_of_two() } else { 4 });
            }
            TypeKind::Index => return Some(4),
            _ => {}
        }
        if ctx.type_storage::<PointerType>(t).is_some() {
            return Some(POINTER_ALIGN);
        }
        // As a float: its size rounded up to a power of two.
        if ctx.type_storage::<PpcFp128Type>(t).is_some() {
            return Some(16);
        }
        if let Some(a) = ctx.type_storage::<ArrayType>(t) {
            return align(ctx, a.element, depth + 1);
        }
        if let Some(s) = ctx.type_storage::<StructType>(t) {
            let sb = s.body.as_ref()?;
            if sb.packed {
                return Some(1);
            }
            let mut out = 1u64;
            for &f in &sb.fields {
                out = out.max(align(ctx, f, depth + 1)?);
            }
            return Some(out);
        }
        None
    }
}
