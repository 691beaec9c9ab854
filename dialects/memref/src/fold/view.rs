//! Fold hooks of the memref ops that only re-view a buffer (upstream MLIR
//! 22's `MemRefOps.cpp` and `ReshapeOpsUtils.h`'s `foldReshapeOp`):
//!
//! - `rank`: a ranked operand's rank, as an `index` constant;
//! - `memory_space_cast`: a cast of a cast takes the inner cast's source
//!   (in place), then the `CastOpInterface` fold (a cast to its source's
//!   type is the source);
//! - `transpose`: an identity permutation between equal types is its
//!   input; a transpose of a transpose takes the inner one's input and
//!   the composed permutation (in place);
//! - `expand_shape`, `collapse_shape`: a reshape to its source's type is
//!   the source; a reshape of the inverse reshape whose source has the
//!   result type is that source when at most one dimension is dynamic, or
//!   when both use one reassociation and either the pair expands then
//!   collapses or no group has two dynamic dimensions;
//! - `subview`: a no-op subview to its source's (static) type, or one
//!   re-slicing a subview with its sizes, zero offsets and unit strides;
//! - `reinterpret_cast`: of a reinterpretation, a cast or a zero-offset
//!   subview (their source, in place), or a static no-op.

use strata_interfaces::reshape::reassociation;
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::op_checks::set_inherent_attr;
use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpId, TypeKind, DYNAMIC};

use crate::subview::{Mixed, MixedSlice};
use crate::RankOp;
use crate::{CastOp, CollapseShapeOp, ExpandShapeOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp, TransposeOp};

/// `memref.rank`: the rank of a ranked memref.
pub fn rank(ctx: &Context, body: &mut Body, op: RankOp, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.type_kind(body.value_type(body.operand(op, 0))) {
        TypeKind::MemRef { shape, .. } => {
            FoldOutcome::attribute(ctx.integer_attr(ctx.index_type(), shape.len() as i64))
        }
        _ => FoldOutcome::Failure,
    }
}

