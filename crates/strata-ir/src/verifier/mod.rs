//! The verifier (upstream's `mlir::verify`): structural checks of every op,
//! block and region, the op specs of registered ops, op verify hooks,
//! symbol-name uniqueness in symbol tables, and SSA dominance outside graph
//! regions. Messages follow upstream's wording.
//!
//! Order follows upstream: ops are checked on entrance (specs, hook) and on
//! exit (terminators, region invariants) in a depth-first walk driven by an
//! explicit stack; an IsolatedFromAbove op is verified as a unit when the
//! walk leaves its parent, after the parent's other nested ops, and its
//! dominance is checked once its structure is sound. Within a unit the
//! first failure stops it; sibling units are all verified, so every
//! failing one is reported (in program order), as upstream does.
//! Dominance is proven on the way by the structural walk where it can
//! ([`use_check`]); the dominance walk runs where it could not, and alone
//! reports dominance errors.

mod spec_memo;
mod use_check;

use std::sync::atomic::{AtomicBool, Ordering};

use spec_memo::SpecMemo;
use use_check::{Place, UseCheck};

use crate::op_checks::has_trait;
use crate::op_checks::{count_error, CountTrait, Counted};
use crate::{
    Arity, AttrKind, Attribute, BlockId, Body, Context, Diagnostic, DominanceInfo, FxHashMap, FxHashSet, Ident, OpId,
    OpInfo, RegionId, Traits, Type, ValueSpec,
};

/// Verifier options.
#[derive(Clone, Debug, Default)]
pub struct VerifyConfig {
    /// Accept ops whose dialect is not registered (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Verify on one thread (`--mlir-disable-threading`).
    pub disable_threading: bool,
}

/// Verifies `root` and everything nested in it; the first error (in the
/// order [`verify_all`] reports them).
pub fn verify(ctx: &Context, body: &Body, root: OpId, config: &VerifyConfig) -> Result<(), Diagnostic> {
    verify_all(ctx, body, root, config).map_err(|errors| errors.into_iter().next().expect("an error"))
}

/// Verifies `root` and everything nested in it, as upstream's
/// `verifyOpAndDominance`: the structural walk, then SSA dominance. Each
/// IsolatedFromAbove op is verified (structure, then its own dominance)
/// when the walk leaves its parent, all siblings of one parent even when
/// some fail, so every error among them is reported, in program order.
/// Those siblings are spread over threads unless
/// [`VerifyConfig::disable_threading`]; the result is the same.
pub fn verify_all(ctx: &Context, body: &Body, root: OpId, config: &VerifyConfig) -> Result<(), Vec<Diagnostic>> {
    verify_all_noting_symbol_uses(ctx, body, root, config).map(|_| ())
}

/// [`verify_all`], telling on success whether a symbol use under `root`
/// failed that only a symbol table enclosing `root` would report (`root`
/// verified on its own, as a pass manager verifies a function).
pub fn verify_all_noting_symbol_uses(
    ctx: &Context,
    body: &Body,
    root: OpId,
    config: &VerifyConfig,
) -> Result<bool, Vec<Diagnostic>> {
    verify_with(ctx, body, root, config, &FxHashSet::default(), false)
}

/// [`verify_all`] for a `root` some of whose IsolatedFromAbove children,
/// `verified`, were each verified on their own since they last changed
/// (a pass manager running passes function by function), with
/// `symbol_use_failed` the or of what those verifications noted
/// ([`verify_all_noting_symbol_uses`]): they are not verified again, and a
/// noted failure is reported by the enclosing symbol table as
/// `verify_all` would, the first failing use in upstream's order.
/// Everything else, `root` itself and its other children, is verified as
/// by `verify_all`, so on IR that `verify_all` accepts the answers are the
/// same.
pub fn verify_all_but(
    ctx: &Context,
    body: &Body,
    root: OpId,
    config: &VerifyConfig,
    verified: &[OpId],
    symbol_use_failed: bool,
) -> Result<(), Vec<Diagnostic>> {
    let verified: FxHashSet<OpId> = verified.iter().copied().collect();
    verify_with(ctx, body, root, config, &verified, symbol_use_failed).map(|_| ())
}

/// The walk behind the `verify_all` family: `Ok(true)` when a symbol use
/// failed that no symbol table under `root` reported.
fn verify_with(
    ctx: &Context,
    body: &Body,
    root: OpId,
    config: &VerifyConfig,
    verified: &FxHashSet<OpId>,
    symbol_use_failed: bool,
) -> Result<bool, Vec<Diagnostic>> {
    // Nothing mutates the IR while verifying: symbol lookups may be cached.
    let _symbols = crate::symbols::cache_scope();
    let threads = if config.disable_threading { 1 } else { crate::worker_threads() };
    let symbol_use_failed = AtomicBool::new(symbol_use_failed);
    let walk = Walk { ctx, body, config, threads, symbol_use_failed: &symbol_use_failed, verified };
    // Maps that turn slot-indexed only where that pays: they hold one
    // function at a time (see `siblings`), and the module's own region,
    // whose few ops are spread over the whole arena, stays hashed.
    let mut scratch = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let result = walk.op_and_dominance(root, &mut scratch);
    SCRATCH.with(|s| *s.borrow_mut() = scratch);
    result?;
    Ok(symbol_use_failed.load(Ordering::Relaxed))
}

