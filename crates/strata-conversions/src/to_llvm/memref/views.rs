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
use strata_dialect_llvm::{AddrSpaceCastOp, AllocaOp as LlvmAllocaOp, AssumeOp, ConstantOp, PtrToIntOp};
use strata_interfaces::layout::memref_parts;
use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Context, Location, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::convert_type;
use super::super::descriptor::{address_space, index_constant, rank_of, MemRefDescriptor, UnrankedMemRefDescriptor};
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
/// integer.
pub(super) fn lower_extract_aligned_pointer(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    if !is_ranked(ctx, body.value_type(body.operand(op, 0))) {
        return false;
    }
    let loc = body.op_loc(op);
    let aligned = MemRefDescriptor { value: adaptor.operand(0) }.aligned_ptr(rw, loc);
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

/// `memref.reinterpret_cast` of a ranked memref: the source's pointers
/// with the op's offset, sizes and strides, dimension by dimension.
pub(super) fn lower_reinterpret_cast(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let lowering = options.lowering;
    if !is_ranked(ctx, body.value_type(body.operand(op, 0))) {
        return false;
    }
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
    let source = MemRefDescriptor { value: adaptor.operand(0) };
    let mut d = MemRefDescriptor::poison(rw, loc, desc_ty);
    let allocated = source.allocated_ptr(rw, loc);
    let aligned = source.aligned_ptr(rw, loc);
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
