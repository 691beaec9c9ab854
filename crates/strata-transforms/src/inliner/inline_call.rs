//! Inlining one call (upstream's `inlineCall` and `inlineRegion` of
//! `InliningUtils`): the callee's region is cloned (or moved, for its last
//! call) into the caller's block at the call, its arguments mapped to the
//! call's operands, its terminators rewritten by their dialects'
//! [`DialectInlinerInterface`]s, and the call's results replaced.
//!
//! Steps and order are upstream's, so output matches: casts where the
//! call's and callee's types differ (the call's dialect materializes them),
//! argument hooks, split at the call, clone, locations become
//! `callsite(callee at caller)`, the call's dialect sees the new blocks,
//! then either one block is merged (its terminator hands over the results)
//! or the blocks branch to the split-off rest, which takes the results as
//! arguments.
//!
//! Invariant: every check that can refuse runs before the IR changes,
//! except the casts, which a refusal erases again (upstream's
//! `cleanupState`); the terminator hooks a callee needs are checked up
//! front too, where upstream would assert.

use strata_ir::inliner::{DialectInlinerInterface, InlinerInterfaceCache, ValueMapping};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, CallOpInterface, CallableOpInterface, Context, InsertPoint, Location,
    LocationKind, OpId, RegionId, Traits, Value,
};

/// How a call is inlined.
#[derive(Copy, Clone, Debug)]
pub struct InlineConfig {
    /// Clone the callee's body (true) or move it (its last call).
    pub clone_callee: bool,
}

/// What inlining asks of its caller besides the IR.
pub struct InlineHooks<'a> {
    pub interfaces: &'a mut InlinerInterfaceCache,
    /// Sees the blocks just inlined, before their terminators are handled
    /// (upstream's `InlinerInterface::processInlinedBlocks`).
    pub on_inlined_blocks: &'a mut dyn FnMut(&Context, &Body, &[BlockId]),
}