thread_local! {
    /// The scratch of this thread's last verification (each unit's walk
    /// clears it first). Its slot-indexed sets are as long as the highest
    /// arena slot they met:
    /// kept, verifying function after function (a pass pipeline nested
    /// in the inliner) zeroes them once, not once per function, which
    /// would cost the arena's size per function.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// Nesting (of regions below one IsolatedFromAbove op) up to which a use's
/// dominance is found by walking up from the user; deeper trees are numbered.
const SHALLOW_NESTING: usize = 16;

/// Isolated siblings below this count are verified on the calling thread.
const PARALLEL_MIN_SIBLINGS: usize = 16;

/// What verifying one unit (an IsolatedFromAbove op, or the root) uses on
/// one thread, kept from unit to unit so its memory is allocated once.
#[derive(Default)]
struct Scratch {
    dom: DominanceInfo,
    uses: UseCheck,
    /// Kept across units, unlike the rest: it holds what any op of the
    /// context may be checked against.
    specs: SpecMemo,
}

impl Scratch {
    /// Forgets the unit verified last: what was learned of one isolated
    /// op means nothing for the next.
    fn clear(&mut self) {
        self.dom.clear();
        self.uses.clear();
    }
}

#[derive(Copy, Clone)]
struct Walk<'a> {
    ctx: &'a Context,
    body: &'a Body,
    config: &'a VerifyConfig,
    /// Threads for isolated siblings (1 inside a worker: one level spreads).
    threads: usize,
    /// Set when an op's `verify_symbol_uses` failed: its symbol table
    /// reports the error, in upstream's order, once all else verified.
    symbol_use_failed: &'a AtomicBool,
    /// Isolated children verified already (see [`verify_all_but`]).
    verified: &'a FxHashSet<OpId>,
}

