//! The memref ops that touch one element without a plain load or store:
//! `memref.atomic_rmw` as `llvm.atomicrmw` (`acq_rel`) of the kinds LLVM
//! has (upstream's `AtomicRMWOpLowering`; `mulf`/`muli` have none and
//! stay), and `memref.prefetch` as `llvm.intr.prefetch`. The element's
//! address carries no wrap flags, as upstream's.

use strata_dialect_llvm::{AtomicBinOp, AtomicOrdering, AtomicRMWOp as LlvmAtomicRMWOp, Prefetch};
use strata_dialect_memref::{AtomicRMWKind, AtomicRMWOp, PrefetchOp};
use strata_ir::{Attribute, Context, OpId, Value};
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
