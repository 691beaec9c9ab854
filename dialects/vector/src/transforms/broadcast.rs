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

use strata_dialect_arith::ConstantOp as ArithConstantOp;
use strata_dialect_ub::PoisonOp;
use strata_ir::{Context, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use crate::build::{extract_at, insert_at, without_leading_dims};
use crate::BroadcastOp;

/// Adds `BroadcastOpLowering`.
pub fn populate_vector_broadcast_lowering_patterns(set: &mut PatternSet) {
    set.add(BroadcastLowering);
}

/// The length and scalability of the leading dimension of the vector type
/// `ty`, and the type without it.
pub fn drop_leading(ctx: &Context, ty: Type) -> Option<(i64, bool, Type)> {
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return None };
    Some((*shape.first()?, scalable[0], without_leading_dims(ctx, ty, 1)))
}

/// `arith.constant` zeros of `ty` (`getZeroAttr`) at `op`.
pub fn zeros(rw: &mut Rewriter<'_>, op: OpId, ty: Type) -> Option<Value> {
    let attr = strata_ir::splat::zero_attr(rw.ctx(), ty)?;
    Some(constant(rw, op, ty, attr))
}

/// `arith.constant attr : ty` at `op`.
pub fn constant(rw: &mut Rewriter<'_>, op: OpId, ty: Type, attr: strata_ir::Attribute) -> Value {
    let loc = rw.body().op_loc(op);
    ArithConstantOp::build(rw, loc, ty, attr).result(rw.body())
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `vector.broadcast source` to `ty` at `op`.
pub fn broadcast(rw: &mut Rewriter<'_>, op: OpId, source: Value, ty: Type) -> Value {
    let loc = rw.body().op_loc(op);
    BroadcastOp::build(rw, loc, source, ty).vector(rw.body())
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
