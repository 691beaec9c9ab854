//! The `dce` pass: dead code elimination without any other rewrite — the
//! region simplification of the rewrite engine at its `normal` level
//! (upstream's `simplifyRegions` without block merging), on its own.
//!
//! What goes: blocks no path from their region's entry reaches, then every
//! op whose results are unused (also through dead cycles of block
//! arguments and branches) and that has no effect other than reading
//! memory or touching what it allocates itself (upstream's
//! `wouldOpBeTriviallyDead`), and the non-entry block arguments only dead
//! ops used, with the matching successor operands. Nothing is folded,
//! merged or moved. mlir-opt-22 has no such pass: its nearest is
//! `canonicalize`, which also folds and applies patterns.
//!
//! Invariants: one run reaches the fixpoint (region DCE computes liveness
//! over whole regions, so a second run erases nothing); every change goes
//! through the one `Rewriter`.

use strata_ir::{Body, OpId};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::{simplify_regions, Rewriter};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "dce",
        name: "DCE",
        description: "Erase unreachable blocks, dead ops and dead block arguments",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(Dce)),
    }
}

/// The pass.
pub struct Dce;

impl Pass for Dce {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let regions = body.regions(op).to_vec();
        simplify_regions(&mut Rewriter::new(run.ctx, body), &regions, false);
        Ok(())
    }
}
