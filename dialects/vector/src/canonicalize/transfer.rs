//! Patterns of the transfers and of `vector.contract` (upstream MLIR 22's
//! `VectorOps.cpp`):
//!
//! - `FoldWaw` (write): a tensor write that a later write with the same
//!   indices, mask, vector type and map overwrites entirely is skipped:
//!   the first write after it reads the dead write's base instead. The
//!   walk up the chain passes writes to provably disjoint indices that
//!   have no other use;
//! - `TransferReadAfterWriteToBroadcast` (read): an in-bounds read of a
//!   tensor chunk just written, same indices, mask and accessed chunk, is
//!   the written vector broadcast and transposed into the read's shape;
//! - `SwapExtractSliceOfTransferWrite` (write, rooted at
//!   `tensor.insert_slice`): a whole-tensor write sliced from offset zero
//!   and inserted elsewhere writes into the destination's slice instead;
//! - `CanonicalizeContractAdd` (contract, rooted at `arith.addf` and
//!   `arith.addi`): `add(contract(a, b, zero), c)` is `contract(a, b, c)`.

use strata_dialect_tensor::{ExtractSliceOp, InsertSliceOp};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Attribute, OpClass, OpId, Value};
use strata_rewrite::Rewriter;

use super::def;
use crate::fold::transfer::{disjoint_indices, is_ranked_tensor, Transfer};
use crate::*;

/// `FoldWaw`.
pub(super) fn fold_waw(op: TransferWriteOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(write) = Transfer::of(rw.ctx(), rw.body(), op) else { return false };
    if !is_ranked_tensor(rw.ctx(), rw.body().value_type(write.base)) {
        return false;
    }
    let mut to_modify = (op, write.base_index);
    let mut prior_op = def::<TransferWriteOp>(rw, write.base);
    while let Some(prior) = prior_op.and_then(|p| Transfer::of(rw.ctx(), rw.body(), p)) {
        let overwritten = prior.indices == write.indices
            && prior.mask == write.mask
            && prior.vector_type == write.vector_type
            && prior.map == write.map;
        if overwritten {
            let (user, index) = to_modify;
            rw.modify_op_in_place(user, |body| body.set_operand(user, index, prior.base));
            return true;
        }
        let Some(p) = prior_op else { return false };
        let single_use = rw.body().results(p).first().is_some_and(|&r| rw.body().has_one_use(r));
        if !disjoint_indices(rw.ctx(), rw.body(), &prior, &write) || !single_use {
            return false;
        }
        to_modify = (p, prior.base_index);
        prior_op = def::<TransferWriteOp>(rw, prior.base);
    }
    false
}

/// `getTransferChunkAccessed`: the vector size along each base dimension
/// the map reads (0 for the others).
fn chunk_accessed(ctx: &strata_ir::Context, t: &Transfer) -> Vec<i64> {
    let mut sizes = vec![0; t.map.num_dims as usize];
    for (expr, &size) in t.map.results.iter().zip(t.vector_shape(ctx)) {
        if let AffineExpr::Dim(d) = *expr {
            if let Some(s) = sizes.get_mut(d as usize) {
                *s = size;
            }
        }
    }
    sizes
}

