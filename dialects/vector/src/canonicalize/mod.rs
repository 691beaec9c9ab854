//! Canonicalization patterns of the `vector` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `VectorOps.cpp`, so far:
//!
//! - broadcast: `BroadcastFolder` (`broadcast(broadcast(x)) -> broadcast(x)`);
//! - extract: `ExtractOpFromBroadcast` (a vector extracted from a
//!   broadcast is a broadcast of its source, when that source broadcasts
//!   to the extracted type);
//! - from_elements: `rewriteFromElementsAsBroadcast` (all elements equal);
//! - insert ([`insert`](mod@insert)): `InsertToBroadcast`, `InsertSplatToSplat`,
//!   `InsertChainFullyInitialized`;
//! - shuffle ([`shuffle`](mod@shuffle)): `ShuffleSplat`, `ShuffleInterleave`,
//!   `Canonicalize0DShuffleOp`;
//! - insert_strided_slice, extract_strided_slice ([`strided`]): the splat,
//!   constant, mask and broadcast patterns of both ops;
//! - create_mask, reduction, multi_reduction ([`masks`]): `CreateMaskFolder`,
//!   `ElideSingleElementReduction`, `ElideUnitDimsInMultiDimReduction`.
//!
//! Ops whose upstream patterns are not written yet add none, which is
//! always correct. Each pattern matches read-only and changes the IR only
//! through the rewriter; every pattern is a C++ pattern upstream (benefit
//! 1), registered in upstream's order.

mod insert;
mod masks;
mod shuffle;
mod strided;

use strata_ir::{Context, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::*;

strata_rewrite::no_canonicalization_patterns_yet! {
    compressstore, contract, expandload, gather, mask, maskedload, maskedstore, scatter, shape_cast, step,
    to_elements, transfer_read, transfer_write, transpose,
}

/// `vector.insert`: `InsertToBroadcast`, `InsertSplatToSplat`,
/// `InsertChainFullyInitialized` (upstream's list also has `BroadcastFolder`,
/// a pattern rooted at `vector.broadcast` that broadcast's own list
/// already adds).
pub fn insert(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<InsertOp>::new("InsertToBroadcast", |op, rw| insert::insert_to_broadcast(op.0, rw)));
    set.add(OpPattern::<InsertOp>::new("InsertSplatToSplat", |op, rw| insert::insert_splat_to_splat(op.0, rw)));
    set.add(OpPattern::<InsertOp>::new("InsertChainFullyInitialized", |op, rw| {
        insert::insert_chain_fully_initialized(op.0, rw)
    }));
}

/// `vector.shuffle`: `ShuffleSplat`, `ShuffleInterleave`, `Canonicalize0DShuffleOp`.
pub fn shuffle(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ShuffleOp>::new("ShuffleSplat", |op, rw| shuffle::shuffle_splat(op.0, rw)));
    set.add(OpPattern::<ShuffleOp>::new("ShuffleInterleave", |op, rw| shuffle::shuffle_interleave(op.0, rw)));
    set.add(OpPattern::<ShuffleOp>::new("Canonicalize0DShuffleOp", |op, rw| shuffle::shuffle_0d(op.0, rw)));
}

/// `vector.insert_strided_slice`: `FoldInsertStridedSliceSplat`,
/// `FoldInsertStridedSliceOfExtract`, `InsertStridedSliceConstantFolder`.
pub fn insert_strided_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<InsertStridedSliceOp>::new("FoldInsertStridedSliceSplat", |op, rw| {
        strided::insert_splat(op.0, rw)
    }));
    set.add(OpPattern::<InsertStridedSliceOp>::new("FoldInsertStridedSliceOfExtract", |op, rw| {
        strided::insert_of_extract(op.0, rw)
    }));
    set.add(OpPattern::<InsertStridedSliceOp>::new("InsertStridedSliceConstantFolder", |op, rw| {
        strided::insert_constant(op.0, rw)
    }));
}

/// `vector.extract_strided_slice`: `StridedSliceCreateMaskFolder`,
/// `StridedSliceConstantMaskFolder`, `StridedSliceBroadcast`,
/// `StridedSliceSplat`, `ContiguousExtractStridedSliceToExtract`.
pub fn extract_strided_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceCreateMaskFolder", |op, rw| {
        strided::extract_of_create_mask(op.0, rw)
    }));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceConstantMaskFolder", |op, rw| {
        strided::extract_of_constant_mask(op.0, rw)
    }));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceBroadcast", |op, rw| {
        strided::extract_of_broadcast(op.0, rw)
    }));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceSplat", |op, rw| strided::extract_of_splat(op.0, rw)));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("ContiguousExtractStridedSliceToExtract", |op, rw| {
        strided::contiguous_to_extract(op.0, rw)
    }));
}

