//! The test ops' `RegionBranchOpInterface`s (upstream's
//! `getSuccessorRegions` in `TestOpDefs.cpp`), attached by the generated
//! `OpInfo`s.
//!
//! `test.region_if` enters its then and else regions with all its
//! operands, both go on to the join region, which returns to the op's
//! results; each region runs at most once. Its terminator,
//! `test.region_if_yield`, is `ReturnLike` (all operands forwarded). The
//! generated verifier checks the types along these edges.
//!
//! `test.any_cond` enters its one region, which runs exactly once and
//! returns to the op's results.

use strata_ir::{Body, Context, OpId, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};

/// All the arguments of region `index`'s entry block (none without one).
fn region(body: &Body, op: OpId, index: usize) -> RegionSuccessor {
    let entry = body.regions(op).get(index).and_then(|&r| body.entry_block(r));
    RegionSuccessor::region(index, 0..entry.map_or(0, |b| body.block_args(b).len()))
}

fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
    match point {
        RegionBranchPoint::Parent => vec![region(body, op, 0), region(body, op, 1)],
        RegionBranchPoint::Terminator(t) => {
            let join = body.regions(op).get(2).copied();
            if join.is_some() && body.op_region(t) == join {
                vec![RegionSuccessor::parent(0..body.num_results(op))]
            } else {
                vec![region(body, op, 2)]
            }
        }
    }
}

/// `test.region_if`'s interface.
pub fn region_if() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: |_, body, op, _| 0..body.num_operands(op),
        region_invocation_bounds: RegionBranchOpInterface::at_most_once,
        entry_successor_regions: None,
    }
}

/// `test.any_cond`'s interface.
pub fn any_cond() -> RegionBranchOpInterface {
    fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![region(body, op, 0)],
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(0..body.num_results(op))],
        }
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
        region_invocation_bounds: |_, _, _| vec![strata_ir::InvocationBounds { lower: 1, upper: Some(1) }],
        entry_successor_regions: None,
    }
}
