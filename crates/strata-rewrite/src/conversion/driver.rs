//! The conversion driver: collects the ops to legalize in pre-order, folds
//! each illegal one (as upstream does before its patterns), tries its
//! patterns best first, legalizes what a pattern
//! created right after it, and at the end resolves the materializations
//! it inserted (dead ones go; a live one is an error).
//!
//! An op isolated from above (a function) is its own unit: its ops are
//! collected when the walk reaches it and its materializations resolved
//! when the walk leaves it, while its ops are in the caches. Nothing
//! outside it reads its values, so the order of the whole module's list
//! and the results are those of collecting and resolving all at once.
//!
//! Invariants: an op erased by an earlier pattern is skipped (its id is no
//! longer in the body); recursion through created ops is bounded
//! ([`MAX_DEPTH`]), so a pattern producing the op it converts fails
//! instead of looping; the walk and the worklist are explicit stacks.

use strata_ir::op_checks::{emit_error, has_trait};
use strata_ir::{
    Body, Context, Diagnostic, FxHashMap, FxHashSet, HeldSlots, OpAdaptor, OpId, OpName, SmallVec, Traits, Type, Value,
};

use super::{
    ConversionConfig, ConversionOrder, ConversionRewriter, ConversionState, ConversionTarget,
    DialectConversionFoldingMode, FrozenConversionPatternSet, LegalizationAction, Materialization, TypeConverter,
};
use crate::fold::FoldValues;
use crate::{Listener, Rewriter};

/// An entry of the driver's list of ops to legalize.
#[derive(Copy, Clone, Debug)]
enum Collected {
    Op(OpId),
    /// An op isolated from above and everything in it, collected when the
    /// walk reaches it ([`Nesting::Deferred`]).
    Isolated(OpId),
}

impl Collected {
    fn op(self) -> OpId {
        match self {
            Collected::Op(op) | Collected::Isolated(op) => op,
        }
    }
}

/// Whether [`Driver::collect_with`] looks inside the ops isolated from
/// above below its root now or when the walk reaches them.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Nesting {
    Whole,
    Deferred,
}

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
    let config = ConversionConfig::default();
    apply_conversion_observed(ctx, body, root, target, patterns, converter, ConversionMode::Partial, None, config)
        .map(drop)
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
    let config = ConversionConfig::default();
    apply_conversion_observed(ctx, body, root, target, patterns, converter, ConversionMode::Full, None, config)
        .map(drop)
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
    let mut driver = Driver::new(ctx, target, patterns, converter, ConversionMode::Partial, None, config);
    let ops = driver.collect_with(body, root, Nesting::Deferred);
    driver.run(body, root, ops)
}

/// A conversion in `mode` ([`apply_partial_conversion`],
/// [`apply_full_conversion`]), telling `observer` each pattern tried and
/// every change it made (`--debug-rewrites`); on success, the errors
/// patterns reported and recovered from
/// ([`ConversionRewriter::emit_error`](super::ConversionRewriter::emit_error)),
/// for the pass to print (the plain entry points leave them out).
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
    config: ConversionConfig,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut driver = Driver::new(ctx, target, patterns, converter, mode, observer, config);
    let ops = driver.collect_with(body, root, Nesting::Deferred);
    driver.run(body, root, ops)?;
    Ok(std::mem::take(&mut driver.state.reported))
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
    let mut driver =
        Driver::new(ctx, target, patterns, converter, ConversionMode::Partial, None, ConversionConfig::default());
    let ops = driver.collect(&copy, root);
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
        regrouped: Default::default(),
        sources_by_values: Default::default(),
        arg_sources: Vec::new(),
        pending: Vec::new(),
        materializations: Vec::new(),
        cast_name: ctx.op_name(super::UNREALIZED_CAST),
        erased: Default::default(),
        erase_order: Vec::new(),
        reported: Vec::new(),
        sources: Vec::new(),
    }
}

