//! Dense analyses (upstream's `DenseForwardDataFlowAnalysis` and
//! `DenseBackwardDataFlowAnalysis`): one lattice element per program point
//! (the start of each block, and right after each op), for facts about the
//! program's state rather than about one value (which stores happened,
//! what is initialized, what will be read).
//!
//! The state *before* an op is the one at the point after the previous op
//! of its block, or at the block's start for the first op.
//!
//! Forward ([`DenseForward`]): the state after an op is its transfer
//! function of the state before it; a block's start joins the states after
//! the terminators of its live predecessors; a region's entry joins the
//! states before its region op or after the terminators that branch to it
//! (dead code analysis' predecessors), and a region op's results point the
//! states before the terminators that leave to it; a callable's entry joins
//! the states before its known call sites, a call to it the states before
//! its returns. What the analysis cannot follow (the top op's entry, a
//! callable with unknown call sites, an unknown callee) starts from the
//! analysis' entry state, or goes through the transfer function.
//!
//! Backward ([`DenseBackward`]) mirrors it: the state before an op is the
//! transfer function of the state after it; after a branch, the join of its
//! live successors' starts; after a region terminator, the join of where it
//! may go (a region's start, the point after its region op); after a
//! callable's return, the join of the points after its known call sites,
//! else the exit state; before a region op, the join of the regions it may
//! enter (and the point after it, when it may skip them); before a call to
//! a known callable, the start of the callee.
//!
//! Invariant: every update joins, so states only move up; ops in dead
//! blocks are not visited.

use std::marker::PhantomData;

use smallvec::SmallVec;
use strata_ir::{
    call::resolve_callable, BlockId, CallOpInterface, CallableOpInterface, Diagnostic, OpId, RegionBranchOpInterface,
    RegionBranchPoint, RegionBranchTerminatorOpInterface, Traits,
};

use crate::dead_code::{in_live_block, Executable, PredecessorState};
use crate::solver::{ChangeResult, DataFlowAnalysis, DataFlowSolver, LatticeAnchor, ProgramPoint};

/// A lattice element of a dense analysis; its default is the bottom
/// (nothing known yet).
pub trait DenseLattice: Clone + Default + 'static {
    /// Moves `self` up to hold `other` too.
    fn join(&mut self, other: &Self) -> ChangeResult;
}

/// A dense forward analysis (see the module doc).
pub trait DenseForwardAnalysis: 'static {
    type Lattice: DenseLattice;
    /// The state where control comes from somewhere unknown.
    fn entry_state(&self) -> Self::Lattice;
    /// The state after `op` given the state before it.
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        before: &Self::Lattice,
    ) -> Result<Self::Lattice, Diagnostic>;
}

/// A dense backward analysis (see the module doc).
pub trait DenseBackwardAnalysis: 'static {
    type Lattice: DenseLattice;
    /// The state where control goes somewhere unknown.
    fn exit_state(&self) -> Self::Lattice;
    /// The state before `op` given the state after it.
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        after: &Self::Lattice,
    ) -> Result<Self::Lattice, Diagnostic>;
}

/// The point right before `op`: after the previous op, or the block start.
pub fn point_before(solver: &DataFlowSolver<'_>, op: OpId) -> Option<ProgramPoint> {
    let body = solver.body();
    match body.prev_op(op) {
        Some(prev) => Some(ProgramPoint::AfterOp(prev)),
        None => body.op_block(op).map(ProgramPoint::BlockStart),
    }
}

fn join_at<L: DenseLattice>(solver: &mut DataFlowSolver<'_>, point: ProgramPoint, state: &L) {
    solver.update::<L>(point, |l| l.join(state));
}

/// The ops of the tree under `top`, pre-order, with each block subscribed.
fn subscribe_walk(solver: &mut DataFlowSolver<'_>, top: OpId) -> Vec<OpId> {
    let ops = solver.body().collect_ops(top, strata_ir::WalkOrder::PreOrder);
    let blocks: Vec<BlockId> = ops
        .iter()
        .flat_map(|&o| solver.body().regions(o).iter().flat_map(|&r| solver.body().region_blocks(r)))
        .collect();
    for b in blocks {
        solver.subscribe::<Executable>(ProgramPoint::BlockStart(b));
    }
    ops
}

/// A [`DenseForwardAnalysis`] as a solver analysis.
pub struct DenseForward<A: DenseForwardAnalysis> {
    pub analysis: A,
    _lattice: PhantomData<A::Lattice>,
}

impl<A: DenseForwardAnalysis> DenseForward<A> {
    pub fn new(analysis: A) -> DenseForward<A> {
        DenseForward { analysis, _lattice: PhantomData }
    }

