//! The lowering without buffers or loops, with `full-unroll` (upstream's
//! `lowering_n_d_unrolled`):
//!
//! - `UnrollTransferReadConversion`: a read above the target rank is, for
//!   each index of its first dim, a read of one rank less inserted into
//!   the result (a broadcast of the padding, or the vector the read's only
//!   user, a `vector.insert`, inserts into);
//! - `UnrollTransferWriteConversion`: a write above the target rank is,
//!   for each index, a write of the slice extracted at it (from the
//!   extract's source when the written vector is a `vector.extract`).
//!
//! Each step is guarded by [`in_bounds_check`]; a mask above 1-D is
//! unpacked with `vector.extract`.

use strata_dialect_arith::build::index_constant;
use strata_dialect_vector::build::{extract, insert, mixed_position, without_leading_dims, Position};
use strata_dialect_vector::{BroadcastOp, ExtractOp, InsertOp, TransferReadOp, TransferWriteOp};
use strata_ir::{OpId, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::*;

/// What both unrolled patterns ask before they start (the transfer, if it
/// is to be unrolled).
fn unrollable<'c>(rw: &Rewriter<'c>, op: OpId, options: &VectorTransferToScfOptions) -> Option<Transfer<'c>> {
    let t = Transfer::of(rw.ctx(), rw.body(), op)?;
    let ok = t.rank() > options.target_rank
        && (options.lower_tensors || !is_tensor_op(rw, &t))
        && same_element_type(rw, &t)
        && !leading_dim_scalable(rw.ctx(), t.vector_type);
    ok.then_some(t)
}

/// `maybeAssignMask`: the new transfer's mask for index `i` of the
/// unpacked dim (the same mask for a broadcast dim; row `i` of a mask
/// above 1-D, extracted before it; none for a 1-D mask, which the
/// in-bounds check has read).
fn assign_mask(rw: &mut Rewriter<'_>, t: &Transfer, new_xfer: OpId, i: i64) {
    let Some(mask) = t.mask else { return };
    if t.is_broadcast_dim(0) {
        set_mask(rw, new_xfer, mask);
        return;
    }
    if vector_rank(rw.ctx(), rw.body().value_type(mask)) > 1 {
        let loc = rw.body().op_loc(new_xfer);
        let after = rw.insertion_point();
        rw.set_insertion_point_before(new_xfer);
        let row = extract(rw, loc, mask, &[Position::Static(i)]);
        rw.set_insertion_point(after);
        set_mask(rw, new_xfer, row);
    }
}

/// `UnrollTransferReadConversion`.
pub(super) fn unroll_read(op: TransferReadOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some(t) = unrollable(rw, op, options) else { return false };
    let ctx = rw.ctx();
    // `getInsertOp`: the read's only user, a `vector.insert` of it.
    let insert_op = match rw.body().uses(t.vector) {
        [only] if only.index == 0 => InsertOp::cast(ctx, rw.body(), only.op),
        _ => None,
    };
    let insert_position = match insert_op {
        Some(i) => match mixed_position(ctx, rw.body(), i) {
            Some(p) => p,
            None => return false,
        },
        None => Vec::new(),
    };
    let loc = rw.body().op_loc(op);
    let padding = t.padding.expect("a read has a padding value");
    let mut vec = match insert_op {
        Some(i) => rw.body().operand(i, 1),
        None => BroadcastOp::build(rw, loc, padding, t.vector_type).vector(rw.body()),
    };
    let vec_type = rw.body().value_type(vec);
    let new_type = without_leading_dims(ctx, t.vector_type, 1);
    let new_rank = vector_rank(ctx, new_type);
    let dim_size = t.vector_shape(ctx)[0];
    for i in 0..dim_size {
        let iv = index_constant(rw, loc, i);
        let current = vec;
        let mut in_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            let indices = xfer_indices(rw, loc, &t, iv);
            let mut position = insert_position.clone();
            position.push(Position::Static(i));
            let map = rw.ctx().affine_map_attr(unpacked_map(&t));
            let in_bounds = unpacked_in_bounds(rw.ctx(), &t);
            let read = TransferReadOp::build(rw, loc, t.base, &indices, padding, None, new_type, map, in_bounds);
            assign_mask(rw, &t, read.into(), i);
            let mut value = read.vector(rw.body());
            if new_rank == 0 {
                // `vector.insert` takes a scalar, not a 0-d vector.
                value = extract(rw, loc, value, &[]);
            }
            Some(insert(rw, loc, value, current, &position))
        };
        let mut out_of_bounds = |_: &mut Rewriter<'_>| Some(current);
        vec = in_bounds_check(
            rw,
            (loc, &t, iv),
            unpacked_dim(&t),
            Cases { result_types: &[vec_type], in_bounds: &mut in_bounds, out_of_bounds: Some(&mut out_of_bounds) },
        )
        .expect("a value per step");
    }
    match insert_op {
        Some(i) => {
            rw.replace_op(i, &[vec]);
            rw.erase_op(op);
        }
        None => rw.replace_op(op, &[vec]),
    }
    true
}

/// `UnrollTransferWriteConversion`.
pub(super) fn unroll_write(op: TransferWriteOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some(t) = unrollable(rw, op, options) else { return false };
    let ctx = rw.ctx();
    // `getDataVector`: extract from the extract's source when the written
    // vector is a `vector.extract`.
    let extract_op = rw.body().defining_op(t.vector).and_then(|d| ExtractOp::cast(ctx, rw.body(), d));
    let (data, extract_position) = match extract_op {
        Some(e) => match mixed_position(ctx, rw.body(), e) {
            Some(p) => (rw.body().operand(e, 0), p),
            None => return false,
        },
        None => (t.vector, Vec::new()),
    };
    let loc = rw.body().op_loc(op);
    let tensor = is_tensor_op(rw, &t);
    let source_type: Option<Type> = tensor.then(|| shaped_type(rw, &t));
    let mut source = t.base;
    let input_rank = t.rank();
    let element = ctx.element_type_or_self(t.vector_type);
    for i in 0..t.vector_shape(ctx)[0] {
        let iv = index_constant(rw, loc, i);
        let current = source;
        let mut in_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            let indices = xfer_indices(rw, loc, &t, iv);
            let mut position = extract_position.clone();
            position.push(Position::Static(i));
            let extracted = extract(rw, loc, data, &position);
            let in_bounds = unpacked_in_bounds(rw.ctx(), &t);
            let value = if input_rank == 1 {
                // A scalar: written as a 0-d vector.
                let ty = rw.ctx().intern_type(TypeKind::Vector { shape: vec![], scalable: vec![], element });
                BroadcastOp::build(rw, loc, extracted, ty).vector(rw.body())
            } else {
                extracted
            };
            let map = rw.ctx().affine_map_attr(unpacked_map(&t));
            let write = TransferWriteOp::build(rw, loc, value, current, &indices, None, source_type, map, in_bounds);
            assign_mask(rw, &t, write.into(), i);
            rw.body().results(write).first().copied()
        };
        let mut out_of_bounds = |_: &mut Rewriter<'_>| tensor.then_some(current);
        let types: Vec<Type> = source_type.into_iter().collect();
        let updated = in_bounds_check(
            rw,
            (loc, &t, iv),
            unpacked_dim(&t),
            Cases { result_types: &types, in_bounds: &mut in_bounds, out_of_bounds: Some(&mut out_of_bounds) },
        );
        if tensor {
            source = updated.expect("a tensor per step");
        }
    }
    if tensor {
        rw.replace_op(op, &[source]);
    } else {
        rw.erase_op(op);
    }
    true
}
