//! The `cse` pass (upstream's `CSE.cpp`): common subexpression elimination
//! over a scoped hash table that follows the dominator tree, with the
//! erasure of trivially dead ops.
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
//!
//! Statistics (upstream's names): `num-cse'd` (ops replaced) and `num-dce'd`
//! (dead ops erased), summed over every op the pass ran on.

mod driver;
mod equivalence;
mod table;

use std::sync::atomic::{AtomicU64, Ordering};

use strata_ir::{Body, OpId};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun, Statistic};

pub use driver::{eliminate_common_subexpressions, CseStats};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "cse",
        name: "CSE",
        description: "Eliminate common sub-expressions",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_| Box::new(Cse::new()),
    }
}

/// The pass, with its statistics.
#[derive(Default)]
pub struct Cse {
    num_cse: AtomicU64,
    num_dce: AtomicU64,
}

impl Cse {
    pub fn new() -> Cse {
        Cse::default()
    }
}

impl Pass for Cse {
    /// Upstream's names (`num-cse'd`, `num-dce'd`) and descriptions.
    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.num_cse.load(Ordering::Relaxed),
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.num_dce.load(Ordering::Relaxed),
            },
        ]
    }

    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let stats = eliminate_common_subexpressions(run.ctx, body, op);
        self.num_cse.fetch_add(stats.num_cse, Ordering::Relaxed);
        self.num_dce.fetch_add(stats.num_dce, Ordering::Relaxed);
        Ok(())
    }
}
