//! The element folds: `tensor.extract`, `tensor.from_elements`,
//! `tensor.insert` and `tensor.splat` over constants (upstream's
//! `ExtractOp::fold`, `FromElementsOp::fold`, `InsertOp::fold`,
//! `SplatOp::fold`).
//!
//! Constants are `DenseElements` (one value: a splat) or `SparseElements`
//! (indices `[n, rank]` or `[n]`, values 1-D; other elements zero); a
//! scalar element is an `Integer` or `Float` attribute of the element
//! type. Complex elements fold to nothing here: without the `complex`
//! dialect strata cannot materialize them.

use strata_interfaces::elements::{element_at, element_attr, splat_value};
use strata_ir::{AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, Type};

use super::{int_value, result_type};
use crate::verify::ranked;
use crate::{ExtractOp, FromElementsOp, InsertOp, SplatOp};

/// The element `v` of a scalar constant attribute, if it has type `ty`.
fn scalar_value(ctx: &Context, a: Attribute, ty: Type) -> Option<DenseValue> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty: t, value } if *t == ty => Some(DenseValue::Int(value.clone())),
        AttrKind::Float { ty: t, bits } if *t == ty => Some(DenseValue::Float(*bits)),
        _ => None,
    }
}

/// `tensor.extract`.
pub fn extract(ctx: &Context, body: &mut Body, op: ExtractOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let element_ty = result_type(body, op);
    if let Some(v) = constants[0].and_then(|a| splat_value(ctx, a)) {
        if let Some(attr) = element_attr(ctx, element_ty, v) {
            return FoldOutcome::attribute(attr);
        }
        return FoldOutcome::Failure;
    }
    let indices: Option<Vec<i64>> = constants[1..].iter().map(|&c| int_value(ctx, c)).collect();
    let tensor = body.operand(op, 0);
    if let Some(indices) = &indices {
        if let Some(from) = body.defining_op(tensor).filter(|&d| crate::FromElementsOp::cast(ctx, body, d).is_some()) {
            let Some((shape, ..)) = ranked(ctx, result_type(body, from)) else { return FoldOutcome::Failure };
            // Upstream computes the flat index in `int` arithmetic over
            // the indices as unsigned: reproduce its wrap-around.
            let (mut flat, mut stride) = (0i32, 1i32);
            for (&i, &d) in indices.iter().zip(shape).rev() {
                flat = (flat as u64).wrapping_add((i as u64).wrapping_mul(stride as i64 as u64)) as i32;
                stride = stride.wrapping_mul(d as i32);
            }
            if flat < 0 || flat as usize >= body.num_operands(from) {
                return FoldOutcome::Failure;
            }
            return FoldOutcome::value(body.operand(from, flat as usize));
        }
        if let Some(attr) = constants[0].and_then(|a| element_at(ctx, a, indices)) {
            return FoldOutcome::attribute(attr);
        }
        // `foldExtractAfterInsert`: an insert at the same (constant) indices.
        if let Some(ins) = body.defining_op(tensor).and_then(|d| crate::InsertOp::cast(ctx, body, d)) {
            let scalar = ins.scalar(body);
            let theirs: Vec<Option<i64>> =
                ins.indices(body).into_iter().map(|v| constant_index(ctx, body, v)).collect();
            let ours: Vec<Option<i64>> = indices.iter().map(|&i| Some(i)).collect();
            if body.value_type(scalar) == element_ty && ours == theirs {
                return FoldOutcome::value(scalar);
            }
        }
    }
    FoldOutcome::Failure
}

/// The constant value of an index-typed operand (`getAsOpFoldResult`).
fn constant_index(ctx: &Context, body: &Body, v: strata_ir::Value) -> Option<i64> {
    int_value(ctx, strata_rewrite::fold::constant_of(ctx, body, v))
}

/// `tensor.from_elements`: every element constant -> a dense constant.
pub fn from_elements(
    ctx: &Context,
    body: &mut Body,
    op: FromElementsOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let ty = result_type(body, op);
    let element = ctx.element_type_or_self(ty);
    let values: Option<Vec<DenseValue>> = constants.iter().map(|&c| scalar_value(ctx, c?, element)).collect();
    match values {
        Some(values) => FoldOutcome::attribute(ctx.dense_elements_attr(ty, values)),
        None => FoldOutcome::Failure,
    }
}

/// `tensor.insert`: inserting a splat constant's own value -> the splat.
pub fn insert(ctx: &Context, body: &mut Body, op: InsertOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(scalar), Some(dest)) = (constants[0], constants[1]) else { return FoldOutcome::Failure };
    let Some(v) = splat_value(ctx, dest) else { return FoldOutcome::Failure };
    let element = ctx.element_type_or_self(body.value_type(body.operand(op, 1)));
    if element_attr(ctx, element, v) == Some(scalar) {
        return FoldOutcome::attribute(dest);
    }
    FoldOutcome::Failure
}

/// `tensor.splat`: a constant integer or float into a static shape.
pub fn splat(ctx: &Context, body: &mut Body, op: SplatOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(c) = constants[0] else { return FoldOutcome::Failure };
    let static_shape = ranked(ctx, ty).is_some_and(|(s, ..)| !s.contains(&strata_ir::DYNAMIC));
    let Some(v) = scalar_value(ctx, c, ctx.element_type_or_self(ty)) else { return FoldOutcome::Failure };
    if !static_shape {
        return FoldOutcome::Failure;
    }
    FoldOutcome::attribute(ctx.dense_elements_attr(ty, vec![v]))
}
