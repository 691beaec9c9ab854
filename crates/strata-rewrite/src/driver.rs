//! THE greedy driver (upstream's `applyPatternsGreedily`, MLIR 22): every
//! pattern application in strata — canonicalize, lowerings, user passes —
//! runs here.
//!
//! Per iteration over a region: the worklist is seeded with the region's
//! ops (pre-order for top-down, post-order otherwise), constants uniqued and
//! hoisted on the way (`OperationFolder`); then ops are popped last-in
//! first-out, each one erased if trivially dead, else folded (not
//! ConstantLike ops; constants materialized right before the op), else
//! given to the patterns in benefit order. Changes reach the worklist
//! through the rewriter's listener: inserted and modified ops are added with
//! their ancestors up to the region, users of replaced results are added,
//! and the producers of an erased op's operands that are left with at most
//! one other user are added. Then the regions are simplified
//! ([`simplify_regions`]: unreachable blocks, region DCE and, under
//! `Aggressive`, block merging), and, when the config asks
//! (`cse_between_iterations`, a strata extension), CSE runs on the region
//! ([`crate::cse`]) so that the rewrites merging exposes are found in the
//! next iteration; what it changes counts as a change of the iteration. The
//! loop stops when an iteration changes nothing, or after `max_iterations`.
//!
//! Invariants: the worklist has set semantics (an op is in it once; an
//! erased op leaves it); nothing recurses over the IR; a run always ends:
//! iterations and rewrites are bounded by the config, and each iteration's
//! pattern applications by a budget proportional to its ops (upstream loops
//! forever on a pattern that keeps re-adding its own op); not converging is
//! reported, with the patterns that fired last, instead of passing
//! silently.

use strata_ir::op_checks::TriviallyDeadCache;
use strata_ir::{Body, Context, FxHashMap, FxHashSet, KeyMap, OpId, RegionId, Value, WalkOrder, WalkResult};

use crate::cse::{eliminate_common_subexpressions_in, CseConfig};
use crate::fold::{constant_value, fold_op, Folded, OperationFolder};
use crate::listener::Listener;
use crate::pattern::FrozenPatternSet;
use crate::region_simplify::simplify_regions;
use crate::rewriter::Rewriter;

/// Which ops the driver may rewrite (upstream's `GreedyRewriteStrictness`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Strictness {
    /// Any op, including ones the rewrites touch or create.
    #[default]
    AnyOp,
    /// The ops present at the start and the ops created since.
    ExistingAndNewOps,
    /// Only the ops present at the start.
    ExistingOps,
}

/// How much region simplification runs after each iteration (upstream's
/// `GreedySimplifyRegionLevel`; see [`crate::region_simplify`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum RegionSimplification {
    Disabled,
    /// Unreachable blocks are erased, then dead ops and block arguments
    /// (region DCE).
    #[default]
    Normal,
    /// As `Normal`, then identical blocks are merged and block arguments
    /// every predecessor passes the same value for are dropped.
    Aggressive,
}

/// The driver's configuration (upstream's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    pub top_down: bool,
    /// `None`: no limit; `Some(0)`: no iteration runs.
    pub max_iterations: Option<u32>,
    /// Pattern applications per iteration (folds and erasures of dead ops
    /// do not count, as upstream's); `None`: no limit.
    pub max_num_rewrites: Option<u64>,
    pub region_simplification: RegionSimplification,
    pub strictness: Strictness,
    pub fold: bool,
    pub cse_constants: bool,
    /// Only ops in this region (or nested in it) are added to the
    /// worklist; `None`: the region being rewritten (upstream's
    /// `GreedyRewriteConfig::scope`). A wider scope lets a change inside the
    /// region re-enqueue the ops around it.
    pub scope: Option<RegionId>,
    /// Threads a run may use: with more than one, the regions of sibling
    /// IsolatedFromAbove ops are rewritten in parallel when that gives
    /// exactly the one-thread result ([`crate::parallel`]).
    pub threads: usize,
    /// Rewrite each IsolatedFromAbove child of the root on its own when
    /// that is exactly the run over the root ([`crate::parallel`]): in
    /// parallel on several threads; on one, in place, one child after
    /// another, so a function stays in the caches through all its
    /// iterations and its region simplification. `false`: always one run
    /// over the root (for tests of that claim).
    pub split_isolated_children: bool,
    /// Run CSE on the region after each iteration (`canonicalize{cse=true}`;
    /// upstream needs `canonicalize,cse,canonicalize` for what one run
    /// then reaches); `None`: never. CSE is not bound by `strictness`.
    pub cse_between_iterations: Option<CseConfig>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_num_rewrites: None,
            region_simplification: RegionSimplification::Normal,
            strictness: Strictness::AnyOp,
            fold: true,
            cse_constants: true,
            scope: None,
            threads: 1,
            split_isolated_children: true,
            cse_between_iterations: None,
        }
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyResult {
    /// An iteration changed nothing (a fixpoint).
    pub converged: bool,
    /// Anything changed.
    pub changed: bool,
    pub iterations: u32,
    /// The patterns (and `fold`) that changed the IR in the last iteration,
    /// in order, for the non-convergence diagnostic.
    pub last_iteration_rewrites: Vec<String>,
}

