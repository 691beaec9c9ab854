//! Upstream's `FunctionOpInterface` for generic code: which ops are
//! function-like, their arguments, and erasing arguments and results
//! (`eraseArguments`, `eraseResults`) keeping the function type, the
//! `arg_attrs`/`res_attrs` arrays and the entry block in step, and the
//! checks of those arrays every function-like op's verifier makes.
//!
//! A function-like op is a callable symbol whose inherent `function_type`
//! is a function type (`func.func`, `test.conversion_func_op`, an
//! out-of-tree dialect's function): what upstream's ops implementing
//! `FunctionOpInterface` have in common. Ops are never named here.
//!
//! Invariant: the erasing functions only drop what `erase` marks (indices
//! past its end are kept), and an argument erased from the entry block
//! must be unused, as upstream's `eraseArguments` requires.

use crate::call::CallableOpInterface;
use crate::op_checks::{function_type, inherent_attr, op_error, set_inherent_attr};
use crate::symbols::is_symbol;
use crate::{AttrKind, Attribute, Body, Context, Diagnostic, FxHashSet, OpId, Type, TypeKind, Value};

/// Is `op` function-like (see the module doc)?
pub fn is_function_like(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    CallableOpInterface::of(ctx, body, op).is_some()
        && is_symbol(ctx, body, op)
        && function_type(ctx, body, op).is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Function { .. }))
}

/// The function's inputs and results, from its `function_type`.
pub fn signature(ctx: &Context, body: &Body, op: impl Into<OpId>) -> (Vec<Type>, Vec<Type>) {
    match function_type(ctx, body, op).map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { inputs, results }) => (inputs.to_vec(), results.to_vec()),
        _ => (Vec::new(), Vec::new()),
    }
}

/// Is the function a declaration, without a body (upstream's `isExternal`)?
pub fn is_external(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    match CallableOpInterface::of(ctx, body, op) {
        Some(callable) => (callable.callable_region)(ctx, body, op).is_none_or(|r| body.region_is_empty(r)),
        None => true,
    }
}

/// The arguments of the function's entry block (none for a declaration).
pub fn arguments(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<Value> {
    let op: OpId = op.into();
    let region = CallableOpInterface::of(ctx, body, op).and_then(|c| (c.callable_region)(ctx, body, op));
    match region.and_then(|r| body.entry_block(r)) {
        Some(entry) => body.block_args(entry).to_vec(),
        None => Vec::new(),
    }
}

/// Upstream's `function_interface_impl::verifyTrait` for the argument and
/// result attributes of a function with these argument and result types:
/// `arg_attrs` (then `res_attrs`) has one dictionary per argument
/// (result), each entry is a dialect attribute (`dialect.name`), and the
/// dialect it names checks it (its `DialectAttrVerifier`), in order.
pub fn verify_arg_and_result_attrs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    args: &[Type],
    results: &[Type],
) -> Result<(), Diagnostic> {
    type HookOf = fn(crate::DialectAttrVerifier) -> Option<crate::RegionAttrHook>;
    let sides: [(&str, &str, &[Type], HookOf); 2] =
        [("arg_attrs", "argument", args, |v| v.region_arg), ("res_attrs", "result", results, |v| v.region_result)];
    for (key, what, types, hook_of) in sides {
        let Some(all) = inherent_attr(ctx, body, op, key) else { continue };
        let AttrKind::Array(dicts) = ctx.attr_kind(all) else { continue };
        if dicts.len() != types.len() {
            let msg = format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {}",
                dicts.len(),
                types.len()
            );
            return Err(op_error(ctx, body, op, msg));
        }
        for (i, (&dict, &ty)) in dicts.iter().zip(types).enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
                let msg = format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    ctx.attr_to_string(dict)
                );
                return Err(op_error(ctx, body, op, msg));
            };
            for &(name, value) in entries {
                let name_str = ctx.ident_str(name);
                if !name_str.contains('.') {
                    return Err(op_error(ctx, body, op, format!("{what}s may only have dialect attributes")));
                }
                if let Some(hook) = crate::dialect_attr_verifier(ctx, name_str).and_then(hook_of) {
                    hook(ctx, body, op, 0, i, ty, name, value)?;
                }
            }
        }
    }
    Ok(())
}

