//! Canonicalization patterns of the `vector` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `VectorOps.cpp`, so far:
//!
//! - broadcast: `BroadcastFolder` (`broadcast(broadcast(x)) -> broadcast(x)`);
//! - extract: `ExtractOpFromBroadcast` (a vector extracted from a
//!   broadcast is a broadcast of its source, when that source broadcasts
//!   to the extracted type), `foldExtractFromShapeCastToShapeCast`,
//!   `foldExtractFromFromElements`;
//! - from_elements: `rewriteFromElementsAsBroadcast` (all elements equal);
//! - insert ([`insert`](mod@insert)): `InsertToBroadcast`, `InsertSplatToSplat`,
//!   `InsertChainFullyInitialized`;
//! - shuffle ([`shuffle`](mod@shuffle)): `ShuffleSplat`, `ShuffleInterleave`,
//!   `Canonicalize0DShuffleOp`;
//! - insert_strided_slice, extract_strided_slice ([`strided`]): the splat,
//!   constant, mask and broadcast patterns of both ops;
//! - create_mask, reduction, multi_reduction ([`masks`]): `CreateMaskFolder`,
//!   `ElideSingleElementReduction`, `ElideUnitDimsInMultiDimReduction`;
//! - transpose, shape_cast ([`shape`]): `TransposeFolder`,
//!   `FoldTransposeBroadcast`, `ShapeCastBroadcastFolder`;
//! - maskedload, maskedstore, gather, scatter, expandload, compressstore
//!   ([`memory`]): the folders of all-true and all-false masks, and
//!   `FoldContiguousGather`/`Scatter`;
//! - transfer_read, transfer_write, contract ([`transfer`](mod@transfer)):
//!   `TransferReadAfterWriteToBroadcast`, `FoldWaw`,
//!   `SwapExtractSliceOfTransferWrite`,
//!   `CanonicalizeContractAdd`.
//!
//! Ops whose upstream patterns are not written yet add none, which is
//! always correct. Each pattern is rooted at a generated op class
//! (`OpPattern::<InsertOp>`), matches read-only through the classes
//! (`def::<BroadcastOp>`) and changes the IR only through the rewriter,
//! building typed ops (`BroadcastOp::build(rw, ..)`); every pattern is a
//! C++ pattern upstream (benefit 1), registered in upstream's order.

mod insert;
pub(crate) mod masks;
mod memory;
mod shape;
mod shuffle;
mod strided;
mod transfer;

use strata_ir::{Context, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::*;

strata_rewrite::no_canonicalization_patterns_yet! {
    step, to_elements,
}

/// `vector.mask`: `CanonializeEmptyMaskOp`.
pub fn mask(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MaskOp>::new("CanonializeEmptyMaskOp", masks::canonicalize_empty_mask));
}

/// `vector.maskedload`: `MaskedLoadFolder`.
pub fn maskedload(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MaskedLoadOp>::new("MaskedLoadFolder", memory::masked_load));
}

/// `vector.maskedstore`: `MaskedStoreFolder`.
pub fn maskedstore(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MaskedStoreOp>::new("MaskedStoreFolder", memory::masked_store));
}

/// `vector.gather`: `GatherFolder`, `FoldContiguousGather`.
pub fn gather(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<GatherOp>::new("GatherFolder", memory::gather));
    set.add(OpPattern::<GatherOp>::new("FoldContiguousGather", memory::contiguous_gather));
}

/// `vector.scatter`: `ScatterFolder`, `FoldContiguousScatter`.
pub fn scatter(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ScatterOp>::new("ScatterFolder", memory::scatter));
    set.add(OpPattern::<ScatterOp>::new("FoldContiguousScatter", memory::contiguous_scatter));
}

/// `vector.expandload`: `ExpandLoadFolder`.
pub fn expandload(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExpandLoadOp>::new("ExpandLoadFolder", memory::expand_load));
}

/// `vector.compressstore`: `CompressStoreFolder`.
pub fn compressstore(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CompressStoreOp>::new("CompressStoreFolder", memory::compress_store));
}

