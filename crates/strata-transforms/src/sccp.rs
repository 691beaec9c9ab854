//! The `sccp` pass (upstream's `SCCP`): sparse conditional constant
//! propagation. The dataflow solver runs dead code analysis and sparse
//! constant propagation on the pass's op (`strata-dataflow`), then every
//! value found constant is replaced by a constant materialized by the
//! dialect that folded to it.
//!
//! The rewrite is upstream's: blocks are visited from a stack seeded with
//! the op's regions (each region's blocks pushed last to first); in a
//! block each op's results are replaced, an op whose results all were is
//! erased when it would be trivially dead, and the regions of the ops kept
//! are pushed; then the block's arguments are replaced. Constants are
//! uniqued per insertion region and created at the front of its entry
//! block (upstream's `OperationFolder::getOrCreateConstant`), so a
//! constant used before keeps its place only if nothing replaced it.
//! Nothing else changes: dead blocks and branches stay (canonicalize
//! removes them).
//!
//! Invariants: the analysis is linear in ops, uses and CFG edges times the
//! lattice height (three); lookups of the results never iterate a hash
//! map; the IR is changed only through the one `Rewriter`.

use strata_dataflow::{
    ConstantValue, DataFlowSolver, DeadCodeAnalysis, SolverConfig, SparseConstantPropagation, SparseForward,
    ValueStates, WorklistOrder,
};
use strata_ir::op_checks::would_op_be_trivially_dead;
use strata_ir::symbols::cache_scope;
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::fold::OperationFolder;
use strata_rewrite::Rewriter;

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "sccp",
        name: "SCCP",
        description: "Sparse Conditional Constant Propagation",
        options: &[],
        anchor: None,
        create: |_, _| Ok(Box::new(Sccp)),
    }
}

/// The pass.
pub struct Sccp;

impl Pass for Sccp {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let constants = solve(ctx, body, op).map_err(|d| {
            run.diagnostics.push(d);
            PassFailed
        })?;
        let regions = body.regions(op).to_vec();
        rewrite(ctx, body, &regions, &constants);
        Ok(())
    }
}

/// What constant propagation found for each value under `top` (moved out
/// of the solver): a constant, with the op whose dialect materializes it,
/// or not.
pub fn solve(ctx: &Context, body: &mut Body, top: OpId) -> Result<ValueStates<ConstantValue>, strata_ir::Diagnostic> {
    // Call sites resolve symbols: index each table once while the IR holds still.
    let _symbols = cache_scope();
    // Neither analysis widens: any worklist order finds the same states,
    // and last-in-first-out keeps them in cache.
    let config = SolverConfig { order: WorklistOrder::Lifo, ..SolverConfig::default() };
    let mut solver = DataFlowSolver::new(ctx, body, config);
    solver.load(DeadCodeAnalysis);
    solver.load(SparseForward::new(SparseConstantPropagation));
    // Function by function when no call links two of them: the same
    // states, each function's in the caches while it is solved.
    solver.initialize_and_run_by_children(top)?;
    Ok(solver.into_value_states::<ConstantValue>())
}

/// Replaces the values of `constants` under `regions` (see the module doc).
pub fn rewrite(ctx: &Context, body: &mut Body, regions: &[RegionId], constants: &ValueStates<ConstantValue>) {
    let mut rw = Rewriter::new(ctx, body);
    let mut folder = OperationFolder::new();
    let mut worklist: Vec<BlockId> = Vec::new();
    let push_regions = |rw: &Rewriter<'_>, regions: &[RegionId], worklist: &mut Vec<BlockId>| {
        for &r in regions {
            let blocks: Vec<BlockId> = rw.body().region_blocks(r).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push_regions(&rw, regions, &mut worklist);
    let replace = |rw: &mut Rewriter<'_>, folder: &mut OperationFolder, block: BlockId, v: Value| -> bool {
        let Some(&ConstantValue::Constant { value, dialect_op }) = constants.get(v) else { return false };
        let ty = rw.body().value_type(v);
        let Some(c) = folder.get_or_create_constant(rw, block, dialect_op, value, ty) else { return false };
        rw.replace_all_uses_with(v, c);
        true
    };
    while let Some(block) = worklist.pop() {
        let mut cursor = rw.body().first_op(block);
        while let Some(op) = cursor {
            cursor = rw.body().next_op(op);
            let results: smallvec::SmallVec<[Value; 2]> = rw.body().results(op).iter().copied().collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace(&mut rw, &mut folder, block, r);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, rw.body(), op) {
                rw.erase_op(op);
                continue;
            }
            if !rw.body().regions(op).is_empty() {
                let nested = rw.body().regions(op).to_vec();
                push_regions(&rw, &nested, &mut worklist);
            }
        }
        let args: smallvec::SmallVec<[Value; 4]> = rw.body().block_args(block).iter().copied().collect();
        for a in args {
            replace(&mut rw, &mut folder, block, a);
        }
    }
}
