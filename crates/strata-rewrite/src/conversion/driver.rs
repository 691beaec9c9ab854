//! The conversion driver: collects the ops to legalize in pre-order, folds
//! each illegal one (as upstream does before its patterns, unless the
//! [`ConversionConfig`] says never), tries its
//! patterns best first, legalizes what a pattern
//! created right after it, and at the end resolves the materializations
//! it inserted (dead ones go; a live one is an error).
//!
//! Invariants: an op erased by an earlier pattern is skipped (its id is no
//! longer in the body); recursion through created ops is bounded
//! ([`MAX_DEPTH`]), so a pattern producing the op it converts fails
//! instead of looping; the walk and the worklist are explicit stacks.

use strata_ir::op_checks::emit_error;
use strata_ir::{Body, Context, Diagnostic, FxHashSet, OpId, WalkOrder, WalkResult};

use super::{
    ConversionConfig, ConversionRewriter, ConversionState, ConversionTarget, DialectConversionFoldingMode,
    FrozenConversionPatternSet, Materialization, TypeConverter,
};
use crate::fold::Folded;
use crate::{Listener, Rewriter};

/// How deep legalizing the ops a pattern created may nest.
pub const MAX_DEPTH: usize = 32;

/// What a conversion demands (upstream's `OpConversionMode`, less the
/// analysis mode, which is [`apply_analysis_conversion`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ConversionMode {
    /// Ops the target marks illegal must be legalized; others may stay.
    Partial,
    /// Every op must end legal.
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
    apply_conversion_observed(ctx, body, root, target, patterns, converter, ConversionMode::Partial, None)
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
    apply_conversion_observed(ctx, body, root, target, patterns, converter, ConversionMode::Full, None)
}

/// A partial conversion run as `config` says (upstream's
/// `applyPartialConversion` given a `ConversionConfig`).
pub fn apply_partial_conversion_with_config(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
    config: ConversionConfig,
) -> Result<(), Diagnostic> {
    let ops = collect(ctx, body, root, target);
    let (mode, observer) = (ConversionMode::Partial, None);
    let mut driver = Driver { ctx, target, patterns, converter, state: new_state(ctx), mode, observer, config };
    driver.run(body, ops)
}

/// A conversion in `mode` ([`apply_partial_conversion`],
/// [`apply_full_conversion`]), telling `observer` each pattern tried and
/// every change it made (`--debug-rewrites`).
#[allow(clippy::too_many_arguments)]
pub fn apply_conversion_observed(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    converter: &TypeConverter,
    mode: ConversionMode,
    observer: Option<&mut dyn Listener>,
) -> Result<(), Diagnostic> {
    let ops = collect(ctx, body, root, target);
    let config = ConversionConfig::default();
    let mut driver = Driver { ctx, target, patterns, converter, state: new_state(ctx), mode, observer, config };
    driver.run(body, ops)
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
    let mut driver = Driver {
        ctx,
        target,
        patterns,
        converter,
        state: new_state(ctx),
        mode: ConversionMode::Partial,
        observer: None,
        config: ConversionConfig::default(),
    };
    for op in ops {
        if copy.contains_op(op) && driver.legalize(&mut copy, op, 0).unwrap_or(false) {
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
        replacements: Default::default(),
    }
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

/// Records what a pattern did (the ops it created, whether it changed
/// anything at all) and passes every change on to the observer.
struct Recorder<'o, 'l> {
    created: Vec<OpId>,
    changed: bool,
    observer: &'o mut Option<&'l mut dyn Listener>,
}

impl Listener for Recorder<'_, '_> {
    fn notify_operation_inserted(&mut self, body: &Body, op: OpId, moved: bool) {
        if !moved {
            self.created.push(op);
        }
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_inserted(body, op, moved);
        }
    }
    fn notify_block_inserted(&mut self, body: &Body, block: strata_ir::BlockId) {
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_block_inserted(body, block);
        }
    }
    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_modified(body, op);
        }
    }
    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, values: &[strata_ir::Value]) {
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_replaced(body, op, values);
        }
    }
    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_erased(body, op);
        }
    }
    fn notify_block_erased(&mut self, body: &Body, block: strata_ir::BlockId) {
        self.changed = true;
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_block_erased(body, block);
        }
    }
    fn notify_match_failure(&mut self, loc: strata_ir::Location, reason: &str) {
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_match_failure(loc, reason);
        }
    }
}

