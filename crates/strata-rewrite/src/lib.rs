//! strata's one rewrite engine (upstream's `PatternMatch.h`,
//! `FrozenRewritePatternSet`, folding, the greedy driver and the region
//! simplification and CSE it runs).
//!
//! Every IR change a pattern, a fold or a pass makes goes through a
//! [`Rewriter`], which reports it to a [`Listener`]: that is how a driver
//! keeps its worklist right and how `--debug-rewrites`-style traces see
//! every change. Patterns implement [`RewritePattern`]; a [`PatternSet`] is
//! frozen into a [`FrozenPatternSet`] indexed by root op, in benefit order.
//! [`region_branch`] holds the canonicalizations of every
//! `RegionBranchOpInterface` op, for any dialect's region ops.
//!
//! Invariants: the rewriter never leaves a use of an erased value behind
//! (replacing requires one value per result); notifications describe the IR
//! as it is when they are sent (an op reported inserted is in its block, an
//! op reported erased is still there, and nested ops are reported before
//! their parents).

pub mod canonicalization;
pub mod conversion;
pub mod cse;
pub mod driver;
pub mod drr;
pub mod fold;
pub mod listener;
pub mod matchers;
mod parallel;
pub mod pattern;
pub mod region_branch;
pub mod region_simplify;
mod reuse;
pub mod rewriter;

pub use canonicalization::{collect_canonicalization_patterns, CanonicalizationPatterns, OpPattern, OpRewrite};
pub use cse::CseConfig;
pub use driver::{
    apply_op_patterns_greedily, apply_patterns_greedily, apply_patterns_greedily_observed, GreedyConfig, GreedyResult,
    RegionSimplification, Strictness,
};
pub use fold::{constant_value, create_or_fold, fold_op, fold_to_values, FoldValues, Folded, OperationFolder};
pub use listener::Listener;
pub use parallel::split_children;
pub use pattern::{FrozenPatternSet, PatternBenefit, PatternFilter, PatternSet, RewritePattern, UnknownPatternRoot};
pub use region_simplify::{
    drop_redundant_arguments, erase_unreachable_blocks, merge_identical_blocks, run_region_dce, simplify_regions,
};
pub use rewriter::Rewriter;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod fold_tests;

#[cfg(test)]
mod driver_tests;

#[cfg(test)]
mod region_branch_tests;

#[cfg(test)]
mod region_simplify_tests;
