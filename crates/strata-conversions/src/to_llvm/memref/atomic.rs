//! The memref ops that touch one element without a plain load or store:
//! `memref.atomic_rmw` as `llvm.atomicrmw` (`acq_rel`) of the kinds LLVM
//! has (upstream's `AtomicRMWOpLowering`; `mulf`/`muli` have none and
//! stay), `memref.generic_atomic_rmw` as a compare-and-swap loop, and
//! `memref.prefetch` as `llvm.intr.prefetch`. The element's address
//! carries no wrap flags, as upstream's.

use strata_dialect_llvm::build as llvm_build;
use strata_dialect_llvm::types::StructType;
use strata_dialect_llvm::{
    AtomicBinOp, AtomicCmpXchgOp, AtomicOrdering, AtomicRMWOp as LlvmAtomicRMWOp, BrOp, CondBrOp, ExtractValueOp,
    Prefetch,
};
use strata_dialect_memref::{AtomicRMWKind, AtomicRMWOp, GenericAtomicRMWOp, PrefetchOp};
use strata_ir::inliner::ValueMapping;
use strata_ir::{Attribute, Context, InsertPoint, OpId, Value, WalkOrder, WalkResult};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::{int_of, strided_element_ptr, MemRefToLlvmOptions};

/// The LLVM operation of an atomic read-modify-write kind (upstream's
/// `matchSimpleAtomicOp`).
fn bin_op(kind: AtomicRMWKind) -> Option<AtomicBinOp> {
    Some(match kind {
        AtomicRMWKind::Addf => AtomicBinOp::Fadd,
        AtomicRMWKind::Addi => AtomicBinOp::Add,
        AtomicRMWKind::Assign => AtomicBinOp::Xchg,
        AtomicRMWKind::Maximumf => AtomicBinOp::Fmaximum,
        AtomicRMWKind::Maxnumf => AtomicBinOp::Fmax,
        AtomicRMWKind::Maxs => AtomicBinOp::Max,
        AtomicRMWKind::Maxu => AtomicBinOp::Umax,
        AtomicRMWKind::Minimumf => AtomicBinOp::Fminimum,
        AtomicRMWKind::Minnumf => AtomicBinOp::Fmin,
        AtomicRMWKind::Mins => AtomicBinOp::Min,
        AtomicRMWKind::Minu => AtomicBinOp::Umin,
        AtomicRMWKind::Ori => AtomicBinOp::Or,
        AtomicRMWKind::Xori => AtomicBinOp::Xor,
        AtomicRMWKind::Andi => AtomicBinOp::And,
        AtomicRMWKind::Mulf | AtomicRMWKind::Muli => return None,
    })
}

/// The adaptor's values of operands `from..`.
fn operands_from(adaptor: &OpAdaptor, from: usize) -> Vec<Value> {
    (from..adaptor.len()).map(|i| adaptor.operand(i)).collect()
}