/// `TransferReadAfterWriteToBroadcast`.
pub(super) fn read_after_write_to_broadcast(op: TransferReadOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(read) = Transfer::of(ctx, rw.body(), op) else { return false };
    if read.has_out_of_bounds_dim() || !is_ranked_tensor(ctx, rw.body().value_type(read.base)) {
        return false;
    }
    let Some(write) = def::<TransferWriteOp>(rw, read.base).and_then(|w| Transfer::of(ctx, rw.body(), w)) else {
        return false;
    };
    if chunk_accessed(ctx, &read) != chunk_accessed(ctx, &write)
        || read.map.unused_dims() != write.map.unused_dims()
        || read.indices != write.indices
        || read.mask != write.mask
    {
        return false;
    }
    let (read_map, write_map) = (read.map.compress_unused_dims(), write.map.compress_unused_dims());
    if read_map.num_dims as usize != write_map.results.len() || read_map.num_symbols != 0 {
        return false;
    }
    // `readMap.compose(writeMap)`: the read's dimensions are the write's results.
    let map = AffineMap {
        num_dims: write_map.num_dims,
        num_symbols: 0,
        results: read_map.results.iter().map(|e| e.replace_dims_and_symbols(&write_map.results, &[])).collect(),
    };
    if map.results.is_empty() {
        return false;
    }
    let Some(permutation) = map.minor_identity_permutation() else { return false };
    let Some((dest_shape, scalable, _)) = crate::verify::vtype(ctx, read.vector_type) else { return false };
    // Scalable broadcasts would need the flags carried along; left alone.
    if scalable.iter().any(|&s| s) || permutation.len() != dest_shape.len() {
        return false;
    }
    let mut broadcast_shape = vec![0; dest_shape.len()];
    for (i, &p) in permutation.iter().enumerate() {
        let Some(slot) = broadcast_shape.get_mut(p) else { return false };
        *slot = dest_shape[i];
    }
    let Some((.., element)) = crate::verify::vtype(ctx, write.vector_type) else { return false };
    let broadcast_ty = ctx.vector_type(broadcast_shape, element);
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let broadcast = BroadcastOp::build(rw, loc, write.vector, broadcast_ty);
    let source = broadcast.vector(rw.body());
    let perm: Vec<i64> = permutation.iter().map(|&p| p as i64).collect();
    let perm = ctx.dense_i64_array(&perm);
    let ty = read.vector_type;
    rw.replace_op_with_new_op(op, |rw| TransposeOp::build(rw, loc, source, ty, perm));
    true
}

/// `CanonicalizeContractAdd<AddOp>`: either operand of `add` is a
/// contraction whose accumulator is an `arith.constant` zero; a clone of
/// that contraction accumulating into the other operand replaces `add`.
pub(super) fn contract_add(add: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let add: OpId = add.into();
    // Tried on every `arith.addi`/`addf`: no allocation before the match.
    if rw.body().num_operands(add) != 2 {
        return false;
    }
    let (a, b) = (rw.body().operand(add, 0), rw.body().operand(add, 1));
    for (maybe_contract, other) in [(a, b), (b, a)] {
        let Some(contract) = def::<ContractionOp>(rw, maybe_contract) else { continue };
        let Some(acc) = rw.body().operands(contract).nth(2) else { continue };
        let ctx = rw.ctx();
        let Some(constant) = def::<strata_dialect_arith::ConstantOp>(rw, acc) else { continue };
        let value = crate::fold::prop(ctx, rw.body(), constant, "value");
        let zero = strata_dialect_arith::canonicalize::native::zero_attr_of(ctx, rw.body(), acc);
        if value.is_none() || value != zero {
            continue;
        }
        rw.set_insertion_point_before(add);
        let mut mapping: strata_ir::inliner::ValueMapping = [(acc, other)].into_iter().collect();
        let clone = rw.clone_op(contract, &mut mapping);
        let result = rw.body().results(clone)[0];
        rw.replace_op(add, &[result]);
        return true;
    }
    false
}

