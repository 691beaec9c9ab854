//! The vector memory ops (upstream's `VectorLoadStoreConversion`,
//! `VectorGatherOpConversion` and `VectorScatterOpConversion`): the
//! address of the first element is upstream's `getStridedElementPtr`
//! without GEP flags; a gather or scatter adds the index vector to it in a
//! GEP that gives a vector of pointers.
//!
//! Alignment: the op's `alignment` when it has one, else the preferred
//! alignment of the memref's element type in LLVM's default data layout,
//! or with `use-vector-alignment` that of the whole vector type. The
//! `llvm.load`/`store` alignment is an `i64`, the intrinsics' an `i32`.
//!
//! `vector.type_cast` between statically shaped contiguous memrefs builds
//! the target's descriptor from the source's pointers.
//!
//! Invariant: only fixed-length 1-D vectors on strided memrefs lower;
//! anything else is left for upstream's other patterns (none here).

use strata_dialect_llvm::build as llvm_build;
use strata_dialect_llvm::types::{PointerType, StructType};
use strata_dialect_llvm::{
    ConstantOp, MaskedCompressstore, MaskedExpandload, MaskedGather, MaskedLoadOp, MaskedScatter, MaskedStoreOp,
};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{Attribute, Context, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::descriptor::{address_space, MemRefDescriptor};
use super::super::memref::{gep, int_of, nontemporal_attr, strided_element_ptr, GepIndex};
use super::{fixed_1d, vector_1d, VectorToLlvmOptions};

/// The preferred alignment in bytes of `ty` (an LLVM type) in LLVM's
/// default data layout, as upstream reads it through
/// `TypeToLLVMIRTranslator::getPreferredAlignment`.
fn preferred_alignment(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(match *width {
            0..=8 => 1,
            9..=16 => 2,
            17..=32 => 4,
            _ => 8,
        }),
        TypeKind::Float(kind) => Some(match kind.width() {
            0..=16 => 2,
            17..=32 => 4,
            33..=64 => 8,
            _ => 16,
        }),
        _ if ctx.type_storage::<PointerType>(ty).is_some() => Some(8),
        // LLVM's default for vectors: their natural alignment (the elements
        // of a memref of vectors).
        TypeKind::Vector { .. } => natural_vector_alignment(ctx, ty),
        _ => None,
    }
}

/// The size in bytes of a 1-D vector of LLVM scalars (its minimum, for a
/// scalable one), rounded up to a power of two: LLVM's natural alignment.
fn natural_vector_alignment(ctx: &Context, ty: Type) -> Option<u64> {
    let (lanes, element) = vector_1d(ctx, ty)?;
    let bytes = (u64::try_from(lanes).ok()? * bit_width(ctx, element)?).div_ceil(8);
    Some(bytes.max(1).next_power_of_two())
}

/// The bits of a value of the LLVM scalar type `ty`.
fn bit_width(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(u64::from(*width)),
        TypeKind::Float(kind) => Some(u64::from(kind.width())),
        _ if ctx.type_storage::<PointerType>(ty).is_some() => Some(64),
        _ => None,
    }
}

/// The alignment of an access of `vector` in a memref of `memref_ty`
/// (upstream's `getVectorToLLVMAlignment`), or the op's own.
fn alignment(
    rw: &ConversionRewriter<'_, '_>,
    options: VectorToLlvmOptions,
    op: OpId,
    vector: Type,
    memref_ty: Type,
) -> Option<u64> {
    let ctx = rw.ctx();
    if let Some(a) = inherent_attr(ctx, rw.body(), op, "alignment") {
        let a = int_of(ctx, a);
        if a > 0 {
            return u64::try_from(a).ok();
        }
    }
    let converter = rw.type_converter();
    if options.use_vector_alignment {
        let converted = converter.convert_type_1to1(ctx, vector)?;
        fixed_1d(ctx, converted)?;
        return natural_vector_alignment(ctx, converted);
    }
    let element = converter.convert_type_1to1(ctx, memref_parts(ctx, memref_ty)?.1)?;
    preferred_alignment(ctx, element)
}

