//! Canonicalization patterns of the `cf` ops (upstream MLIR 22's
//! `ControlFlowOps.cpp`), wired by the generated `OpInfo`s through
//! `strata_rewrite::CanonicalizationPatterns` and collected by the
//! `canonicalize` pass.
//!
//! Each hook adds its op's patterns in upstream's order, all of benefit 1,
//! named after upstream's pattern structs or functions (so
//! `disable-patterns` takes upstream's names). Invariants: a pattern that
//! returns false has changed nothing; every change goes through the
//! rewriter. cf has no fold hooks upstream (no `hasFolder` in its ODS).
//!
//! Modules: [`branch`] for `cf.br` and `cf.assert`, [`cond_br`] for
//! `cf.cond_br`, [`switch`](mod@switch) for `cf.switch`, and [`util`] for
//! successor operands, builders and `collapseBranch`.

mod branch;
mod cond_br;
mod switch;
pub mod util;

use strata_ir::Context;
use strata_rewrite::PatternSet;

use crate::{AssertOp, BranchOp, CondBranchOp, SwitchOp};

/// `cf.assert`: upstream's `AssertOp::canonicalize` (a constant-true
/// assertion is erased).
pub fn assert(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AssertOp>(&[("AssertOpCanonicalize", branch::assert_const_true)]);
}

/// `cf.br`: upstream's `BranchOp::canonicalize`, as its two steps.
pub fn br(_: &Context, set: &mut PatternSet) {
    set.add_fns::<BranchOp>(&[
        ("SimplifyBrToBlockWithSinglePred", branch::simplify_br_to_block_with_single_pred),
        ("SimplifyPassThroughBr", branch::simplify_pass_through_br),
    ]);
}

/// `cf.cond_br`.
pub fn cond_br(_: &Context, set: &mut PatternSet) {
    set.add_fns::<CondBranchOp>(&[
        ("SimplifyConstCondBranchPred", cond_br::simplify_const_cond_branch_pred),
        ("SimplifyPassThroughCondBranch", cond_br::simplify_pass_through_cond_branch),
        ("SimplifyCondBranchIdenticalSuccessors", cond_br::simplify_cond_branch_identical_successors),
        (
            "SimplifyCondBranchFromCondBranchOnSameCondition",
            cond_br::simplify_cond_branch_from_cond_branch_on_same_condition,
        ),
        ("CondBranchTruthPropagation", cond_br::cond_branch_truth_propagation),
        ("DropUnreachableCondBranch", cond_br::drop_unreachable_cond_branch),
    ]);
}

/// `cf.switch`.
pub fn switch(_: &Context, set: &mut PatternSet) {
    set.add_fns::<SwitchOp>(&[
        ("SimplifySwitchWithOnlyDefault", switch::simplify_switch_with_only_default),
        ("DropSwitchCasesThatMatchDefault", switch::drop_switch_cases_that_match_default),
        ("SimplifyConstSwitchValue", switch::simplify_const_switch_value),
        ("SimplifyPassThroughSwitch", switch::simplify_pass_through_switch),
        ("SimplifySwitchFromSwitchOnSameCondition", switch::simplify_switch_from_switch_on_same_condition),
        (
            "SimplifySwitchFromDefaultSwitchOnSameCondition",
            switch::simplify_switch_from_default_switch_on_same_condition,
        ),
    ]);
}
