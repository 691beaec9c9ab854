//! `TransferOp1dConversion` (upstream's `lowering_1_d`): a 1-D transfer
//! on a memref that one vector access cannot serve (its map is not the
//! minor identity: a broadcast or another dim than the last; or the
//! memref's last dim is not contiguous) is an `scf.for` over the vector's
//! elements, each a guarded scalar `memref.load` + `vector.insert` (read,
//! carrying the vector, initially the padding broadcast) or
//! `vector.extract` + `memref.store` (write).

use strata_dialect_arith::build::index_constant;
use strata_dialect_memref as memref;
use strata_dialect_scf::build::for_loop;
use strata_dialect_scf::YieldOp;
use strata_dialect_vector::build::{extract, insert, Position};
use strata_dialect_vector::{BroadcastOp, TransferReadOp, TransferWriteOp, VectorScaleOp};
use strata_interfaces::layout::type_strides_and_offset;
use strata_ir::{Location, OpId, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::*;

/// The transfer, if the pattern applies to it.
fn lowerable<'c>(rw: &Rewriter<'c>, op: OpId) -> Option<Transfer<'c>> {
    let ctx = rw.ctx();
    let t = Transfer::of(ctx, rw.body(), op)?;
    let memref_type = shaped_type(rw, &t);
    if t.rank() != 1 || !matches!(ctx.type_kind(memref_type), TypeKind::MemRef { .. }) {
        return None;
    }
    // `isLastDimUnitStride`.
    let unit_stride =
        type_strides_and_offset(ctx, memref_type).is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1));
    if t.map.is_minor_identity() && unit_stride {
        return None; // vector-to-llvm's
    }
    Some(t)
}

/// `get1dMemrefIndices`: the indices, the transfer's dim offset by `iv`;
/// the dim (`None` for a broadcast).
fn memref_indices(rw: &mut Rewriter<'_>, loc: Location, t: &Transfer, iv: Value) -> (Vec<Value>, Option<usize>) {
    let mut indices = t.indices.to_vec();
    let dim = unpacked_dim(t);
    if let Some(d) = dim {
        indices[d] = offset_by(rw, loc, indices[d], iv);
    }
    (indices, dim)
}

/// The loop bounds: `0`, the vector's size (times `vscale` when
/// scalable), `1`.
fn bounds(rw: &mut Rewriter<'_>, loc: Location, t: &Transfer) -> (Value, Value, Value) {
    let ctx = rw.ctx();
    let lb = index_constant(rw, loc, 0);
    let mut ub = index_constant(rw, loc, t.vector_shape(ctx)[0]);
    if leading_dim_scalable(ctx, t.vector_type) {
        let vscale = VectorScaleOp::build(rw, loc, ctx.index_type()).res(rw.body());
        ub = Emit::new(rw, loc).muli(ub, vscale);
    }
    let step = index_constant(rw, loc, 1);
    (lb, ub, step)
}

/// `TransferOp1dConversion<TransferReadOp>`.
pub(super) fn lower_read(op: TransferReadOp, rw: &mut Rewriter<'_>, _: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some(t) = lowerable(rw, op) else { return false };
    let loc = rw.body().op_loc(op);
    let bounds = bounds(rw, loc, &t);
    let padding = t.padding.expect("a read has a padding value");
    let init = BroadcastOp::build(rw, loc, padding, t.vector_type).vector(rw.body());
    let vec_type = t.vector_type;
    let for_op = for_loop(rw, loc, bounds, &[init], |rw, iv, state| {
        let (indices, dim) = memref_indices(rw, loc, &t, iv);
        let vec = state[0];
        let mut in_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            let value = memref::build::load(rw, loc, t.base, &indices);
            Some(insert(rw, loc, value, vec, &[Position::Dynamic(iv)]))
        };
        let mut out_of_bounds = |_: &mut Rewriter<'_>| Some(vec);
        let next = in_bounds_check(
            rw,
            (loc, &t, iv),
            dim,
            Cases { result_types: &[vec_type], in_bounds: &mut in_bounds, out_of_bounds: Some(&mut out_of_bounds) },
        );
        let yielded: Vec<Value> = next.into_iter().collect();
        YieldOp::build(rw, loc, &yielded);
    });
    let result = rw.body().results(for_op)[0];
    rw.replace_op(op, &[result]);
    true
}

/// `TransferOp1dConversion<TransferWriteOp>`.
pub(super) fn lower_write(op: TransferWriteOp, rw: &mut Rewriter<'_>, _: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some(t) = lowerable(rw, op) else { return false };
    let loc = rw.body().op_loc(op);
    let bounds = bounds(rw, loc, &t);
    for_loop(rw, loc, bounds, &[], |rw, iv, _| {
        let (indices, dim) = memref_indices(rw, loc, &t, iv);
        let mut in_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            let value = extract(rw, loc, t.vector, &[Position::Dynamic(iv)]);
            memref::build::store(rw, loc, value, t.base, &indices);
            None
        };
        in_bounds_check(
            rw,
            (loc, &t, iv),
            dim,
            Cases { result_types: &[], in_bounds: &mut in_bounds, out_of_bounds: None },
        );
        YieldOp::build(rw, loc, &[]);
    });
    rw.erase_op(op);
    true
}
