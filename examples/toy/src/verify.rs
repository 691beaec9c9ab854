//! Hand-written verifiers: the `genVerifyDecl` check of `!toy.tensor`
//! (run whenever a tensor type is parsed or built with `get_checked`) and
//! the `hasVerifier` checks of the ops, run by the generated verify hooks
//! after the ODS constraints (every operand and result is a `!toy.tensor`)
//! have passed.

use strata_ir::{AttrKind, Body, Context, Diagnostic, Value};

use crate::{ConstantOp, ReshapeOp, TensorType, TransposeOp};
use strata_ir::op_checks::op_error;

/// `!toy.tensor`: dimensions are non-negative, elements are floats.
pub fn tensor_type(ctx: &Context, ty: &TensorType) -> Result<(), String> {
    if let Some(d) = ty.shape().iter().find(|&&d| d < 0) {
        return Err(format!("toy.tensor dimensions must be non-negative, got {d}"));
    }
    if !ctx.is_float(ty.element_type()) {
        return Err(format!(
            "toy.tensor element type must be a float type, got {}",
            ctx.type_to_string(ty.element_type())
        ));
    }
    Ok(())
}

/// The parameters of `v`'s type (a `!toy.tensor`: the ODS constraints ran first).
fn tensor<'c>(ctx: &'c Context, body: &Body, v: Value) -> Option<&'c TensorType> {
    TensorType::from_type(ctx, body.value_type(v))
}

/// `[2, 3]`, for messages.
fn dims(shape: &[i64]) -> String {
    format!("{shape:?}")
}

/// `toy.constant`: the value is a dense elements attribute of the result's
/// shape and element type.
pub fn constant(ctx: &Context, body: &Body, op: ConstantOp) -> Result<(), Diagnostic> {
    let (Some(out), Some(value)) = (tensor(ctx, body, op.output(body)), op.value(ctx, body)) else { return Ok(()) };
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(value) else {
        return Err(op_error(ctx, body, op, "value must be a dense elements attribute"));
    };
    let shape = ctx.shape(*ty).unwrap_or_default();
    if shape != out.shape() {
        let msg = format!("value of shape {} does not match the result shape {}", dims(shape), dims(out.shape()));
        return Err(op_error(ctx, body, op, msg));
    }
    if ctx.element_type_or_self(*ty) != out.element_type() {
        return Err(op_error(ctx, body, op, "value and result element types differ"));
    }
    Ok(())
}

/// `toy.transpose`: a 2-D input `AxB` and an output `BxA` of the same
/// element type.
pub fn transpose(ctx: &Context, body: &Body, op: TransposeOp) -> Result<(), Diagnostic> {
    let (Some(input), Some(output)) = (tensor(ctx, body, op.input(body)), tensor(ctx, body, op.output(body))) else {
        return Ok(());
    };
    let [a, b] = input.shape() else {
        return Err(op_error(ctx, body, op, format!("expects a 2-D input, got shape {}", dims(input.shape()))));
    };
    if output.shape() != [*b, *a] {
        let msg = format!("output shape {} is not the transpose of {}", dims(output.shape()), dims(input.shape()));
        return Err(op_error(ctx, body, op, msg));
    }
    if input.element_type() != output.element_type() {
        return Err(op_error(ctx, body, op, "input and output element types differ"));
    }
    Ok(())
}

/// The number of elements of a shape; `None` if it does not fit in `i64`.
fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))
}

/// `toy.reshape`: input and output hold as many elements, of one type.
pub fn reshape(ctx: &Context, body: &Body, op: ReshapeOp) -> Result<(), Diagnostic> {
    let (Some(input), Some(output)) = (tensor(ctx, body, op.input(body)), tensor(ctx, body, op.output(body))) else {
        return Ok(());
    };
    let (n_in, n_out) = (num_elements(input.shape()), num_elements(output.shape()));
    if n_in.is_none() || n_in != n_out {
        let msg = format!(
            "input shape {} and output shape {} hold different numbers of elements",
            dims(input.shape()),
            dims(output.shape())
        );
        return Err(op_error(ctx, body, op, msg));
    }
    if input.element_type() != output.element_type() {
        return Err(op_error(ctx, body, op, "input and output element types differ"));
    }
    Ok(())
}
