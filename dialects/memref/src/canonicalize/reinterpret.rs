//! Canonicalization patterns of `memref.reinterpret_cast` (upstream MLIR
//! 22's `MemRefOps.cpp`):
//!
//! - `ReinterpretCastOpExtractStridedMetadataFolder`: a reinterpretation
//!   of an `extract_strided_metadata`'s base buffer with that op's own
//!   (constified) offset, sizes and strides is its source (cast to the
//!   result type if that differs); any other reinterpretation of the base
//!   buffer reads the metadata op's source instead (same base pointer);
//! - `ReinterpretCastOpConstantFolder`: the offset, sizes and strides
//!   "constified" (static where the result type knows them, else where an
//!   operand is a constant) make a new reinterpretation of the inferred
//!   strided type, cast back to the old type; only when that makes more
//!   entries static.

use strata_interfaces::layout::{strided_memref_type, type_strides_and_offset};
use strata_ir::{Context, Type, TypeKind};
use strata_rewrite::matchers::defining;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::subview::{Mixed, MixedSlice};
use crate::{CastOp, ExtractStridedMetadataOp, ReinterpretCastOp};

/// `memref.reinterpret_cast`'s patterns.
pub fn reinterpret_cast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ReinterpretCastOp>::new(
        "ReinterpretCastOpExtractStridedMetadataFolder",
        extract_strided_metadata_folder,
    ));
    set.add(OpPattern::<ReinterpretCastOp>::new("ReinterpretCastOpConstantFolder", constant_folder));
}

/// `constifyIndexValues`: entry `i` becomes static when `known[i]` is, or
/// when its operand is a constant.
fn constify(ctx: &Context, rw: &Rewriter<'_>, list: &mut [Mixed], known: &[i64]) {
    for (m, &k) in list.iter_mut().zip(known) {
        if k != strata_ir::DYNAMIC {
            *m = Mixed::Static(k);
        } else if let Some(c) = m.constant(ctx, rw.body()) {
            *m = Mixed::Static(c);
        }
    }
}

fn static_count(slice: &MixedSlice) -> usize {
    [&slice.offsets, &slice.sizes, &slice.strides]
        .iter()
        .flat_map(|l| l.iter())
        .filter(|m| matches!(m, Mixed::Static(_)))
        .count()
}

/// The element type and memory space of a ranked or unranked memref.
fn element_and_space(ctx: &Context, ty: Type) -> Option<(Type, Option<strata_ir::Attribute>)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, memory_space, .. } | TypeKind::UnrankedMemRef { element, memory_space } => {
            Some((*element, *memory_space))
        }
        _ => None,
    }
}

fn constant_folder(op: ReinterpretCastOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let old_ty = body.value_type(body.results(op)[0]);
    let before = static_count(&MixedSlice::of(ctx, body, op));
    let Some(slice) = constified(ctx, rw, op) else { return false };
    if static_count(&slice) == before {
        return false;
    }
    let source = body.operand(op, 0);
    let Some((element, space)) = element_and_space(ctx, body.value_type(source)) else { return false };
    let statics = slice.statics();
    let Some(&new_offset) = statics.offsets.first() else { return false };
    let new_ty = strided_memref_type(ctx, statics.sizes.clone(), element, (statics.strides.clone(), new_offset), space);
    let values = [&slice.offsets, &slice.sizes, &slice.strides].map(|l| MixedSlice::dispatch(l).1);
    let attrs = [&statics.offsets, &statics.sizes, &statics.strides].map(|s| ctx.dense_i64_array(s));
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = ReinterpretCastOp::build(
        rw, loc, source, &values[0], &values[1], &values[2], new_ty, attrs[0], attrs[1], attrs[2],
    )
    .result(rw.body());
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, old_ty));
    true
}

/// `getConstifiedMixedOffset`/`Sizes`/`Strides` of a reinterpretation:
/// its lists constified by its result type (`None` if not strided).
fn constified(ctx: &Context, rw: &Rewriter<'_>, op: ReinterpretCastOp) -> Option<MixedSlice> {
    let ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else { return None };
    let (strides, offset) = type_strides_and_offset(ctx, ty)?;
    let mut slice = MixedSlice::of(ctx, rw.body(), op);
    constify(ctx, rw, &mut slice.offsets, &[offset]);
    constify(ctx, rw, &mut slice.sizes, shape);
    constify(ctx, rw, &mut slice.strides, &strides);
    Some(slice)
}

/// The constified offset, sizes and strides an `extract_strided_metadata`
/// yields: its results, static where its source type knows them.
fn metadata_constified(ctx: &Context, rw: &Rewriter<'_>, op: ExtractStridedMetadataOp) -> Option<MixedSlice> {
    let body = rw.body();
    let source_ty = body.value_type(body.operand(op, 0));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(source_ty) else { return None };
    let (strides, offset) = type_strides_and_offset(ctx, source_ty)?;
    let results = body.results(op);
    let rank = shape.len();
    let values = |range: std::ops::Range<usize>| -> Option<Vec<Mixed>> {
        Some(results.get(range)?.iter().map(|&v| Mixed::Dynamic(v)).collect())
    };
    let mut slice =
        MixedSlice { offsets: values(1..2)?, sizes: values(2..2 + rank)?, strides: values(2 + rank..2 + 2 * rank)? };
    constify(ctx, rw, &mut slice.offsets, &[offset]);
    constify(ctx, rw, &mut slice.sizes, shape);
    constify(ctx, rw, &mut slice.strides, &strides);
    Some(slice)
}

fn extract_strided_metadata_folder(op: ReinterpretCastOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(metadata) = defining::<ExtractStridedMetadataOp>(ctx, rw.body(), rw.body().operand(op, 0)) else {
        return false;
    };
    let metadata_source = rw.body().operand(metadata, 0);
    let noop = match (metadata_constified(ctx, rw, metadata), constified(ctx, rw, op)) {
        (Some(a), Some(b)) => a.strides == b.strides && a.sizes == b.sizes && a.offsets == b.offsets,
        _ => false,
    };
    if !noop {
        rw.modify_op_in_place(op, |body| body.set_operand(op, 0, metadata_source));
        return true;
    }
    let result_ty = rw.body().value_type(rw.body().results(op)[0]);
    if rw.body().value_type(metadata_source) == result_ty {
        rw.replace_op(op, &[metadata_source]);
    } else {
        let loc = rw.body().op_loc(op);
        rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, metadata_source, result_ty));
    }
    true
}
