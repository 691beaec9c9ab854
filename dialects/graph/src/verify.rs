//! Hand-written verifiers of the graph ops (`hasVerifier` in
//! `GraphOps.td`), run by the generated verify hooks after the ODS
//! constraints and trait checks (operand/result types, ranks of `2DTensorOf`
//! and `4DTensorOf`, `SameOperandsAndResultType`, ...) have passed.
//!
//! A dynamic dimension (`?`) is compatible with any size; element types of
//! operands and results must agree. The messages are strata's own (no
//! upstream op has these semantics).

use strata_ir::{Body, Context, Diagnostic, OpId, Type, DYNAMIC};

use crate::{AddNOp, Conv2DOp, MatMulOp, TransposeOp};
use strata_ir::op_checks::op_error;

/// `graph.add_n`: at least one input. In parsed IR the generated
/// `SameOperandsAndResultType` check (upstream's order: traits first)
/// already reports an empty list ("expected 1 or more operands"); this
/// states the op's own rule, independent of its trait list.
pub fn add_n(ctx: &Context, body: &Body, op: AddNOp) -> Result<(), Diagnostic> {
    if body.num_operands(op) == 0 {
        return Err(op_error(ctx, body, op, "expects at least one input"));
    }
    Ok(())
}

/// `graph.transpose`: `permutation` is a permutation of `0..rank` and
/// `output[i] == input[permutation[i]]`.
pub fn transpose(ctx: &Context, body: &Body, op: TransposeOp) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (input, output) = (operand_type(body, op, 0), result_type(body, op));
    let (Some(in_shape), Some(out_shape)) = (ctx.shape(input), ctx.shape(output)) else { return Ok(()) };
    let Some(perm) = dense_i64(ctx, body, op, "permutation") else { return Ok(()) };
    let rank = in_shape.len();
    if perm.len() != rank {
        return err(format!("permutation of length {} does not match the input rank {rank}", perm.len()));
    }
    let mut seen = vec![false; rank];
    for &p in &perm {
        match usize::try_from(p).ok().filter(|&i| i < rank) {
            Some(i) if !seen[i] => seen[i] = true,
            _ => return err(format!("permutation {} is not a permutation of 0..{rank}", list(&perm))),
        }
    }
    if out_shape.len() != rank {
        return err(format!("output rank {} does not match the input rank {rank}", out_shape.len()));
    }
    same_element_types(ctx, body, op, &[("input", input), ("output", output)])?;
    for (i, &p) in perm.iter().enumerate() {
        let expected = in_shape[p as usize];
        if !compatible(out_shape[i], expected) {
            return err(format!(
                "output dimension {i} is {} but input dimension {p} (permutation[{i}]) is {}",
                dim(out_shape[i]),
                dim(expected)
            ));
        }
    }
    Ok(())
}

/// `graph.matmul`: `lhs` is MxK (KxM with `transpose_a`), `rhs` KxN (NxK
/// with `transpose_b`), the output MxN.
pub fn matmul(ctx: &Context, body: &Body, op: MatMulOp) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let (lhs, rhs, output) = (operand_type(body, op, 0), operand_type(body, op, 1), result_type(body, op));
    same_element_types(ctx, body, op, &[("lhs", lhs), ("rhs", rhs), ("output", output)])?;
    let (Some(l), Some(r), Some(o)) = (ctx.shape(lhs), ctx.shape(rhs), ctx.shape(output)) else { return Ok(()) };
    if l.len() != 2 || r.len() != 2 || o.len() != 2 {
        return Ok(()); // the `2DTensorOf` constraints report this
    }
    let (ta, tb) = (unit_flag(ctx, body, op, "transpose_a"), unit_flag(ctx, body, op, "transpose_b"));
    let (m, k_lhs, k_dim_lhs) = if ta { (l[1], l[0], 0) } else { (l[0], l[1], 1) };
    let (n, k_rhs, k_dim_rhs) = if tb { (r[0], r[1], 1) } else { (r[1], r[0], 0) };
    if !compatible(k_lhs, k_rhs) {
        return err(format!(
            "contraction dimensions do not match: lhs dimension {k_dim_lhs} is {}, rhs dimension {k_dim_rhs} is {}",
            dim(k_lhs),
            dim(k_rhs)
        ));
    }
    if !compatible(o[0], m) || !compatible(o[1], n) {
        return err(format!("output shape {} does not match the expected {}", shape(o), shape(&[m, n])));
    }
    Ok(())
}

