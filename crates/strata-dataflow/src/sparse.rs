//! Sparse forward analyses (upstream's `SparseForwardDataFlowAnalysis`):
//! a lattice per SSA value, computed from the lattices of the values that
//! flow into it.
//!
//! An author implements [`SparseForwardAnalysis`]: the lattice, its entry
//! state (what a value nothing is known about holds) and the transfer
//! function of an op; [`SparseForward`] wraps it into a solver analysis
//! that handles control flow through the interfaces:
//! - block arguments join the operands forwarded along live CFG edges
//!   (`BranchOpInterface`; arguments a branch produces itself, and all
//!   arguments reached from other terminators, get the entry state);
//! - region entry arguments and region op results join what their
//!   predecessors (found by [`crate::DeadCodeAnalysis`]) forward
//!   (`RegionBranchOpInterface`); values no edge provides (induction
//!   variables) go through [`SparseForwardAnalysis::visit_non_control_flow_arguments`];
//! - callable arguments join the arguments of every known call site, call
//!   results the operands of every return (`CallOpInterface`,
//!   `CallableOpInterface`), or get the entry state when call sites or
//!   returns are not all known;
//! - anything else (arguments of ops without these interfaces, ops in
//!   regions of unknown ops) gets the entry state.
//!
//! Ops in dead blocks are not visited, so their results stay
//! uninitialized. Invariant: every update joins, so a lattice only moves up.

use smallvec::SmallVec;
use std::ops::Range;

use strata_ir::{
    call::resolve_callable, BlockId, Body, BranchOpInterface, CallOpInterface, CallableOpInterface, Context,
    Diagnostic, OpId, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor, Value,
};

use crate::dead_code::{in_live_block, Executable, PredecessorState};
use crate::solver::{ChangeResult, DataFlowAnalysis, DataFlowSolver, InitPart, LatticeAnchor, ProgramPoint, RootInit};

/// A lattice element of a sparse analysis (upstream's `Lattice<ValueT>`):
/// its default is uninitialized (nothing known yet, the bottom).
pub trait SparseLattice: Clone + Default + 'static {
    /// Moves `self` up to hold `other` too (upstream's `join`).
    fn join(&mut self, other: &Self) -> ChangeResult;
    fn is_uninitialized(&self) -> bool;
    /// Called after the element of `value` changed (upstream's
    /// `onUpdate` override): a lattice may update other states from it,
    /// as integer ranges update the constant of a value. It reads the new
    /// element from the solver (not passed in: that would be a copy per
    /// change).
    fn on_update(_solver: &mut DataFlowSolver<'_>, _value: Value) {}
    /// Whether [`Self::on_update`] does anything (a lattice without it
    /// saves a lookup per change).
    const HAS_ON_UPDATE: bool = false;
}

/// Joins `state` into the lattice of `value`, running the lattice's
/// `on_update` when it changed (what both sparse directions do).
pub(crate) fn join_lattice<L: SparseLattice>(solver: &mut DataFlowSolver<'_>, value: Value, state: &L) {
    if solver.update::<L>(value, |l| l.join(state)).changed() && L::HAS_ON_UPDATE {
        L::on_update(solver, value);
    }
}

/// A sparse forward analysis (see the module doc).
pub trait SparseForwardAnalysis: 'static {
    type Lattice: SparseLattice;

    /// The state of a value nothing is known about (upstream's
    /// `setToEntryState`), joined into its lattice.
    fn entry_state(&self, ctx: &Context, body: &Body, value: Value) -> Self::Lattice;

    /// The transfer function of `op` (not a call and no region-branch op)
    /// given its operands' lattices: the states joined into its results,
    /// one per result, or `None` to leave them as they are.
    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        operands: &[Self::Lattice],
    ) -> Result<Option<Vec<Self::Lattice>>, Diagnostic>;

    /// The results of a call to a callee outside the analysis (upstream's
    /// `visitExternalCall`): entry states by default.
    fn visit_external_call(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        call: OpId,
        _operands: &[Self::Lattice],
    ) -> Vec<Self::Lattice> {
        let (ctx, body) = (solver.ctx(), solver.body());
        body.results(call).iter().map(|&r| self.entry_state(ctx, body, r)).collect()
    }

    /// The states of `values` (arguments of region `region` of `op`, or
    /// `op`'s results for `None`) that no control-flow edge provides: all
    /// but `inputs` (upstream's `visitNonControlFlowArguments`). Returns
    /// (index into `values`, state) pairs to join; entry states by default.
    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        _op: OpId,
        _region: Option<usize>,
        values: &[Value],
        inputs: Range<usize>,
    ) -> Vec<(usize, Self::Lattice)> {
        let (ctx, body) = (solver.ctx(), solver.body());
        (0..values.len()).filter(|i| !inputs.contains(i)).map(|i| (i, self.entry_state(ctx, body, values[i]))).collect()
    }
}

