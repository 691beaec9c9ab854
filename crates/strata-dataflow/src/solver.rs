//! The dataflow solver (upstream's `DataFlowSolver` in
//! `DataFlowFramework.h`): analyses, the states they compute at lattice
//! anchors, and the worklist that runs them to a fixpoint.
//!
//! - A [`LatticeAnchor`] is where a state lives: a value, a program point
//!   (the start of a block, or right after an op), or a CFG edge.
//! - A state is any `Default + 'static` type (its default is the bottom,
//!   "nothing known yet"); the solver keeps one per (anchor, type).
//! - An analysis ([`DataFlowAnalysis`]) is initialized once on the top op
//!   and then visited at program points. Reading a state with
//!   [`DataFlowSolver::read_for`] makes the reading point depend on it;
//!   [`DataFlowSolver::subscribe`] subscribes the current analysis to a
//!   state as upstream's `useDefSubscribe` (a value's users are visited
//!   again) and `blockContentSubscribe` (a block, and every op in it, are
//!   visited again; for an edge, its destination block).
//! - [`DataFlowSolver::update`] changes a state through a closure that says
//!   whether it changed; a change enqueues the state's dependents.
//!
//! Invariants: states only move up their lattice (every transfer joins),
//! so unless an analysis widens, the fixpoint is unique and independent of
//! the worklist order; the worklist is FIFO (or LIFO, [`WorklistOrder`])
//! and holds each (point, analysis) pair live at most once (a bit per pair
//! says it is queued), so a visit always sees the newest states; a point
//! an analysis visits outside the worklist (its initialization walk) loses
//! its bit, and the entry left behind is skipped (it would see nothing
//! newer) unless a later change queued the point again; nothing recurses
//! over the IR.
//! The IR is not changed while the solver runs (an analysis that folds an
//! op to simulate it restores it).

use std::any::{Any, TypeId};
use std::collections::VecDeque;

use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, Diagnostic, FxHashMap, KeyMap, OpId, Value};

/// A point in the program an analysis is visited at (upstream's
/// `ProgramPoint`): the start of a block, or right after an op.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProgramPoint {
    BlockStart(BlockId),
    AfterOp(OpId),
}

/// Where a state lives (upstream's `LatticeAnchor`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LatticeAnchor {
    Point(ProgramPoint),
    Value(Value),
    /// The control-flow edge from a block to a successor (`CFGEdge`).
    Edge(BlockId, BlockId),
}

impl From<ProgramPoint> for LatticeAnchor {
    fn from(p: ProgramPoint) -> LatticeAnchor {
        LatticeAnchor::Point(p)
    }
}

impl From<Value> for LatticeAnchor {
    fn from(v: Value) -> LatticeAnchor {
        LatticeAnchor::Value(v)
    }
}

/// Whether an update changed a state (upstream's `ChangeResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ChangeResult {
    NoChange,
    Change,
}

impl ChangeResult {
    /// `Change` if either is.
    pub fn or(self, other: ChangeResult) -> ChangeResult {
        if self == ChangeResult::Change {
            self
        } else {
            other
        }
    }

    pub fn changed(self) -> bool {
        self == ChangeResult::Change
    }
}

/// The number of an analysis loaded into a solver.
pub type AnalysisId = usize;

/// A part of an analysis's initialization on `top`, for
/// [`DataFlowSolver::initialize_and_run_by_children`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InitPart {
    /// What `initialize(top)` does at `top` itself and at its one block,
    /// before its walk reaches the ops in that block.
    Root,
    /// The initialization walk from one op of `top`'s block, that op
    /// included.
    Subtree(OpId),
}

/// What an analysis found doing an [`InitPart::Root`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RootInit {
    /// As far as this analysis knows, no state of one op of the top's
    /// block depends on another op of it.
    Independent,
    /// The ops of the top's block depend on each other (calls between
    /// functions): they must be solved together.
    Coupled,
}

