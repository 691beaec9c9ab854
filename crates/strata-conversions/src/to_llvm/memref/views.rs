//! The memref ops that make a new view of the same buffer or read its
//! metadata, lowered on descriptors: `memref.cast`, `memref.rank`,
//! `memref.reinterpret_cast`, `memref.extract_strided_metadata`,
//! `memref.extract_aligned_pointer_as_index`, `memref.memory_space_cast`
//! and `memref.assume_alignment` (upstream's patterns of the same names).
//!
//! Invariant: no op here touches memory but the stack copy a ranked to
//! unranked cast makes of its descriptor, and `llvm.intr.assume`.

use strata_dialect_llvm::build as llvm_build;
use strata_dialect_llvm::types::PointerType;
use strata_dialect_llvm::types::StructType;
use strata_dialect_llvm::{
    AddrSpaceCastOp, AllocaOp as LlvmAllocaOp, AssumeOp, BrOp, CondBrOp, ConstantOp, ICmpOp, ICmpPredicate, MemcpyOp,
    MulOp, PtrToIntOp, SubOp,
};
use strata_dialect_memref as m;
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Context, InsertPoint, Location, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::convert_type;
use super::super::descriptor::{
    address_space, index_constant, rank_of, unranked_descriptor_size, MemRefDescriptor, UnrankedMemRefDescriptor,
};
use super::{element_ptr_base, MemRefToLlvmOptions};

fn is_ranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
}

fn is_unranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::UnrankedMemRef { .. })
}

/// `descriptor` copied to a stack slot (upstream's
/// `promoteOneMemRefDescriptor`).
pub(super) fn promote_descriptor(rw: &mut ConversionRewriter<'_, '_>, loc: Location, descriptor: Value) -> Value {
    let ctx = rw.ctx();
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let i64t = ctx.integer_type(64);
    let one = ConstantOp::build(rw, loc, i64t, ctx.integer_attr(ctx.index_type(), 1)).res(rw.body());
    let ty = rw.body().value_type(descriptor);
    let slot = LlvmAllocaOp::build(rw, loc, one, ptr, None, ctx.type_attr(ty), None).res(rw.body());
    llvm_build::store(rw, loc, descriptor, slot, None, None);
    slot
}

/// `memref.cast`: between ranked memrefs the same descriptor; to an
/// unranked memref a stack copy of the descriptor with the rank; from one
/// the descriptor loaded through its pointer.
pub(super) fn lower_cast(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let (source, result) = (body.value_type(body.operand(op, 0)), body.value_type(body.results(op)[0]));
    let lowering = options.lowering;
    let Some(target) = convert_type(ctx, lowering, result) else { return false };
    let loc = body.op_loc(op);
    let value = match (is_ranked(ctx, source), is_ranked(ctx, result)) {
        (true, true) => {
            if convert_type(ctx, lowering, source) != Some(target) {
                return false;
            }
            adaptor.operand(0)
        }
        (true, false) => {
            let slot = promote_descriptor(rw, loc, adaptor.operand(0));
            let rank = index_constant(rw, loc, lowering, rank_of(ctx, source) as i64);
            UnrankedMemRefDescriptor::pack(rw, loc, target, &[rank, slot])
        }
        (false, true) if is_unranked(ctx, source) => {
            let slot = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, adaptor.operand(0));
            llvm_build::load(rw, loc, slot, target, None, None).res(rw.body())
        }
        _ => return false,
    };
    rw.replace_op(op, &[value]);
    true
}

/// `memref.rank`: a constant for a ranked memref, the descriptor's rank
/// for an unranked one.
pub(super) fn lower_rank(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let value = if is_unranked(ctx, ty) {
        UnrankedMemRefDescriptor::rank(rw, loc, adaptor.operand(0))
    } else if is_ranked(ctx, ty) {
        index_constant(rw, loc, options.lowering, rank_of(ctx, ty) as i64)
    } else {
        return false;
    };
    rw.replace_op(op, &[value]);
    true
}

