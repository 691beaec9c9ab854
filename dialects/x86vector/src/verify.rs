//! The checks upstream writes in C++ (`hasVerifier`), which the generated
//! verifiers call after the ODS constraints.

use strata_ir::op_checks::{emit_error, typed_attr_type};
use strata_ir::{Body, Context, Diagnostic};

use crate::MaskCompressOp;

/// `avx512.mask.compress`: at most one of `src` and `constant_src`, of
/// the result's type (upstream reports these without the op prefix).
pub fn avx512_mask_compress(ctx: &Context, body: &Body, op: MaskCompressOp) -> Result<(), Diagnostic> {
    let dst = body.value_type(op.dst(body));
    let src = op.src(body);
    let constant = op.constant_src(ctx, body);
    if src.is_some() && constant.is_some() {
        return Err(emit_error(body, op, "cannot use both src and constant_src"));
    }
    if src.is_some_and(|s| body.value_type(s) != dst) {
        return Err(emit_error(body, op, "failed to verify that src and dst have same type"));
    }
    if constant.is_some_and(|c| typed_attr_type(ctx, c) != Some(dst)) {
        return Err(emit_error(body, op, "failed to verify that constant_src and dst have same type"));
    }
    Ok(())
}
