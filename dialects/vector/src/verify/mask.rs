//! Verifiers of the mask constructors: `vector.create_mask` (one size
//! operand per dimension) and `vector.constant_mask` (sizes within the
//! shape, all zero or none, whole scalable dimensions).

use strata_ir::{Body, Context, Diagnostic, OpId};

use super::{int_list, vtype};
use crate::traits::{emit_error, op_error, type_of, V};

/// `vector.create_mask`: one operand per dimension (exactly one for 0-D).
pub fn create_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, ..)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| vtype(ctx, t)) else { return Ok(()) };
    let n = body.num_operands(op);
    if shape.is_empty() {
        if n != 1 {
            return Err(op_error(ctx, body, op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != shape.len() {
        return Err(op_error(ctx, body, op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

/// `vector.constant_mask`: one size per dimension within `0..=dim` (0 or 1,
/// and exactly one, for 0-D), none or all of a scalable dimension, and all
/// sizes zero if one is.
pub fn constant_mask(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, scalable, _)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| vtype(ctx, t)) else {
        return Ok(());
    };
    let sizes = int_list(ctx, body, op, "mask_dim_sizes");
    if shape.is_empty() {
        return match sizes.as_slice() {
            [0 | 1] => Ok(()),
            [_] => Err(emit_error(body, op, "mask dim size must be either 0 or 1 for 0-D vectors")),
            _ => Err(emit_error(body, op, "array attr must have length 1 for 0-D vectors")),
        };
    }
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if sizes.len() != shape.len() {
        return err("must specify array attr of size equal vector result rank");
    }
    for ((&size, &dim), &is_scalable) in sizes.iter().zip(shape).zip(scalable) {
        if size < 0 || size > dim {
            return err("array attr of size out of bounds of vector result dimension size");
        }
        if is_scalable && size != 0 && size != dim {
            return err("only supports 'none set' or 'all set' scalable dimensions");
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
    Ok(())
}