    /// The state before `op`, making `dependent` depend on it.
    fn before(&self, solver: &mut DataFlowSolver<'_>, dependent: ProgramPoint, op: OpId) -> A::Lattice {
        match point_before(solver, op) {
            Some(p) => solver.read_for::<A::Lattice>(dependent, p),
            None => self.analysis.entry_state(),
        }
    }

    fn visit_op(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) -> Result<(), Diagnostic> {
        if !in_live_block(solver, op) {
            return Ok(());
        }
        let after = ProgramPoint::AfterOp(op);
        let (ctx, body) = (solver.ctx(), solver.body());
        if RegionBranchOpInterface::of(ctx, body, op).is_some() {
            // The op's own edge to its results, and the terminators leaving
            // to them.
            let preds: PredecessorState = solver.read_for(after, after);
            for (pred, _) in preds.known() {
                let state = self.before(solver, after, *pred);
                join_at(solver, after, &state);
            }
            return Ok(());
        }
        let known_callee = CallOpInterface::of(ctx, body, op)
            .and_then(|_| resolve_callable(ctx, body, op))
            .is_some_and(|c| CallableOpInterface::region_of(ctx, body, c).is_some());
        let before = self.before(solver, after, op);
        if known_callee && solver.config().interprocedural {
            let returns: PredecessorState = solver.read_for(after, after);
            if returns.all_known() {
                for (ret, _) in returns.known() {
                    let state = self.before(solver, after, *ret);
                    join_at(solver, after, &state);
                }
                return Ok(());
            }
        }
        let state = self.analysis.visit_operation(solver, op, &before)?;
        join_at(solver, after, &state);
        Ok(())
    }

    fn visit_block(&mut self, solver: &mut DataFlowSolver<'_>, block: BlockId) {
        let start = ProgramPoint::BlockStart(block);
        if !solver.lookup::<Executable>(start).is_some_and(Executable::is_live) {
            return;
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        let region = body.block_region(block).expect("a block is in a region");
        if body.entry_block(region) == Some(block) {
            let parent = body.region_parent(region);
            match parent {
                Some(p) if CallableOpInterface::region_of(ctx, body, p) == Some(region) => {
                    let callsites: PredecessorState = solver.read_for(start, ProgramPoint::AfterOp(p));
                    if callsites.all_known() && solver.config().interprocedural && p != solver.top() {
                        for (call, _) in callsites.known() {
                            let state = self.before(solver, start, *call);
                            join_at(solver, start, &state);
                        }
                        return;
                    }
                }
                Some(p) if RegionBranchOpInterface::of(ctx, body, p).is_some() => {
                    let preds: PredecessorState = solver.read_for(start, start);
                    for (pred, _) in preds.known() {
                        let state = self.before(solver, start, *pred);
                        join_at(solver, start, &state);
                    }
                    return;
                }
                _ => {}
            }
            let state = self.analysis.entry_state();
            return join_at(solver, start, &state);
        }
        let preds: SmallVec<[OpId; 4]> = body.predecessors(block).iter().map(|u| u.op).collect();
        for pred in preds {
            let Some(from) = solver.body().op_block(pred) else { continue };
            let edge = LatticeAnchor::Edge(from, block);
            solver.subscribe::<Executable>(edge);
            if !solver.lookup::<Executable>(edge).is_some_and(Executable::is_live) {
                continue;
            }
            let state = solver.read_for::<A::Lattice>(start, ProgramPoint::AfterOp(pred));
            join_at(solver, start, &state);
        }
    }
}

impl<A: DenseForwardAnalysis> DataFlowAnalysis for DenseForward<A> {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic> {
        for op in subscribe_walk(solver, top) {
            let blocks: SmallVec<[BlockId; 2]> =
                solver.body().regions(op).iter().flat_map(|&r| solver.body().region_blocks(r)).collect();
            for b in blocks {
                self.visit_block(solver, b);
            }
            if op != top {
                self.visit_op(solver, op)?;
            }
        }
        Ok(())
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::AfterOp(op) => self.visit_op(solver, op),
            ProgramPoint::BlockStart(b) => {
                self.visit_block(solver, b);
                Ok(())
            }
        }
    }
}

/// A [`DenseBackwardAnalysis`] as a solver analysis. Its visits are keyed
/// by op: visiting `AfterOp(op)` recomputes the state before `op`.
pub struct DenseBackward<A: DenseBackwardAnalysis> {
    pub analysis: A,
    _lattice: PhantomData<A::Lattice>,
}

impl<A: DenseBackwardAnalysis> DenseBackward<A> {
    pub fn new(analysis: A) -> DenseBackward<A> {
        DenseBackward { analysis, _lattice: PhantomData }
    }

