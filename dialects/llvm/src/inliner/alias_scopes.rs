//! Alias metadata of inlined code (upstream's `handleAliasScopes` and
//! `handleAccessGroups`):
//!
//! - every alias scope the inlined ops name becomes a fresh copy (new
//!   distinct ids for the scope and its domain), so two inlined copies of
//!   a callee never claim `noalias` for each other's accesses;
//! - each `noalias` argument of the callee gets a scope of a new domain
//!   named after the callee, declared before the call
//!   (`llvm.intr.experimental.noalias.scope.decl`); a memory op whose
//!   pointers are all based on arguments, constants, allocas or globals
//!   gets the scopes of the `noalias` arguments it is not based on as
//!   `noalias_scopes`, and, unless it may touch other objects or is a
//!   call, those it is based on as `alias_scopes`;
//! - the call's own alias scopes, noalias scopes and access groups are
//!   appended to the inlined memory ops'.
//!
//! Arguments are told apart as upstream does: the argument hook puts an
//! `llvm.intr.ssa.copy` between each call operand and the inlined code
//! (marked `llvm.noalias` for a `noalias` argument), and the copies are
//! removed once the scopes are placed. Pointers are traced through GEPs,
//! address space casts, selects (`llvm` and `arith`), branch arguments and
//! the edges of region branch ops; a block argument it cannot follow stops
//! the trace and the op gets no new scope, which only leaves information
//! out.
//!
//! Invariant: when this returns no `ssa.copy` made by the argument hook
//! is left. The copies are found among the ops following the call, where
//! the hook put them, not among their operands' users, so inlining many
//! calls of one value stays linear.

use std::collections::{HashMap, HashSet};

use strata_ir::op_checks::{inherent_attr, set_inherent_attr};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, BranchOpInterface, Builder, Context, InsertPoint, OpClass, OpId,
    RegionBranchOpInterface, Value, ValueDef, WalkOrder, WalkResult,
};

use super::name_is;
use crate::attrs::metadata::{AliasScopeAttr, AliasScopeDomainAttr};
use crate::attrs::struct_params::{ParamValue, StructAttr};

const NOALIAS: &str = "llvm.noalias";

/// The argument hook for arguments that are not `byval`: an
/// `llvm.intr.ssa.copy` of the operand, marked `llvm.noalias` for a
/// `noalias` argument.
pub(super) fn copy_argument(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    call: OpId,
    value: Value,
    arg_attrs: Attribute,
) -> Value {
    let loc = body.op_loc(call);
    let ty = body.value_type(value);
    let noalias = ctx.dict_get(arg_attrs, NOALIAS).is_some();
    let mut b = Builder::at(ctx, body, at);
    let copy = crate::SSACopyOp::build(&mut b, loc, value, ty);
    if noalias {
        let attrs = ctx.dict_with(body.attrs(copy.op()), ctx.ident(NOALIAS), Some(ctx.unit_attr()));
        body.set_attrs(copy.op(), attrs);
    }
    copy.res(body)
}

/// Every op of the inlined blocks, nested ones included, in pre-order.
pub(super) fn inlined_ops(body: &Body, blocks: &[BlockId]) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &block in blocks {
        for op in body.block_ops(block) {
            body.walk(op, WalkOrder::PreOrder, |_, o| {
                ops.push(o);
                WalkResult::Advance
            });
        }
    }
    ops
}

/// Does `op` define the array attribute `name` (the alias analysis and
/// access group interfaces of upstream's memory ops)?
fn defines(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|info| info.attributes.iter().any(|a| a.name == name))
}

/// Upstream's `handleAliasScopes` over the inlined ops.
pub(super) fn handle_alias_scopes(ctx: &Context, body: &mut Body, call: OpId, ops: &[OpId]) {
    deep_clone_scopes(ctx, body, ops);
    scopes_from_noalias_arguments(ctx, body, call, ops);
    for name in ["alias_scopes", "noalias_scopes"] {
        if let Some(extra) = inherent_attr(ctx, body, call, name) {
            for &op in ops {
                append_list(ctx, body, op, name, extra);
            }
        }
    }
}