/// Inlines `callable`'s region `src` at `call`; false, with the IR as it
/// was, when it cannot. The call itself stays, its results unused, for the
/// caller to erase.
pub fn inline_call(
    ctx: &Context,
    body: &mut Body,
    hooks: &mut InlineHooks<'_>,
    call: OpId,
    callable: OpId,
    src: RegionId,
    config: InlineConfig,
) -> bool {
    let Some(entry) = body.entry_block(src) else { return false };
    let (Some(call_iface), Some(callable_iface)) =
        (CallOpInterface::of(ctx, body, call), CallableOpInterface::of(ctx, body, callable))
    else {
        return false;
    };
    let result_types = (callable_iface.result_types)(ctx, body, callable);
    let operands = call_iface.args(ctx, body, call);
    let results: Vec<Value> = body.results(call).to_vec();
    if operands.len() != body.block_args(entry).len() || results.len() != result_types.len() {
        return false;
    }
    let Some(block) = body.op_block(call) else { return false };
    let dialect = hooks.interfaces.of(ctx, body, call);
    let loc = body.op_loc(call);
    let mut casts: Vec<OpId> = Vec::new();
    let mut mapping = ValueMapping::default();
    let args: Vec<Value> = body.block_args(entry).to_vec();
    for (&arg, &operand) in args.iter().zip(&operands) {
        let ty = body.value_type(arg);
        let mut value = operand;
        if body.value_type(operand) != ty {
            match dialect.and_then(|d| cast(ctx, body, &d, &mut casts, InsertPoint::Before(call), operand, ty, loc)) {
                Some(v) => value = v,
                None => return cleanup(body, &casts),
            }
        }
        mapping.insert(arg, value);
    }
    let after_call = |body: &Body| body.next_op(call).map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
    for (&result, &ty) in results.iter().zip(&result_types) {
        if body.value_type(result) == ty {
            continue;
        }
        let at = after_call(body);
        let result_ty = body.value_type(result);
        let Some(cast_result) = dialect.and_then(|d| cast(ctx, body, &d, &mut casts, at, result, result_ty, loc))
        else {
            return cleanup(body, &casts);
        };
        body.replace_all_uses_with(result, cast_result);
        let cast_op = body.defining_op(cast_result).expect("a cast result");
        body.set_operand(cast_op, 0, result);
    }
    let Some(dialect) = dialect else { return cleanup(body, &casts) };
    if !(dialect.is_legal_to_inline_call)(ctx, body, call, callable, config.clone_callee) {
        return cleanup(body, &casts);
    }
    let Some(insert_region) = body.block_region(block) else { return cleanup(body, &casts) };
    if !legal_to_inline_region(ctx, body, hooks.interfaces, insert_region, src, config, &mapping)
        || !terminators_handled(ctx, body, hooks.interfaces, insert_region, src)
    {
        return cleanup(body, &casts);
    }

    // Argument hooks insert right after the call; the block splits at the
    // op that followed the call before them (the result casts stay after
    // the split, the argument hooks' ops before it).
    let split_at = body.next_op(call);
    let hook_point = split_at.map_or(InsertPoint::BlockEnd(block), InsertPoint::Before);
    let arg_attrs = attr_list((callable_iface.arg_attrs)(ctx, body, callable), ctx, args.len());
    for (i, &arg) in args.iter().enumerate() {
        let iface = hooks.interfaces.of(ctx, body, callable).unwrap_or(DialectInlinerInterface::NOTHING_LEGAL);
        let new = (iface.handle_argument)(ctx, body, hook_point, call, callable, mapping[&arg], arg_attrs[i]);
        mapping.insert(arg, new);
    }

    // Split the caller's block there; the callee's blocks go in between.
    let post = match split_at {
        Some(next) => body.split_block(block, next),
        None => {
            let b = body.create_block();
            body.insert_block_after(block, b);
            b
        }
    };
    let new_blocks: Vec<BlockId> = if config.clone_callee {
        body.clone_region_before(src, insert_region, Some(post), &mut mapping)
    } else {
        let blocks: Vec<BlockId> = body.region_blocks(src).collect();
        body.inline_region_before(src, insert_region, Some(post));
        blocks
    };
    if !ctx.is_unknown_loc(loc) {
        remap_locations(ctx, body, &new_blocks, loc);
    }
    if !config.clone_callee {
        remap_operands(body, &new_blocks, &mapping);
    }
    (dialect.process_inlined_call_blocks)(ctx, body, call, &new_blocks);
    (hooks.on_inlined_blocks)(ctx, body, &new_blocks);

    let first = new_blocks[0];
    let region_iface = region_interface(ctx, body, hooks.interfaces, insert_region);
    let callable_hooks = hooks.interfaces.of(ctx, body, callable).unwrap_or(DialectInlinerInterface::NOTHING_LEGAL);
    let res_attrs = attr_list((callable_iface.res_attrs)(ctx, body, callable), ctx, results.len());
    if new_blocks.len() == 1 && (region_iface.allow_single_block_optimization)(ctx, body, &new_blocks) {
        let term = body.last_op(first).expect("checked: the block has a terminator");
        let values: Vec<Value> = body.operands(term).collect();
        for (i, &v) in values.iter().enumerate().take(results.len()) {
            handle_result(ctx, body, &callable_hooks, InsertPoint::Before(term), call, callable, v, res_attrs[i]);
        }
        let term_iface = hooks.interfaces.of(ctx, body, term).expect("checked: a dialect with hooks");
        (term_iface.handle_terminator_with_values.expect("checked up front"))(ctx, body, term, &results);
        body.erase_op(term);
        while let Some(op) = body.first_op(post) {
            body.remove_op(op);
            body.append_op(first, op);
        }
        body.erase_block(post);
    } else {
        let mut post_args = Vec::with_capacity(results.len());
        for (&result, &ty) in results.iter().zip(&result_types) {
            let arg = body.add_block_arg(post, ty, body.value_loc(result));
            body.replace_all_uses_with(result, arg);
            post_args.push(arg);
        }
        for (i, &arg) in post_args.iter().enumerate() {
            // Upstream's builder stays at the block's start, so later
            // hooks' ops go before earlier ones.
            handle_result(ctx, body, &callable_hooks, InsertPoint::BlockStart(post), call, callable, arg, res_attrs[i]);
        }
        for &b in &new_blocks {
            let term = body.last_op(b).expect("checked: every block has a terminator");
            let term_iface = hooks.interfaces.of(ctx, body, term).expect("checked: a dialect with hooks");
            (term_iface.handle_terminator_with_block.expect("checked up front"))(ctx, body, term, post);
        }
    }
    while let Some(op) = body.first_op(first) {
        body.remove_op(op);
        body.append_op(block, op);
    }
    body.erase_block(first);
    true
}

