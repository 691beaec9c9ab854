//! Verification of `tensor.expand_shape` and `tensor.collapse_shape`:
//! upstream's `verifyReshapeLikeTypes` and `reshapeLikeShapesAreCompatible`
//! (`ReshapeOpsUtils`) plus the tensor-specific checks of `TensorOps.cpp`,
//! with upstream's messages.
//!
//! A reassociation ([`strata_interfaces::reshape`]) is a list of groups
//! of expanded dimensions, one group per collapsed dimension
//! (`[[0, 1], [2]]`): the groups, concatenated,
//! must be `0, 1, ..., expanded rank - 1`, and each collapsed size is the
//! product of its group's expanded sizes (dynamic if any of them is).

use strata_interfaces::reshape::{output_shape_operands, reassociation};
use strata_ir::{Body, Context, Diagnostic, OpId, Type, DYNAMIC};

use crate::verify::ranked;
use strata_ir::op_checks::{i64_array, op_error, quoted_type as quoted};

/// `tensor.expand_shape`: one static output size per result dimension, one
/// `output_shape` operand per dynamic one, then the reshape checks.
pub fn expand_shape(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(src), Some(&result)) = (body.operands(op).next(), body.results(op).first()) else { return Ok(()) };
    let (src, result) = (body.value_type(src), body.value_type(result));
    let Some((result_shape, ..)) = ranked(ctx, result) else { return Ok(()) };
    let statics = i64_array(ctx, body, op, "static_output_shape");
    if statics.len() != result_shape.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                result_shape.len(),
                statics.len()
            ),
        ));
    }
    output_shape_operands(ctx, body, op, &statics)?;
    reshape_like(ctx, body, op, result, src)
}

/// `tensor.collapse_shape`: non-empty groups, then the reshape checks.
pub fn collapse_shape(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(src), Some(&result)) = (body.operands(op).next(), body.results(op).first()) else { return Ok(()) };
    reshape_like(ctx, body, op, body.value_type(src), body.value_type(result))
}

/// Upstream's `verifyReshapeLikeTypes` and the tensor checks after it.
/// An empty group is rejected for both ops (upstream checks it for
/// `collapse_shape` and crashes on it in `expand_shape`; see
/// docs/differences.md).
fn reshape_like(ctx: &Context, body: &Body, op: OpId, expanded: Type, collapsed: Type) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (Some((exp_shape, exp_element, _)), Some((col_shape, col_element, _))) =
        (ranked(ctx, expanded), ranked(ctx, collapsed))
    else {
        return Ok(());
    };
    let Some(groups) = reassociation(ctx, body, op) else { return Ok(()) };
    if groups.iter().any(Vec::is_empty) {
        return err("reassociation indices must not be empty".into());
    }
    let (exp_rank, col_rank) = (exp_shape.len(), col_shape.len());
    if exp_rank < col_rank {
        return err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            quoted(ctx, expanded),
            quoted(ctx, collapsed)
        ));
    }
    if col_rank != groups.len() {
        return err(format!(
            "expected collapsed rank ({col_rank}) to equal the number of reassociation maps ({}).",
            groups.len()
        ));
    }
    // Upstream turns the groups into affine maps over `max index + 1`
    // dimensions (each map has that many), then checks the groups count
    // 0, 1, 2, ... in order.
    if let Some(max) = groups.iter().flatten().copied().max() {
        let dims = max.max(0).wrapping_add(1);
        if usize::try_from(dims).ok() != Some(exp_rank) {
            return err(format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({exp_rank}), but it is  {dims}."
            ));
        }
    }
    let mut next = 0i64;
    for (i, group) in groups.iter().enumerate() {
        for &d in group {
            if d != next {
                return err(format!("expected reassociation map #{i} to be valid and contiguous."));
            }
            next += 1;
        }
    }
    // The groups now cover `0..exp_rank` exactly: slicing is in bounds.
    let mut start = 0;
    let mut inferred = Vec::with_capacity(groups.len());
    for (i, group) in groups.iter().enumerate() {
        let band = &exp_shape[start..start + group.len()];
        start += group.len();
        let size = if band.contains(&DYNAMIC) {
            if col_shape[i] != DYNAMIC {
                return err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding \
                     dimensions in the expanded type is dynamic"
                ));
            }
            DYNAMIC
        } else {
            let product = band.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
            if col_shape[i] != product {
                return err(format!("expected dimension {i} of collapsed type to be static value of {product}"));
            }
            product
        };
        inferred.push(size);
    }
    // Upstream compares the types without their encodings.
    if inferred.as_slice() != col_shape || exp_element != col_element {
        let expected = ctx.ranked_tensor_type(inferred, exp_element);
        return err(format!(
            "expected collapsed type to be {}, but got {}",
            quoted(ctx, expected),
            quoted(ctx, collapsed)
        ));
    }
    Ok(())
}