/// An analysis the solver runs (upstream's `DataFlowAnalysis`).
pub trait DataFlowAnalysis {
    /// Seeds the analysis on `top` and the ops nested in it.
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic>;
    /// Whether [`Self::initialize_part`] is implemented.
    fn initializes_in_parts(&self) -> bool {
        false
    }
    /// A part of `initialize(top)`, when `top` has one region of one block:
    /// `Root`, then `Subtree` of each op of that block in order, do exactly
    /// what `initialize(top)` does. Only asked of an analysis that
    /// [`Self::initializes_in_parts`]; the answer to a `Subtree` is not
    /// read.
    fn initialize_part(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        top: OpId,
        part: InitPart,
    ) -> Result<RootInit, Diagnostic> {
        let _ = (top, part);
        Err(Diagnostic::error(solver.ctx().unknown_loc(), "this analysis does not initialize in parts"))
    }
    /// Recomputes what the analysis derives at `point`.
    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic>;
}

/// Every value defined under `top`: the results of `top` and of each op
/// nested in it, and the arguments of their blocks, pre-order (where a
/// pass reads the solver's states back).
pub fn values_under(body: &Body, top: OpId) -> Vec<Value> {
    let mut values = Vec::new();
    for op in body.collect_ops(top, strata_ir::WalkOrder::PreOrder) {
        values.extend_from_slice(body.results(op));
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                values.extend_from_slice(body.block_args(b));
            }
        }
    }
    values
}

/// The ops of `top`'s one block, if they share no values (see
/// [`DataFlowSolver::initialize_and_run_by_children`]).
fn independent_children(ctx: &Context, body: &Body, top: OpId) -> Option<Vec<OpId>> {
    let [region] = body.regions(top) else { return None };
    let mut blocks = body.region_blocks(*region);
    let block = blocks.next()?;
    if blocks.next().is_some() || !body.block_args(block).is_empty() || body.num_results(top) != 0 {
        return None;
    }
    let mut children = Vec::new();
    for op in body.block_ops(block) {
        let shares_nothing = if body.regions(op).is_empty() {
            body.num_operands(op) == 0
        } else {
            ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(strata_ir::Traits::ISOLATED_FROM_ABOVE))
        };
        if !shares_nothing {
            return None;
        }
        children.push(op);
    }
    Some(children)
}

/// How the solver treats calls (upstream's `DataFlowConfig`), and the
/// order it visits its worklist in.
#[derive(Copy, Clone, Debug)]
pub struct SolverConfig {
    /// Follow calls into callables whose call sites are all known;
    /// otherwise every call is to an unknown function.
    pub interprocedural: bool,
    pub order: WorklistOrder,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig { interprocedural: true, order: WorklistOrder::Fifo }
    }
}

/// The order queued visits are made in, once every analysis is
/// initialized.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WorklistOrder {
    /// First queued, first visited: upstream's order. Needed when a result
    /// depends on the order (integer ranges widen a range that grows after
    /// it was first set).
    Fifo,
    /// Last queued, first visited: the consequences of a change are drawn
    /// before the rest of the worklist, so the states of one region of the
    /// program stay in cache, where the first-in order sweeps the whole
    /// program once per wave of changes (on a million ops, half the time
    /// of `sccp`'s worklist). For analyses whose fixpoint does not depend
    /// on the order (every transfer joins, nothing widens), the states
    /// found are the same.
    Lifo,
}

struct Slot<T> {
    state: T,
    /// Visited again when the state changes.
    dependents: SmallVec<[(ProgramPoint, AnalysisId); 1]>,
    /// Analyses subscribed to the state's anchor (see the module doc).
    subscribers: SmallVec<[AnalysisId; 1]>,
}

impl<T> Slot<T> {
    fn subscribe(&mut self, analysis: AnalysisId) {
        if !self.subscribers.contains(&analysis) {
            self.subscribers.push(analysis);
        }
    }
}

impl<T: Default> Default for Slot<T> {
    fn default() -> Self {
        Slot { state: T::default(), dependents: SmallVec::new(), subscribers: SmallVec::new() }
    }
}