impl Walk<'_> {
    /// Upstream's `verifyOpAndDominance`: the structural walk, which
    /// checks the uses it meets as it goes ([`UseCheck`]); the dominance
    /// walk only where those checks proved not every use dominated, to
    /// report the first violation, if any, in upstream's order.
    fn op_and_dominance(&self, op: OpId, scratch: &mut Scratch) -> Result<(), Vec<Diagnostic>> {
        let (lo, hi, count) = self.operation(op, scratch)?;
        if scratch.uses.unproven || use_check::dominance_walk_forced() {
            // The dominance walk asks for the positions of the ops the
            // structural walk just visited.
            let dom = &mut scratch.dom;
            dom.clear();
            dom.expect_ops(lo, hi, count);
            verify_dominance(self.ctx, self.body, op, dom).map_err(|d| vec![d])?;
        }
        Ok(())
    }

    /// Upstream's `verifyOperation`: ops are checked on entrance and on
    /// exit in a depth-first walk driven by an explicit stack, blocks
    /// likewise; IsolatedFromAbove ops are left to their parent's exit.
    /// The uses met on the way are checked in `scratch.uses`. Returns the
    /// lowest and highest arena slot of the ops visited (all but those of
    /// nested isolated ops) and their number.
    fn operation(&self, root: OpId, scratch: &mut Scratch) -> Result<(u32, u32, usize), Vec<Diagnostic>> {
        /// Blocks and ops are walked with cursors (the next sibling to
        /// visit), so no list of them is ever built.
        enum Item<'c> {
            /// An op, and where it is (`None` for the root).
            Op(OpId, Option<Place>),
            /// The op, where its isolated children start in `isolated`,
            /// and its registration.
            OpExit(OpId, usize, Option<&'c OpInfo>),
            /// The next block of a region, and the depth of its ops.
            Blocks(Option<BlockId>, RegionId, u32),
            BlockExit(BlockId),
            Ops(Option<OpId>, Place),
        }
        let (ctx, body) = (self.ctx, self.body);
        scratch.clear();
        let Scratch { dom, uses, specs } = scratch;
        let mut stack: Vec<Item> = vec![Item::Op(root, None)];
        // The IsolatedFromAbove ops the walk stepped over, in program
        // order: an op's exit takes those found since its entrance (those
        // of ops nested in it were taken by their own exits). Each is a
        // unit of its own, verified with scratch of its own.
        let mut isolated: Vec<OpId> = Vec::new();
        let mut children_scratch = Scratch::default();
        let (mut lo, mut hi, mut count) = (u32::MAX, 0, 0);
        let mut note_slot = |op: OpId| {
            let slot = crate::keymap::index_of(op);
            (lo, hi, count) = (lo.min(slot), hi.max(slot), count + 1);
        };
        let mut walk = || -> Result<(), Vec<Diagnostic>> {
            while let Some(item) = stack.pop() {
                match item {
                    Item::Op(op, place) => {
                        note_slot(op);
                        let info = verify_op_on_entrance(ctx, body, op, specs).map_err(|d| vec![d])?;
                        stack.push(Item::OpExit(op, isolated.len(), info));
                        let regions = body.regions(op);
                        if let (Some(place), false) = (place, regions.is_empty()) {
                            uses.enter(op, place);
                        }
                        let depth = place.map_or(1, |p| p.depth + 1);
                        for &r in regions.iter().rev() {
                            if !uses.unproven {
                                dom.add_region_blocks(body, r);
                            }
                            stack.push(Item::Blocks(body.entry_block(r), r, depth));
                        }
                    }
                    Item::OpExit(op, start, info) => {
                        if isolated.len() > start {
                            let children = isolated.split_off(start);
                            self.isolated_children(&children, &mut children_scratch)?;
                        }
                        // Upstream's IsolatedFromAbove is a region trait: checked
                        // on exit, before the op's region verifier. Its walk of
                        // every op inside is the unit's whole walk again; the use
                        // check proved the same on the way, unless it gave up.
                        if info.is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE)) {
                            let proven = op == root && !uses.unproven && !uses.unreachable_met;
                            if !proven || use_check::dominance_walk_forced() {
                                verify_isolation(ctx, body, op).map_err(|d| vec![d])?;
                            }
                        }
                        verify_op_on_exit(ctx, body, (op, info), self.config, self.symbol_use_failed)
                            .map_err(|d| vec![d])?;
                    }
                    Item::Blocks(None, ..) | Item::Ops(None, _) => {}
                    Item::Blocks(Some(b), region, depth) => {
                        stack.push(Item::Blocks(body.next_block(b), region, depth));
                        verify_block_on_entrance(ctx, body, b).map_err(|d| vec![d])?;
                        stack.push(Item::BlockExit(b));
                        let place = Place { block: b, region, depth, reachable: dom.is_reachable(b) };
                        stack.push(Item::Ops(body.first_op(b), place));
                    }
                    Item::Ops(Some(first), place) => {
                        // Isolated ops are verified by their parent's exit
                        // (their uses are this walk's to check).
                        let mut next = Some(first);
                        while let Some(o) = next {
                            misplaced_branch(body, o).map_err(|d| vec![d])?;
                            uses.meet(body, dom, o, place, SHALLOW_NESTING);
                            if body.regions(o).is_empty() {
                                // Nothing comes between a leaf's entrance and
                                // its exit: both are done here, without a
                                // trip through the stack.
                                note_slot(o);
                                let info = verify_op_on_entrance(ctx, body, o, specs).map_err(|d| vec![d])?;
                                verify_op_on_exit(ctx, body, (o, info), self.config, self.symbol_use_failed)
                                    .map_err(|d| vec![d])?;
                                next = body.next_op(o);
                                continue;
                            }
                            // An op with regions that is IsolatedFromAbove is a
                            // unit of its own, as upstream verifies it.
                            if !is_isolated(ctx, body, o) {
                                stack.push(Item::Ops(body.next_op(o), place));
                                stack.push(Item::Op(o, Some(place)));
                                break;
                            }
                            isolated.push(o);
                            next = body.next_op(o);
                        }
                    }
                    Item::BlockExit(b) => verify_block_on_exit(ctx, body, b).map_err(|d| vec![d])?,
                }
            }
            Ok(())
        };
        if let Err(errors) = walk() {
            // The blocks still open were entered before the error was met:
            // upstream would have found a misplaced branch in them first.
            let open = stack.iter().filter_map(|item| match item {
                Item::BlockExit(b) => Some(*b),
                _ => None,
            });
            return Err(first_misplaced_branch(body, open).map_or(errors, |d| vec![d]));
        }
        Ok((lo, hi, count))
    }

    /// Verifies `children`, the IsolatedFromAbove ops directly in one op's
    /// regions, every one of them; fails with all their errors, in
    /// program order.
    fn isolated_children(&self, children: &[OpId], scratch: &mut Scratch) -> Result<(), Vec<Diagnostic>> {
        let owned: Vec<OpId>;
        let children = if self.verified.is_empty() {
            children
        } else {
            owned = children.iter().copied().filter(|c| !self.verified.contains(c)).collect();
            &owned
        };
        let errors: Vec<Diagnostic> = if self.threads > 1 && children.len() >= PARALLEL_MIN_SIBLINGS {
            let inner = Walk { threads: 1, ..*self };
            let per_thread = children.len().div_ceil(self.threads);
            let chunks: Vec<&[OpId]> = children.chunks(per_thread).collect();
            std::thread::scope(|scope| {
                let handles: Vec<_> = chunks
                    .iter()
                    .map(|&chunk| {
                        std::thread::Builder::new()
                            .stack_size(crate::WORKER_STACK)
                            .spawn_scoped(scope, move || {
                                let _symbols = crate::symbols::cache_scope();
                                inner.siblings(chunk, &mut Scratch::default())
                            })
                            .map_err(|_| chunk)
                    })
                    .collect();
                let mut errors = Vec::new();
                for handle in handles {
                    match handle {
                        Ok(h) => match h.join() {
                            Ok(e) => errors.extend(e),
                            Err(panic) => std::panic::resume_unwind(panic),
                        },
                        // No thread to be had: verify the chunk here.
                        Err(chunk) => errors.extend(inner.siblings(chunk, &mut Scratch::default())),
                    }
                }
                errors
            })
        } else {
            self.siblings(children, scratch)
        };
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// The errors of each op of `ops`, verified one after the other. Each
    /// is isolated, so what `scratch` learned of one is forgotten before
    /// the next: the maps hold one function's worth, not a module's.
    fn siblings(&self, ops: &[OpId], scratch: &mut Scratch) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        for &o in ops {
            if let Err(e) = self.op_and_dominance(o, scratch) {
                errors.extend(e);
            }
            scratch.clear();
        }
        errors
    }
}

fn op_error(ctx: &Context, body: &Body, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(body.op_loc(op), format!("'{}' op {}", ctx.op_name_str(body.op_name(op)), msg)).on_op(op)
}

/// True if the op may have trait `t`: registered ops with it, and every
/// unregistered op (upstream's `mightHaveTrait`).
fn might_have_trait(ctx: &Context, body: &Body, op: OpId, t: Traits) -> bool {
    ctx.op_info(body.op_name(op)).map(|i| i.has_trait(t)).unwrap_or(true)
}

fn may_be_valid_without_terminator(ctx: &Context, body: &Body, block: BlockId) -> bool {
    let Some(region) = body.block_region(block) else { return true };
    if body.region_blocks(region).nth(1).is_some() {
        return false;
    }
    match body.region_parent(region) {
        None => true,
        Some(op) => might_have_trait(ctx, body, op, Traits::NO_TERMINATOR),
    }
}

