//! `vector.broadcast` of a vector taken one rank lower until it is a
//! broadcast of a scalar, which lowerings take as it is (upstream's
//! `BroadcastOpLowering`, `populateVectorBroadcastLoweringPatterns`): to
//! 1-D it is a broadcast of the source's only element; to a higher rank,
//! the broadcast one rank lower inserted along the new leading dimension;
//! between equal ranks, the source when the shapes agree, else the
//! source's leading slices (or its one slice, stretched) broadcast one
//! rank lower.
//!
//! Invariant: a stretch after a leading scalable dimension is left (its
//! length is not known).

use strata_dialect_ub::PoisonOp;
use strata_ir::{Context, OpClass, OpId, OpName, TypeKind};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::{broadcast, drop_leading, result_type};
use crate::build::{extract_at, insert_at};
use crate::BroadcastOp;

/// Adds `BroadcastOpLowering`.
pub fn populate_vector_broadcast_lowering_patterns(set: &mut PatternSet) {
    set.add(BroadcastLowering);
}

/// See the module doc.
struct BroadcastLowering;

impl RewritePattern for BroadcastLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(BroadcastOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "BroadcastOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let source = rw.body().operand(op, 0);
        let ty = result_type(rw, op);
        let TypeKind::Vector { shape: source_shape, .. } = ctx.type_kind(rw.body().value_type(source)) else {
            return false;
        };
        let TypeKind::Vector { shape, .. } = ctx.type_kind(ty) else { return false };
        let (source_rank, rank) = (source_shape.len(), shape.len());
        let loc = rw.body().op_loc(op);
        if source_rank <= 1 && rank == 1 {
            let element = extract_at(rw, loc, source, &vec![0; source_rank]);
            let result = broadcast(rw, op, element, ty);
            rw.replace_op(op, &[result]);
            return true;
        }
        let Some((length, leading_scalable, lower)) = drop_leading(ctx, ty) else { return false };
        if source_rank < rank {
            let lower_value = broadcast(rw, op, source, lower);
            let mut result = PoisonOp::build(rw, loc, ty, None).result(rw.body());
            for d in 0..length {
                result = insert_at(rw, loc, lower_value, result, &[d]);
            }
            rw.replace_op(op, &[result]);
            return true;
        }
        let Some(stretched) = (0..rank).find(|&d| source_shape[d] != shape[d]) else {
            rw.replace_op(op, &[source]);
            return true;
        };
        if stretched != 0 && leading_scalable {
            return false;
        }
        let mut result = PoisonOp::build(rw, loc, ty, None).result(rw.body());
        if stretched == 0 {
            let slice = extract_at(rw, loc, source, &[0]);
            let lower_value = broadcast(rw, op, slice, lower);
            for d in 0..length {
                result = insert_at(rw, loc, lower_value, result, &[d]);
            }
        } else {
            for d in 0..length {
                let slice = extract_at(rw, loc, source, &[d]);
                let lower_value = broadcast(rw, op, slice, lower);
                result = insert_at(rw, loc, lower_value, result, &[d]);
            }
        }
        rw.replace_op(op, &[result]);
        true
    }
}