/// Ancestor chains up to this long are walked in full by every add
/// instead of being marked ([`Worklist::mark_chain_added`]).
const SHORT_CHAIN: usize = 8;

/// Upstream's `Worklist`: a stack with set semantics; removal leaves a hole.
/// Membership is a secondary map of the op arena (no hashing on the
/// driver's hottest path) that holds no positions: a removed op's entry
/// stays in the list and is skipped when popped. Only an erased op is ever
/// removed, and an erased op's id never comes back (arena keys are
/// versioned), so a stale entry can never stand for a live op, even after
/// [`Worklist::reverse`].
#[derive(Default)]
struct Worklist {
    list: Vec<OpId>,
    members: KeyMap<OpId, ()>,
    /// Ops whose whole ancestor chain up to the scope has been added since
    /// the last pop, removal or structural change (tagged with the
    /// generation then current): adding one of their descendants can stop
    /// there, as walking on would add nothing. Without it, a pattern that
    /// touches every use of a value in a deep nest walks the nest's depth
    /// per use.
    chain_added: KeyMap<OpId, u32>,
    generation: u32,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if self.members.insert(op, ()).is_none() {
            self.list.push(op);
        }
    }
    fn is_empty(&self) -> bool {
        self.members.is_empty()
    }
    fn pop(&mut self) -> Option<OpId> {
        self.forget_chains();
        while let Some(op) = self.list.pop() {
            if self.members.remove(op).is_some() {
                return Some(op);
            }
        }
        None
    }
    /// Takes out `op`, which is being erased.
    fn remove(&mut self, op: OpId) {
        self.forget_chains();
        self.members.remove(op);
    }
    /// Some op may have left the list, or some ancestor chain changed.
    fn forget_chains(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.chain_added.clear();
        }
    }
    fn chain_added(&self, op: OpId) -> bool {
        self.chain_added.get(op) == Some(&self.generation)
    }
    fn mark_chain_added(&mut self, op: OpId) {
        self.chain_added.insert(op, self.generation);
    }
    fn reverse(&mut self) {
        self.forget_chains();
        self.list.reverse();
    }
    fn clear(&mut self) {
        self.forget_chains();
        self.list.clear();
        self.members.clear();
    }
}

/// The driver's view of the changes: it keeps the worklist right.
struct State<'l> {
    worklist: Worklist,
    scope: RegionId,
    strictness: Strictness,
    /// The ops strict modes allow.
    allowed: FxHashSet<OpId>,
    folder: OperationFolder,
    /// The caller's listener (upstream's `GreedyRewriteConfig::listener`):
    /// told every change after the driver has seen it.
    observer: Option<&'l mut dyn Listener>,
    /// The worklist is being seeded: the folder's hoisting of constants
    /// (moves, erased locations) adds nothing, as upstream's folder makes
    /// those changes without telling the driver.
    seeding: bool,
    /// Ops reported erased. The rewriter reports a whole tree before
    /// changing the IR, upstream's erases each op right after reporting
    /// it: a use by an op reported before no longer counts.
    erased: FxHashSet<OpId>,
    /// Which region ops would be trivially dead, kept between two changes
    /// (every notification forgets it), so a deep nest popped level by
    /// level is judged in linear time.
    dead: TriviallyDeadCache,
    /// Changes reported one by one so far: with no pattern applied (which
    /// may change the IR unreported), an unchanged count means unchanged
    /// IR.
    changes: u64,
}

