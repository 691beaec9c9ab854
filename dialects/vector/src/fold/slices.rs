//! Folds of the ops that move slices of vectors around: `vector.shuffle`,
//! `vector.extract_strided_slice` and `vector.insert_strided_slice`
//! (upstream's `ShuffleOp::fold`, `ExtractStridedSliceOp::fold`,
//! `InsertStridedSliceOp::fold`), and the `vector.extract` folds that look
//! through a strided slice (`foldExtractFromExtractStrided`,
//! `foldExtractStridedOpFromInsertChain`).

use strata_ir::{AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, OpId, Value};

use super::{defined_by, dense_values, i64_list, is_poison, poison, prop, result_type};
use crate::{ExtractStridedSliceOp, InsertStridedSliceOp, ShuffleOp};

/// `[begin, begin + 1, ...]` of length `width`.
fn is_step(mask: &[i64], begin: i64, width: i64) -> bool {
    mask.len() as i64 == width && mask.iter().zip(begin..).all(|(&m, e)| m == e)
}

/// `vector.shuffle`: a mask that takes one operand whole is that operand;
/// two poison operands give poison; 1-D constant operands fold, a poison
/// index taking the first element of the first non-poison operand.
pub fn shuffle(ctx: &Context, body: &mut Body, op: ShuffleOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (v1, v2) = (body.operand(op, 0), body.operand(op, 1));
    let (Some(s1), Some(s2)) = (ctx.shape(body.value_type(v1)), ctx.shape(body.value_type(v2))) else {
        return FoldOutcome::Failure;
    };
    // A 0-D shuffle gives a 1-D vector: a canonicalization, not a fold.
    if s1.is_empty() {
        return FoldOutcome::Failure;
    }
    let (n1, n2) = (s1[0], s2[0]);
    let rank = s1.len();
    let mask = prop(ctx, body, op, "mask").map(|m| i64_list(ctx, m)).unwrap_or_default();
    if is_step(&mask, 0, n1) {
        return FoldOutcome::value(v1);
    }
    if is_step(&mask, n1, n2) {
        return FoldOutcome::value(v2);
    }
    let (Some(a), Some(b)) = (constants[0], constants[1]) else { return FoldOutcome::Failure };
    let (p1, p2) = (is_poison(ctx, Some(a)), is_poison(ctx, Some(b)));
    if p1 && p2 {
        return FoldOutcome::attribute(poison(ctx));
    }
    if rank != 1 {
        return FoldOutcome::Failure;
    }
    let values = |poisoned: bool, attr: Attribute| if poisoned { Some(Vec::new()) } else { dense_values(ctx, attr) };
    let (Some(e1), Some(e2)) = (values(p1, a), values(p2, b)) else { return FoldOutcome::Failure };
    let Some(first) = e1.first().or(e2.first()).cloned() else { return FoldOutcome::Failure };
    // A poison index, or an index into a poison operand, takes `first`.
    let pick = |m: i64| -> DenseValue {
        let element = match m {
            super::POISON_INDEX => None,
            m if m < n1 => e1.get(m as usize),
            m => e2.get((m - n1) as usize),
        };
        element.cloned().unwrap_or_else(|| first.clone())
    };
    let out: Vec<DenseValue> = mask.iter().map(|&m| pick(m)).collect();
    FoldOutcome::attribute(ctx.dense_elements_attr(result_type(body, op), out))
}

/// The offsets, sizes and strides of a strided slice op.
fn slice_attrs(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    prop(ctx, body, op, name).map(|a| i64_list(ctx, a)).unwrap_or_default()
}

fn unit_strides(ctx: &Context, body: &Body, op: OpId) -> bool {
    slice_attrs(ctx, body, op, "strides").iter().all(|&s| s == 1)
}

