//! An n-D `vector.gather` as gathers one rank lower, one per leading
//! index, of the matching slices of its indices, mask and pass-through,
//! inserted into a `ub.poison` (upstream's `UnrollGather`,
//! `populateVectorGatherLoweringPatterns`); repeated down to 1-D.
//!
//! Invariant: a leading scalable dimension is never unrolled.

use strata_dialect_ub::PoisonOp;
use strata_ir::{Context, OpClass, OpId, OpName, TypeKind};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use crate::build::{extract_at, insert_at, without_leading_dims};
use crate::GatherOp;

/// Adds `UnrollGather`.
pub fn populate_vector_gather_lowering_patterns(set: &mut PatternSet) {
    set.add(UnrollGather);
}

/// See the module doc.
struct UnrollGather;

impl RewritePattern for UnrollGather {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(GatherOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollGather"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(gather) = GatherOp::cast(ctx, rw.body(), op) else { return false };
        let ty = rw.body().value_type(rw.body().results(op)[0]);
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return false };
        if shape.len() < 2 || scalable[0] {
            return false;
        }
        let length = shape[0];
        let body = rw.body();
        let (base, offsets, indices, mask, pass_thru) =
            (gather.base(body), gather.offsets(body), gather.indices(body), gather.mask(body), gather.pass_thru(body));
        let alignment = gather.alignment(ctx, body);
        let sub_ty = without_leading_dims(ctx, ty, 1);
        let loc = rw.body().op_loc(op);
        let mut result = PoisonOp::build(rw, loc, ty, None).result(rw.body());
        for i in 0..length {
            let at = [i];
            let sub_indices = extract_at(rw, loc, indices, &at);
            let sub_mask = extract_at(rw, loc, mask, &at);
            let sub_pass_thru = extract_at(rw, loc, pass_thru, &at);
            let sub = GatherOp::build(rw, loc, base, &offsets, sub_indices, sub_mask, sub_pass_thru, sub_ty, alignment);
            let sub = rw.body().results(sub.op())[0];
            result = insert_at(rw, loc, sub, result, &at);
        }
        rw.replace_op(op, &[result]);
        true
    }
}