/// The states of one type, by anchor: slot-indexed maps for values, ops
/// and blocks (no hashing on the hot path), hashed for edges.
struct Store<T> {
    values: KeyMap<Value, Slot<T>>,
    after_ops: KeyMap<OpId, Slot<T>>,
    block_starts: KeyMap<BlockId, Slot<T>>,
    edges: FxHashMap<(BlockId, BlockId), Slot<T>>,
    /// The values in the body when the solver runs on its root (else 0),
    /// until the first state at a value sizes `values` for all of them.
    values_hint: usize,
}

impl<T: Default> Store<T> {
    fn new(values_hint: usize) -> Store<T> {
        Store {
            values: KeyMap::new(),
            after_ops: KeyMap::new(),
            block_starts: KeyMap::new(),
            edges: FxHashMap::default(),
            values_hint,
        }
    }

    fn get(&self, anchor: LatticeAnchor) -> Option<&Slot<T>> {
        match anchor {
            LatticeAnchor::Value(v) => self.values.get(v),
            LatticeAnchor::Point(ProgramPoint::AfterOp(op)) => self.after_ops.get(op),
            LatticeAnchor::Point(ProgramPoint::BlockStart(b)) => self.block_starts.get(b),
            LatticeAnchor::Edge(from, to) => self.edges.get(&(from, to)),
        }
    }

    fn get_or_create(&mut self, anchor: LatticeAnchor) -> &mut Slot<T> {
        fn slot<K: slotmap::Key, T: Default>(map: &mut KeyMap<K, Slot<T>>, key: K) -> &mut Slot<T> {
            map.get_or_insert_with(key, Slot::default)
        }
        match anchor {
            LatticeAnchor::Value(v) => {
                // A state type kept at values is mostly kept at every value
                // (a lattice): slot-indexed over the arena from the first,
                // the vector never grows by copying.
                if self.values.is_empty() && self.values_hint > 0 {
                    let hint = std::mem::take(&mut self.values_hint);
                    self.values = KeyMap::for_slots(0, hint as u32 - 1, hint);
                }
                slot(&mut self.values, v)
            }
            LatticeAnchor::Point(ProgramPoint::AfterOp(op)) => slot(&mut self.after_ops, op),
            LatticeAnchor::Point(ProgramPoint::BlockStart(b)) => slot(&mut self.block_starts, b),
            LatticeAnchor::Edge(from, to) => self.edges.entry((from, to)).or_default(),
        }
    }
}

/// The states of one type at values, taken from a solver that is done
/// ([`DataFlowSolver::into_value_states`]). A value created or erased
/// since has no state (keys carry their slot's version).
pub struct ValueStates<T> {
    slots: KeyMap<Value, Slot<T>>,
}

impl<T> ValueStates<T> {
    pub fn get(&self, value: Value) -> Option<&T> {
        self.slots.get(value).map(|s| &s.state)
    }
}

/// Runs analyses over one op tree to a fixpoint (see the module doc).
pub struct DataFlowSolver<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    config: SolverConfig,
    analyses: Vec<Option<Box<dyn DataFlowAnalysis + 'a>>>,
    /// One store per state type (a handful: a linear search is cheapest).
    stores: Vec<(TypeId, Box<dyn Any>)>,
    /// Points to visit. An entry whose bit in `queued_after` or
    /// `queued_starts` is clear is stale: its point was visited since it
    /// was queued, and it is skipped.
    worklist: VecDeque<(ProgramPoint, AnalysisId)>,
    /// Which analyses each point is queued for and not yet visited by, a
    /// bit each.
    queued_after: KeyMap<OpId, u64>,
    queued_starts: KeyMap<BlockId, u64>,
    current: AnalysisId,
    top: Option<OpId>,
}

