//! Verifiers of the reshapes: `memref.expand_shape` and
//! `memref.collapse_shape` (upstream's `verifyCollapsedShape`, then the
//! result type computed with its layout: `computeExpandedLayoutMap`,
//! `computeCollapsedLayoutMap`), and `memref.reshape` (identity layouts, a
//! shape operand of static length equal to the result's rank).
//!
//! The collapsed memref has one dimension per reassociation group; the
//! expanded one the dimensions of all groups, in order. Layouts stay
//! strided: an expansion splits each source stride over its group, a
//! collapse keeps the stride of the innermost non-unit dimension of each
//! group, which must be contiguous.

use strata_interfaces::layout::{
    is_identity_layout, memref_parts, saturated_mul, strided_memref_type, strides_and_offset,
};
use strata_interfaces::reshape::{output_shape_operands, reassociation, reshape_types, shape_operand_length};
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};

use crate::{CollapseShapeOp, ExpandShapeOp, ReshapeOp};
use strata_ir::op_checks::{i64_array, op_error, quoted_type, type_of, V};

/// Upstream's `verifyCollapsedShape` (several dynamic dimensions per group
/// allowed): one group per collapsed dimension, contiguous in-bounds
/// indices, and each collapsed size dynamic exactly when its group is, else
/// the group's product; a 0-D collapsed memref expands to ones only.
fn collapsed_shape(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    (collapsed, expanded): (&[i64], &[i64]),
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if collapsed.len() != groups.len() {
        return err(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (i, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &d in group {
            if d != next {
                return err("reassociation indices must be contiguous".into());
            }
            next += 1;
            let Some(&size) = usize::try_from(d).ok().and_then(|d| expanded.get(d)) else {
                return err(format!("reassociation index {d} is out of bounds"));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[i] == DYNAMIC) != dynamic {
            return err(format!("collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"));
        }
        if !dynamic {
            // In bounds: every index was checked above.
            let size = group.iter().fold(1i64, |n, &d| n.wrapping_mul(expanded[d as usize]));
            if size != collapsed[i] {
                return err(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[i]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return err("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if usize::try_from(next).ok() != Some(expanded.len()) {
        return err(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    Ok(())
}

/// `memref<shape x element, layout, space>`.
fn memref_type(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
) -> Type {
    ctx.intern_type(TypeKind::MemRef { shape: shape.to_vec(), element, layout, memory_space: space })
}

/// Upstream's `ExpandShapeOp::computeExpandedType`: contiguous stays
/// contiguous; otherwise each source stride is the innermost stride of its
/// group, multiplied out by the group's sizes towards the outside.
fn expanded_type(ctx: &Context, source: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    let (src_shape, element, layout, space) = memref_parts(ctx, source)?;
    if is_identity_layout(ctx, layout) {
        return Some(memref_type(ctx, shape, element, None, space));
    }
    let (src_strides, offset) = strides_and_offset(ctx, src_shape, layout)?;
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (group, &stride) in groups.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in group {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = saturated_mul(current, shape[index]);
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(shape.len(), 1);
    Some(strided_memref_type(ctx, shape.to_vec(), element, (strides, offset), space))
}

/// `memref.expand_shape`: an expansion of the source by the
/// reassociation, to the expected strided result type, with a
/// `static_output_shape` that has the result's rank and agrees with its
/// static sizes.
pub fn expand_shape(ctx: &Context, body: &Body, op: ExpandShapeOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let (Some((src_shape, ..)), Some((res_shape, ..))) = (memref_parts(ctx, source), memref_parts(ctx, result)) else {
        return Ok(());
    };
    let Some(groups) = reassociation(ctx, body, op) else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (r0, r1) = (src_shape.len(), res_shape.len());
    if r0 > r1 {
        return err(format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."));
    }
    collapsed_shape(ctx, body, op, (src_shape, res_shape), &groups)?;
    let Some(expected) = expanded_type(ctx, source, res_shape, &groups) else {
        return err("invalid source layout map".into());
    };
    if expected != result {
        return err(format!(
            "expected expanded type to be {} but found {}",
            quoted_type(ctx, expected),
            quoted_type(ctx, result)
        ));
    }
    let statics = i64_array(ctx, body, op, "static_output_shape");
    if statics.len() != r1 {
        return err(format!(
            "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            statics.len()
        ));
    }
    output_shape_operands(ctx, body, op, &statics)?;
    if let Some(pos) = res_shape.iter().zip(&statics).position(|(&r, &s)| r != DYNAMIC && r != s) {
        return err(format!("invalid output shape provided at pos {pos}"));
    }
    Ok(())
}

/// Upstream's `computeCollapsedLayoutMap` (not strict): each group takes
/// the stride of its innermost dimension of size other than 1 (dynamic if
/// that size is dynamic and the group has more than one dimension), and
/// within a group every stride must be the next one times the next size
/// where both are known. `None` if the source is not strided or a group
/// is not contiguous.
fn collapsed_layout(
    ctx: &Context,
    shape: &[i64],
    layout: Option<Attribute>,
    groups: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let (src_strides, offset) = strides_and_offset(ctx, shape, layout)?;
    let dim = |d: i64| usize::try_from(d).ok().filter(|&d| d < shape.len() && d < src_strides.len());
    let mut strides = Vec::with_capacity(groups.len());
    for group in groups {
        let mut len = group.len();
        while len > 1 && shape[dim(group[len - 1])?] == 1 {
            len -= 1;
        }
        let last = dim(*group.get(len.checked_sub(1)?)?)?;
        strides.push(if shape[last] != DYNAMIC || len == 1 { src_strides[last] } else { DYNAMIC });
    }
    for (group, &stride) in groups.iter().zip(&strides) {
        let mut stride = stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = dim(idx)?;
            let outer = idx.checked_sub(1)?;
            stride = saturated_mul(stride, shape[idx]);
            if shape[outer] == 1 {
                continue;
            }
            let src_stride = src_strides[outer];
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some((strides, offset))
}

/// Upstream's `CollapseShapeOp::computeCollapsedType`: each group's size
/// is the saturated product of its sizes; a contiguous source stays
/// contiguous, another one gets its layout collapsed (`None` if that
/// fails).
pub(crate) fn collapsed_type(ctx: &Context, source: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (src_shape, element, layout, space) = memref_parts(ctx, source)?;
    let size = |d: i64| usize::try_from(d).ok().and_then(|d| src_shape.get(d).copied());
    let shape = groups
        .iter()
        .map(|g| g.iter().try_fold(1, |acc, &d| Some(saturated_mul(acc, size(d)?))))
        .collect::<Option<Vec<i64>>>()?;
    if is_identity_layout(ctx, layout) {
        return Some(memref_type(ctx, &shape, element, None, space));
    }
    let strided = collapsed_layout(ctx, src_shape, layout, groups)?;
    Some(strided_memref_type(ctx, shape, element, strided, space))
}

/// `memref.collapse_shape`: a collapse of the source by the reassociation,
/// to the expected result type (the source's layout collapsed).
pub fn collapse_shape(ctx: &Context, body: &Body, op: CollapseShapeOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let (Some((src_shape, element, layout, space)), Some((res_shape, ..))) =
        (memref_parts(ctx, source), memref_parts(ctx, result))
    else {
        return Ok(());
    };
    let Some(groups) = reassociation(ctx, body, op) else { return Ok(()) };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (r0, r1) = (src_shape.len(), res_shape.len());
    if r0 < r1 {
        return err(format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."));
    }
    collapsed_shape(ctx, body, op, (res_shape, src_shape), &groups)?;
    let expected = if is_identity_layout(ctx, layout) {
        memref_type(ctx, res_shape, element, None, space)
    } else {
        let Some(strided) = collapsed_layout(ctx, src_shape, layout, &groups) else {
            return err("invalid source layout map or collapsing non-contiguous dims".into());
        };
        strided_memref_type(ctx, res_shape.to_vec(), element, strided, space)
    };
    if expected != result {
        return err(format!(
            "expected collapsed type to be {} but found {}",
            quoted_type(ctx, expected),
            quoted_type(ctx, result)
        ));
    }
    Ok(())
}

/// `memref.reshape`: one element type, identity layouts, and for a ranked
/// result a shape operand of static length equal to its rank.
pub fn reshape(ctx: &Context, body: &Body, op: ReshapeOp) -> Result<(), Diagnostic> {
    let Some([source, shape, result]) = reshape_types(ctx, body, op, "memref")? else { return Ok(()) };
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if memref_parts(ctx, source).is_some_and(|(.., layout, _)| !is_identity_layout(ctx, layout)) {
        return err("source memref type should have identity affine map");
    }
    let Some((res_shape, _, layout, _)) = memref_parts(ctx, result) else { return Ok(()) };
    if !is_identity_layout(ctx, layout) {
        return err("result memref type should have identity affine map");
    }
    shape_operand_length(ctx, body, op, shape, res_shape.len(), "memref")
}