/// What a vector load or store lowers to: the converted 1-D vector type,
/// the address of the element at its indices and the alignment.
struct Access {
    ty: Type,
    address: Value,
    align: u64,
}

/// The [`Access`] of `op`, moving `vector`, whose memref is operand
/// `base_at` and whose indices are the operands `indices` (the converted
/// ones are `adaptor`'s). The alignment is resolved before any IR is made.
fn access(
    rw: &mut ConversionRewriter<'_, '_>,
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    vector: Type,
    base_at: usize,
    indices: std::ops::Range<usize>,
) -> Option<Access> {
    let ctx = rw.ctx();
    let memref_ty = rw.body().value_type(rw.body().operand(op, base_at));
    let align = alignment(rw, options, op, vector, memref_ty)?;
    // 0-D vectors convert to 1-D ones of one element, and lower as those.
    let zero_d = matches!(ctx.type_kind(vector), TypeKind::Vector { shape, .. } if shape.is_empty());
    if !zero_d {
        // A scalable vector is loaded and stored as a fixed one is.
        vector_1d(ctx, vector)?;
    }
    if !matches!(ctx.type_kind(memref_ty), TypeKind::MemRef { .. }) {
        return None;
    }
    let ty = rw.type_converter().convert_type_1to1(ctx, vector)?;
    let loc = rw.body().op_loc(op);
    let operands = adaptor.operands();
    let desc = operands[base_at];
    let address = strided_element_ptr(rw, loc, options.lowering, memref_ty, desc, operands.get(indices)?, None)?;
    Some(Access { ty, address, align })
}

fn i32_attr(ctx: &Context, value: u64) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), i64::try_from(value).unwrap_or(0))
}

