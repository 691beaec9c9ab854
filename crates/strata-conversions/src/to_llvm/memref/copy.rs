//! `memref.copy` (upstream's `MemRefCopyOpLowering`): between contiguous
//! memrefs one `llvm.intr.memcpy` of the element count times the element
//! size from buffer start to buffer start; otherwise a call of the runtime's
//! `memrefCopy(element size, source, target)` on stack copies of unranked
//! descriptors, between `llvm.intr.stacksave` and `stackrestore`.

use strata_dialect_llvm::types::PointerType;
use strata_dialect_llvm::{ConstantOp, MemcpyOp, MulOp, StackRestoreOp, StackSaveOp};
use strata_interfaces::layout::{is_identity_layout, memref_parts, strides_and_offset};
use strata_ir::{Context, Location, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::descriptor::{index_constant, MemRefDescriptor, UnrankedMemRefDescriptor};
use super::super::runtime::{enclosing_module, lookup_or_create_fn};
use super::super::{convert_type, LowerToLlvmOptions};
use super::views::promote_descriptor;
use super::{gep, size_of, GepIndex, MemRefToLlvmOptions};

/// Whether a memref of type `ty` is one contiguous run of elements
/// (upstream: an identity layout, or `isStaticShapeAndContiguousRowMajor`:
/// a static shape whose inner dimensions have the canonical strides and
/// whose other dimensions have size 1).
fn is_contiguous(ctx: &Context, ty: Type) -> bool {
    let Some((shape, _, layout, _)) = memref_parts(ctx, ty) else { return false };
    if is_identity_layout(ctx, layout) {
        return true;
    }
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let Some((strides, _)) = strides_and_offset(ctx, shape, layout) else { return false };
    let mut running = 1i64;
    let mut dim = strides.len();
    while dim > 0 && strides[dim - 1] == running {
        running = running.saturating_mul(shape[dim - 1]);
        dim -= 1;
    }
    while dim > 0 && shape[dim - 1] == 1 {
        dim -= 1;
    }
    dim == 0
}

pub(super) fn lower_copy(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let (source, target) = (body.value_type(body.operand(op, 0)), body.value_type(body.operand(op, 1)));
    let loc = body.op_loc(op);
    let done = if is_contiguous(ctx, source) && is_contiguous(ctx, target) {
        memcpy(rw, loc, options.lowering, source, adaptor)
    } else {
        copy_call(rw, op, loc, options.lowering, (source, target), adaptor)
    };
    if done {
        rw.replace_op(op, &[]);
    }
    done
}

/// One `llvm.intr.memcpy` of the whole buffer.
fn memcpy(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    options: LowerToLlvmOptions,
    source: Type,
    adaptor: &OpAdaptor,
) -> bool {
    let ctx = rw.ctx();
    let Some((shape, element, _, _)) = memref_parts(ctx, source) else { return false };
    let rank = shape.len();
    let Some(element) = convert_type(ctx, options, element) else { return false };
    let index = ctx.integer_type(options.index_bitwidth);
    let src = MemRefDescriptor { value: adaptor.operand(0) };
    let mut count = index_constant(rw, loc, options, 1);
    for i in 0..rank {
        let size = src.size(rw, loc, i);
        count = MulOp::build(rw, loc, count, size, index, None).res(rw.body());
    }
    let element_size = size_of(rw, loc, options, element);
    let total = MulOp::build(rw, loc, count, element_size, index, None).res(rw.body());
    let src_ptr = offset_ptr(rw, loc, src, element);
    let dst_ptr = offset_ptr(rw, loc, MemRefDescriptor { value: adaptor.operand(1) }, element);
    MemcpyOp::build(rw, loc, dst_ptr, src_ptr, total, ctx.bool_attr(false), None, None, None, None, None, None);
    true
}

/// The aligned pointer moved by the descriptor's offset.
fn offset_ptr(rw: &mut ConversionRewriter<'_, '_>, loc: Location, d: MemRefDescriptor, element: Type) -> Value {
    let base = d.aligned_ptr(rw, loc);
    let offset = d.offset(rw, loc);
    let ty = rw.body().value_type(base);
    gep(rw, loc, ty, element, base, &[GepIndex::Value(offset)], None)
}

/// A call of `memrefCopy` on stack copies of unranked descriptors of both.
fn copy_call(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    loc: Location,
    options: LowerToLlvmOptions,
    (source, target): (Type, Type),
    adaptor: &OpAdaptor,
) -> bool {
    let ctx = rw.ctx();
    let Some(module) = enclosing_module(ctx, rw.body(), op) else { return false };
    let element = match ctx.type_kind(source) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => return false,
    };
    let Some(element) = convert_type(ctx, options, element) else { return false };
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let index = ctx.integer_type(options.index_bitwidth);
    let unranked_ty = strata_dialect_llvm::types::StructType::literal(
        ctx,
        super::super::descriptor::unranked_descriptor_fields(ctx, options),
        false,
    );
    let saved = StackSaveOp::build(rw, loc, ptr).res(rw.body());
    let unranked = |rw: &mut ConversionRewriter<'_, '_>, value: Value, ty: Type| -> Value {
        let Some((shape, ..)) = memref_parts(ctx, ty) else { return value };
        let rank = shape.len() as i64;
        let rank = ConstantOp::build(rw, loc, index, ctx.integer_attr(ctx.integer_type(64), rank)).res(rw.body());
        let slot = promote_descriptor(rw, loc, value);
        UnrankedMemRefDescriptor::pack(rw, loc, unranked_ty, &[rank, slot])
    };
    let src = unranked(rw, adaptor.operand(0), source);
    let dst = unranked(rw, adaptor.operand(1), target);
    let one = index_constant(rw, loc, options, 1);
    let promote = |rw: &mut ConversionRewriter<'_, '_>, desc: Value| -> Value {
        let ty = rw.body().value_type(desc);
        let slot =
            strata_dialect_llvm::AllocaOp::build(rw, loc, one, ptr, None, ctx.type_attr(ty), None).res(rw.body());
        strata_dialect_llvm::build::store(rw, loc, desc, slot, None, None);
        slot
    };
    let src_ptr = promote(rw, src);
    let dst_ptr = promote(rw, dst);
    let element_size = size_of(rw, loc, options, element);
    let module_loc = rw.body().op_loc(module);
    let callee = lookup_or_create_fn(rw, module, "memrefCopy", &[index, ptr, ptr], module_loc);
    strata_dialect_llvm::build::call(rw, loc, callee, &[element_size, src_ptr, dst_ptr], None);
    StackRestoreOp::build(rw, loc, saved);
    true
}
