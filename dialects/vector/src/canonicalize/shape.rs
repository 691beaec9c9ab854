//! Patterns of the ops that reorder or reshape a vector: `vector.transpose`
//! (`TransposeFolder`: two transposes compose into one, which folds away
//! when the composition is the identity; `FoldTransposeBroadcast`: a
//! transpose of a broadcast is the broadcast, when the permutation stays
//! inside the groups of dimensions the broadcast adds or stretches) and
//! `vector.shape_cast` (`ShapeCastBroadcastFolder`: a shape cast of a
//! broadcast is a broadcast, when the source broadcasts to the new shape).

use strata_ir::TypeKind;
use strata_rewrite::Rewriter;

use super::{def, i64_prop, replace_with_broadcast, result_type};
use crate::*;

/// `TransposeFolder`: `transpose(transpose(x, p1), p2)` is
/// `transpose(x, q)` with `q[i] = p1[p2[i]]`.
pub(super) fn transpose_of_transpose(op: TransposeOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<TransposeOp>(rw, rw.body().operand(op, 0)) else { return false };
    let (outer_perm, inner_perm) = (i64_prop(rw, op, "permutation"), i64_prop(rw, inner, "permutation"));
    let Some(composed) =
        outer_perm.iter().map(|&i| usize::try_from(i).ok().and_then(|i| inner_perm.get(i))).collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let composed: Vec<i64> = composed.into_iter().copied().collect();
    let permutation = rw.ctx().dense_i64_array(&composed);
    let (source, ty, loc) = (inner.vector(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| TransposeOp::build(rw, loc, source, ty, permutation));
    true
}

/// `FoldTransposeShapeCast`: a transpose of a `shape_cast` that only
/// moves unit dimensions is one `shape_cast` of the inner source.
pub(super) fn transpose_of_shape_cast(op: TransposeOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = def::<ShapeCastOp>(rw, rw.body().operand(op, 0)) else { return false };
    if !crate::fold::is_order_preserving(rw.ctx(), rw.body(), op.into()) {
        return false;
    }
    let (source, ty, loc) = (cast.source(rw.body()), result_type(rw, op), rw.body().op_loc(op));
    rw.replace_op_with_new_op(op, |rw| ShapeCastOp::build(rw, loc, source, ty));
    true
}

/// `FoldTransposeBroadcast`: the source's dimensions split the result's
/// into groups (each ends at a source dimension that is not 1, or follows
/// one); a permutation that keeps every index inside its group only moves
/// copies of the same values.
pub(super) fn transpose_of_broadcast(op: TransposeOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(bcast) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    let source = bcast.source(rw.body());
    let ctx = rw.ctx();
    let input_shape = match ctx.type_kind(rw.body().value_type(source)) {
        TypeKind::Vector { shape, .. } => shape.clone(),
        _ => return replace_with_broadcast(rw, op, source),
    };
    let permutation = i64_prop(rw, op, "permutation");
    let delta = permutation.len() as i64 - input_shape.len() as i64;
    let mut low = 0i64;
    for (index, &dim) in input_shape.iter().enumerate() {
        let previous_not_one = index > 0 && input_shape[index - 1] != 1;
        if dim != 1 || previous_not_one {
            let high = index as i64 + delta;
            let local = (low..high).all(|i| {
                usize::try_from(i).ok().and_then(|i| permutation.get(i)).is_some_and(|&p| p >= low && p < high)
            });
            if !local {
                return false;
            }
            low = high;
        }
    }
    replace_with_broadcast(rw, op, source)
}

/// `ShapeCastBroadcastFolder`.
pub(super) fn shape_cast_of_broadcast(op: ShapeCastOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(bcast) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    let source = bcast.source(rw.body());
    let ctx = rw.ctx();
    let source_ty = rw.body().value_type(source);
    let scalar = !matches!(ctx.type_kind(source_ty), TypeKind::Vector { .. });
    if !scalar && !crate::fold::broadcastable(ctx, source_ty, result_type(rw, op)) {
        return false;
    }
    replace_with_broadcast(rw, op, source)
}
