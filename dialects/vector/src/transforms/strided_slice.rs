//! `vector.insert_strided_slice` and `vector.extract_strided_slice` as
//! shuffles, extracts and inserts (upstream's
//! `populateVectorInsertExtractStridedSliceTransforms`):
//!
//! - an insert into a vector of higher rank extracts the destination's
//!   sub-vector of the source's rank, inserts into it and inserts it back
//!   (`DecomposeDifferentRankInsertStridedSlice`); of equal ranks, it is
//!   the source when the types are equal, two `vector.shuffle`s in 1-D
//!   (widen the source, then pick each lane from it or the destination),
//!   and in n-D an insert of each leading slice, recursively
//!   (`ConvertSameRankInsertStridedSliceIntoShuffle`);
//! - an extract with one offset is a `vector.shuffle` of the source with
//!   itself (`Convert1DExtractStridedSliceIntoShuffle`), or, when either
//!   vector is scalable (a shuffle cannot take it), each position
//!   extracted and inserted into a zero constant
//!   (`Convert1DExtractStridedSliceIntoExtractInsertChain`); with more
//!   offsets, each leading slice is extracted, sliced one rank lower and
//!   inserted into a zero vector (`DecomposeNDExtractStridedSlice`).

use strata_dialect_arith::ConstantOp as ArithConstantOp;
use strata_ir::op_checks::integer_list;
use strata_ir::{Attribute, Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use crate::build::{extract_at, insert_at, vector_rank};
use crate::{BroadcastOp, ExtractStridedSliceOp, InsertStridedSliceOp, ShuffleOp};

/// Adds the four patterns, in upstream's order.
pub fn populate_vector_insert_extract_strided_slice_transforms(set: &mut PatternSet) {
    set.add(DecomposeDifferentRankInsert);
    set.add(DecomposeNdExtract);
    set.add(SameRankInsertToShuffle);
    set.add(ExtractToShuffle);
    set.add(ExtractToExtractInsertChain);
}

/// An `ArrayAttr` of `i64` (upstream's `getI64ArrayAttr`), as the strided
/// slice ops carry their offsets, sizes and strides.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let i64_ty = ctx.integer_type(64);
    ctx.array_attr(values.iter().map(|&v| ctx.integer_attr(i64_ty, v)).collect())
}

/// The integers of an array attribute (none when it is absent).
fn list(rw: &Rewriter<'_>, attr: Option<Attribute>) -> Vec<i64> {
    attr.map(|a| integer_list(rw.ctx(), a)).unwrap_or_default()
}

