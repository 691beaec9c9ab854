//! Canonicalization patterns of `memref.subview` (upstream MLIR 22's
//! `MemRefOps.cpp`, in upstream's order):
//!
//! - `OpWithOffsetSizesAndStridesConstantArgumentFolder`: constant
//!   operands (non-negative for offsets and sizes) become static entries
//!   (only the first list that has one, per application, as upstream
//!   short-circuits); the new subview, of the canonical result type, is
//!   cast back to the old type. Not when the slice would run out of
//!   bounds or the type cannot be inferred;
//! - `SubViewOpMemRefCastFolder`: a subview (without constant index
//!   operands) of a foldable `memref.cast` slices the cast's source and
//!   casts the result back;
//! - `TrivialSubViewOpFolder`: zero offsets, unit strides and the
//!   source's static sizes, without rank reduction: the source, or a cast
//!   of it.

use strata_interfaces::view_like::in_bounds;
use strata_ir::op_checks::constant_int_value;
use strata_ir::{Context, OpId, Type, TypeKind, Value};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::subview::{drop_dims, infer_result_type, rank_reduction_mask, Mixed, MixedSlice};
use crate::{CastOp, SubViewOp};

/// `memref.subview`'s patterns.
pub fn subview(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<SubViewOp>::new("OpWithOffsetSizesAndStridesConstantArgumentFolder", constant_arguments));
    set.add(OpPattern::<SubViewOp>::new("SubViewOpMemRefCastFolder", subview_of_cast));
    set.add(OpPattern::<SubViewOp>::new("TrivialSubViewOpFolder", trivial_subview));
}

/// `foldDynamicIndexList`: operands defined by integer constants become
/// static entries (`non_negative`: only those >= 0). Whether any did.
fn fold_constants(rw: &Rewriter<'_>, list: &mut [Mixed], non_negative: bool) -> bool {
    let mut changed = false;
    for m in list.iter_mut() {
        let Mixed::Dynamic(v) = *m else { continue };
        let Some(c) = constant_int_value(rw.ctx(), rw.body(), v) else { continue };
        if non_negative && c < 0 {
            continue;
        }
        *m = Mixed::Static(c);
        changed = true;
    }
    changed
}

/// Creates a subview of `source` with `slice` and type `ty` before `op`
/// and replaces `op` by a cast of it to `op`'s type.
fn replace_with_cast_subview(rw: &mut Rewriter<'_>, op: impl Into<OpId>, source: Value, slice: &MixedSlice, ty: Type) {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let old_ty = rw.body().value_type(rw.body().results(op)[0]);
    let (offsets, offset_values) = MixedSlice::dispatch(&slice.offsets);
    let (sizes, size_values) = MixedSlice::dispatch(&slice.sizes);
    let (strides, stride_values) = MixedSlice::dispatch(&slice.strides);
    let attrs = [offsets, sizes, strides].map(|s| ctx.dense_i64_array(&s));
    rw.set_insertion_point_before(op);
    let new = SubViewOp::build(
        rw,
        loc,
        source,
        &offset_values,
        &size_values,
        &stride_values,
        ty,
        attrs[0],
        attrs[1],
        attrs[2],
    )
    .result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, old_ty));
}

fn memref_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

fn constant_arguments(op: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let mut slice = MixedSlice::of(ctx, body, op);
    let changed = fold_constants(rw, &mut slice.offsets, true)
        || fold_constants(rw, &mut slice.sizes, true)
        || fold_constants(rw, &mut slice.strides, false);
    if !changed {
        return false;
    }
    let source = body.operand(op, 0);
    let source_ty = body.value_type(source);
    let Some(shape) = memref_shape(ctx, source_ty) else { return false };
    if in_bounds(body, op, shape, &slice.statics()).is_err() {
        return false;
    }
    // `SubViewReturnTypeCanonicalizer`: the inferred type, without the
    // dimensions the current op drops.
    let Some(full) = infer_result_type(ctx, source_ty, &slice) else { return false };
    let result_ty = body.value_type(op.result(body));
    let current = MixedSlice::of(ctx, body, op);
    let Some(dropped) = rank_reduction_mask(ctx, source_ty, result_ty, &current.sizes) else { return false };
    let ty = if dropped.contains(&true) {
        let Some(t) = drop_dims(ctx, full, &dropped) else { return false };
        t
    } else {
        full
    };
    replace_with_cast_subview(rw, op, source, &slice, ty);
    true
}

fn subview_of_cast(op: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let index = ctx.index_type();
    let constant_index = |v: Value| body.value_type(v) == index && constant_int_value(ctx, body, v).is_some();
    if body.operands(op).any(constant_index) {
        return false;
    }
    let Some(cast) = defining::<CastOp>(ctx, body, body.operand(op, 0)) else { return false };
    if !crate::fold::can_fold_into_consumer(ctx, body, cast) {
        return false;
    }
    // `getCanonicalSubViewResultType`: inferred from the cast's source,
    // with the dimensions the current subview drops removed.
    let cast_source = body.operand(cast, 0);
    let slice = MixedSlice::of(ctx, body, op);
    let Some(full) = infer_result_type(ctx, body.value_type(cast_source), &slice) else { return false };
    let (source_ty, result_ty) = (body.value_type(body.operand(op, 0)), body.value_type(op.result(body)));
    let Some(dropped) = rank_reduction_mask(ctx, source_ty, result_ty, &slice.sizes) else { return false };
    let Some(ty) = drop_dims(ctx, full, &dropped) else { return false };
    replace_with_cast_subview(rw, op, cast_source, &slice, ty);
    true
}

/// `isTrivialSubViewOp`.
fn is_trivial(ctx: &Context, rw: &Rewriter<'_>, op: SubViewOp) -> bool {
    let body = rw.body();
    let (source_ty, result_ty) = (body.value_type(body.operand(op, 0)), body.value_type(op.result(body)));
    let (Some(shape), Some(result_shape)) = (memref_shape(ctx, source_ty), memref_shape(ctx, result_ty)) else {
        return false;
    };
    if shape.len() != result_shape.len() {
        return false;
    }
    let slice = MixedSlice::of(ctx, body, op);
    let all = |list: &[Mixed], want: &dyn Fn(usize) -> i64| {
        list.iter().enumerate().all(|(i, m)| m.constant(ctx, body) == Some(want(i)))
    };
    all(&slice.offsets, &|_| 0) && all(&slice.strides, &|_| 1) && all(&slice.sizes, &|i| shape[i])
}

fn trivial_subview(op: SubViewOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if !is_trivial(ctx, rw, op) {
        return false;
    }
    let body = rw.body();
    let source = body.operand(op, 0);
    let result_ty = body.value_type(op.result(body));
    if body.value_type(source) == result_ty {
        rw.replace_op(op, &[source]);
    } else {
        let loc = body.op_loc(op);
        rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, source, result_ty));
    }
    true
}