impl State<'_> {
    fn note_change(&mut self) {
        self.dead.invalidate();
        self.changes += 1;
    }

    /// Adds `op` and its ancestors up to the scope region (upstream's
    /// `addToWorklist`); ops outside the scope are ignored.
    fn add(&mut self, body: &Body, op: OpId) {
        let mut chain: strata_ir::SmallVec<[OpId; 8]> = strata_ir::SmallVec::new();
        let mut cur = op;
        loop {
            if self.worklist.chain_added(cur) {
                break;
            }
            chain.push(cur);
            let Some(region) = body.op_block(cur).and_then(|b| body.block_region(b)) else { return };
            if region == self.scope {
                break;
            }
            let Some(parent) = body.region_parent(region) else { return };
            cur = parent;
        }
        // Marking costs a map insert per op: a short chain is cheaper to
        // walk again than to mark (nearly every chain is a few ops deep).
        let mark = chain.len() > SHORT_CHAIN;
        for o in chain {
            self.add_single(o);
            if mark {
                self.worklist.mark_chain_added(o);
            }
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }
}

impl Listener for State<'_> {
    fn notify_operation_inserted(&mut self, body: &Body, op: OpId, moved: bool) {
        self.note_change();
        // A moved op (and all it holds) has new ancestors.
        self.worklist.forget_chains();
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        if !(self.seeding && moved) {
            self.add(body, op);
        }
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_inserted(body, op, moved);
        }
    }
    fn notify_block_inserted(&mut self, body: &Body, block: strata_ir::BlockId) {
        self.note_change();
        self.worklist.forget_chains();
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_block_inserted(body, block);
        }
    }
    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        self.note_change();
        // While seeding, an op without operands is a constant whose
        // location the folder erased; users of a replaced duplicate have
        // operands.
        if !(self.seeding && body.operands(op).next().is_none()) {
            self.add(body, op);
        }
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_modified(body, op);
        }
    }
    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, values: &[Value]) {
        self.note_change();
        // The users are added as the replacement reports each modified,
        // in that order (upstream's driver adds nothing here).
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_replaced(body, op, values);
        }
    }
    fn notify_block_erased(&mut self, body: &Body, block: strata_ir::BlockId) {
        self.note_change();
        self.worklist.forget_chains();
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_block_erased(body, block);
        }
    }
    fn notify_match_failure(&mut self, loc: strata_ir::Location, reason: &str) {
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_match_failure(loc, reason);
        }
    }
    fn notify_pattern_begin(&mut self, body: &Body, pattern: &str, op: OpId) {
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_begin(body, pattern, op);
        }
    }
    fn notify_pattern_end(&mut self, body: &Body, pattern: &str, applied: bool) {
        // A pattern may change the IR without reporting each change (the
        // iteration counts as changed; the folder's constant CSE, which
        // also ends applied, reports each change).
        if applied {
            self.dead.invalidate();
        }
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_pattern_end(body, pattern, applied);
        }
    }
    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        self.note_change();
        if let Some(o) = self.observer.as_deref_mut() {
            o.notify_operation_erased(body, op);
        }
        // Producers whose value keeps at most one other user may now fold
        // or die.
        for v in body.operands(op) {
            let Some(def) = body.defining_op(v) else { continue };
            let erased = &self.erased;
            let mut others = body.uses(v).iter().map(|u| u.op).filter(|&u| u != op && !erased.contains(&u));
            let first = others.next();
            if others.any(|u| Some(u) != first) {
                continue;
            }
            self.add(body, def);
        }
        self.erased.insert(op);
        self.worklist.remove(op);
        self.folder.notify_removal(op);
        self.allowed.remove(&op);
    }
}

/// Applies `patterns` (and folding) to the regions of `op` until a fixpoint
/// (upstream's `applyPatternsGreedily(op, ...)`), one region after another.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> GreedyResult {
    apply_patterns_greedily_observed(ctx, body, op, patterns, config, None)
}