fn result_type(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `vector.load`: `llvm.load` of the vector type, with its nontemporal mark.
pub fn lower_load(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let vector = result_type(rw, op);
    let Some(a) = access(rw, options, op, adaptor, vector, 0, 1..adaptor.len()) else { return false };
    let (ctx, body) = (rw.ctx(), rw.body());
    let align = ctx.integer_attr(ctx.integer_type(64), a.align as i64);
    let (nontemporal, loc) = (nontemporal_attr(ctx, body, op), body.op_loc(op));
    let value = llvm_build::load(rw, loc, a.address, a.ty, Some(align), nontemporal).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `vector.store`: `llvm.store` of the vector, with its nontemporal mark.
pub fn lower_store(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let vector = rw.body().value_type(rw.body().operand(op, 0));
    let Some(a) = access(rw, options, op, adaptor, vector, 1, 2..adaptor.len()) else { return false };
    let (ctx, body) = (rw.ctx(), rw.body());
    let align = ctx.integer_attr(ctx.integer_type(64), a.align as i64);
    let (nontemporal, loc) = (nontemporal_attr(ctx, body, op), body.op_loc(op));
    llvm_build::store(rw, loc, adaptor.operand(0), a.address, Some(align), nontemporal);
    rw.replace_op(op, &[]);
    true
}

/// The [`Access`] of a masked load (`maskedload`, `expandload`: base,
/// indices, mask, pass-through) and its converted mask and pass-through.
fn masked_load_parts(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<(Access, Value, Value)> {
    let n = adaptor.len();
    let vector = result_type(rw, op);
    let a = access(rw, options, op, adaptor, vector, 0, 1..n.checked_sub(2)?)?;
    Some((a, adaptor.operand(n - 2), adaptor.operand(n - 1)))
}

/// The [`Access`] of a masked store (`maskedstore`, `compressstore`: base,
/// indices, mask, value) and its converted mask and value.
fn masked_store_parts(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> Option<(Access, Value, Value)> {
    let n = adaptor.len();
    let value_at = n.checked_sub(1).filter(|&v| v >= 2)?;
    let vector = rw.body().value_type(rw.body().operand(op, value_at));
    let a = access(rw, options, op, adaptor, vector, 0, 1..n - 2)?;
    Some((a, adaptor.operand(n - 2), adaptor.operand(value_at)))
}

/// `vector.maskedload`: `llvm.intr.masked.load` with the pass-through.
pub fn lower_masked_load(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some((a, mask, pass_thru)) = masked_load_parts(options, op, adaptor, rw) else { return false };
    let (align, loc) = (i32_attr(rw.ctx(), a.align), rw.body().op_loc(op));
    let value = MaskedLoadOp::build(rw, loc, a.address, mask, Some(pass_thru), a.ty, align, None).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `vector.maskedstore`: `llvm.intr.masked.store`.
pub fn lower_masked_store(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some((a, mask, value)) = masked_store_parts(options, op, adaptor, rw) else { return false };
    let (align, loc) = (i32_attr(rw.ctx(), a.align), rw.body().op_loc(op));
    MaskedStoreOp::build(rw, loc, value, a.address, mask, align);
    rw.replace_op(op, &[]);
    true
}

/// `vector.expandload`: `llvm.intr.masked.expandload` (no alignment, as
/// upstream's).
pub fn lower_expand_load(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some((a, mask, pass_thru)) = masked_load_parts(options, op, adaptor, rw) else { return false };
    let loc = rw.body().op_loc(op);
    let value = MaskedExpandload::build(rw, loc, a.address, mask, pass_thru, a.ty, None, None).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `vector.compressstore`: `llvm.intr.masked.compressstore`.
pub fn lower_compress_store(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let Some((a, mask, value)) = masked_store_parts(options, op, adaptor, rw) else { return false };
    let loc = rw.body().op_loc(op);
    MaskedCompressstore::build(rw, loc, value, a.address, mask, None, None);
    rw.replace_op(op, &[]);
    true
}

/// The vector of element addresses of a gather or scatter of `vector`
/// on the memref operand 0 of `op` (upstream's `getIndexedPtrs`):
/// `address` plus each lane of `index_vector`.
fn indexed_ptrs(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    vector: Type,
    address: Value,
    index_vector: Value,
) -> Option<Value> {
    let ctx = rw.ctx();
    let (lanes, _) = vector_1d(ctx, vector)?;
    let scalable = fixed_1d(ctx, vector).is_none();
    let parts = memref_parts(ctx, rw.body().value_type(rw.body().operand(op, 0)))?;
    let element = rw.type_converter().convert_type_1to1(ctx, parts.1)?;
    let ptr = ctx.dialect_type(PointerType { address_space: address_space(ctx, parts.3)? });
    let ptrs = ctx.intern_type(TypeKind::Vector { shape: vec![lanes], scalable: vec![scalable], element: ptr });
    let loc = rw.body().op_loc(op);
    Some(gep(rw, loc, ptrs, element, address, &[GepIndex::Value(index_vector)], None))
}

/// `vector.gather`: `llvm.intr.masked.gather` of the element addresses.
pub fn lower_gather(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let n = adaptor.len();
    let vector = result_type(rw, op);
    let Some(a) = access(rw, options, op, adaptor, vector, 0, 1..n.saturating_sub(3)) else { return false };
    let Some(ptrs) = indexed_ptrs(rw, op, vector, a.address, adaptor.operand(n - 3)) else { return false };
    let align = i32_attr(rw.ctx(), a.align);
    let loc = rw.body().op_loc(op);
    let (mask, pass_thru) = (adaptor.operand(n - 2), adaptor.operand(n - 1));
    let gather = MaskedGather::build(rw, loc, ptrs, mask, &[pass_thru], a.ty, align);
    let value = rw.body().results(strata_ir::OpClass::op(gather))[0];
    rw.replace_op(op, &[value]);
    true
}

/// `vector.scatter`: `llvm.intr.masked.scatter` to the element addresses.
pub fn lower_scatter(
    options: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let n = adaptor.len();
    if n < 4 {
        return false;
    }
    let vector = rw.body().value_type(rw.body().operand(op, n - 1));
    let Some(a) = access(rw, options, op, adaptor, vector, 0, 1..n - 3) else { return false };
    let Some(ptrs) = indexed_ptrs(rw, op, vector, a.address, adaptor.operand(n - 3)) else { return false };
    let align = i32_attr(rw.ctx(), a.align);
    let loc = rw.body().op_loc(op);
    MaskedScatter::build(rw, loc, adaptor.operand(n - 1), ptrs, adaptor.operand(n - 2), align);
    rw.replace_op(op, &[]);
    true
}

/// The strides of a statically shaped, contiguous memref type (upstream's
/// `computeContiguousStrides`): its layout's strides when the last is 1
/// and each is the next one times the next size; `None` otherwise.
fn contiguous_strides(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    let (shape, _, layout, _) = memref_parts(ctx, ty)?;
    let (strides, _) = strides_and_offset(ctx, shape, layout)?;
    if strides.last().is_some_and(|&s| s != 1) {
        return None;
    }
    if strata_interfaces::layout::is_identity_layout(ctx, layout) {
        return Some(strides);
    }
    for i in 0..strides.len().saturating_sub(1) {
        if [shape[i + 1], strides[i], strides[i + 1]].contains(&DYNAMIC) || strides[i] != strides[i + 1] * shape[i + 1]
        {
            return None;
        }
    }
    Some(strides)
}

/// `vector.type_cast` between statically shaped memrefs: a new
/// descriptor with the source's pointers, offset 0 and the target's sizes
/// and contiguous strides (upstream's `VectorTypeCastOpConversion`).
pub fn lower_type_cast(
    _: VectorToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let source_ty = rw.body().value_type(rw.body().operand(op, 0));
    let target_ty = result_type(rw, op);
    let static_shape = |ty: Type| memref_parts(ctx, ty).is_some_and(|p| !p.0.contains(&DYNAMIC));
    if !static_shape(source_ty) || !static_shape(target_ty) {
        return false;
    }
    let source = adaptor.operand(0);
    if ctx.type_storage::<StructType>(rw.body().value_type(source)).is_none() {
        return false;
    }
    let Some(target_desc) = rw.type_converter().convert_type_1to1(ctx, target_ty) else { return false };
    if ctx.type_storage::<StructType>(target_desc).is_none() {
        return false;
    }
    if contiguous_strides(ctx, source_ty).is_none() {
        return false;
    }
    let Some(strides) = contiguous_strides(ctx, target_ty) else { return false };
    let Some(shape) = memref_parts(ctx, target_ty).map(|p| p.0.to_vec()) else { return false };
    let loc = rw.body().op_loc(op);
    let i64 = ctx.integer_type(64);
    let index = ctx.index_type();
    let from = MemRefDescriptor { value: source };
    let mut desc = MemRefDescriptor::poison(rw, loc, target_desc);
    let allocated = from.allocated_ptr(rw, loc);
    desc.set_allocated_ptr(rw, loc, allocated);
    let aligned = from.aligned_ptr(rw, loc);
    desc.set_aligned_ptr(rw, loc, aligned);
    let constant = |rw: &mut ConversionRewriter<'_, '_>, v: i64| {
        ConstantOp::build(rw, loc, i64, ctx.integer_attr(index, v)).res(rw.body())
    };
    let zero = constant(rw, 0);
    desc.set_offset(rw, loc, zero);
    for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let size = constant(rw, size);
        desc.set_size(rw, loc, i, size);
        let stride = constant(rw, stride);
        desc.set_stride(rw, loc, i, stride);
    }
    rw.replace_op(op, &[desc.value]);
    true
}
