//! The progressive lowering through buffers (upstream's `lowering_n_d`):
//!
//! - `PrepareTransferReadConversion`: a read above the target rank is
//!   cloned with the pass label, its vector stored into a new buffer
//!   (`memref.alloca() : memref<vector<...>>`) and loaded back for its
//!   users;
//! - `PrepareTransferWriteConversion`: the written vector goes through a
//!   buffer the same way and the write is labeled;
//! - `TransferOpConversion`: a labeled transfer whose vector comes from
//!   (read: goes to) a buffer becomes an `scf.for` over the vector's first
//!   dim, casting the buffer to one more memref dim (`vector.type_cast`),
//!   each iteration a transfer of one rank less (labeled while still above
//!   the target rank) guarded by [`in_bounds_check`]; a mask is staged and
//!   unpacked alongside (a 1-D one is checked bit by bit instead);
//! - `ScalableTransposeTransferWriteConversion` (`lower-scalable`): a
//!   write of a `vector<[N]xM>` transpose as a loop over the scalable dim
//!   writing `from_elements` slices.
//!
//! Invariant: a labeled read's only user is the store into its buffer,
//! and a labeled write's vector is a load from its buffer (what the
//! prepare patterns create); a transfer that does not look so is left.

use strata_dialect_arith::build::index_constant;
use strata_dialect_memref as memref;
use strata_dialect_scf::build::for_loop;
use strata_dialect_scf::YieldOp;
use strata_dialect_vector::build::{extract, Position};
use strata_dialect_vector::{
    ConstantMaskOp, CreateMaskOp, FromElementsOp, TransferReadOp, TransferWriteOp, TransposeOp, TypeCastOp,
    VectorScaleOp,
};
use strata_ir::op_checks::has_trait;
use strata_ir::{InsertPoint, Location, OpId, Traits, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::*;

/// The nearest enclosing op with the `AutomaticAllocationScope` trait.
fn allocation_scope(rw: &Rewriter<'_>, op: OpId) -> Option<OpId> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if has_trait(ctx, body, p, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
            return Some(p);
        }
        cur = body.parent_op(p);
    }
    None
}

/// `checkPrepareXferOp`.
fn preparable(rw: &Rewriter<'_>, op: OpId, t: &Transfer, options: &VectorTransferToScfOptions) -> bool {
    let ctx = rw.ctx();
    !has_label(rw, op)
        && t.rank() > options.target_rank
        && !leading_dim_scalable(ctx, t.vector_type)
        && (options.lower_tensors || !is_tensor_op(rw, t))
        && same_element_type(rw, t)
        && allocation_scope(rw, op)
            .and_then(|s| rw.body().regions(s).first().copied())
            .is_some_and(|r| rw.body().entry_block(r).is_some())
}

fn zero_d_memref(rw: &Rewriter<'_>, element: Type) -> Type {
    rw.ctx().intern_type(TypeKind::MemRef { shape: Vec::new(), element, layout: None, memory_space: None })
}

/// `allocBuffers`: a buffer of the vector's type at the start of the
/// allocation scope's entry block and, for a masked transfer, one for the
/// mask, stored into before `op` and loaded back: the data buffer and the
/// loaded mask.
fn alloc_buffers(rw: &mut Rewriter<'_>, op: OpId, t: &Transfer) -> (Value, Option<Value>) {
    let loc = rw.body().op_loc(op);
    let scope = allocation_scope(rw, op).expect("checked by preparable");
    let region = rw.body().regions(scope)[0];
    let entry = rw.body().entry_block(region).expect("checked by preparable");
    let after = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockStart(entry));
    let data_type = zero_d_memref(rw, t.vector_type);
    let data = memref::AllocaOp::build(rw, loc, &[], &[], data_type, None).memref(rw.body());
    let mask = t.mask.map(|mask| {
        let mask_type = zero_d_memref(rw, rw.body().value_type(mask));
        let buffer = memref::AllocaOp::build(rw, loc, &[], &[], mask_type, None).memref(rw.body());
        rw.set_insertion_point_before(op);
        memref::build::store(rw, loc, mask, buffer, &[]);
        memref::build::load(rw, loc, buffer, &[])
    });
    rw.set_insertion_point(after);
    (data, mask)
}