/// `SwapExtractSliceOfTransferWrite` (rooted at `tensor.insert_slice`): a
/// whole-tensor write, sliced from offset zero and inserted elsewhere with
/// the same sizes, writes into that slice of the destination instead:
/// `insert_slice(transfer_write(v, extract_slice(dest)), dest)`, so all
/// three work on one slice. The new write starts out of bounds and lets its
/// fold infer `in_bounds`.
pub(super) fn swap_extract_slice_of_transfer_write(insert: InsertSliceOp, rw: &mut Rewriter<'_>) -> bool {
    use strata_dialect_tensor::fold::{constant_value, Mixed, MixedSlice};
    let ctx = rw.ctx();
    let body = rw.body();
    let constant = |m: Mixed| constant_value(ctx, body, m);
    let unit_strides = |s: &MixedSlice| s.strides.iter().all(|&m| constant(m) == Some(1));
    let inserted = MixedSlice::of(ctx, body, insert, 2);
    let Some(extract) = def::<ExtractSliceOp>(rw, body.operand(insert, 0)).map(OpClass::op) else { return false };
    let extracted = MixedSlice::of(ctx, body, extract, 1);
    if !unit_strides(&inserted) || !unit_strides(&extracted) || !body.has_one_use(body.results(extract)[0]) {
        return false;
    }
    let Some(write_op) = def::<TransferWriteOp>(rw, body.operand(extract, 0)).map(OpClass::op) else { return false };
    let Some(write) = Transfer::of(ctx, body, write_op) else { return false };
    if body.results(write_op).first().is_none_or(|&r| !body.has_one_use(r)) {
        return false;
    }
    let source_ty = body.value_type(body.operand(insert, 0));
    let same_size = |(&a, &b): (&Mixed, &Mixed)| a == b || constant(a).is_some_and(|a| Some(a) == constant(b));
    let fits = ctx.shape(source_ty).is_some_and(|s| s.len() == write.rank())
        && extracted.offsets.iter().all(|&m| constant(m) == Some(0))
        && write.indices.iter().all(|&v| constant(Mixed::Value(v)) == Some(0))
        && inserted.sizes.len() == extracted.sizes.len()
        && inserted.sizes.iter().zip(&extracted.sizes).all(same_size);
    if !fits || write.mask.is_some() {
        return false;
    }
    // The write covers its whole tensor: the vector's shape is the tensor's
    // shape seen through the permutation map.
    let shape = ctx.shape(body.value_type(write.base)).unwrap_or(&[]);
    let written: Option<Vec<i64>> = write
        .map
        .results
        .iter()
        .map(|e| match *e {
            AffineExpr::Dim(d) => shape.get(d as usize).copied(),
            _ => None,
        })
        .collect();
    if written.as_deref() != Some(write.vector_shape(ctx)) {
        return false;
    }
    // The new slice takes the insert's offsets, sizes and strides as they
    // are: the insert's operands after its source and destination.
    let dest = body.operand(insert, 1);
    let dynamic: Vec<Value> = body.operands(insert).skip(2).collect();
    let n_offsets = inserted.offsets.iter().filter(|m| matches!(m, Mixed::Value(_))).count();
    let n_sizes = inserted.sizes.iter().filter(|m| matches!(m, Mixed::Value(_))).count();
    let Some(offsets) = dynamic.get(..n_offsets) else { return false };
    let Some(sizes) = dynamic.get(n_offsets..n_offsets + n_sizes) else { return false };
    let strides = &dynamic[n_offsets + n_sizes..];
    let statics: Option<Vec<Attribute>> = ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .map(|name| crate::fold::prop(ctx, body, insert, name))
        .collect();
    let Some(&[static_offsets, static_sizes, static_strides]) = statics.as_deref() else {
        return false;
    };
    let (extract_loc, write_loc) = (body.op_loc(extract), body.op_loc(write_op));
    let map = crate::fold::prop(ctx, body, write_op, "permutation_map");
    let Some(map) = map else { return false };
    let in_bounds = crate::fold::transfer::bool_array(ctx, &vec![false; write.rank()]);
    let (vector, indices) = (write.vector, write.indices.clone());
    rw.set_insertion_point_before(insert);
    let slice = ExtractSliceOp::build(
        rw,
        extract_loc,
        dest,
        offsets,
        sizes,
        strides,
        source_ty,
        static_offsets,
        static_sizes,
        static_strides,
    );
    let slice = rw.body().results(slice)[0];
    let new_write =
        TransferWriteOp::build(rw, write_loc, vector, slice, &indices, None, Some(source_ty), map, in_bounds);
    let written = rw.body().results(new_write)[0];
    rw.modify_op_in_place(insert, |body| body.set_operand(insert, 0, written));
    true
}