/// Upstream's block entrance checks a block's ops for a branch that is not
/// last; here that check is made op by op as the walk meets them (see
/// [`misplaced_branch`]), so a block's ops are read once, not twice.
fn verify_block_on_entrance(ctx: &Context, body: &Body, block: BlockId) -> Result<(), Diagnostic> {
    if body.last_op(block).is_some() || may_be_valid_without_terminator(ctx, body, block) {
        return Ok(());
    }
    let loc = body.block_parent_op(block).map(|o| body.op_loc(o)).unwrap_or_else(|| ctx.unknown_loc());
    Err(Diagnostic::error(loc, "empty block: expect at least a terminator"))
}

/// The error of `op` if it has successors and is not its block's last op
/// (part of upstream's block entrance check).
fn misplaced_branch(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_successors(op) == 0 || body.next_op(op).is_none() {
        return Ok(());
    }
    Err(Diagnostic::error(body.op_loc(op), "operation with block successors must terminate its parent block").on_op(op))
}

/// The first misplaced branch of `blocks`, outermost block first: what
/// upstream, which checks a whole block on entrance, would have reported
/// before any error met inside those blocks.
fn first_misplaced_branch(body: &Body, blocks: impl IntoIterator<Item = BlockId>) -> Option<Diagnostic> {
    blocks.into_iter().find_map(|b| body.block_ops(b).find_map(|op| misplaced_branch(body, op).err()))
}

fn verify_block_on_exit(ctx: &Context, body: &Body, block: BlockId) -> Result<(), Diagnostic> {
    let region = body.block_region(block);
    if let Some(last) = body.last_op(block) {
        for s in body.successors(last) {
            if body.block_region(s) != region {
                return Err(op_error(ctx, body, last, "branching to block of a different region"));
            }
        }
    }
    if may_be_valid_without_terminator(ctx, body, block) {
        return Ok(());
    }
    let Some(last) = body.last_op(block) else { return Ok(()) };
    if !might_have_trait(ctx, body, last, Traits::IS_TERMINATOR) {
        let text = ctx.op_to_string(body, last);
        // Upstream's `Diagnostic::appendOp`: an op printed on several lines starts on its own.
        let sep = if text.contains('\n') { "\n" } else { "" };
        let msg = format!("block with no terminator, has {sep}{text}");
        return Err(Diagnostic::error(body.op_loc(last), msg).on_op(last));
    }
    Ok(())
}

/// Returns the op's registration, which its exit needs again.
fn verify_op_on_entrance<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
    specs: &mut SpecMemo,
) -> Result<Option<&'c OpInfo>, Diagnostic> {
    verify_discardable_attrs(ctx, body, op)?;
    let info = ctx.op_info(body.op_name(op));
    if let Some(info) = info {
        verify_invariants(ctx, body, op, info, specs)?;
    }
    let regions = body.regions(op);
    if regions.is_empty() {
        return Ok(info);
    }
    // Only a registered op declares graph regions.
    let graph = info.is_some_and(|i| i.has_trait(Traits::GRAPH_REGIONS));
    for (i, &r) in regions.iter().enumerate() {
        if graph && body.region_blocks(r).nth(1).is_some() {
            return Err(op_error(ctx, body, op, format!("expects graph region #{i} to have 0 or 1 blocks")));
        }
        if let Some(entry) = body.entry_block(r) {
            if !body.predecessors(entry).is_empty() {
                return Err(Diagnostic::error(body.op_loc(op), "entry block of region may not have predecessors"));
            }
        }
    }
    Ok(info)
}

/// Upstream's first step of `verifyOnEntrance`: each discardable attribute
/// named `dialect.name` is checked by its dialect (its
/// [`crate::DialectAttrVerifier`]), in the dictionary's order.
fn verify_discardable_attrs(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    // Most ops hold the empty dictionary, which `dict_entries` answers
    // without a lookup.
    for &(name, value) in ctx.dict_entries(body.attrs(op)) {
        let hook = crate::dialect_attr_verifier(ctx, ctx.ident_str(name)).and_then(|v| v.operation);
        if let Some(hook) = hook {
            hook(ctx, body, op, name, value)?;
        }
    }
    Ok(())
}

/// Upstream's `verifyOnExit`: region traits (implicit terminators, symbol tables), and the
/// checks of unregistered ops. Symbol uses are upstream's
/// `verifySymbolUses`, run at the end of `verifySymbolTable`: a symbol
/// user's check runs with its op (so in parallel), but a failure only sets
/// `symbol_use_failed`; the enclosing symbol table, on its exit, then
/// repeats the checks in upstream's order and reports the first failure.
fn verify_op_on_exit(
    ctx: &Context,
    body: &Body,
    (op, info): (OpId, Option<&OpInfo>),
    config: &VerifyConfig,
    symbol_use_failed: &AtomicBool,
) -> Result<(), Diagnostic> {
    let name = body.op_name(op);
    if let Some(info) = info {
        if let Some(hook) = info.verify_regions {
            hook(ctx, body, op)?;
        }
        if let Some(hook) = info.verify_symbol_uses {
            if hook(ctx, body, op).is_err() {
                symbol_use_failed.store(true, Ordering::Relaxed);
            }
        }
        if info.has_trait(Traits::SYMBOL_TABLE) {
            verify_symbol_table(ctx, body, op)?;
            if symbol_use_failed.load(Ordering::Relaxed) {
                first_symbol_use_error(ctx, body, op)?;
            }
        }
        return Ok(());
    }
    let dialect = ctx.op_dialect(name);
    let Some(info) = ctx.dialect(dialect) else {
        if !config.allow_unregistered {
            return Err(op_error(
                ctx,
                body,
                op,
                "created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with \
                 the MLIR opt tool used",
            ));
        }
        return Ok(());
    };
    if info.allow_unknown_operations {
        return Ok(());
    }
    Err(Diagnostic::error(
        body.op_loc(op),
        format!(
            "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
            ctx.op_name_str(name)
        ),
    )
    .on_op(op))
}

