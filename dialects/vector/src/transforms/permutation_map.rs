//! Upstream's `populateVectorTransferPermutationMapLoweringPatterns`
//! (`LowerVectorTransfer.cpp`): transfers whose `permutation_map`
//! permutes or broadcasts become transfers with a minor identity map (up
//! to leading broadcasts) and a `vector.transpose` or `vector.broadcast`
//! of the value:
//!
//! - `TransferReadPermutationLowering`: a read whose map is a permutation
//!   of a minor identity with broadcasting reads in the minor order and
//!   transposes;
//! - `TransferWritePermutationLowering`: a write of such a map transposes
//!   first and writes with the minor identity;
//! - `TransferWriteNonPermutationLowering`: a write whose map skips inner
//!   dims gains unit dims for them (broadcast of the value, broadcast and
//!   transpose of the mask);
//! - `TransferOpReduceRank`: a read with leading broadcast dims reads
//!   without them and broadcasts.
//!
//! Invariants: 0-d transfers and transfers inside a `vector.mask` are left
//! alone (upstream's `MaskableOpRewritePattern`s give up on them); a
//! pattern decides it applies before it creates anything; `in_bounds`
//! follows the dims it describes.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Attribute, Context, OpId, Type, TypeKind, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::build::{vector_rank, without_leading_dims};
use crate::fold::transfer::{bool_array, Transfer};
use crate::{BroadcastOp, MaskOp, TransferReadOp, TransferWriteOp, TransposeOp};

/// Adds the four patterns, in upstream's order.
pub fn populate_vector_transfer_permutation_map_lowering_patterns(set: &mut PatternSet) {
    set.add(OpPattern::<TransferReadOp>::new("TransferReadPermutationLowering", read_permutation));
    set.add(OpPattern::<TransferWriteOp>::new("TransferWritePermutationLowering", write_permutation));
    set.add(OpPattern::<TransferReadOp>::new("TransferOpReduceRank", read_reduce_rank));
    set.add(OpPattern::<TransferWriteOp>::new("TransferWriteNonPermutationLowering", write_non_permutation));
}

/// The transfer `op` when a maskable pattern may rewrite it: well formed,
/// not 0-d, not inside a `vector.mask`.
fn maskable<'c>(rw: &Rewriter<'c>, op: impl Into<OpId>) -> Option<Transfer<'c>> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let op: OpId = op.into();
    if body.parent_op(op).is_some_and(|p| MaskOp::cast(ctx, body, p).is_some()) {
        return None;
    }
    Transfer::of(ctx, body, op).filter(|t| t.rank() > 0)
}

/// The vector type `ty` with its dims (shape and scalability) reordered:
/// dim `i` of the result is dim `order[i]` of `ty`.
fn reordered(ctx: &Context, ty: Type, order: &[usize]) -> Type {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(ty) else { return ty };
    let shape = order.iter().map(|&i| shape[i]).collect();
    let scalable = order.iter().map(|&i| scalable[i]).collect();
    ctx.intern_type(TypeKind::Vector { shape, scalable, element: *element })
}

/// `inverseTransposeInBoundsAttr`: entry `i` of `in_bounds` moves to
/// position `permutation[i]`.
fn inverse_transpose_in_bounds(ctx: &Context, in_bounds: &[bool], permutation: &[usize]) -> Attribute {
    let mut values = vec![false; permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        values[p] = in_bounds[i];
    }
    bool_array(ctx, &values)
}

/// `vector.transpose` of `v` by `permutation`, its type inferred.
fn transpose(rw: &mut Rewriter<'_>, loc: strata_ir::Location, v: Value, permutation: &[usize]) -> Value {
    let ctx = rw.ctx();
    let ty = reordered(ctx, rw.body().value_type(v), permutation);
    let perm: Vec<i64> = permutation.iter().map(|&p| p as i64).collect();
    let attr = ctx.dense_i64_array(&perm);
    TransposeOp::build(rw, loc, v, ty, attr).result(rw.body())
}

/// A new `transfer_read` like `t` with another type, map and `in_bounds`.
fn read_like(rw: &mut Rewriter<'_>, op: OpId, t: &Transfer, ty: Type, map: AffineMap, in_bounds: Attribute) -> Value {
    let (ctx, loc) = (rw.ctx(), rw.body().op_loc(op));
    let padding = t.padding.expect("a read has a padding value");
    let map = ctx.affine_map_attr(map);
    TransferReadOp::build(rw, loc, t.base, &t.indices, padding, t.mask, ty, map, in_bounds).vector(rw.body())
}

/// A new `transfer_write` of `vector` like `t`; replaces `op` with its
/// result on a tensor, erases it on a memref.
fn replace_with_write(
    rw: &mut Rewriter<'_>,
    op: OpId,
    t: &Transfer,
    vector: Value,
    mask: Option<Value>,
    map: AffineMap,
    in_bounds: Attribute,
) {
    let (ctx, loc) = (rw.ctx(), rw.body().op_loc(op));
    let result_type = rw.body().results(op).first().map(|&r| rw.body().value_type(r));
    let map = ctx.affine_map_attr(map);
    let write = TransferWriteOp::build(rw, loc, vector, t.base, &t.indices, mask, result_type, map, in_bounds);
    match rw.body().results(write).first().copied() {
        Some(result) => rw.replace_op(op, &[result]),
        None => rw.erase_op(op),
    }
}

