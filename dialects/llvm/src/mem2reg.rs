//! The llvm dialect's promotion interfaces (upstream's
//! `LLVMMemorySlot.cpp`), for `mem2reg`: an `llvm.alloca` in its region's
//! entry block is a slot of its element type, holding `llvm.mlir.undef`
//! before any store. A non-volatile `llvm.load` of the slot becomes the
//! value reaching it, and a non-volatile `llvm.store` into it goes, also
//! when their type differs from the slot's but converts to it through
//! casts (a load may read fewer bits, a store may write fewer: the value
//! is then truncated, or merged into the bits it overwrites, little
//! endian). `llvm.intr.memset`/`memset.inline` of the whole slot store
//! the byte repeated (integer and float slots); `llvm.intr.memcpy`,
//! `memcpy.inline` and `memmove` of the whole slot become a load from the
//! source (the slot is the destination) or a store of the slot's value
//! (the slot is the source).
//!
//! The ops that merely mention the slot's pointer (upstream's
//! `PromotableOpInterface`: lifetime and invariant markers, and casts and
//! zero-offset `llvm.getelementptr`s whose results' users all go too) and
//! the debug intrinsics (`llvm.intr.dbg.declare` of the slot becomes a
//! `dbg.value` of each stored value and of each argument promotion adds;
//! a `dbg.value` of the slot's pointer reads `llvm.mlir.undef` instead) and
//! the ops whose accesses `sroa` may prove in bounds
//! (`SafeMemorySlotAccessOpInterface`) are answered by the dialect-level
//! [`dialect_interface`], as the generator attaches neither.
//!
//! Sizes come from the default data layout (crate `sroa`'s `layout`): a
//! type it cannot size is never converted to or from, and a module's
//! `dlti` specification is not consulted.
//!
//! Invariant: every op a hook creates goes right after the op it rewrites
//! (created and folded as upstream's `createOrFold`), or at the builder's
//! insertion point.

use strata_ir::memory_slot::{
    DeletionKind, MemorySlot, MemorySlotOpModels, PromotableAllocationOpInterface, PromotableMemOpInterface,
    PromotableOpInterface, SlotUse,
};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{
    ApInt, AttrKind, Attribute, Body, Builder, Context, FoldOutcome, InsertPoint, Location, OpFoldResult, OpId, Traits,
    Type, TypeKind, Value,
};

use crate::sroa::layout;
use crate::types::{ArrayType, PointerType, StructType};
use crate::{
    AddrSpaceCastOp, AndOp, BitcastOp, ConstantOp, DbgDeclareOp, DbgValueOp, IntToPtrOp, LoadOp, OrOp, PtrToIntOp,
    ShlOp, StoreOp, TruncOp, UndefOp, ZExtOp,
};

/// `llvm.alloca`.
pub fn alloca() -> PromotableAllocationOpInterface {
    PromotableAllocationOpInterface {
        promotable_slots: |ctx, body, op| {
            let Some(block) = body.op_block(op) else { return Vec::new() };
            let is_entry = body.block_region(block).and_then(|r| body.entry_block(r)) == Some(block);
            match (is_entry, body.results(op).first(), alloca_elem_type(ctx, body, op)) {
                (true, Some(&ptr), Some(elem_type)) => vec![MemorySlot { ptr, elem_type }],
                _ => Vec::new(),
            }
        },
        default_value: |_, b, op, slot| {
            let loc = b.body.op_loc(op);
            UndefOp::build(b, loc, slot.elem_type).res(b.body)
        },
        // A variable the slot held (`llvm.intr.dbg.declare`) takes the
        // value of each merge point's new argument there.
        handle_block_arguments: |ctx, body, op, _, args| {
            let declares: Vec<OpId> = (body.results(op).iter())
                .flat_map(|&r| body.uses(r).iter().map(|u| u.op))
                .filter(|&u| DbgDeclareOp::cast(ctx, body, u).is_some())
                .collect();
            for &(block, arg) in args {
                let mut b = Builder::at(ctx, body, InsertPoint::BlockStart(block));
                // Upstream walks the alloca's users newest use first.
                for &declare in declares.iter().rev() {
                    dbg_value_like(ctx, &mut b, declare, arg);
                }
            }
        },
        handle_promotion_complete: |_, body, op, _, default| {
            if let Some(def) = default.filter(|&v| !body.has_uses(v)).and_then(|v| body.defining_op(v)) {
                body.erase_op(def);
            }
            body.erase_op(op);
        },
    }
}