/// `vector.create_mask`: `CreateMaskFolder`.
pub fn create_mask(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CreateMaskOp>::new("CreateMaskFolder", |op, rw| masks::create_mask_folder(op.0, rw)));
}

/// `vector.reduction`: `ElideSingleElementReduction`.
pub fn reduction(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ReductionOp>::new("ElideSingleElementReduction", |op, rw| {
        masks::elide_single_element_reduction(op.0, rw)
    }));
}

/// `vector.multi_reduction`: `ElideUnitDimsInMultiDimReduction`.
pub fn multi_reduction(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MultiDimReductionOp>::new("ElideUnitDimsInMultiDimReduction", |op, rw| {
        masks::elide_unit_dims_multi_reduction(op.0, rw)
    }));
}

/// `vector.broadcast`: `BroadcastFolder`.
pub fn broadcast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<BroadcastOp>::new("BroadcastFolder", |op, rw| broadcast_of_broadcast(op.0, rw)));
}

/// `vector.extract`: `ExtractOpFromBroadcast`.
pub fn extract(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractOp>::new("ExtractOpFromBroadcast", |op, rw| extract_of_broadcast(op.0, rw)));
}

/// `vector.from_elements`: `rewriteFromElementsAsBroadcast`.
pub fn from_elements(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<FromElementsOp>::new("rewriteFromElementsAsBroadcast", |op, rw| {
        from_elements_as_broadcast(op.0, rw)
    }));
}

/// The op defining `v`, if it is an `Op`.
fn def<Op: OpClass>(rw: &Rewriter<'_>, v: Value) -> Option<Op> {
    strata_rewrite::matchers::defining::<Op>(rw.ctx(), rw.body(), v)
}

/// Replaces `op` with a `vector.broadcast` of `source` to `ty`, at `op`'s
/// location.
fn replace_with_broadcast_to(rw: &mut Rewriter<'_>, op: OpId, source: Value, ty: Type) -> bool {
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| BroadcastOp::build(rw, loc, source, ty));
    true
}

/// Replaces `op` with a broadcast of `source` to `op`'s type.
fn replace_with_broadcast(rw: &mut Rewriter<'_>, op: OpId, source: Value) -> bool {
    let ty = result_type(rw, op);
    replace_with_broadcast_to(rw, op, source, ty)
}

/// Replaces `op` with a `vector.constant_mask` of `sizes` of `op`'s type.
fn replace_with_constant_mask(rw: &mut Rewriter<'_>, op: OpId, sizes: &[i64]) -> bool {
    let attr = strata_syntax::format::common::dense_i64_array(rw.ctx(), sizes);
    let (ty, loc) = (result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| ConstantMaskOp::build(rw, loc, ty, attr));
    true
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `getScalarSplatSource`: the scalar a `vector.broadcast` of a non-vector
/// defines `v` from.
fn scalar_splat_source(rw: &Rewriter<'_>, v: Value) -> Option<Value> {
    let ctx = rw.ctx();
    let source = def::<BroadcastOp>(rw, v)?.source(rw.body());
    (!matches!(ctx.type_kind(rw.body().value_type(source)), TypeKind::Vector { .. })).then_some(source)
}

/// An integer list property of `op` (`DenseI64ArrayAttr` or `ArrayAttr`).
fn i64_prop(rw: &Rewriter<'_>, op: OpId, name: &str) -> Vec<i64> {
    let ctx = rw.ctx();
    crate::fold::prop(ctx, rw.body(), op, name).map(|a| crate::fold::i64_list(ctx, a)).unwrap_or_default()
}

fn broadcast_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    replace_with_broadcast(rw, op, inner.source(rw.body()))
}

fn extract_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = result_type(rw, op);
    if !matches!(ctx.type_kind(out), TypeKind::Vector { .. }) {
        return false;
    }
    let Some(bcast) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    let source = bcast.source(rw.body());
    if !crate::fold::broadcastable(ctx, rw.body().value_type(source), out) {
        return false;
    }
    replace_with_broadcast_to(rw, op, source, out)
}

fn from_elements_as_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let elements: Vec<Value> = rw.body().operands(op).collect();
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    replace_with_broadcast(rw, op, first)
}