/// `TransferReadPermutationLowering`.
fn read_permutation(op: TransferReadOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(t) = maskable(rw, op) else { return false };
    let ctx = rw.ctx();
    if t.map.results.is_empty() {
        return false;
    }
    let Some(permutation) = t.map.minor_identity_permutation() else { return false };
    let permutation_map = AffineMap::permutation(&permutation);
    if permutation_map.is_identity() {
        return false;
    }
    let Some(inverse) = permutation_map.inverse_permutation() else { return false };
    let new_map = inverse.compose(t.map);
    // The read's type: dim `permutation[i]` is the original dim `i`.
    let mut order = vec![0; permutation.len()];
    for (i, &p) in permutation.iter().enumerate() {
        order[p] = i;
    }
    let new_type = reordered(ctx, t.vector_type, &order);
    let in_bounds = inverse_transpose_in_bounds(ctx, &t.in_bounds, &permutation);
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let read = read_like(rw, op, &t, new_type, new_map, in_bounds);
    let transposed = transpose(rw, loc, read, &permutation);
    rw.replace_op(op, &[transposed]);
    true
}

/// `TransferWritePermutationLowering`.
fn write_permutation(op: TransferWriteOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(t) = maskable(rw, op) else { return false };
    let ctx = rw.ctx();
    if t.map.is_minor_identity() {
        return false;
    }
    let Some(permutation) = t.map.minor_identity_permutation() else { return false };
    let Some(inverse) = t.map.compress_unused_dims().inverse_permutation() else { return false };
    let Some(indices) = inverse
        .results
        .iter()
        .map(|e| if let AffineExpr::Dim(d) = *e { Some(d as usize) } else { None })
        .collect::<Option<Vec<_>>>()
    else {
        return false;
    };
    let in_bounds = inverse_transpose_in_bounds(ctx, &t.in_bounds, &permutation);
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let transposed = transpose(rw, loc, t.vector, &indices);
    let map = AffineMap::minor_identity(t.map.num_dims, t.map.results.len() as u32);
    replace_with_write(rw, op, &t, transposed, t.mask, map, in_bounds);
    true
}

/// `TransferWriteNonPermutationLowering`.
fn write_non_permutation(op: TransferWriteOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(t) = maskable(rw, op) else { return false };
    let ctx = rw.ctx();
    if t.map.minor_identity_permutation().is_some() {
        return false;
    }
    // The map's results are dims (a write does not broadcast); the dims
    // missing after its outermost one become unit dims in front.
    let mut found = vec![false; t.map.num_dims as usize];
    for e in &t.map.results {
        let AffineExpr::Dim(d) = *e else { return false };
        found[d as usize] = true;
    }
    let first = found.iter().position(|&f| f).unwrap_or(found.len());
    let missing: Vec<u32> = (first..found.len()).filter(|&i| !found[i]).map(|i| i as u32).collect();
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let vector = extend_rank(rw, loc, t.vector, missing.len());
    let mask = t.mask.map(|m| {
        // Unit dims at the end of the mask: broadcast, then rotate them in.
        let broadcast = extend_rank(rw, loc, m, missing.len());
        let rank = vector_rank(rw.ctx(), rw.body().value_type(broadcast));
        let permutation: Vec<usize> = (missing.len()..rank).chain(0..missing.len()).collect();
        transpose(rw, loc, broadcast, &permutation)
    });
    let mut exprs: Vec<AffineExpr> = missing.iter().map(|&d| AffineExpr::Dim(d)).collect();
    exprs.extend(t.map.results.iter().cloned());
    let map = AffineMap::new(t.map.num_dims, 0, exprs);
    let mut in_bounds = vec![true; missing.len()];
    in_bounds.extend((0..t.rank()).map(|i| t.is_dim_in_bounds(i)));
    let in_bounds = bool_array(ctx, &in_bounds);
    replace_with_write(rw, op, &t, vector, mask, map, in_bounds);
    true
}

/// `extendVectorRank`: `v` broadcast to `added` more leading unit dims.
fn extend_rank(rw: &mut Rewriter<'_>, loc: strata_ir::Location, v: Value, added: usize) -> Value {
    let ctx = rw.ctx();
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(rw.body().value_type(v)).clone() else {
        return v;
    };
    let shape = std::iter::repeat_n(1, added).chain(shape).collect();
    let scalable = std::iter::repeat_n(false, added).chain(scalable).collect();
    let ty = ctx.intern_type(TypeKind::Vector { shape, scalable, element });
    BroadcastOp::build(rw, loc, v, ty).vector(rw.body())
}

/// `TransferOpReduceRank`.
fn read_reduce_rank(op: TransferReadOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(t) = maskable(rw, op) else { return false };
    let ctx = rw.ctx();
    let leading = t.map.results.iter().take_while(|e| **e == AffineExpr::Constant(0)).count();
    if leading == 0 {
        return false;
    }
    let reduced = t.rank() - leading;
    let new_map = AffineMap::new(t.map.num_dims, 0, t.map.results[leading..].to_vec());
    if new_map.minor_identity_broadcasts().is_none() {
        return false;
    }
    let new_type = without_leading_dims(ctx, t.vector_type, leading);
    let in_bounds = bool_array(ctx, &t.in_bounds[t.rank() - reduced..]);
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let read = read_like(rw, op, &t, new_type, new_map, in_bounds);
    let broadcast = BroadcastOp::build(rw, loc, read, t.vector_type).vector(rw.body());
    rw.replace_op(op, &[broadcast]);
    true
}