/// How a sparse analysis visits ops of one name: which control-flow
/// interface, if any, routes their results.
#[derive(Copy, Clone, PartialEq, Eq)]
enum OpKind {
    RegionBranch,
    Call,
    Plain,
}

/// A [`SparseForwardAnalysis`] as a solver analysis.
pub struct SparseForward<A: SparseForwardAnalysis> {
    pub analysis: A,
    /// By op name ([`strata_ir::OpName::index`]): every op is visited at
    /// least once, and the interfaces of its name never change. `None`:
    /// not looked up yet.
    kinds: Vec<Option<OpKind>>,
    /// The block of the last op found in a live block: ops are mostly
    /// visited block by block, and a live block never turns dead.
    live_block: Option<BlockId>,
    /// The operands' elements of the op being visited, kept between
    /// visits: a lattice element can be large (an integer range is 104
    /// bytes), so a vector reused beats an inline array built per visit.
    operands: Vec<A::Lattice>,
}

impl<A: SparseForwardAnalysis> SparseForward<A> {
    pub fn new(analysis: A) -> SparseForward<A> {
        SparseForward { analysis, kinds: Vec::new(), live_block: None, operands: Vec::new() }
    }

    /// [`in_live_block`], remembering the last live block.
    fn in_live_block(&mut self, solver: &DataFlowSolver<'_>, op: OpId) -> bool {
        let block = solver.body().op_block(op);
        if block.is_some() && block == self.live_block {
            return true;
        }
        let live = in_live_block(solver, op);
        if live && block.is_some() {
            self.live_block = block;
        }
        live
    }

    fn kind(&mut self, ctx: &Context, name: strata_ir::OpName) -> OpKind {
        let i = name.index();
        if let Some(&Some(k)) = self.kinds.get(i) {
            return k;
        }
        let info = ctx.op_info(name);
        let kind = if info.is_some_and(|i| i.interface::<RegionBranchOpInterface>().is_some()) {
            OpKind::RegionBranch
        } else if info.is_some_and(|i| i.interface::<CallOpInterface>().is_some()) {
            OpKind::Call
        } else {
            OpKind::Plain
        };
        if self.kinds.len() <= i {
            self.kinds.resize(i + 1, None);
        }
        self.kinds[i] = Some(kind);
        kind
    }

    fn join(solver: &mut DataFlowSolver<'_>, value: Value, state: &A::Lattice) {
        join_lattice(solver, value, state);
    }

    fn set_to_entry_state(&self, solver: &mut DataFlowSolver<'_>, values: &[Value]) {
        for &v in values {
            let state = self.analysis.entry_state(solver.ctx(), solver.body(), v);
            Self::join(solver, v, &state);
        }
    }

    /// The lattice of `value`, making `point` depend on it.
    fn lattice_for(solver: &mut DataFlowSolver<'_>, point: ProgramPoint, value: Value) -> A::Lattice {
        solver.read_for::<A::Lattice>(point, value)
    }

    fn visit_operation(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) -> Result<(), Diagnostic> {
        let (ctx, body) = (solver.ctx(), solver.body());
        if body.num_results(op) == 0 || !self.in_live_block(solver, op) {
            return Ok(());
        }
        // Inline storage: every op with results is visited at least once.
        let results: SmallVec<[Value; 2]> = body.results(op).iter().copied().collect();
        let kind = self.kind(ctx, body.op_name(op));
        if kind == OpKind::RegionBranch {
            self.visit_region_successors(solver, ProgramPoint::AfterOp(op), op, None, &results);
            return Ok(());
        }
        let operand_values: SmallVec<[Value; 4]> = body.operands(op).collect();
        // Taken for the visit (`self` is borrowed mutably meanwhile), put
        // back emptied.
        let mut operands = std::mem::take(&mut self.operands);
        solver.subscribe_read_all::<A::Lattice>(operand_values, &mut operands);
        let visited = self.visit_with_operands(solver, op, kind, &operands, &results);
        operands.clear();
        self.operands = operands;
        visited
    }

    /// The rest of [`Self::visit_operation`] once the operands' elements
    /// are read.
    fn visit_with_operands(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        kind: OpKind,
        operands: &[A::Lattice],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        if kind == OpKind::Call {
            self.visit_call_operation(solver, op, operands, results);
            return Ok(());
        }
        if let Some(states) = self.analysis.visit_operation(solver, op, operands)? {
            for (&r, state) in results.iter().zip(&states) {
                Self::join(solver, r, state);
            }
        }
        Ok(())
    }

