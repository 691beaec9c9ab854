//! Fold hooks of the memref ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s; upstream MLIR 22's `MemRefOps.cpp` folders, the
//! subset strata has so far:
//!
//! - `dim`: a static extent -> its constant; a dynamic extent of an
//!   `alloc`/`alloca` -> the matching size operand; else `foldMemRefCast`;
//! - `load`, `store`, `dealloc`, `prefetch`, `atomic_rmw`, `dma_start`,
//!   `dma_wait`, `cast` (`foldMemRefCast`): an operand produced by a
//!   `memref.cast` of a ranked memref is replaced, in place, by the cast's
//!   source (for `store` and `atomic_rmw`, not the stored value); upstream
//!   checks nothing else (not even that the source is less static);
//! - `cast`: a cast to its source's type is the source (the
//!   `CastOpInterface` trait fold, run after the op's own);
//! - `copy`: an operand cast from a type with at least as much static
//!   information (`CastOp::canFoldIntoConsumerOp`: ranked, same element
//!   type and rank, strided layouts, no size, offset or stride made more
//!   static) is replaced by the cast's source.
//!
//! - the view-like ops (`rank`, `memory_space_cast`, `transpose`,
//!   `expand_shape`, `collapse_shape`, `subview`, `reinterpret_cast`): see
//!   [`view`].
//!
//! - `extract_strided_metadata`: see [`extract_strided_metadata`].
//!
//! Hooks create no op, but `extract_strided_metadata`'s, which (as
//! upstream's, through a builder with no listener) creates its constants
//! before the op without telling the driver.

mod view;

pub use view::{collapse_shape, expand_shape, memory_space_cast, rank, reinterpret_cast, subview, transpose};

use crate::{AtomicRMWOp, CastOp, CopyOp, DimOp, ExtractStridedMetadataOp, StoreOp};
use strata_interfaces::layout;
use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpId, Type, TypeKind, Value, DYNAMIC};

/// Upstream's `materializeConstant` of this dialect: an `arith.constant` when the value can build one (`arith::ConstantOp::materialize`; no poison).
pub use strata_dialect_arith::fold::constant_state as materialize_constant;

strata_ir::fold_not_yet!("memref": assume_alignment, view);

/// A ranked memref's shape, element type and layout.
fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type, Option<Attribute>)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, layout, .. } => Some((shape, *element, *layout)),
        _ => None,
    }
}

/// `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs
/// of one element type and rank that makes no size, offset or stride more
/// static.
pub(crate) fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: impl Into<OpId>) -> bool {
    let cast: OpId = cast.into();
    let src = body.value_type(body.operand(cast, 0));
    let dst = body.value_type(body.results(cast)[0]);
    let (Some((s_shape, s_elem, _)), Some((d_shape, d_elem, _))) = (ranked(ctx, src), ranked(ctx, dst)) else {
        return false;
    };
    if s_elem != d_elem || s_shape.len() != d_shape.len() {
        return false;
    }
    let (Some((s_strides, s_offset)), Some((d_strides, d_offset))) =
        (layout::type_strides_and_offset(ctx, src), layout::type_strides_and_offset(ctx, dst))
    else {
        return false;
    };
    // `?` on the source side and a static value on the result side.
    let more_static = |s: i64, d: i64| s != d && s == DYNAMIC && d != DYNAMIC;
    !s_shape.iter().zip(d_shape).any(|(&s, &d)| more_static(s, d))
        && !more_static(s_offset, d_offset)
        && !s_strides.iter().zip(&d_strides).any(|(&s, &d)| more_static(s, d))
}

/// Re-points every operand of `op` (but `skip`) produced by a
/// `memref.cast` that `foldable` accepts at the cast's source.
fn fold_casts(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    skip: Option<Value>,
    foldable: fn(&Context, &Body, OpId) -> bool,
) -> bool {
    let op: OpId = op.into();
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if Some(v) == skip {
            continue;
        }
        let Some(cast) = body.defining_op(v) else { continue };
        if crate::CastOp::cast(ctx, body, cast).is_some() && foldable(ctx, body, cast) {
            let source = body.operand(cast, 0);
            body.set_operand(op, i, source);
            folded = true;
        }
    }
    folded
}

/// `foldMemRefCast`: any cast whose source is ranked.
pub fn fold_memref_cast(ctx: &Context, body: &mut Body, op: impl Into<OpId>, skip: Option<Value>) -> bool {
    fold_casts(ctx, body, op, skip, |ctx, body, cast| {
        !matches!(ctx.type_kind(body.value_type(body.operand(cast, 0))), TypeKind::UnrankedMemRef { .. })
    })
}