fn value_type(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

fn is_scalable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// The offsets and strides of an `insert_strided_slice` and its source and
/// destination types, unless its offsets are empty.
struct InsertSlice {
    value: Value,
    dest: Value,
    offsets: Vec<i64>,
    strides: Vec<i64>,
    source_ty: Type,
    dest_ty: Type,
}

impl InsertSlice {
    fn of(rw: &Rewriter<'_>, op: OpId) -> Option<Self> {
        let ctx = rw.ctx();
        let insert = InsertStridedSliceOp::cast(ctx, rw.body(), op)?;
        let offsets = list(rw, insert.offsets(ctx, rw.body()));
        if offsets.is_empty() {
            return None;
        }
        let (value, dest) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        Some(InsertSlice {
            value,
            dest,
            offsets,
            strides: list(rw, insert.strides(ctx, rw.body())),
            source_ty: value_type(rw, value),
            dest_ty: value_type(rw, dest),
        })
    }
}

/// See the module doc.
struct DecomposeDifferentRankInsert;

impl RewritePattern for DecomposeDifferentRankInsert {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(InsertStridedSliceOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "DecomposeDifferentRankInsertStridedSlice"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = InsertSlice::of(rw, op) else { return false };
        let source_rank = vector_rank(ctx, s.source_ty);
        let diff = vector_rank(ctx, s.dest_ty).saturating_sub(source_rank);
        if diff == 0 || s.offsets.len() < diff {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let outer = &s.offsets[..diff];
        let extracted = extract_at(rw, loc, s.dest, outer);
        let sub_ty = value_type(rw, extracted);
        let (offsets, strides) = (i64_array(ctx, &s.offsets[diff..]), i64_array(ctx, &s.strides));
        let inner = InsertStridedSliceOp::build(rw, loc, s.value, extracted, sub_ty, offsets, strides);
        let inner = rw.body().results(inner.op())[0];
        let result = insert_at(rw, loc, inner, s.dest, outer);
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc.
struct SameRankInsertToShuffle;

impl RewritePattern for SameRankInsertToShuffle {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(InsertStridedSliceOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ConvertSameRankInsertStridedSliceIntoShuffle"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(s) = InsertSlice::of(rw, op) else { return false };
        let source_rank = vector_rank(ctx, s.source_ty);
        if source_rank != vector_rank(ctx, s.dest_ty)
            || (source_rank == 1 && (is_scalable(ctx, s.source_ty) || is_scalable(ctx, s.dest_ty)))
        {
            return false;
        }
        if s.source_ty == s.dest_ty {
            rw.replace_op(op, &[s.value]);
            return true;
        }
        let (TypeKind::Vector { shape: source_shape, element, .. }, TypeKind::Vector { shape: dest_shape, .. }) =
            (ctx.type_kind(s.source_ty), ctx.type_kind(s.dest_ty))
        else {
            return false;
        };
        let (offset, size) = (s.offsets[0], source_shape[0]);
        let Some(&stride) = s.strides.first() else { return false };
        let loc = rw.body().op_loc(op);
        if source_rank == 1 {
            let (lanes, dest_lanes) = (size, dest_shape[0]);
            let widened_ty = ctx.vector_type(vec![dest_lanes], *element);
            let mut widen = vec![0i64; dest_lanes as usize];
            for (i, lane) in widen.iter_mut().enumerate().take(lanes as usize) {
                *lane = i as i64;
            }
            let widened = ShuffleOp::build(rw, loc, s.value, s.value, widened_ty, ctx.dense_i64_array(&widen)).op();
            let widened = rw.body().results(widened)[0];
            let end = offset + size * stride;
            let mask: Vec<i64> = (0..dest_lanes)
                .map(|i| {
                    if i < offset || i >= end || (i - offset) % stride != 0 {
                        dest_lanes + i
                    } else {
                        (i - offset) / stride
                    }
                })
                .collect();
            let shuffle = ShuffleOp::build(rw, loc, widened, s.dest, s.dest_ty, ctx.dense_i64_array(&mask)).op();
            let shuffle = rw.body().results(shuffle)[0];
            rw.replace_op(op, &[shuffle]);
            return true;
        }
        let mut result = s.dest;
        let (mut at, mut index) = (offset, 0);
        while at < offset + size * stride {
            let mut piece = extract_at(rw, loc, s.value, &[index]);
            let piece_ty = value_type(rw, piece);
            if matches!(ctx.type_kind(piece_ty), TypeKind::Vector { .. }) {
                let slot = extract_at(rw, loc, s.dest, &[at]);
                let slot_ty = value_type(rw, slot);
                let (offsets, strides) = (i64_array(ctx, &s.offsets[1..]), i64_array(ctx, &s.strides[1..]));
                let inner = InsertStridedSliceOp::build(rw, loc, piece, slot, slot_ty, offsets, strides);
                piece = rw.body().results(inner.op())[0];
            }
            result = insert_at(rw, loc, piece, result, &[at]);
            at += stride;
            index += 1;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The offsets, sizes and strides of an `extract_strided_slice`.
fn extract_slice(rw: &Rewriter<'_>, op: OpId) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let ctx = rw.ctx();
    let slice = ExtractStridedSliceOp::cast(ctx, rw.body(), op)?;
    let body = rw.body();
    let offsets = list(rw, slice.offsets(ctx, body));
    let sizes = list(rw, slice.sizes(ctx, body));
    let strides = list(rw, slice.strides(ctx, body));
    (!offsets.is_empty() && sizes.len() == offsets.len() && strides.len() == offsets.len())
        .then_some((offsets, sizes, strides))
}

/// A one-offset `extract_strided_slice` with a positive stride: what both
/// of its lowerings need.
struct OneOffsetExtract {
    source: Value,
    /// The result type.
    ty: Type,
    /// The source positions taken, in order.
    positions: Vec<i64>,
    /// Whether either vector is scalable (no shuffle can take it).
    scalable: bool,
}

fn one_offset_extract(rw: &Rewriter<'_>, op: OpId) -> Option<OneOffsetExtract> {
    let ctx = rw.ctx();
    let (offsets, sizes, strides) = extract_slice(rw, op)?;
    if offsets.len() != 1 || strides[0] <= 0 {
        return None;
    }
    let source = rw.body().operand(op, 0);
    let ty = value_type(rw, rw.body().results(op)[0]);
    let positions = (0..sizes[0]).map(|i| offsets[0] + i * strides[0]).collect();
    let scalable = is_scalable(ctx, ty) || is_scalable(ctx, value_type(rw, source));
    Some(OneOffsetExtract { source, ty, positions, scalable })
}

/// See the module doc.
struct ExtractToShuffle;

impl RewritePattern for ExtractToShuffle {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ExtractStridedSliceOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "Convert1DExtractStridedSliceIntoShuffle"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(OneOffsetExtract { source, ty, positions: lanes, scalable: false }) = one_offset_extract(rw, op)
        else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        let shuffle = ShuffleOp::build(rw, loc, source, source, ty, ctx.dense_i64_array(&lanes)).op();
        let shuffle = rw.body().results(shuffle)[0];
        rw.replace_op(op, &[shuffle]);
        true
    }
}

/// See the module doc: the one-offset extract of a scalable vector.
struct ExtractToExtractInsertChain;

impl RewritePattern for ExtractToExtractInsertChain {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ExtractStridedSliceOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "Convert1DExtractStridedSliceIntoExtractInsertChain"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let Some(OneOffsetExtract { source, ty, positions, scalable: true }) = one_offset_extract(rw, op) else {
            return false;
        };
        let Some(zero) = strata_ir::splat::zero_attr(rw.ctx(), ty) else { return false };
        let loc = rw.body().op_loc(op);
        let elements: Vec<Value> = positions.iter().map(|&p| extract_at(rw, loc, source, &[p])).collect();
        let mut result = ArithConstantOp::build(rw, loc, ty, zero).result(rw.body());
        for (i, element) in elements.into_iter().enumerate() {
            result = insert_at(rw, loc, element, result, &[i as i64]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc.
struct DecomposeNdExtract;

impl RewritePattern for DecomposeNdExtract {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ExtractStridedSliceOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "DecomposeNDExtractStridedSlice"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some((offsets, sizes, strides)) = extract_slice(rw, op) else { return false };
        let ty = value_type(rw, rw.body().results(op)[0]);
        let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(ty) else { return false };
        if offsets.len() == 1 || strides[0] <= 0 {
            return false;
        }
        let Some(zero_attr) = strata_ir::splat::zero_attr(ctx, *element) else { return false };
        let sub_ty = ctx.intern_type(TypeKind::Vector {
            shape: shape[1..].to_vec(),
            scalable: scalable[1..].to_vec(),
            element: *element,
        });
        let loc = rw.body().op_loc(op);
        let source = rw.body().operand(op, 0);
        let zero = ArithConstantOp::build(rw, loc, *element, zero_attr).result(rw.body());
        let mut result = BroadcastOp::build(rw, loc, zero, ty).vector(rw.body());
        let (sub_offsets, sub_sizes, sub_strides) =
            (i64_array(ctx, &offsets[1..]), i64_array(ctx, &sizes[1..]), i64_array(ctx, &strides[1..]));
        for index in 0..sizes[0] {
            let one = extract_at(rw, loc, source, &[offsets[0] + index * strides[0]]);
            let sliced = ExtractStridedSliceOp::build(rw, loc, one, sub_ty, sub_offsets, sub_sizes, sub_strides);
            let sliced = rw.body().results(sliced.op())[0];
            result = insert_at(rw, loc, sliced, result, &[index]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}
