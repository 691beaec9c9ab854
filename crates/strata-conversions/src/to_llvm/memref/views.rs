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
    let ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, *memory_space)? });
    let base = UnrankedMemRefDescriptor::descriptor_ptr(rw, loc, desc);
    let allocated = llvm_build::load(rw, loc, base, ptr, None, None).res(rw.body());
    let at = super::gep(rw, loc, ptr, ptr, base, &[super::GepIndex::Constant(1)], None);
    let aligned = llvm_build::load(rw, loc, at, ptr, None, None).res(rw.body());
    Some((allocated, aligned))
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