    /// The state right after `op`: the next op's before-state (stored at
    /// `AfterOp(op)`), or for a terminator, the join of where it goes.
    fn after(&self, solver: &mut DataFlowSolver<'_>, op: OpId) -> A::Lattice {
        let point = ProgramPoint::AfterOp(op);
        let (ctx, body) = (solver.ctx(), solver.body());
        let is_last = body.op_block(op).is_some_and(|b| body.last_op(b) == Some(op));
        let terminator = ctx.op_info(body.op_name(op)).is_none_or(|i| i.has_trait(Traits::IS_TERMINATOR));
        if !is_last || !terminator {
            return solver.read_for::<A::Lattice>(point, point);
        }
        let mut state = A::Lattice::default();
        if body.num_successors(op) > 0 {
            let from = body.op_block(op).expect("a terminator is in a block");
            let successors: SmallVec<[BlockId; 2]> = body.successors(op).collect();
            for to in successors {
                let edge = LatticeAnchor::Edge(from, to);
                if !solver.read_for::<Executable>(point, edge).is_live() {
                    continue;
                }
                state.join(&solver.read_for::<A::Lattice>(point, ProgramPoint::BlockStart(to)));
            }
            return state;
        }
        let Some(parent) = body.parent_op(op) else { return self.analysis.exit_state() };
        if let Some(iface) = RegionBranchOpInterface::of(ctx, body, parent) {
            if RegionBranchTerminatorOpInterface::of(ctx, body, op).is_some() {
                let successors = (iface.successor_regions)(ctx, body, parent, RegionBranchPoint::Terminator(op));
                for successor in successors {
                    let target = match successor.region {
                        Some(i) => {
                            match solver.body().regions(parent).get(i).and_then(|&r| solver.body().entry_block(r)) {
                                Some(b) => ProgramPoint::BlockStart(b),
                                None => continue,
                            }
                        }
                        None => ProgramPoint::AfterOp(parent),
                    };
                    state.join(&solver.read_for::<A::Lattice>(point, target));
                }
                return state;
            }
        }
        let return_like = ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::RETURN_LIKE));
        if return_like && CallableOpInterface::of(ctx, body, parent).is_some() && solver.config().interprocedural {
            let callsites: PredecessorState = solver.read_for(point, ProgramPoint::AfterOp(parent));
            if callsites.all_known() && parent != solver.top() {
                for (call, _) in callsites.known() {
                    state.join(&solver.read_for::<A::Lattice>(point, ProgramPoint::AfterOp(*call)));
                }
                return state;
            }
        }
        self.analysis.exit_state()
    }

    fn visit_op(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) -> Result<(), Diagnostic> {
        if !in_live_block(solver, op) {
            return Ok(());
        }
        let Some(before) = point_before(solver, op) else { return Ok(()) };
        let point = ProgramPoint::AfterOp(op);
        let (ctx, body) = (solver.ctx(), solver.body());
        if let Some(iface) = RegionBranchOpInterface::of(ctx, body, op) {
            let successors = (iface.successor_regions)(ctx, body, op, RegionBranchPoint::Parent);
            let mut state = A::Lattice::default();
            for successor in successors {
                let target = match successor.region {
                    Some(i) => match solver.body().regions(op).get(i).and_then(|&r| solver.body().entry_block(r)) {
                        Some(b) => ProgramPoint::BlockStart(b),
                        None => continue,
                    },
                    None => point,
                };
                state.join(&solver.read_for::<A::Lattice>(point, target));
            }
            join_at(solver, before, &state);
            return Ok(());
        }
        let callee = CallOpInterface::of(ctx, body, op)
            .and_then(|_| resolve_callable(ctx, body, op))
            .and_then(|c| CallableOpInterface::region_of(ctx, body, c))
            .and_then(|r| body.entry_block(r));
        if let Some(entry) = callee.filter(|_| solver.config().interprocedural) {
            let state = solver.read_for::<A::Lattice>(point, ProgramPoint::BlockStart(entry));
            join_at(solver, before, &state);
            return Ok(());
        }
        let after = self.after(solver, op);
        let state = self.analysis.visit_operation(solver, op, &after)?;
        join_at(solver, before, &state);
        Ok(())
    }
}

impl<A: DenseBackwardAnalysis> DataFlowAnalysis for DenseBackward<A> {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic> {
        let mut ops = subscribe_walk(solver, top);
        // Last to first: most facts flow within the walk.
        ops.reverse();
        for op in ops {
            if op != top {
                self.visit_op(solver, op)?;
            }
        }
        Ok(())
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::AfterOp(op) => self.visit_op(solver, op),
            // A block start changed: the branches into it see it through
            // their dependencies.
            ProgramPoint::BlockStart(_) => Ok(()),
        }
    }
}
