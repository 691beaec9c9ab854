//! The call interfaces of the Toy ops (chapter 4): `toy.generic_call`
//! calls the function its `callee` names with all its operands, and
//! `toy.func`'s body is its callable region. The inliner and the call
//! graph see Toy calls through these tables alone.

use strata_ir::{CallOpInterface, CallableOpInterface};

/// `toy.generic_call`: the `callee` symbol, every operand an argument
/// (the same shape as `func.call`'s).
pub fn generic_call() -> CallOpInterface {
    strata_dialect_func::call::call()
}

/// `toy.func`: a function-like op (its first region, its signature's results).
pub fn func() -> CallableOpInterface {
    CallableOpInterface::FUNCTION_LIKE
}