/// The spec checks of a registered op, then its verify hooks. An op of a
/// shape that passed them before skips the checks [`SpecMemo`] lists, and
/// its `verify` hook if that reads only the shape
/// ([`OpInfo::verify_reads_only_shape`]); the other hooks and the
/// terminator check run for every op, in their place in upstream's order.
fn verify_invariants(
    ctx: &Context,
    body: &Body,
    op: OpId,
    info: &OpInfo,
    specs: &mut SpecMemo,
) -> Result<(), Diagnostic> {
    let looked = specs.lookup(ctx, body, op);
    let known = matches!(looked, spec_memo::Lookup::Known);
    if !known {
        verify_specs_before_structure(ctx, body, op, info)?;
    }
    if let Some(hook) = info.verify_structure {
        hook(ctx, body, op)?;
    }
    if !known {
        verify_specs_after_structure(ctx, body, op, info)?;
    }
    // `Terminator` is not a structural trait: upstream checks it with the
    // other native traits, after the constraints above.
    if info.has_trait(Traits::IS_TERMINATOR) {
        crate::op_checks::is_terminator(ctx, body, op)?;
    }
    if !known && info.has_trait(Traits::SYMBOL) {
        verify_symbol_op(ctx, body, op)?;
    }
    if let Some(hook) = info.verify.filter(|_| !(known && info.verify_reads_only_shape)) {
        hook(ctx, body, op)?;
    }
    if let spec_memo::Lookup::New(shape) = looked {
        specs.insert(shape);
    }
    Ok(())
}

/// The counts and segment sizes, structural checks upstream makes first.
fn verify_specs_before_structure(ctx: &Context, body: &Body, op: OpId, info: &OpInfo) -> Result<(), Diagnostic> {
    verify_counts(ctx, body, op, info)?;
    for property in crate::segments::SEGMENT_SIZE_PROPERTIES.iter().filter(|p| info.has_trait(p.trait_)) {
        verify_segment_sizes(ctx, body, op, property, info)?;
    }
    Ok(())
}

/// The type and attribute constraints of the op's specs.
fn verify_specs_after_structure(ctx: &Context, body: &Body, op: OpId, info: &OpInfo) -> Result<(), Diagnostic> {
    let plan = &info.plan;
    let mut passed = None;
    let operands = body.operands(op);
    check_value_types(ctx, body, (op, info, &mut passed), (&info.operands, plan.single_operands), operands, "operand")?;
    let results = body.results(op).iter().copied();
    check_value_types(ctx, body, (op, info, &mut passed), (&info.results, plan.single_results), results, "result")?;
    let (props, attrs) = (body.properties(op), body.attrs(op));
    // Both dictionaries are resolved once for all the specs; a few entries
    // are scanned, more are searched as `dict_get_ident` does.
    let entries = |d: Attribute| {
        if info.attributes.is_empty() || d == ctx.empty_dictionary() {
            &[][..]
        } else {
            ctx.dict_entries(d)
        }
    };
    let (prop_entries, attr_entries) = (props.map_or(&[][..], entries), entries(attrs));
    let lookup = |dict: Option<Attribute>, entries: &[(Ident, Attribute)], name: Ident| {
        if entries.len() <= 16 {
            entries.iter().find(|(k, _)| *k == name).map(|&(_, v)| v)
        } else {
            dict.and_then(|d| ctx.dict_get_ident(d, name))
        }
    };
    for (spec, &name) in info.attributes.iter().zip(&plan.attr_names) {
        let value = lookup(props, prop_entries, name).or_else(|| lookup(Some(attrs), attr_entries, name));
        match value {
            None if !spec.optional && spec.default.is_none() => {
                return Err(op_error(ctx, body, op, format!("requires attribute '{}'", spec.name)));
            }
            Some(v) if !(spec.constraint.check)(ctx, v) => {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("attribute '{}' failed to satisfy constraint: {}", spec.name, spec.constraint.description),
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Upstream's `verifySymbol` of an op with the `Symbol` trait: a string
/// `sym_name`, and a visibility that is one of three strings.
fn verify_symbol_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let props = body.properties(op);
    let name = props.and_then(|p| ctx.dict_get(p, "sym_name")).or_else(|| ctx.dict_get(body.attrs(op), "sym_name"));
    match name.map(|n| ctx.attr_kind(n)) {
        Some(AttrKind::String { .. }) => {}
        _ => return Err(op_error(ctx, body, op, "requires string attribute 'sym_name'")),
    }
    // Upstream's `verifySymbol`: a visibility is one of three strings.
    let vis = props
        .and_then(|p| ctx.dict_get(p, "sym_visibility"))
        .or_else(|| ctx.dict_get(body.attrs(op), "sym_visibility"));
    if let Some(vis) = vis {
        match ctx.string_value(vis) {
            Some(b"public" | b"private" | b"nested") => {}
            Some(_) => {
                let msg = format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                    ctx.attr_to_string(vis)
                );
                return Err(op_error(ctx, body, op, msg));
            }
            None => {
                let msg = format!(
                    "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                    ctx.attr_to_string(vis)
                );
                return Err(op_error(ctx, body, op, msg));
            }
        }
    }
    Ok(())
}

/// Upstream's `AttrSizedOperandSegments` (and `...ResultSegments`) trait,
/// a structural one, checked before the other structural traits and the
/// constraints: the segment sizes of `property`, one per group of the
/// op's specs, have no negative entry and add up to the op's count of the
/// values they size. Sizes that are missing, or not an `array<i32: ...>`
/// of one entry per group, count as all zeros: upstream's properties
/// start so, and its parser drops such a value given among the
/// discardable attributes (in `<{...}>` the parser rejects it).
fn verify_segment_sizes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    property: &crate::segments::SegmentSizesProperty,
    info: &OpInfo,
) -> Result<(), Diagnostic> {
    let (attr, what, actual) = (property.name, property.what(), property.count(body, op));
    let specs = property.specs(info);
    let groups = (!specs.is_empty()).then_some(specs.len());
    let sizes = crate::op_checks::inherent_attr(ctx, body, op, attr)
        .and_then(|a| crate::segments::segment_size_values(ctx, a, groups));
    let mut total: i64 = 0;
    for v in sizes.into_iter().flatten() {
        let n = match v {
            crate::DenseValue::Int(i) => i.to_i64().unwrap_or(-1),
            _ => -1,
        };
        if n < 0 {
            return Err(op_error(ctx, body, op, format!("'{attr}' attribute cannot have negative elements")));
        }
        total += n;
    }
    if total != actual as i64 {
        let msg = format!(
            "{what} count ({actual}) does not match with the total size ({total}) specified in attribute '{attr}'"
        );
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// The number of values in each group of `specs` (some of which are
/// optional or variadic), when it can be known: one variable-length group,
/// or the `operandSegmentSizes`/`resultSegmentSizes` property of an
/// `AttrSized*Segments` op (when it agrees with the specs and the count).
fn group_sizes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    info: &OpInfo,
    specs: &[ValueSpec],
    actual: usize,
    what: &str,
) -> Option<smallvec::SmallVec<[usize; 4]>> {
    let variable = specs.iter().filter(|s| s.arity != Arity::Single).count();
    let singles = specs.len() - variable;
    let property = crate::segments::SegmentSizesProperty::of(what).filter(|p| info.has_trait(p.trait_));
    if let Some(property) = property {
        let sizes = crate::op_checks::inherent_attr(ctx, body, op, property.name);
        let sizes: smallvec::SmallVec<[usize; 4]> = match sizes.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray { values, .. }) => values
                .iter()
                .map(|v| match v {
                    crate::DenseValue::Int(i) => i.to_i64().and_then(|x| usize::try_from(x).ok()),
                    _ => None,
                })
                .collect::<Option<_>>()?,
            _ => return None,
        };
        let fits = sizes.len() == specs.len()
            && sizes.iter().sum::<usize>() == actual
            && specs.iter().zip(&sizes).all(|(s, &n)| match s.arity {
                Arity::Single => n == 1,
                Arity::Optional => n <= 1,
                Arity::Variadic => true,
            });
        return fits.then_some(sizes);
    }
    if variable == 1 && actual >= singles {
        let rest = actual - singles;
        if specs.iter().any(|s| s.arity == Arity::Optional) && rest > 1 {
            return None;
        }
        return Some(specs.iter().map(|s| if s.arity == Arity::Single { 1 } else { rest }).collect());
    }
    None
}

