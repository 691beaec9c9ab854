//! The slice folds: `tensor.extract_slice` (`ExtractSliceOp::fold`) and
//! `tensor.insert_slice` (`InsertSliceOp::fold`), and [`Mixed`], a slice's
//! offsets, sizes and strides as upstream's `getMixedOffsets` & co. give
//! them: a static integer or the SSA operand standing for a `DYNAMIC` one.

use strata_interfaces::view_like::Slice;
use strata_ir::{Attribute, Body, Context, FoldOutcome, OpId, Value, DYNAMIC};

use super::reshape::reshape_constant_source;
use super::{int_value, result_type};
use crate::verify::ranked;
use crate::{ExtractSliceOp, InsertSliceOp};

/// One offset, size or stride (upstream's `OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mixed {
    Static(i64),
    Value(Value),
}

/// A slice op's offsets, sizes and strides; `first` is the index of its
/// first offset operand (1 for `extract_slice`, 2 for the inserts).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MixedSlice {
    pub offsets: Vec<Mixed>,
    pub sizes: Vec<Mixed>,
    pub strides: Vec<Mixed>,
}

impl MixedSlice {
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>, first: usize) -> MixedSlice {
        let op: OpId = op.into();
        let Slice { offsets, sizes, strides } = Slice::of(ctx, body, op);
        let mut next = first;
        let mut mix = |statics: Vec<i64>| -> Vec<Mixed> {
            statics
                .into_iter()
                .map(|s| {
                    if s == DYNAMIC {
                        next += 1;
                        Mixed::Value(body.operand(op, next - 1))
                    } else {
                        Mixed::Static(s)
                    }
                })
                .collect()
        };
        let offsets = mix(offsets);
        let sizes = mix(sizes);
        let strides = mix(strides);
        MixedSlice { offsets, sizes, strides }
    }
}

/// The constant value of an entry (`getConstantIntValue`).
pub fn constant_value(ctx: &Context, body: &Body, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(s) => Some(s),
        Mixed::Value(v) => int_value(ctx, strata_rewrite::fold::constant_of(ctx, body, v)),
    }
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, unit
/// strides, and sizes equal to `shape` (zipped: a rank-reduced shape
/// checks its leading dimensions).
fn is_identity(ctx: &Context, body: &Body, s: &MixedSlice, shape: &[i64]) -> bool {
    s.offsets.iter().all(|&o| constant_value(ctx, body, o) == Some(0))
        && s.sizes.iter().zip(shape).all(|(&z, &d)| constant_value(ctx, body, z) == Some(d))
        && s.strides.iter().all(|&o| constant_value(ctx, body, o) == Some(1))
}

/// `tensor.extract_slice`.
pub fn extract_slice(
    ctx: &Context,
    body: &mut Body,
    op: ExtractSliceOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let ty = result_type(body, op);
    if let Some(attr) = reshape_constant_source(ctx, constants[0], ty) {
        return FoldOutcome::attribute(attr);
    }
    let source = body.operand(op, 0);
    let slice = MixedSlice::of(ctx, body, op, 1);
    if body.value_type(source) == ty {
        if let Some((shape, ..)) = ranked(ctx, ty) {
            if is_identity(ctx, body, &slice, shape) {
                return FoldOutcome::value(source);
            }
        }
    }
    // `foldExtractAfterInsertSlice`: the slice an insert put there.
    if let Some(insert) = body.defining_op(source).filter(|&d| crate::InsertSliceOp::cast(ctx, body, d).is_some()) {
        let inserted = body.operand(insert, 0);
        if body.value_type(inserted) == ty && MixedSlice::of(ctx, body, insert, 2) == slice {
            return FoldOutcome::value(inserted);
        }
    }
    FoldOutcome::Failure
}

/// `tensor.insert_slice`.
pub fn insert_slice(ctx: &Context, body: &mut Body, op: InsertSliceOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let (source, dest) = (body.operand(op, 0), body.operand(op, 1));
    let ty = result_type(body, op);
    let slice = MixedSlice::of(ctx, body, op, 2);
    let static_ty = ranked(ctx, ty).filter(|(s, ..)| !s.contains(&DYNAMIC));
    if let Some((shape, ..)) = static_ty {
        if body.value_type(source) == ty && is_identity(ctx, body, &slice, shape) {
            return FoldOutcome::value(source);
        }
    }
    // `foldInsertAfterInsertSlice`: inserting over the same slice of an
    // insert makes that insert's destination ours.
    if let Some(prev) = body.defining_op(dest).filter(|&d| crate::InsertSliceOp::cast(ctx, body, d).is_some()) {
        let prev_source = body.operand(prev, 0);
        if body.value_type(prev_source) == body.value_type(source) && MixedSlice::of(ctx, body, prev, 2) == slice {
            let prev_dest = body.operand(prev, 1);
            body.set_operand(op, 1, prev_dest);
            return FoldOutcome::InPlace;
        }
    }
    // `foldInsertAfterExtractSlice`: putting back the slice taken from the destination.
    if let Some(extract) = body.defining_op(source).filter(|&d| crate::ExtractSliceOp::cast(ctx, body, d).is_some()) {
        if body.operand(extract, 0) == dest && MixedSlice::of(ctx, body, extract, 1) == slice {
            return FoldOutcome::value(dest);
        }
    }
    if slice.sizes.iter().any(|&z| constant_value(ctx, body, z) == Some(0)) {
        return FoldOutcome::value(dest);
    }
    FoldOutcome::Failure
}
