//! `vector.create_mask` and `vector.constant_mask` taken one rank lower
//! until 1-D (upstream's `populateVectorMaskOpLoweringPatterns`):
//!
//! - `create_mask` of rank 2 or more (`CreateMaskOpLowering`): the mask of
//!   the trailing bounds, selected for each leading index below the first
//!   bound (`arith.cmpi slt`) and zeros otherwise, inserted into zeros;
//! - `constant_mask` (`ConstantMaskOpLowering`): an `arith.constant` in
//!   0-D and 1-D; otherwise the mask one rank lower inserted at each
//!   leading index below the first size into zeros.
//!
//! Invariant: a leading scalable dimension is never unrolled.

use strata_dialect_arith::{CmpIOp, CmpIPredicate, SelectOp};
use strata_ir::op_checks::dense_i64_values;
use strata_ir::{Context, DenseValue, OpClass, OpId, OpName, TypeKind, Value};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use super::{constant, drop_leading, result_type, zeros};
use crate::build::insert_at;
use crate::{ConstantMaskOp, CreateMaskOp};

/// Adds `CreateMaskOpLowering` and `ConstantMaskOpLowering`.
pub fn populate_vector_mask_op_lowering_patterns(set: &mut PatternSet) {
    set.add(CreateMaskLowering);
    set.add(ConstantMaskLowering);
}

/// See the module doc.
struct CreateMaskLowering;

impl RewritePattern for CreateMaskLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(CreateMaskOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "CreateMaskOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = result_type(rw, op);
        let Some((length, false, lower)) = drop_leading(ctx, ty) else { return false };
        let bounds: Vec<Value> = rw.body().operands(op).collect();
        if bounds.len() < 2 {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let inner = CreateMaskOp::build(rw, loc, &bounds[1..], lower);
        let inner = rw.body().results(inner.op())[0];
        let (Some(none), Some(mut result)) = (zeros(rw, op, lower), zeros(rw, op, ty)) else { return false };
        let (index_ty, i1) = (ctx.index_type(), ctx.integer_type(1));
        for d in 0..length {
            let at = constant(rw, op, index_ty, ctx.integer_attr(index_ty, d));
            let below = CmpIOp::build(rw, loc, at, bounds[0], i1, CmpIPredicate::Slt).op();
            let below = rw.body().results(below)[0];
            let row = SelectOp::build(rw, loc, below, inner, none, lower).op();
            let row = rw.body().results(row)[0];
            result = insert_at(rw, loc, row, result, &[d]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// See the module doc.
struct ConstantMaskLowering;

impl RewritePattern for ConstantMaskLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ConstantMaskOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "ConstantMaskOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(mask) = ConstantMaskOp::cast(ctx, rw.body(), op) else { return false };
        let Some(sizes) = mask.mask_dim_sizes(ctx, rw.body()).map(|a| dense_i64_values(ctx, a)) else {
            return false;
        };
        let ty = result_type(rw, op);
        let TypeKind::Vector { shape, .. } = ctx.type_kind(ty) else { return false };
        let Some(&set) = sizes.first() else { return false };
        let bit = |on: bool| DenseValue::Int(strata_ir::ApInt::from_u64(1, on as u64));
        if shape.len() <= 1 {
            let length = shape.first().copied().unwrap_or(1);
            let attr = if shape.is_empty() || set == 0 || set == length {
                strata_ir::splat::bool_attr(ctx, ty, set != 0)
            } else {
                Some(strata_ir::splat::elements_attr(ctx, ty, (0..length).map(|d| bit(d < set)).collect()))
            };
            let Some(attr) = attr else { return false };
            let value = constant(rw, op, ty, attr);
            rw.replace_op(op, &[value]);
            return true;
        }
        let Some((_, false, lower)) = drop_leading(ctx, ty) else { return false };
        let loc = rw.body().op_loc(op);
        let inner = ConstantMaskOp::build(rw, loc, lower, ctx.dense_i64_array(&sizes[1..]));
        let inner = rw.body().results(inner.op())[0];
        let Some(mut result) = zeros(rw, op, ty) else { return false };
        for d in 0..set {
            result = insert_at(rw, loc, inner, result, &[d]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}