/// The last type constraint that passed (by its function's address) and
/// the type it passed: an op's operands and results mostly share both
/// (`arith.addi`'s three `i32`s), and a constraint is a pure function of
/// the type.
type Passed = Option<(usize, Type)>;

/// The type constraint of each operand (or result) against its spec; the
/// counts were checked already ([`verify_counts`]). `values` are the op's
/// operands (or results), walked once.
fn check_value_types(
    ctx: &Context,
    body: &Body,
    (op, info, passed): (OpId, &OpInfo, &mut Passed),
    (specs, single): (&[ValueSpec], bool),
    values: impl ExactSizeIterator<Item = crate::Value>,
    what: &str,
) -> Result<(), Diagnostic> {
    #[cold]
    fn mismatch(ctx: &Context, body: &Body, op: OpId, what: &str, i: usize, spec: &ValueSpec, ty: Type) -> Diagnostic {
        let msg = format!("{what} #{i} must be {}, but got '{}'", spec.constraint.description, ctx.type_to_string(ty));
        op_error(ctx, body, op, msg)
    }
    let check = |(i, (spec, v)): (usize, (&ValueSpec, crate::Value))| {
        let ty = body.value_type(v);
        let key = (spec.constraint.check as usize, ty);
        if *passed == Some(key) {
            return Ok(());
        }
        if (spec.constraint.check)(ctx, ty) {
            *passed = Some(key);
            Ok(())
        } else {
            Err(mismatch(ctx, body, op, what, i, spec, ty))
        }
    };
    if single {
        // One value per spec (the common case): no group sizes to compute.
        return specs.iter().zip(values).enumerate().try_for_each(check);
    }
    let Some(sizes) = group_sizes(ctx, body, op, info, specs, values.len(), what) else { return Ok(()) };
    let flat = specs.iter().zip(&sizes).flat_map(|(spec, &n)| std::iter::repeat_n(spec, n));
    flat.zip(values).enumerate().try_for_each(check)
}

