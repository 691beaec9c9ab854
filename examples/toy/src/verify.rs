//! The hand-written verifiers of the Toy ops (`hasVerifier` in
//! `ods/ToyOps.td`) and `toy.cast`'s `CastOpInterface` compatibility,
//! with upstream's tutorial messages. The generated verify hooks run them
//! after the ODS constraints passed (operand and result types are `f64`
//! tensors or structs, attributes of their kinds).

use strata_ir::constraints::is_tensor;
use strata_ir::op_checks::{emit_error, function_type, op_error, quoted_type};
use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

use crate::{ConstantOp, ReturnOp, StructAccessOp, StructConstantOp, StructType, TransposeOp};

/// A value of `ty`'s `value` attribute: a tensor type takes a dense `f64`
/// elements attribute of the same shape (any shape when unranked), a
/// struct an array of its elements' values (upstream's
/// `verifyConstantForType`). Nested structs are checked with a work stack.
fn verify_constant_for_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let mut stack = vec![(ty, value)];
    while let Some((ty, value)) = stack.pop() {
        if let Some(st) = StructType::from_type(ctx, ty) {
            let elements = match ctx.attr_kind(value) {
                AttrKind::Array(items) if items.len() == st.element_types().len() => items.clone(),
                _ => {
                    let msg = format!(
                        "constant of StructType must be initialized by an ArrayAttr with the same number of elements, got {}",
                        ctx.attr_to_string(value)
                    );
                    return Err(emit_error(body, op, msg));
                }
            };
            // Reversed so that the first element is checked first.
            stack.extend(st.element_types().iter().copied().zip(elements).rev());
            continue;
        }
        let AttrKind::DenseElements { ty: attr_ty, .. } = ctx.attr_kind(value) else {
            let msg = format!(
                "constant of TensorType must be initialized by a DenseFPElementsAttr, got {}",
                ctx.attr_to_string(value)
            );
            return Err(emit_error(body, op, msg));
        };
        let (Some(result), Some(attr)) = (ctx.shape(ty), ctx.shape(*attr_ty)) else { continue };
        if attr.len() != result.len() {
            let msg = format!(
                "return type must match the one of the attached value attribute: {} != {}",
                attr.len(),
                result.len()
            );
            return Err(op_error(ctx, body, op, msg));
        }
        if let Some(dim) = (0..attr.len()).find(|&d| attr[d] != result[d]) {
            let msg = format!(
                "return type shape mismatches its attribute at dimension {dim}: {} != {}",
                attr[dim], result[dim]
            );
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

fn verify_constant_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    let (Some(&result), Some(value)) = (body.results(op).first(), value) else { return Ok(()) };
    verify_constant_for_type(ctx, body, op, body.value_type(result), value)
}

pub fn constant(ctx: &Context, body: &Body, op: ConstantOp) -> Result<(), Diagnostic> {
    verify_constant_op(ctx, body, OpId::from(op))
}

pub fn struct_constant(ctx: &Context, body: &Body, op: StructConstantOp) -> Result<(), Diagnostic> {
    verify_constant_op(ctx, body, OpId::from(op))
}

/// `toy.cast`: one tensor to another of the same element type, of the
/// same shape when both are ranked.
pub fn cast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([input], [output]) = (inputs, outputs) else { return false };
    if !is_tensor(ctx, *input) || !is_tensor(ctx, *output) {
        return false;
    }
    if ctx.element_type_or_self(*input) != ctx.element_type_or_self(*output) {
        return false;
    }
    ctx.shape(*input).is_none() || ctx.shape(*output).is_none() || input == output
}

/// `toy.return`: at most one operand, as many as the function's results,
/// of its result type unless either is unranked.
pub fn r#return(ctx: &Context, body: &Body, op: ReturnOp) -> Result<(), Diagnostic> {
    let n = body.num_operands(OpId::from(op));
    if n > 1 {
        return Err(op_error(ctx, body, OpId::from(op), "expects at most 1 return operand"));
    }
    let Some(func) = body.parent_op(OpId::from(op)) else { return Ok(()) };
    let results = match function_type(ctx, body, func).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { results, .. }) => results.clone(),
        _ => return Ok(()),
    };
    if n != results.len() {
        let msg =
            format!("does not return the same number of values ({n}) as the enclosing function ({})", results.len());
        return Err(op_error(ctx, body, OpId::from(op), msg));
    }
    if n == 0 {
        return Ok(());
    }
    let (input, result) = (body.value_type(body.operand(OpId::from(op), 0)), results[0]);
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
    if input == result || unranked(input) || unranked(result) {
        return Ok(());
    }
    let msg = format!(
        "type of return operand ({}) doesn't match function result type ({})",
        quoted_type(ctx, input),
        quoted_type(ctx, result)
    );
    Err(emit_error(body, OpId::from(op), msg))
}

/// `toy.struct_access`: the index names an element, whose type is the
/// result's.
pub fn struct_access(ctx: &Context, body: &Body, op: StructAccessOp) -> Result<(), Diagnostic> {
    let Some(st) = StructType::from_type(ctx, body.value_type(op.input(body))) else { return Ok(()) };
    let Some(&element) = access_index(ctx, body, op).and_then(|i| st.element_types().get(i)) else {
        return Err(op_error(ctx, body, OpId::from(op), "index should be within the range of the input struct type"));
    };
    if body.value_type(op.output(body)) != element {
        let msg = "must have the same result type as the struct element referred to by the index";
        return Err(op_error(ctx, body, OpId::from(op), msg));
    }
    Ok(())
}

/// The element `toy.struct_access` names, when its index is a
/// non-negative integer.
pub fn access_index(ctx: &Context, body: &Body, op: StructAccessOp) -> Option<usize> {
    match ctx.attr_kind(op.index(ctx, body)?) {
        AttrKind::Integer { value, .. } => value.to_i64().and_then(|i| usize::try_from(i).ok()),
        _ => None,
    }
}

/// `toy.transpose`: when both are ranked, the result's shape is the
/// input's reversed.
pub fn transpose(ctx: &Context, body: &Body, op: TransposeOp) -> Result<(), Diagnostic> {
    let (input, output) = (body.value_type(op.input(body)), body.value_type(op.output(body)));
    let (Some(input), Some(output)) = (ctx.shape(input), ctx.shape(output)) else { return Ok(()) };
    if input.len() > output.len() || !input.iter().eq(output.iter().rev().take(input.len())) {
        return Err(emit_error(body, OpId::from(op), "expected result shape to be a transpose of the input"));
    }
    Ok(())
}