/// What both prepare patterns start with, when `op` is to be prepared:
/// its buffers (data, loaded mask) and location.
fn prepare<'c>(
    rw: &mut Rewriter<'c>,
    op: OpId,
    options: &VectorTransferToScfOptions,
) -> Option<(Transfer<'c>, Location, Value, Option<Value>)> {
    let t = Transfer::of(rw.ctx(), rw.body(), op)?;
    if !preparable(rw, op, &t, options) {
        return None;
    }
    let loc = rw.body().op_loc(op);
    let (data, mask) = alloc_buffers(rw, op, &t);
    Some((t, loc, data, mask))
}

/// `PrepareTransferReadConversion`.
pub(super) fn prepare_read(op: TransferReadOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some((_, loc, data, mask)) = prepare(rw, op, options) else { return false };
    let clone = rw.clone_op(op, &mut Default::default());
    set_label(rw, clone);
    if let Some(mask) = mask {
        set_mask(rw, clone, mask);
    }
    let value = rw.body().results(clone)[0];
    memref::build::store(rw, loc, value, data, &[]);
    let loaded = memref::build::load(rw, loc, data, &[]);
    rw.replace_op(op, &[loaded]);
    true
}

/// `PrepareTransferWriteConversion`.
pub(super) fn prepare_write(op: TransferWriteOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    let op: OpId = op.into();
    let Some((t, loc, data, mask)) = prepare(rw, op, options) else { return false };
    memref::build::store(rw, loc, t.vector, data, &[]);
    let loaded = memref::build::load(rw, loc, data, &[]);
    let ctx = rw.ctx();
    rw.modify_op_in_place(op, |b| {
        b.set_operand(op, 0, loaded);
        let attrs = ctx.dict_with(b.attrs(op), ctx.ident(PASS_LABEL), Some(ctx.unit_attr()));
        b.set_attrs(op, attrs);
    });
    if let Some(mask) = mask {
        set_mask(rw, op, mask);
        rw.notify_operation_modified(op);
    }
    true
}

/// The buffer a labeled transfer's vector goes to (read: the memref of the
/// store that is its only user) or comes from (write: the memref of the
/// load defining it), with the indices used there.
fn data_buffer(rw: &Rewriter<'_>, t: &Transfer) -> Option<(OpId, Value, Vec<Value>)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let access = if t.base_index == 0 {
        let uses = body.uses(t.vector);
        let [only] = uses else { return None };
        memref::StoreOp::cast(ctx, body, only.op).filter(|_| only.index == 0)?.into()
    } else {
        memref::LoadOp::cast(ctx, body, body.defining_op(t.vector)?)?.into()
    };
    let first_index = if t.base_index == 0 { 2 } else { 1 };
    let operands: Vec<Value> = body.operands(access).collect();
    Some((access, operands[first_index - 1], operands[first_index..].to_vec()))
}

/// `getMaskBuffer`: the memref a labeled transfer's mask is loaded from.
fn mask_buffer(rw: &Rewriter<'_>, t: &Transfer) -> Option<Value> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let load = memref::LoadOp::cast(ctx, body, body.defining_op(t.mask?)?)?;
    Some(body.operand(load, 0))
}

/// `getMaskBufferLoadIndices`: the indices of a load from the mask buffer
/// (the newest, as upstream's use list gives it first), plus `iv` unless
/// the unpacked dim is a broadcast.
fn mask_load_indices(rw: &Rewriter<'_>, t: &Transfer, iv: Value) -> Vec<Value> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let mut indices = Vec::new();
    if let Some(buffer) = mask_buffer(rw, t) {
        if let Some(load) = body.uses(buffer).iter().rev().find_map(|u| memref::LoadOp::cast(ctx, body, u.op)) {
            indices.extend(body.operands(load).skip(1));
        }
    }
    if !t.is_broadcast_dim(0) {
        indices.push(iv);
    }
    indices
}

pub(super) fn unpack_read(op: TransferReadOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    unpack(op.into(), rw, options)
}

pub(super) fn unpack_write(op: TransferWriteOp, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    unpack(op.into(), rw, options)
}