/// `memref.extract_aligned_pointer_as_index`: the aligned pointer as an
/// integer, read through the descriptor's pointer for an unranked memref.
pub(super) fn lower_extract_aligned_pointer(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let aligned = if is_ranked(ctx, ty) {
        MemRefDescriptor { value: adaptor.operand(0) }.aligned_ptr(rw, loc)
    } else {
        let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(ty) else { return false };
        let Some(space) = address_space(ctx, *memory_space) else { return false };
        let element_ptr = ctx.dialect_type(PointerType { address_space: space });
        let base = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, adaptor.operand(0));
        unranked_aligned_pointer(rw, loc, base, element_ptr)
    };
    let index = ctx.integer_type(options.lowering.index_bitwidth);
    let value = PtrToIntOp::build(rw, loc, aligned, index).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `memref.extract_strided_metadata`: the base buffer (a rank-0
/// descriptor of both pointers), the offset, sizes and strides.
pub(super) fn lower_extract_strided_metadata(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let base_ty = body.value_type(body.results(op)[0]);
    if !is_ranked(ctx, ty) || !strata_dialect_llvm::types::is_compatible(ctx, body.value_type(adaptor.operand(0))) {
        return false;
    }
    let Some(base_desc_ty) = convert_type(ctx, options.lowering, base_ty) else { return false };
    let rank = rank_of(ctx, ty);
    let loc = body.op_loc(op);
    let d = MemRefDescriptor { value: adaptor.operand(0) };
    let allocated = d.allocated_ptr(rw, loc);
    let aligned = d.aligned_ptr(rw, loc);
    let mut base = MemRefDescriptor::poison(rw, loc, base_desc_ty);
    base.set_allocated_ptr(rw, loc, allocated);
    base.set_aligned_ptr(rw, loc, aligned);
    let zero = index_constant(rw, loc, options.lowering, 0);
    base.set_offset(rw, loc, zero);
    let mut results = vec![base.value, d.offset(rw, loc)];
    for i in 0..rank {
        results.push(d.size(rw, loc, i));
    }
    for i in 0..rank {
        results.push(d.stride(rw, loc, i));
    }
    rw.replace_op(op, &results);
    true
}

/// `memref.reinterpret_cast`: the source's pointers with the op's offset,
/// sizes and strides, dimension by dimension.
pub(super) fn lower_reinterpret_cast(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let lowering = options.lowering;
    let source_ty = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.results(op)[0]);
    let Some(desc_ty) = convert_type(ctx, lowering, result) else { return false };
    let static_of = |name| strata_ir::op_checks::i64_array(ctx, body, op, name);
    let (offsets, sizes, strides) =
        (static_of("static_offsets"), static_of("static_sizes"), static_of("static_strides"));
    let counts = strata_ir::segments::segment_counts(ctx, body, op, "operandSegmentSizes");
    let segments = strata_ir::segments::consecutive_ranges(0, body.num_operands(op), counts);
    if segments.len() != 4 {
        return false;
    }
    let dynamic = |k: usize| -> Vec<Value> { segments[k].clone().map(|i| adaptor.operand(i)).collect() };
    let (dyn_offsets, dyn_sizes, dyn_strides) = (dynamic(1), dynamic(2), dynamic(3));
    if offsets.len() != 1 || sizes.len() != strides.len() {
        return false;
    }
    let loc = body.op_loc(op);
    let mut d = MemRefDescriptor::poison(rw, loc, desc_ty);
    let Some((allocated, aligned)) = source_pointers(rw, loc, source_ty, adaptor.operand(0)) else { return false };
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let offset = if offsets[0] == DYNAMIC { dyn_offsets[0] } else { index_constant(rw, loc, lowering, offsets[0]) };
    d.set_offset(rw, loc, offset);
    let (mut next_size, mut next_stride) = (dyn_sizes.iter(), dyn_strides.iter());
    for i in 0..sizes.len() {
        let size = match sizes[i] {
            DYNAMIC => match next_size.next() {
                Some(&v) => v,
                None => return false,
            },
            s => index_constant(rw, loc, lowering, s),
        };
        d.set_size(rw, loc, i, size);
        let stride = match strides[i] {
            DYNAMIC => match next_stride.next() {
                Some(&v) => v,
                None => return false,
            },
            s => index_constant(rw, loc, lowering, s),
        };
        d.set_stride(rw, loc, i, stride);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.reshape` with a shape operand of static length (upstream's
/// `MemRefReshapeOpLowering`): a descriptor of the result's identity
/// layout over the source's pointers, each dynamic size a `memref.load`
/// of the shape operand (lowered in turn), strides the products of the
/// sizes inside them. A shape of unknown length gives an unranked result:
/// [`lower_reshape_to_unranked`].
pub(super) fn lower_reshape(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(reshape) = m::ReshapeOp::cast(ctx, body, op) else { return false };
    let (source, shape_operand) = (reshape.source(body), reshape.shape(body));
    let source_ty = body.value_type(source);
    let target_ty = body.value_type(reshape.result(body));
    let loc = body.op_loc(op);
    let shape_ty = body.value_type(shape_operand);
    if !memref_parts(ctx, shape_ty).is_some_and(|(shape, ..)| shape.iter().all(|&d| d != DYNAMIC)) {
        return lower_reshape_to_unranked(options, op, adaptor, rw, source_ty, shape_ty, target_ty);
    }
    let Some((target_shape, _, layout, _)) = memref_parts(ctx, target_ty) else { return false };
    let target_shape = target_shape.to_vec();
    let Some((strides, offset)) = strides_and_offset(ctx, &target_shape, layout) else { return false };
    if offset == DYNAMIC {
        return false;
    }
    let Some(descriptor_ty) = convert_type(ctx, options.lowering, target_ty) else { return false };
    let index_ty = super::index_type(ctx, options.lowering);
    let mut desc = MemRefDescriptor::poison(rw, loc, descriptor_ty);
    let Some((allocated, aligned)) = source_pointers(rw, loc, source_ty, adaptor.operand(0)) else { return false };
    desc.set_allocated_ptr(rw, loc, allocated);
    desc.set_aligned_ptr(rw, loc, aligned);
    let offset = index_constant(rw, loc, options.lowering, offset);
    desc.set_offset(rw, loc, offset);
    let mut stride: Option<Value> = None;
    for i in (0..target_shape.len()).rev() {
        if strides[i] != DYNAMIC {
            stride = Some(index_constant(rw, loc, options.lowering, strides[i]));
        } else if stride.is_none() {
            stride = Some(index_constant(rw, loc, options.lowering, 1));
        }
        let size = if target_shape[i] != DYNAMIC {
            index_constant(rw, loc, options.lowering, target_shape[i])
        } else {
            let index = index_constant(rw, loc, options.lowering, i as i64);
            let element = ctx.element_type_or_self(rw.body().value_type(shape_operand));
            let loaded = m::LoadOp::build(rw, loc, shape_operand, &[index], element, None, None).result(rw.body());
            if rw.body().value_type(loaded) == index_ty {
                loaded
            } else {
                // The converter's target materialization, else its
                // default, a cast (upstream's `materializeTargetConversion`).
                let converter = rw.type_converter();
                match converter.materialize_target(rw, &[index_ty], &[loaded], loc, None) {
                    Some(v) => v[0],
                    None => strata_rewrite::conversion::unrealized_cast(rw, index_ty, &[loaded], loc),
                }
            }
        };
        let current = stride.expect("set above");
        desc.set_size(rw, loc, i, size);
        desc.set_stride(rw, loc, i, current);
        stride = Some(MulOp::build(rw, loc, current, size, index_ty, None).res(rw.body()));
    }
    rw.replace_op(op, &[desc.value]);
    true
}

/// `memref.reshape` to an unranked memref (a shape of unknown length):
/// a ranked descriptor of the shape's length on the stack, holding the
/// source's pointers and offset, whose sizes a loop from the last
/// dimension to the first copies from the shape while it computes the
/// strides (upstream's `MemRefReshapeOpLowering`, which splits the block
/// around the loop).
fn lower_reshape_to_unranked(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    source_ty: Type,
    shape_ty: Type,
    target_ty: Type,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(target_ty) else { return false };
    let Some(space) = address_space(ctx, *memory_space) else { return false };
    let Some(target_desc_ty) = convert_type(ctx, options.lowering, target_ty) else { return false };
    let Some(shape_element) = convert_type(ctx, options.lowering, ctx.element_type_or_self(shape_ty)) else {
        return false;
    };
    let (Some(init), Some(after)) = (body.op_block(op), body.next_op(op)) else { return false };
    let Some(region) = body.block_region(init) else { return false };
    if !is_ranked(ctx, source_ty) && !is_unranked(ctx, source_ty) {
        return false;
    }
    let loc = body.op_loc(op);
    let index_ty = super::index_type(ctx, options.lowering);
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let element_ptr = ctx.dialect_type(PointerType { address_space: space });
    let shape = MemRefDescriptor { value: adaptor.operand(1) };
    let rank = shape.size(rw, loc, 0);
    let mut desc = MemRefDescriptor::poison(rw, loc, target_desc_ty);
    desc.insert(rw, loc, &[0], rank);
    let size = unranked_descriptor_size(rw, loc, options.lowering, desc.value);
    let i8 = ctx.integer_type(8);
    let ranked = LlvmAllocaOp::build(rw, loc, size, ptr, None, ctx.type_attr(i8), None).res(rw.body());
    desc.insert(rw, loc, &[1], ranked);
    let Some((allocated, aligned, offset)) =
        source_pointers_and_offset(rw, loc, options, source_ty, adaptor.operand(0))
    else {
        return false;
    };
    llvm_build::store(rw, loc, allocated, ranked, None, None);
    let at = super::gep(rw, loc, ptr, element_ptr, ranked, &[super::GepIndex::Constant(1)], None);
    llvm_build::store(rw, loc, aligned, at, None, None);
    let at = super::gep(rw, loc, ptr, element_ptr, ranked, &[super::GepIndex::Constant(2)], None);
    llvm_build::store(rw, loc, offset, at, None, None);
    let fields = StructType::literal(ctx, vec![element_ptr, element_ptr, index_ty, index_ty], false);
    let constant = super::GepIndex::Constant;
    let sizes = super::gep(rw, loc, ptr, fields, ranked, &[constant(0), constant(3)], None);
    let strides = super::gep(rw, loc, ptr, index_ty, sizes, &[super::GepIndex::Value(rank)], None);
    let shape_data = shape.aligned_ptr(rw, loc);
    let one = index_constant(rw, loc, options.lowering, 1);
    let last = SubOp::build(rw, loc, rank, one, index_ty, None).res(rw.body());
    // The loop: `cond(i, stride)` while `i >= 0`, its body copies size `i`
    // and stride `i`; the rest of the block follows it.
    let cond = rw.create_block(region, &[index_ty, index_ty], Some(loc));
    let rest = rw.split_block(init, after);
    rw.inline_block_before(rest, cond, None, &[]);
    rw.set_insertion_point(InsertPoint::BlockEnd(init));
    BrOp::build(rw, loc, &[last, one], None, vec![cond]);
    let args = rw.body().block_args(cond).to_vec();
    let (index, stride) = (args[0], args[1]);
    rw.set_insertion_point_before(after);
    let zero = index_constant(rw, loc, options.lowering, 0);
    let i1 = ctx.integer_type(1);
    let more = ICmpOp::build(rw, loc, index, zero, i1, ICmpPredicate::Sge).res(rw.body());
    let loop_body = rw.split_block(cond, after);
    rw.set_insertion_point_before(after);
    let at = super::gep(rw, loc, ptr, shape_element, shape_data, &[super::GepIndex::Value(index)], None);
    let dim = llvm_build::load(rw, loc, at, index_ty, None, None).res(rw.body());
    let at = super::gep(rw, loc, ptr, index_ty, sizes, &[super::GepIndex::Value(index)], None);
    llvm_build::store(rw, loc, dim, at, None, None);
    let at = super::gep(rw, loc, ptr, index_ty, strides, &[super::GepIndex::Value(index)], None);
    llvm_build::store(rw, loc, stride, at, None, None);
    let next_stride = MulOp::build(rw, loc, stride, dim, index_ty, None).res(rw.body());
    let next_index = SubOp::build(rw, loc, index, one, index_ty, None).res(rw.body());
    BrOp::build(rw, loc, &[next_index, next_stride], None, vec![cond]);
    let remainder = rw.split_block(loop_body, after);
    rw.set_insertion_point(InsertPoint::BlockEnd(cond));
    CondBrOp::build(rw, loc, more, &[], &[], None, None, vec![loop_body, remainder]);
    rw.set_insertion_point_before(after);
    rw.replace_op(op, &[desc.value]);
    true
}

/// The allocated and aligned pointers and the offset of a memref of type
/// `ty` whose descriptor is `desc` (upstream's `extractPointersAndOffset`).
fn source_pointers_and_offset(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: MemRefToLlvmOptions,
    ty: Type,
    desc: Value,
) -> Option<(Value, Value, Value)> {
    let ctx = rw.ctx();
    if is_ranked(ctx, ty) {
        let d = MemRefDescriptor { value: desc };
        return Some((d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc), d.offset(rw, loc)));
    }
    // Through the unranked descriptor's pointer, read once: the two
    // pointers, then the offset after them.
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(ty) else { return None };
    let element_ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, *memory_space)? });
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let base = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, desc);
    let (allocated, aligned) = unranked_pointers(rw, loc, base, element_ptr);
    let at = super::gep(rw, loc, ptr, element_ptr, base, &[super::GepIndex::Constant(2)], None);
    let index_ty = super::index_type(ctx, options.lowering);
    let offset = llvm_build::load(rw, loc, at, index_ty, None, None).res(rw.body());
    Some((allocated, aligned, offset))
}

/// The allocated and aligned pointers of a memref of type `ty` whose
/// descriptor is `desc` (upstream's `extractPointersAndOffset`): fields of
/// a ranked descriptor, or loaded through an unranked one's pointer to its
/// ranked descriptor (the allocated pointer first, the aligned one next).
fn source_pointers(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    desc: Value,
) -> Option<(Value, Value)> {
    let ctx = rw.ctx();
    if is_ranked(ctx, ty) {
        let d = MemRefDescriptor { value: desc };
        return Some((d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc)));
    }
    let TypeKind::UnrankedMemRef { memory_space, .. } = ctx.type_kind(ty) else { return None };
    let element_ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, *memory_space)? });
    let base = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, desc);
    Some(unranked_pointers(rw, loc, base, element_ptr))
}

/// The allocated and aligned pointers (of type `element_ptr`) read
/// through `base`, an unranked descriptor's pointer to its ranked
/// descriptor, whose first two fields they are (upstream's
/// `UnrankedMemRefDescriptor::allocatedPtr` and `alignedPtr`). The
/// descriptor itself is in the default address space.
fn unranked_pointers(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    base: Value,
    element_ptr: Type,
) -> (Value, Value) {
    let allocated = llvm_build::load(rw, loc, base, element_ptr, None, None).res(rw.body());
    (allocated, unranked_aligned_pointer(rw, loc, base, element_ptr))
}

/// The aligned pointer (of type `element_ptr`) read through `base`, an
/// unranked descriptor's pointer to its ranked descriptor, whose second
/// field it is (upstream's `UnrankedMemRefDescriptor::alignedPtr`).
fn unranked_aligned_pointer(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    base: Value,
    element_ptr: Type,
) -> Value {
    let ptr = rw.ctx().dialect_type(PointerType { address_space: 0 });
    let at = super::gep(rw, loc, ptr, element_ptr, base, &[super::GepIndex::Constant(1)], None);
    llvm_build::load(rw, loc, at, element_ptr, None, None).res(rw.body())
}

/// `memref.memory_space_cast` of a ranked memref: both pointers cast to
/// the new address space.
pub(super) fn lower_memory_space_cast(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let result = body.value_type(body.results(op)[0]);
    if is_unranked(ctx, result) {
        let source = body.value_type(body.operand(op, 0));
        return lower_unranked_memory_space_cast(options, op, adaptor, rw, source, result);
    }
    let Some((shape, _, _, space)) = memref_parts(ctx, result) else { return false };
    let rank = shape.len();
    let Some(space) = address_space(ctx, space) else { return false };
    let Some(desc_ty) = convert_type(ctx, options.lowering, result) else { return false };
    let loc = body.op_loc(op);
    let mut fields = Vec::with_capacity(3 + 2 * rank);
    MemRefDescriptor::unpack(rw, loc, adaptor.operand(0), rank, &mut fields);
    let ptr = ctx.dialect_type(PointerType { address_space: space });
    fields[0] = AddrSpaceCastOp::build(rw, loc, fields[0], ptr).res(rw.body());
    fields[1] = AddrSpaceCastOp::build(rw, loc, fields[1], ptr).res(rw.body());
    let value = MemRefDescriptor::pack(rw, loc, desc_ty, rank, &fields);
    rw.replace_op(op, &[value]);
    true
}

/// `memref.memory_space_cast` of an unranked memref: a new ranked
/// descriptor on the stack, a copy of the source's with both pointers cast
/// to the new address space, the sizes, strides and offset copied as bytes.
fn lower_unranked_memory_space_cast(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    source: Type,
    result: Type,
) -> bool {
    let ctx = rw.ctx();
    let space_of = |ty: Type| match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { memory_space, .. } => address_space(ctx, *memory_space),
        _ => None,
    };
    let (Some(source_space), Some(result_space)) = (space_of(source), space_of(result)) else { return false };
    let Some(result_ty) = convert_type(ctx, options.lowering, result) else { return false };
    let loc = rw.body().op_loc(op);
    let index_ty = super::index_type(ctx, options.lowering);
    let rank = UnrankedMemRefDescriptor::rank(rw, loc, adaptor.operand(0));
    let source_desc = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, adaptor.operand(0));
    let mut desc = MemRefDescriptor::poison(rw, loc, result_ty);
    desc.insert(rw, loc, &[0], rank);
    let size = unranked_descriptor_size(rw, loc, options.lowering, desc.value);
    let (ptr, i8) = (ctx.dialect_type(PointerType { address_space: 0 }), ctx.integer_type(8));
    let result_desc = LlvmAllocaOp::build(rw, loc, size, ptr, None, ctx.type_attr(i8), None).res(rw.body());
    desc.insert(rw, loc, &[1], result_desc);
    let source_ptr = ctx.dialect_type(PointerType { address_space: source_space });
    let result_ptr = ctx.dialect_type(PointerType { address_space: result_space });
    let (allocated, aligned) = unranked_pointers(rw, loc, source_desc, source_ptr);
    let allocated = AddrSpaceCastOp::build(rw, loc, allocated, result_ptr).res(rw.body());
    let aligned = AddrSpaceCastOp::build(rw, loc, aligned, result_ptr).res(rw.body());
    llvm_build::store(rw, loc, allocated, result_desc, None, None);
    let at = super::gep(rw, loc, ptr, result_ptr, result_desc, &[super::GepIndex::Constant(1)], None);
    llvm_build::store(rw, loc, aligned, at, None, None);
    // The offset, sizes and strides follow the two pointers.
    let from = super::gep(rw, loc, ptr, source_ptr, source_desc, &[super::GepIndex::Constant(2)], None);
    let to = super::gep(rw, loc, ptr, result_ptr, result_desc, &[super::GepIndex::Constant(2)], None);
    let pointers = index_constant(rw, loc, options.lowering, 16);
    let bytes = SubOp::build(rw, loc, size, pointers, index_ty, None).res(rw.body());
    MemcpyOp::build(rw, loc, to, from, bytes, ctx.bool_attr(false), None, None, None, None, None, None);
    rw.replace_op(op, &[desc.value]);
    true
}

/// `memref.assume_alignment`: `llvm.intr.assume` of `true` with an
/// `"align"` bundle of the buffer's start and the alignment; the result
/// is the same descriptor.
pub(super) fn lower_assume_alignment(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let Some(alignment) = inherent_attr(ctx, body, op, "alignment").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }) else {
        return false;
    };
    let loc = body.op_loc(op);
    let Some(ptr) = element_ptr_base(rw, loc, options.lowering, ty, adaptor.operand(0)) else { return false };
    let i1 = ctx.integer_type(1);
    let yes = ConstantOp::build(rw, loc, i1, ctx.bool_attr(true)).res(rw.body());
    let alignment = index_constant(rw, loc, options.lowering, alignment);
    let tags = ctx.array_attr(vec![ctx.string_attr("align")]);
    AssumeOp::build(rw, loc, yes, &[ptr, alignment], ctx.dense_i32_array(&[2]), Some(tags));
    let results = rw.body().results(op).len();
    let replacement = vec![adaptor.operand(0); results];
    rw.replace_op(op, &replacement);
    true
}

/// `memref.view`: the source's allocated pointer, its aligned pointer
/// moved by the byte shift, offset 0, and the view's sizes and strides
/// from the innermost dimension out (a dynamic stride the running product
/// of the sizes inside it).
pub(super) fn lower_view(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let lowering = options.lowering;
    let body = rw.body();
    let result = body.value_type(body.results(op)[0]);
    let source = body.value_type(body.operand(op, 0));
    let Some((shape, _, layout, _)) = memref_parts(ctx, result) else { return false };
    let shape = shape.to_vec();
    let Some((strides, offset)) = strata_interfaces::layout::strides_and_offset(ctx, &shape, layout) else {
        return false;
    };
    if offset != 0 || strides.last().is_some_and(|&s| s != 1 && s != 0) {
        return false;
    }
    let Some(desc_ty) = convert_type(ctx, lowering, result) else { return false };
    let Some(source_element) = memref_parts(ctx, source).and_then(|p| convert_type(ctx, lowering, p.1)) else {
        return false;
    };
    let loc = body.op_loc(op);
    let sizes: Vec<Value> = (2..adaptor.len()).map(|i| adaptor.operand(i)).collect();
    let src = MemRefDescriptor { value: adaptor.operand(0) };
    let mut d = MemRefDescriptor::poison(rw, loc, desc_ty);
    let allocated = src.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = src.aligned_ptr(rw, loc);
    let ptr_ty = rw.body().value_type(aligned);
    let shifted =
        super::gep(rw, loc, ptr_ty, source_element, aligned, &[super::GepIndex::Value(adaptor.operand(1))], None);
    d.set_aligned_ptr(rw, loc, shifted);
    let zero = index_constant(rw, loc, lowering, 0);
    d.set_offset(rw, loc, zero);
    let index = ctx.integer_type(lowering.index_bitwidth);
    let (mut stride, mut next_size): (Option<Value>, Option<Value>) = (None, None);
    for i in (0..shape.len()).rev() {
        let size = if shape[i] == DYNAMIC {
            let before = shape[..i].iter().filter(|&&s| s == DYNAMIC).count();
            match sizes.get(before) {
                Some(&v) => v,
                None => return false,
            }
        } else {
            index_constant(rw, loc, lowering, shape[i])
        };
        d.set_size(rw, loc, i, size);
        let this_stride = if strides[i] != DYNAMIC {
            index_constant(rw, loc, lowering, strides[i])
        } else if let Some(next) = next_size {
            match stride {
                Some(running) => strata_dialect_llvm::MulOp::build(rw, loc, running, next, index, None).res(rw.body()),
                None => next,
            }
        } else {
            index_constant(rw, loc, lowering, 1)
        };
        d.set_stride(rw, loc, i, this_stride);
        stride = Some(this_stride);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.distinct_objects`: `llvm.intr.assume` with a
/// `"separate_storage"` bundle for each pair of the buffers' starts; the
/// results are the operands.
pub(super) fn lower_distinct_objects(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let operands: Vec<Value> = (0..adaptor.len()).map(|i| adaptor.operand(i)).collect();
    if operands.len() > 1 {
        let types: Vec<Type> = rw.body().operands(op).map(|v| rw.body().value_type(v)).collect();
        let loc = rw.body().op_loc(op);
        let mut ptrs = Vec::with_capacity(operands.len());
        for (&ty, &desc) in types.iter().zip(&operands) {
            match element_ptr_base(rw, loc, options.lowering, ty, desc) {
                Some(p) => ptrs.push(p),
                None => return false,
            }
        }
        let yes = ConstantOp::build(rw, loc, ctx.integer_type(1), ctx.bool_attr(true)).res(rw.body());
        let tags = ctx.array_attr(vec![ctx.string_attr("separate_storage")]);
        for i in 0..ptrs.len() {
            for j in i + 1..ptrs.len() {
                AssumeOp::build(rw, loc, yes, &[ptrs[i], ptrs[j]], ctx.dense_i32_array(&[2]), Some(tags));
            }
        }
    }
    rw.replace_op(op, &operands);
    true
}

/// `memref.transpose`: the same pointers and offset, the sizes and strides
/// permuted (the same descriptor for the identity permutation).
pub(super) fn lower_transpose(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(map) = inherent_attr(ctx, body, op, "permutation").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }) else {
        return false;
    };
    let positions: Option<Vec<usize>> = map
        .results
        .iter()
        .map(|e| match e {
            strata_ir::affine::AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect();
    let Some(positions) = positions else { return false };
    let source = MemRefDescriptor { value: adaptor.operand(0) };
    if map.is_identity() {
        rw.replace_op(op, &[source.value]);
        return true;
    }
    let ty = body.value_type(body.operand(op, 0));
    let Some(desc_ty) = convert_type(ctx, options.lowering, ty) else { return false };
    let loc = body.op_loc(op);
    let mut d = MemRefDescriptor::poison(rw, loc, desc_ty);
    let allocated = source.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = source.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, aligned);
    let offset = source.offset(rw, loc);
    d.set_offset(rw, loc, offset);
    for (target, &from) in positions.iter().enumerate() {
        let size = source.size(rw, loc, from);
        d.set_size(rw, loc, target, size);
        let stride = source.stride(rw, loc, from);
        d.set_stride(rw, loc, target, stride);
    }
    rw.replace_op(op, &[d.value]);
    true
}
