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

use strata_ir::{Attribute, Context, Location, OpId, OperationState, Type, TypeKind, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::fold::defined_by;

strata_rewrite::no_canonicalization_patterns_yet! {
    compressstore, contract, expandload, gather, mask, maskedload, maskedstore, scatter, shape_cast, step,
    to_elements, transfer_read, transfer_write, transpose,
}

/// `vector.insert`: `InsertToBroadcast`, `InsertSplatToSplat`,
/// `InsertChainFullyInitialized` (upstream's list also has `BroadcastFolder`,
/// a pattern rooted at `vector.broadcast` that broadcast's own list
/// already adds).
pub fn insert(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.insert", "InsertToBroadcast", insert::insert_to_broadcast));
    set.add(FnPattern::new("vector.insert", "InsertSplatToSplat", insert::insert_splat_to_splat));
    set.add(FnPattern::new("vector.insert", "InsertChainFullyInitialized", insert::insert_chain_fully_initialized));
}

/// `vector.shuffle`: `ShuffleSplat`, `ShuffleInterleave`, `Canonicalize0DShuffleOp`.
pub fn shuffle(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.shuffle", "ShuffleSplat", shuffle::shuffle_splat));
    set.add(FnPattern::new("vector.shuffle", "ShuffleInterleave", shuffle::shuffle_interleave));
    set.add(FnPattern::new("vector.shuffle", "Canonicalize0DShuffleOp", shuffle::shuffle_0d));
}

/// `vector.insert_strided_slice`: `FoldInsertStridedSliceSplat`,
/// `FoldInsertStridedSliceOfExtract`, `InsertStridedSliceConstantFolder`.
pub fn insert_strided_slice(_: &Context, set: &mut PatternSet) {
    const ROOT: &str = "vector.insert_strided_slice";
    set.add(FnPattern::new(ROOT, "FoldInsertStridedSliceSplat", strided::insert_splat));
    set.add(FnPattern::new(ROOT, "FoldInsertStridedSliceOfExtract", strided::insert_of_extract));
    set.add(FnPattern::new(ROOT, "InsertStridedSliceConstantFolder", strided::insert_constant));
}

/// `vector.extract_strided_slice`: `StridedSliceCreateMaskFolder`,
/// `StridedSliceConstantMaskFolder`, `StridedSliceBroadcast`,
/// `StridedSliceSplat`, `ContiguousExtractStridedSliceToExtract`.
pub fn extract_strided_slice(_: &Context, set: &mut PatternSet) {
    const ROOT: &str = "vector.extract_strided_slice";
    set.add(FnPattern::new(ROOT, "StridedSliceCreateMaskFolder", strided::extract_of_create_mask));
    set.add(FnPattern::new(ROOT, "StridedSliceConstantMaskFolder", strided::extract_of_constant_mask));
    set.add(FnPattern::new(ROOT, "StridedSliceBroadcast", strided::extract_of_broadcast));
    set.add(FnPattern::new(ROOT, "StridedSliceSplat", strided::extract_of_splat));
    set.add(FnPattern::new(ROOT, "ContiguousExtractStridedSliceToExtract", strided::contiguous_to_extract));
}

/// `vector.create_mask`: `CreateMaskFolder`.
pub fn create_mask(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.create_mask", "CreateMaskFolder", masks::create_mask_folder));
}

/// `vector.reduction`: `ElideSingleElementReduction`.
pub fn reduction(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.reduction", "ElideSingleElementReduction", masks::elide_single_element_reduction));
}

/// `vector.multi_reduction`: `ElideUnitDimsInMultiDimReduction`.
pub fn multi_reduction(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        "vector.multi_reduction",
        "ElideUnitDimsInMultiDimReduction",
        masks::elide_unit_dims_multi_reduction,
    ));
}

/// `vector.broadcast`: `BroadcastFolder`.
pub fn broadcast(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.broadcast", "BroadcastFolder", broadcast_of_broadcast));
}

/// `vector.extract`: `ExtractOpFromBroadcast`.
pub fn extract(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.extract", "ExtractOpFromBroadcast", extract_of_broadcast));
}