/// [`apply_patterns_greedily`], telling `observer` every change and every
/// pattern attempt (traces such as `--debug-rewrites`, statistics).
pub fn apply_patterns_greedily_observed(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    mut observer: Option<&mut dyn Listener>,
) -> GreedyResult {
    // An observer must see the changes in one order: one run over the root.
    if observer.is_none() {
        if let Some(result) = crate::parallel::apply_to_children(ctx, body, op, patterns, config) {
            return result;
        }
    }
    let mut total =
        GreedyResult { converged: true, changed: false, iterations: 0, last_iteration_rewrites: Vec::new() };
    for region in body.regions(op).to_vec() {
        let r = apply_to_region(
            ctx,
            body,
            region,
            patterns,
            config,
            observer.as_mut().map(|o| &mut **o as &mut dyn Listener),
        );
        total.converged &= r.converged;
        total.changed |= r.changed;
        total.iterations = total.iterations.max(r.iterations);
        if !r.converged {
            total.last_iteration_rewrites = r.last_iteration_rewrites;
        }
    }
    total
}

/// Applies `patterns` (and folding) to `ops` and to what rewriting them
/// touches, once through a worklist (upstream's `applyOpPatternsGreedily`,
/// its `MultiOpPatternRewriteDriver`): no iterations, no region
/// simplification, no constant CSE. The worklist starts as `ops` in order
/// and pops the last first; ops outside the scope (`config.scope`, else
/// the innermost region holding all of `ops`) are never added.
/// `converged` says the worklist emptied.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> GreedyResult {
    let mut result =
        GreedyResult { converged: true, changed: false, iterations: 0, last_iteration_rewrites: Vec::new() };
    let Some(scope) = config.scope.or_else(|| common_ancestor_region(body, ops)) else { return result };
    let mut state = State {
        worklist: Worklist::default(),
        scope,
        strictness: config.strictness,
        allowed: FxHashSet::default(),
        folder: OperationFolder::new(),
        observer: None,
        seeding: false,
        erased: FxHashSet::default(),
        dead: TriviallyDeadCache::default(),
        changes: 0,
    };
    if config.strictness != Strictness::AnyOp {
        state.allowed.extend(ops.iter().copied());
    }
    for &op in ops {
        state.add_single(op);
    }
    let budget = ITERATION_BUDGET_PER_OP * ops.len() as u64 + ITERATION_BUDGET_BASE;
    let mut fired = Vec::new();
    let outcome = process(ctx, body, patterns, config, &mut state, budget, &mut fired);
    result.iterations = 1;
    result.changed = outcome.changed;
    result.converged = state.worklist.is_empty();
    result.last_iteration_rewrites = fired.iter().map(|n| n.to_string()).collect();
    result
}

/// The innermost region holding every op of `ops` (upstream's
/// `findCommonAncestor`); `None` when there are none or one is not in a
/// region. O(total depth of the ops): each op climbs until it meets the
/// first op's chain of regions.
fn common_ancestor_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let parent_region = |r: RegionId| body.region_parent(r).and_then(|p| body.op_region(p));
    let first = body.op_region(*ops.first()?)?;
    let mut chain = vec![first];
    while let Some(r) = parent_region(*chain.last().expect("not empty")) {
        chain.push(r);
    }
    let depth: FxHashMap<RegionId, usize> = chain.iter().enumerate().map(|(i, &r)| (r, i)).collect();
    let mut outermost = 0;
    for &op in &ops[1..] {
        let mut r = body.op_region(op)?;
        loop {
            if let Some(&d) = depth.get(&r) {
                outermost = outermost.max(d);
                break;
            }
            r = parent_region(r)?;
        }
    }
    Some(chain[outermost])
}