/// The `elem_type` of an `llvm.alloca`.
pub(crate) fn alloca_elem_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, "elem_type")?) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// `llvm.load`: operand 0 is the address.
pub fn load() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, body, op, slot| operand_is(body, op, 0, slot.ptr),
        stores_to: |_, _, _, _| false,
        // Never asked: a load stores nothing.
        stored: |_, _, _, _, reaching| reaching,
        can_uses_be_removed: |ctx, body, op, slot, blocking| {
            let Some(&result) = body.results(op).first() else { return false };
            only_the_slot(body, op, slot, blocking)
                && operand_is(body, op, 0, slot.ptr)
                && conversion_compatible(ctx, body.value_type(result), slot.elem_type, true)
                && !has_unit(ctx, body, op, "volatile_")
        },
        remove_blocking_uses: |ctx, body, op, _, reaching| {
            let result = body.results(op)[0];
            let ty = body.value_type(result);
            let loc = body.op_loc(op);
            let mut b = Builder::at(ctx, body, InsertPoint::After(op));
            let value = extract_and_cast(&mut b, loc, reaching, ty).unwrap_or(reaching);
            body.replace_all_uses_with(result, value);
            DeletionKind::Delete
        },
    }
}

/// `llvm.store`: operand 0 is the value, operand 1 the address.
pub fn store() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, _, _, _| false,
        stores_to: |_, body, op, slot| operand_is(body, op, 1, slot.ptr),
        stored: |_, b, op, _, reaching| {
            let value = b.body.operand(op, 0);
            let loc = b.body.op_loc(op);
            insert_and_cast(b, loc, value, reaching).unwrap_or(value)
        },
        can_uses_be_removed: |ctx, body, op, slot, blocking| {
            only_the_slot(body, op, slot, blocking)
                && operand_is(body, op, 1, slot.ptr)
                && body.operand(op, 0) != slot.ptr
                && conversion_compatible(ctx, slot.elem_type, body.value_type(body.operand(op, 0)), false)
                && !has_unit(ctx, body, op, "volatile_")
        },
        remove_blocking_uses: |_, _, _, _, _| DeletionKind::Delete,
    }
}

/// `llvm.intr.memset`: operands dst, val, len.
pub fn intr_memset() -> PromotableMemOpInterface {
    memset_like()
}

/// `llvm.intr.memset.inline`: operands dst, val; `len` an attribute.
pub fn intr_memset_inline() -> PromotableMemOpInterface {
    memset_like()
}

fn memset_like() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, _, _, _| false,
        stores_to: |_, body, op, slot| operand_is(body, op, 0, slot.ptr),
        stored: |ctx, b, op, slot, reaching| memset_stored(ctx, b, op, slot).unwrap_or(reaching),
        can_uses_be_removed: |ctx, body, op, slot, _| {
            let width = match ctx.type_kind(slot.elem_type) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Float(k) => k.width(),
                _ => return false,
            };
            width % 8 == 0
                && width > 0
                && !is_volatile_intr(ctx, body, op)
                && static_len(ctx, body, op).is_some()
                && static_len(ctx, body, op) == layout::size(ctx, slot.elem_type)
        },
        remove_blocking_uses: |_, _, _, _, _| DeletionKind::Delete,
    }
}