/// `memref.memory_space_cast`: chained casts, then a cast to the same type.
pub fn memory_space_cast(
    ctx: &Context,
    body: &mut Body,
    op: MemorySpaceCastOp,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.operand(op, 0);
    if let Some(inner) = body.defining_op(source).filter(|&d| MemorySpaceCastOp::cast(ctx, body, d).is_some()) {
        let inner_source = body.operand(inner, 0);
        body.set_operand(op, 0, inner_source);
        return FoldOutcome::InPlace;
    }
    if body.value_type(source) == body.value_type(body.results(op)[0]) {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}

/// The permutation of a `memref.transpose` as positions: result `i` is
/// input dimension `p[i]` (`None` if it is not a map of plain dimensions).
fn permutation(ctx: &Context, body: &Body, op: TransposeOp) -> Option<Vec<u32>> {
    let attr = op.permutation(ctx, body)?;
    let AttrKind::AffineMap(map) = ctx.attr_kind(attr) else { return None };
    map.results.iter().map(|e| if let AffineExpr::Dim(d) = e { Some(*d) } else { None }).collect()
}

/// `memref.transpose`: an identity, or a transpose of a transpose.
pub fn transpose(ctx: &Context, body: &mut Body, op: TransposeOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(outer) = permutation(ctx, body, op) else { return FoldOutcome::Failure };
    let input = body.operand(op, 0);
    let identity = outer.iter().enumerate().all(|(i, &d)| d as usize == i);
    if identity && body.value_type(input) == body.value_type(body.results(op)[0]) {
        return FoldOutcome::value(input);
    }
    let Some(inner_op) = body.defining_op(input).and_then(|d| TransposeOp::cast(ctx, body, d)) else {
        return FoldOutcome::Failure;
    };
    let Some(inner) = permutation(ctx, body, inner_op) else { return FoldOutcome::Failure };
    // `outer.compose(inner)`: result `i` reads the inner transpose's result
    // `outer[i]`, which is the inner input's dimension `inner[outer[i]]`.
    let Some(results) = outer.iter().map(|&d| inner.get(d as usize).map(|&p| AffineExpr::Dim(p))).collect() else {
        return FoldOutcome::Failure;
    };
    let map = AffineMap { num_dims: inner.len() as u32, num_symbols: 0, results };
    let attr = ctx.affine_map_attr(map);
    let inner_input = body.operand(inner_op, 0);
    body.set_operand(op, 0, inner_input);
    set_inherent_attr(ctx, body, op, "permutation", attr);
    FoldOutcome::InPlace
}

/// `memref.expand_shape`: `foldReshapeOp` with `collapse_shape` as inverse.
pub fn expand_shape(ctx: &Context, body: &mut Body, op: ExpandShapeOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_reshape(ctx, body, op, |ctx, body, d| CollapseShapeOp::cast(ctx, body, d).is_some())
}

/// `memref.collapse_shape`: `foldReshapeOp` with `expand_shape` as inverse.
pub fn collapse_shape(ctx: &Context, body: &mut Body, op: CollapseShapeOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_reshape(ctx, body, op, |ctx, body, d| ExpandShapeOp::cast(ctx, body, d).is_some())
}

fn shape_of(ctx: &Context, body: &Body, v: strata_ir::Value) -> Option<Vec<i64>> {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Upstream's `foldReshapeOp` (no constant case: memrefs have no
/// elements attribute operand).
fn fold_reshape(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    is_inverse: fn(&Context, &Body, OpId) -> bool,
) -> FoldOutcome {
    let op: OpId = op.into();
    let source = body.operand(op, 0);
    let result_ty = body.value_type(body.results(op)[0]);
    if body.value_type(source) == result_ty {
        return FoldOutcome::value(source);
    }
    let Some(producer) = body.defining_op(source).filter(|&d| is_inverse(ctx, body, d)) else {
        return FoldOutcome::Failure;
    };
    let producer_source = body.operand(producer, 0);
    if body.value_type(producer_source) != result_ty {
        return FoldOutcome::Failure;
    }
    let Some(shape) = shape_of(ctx, body, producer_source) else { return FoldOutcome::Failure };
    let dynamic = |dims: &[i64]| dims.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(&shape) < 2 {
        return FoldOutcome::value(producer_source);
    }
    let (Some(groups), Some(producer_groups)) = (reassociation(ctx, body, op), reassociation(ctx, body, producer))
    else {
        return FoldOutcome::Failure;
    };
    if groups != producer_groups {
        return FoldOutcome::Failure;
    }
    let Some(intermediate) = shape_of(ctx, body, source) else { return FoldOutcome::Failure };
    // Expanding then collapsing by one reassociation restores any shape.
    if shape.len() < intermediate.len() {
        return FoldOutcome::value(producer_source);
    }
    let group_dims = |g: &Vec<i64>| {
        let start = g.first().map_or(0, |&s| s as usize);
        shape.get(start..start + g.len()).map_or(2, dynamic)
    };
    if groups.iter().all(|g| group_dims(g) < 2) {
        return FoldOutcome::value(producer_source);
    }
    FoldOutcome::Failure
}

/// `memref.subview`: a subview to its source's type, static in shape and
/// layout, is the source; so is a subview of a subview that keeps the
/// inner one's sizes with zero offsets and unit strides, between equal
/// types.
pub fn subview(ctx: &Context, body: &mut Body, op: SubViewOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    let (source_ty, result_ty) = (body.value_type(source), body.value_type(body.results(op)[0]));
    if source_ty == result_ty {
        if let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(result_ty) {
            let static_layout = match layout.map(|l| ctx.attr_kind(l)) {
                Some(AttrKind::StridedLayout { offset, strides }) => *offset != DYNAMIC && !strides.contains(&DYNAMIC),
                _ => true,
            };
            if !shape.contains(&DYNAMIC) && static_layout {
                return FoldOutcome::value(source);
            }
        }
    }
    let Some(inner) = body.defining_op(source).filter(|&d| SubViewOp::cast(ctx, body, d).is_some()) else {
        return FoldOutcome::Failure;
    };
    let (outer_slice, inner_slice) = (MixedSlice::of(ctx, body, op), MixedSlice::of(ctx, body, inner));
    let is = |m: &Mixed, want: i64| m.constant(ctx, body) == Some(want);
    if outer_slice.offsets.iter().all(|m| is(m, 0))
        && outer_slice.strides.iter().all(|m| is(m, 1))
        && outer_slice.sizes == inner_slice.sizes
        && result_ty == source_ty
    {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}

/// `memref.reinterpret_cast`: a reinterpretation only reads its source's
/// base pointer, so one of another reinterpretation, of a cast or of a
/// subview with zero offsets takes that op's source (in place); one
/// reinterpreting a static-shaped memref as its own type at offset 0 is
/// the source.
pub fn reinterpret_cast(ctx: &Context, body: &mut Body, op: ReinterpretCastOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let source = body.operand(op, 0);
    let previous = body.defining_op(source).filter(|&d| {
        ReinterpretCastOp::cast(ctx, body, d).is_some()
            || CastOp::cast(ctx, body, d).is_some()
            || (SubViewOp::cast(ctx, body, d).is_some()
                && MixedSlice::of(ctx, body, d).offsets.iter().all(|m| m.constant(ctx, body) == Some(0)))
    });
    if let Some(previous) = previous {
        let previous_source = body.operand(previous, 0);
        body.set_operand(op, 0, previous_source);
        return FoldOutcome::InPlace;
    }
    let result_ty = body.value_type(body.results(op)[0]);
    let static_shape = matches!(ctx.type_kind(result_ty), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC));
    let offsets = strata_ir::op_checks::i64_array(ctx, body, op, "static_offsets");
    if static_shape && body.value_type(source) == result_ty && offsets.first() == Some(&0) {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}
