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
//! Invariant: scalable vectors are left (upstream moves them with
//! `vector.scalable.extract`/`insert`).

use strata_dialect_ub::PoisonOp;
use strata_ir::{Context, OpClass, OpId, OpName, TypeKind};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::strided_slice::i64_array;
use crate::build::{extract_at, insert_at, next_position};
use crate::{ExtractStridedSliceOp, InsertStridedSliceOp, ShapeCastOp};

/// Adds `ShapeCastOpRewritePattern` (upstream's
/// `populateVectorShapeCastLoweringPatterns`, without its scalable
/// variant).
pub fn populate_vector_shape_cast_lowering_patterns(set: &mut PatternSet) {
    set.add(ShapeCastLowering);
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

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}