/// `vector.from_elements`: `rewriteFromElementsAsBroadcast`.
pub fn from_elements(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.from_elements", "rewriteFromElementsAsBroadcast", from_elements_as_broadcast));
}

/// A new op state: `name(operands) -> ty` at `loc`, with `props` as its
/// properties (inherent attributes).
fn op_state(
    rw: &Rewriter<'_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: Vec<(&str, Attribute)>,
    loc: Location,
) -> OperationState {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend_from_slice(operands);
    state.result_types.push(ty);
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect()));
    }
    state
}

/// Creates an op (see [`op_state`]) and returns its result.
fn create(
    rw: &mut Rewriter<'_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: Vec<(&str, Attribute)>,
    loc: Location,
) -> Value {
    let state = op_state(rw, name, operands, ty, props, loc);
    let op = rw.create(state);
    rw.body().results(op)[0]
}

/// A `vector.broadcast` of `source` to `ty` at `op`'s location.
fn broadcast_state(rw: &Rewriter<'_>, op: OpId, source: Value, ty: Type) -> OperationState {
    op_state(rw, "vector.broadcast", &[source], ty, Vec::new(), rw.body().op_loc(op))
}

/// Replaces `op` with a broadcast of `source` to `op`'s type.
fn replace_with_broadcast(rw: &mut Rewriter<'_>, op: OpId, source: Value) -> bool {
    let state = broadcast_state(rw, op, source, result_type(rw, op));
    rw.replace_op_with_new(op, state);
    true
}

/// Replaces `op` with a `vector.constant_mask` of `sizes` of `op`'s type.
fn replace_with_constant_mask(rw: &mut Rewriter<'_>, op: OpId, sizes: &[i64]) -> bool {
    let attr = strata_syntax::format::common::dense_i64_array(rw.ctx(), sizes);
    let props = vec![("mask_dim_sizes", attr)];
    let state = op_state(rw, "vector.constant_mask", &[], result_type(rw, op), props, rw.body().op_loc(op));
    rw.replace_op_with_new(op, state);
    true
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `getScalarSplatSource`: the scalar a `vector.broadcast` of a non-vector
/// defines `v` from.
fn scalar_splat_source(rw: &Rewriter<'_>, v: Value) -> Option<Value> {
    let ctx = rw.ctx();
    let b = defined_by(ctx, rw.body(), v, "vector.broadcast")?;
    let source = rw.body().operand(b, 0);
    (!matches!(ctx.type_kind(rw.body().value_type(source)), TypeKind::Vector { .. })).then_some(source)
}

/// An integer list property of `op` (`DenseI64ArrayAttr` or `ArrayAttr`).
fn i64_prop(rw: &Rewriter<'_>, op: OpId, name: &str) -> Vec<i64> {
    let ctx = rw.ctx();
    crate::fold::prop(ctx, rw.body(), op, name).map(|a| crate::fold::i64_list(ctx, a)).unwrap_or_default()
}

fn broadcast_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = defined_by(rw.ctx(), rw.body(), rw.body().operand(op, 0), "vector.broadcast") else {
        return false;
    };
    let state = broadcast_state(rw, op, rw.body().operand(inner, 0), result_type(rw, op));
    rw.replace_op_with_new(op, state);
    true
}

fn extract_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = result_type(rw, op);
    if !matches!(ctx.type_kind(out), TypeKind::Vector { .. }) {
        return false;
    }
    let Some(bcast) = defined_by(ctx, rw.body(), rw.body().operand(op, 0), "vector.broadcast") else { return false };
    let source = rw.body().operand(bcast, 0);
    if !crate::fold::broadcastable(ctx, rw.body().value_type(source), out) {
        return false;
    }
    let state = broadcast_state(rw, op, source, out);
    rw.replace_op_with_new(op, state);
    true
}

fn from_elements_as_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let elements: Vec<Value> = rw.body().operands(op).collect();
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let state = broadcast_state(rw, op, first, result_type(rw, op));
    rw.replace_op_with_new(op, state);
    true
}
