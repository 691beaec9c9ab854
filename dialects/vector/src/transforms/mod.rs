//! Rewrites of vector ops into simpler vector ops that lowerings build on
//! (upstream's `Dialect/Vector/Transforms`); each `populate_*` function
//! adds one of upstream's pattern groups to a `PatternSet`.
//!
//! - [`permutation_map`]: transfers with permuting or broadcasting maps
//!   as minor-identity transfers plus `vector.transpose`/`vector.broadcast`;
//! - [`broadcast`]: broadcasts of vectors one rank lower, down to
//!   broadcasts of scalars;
//! - [`contract`]: contractions as dot products (the default `dot`
//!   lowering);
//! - [`gather`]: n-D gathers as 1-D ones;
//! - [`interleave`]: n-D interleaves and deinterleaves as 1-D ones;
//! - [`mask`]: n-D `create_mask` and `constant_mask` one rank lower;
//! - [`outer_product`]: outer products as broadcasts and 1-D arithmetic;
//! - [`shape_cast`]: shape casts as extracts, inserts and strided slices;
//! - [`strided_slice`]: strided slices as shuffles, extracts and inserts.
//!
//! The builders the groups share (zeros, constants, broadcasts) are here.

use strata_dialect_arith::ConstantOp as ArithConstantOp;
use strata_ir::{Context, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use crate::build::without_leading_dims;
use crate::BroadcastOp;

pub mod broadcast;
pub mod contract;
pub mod contract_forms;
pub mod gather;
pub mod interleave;
pub mod mask;
pub mod outer_product;
pub mod permutation_map;
pub mod shape_cast;
pub mod strided_slice;

pub use broadcast::populate_vector_broadcast_lowering_patterns;
pub use contract::{populate_vector_contract_lowering_patterns, ContractLowering};
pub use gather::populate_vector_gather_lowering_patterns;
pub use interleave::populate_vector_interleave_lowering_patterns;
pub use mask::populate_vector_mask_op_lowering_patterns;
pub use outer_product::populate_vector_outer_product_lowering_patterns;
pub use permutation_map::populate_vector_transfer_permutation_map_lowering_patterns;
pub use shape_cast::populate_vector_shape_cast_lowering_patterns;
pub use strided_slice::populate_vector_insert_extract_strided_slice_transforms;

// Builders the pattern groups share, each at the location of the op a
// pattern rewrites.

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

/// The type of `op`'s first result.
pub(crate) fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

/// `vector.broadcast source` to `ty` at `op`.
pub fn broadcast(rw: &mut Rewriter<'_>, op: OpId, source: Value, ty: Type) -> Value {
    let loc = rw.body().op_loc(op);
    BroadcastOp::build(rw, loc, source, ty).vector(rw.body())
}

/// Upstream's `maskOperation`: `op`, just built at the rewriter's
/// insertion point, moved into a new `vector.mask %mask { op;
/// vector.yield }` built in its place; the value standing for `op`'s
/// first result (its own without a mask).
pub fn mask_operation(rw: &mut Rewriter<'_>, op: OpId, mask: Option<Value>) -> Option<Value> {
    let results = rw.body().results(op).to_vec();
    let Some(mask) = mask else { return results.first().copied() };
    let loc = rw.body().op_loc(op);
    let types: Vec<Type> = results.iter().map(|&r| rw.body().value_type(r)).collect();
    let region = rw.with_body(|b| b.create_region());
    let mask_op = crate::MaskOp::build(rw, loc, mask, None, &types, vec![region]);
    let block = rw.create_block(region, &[], None);
    rw.move_op_to_block_end(op, block);
    let saved = rw.insertion_point();
    rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(block));
    crate::YieldOp::build(rw, loc, &results);
    rw.set_insertion_point(saved);
    rw.body().results(mask_op.op()).first().copied()
}