/// `TransferOpConversion<OpTy>`.
fn unpack(op: OpId, rw: &mut Rewriter<'_>, options: &VectorTransferToScfOptions) -> bool {
    if !has_label(rw, op) {
        return false;
    }
    let ctx = rw.ctx();
    let Some(t) = Transfer::of(ctx, rw.body(), op) else { return false };
    let Some((access, buffer, buffer_indices)) = data_buffer(rw, &t) else { return false };
    let Some(cast_type) = unpack_one_dim(ctx, rw.body().value_type(buffer)) else { return false };
    let mask_buffer = match t.mask {
        Some(_) => match mask_buffer(rw, &t) {
            Some(b) => Some(b),
            None => return false,
        },
        None => None,
    };
    let unpack_mask = mask_buffer.is_some()
        && !t.is_broadcast_dim(0)
        && t.mask.is_some_and(|m| vector_rank(ctx, rw.body().value_type(m)) != 1);
    let mask_cast_type = match mask_buffer {
        Some(b) if unpack_mask => match unpack_one_dim(ctx, rw.body().value_type(b)) {
            Some(ty) => Some(ty),
            None => return false,
        },
        _ => None,
    };
    let loc = rw.body().op_loc(op);
    let casted = TypeCastOp::build(rw, loc, buffer, cast_type).result(rw.body());
    let casted_mask = match (mask_buffer, mask_cast_type) {
        (Some(b), Some(ty)) => Some(TypeCastOp::build(rw, loc, b, ty).result(rw.body())),
        (b, _) => b,
    };
    let cast_shape = match ctx.type_kind(cast_type) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return false,
    };
    let lb = index_constant(rw, loc, 0);
    let ub = index_constant(rw, loc, *cast_shape.last().expect("an unpacked dim"));
    let step = index_constant(rw, loc, 1);
    let is_read = t.base_index == 0;
    let tensor = !is_read && is_tensor_op(rw, &t);
    let inits: Vec<Value> = if tensor { vec![t.base] } else { Vec::new() };
    let sub_type = match ctx.type_kind(cast_type) {
        TypeKind::MemRef { element, .. } => *element,
        _ => return false,
    };
    let for_op = for_loop(rw, loc, (lb, ub, step), &inits, |rw, iv, state| {
        let state_types: Vec<Type> = state.iter().map(|&v| rw.body().value_type(v)).collect();
        let mut in_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            let new_xfer = if is_read {
                rewrite_read(rw, loc, &t, &buffer_indices, casted, sub_type, iv, options)
            } else {
                rewrite_write(rw, loc, &t, &buffer_indices, casted, iv, state, options)
            };
            // A mask above 1-D (or with a broadcast first dim) moves to
            // the new transfer, loaded from the unpacked mask buffer.
            if let Some(casted_mask) = casted_mask.filter(|_| t.is_broadcast_dim(0) || unpack_mask) {
                let indices = mask_load_indices(rw, &t, iv);
                let after = rw.insertion_point();
                rw.set_insertion_point_before(new_xfer);
                let mask = memref::build::load(rw, loc, casted_mask, &indices);
                rw.set_insertion_point(after);
                set_mask(rw, new_xfer, mask);
            }
            if state.is_empty() {
                None
            } else {
                rw.body().results(new_xfer).first().copied()
            }
        };
        let mut out_of_bounds = |rw: &mut Rewriter<'_>| -> Option<Value> {
            if is_read {
                // The padding, broadcast, into the buffer.
                let mut indices = buffer_indices.clone();
                indices.push(iv);
                let padding = t.padding.expect("a read has a padding value");
                let vec = strata_dialect_vector::BroadcastOp::build(rw, loc, padding, sub_type).vector(rw.body());
                memref::build::store(rw, loc, vec, casted, &indices);
                None
            } else {
                state.first().copied()
            }
        };
        let result = in_bounds_check(
            rw,
            (loc, &t, iv),
            unpacked_dim(&t),
            Cases { result_types: &state_types, in_bounds: &mut in_bounds, out_of_bounds: Some(&mut out_of_bounds) },
        );
        let yielded: Vec<Value> = if state.is_empty() { Vec::new() } else { result.into_iter().collect() };
        YieldOp::build(rw, loc, &yielded);
    });
    // `cleanup`: a read goes with the store into its buffer; a write on a
    // tensor is replaced by the loop's result.
    if is_read {
        rw.erase_op(access);
        rw.erase_op(op);
    } else if tensor {
        let result = rw.body().results(for_op)[0];
        rw.replace_op(op, &[result]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// `Strategy<TransferReadOp>::rewriteOp`: the read of one rank less at
/// `iv`, stored into the cast buffer.
#[allow(clippy::too_many_arguments)]
fn rewrite_read(
    rw: &mut Rewriter<'_>,
    loc: Location,
    t: &Transfer,
    buffer_indices: &[Value],
    buffer: Value,
    vec_type: Type,
    iv: Value,
    options: &VectorTransferToScfOptions,
) -> OpId {
    let ctx = rw.ctx();
    let mut store_indices = buffer_indices.to_vec();
    store_indices.push(iv);
    let indices = xfer_indices(rw, loc, t, iv);
    let map = ctx.affine_map_attr(unpacked_map(t));
    let in_bounds = unpacked_in_bounds(ctx, t);
    let padding = t.padding.expect("a read has a padding value");
    let read = TransferReadOp::build(rw, loc, t.base, &indices, padding, None, vec_type, map, in_bounds);
    maybe_label(rw, read.into(), vec_type, options);
    let value = read.vector(rw.body());
    memref::build::store(rw, loc, value, buffer, &store_indices);
    read.into()
}

/// `Strategy<TransferWriteOp>::rewriteOp`: the vector of one rank less
/// loaded from the cast buffer at `iv` and written.
#[allow(clippy::too_many_arguments)]
fn rewrite_write(
    rw: &mut Rewriter<'_>,
    loc: Location,
    t: &Transfer,
    buffer_indices: &[Value],
    buffer: Value,
    iv: Value,
    state: &[Value],
    options: &VectorTransferToScfOptions,
) -> OpId {
    let ctx = rw.ctx();
    let mut load_indices = buffer_indices.to_vec();
    load_indices.push(iv);
    let indices = xfer_indices(rw, loc, t, iv);
    let vec = memref::build::load(rw, loc, buffer, &load_indices);
    let in_bounds = unpacked_in_bounds(ctx, t);
    let source = state.first().copied().unwrap_or(t.base);
    let result_type = is_tensor_op(rw, t).then(|| shaped_type(rw, t));
    let map = ctx.affine_map_attr(unpacked_map(t));
    let write = TransferWriteOp::build(rw, loc, vec, source, &indices, None, result_type, map, in_bounds);
    let vec_type = rw.body().value_type(vec);
    maybe_label(rw, write.into(), vec_type, options);
    write.into()
}

/// `getMaskDimSizes`: the sizes of a `create_mask` or `constant_mask`
/// (a scalable dim of a constant mask as `vscale * size`); `Some(empty)`
/// without a mask.
fn mask_dim_sizes(rw: &mut Rewriter<'_>, loc: Location, mask: Option<Value>) -> Option<Vec<Position>> {
    let Some(mask) = mask else { return Some(Vec::new()) };
    let ctx = rw.ctx();
    let def = rw.body().defining_op(mask)?;
    if CreateMaskOp::cast(ctx, rw.body(), def).is_some() {
        return Some(rw.body().operands(def).map(Position::Dynamic).collect());
    }
    let constant = ConstantMaskOp::cast(ctx, rw.body(), def)?;
    let sizes = strata_ir::op_checks::i64_array(ctx, rw.body(), constant, "mask_dim_sizes");
    let scalable = match ctx.type_kind(rw.body().value_type(mask)) {
        TypeKind::Vector { scalable, .. } => scalable.clone(),
        _ => return None,
    };
    Some(
        sizes
            .iter()
            .zip(scalable)
            .map(|(&s, sc)| if sc { Position::Dynamic(vscale_multiple(rw, loc, s)) } else { Position::Static(s) })
            .collect(),
    )
}

/// `vscale * n` (upstream's `makeVscaleConstantBuilder`).
fn vscale_multiple(rw: &mut Rewriter<'_>, loc: Location, n: i64) -> Value {
    let index = rw.ctx().index_type();
    let vscale = VectorScaleOp::build(rw, loc, index).res(rw.body());
    let c = index_constant(rw, loc, n);
    Emit::new(rw, loc).muli(vscale, c)
}

/// `ScalableTransposeTransferWriteConversion`.
pub(super) fn scalable_transpose_write(
    op: TransferWriteOp,
    rw: &mut Rewriter<'_>,
    options: &VectorTransferToScfOptions,
) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let Some(t) = Transfer::of(ctx, rw.body(), op) else { return false };
    if is_tensor_op(rw, &t) && !options.lower_tensors {
        return false;
    }
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(t.vector_type).clone() else { return false };
    if scalable != [true, false] || !t.map.is_identity() || !t.is_dim_in_bounds(0) {
        return false;
    }
    let Some(transpose) = rw.body().defining_op(t.vector).and_then(|d| TransposeOp::cast(ctx, rw.body(), d)) else {
        return false;
    };
    if strata_ir::op_checks::i64_array(ctx, rw.body(), transpose, "permutation") != [1, 0] {
        return false;
    }
    if let Some(mask) = t.mask {
        let def = rw.body().defining_op(mask);
        let known = def.is_some_and(|d| {
            CreateMaskOp::cast(ctx, rw.body(), d).is_some() || ConstantMaskOp::cast(ctx, rw.body(), d).is_some()
        });
        if !known {
            return false;
        }
    }
    let loc = rw.body().op_loc(op);
    let mask_dims = mask_dim_sizes(rw, loc, t.mask).expect("a create_mask or constant_mask");
    let fixed = shape[1];
    let source = rw.body().operand(transpose, 0);
    let slices: Vec<Value> = (0..fixed).map(|i| extract(rw, loc, source, &[Position::Static(i)])).collect();
    let lb = index_constant(rw, loc, 0);
    let ub = match mask_dims.first() {
        None => vscale_multiple(rw, loc, shape[0]),
        Some(Position::Dynamic(v)) => *v,
        Some(Position::Static(s)) => index_constant(rw, loc, *s),
    };
    let step = index_constant(rw, loc, 1);
    let slice_type = ctx.vector_type(vec![fixed], element);
    let slice_mask = (!mask_dims.is_empty()).then(|| {
        let operands: Vec<Value> = mask_dims[1..]
            .iter()
            .map(|p| match p {
                Position::Dynamic(v) => *v,
                Position::Static(s) => index_constant(rw, loc, *s),
            })
            .collect();
        let mask_type = ctx.vector_type(vec![fixed], ctx.integer_type(1));
        CreateMaskOp::build(rw, loc, &operands, mask_type).ods_arg0(rw.body())
    });
    let tensor = is_tensor_op(rw, &t);
    let inits: Vec<Value> = if tensor { vec![t.base] } else { Vec::new() };
    let in_bounds = unpacked_in_bounds(ctx, &t);
    let for_op = for_loop(rw, loc, (lb, ub, step), &inits, |rw, iv, args| {
        let indices = xfer_indices(rw, loc, &t, iv);
        let elements: Vec<Value> = slices.iter().map(|&s| extract(rw, loc, s, &[Position::Dynamic(iv)])).collect();
        let slice = FromElementsOp::build(rw, loc, &elements, slice_type).dest(rw.body());
        let dest = args.first().copied().unwrap_or(t.base);
        let result_type = tensor.then(|| rw.body().value_type(dest));
        let map = rw.ctx().affine_map_attr(AffineMap::minor_identity(t.map.num_dims, 1));
        let write = TransferWriteOp::build(rw, loc, slice, dest, &indices, slice_mask, result_type, map, in_bounds);
        let yielded: Vec<Value> = if tensor { rw.body().results(write).to_vec() } else { Vec::new() };
        YieldOp::build(rw, loc, &yielded);
    });
    if tensor {
        let result = rw.body().results(for_op)[0];
        rw.replace_op(op, &[result]);
    } else {
        rw.erase_op(op);
    }
    true
}
