//! Verifiers of functions and calls: `llvm.func` (its own checks and its
//! entry block), `llvm.return`, `llvm.call` (and its callee, upstream's
//! `verifySymbolUses`), `llvm.invoke`, `llvm.call_intrinsic`,
//! `llvm.landingpad`, `llvm.inline_asm`, `llvm.intr.assume`.
//!
//! Operand bundles are the `op_bundle_operands` segment split by
//! `op_bundle_sizes`, one tag each in `op_bundle_tags`. A call's argument
//! operands are its first operand segment, less the callee pointer of an
//! indirect call. Upstream's debug-location check of inlinable calls
//! (`verifyCallOpDebugInfo`) needs `#llvm.di_subprogram` locations, which
//! strata does not model, so it never fails here.

use strata_ir::op_checks::{emit_error, inherent_attr, op_error};
use strata_ir::segments::segment_counts;
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, OpName, Type};

use super::{
    flat_symbol, is_op, is_symbol_op, linkage_keyword, linkage_of, llvm_function, lookup, operand_type, result_type,
    ty, type_attr, type_attr_of, COMMON, EXTERNAL, EXTERN_WEAK,
};
use crate::attrs::struct_params::{ParamValue, StructAttr};
use crate::types::{is_compatible, is_void, FunctionType};
use crate::{AssumeOp, CallIntrinsicOp, CallOp, InlineAsmOp, InvokeOp, LLVMFuncOp, LandingpadOp, ReturnOp};

/// Upstream's `verifyOperandBundles`: string tags, one per bundle.
fn verify_operand_bundles(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let tags = match inherent_attr(ctx, body, op, "op_bundle_tags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(tags)) => tags.clone(),
        _ => Vec::new(),
    };
    if tags.iter().any(|&t| !matches!(ctx.attr_kind(t), AttrKind::String { .. })) {
        return Err(emit_error(body, op, "operand bundle tag must be a StringAttr"));
    }
    let bundles = segment_counts(ctx, body, op, "op_bundle_sizes").len();
    if bundles != tags.len() {
        let msg = format!("expected {bundles} operand bundle tags, but actually got {}", tags.len());
        return Err(emit_error(body, op, msg));
    }
    Ok(())
}

/// The types of a call's argument operands: its first operand segment,
/// without the callee pointer when `callee` is absent.
fn arg_operand_types(ctx: &Context, body: &Body, op: OpId) -> Vec<Type> {
    let callee_operands = segment_counts(ctx, body, op, "operandSegmentSizes").first().copied().unwrap_or(0);
    let skip = usize::from(inherent_attr(ctx, body, op, "callee").is_none());
    let n = callee_operands.min(body.num_operands(op));
    (skip..n).map(|i| body.value_type(body.operand(op, i))).collect()
}

/// The `var_callee_type` of a call or invoke, if set.
fn var_callee_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    type_attr_of(ctx, body, op, "var_callee_type")
}

/// Upstream's `verifyCallOpVarCalleeType`: a variadic callee type that
/// agrees with the call's arguments and result.
fn verify_var_callee_type(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(var_type) = var_callee_type(ctx, body, op) else { return Ok(()) };
    let Some(f) = llvm_function(ctx, var_type) else { return Ok(()) };
    if !f.var_arg {
        return Err(op_error(ctx, body, op, "expected var_callee_type to be a variadic function type"));
    }
    let args = arg_operand_types(ctx, body, op);
    if f.params.len() > args.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("expected var_callee_type to have at most {} parameters", args.len()),
        ));
    }
    for (&param, &arg) in f.params.iter().zip(&args) {
        if param != arg {
            let msg = format!("var_callee_type parameter type mismatch: {} != {}", ty(ctx, param), ty(ctx, arg));
            return Err(op_error(ctx, body, op, msg));
        }
    }
    match result_type(body, op, 0) {
        None if !is_void(ctx, f.result) => Err(op_error(ctx, body, op, "expected var_callee_type to return void")),
        Some(r) if r != f.result => {
            let msg = format!("var_callee_type return type mismatch: {} != {}", ty(ctx, f.result), ty(ctx, r));
            Err(op_error(ctx, body, op, msg))
        }
        _ => Ok(()),
    }
}

