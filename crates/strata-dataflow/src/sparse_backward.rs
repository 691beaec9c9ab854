//! Sparse backward analyses (upstream's `SparseBackwardDataFlowAnalysis`):
//! a lattice per SSA value, computed from the lattices of the values it
//! flows into (its users' results, the successor arguments and region
//! inputs it is forwarded to, the call results a return provides).
//!
//! An author implements [`SparseBackwardAnalysis`]: the lattice, its exit
//! state (what a value whose uses are not all known holds), the transfer
//! function of an op from its results to its operands, and what the
//! operands no control flow forwards hold (a branch's condition, a call's
//! callee); [`SparseBackward`] wraps it into a solver analysis:
//! - a branch's forwarded operands join the successor arguments they
//!   become (`BranchOpInterface`);
//! - a region op's operands and its region terminators' operands join the
//!   region inputs or results they flow to (`RegionBranchOpInterface`);
//!   region arguments no edge provides go through
//!   [`SparseBackwardAnalysis::visit_non_control_flow_arguments`];
//! - a call's arguments join the callee's entry arguments
//!   (`CallOpInterface`), and a callable's return joins the results of
//!   every known call site, or gets the exit state when they are not all
//!   known (a public function's returns);
//! - any other op goes through the transfer function.
//!
//! Ops in dead blocks (dead code analysis) are not visited. Invariant:
//! every update joins, so a lattice only moves up (upstream calls it
//! `meet`, the lattice being upside down).

use std::marker::PhantomData;

use smallvec::SmallVec;
use strata_ir::{
    call::resolve_callable, Body, BranchOpInterface, CallOpInterface, CallableOpInterface, Context, Diagnostic, OpId,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, Traits, Value,
};

use crate::dead_code::{in_live_block, Executable, PredecessorState};
use crate::solver::{DataFlowAnalysis, DataFlowSolver, ProgramPoint};
use crate::sparse::{join_lattice, SparseLattice};

/// A sparse backward analysis (see the module doc).
pub trait SparseBackwardAnalysis: 'static {
    type Lattice: SparseLattice;

    /// The state of a value flowing somewhere unknown (upstream's
    /// `setToExitState`), joined into its lattice.
    fn exit_state(&self, ctx: &Context, body: &Body, value: Value) -> Self::Lattice;

    /// The transfer function of `op` given its results' lattices: the
    /// states joined into its operands, one per operand, or `None`.
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        results: &[Self::Lattice],
    ) -> Result<Option<Vec<Self::Lattice>>, Diagnostic>;

    /// The state joined into operand `index` of `op` (a branch, region op
    /// or region terminator) that no control flow forwards, such as a
    /// condition (upstream's `visitBranchOperand`).
    fn visit_branch_operand(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId, index: usize) -> Self::Lattice;

    /// The state joined into operand `index` of a call that is not passed
    /// as an argument, such as the callee (upstream's `visitCallOperand`).
    fn visit_call_operand(&mut self, solver: &mut DataFlowSolver<'_>, call: OpId, index: usize) -> Self::Lattice;

    /// The states joined into the arguments `args` of region `region` of
    /// `op` that no control-flow edge provides (induction variables):
    /// (index into `args`, state) pairs; nothing by default.
    fn visit_non_control_flow_arguments(
        &mut self,
        _solver: &mut DataFlowSolver<'_>,
        _op: OpId,
        _region: usize,
        _args: &[Value],
    ) -> Vec<(usize, Self::Lattice)> {
        Vec::new()
    }

    /// Values used outside the analysis, which get the exit state before
    /// anything runs (none by default).
    fn exit_values(&self, _solver: &DataFlowSolver<'_>, _top: OpId) -> Vec<Value> {
        Vec::new()
    }

    /// The operands of a call to a callee outside the analysis (upstream's
    /// `visitExternalCall`): each through `visit_call_operand` by default.
    fn visit_external_call(&mut self, solver: &mut DataFlowSolver<'_>, call: OpId) -> Vec<Self::Lattice> {
        (0..solver.body().num_operands(call)).map(|i| self.visit_call_operand(solver, call, i)).collect()
    }
}

/// A [`SparseBackwardAnalysis`] as a solver analysis.
pub struct SparseBackward<A: SparseBackwardAnalysis> {
    pub analysis: A,
    _lattice: PhantomData<A::Lattice>,
}

impl<A: SparseBackwardAnalysis> SparseBackward<A> {
    pub fn new(analysis: A) -> SparseBackward<A> {
        SparseBackward { analysis, _lattice: PhantomData }
    }

    fn join(solver: &mut DataFlowSolver<'_>, value: Value, state: &A::Lattice) {
        join_lattice(solver, value, state);
    }