/// Upstream's `populateVectorToVectorCanonicalizationPatterns`, which
/// lowerings run before their own patterns: `CreateMaskFolder`, the
/// masked memory folders (without the contiguous gather and scatter
/// folds), `StridedSliceConstantMaskFolder` and `TransposeFolder`.
pub fn vector_to_vector(set: &mut PatternSet) {
    set.add(OpPattern::<CreateMaskOp>::new("CreateMaskFolder", masks::create_mask_folder));
    set.add(OpPattern::<MaskedLoadOp>::new("MaskedLoadFolder", memory::masked_load));
    set.add(OpPattern::<MaskedStoreOp>::new("MaskedStoreFolder", memory::masked_store));
    set.add(OpPattern::<GatherOp>::new("GatherFolder", memory::gather));
    set.add(OpPattern::<ScatterOp>::new("ScatterFolder", memory::scatter));
    set.add(OpPattern::<ExpandLoadOp>::new("ExpandLoadFolder", memory::expand_load));
    set.add(OpPattern::<CompressStoreOp>::new("CompressStoreFolder", memory::compress_store));
    set.add(OpPattern::<ExtractStridedSliceOp>::new(
        "StridedSliceConstantMaskFolder",
        strided::extract_of_constant_mask,
    ));
    set.add(OpPattern::<TransposeOp>::new("TransposeFolder", shape::transpose_of_transpose));
}

/// `vector.transfer_read`: `TransferReadAfterWriteToBroadcast`.
pub fn transfer_read(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TransferReadOp>::new(
        "TransferReadAfterWriteToBroadcast",
        transfer::read_after_write_to_broadcast,
    ));
}

/// `vector.transfer_write`: `FoldWaw`, `SwapExtractSliceOfTransferWrite`
/// (rooted at `tensor.insert_slice`).
pub fn transfer_write(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TransferWriteOp>::new("FoldWaw", transfer::fold_waw));
    set.add(OpPattern::<strata_dialect_tensor::InsertSliceOp>::new(
        "SwapExtractSliceOfTransferWrite",
        transfer::swap_extract_slice_of_transfer_write,
    ));
}

/// `vector.contract`: `CanonicalizeContractAdd` over `arith.addi` and
/// `arith.addf` (rooted at the add).
pub fn contract(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<strata_dialect_arith::AddIOp>::new("CanonicalizeContractAdd<arith::AddIOp>", |op, rw| {
        transfer::contract_add(op, rw)
    }));
    set.add(OpPattern::<strata_dialect_arith::AddFOp>::new("CanonicalizeContractAdd<arith::AddFOp>", |op, rw| {
        transfer::contract_add(op, rw)
    }));
}

/// `vector.transpose`: `TransposeFolder`, `FoldTransposeShapeCast`,
/// `FoldTransposeBroadcast` (of upstream's list; `FoldTransposeCreateMask`
/// and `FoldTransposeSplat` are not written yet).
pub fn transpose(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TransposeOp>::new("TransposeFolder", shape::transpose_of_transpose));
    set.add(OpPattern::<TransposeOp>::new("FoldTransposeShapeCast", shape::transpose_of_shape_cast));
    set.add(OpPattern::<TransposeOp>::new("FoldTransposeBroadcast", shape::transpose_of_broadcast));
}

/// `vector.shape_cast`: `ShapeCastBroadcastFolder` (of upstream's list).
pub fn shape_cast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ShapeCastOp>::new("ShapeCastBroadcastFolder", shape::shape_cast_of_broadcast));
}

/// `vector.insert`: `InsertToBroadcast`, `InsertSplatToSplat`,
/// `InsertChainFullyInitialized` (upstream's list also has `BroadcastFolder`,
/// a pattern rooted at `vector.broadcast` that broadcast's own list
/// already adds).
pub fn insert(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<InsertOp>::new("InsertToBroadcast", insert::insert_to_broadcast));
    set.add(OpPattern::<InsertOp>::new("InsertSplatToSplat", insert::insert_splat_to_splat));
    set.add(OpPattern::<InsertOp>::new("InsertChainFullyInitialized", insert::insert_chain_fully_initialized));
}

