//! The reshape checks the tensor and memref dialects share: reading the
//! `reassociation` attribute and the `output_shape` operand count of an
//! expansion (upstream's `ReshapeOpsUtils`, for `expand_shape` and
//! `collapse_shape`), and the shape operand of `tensor.reshape` /
//! `memref.reshape`. The dialects' reassociation shape rules differ (each
//! dialect module has its own, with upstream's messages).
//!
//! A reassociation is a list of groups of expanded dimensions, one group
//! per collapsed dimension (`[[0, 1], [2]]`).

use strata_ir::op_checks::{inherent_attr, op_error, type_of, V};
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, DYNAMIC};

/// The `reassociation` attribute of `op` (`[[0, 1], [2]]`): `None` if it is
/// absent or malformed (the generated attribute check reports that first).
pub fn reassociation(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(inherent_attr(ctx, body, op, "reassociation")?) else { return None };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&i| match ctx.attr_kind(i) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// An expansion's `output_shape` operands (all but the source) stand for
/// exactly the dynamic entries of its `static_output_shape`.
pub fn output_shape_operands(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    static_output_shape: &[i64],
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let dynamic = static_output_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let values = body.num_operands(op).saturating_sub(1);
    if values != dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} \
                 dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    Ok(())
}

/// The source, shape and result types of a `reshape` (`None` if malformed:
/// the generated checks report that), after checking that source and
/// result have one element type; `kind` (`"tensor"`, `"memref"`) names the
/// types in upstream's message.
pub fn reshape_types(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    kind: &str,
) -> Result<Option<[Type; 3]>, Diagnostic> {
    let op: OpId = op.into();
    let (Some(source), Some(shape), Some(result)) = (
        type_of(ctx, body, op, V::Operand(0)),
        type_of(ctx, body, op, V::Operand(1)),
        type_of(ctx, body, op, V::Result(0)),
    ) else {
        return Ok(None);
    };
    if ctx.element_type_or_self(source) != ctx.element_type_or_self(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("element types of source and destination {kind} types should be the same"),
        ));
    }
    Ok(Some([source, shape, result]))
}

/// A `reshape` to a ranked result of rank `rank` takes a shape operand of
/// static length `rank`; `kind` (`"tensor"`, `"memref"`) names the types in
/// upstream's messages.
pub fn shape_operand_length(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    shape: Type,
    rank: usize,
    kind: &str,
) -> Result<(), Diagnostic> {
    let length = ctx.shape(shape).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
    if length == DYNAMIC {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("cannot use shape operand with dynamic length to reshape to statically-ranked {kind} type"),
        ));
    }
    if usize::try_from(length).ok() != Some(rank) {
        return Err(op_error(ctx, body, op, format!("length of shape operand differs from the result's {kind} rank")));
    }
    Ok(())
}

/// Upstream's `ComposeCollapseOfExpandOp` reassociation: the groups of the
/// higher-rank reshape (`higher`) that make up each group of the
/// lower-rank one (`lower`), matched by their last indices; `None` when a
/// group of `higher` straddles two groups of `lower`. An empty group of
/// `lower` (a unit dimension of a 0-D side) takes no group.
pub fn compose_reassociations(higher: &[Vec<i64>], lower: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let mut next = 0;
    let mut composed = Vec::with_capacity(lower.len());
    for group in lower {
        let mut indices = Vec::new();
        if let Some(&last) = group.last() {
            while let Some(h) = higher.get(next) {
                let rightmost = h.last().copied().unwrap_or(-1);
                if rightmost > last {
                    return None;
                }
                indices.push(next as i64);
                next += 1;
                if rightmost == last {
                    break;
                }
            }
        }
        composed.push(indices);
    }
    Some(composed)
}