/// One conversion run.
struct Driver<'a, 'l> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a FrozenConversionPatternSet,
    converter: &'a TypeConverter,
    state: ConversionState,
    mode: ConversionMode,
    observer: Option<&'l mut dyn Listener>,
    config: ConversionConfig,
}

impl Driver<'_, '_> {
    /// Legalizes `ops` (collected in pre-order), then resolves the
    /// materializations left.
    fn run(&mut self, body: &mut Body, ops: Vec<OpId>) -> Result<(), Diagnostic> {
        for op in ops {
            if body.contains_op(op) && !self.legalize(body, op, 0)? {
                if let Some(error) = self.not_legalized(body, op) {
                    return Err(error);
                }
            }
        }
        resolve_materializations(self.ctx, body, &self.state, self.converter)
    }

    /// The error for `op`, which no pattern legalized, when the mode demands
    /// it legal (upstream's messages); `None` when it may stay.
    fn not_legalized(&self, body: &Body, op: OpId) -> Option<Diagnostic> {
        let name = self.ctx.op_name_str(body.op_name(op));
        let why = match self.mode {
            ConversionMode::Full => "",
            ConversionMode::Partial if self.target.is_illegal(self.ctx, body, op) => {
                " that was explicitly marked illegal"
            }
            ConversionMode::Partial => return None,
        };
        Some(emit_error(body, op, format!("failed to legalize operation '{name}'{why}")))
    }

    /// Runs one attempt (`what`: a pattern's name, or `fold`) on `op` with a
    /// conversion rewriter placed before it, reporting it to the observer;
    /// returns its result, the ops it created and whether it changed the IR.
    fn attempt<R>(
        &mut self,
        body: &mut Body,
        op: OpId,
        what: &str,
        run: impl FnOnce(&mut ConversionRewriter<'_, '_>) -> R,
        applied: impl Fn(&R) -> bool,
    ) -> (R, Vec<OpId>, bool) {
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_begin(body, what, op);
        }
        let mut recorder = Recorder { created: Vec::new(), changed: false, observer: &mut self.observer };
        let result = {
            let mut rw = Rewriter::with_listener(self.ctx, body, &mut recorder);
            rw.set_insertion_point_before(op);
            run(&mut ConversionRewriter { rw, converter: self.converter, state: &mut self.state })
        };
        let (created, changed) = (recorder.created, recorder.changed);
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_end(body, what, applied(&result));
        }
        (result, created, changed)
    }

    /// Makes `op` legal: `Ok(true)` when it is (already, or through a
    /// pattern whose created ops are legal in turn), `Ok(false)` when no
    /// pattern applies, `Err` when a pattern broke the no-rollback contract
    /// or the created ops nest too deep.
    fn legalize(&mut self, body: &mut Body, op: OpId, depth: usize) -> Result<bool, Diagnostic> {
        let (ctx, target) = (self.ctx, self.target);
        if target.is_legal(ctx, body, op) == Some(true) {
            return Ok(true);
        }
        if depth > MAX_DEPTH {
            let name = ctx.op_name_str(body.op_name(op));
            return Err(emit_error(body, op, format!("failed to legalize operation '{name}': patterns nest too deep")));
        }
        // Upstream's `legalizeWithFold`: an illegal op is folded first. In
        // place, it is legalized again; replaced, the constants its fold
        // materialized are legalized and it is done.
        let (folded, created, _) = if self.config.folding_mode == DialectConversionFoldingMode::Never {
            (Folded::No, Vec::new(), false)
        } else {
            let hidden = std::mem::take(&mut self.state.replacements);
            let result = self.attempt(
                body,
                op,
                "fold",
                |rw| crate::fold::fold_op_seeing(rw, op, |v| !hidden.contains(&v)),
                |f| *f != Folded::No,
            );
            self.state.replacements = hidden;
            result
        };
        if folded == Folded::Replaced {
            // The fold's constants replace the op: hidden from later folds.
            for &c in &created {
                if body.contains_op(c) {
                    self.state.replacements.extend(body.results(c).iter().copied());
                }
            }
        }
        match folded {
            Folded::No => {}
            Folded::InPlace => return self.legalize(body, op, depth + 1),
            Folded::Replaced => {
                for constant in created {
                    if body.contains_op(constant) && !self.legalize(body, constant, depth + 1)? {
                        let name = ctx.op_name_str(body.op_name(constant));
                        return Err(emit_error(
                            body,
                            constant,
                            format!("failed to legalize generated constant '{name}'"),
                        ));
                    }
                }
                return Ok(true);
            }
        }
        let patterns = self.patterns;
        let mut candidates = patterns.patterns_for(body.op_name(op)).peekable();
        if candidates.peek().is_none() {
            return Ok(false);
        }
        // Remapping may materialize converted types of values nothing
        // converted yet; those casts are the conversion's, not a pattern's.
        let adaptor = {
            let rw = Rewriter::new(self.ctx, body);
            ConversionRewriter { rw, converter: self.converter, state: &mut self.state }.remapped_operands(op)
        };
        for pattern in candidates {
            let (applied, created, changed) = self.attempt(
                body,
                op,
                pattern.debug_name(),
                |rw| pattern.match_and_rewrite(op, &adaptor, rw),
                |&applied| applied,
            );
            if !applied {
                if changed && cfg!(debug_assertions) {
                    return Err(emit_error(
                        body,
                        op,
                        format!(
                            "conversion pattern '{}' changed the IR and then failed; without rollback a pattern must \
                             not fail once it has changed the IR",
                            pattern.debug_name()
                        ),
                    ));
                }
                continue;
            }
            // What the pattern created must be legal in turn: the pattern
            // cannot be undone, so an illegal op it leaves is an error here.
            for created in created {
                if !body.contains_op(created) || body.op_name(created) == self.state.cast_name {
                    continue;
                }
                if !self.legalize(body, created, depth + 1)? {
                    if let Some(error) = self.not_legalized(body, created) {
                        return Err(error);
                    }
                }
            }
            // Updated in place rather than replaced: legal only if the
            // target now says so.
            return Ok(!body.contains_op(op) || target.is_legal(ctx, body, op) != Some(false));
        }
        Ok(false)
    }
}

