//! `vector.shape_cast` of fixed vectors as extracts from the source and
//! inserts into a `ub.poison` of the result (upstream's
//! `ShapeCastOpRewritePattern`, `populateVectorShapeCastLoweringPatterns`).
//! The shapes' common suffix is moved whole; before it, pieces of `gcd`
//! elements of the first differing dimensions (the "atomic" shape) go
//! through `extract_strided_slice` and `insert_strided_slice` (which
//! [`super::strided_slice`] lowers further), or, when that `gcd` is 1,
//! elements are moved by plain extracts and inserts. A cast that only adds
//! or drops leading unit dimensions is one extract and one insert.
//!
//! A cast between vectors scalable in their last dimension only
//! (`ScalableShapeCastOpRewritePattern`) moves scalable pieces of the
//! smaller of the two trailing sizes: each row of the source is extracted
//! (`vector.scalable.extract` cuts it to the piece), each row of the
//! result built by `vector.scalable.insert` and inserted when complete.
//!
//! Invariant: other scalable vectors are left (LLVM has no type for them).

use strata_dialect_ub::PoisonOp;
use strata_ir::{Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::strided_slice::i64_array;
use crate::build::{extract_at, insert_at, next_position};
use crate::{ExtractStridedSliceOp, InsertStridedSliceOp, ScalableExtractOp, ScalableInsertOp, ShapeCastOp};

/// Adds `ShapeCastOpRewritePattern` and
/// `ScalableShapeCastOpRewritePattern` (upstream's
/// `populateVectorShapeCastLoweringPatterns`).
pub fn populate_vector_shape_cast_lowering_patterns(set: &mut PatternSet) {
    set.add(ShapeCastLowering);
    set.add(ScalableShapeCastLowering);
}

/// The shape and element type of a vector type with no scalable
/// dimension.
fn fixed_vector(ctx: &Context, ty: strata_ir::Type) -> Option<(Vec<i64>, strata_ir::Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } if !scalable.iter().any(|&s| s) => {
            Some((shape.clone(), *element))
        }
        _ => None,
    }
}

/// See the module doc.
struct ShapeCastLowering;