    fn set_to_exit_state(&self, solver: &mut DataFlowSolver<'_>, values: &[Value]) {
        for &v in values {
            let state = self.analysis.exit_state(solver.ctx(), solver.body(), v);
            Self::join(solver, v, &state);
        }
    }

    /// Joins into operand `operand` of `owner` the lattice of `target`,
    /// making `owner` depend on it.
    fn flow(solver: &mut DataFlowSolver<'_>, owner: OpId, operand: usize, target: Value) {
        let state = solver.read_for::<A::Lattice>(ProgramPoint::AfterOp(owner), target);
        let v = solver.body().operand(owner, operand);
        Self::join(solver, v, &state);
    }

    fn visit_operation(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) -> Result<(), Diagnostic> {
        if !in_live_block(solver, op) {
            return Ok(());
        }
        let results: SmallVec<[Value; 2]> = solver.body().results(op).iter().copied().collect();
        let mut result_states: SmallVec<[A::Lattice; 2]> = SmallVec::with_capacity(results.len());
        for &r in &results {
            result_states.push(solver.read_for::<A::Lattice>(ProgramPoint::AfterOp(op), r));
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        let num_operands = body.num_operands(op);
        if let Some(iface) = RegionBranchOpInterface::of(ctx, body, op) {
            self.visit_region_successors(solver, op, iface);
            return Ok(());
        }
        if let Some(iface) = BranchOpInterface::of(ctx, body, op) {
            let ranges = (iface.successor_operands)(ctx, body, op);
            let produced = (iface.produced_operand_counts)(ctx, body, op);
            let mut accounted = vec![false; num_operands];
            let successors: SmallVec<[strata_ir::BlockId; 2]> = body.successors(op).collect();
            for (s, range) in ranges.iter().enumerate() {
                let Some(&block) = successors.get(s) else { continue };
                let skip = produced.get(s).copied().unwrap_or(0);
                let args: SmallVec<[Value; 4]> = solver.body().block_args(block).iter().copied().collect();
                for (j, k) in range.clone().enumerate() {
                    accounted[k] = true;
                    if let Some(&arg) = args.get(skip + j) {
                        Self::flow(solver, op, k, arg);
                    }
                }
            }
            self.visit_unaccounted_branch_operands(solver, op, &accounted);
            return Ok(());
        }
        if CallOpInterface::of(ctx, body, op).is_some() {
            if let Some(callable) =
                resolve_callable(ctx, body, op).filter(|&c| CallableOpInterface::of(ctx, body, c).is_some())
            {
                self.visit_call(solver, op, callable);
                return Ok(());
            }
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        if let Some(parent) = body.parent_op(op) {
            if RegionBranchTerminatorOpInterface::of(ctx, body, op).is_some()
                && RegionBranchOpInterface::of(ctx, body, parent).is_some()
            {
                self.visit_region_successors_from_terminator(solver, op, parent);
                return Ok(());
            }
            let return_like = ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::RETURN_LIKE));
            if return_like && CallableOpInterface::of(ctx, body, parent).is_some() {
                self.visit_callable_return(solver, op, parent);
                return Ok(());
            }
        }
        if let Some(states) = self.analysis.visit_operation(solver, op, &result_states)? {
            let operands: SmallVec<[Value; 4]> = solver.body().operands(op).collect();
            for (&v, state) in operands.iter().zip(&states) {
                Self::join(solver, v, state);
            }
        }
        Ok(())
    }

    fn visit_unaccounted_branch_operands(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId, accounted: &[bool]) {
        for (k, _) in accounted.iter().enumerate().filter(|(_, &a)| !a) {
            let state = self.analysis.visit_branch_operand(solver, op, k);
            let v = solver.body().operand(op, k);
            Self::join(solver, v, &state);
        }
    }

    fn visit_call(&mut self, solver: &mut DataFlowSolver<'_>, call: OpId, callable: OpId) {
        let (ctx, body) = (solver.ctx(), solver.body());
        let entry = CallableOpInterface::region_of(ctx, body, callable).and_then(|r| body.entry_block(r));
        let operands: SmallVec<[Value; 4]> = body.operands(call).collect();
        let Some(entry) = entry.filter(|_| solver.config().interprocedural) else {
            let states = self.analysis.visit_external_call(solver, call);
            for (&v, state) in operands.iter().zip(&states) {
                Self::join(solver, v, state);
            }
            return;
        };
        let iface = CallOpInterface::of(ctx, body, call).expect("a call");
        let range = (iface.arg_operands)(ctx, body, call);
        let args: SmallVec<[Value; 4]> = body.block_args(entry).iter().copied().collect();
        let mut accounted = vec![false; operands.len()];
        for (k, &arg) in range.clone().zip(&args) {
            if k < operands.len() {
                accounted[k] = true;
                Self::flow(solver, call, k, arg);
            }
        }
        for (k, _) in accounted.iter().enumerate().filter(|(_, &a)| !a) {
            let state = self.analysis.visit_call_operand(solver, call, k);
            Self::join(solver, operands[k], &state);
        }
    }

