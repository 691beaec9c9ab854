//! The C++ `getSpeculatability` of upstream's speculation test ops, as
//! `Speculatability::PerOp` hooks: `test.never_speculatable_op` never is,
//! `test.conditionally_speculatable_op` is when an `arith.constant`
//! defines its input.

use strata_ir::{Body, Context, OpId, Speculatability};

/// `test.never_speculatable_op`.
pub fn never(_: &Context, _: &Body, _: OpId) -> Speculatability {
    Speculatability::NotSpeculatable
}

/// `test.conditionally_speculatable_op`: upstream checks for an
/// `arith.constant` by name (the test dialect does not depend on arith).
pub fn if_constant_input(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let constant = body.num_operands(op) == 1
        && body.defining_op(body.operand(op, 0)).is_some_and(|d| ctx.op_name_str(body.op_name(d)) == "arith.constant");
    Speculatability::speculatable_if(constant)
}
