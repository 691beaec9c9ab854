//! strata's dataflow framework (upstream's `mlir/Analysis/DataFlow`): a
//! solver over lattices ([`solver`]), the analyses every other one builds
//! on ([`dead_code`]: which blocks and edges may run, who branches or
//! calls where), sparse forward analyses ([`sparse`]) and constant
//! propagation through the dialects' fold hooks ([`constant`]).
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
pub mod solver;
pub mod sparse;

pub use constant::{ConstantValue, SparseConstantPropagation};
pub use dead_code::{DeadCodeAnalysis, Executable, PredecessorState};
pub use solver::{
    AnalysisId, ChangeResult, DataFlowAnalysis, DataFlowSolver, LatticeAnchor, ProgramPoint, SolverConfig,
};
pub use sparse::{SparseForward, SparseForwardAnalysis, SparseLattice};
