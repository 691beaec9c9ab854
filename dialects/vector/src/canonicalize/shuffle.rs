//! `vector.shuffle` patterns: a shuffle of two splats of one scalar is a
//! splat (`ShuffleSplat`); a mask interleaving two equal-typed 1-D
//! operands is `vector.interleave` (`ShuffleInterleave`); a 0-D shuffle is
//! a broadcast of the chosen operand (`Canonicalize0DShuffleOp`).

use strata_ir::TypeKind;
use strata_rewrite::Rewriter;

use super::{i64_prop, replace_with_broadcast, replace_with_broadcast_to, result_type, scalar_splat_source};
use crate::InterleaveOp;

/// `ShuffleSplat`.
pub(super) fn shuffle_splat(op: crate::ShuffleOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(splat) = scalar_splat_source(rw, rw.body().operand(op, 0)) else { return false };
    scalar_splat_source(rw, rw.body().operand(op, 1)) == Some(splat) && replace_with_broadcast(rw, op, splat)
}

/// `ShuffleInterleave`: mask `[0, n, 1, n + 1, ...]` for a result of `2n`
/// elements.
pub(super) fn shuffle_interleave(op: crate::ShuffleOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let result_ty = result_type(rw, op);
    let Some(result_shape) = ctx.shape(result_ty) else { return false };
    if result_shape.len() != 1 {
        return false;
    }
    let (v1, v2) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let source_ty = rw.body().value_type(v1);
    let n: i64 = ctx.shape(source_ty).map_or(1, |s| s.iter().product());
    if source_ty != rw.body().value_type(v2) || n * 2 != result_shape[0] {
        return false;
    }
    let mask = i64_prop(rw, op, "mask");
    let interleaves =
        (0..n as usize).all(|i| mask.get(2 * i) == Some(&(i as i64)) && mask.get(2 * i + 1) == Some(&(n + i as i64)));
    if !interleaves {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| InterleaveOp::build(rw, loc, v1, v2, result_ty));
    true
}

/// `Canonicalize0DShuffleOp`: mask `[0]` takes the first operand, any
/// other the second.
pub(super) fn shuffle_0d(op: crate::ShuffleOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let v1 = rw.body().operand(op, 0);
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(rw.body().value_type(v1)) else { return false };
    let mask = i64_prop(rw, op, "mask");
    if !shape.is_empty() || mask.len() != 1 {
        return false;
    }
    let ty = ctx.intern_type(TypeKind::Vector { shape: vec![1], scalable: vec![false], element: *element });
    let source = if mask[0] == 0 { v1 } else { rw.body().operand(op, 1) };
    replace_with_broadcast_to(rw, op, source, ty)
}
