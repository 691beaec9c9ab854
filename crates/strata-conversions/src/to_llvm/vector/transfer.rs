//! The prepass patterns of `convert-vector-to-llvm` for the 1-D transfers
//! `convert-vector-to-scf` leaves (upstream's
//! `populateVectorTransferLoweringPatterns` with a maximum rank of 1 and
//! `populateVectorMaskMaterializationPatterns`):
//!
//! - a transfer with an out-of-bounds dimension gets a mask of the lanes
//!   before the end of the base's last dimension, `vector.create_mask` of
//!   `dim - offset`, combined with its own mask by `arith.andi`, and is in
//!   bounds from then on (`MaterializeTransferMask`);
//! - an in-bounds transfer with a minor identity map on a memref whose last
//!   dimension has unit stride becomes `vector.load`/`store`, or with a
//!   mask `vector.maskedload` (the padding broadcast as pass-through) and
//!   `vector.maskedstore` (`TransferReadToVectorLoadLowering`,
//!   `TransferWriteToVectorStoreLowering`);
//! - a fixed 1-D `vector.create_mask` becomes a comparison of the lane
//!   numbers (constants) with the broadcast bound, in `i32`
//!   (`force-32bit-vector-indices`, the default) or `i64`; a scalable one
//!   is the conversion's ([`ScalableCreateMaskLowering`], upstream's
//!   `VectorCreateMaskOpConversion`), so target patterns (`whilelt` for
//!   SVE) can take it first.
//!
//! Invariant: transfers of tensors and n-D transfers are left as they are,
//! as upstream's (which lowers transfers up to rank 1 here).

use strata_dialect_arith::{AndIOp, CmpIOp, CmpIPredicate, ConstantOp, IndexCastOp, SubIOp};
use strata_dialect_llvm::StepVectorOp;
use strata_dialect_vector::fold::transfer::{bool_array, Transfer};
use strata_dialect_vector::{
    BroadcastOp, CreateMaskOp, LoadOp, MaskedLoadOp, MaskedStoreOp, StoreOp, TransferReadOp, TransferWriteOp,
};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::affine::AffineExpr;
use strata_ir::{Context, DenseValue, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_rewrite::conversion::{ConversionPattern, ConversionRewriter, OpAdaptor};
use strata_rewrite::{PatternSet, RewritePattern, Rewriter};

use crate::vector_to_scf::create_or_fold_dim;

/// Adds the patterns; `force_32bit` is `force-32bit-vector-indices`.
pub fn populate(set: &mut PatternSet, force_32bit: bool) {
    set.add(MaterializeTransferMask { write: false });
    set.add(MaterializeTransferMask { write: true });
    set.add(TransferToLoadStore { write: false });
    set.add(TransferToLoadStore { write: true });
    set.add(CreateMaskToCompare { force_32bit });
}

fn first_result(rw: &Rewriter<'_>, op: impl OpClass) -> Value {
    rw.body().results(op.op())[0]
}

fn transfer_root(ctx: &Context, write: bool) -> OpName {
    if write {
        TransferWriteOp::op_name(ctx)
    } else {
        TransferReadOp::op_name(ctx)
    }
}

/// Whether some dimension of `t` may be out of bounds
/// (`hasOutOfBoundsDim`: broadcast dimensions never are).
fn has_out_of_bounds_dim(t: &Transfer) -> bool {
    (0..t.rank()).any(|d| !t.is_dim_in_bounds(d))
}

/// A transfer like `op` (the view `t`) with `mask` and `in_bounds`.
fn rebuild(rw: &mut Rewriter<'_>, op: OpId, t: &Transfer, mask: Option<Value>, in_bounds: &[bool]) -> OpId {
    let ctx = rw.ctx();
    let loc = rw.body().op_loc(op);
    let map = ctx.affine_map_attr(t.map.clone());
    let in_bounds = bool_array(ctx, in_bounds);
    match t.padding {
        Some(padding) => {
            TransferReadOp::build(rw, loc, t.base, &t.indices, padding, mask, t.vector_type, map, in_bounds).op()
        }
        None => {
            let result = rw.body().results(op).first().map(|&r| rw.body().value_type(r));
            TransferWriteOp::build(rw, loc, t.vector, t.base, &t.indices, mask, result, map, in_bounds).op()
        }
    }
}

/// See the module doc.
struct MaterializeTransferMask {
    write: bool,
}

impl RewritePattern for MaterializeTransferMask {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(transfer_root(ctx, self.write))
    }
    fn debug_name(&self) -> &str {
        "MaterializeTransferMask"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(t) = Transfer::of(ctx, rw.body(), op) else { return false };
        // The vector's rank, not the transfer's: a base of vectors holds
        // its minor dimensions.
        if !has_out_of_bounds_dim(&t) || t.vector_shape(ctx).len() > 1 || t.indices.is_empty() {
            return false;
        }
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(t.vector_type) else { return false };
        let mask_type = ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: ctx.integer_type(1),
        });
        let loc = rw.body().op_loc(op);
        let last = t.indices.len() - 1;
        let offset = t.indices[last];
        let dim = create_or_fold_dim(rw, loc, t.base, last);
        let index = ctx.index_type();
        let bound = {
            let built = SubIOp::build(rw, loc, dim, offset, index, None);
            first_result(rw, built)
        };
        let mut mask = {
            let built = CreateMaskOp::build(rw, loc, &[bound], mask_type);
            first_result(rw, built)
        };
        if let Some(own) = t.mask {
            mask = {
                let built = AndIOp::build(rw, loc, mask, own, mask_type);
                first_result(rw, built)
            };
        }
        let new = rebuild(rw, op, &t, Some(mask), &[true]);
        let results = rw.body().results(new).to_vec();
        rw.replace_op(op, &results);
        true
    }
}

