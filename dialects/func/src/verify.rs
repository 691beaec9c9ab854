//! Hand-written verification of the func ops, following upstream's
//! `FuncOps.cpp` (MLIR 22), messages included: `func.return` against the
//! enclosing function's type, `func.call` and `func.constant` against the
//! function they name (upstream's `verifySymbolUses`), and `func.func`'s
//! symbol, argument/result attribute and entry block rules.
//!
//! The symbol lookup of `func.call` scans the nearest symbol table's
//! top-level ops (no symbol table cache yet).

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind};

use crate::{CallOp, ConstantOp, FuncOp, ReturnOp};
use strata_ir::op_checks::op_error;

/// An inherent attribute of `op` (properties first, then the dictionary).
fn attr(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<strata_ir::Attribute> {
    strata_ir::op_checks::inherent_attr(ctx, body, op, name)
}

/// `(inputs, results)` of a `func.func`'s `function_type`.
fn function_signature<'c>(ctx: &'c Context, body: &Body, func: impl Into<OpId>) -> Option<(&'c [Type], &'c [Type])> {
    signature_of(ctx, attr(ctx, body, func, "function_type")?)
}

/// `(inputs, results)` of a `function_type` attribute.
fn signature_of(ctx: &Context, function_type: strata_ir::Attribute) -> Option<(&[Type], &[Type])> {
    let ty = match ctx.attr_kind(function_type) {
        AttrKind::Type(t) => *t,
        _ => return None,
    };
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.as_slice(), results.as_slice())),
        _ => None,
    }
}

fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> String {
    attr(ctx, body, op, "sym_name")
        .and_then(|a| ctx.string_value(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_default()
}

fn quoted(ctx: &Context, types: &[Type]) -> String {
    types.iter().map(|&t| format!("'{}'", ctx.type_to_string(t))).collect::<Vec<_>>().join(", ")
}

/// `func.func`: a declaration (no body) may not be public (upstream's `verifySymbol`).
pub fn func(ctx: &Context, body: &Body, op: FuncOp) -> Result<(), Diagnostic> {
    let declaration = body.regions(op).first().is_none_or(|&r| body.region_is_empty(r));
    let visibility = attr(ctx, body, op, "sym_visibility").and_then(|a| ctx.string_value(a));
    if declaration && visibility.is_none_or(|v| v == b"public") {
        return Err(op_error(ctx, body, op, "symbol declaration cannot have public visibility"));
    }
    let (inputs, results) = function_signature(ctx, body, op).unwrap_or_default();
    strata_ir::function_like::verify_arg_and_result_attrs(ctx, body, op.into(), inputs, results)?;
    // Upstream's `verifyBody`: the entry block takes the signature's
    // arguments. Only the older types-only form can break this.
    let entry = body.regions(op).first().and_then(|&r| body.entry_block(r));
    if let Some(entry) = entry {
        let args = body.block_args(entry);
        if args.len() != inputs.len() {
            let msg = format!("entry block must have {} arguments to match function signature", inputs.len());
            return Err(op_error(ctx, body, op, msg));
        }
        for (i, (&arg, &expected)) in args.iter().zip(inputs).enumerate() {
            let ty = body.value_type(arg);
            if ty != expected {
                let msg = format!(
                    "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                    quoted(ctx, &[ty]),
                    quoted(ctx, &[expected])
                );
                return Err(op_error(ctx, body, op, msg));
            }
        }
    }
    Ok(())
}

/// `func.constant`: the referenced function exists and has the result's
/// type (upstream's `verifySymbolUses`).
pub fn constant_symbol_uses(ctx: &Context, body: &Body, op: ConstantOp) -> Result<(), Diagnostic> {
    let Some(AttrKind::SymbolRef { root, .. }) = attr(ctx, body, op, "value").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let name = ctx.ident_str(*root).to_string();
    let Some((inputs, results)) = callee_signature(ctx, body, op, name.as_bytes()) else {
        return Err(op_error(ctx, body, op, format!("reference to undefined function '{name}'")));
    };
    let expected = ctx.function_type(inputs.to_vec(), results.to_vec());
    if body.results(op).first().map(|&r| body.value_type(r)) != Some(expected) {
        return Err(op_error(ctx, body, op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// `func.return`: operand count and types match the enclosing function's results.
pub fn r#return(ctx: &Context, body: &Body, op: ReturnOp) -> Result<(), Diagnostic> {
    let Some(func) = body.parent_op(op) else { return Ok(()) };
    let Some((_, results)) = function_signature(ctx, body, func) else { return Ok(()) };
    // Spelled only for a diagnostic.
    let name = || symbol_name(ctx, body, func);
    let n = body.num_operands(op);
    if n != results.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("has {n} operands, but enclosing function (@{}) returns {}", name(), results.len()),
        ));
    }
    for (i, (v, &expected)) in body.operands(op).zip(results).enumerate() {
        let ty = body.value_type(v);
        if ty != expected {
            return Err(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
                    ctx.type_to_string(ty),
                    ctx.type_to_string(expected),
                    name()
                ),
            )
            .on_op(op));
        }
    }
    Ok(())
}

/// The signature of the `func.func` named `name` in the nearest symbol
/// table above `op` (only `func.func` symbols count, like upstream's
/// `lookupNearestSymbolFrom<FuncOp>`); on a worker, the table may be above
/// the lent function.
fn callee_signature<'c>(
    ctx: &'c Context,
    body: &Body,
    op: impl Into<OpId>,
    name: &[u8],
) -> Option<(&'c [Type], &'c [Type])> {
    let callee = strata_ir::symbols::resolve_nearest_symbol(ctx, body, op, name)
        .filter(|f| f.op_name(body) == <crate::FuncOp as strata_ir::OpClass>::op_name(ctx))?;
    signature_of(ctx, callee.attr(ctx, body, "function_type")?)
}

/// `func.call`: the callee exists and its type matches (upstream's `verifySymbolUses`).
pub fn call_symbol_uses(ctx: &Context, body: &Body, op: CallOp) -> Result<(), Diagnostic> {
    let callee = match attr(ctx, body, op, "callee").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => ctx.ident_str(*root),
        _ => return Err(op_error(ctx, body, op, "requires a 'callee' symbol reference attribute")),
    };
    let Some((inputs, results)) = callee_signature(ctx, body, op, callee.as_bytes()) else {
        return Err(op_error(ctx, body, op, format!("'{callee}' does not reference a valid function")));
    };
    if inputs.len() != body.num_operands(op) {
        return Err(op_error(ctx, body, op, "incorrect number of operands for callee"));
    }
    for (i, (v, &expected)) in body.operands(op).zip(inputs).enumerate() {
        let ty = body.value_type(v);
        if ty != expected {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    ctx.type_to_string(expected),
                    ctx.type_to_string(ty)
                ),
            ));
        }
    }
    if results.len() != body.num_results(op) {
        return Err(op_error(ctx, body, op, "incorrect number of results for callee"));
    }
    let actual = body.results(op).iter().map(|&v| body.value_type(v));
    if let Some(i) = actual.clone().zip(results).position(|(a, &b)| a != b) {
        let actual: Vec<Type> = actual.collect();
        let loc = body.op_loc(op);
        return Err(op_error(ctx, body, op, format!("result type mismatch at index {i}"))
            .with_note(loc, format!("      op result types: {}", quoted(ctx, &actual)))
            .with_note(loc, format!("function result types: {}", quoted(ctx, results))));
    }
    Ok(())
}