/// Resolves the placeholder casts the conversion inserted: one nothing
/// uses any more goes; a live one becomes the type converter's source or
/// target materialization, or stays a cast when the converter allows that,
/// and is an error otherwise (upstream's diagnostic).
fn resolve_materializations(
    ctx: &Context,
    body: &mut Body,
    state: &ConversionState,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    for &(cast, kind) in state.materializations.iter().rev() {
        if !body.contains_op(cast) {
            continue;
        }
        let results = body.results(cast).to_vec();
        let mut rw = Rewriter::new(ctx, body);
        if results.iter().all(|&r| !rw.body().has_uses(r)) {
            rw.erase_op(cast);
            continue;
        }
        let loc = rw.body().op_loc(cast);
        let inputs: Vec<_> = rw.body().operands(cast).collect();
        let types: Vec<_> = results.iter().map(|&r| rw.body().value_type(r)).collect();
        rw.set_insertion_point_before(cast);
        let materialized = match (kind, inputs.as_slice(), types.as_slice()) {
            (Materialization::Source, _, &[ty]) => {
                converter.materialize_source(&mut rw, ty, &inputs, loc).map(|v| vec![v])
            }
            (Materialization::Target, &[input], _) => {
                converter.materialize_target(&mut rw, &types, input, loc).map(|v| v.to_vec())
            }
            _ => None,
        };
        if let Some(values) = materialized {
            rw.replace_op(cast, &values);
            continue;
        }
        if converter.has_default_cast() {
            continue;
        }
        let from: Vec<String> = inputs.iter().map(|&v| ctx.type_to_string(body.value_type(v))).collect();
        let to: Vec<String> = types.iter().map(|&t| ctx.type_to_string(t)).collect();
        return Err(emit_error(
            body,
            cast,
            format!(
                "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
                from.join(", "),
                to.join(", ")
            ),
        ));
    }
    Ok(())
}
