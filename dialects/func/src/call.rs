//! The func ops' call interfaces (upstream's `CallOpInterface` and
//! `CallableOpInterface` methods in `FuncOps.td`), attached by the
//! generated `OpInfo`s: what `func.call` and `func.call_indirect` call
//! and pass, and which region of `func.func` is its body.
//!
//! Invariant: a malformed call (no `callee`) answers no callee, and
//! operand ranges are clamped to the operands present.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{Body, CallOpInterface, CallableOpInterface, Callee, Context, OpId};

/// `func.call`: the `callee` symbol, every operand an argument.
pub fn call() -> CallOpInterface {
    CallOpInterface {
        callee: |ctx, body, op| inherent_attr(ctx, body, op, "callee").map(Callee::Symbol),
        arg_operands: |_, body, op| 0..body.num_operands(op),
    }
}

/// `func.call_indirect`: operand 0 is the callee, the rest its arguments.
pub fn call_indirect() -> CallOpInterface {
    fn callee(_: &Context, body: &Body, op: OpId) -> Option<Callee> {
        (body.num_operands(op) > 0).then(|| Callee::Value(body.operand(op, 0)))
    }
    CallOpInterface { callee, arg_operands: |_, body, op| 1.min(body.num_operands(op))..body.num_operands(op) }
}

/// `func.func`: its body, unless it is a declaration (an empty region),
/// and its signature's results and argument/result attributes.
pub fn func() -> CallableOpInterface {
    CallableOpInterface::FUNCTION_LIKE
}