/// The value a memset gives the whole slot: its byte repeated, as an
/// integer of the slot's width (bitcast to a float slot's type).
fn memset_stored(ctx: &Context, b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> Option<Value> {
    let (width, float) = match ctx.type_kind(slot.elem_type) {
        TypeKind::Integer { width, .. } => (*width, false),
        TypeKind::Float(k) => (k.width(), true),
        _ => return None,
    };
    let loc = b.body.op_loc(op);
    let byte = b.body.operand(op, 1);
    let int_ty = ctx.integer_type(width);
    let value = if let Some(pattern) = constant_int(ctx, b.body, byte).filter(|p| p.width() == 8) {
        let byte = pattern.to_u64().unwrap_or(0);
        let mut bits = ApInt::zero(width);
        let mut lo = 0;
        while lo < width {
            bits = bits.or(&ApInt::from_u64(8, byte).zext(width).shl(u64::from(lo)));
            lo += 8;
        }
        let attr = ctx.intern_attr(AttrKind::Integer { ty: int_ty, value: bits });
        ConstantOp::build(b, loc, int_ty, attr).res(b.body)
    } else if width == 8 {
        byte
    } else {
        // The byte doubled until it covers the width: x | x << 8, ...
        let mut current = ZExtOp::build(b, loc, byte, int_ty, None).res(b.body);
        let mut covered = 8u32;
        while covered < width {
            let amount = ctx.integer_attr(int_ty, i64::from(covered));
            let shift_by = ConstantOp::build(b, loc, int_ty, amount).res(b.body);
            let shifted = ShlOp::build(b, loc, current, shift_by, int_ty, None).res(b.body);
            current = OrOp::build(b, loc, current, shifted, int_ty, None).res(b.body);
            covered *= 2;
        }
        current
    };
    if float {
        return Some(BitcastOp::build(b, loc, value, slot.elem_type).res(b.body));
    }
    Some(value)
}

/// `llvm.intr.memcpy`: operands dst, src, len.
pub fn intr_memcpy() -> PromotableMemOpInterface {
    memcpy_like()
}

/// `llvm.intr.memcpy.inline`: operands dst, src; `len` an attribute.
pub fn intr_memcpy_inline() -> PromotableMemOpInterface {
    memcpy_like()
}

/// `llvm.intr.memmove`: operands dst, src, len.
pub fn intr_memmove() -> PromotableMemOpInterface {
    memcpy_like()
}

fn memcpy_like() -> PromotableMemOpInterface {
    PromotableMemOpInterface {
        loads_from: |_, body, op, slot| operand_is(body, op, 1, slot.ptr),
        stores_to: |_, body, op, slot| operand_is(body, op, 0, slot.ptr),
        stored: |_, b, op, slot, _| {
            let loc = b.body.op_loc(op);
            let src = b.body.operand(op, 1);
            load_op(b, loc, slot.elem_type, src)
        },
        can_uses_be_removed: |ctx, body, op, slot, _| {
            // dst == src: no memory changes; left to canonicalization.
            body.num_operands(op) >= 2
                && body.operand(op, 0) != body.operand(op, 1)
                && !is_volatile_intr(ctx, body, op)
                && static_len(ctx, body, op).is_some()
                && static_len(ctx, body, op) == layout::size(ctx, slot.elem_type)
        },
        remove_blocking_uses: |ctx, body, op, slot, reaching| {
            if operand_is(body, op, 1, slot.ptr) {
                let loc = body.op_loc(op);
                let dst = body.operand(op, 0);
                let mut b = Builder::at(ctx, body, InsertPoint::After(op));
                StoreOp::build(&mut b, loc, reaching, dst, None, None, None, None, None, None, None, None, None, None);
            }
            DeletionKind::Delete
        },
    }
}

/// `llvm.load %ptr : !llvm.ptr -> ty` at the builder's insertion point.
pub(crate) fn load_op(b: &mut Builder<'_>, loc: Location, ty: Type, ptr: Value) -> Value {
    LoadOp::build(b, loc, ptr, ty, None, None, None, None, None, None, None, None, None, None, None, None).res(b.body)
}

/// The ops of the dialect that merely use a slot, or access it in bounds
/// (see the module doc).
pub fn dialect_interface() -> MemorySlotOpModels {
    MemorySlotOpModels { promotable: promotable_op, safe_access: crate::sroa::safe_access }
}

fn promotable_op(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableOpInterface> {
    if let Some(debug) = debug_intrinsic(ctx, body, op) {
        return Some(debug);
    }
    let delete: fn(&Context, &mut Body, OpId, &[usize]) -> DeletionKind = |_, _, _, _| DeletionKind::Delete;
    let can: fn(&Context, &Body, OpId, &[usize], &mut Vec<SlotUse>) -> bool = match ctx.op_name_str(body.op_name(op)) {
        "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" | "llvm.intr.invariant.end" => |_, _, _, _, _| true,
        // Upstream erases `invariant.start` whatever uses its result; its
        // users (an `invariant.end`) must go too here.
        "llvm.bitcast"
        | "llvm.addrspacecast"
        | "llvm.intr.launder.invariant.group"
        | "llvm.intr.strip.invariant.group"
        | "llvm.intr.invariant.start" => |_, body, op, _, new| forward_to_users(body, op, new),
        "llvm.getelementptr" => {
            |ctx, body, op, _, new| all_zero_indices(ctx, body, op) && forward_to_users(body, op, new)
        }
        _ => return None,
    };
    Some(PromotableOpInterface { can_uses_be_removed: can, remove_blocking_uses: delete, visit_replaced_values: None })
}

/// `llvm.intr.dbg.declare` of the slot goes, leaving a `dbg.value` of each
/// value stored to it right after its store; `llvm.intr.dbg.value` of the
/// slot's pointer stays, of an `llvm.mlir.undef` instead (the debugger
/// then says the variable was optimized out).
fn debug_intrinsic(ctx: &Context, body: &Body, op: OpId) -> Option<PromotableOpInterface> {
    if DbgDeclareOp::cast(ctx, body, op).is_some() {
        return Some(PromotableOpInterface {
            can_uses_be_removed: |_, _, _, _, _| true,
            remove_blocking_uses: |_, _, _, _| DeletionKind::Delete,
            visit_replaced_values: Some(|ctx, body, op, definitions| {
                for &(def, value) in definitions {
                    let mut b = Builder::at(ctx, body, InsertPoint::After(after_stored_value(body, def, value)));
                    dbg_value_like(ctx, &mut b, op, value);
                }
            }),
        });
    }
    DbgValueOp::cast(ctx, body, op)?;
    Some(PromotableOpInterface {
        can_uses_be_removed: |_, _, _, blocking, _| blocking == [0],
        remove_blocking_uses: |ctx, body, op, _| {
            let value = body.operand(op, 0);
            let ty = body.value_type(value);
            let loc = body.value_loc(value).unwrap_or_else(|| body.op_loc(op));
            let mut b = Builder::at(ctx, body, InsertPoint::Before(op));
            let undef = UndefOp::build(&mut b, loc, ty).res(b.body);
            body.set_operand(op, 0, undef);
            DeletionKind::Keep
        },
        visit_replaced_values: None,
    })
}

/// Where a `dbg.value` of what `store` left in the slot goes: right after
/// the store, or after the ops that made the value from the stored one
/// (a store of another width): `stored` puts those right after the store.
/// Upstream puts it right after the store, before them, and fails
/// verification (docs/differences.md).
fn after_stored_value(body: &Body, store: OpId, value: Value) -> OpId {
    let Some(def) = body.defining_op(value) else { return store };
    let mut at = body.next_op(store);
    // The conversions `stored` makes are a handful of ops.
    for _ in 0..8 {
        match at {
            Some(op) if op == def => return def,
            Some(op) => at = body.next_op(op),
            None => break,
        }
    }
    store
}

/// An `llvm.intr.dbg.value` of `value` for the variable and expression of
/// the debug intrinsic `like`, at `b`'s insertion point and `like`'s
/// location.
fn dbg_value_like(ctx: &Context, b: &mut Builder<'_>, like: OpId, value: Value) {
    let (loc, var_info) = (b.body.op_loc(like), inherent_attr(ctx, b.body, like, "varInfo"));
    let expr = inherent_attr(ctx, b.body, like, "locationExpr");
    if let Some(var_info) = var_info {
        DbgValueOp::build(b, loc, value, var_info, expr);
    }
}

/// Conditions the op's removal on its results' users giving them up.
fn forward_to_users(body: &Body, op: OpId, new: &mut Vec<SlotUse>) -> bool {
    for &r in body.results(op) {
        new.extend(body.uses(r).iter().map(|u| (u.op, u.index as usize)));
    }
    true
}

/// Are all a GEP's indices the constant 0 (a dynamic index is not)?
fn all_zero_indices(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(raw) = inherent_attr(ctx, body, op, "rawConstantIndices") else { return false };
    match ctx.attr_kind(raw) {
        AttrKind::DenseArray { values, .. } => {
            values.iter().all(|v| matches!(v, strata_ir::DenseValue::Int(i) if i.is_zero()))
        }
        _ => false,
    }
}

/// Is operand `index` of `op` `value`?
pub(crate) fn operand_is(body: &Body, op: OpId, index: usize, value: Value) -> bool {
    index < body.num_operands(op) && body.operand(op, index) == value
}

/// Is the one blocking use the slot's pointer?
fn only_the_slot(body: &Body, op: OpId, slot: &MemorySlot, blocking: &[usize]) -> bool {
    matches!(blocking, [i] if operand_is(body, op, *i, slot.ptr))
}

/// Is the unit attribute `name` set on `op`?
pub(crate) fn has_unit(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    inherent_attr(ctx, body, op, name).is_some()
}

/// A memory intrinsic's `isVolatile` flag.
pub(crate) fn is_volatile_intr(ctx: &Context, body: &Body, op: OpId) -> bool {
    inherent_attr(ctx, body, op, "isVolatile").is_none_or(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => !value.is_zero(),
        _ => true,
    })
}

/// A memory intrinsic's length when known: its `len` attribute (the
/// `.inline` forms) or constant `len` operand (operand 2), at most 64 bits.
pub(crate) fn static_len(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let len = match inherent_attr(ctx, body, op, "len") {
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.clone(),
            _ => return None,
        },
        None => constant_int(ctx, body, *body.operands(op).collect::<Vec<_>>().get(2)?)?,
    };
    if len.width() > 64 {
        return None;
    }
    len.to_u64()
}