/// `llvm.call`: one tag per operand bundle.
pub fn call(ctx: &Context, body: &Body, op: CallOp) -> Result<(), Diagnostic> {
    verify_operand_bundles(ctx, body, op.into())
}

/// `llvm.call`'s callee (upstream's `verifySymbolUses`): an indirect call
/// goes through a pointer; a direct one names an `llvm.func` or ifunc
/// whose type matches the call's operands and result.
pub fn call_symbol_uses(ctx: &Context, body: &Body, op: CallOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    verify_var_callee_type(ctx, body, op)?;
    let Some(callee) = inherent_attr(ctx, body, op, "callee").and_then(|a| flat_symbol(ctx, a)) else {
        let Some(first) = operand_type(body, op, 0) else {
            return Err(op_error(ctx, body, op, "must have either a `callee` attribute or at least an operand"));
        };
        if !crate::types::is_pointer(ctx, first) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("indirect call expects a pointer as callee: {}", ty(ctx, first)),
            ));
        }
        return Ok(());
    };
    let Some(symbol) = lookup(ctx, body, op, &callee) else {
        let msg = format!("'{callee}' does not reference a symbol in the current scope");
        return Err(op_error(ctx, body, op, msg));
    };
    let fn_type = if is_symbol_op(ctx, body, &symbol, "llvm.func") {
        symbol.attr(ctx, body, "function_type").and_then(|a| type_attr(ctx, a))
    } else if is_symbol_op(ctx, body, &symbol, "llvm.mlir.ifunc") {
        symbol.attr(ctx, body, "i_func_type").and_then(|a| type_attr(ctx, a))
    } else {
        let msg = format!("'{callee}' does not reference a valid LLVM function or IFunc");
        return Err(op_error(ctx, body, op, msg));
    };
    let Some(fn_type) = fn_type else { return Ok(()) };
    let Some(f) = llvm_function(ctx, fn_type) else {
        return Err(op_error(ctx, body, op, format!("callee does not have a functional type: {}", ty(ctx, fn_type))));
    };
    if f.var_arg && var_callee_type(ctx, body, op).is_none() {
        return Err(op_error(ctx, body, op, "missing var_callee_type attribute for vararg call"));
    }
    let n = segment_counts(ctx, body, op, "operandSegmentSizes").first().copied().unwrap_or(0);
    let params = f.params.len();
    if !f.var_arg && params != n {
        let msg = format!("incorrect number of operands ({n}) for callee (expecting: {params})");
        return Err(op_error(ctx, body, op, msg));
    }
    if params > n {
        let msg = format!("incorrect number of operands ({n}) for varargs callee (expecting at least: {params})");
        return Err(op_error(ctx, body, op, msg));
    }
    for (i, &param) in f.params.iter().enumerate() {
        let Some(t) = operand_type(body, op, i) else { break };
        if t != param {
            let msg = format!("operand type mismatch for operand {i}: {} != {}", ty(ctx, t), ty(ctx, param));
            return Err(op_error(ctx, body, op, msg));
        }
    }
    let result = result_type(body, op, 0);
    let void = is_void(ctx, f.result);
    match result {
        None if !void => Err(op_error(ctx, body, op, "expected function call to produce a value")),
        Some(_) if void => Err(op_error(ctx, body, op, "calling function with void result must not produce values")),
        Some(r) if r != f.result => {
            Err(op_error(ctx, body, op, format!("result type mismatch: {} != {}", ty(ctx, r), ty(ctx, f.result))))
        }
        _ => Ok(()),
    }
}