/// Erases the arguments `erase` marks (upstream's `eraseArguments`): from
/// the function type, from `arg_attrs` (dropped when every remaining
/// dictionary is empty) and from the entry block, where they must be
/// unused. The caller reports the change.
pub fn erase_arguments(ctx: &Context, body: &mut Body, op: impl Into<OpId>, erase: &[bool]) {
    let op: OpId = op.into();
    let marked = |i: usize| erase.get(i).copied().unwrap_or(false);
    let (inputs, results) = signature(ctx, body, op);
    if erase.iter().any(|&e| e) {
        if let Some(attrs) = inherent_attr(ctx, body, op, "arg_attrs") {
            set_attr_dicts(ctx, body, op, "arg_attrs", keep_unmarked(ctx, attrs, marked));
        }
    }
    let inputs: Vec<Type> = inputs.into_iter().enumerate().filter(|&(i, _)| !marked(i)).map(|(_, t)| t).collect();
    let ty = ctx.function_type(inputs, results);
    set_inherent_attr(ctx, body, op, "function_type", ctx.type_attr(ty));
    let region = CallableOpInterface::of(ctx, body, op).and_then(|c| (c.callable_region)(ctx, body, op));
    if let Some(entry) = region.and_then(|r| body.entry_block(r)) {
        let dead: FxHashSet<Value> =
            body.block_args(entry).iter().enumerate().filter(|&(i, _)| marked(i)).map(|(_, &a)| a).collect();
        body.erase_block_args_if(entry, |_, v| dead.contains(&v));
    }
}

/// Erases the results `erase` marks (upstream's `eraseResults`): from the
/// function type and from `res_attrs`, which is rewritten whenever present
/// (and dropped when every remaining dictionary is empty), as upstream's.
/// Returns stay as they are: the caller rewrites them.
pub fn erase_results(ctx: &Context, body: &mut Body, op: impl Into<OpId>, erase: &[bool]) {
    let op: OpId = op.into();
    let marked = |i: usize| erase.get(i).copied().unwrap_or(false);
    let (inputs, results) = signature(ctx, body, op);
    if let Some(attrs) = inherent_attr(ctx, body, op, "res_attrs") {
        set_attr_dicts(ctx, body, op, "res_attrs", keep_unmarked(ctx, attrs, marked));
    }
    let results: Vec<Type> = results.into_iter().enumerate().filter(|&(i, _)| !marked(i)).map(|(_, t)| t).collect();
    let ty = ctx.function_type(inputs, results);
    set_inherent_attr(ctx, body, op, "function_type", ctx.type_attr(ty));
}

/// The elements of array attribute `attrs` whose index is not `marked`.
fn keep_unmarked(ctx: &Context, attrs: Attribute, marked: impl Fn(usize) -> bool) -> Vec<Attribute> {
    match ctx.attr_kind(attrs) {
        AttrKind::Array(items) => items.iter().enumerate().filter(|&(i, _)| !marked(i)).map(|(_, &a)| a).collect(),
        _ => Vec::new(),
    }
}

/// Upstream's `setAllArgAttrDicts`/`setAllResultAttrDicts`: the array, or
/// no attribute at all when every dictionary is empty.
fn set_attr_dicts(ctx: &Context, body: &mut Body, op: OpId, name: &str, dicts: Vec<Attribute>) {
    let empty = |a: &Attribute| matches!(ctx.attr_kind(*a), AttrKind::Dictionary(entries) if entries.is_empty());
    if dicts.iter().all(empty) {
        let key = ctx.ident(name);
        if let Some(props) = body.properties(op) {
            body.set_properties(op, Some(ctx.dict_with(props, key, None)));
        }
        let attrs = ctx.dict_with(body.attrs(op), key, None);
        body.set_attrs(op, attrs);
    } else {
        set_inherent_attr(ctx, body, op, name, ctx.array_attr(dicts));
    }
}