pub(super) fn lower_atomic_rmw(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(rmw) = AtomicRMWOp::cast(ctx, body, op) else { return false };
    let Some(kind) = rmw.kind(ctx, body).and_then(bin_op) else { return false };
    let ty = body.value_type(rmw.memref(body));
    let result_ty = body.value_type(rmw.result(body));
    let loc = body.op_loc(op);
    let indices = operands_from(adaptor, 2);
    let Some(address) = strided_element_ptr(rw, loc, options.lowering, ty, adaptor.operand(1), &indices, None) else {
        return false;
    };
    let value = LlvmAtomicRMWOp::build(
        rw,
        loc,
        address,
        adaptor.operand(0),
        result_ty,
        kind,
        AtomicOrdering::AcqRel,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `memref.generic_atomic_rmw` (upstream's `GenericAtomicRMWOpLowering`):
/// the block is split around the op into a loop block, whose argument is
/// the current value (the element loaded first), and the rest. The loop
/// runs a copy of the op's body on its argument, then `llvm.cmpxchg`
/// (`acq_rel`, `monotonic`) of the argument with the body's result, and
/// goes round again with the value found until the exchange succeeds;
/// that value is the op's result. The copied body is lowered in turn.
pub(super) fn lower_generic_atomic_rmw(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(rmw) = GenericAtomicRMWOp::cast(ctx, body, op) else { return false };
    let ty = body.value_type(rmw.memref(body));
    let result_ty = body.value_type(rmw.result(body));
    let Some(value_ty) = super::super::convert_type(ctx, options.lowering, result_ty) else { return false };
    let Some(entry) = body.regions(op).first().and_then(|&r| body.region_blocks(r).next()) else { return false };
    let Some(&current) = body.block_args(entry).first() else { return false };
    let Some(terminator) = body.block_ops(entry).last() else { return false };
    let (Some(init_block), Some(after)) = (body.op_block(op), body.next_op(op)) else { return false };
    // The body is copied into the loop: each copied op must be one the
    // conversion can legalize (upstream rolls the rewrite back otherwise,
    // keeping the op; with `finalize-memref-to-llvm` alone an `arith` body
    // stays).
    let mut copyable = true;
    body.walk(op, WalkOrder::PreOrder, |b, nested| {
        if nested != op && nested != terminator && !rw.can_legalize(b.op_name(nested)) {
            copyable = false;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    if !copyable {
        return false;
    }
    let loc = body.op_loc(op);
    let indices = operands_from(adaptor, 1);
    let Some(address) = strided_element_ptr(rw, loc, options.lowering, ty, adaptor.operand(0), &indices, None) else {
        return false;
    };
    // The address is computed before the op, in what becomes the first block.
    let loop_block = rw.split_block(init_block, op);
    let argument = rw.with_body(|b| b.add_block_arg(loop_block, value_ty, Some(loc)));
    let end_block = rw.split_block(loop_block, after);
    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let init = llvm_build::load(rw, loc, address, value_ty, None, None).res(rw.body());
    BrOp::build(rw, loc, &[init], None, vec![loop_block]);
    rw.set_insertion_point(InsertPoint::BlockStart(loop_block));
    let mut mapping = ValueMapping::default();
    mapping.insert(current, argument);
    let copied: Vec<OpId> = rw.body().block_ops(entry).filter(|&o| o != terminator).collect();
    for nested in copied {
        rw.clone_op(nested, &mut mapping);
    }
    let yielded = rw.body().operand(terminator, 0);
    let result = mapping.get(&yielded).copied().unwrap_or(yielded);
    let pair = StructType::literal(ctx, vec![value_ty, ctx.integer_type(1)], false);
    let exchanged = AtomicCmpXchgOp::build(
        rw,
        loc,
        address,
        argument,
        result,
        pair,
        AtomicOrdering::AcqRel,
        AtomicOrdering::Monotonic,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
    )
    .res(rw.body());
    let found = ExtractValueOp::build(rw, loc, exchanged, value_ty, ctx.dense_i64_array(&[0])).res(rw.body());
    let ok = ExtractValueOp::build(rw, loc, exchanged, ctx.integer_type(1), ctx.dense_i64_array(&[1])).res(rw.body());
    CondBrOp::build(rw, loc, ok, &[], &[found], None, None, vec![end_block, loop_block]);
    rw.set_insertion_point(InsertPoint::BlockEnd(end_block));
    rw.replace_op(op, &[found]);
    true
}

/// An `i32` attribute of `value`.
fn i32_attr(ctx: &Context, value: i64) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), value)
}

pub(super) fn lower_prefetch(
    options: MemRefToLlvmOptions,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(prefetch) = PrefetchOp::cast(ctx, body, op) else { return false };
    let flag =
        |a: Option<Attribute>| i64::from(a.and_then(|a| strata_ir::control_flow::bool_value(ctx, a)) == Some(true));
    let write = flag(prefetch.is_write(ctx, body));
    let data = flag(prefetch.is_data_cache(ctx, body));
    let Some(hint) = prefetch.locality_hint(ctx, body) else { return false };
    let ty = body.value_type(prefetch.memref(body));
    let loc = body.op_loc(op);
    let indices = operands_from(adaptor, 1);
    let Some(address) = strided_element_ptr(rw, loc, options.lowering, ty, adaptor.operand(0), &indices, None) else {
        return false;
    };
    let hint = i32_attr(ctx, int_of(ctx, hint));
    Prefetch::build(rw, loc, address, i32_attr(ctx, write), hint, i32_attr(ctx, data));
    rw.replace_op(op, &[]);
    true
}