/// Upstream's `handleAccessGroups`: the call's access groups go to the
/// ops of the inlined blocks (not nested ones, as upstream's loop).
pub(super) fn handle_access_groups(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    let Some(extra) = inherent_attr(ctx, body, call, "access_groups") else { return };
    for &block in blocks {
        for op in body.block_ops(block).collect::<Vec<_>>() {
            append_list(ctx, body, op, "access_groups", extra);
        }
    }
}

// ---- fresh copies of the callee's scopes ----

fn deep_clone_scopes(ctx: &Context, body: &mut Body, ops: &[OpId]) {
    let mut clones = HashMap::new();
    for &op in ops {
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
                _ if decl => clone_scope(ctx, value, &mut clones),
                _ => continue,
            };
            set_inherent_attr(ctx, body, op, name, cloned);
        }
    }
}

/// A new alias scope domain (a fresh distinct id).
fn new_domain(ctx: &Context, description: ParamValue) -> Attribute {
    ctx.dialect_attr(AliasScopeDomainAttr::with(&[
        ("id", ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr()))),
        ("description", description),
    ]))
}

/// A new alias scope of `domain` (a fresh distinct id).
fn new_scope(ctx: &Context, domain: Attribute, description: ParamValue) -> Attribute {
    ctx.dialect_attr(AliasScopeAttr::with(&[
        ("id", ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr()))),
        ("domain", ParamValue::Attr(domain)),
        ("description", description),
    ]))
}

/// A fresh copy of an alias scope (and of its domain, once per domain).
fn clone_scope(ctx: &Context, scope: Attribute, clones: &mut HashMap<Attribute, Attribute>) -> Attribute {
    if let Some(&c) = clones.get(&scope) {
        return c;
    }
    let Some(old) = ctx.attr_storage::<AliasScopeAttr>(scope) else { return scope };
    let Some(domain) = old.get("domain").and_then(ParamValue::attr) else { return scope };
    let domain = *clones.entry(domain).or_insert_with(|| {
        let description = ctx.attr_storage::<AliasScopeDomainAttr>(domain).and_then(|d| d.get("description").cloned());
        new_domain(ctx, description.unwrap_or(ParamValue::Absent))
    });
    let new = new_scope(ctx, domain, old.get("description").cloned().unwrap_or(ParamValue::Absent));
    clones.insert(scope, new);
    new
}