/// `vector.shuffle`: `ShuffleSplat`, `ShuffleInterleave`, `Canonicalize0DShuffleOp`.
pub fn shuffle(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ShuffleOp>::new("ShuffleSplat", shuffle::shuffle_splat));
    set.add(OpPattern::<ShuffleOp>::new("ShuffleInterleave", shuffle::shuffle_interleave));
    set.add(OpPattern::<ShuffleOp>::new("Canonicalize0DShuffleOp", shuffle::shuffle_0d));
}

/// `vector.insert_strided_slice`: `FoldInsertStridedSliceSplat`,
/// `FoldInsertStridedSliceOfExtract`, `InsertStridedSliceConstantFolder`.
pub fn insert_strided_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<InsertStridedSliceOp>::new("FoldInsertStridedSliceSplat", strided::insert_splat));
    set.add(OpPattern::<InsertStridedSliceOp>::new("FoldInsertStridedSliceOfExtract", strided::insert_of_extract));
    set.add(OpPattern::<InsertStridedSliceOp>::new("InsertStridedSliceConstantFolder", strided::insert_constant));
}

/// `vector.extract_strided_slice`: `StridedSliceCreateMaskFolder`,
/// `StridedSliceConstantMaskFolder`, `StridedSliceBroadcast`,
/// `StridedSliceSplat`, `ContiguousExtractStridedSliceToExtract`.
pub fn extract_strided_slice(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceCreateMaskFolder", strided::extract_of_create_mask));
    set.add(OpPattern::<ExtractStridedSliceOp>::new(
        "StridedSliceConstantMaskFolder",
        strided::extract_of_constant_mask,
    ));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceBroadcast", strided::extract_of_broadcast));
    set.add(OpPattern::<ExtractStridedSliceOp>::new("StridedSliceSplat", strided::extract_of_splat));
    set.add(OpPattern::<ExtractStridedSliceOp>::new(
        "ContiguousExtractStridedSliceToExtract",
        strided::contiguous_to_extract,
    ));
}

/// `vector.create_mask`: `CreateMaskFolder`.
pub fn create_mask(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CreateMaskOp>::new("CreateMaskFolder", masks::create_mask_folder));
}

/// `vector.reduction`: `ElideSingleElementReduction`.
pub fn reduction(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ReductionOp>::new("ElideSingleElementReduction", masks::elide_single_element_reduction));
}

/// `vector.multi_reduction`: `ElideUnitDimsInMultiDimReduction`.
pub fn multi_reduction(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MultiDimReductionOp>::new(
        "ElideUnitDimsInMultiDimReduction",
        masks::elide_unit_dims_multi_reduction,
    ));
}

/// `vector.broadcast`: `BroadcastFolder`.
pub fn broadcast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<BroadcastOp>::new("BroadcastFolder", broadcast_of_broadcast));
}

/// `vector.extract`: `ExtractOpFromBroadcast`,
/// `foldExtractFromShapeCastToShapeCast`, `foldExtractFromFromElements`
/// (upstream's order; `ExtractOpFromCreateMask` is not written yet).
pub fn extract(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtractOp>::new("ExtractOpFromBroadcast", extract_of_broadcast));
    set.add(OpPattern::<ExtractOp>::new("foldExtractFromShapeCastToShapeCast", extract_of_shape_cast));
    set.add(OpPattern::<ExtractOp>::new("foldExtractFromFromElements", extract_of_from_elements));
}

/// `vector.from_elements`: `rewriteFromElementsAsBroadcast`.
pub fn from_elements(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<FromElementsOp>::new("rewriteFromElementsAsBroadcast", from_elements_as_broadcast));
}

/// The op defining `v`, if it is an `Op`.
fn def<Op: OpClass>(rw: &Rewriter<'_>, v: Value) -> Option<Op> {
    strata_rewrite::matchers::defining::<Op>(rw.ctx(), rw.body(), v)
}

