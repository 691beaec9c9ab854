//! Dead code analysis (upstream's `DeadCodeAnalysis`): which blocks and
//! CFG edges may execute, and who may transfer control where (the
//! predecessors of region entries, of region ops' results, of callables
//! and of call results).
//!
//! Everything starts dead except the entry blocks of the top op's regions.
//! Visiting a live op then marks what it may reach:
//! - a branch (`BranchOpInterface`) its one successor when the constant
//!   values of its operands decide it, else all of them;
//! - a region op (`RegionBranchOpInterface`) the regions it may enter given
//!   its operands' constants, recording itself as their predecessor;
//! - a region terminator the successors it may branch to (the enclosing
//!   op's results or regions), recording itself as their predecessor;
//! - a call (`CallOpInterface`) to a symbol callable inside the analysed op
//!   becomes a known call site of the callable; any other call has unknown
//!   returns; a callable's body is live once it has a call site, or has
//!   unknown ones (public symbols, symbols used other than by calls);
//! - a callable's return-like terminator returns to every known call site;
//! - any other op with regions makes their entry blocks live.
//!
//! The constant values come from the [`ConstantValue`] lattice, which an
//! analysis such as [`crate::SparseConstantPropagation`] computes; while an
//! operand's value is uninitialized nothing is marked.
//!
//! Invariants: states only grow (dead to live; predecessors are added, or
//! become unknown); each visit costs the op's operands and successors;
//! the initial walk is an explicit stack.

use std::ops::Range;

use strata_ir::op_checks::has_trait;
use strata_ir::symbols::{
    is_public, is_symbol, is_symbol_table, lookup_symbol_path, symbol_table_uses_visible, symbol_visibility,
    walk_symbol_uses,
};
use strata_ir::{
    call::resolve_callable, Attribute, BlockId, Body, BranchOpInterface, CallOpInterface, CallableOpInterface, Context,
    Diagnostic, FxHashSet, OpId, RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionSuccessor, Traits,
};

use crate::constant::ConstantValue;
use crate::solver::{ChangeResult, DataFlowAnalysis, DataFlowSolver, InitPart, LatticeAnchor, ProgramPoint, RootInit};

/// Whether a block (at its start) or a CFG edge may execute (upstream's
/// `Executable`).
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct Executable {
    live: bool,
}

impl Executable {
    pub fn is_live(&self) -> bool {
        self.live
    }

    pub fn set_to_live(&mut self) -> ChangeResult {
        if self.live {
            return ChangeResult::NoChange;
        }
        self.live = true;
        ChangeResult::Change
    }
}

/// The ops that may transfer control to a program point (upstream's
/// `PredecessorState`), each with the indices of the successor's values
/// it provides (region successor inputs); or unknown ones besides.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct PredecessorState {
    unknown: bool,
    known: Vec<(OpId, Range<usize>)>,
    members: FxHashSet<OpId>,
}

impl PredecessorState {
    /// Are all predecessors known?
    pub fn all_known(&self) -> bool {
        !self.unknown
    }

    /// The known predecessors, in the order they were found, with the
    /// successor inputs each provides.
    pub fn known(&self) -> &[(OpId, Range<usize>)] {
        &self.known
    }

    pub fn set_unknown(&mut self) -> ChangeResult {
        if self.unknown {
            return ChangeResult::NoChange;
        }
        self.unknown = true;
        ChangeResult::Change
    }

    /// Adds `op`, providing successor inputs `inputs`.
    pub fn join(&mut self, op: OpId, inputs: Range<usize>) -> ChangeResult {
        if !self.members.insert(op) {
            return ChangeResult::NoChange;
        }
        self.known.push((op, inputs));
        ChangeResult::Change
    }
}

/// Is `op` the terminator of a region of a region-branch op or of a
/// callable, not branching to a block (upstream's
/// `isRegionOrCallableReturn`)?
pub fn is_region_or_callable_return(ctx: &Context, body: &Body, op: OpId) -> bool {
    // Cheapest tests first: most ops are not their block's last.
    if body.num_successors(op) != 0 || body.op_block(op).is_none_or(|b| body.last_op(b) != Some(op)) {
        return false;
    }
    // An unregistered op might be a terminator (upstream's `mightHaveTrait`).
    if !ctx.op_info(body.op_name(op)).is_none_or(|i| i.has_trait(Traits::IS_TERMINATOR)) {
        return false;
    }
    let Some(parent) = body.parent_op(op) else { return false };
    RegionBranchOpInterface::of(ctx, body, parent).is_some() || CallableOpInterface::of(ctx, body, parent).is_some()
}