/// One region (upstream's `RegionPatternRewriteDriver::simplify`).
pub fn apply_to_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    observer: Option<&mut dyn Listener>,
) -> GreedyResult {
    let reused = REUSED.with(|r| std::mem::take(&mut *r.borrow_mut()));
    let mut state = State {
        worklist: Worklist { list: reused.list, ..Worklist::default() },
        scope: config.scope.unwrap_or(region),
        strictness: config.strictness,
        allowed: FxHashSet::default(),
        folder: reused.folder,
        observer,
        seeding: false,
        erased: reused.erased,
        dead: TriviallyDeadCache::default(),
        changes: 0,
    };
    let mut ops = reused.ops;
    if config.strictness != Strictness::AnyOp {
        region_ops(body, region, WalkOrder::PreOrder, &mut ops);
        state.allowed.extend(ops.drain(..));
    }
    // Converged until an iteration changes something, as upstream's
    // `continueRewrites` starts false: a run of no iterations converges.
    let mut result =
        GreedyResult { converged: true, changed: false, iterations: 0, last_iteration_rewrites: Vec::new() };
    // What is left of the rewrite budget of an iteration that
    // `max_num_rewrites` cut short: the iterations that go on with its
    // worklist share it, so a cycling pattern cannot escape the budget by
    // being cut short every iteration.
    let mut carried_budget: Option<u64> = None;
    // Whether the last region simplification (and CSE) reported a change;
    // `None`: not run yet, or the IR changed since in a way the step's
    // skip rule does not see. The simplification's also holds the driver's
    // count of reported changes right after it ran.
    let mut last_simplify: Option<(bool, u64)> = None;
    let mut last_cse: Option<bool> = None;
    let merge_blocks = config.region_simplification == RegionSimplification::Aggressive;
    // The rewrites of the current iteration. Names, not `String`s: a
    // rewrite costs no allocation to record.
    let mut fired: Vec<&str> = Vec::new();
    loop {
        if config.max_iterations.is_some_and(|max| result.iterations >= max) {
            break;
        }
        result.iterations += 1;
        state.worklist.clear();
        state.folder.clear();
        seed(ctx, body, region, config, &mut state, &mut ops);
        fired.clear();
        // Better than upstream, which loops forever on a pattern that keeps
        // re-adding its op: an iteration may apply patterns (and in-place
        // folds) a bounded number of times, far above what converging
        // rewrites need.
        let budget = carried_budget
            .take()
            .unwrap_or(ITERATION_BUDGET_PER_OP * state.worklist.list.len() as u64 + ITERATION_BUDGET_BASE);
        let outcome = process(ctx, body, patterns, config, &mut state, budget, &mut fired);
        carried_budget = outcome.cut_short.then_some(outcome.budget_left);
        let mut changed = outcome.changed;
        // Simplifying regions is idempotent (at `Normal` level) and
        // deterministic: when nothing changed the IR since the last run
        // (this iteration's worklist, the last CSE), a run would find the
        // state the previous run left, and change nothing. Skipping it
        // saves a walk of the whole region in the iteration that confirms
        // the fixpoint. The normal level has nothing to find after
        // constants merged while seeding either (a merged constant leaves
        // no op dead and no block unreachable).
        // The aggressive level is skipped only when its last run changed
        // nothing and nothing was reported changed since: block merging
        // looks at operands, and a constant the folder hoisted into the
        // entry block (not counted as a change, as upstream does not count
        // it) can make two blocks identical that were not when it last
        // ran; a run that dropped arguments may leave blocks to merge.
        let redundant = !changed
            && match config.region_simplification {
                RegionSimplification::Normal => last_simplify.is_some(),
                RegionSimplification::Aggressive => last_simplify == Some((false, state.changes)),
                RegionSimplification::Disabled => false,
            };
        let simplify = |rw: &mut Rewriter<'_>| simplify_regions(rw, &[region], merge_blocks);
        #[cfg(debug_assertions)]
        if redundant {
            debug_assert_step_is_noop(ctx, body, "region simplification", simplify);
        }
        if config.region_simplification != RegionSimplification::Disabled && !redundant {
            let simplified = run_step(ctx, body, region, &mut state, "region-simplification", simplify);
            if simplified {
                fired.push("region-simplification");
                changed = true;
            }
            last_simplify = Some((simplified, state.changes));
        }
        if let Some(cse_config) = &config.cse_between_iterations {
            // CSE is deterministic: after a run that changed nothing and an
            // iteration that changed nothing, it would change nothing.
            let cse = |rw: &mut Rewriter<'_>| eliminate_common_subexpressions_in(rw, &[region], cse_config).changed;
            let redundant = !changed && last_cse == Some(false);
            #[cfg(debug_assertions)]
            if redundant {
                debug_assert_step_is_noop(ctx, body, "CSE", cse);
            }
            if !redundant {
                let merged = run_step(ctx, body, region, &mut state, "cse", cse);
                if merged {
                    fired.push("cse");
                    changed = true;
                    // What CSE changed, the next region simplification
                    // must look at.
                    last_simplify = None;
                }
                last_cse = Some(merged);
            }
        }
        result.changed |= changed;
        result.converged = !changed;
        // Without an iteration limit, an exhausted budget ends the run.
        if !changed || (outcome.exhausted && config.max_iterations.is_none()) {
            break;
        }
    }
    result.last_iteration_rewrites = fired.iter().map(|n| n.to_string()).collect();
    Reused::keep(Reused { list: state.worklist.list, ops, folder: state.folder, erased: state.erased });
    result
}