/// Appends the array `extra` to `op`'s array attribute `name`, if the op
/// defines one.
fn append_list(ctx: &Context, body: &mut Body, op: OpId, name: &str, extra: Attribute) {
    if !defines(ctx, body, op, name) {
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

// ---- scopes of `noalias` arguments ----

/// The pointer operands a memory op accesses (upstream's
/// `getAccessedOperands`); `None` for other ops.
fn accessed_operands(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
    let name = ctx.op_name_str(body.op_name(op));
    let operand = |i: usize| (i < body.num_operands(op)).then(|| body.operand(op, i));
    let list = match name {
        "llvm.load" | "llvm.atomicrmw" | "llvm.cmpxchg" | "llvm.intr.memset" | "llvm.intr.memset.inline" => {
            vec![operand(0)]
        }
        "llvm.store" => vec![operand(1)],
        "llvm.intr.memcpy" | "llvm.intr.memcpy.inline" | "llvm.intr.memmove" => vec![operand(0), operand(1)],
        "llvm.call" => {
            let args = crate::call::arg_operands(ctx, body, op);
            return Some(
                args.map(|i| body.operand(op, i))
                    .filter(|&v| crate::types::is_pointer(ctx, body.value_type(v)))
                    .collect(),
            );
        }
        _ => return None,
    };
    Some(list.into_iter().flatten().collect())
}

/// The values a region op's result or region argument takes along its
/// region-branch edges into `target` (`None`: the op's results), input
/// `index`; `None` when the op is no region branch or an edge does not
/// forward that input.
fn region_predecessor_values(
    ctx: &Context,
    body: &Body,
    op: OpId,
    target: Option<usize>,
    index: usize,
) -> Option<Vec<Value>> {
    let iface = RegionBranchOpInterface::of(ctx, body, op)?;
    let mut values = Vec::new();
    for edge in iface.edges(ctx, body, op) {
        if edge.successor.region != target || !edge.successor.inputs.contains(&index) {
            continue;
        }
        let i = edge.operands.operands.start + (index - edge.successor.inputs.start);
        if i >= edge.operands.operands.end {
            return None;
        }
        values.push(body.operand(edge.operands.owner, i));
    }
    Some(values)
}

/// The values a block argument takes from its predecessors (upstream's
/// `getControlFlowPredecessors`): branch operands, or for the entry block
/// of a region branch op's region, what the op's edges forward; `None`
/// when that is not known.
fn branch_predecessor_values(ctx: &Context, body: &Body, block: BlockId, index: usize) -> Option<Vec<Value>> {
    let region = body.block_region(block)?;
    if body.entry_block(region) == Some(block) {
        let op = body.region_parent(region)?;
        let position = body.regions(op).iter().position(|&r| r == region)?;
        return region_predecessor_values(ctx, body, op, Some(position), index);
    }
    let mut values = Vec::new();
    for pred in body.predecessors(block) {
        let branch = BranchOpInterface::of(ctx, body, pred.op)?;
        let successor = pred.index as usize;
        let produced = (branch.produced_operand_counts)(ctx, body, pred.op).get(successor).copied().unwrap_or(0);
        if index < produced {
            return None;
        }
        let range = (branch.successor_operands)(ctx, body, pred.op).get(successor)?.clone();
        let i = range.start + index - produced;
        if i >= range.end {
            return None;
        }
        values.push(body.operand(pred.op, i));
    }
    Some(values)
}

/// The objects `pointer` is based on (upstream's `getUnderlyingObjectSet`
/// over `walkSlice`): op results it reaches through GEPs, address space
/// casts, selects and branch arguments; `None` when it reaches a block
/// argument it cannot follow.
fn underlying_objects(ctx: &Context, body: &Body, pointer: Value, out: &mut HashSet<Value>) -> Option<()> {
    let mut seen = HashSet::new();
    let mut stack = vec![pointer];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        match body.value_def(v) {
            ValueDef::OpResult { op, index } => {
                let name = ctx.op_name_str(body.op_name(op));
                match name {
                    "llvm.getelementptr" | "llvm.addrspacecast" => stack.push(body.operand(op, 0)),
                    // Upstream's `SelectLikeOpInterface` ops.
                    "llvm.select" | "arith.select" => {
                        stack.push(body.operand(op, 1));
                        stack.push(body.operand(op, 2));
                    }
                    _ => match region_predecessor_values(ctx, body, op, None, index as usize) {
                        Some(values) => stack.extend(values),
                        None => {
                            out.insert(v);
                        }
                    },
                }
            }
            ValueDef::BlockArgument { block, index } => {
                stack.extend(branch_predecessor_values(ctx, body, block, index as usize)?);
            }
            ValueDef::Placeholder => return None,
        }
    }
    Some(())
}

/// Upstream's `createNewAliasScopesFromNoAliasParameter` (see the module
/// doc); removes the argument copies in every case.
fn scopes_from_noalias_arguments(ctx: &Context, body: &mut Body, call: OpId, ops: &[OpId]) {
    // The argument hook's ops follow the call in its block (the inliner
    // splits the block after them), in the order the hook made them.
    let mut made = Vec::new();
    let mut cursor = body.next_op(call);
    while let Some(op) = cursor {
        if is_copy(ctx, body, op) {
            made.push(op);
        }
        cursor = body.next_op(op);
    }
    // In the order upstream finds them: each argument operand's copies, the
    // newest first (its users in use-list order).
    let mut copies: Vec<OpId> = Vec::new();
    let mut seen = HashSet::new();
    for i in crate::call::arg_operands(ctx, body, call) {
        let operand = body.operand(call, i);
        for &copy in made.iter().rev() {
            if body.operand(copy, 0) == operand && seen.insert(copy) {
                copies.push(copy);
            }
        }
    }
    let noalias: Vec<OpId> =
        copies.iter().copied().filter(|&c| ctx.dict_get(body.attrs(c), NOALIAS).is_some()).collect();
    if !noalias.is_empty() {
        place_noalias_scopes(ctx, body, call, ops, &noalias);
    }
    for copy in copies {
        let (from, to) = (body.results(copy)[0], body.operand(copy, 0));
        body.replace_all_uses_with(from, to);
        body.erase_op(copy);
    }
}

fn place_noalias_scopes(ctx: &Context, body: &mut Body, call: OpId, ops: &[OpId], noalias: &[OpId]) {
    let callee = inherent_attr(ctx, body, call, "callee").and_then(|c| match ctx.attr_kind(c) {
        AttrKind::SymbolRef { root, .. } => Some(*root),
        _ => None,
    });
    let description = callee.map_or(ParamValue::Absent, |root| ParamValue::Attr(ctx.string_attr(ctx.ident_str(root))));
    let domain = new_domain(ctx, description);
    let loc = body.op_loc(call);
    let mut scope_of = HashMap::new();
    for &copy in noalias {
        let scope = new_scope(ctx, domain, ParamValue::Absent);
        scope_of.insert(body.results(copy)[0], scope);
        let mut b = Builder::at(ctx, body, InsertPoint::Before(call));
        crate::NoAliasScopeDeclOp::build(&mut b, loc, scope);
    }
    let noalias_values: Vec<Value> = noalias.iter().map(|&c| body.results(c)[0]).collect();
    for &op in ops {
        let Some(pointers) = accessed_operands(ctx, body, op) else { continue };
        let mut based_on = HashSet::new();
        if pointers.iter().any(|&p| underlying_objects(ctx, body, p, &mut based_on).is_none()) {
            continue;
        }
        let mut other_known = false;
        let unknown = based_on.iter().any(|&object| {
            if is_constant(ctx, body, object) {
                return false;
            }
            let def = body.defining_op(object);
            if def.is_some_and(|d| is_copy(ctx, body, d)) {
                other_known |= !noalias_values.contains(&object);
                return false;
            }
            if def.is_some_and(|d| name_is(ctx, body, d, "llvm.alloca") || name_is(ctx, body, d, "llvm.mlir.addressof"))
            {
                other_known = true;
                return false;
            }
            true
        });
        if unknown {
            continue;
        }
        let not_based: Vec<Attribute> =
            noalias_values.iter().filter(|v| !based_on.contains(v)).map(|v| scope_of[v]).collect();
        if !not_based.is_empty() {
            append_list(ctx, body, op, "noalias_scopes", ctx.array_attr(not_based));
        }
        if other_known || name_is(ctx, body, op, "llvm.call") {
            continue;
        }
        let based: Vec<Attribute> =
            noalias_values.iter().filter(|v| based_on.contains(v)).map(|v| scope_of[v]).collect();
        if !based.is_empty() {
            append_list(ctx, body, op, "alias_scopes", ctx.array_attr(based));
        }
    }
}

/// Is `op` an argument marker (`llvm.intr.ssa.copy`)?
fn is_copy(ctx: &Context, body: &Body, op: OpId) -> bool {
    name_is(ctx, body, op, "llvm.intr.ssa.copy")
}

/// Is `v` defined by a ConstantLike op (upstream's `m_Constant`: any
/// constant, an undefined or null pointer included)?
fn is_constant(ctx: &Context, body: &Body, v: Value) -> bool {
    body.defining_op(v).is_some_and(|d| strata_ir::op_checks::has_trait(ctx, body, d, strata_ir::Traits::CONSTANT_LIKE))
}