/// The analysis (see the module doc).
#[derive(Default)]
pub struct DeadCodeAnalysis;

impl DataFlowAnalysis for DeadCodeAnalysis {
    fn initialize(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> Result<(), Diagnostic> {
        self.initialize_root(solver, top);
        let nested: Vec<OpId> = nested_ops(solver.body(), top).collect();
        for op in nested {
            self.initialize_subtree(solver, op);
        }
        Ok(())
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
        Ok(match part {
            InitPart::Root => self.initialize_root(solver, top),
            InitPart::Subtree(op) => {
                self.initialize_subtree(solver, op);
                RootInit::Independent
            }
        })
    }

    fn visit(&mut self, solver: &mut DataFlowSolver<'_>, point: ProgramPoint) -> Result<(), Diagnostic> {
        if let ProgramPoint::AfterOp(op) = point {
            self.visit_op(solver, op);
        }
        Ok(())
    }
}

impl DeadCodeAnalysis {
    /// The top's entry blocks are live, public callables have unknown
    /// call sites, and the top op itself is visited; coupled when a symbol
    /// is used anywhere (a call may link two functions).
    fn initialize_root(&mut self, solver: &mut DataFlowSolver<'_>, top: OpId) -> RootInit {
        let entries: Vec<BlockId> =
            solver.body().regions(top).iter().filter_map(|&r| solver.body().entry_block(r)).collect();
        for b in entries {
            solver.update::<Executable>(ProgramPoint::BlockStart(b), Executable::set_to_live);
        }
        let coupled = initialize_symbol_callables(solver, top);
        self.visit_if_interesting(solver, top);
        if coupled {
            RootInit::Coupled
        } else {
            RootInit::Independent
        }
    }

    /// Upstream's `initializeRecursively` from `op`: every op with control
    /// flow semantics is visited, in pre-order.
    fn initialize_subtree(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) {
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            self.visit_if_interesting(solver, op);
            let first = stack.len();
            stack.extend(nested_ops(solver.body(), op));
            stack[first..].reverse();
        }
    }

    fn visit_if_interesting(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) {
        let (ctx, body) = (solver.ctx(), solver.body());
        let interesting = !body.regions(op).is_empty()
            || body.num_successors(op) != 0
            || is_region_or_callable_return(ctx, body, op)
            || CallOpInterface::of(ctx, body, op).is_some();
        if interesting {
            if let Some(b) = body.op_block(op) {
                solver.subscribe::<Executable>(ProgramPoint::BlockStart(b));
            }
            solver.visiting(ProgramPoint::AfterOp(op));
            self.visit_op(solver, op);
        }
    }
}

/// The ops in `op`'s regions, in order (not those nested deeper).
fn nested_ops(body: &Body, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    body.regions(op).iter().flat_map(move |&r| body.region_blocks(r)).flat_map(move |b| body.block_ops(b))
}

/// Is the block holding `op` live (true for the top op)?
pub fn in_live_block(solver: &DataFlowSolver<'_>, op: OpId) -> bool {
    match solver.body().op_block(op) {
        Some(b) => solver.lookup::<Executable>(ProgramPoint::BlockStart(b)).is_some_and(Executable::is_live),
        None => true,
    }
}