/// What a run of [`apply_to_region`] allocates that the next run on the
/// same thread can use again (see [`crate::reuse`]).
#[derive(Default)]
struct Reused {
    list: Vec<OpId>,
    ops: Vec<OpId>,
    folder: OperationFolder,
    erased: FxHashSet<OpId>,
}

impl Reused {
    /// Keeps `self`, emptied, for the next run on this thread (a run nested
    /// in this one took nothing, and the first to finish keeps its own).
    fn keep(mut self) {
        let capacities = [self.list.capacity(), self.ops.capacity(), self.erased.capacity(), self.folder.capacity()];
        if !crate::reuse::worth_keeping(&capacities) {
            return;
        }
        self.list.clear();
        self.ops.clear();
        self.erased.clear();
        // Dialect numbers are per context: a later run may have another.
        self.folder.reset();
        REUSED.with(|r| *r.borrow_mut() = self);
    }
}

thread_local! {
    static REUSED: std::cell::RefCell<Reused> = std::cell::RefCell::default();
}

/// Runs a whole-region step (region simplification, CSE) through the
/// driver's listener, framed as a pattern on the region's parent for
/// observers; returns whether it changed the IR.
fn run_step(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    state: &mut State<'_>,
    name: &str,
    step: impl FnOnce(&mut Rewriter<'_>) -> bool,
) -> bool {
    let parent = body.region_parent(region);
    if let Some(p) = parent {
        state.notify_pattern_begin(body, name, p);
    }
    let changed = step(&mut Rewriter::with_listener(ctx, body, state));
    if parent.is_some() {
        state.notify_pattern_end(body, name, changed);
    }
    changed
}

/// Checks the claim that lets the driver skip a step: run on a copy, it
/// changes nothing.
#[cfg(debug_assertions)]
fn debug_assert_step_is_noop(ctx: &Context, body: &Body, what: &str, step: impl FnOnce(&mut Rewriter<'_>) -> bool) {
    let mut copy = body.clone();
    let before = (copy.num_ops(), copy.num_blocks(), copy.num_values());
    let changed = step(&mut Rewriter::new(ctx, &mut copy));
    let after = (copy.num_ops(), copy.num_blocks(), copy.num_values());
    debug_assert!(!changed && before == after, "a skipped {what} would have changed the IR");
}

/// The ops nested in `region`, in walk order.
fn region_ops(body: &Body, region: RegionId, order: WalkOrder, ops: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            // Into one list: a list per op would cost an allocation per op.
            body.walk(op, order, |_, o| {
                ops.push(o);
                WalkResult::Advance
            });
        }
    }
}

