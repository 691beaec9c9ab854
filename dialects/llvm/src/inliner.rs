//! The llvm dialect's inliner interface (upstream's `LLVMInlinerInterface`):
//! an `llvm.call` of an `llvm.func` may be inlined unless either says
//! `no_inline`, the callee is variadic, has a personality or a
//! disallowed passthrough attribute, or an argument is `inalloca`; an
//! inlined `llvm.return` becomes an `llvm.br` to the block after the
//! inlined code, or hands its operands to the call's users; a single
//! inlined block ending in `llvm.unreachable` is not merged.
//!
//! Metadata of the inlined ops (upstream's `handleAliasScopes` and
//! `handleAccessGroups`): every alias scope they name is replaced by a
//! fresh copy (new distinct ids for the scope and its domain), so two
//! inlined copies of a callee never claim `noalias` for each other's
//! accesses; the call's own alias scopes, noalias scopes and access
//! groups are appended to the inlined memory ops'. A callee's `noalias`
//! arguments are not turned into scopes (upstream adds some): the
//! inlined code then carries less aliasing information, never a wrong
//! fact.
//!
//! Not done yet, and refused rather than done differently: inlining a
//! callee that allocates (`llvm.alloca`, which upstream moves into the
//! caller's entry block with lifetime markers) or takes a `byval`
//! argument (which upstream copies). `llvm.intr.vastart` and
//! `llvm.blocktag` are never inlined, as upstream.

use std::collections::HashMap;
use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface, ValueMapping};

use strata_ir::op_checks::{inherent_attr, set_inherent_attr};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Builder, Context, InsertPoint, OpId, OperationState, RegionId, Value,
    WalkOrder, WalkResult,
};

use crate::attrs::metadata::{AliasScopeAttr, AliasScopeDomainAttr};
use crate::attrs::struct_params::{ParamValue, StructAttr};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_call: legal_call,
        is_legal_to_inline_op: legal_op,
        handle_terminator_with_block: Some(return_to_branch),
        handle_terminator_with_values: Some(return_to_values),
        allow_single_block_optimization: not_unreachable,
        process_inlined_call_blocks: handle_metadata,
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
    let args_refused = arg_attrs.is_some_and(|a| match ctx.attr_kind(a) {
        AttrKind::Array(dicts) => {
            dicts.iter().any(|&d| ctx.dict_get(d, "llvm.inalloca").is_some() || ctx.dict_get(d, "llvm.byval").is_some())
        }
        _ => false,
    });
    if args_refused || passthrough_refused(ctx, body, callable) {
        return false;
    }
    // Allocations are moved into the caller upstream; not done yet.
    let mut allocates = false;
    body.walk(callable, WalkOrder::PreOrder, |b, op| {
        if name_is(ctx, b, op, "llvm.alloca") {
            allocates = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    !allocates
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

// ---- alias scopes and access groups ----

/// Upstream's `handleAliasScopes` (but for `noalias` arguments) and
/// `handleAccessGroups`, over the ops of the inlined blocks.
fn handle_metadata(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let mut ops = Vec::new();
    for &block in blocks {
        for op in body.block_ops(block).collect::<Vec<_>>() {
            body.walk(op, WalkOrder::PreOrder, |_, o| {
                ops.push(o);
                WalkResult::Advance
            });
        }
    }
    let mut clones = HashMap::new();
    for &op in &ops {
        let decl = name_is(ctx, body, op, "llvm.intr.experimental.noalias.scope.decl");
        for name in ["alias_scopes", "noalias_scopes", "scope"] {
            if (name == "scope") != decl {
                continue;
            }
            let Some(value) = inherent_attr(ctx, body, op, name) else { continue };
            let cloned = match ctx.attr_kind(value) {
                AttrKind::Array(items) => {
                    let items: Vec<Attribute> = items.iter().map(|&s| clone_scope(ctx, s, &mut clones)).collect();
                    ctx.array_attr(items)
                }
                _ if name == "scope" => clone_scope(ctx, value, &mut clones),
                _ => continue,
            };
            set_inherent_attr(ctx, body, op, name, cloned);
        }
    }
    // The call's own metadata applies to every access it stands for: alias
    // scopes to nested ops too, access groups to the inlined blocks' ops
    // (as upstream walks them).
    for name in ["alias_scopes", "noalias_scopes"] {
        if let Some(extra) = inherent_attr(ctx, body, call, name) {
            for &op in &ops {
                append_list(ctx, body, op, name, extra);
            }
        }
    }
    if let Some(extra) = inherent_attr(ctx, body, call, "access_groups") {
        for &block in blocks {
            for op in body.block_ops(block).collect::<Vec<_>>() {
                append_list(ctx, body, op, "access_groups", extra);
            }
        }
    }
}

/// A fresh copy of an alias scope (and of its domain, once per domain).
fn clone_scope(ctx: &Context, scope: Attribute, clones: &mut HashMap<Attribute, Attribute>) -> Attribute {
    if let Some(&c) = clones.get(&scope) {
        return c;
    }
    let Some(old) = ctx.attr_storage::<AliasScopeAttr>(scope) else { return scope };
    let domain = old.get("domain").and_then(ParamValue::attr);
    let new_domain = domain.map(|d| {
        *clones.entry(d).or_insert_with(|| {
            let description = ctx.attr_storage::<AliasScopeDomainAttr>(d).and_then(|v| v.get("description").cloned());
            ctx.dialect_attr(AliasScopeDomainAttr::with(&[
                ("id", ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr()))),
                ("description", description.unwrap_or(ParamValue::Absent)),
            ]))
        })
    });
    let description = old.get("description").cloned().unwrap_or(ParamValue::Absent);
    let new = ctx.dialect_attr(AliasScopeAttr::with(&[
        ("id", ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr()))),
        ("domain", new_domain.map_or(ParamValue::Absent, ParamValue::Attr)),
        ("description", description),
    ]));
    clones.insert(scope, new);
    new
}

/// Appends the array `extra` to `op`'s array attribute `name`, if the op
/// defines one (upstream's alias analysis and access group interfaces).
fn append_list(ctx: &Context, body: &mut Body, op: OpId, name: &str, extra: Attribute) {
    let defines = ctx.op_info(body.op_name(op)).is_some_and(|info| info.attributes.iter().any(|a| a.name == name));
    if !defines {
        return;
    }
    let value = match inherent_attr(ctx, body, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => {
            let mut all = items.clone();
            if let AttrKind::Array(more) = ctx.attr_kind(extra) {
                all.extend(more.iter().copied());
            }
            ctx.array_attr(all)
        }
        _ => extra,
    };
    set_inherent_attr(ctx, body, op, name, value);
}
