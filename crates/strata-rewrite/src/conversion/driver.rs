//! The conversion driver: collects the ops to legalize in pre-order, tries
//! each illegal one's patterns best first, legalizes what a pattern
//! created right after it, and at the end resolves the materializations
//! it inserted (dead ones go; a live one is an error).
//!
//! Invariants: an op erased by an earlier pattern is skipped (its id is no
//! longer in the body); recursion through created ops is bounded
//! ([`MAX_DEPTH`]), so a pattern producing the op it converts fails
//! instead of looping; the walk and the worklist are explicit stacks.

use strata_ir::op_checks::emit_error;
use strata_ir::{Body, Context, Diagnostic, FxHashSet, OpId, SmallVec, WalkOrder, WalkResult};

use super::{
    ConversionRewriter, ConversionState, ConversionTarget, FrozenConversionPatternSet, OpAdaptor, TypeConverter,
};
use crate::{Listener, Rewriter};

/// How deep legalizing the ops a pattern created may nest.
pub const MAX_DEPTH: usize = 32;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Mode {
    Partial,
    Full,
}

/// Converts `root` and the ops nested in it: ops the target marks illegal
/// must be legalized, others may stay (upstream's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    convert(ctx, body, root, target, patterns, converter, Mode::Partial).map(|_| ())
}

/// Converts `root` and the ops nested in it; every op must end legal
/// (upstream's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    convert(ctx, body, root, target, patterns, converter, Mode::Full).map(|_| ())
}

/// The ops of `root` that are legal or could be legalized (upstream's
/// `applyAnalysisConversion`). The IR is left unchanged: the conversion
/// runs on a copy of the body, whose op ids are the original's.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
) -> FxHashSet<OpId> {
    let mut copy = body.clone();
    let mut legalizable = FxHashSet::default();
    let ops = collect(ctx, &copy, root, target);
    let mut state = new_state(ctx);
    for op in ops {
        if copy.contains_op(op)
            && legalize(ctx, &mut copy, op, target, patterns, converter, &mut state, Mode::Partial, 0).unwrap_or(false)
        {
            legalizable.insert(op);
        }
    }
    legalizable
}

fn new_state(ctx: &Context) -> ConversionState {
    ConversionState {
        mapping: Default::default(),
        materializations: Vec::new(),
        cast_name: ctx.op_name(super::UNREALIZED_CAST),
    }
}

fn convert(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
    mode: Mode,
) -> Result<(), Diagnostic> {
    let ops = collect(ctx, body, root, target);
    let mut state = new_state(ctx);
    for op in ops {
        if !body.contains_op(op) {
            continue;
        }
        if !legalize(ctx, body, op, target, patterns, converter, &mut state, mode, 0)? {
            let name = ctx.op_name_str(body.op_name(op));
            if mode == Mode::Full {
                return Err(emit_error(body, op, format!("failed to legalize operation '{name}'")));
            }
            if target.is_illegal(ctx, body, op) {
                return Err(emit_error(
                    body,
                    op,
                    format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                ));
            }
        }
    }
    resolve_materializations(ctx, body, &state, converter)
}