/// The integer a constant op defines `v` as (upstream's `m_ConstantInt`).
pub(crate) fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<ApInt> {
    match ctx.attr_kind(constant_of(ctx, body, v)?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The attribute a ConstantLike op defines `v` as.
fn constant_of(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    let info = ctx.op_info(body.op_name(def))?;
    if !info.has_trait(Traits::CONSTANT_LIKE) || body.num_results(def) != 1 {
        return None;
    }
    (info.constant_value?)(ctx, body, def)
}

// ---- conversions between a slot's type and an access's ----

/// Can the type take part in casts: not an aggregate, not a vector of
/// pointers or scalable, and sized.
fn convertible(ctx: &Context, t: Type) -> bool {
    if ctx.type_storage::<StructType>(t).is_some() || ctx.type_storage::<ArrayType>(t).is_some() {
        return false;
    }
    if let TypeKind::Vector { element, scalable, .. } = ctx.type_kind(t) {
        if ctx.type_storage::<PointerType>(*element).is_some() || scalable.iter().any(|&s| s) {
            return false;
        }
    }
    layout::size_in_bits(ctx, t).is_some()
}

fn is_ptr(ctx: &Context, t: Type) -> bool {
    ctx.type_storage::<PointerType>(t).is_some()
}

/// Can `src` become `target` by casts, and a truncation when `narrowing`
/// (an extension otherwise)? Pointers only to pointers of the same size.
fn conversion_compatible(ctx: &Context, target: Type, src: Type, narrowing: bool) -> bool {
    if target == src {
        return true;
    }
    if !convertible(ctx, target) || !convertible(ctx, src) {
        return false;
    }
    let (Some(t), Some(s)) = (layout::size(ctx, target), layout::size(ctx, src)) else { return false };
    if is_ptr(ctx, target) && is_ptr(ctx, src) {
        return t == s;
    }
    if narrowing {
        t <= s
    } else {
        t >= s
    }
}

/// Folds the op just created at `b`'s insertion point as upstream's
/// `createOrFold` does: to an existing value (the op erased) or a constant
/// materialized in its place; otherwise its result.
fn fold_created(b: &mut Builder<'_>, before: InsertPoint, op: OpId) -> Value {
    let ctx = b.ctx;
    let result = b.body.results(op)[0];
    let Some(fold) = ctx.op_info(b.body.op_name(op)).and_then(|i| i.fold) else { return result };
    let operands: Vec<Value> = b.body.operands(op).collect();
    let constants: Vec<Option<Attribute>> = operands.iter().map(|&v| constant_of(ctx, b.body, v)).collect();
    let FoldOutcome::Replace(results) = fold(ctx, b.body, op, &constants) else { return result };
    let value = match results.first() {
        Some(OpFoldResult::Value(v)) => {
            b.set_insertion_point(before);
            *v
        }
        Some(OpFoldResult::Attribute(a)) => {
            let ty = b.body.value_type(result);
            let loc = b.body.op_loc(op);
            let Some(state) = crate::fold::materialize_constant(ctx, *a, ty, loc) else { return result };
            let mut cb = Builder::at(ctx, b.body, InsertPoint::Before(op));
            let cst = cb.create(state);
            b.set_insertion_point(InsertPoint::After(cst));
            b.body.results(cst)[0]
        }
        None => return result,
    };
    b.body.replace_all_uses_with(result, value);
    b.body.erase_op(op);
    value
}

/// A cast op `build` creates, then folded.
fn create_or_fold(b: &mut Builder<'_>, build: impl FnOnce(&mut Builder<'_>) -> OpId) -> Value {
    let before = b.point;
    let op = build(b);
    fold_created(b, before, op)
}

/// `val` as an integer of its size (`ptrtoint` or `bitcast`).
fn to_same_sized_int(b: &mut Builder<'_>, loc: Location, val: Value) -> Option<Value> {
    let ctx = b.ctx;
    let ty = b.body.value_type(val);
    if matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
        return Some(val);
    }
    let bits = u32::try_from(layout::size_in_bits(ctx, ty)?).ok()?;
    let int_ty = ctx.integer_type(bits);
    Some(if is_ptr(ctx, ty) {
        create_or_fold(b, |b| PtrToIntOp::build(b, loc, val, int_ty).into())
    } else {
        create_or_fold(b, |b| BitcastOp::build(b, loc, val, int_ty).into())
    })
}

