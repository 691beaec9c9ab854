//! The masked memory ops with a mask known to be all true or all false
//! (upstream's `getMaskFormat`): an all-true `maskedload`/`expandload` is
//! a `vector.load` and an all-true `maskedstore`/`compressstore` a
//! `vector.store` (`MaskedLoadFolder`, `ExpandLoadFolder`,
//! `MaskedStoreFolder`, `CompressStoreFolder`); all false, a load is its
//! pass-through and a store is erased, gathers and scatters included
//! (`GatherFolder`, `ScatterFolder`, which keep an all-true mask: there is
//! no unmasked gather). A gather or scatter on a memref at the indices
//! `0, 1, 2, ...` (a `vector.step` or that constant) is a `maskedload` or
//! `maskedstore` (`FoldContiguousGather`, `FoldContiguousScatter`), unless
//! its elements are laid out differently in a vector than in the memref
//! (`i1`: [`crate::layout`]), where upstream's fold changes what is read.
//!
//! The unmasked ops get no alignment: upstream builds them with the
//! default one.

use strata_ir::{DenseValue, OpClass, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::{def, result_type};
use crate::masking::{mask_format, MaskFormat};
use crate::{CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StepOp, StoreOp};

/// `MaskedLoadFolder` and `ExpandLoadFolder`: the load's base, indices,
/// mask and pass-through.
fn fold_load(op: strata_ir::OpId, parts: (Value, Vec<Value>, Value, Value), rw: &mut Rewriter<'_>) -> bool {
    let (base, indices, mask, pass_thru) = parts;
    match mask_format(rw.ctx(), rw.body(), mask) {
        MaskFormat::AllTrue => {
            let (loc, ty) = (rw.body().op_loc(op), result_type(rw, op));
            let load = LoadOp::build(rw, loc, base, &indices, ty, None, None).result(rw.body());
            rw.replace_op(op, &[load]);
            true
        }
        MaskFormat::AllFalse => {
            rw.replace_op(op, &[pass_thru]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `MaskedLoadFolder`.
pub(super) fn masked_load(op: MaskedLoadOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let parts = (op.base(body), op.indices(body), op.mask(body), op.pass_thru(body));
    fold_load(op.op(), parts, rw)
}

/// `ExpandLoadFolder`.
pub(super) fn expand_load(op: ExpandLoadOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let parts = (op.base(body), op.indices(body), op.mask(body), op.pass_thru(body));
    fold_load(op.op(), parts, rw)
}

/// `MaskedStoreFolder` and `CompressStoreFolder`: the store's base,
/// indices, mask and stored value.
fn fold_store(op: strata_ir::OpId, parts: (Value, Vec<Value>, Value, Value), rw: &mut Rewriter<'_>) -> bool {
    let (base, indices, mask, value) = parts;
    match mask_format(rw.ctx(), rw.body(), mask) {
        MaskFormat::AllTrue => {
            let loc = rw.body().op_loc(op);
            StoreOp::build(rw, loc, value, base, &indices, None, None);
            rw.erase_op(op);
            true
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// `MaskedStoreFolder`.
pub(super) fn masked_store(op: MaskedStoreOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let parts = (op.base(body), op.indices(body), op.mask(body), op.value_to_store(body));
    fold_store(op.op(), parts, rw)
}

/// `CompressStoreFolder`.
pub(super) fn compress_store(op: CompressStoreOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let parts = (op.base(body), op.indices(body), op.mask(body), op.value_to_store(body));
    fold_store(op.op(), parts, rw)
}

/// `GatherFolder`.
pub(super) fn gather(op: GatherOp, rw: &mut Rewriter<'_>) -> bool {
    let pass_thru = op.pass_thru(rw.body());
    if mask_format(rw.ctx(), rw.body(), op.mask(rw.body())) != MaskFormat::AllFalse {
        return false;
    }
    rw.replace_op(op.op(), &[pass_thru]);
    true
}

/// `ScatterFolder`.
pub(super) fn scatter(op: ScatterOp, rw: &mut Rewriter<'_>) -> bool {
    if mask_format(rw.ctx(), rw.body(), op.mask(rw.body())) != MaskFormat::AllFalse
        || !rw.body().results(op.op()).is_empty()
    {
        return false;
    }
    rw.erase_op(op.op());
    true
}

/// `isZeroBasedContiguousSeq`: a fixed 1-D `vector.step`, or a constant
/// `0, 1, 2, ...`, and the base a memref.
fn contiguous(rw: &Rewriter<'_>, base: Value, indices: Value) -> bool {
    let ctx = rw.ctx();
    if !matches!(ctx.type_kind(rw.body().value_type(base)), TypeKind::MemRef { .. }) {
        return false;
    }
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(rw.body().value_type(indices)) else { return false };
    if shape.len() != 1 || scalable[0] {
        return false;
    }
    // Unlike upstream: a gather of `i1` reads one byte per element, a
    // masked load of `vector<8xi1>` the bits of one byte.
    if !crate::layout::same_layout_as_memref(ctx, ctx.element_type_or_self(rw.body().value_type(base))) {
        return false;
    }
    if def::<StepOp>(rw, indices).is_some() {
        return true;
    }
    let Some(attr) = strata_rewrite::fold::constant_of(ctx, rw.body(), indices) else { return false };
    let Some(values) = crate::fold::dense_values(ctx, attr) else { return false };
    values.iter().enumerate().all(|(i, v)| matches!(v, DenseValue::Int(x) if x.to_i64() == Some(i as i64)))
}

/// `FoldContiguousGather`.
pub(super) fn contiguous_gather(op: GatherOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let (base, offsets, indices, mask, pass_thru) =
        (op.base(body), op.offsets(body), op.indices(body), op.mask(body), op.pass_thru(body));
    if !contiguous(rw, base, indices) {
        return false;
    }
    let (loc, ty) = (body.op_loc(op.op()), result_type(rw, op));
    let load = MaskedLoadOp::build(rw, loc, base, &offsets, mask, pass_thru, ty, None).result(rw.body());
    rw.replace_op(op.op(), &[load]);
    true
}

/// `FoldContiguousScatter`.
pub(super) fn contiguous_scatter(op: ScatterOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let (base, offsets, indices, mask, value) =
        (op.base(body), op.offsets(body), op.indices(body), op.mask(body), op.value_to_store(body));
    if !rw.body().results(op.op()).is_empty() || !contiguous(rw, base, indices) {
        return false;
    }
    let loc = body.op_loc(op.op());
    MaskedStoreOp::build(rw, loc, base, &offsets, mask, value, None);
    rw.erase_op(op.op());
    true
}