/// `root` and the ops nested in it, parents first, not looking inside
/// recursively legal ops; those the target says are legal whatever they
/// hold (by name: legal, never dynamic) are left out, as they need no work.
fn collect(ctx: &Context, body: &Body, root: OpId, target: &ConversionTarget) -> Vec<OpId> {
    let mut ops = Vec::new();
    let mut legal_by_name: strata_ir::FxHashMap<strata_ir::OpName, bool> = Default::default();
    let recursive = target.has_recursively_legal_ops();
    body.walk(root, WalkOrder::PreOrder, |body, op| {
        let name = body.op_name(op);
        let legal = *legal_by_name
            .entry(name)
            .or_insert_with(|| matches!(target.action(ctx, name), Some(super::LegalizationAction::Legal)));
        if !legal {
            ops.push(op);
        }
        if recursive && target.is_recursively_legal(ctx, body, op) {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    ops
}

/// Records what a pattern did: the ops it created and whether it changed
/// anything at all.
#[derive(Default)]
struct Recorder {
    created: Vec<OpId>,
    changed: bool,
}

impl Listener for Recorder {
    fn notify_operation_inserted(&mut self, _: &Body, op: OpId, moved: bool) {
        if !moved {
            self.created.push(op);
        }
        self.changed = true;
    }
    fn notify_block_inserted(&mut self, _: &Body, _: strata_ir::BlockId) {
        self.changed = true;
    }
    fn notify_operation_modified(&mut self, _: &Body, _: OpId) {
        self.changed = true;
    }
    fn notify_operation_replaced(&mut self, _: &Body, _: OpId, _: &[strata_ir::Value]) {
        self.changed = true;
    }
    fn notify_operation_erased(&mut self, _: &Body, _: OpId) {
        self.changed = true;
    }
    fn notify_block_erased(&mut self, _: &Body, _: strata_ir::BlockId) {
        self.changed = true;
    }
}

/// Makes `op` legal: `Ok(true)` when it is (already, or through a pattern
/// whose created ops are legal in turn), `Ok(false)` when no pattern
/// applies, `Err` when a pattern broke the no-rollback contract or the
/// created ops nest too deep.
#[allow(clippy::too_many_arguments)]
fn legalize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
    state: &mut ConversionState,
    mode: Mode,
    depth: usize,
) -> Result<bool, Diagnostic> {
    if target.is_legal(ctx, body, op) == Some(true) {
        return Ok(true);
    }
    if depth > MAX_DEPTH {
        let name = ctx.op_name_str(body.op_name(op));
        return Err(emit_error(body, op, format!("failed to legalize operation '{name}': patterns nest too deep")));
    }
    let name = body.op_name(op);
    for pattern in patterns.patterns_for(name) {
        let adaptor = adaptor(body, op, state);
        let mut recorder = Recorder::default();
        let applied = {
            let mut rw = Rewriter::with_listener(ctx, body, &mut recorder);
            rw.set_insertion_point_before(op);
            let mut crw = ConversionRewriter { rw, converter, state };
            pattern.match_and_rewrite(op, &adaptor, &mut crw)
        };
        if !applied {
            if recorder.changed && cfg!(debug_assertions) {
                return Err(emit_error(
                    body,
                    op,
                    format!(
                        "conversion pattern '{}' changed the IR and then failed; without rollback a pattern must not \
                         fail once it has changed the IR",
                        pattern.debug_name()
                    ),
                ));
            }
            continue;
        }
        // What the pattern created must be legal in turn: the pattern
        // cannot be undone, so an illegal op it leaves is an error here.
        for created in recorder.created {
            if !body.contains_op(created) || body.op_name(created) == state.cast_name {
                continue;
            }
            if !legalize(ctx, body, created, target, patterns, converter, state, mode, depth + 1)?
                && (mode == Mode::Full || target.is_illegal(ctx, body, created))
            {
                let name = ctx.op_name_str(body.op_name(created));
                let why = if mode == Mode::Full { "" } else { " that was explicitly marked illegal" };
                return Err(emit_error(body, created, format!("failed to legalize operation '{name}'{why}")));
            }
        }
        // Updated in place rather than replaced: legal only if the target
        // now says so.
        return Ok(!body.contains_op(op) || target.is_legal(ctx, body, op) != Some(false));
    }
    Ok(false)
}

/// `op`'s operands as the conversion remapped them.
fn adaptor(body: &Body, op: OpId, state: &ConversionState) -> OpAdaptor {
    let operands = body
        .operands(op)
        .map(|v| state.mapping.get(&v).cloned().unwrap_or_else(|| SmallVec::from_elem(v, 1)))
        .collect();
    OpAdaptor { operands }
}

/// Resolves the placeholder casts the conversion inserted: one nothing
/// uses any more goes; a live one becomes the type converter's source
/// materialization, or stays a cast when the converter allows that, and
/// is an error otherwise (upstream's diagnostic).
fn resolve_materializations(
    ctx: &Context,
    body: &mut Body,
    state: &ConversionState,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    for &cast in state.materializations.iter().rev() {
        if !body.contains_op(cast) {
            continue;
        }
        let result = body.result(cast, 0);
        let mut rw = Rewriter::new(ctx, body);
        if !rw.body().has_uses(result) {
            rw.erase_op(cast);
            continue;
        }
        let (ty, loc) = (rw.body().value_type(result), rw.body().op_loc(cast));
        let inputs: Vec<_> = rw.body().operands(cast).collect();
        rw.set_insertion_point_before(cast);
        if let Some(value) = converter.materialize_source(&mut rw, ty, &inputs, loc) {
            rw.replace_op(cast, &[value]);
            continue;
        }
        if converter.has_default_cast() {
            continue;
        }
        let from: Vec<String> = inputs.iter().map(|&v| ctx.type_to_string(body.value_type(v))).collect();
        let to = ctx.type_to_string(ty);
        return Err(emit_error(
            body,
            cast,
            format!(
                "failed to legalize unresolved materialization from ({}) to ({to}) that remained live after conversion",
                from.join(", ")
            ),
        ));
    }
    Ok(())
}