    fn visit_call_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        call: OpId,
        operands: &[A::Lattice],
        results: &[Value],
    ) {
        let (ctx, body) = (solver.ctx(), solver.body());
        let callable = resolve_callable(ctx, body, call);
        let declaration = callable.is_some_and(|c| {
            CallableOpInterface::of(ctx, body, c).is_some_and(|i| (i.callable_region)(ctx, body, c).is_none())
        });
        if !solver.config().interprocedural || declaration {
            let states = self.analysis.visit_external_call(solver, call, operands);
            for (&r, state) in results.iter().zip(&states) {
                Self::join(solver, r, state);
            }
            return;
        }
        let after = ProgramPoint::AfterOp(call);
        let returns: PredecessorState = solver.read_for(after, after);
        if !returns.all_known() {
            return self.set_to_entry_state(solver, results);
        }
        for (ret, _) in returns.known() {
            let forwarded: Vec<Value> = solver.body().operands(*ret).collect();
            for (&v, &r) in forwarded.iter().zip(results) {
                let state = Self::lattice_for(solver, after, v);
                Self::join(solver, r, &state);
            }
        }
    }

    fn visit_block(&mut self, solver: &mut DataFlowSolver<'_>, block: BlockId) {
        let (ctx, body) = (solver.ctx(), solver.body());
        if body.block_args(block).is_empty() {
            return;
        }
        if !solver.lookup::<Executable>(ProgramPoint::BlockStart(block)).is_some_and(Executable::is_live) {
            return;
        }
        let args: Vec<Value> = body.block_args(block).to_vec();
        let region = body.block_region(block).expect("a block with arguments is in a region");
        if body.entry_block(region) == Some(block) {
            let Some(parent) = body.region_parent(region) else { return self.set_to_entry_state(solver, &args) };
            if CallableOpInterface::region_of(ctx, body, parent) == Some(region) {
                return self.visit_callable_operation(solver, parent, block, &args);
            }
            let index = body.region_index(region);
            if RegionBranchOpInterface::of(ctx, body, parent).is_some() {
                return self.visit_region_successors(solver, ProgramPoint::BlockStart(block), parent, index, &args);
            }
            let joins = self.analysis.visit_non_control_flow_arguments(solver, parent, index, &args, 0..0);
            for (i, state) in joins {
                Self::join(solver, args[i], &state);
            }
            return;
        }
        let point = ProgramPoint::BlockStart(block);
        let predecessors: Vec<(OpId, usize)> =
            body.predecessors(block).iter().map(|u| (u.op, u.index as usize)).collect();
        for (pred, successor) in predecessors {
            let Some(from) = solver.body().op_block(pred) else { continue };
            let edge = LatticeAnchor::Edge(from, block);
            solver.subscribe::<Executable>(edge);
            if !solver.lookup::<Executable>(edge).is_some_and(Executable::is_live) {
                continue;
            }
            let (ctx, body) = (solver.ctx(), solver.body());
            let Some(iface) = BranchOpInterface::of(ctx, body, pred) else {
                return self.set_to_entry_state(solver, &args);
            };
            let range = (iface.successor_operands)(ctx, body, pred).get(successor).cloned().unwrap_or(0..0);
            let forwarded: Vec<Value> = body.operands(pred).skip(range.start).take(range.len()).collect();
            let produced = (iface.produced_operand_counts)(ctx, body, pred).get(successor).copied().unwrap_or(0);
            for (i, &arg) in args.iter().enumerate() {
                match i.checked_sub(produced).and_then(|j| forwarded.get(j)) {
                    Some(&v) => {
                        let state = Self::lattice_for(solver, point, v);
                        Self::join(solver, arg, &state);
                    }
                    None => self.set_to_entry_state(solver, &[arg]),
                }
            }
        }
    }

    fn visit_callable_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        callable: OpId,
        entry: BlockId,
        args: &[Value],
    ) {
        let point = ProgramPoint::BlockStart(entry);
        let callsites: PredecessorState = solver.read_for(point, ProgramPoint::AfterOp(callable));
        if !callsites.all_known() || !solver.config().interprocedural {
            return self.set_to_entry_state(solver, args);
        }
        for (call, _) in callsites.known() {
            let (ctx, body) = (solver.ctx(), solver.body());
            let Some(iface) = CallOpInterface::of(ctx, body, *call) else { continue };
            let passed = iface.args(ctx, body, *call);
            for (&v, &arg) in passed.iter().zip(args) {
                let state = Self::lattice_for(solver, point, v);
                Self::join(solver, arg, &state);
            }
        }
    }

    /// Joins into `values` (region `target`'s entry arguments, or `branch`'s
    /// results for `None`) what every predecessor of `point` forwards.
    fn visit_region_successors(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        point: ProgramPoint,
        branch: OpId,
        target: Option<usize>,
        values: &[Value],
    ) {
        let predecessors: PredecessorState = solver.read_for(point, point);
        for (pred, inputs) in predecessors.known() {
            let (ctx, body) = (solver.ctx(), solver.body());
            let Some(iface) = RegionBranchOpInterface::of(ctx, body, branch) else { return };
            let from = if *pred == branch { RegionBranchPoint::Parent } else { RegionBranchPoint::Terminator(*pred) };
            let successor = RegionSuccessor { region: target, inputs: inputs.clone() };
            let Some(operands) = iface.successor_operands(ctx, body, branch, from, &successor) else {
                return self.set_to_entry_state(solver, values);
            };
            let range = operands.operands;
            let forwarded: Vec<Value> = body.operands(operands.owner).skip(range.start).take(range.len()).collect();
            let mut first = 0;
            if inputs.len() != values.len() {
                first = if inputs.is_empty() { 0 } else { inputs.start };
                let inputs = first..first + inputs.len();
                let joins = self.analysis.visit_non_control_flow_arguments(solver, branch, target, values, inputs);
                for (i, state) in joins {
                    Self::join(solver, values[i], &state);
                }
            }
            for (&v, &value) in forwarded.iter().zip(values.iter().skip(first)) {
                let state = Self::lattice_for(solver, point, v);
                Self::join(solver, value, &state);
            }
        }
    }
}

