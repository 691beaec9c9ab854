//! strata's dataflow framework (upstream's `mlir/Analysis/DataFlow`): a
//! solver over lattices ([`solver`]), the analyses every other one builds
//! on ([`dead_code`]: which blocks and edges may run, who branches or
//! calls where), sparse forward and backward analyses ([`sparse`],
//! [`sparse_backward`]), dense forward and backward analyses ([`dense`]),
//! liveness ([`liveness`]), constant
//! propagation through the dialects' fold hooks ([`constant`]) and
//! integer ranges through `InferIntRangeInterface` ([`int_range`]).
//!
//! Everything goes through the op interfaces (`BranchOpInterface`,
//! `RegionBranchOpInterface`, `CallOpInterface`, `CallableOpInterface`),
//! never op names, so an out-of-tree dialect takes part by implementing
//! them. `docs/analyses.md` shows how to write an analysis.
//!
//! ```text
//! let mut solver = DataFlowSolver::new(ctx, body, SolverConfig::default());
//! solver.load(DeadCodeAnalysis);
//! solver.load(SparseForward::new(SparseConstantPropagation));
//! solver.initialize_and_run(top)?;
//! let c = solver.read::<ConstantValue>(value);
//! ```

pub mod constant;
pub mod dead_code;
pub mod dense;
pub mod int_range;
pub mod liveness;
pub mod solver;
pub mod sparse;
pub mod sparse_backward;

pub use constant::{ConstantValue, SparseConstantPropagation};
pub use dead_code::{DeadCodeAnalysis, Executable, PredecessorState};
pub use dense::{DenseBackward, DenseBackwardAnalysis, DenseForward, DenseForwardAnalysis, DenseLattice};
pub use int_range::{IntegerRangeAnalysis, IntegerValueRange};
pub use liveness::{Liveness, LivenessAnalysis};
pub use solver::{
    values_under, AnalysisId, ChangeResult, DataFlowAnalysis, DataFlowSolver, InitPart, LatticeAnchor, ProgramPoint,
    RootInit, SolverConfig, ValueStates, WorklistOrder,
};
pub use sparse::{SparseForward, SparseForwardAnalysis, SparseLattice};
pub use sparse_backward::{SparseBackward, SparseBackwardAnalysis};