/// The count traits, in the order ODS lists them on an op (regions,
/// results, successors, operands), before any other check.
fn verify_counts(ctx: &Context, body: &Body, op: OpId, info: &OpInfo) -> Result<(), Diagnostic> {
    let [regions, results, successors, operands] = info.plan.counts;
    let checks = [
        (Counted::Region, regions, body.regions(op).len()),
        (Counted::Result, results, body.num_results(op)),
        (Counted::Successor, successors, body.num_successors(op)),
        (Counted::Operand, operands, body.num_operands(op)),
    ];
    for (counted, (declared, variable), actual) in checks {
        if variable == 0 && actual == declared {
            continue;
        }
        if let Some(msg) = count_error(counted, CountTrait::of(declared, variable), actual) {
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

/// No op inside an IsolatedFromAbove op may use a value defined outside
/// it (upstream's `verifyIsIsolatedFromAbove`): regions are scanned with a
/// work list, without entering nested IsolatedFromAbove ops (they check
/// themselves).
fn verify_isolation(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for &region in body.regions(op) {
        // Walking up from every use would cost the nesting depth per use.
        let mut within = crate::RegionWithin::new(region);
        let mut pending = vec![region];
        while let Some(r) = pending.pop() {
            for b in body.region_blocks(r) {
                for inner in body.block_ops(b) {
                    for v in body.operands(inner) {
                        // Most values are defined in the block, else the
                        // region, of their use, which is inside by
                        // construction.
                        let inside = body.value_parent_block(v).is_some_and(|blk| {
                            blk == b || body.block_region(blk).is_some_and(|vr| vr == r || within.contains(body, vr))
                        });
                        if !inside {
                            return Err(op_error(ctx, body, inner, "using value defined outside the region")
                                .with_note(body.op_loc(op), "required by region isolation constraints"));
                        }
                    }
                    if !body.regions(inner).is_empty() && !has_trait(ctx, body, inner, Traits::ISOLATED_FROM_ABOVE) {
                        pending.extend(body.regions(inner).iter().copied());
                    }
                }
            }
        }
    }
    Ok(())
}

/// The first failing `verify_symbol_uses` in `table`, in the order of
/// upstream's `walkSymbolTable`: all ops of a region, then the regions they
/// hold (last pushed first), never inside a nested symbol table.
fn first_symbol_use_error(ctx: &Context, body: &Body, table: OpId) -> Result<(), Diagnostic> {
    let mut worklist: Vec<RegionId> = body.regions(table).to_vec();
    while let Some(r) = worklist.pop() {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let info = ctx.op_info(body.op_name(op));
                if let Some(hook) = info.and_then(|i| i.verify_symbol_uses) {
                    hook(ctx, body, op)?;
                }
                if !info.is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE)) {
                    worklist.extend(body.regions(op).iter().copied());
                }
            }
        }
    }
    Ok(())
}

fn verify_symbol_table(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
    for &r in body.regions(op) {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                let Some(bytes) = crate::symbols::symbol_name(ctx, body, o) else { continue };
                if let Some(&first) = seen.get(bytes) {
                    return Err(Diagnostic::error(
                        body.op_loc(o),
                        format!("redefinition of symbol named '{}'", String::from_utf8_lossy(bytes)),
                    )
                    .on_op(o)
                    .with_note(body.op_loc(first), "see existing symbol definition here"));
                }
                seen.insert(bytes, o);
            }
        }
    }
    Ok(())
}

