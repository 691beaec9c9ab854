//! n-D `vector.interleave` and `vector.deinterleave` as 1-D ones on each
//! leading position (upstream's `UnrollInterleaveOp`,
//! `UnrollDeinterleaveOp`, `populateVectorInterleaveLoweringPatterns`):
//! the 1-D results are inserted into zero vectors, the positions walked in
//! row-major order.
//!
//! Invariant: a scalable leading dimension is never unrolled.

use strata_ir::{Context, OpClass, OpId, OpName, Type, TypeKind};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::zeros;
use crate::build::{extract_at, insert_at, next_position, without_leading_dims};
use crate::{DeinterleaveOp, InterleaveOp};

/// Adds `UnrollInterleaveOp` and `UnrollDeinterleaveOp` (to rank 1).
pub fn populate_vector_interleave_lowering_patterns(set: &mut PatternSet) {
    set.add(UnrollInterleave);
    set.add(UnrollDeinterleave);
}

/// `createUnrollIterator(ty, 1)`: the leading dimensions of a vector of
/// rank 2 or more, none of them scalable.
fn leading_dims(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return None };
    let lead = shape.len().checked_sub(1).filter(|&n| n >= 1)?;
    (!scalable[..lead].iter().any(|&s| s)).then(|| shape[..lead].to_vec())
}

/// See the module doc.
struct UnrollInterleave;

impl RewritePattern for UnrollInterleave {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(InterleaveOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollInterleaveOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = rw.body().value_type(rw.body().results(op)[0]);
        let Some(lead) = leading_dims(ctx, ty) else { return false };
        let row_ty = without_leading_dims(ctx, ty, lead.len());
        let (lhs, rhs) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        let Some(mut result) = zeros(rw, op, ty) else { return false };
        let loc = rw.body().op_loc(op);
        let mut position = vec![0i64; lead.len()];
        for _ in 0..lead.iter().product::<i64>() {
            let (l, r) = (extract_at(rw, loc, lhs, &position), extract_at(rw, loc, rhs, &position));
            let row = InterleaveOp::build(rw, loc, l, r, row_ty).op();
            let row = rw.body().results(row)[0];
            result = insert_at(rw, loc, row, result, &position);
            next_position(&mut position, &lead);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc.
struct UnrollDeinterleave;

impl RewritePattern for UnrollDeinterleave {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(DeinterleaveOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "UnrollDeinterleaveOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = rw.body().value_type(rw.body().results(op)[0]);
        let Some(lead) = leading_dims(ctx, ty) else { return false };
        let row_ty = without_leading_dims(ctx, ty, lead.len());
        let source = rw.body().operand(op, 0);
        let Some(empty) = zeros(rw, op, ty) else { return false };
        let (mut even, mut odd) = (empty, empty);
        let loc = rw.body().op_loc(op);
        let mut position = vec![0i64; lead.len()];
        for _ in 0..lead.iter().product::<i64>() {
            let row = extract_at(rw, loc, source, &position);
            let halves = DeinterleaveOp::build(rw, loc, row, row_ty, row_ty).op();
            let (first, second) = (rw.body().results(halves)[0], rw.body().results(halves)[1]);
            even = insert_at(rw, loc, first, even, &position);
            odd = insert_at(rw, loc, second, odd, &position);
            next_position(&mut position, &lead);
        }
        rw.replace_op(op, &[even, odd]);
        true
    }
}
