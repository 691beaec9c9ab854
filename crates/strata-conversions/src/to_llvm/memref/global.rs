//! `memref.global` and `memref.get_global` (upstream's
//! `GlobalMemrefOpLowering` and `GetGlobalMemrefOpLowering`): a global
//! memref is an `llvm.mlir.global` of nested arrays of its element (the
//! element itself at rank 0), private unless public; reading it builds a
//! descriptor whose aligned pointer is the first element's address and
//! whose allocated pointer is `0xdeadbeef` (such a buffer is never freed).

use strata_dialect_llvm::attrs::Linkage;
use strata_dialect_llvm::types::{ArrayType, PointerType};
use strata_dialect_llvm::{AddressOfOp, ConstantOp, IntToPtrOp, ReturnOp, UndefOp};
use strata_interfaces::layout::{is_identity_layout, memref_parts};
use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Context, InsertPoint, OpId, OperationState, Type};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::descriptor::address_space;
use super::super::{convert_type, LowerToLlvmOptions};
use super::{descriptor_sizes, gep, new_descriptor, GepIndex, MemRefToLlvmOptions};

/// The LLVM type a global memref of type `ty` is stored as (upstream's
/// `convertGlobalMemrefTypeToLLVM`).
fn global_type(ctx: &Context, options: LowerToLlvmOptions, ty: Type) -> Option<Type> {
    let (shape, element, layout, _) = memref_parts(ctx, ty)?;
    if !is_identity_layout(ctx, layout) {
        return None;
    }
    let mut array = convert_type(ctx, options, element)?;
    for &d in shape.iter().rev() {
        array = ArrayType::get(ctx, array, u64::try_from(d).ok()?);
    }
    Some(array)
}

pub(super) fn lower_global(
    options: MemRefToLlvmOptions,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(ty) = inherent_attr(ctx, body, op, "type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return false;
    };
    let Some(array) = global_type(ctx, options.lowering, ty) else { return false };
    let Some((shape, _, _, memory_space)) = memref_parts(ctx, ty) else { return false };
    let rank = shape.len();
    let Some(space) = address_space(ctx, memory_space) else {
        rw.emit_error(op, "'memref.global' op memory space cannot be converted to an integer address space");
        return false;
    };
    let public = inherent_attr(ctx, body, op, "sym_visibility").is_none_or(|v| ctx.string_value(v) == Some(b"public"));
    let initial = inherent_attr(ctx, body, op, "initial_value");
    let uninitialized = initial.is_some_and(|a| strata_ir::constraints::is_unit_attr(ctx, a));
    let value = match initial.filter(|_| !uninitialized) {
        Some(elements) if rank == 0 => match strata_ir::splat::element_attr(ctx, elements, 0) {
            Some(scalar) => Some(scalar),
            None => return false,
        },
        other => other,
    };
    let Some(name) = inherent_attr(ctx, body, op, "sym_name") else { return false };
    let alignment = inherent_attr(ctx, body, op, "alignment");
    let loc = body.op_loc(op);
    let linkage = if public { Linkage::EXTERNAL } else { Linkage::PRIVATE };
    let mut entries = vec![
        (ctx.ident("global_type"), ctx.type_attr(array)),
        (ctx.ident("sym_name"), name),
        (ctx.ident("linkage"), ctx.dialect_attr(linkage)),
        (ctx.ident("addr_space"), ctx.integer_attr(ctx.integer_type(32), i64::from(space))),
    ];
    if inherent_attr(ctx, body, op, "constant").is_some() {
        entries.push((ctx.ident("constant"), ctx.unit_attr()));
    }
    entries.extend(value.map(|v| (ctx.ident("value"), v)));
    entries.extend(alignment.filter(|&a| super::int_of(ctx, a) != 0).map(|a| (ctx.ident("alignment"), a)));
    let mut state = OperationState::new(ctx.op_name("llvm.mlir.global"), loc);
    state.set_attributes(ctx, entries);
    state.regions.push(rw.with_body(|b| b.create_region()));
    let global = rw.create(state);
    if uninitialized {
        let region = rw.body().regions(global)[0];
        let block = rw.create_block(region, &[], None);
        let saved = rw.insertion_point();
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        let undef = UndefOp::build(rw, loc, array).res(rw.body());
        ReturnOp::build(rw, loc, Some(undef));
        rw.set_insertion_point(saved);
    }
    rw.replace_op(op, &[]);
    true
}

pub(super) fn lower_get_global(
    options: MemRefToLlvmOptions,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let lowering = options.lowering;
    let body = rw.body();
    let ty = body.value_type(body.results(op)[0]);
    let Some(array) = global_type(ctx, lowering, ty) else { return false };
    let Some((shape, _, _, memory_space)) = memref_parts(ctx, ty) else { return false };
    let rank = shape.len();
    let Some(space) = address_space(ctx, memory_space) else { return false };
    let Some(desc_ty) = convert_type(ctx, lowering, ty) else { return false };
    let Some(name) = inherent_attr(ctx, body, op, "name") else { return false };
    let loc = body.op_loc(op);
    let Some((sizes, strides, _)) = descriptor_sizes(rw, loc, lowering, ty, &[], true) else { return false };
    let ptr = ctx.dialect_type(PointerType { address_space: space });
    let address = AddressOfOp::build(rw, loc, ptr, name).res(rw.body());
    let zeros: Vec<GepIndex> = (0..=rank).map(|_| GepIndex::Constant(0)).collect();
    let first = gep(rw, loc, ptr, array, address, &zeros, None);
    // An integer as wide as a pointer (64 bits in every address space of
    // the default data layout).
    let i64t = ctx.integer_type(64);
    let dead_beef = ConstantOp::build(rw, loc, i64t, ctx.integer_attr(ctx.index_type(), 0xdead_beef)).res(rw.body());
    let allocated = IntToPtrOp::build(rw, loc, dead_beef, ptr, None).res(rw.body());
    let desc = new_descriptor(rw, loc, lowering, desc_ty, (allocated, first), &sizes, &strides);
    rw.replace_op(op, &[desc]);
    true
}
