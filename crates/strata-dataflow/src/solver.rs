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
//! so the fixpoint is unique and independent of the worklist order; the
//! worklist is FIFO and holds each (point, analysis) pair at most once, so
//! a visit always sees the newest states; nothing recurses over the IR.
//! The IR is not changed while the solver runs (an analysis that folds an
//! op to simulate it restores it).

use std::any::{Any, TypeId};
use std::collections::VecDeque;

use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, Diagnostic, FxHashMap, FxHashSet, OpId, Value};

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

/// An analysis the solver runs (upstream's `DataFlowAnalysis`).
pub trait DataFlowAnalysis {
    /// Seeds the analysis on `top` and the ops nested in it.
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic>;
    /// Recomputes what the analysis derives at `point`.
    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic>;
}

/// How the solver treats calls (upstream's `DataFlowConfig`).
#[derive(Copy, Clone, Debug)]
pub struct SolverConfig {
    /// Follow calls into callables whose call sites are all known;
    /// otherwise every call is to an unknown function.
    pub interprocedural: bool,
}

impl Default for SolverConfig {
    fn default() -> SolverConfig {
        SolverConfig { interprocedural: true }
    }
}

struct Slot {
    state: Box<dyn Any>,
    /// Visited again when the state changes.
    dependents: Vec<(ProgramPoint, AnalysisId)>,
    /// Analyses subscribed to the state's anchor (see the module doc).
    subscribers: SmallVec<[AnalysisId; 2]>,
}

/// Runs analyses over one op tree to a fixpoint (see the module doc).
pub struct DataFlowSolver<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    config: SolverConfig,
    analyses: Vec<Option<Box<dyn DataFlowAnalysis + 'a>>>,
    states: FxHashMap<(LatticeAnchor, TypeId), Slot>,
    worklist: VecDeque<(ProgramPoint, AnalysisId)>,
    queued: FxHashSet<(ProgramPoint, AnalysisId)>,
    dependencies: FxHashSet<(LatticeAnchor, TypeId, ProgramPoint, AnalysisId)>,
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
            states: FxHashMap::default(),
            worklist: VecDeque::new(),
            queued: FxHashSet::default(),
            dependencies: FxHashSet::default(),
            current: 0,
            top: None,
        }
    }

    /// Adds an analysis; analyses are initialized in load order.
    pub fn load(&mut self, analysis: impl DataFlowAnalysis + 'a) -> AnalysisId {
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
        while let Some(item) = self.worklist.pop_front() {
            self.queued.remove(&item);
            let (point, id) = item;
            self.with_analysis(id, |a, s| a.visit(s, point))?;
        }
        Ok(())
    }

    /// Runs `f` on analysis `id`, taken out of the solver meanwhile.
    fn with_analysis(
        &mut self,
        id: AnalysisId,
        f: impl FnOnce(&mut (dyn DataFlowAnalysis + 'a), &mut DataFlowSolver<'a>) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
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
        self.states.get(&(anchor.into(), TypeId::of::<T>())).and_then(|s| s.state.downcast_ref::<T>())
    }

    fn slot<T: Default + 'static>(&mut self, anchor: LatticeAnchor) -> &mut Slot {
        self.states.entry((anchor, TypeId::of::<T>())).or_insert_with(|| Slot {
            state: Box::new(T::default()),
            dependents: Vec::new(),
            subscribers: SmallVec::new(),
        })
    }

    /// A copy of the state of type `T` at `anchor`, making `dependent`
    /// (for the current analysis) depend on it (upstream's
    /// `getOrCreateFor`).
    pub fn read_for<T: Default + Clone + 'static>(
        &mut self,
        dependent: ProgramPoint,
        anchor: impl Into<LatticeAnchor>,
    ) -> T {
        let anchor = anchor.into();
        let item = (dependent, self.current);
        // A set beside the lists: a value read by many points must not cost
        // a scan of its dependents per read.
        let fresh = self.dependencies.insert((anchor, TypeId::of::<T>(), dependent, self.current));
        let slot = self.slot::<T>(anchor);
        if fresh {
            slot.dependents.push(item);
        }
        slot.state.downcast_ref::<T>().expect("slots are keyed by type").clone()
    }

    /// A copy of the state of type `T` at `anchor`, without a dependency.
    pub fn read<T: Default + Clone + 'static>(&self, anchor: impl Into<LatticeAnchor>) -> T {
        self.lookup::<T>(anchor).cloned().unwrap_or_default()
    }

    /// Subscribes the current analysis to the state of type `T` at
    /// `anchor` (see the module doc).
    pub fn subscribe<T: Default + 'static>(&mut self, anchor: impl Into<LatticeAnchor>) {
        let id = self.current;
        let slot = self.slot::<T>(anchor.into());
        if !slot.subscribers.contains(&id) {
            slot.subscribers.push(id);
        }
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
        let slot = self.slot::<T>(anchor);
        let change = f(slot.state.downcast_mut::<T>().expect("slots are keyed by type"));
        if change.changed() {
            self.on_update(anchor, TypeId::of::<T>());
        }
        change
    }

    fn on_update(&mut self, anchor: LatticeAnchor, ty: TypeId) {
        let slot = &self.states[&(anchor, ty)];
        let mut items: Vec<(ProgramPoint, AnalysisId)> = slot.dependents.clone();
        let subscribers = slot.subscribers.clone();
        if !subscribers.is_empty() {
            let body = &*self.body;
            let mut points: Vec<ProgramPoint> = Vec::new();
            match anchor {
                LatticeAnchor::Value(v) => points.extend(body.uses(v).iter().map(|u| ProgramPoint::AfterOp(u.op))),
                LatticeAnchor::Point(ProgramPoint::BlockStart(b)) => {
                    points.push(ProgramPoint::BlockStart(b));
                    points.extend(body.block_ops(b).map(ProgramPoint::AfterOp));
                }
                LatticeAnchor::Edge(_, to) => points.push(ProgramPoint::BlockStart(to)),
                LatticeAnchor::Point(ProgramPoint::AfterOp(_)) => {}
            }
            for &a in &subscribers {
                items.extend(points.iter().map(|&p| (p, a)));
            }
        }
        for item in items {
            self.enqueue(item.0, item.1);
        }
    }

    /// Visits `point` with analysis `analysis` later (once, however often
    /// it is enqueued before the visit).
    pub fn enqueue(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        if self.queued.insert((point, analysis)) {
            self.worklist.push_back((point, analysis));
        }
    }
}