    fn visit_callable_return(&mut self, solver: &mut DataFlowSolver<'_>, ret: OpId, callable: OpId) {
        let callsites: PredecessorState = solver.read_for(ProgramPoint::AfterOp(ret), ProgramPoint::AfterOp(callable));
        let operands: SmallVec<[Value; 4]> = solver.body().operands(ret).collect();
        if !callsites.all_known() {
            return self.set_to_exit_state(solver, &operands);
        }
        for (call, _) in callsites.known() {
            let results: SmallVec<[Value; 4]> = solver.body().results(*call).iter().copied().collect();
            for (k, &r) in results.iter().enumerate().take(operands.len()) {
                Self::flow(solver, ret, k, r);
            }
        }
    }

    fn visit_region_successors(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId, iface: &RegionBranchOpInterface) {
        let (ctx, body) = (solver.ctx(), solver.body());
        let mut accounted = vec![false; body.num_operands(op)];
        let successors = (iface.successor_regions)(ctx, body, op, RegionBranchPoint::Parent);
        for successor in &successors {
            let range = (iface.entry_successor_operands)(ctx, solver.body(), op, successor);
            let inputs: SmallVec<[Value; 4]> = successor.input_values(solver.body(), op).iter().copied().collect();
            for (k, &input) in range.zip(&inputs) {
                if k < accounted.len() {
                    accounted[k] = true;
                    Self::flow(solver, op, k, input);
                }
            }
        }
        let entries = iface.entry_successors_for(solver.ctx(), solver.body(), op, &vec![None; accounted.len()]);
        for successor in entries {
            let Some(region) = successor.region else { continue };
            let body = solver.body();
            let Some(entry) = body.regions(op).get(region).and_then(|&r| body.entry_block(r)) else { continue };
            let args: SmallVec<[Value; 4]> = body
                .block_args(entry)
                .iter()
                .enumerate()
                .filter(|(i, _)| !successor.inputs.contains(i))
                .map(|(_, &a)| a)
                .collect();
            for (i, state) in self.analysis.visit_non_control_flow_arguments(solver, op, region, &args) {
                Self::join(solver, args[i], &state);
            }
        }
        self.visit_unaccounted_branch_operands(solver, op, &accounted);
    }

    fn visit_region_successors_from_terminator(&mut self, solver: &mut DataFlowSolver<'_>, term: OpId, branch: OpId) {
        let (ctx, body) = (solver.ctx(), solver.body());
        let Some(iface) = RegionBranchOpInterface::of(ctx, body, branch) else { return };
        let mut accounted = vec![false; body.num_operands(term)];
        let successors = (iface.successor_regions)(ctx, body, branch, RegionBranchPoint::Terminator(term));
        for successor in &successors {
            let body = solver.body();
            let Some(operands) =
                iface.successor_operands(ctx, body, branch, RegionBranchPoint::Terminator(term), successor)
            else {
                continue;
            };
            let inputs: SmallVec<[Value; 4]> = successor.input_values(body, branch).iter().copied().collect();
            for (k, &input) in operands.operands.zip(&inputs) {
                accounted[k] = true;
                Self::flow(solver, term, k, input);
            }
        }
        self.visit_unaccounted_branch_operands(solver, term, &accounted);
    }
}

impl<A: SparseBackwardAnalysis> DataFlowAnalysis for SparseBackward<A> {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic> {
        let exits = self.analysis.exit_values(solver, top);
        self.set_to_exit_state(solver, &exits);
        // An op, then each block of its, ops last to first, so much
        // propagates during the walk.
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            solver.visiting(ProgramPoint::AfterOp(op));
            self.visit_operation(solver, op)?;
            let body = solver.body();
            let blocks: SmallVec<[strata_ir::BlockId; 2]> =
                body.regions(op).iter().flat_map(|&r| body.region_blocks(r)).collect();
            // Pushed last block first and each block's ops in order, so
            // they pop block by block, each block last op first.
            for &b in blocks.iter().rev() {
                solver.subscribe::<Executable>(ProgramPoint::BlockStart(b));
                stack.extend(solver.body().block_ops(b));
            }
        }
        Ok(())
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::AfterOp(op) => self.visit_operation(solver, op),
            // Block edges are handled at the branches.
            ProgramPoint::BlockStart(_) => Ok(()),
        }
    }
}