impl RewritePattern for ShapeCastLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ShapeCastOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ShapeCastOpRewritePattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = rw.body().operand(op, 0);
        let result_ty = rw.body().value_type(rw.body().results(op)[0]);
        let (Some((source_shape, element)), Some((result_shape, _))) = (
            fixed_vector(ctx, rw.body().value_type(source)),
            fixed_vector(ctx, rw.body().value_type(rw.body().results(op)[0])),
        ) else {
            return false;
        };
        let loc = rw.body().op_loc(op);
        // The first dimension, from the back, where the shapes differ.
        let (mut source_dim, mut result_dim) = (source_shape.len() as i64 - 1, result_shape.len() as i64 - 1);
        while source_dim >= 0
            && result_dim >= 0
            && source_shape[source_dim as usize] == result_shape[result_dim as usize]
        {
            source_dim -= 1;
            result_dim -= 1;
        }
        if source_dim < 0 || result_dim < 0 {
            // Only leading unit dimensions differ.
            let delta = source_shape.len() as i64 - result_shape.len() as i64;
            let poison = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
            let extracted = extract_at(rw, loc, source, &vec![0; delta.max(0) as usize]);
            let inserted = insert_at(rw, loc, extracted, poison, &vec![0; (-delta).max(0) as usize]);
            rw.replace_op(op, &[inserted]);
            return true;
        }
        let (source_dim, result_dim) = (source_dim as usize, result_dim as usize);
        let (source_size, result_size) = (source_shape[source_dim], result_shape[result_dim]);
        let gcd = gcd(source_size, result_size);
        let elements: i64 = source_shape.iter().product();
        let mut atomic_shape = source_shape[source_dim..].to_vec();
        atomic_shape[0] = gcd;
        let slices = elements / atomic_shape.iter().product::<i64>();
        if gcd == 1 {
            // Move the pieces after the differing dimensions one by one.
            let (source_lead, result_lead) = (&source_shape[..=source_dim], &result_shape[..=result_dim]);
            let mut from = vec![0i64; source_lead.len()];
            let mut to = vec![0i64; result_lead.len()];
            let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
            for _ in 0..slices {
                let extracted = extract_at(rw, loc, source, &from);
                result = insert_at(rw, loc, extracted, result, &to);
                next_position(&mut from, source_lead);
                next_position(&mut to, result_lead);
            }
            rw.replace_op(op, &[result]);
            return true;
        }
        let rank = atomic_shape.len();
        let (extract_period, insert_period) = (source_size / gcd, result_size / gcd);
        let part_ty = ctx.vector_type(result_shape[result_dim..].to_vec(), element);
        let atomic_ty = ctx.vector_type(atomic_shape.clone(), element);
        let (source_lead, result_lead) = (&source_shape[..source_dim], &result_shape[..result_dim]);
        let mut from = vec![0i64; source_lead.len()];
        let mut to = vec![0i64; result_lead.len()];
        let (sizes, strides) = (i64_array(ctx, &atomic_shape), i64_array(ctx, &vec![1; rank]));
        let mut offsets = vec![0i64; rank];
        let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        let part = PoisonOp::build(rw, loc, part_ty, None).result(rw.body());
        let (mut extracted, mut inserted) = (source, part);
        for i in 0..slices {
            let (extract_phase, insert_phase) = (i % extract_period, i % insert_period);
            if extract_phase == 0 {
                extracted = extract_at(rw, loc, source, &from);
                next_position(&mut from, source_lead);
            }
            offsets[0] = extract_phase * gcd;
            let slice =
                ExtractStridedSliceOp::build(rw, loc, extracted, atomic_ty, i64_array(ctx, &offsets), sizes, strides);
            let slice = rw.body().results(slice.op())[0];
            if insert_phase == 0 {
                inserted = part;
            }
            offsets[0] = insert_phase * gcd;
            let into =
                InsertStridedSliceOp::build(rw, loc, slice, inserted, part_ty, i64_array(ctx, &offsets), strides);
            inserted = rw.body().results(into.op())[0];
            if insert_phase + 1 == insert_period {
                result = insert_at(rw, loc, inserted, result, &to);
                next_position(&mut to, result_lead);
            }
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// The shape and element type of a vector type scalable in its last
/// dimension and nowhere else.
fn trailing_scalable(ctx: &Context, ty: Type) -> Option<(Vec<i64>, Type)> {
    match strata_ir::constraints::scalable_at_most_last(ctx, ty) {
        Some((shape, true, element)) => Some((shape.to_vec(), element)),
        _ => None,
    }
}

/// Upstream's `incIdx`: `step` more along the last dimension, carrying one
/// into the dimensions before it.
fn step_position(position: &mut [i64], shape: &[i64], step: i64) {
    let mut step = step;
    for d in (0..position.len()).rev() {
        position[d] += step;
        if position[d] < shape[d] {
            return;
        }
        position[d] = 0;
        step = 1;
    }
}

/// See the module doc.
struct ScalableShapeCastLowering;

impl RewritePattern for ScalableShapeCastLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ShapeCastOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ScalableShapeCastOpRewritePattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = rw.body().operand(op, 0);
        let result_ty = rw.body().value_type(rw.body().results(op)[0]);
        let (Some((source_shape, element)), Some((result_shape, _))) =
            (trailing_scalable(ctx, rw.body().value_type(source)), trailing_scalable(ctx, result_ty))
        else {
            return false;
        };
        let (source_rank, result_rank) = (source_shape.len(), result_shape.len());
        let (source_row, result_row) = (source_shape[source_rank - 1], result_shape[result_rank - 1]);
        // Sizes at vscale 1: the code scales with vscale.
        let piece = source_row.min(result_row);
        if piece <= 0 {
            return false;
        }
        let elements: i64 = source_shape.iter().product();
        let scalable_1d = |n: i64| ctx.intern_type(TypeKind::Vector { shape: vec![n], scalable: vec![true], element });
        let (piece_ty, result_row_ty) = (scalable_1d(piece), scalable_1d(result_row));
        let i64_attr = |v: i64| ctx.integer_attr(ctx.integer_type(64), v);
        let loc = rw.body().op_loc(op);
        let mut result = PoisonOp::build(rw, loc, result_ty, None).result(rw.body());
        let (mut from, mut to) = (vec![0i64; source_rank], vec![0i64; result_rank]);
        let (mut source_row_value, mut result_row_value): (Option<Value>, Option<Value>) = (None, None);
        let mut moved = 0;
        while moved < elements {
            let row = match source_row_value {
                Some(row) => row,
                None if source_rank != 1 => extract_at(rw, loc, source, &from[..source_rank - 1]),
                None => source,
            };
            source_row_value = Some(row);
            let mut part = row;
            if piece < source_row {
                part =
                    ScalableExtractOp::build(rw, loc, row, piece_ty, i64_attr(from[source_rank - 1])).result(rw.body());
            }
            let mut into = match result_row_value {
                Some(into) => into,
                None if piece == result_row => part,
                None if result_rank != 1 => extract_at(rw, loc, result, &to[..result_rank - 1]),
                None => result,
            };
            if piece < result_row {
                into = ScalableInsertOp::build(rw, loc, part, into, result_row_ty, i64_attr(to[result_rank - 1]))
                    .result(rw.body());
            }
            result_row_value = Some(into);
            if to[result_rank - 1] + piece >= result_row && into != result {
                // A row of the result is complete.
                result = insert_at(rw, loc, into, result, &to[..result_rank - 1]);
                result_row_value = None;
            }
            if from[source_rank - 1] + piece >= source_row {
                source_row_value = None;
            }
            step_position(&mut from, &source_shape, piece);
            step_position(&mut to, &result_shape, piece);
            moved += piece;
        }
        rw.replace_op(op, &[result]);
        true
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}