/// Where the initialization walk stands: an op, or a block of one.
enum InitItem {
    Op(OpId),
    Block(BlockId),
}

impl<A: SparseForwardAnalysis> SparseForward<A> {
    /// The arguments of `top`'s entry blocks start at the entry state.
    fn set_top_entry_state(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) {
        let body = solver.body();
        let entry_args: Vec<Value> = body
            .regions(top)
            .iter()
            .filter_map(|&r| body.entry_block(r))
            .flat_map(|b| body.block_args(b).iter().copied())
            .collect();
        self.set_to_entry_state(solver, &entry_args);
    }

    fn initialize_block(&mut self, solver: &mut DataFlowSolver<'_>, b: BlockId) {
        solver.subscribe::<Executable>(ProgramPoint::BlockStart(b));
        solver.visiting(ProgramPoint::BlockStart(b));
        self.visit_block(solver, b);
    }

    /// Visits `from` and everything nested in it, pre-order: an op, then
    /// each of its blocks and that block's ops.
    fn initialize_from(&mut self, solver: &mut DataFlowSolver<'_>, from: InitItem) -> Result<(), Diagnostic> {
        let mut stack = vec![from];
        while let Some(item) = stack.pop() {
            match item {
                InitItem::Op(op) => {
                    solver.visiting(ProgramPoint::AfterOp(op));
                    self.visit_operation(solver, op)?;
                    let body = solver.body();
                    let first = stack.len();
                    for &r in body.regions(op) {
                        stack.extend(body.region_blocks(r).map(InitItem::Block));
                    }
                    stack[first..].reverse();
                }
                InitItem::Block(b) => {
                    self.initialize_block(solver, b);
                    let body = solver.body();
                    let first = stack.len();
                    stack.extend(body.block_ops(b).map(InitItem::Op));
                    stack[first..].reverse();
                }
            }
        }
        Ok(())
    }
}

impl<A: SparseForwardAnalysis> DataFlowAnalysis for SparseForward<A> {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic> {
        self.set_top_entry_state(solver, top);
        self.initialize_from(solver, InitItem::Op(top))
    }

    fn initializes_in_parts(&self) -> bool {
        true
    }

    fn initialize_part(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        top: OpId,
        part: InitPart,
    ) -> Result<RootInit, Diagnostic> {
        match part {
            InitPart::Root => {
                self.set_top_entry_state(solver, top);
                solver.visiting(ProgramPoint::AfterOp(top));
                self.visit_operation(solver, top)?;
                let blocks: Vec<BlockId> =
                    solver.body().regions(top).iter().flat_map(|&r| solver.body().region_blocks(r)).collect();
                for b in blocks {
                    self.initialize_block(solver, b);
                }
            }
            InitPart::Subtree(op) => self.initialize_from(solver, InitItem::Op(op))?,
        }
        Ok(RootInit::Independent)
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        match point {
            ProgramPoint::AfterOp(op) => self.visit_operation(solver, op),
            ProgramPoint::BlockStart(b) => {
                self.visit_block(solver, b);
                Ok(())
            }
        }
    }
}