impl DeadCodeAnalysis {
    fn visit_op(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId) {
        if !in_live_block(solver, op) {
            return;
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        if CallOpInterface::of(ctx, body, op).is_some() {
            visit_call(solver, op);
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        if !body.regions(op).is_empty() {
            if let Some(iface) = RegionBranchOpInterface::of(ctx, body, op) {
                visit_region_branch(solver, op, iface);
            } else if CallableOpInterface::of(ctx, body, op).is_some() {
                let after = ProgramPoint::AfterOp(op);
                let callsites: PredecessorState = solver.read_for(after, after);
                if !callsites.all_known() || !callsites.known().is_empty() {
                    mark_entry_blocks_live(solver, op);
                }
            } else {
                mark_entry_blocks_live(solver, op);
            }
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        if is_region_or_callable_return(ctx, body, op) {
            let parent = body.parent_op(op).expect("a region return has a parent");
            if let Some(iface) = RegionBranchOpInterface::of(ctx, body, parent) {
                visit_region_terminator(solver, op, parent, iface);
            } else if CallableOpInterface::of(ctx, body, parent).is_some() {
                visit_callable_terminator(solver, op, parent);
            }
        }
        let (ctx, body) = (solver.ctx(), solver.body());
        if body.num_successors(op) != 0 {
            let from = body.op_block(op).expect("a branch is in a block");
            match BranchOpInterface::of(ctx, body, op) {
                Some(iface) => visit_branch(solver, op, from, iface),
                None => {
                    let successors: Vec<BlockId> = body.successors(op).collect();
                    for to in successors {
                        mark_edge_live(solver, from, to);
                    }
                }
            }
        }
    }
}

/// Marks the symbol callables whose call sites may be unknown (upstream's
/// `initializeSymbolCallables`): public ones, `nested` ones of a table
/// whose uses are not all visible, and those used other than by a call.
/// True when a table holding callables uses a symbol, or its uses cannot
/// be known: a call may then link one function to another.
fn initialize_symbol_callables(solver: &mut DataFlowSolver<'_>, top: OpId) -> bool {
    let (ctx, body) = (solver.ctx(), solver.body());
    // Upstream's `walkSymbolTables`: whether all uses of a table's symbols
    // are visible from the top op.
    let mut tables: Vec<(OpId, bool)> = Vec::new();
    let mut stack = vec![(top, body.op_block(top).is_none())];
    while let Some((op, inherited)) = stack.pop() {
        let table_visible = symbol_table_uses_visible(ctx, body, op, inherited);
        let visible = table_visible.unwrap_or(true);
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b).map(|o| (o, visible)));
            }
        }
        if let Some(visible) = table_visible {
            tables.push((op, visible));
        }
    }
    let mut unknown: Vec<OpId> = Vec::new();
    let mut uses_symbols = false;
    for (table, all_uses_visible) in tables {
        let Some(&region) = body.regions(table).first() else { continue };
        let Some(block) = body.entry_block(region) else { continue };
        let mut found = false;
        for callable in body.block_ops(block) {
            if CallableOpInterface::region_of(ctx, body, callable).is_none() || !is_symbol(ctx, body, callable) {
                continue;
            }
            let nested = symbol_visibility(ctx, body, callable) == Some(b"nested".as_slice());
            if is_public(ctx, body, callable) || (!all_uses_visible && nested) {
                unknown.push(callable);
            }
            found = true;
        }
        if !found {
            continue;
        }
        let mut non_call_uses: Vec<Attribute> = Vec::new();
        let complete = walk_symbol_uses(ctx, body, region, |user, sym_ref| {
            uses_symbols = true;
            if CallOpInterface::of(ctx, body, user).is_none() {
                non_call_uses.push(sym_ref);
            }
        });
        if !complete {
            uses_symbols = true;
            // The uses cannot be known: no callable's call sites are.
            unknown.extend(
                body.collect_ops(top, strata_ir::WalkOrder::PreOrder)
                    .into_iter()
                    .filter(|&o| CallableOpInterface::of(ctx, body, o).is_some()),
            );
            continue;
        }
        if is_symbol_table(ctx, body, top) {
            let mut path = Vec::new();
            for sym_ref in non_call_uses {
                if lookup_symbol_path(ctx, body, top, sym_ref, &mut path) {
                    unknown.extend(path.last().copied());
                }
            }
        }
    }
    for callable in unknown {
        solver.update::<PredecessorState>(ProgramPoint::AfterOp(callable), PredecessorState::set_unknown);
    }
    uses_symbols
}

fn mark_entry_blocks_live(solver: &mut DataFlowSolver<'_>, op: OpId) {
    let body = solver.body();
    let entries: Vec<BlockId> = body.regions(op).iter().filter_map(|&r| body.entry_block(r)).collect();
    for b in entries {
        solver.update::<Executable>(ProgramPoint::BlockStart(b), Executable::set_to_live);
    }
}

fn mark_edge_live(solver: &mut DataFlowSolver<'_>, from: BlockId, to: BlockId) {
    solver.update::<Executable>(ProgramPoint::BlockStart(to), Executable::set_to_live);
    solver.update::<Executable>(LatticeAnchor::Edge(from, to), Executable::set_to_live);
}

