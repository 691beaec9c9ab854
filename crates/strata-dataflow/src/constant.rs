//! Sparse constant propagation (upstream's `SparseConstantPropagation`
//! and its `ConstantValue` lattice): the constant each value holds, found
//! by simulating ops through the dialects' own fold hooks (the one fold
//! source of canonicalize and eqsat as well).
//!
//! A value is uninitialized (not reached yet), a constant attribute with
//! the dialect that can materialize it, or unknown. An op is simulated
//! once all its operands are initialized: its fold hook runs with the
//! operands' constants (`None` for unknown ones); attributes it returns
//! become constants of the op's dialect, values it returns pass their
//! lattice on, and a failed or in-place fold (or an op with regions, whose
//! fold might not be out of place) makes every result unknown. The fold
//! runs on the real op, which is restored afterwards: the constants it
//! sees need not be what the op's operands hold at run time.

use smallvec::SmallVec;
use strata_ir::{Attribute, Context, Diagnostic, FoldOutcome, OpFoldResult, OpId, OpName, Value};
use strata_rewrite::fold::fold_hook_and_traits;

use crate::solver::{ChangeResult, DataFlowSolver};
use crate::sparse::{SparseForwardAnalysis, SparseLattice};

/// The constant a value holds (upstream's `ConstantValue`).
#[derive(Copy, Clone, Default, Debug)]
pub enum ConstantValue {
    /// Not reached by the analysis yet.
    #[default]
    Uninitialized,
    /// Always `value`, materialized by the dialect of ops named `dialect_op`
    /// (the op that folded to it).
    Constant { value: Attribute, dialect_op: OpName },
    /// Not known to be one constant.
    Unknown,
}

impl ConstantValue {
    /// The constant, if known.
    pub fn constant(&self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant { value, .. } => Some(*value),
            _ => None,
        }
    }
}

/// Equal when they hold the same constant (the dialect does not count), as
/// upstream's.
impl PartialEq for ConstantValue {
    fn eq(&self, other: &ConstantValue) -> bool {
        match (self, other) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized) => true,
            (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (ConstantValue::Constant { value: a, .. }, ConstantValue::Constant { value: b, .. }) => a == b,
            _ => false,
        }
    }
}

impl SparseLattice for ConstantValue {
    fn join(&mut self, other: &ConstantValue) -> ChangeResult {
        let joined = match (*self, *other) {
            (ConstantValue::Uninitialized, o) => o,
            (s, ConstantValue::Uninitialized) => s,
            (s, o) if s == o => s,
            _ => ConstantValue::Unknown,
        };
        if joined == *self {
            return ChangeResult::NoChange;
        }
        *self = joined;
        ChangeResult::Change
    }

    fn is_uninitialized(&self) -> bool {
        matches!(self, ConstantValue::Uninitialized)
    }
}

/// The analysis (see the module doc).
#[derive(Default)]
pub struct SparseConstantPropagation;

impl SparseForwardAnalysis for SparseConstantPropagation {
    type Lattice = ConstantValue;

    fn entry_state(&self, _: &Context, _: &strata_ir::Body, _: Value) -> ConstantValue {
        ConstantValue::Unknown
    }

    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        operands: &[ConstantValue],
    ) -> Result<Option<Vec<ConstantValue>>, Diagnostic> {
        let ctx = solver.ctx();
        let num_results = solver.body().num_results(op);
        let unknown = || Some(vec![ConstantValue::Unknown; num_results]);
        if !solver.body().regions(op).is_empty() {
            return Ok(unknown());
        }
        if operands.iter().any(ConstantValue::is_uninitialized) {
            return Ok(None);
        }
        let constants: SmallVec<[Option<Attribute>; 4]> = operands.iter().map(ConstantValue::constant).collect();
        let body = solver.body_mut();
        let saved = (body.operands(op).collect::<SmallVec<[Value; 4]>>(), body.attrs(op), body.properties(op));
        let outcome = fold_hook_and_traits(ctx, body, op, &constants);
        // The simulated fold must not change the IR: restore what an in-place
        // fold (or a trait fold before a replacement) rewrote.
        if body.operands(op).ne(saved.0.iter().copied()) {
            body.set_operands(op, &saved.0);
        }
        if body.attrs(op) != saved.1 {
            body.set_attrs(op, saved.1);
        }
        if body.properties(op) != saved.2 {
            body.set_properties(op, saved.2);
        }
        let FoldOutcome::Replace(results) = outcome else { return Ok(unknown()) };
        let dialect_op = solver.body().op_name(op);
        let states = results
            .iter()
            .map(|r| match *r {
                OpFoldResult::Attribute(value) => ConstantValue::Constant { value, dialect_op },
                OpFoldResult::Value(v) => solver.read::<ConstantValue>(v),
            })
            .collect();
        Ok(Some(states))
    }
}