/// Fills the worklist for an iteration in walk order, as upstream's
/// driver does: known constants are uniqued and hoisted on the way, and a
/// duplicate constant is erased (not added). Replacing a duplicate
/// reports its users modified, which adds them (and their ancestors) right
/// then, ahead of the ops the walk reaches later: upstream processes them
/// at that point, and fold results (which constant a fold reuses, which
/// operand a fold returns) depend on it. Merging and hoisting constants
/// here changes the IR without counting as the iteration's change, as
/// upstream does not count it.
fn seed(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    config: &GreedyConfig,
    state: &mut State<'_>,
    ops: &mut Vec<OpId>,
) {
    let order = if config.top_down { WalkOrder::PreOrder } else { WalkOrder::PostOrder };
    region_ops(body, region, order, ops);
    let mut folder = std::mem::take(&mut state.folder);
    state.worklist.clear();
    // The seeded ops are most of what the iteration adds: their slots
    // index the membership map from the start.
    state.worklist.members = KeyMap::for_keys(ops);
    state.seeding = true;
    for op in ops.drain(..) {
        if !body.contains_op(op) {
            continue;
        }
        let erased = config.cse_constants
            && match constant_value(ctx, body, op) {
                Some(value) => {
                    state.notify_pattern_begin(body, "constant-cse", op);
                    let mut rw = Rewriter::with_listener(ctx, body, state);
                    let kept = folder.insert_known_constant(&mut rw, op, value);
                    state.notify_pattern_end(body, "constant-cse", true);
                    !kept
                }
                None => false,
            };
        if !erased {
            state.add_single(op);
        }
    }
    state.seeding = false;
    state.folder = folder;
    if config.top_down {
        // Popped last first: reversed, the walk order comes out.
        state.worklist.reverse();
    }
}

/// Pattern applications and in-place folds one iteration may make, per op
/// in its seeded worklist, plus a base.
const ITERATION_BUDGET_PER_OP: u64 = 64;
const ITERATION_BUDGET_BASE: u64 = 4096;

struct Processed {
    changed: bool,
    /// The iteration's budget ran out before the worklist emptied.
    exhausted: bool,
    /// `max_num_rewrites` stopped the iteration before the worklist emptied.
    cut_short: bool,
    budget_left: u64,
}

/// Upstream's `processWorklist`, with `budget` bounding the rewrites.
fn process<'p>(
    ctx: &Context,
    body: &mut Body,
    patterns: &'p FrozenPatternSet,
    config: &GreedyConfig,
    state: &mut State<'_>,
    mut budget: u64,
    fired: &mut Vec<&'p str>,
) -> Processed {
    let mut changed = false;
    // Per iteration, as upstream's `numRewrites`; the IR may have changed
    // since the last (region simplification).
    let mut num_rewrites: u64 = 0;
    state.dead.invalidate();
    loop {
        if budget == 0 {
            return Processed { changed, exhausted: true, cut_short: false, budget_left: 0 };
        }
        if config.max_num_rewrites.is_some_and(|max| num_rewrites >= max) {
            let cut_short = !state.worklist.is_empty();
            return Processed { changed, exhausted: false, cut_short, budget_left: budget };
        }
        let Some(op) = state.worklist.pop() else { break };
        if !body.contains_op(op) {
            continue;
        }
        if state.dead.is_op_trivially_dead(ctx, body, op) {
            state.notify_pattern_begin(body, "erase-trivially-dead", op);
            Rewriter::with_listener(ctx, body, state).erase_op(op);
            state.notify_pattern_end(body, "erase-trivially-dead", true);
            fired.push("erase-trivially-dead");
            changed = true;
            continue;
        }
        if config.fold {
            state.notify_pattern_begin(body, "fold", op);
            let folded = fold_op(&mut Rewriter::with_listener(ctx, body, state), op);
            state.notify_pattern_end(body, "fold", folded != Folded::No);
            if folded != Folded::No {
                changed = true;
                fired.push("fold");
                if folded == Folded::InPlace {
                    // As upstream: the op, reported modified, is back on
                    // the worklist and is folded again before any pattern
                    // sees it (`x + 0` after moving the constant right).
                    budget -= 1;
                }
                continue;
            }
        }
        let name = body.op_name(op);
        // A pattern's name is a virtual call: asked only for an observer.
        let observed = state.observer.is_some();
        for pattern in patterns.patterns_for(name) {
            if observed {
                state.notify_pattern_begin(body, pattern.debug_name(), op);
            }
            let mut rw = Rewriter::with_listener(ctx, body, state);
            // As upstream's applicator: new ops go right before the root.
            rw.set_insertion_point_before(op);
            let applied = pattern.match_and_rewrite(op, &mut rw);
            if observed {
                state.notify_pattern_end(body, pattern.debug_name(), applied);
            }
            if applied {
                changed = true;
                num_rewrites += 1;
                budget = budget.saturating_sub(1);
                fired.push(pattern.debug_name());
                break;
            }
        }
    }
    Processed { changed, exhausted: false, cut_short: false, budget_left: budget }
}