/// `llvm.invoke`: a consistent variadic callee type, an unwind destination
/// starting with `llvm.landingpad`, one tag per operand bundle.
pub fn invoke(ctx: &Context, body: &Body, op: InvokeOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    verify_var_callee_type(ctx, body, op)?;
    if let Some(unwind) = body.successors(op).nth(1) {
        match body.first_op(unwind) {
            None => return Err(emit_error(body, op, "must have at least one operation in unwind destination")),
            Some(first) if !is_op(ctx, body, first, "llvm.landingpad") => {
                return Err(emit_error(
                    body,
                    op,
                    "first operation in unwind destination should be a llvm.landingpad operation",
                ));
            }
            _ => {}
        }
    }
    verify_operand_bundles(ctx, body, op)
}

/// `llvm.call_intrinsic`: an `llvm.` intrinsic name, one tag per bundle.
pub fn call_intrinsic(ctx: &Context, body: &Body, op: CallIntrinsicOp) -> Result<(), Diagnostic> {
    let name = inherent_attr(ctx, body, op, "intrin").and_then(|a| ctx.string_value(a)).unwrap_or_default();
    if !name.starts_with(b"llvm.") {
        return Err(op_error(ctx, body, op, "intrinsic name must start with 'llvm.'"));
    }
    verify_operand_bundles(ctx, body, op.into())
}

/// `llvm.intr.assume`: one tag per operand bundle.
pub fn intr_assume(ctx: &Context, body: &Body, op: AssumeOp) -> Result<(), Diagnostic> {
    verify_operand_bundles(ctx, body, op.into())
}

/// `TailCallKind::MustTail`.
const MUSTTAIL: i64 = 2;

/// `llvm.inline_asm`: no `musttail`.
pub fn inline_asm(ctx: &Context, body: &Body, op: InlineAsmOp) -> Result<(), Diagnostic> {
    let kind =
        inherent_attr(ctx, body, op, "tail_call_kind").and_then(|a| ctx.attr_storage::<crate::attrs::TailCallKind>(a));
    if kind.is_some_and(|k| k.0 == MUSTTAIL) {
        return Err(op_error(ctx, body, op, "tail call kind 'musttail' is not supported by this operation"));
    }
    Ok(())
}

/// The nearest `llvm.func` enclosing `op` (upstream's `getParentOfType`).
fn enclosing_func(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if is_op(ctx, body, p, "llvm.func") {
            return Some(p);
        }
        cur = body.parent_op(p);
    }
    None
}

/// `llvm.return`: returns what the enclosing `llvm.func` declares (nothing
/// for `void`); outside a function anything goes.
pub fn r#return(ctx: &Context, body: &Body, op: ReturnOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(func) = enclosing_func(ctx, body, op) else { return Ok(()) };
    let Some(f) = type_attr_of(ctx, body, func, "function_type").and_then(|t| llvm_function(ctx, t)) else {
        return Ok(());
    };
    let arg = operand_type(body, op, 0);
    let message = if is_void(ctx, f.result) {
        if arg.is_none() {
            return Ok(());
        }
        "expected no operands"
    } else {
        match arg {
            None => "expected 1 operand",
            Some(t) if t != f.result => "mismatching result types",
            Some(_) => return Ok(()),
        }
    };
    Err(op_error(ctx, body, op, message).with_note(body.op_loc(func), "when returning from function"))
}

