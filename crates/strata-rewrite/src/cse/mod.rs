//! Common subexpression elimination (upstream's `CSE.cpp`): a scoped hash
//! table that follows the dominator tree, with the erasure of trivially
//! dead ops. The `cse` pass (strata-transforms) runs it on the op it is
//! given; the greedy driver runs it between iterations when asked
//! ([`crate::GreedyConfig::cse_between_iterations`]). It lives here, next
//! to the driver, because both use it and it changes IR only through the
//! [`crate::Rewriter`].
//!
//! What is merged, as upstream: an op equivalent ([`equivalence`]) to one
//! already known in a dominating position is replaced by it, and the
//! survivor takes the other's location when its own is unknown. Known ops
//! are scoped by block: a single-block region opens a scope, a multi-block
//! region is walked along its dominator tree (a scope per node) when it
//! has SSA dominance and skipped otherwise; the regions of an op that is
//! or might be IsolatedFromAbove start from an empty table. Never merged:
//! terminators, ops with a multi-block region, ops with effects other than
//! reads (allocation, writes, unknown effects: unregistered ops and calls),
//! and ops whose regions hold such effects. Read-only ops merge only with an
//! earlier op of the same block and no possibly-writing op in between. In
//! a graph region (no SSA dominance) only uses by ops with no known
//! equivalent move, and the replaced op stays while still used.
//!
//! Where strata does better: the ops that erasing dead ops leaves dead are
//! erased in the same run (upstream needs another `cse` run per level).
//! Where strata extends upstream: [`CseConfig`] can make the comparison
//! blind to chosen discardable attributes; the survivor (always the first,
//! dominating op) keeps its own attributes, the replaced op's are dropped
//! with it.
//!
//! [`eliminate_common_subexpressions_split`] gives the same result one
//! function of a module at a time (`split.rs`).

mod driver;
mod equivalence;
mod split;
mod table;

use strata_ir::{Body, Context, FxHashSet, OpId};

pub use driver::{eliminate_common_subexpressions, eliminate_common_subexpressions_in, CseStats};
pub use split::{eliminate_common_subexpressions_split, split_children};

/// What CSE may treat as equal beyond upstream's key (the default is
/// upstream's CSE). Only discardable attributes are ever ignored:
/// properties (inherent attributes) always count.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CseConfig {
    /// Discardable attributes, by name, that do not tell ops apart
    /// (`cse{ignore-attrs=op_name,scope_symbol_id}`).
    pub ignore_attrs: Vec<String>,
    /// No discardable attribute tells ops apart
    /// (`cse{ignore-all-discardable=true}`).
    pub ignore_all_discardable: bool,
}

/// Might CSE merge two of `ops` (siblings in one block, none dominated by
/// another's regions)? False only when no two have equal keys; an answer
/// of true may be a hash collision, so callers must only use it to take
/// the safe path.
pub(crate) fn may_merge_siblings(
    ctx: &Context,
    body: &Body,
    ops: impl IntoIterator<Item = OpId>,
    config: &CseConfig,
) -> bool {
    let key = equivalence::Key::new(ctx, config);
    let mut seen = FxHashSet::default();
    ops.into_iter().any(|op| !seen.insert(key.hash(body, op)))
}

#[cfg(test)]
mod tests;