/// The integer `val` as `target`, of the same size.
fn int_to_same_sized(b: &mut Builder<'_>, loc: Location, val: Value, target: Type) -> Value {
    if b.body.value_type(val) == target {
        return val;
    }
    if is_ptr(b.ctx, target) {
        return create_or_fold(b, |b| IntToPtrOp::build(b, loc, val, target, None).into());
    }
    create_or_fold(b, |b| BitcastOp::build(b, loc, val, target).into())
}

/// `src` as `target`, of the same size: an `addrspacecast` between
/// pointers, else through an integer.
fn cast_same_sized(b: &mut Builder<'_>, loc: Location, src: Value, target: Type) -> Option<Value> {
    let src_ty = b.body.value_type(src);
    if src_ty == target {
        return Some(src);
    }
    if is_ptr(b.ctx, src_ty) && is_ptr(b.ctx, target) {
        return Some(create_or_fold(b, |b| AddrSpaceCastOp::build(b, loc, src, target).into()));
    }
    let int = to_same_sized_int(b, loc, src)?;
    Some(int_to_same_sized(b, loc, int, target))
}

/// `src` read as the narrower (or equal) `target`: its low bits.
fn extract_and_cast(b: &mut Builder<'_>, loc: Location, src: Value, target: Type) -> Option<Value> {
    let ctx = b.ctx;
    let src_bits = layout::size_in_bits(ctx, b.body.value_type(src))?;
    let target_bits = layout::size_in_bits(ctx, target)?;
    if src_bits == target_bits {
        return cast_same_sized(b, loc, src, target);
    }
    let int = to_same_sized_int(b, loc, src)?;
    let narrow = ctx.integer_type(u32::try_from(target_bits).ok()?);
    let truncated = TruncOp::build(b, loc, int, narrow, None).res(b.body);
    Some(int_to_same_sized(b, loc, truncated, target))
}

