//! The llvm dialect's inliner interface (upstream's `LLVMInlinerInterface`):
//! an `llvm.call` of an `llvm.func` may be inlined unless either says
//! `no_inline`, the callee is variadic, has a personality or a
//! disallowed passthrough attribute, or an argument is `inalloca`; an
//! inlined `llvm.return` becomes an `llvm.br` to the block after the
//! inlined code, or hands its operands to the call's users; a single
//! inlined block ending in `llvm.unreachable` is not merged.
//!
//! What the inlined code needs besides its ops is in [`allocas`] (the
//! callee's allocations move to the caller's entry block, upstream's
//! `handleInlinedAllocas`), [`alias_scopes`] (fresh alias scopes per
//! inlined copy, `noalias` arguments turned into scopes, the call's own
//! scopes and access groups passed on: `handleAliasScopes`,
//! `handleAccessGroups`) and [`loop_annotations`] (their locations say
//! where the loop was inlined: `handleLoopAnnotations`).
//!
//! `byval` arguments get their own copy ([`byval`], upstream's
//! `handleByValArgument`). `llvm.intr.vastart` and `llvm.blocktag` are
//! never inlined, as upstream.

mod alias_scopes;
mod allocas;
mod byval;
mod loop_annotations;

use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface, ValueMapping};

use strata_ir::op_checks::{has_trait, inherent_attr};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Builder, Context, InsertPoint, OpId, OperationState, RegionId, Traits, Value,
};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_call: legal_call,
        is_legal_to_inline_op: legal_op,
        handle_terminator_with_block: Some(return_to_branch),
        handle_terminator_with_values: Some(return_to_values),
        allow_single_block_optimization: not_unreachable,
        handle_argument,
        process_inlined_call_blocks: process_inlined_blocks,
        ..DialectInlinerInterface::OPS_AND_REGIONS_LEGAL
    }
}

fn name_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

fn legal_call(ctx: &Context, body: &Body, call: OpId, callable: OpId, _: bool) -> bool {
    if !name_is(ctx, body, call, "llvm.call") || !name_is(ctx, body, callable, "llvm.func") {
        return false;
    }
    let has = |op: OpId, name: &str| inherent_attr(ctx, body, op, name).is_some();
    if has(call, "no_inline") || has(callable, "no_inline") || has(callable, "personality") {
        return false;
    }
    let function_type = inherent_attr(ctx, body, callable, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => ctx.type_storage::<crate::types::FunctionType>(*t).map(|f| f.var_arg),
        _ => None,
    });
    if function_type != Some(false) {
        return false;
    }
    let arg_attrs = inherent_attr(ctx, body, callable, "arg_attrs");
    // A byval argument is copied with the default layout's size: refused
    // when that cannot size its type (upstream would assert).
    let unsized_byval = |d: Attribute| {
        ctx.dict_get(d, "llvm.byval").is_some_and(|t| match ctx.attr_kind(t) {
            AttrKind::Type(t) => crate::sroa::layout::size(ctx, *t).is_none(),
            _ => true,
        })
    };
    let args_refused = arg_attrs.is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Array(dicts) => dicts.iter().any(|&d| ctx.dict_get(d, "llvm.inalloca").is_some() || unsized_byval(d)),
        _ => false,
    });
    !args_refused && !passthrough_refused(ctx, body, callable)
}

/// A `passthrough` naming an attribute the inliner must not ignore.
fn passthrough_refused(ctx: &Context, body: &Body, callable: OpId) -> bool {
    const DISALLOWED: &[&str] = &["noduplicate", "presplitcoroutine", "returns_twice", "strictfp"];
    let Some(list) = inherent_attr(ctx, body, callable, "passthrough") else { return false };
    let AttrKind::Array(items) = ctx.attr_kind(list) else { return false };
    items.iter().any(|&item| {
        let name = match ctx.attr_kind(item) {
            AttrKind::Array(pair) => pair.first().copied(),
            _ => Some(item),
        };
        name.and_then(|n| ctx.string_value(n)).is_some_and(|s| DISALLOWED.iter().any(|d| d.as_bytes() == s))
    })
}

fn legal_op(ctx: &Context, body: &Body, op: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
    !name_is(ctx, body, op, "llvm.intr.vastart") && !name_is(ctx, body, op, "llvm.blocktag")
}

/// `llvm.return %a` becomes `llvm.br ^dest(%a)` at the same location.
fn return_to_branch(ctx: &Context, body: &mut Body, op: OpId, dest: BlockId) {
    if !name_is(ctx, body, op, "llvm.return") {
        return;
    }
    let mut state = OperationState::new(ctx.op_name("llvm.br"), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.successors.push(dest);
    state.set_attributes(ctx, Vec::new());
    Builder::at(ctx, body, InsertPoint::Before(op)).create(state);
    body.erase_op(op);
}

/// The call's results take `llvm.return`'s operands.
fn return_to_values(ctx: &Context, body: &mut Body, op: OpId, values: &[Value]) {
    if name_is(ctx, body, op, "llvm.return") {
        forward_terminator_operands(body, op, values);
    }
}

/// A single inlined block ending in `llvm.unreachable` stays a block.
fn not_unreachable(ctx: &Context, body: &Body, blocks: &[BlockId]) -> bool {
    let last = blocks.first().and_then(|&b| body.block_ops(b).last());
    !last.is_some_and(|t| name_is(ctx, body, t, "llvm.unreachable"))
}

/// Upstream's `handleArgument`: a `byval` argument's copy, else the
/// operand behind an `llvm.intr.ssa.copy` marking which argument it is.
fn handle_argument(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    call: OpId,
    callable: OpId,
    value: Value,
    arg_attrs: Attribute,
) -> Value {
    match byval::handle_byval(ctx, body, at, callable, value, arg_attrs) {
        Some(copy) => copy,
        None => alias_scopes::copy_argument(ctx, body, at, call, value, arg_attrs),
    }
}

/// What upstream's `processInlinedCallBlocks` does: allocations, alias
/// scopes, access groups, then loop annotations' locations.
fn process_inlined_blocks(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    allocas::handle_inlined_allocas(ctx, body, call, blocks);
    // The later steps change attributes and the caller's block, never the
    // inlined ops themselves: one list serves them all.
    let ops = alias_scopes::inlined_ops(body, blocks);
    alias_scopes::handle_alias_scopes(ctx, body, call, &ops);
    alias_scopes::handle_access_groups(ctx, body, call, blocks);
    loop_annotations::handle_loop_annotations(ctx, body, call, &ops);
}

/// The integer attribute a ConstantLike op defines `v` as (upstream's
/// `m_Constant` into an `IntegerAttr`).
fn constant_integer(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    if !has_trait(ctx, body, def, Traits::CONSTANT_LIKE) {
        return None;
    }
    let value = inherent_attr(ctx, body, def, "value")?;
    matches!(ctx.attr_kind(value), AttrKind::Integer { .. }).then_some(value)
}