/// The constant values of `op`'s operands, subscribing to them; `None`
/// while one of them is uninitialized.
fn operand_constants(solver: &mut DataFlowSolver<'_>, op: OpId) -> Option<Vec<Option<Attribute>>> {
    let operands: Vec<_> = solver.body().operands(op).collect();
    let mut out = Vec::with_capacity(operands.len());
    for v in operands {
        match solver.subscribe_read::<ConstantValue>(v) {
            ConstantValue::Uninitialized => return None,
            c => out.push(c.constant()),
        }
    }
    Some(out)
}

fn visit_call(solver: &mut DataFlowSolver<'_>, call: OpId) {
    let (ctx, body) = (solver.ctx(), solver.body());
    let top = solver.top();
    let callable = resolve_callable(ctx, body, call).filter(|&c| is_symbol(ctx, body, c));
    let external = |c: OpId| {
        !body.is_ancestor(top, c)
            || CallableOpInterface::of(ctx, body, c).is_some_and(|i| (i.callable_region)(ctx, body, c).is_none())
    };
    match callable.filter(|&c| !external(c)) {
        Some(c) => solver.update::<PredecessorState>(ProgramPoint::AfterOp(c), |s| s.join(call, 0..0)),
        None => solver.update::<PredecessorState>(ProgramPoint::AfterOp(call), PredecessorState::set_unknown),
    };
}

/// The program point a region successor of `op` starts at: the entry of
/// the region, or right after `op`; `None` for a region without blocks.
fn successor_point(body: &Body, op: OpId, successor: &RegionSuccessor) -> Option<ProgramPoint> {
    match successor.region {
        Some(i) => body.regions(op).get(i).and_then(|&r| body.entry_block(r)).map(ProgramPoint::BlockStart),
        None => Some(ProgramPoint::AfterOp(op)),
    }
}

fn visit_region_branch(solver: &mut DataFlowSolver<'_>, op: OpId, iface: &RegionBranchOpInterface) {
    let Some(constants) = operand_constants(solver, op) else { return };
    let successors = iface.entry_successors_for(solver.ctx(), solver.body(), op, &constants);
    for successor in successors {
        let Some(point) = successor_point(solver.body(), op, &successor) else { continue };
        solver.update::<Executable>(point, Executable::set_to_live);
        solver.update::<PredecessorState>(point, |s| s.join(op, successor.inputs.clone()));
    }
}

fn visit_region_terminator(solver: &mut DataFlowSolver<'_>, op: OpId, branch: OpId, iface: &RegionBranchOpInterface) {
    let Some(constants) = operand_constants(solver, op) else { return };
    let (ctx, body) = (solver.ctx(), solver.body());
    let successors = match RegionBranchTerminatorOpInterface::of(ctx, body, op).and_then(|t| t.successor_regions) {
        Some(f) => f(ctx, body, op, &constants),
        None => (iface.successor_regions)(ctx, body, branch, RegionBranchPoint::Terminator(op)),
    };
    for successor in successors {
        let Some(point) = successor_point(solver.body(), branch, &successor) else { continue };
        if successor.region.is_some() {
            solver.update::<Executable>(point, Executable::set_to_live);
        }
        solver.update::<PredecessorState>(point, |s| s.join(op, successor.inputs.clone()));
    }
}

fn visit_callable_terminator(solver: &mut DataFlowSolver<'_>, op: OpId, callable: OpId) {
    let callsites: PredecessorState = solver.read_for(ProgramPoint::AfterOp(op), ProgramPoint::AfterOp(callable));
    let can_resolve = has_trait(solver.ctx(), solver.body(), op, Traits::RETURN_LIKE);
    for &(call, _) in callsites.known() {
        let point = ProgramPoint::AfterOp(call);
        if can_resolve {
            solver.update::<PredecessorState>(point, |s| s.join(op, 0..0));
        } else {
            solver.update::<PredecessorState>(point, PredecessorState::set_unknown);
        }
    }
}

fn visit_branch(solver: &mut DataFlowSolver<'_>, op: OpId, from: BlockId, iface: &BranchOpInterface) {
    let Some(constants) = operand_constants(solver, op) else { return };
    let (ctx, body) = (solver.ctx(), solver.body());
    let successors: Vec<BlockId> = match (iface.successor_for_operands)(ctx, body, op, &constants) {
        Some(i) if i < body.num_successors(op) => vec![body.successor(op, i)],
        _ => body.successors(op).collect(),
    };
    for to in successors {
        mark_edge_live(solver, from, to);
    }
}
