//! Liveness analysis (upstream's `LivenessAnalysis`): which values may
//! matter to the program's effects or results, as a sparse backward
//! analysis.
//!
//! A value is live when it is an operand of an op that would not be
//! trivially dead if unused (memory effects, terminators); when it is
//! returned by a callable whose call sites are not all known (a public
//! function) or is a result of the analysed op; when it is a condition or
//! other operand a branch does not forward, and the branch (or, for a
//! region terminator, its region op) has effects or a live result; when it
//! is a call operand not passed as an argument; or when it is used to
//! compute a live value (every operand of an op with a live result). Values
//! the solver never reached (dead blocks) are not live.

use strata_ir::op_checks::TriviallyDeadCache;
use strata_ir::{Body, Context, Diagnostic, OpId, Value};

use crate::solver::{ChangeResult, DataFlowSolver};
use crate::sparse::SparseLattice;
use crate::sparse_backward::SparseBackwardAnalysis;

/// Whether a value is live (upstream's `Liveness`): starts not live.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct Liveness {
    pub is_live: bool,
}

impl Liveness {
    pub const LIVE: Liveness = Liveness { is_live: true };
}

impl SparseLattice for Liveness {
    fn join(&mut self, other: &Liveness) -> ChangeResult {
        if other.is_live && !self.is_live {
            self.is_live = true;
            return ChangeResult::Change;
        }
        ChangeResult::NoChange
    }

    /// Not live is the start, not "unknown": nothing is uninitialized.
    fn is_uninitialized(&self) -> bool {
        false
    }
}

/// The analysis (see the module doc). Whether an op would be trivially
/// dead is asked once per op and kept: the IR holds still while the
/// solver runs, and each region op of a nest is judged once.
#[derive(Default)]
pub struct LivenessAnalysis {
    trivially_dead: TriviallyDeadCache,
}

impl LivenessAnalysis {
    /// Upstream's `visitOperation` over `op` with its results' liveness,
    /// for one operand: live if `op` has effects or a live result.
    fn operand_state(&mut self, ctx: &Context, body: &Body, op: OpId, results: &[Liveness]) -> Liveness {
        let live = !self.trivially_dead.would_op_be_trivially_dead(ctx, body, op) || results.iter().any(|r| r.is_live);
        Liveness { is_live: live }
    }

    fn results_of(solver: &DataFlowSolver<'_>, op: OpId) -> Vec<Liveness> {
        solver.body().results(op).iter().map(|&r| solver.read::<Liveness>(r)).collect()
    }
}

impl SparseBackwardAnalysis for LivenessAnalysis {
    type Lattice = Liveness;

    fn exit_state(&self, _: &Context, _: &Body, _: Value) -> Liveness {
        Liveness::LIVE
    }

    /// The top op's results are used outside the analysis.
    fn exit_values(&self, solver: &DataFlowSolver<'_>, top: OpId) -> Vec<Value> {
        solver.body().results(top).to_vec()
    }

    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        results: &[Liveness],
    ) -> Result<Option<Vec<Liveness>>, Diagnostic> {
        let state = self.operand_state(solver.ctx(), solver.body(), op, results);
        Ok(Some(vec![state; solver.body().num_operands(op)]))
    }

    fn visit_branch_operand(&mut self, solver: &mut DataFlowSolver<'_>, op: OpId, _: usize) -> Liveness {
        // A region terminator's operand counts as its region op's.
        let (ctx, body) = (solver.ctx(), solver.body());
        let terminator = strata_ir::RegionBranchTerminatorOpInterface::of(ctx, body, op).is_some();
        let visit = if terminator { body.parent_op(op).unwrap_or(op) } else { op };
        let results = Self::results_of(solver, visit);
        self.operand_state(solver.ctx(), solver.body(), visit, &results)
    }

    fn visit_call_operand(&mut self, _: &mut DataFlowSolver<'_>, _: OpId, _: usize) -> Liveness {
        Liveness::LIVE
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        _: usize,
        args: &[Value],
    ) -> Vec<(usize, Liveness)> {
        let results = Self::results_of(solver, op);
        let state = self.operand_state(solver.ctx(), solver.body(), op, &results);
        (0..args.len()).map(|i| (i, state)).collect()
    }
}