/// `llvm.landingpad`: inside a function with a personality; at least one
/// clause or `cleanup`; catch clauses are constants (null, an address, or
/// a bitcast of an address).
pub fn landingpad(ctx: &Context, body: &Body, op: LandingpadOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    if let Some(func) = enclosing_func(ctx, body, op) {
        if inherent_attr(ctx, body, func, "personality").is_none() {
            return Err(emit_error(body, op, "llvm.landingpad needs to be in a function with a personality"));
        }
    }
    if inherent_attr(ctx, body, op, "cleanup").is_none() && body.num_operands(op) == 0 {
        return Err(emit_error(body, op, "landingpad instruction expects at least one clause or cleanup attribute"));
    }
    let defined_by = |v, name: &str| body.defining_op(v).is_some_and(|d| is_op(ctx, body, d, name));
    for (idx, v) in body.operands(op).enumerate() {
        // Filter clauses (arrays) are not checked upstream either.
        if crate::types::is_array(ctx, body.value_type(v)) {
            continue;
        }
        if let Some(cast) = body.defining_op(v).filter(|&d| is_op(ctx, body, d, "llvm.bitcast")) {
            if body.num_operands(cast) > 0 && defined_by(body.operand(cast, 0), "llvm.mlir.addressof") {
                continue;
            }
            return Err(emit_error(body, op, "constant clauses expected").with_note(
                body.op_loc(cast),
                "global addresses expected as operand to bitcast used in clauses for landingpad",
            ));
        }
        if defined_by(v, "llvm.mlir.zero") || defined_by(v, "llvm.mlir.addressof") {
            continue;
        }
        return Err(emit_error(body, op, format!("clause #{idx} is not a known constant - null, addressof, bitcast")));
    }
    Ok(())
}

/// Upstream's `verifyComdat`: a `comdat` reference names an
/// `llvm.comdat_selector`.
pub(super) fn verify_comdat(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(comdat) = inherent_attr(ctx, body, op, "comdat") else { return Ok(()) };
    let mut table = body.parent_op(op);
    while let Some(t) = table.filter(|&t| !strata_ir::symbols::is_symbol_table(ctx, body, t)) {
        table = body.parent_op(t);
    }
    let mut path = Vec::new();
    let found = table.is_some_and(|t| strata_ir::symbols::lookup_symbol_path(ctx, body, t, comdat, &mut path))
        && path.last().is_some_and(|&s| is_op(ctx, body, s, "llvm.comdat_selector"));
    if !found {
        return Err(emit_error(body, op, "expected comdat symbol"));
    }
    Ok(())
}

