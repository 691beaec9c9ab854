//! The `strip-debuginfo` pass (upstream's `StripDebugInfo`): every op's
//! location and every block argument's location becomes `loc(unknown)`.
//!
//! Invariant: locations inside attributes are left (upstream only resets
//! ops and block arguments); one walk over the IR, no recursion.

use strata_ir::{Body, OpId, WalkOrder, WalkResult};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "strip-debuginfo",
        name: "StripDebugInfo",
        description: "Strip debug info from all operations",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(StripDebugInfo)),
    }
}

/// The pass.
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let unknown = run.ctx.unknown_loc();
        let mut ops = Vec::new();
        body.walk(op, WalkOrder::PreOrder, |_, o| {
            ops.push(o);
            WalkResult::Advance
        });
        for o in ops {
            body.set_op_loc(o, unknown);
            let blocks: Vec<_> =
                body.regions(o).to_vec().into_iter().flat_map(|r| body.region_blocks(r).collect::<Vec<_>>()).collect();
            for block in blocks {
                for arg in body.block_args(block).to_vec() {
                    body.set_block_arg_loc(arg, unknown);
                }
            }
        }
        Ok(())
    }
}