fn is_isolated(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

/// Checks that every operand dominates its use in the regions of `unit`
/// and of the ops nested in them, not descending into IsolatedFromAbove
/// ops (upstream's `verifyDominanceOfContainedRegions`): ops in worklist
/// order (last pushed first); the first violation is reported.
///
/// One walk: a region's dominance is computed when the worklist reaches
/// it, which is before any region nested in it, so every region a use
/// looks up to (its own and those enclosing it) is known by then.
fn verify_dominance(ctx: &Context, body: &Body, unit: OpId, dom: &mut DominanceInfo) -> Result<(), Diagnostic> {
    // Uses are checked in every region, graph regions and regions of
    // unregistered ops included: what such a region relaxes is the order
    // of definitions inside itself, not the use of a value defined later
    // in an enclosing SSA region ([`value_properly_dominates`]).
    let mut worklist = vec![(unit, 0usize)];
    let mut numbered = false;
    while let Some((op, depth)) = worklist.pop() {
        // In a deep nest, uses far below their definition are checked by
        // interval tests instead of walking up from each user; numbering
        // costs memory, so shallow trees (nearly all) walk. Uses checked
        // before the numbering are at most this deep.
        if depth > SHALLOW_NESTING && !numbered {
            dom.number_tree(body, unit, |op| !is_isolated(ctx, body, op));
            numbered = true;
        }
        let enclosing = Enclosing::of(body, op);
        for &r in body.regions(op) {
            dom.add_regions(body, [r]);
            let entry = body.entry_block(r);
            for b in body.region_blocks(r) {
                let reachable = Some(b) == entry || dom.is_reachable(b);
                for inner in body.block_ops(b) {
                    if reachable {
                        let ancestor = |region| enclosing.ancestor(body, inner, r, region);
                        for (i, v) in body.operands(inner).enumerate() {
                            if !value_properly_dominates(ctx, body, dom, v, inner, ancestor) {
                                return Err(invalid_dominance(ctx, body, inner, i));
                            }
                        }
                    }
                    if !body.regions(inner).is_empty() && !is_isolated(ctx, body, inner) {
                        worklist.push((inner, depth + 1));
                    }
                }
            }
        }
    }
    Ok(())
}

/// The regions enclosing the regions of one op, each with the op in it
/// that holds them: what [`crate::dominance::ancestor_in_region`] finds
/// for each use, found once for all the uses in the op's regions.
struct Enclosing {
    /// Innermost first: the op's own region and the op, then its parent's.
    chain: smallvec::SmallVec<[(RegionId, OpId); 8]>,
}

impl Enclosing {
    /// Deeper chains are left to the walk up from the user (which a
    /// numbered tree spares), so building one stays O(1) per op.
    const MAX: usize = 2 * SHALLOW_NESTING;

    fn of(body: &Body, op: OpId) -> Enclosing {
        let mut chain = smallvec::SmallVec::new();
        let mut cur = Some(op);
        while let Some(o) = cur.filter(|_| chain.len() < Self::MAX) {
            let Some(r) = body.op_region(o) else { break };
            chain.push((r, o));
            cur = body.parent_op(o);
        }
        Enclosing { chain }
    }

    /// [`crate::dominance::ancestor_in_region`] for `user`, an op of
    /// `user_region` (one of the op's regions): from the chain when it
    /// reaches `region`, else by the walk.
    fn ancestor(&self, body: &Body, user: OpId, user_region: RegionId, region: RegionId) -> Option<OpId> {
        if region == user_region {
            return Some(user);
        }
        match self.chain.iter().find(|&&(r, _)| r == region) {
            Some(&(_, anc)) => Some(anc),
            None => crate::dominance::ancestor_in_region(body, user, region),
        }
    }
}

/// Upstream's `properlyDominates(Value, Operation *)`: SSA dominance, except
/// that in a block of a region without SSA dominance (a graph region, a
/// region of an unregistered op) a definition reaches every op of its block
/// and the ops nested in them, wherever they are in the block.
fn value_properly_dominates(
    ctx: &Context,
    body: &Body,
    dom: &DominanceInfo,
    v: crate::Value,
    user: OpId,
    ancestor: impl Fn(RegionId) -> Option<OpId>,
) -> bool {
    if dom.value_dominates_via(body, v, user, &ancestor) {
        return true;
    }
    let Some(def_block) = body.value_parent_block(v) else { return false };
    let Some(def_region) = body.block_region(def_block) else { return false };
    match body.region_parent(def_region) {
        Some(parent) if !crate::op_checks::has_ssa_dominance(ctx, body, parent) => {
            // Graph regions have one block (O(1) with a numbered tree);
            // otherwise the user's ancestor must share the definition's block.
            if body.region_blocks(def_region).nth(1).is_none() {
                dom.op_in_region(body, def_region, user)
            } else {
                ancestor(def_region).and_then(|a| body.op_block(a)) == Some(def_block)
            }
        }
        _ => false,
    }
}

fn invalid_dominance(ctx: &Context, body: &Body, op: OpId, index: usize) -> Diagnostic {
    let diag = Diagnostic::error(body.op_loc(op), format!("operand #{index} does not dominate this use")).on_op(op);
    let v = body.operand(op, index);
    let user_block = body.op_block(op);
    let user_region = user_block.and_then(|b| body.block_region(b));
    let is_proper_ancestor = |outer: crate::RegionId, inner: crate::RegionId| {
        let mut cur = body.region_parent(inner).and_then(|o| body.op_region(o));
        while let Some(r) = cur {
            if r == outer {
                return true;
            }
            cur = body.region_parent(r).and_then(|o| body.op_region(o));
        }
        false
    };
    if let Some(def) = body.defining_op(v) {
        let def_block = body.op_block(def);
        let def_region = def_block.and_then(|b| body.block_region(b));
        let detail = if def_block == user_block {
            " (op in the same block)"
        } else if def_region == user_region {
            " (op in the same region)"
        } else if let (Some(d), Some(u)) = (def_region, user_region) {
            if is_proper_ancestor(d, u) {
                " (op in a parent region)"
            } else if is_proper_ancestor(u, d) {
                " (op in a child region)"
            } else {
                " (op is neither in a parent nor in a child region)"
            }
        } else {
            ""
        };
        let _ = ctx;
        return diag.with_note(body.op_loc(def), format!("operand defined here{detail}"));
    }
    let Some(arg_block) = body.value_parent_block(v) else { return diag };
    let loc = body.block_parent_op(arg_block).map(|o| body.op_loc(o)).unwrap_or_else(|| ctx.unknown_loc());
    let Some(arg_region) = body.block_region(arg_block) else { return diag.with_note(loc, " (block without parent)") };
    let index = body.region_blocks(arg_region).position(|b| b == arg_block).unwrap_or(0);
    let detail = if Some(arg_region) == user_region {
        " in the same region)"
    } else if user_region.map(|u| is_proper_ancestor(arg_region, u)).unwrap_or(false) {
        " in a parent region)"
    } else if user_region.map(|u| is_proper_ancestor(u, arg_region)).unwrap_or(false) {
        " in a child region)"
    } else {
        " neither in a parent nor in a child region)"
    };
    diag.with_note(loc, format!("operand defined as a block argument (block #{index}{detail}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DialectInfo, OperationState, RegionSpec};

    /// An unregistered `name` op inside a registered `root` op, verified as
    /// strata-opt does without `--allow-unregistered-dialect`.
    fn verify_unknown_op(ctx: &Context, name: &str) -> Result<(), Diagnostic> {
        let mut root = OpInfo::new("d.root");
        root.regions = vec![RegionSpec { name: "body", variadic: false }];
        ctx.register_op(root);
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        let mut root = OperationState::new(ctx.op_name("d.root"), ctx.unknown_loc());
        root.regions.push(region);
        let root = body.create_op(root, ctx.empty_dictionary());
        let op = body.create_op(OperationState::new(ctx.op_name(name), ctx.unknown_loc()), ctx.empty_dictionary());
        body.append_op(block, op);
        verify(ctx, &body, root, &VerifyConfig { allow_unregistered: false, disable_threading: true })
    }

    #[test]
    fn unknown_ops_need_a_dialect_that_allows_them() {
        let ctx = Context::new();
        ctx.register_dialect(DialectInfo::new("d"));
        let err = verify_unknown_op(&ctx, "d.unknown").expect_err("d does not allow unknown operations");
        assert!(err.message.contains("that does not allow unknown operations"), "{}", err.message);

        let ctx = Context::new();
        let mut lenient = DialectInfo::new("d");
        lenient.allow_unknown_operations = true;
        ctx.register_dialect(lenient);
        verify_unknown_op(&ctx, "d.unknown").expect("d allows unknown operations");
    }
}
