//! `memref.alloca_scope`'s `RegionBranchOpInterface` (upstream's
//! `AllocaScopeOp::getSuccessorRegions`), attached by the generated
//! `OpInfo`: the op enters its region without values, and its
//! `memref.alloca_scope.return` (`ReturnLike`) returns to the results.

use strata_ir::{Body, Context, OpId, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};

fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
    match point {
        RegionBranchPoint::Parent => vec![RegionSuccessor::region(0, 0..0)],
        RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(0..body.num_results(op))],
    }
}

/// `memref.alloca_scope`'s interface.
pub fn alloca_scope() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}