/// `vector.extract_strided_slice`: the whole vector is the source; a slice
/// of an inserted slice reads the inserted value (in place); a slice of a
/// constant is a constant.
pub fn extract_strided_slice(
    ctx: &Context,
    body: &mut Body,
    op: ExtractStridedSliceOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.operand(op, 0);
    if body.value_type(source) == result_type(body, op) {
        return FoldOutcome::value(source);
    }
    if fold_from_insert_chain(ctx, body, op) {
        return FoldOutcome::InPlace;
    }
    match slice_of_constant(ctx, body, op, constants[0]) {
        Some(a) => FoldOutcome::attribute(a),
        None => FoldOutcome::Failure,
    }
}

/// `foldExtractStridedOpFromInsertChain`: walks the `insert_strided_slice`
/// chain above the op; a slice inside an inserted value re-points the op at
/// that value with offsets relative to it; a disjoint one looks further up;
/// a partial overlap stops.
fn fold_from_insert_chain(ctx: &Context, body: &mut Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let offsets = slice_attrs(ctx, body, op, "offsets");
    let sizes = slice_attrs(ctx, body, op, "sizes");
    let strides = slice_attrs(ctx, body, op, "strides");
    let rank = ctx.shape(body.value_type(body.operand(op, 0))).map_or(0, <[i64]>::len);
    let mut current = defined_by::<crate::InsertStridedSliceOp>(ctx, body, body.operand(op, 0));
    while let Some(insert) = current {
        let inserted = body.operand(insert, 0);
        let Some(inserted_shape) = ctx.shape(body.value_type(inserted)) else { return false };
        if inserted_shape.len() != rank {
            return false;
        }
        let insert_offsets = slice_attrs(ctx, body, insert, "offsets");
        let insert_strides = slice_attrs(ctx, body, insert, "strides");
        if offsets.len() > insert_offsets.len() {
            return false;
        }
        let (mut partial, mut disjoint) = (false, false);
        let mut diffs = Vec::with_capacity(offsets.len());
        for dim in 0..offsets.len() {
            if strides.get(dim) != insert_strides.get(dim) {
                return false;
            }
            let start = insert_offsets[dim];
            let end = start + inserted_shape[dim];
            let (offset, size) = (offsets[dim], sizes[dim]);
            if start <= offset && offset < end {
                partial |= offset + size > end;
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint && !partial {
            body.set_operand(op, 0, inserted);
            let i64_ty = ctx.integer_type(64);
            let list = ctx.array_attr(diffs.iter().map(|&d| ctx.integer_attr(i64_ty, d)).collect());
            super::set_prop(ctx, body, op, "offsets", list);
            return true;
        }
        if !disjoint {
            return false;
        }
        current = defined_by::<crate::InsertStridedSliceOp>(ctx, body, body.operand(insert, 1));
    }
    false
}

/// `foldExtractStridedSliceNonSplatConstant` (splats included): the
/// elements of a dense constant inside the slice, in row-major order.
fn slice_of_constant(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    constant: Option<Attribute>,
) -> Option<Attribute> {
    let op: OpId = op.into();
    let constant = constant?;
    if !matches!(ctx.attr_kind(constant), AttrKind::DenseElements { .. }) || !unit_strides(ctx, body, op) {
        return None;
    }
    let values = dense_values(ctx, constant)?;
    let source_shape = ctx.shape(body.value_type(body.operand(op, 0)))?;
    let result_ty = result_type(body, op);
    let slice_shape = ctx.shape(result_ty)?;
    let mut offsets = slice_attrs(ctx, body, op, "offsets");
    offsets.resize(source_shape.len(), 0);
    let mut out = Vec::new();
    for_each_position(slice_shape, &offsets, |position| {
        out.push(values[super::insert::linear_position(source_shape, position)].clone());
    });
    Some(ctx.dense_elements_attr(result_ty, out))
}

/// Calls `f` with every position of a `shape`-sized box at `offsets`, in
/// row-major order (upstream's `incSlicePosition` loop).
pub(crate) fn for_each_position(shape: &[i64], offsets: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut position: Vec<i64> = offsets.to_vec();
    loop {
        f(&position);
        let mut dim = shape.len();
        loop {
            if dim == 0 {
                return;
            }
            dim -= 1;
            position[dim] += 1;
            if position[dim] < offsets[dim] + shape[dim] {
                break;
            }
            position[dim] = offsets[dim];
        }
    }
}

/// `vector.insert_strided_slice`: a slice the size of the destination is
/// the inserted value.
pub fn insert_strided_slice(
    _: &Context,
    body: &mut Body,
    op: InsertStridedSliceOp,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let value: Value = body.operand(op, 0);
    if body.value_type(value) == body.value_type(body.operand(op, 1)) {
        return FoldOutcome::value(value);
    }
    FoldOutcome::Failure
}

/// `foldExtractFromExtractStrided`: an extract (static position) of a
/// unit-stride `extract_strided_slice` extracts from the slice's source,
/// its position moved by the offsets (offsets of trailing dimensions taken
/// whole dropped), when the extracted value's dimensions are untouched by
/// the slice (in place).
pub(super) fn extract_from_extract_strided(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let slice = defined_by::<ExtractStridedSliceOp>(ctx, body, body.operand(op, 0))?;
    let source = body.operand(slice, 0);
    let source_shape = ctx.shape(body.value_type(source))?.to_vec();
    let slice_shape = ctx.shape(result_type(body, slice))?.to_vec();
    if source_shape.is_empty() || !unit_strides(ctx, body, slice) {
        return None;
    }
    let mut offsets = slice_attrs(ctx, body, slice, "offsets");
    while let Some(&last) = offsets.last() {
        let dim = offsets.len() - 1;
        if last != 0 || slice_shape.get(dim) != source_shape.get(dim) {
            break;
        }
        offsets.pop();
    }
    let dest_rank = ctx.shape(result_type(body, op)).map_or(0, <[i64]>::len);
    if dest_rank + offsets.len() > source_shape.len() || pos.len() < offsets.len() {
        return None;
    }
    let moved: Vec<i64> = pos.iter().enumerate().map(|(i, &p)| p + offsets.get(i).copied().unwrap_or(0)).collect();
    body.set_operand(op, 0, source);
    super::set_static_position(ctx, body, op, &moved);
    Some(FoldOutcome::InPlace)
}

/// `foldExtractStridedOpFromInsertChain` for `vector.extract`: walks the
/// unit-stride `insert_strided_slice` chain above the op; an extracted chunk
/// inside an inserted value (its trailing dimensions inserted whole) is
/// extracted from that value at the position relative to it (in place); a
/// disjoint one looks further up the chain.
pub(super) fn extract_from_insert_strided_chain(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let dest_rank = ctx.shape(result_type(body, op)).map_or(0, <[i64]>::len);
    let mut current = defined_by::<InsertStridedSliceOp>(ctx, body, body.operand(op, 0));
    while let Some(insert) = current {
        let inserted = body.operand(insert, 0);
        let source_shape = ctx.shape(body.value_type(inserted))?.to_vec();
        let dest_shape = ctx.shape(body.value_type(body.operand(insert, 1)))?.to_vec();
        if source_shape.is_empty() || dest_shape.is_empty() {
            return None;
        }
        let rank_diff = dest_shape.len().checked_sub(source_shape.len())?;
        if dest_rank > source_shape.len() {
            return None;
        }
        if !unit_strides(ctx, body, insert) {
            return None;
        }
        let insert_offsets = slice_attrs(ctx, body, insert, "offsets");
        let mut disjoint = false;
        let mut diffs = Vec::with_capacity(pos.len());
        for (dim, &offset) in pos.iter().enumerate() {
            let start = *insert_offsets.get(dim)?;
            let size = if dim < rank_diff { 1 } else { source_shape[dim - rank_diff] };
            if start <= offset && offset < start + size {
                if dim >= rank_diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_rank_diff = source_shape.len() - dest_rank;
            if (0..dest_rank).any(|i| source_shape[i + src_rank_diff] != dest_shape[i + src_rank_diff + rank_diff]) {
                return None;
            }
            body.set_operand(op, 0, inserted);
            super::set_static_position(ctx, body, op, &diffs);
            return Some(FoldOutcome::InPlace);
        }
        current = defined_by::<InsertStridedSliceOp>(ctx, body, body.operand(insert, 1));
    }
    None
}