/// Erases the casts made so far and answers "not inlined".
fn cleanup(body: &mut Body, casts: &[OpId]) -> bool {
    for &op in casts {
        let (result, operand) = (body.result(op, 0), body.operand(op, 0));
        body.replace_all_uses_with(result, operand);
        body.erase_op(op);
    }
    false
}

/// A cast from `v` to `ty` through the call's dialect, checked to be one.
#[allow(clippy::too_many_arguments)]
fn cast(
    ctx: &Context,
    body: &mut Body,
    iface: &DialectInlinerInterface,
    casts: &mut Vec<OpId>,
    at: InsertPoint,
    v: Value,
    ty: strata_ir::Type,
    loc: Location,
) -> Option<Value> {
    let op = (iface.materialize_call_conversion)(ctx, body, at, v, ty, loc)?;
    casts.push(op);
    let ok = body.num_operands(op) == 1
        && body.operand(op, 0) == v
        && body.results(op).len() == 1
        && body.value_type(body.result(op, 0)) == ty;
    ok.then(|| body.result(op, 0))
}

/// Runs the result hook on `v` and points `v`'s users at what it returns,
/// except the ops the hook made.
#[allow(clippy::too_many_arguments)]
fn handle_result(
    ctx: &Context,
    body: &mut Body,
    iface: &DialectInlinerInterface,
    at: InsertPoint,
    call: OpId,
    callable: OpId,
    v: Value,
    attrs: Attribute,
) {
    let users: Vec<OpId> = body.uses(v).iter().map(|u| u.op).collect();
    let new = (iface.handle_result)(ctx, body, at, call, callable, v, attrs);
    if new == v {
        return;
    }
    for user in users {
        let n = body.num_operands(user);
        for i in 0..n {
            if body.operand(user, i) == v {
                body.set_operand(user, i, new);
            }
        }
    }
}

/// The attribute dictionaries of an `arg_attrs`/`res_attrs` array, one per
/// entry (empty dictionaries when absent or malformed).
fn attr_list(array: Option<Attribute>, ctx: &Context, n: usize) -> Vec<Attribute> {
    match array.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) if items.len() == n => items.to_vec(),
        _ => vec![ctx.empty_dictionary(); n],
    }
}

/// The interface of the dialect owning `region`'s parent op.
fn region_interface(
    ctx: &Context,
    body: &Body,
    ifaces: &mut InlinerInterfaceCache,
    region: RegionId,
) -> DialectInlinerInterface {
    body.region_parent(region).and_then(|p| ifaces.of(ctx, body, p)).unwrap_or(DialectInlinerInterface::NOTHING_LEGAL)
}

