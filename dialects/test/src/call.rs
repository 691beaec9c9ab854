//! The call interfaces of the test dialect's call ops (upstream's
//! `TestOps.td` C++ bodies), attached by the generated `OpInfo`s:
//! `test.conversion_call_op` calls its `callee` with every operand;
//! `test.call_on_device` with every operand but its device;
//! `test.functional_region_op` is called through its result, its region
//! the body, its function type's results the results;
//! `test.conversion_func_op` is function-like, as `func.func`.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{Body, CallOpInterface, CallableOpInterface, Callee, Context, OpId, Type, TypeKind};

/// `test.conversion_call_op`.
pub fn conversion_call_op() -> CallOpInterface {
    CallOpInterface {
        callee: |ctx, body, op| inherent_attr(ctx, body, op, "callee").map(Callee::Symbol),
        arg_operands: |_, body, op| 0..body.num_operands(op),
    }
}

/// `test.call_on_device`: every operand but the last (the device) is an
/// argument.
pub fn call_on_device() -> CallOpInterface {
    CallOpInterface {
        callee: |ctx, body, op| inherent_attr(ctx, body, op, "callee").map(Callee::Symbol),
        arg_operands: |_, body, op| 0..body.num_operands(op).saturating_sub(1),
    }
}

/// `test.functional_region_op`.
pub fn functional_region_op() -> CallableOpInterface {
    fn results(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
        let Some(&r) = body.results(op).first() else { return Vec::new() };
        match ctx.type_kind(body.value_type(r)) {
            TypeKind::Function { results, .. } => results.to_vec(),
            _ => Vec::new(),
        }
    }
    CallableOpInterface {
        callable_region: |_, body, op| body.regions(op).first().copied(),
        result_types: results,
        arg_attrs: |_, _, _| None,
        res_attrs: |_, _, _| None,
    }
}

/// `test.conversion_func_op`.
pub fn conversion_func_op() -> CallableOpInterface {
    CallableOpInterface::FUNCTION_LIKE
}