/// The broadcast positions of `t`'s map when it is a minor identity with
/// broadcasting: each result the matching one of the last dimensions, in
/// order, or the constant 0 (`isMinorIdentityWithBroadcasting`).
fn minor_identity_broadcasts(t: &Transfer) -> Option<Vec<usize>> {
    let dims = t.map.num_dims as usize;
    let results = t.map.results.len();
    if results > dims {
        return None;
    }
    let mut broadcasts = Vec::new();
    for (i, r) in t.map.results.iter().enumerate() {
        match r {
            AffineExpr::Constant(0) => broadcasts.push(i),
            AffineExpr::Dim(d) if *d as usize == dims - results + i => {}
            _ => return None,
        }
    }
    Some(broadcasts)
}

/// Whether the last dimension of the memref type `ty` has unit stride
/// (`isLastDimUnitStride`).
fn last_dim_unit_stride(ctx: &Context, ty: Type) -> bool {
    let Some((shape, _, layout, _)) = memref_parts(ctx, ty) else { return false };
    strides_and_offset(ctx, shape, layout).is_some_and(|(strides, _)| strides.last().is_none_or(|&s| s == 1))
}

/// See the module doc.
struct TransferToLoadStore {
    write: bool,
}

impl RewritePattern for TransferToLoadStore {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(transfer_root(ctx, self.write))
    }
    fn debug_name(&self) -> &str {
        if self.write {
            "TransferWriteToVectorStoreLowering"
        } else {
            "TransferReadToVectorLoadLowering"
        }
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(t) = Transfer::of(ctx, rw.body(), op) else { return false };
        // Only a read may broadcast; it loads one element along those
        // dimensions and broadcasts the loaded vector.
        let Some(broadcasts) = minor_identity_broadcasts(&t).filter(|b| !self.write || b.is_empty()) else {
            return false;
        };
        if t.vector_shape(ctx).len() > 1 {
            return false;
        }
        let base_ty = rw.body().value_type(t.base);
        if !last_dim_unit_stride(ctx, base_ty) {
            return false;
        }
        let Some((_, element, _, _)) = memref_parts(ctx, base_ty) else { return false };
        let TypeKind::Vector { element: vector_element, .. } = ctx.type_kind(t.vector_type) else { return false };
        let matches_element = match ctx.type_kind(element) {
            TypeKind::Vector { .. } => element == t.vector_type,
            _ => element == *vector_element,
        };
        if !matches_element || has_out_of_bounds_dim(&t) {
            return false;
        }
        let loc = rw.body().op_loc(op);
        let vector_ty = unbroadcast(ctx, t.vector_type, &broadcasts);
        let widen = |rw: &mut Rewriter<'_>, value: Value| -> Value {
            if broadcasts.is_empty() {
                return value;
            }
            let built = BroadcastOp::build(rw, loc, value, t.vector_type);
            first_result(rw, built)
        };
        match (t.padding, t.mask) {
            (Some(padding), Some(mask)) => {
                if t.vector_shape(ctx).len() != 1 {
                    return false;
                }
                let fill = {
                    let built = BroadcastOp::build(rw, loc, padding, vector_ty);
                    first_result(rw, built)
                };
                let load = MaskedLoadOp::build(rw, loc, t.base, &t.indices, mask, fill, vector_ty, None);
                let value = first_result(rw, load);
                let value = widen(rw, value);
                rw.replace_op(op, &[value]);
            }
            (Some(_), None) => {
                let value = {
                    let built = LoadOp::build(rw, loc, t.base, &t.indices, vector_ty, None, None);
                    first_result(rw, built)
                };
                let value = widen(rw, value);
                rw.replace_op(op, &[value]);
            }
            (None, Some(mask)) => {
                if t.vector_shape(ctx).len() != 1 {
                    return false;
                }
                MaskedStoreOp::build(rw, loc, t.base, &t.indices, mask, t.vector, None);
                rw.replace_op(op, &[]);
            }
            (None, None) => {
                StoreOp::build(rw, loc, t.vector, t.base, &t.indices, None, None);
                rw.replace_op(op, &[]);
            }
        }
        true
    }
}