/// Replaces `op` with a `vector.broadcast` of `source` to `ty`, at `op`'s
/// location.
fn replace_with_broadcast_to(rw: &mut Rewriter<'_>, op: impl Into<OpId>, source: Value, ty: Type) -> bool {
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| BroadcastOp::build(rw, loc, source, ty));
    true
}

/// Replaces `op` with a broadcast of `source` to `op`'s type.
fn replace_with_broadcast(rw: &mut Rewriter<'_>, op: impl Into<OpId>, source: Value) -> bool {
    let op: OpId = op.into();
    let ty = result_type(rw, op);
    replace_with_broadcast_to(rw, op, source, ty)
}

/// Replaces `op` with a `vector.constant_mask` of `sizes` of `op`'s type.
fn replace_with_constant_mask(rw: &mut Rewriter<'_>, op: impl Into<OpId>, sizes: &[i64]) -> bool {
    let op: OpId = op.into();
    let attr = rw.ctx().dense_i64_array(sizes);
    let (ty, loc) = (result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| ConstantMaskOp::build(rw, loc, ty, attr));
    true
}

fn result_type(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Type {
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
fn i64_prop(rw: &Rewriter<'_>, op: impl Into<OpId>, name: &str) -> Vec<i64> {
    let ctx = rw.ctx();
    crate::fold::prop(ctx, rw.body(), op, name).map(|a| crate::fold::i64_list(ctx, a)).unwrap_or_default()
}

fn broadcast_of_broadcast(op: crate::BroadcastOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    replace_with_broadcast(rw, op, inner.source(rw.body()))
}

fn extract_of_broadcast(op: crate::ExtractOp, rw: &mut Rewriter<'_>) -> bool {
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

/// A vector extracted from a `shape_cast` with as many elements is a
/// `shape_cast` of the cast's source.
fn extract_of_shape_cast(op: crate::ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = result_type(rw, op);
    let Some(cast) = def::<ShapeCastOp>(rw, rw.body().operand(op, 0)) else { return false };
    let source = cast.source(rw.body());
    let count = |ty: Type| ctx.shape(ty).map(|s| s.iter().product::<i64>());
    if !matches!(ctx.type_kind(out), TypeKind::Vector { .. }) || count(rw.body().value_type(source)) != count(out) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| ShapeCastOp::build(rw, loc, source, out));
    true
}

/// A sub-vector at a static position of a `from_elements` is a smaller
/// `from_elements` of the elements it covers (scalars are the fold's).
fn extract_of_from_elements(op: crate::ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = result_type(rw, op);
    let Some(pos) = crate::fold::static_position(ctx, rw.body(), op) else { return false };
    if pos.iter().any(|&p| p < 0) {
        return false;
    }
    let TypeKind::Vector { shape: out_shape, scalable: out_scalable, .. } = ctx.type_kind(out) else { return false };
    let Some(from) = def::<FromElementsOp>(rw, rw.body().operand(op, 0)) else { return false };
    let in_ty = rw.body().value_type(rw.body().operand(op, 0));
    let TypeKind::Vector { shape: in_shape, scalable: in_scalable, .. } = ctx.type_kind(in_ty) else { return false };
    if out_scalable.iter().any(|&s| s) || in_scalable.iter().any(|&s| s) {
        return false;
    }
    // The linearized position of the first element extracted.
    let mut first = pos.clone();
    first.resize(pos.len() + out_shape.len(), 0);
    let (mut flat, mut stride) = (0i64, 1i64);
    for (i, &d) in in_shape.iter().enumerate().rev() {
        flat += first.get(i).copied().unwrap_or(0) * stride;
        stride *= d;
    }
    let n: i64 = out_shape.iter().product();
    let elements = from.elements(rw.body());
    let Some(slice) = elements.get(flat as usize..(flat + n) as usize) else { return false };
    let (slice, loc) = (slice.to_vec(), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| FromElementsOp::build(rw, loc, &slice, out));
    true
}

fn from_elements_as_broadcast(op: crate::FromElementsOp, rw: &mut Rewriter<'_>) -> bool {
    let elements: Vec<Value> = rw.body().operands(op).collect();
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    replace_with_broadcast(rw, op, first)
}