fn in_place(folded: bool) -> FoldOutcome {
    if folded {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// `memref.dim`.
pub fn dim(ctx: &Context, body: &mut Body, op: DimOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(AttrKind::Integer { value, .. }) = constants[1].map(|a| ctx.attr_kind(a)) else {
        return FoldOutcome::Failure;
    };
    let source = body.operand(op, 0);
    let Some((shape, _, _)) = ranked(ctx, body.value_type(source)) else { return FoldOutcome::Failure };
    let Some(index) = value.to_i64().filter(|&i| i >= 0 && (i as usize) < shape.len()) else {
        return FoldOutcome::Failure;
    };
    let index = index as usize;
    if shape[index] >= 0 {
        let attr = ctx.integer_attr(ctx.index_type(), shape[index]);
        return FoldOutcome::attribute(attr);
    }
    if let Some(def) = body.defining_op(source) {
        if crate::AllocOp::cast(ctx, body, def).is_some() || crate::AllocaOp::cast(ctx, body, def).is_some() {
            let dynamic_index = shape[..index].iter().filter(|&&d| d < 0).count();
            return FoldOutcome::value(body.operand(def, dynamic_index));
        }
    }
    in_place(fold_memref_cast(ctx, body, op, None))
}

/// Declares fold hooks that are `foldMemRefCast` on every operand.
macro_rules! fold_memref_cast_hooks {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`memref.", stringify!($name), "`: `foldMemRefCast`.")]
            pub fn $name(ctx: &Context, body: &mut Body, op: impl Into<OpId>, _: &[Option<Attribute>]) -> FoldOutcome {
                in_place(fold_memref_cast(ctx, body, op.into(), None))
            }
        )*
    };
}

fold_memref_cast_hooks! { load, dealloc, prefetch, dma_start, dma_wait }

/// `memref.store`: `foldMemRefCast`, not on the stored value.
pub fn store(ctx: &Context, body: &mut Body, op: StoreOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let stored = body.operand(op, 0);
    in_place(fold_memref_cast(ctx, body, op, Some(stored)))
}

/// `memref.cast`: `foldMemRefCast` (a cast of a cast of a ranked memref),
/// then the `CastOpInterface` fold (a cast to the same type).
pub fn cast(ctx: &Context, body: &mut Body, op: CastOp, _: &[Option<Attribute>]) -> FoldOutcome {
    if fold_memref_cast(ctx, body, op, None) {
        return FoldOutcome::InPlace;
    }
    let source = body.operand(op, 0);
    if body.value_type(source) == body.value_type(body.results(op)[0]) {
        return FoldOutcome::value(source);
    }
    FoldOutcome::Failure
}

/// `memref.atomic_rmw`: `foldMemRefCast`, not on the stored value.
pub fn atomic_rmw(ctx: &Context, body: &mut Body, op: AtomicRMWOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let value = body.operand(op, 0);
    in_place(fold_memref_cast(ctx, body, op, Some(value)))
}

/// `memref.copy`: casts `canFoldIntoConsumerOp` accepts.
pub fn copy(ctx: &Context, body: &mut Body, op: CopyOp, _: &[Option<Attribute>]) -> FoldOutcome {
    in_place(fold_casts(ctx, body, op, None, can_fold_into_consumer))
}

/// `memref.extract_strided_metadata` (upstream's fold, with its
/// `replaceConstantUsesOf`): every used offset, size or stride result the
/// source type knows statically has its uses moved to a new
/// `arith.constant` of that value, created right before the op (one per
/// result, uniqued later by the driver); a source produced by a
/// `memref.cast` of a ranked memref is replaced by the cast's source. In
/// place; a result without uses gets no constant, or the driver would
/// fold forever.
pub fn extract_strided_metadata(
    ctx: &Context,
    body: &mut Body,
    op: ExtractStridedMetadataOp,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let mut folded = false;
    let source_ty = body.value_type(body.operand(op, 0));
    let known = ranked(ctx, source_ty).zip(layout::type_strides_and_offset(ctx, source_ty));
    let results: Vec<Value> = body.results(op).to_vec();
    if let Some(((shape, _, _), (strides, offset))) = known {
        let rank = shape.len();
        // Results: base buffer, offset, sizes, strides.
        let statics = std::iter::once(offset).chain(shape.iter().copied()).chain(strides);
        if results.len() == 2 + 2 * rank {
            let index = ctx.index_type();
            let loc = body.op_loc(op);
            for (&result, value) in results[1..].iter().zip(statics) {
                if value == DYNAMIC || !body.has_uses(result) {
                    continue;
                }
                let attr = ctx.integer_attr(index, value);
                let Some(state) = materialize_constant(ctx, attr, index, loc) else { continue };
                let constant = body.create_op(state, ctx.empty_dictionary());
                body.insert_op_before(op, constant);
                let new = body.results(constant)[0];
                body.replace_all_uses_with(result, new);
                folded = true;
            }
        }
    }
    folded |= fold_memref_cast(ctx, body, op, None);
    in_place(folded)
}
