//! The llvm ops' call interfaces (upstream's `CallOpInterface` and
//! `CallableOpInterface` methods in `LLVMDialect.cpp`): what `llvm.call`
//! and `llvm.invoke` call and pass, and what `llvm.func` returns.
//!
//! A call names its callee with the `callee` symbol, or else calls its
//! first operand (a pointer); either way its arguments are the callee
//! operands after that pointer, before any operand bundles. Invariant: a
//! malformed call answers no callee, and ranges are clamped to the
//! operands present.

use std::ops::Range;

use strata_ir::op_checks::inherent_attr;
use strata_ir::segments::segment_counts;
use strata_ir::{Body, CallOpInterface, CallableOpInterface, Callee, Context, OpId, Type};

use crate::types::{is_void, FunctionType};

/// The callee operands of a call (`operandSegmentSizes[0]`), without the
/// function pointer of an indirect call.
pub(crate) fn arg_operands(ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
    let n = body.num_operands(op);
    let callee_operands = segment_counts(ctx, body, op, "operandSegmentSizes").first().copied().unwrap_or(n).min(n);
    let start = if inherent_attr(ctx, body, op, "callee").is_some() { 0 } else { 1 };
    start.min(callee_operands)..callee_operands
}

fn callee(ctx: &Context, body: &Body, op: OpId) -> Option<Callee> {
    match inherent_attr(ctx, body, op, "callee") {
        Some(symbol) => Some(Callee::Symbol(symbol)),
        None => (body.num_operands(op) > 0).then(|| Callee::Value(body.operand(op, 0))),
    }
}

/// `llvm.call`.
pub fn call() -> CallOpInterface {
    CallOpInterface { callee, arg_operands }
}

/// `llvm.invoke`: a call whose successors also take operands.
pub fn invoke() -> CallOpInterface {
    CallOpInterface { callee, arg_operands }
}

/// `llvm.func`: its body unless it is a declaration; it returns its
/// `!llvm.func` type's result, nothing for `void`.
pub fn func() -> CallableOpInterface {
    CallableOpInterface { result_types, ..CallableOpInterface::FUNCTION_LIKE }
}

fn result_types(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    let function_type = inherent_attr(ctx, body, op, "function_type");
    let Some(ty) = function_type.and_then(|a| match ctx.attr_kind(a) {
        strata_ir::AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return Vec::new();
    };
    match ctx.type_storage::<FunctionType>(ty) {
        Some(f) if !is_void(ctx, f.result) => vec![f.result],
        _ => Vec::new(),
    }
}