/// The blocks of `region` reachable from its entry, in depth-first
/// pre-order along successors (`llvm::depth_first`).
fn blocks_depth_first(body: &Body, region: strata_ir::RegionId) -> Vec<strata_ir::BlockId> {
    let Some(entry) = body.region_blocks(region).next() else { return Vec::new() };
    let mut order = vec![entry];
    let mut visited: FxHashSet<strata_ir::BlockId> = FxHashSet::default();
    visited.insert(entry);
    // Each entry: a block's successors not yet followed, the next last.
    let successors = |b| body.block_successors(b).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>();
    let mut stack = vec![successors(entry)];
    while let Some(pending) = stack.last_mut() {
        match pending.pop() {
            Some(succ) => {
                if visited.insert(succ) {
                    order.push(succ);
                    stack.push(successors(succ));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    order
}

/// Records what a pattern did (the ops it created, whether it changed
/// anything at all) and passes every change on to the observer.
struct Recorder<'o, 'l> {
    /// Inline: most patterns create an op or two.
    created: SmallVec<[OpId; 4]>,
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

/// Whether `ancestor` is `op` or holds it (`op` `None`: the top, held by
/// nothing).
fn is_ancestor(body: &Body, ancestor: OpId, op: Option<OpId>) -> bool {
    let mut current = op;
    while let Some(o) = current {
        if o == ancestor {
            return true;
        }
        current = body.parent_op(o);
    }
    false
}

/// The closest op isolated from above that holds `op`.
fn isolated_scope(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let mut current = body.parent_op(op);
    while let Some(p) = current {
        if has_trait(ctx, body, p, Traits::ISOLATED_FROM_ABOVE) {
            return Some(p);
        }
        current = body.parent_op(p);
    }
    None
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
    /// The last op whose fold to values was undone because a constant it
    /// materialized could not be legalized.
    fold_undone: Option<OpId>,
    config: ConversionConfig,
    /// The target's action for each op name met (`ConversionTarget::action`
    /// looks up the name, then its dialect's name, on every call).
    actions: FxHashMap<OpName, Option<&'a LegalizationAction>>,
}

impl<'a, 'l> Driver<'a, 'l> {
    fn new(
        ctx: &'a Context,
        target: &'a ConversionTarget,
        patterns: &'a FrozenConversionPatternSet,
        converter: &'a TypeConverter,
        mode: ConversionMode,
        observer: Option<&'l mut dyn Listener>,
        config: ConversionConfig,
    ) -> Driver<'a, 'l> {
        Driver {
            ctx,
            target,
            patterns,
            converter,
            state: new_state(ctx),
            mode,
            observer,
            fold_undone: None,
            config,
            actions: FxHashMap::default(),
        }
    }

    /// Legalizes `ops` in order, then resolves the materializations.
    ///
    /// The replaced ops awaiting erasure go each time the walk leaves an
    /// op isolated from above (a function): no fold inside another one
    /// can look through them, and keeping a whole module's replaced ops
    /// would hold the input and the output in memory at once.
    fn run(&mut self, body: &mut Body, root: OpId, ops: Vec<Collected>) -> Result<(), Diagnostic> {
        // New ops fill the holes of the part of the arena the walk is in
        // (`strata_ir::body::layout`), so a lowered function stays together.
        let mut held = ops.first().map_or_else(HeldSlots::default, |first| body.hold_free_slots(first.op()));
        let result = self.run_holding(body, root, ops, &mut held);
        body.release_free_slots(held);
        result
    }

    fn run_holding(
        &mut self,
        body: &mut Body,
        root: OpId,
        ops: Vec<Collected>,
        held: &mut HeldSlots,
    ) -> Result<(), Diagnostic> {
        let mut scope = None;
        // The scope of the ops directly in the root.
        let top = if has_trait(self.ctx, body, root, Traits::ISOLATED_FROM_ABOVE) {
            Some(root)
        } else {
            isolated_scope(self.ctx, body, root)
        };
        // The materializations made outside every op isolated from above
        // below the root, in the order they were made: resolved at the end.
        let mut outer = Vec::new();
        // The error of the materializations of the scopes left behind, the
        // last failing one's: the one resolving them all at the end, last
        // made first, would have met first.
        let mut unresolved = None;
        // The lists being walked, the innermost last: an op isolated from
        // above is collected when the walk reaches it, so its ops are
        // legalized while the collecting walk has them in the caches.
        let mut lists = vec![ops.into_iter()];
        while let Some(list) = lists.last_mut() {
            let op = match list.next() {
                None => {
                    lists.pop();
                    continue;
                }
                Some(Collected::Isolated(op)) => {
                    if self.alive(body, op) {
                        let inner = self.collect_with(body, op, Nesting::Deferred);
                        lists.push(inner.into_iter());
                    }
                    continue;
                }
                Some(Collected::Op(op)) => op,
            };
            if !self.alive(body, op) {
                continue;
            }
            // Ops with regions are left out: the parser creates an op after
            // its regions, so a module's slot is above every op it holds.
            if body.regions(op).is_empty() {
                body.release_held_below(held, op);
            }
            let here = isolated_scope(self.ctx, body, op);
            if here != scope {
                self.with_rewriter(body, |rw| rw.replace_pending_uses());
                self.state.place_sources(body);
                self.state.erase_replaced(body);
                // Leaving a scope for one outside it (a function for its
                // module), what the conversion knew of the values inside
                // is dead: nothing outside an op isolated from above uses
                // them. Memory stays proportional to one function.
                if scope.is_some_and(|left| body.contains_op(left) && !is_ancestor(body, left, here)) {
                    self.state.place_arg_sources(body);
                    self.state.mapping.clear();
                    self.state.regrouped.clear();
                    self.state.sources_by_values.clear();
                    if let Err(error) = self.resolve_left_materializations(body, here, top, &mut outer) {
                        unresolved = Some(error);
                    }
                }
                scope = here;
            }
            if !self.legalize(body, op, 0)? {
                if let Some(error) = self.not_legalized(body, op) {
                    return Err(error);
                }
            }
        }
        self.with_rewriter(body, |rw| rw.replace_pending_uses());
        self.state.place_arg_sources(body);
        self.state.place_sources(body);
        self.state.erase_replaced(body);
        outer.append(&mut self.state.materializations);
        resolve_materializations(self.ctx, body, &outer, self.state.cast_name, self.converter)?;
        unresolved.map_or(Ok(()), Err)
    }

    /// Resolves the materializations inside the ops isolated from above
    /// the walk has left for good, now that it is in `here`: those not
    /// inside `here` or an op enclosing it. Nothing after can read them, so
    /// they are resolved while their ops are still in the caches, not with
    /// the whole module's at the end. Those in `top`, the scope of the
    /// root's own ops, go to `outer`, to be resolved at the end without
    /// being looked at again; those in an op still open stay.
    fn resolve_left_materializations(
        &mut self,
        body: &mut Body,
        here: Option<OpId>,
        top: Option<OpId>,
        outer: &mut Vec<(OpId, Materialization)>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut left = Vec::new();
        for (cast, kind) in std::mem::take(&mut self.state.materializations) {
            if !body.contains_op(cast) {
                continue;
            }
            let scope = isolated_scope(ctx, body, cast);
            if scope == top {
                outer.push((cast, kind));
            } else if scope.is_some_and(|s| !is_ancestor(body, s, here)) {
                left.push((cast, kind));
            } else {
                self.state.materializations.push((cast, kind));
            }
        }
        resolve_materializations(ctx, body, &left, self.state.cast_name, self.converter)
    }

    /// `root` and the ops nested in it, parents first, not looking inside
    /// recursively legal ops; those the target says are legal whatever they
    /// hold (by name: legal, never dynamic) are left out, as they need no work.
    fn collect(&mut self, body: &Body, root: OpId) -> Vec<OpId> {
        self.collect_with(body, root, Nesting::Whole).into_iter().map(Collected::op).collect()
    }

    /// [`Driver::collect`]'s list, where with [`Nesting::Deferred`] an op
    /// isolated from above below `root` stands for itself and all it
    /// holds, to be collected when the walk reaches it. Nothing converted
    /// before then is in it or reads from it, so the list is the same.
    fn collect_with(&mut self, body: &Body, root: OpId, nesting: Nesting) -> Vec<Collected> {
        let (ctx, target) = (self.ctx, self.target);
        let mut ops = Vec::new();
        let recursive = target.has_recursively_legal_ops();
        // Upstream walks in pre-order with a forward-dominance iterator: the
        // blocks of a region depth-first along successors from the entry, so
        // unreachable blocks are not converted. The stack holds ops still to
        // visit, the next one last.
        let mut stack = vec![root];
        while let Some(op) = stack.pop() {
            // An op without regions holds nothing to defer.
            if nesting == Nesting::Deferred
                && op != root
                && !body.regions(op).is_empty()
                && has_trait(ctx, body, op, Traits::ISOLATED_FROM_ABOVE)
            {
                ops.push(Collected::Isolated(op));
                continue;
            }
            let legal = matches!(self.action(body.op_name(op)), Some(LegalizationAction::Legal));
            if !legal {
                ops.push(Collected::Op(op));
            }
            if recursive && target.is_recursively_legal(ctx, body, op) {
                continue;
            }
            let mut nested = Vec::new();
            for &region in body.regions(op) {
                for block in blocks_depth_first(body, region) {
                    nested.extend(body.block_ops(block));
                }
            }
            match self.config.order {
                ConversionOrder::Forward => stack.extend(nested.into_iter().rev()),
                ConversionOrder::LastSiblingFirst => stack.extend(nested),
            }
        }
        ops
    }

    /// The target's action for ops named `name` ([`ConversionTarget::action`]),
    /// remembered.
    fn action(&mut self, name: OpName) -> Option<&'a LegalizationAction> {
        let (ctx, target) = (self.ctx, self.target);
        *self.actions.entry(name).or_insert_with(|| target.action(ctx, name))
    }

    /// The target's legality of `op` ([`ConversionTarget::is_legal`]), its
    /// action remembered by name.
    fn is_legal(&mut self, body: &Body, op: OpId) -> Option<bool> {
        let action = self.action(body.op_name(op));
        ConversionTarget::decide(action, self.ctx, body, op)
    }

    /// Whether `op` is in the IR and not replaced (awaiting erasure).
    fn alive(&self, body: &Body, op: OpId) -> bool {
        body.contains_op(op) && !self.state.erased.contains(&op)
    }

    /// The error for `op`, which no pattern legalized, when the mode demands
    /// it legal (upstream's messages); `None` when it may stay.
    fn not_legalized(&mut self, body: &Body, op: OpId) -> Option<Diagnostic> {
        let why = match self.mode {
            ConversionMode::Full => "",
            ConversionMode::Partial => match self.is_legal(body, op) {
                Some(false) => " that was explicitly marked illegal",
                _ => return None,
            },
        };
        let name = self.ctx.op_name_str(body.op_name(op));
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
    ) -> (R, SmallVec<[OpId; 4]>, bool) {
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_begin(body, what, op);
        }
        let mut recorder = Recorder { created: SmallVec::new(), changed: false, observer: &mut self.observer };
        let result = {
            let mut rw = Rewriter::with_listener(self.ctx, body, &mut recorder);
            rw.set_insertion_point_before(op);
            run(&mut ConversionRewriter {
                rw,
                converter: self.converter,
                state: &mut self.state,
                target: self.target,
                patterns: self.patterns,
            })
        };
        let (created, changed) = (recorder.created, recorder.changed);
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_end(body, what, applied(&result));
        }
        (result, created, changed)
    }

    /// Finishes the last [`Self::attempt`]: changes made through a
    /// conversion rewriter and reported to the observer, but no new
    /// attempt (the fold's replacement once its constants are legal).
    fn continue_attempt(&mut self, body: &mut Body, run: impl FnOnce(&mut ConversionRewriter<'_, '_>)) {
        let mut recorder = Recorder { created: SmallVec::new(), changed: false, observer: &mut self.observer };
        let rw = Rewriter::with_listener(self.ctx, body, &mut recorder);
        run(&mut ConversionRewriter {
            rw,
            converter: self.converter,
            state: &mut self.state,
            target: self.target,
            patterns: self.patterns,
        });
    }

    /// Makes `op` legal: `Ok(true)` when it is (already, or through a
    /// pattern whose created ops are legal in turn), `Ok(false)` when no
    /// pattern applies, `Err` when a pattern broke the no-rollback contract
    /// or the created ops nest too deep.
    fn legalize(&mut self, body: &mut Body, op: OpId, depth: usize) -> Result<bool, Diagnostic> {
        let ctx = self.ctx;
        if self.state.erased.contains(&op) {
            return Ok(true);
        }
        if self.is_legal(body, op) == Some(true) {
            return Ok(true);
        }
        if depth > MAX_DEPTH {
            let name = ctx.op_name_str(body.op_name(op));
            return Err(emit_error(body, op, format!("failed to legalize operation '{name}': patterns nest too deep")));
        }
        if self.config.folding_mode == DialectConversionFoldingMode::BeforePatterns {
            // Upstream's `legalizeWithFold`: an op that is not legal is folded
            // first. In place, it is legalized again; to values, the constants
            // the fold materialized are legalized, then the op is replaced. A
            // constant that cannot be legalized (an `index.bool.constant` no
            // rule makes legal) undoes the fold, as upstream's rollback does:
            // the constants go and the op's patterns are tried.
            // What an in-place fold changes, to undo it when the op's next fold
            // is undone (upstream leaves `index.mul %c0, %x` as it is: its
            // operands swapped by the commutative fold, it folds to an
            // `index.constant` no rule makes legal, and both go).
            let before: SmallVec<[Value; 4]> = body.operands(op).collect();
            let (props, attrs) = (body.properties(op), body.attrs(op));
            let (folded, created, _) =
                self.attempt(body, op, "fold", |rw| crate::fold::fold_to_values(rw, op), |f| *f != FoldValues::No);
            match folded {
                FoldValues::No => {}
                FoldValues::InPlace => {
                    self.fold_undone = None;
                    let legal = self.legalize(body, op, depth + 1)?;
                    if legal || self.fold_undone != Some(op) || !self.alive(body, op) {
                        return Ok(legal);
                    }
                    // The fold after it was undone: so is this one, and the
                    // patterns are tried on the op as it was.
                    self.continue_attempt(body, |rw| {
                        rw.with_body(|body| {
                            body.set_operands(op, &before);
                            body.set_properties(op, props);
                            body.set_attrs(op, attrs);
                        });
                        rw.notify_operation_modified(op);
                    });
                }
                FoldValues::Replacement(values) => {
                    let mut legal = true;
                    for &constant in &created {
                        if self.alive(body, constant) && !self.legalize(body, constant, depth + 1)? {
                            legal = false;
                            break;
                        }
                    }
                    if legal {
                        // A value whose producer was replaced (an operand's,
                        // or a constant the fold made and its legalization
                        // replaced) stands for its replacement (upstream
                        // replaces the op first and remaps at the end).
                        self.continue_attempt(body, |rw| {
                            let replacements: Vec<SmallVec<[Value; 1]>> =
                                values.iter().map(|&v| rw.lookup(v)).collect();
                            rw.replace_op_with_multiple(op, &replacements)
                        });
                        return Ok(true);
                    }
                    self.fold_undone = Some(op);
                    self.continue_attempt(body, |rw| {
                        for &constant in created.iter().rev() {
                            if rw.body().contains_op(constant) {
                                rw.erase_op(constant);
                            }
                        }
                    });
                }
            }
        }
        let patterns = self.patterns;
        let mut candidates = patterns.patterns_for(body.op_name(op)).peekable();
        if candidates.peek().is_none() {
            return Ok(false);
        }
        // Remapping may materialize converted types of values nothing
        // converted yet; those casts are the conversion's, not a pattern's.
        // They are made once the first pattern using the type converter is
        // tried (upstream remaps per pattern, with the pattern's converter).
        let mut converted: Option<Option<OpAdaptor>> = None;
        let mut own_operands = None;
        let mut unconverted = None;
        for pattern in candidates {
            let adaptor = if pattern.uses_type_converter() {
                match converted.get_or_insert_with(|| self.with_rewriter(body, |rw| rw.remapped_operands(op))) {
                    Some(adaptor) => adaptor,
                    // A plain rewrite pattern reads the operands in the IR.
                    None if !pattern.needs_converted_operands() => own_operands.get_or_insert_with(|| {
                        OpAdaptor::from_entries(body.operands(op).map(|v| SmallVec::from_elem(v, 1)))
                    }),
                    None => continue,
                }
            } else {
                unconverted.get_or_insert_with(|| self.with_rewriter(body, |rw| rw.remapped_operands_unconverted(op)))
            };
            let (applied, created, changed) = self.attempt(
                body,
                op,
                pattern.debug_name(),
                |rw| pattern.match_and_rewrite(op, adaptor, rw),
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
                if !self.alive(body, created) || body.op_name(created) == self.state.cast_name {
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
            return Ok(!self.alive(body, op) || self.is_legal(body, op) != Some(false));
        }
        Ok(false)
    }

    /// `run` on a conversion rewriter over `body` that reports to no
    /// observer (what the driver does outside a pattern's attempt, such as
    /// remapping an op's operands).
    fn with_rewriter<R>(&mut self, body: &mut Body, run: impl FnOnce(&mut ConversionRewriter<'_, '_>) -> R) -> R {
        run(&mut ConversionRewriter {
            rw: Rewriter::new(self.ctx, body),
            converter: self.converter,
            state: &mut self.state,
            target: self.target,
            patterns: self.patterns,
        })
    }
}

/// Resolves the placeholder casts the conversion inserted: one nothing
/// uses any more goes; a live one becomes the type converter's source or
/// target materialization, or stays a cast when the converter allows that,
/// and is an error otherwise (upstream's diagnostic).
fn resolve_materializations(
    ctx: &Context,
    body: &mut Body,
    made: &[(OpId, Materialization)],
    cast_name: strata_ir::OpName,
    converter: &TypeConverter,
) -> Result<(), Diagnostic> {
    // Source materializations by what they materialize from: a target
    // materialization of the same values to the converted type is the
    // converted value the source one goes through (upstream builds it from
    // the source one, and the casts between them cancel).
    let mut sources: FxHashMap<(Vec<Value>, Type), OpId> = FxHashMap::default();
    for &(cast, kind) in made {
        if kind == Materialization::Source && body.contains_op(cast) && body.results(cast).len() == 1 {
            let ty = body.value_type(body.results(cast)[0]);
            sources.insert((body.operands(cast).collect(), ty), cast);
        }
    }
    for &(cast, kind) in made.iter().rev() {
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
        // A cast of a value that is itself a chain of casts from a value of
        // the wanted type is that value (upstream reconciles the casts it
        // made with the chains they extend).
        if let (&[input], &[ty]) = (inputs.as_slice(), types.as_slice()) {
            if let Some(value) = through_casts(rw.body(), cast_name, input, ty) {
                rw.replace_op(cast, &[value]);
                continue;
            }
        }
        if let (Materialization::Target(Some(original)), &[_]) = (kind, types.as_slice()) {
            // Only a source materialization still in use is built: one
            // nothing reads goes, and the target one is built where it is.
            let source = sources
                .get(&(inputs.clone(), original))
                .copied()
                .filter(|&s| rw.body().contains_op(s) && rw.body().results(s).iter().any(|&r| rw.body().has_uses(r)));
            if let Some(converted) = source.and_then(|s| converted_through_source(&mut rw, converter, s, types[0])) {
                rw.replace_op(cast, &[converted]);
                continue;
            }
        }
        let materialized = match (kind, inputs.as_slice(), types.as_slice()) {
            (Materialization::Source, _, &[ty]) => {
                converter.materialize_source(&mut rw, ty, &inputs, loc).map(|v| vec![v])
            }
            (Materialization::Target(original), _, _) => {
                converter.materialize_target(&mut rw, &types, &inputs, loc, original).map(|v| v.to_vec())
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
    erase_dead_materializations(body, made);
    Ok(())
}

/// Erases the materializations nothing reads any more. Casts are resolved
/// last-made first, so a cast may have been left unused by one made
/// before it (a block argument's cast read by a cast that then folded
/// away); following the operands of each erased cast finds them all.
fn erase_dead_materializations(body: &mut Body, materializations: &[(OpId, Materialization)]) {
    let made: FxHashSet<OpId> = materializations.iter().map(|&(cast, _)| cast).collect();
    let mut worklist: Vec<OpId> = materializations.iter().map(|&(cast, _)| cast).collect();
    while let Some(cast) = worklist.pop() {
        if !body.contains_op(cast) || body.results(cast).iter().any(|&r| body.has_uses(r)) {
            continue;
        }
        let inputs: Vec<OpId> =
            body.operands(cast).filter_map(|v| body.defining_op(v)).filter(|d| made.contains(d)).collect();
        body.erase_op(cast);
        worklist.extend(inputs);
    }
}

/// The value of type `ty` that `value` is a cast of, through a chain of
/// one-to-one `builtin.unrealized_conversion_cast`s, if there is one.
fn through_casts(body: &Body, cast_name: strata_ir::OpName, mut value: Value, ty: Type) -> Option<Value> {
    // Bounded: casts in a graph region may form a cycle.
    for _ in 0..256 {
        let def = body.defining_op(value)?;
        if body.op_name(def) != cast_name || body.num_operands(def) != 1 || body.results(def).len() != 1 {
            return None;
        }
        value = body.operand(def, 0);
        if body.value_type(value) == ty {
            return Some(value);
        }
    }
    None
}

/// Resolves the source materialization `source` now and, when the type
/// converter builds it as a value of `converted` type cast to the original
/// type (a memref's descriptor, packed from its fields, then cast to the
/// memref), gives that value (the cast goes if nothing uses it); `None`
/// when it is built otherwise.
fn converted_through_source(
    rw: &mut Rewriter<'_>,
    converter: &TypeConverter,
    source: OpId,
    converted: Type,
) -> Option<Value> {
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(source);
    let inputs: Vec<Value> = rw.body().operands(source).collect();
    let result = rw.body().results(source)[0];
    let ty = rw.body().value_type(result);
    let built = converter.materialize_source(rw, ty, &inputs, rw.body().op_loc(source));
    rw.set_insertion_point(saved);
    let built = built?;
    let cast = rw.body().defining_op(built)?;
    let through = match rw.body().operands(cast).collect::<Vec<_>>().as_slice() {
        [one] if rw.body().value_type(*one) == converted && rw.body().op_name(cast) == rw.body().op_name(source) => {
            Some(*one)
        }
        _ => None,
    };
    rw.replace_op(source, &[built]);
    if through.is_some() && !rw.body().has_uses(built) {
        rw.erase_op(cast);
    }
    through
}