/// `reaching` with its low bits replaced by `src`'s (a store of a
/// narrower or equal type).
fn insert_and_cast(b: &mut Builder<'_>, loc: Location, src: Value, reaching: Value) -> Option<Value> {
    let ctx = b.ctx;
    let slot_ty = b.body.value_type(reaching);
    let value_bits = layout::size_in_bits(ctx, b.body.value_type(src))?;
    let slot_bits = layout::size_in_bits(ctx, slot_ty)?;
    if value_bits == slot_bits {
        return cast_same_sized(b, loc, src, slot_ty);
    }
    let def_int = to_same_sized_int(b, loc, reaching)?;
    let value_int = to_same_sized_int(b, loc, src)?;
    let def_int_ty = b.body.value_type(def_int);
    let value_int = create_or_fold(b, |b| ZExtOp::build(b, loc, value_int, def_int_ty, None).into());
    let width = u32::try_from(slot_bits).ok()?;
    let mask = ApInt::all_ones(u32::try_from(value_bits).ok()?).zext(width).not();
    let mask_attr = ctx.intern_attr(AttrKind::Integer { ty: def_int_ty, value: mask });
    let mask = ConstantOp::build(b, loc, def_int_ty, mask_attr).res(b.body);
    let masked = create_or_fold(b, |b| AndOp::build(b, loc, def_int, mask, def_int_ty).into());
    let combined = create_or_fold(b, |b| OrOp::build(b, loc, masked, value_int, def_int_ty, None).into());
    Some(int_to_same_sized(b, loc, combined, slot_ty))
}