/// `ty` with size 1 at the `broadcasts` positions.
fn unbroadcast(ctx: &Context, ty: Type, broadcasts: &[usize]) -> Type {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(ty) else { return ty };
    if broadcasts.is_empty() {
        return ty;
    }
    let mut shape = shape.clone();
    for &b in broadcasts {
        shape[b] = 1;
    }
    ctx.intern_type(TypeKind::Vector { shape, scalable: scalable.clone(), element: *element })
}

/// See the module doc.
struct CreateMaskToCompare {
    force_32bit: bool,
}

impl RewritePattern for CreateMaskToCompare {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(CreateMaskOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "VectorCreateMaskOpConversion"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let ty = rw.body().value_type(rw.body().results(op)[0]);
        let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(ty) else { return false };
        if shape.len() > 1 || scalable.first() == Some(&true) {
            return false;
        }
        let width = if self.force_32bit { 32 } else { 64 };
        let index_ty = ctx.integer_type(width);
        let lanes = shape.first().copied().unwrap_or(0);
        let indices_ty =
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: index_ty });
        let loc = rw.body().op_loc(op);
        let indices = {
            let values: Vec<DenseValue> = if shape.is_empty() {
                vec![DenseValue::Int(strata_ir::ApInt::from_u64(width, 0))]
            } else {
                (0..lanes).map(|i| DenseValue::Int(strata_ir::ApInt::from_u64(width, i as u64))).collect()
            };
            let attr = strata_ir::splat::elements_attr(ctx, indices_ty, values);
            let built = ConstantOp::build(rw, loc, indices_ty, attr);
            first_result(rw, built)
        };
        let mut bound = rw.body().operand(op, 0);
        if rw.body().value_type(bound) != index_ty {
            bound = {
                let built = IndexCastOp::build(rw, loc, bound, index_ty);
                first_result(rw, built)
            };
        }
        let bounds = {
            let built = BroadcastOp::build(rw, loc, bound, indices_ty);
            first_result(rw, built)
        };
        let i1 = ctx.integer_type(1);
        let mask_ty =
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 });
        let cmp = {
            let built = CmpIOp::build(rw, loc, indices, bounds, mask_ty, CmpIPredicate::Slt);
            first_result(rw, built)
        };
        rw.replace_op(op, &[cmp]);
        true
    }
}

/// A scalable 1-D `vector.create_mask` as `llvm.intr.stepvector`
/// compared with the broadcast bound, cast to the lane-number type as
/// upstream's `getValueOrCreateCastToIndexLike` does (upstream's
/// `VectorCreateMaskOpConversion`, built without a type converter: it
/// sees its bound as it is).
pub struct ScalableCreateMaskLowering {
    pub force_32bit: bool,
}

impl ConversionPattern for ScalableCreateMaskLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(CreateMaskOp::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        "VectorCreateMaskOpConversion"
    }
    fn uses_type_converter(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        lower_scalable_create_mask(self.force_32bit, op, adaptor, rw)
    }
}

fn lower_scalable_create_mask(
    force_32bit: bool,
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let mask_ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(mask_ty) else { return false };
    if shape.len() != 1 || !scalable[0] || adaptor.len() != 1 {
        return false;
    }
    let index_ty = ctx.integer_type(if force_32bit { 32 } else { 64 });
    let indices_ty =
        ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: vec![true], element: index_ty });
    let loc = rw.body().op_loc(op);
    let indices = StepVectorOp::build(rw, loc, indices_ty).res(rw.body());
    let bound = cast_to_index_like(rw, loc, index_ty, adaptor.operand(0));
    let broadcast = BroadcastOp::build(rw, loc, bound, indices_ty).op();
    let bounds = rw.body().results(broadcast)[0];
    let cmp = CmpIOp::build(rw, loc, indices, bounds, mask_ty, CmpIPredicate::Slt).result(rw.body());
    rw.replace_op(op, &[cmp]);
    true
}

/// Upstream's `getValueOrCreateCastToIndexLike`: `value` as `to`, an
/// `index` or integer type, through `arith.index_cast`, `extsi` or `trunci`.
fn cast_to_index_like(rw: &mut ConversionRewriter<'_, '_>, loc: strata_ir::Location, to: Type, value: Value) -> Value {
    let ctx = rw.ctx();
    let from = rw.body().value_type(value);
    if from == to {
        return value;
    }
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    if is_index(from) != is_index(to) {
        return IndexCastOp::build(rw, loc, value, to).out(rw.body());
    }
    let width = |t: Type| strata_ir::op_checks::bit_width(ctx, t).unwrap_or(0);
    if width(to) > width(from) {
        strata_dialect_arith::ExtSIOp::build(rw, loc, value, to).out(rw.body())
    } else {
        strata_dialect_arith::TruncIOp::build(rw, loc, value, to, None).out(rw.body())
    }
}
