//! The slice ops' canonicalization patterns (upstream MLIR 22's
//! `TensorOps.cpp`):
//!
//! - extract_slice: `OpWithOffsetSizesAndStridesConstantArgumentFolder`
//!   (with `SliceReturnTypeCanonicalizer` and `SliceCanonicalizer`),
//!   `ExtractSliceOpCastFolder`;
//! - insert_slice, parallel_insert_slice:
//!   `InsertSliceOpConstantArgumentFolder`, `InsertSliceOpCastFolder`,
//!   `InsertSliceOpSourceCastInserter`;
//! - cast: `TensorCastExtractSlice`.
//!
//! Constant folding of the offset, size and stride lists turns each
//! operand defined by an integer constant into a static entry (offsets and
//! sizes only when non-negative, strides only when non-zero), one list per
//! application, as upstream's short-circuiting `failed(a) && failed(b) &&
//! failed(c)` does; the new op must pass the in-bounds check.

use strata_interfaces::view_like::{
    in_bounds, rank_reduced_type, rank_reduction_mask, rank_reduction_mask_with, Slice, SliceVerification,
};
use strata_ir::{Attribute, Context, InsertPoint, OpId, Type, TypeKind, Value, DYNAMIC};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use super::result_type;
use crate::fold::{can_fold_into_consumer, preserves_static_information, Mixed, MixedSlice};
use crate::verify::ranked;
use crate::{CastOp, ExtractSliceOp, InsertSliceOp, ParallelInsertSliceOp};

/// `tensor.extract_slice`: the constant argument folder, `ExtractSliceOpCastFolder`.
pub fn extract_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractSliceOp>::new(
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        extract_slice_constant_arguments,
    ));
    set.add(OpPattern::<ExtractSliceOp>::new("ExtractSliceOpCastFolder", extract_slice_cast_folder));
}

/// `tensor.insert_slice`: `InsertSliceOpConstantArgumentFolder`,
/// `InsertSliceOpSourceCastInserter`.
pub fn insert_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<InsertSliceOp>::new("InsertSliceOpConstantArgumentFolder", |op, rw| {
        insert_constant_arguments(op, rw)
    }));
    set.add(OpPattern::<InsertSliceOp>::new("InsertSliceOpCastFolder", insert_cast_folder));
    set.add(OpPattern::<InsertSliceOp>::new("InsertSliceOpSourceCastInserter", insert_source_cast));
}

/// `tensor.parallel_insert_slice`: as `tensor.insert_slice`.
pub fn parallel_insert_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ParallelInsertSliceOp>::new("InsertSliceOpConstantArgumentFolder", |op, rw| {
        insert_constant_arguments(op, rw)
    }));
    set.add(OpPattern::<ParallelInsertSliceOp>::new("InsertSliceOpCastFolder", insert_cast_folder));
    set.add(OpPattern::<ParallelInsertSliceOp>::new("InsertSliceOpSourceCastInserter", |op, rw| {
        insert_source_cast(op, rw)
    }));
}

/// `foldDynamicIndexList`: constant operands become static entries
/// (`keep` says which constants may); whether any did.
fn fold_list(rw: &Rewriter<'_>, list: &mut [Mixed], keep: fn(i64) -> bool) -> bool {
    let mut folded = false;
    for m in list.iter_mut() {
        if let Mixed::Value(v) = *m {
            let c = strata_rewrite::fold::constant_of(rw.ctx(), rw.body(), v);
            if let Some(c) = crate::fold::int_value(rw.ctx(), c).filter(|&c| keep(c)) {
                *m = Mixed::Static(c);
                folded = true;
            }
        }
    }
    folded
}

/// Folds the first list that has a constant operand (upstream's
/// short-circuit); `false` if none had.
fn fold_constant_lists(rw: &Rewriter<'_>, s: &mut MixedSlice) -> bool {
    fold_list(rw, &mut s.offsets, |c| c >= 0)
        || fold_list(rw, &mut s.sizes, |c| c >= 0)
        || fold_list(rw, &mut s.strides, |c| c != 0)
}

/// The static entries of a list (`DYNAMIC` for operands) and its operands.
pub(super) fn split(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let statics = list.iter().map(|m| if let Mixed::Static(s) = m { *s } else { DYNAMIC }).collect();
    let values = list.iter().filter_map(|m| if let Mixed::Value(v) = m { Some(*v) } else { None }).collect();
    (statics, values)
}

fn static_slice(s: &MixedSlice) -> Slice {
    Slice { offsets: split(&s.offsets).0, sizes: split(&s.sizes).0, strides: split(&s.strides).0 }
}

