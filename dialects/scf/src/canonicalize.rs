//! Canonicalization patterns of the `scf` ops (upstream MLIR 22's
//! `SCF.cpp`, plus the `RegionBranchOpInterface` patterns of
//! `ControlFlowInterfaces.cpp` that MLIR 22 adds to `for`, `if`, `while`,
//! `index_switch` and `execute_region`), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns`.
//!
//! Each hook adds its op's patterns in upstream's order, all of benefit 1,
//! named after upstream's pattern structs (so `disable-patterns` takes
//! upstream's names). Invariants: a pattern that returns false has changed
//! nothing; every change goes through the rewriter; no recursion over the
//! IR.
//!
//! Modules: [`if_op`], [`for_op`], [`forall_op`], [`parallel_op`] and [`while_op`] for those ops, [`misc`]
//! for `scf.execute_region` and `scf.index_switch`, and [`util`] for shared
//! reading, rewriting and building helpers. The three generic
//! successor-input patterns are `strata_rewrite::region_branch`'s, over
//! the ops' `RegionBranchOpInterface` ([`crate::region_branch`]).

mod for_op;
mod forall_op;
mod if_op;
mod misc;
mod parallel_op;
mod util;
mod while_op;

pub(crate) use for_op::Bound;
pub(crate) use forall_op::bounds as forall_bounds;

use strata_ir::{Context, OpClass};
use strata_rewrite::region_branch::populate_region_branch_op_canonicalization_patterns;
use strata_rewrite::{OpPattern, OpRewrite, PatternSet};

use crate::{ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp};

fn add<Op: OpClass>(set: &mut PatternSet, patterns: &[(&'static str, OpRewrite<Op>)]) {
    set.add_fns::<Op>(patterns);
    // Added after the op's own patterns, as upstream.
    populate_region_branch_op_canonicalization_patterns::<Op>(set);
}

/// `scf.execute_region`.
pub fn execute_region(_: &Context, set: &mut PatternSet) {
    add::<ExecuteRegionOp>(
        set,
        &[
            ("SingleBlockExecuteInliner", misc::single_block_execute_inliner),
            ("MultiBlockExecuteInliner", misc::multi_block_execute_inliner),
        ],
    );
}

/// `scf.for`.
pub fn r#for(_: &Context, set: &mut PatternSet) {
    add::<ForOp>(
        set,
        &[
            ("SimplifyTrivialLoops", for_op::simplify_trivial_loops),
            ("ForOpTensorCastFolder", for_op::tensor_cast_folder),
        ],
    );
}

/// `scf.if`.
pub fn r#if(_: &Context, set: &mut PatternSet) {
    add::<IfOp>(
        set,
        &[
            ("CombineIfs", if_op::combine_ifs),
            ("CombineNestedIfs", if_op::combine_nested_ifs),
            ("ConditionPropagation", if_op::condition_propagation),
            ("ConvertTrivialIfToSelect", if_op::convert_trivial_if_to_select),
            ("RemoveEmptyElseBranch", if_op::remove_empty_else_branch),
            ("RemoveStaticCondition", if_op::remove_static_condition),
            ("ReplaceIfYieldWithConditionOrValue", if_op::replace_if_yield_with_condition_or_value),
        ],
    );
}

/// `scf.index_switch`.
pub fn index_switch(_: &Context, set: &mut PatternSet) {
    add::<IndexSwitchOp>(set, &[("FoldConstantCase", misc::fold_constant_case)]);
}

/// `scf.while`.
pub fn r#while(_: &Context, set: &mut PatternSet) {
    add::<WhileOp>(
        set,
        &[
            ("WhileConditionTruth", while_op::while_condition_truth),
            ("WhileCmpCond", while_op::while_cmp_cond),
            ("WhileOpAlignBeforeArgs", while_op::while_op_align_before_args),
            ("WhileMoveIfDown", while_op::while_move_if_down),
        ],
    );
}

/// `scf.parallel` (no region-branch patterns: upstream adds those to the
/// ops above only).
pub fn parallel(_: &Context, set: &mut PatternSet) {
    set.add_fns::<ParallelOp>(&[
        ("ParallelOpSingleOrZeroIterationDimsFolder", parallel_op::single_or_zero_iteration_dims_folder),
        ("MergeNestedParallelLoops", parallel_op::merge_nested_parallel_loops),
    ]);
}

/// `scf.forall` (no region-branch patterns, as upstream); `DimOfForallOp`
/// is rooted at `tensor.dim`.
pub fn forall(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<strata_dialect_tensor::DimOp>::new("DimOfForallOp", forall_op::dim_of_forall_op));
    set.add_fns::<ForallOp>(&[
        ("FoldTensorCastOfOutputIntoForallOp", forall_op::fold_tensor_cast_of_output_into_forall_op),
        ("ForallOpControlOperandsFolder", forall_op::control_operands_folder),
        ("ForallOpIterArgsFolder", forall_op::iter_args_folder),
        ("ForallOpSingleOrZeroIterationDimsFolder", forall_op::single_or_zero_iteration_dims_folder),
        ("ForallOpReplaceConstantInductionVar", forall_op::replace_constant_induction_var),
    ]);
}