/// `graph.conv2d`: NHWC input, HWCF filter, NHWC output; `strides` = [h, w]
/// (positive), `padding` = [top, bottom, left, right] (non-negative).
pub fn conv2d(ctx: &Context, body: &Body, op: Conv2DOp) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let strides = dense_i64(ctx, body, op, "strides").unwrap_or_default();
    let padding = dense_i64(ctx, body, op, "padding").unwrap_or_default();
    if strides.len() != 2 {
        return err(format!("expects 2 strides (height, width), got {}", strides.len()));
    }
    if padding.len() != 4 {
        return err(format!("expects 4 padding values (top, bottom, left, right), got {}", padding.len()));
    }
    if strides.iter().any(|&s| s <= 0) {
        return err(format!("strides must be positive, got {}", list(&strides)));
    }
    if padding.iter().any(|&p| p < 0) {
        return err(format!("padding must be non-negative, got {}", list(&padding)));
    }
    let (input, filter, output) = (operand_type(body, op, 0), operand_type(body, op, 1), result_type(body, op));
    same_element_types(ctx, body, op, &[("input", input), ("filter", filter), ("output", output)])?;
    let (Some(x), Some(w), Some(y)) = (ctx.shape(input), ctx.shape(filter), ctx.shape(output)) else {
        return Ok(());
    };
    if x.len() != 4 || w.len() != 4 || y.len() != 4 {
        return Ok(()); // the `4DTensorOf` constraints report this
    }
    if !compatible(x[3], w[2]) {
        return err(format!(
            "input channels ({}, NHWC dimension 3) do not match the filter's ({}, HWCF dimension 2)",
            dim(x[3]),
            dim(w[2])
        ));
    }
    let expected = [
        Some(x[0]),
        spatial(x[1], w[0], padding[0].saturating_add(padding[1]), strides[0]),
        spatial(x[2], w[1], padding[2].saturating_add(padding[3]), strides[1]),
        Some(w[3]),
    ];
    if expected[1] == Some(0) || expected[2] == Some(0) {
        return err(format!("filter {}x{} is larger than the padded input", dim(w[0]), dim(w[1])));
    }
    let expected = expected.map(|d| d.unwrap_or(DYNAMIC));
    if y.iter().zip(&expected).any(|(&a, &b)| !compatible(a, b)) {
        return err(format!("output shape {} does not match the expected {}", shape(y), shape(&expected)));
    }
    Ok(())
}

/// An output spatial size: `(size + pad - kernel) / stride + 1`; `Some(0)`
/// when the kernel does not fit, `Some(DYNAMIC)` when a size is dynamic.
fn spatial(size: i64, kernel: i64, pad: i64, stride: i64) -> Option<i64> {
    if size == DYNAMIC || kernel == DYNAMIC {
        return Some(DYNAMIC);
    }
    let padded = size.checked_add(pad)?;
    if padded < kernel {
        return Some(0);
    }
    Some((padded - kernel) / stride + 1)
}

fn operand_type(body: &Body, op: impl Into<OpId>, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

fn result_type(body: &Body, op: impl Into<OpId>) -> Type {
    body.value_type(body.results(op)[0])
}

/// An `array<i64: ...>` property (or discardable attribute) of `op`.
fn dense_i64(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<Vec<i64>> {
    let op: OpId = op.into();
    let attr =
        body.properties(op).and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(body.attrs(op), name))?;
    crate::canonicalize::i64_array(ctx, attr)
}

/// Whether the unit attribute `name` is set.
fn unit_flag(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> bool {
    let op: OpId = op.into();
    body.properties(op).and_then(|p| ctx.dict_get(p, name)).or_else(|| ctx.dict_get(body.attrs(op), name)).is_some()
}

/// All `(role, type)` pairs have the same element type.
fn same_element_types(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    types: &[(&str, Type)],
) -> Result<(), Diagnostic> {
    let Some(&(first_role, first)) = types.first() else { return Ok(()) };
    let elem = ctx.element_type_or_self(first);
    for &(role, ty) in &types[1..] {
        let e = ctx.element_type_or_self(ty);
        if e != elem {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "{role} element type '{}' does not match the {first_role} element type '{}'",
                    ctx.type_to_string(e),
                    ctx.type_to_string(elem)
                ),
            ));
        }
    }
    Ok(())
}

fn compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

fn dim(d: i64) -> String {
    if d == DYNAMIC {
        "?".into()
    } else {
        d.to_string()
    }
}

fn shape(dims: &[i64]) -> String {
    dims.iter().map(|&d| dim(d)).collect::<Vec<_>>().join("x")
}

fn list(values: &[i64]) -> String {
    format!("[{}]", values.iter().map(i64::to_string).collect::<Vec<_>>().join(", "))
}