/// `verifyInBoundsSlice` over `shape`.
fn in_bounds_slice(rw: &Rewriter<'_>, op: impl Into<OpId>, shape: &[i64], s: &MixedSlice) -> bool {
    in_bounds(rw.body(), op, shape, &static_slice(s)).is_ok()
}

/// The three static-list attributes and three operand lists of `s`.
fn lists(ctx: &Context, s: &MixedSlice) -> ([Attribute; 3], [Vec<Value>; 3]) {
    let (o, ov) = split(&s.offsets);
    let (z, zv) = split(&s.sizes);
    let (t, tv) = split(&s.strides);
    ([ctx.dense_i64_array(&o), ctx.dense_i64_array(&z), ctx.dense_i64_array(&t)], [ov, zv, tv])
}

pub(super) fn build_extract(
    rw: &mut Rewriter<'_>,
    op: impl Into<OpId>,
    source: Value,
    s: &MixedSlice,
    ty: Type,
) -> Value {
    let loc = rw.body().op_loc(op);
    let ([so, sz, st], [o, z, t]) = lists(rw.ctx(), s);
    ExtractSliceOp::build(rw, loc, source, &o, &z, &t, ty, so, sz, st).result(rw.body())
}

/// `ExtractSliceOp::getDroppedDims`: matching the sizes with the result
/// shape from the back, a static size of 1 facing a result dimension other
/// than 1 (or none left) is dropped.
fn dropped_dims(s: &MixedSlice, result_shape: &[i64]) -> Vec<bool> {
    let mut dropped = vec![false; s.sizes.len()];
    let mut pos = result_shape.len();
    for (i, &m) in s.sizes.iter().enumerate().rev() {
        let unit = m == Mixed::Static(1);
        if pos == 0 {
            dropped[i] = true;
        } else if !unit || result_shape[pos - 1] == 1 {
            pos -= 1;
        } else {
            dropped[i] = true;
        }
    }
    dropped
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp>`.
fn extract_slice_constant_arguments(op: ExtractSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let old = MixedSlice::of(ctx, rw.body(), op, 1);
    let mut s = old.clone();
    if !fold_constant_lists(rw, &mut s) {
        return false;
    }
    let source = rw.body().operand(op, 0);
    let Some((source_shape, element, encoding)) = ranked(ctx, rw.body().value_type(source)) else { return false };
    let old_ty = result_type(rw, op);
    let Some((result_shape, ..)) = ranked(ctx, old_ty) else { return false };
    if !in_bounds_slice(rw, op, source_shape, &s) {
        return false;
    }
    // `SliceReturnTypeCanonicalizer`: the static sizes, less the dimensions
    // the old op dropped.
    let dropped = dropped_dims(&old, result_shape);
    let shape: Vec<i64> = split(&s.sizes).0.into_iter().zip(&dropped).filter(|(_, &d)| !d).map(|(z, _)| z).collect();
    let ty = ctx.intern_type(TypeKind::RankedTensor { shape, element, encoding });
    let new = build_extract(rw, op, source, &s, ty);
    // `SliceCanonicalizer`: a cast back to the old type when it changed.
    let replacement = if ty != old_ty {
        let loc = rw.body().op_loc(op);
        CastOp::build(rw, loc, new, old_ty).dest(rw.body())
    } else {
        new
    };
    rw.replace_op(op, &[replacement]);
    true
}

/// An operand defined by an index constant (`matchConstantIndex`).
fn has_constant_index_operand(rw: &Rewriter<'_>, op: impl Into<OpId>) -> bool {
    let ctx = rw.ctx();
    rw.body().operands(op).any(|v| {
        rw.body().value_type(v) == ctx.index_type() && strata_rewrite::fold::constant_of(ctx, rw.body(), v).is_some()
    })
}

/// `ExtractSliceOpCastFolder`: a slice of a cast that loses no static
/// information slices the cast's source, when that stays in bounds and no
/// operand is a constant (the constant folder goes first).
fn extract_slice_cast_folder(op: ExtractSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let Some(cast) = defining::<CastOp>(ctx, rw.body(), rw.body().operand(op, 0)) else { return false };
    if !can_fold_into_consumer(ctx, rw.body(), cast) {
        return false;
    }
    let source = cast.source(rw.body());
    let Some((shape, ..)) = ranked(ctx, rw.body().value_type(source)) else { return false };
    let s = MixedSlice::of(ctx, rw.body(), op, 1);
    if !in_bounds_slice(rw, op, shape, &s) {
        return false;
    }
    let ty = result_type(rw, op);
    let new = build_extract(rw, op, source, &s, ty);
    rw.replace_op(op, &[new]);
    true
}

/// `TensorCastExtractSlice`: a more static cast of a slice becomes a slice
/// with the cast's static sizes (the dimensions the slice dropped skipped).
pub(super) fn tensor_cast_extract_slice(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let ty = result_type(rw, op);
    let Some((shape, ..)) = ranked(ctx, ty) else { return false };
    let Some(slice) = defining::<ExtractSliceOp>(ctx, rw.body(), op.source(rw.body())) else { return false };
    let slice_ty = rw.body().value_type(op.source(rw.body()));
    // `canFoldIntoProducerOp`: the cast makes nothing less static.
    if !preserves_static_information(ctx, slice_ty, ty) || ranked(ctx, slice_ty).is_some_and(|(s, ..)| s == shape) {
        return false;
    }
    let mut s = MixedSlice::of(ctx, rw.body(), slice, 1);
    let (static_sizes, _) = split(&s.sizes);
    let Some((slice_shape, ..)) = ranked(ctx, slice_ty) else { return false };
    let mask = rank_reduction_mask(&static_sizes, slice_shape).unwrap_or_default();
    let mut dim = 0;
    for (i, size) in s.sizes.iter_mut().enumerate() {
        if mask.contains(&i) {
            continue;
        }
        let d = shape[dim];
        dim += 1;
        if d != DYNAMIC {
            *size = Mixed::Static(d);
        }
    }
    let source = rw.body().operand(slice, 0);
    let new = build_extract(rw, op, source, &s, ty);
    rw.replace_op(op, &[new]);
    true
}

/// Builds an `op`-like insert (its kind, source `source`) of `s`.
fn build_insert(rw: &mut Rewriter<'_>, op: OpId, source: Value, s: &MixedSlice) -> OpId {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let dest = rw.body().operand(op, 1);
    let ([so, sz, st], [o, z, t]) = lists(ctx, s);
    if InsertSliceOp::cast(ctx, rw.body(), op).is_some() {
        let ty = result_type(rw, op);
        InsertSliceOp::build(rw, loc, source, dest, &o, &z, &t, ty, so, sz, st).into()
    } else {
        ParallelInsertSliceOp::build(rw, loc, source, dest, &o, &z, &t, so, sz, st).into()
    }
}

/// Creates a cast of `v` to `ty` before `op`, or before its parent for a
/// `tensor.parallel_insert_slice` (whose parent combines in parallel).
fn cast_before(rw: &mut Rewriter<'_>, op: OpId, v: Value, ty: Type) -> Value {
    let saved = rw.insertion_point();
    let parallel = ParallelInsertSliceOp::cast(rw.ctx(), rw.body(), op).is_some();
    let anchor = if parallel { rw.body().parent_op(op).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(anchor);
    let loc = rw.body().op_loc(op);
    let cast = CastOp::build(rw, loc, v, ty).dest(rw.body());
    rw.set_insertion_point(saved);
    cast
}

fn replace_insert(rw: &mut Rewriter<'_>, op: OpId, source: Value, s: &MixedSlice) {
    let saved: InsertPoint = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let new = build_insert(rw, op, source, s);
    let results: Vec<Value> = rw.body().results(new).to_vec();
    rw.set_insertion_point(saved);
    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
}

/// `InsertSliceOpConstantArgumentFolder`.
fn insert_constant_arguments(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let mut s = MixedSlice::of(ctx, rw.body(), op, 2);
    if !fold_constant_lists(rw, &mut s) {
        return false;
    }
    let dest_ty = rw.body().value_type(rw.body().operand(op, 1));
    let Some((dest_shape, element, _)) = ranked(ctx, dest_ty) else { return false };
    if !in_bounds_slice(rw, op, dest_shape, &s) {
        return false;
    }
    let source = rw.body().operand(op, 0);
    let source_ty = rw.body().value_type(source);
    let Some((source_shape, ..)) = ranked(ctx, source_ty) else { return false };
    // `inferCanonicalRankReducedResultType`: the sizes, their leading 1s
    // dropped down to the source's rank.
    let sizes = split(&s.sizes).0;
    let mut new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: sizes.clone(),
        element,
        encoding: ranked(ctx, dest_ty).and_then(|(_, _, e)| e),
    });
    if sizes.len() > source_shape.len() {
        let mut drop = sizes.len() - source_shape.len();
        let shape: Vec<i64> = sizes
            .iter()
            .filter(|&&d| {
                if drop > 0 && d == 1 {
                    drop -= 1;
                    false
                } else {
                    true
                }
            })
            .copied()
            .collect();
        new_ty = ctx.ranked_tensor_type(shape, element);
    }
    let to_insert = if new_ty != source_ty { cast_before(rw, op, source, new_ty) } else { source };
    replace_insert(rw, op, to_insert, &s);
    true
}

/// `InsertSliceOpSourceCastInserter`: a source of the destination's rank
/// whose type the constant sizes make more static is cast to that type
/// first.
fn insert_source_cast(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let source_ty = rw.body().value_type(source);
    let (Some((shape, element, encoding)), Some((dest_shape, ..))) =
        (ranked(ctx, source_ty), ranked(ctx, rw.body().value_type(rw.body().operand(op, 1))))
    else {
        return false;
    };
    if shape.len() != dest_shape.len() {
        return false;
    }
    let s = MixedSlice::of(ctx, rw.body(), op, 2);
    let mut new_shape = shape.to_vec();
    for (i, &m) in s.sizes.iter().enumerate().take(shape.len()) {
        if let Some(c) = crate::fold::constant_value(ctx, rw.body(), m) {
            if c < 0 {
                return false;
            }
            new_shape[i] = c;
        }
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor { shape: new_shape.clone(), element, encoding });
    // Cast-compatible: every static source extent kept.
    let compatible = shape.iter().zip(&new_shape).all(|(&a, &b)| a == DYNAMIC || b == DYNAMIC || a == b);
    if new_ty == source_ty || !preserves_static_information(ctx, source_ty, new_ty) || !compatible {
        return false;
    }
    let cast = cast_before(rw, op, source, new_ty);
    replace_insert(rw, op, cast, &s);
    true
}

/// The source of `v`'s defining `tensor.cast` when the cast loses no
/// static information.
fn cast_source(rw: &Rewriter<'_>, v: Value) -> Option<Value> {
    let cast = defining::<CastOp>(rw.ctx(), rw.body(), v)?;
    can_fold_into_consumer(rw.ctx(), rw.body(), cast).then(|| cast.source(rw.body()))
}

/// `InsertSliceOpCastFolder`: an insert whose source or destination is a
/// cast losing no static information inserts the cast's source (the sizes
/// taking its static extents) or into the cast's source (cast back to the
/// old type), when no operand is a constant and the new op verifies.
fn insert_cast_folder(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let (source, dest) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (src_cast, dst_cast) = (cast_source(rw, source), cast_source(rw, dest));
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let (src, dst) = (src_cast.unwrap_or(source), dst_cast.unwrap_or(dest));
    let (src_ty, dst_ty) = (rw.body().value_type(src), rw.body().value_type(dst));
    let (Some((src_shape, ..)), Some((dst_shape, ..))) = (ranked(ctx, src_ty), ranked(ctx, dst_ty)) else {
        return false;
    };
    let mut s = MixedSlice::of(ctx, rw.body(), op, 2);
    let mut static_sizes = split(&s.sizes).0;
    let Some(mask) = rank_reduction_mask_with(&static_sizes, src_shape, true) else { return false };
    // Upstream advances through the source's dimensions only when it
    // replaces a size with a static one.
    let mut reduced = 0;
    for (i, size) in static_sizes.iter_mut().enumerate() {
        if !mask.contains(&i) && src_shape.get(reduced).is_some_and(|&d| d != DYNAMIC) {
            *size = src_shape[reduced];
            s.sizes[i] = Mixed::Static(src_shape[reduced]);
            reduced += 1;
        }
    }
    let expected = crate::slice::sliced_type(ctx, dst_ty, &static_sizes);
    if expected.map(|e| rank_reduced_type(ctx, e, src_ty)) != Some(SliceVerification::Success) {
        return false;
    }
    if !in_bounds_slice(rw, op, dst_shape, &s) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let ([so, sz, st], [o, z, t]) = lists(ctx, &s);
    rw.set_insertion_point_before(op);
    if InsertSliceOp::cast(ctx, rw.body(), op).is_some() {
        let mut new = InsertSliceOp::build(rw, loc, src, dst, &o, &z, &t, dst_ty, so, sz, st).result(rw.body());
        let old_ty = result_type(rw, op);
        if dst_ty != old_ty {
            new = CastOp::build(rw, loc, new, old_ty).dest(rw.body());
        }
        rw.replace_op(op, &[new]);
    } else {
        ParallelInsertSliceOp::build(rw, loc, src, dst, &o, &z, &t, so, sz, st);
        rw.erase_op(op);
    }
    true
}
