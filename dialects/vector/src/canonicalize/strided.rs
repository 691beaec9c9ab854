//! `vector.insert_strided_slice` and `vector.extract_strided_slice`
//! patterns.
//!
//! Insert: a splat into a splat of the same scalar is the destination
//! (`FoldInsertStridedSliceSplat`); inserting back what was extracted at
//! the same offsets is the destination (`FoldInsertStridedSliceOfExtract`);
//! a constant into a constant is a constant
//! (`InsertStridedSliceConstantFolder`, at most 256 elements unless the
//! destination has one use).
//!
//! Extract: a slice of a `create_mask` / `constant_mask` is a smaller mask
//! (`StridedSliceCreateMaskFolder`, `StridedSliceConstantMaskFolder`); a
//! slice of a broadcast broadcasts (a slice of) its source
//! (`StridedSliceBroadcast`); a slice of a splat is a splat
//! (`StridedSliceSplat`); a slice whose outer sizes are 1 and inner ones
//! full is an `extract` and a `shape_cast`
//! (`ContiguousExtractStridedSliceToExtract`).

use strata_dialect_arith::{ConstantOp, IntegerOverflowFlags, SubIOp};
use strata_ir::{OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::Rewriter;

use crate::transforms::strided_slice::i64_array;

use super::{def, i64_prop, replace_with_broadcast, replace_with_constant_mask, result_type, scalar_splat_source};
use crate::fold::{dense_values, for_each_position, is_poison, linear_position};
use crate::{BroadcastOp, ConstantMaskOp, CreateMaskOp, ExtractOp, ExtractStridedSliceOp, ShapeCastOp};

/// Constants bigger than this are built only when the destination has one use.
const VECTOR_SIZE_FOLD_THRESHOLD: i64 = 256;

fn unit_strides(rw: &Rewriter<'_>, op: impl Into<OpId>) -> bool {
    i64_prop(rw, op, "strides").iter().all(|&s| s == 1)
}

/// `FoldInsertStridedSliceSplat`.
pub(super) fn insert_splat(op: crate::InsertStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let dest = rw.body().operand(op, 1);
    let Some(splat) = scalar_splat_source(rw, rw.body().operand(op, 0)) else { return false };
    if scalar_splat_source(rw, dest) != Some(splat) {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `FoldInsertStridedSliceOfExtract`.
pub(super) fn insert_of_extract(op: crate::InsertStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let dest = rw.body().operand(op, 1);
    let Some(extract) = def::<ExtractStridedSliceOp>(rw, rw.body().operand(op, 0)) else {
        return false;
    };
    let attr = |o: OpId, name: &str| crate::fold::prop(ctx, rw.body(), o, name);
    let same = rw.body().operand(extract, 0) == dest
        && attr(extract.into(), "strides") == attr(op.into(), "strides")
        && attr(extract.into(), "offsets") == attr(op.into(), "offsets");
    if !same {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `InsertStridedSliceConstantFolder`.
pub(super) fn insert_constant(op: crate::InsertStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let (source, dest) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let Some(dest_attr) = constant_of(ctx, rw.body(), dest) else { return false };
    let dest_ty = rw.body().value_type(dest);
    let TypeKind::Vector { shape: dest_shape, scalable, .. } = ctx.type_kind(dest_ty) else { return false };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    if dest_shape.iter().product::<i64>() > VECTOR_SIZE_FOLD_THRESHOLD && !rw.body().has_one_use(dest) {
        return false;
    }
    let Some(source_attr) = constant_of(ctx, rw.body(), source) else { return false };
    if is_poison(ctx, Some(dest_attr)) || is_poison(ctx, Some(source_attr)) || !unit_strides(rw, op) {
        return false;
    }
    let (Some(mut values), Some(slice)) = (dense_values(ctx, dest_attr), dense_values(ctx, source_attr)) else {
        return false;
    };
    let Some(slice_shape) = ctx.shape(rw.body().value_type(source)) else { return false };
    let offsets = i64_prop(rw, op, "offsets");
    let lead = dest_shape.len() - slice_shape.len();
    let mut next = slice.into_iter();
    // Enumerate the slice's positions inside the destination: the leading
    // destination dimensions stay at their offsets.
    for_each_position(slice_shape, &offsets[lead..], |inner| {
        let position: Vec<i64> = offsets[..lead].iter().chain(inner).copied().collect();
        if let Some(v) = next.next() {
            values[linear_position(dest_shape, &position)] = v;
        }
    });
    let attr = ctx.dense_elements_attr(dest_ty, values);
    let loc = rw.body().op_loc(op);
    rw.replace_op_with_new_op(op, |rw| ConstantOp::build(rw, loc, dest_ty, attr));
    true
}

/// A unit-stride slice of a `Mask` op: the mask op, the slice's offsets
/// and sizes.
fn slice_of_mask<Mask: OpClass>(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<(Mask, Vec<i64>, Vec<i64>)> {
    let op: OpId = op.into();
    let mask = def::<Mask>(rw, rw.body().operand(op, 0))?;
    unit_strides(rw, op).then(|| (mask, i64_prop(rw, op, "offsets"), i64_prop(rw, op, "sizes")))
}

/// `StridedSliceCreateMaskFolder`: each sliced bound becomes
/// `bound - offset` (create_mask clamps, so no clamping here).
pub(super) fn extract_of_create_mask(op: crate::ExtractStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some((mask, offsets, sizes)) = slice_of_mask::<CreateMaskOp>(rw, op) else { return false };
    let bounds: Vec<Value> = rw.body().operands(mask).collect();
    let loc = rw.body().op_loc(op);
    let sliced = bounds.len().min(offsets.len()).min(sizes.len());
    let mut new_bounds = Vec::with_capacity(bounds.len());
    for (&bound, &offset) in bounds.iter().zip(&offsets).take(sliced) {
        let ty = rw.body().value_type(bound);
        let attr = ctx.integer_attr(ty, offset);
        let k = ConstantOp::build(rw, loc, ty, attr).result(rw.body());
        let flags = Some(IntegerOverflowFlags::NONE);
        new_bounds.push(SubIOp::build(rw, loc, bound, k, ty, flags).result(rw.body()));
    }
    new_bounds.extend_from_slice(&bounds[sliced..]);
    let ty = result_type(rw, op);
    rw.replace_op_with_new_op(op, |rw| CreateMaskOp::build(rw, loc, &new_bounds, ty));
    true
}

/// `StridedSliceConstantMaskFolder`: each sliced size is the part of the
/// mask inside the slice; an empty dimension empties the mask.
pub(super) fn extract_of_constant_mask(op: crate::ExtractStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((mask, offsets, sizes)) = slice_of_mask::<ConstantMaskOp>(rw, op) else { return false };
    let dims = i64_prop(rw, mask, "mask_dim_sizes");
    let mut new: Vec<i64> = dims
        .iter()
        .zip(offsets.iter().zip(&sizes))
        .map(|(&dim, (&offset, &size))| 0.max((offset + size).min(dim) - offset))
        .collect();
    new.extend_from_slice(&dims[new.len()..]);
    if new.contains(&0) {
        new = vec![0; dims.len()];
    }
    replace_with_constant_mask(rw, op, &new)
}

/// `StridedSliceBroadcast`: broadcast the source directly when the slice
/// cuts only broadcast dimensions, else broadcast a slice of the source.
pub(super) fn extract_of_broadcast(op: crate::ExtractStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(b) = def::<BroadcastOp>(rw, rw.body().operand(op, 0)) else { return false };
    let source = b.source(rw.body());
    let source_ty = rw.body().value_type(source);
    let (src_shape, element) = match ctx.type_kind(source_ty) {
        TypeKind::Vector { shape, element, .. } => (shape.clone(), *element),
        _ => (Vec::new(), source_ty),
    };
    let Some(dst_shape) = ctx.shape(result_type(rw, op)).map(<[i64]>::to_vec) else { return false };
    let diff = dst_shape.len() - src_shape.len();
    let needs_slice = src_shape.iter().enumerate().any(|(i, &d)| d != 1 && d != dst_shape[i + diff]);
    let mut new_source = source;
    if needs_slice {
        let drop = |v: Vec<i64>| v.get(diff..).map(<[i64]>::to_vec);
        let (Some(mut offsets), Some(mut sizes), Some(strides)) =
            (drop(i64_prop(rw, op, "offsets")), drop(i64_prop(rw, op, "sizes")), drop(i64_prop(rw, op, "strides")))
        else {
            return false;
        };
        for (i, &d) in src_shape.iter().enumerate() {
            // Broadcast and sliced: no broadcast before the new slice. A
            // dimension the slice leaves out needs nothing (upstream writes
            // past the end of its offsets there, which changes nothing).
            if let (1, Some(o), Some(s)) = (d, offsets.get_mut(i), sizes.get_mut(i)) {
                *o = 0;
                *s = 1;
            }
        }
        let mut shape = sizes.clone();
        shape.extend_from_slice(&src_shape[sizes.len().min(src_shape.len())..]);
        let scalable = match ctx.type_kind(source_ty) {
            TypeKind::Vector { scalable, .. } => scalable.clone(),
            _ => Vec::new(),
        };
        let ty = ctx.intern_type(TypeKind::Vector { shape, scalable, element });
        let ctx = rw.ctx();
        let (offsets, sizes, strides) = (i64_array(ctx, &offsets), i64_array(ctx, &sizes), i64_array(ctx, &strides));
        let loc = rw.body().op_loc(op);
        let slice = ExtractStridedSliceOp::build(rw, loc, source, ty, offsets, sizes, strides);
        new_source = rw.body().results(slice)[0];
    }
    replace_with_broadcast(rw, op, new_source)
}

/// `StridedSliceSplat`.
pub(super) fn extract_of_splat(op: crate::ExtractStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(splat) = scalar_splat_source(rw, rw.body().operand(op, 0)) else { return false };
    replace_with_broadcast(rw, op, splat)
}

/// `ContiguousExtractStridedSliceToExtract`: outer sizes 1, inner sizes
/// full: `vector.extract` of the outer offsets, then `vector.shape_cast`.
pub(super) fn contiguous_to_extract(op: crate::ExtractStridedSliceOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    if !unit_strides(rw, op) {
        return false;
    }
    let source = rw.body().operand(op, 0);
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(rw.body().value_type(source)).clone() else {
        return false;
    };
    if shape.is_empty() || scalable.iter().any(|&s| s) {
        return false;
    }
    let sizes = i64_prop(rw, op, "sizes");
    let mut n = sizes.len();
    while n > 0 && sizes[n - 1] == shape[n - 1] {
        n -= 1;
    }
    // No offsets: the identity, folded elsewhere; and the innermost
    // dimension must be full.
    if n == 0 || (n == shape.len() && sizes.len() == shape.len()) {
        return false;
    }
    if sizes[..n].iter().any(|&s| s != 1) {
        return false;
    }
    // No leading unit dimensions in the extracted vector.
    while n + 1 < sizes.len() && sizes[n] == 1 {
        n += 1;
    }
    let offsets = i64_prop(rw, op, "offsets");
    let position = &offsets[..n.min(offsets.len())];
    let extracted_ty: Type = if n == shape.len() {
        element
    } else {
        ctx.intern_type(TypeKind::Vector { shape: shape[n..].to_vec(), scalable: scalable[n..].to_vec(), element })
    };
    let loc = rw.body().op_loc(op);
    let pos = ctx.dense_i64_array(position);
    let extract = ExtractOp::build(rw, loc, source, &[], extracted_ty, pos).result(rw.body());
    let ty = result_type(rw, op);
    rw.replace_op_with_new_op(op, |rw| ShapeCastOp::build(rw, loc, extract, ty));
    true
}