/// The types of the entry block's arguments against the signature
/// (upstream's `function_interface_impl::verifyTrait` and `verifyBody`,
/// which run before the op's verifier), and argument and result attributes
/// named as dialect attributes.
fn verify_function_interface(ctx: &Context, body: &Body, op: OpId, f: &FunctionType) -> Result<(), Diagnostic> {
    let results: &[Type] = if is_void(ctx, f.result) { &[] } else { std::slice::from_ref(&f.result) };
    strata_ir::function_like::verify_arg_and_result_attrs(ctx, body, op, &f.params, results)?;
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    let args = body.block_args(entry);
    if args.len() != f.params.len() {
        let msg = format!("entry block must have {} arguments to match function signature", f.params.len());
        return Err(op_error(ctx, body, op, msg));
    }
    for (i, (&arg, &expected)) in args.iter().zip(&f.params).enumerate() {
        let t = body.value_type(arg);
        if t != expected {
            let msg = format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                ty(ctx, t),
                ty(ctx, expected)
            );
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

/// Whether `llvm.func` has no body (upstream's `isExternal`).
fn is_external(body: &Body, op: OpId) -> bool {
    body.regions(op).first().is_none_or(|&r| body.region_is_empty(r))
}

/// `llvm.func`: no `common` linkage; a valid comdat; declarations are
/// `external` or `extern_weak`; inlining attributes agree; landing pads
/// and resumes share one type; block tags are unique.
pub fn func(ctx: &Context, body: &Body, op: LLVMFuncOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    if let Some(f) = type_attr_of(ctx, body, op, "function_type").and_then(|t| llvm_function(ctx, t)) {
        verify_function_interface(ctx, body, op, f)?;
    }
    let linkage = linkage_of(ctx, body, op);
    if linkage == Some(COMMON) {
        return Err(op_error(ctx, body, op, format!("functions cannot have '{}' linkage", linkage_keyword(COMMON))));
    }
    verify_comdat(ctx, body, op)?;
    if is_external(body, op) {
        if linkage.is_some_and(|l| l != EXTERNAL && l != EXTERN_WEAK) {
            return Err(op_error(ctx, body, op, "external functions must have 'external' or 'extern_weak' linkage"));
        }
        return Ok(());
    }
    let has = |name| inherent_attr(ctx, body, op, name).is_some();
    if has("no_inline") && has("always_inline") {
        return Err(emit_error(body, op, "no_inline and always_inline attributes are incompatible"));
    }
    if has("optimize_none") && !has("no_inline") {
        return Err(op_error(ctx, body, op, "with optimize_none must also be no_inline"));
    }
    // One walk finds the block tags and whether there is any exception
    // handling to compare; the exception check (upstream's post-order walk)
    // runs only then, and reports before a duplicate tag, as upstream's
    // order does.
    let [landingpad, resume, blocktag] = ["llvm.landingpad", "llvm.resume", "llvm.blocktag"].map(|n| ctx.op_name(n));
    // Mostly there are none: then the walk, a cache miss an op on IR a
    // conversion left scattered, would find nothing.
    if ![landingpad, resume, blocktag].into_iter().any(|n| body.may_contain_op_named(n)) {
        return Ok(());
    }
    let mut has_exceptions = false;
    let mut tags = std::collections::HashSet::new();
    let mut duplicate = None;
    body.walk(op, strata_ir::WalkOrder::PreOrder, |b, o| {
        let name = b.op_name(o);
        if name == landingpad || name == resume {
            has_exceptions = true;
        } else if name == blocktag && duplicate.is_none() {
            if let Some(tag) = inherent_attr(ctx, b, o, "tag") {
                if !tags.insert(tag) {
                    duplicate = Some((o, tag));
                }
            }
        }
        strata_ir::WalkResult::Advance
    });
    if has_exceptions {
        verify_exception_types(body, op, landingpad, resume)?;
    }
    let Some((op, tag)) = duplicate else { return Ok(()) };
    // Upstream's `verifyBlockTags`: the second of two equal tags is reported.
    let id = ctx
        .attr_storage::<crate::attrs::block_address::BlockTagAttr>(tag)
        .and_then(|t| t.get("id").and_then(ParamValue::int))
        .unwrap_or(0);
    Err(emit_error(body, op, format!("duplicate block tag '{id}' in the same function: ")))
}

/// Every `llvm.landingpad` of a function yields, and every `llvm.resume`
/// takes, one type (upstream's post-order walk: the first mismatch).
fn verify_exception_types(body: &Body, func: OpId, landingpad: OpName, resume: OpName) -> Result<(), Diagnostic> {
    let mut seen: Option<Type> = None;
    let mut message = None;
    body.walk(func, strata_ir::WalkOrder::PostOrder, |b, o| {
        let name = b.op_name(o);
        let (t, msg) = if name == landingpad {
            (result_type(b, o, 0), "'llvm.landingpad' should have a consistent result type inside a function")
        } else if name == resume {
            (operand_type(b, o, 0), "'llvm.resume' should have a consistent input type inside a function")
        } else {
            return strata_ir::WalkResult::Advance;
        };
        match (seen, t) {
            (None, _) => seen = t,
            (Some(s), Some(t)) if s != t => {
                message = Some(msg);
                return strata_ir::WalkResult::Interrupt;
            }
            _ => {}
        }
        strata_ir::WalkResult::Advance
    });
    match message {
        Some(msg) => Err(emit_error(body, func, msg)),
        None => Ok(()),
    }
}

/// `llvm.func`'s body: the entry block's arguments have LLVM types.
pub fn func_regions(ctx: &Context, body: &Body, op: LLVMFuncOp) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    if is_external(body, op) {
        return Ok(());
    }
    let params =
        type_attr_of(ctx, body, op, "function_type").and_then(|t| llvm_function(ctx, t)).map_or(0, |f| f.params.len());
    let Some(entry) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    for (i, &arg) in body.block_args(entry).iter().take(params).enumerate() {
        if !is_compatible(ctx, body.value_type(arg)) {
            return Err(op_error(ctx, body, op, format!("entry block argument #{i} is not of LLVM type")));
        }
    }
    Ok(())
}