impl<'a> DataFlowSolver<'a> {
    pub fn new(ctx: &'a Context, body: &'a mut Body, config: SolverConfig) -> DataFlowSolver<'a> {
        DataFlowSolver {
            ctx,
            body,
            config,
            analyses: Vec::new(),
            stores: Vec::new(),
            worklist: VecDeque::new(),
            queued_after: KeyMap::new(),
            queued_starts: KeyMap::new(),
            current: 0,
            top: None,
        }
    }

    /// Adds an analysis; analyses are initialized in load order.
    pub fn load(&mut self, analysis: impl DataFlowAnalysis + 'a) -> AnalysisId {
        assert!(self.analyses.len() < 64, "at most 64 analyses per solver");
        self.analyses.push(Some(Box::new(analysis)));
        self.analyses.len() - 1
    }

    /// Initializes every loaded analysis on `top`, then visits the
    /// worklist until it is empty (upstream's `initializeAndRun`).
    pub fn initialize_and_run(&mut self, top: OpId) -> Result<(), Diagnostic> {
        self.top = Some(top);
        for id in 0..self.analyses.len() {
            self.with_analysis(id, |a, s| a.initialize(s, top))?;
        }
        self.run_worklist()
    }

    /// [`Self::initialize_and_run`], one op of `top`'s block at a time,
    /// when that finds the same states: `top` has no results and one
    /// region of one block without arguments, whose ops share no values
    /// (each is IsolatedFromAbove, or has neither regions nor operands),
    /// every loaded analysis initializes in parts, and none finds the ops
    /// coupled (a call from one function to another). Each op (a function)
    /// is then initialized by every analysis and its worklist run to the
    /// end before the next, with its states in the caches, where one run
    /// sweeps the whole module once per wave of changes.
    ///
    /// Why the states are the same: the root parts touch only the states
    /// of `top` and its block, which nothing later changes; the visits of
    /// one op's points read and queue only its own points, so the
    /// worklist of one run, kept to one op's entries, is that op's own
    /// worklist in the same order (first in, first out or last in, first
    /// out alike), after the same initialization. When the ops are coupled
    /// the parts run in one initialization and one worklist.
    pub fn initialize_and_run_by_children(&mut self, top: OpId) -> Result<(), Diagnostic> {
        let in_parts = self.analyses.iter().all(|a| a.as_ref().is_some_and(|a| a.initializes_in_parts()));
        let Some(children) = in_parts.then(|| independent_children(self.ctx, self.body, top)).flatten() else {
            return self.initialize_and_run(top);
        };
        self.top = Some(top);
        let mut coupled = false;
        for id in 0..self.analyses.len() {
            coupled |= self.with_analysis(id, |a, s| a.initialize_part(s, top, InitPart::Root))? == RootInit::Coupled;
        }
        coupled |= !self.worklist.is_empty();
        if coupled {
            for id in 0..self.analyses.len() {
                for &child in &children {
                    self.with_analysis(id, |a, s| a.initialize_part(s, top, InitPart::Subtree(child)))?;
                }
            }
            return self.run_worklist();
        }
        for child in children {
            for id in 0..self.analyses.len() {
                self.with_analysis(id, |a, s| a.initialize_part(s, top, InitPart::Subtree(child)))?;
            }
            self.run_worklist()?;
        }
        Ok(())
    }

    /// Visits the worklist until it is empty.
    fn run_worklist(&mut self) -> Result<(), Diagnostic> {
        let lifo = self.config.order == WorklistOrder::Lifo;
        while let Some((point, id)) = if lifo { self.worklist.pop_back() } else { self.worklist.pop_front() } {
            if !self.take_queued(point, id) {
                continue;
            }
            self.with_analysis(id, |a, s| a.visit(s, point))?;
        }
        Ok(())
    }

    /// Runs `f` on analysis `id`, taken out of the solver meanwhile.
    fn with_analysis<R>(
        &mut self,
        id: AnalysisId,
        f: impl FnOnce(&mut (dyn DataFlowAnalysis + 'a), &mut DataFlowSolver<'a>) -> Result<R, Diagnostic>,
    ) -> Result<R, Diagnostic> {
        let mut analysis = self.analyses[id].take().expect("an analysis is not visited re-entrantly");
        self.current = id;
        let result = f(analysis.as_mut(), self);
        self.analyses[id] = Some(analysis);
        result
    }

    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    pub fn body(&self) -> &Body {
        self.body
    }

    /// The IR, for an analysis that simulates an op by folding it; it must
    /// restore what it changes.
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    pub fn config(&self) -> SolverConfig {
        self.config
    }

    /// The op the solver runs on.
    pub fn top(&self) -> OpId {
        self.top.expect("the solver has been initialized")
    }

    /// The analysis being initialized or visited.
    pub fn current_analysis(&self) -> AnalysisId {
        self.current
    }

    /// The state of type `T` at `anchor`, if one was created.
    pub fn lookup<T: Default + 'static>(&self, anchor: impl Into<LatticeAnchor>) -> Option<&T> {
        let store = self.stores.iter().find(|(t, _)| *t == TypeId::of::<T>())?;
        let store = store.1.downcast_ref::<Store<T>>().expect("stores are keyed by type");
        store.get(anchor.into()).map(|s| &s.state)
    }

    fn store<T: Default + 'static>(&mut self) -> &mut Store<T> {
        let ty = TypeId::of::<T>();
        let index = match self.stores.iter().position(|(t, _)| *t == ty) {
            Some(i) => i,
            None => {
                // Sized for the whole body only when the solver runs on its
                // root: a solver per function must not pay for the module.
                let at_root = self.top.is_some_and(|t| self.body.parent_op(t).is_none());
                let hint = if at_root { self.body.num_values() } else { 0 };
                self.stores.push((ty, Box::new(Store::<T>::new(hint))));
                self.stores.len() - 1
            }
        };
        self.stores[index].1.downcast_mut::<Store<T>>().expect("stores are keyed by type")
    }

    /// The states of type `T` at values, kept after the solver is gone
    /// (for a pass that reads them while it rewrites): moved, not copied.
    pub fn into_value_states<T: Default + 'static>(mut self) -> ValueStates<T> {
        let store = std::mem::replace(&mut self.store::<T>().values, KeyMap::new());
        ValueStates { slots: store }
    }

    /// A copy of the state of type `T` at `anchor`, making `dependent`
    /// (for the current analysis) depend on it (upstream's
    /// `getOrCreateFor`).
    pub fn read_for<T: Default + Clone + 'static>(
        &mut self,
        dependent: ProgramPoint,
        anchor: impl Into<LatticeAnchor>,
    ) -> T {
        let item = (dependent, self.current);
        let slot = self.store::<T>().get_or_create(anchor.into());
        // Most states have a dependent or two, and a point re-reads what
        // it read before: a short scan keeps the lists free of repeats;
        // a long list only skips an immediate repeat (a repeat costs one
        // needless visit, never a wrong answer).
        let known = if slot.dependents.len() <= 8 {
            slot.dependents.contains(&item)
        } else {
            slot.dependents.last() == Some(&item)
        };
        if !known {
            slot.dependents.push(item);
        }
        slot.state.clone()
    }

    /// A copy of the state of type `T` at `anchor`, without a dependency.
    pub fn read<T: Default + Clone + 'static>(&self, anchor: impl Into<LatticeAnchor>) -> T {
        self.lookup::<T>(anchor).cloned().unwrap_or_default()
    }

    /// Subscribes the current analysis to the state of type `T` at
    /// `anchor` (see the module doc).
    pub fn subscribe<T: Default + 'static>(&mut self, anchor: impl Into<LatticeAnchor>) {
        let id = self.current;
        let slot = self.store::<T>().get_or_create(anchor.into());
        slot.subscribe(id);
    }

    /// [`Self::subscribe_read`] of each of `values`, in order, appended
    /// to `out` (one store lookup for all).
    pub fn subscribe_read_all<T: Default + Clone + 'static>(
        &mut self,
        values: impl IntoIterator<Item = Value>,
        out: &mut impl Extend<T>,
    ) {
        let id = self.current;
        let store = self.store::<T>();
        out.extend(values.into_iter().map(|v| {
            let slot = store.get_or_create(LatticeAnchor::Value(v));
            slot.subscribe(id);
            slot.state.clone()
        }));
    }

    /// [`Self::subscribe`] and [`Self::read`] in one lookup.
    pub fn subscribe_read<T: Default + Clone + 'static>(&mut self, anchor: impl Into<LatticeAnchor>) -> T {
        let id = self.current;
        let slot = self.store::<T>().get_or_create(anchor.into());
        slot.subscribe(id);
        slot.state.clone()
    }

    /// Changes the state of type `T` at `anchor` through `f`; when `f`
    /// reports a change, the state's dependents and subscribers are
    /// enqueued (upstream's `propagateIfChanged`).
    pub fn update<T: Default + 'static>(
        &mut self,
        anchor: impl Into<LatticeAnchor>,
        f: impl FnOnce(&mut T) -> ChangeResult,
    ) -> ChangeResult {
        let anchor = anchor.into();
        let slot = self.store::<T>().get_or_create(anchor);
        let change = f(&mut slot.state);
        // Most states change before anyone reads them: nothing to enqueue.
        if change.changed() && !(slot.dependents.is_empty() && slot.subscribers.is_empty()) {
            // Lent out while enqueueing (which reads no state), then put back.
            let dependents = std::mem::take(&mut slot.dependents);
            let subscribers = std::mem::take(&mut slot.subscribers);
            for &(point, analysis) in &dependents {
                self.enqueue(point, analysis);
            }
            if !subscribers.is_empty() {
                self.enqueue_subscribers(anchor, &subscribers);
            }
            let slot = self.store::<T>().get_or_create(anchor);
            slot.dependents = dependents;
            slot.subscribers = subscribers;
        }
        change
    }

    fn enqueue_subscribers(&mut self, anchor: LatticeAnchor, subscribers: &[AnalysisId]) {
        let body = &*self.body;
        let mut points: SmallVec<[ProgramPoint; 8]> = SmallVec::new();
        match anchor {
            LatticeAnchor::Value(v) => points.extend(body.uses(v).iter().map(|u| ProgramPoint::AfterOp(u.op))),
            LatticeAnchor::Point(ProgramPoint::BlockStart(b)) => {
                points.push(ProgramPoint::BlockStart(b));
                points.extend(body.block_ops(b).map(ProgramPoint::AfterOp));
            }
            LatticeAnchor::Edge(_, to) => points.push(ProgramPoint::BlockStart(to)),
            LatticeAnchor::Point(ProgramPoint::AfterOp(_)) => {}
        }
        for &a in subscribers {
            for &p in &points {
                self.enqueue(p, a);
            }
        }
    }

    /// Clears the bit saying `point` is queued for `analysis`; returns
    /// whether it was set.
    fn take_queued(&mut self, point: ProgramPoint, analysis: AnalysisId) -> bool {
        let bits = match point {
            ProgramPoint::AfterOp(op) => self.queued_after.get_mut(op),
            ProgramPoint::BlockStart(b) => self.queued_starts.get_mut(b),
        };
        let bit = 1u64 << analysis;
        match bits {
            Some(bits) if *bits & bit != 0 => {
                *bits &= !bit;
                true
            }
            _ => false,
        }
    }

    /// The current analysis is visiting `point` outside the worklist (its
    /// initialization walk): a visit of the point queued before now is
    /// stale, as it would see nothing newer; a change after this visit
    /// queues the point again.
    pub fn visiting(&mut self, point: ProgramPoint) {
        self.take_queued(point, self.current);
    }

    /// Visits `point` with analysis `analysis` later (once, however often
    /// it is enqueued before the visit).
    pub fn enqueue(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        let bit = 1u64 << analysis;
        let bits = match point {
            ProgramPoint::AfterOp(op) => self.queued_after.get_or_insert_with(op, || 0),
            ProgramPoint::BlockStart(b) => self.queued_starts.get_or_insert_with(b, || 0),
        };
        if *bits & bit == 0 {
            *bits |= bit;
            self.worklist.push_back((point, analysis));
        }
    }
}