/// Upstream's two legality checks: the destination's dialect accepts the
/// region, and every op of it (recursively where its dialect asks) accepts
/// the destination.
fn legal_to_inline_region(
    ctx: &Context,
    body: &Body,
    ifaces: &mut InlinerInterfaceCache,
    dest: RegionId,
    src: RegionId,
    config: InlineConfig,
    mapping: &ValueMapping,
) -> bool {
    let dest_iface = region_interface(ctx, body, ifaces, dest);
    if !(dest_iface.is_legal_to_inline_region)(ctx, body, dest, src, config.clone_callee, mapping) {
        return false;
    }
    let mut regions = vec![src];
    while let Some(r) = regions.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let Some(iface) = ifaces.of(ctx, body, op) else { return false };
                if !(iface.is_legal_to_inline_op)(ctx, body, op, dest, config.clone_callee, mapping) {
                    return false;
                }
                if (iface.should_analyze_recursively)(ctx, body, op) {
                    regions.extend(body.regions(op).iter().rev());
                }
            }
        }
    }
    true
}

/// Can every terminator of `src` be handed to its dialect, the way it will
/// be (merged when one block, branching otherwise)?
fn terminators_handled(
    ctx: &Context,
    body: &Body,
    ifaces: &mut InlinerInterfaceCache,
    dest: RegionId,
    src: RegionId,
) -> bool {
    let blocks: Vec<BlockId> = body.region_blocks(src).collect();
    let merged = blocks.len() == 1
        && (region_interface(ctx, body, ifaces, dest).allow_single_block_optimization)(ctx, body, &blocks);
    blocks.iter().all(|&b| {
        let Some(term) = body.last_op(b) else { return false };
        let is_terminator = ctx.op_info(body.op_name(term)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR));
        let Some(iface) = ifaces.of(ctx, body, term) else { return false };
        is_terminator
            && if merged {
                iface.handle_terminator_with_values.is_some()
            } else {
                iface.handle_terminator_with_block.is_some()
            }
    })
}

/// Upstream's `stackLocations`: `callee` called from `caller`, appended at
/// the end of a chain `callee` already is.
fn stack_locations(ctx: &Context, callee: Location, caller: Location) -> Location {
    let mut last = callee;
    let mut chain = Vec::new();
    while let Some((c, next)) = ctx.callsite_parts(last) {
        chain.push(c);
        last = next;
    }
    let mut loc = ctx.intern_location(LocationKind::CallSite { callee: last, caller });
    for &c in chain.iter().rev() {
        loc = ctx.intern_location(LocationKind::CallSite { callee: c, caller: loc });
    }
    loc
}

/// Every location in the inlined blocks becomes `callsite(loc at call)`.
fn remap_locations(ctx: &Context, body: &mut Body, blocks: &[BlockId], call_loc: Location) {
    // Interning makes equal locations one handle, so what is remembered
    // only saves work: the last location, which neighbouring ops (and a
    // block's arguments) often share. A map of every location met would
    // mostly hold parsed ones, each op's its own.
    let mut last: Option<(Location, Location)> = None;
    let mut remap = |loc: Location| match last {
        Some((from, to)) if from == loc => to,
        _ => {
            let to = stack_locations(ctx, loc, call_loc);
            last = Some((loc, to));
            to
        }
    };
    let mut stack: Vec<BlockId> = blocks.to_vec();
    while let Some(b) = stack.pop() {
        let args: Vec<Value> = body.block_args(b).to_vec();
        for a in args {
            if let Some(loc) = body.block_arg_loc(a) {
                body.set_block_arg_loc(a, remap(loc));
            }
        }
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops {
            let loc = remap(body.op_loc(op));
            body.set_op_loc(op, loc);
            for &r in body.regions(op) {
                stack.extend(body.region_blocks(r));
            }
        }
    }
}

/// Moved (not cloned) blocks still use the callee's arguments: point them
/// at the mapped values.
fn remap_operands(body: &mut Body, blocks: &[BlockId], mapping: &ValueMapping) {
    let mut stack: Vec<BlockId> = blocks.to_vec();
    while let Some(b) = stack.pop() {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for op in ops {
            for i in 0..body.num_operands(op) {
                if let Some(&to) = mapping.get(&body.operand(op, i)) {
                    body.set_operand(op, i, to);
                }
            }
            for &r in body.regions(op) {
                stack.extend(body.region_blocks(r));
            }
        }
    }
}
