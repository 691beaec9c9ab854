//! The affine region ops' control-flow interfaces (upstream's
//! `getSuccessorRegions` and `getEntrySuccessorOperands` in
//! `AffineOps.cpp`): how control and values flow between `affine.for` /
//! `affine.if` and their regions. `affine.yield` is `ReturnLike`, so it
//! forwards all its operands.
//!
//! Invariant: ranges are clamped to the op's operand and argument counts,
//! so a malformed op yields short ranges, never an out-of-range index.

use strata_ir::{Body, Context, OpId, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};

/// Every result of `op`: where control goes when it leaves the regions.
fn parent(body: &Body, op: OpId) -> RegionSuccessor {
    RegionSuccessor::parent(0..body.num_results(op))
}

/// `affine.for`: the body (its iteration arguments follow the induction
/// variable) or the results. A loop with a constant trip count of 0 goes
/// straight to the results, one with a trip count of 1 leaves after one
/// iteration, and one with a trip count above 0 enters the body first.
pub fn r#for() -> RegionBranchOpInterface {
    fn successors(ctx: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let args = body.regions(op).first().and_then(|&r| body.entry_block(r)).map_or(0, |b| body.block_args(b).len());
        let region = RegionSuccessor::region(0, 1.min(args)..args);
        let trip_count = crate::scope::constant_trip_count(ctx, body, op);
        match (point, trip_count) {
            (RegionBranchPoint::Parent, Some(0)) => vec![parent(body, op)],
            (RegionBranchPoint::Parent, Some(_)) => vec![region],
            (RegionBranchPoint::Terminator(_), Some(1)) => vec![parent(body, op)],
            _ => vec![region, parent(body, op)],
        }
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        // The initial values are the last operands, one per result.
        entry_successor_operands: |_, body, op, _| {
            let n = body.num_operands(op);
            n.saturating_sub(body.num_results(op))..n
        },
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `affine.if`: the then region, and the else region when it has a block
/// (else control goes straight back to the op); both yield the results.
pub fn r#if() -> RegionBranchOpInterface {
    RegionBranchOpInterface::if_then_else()
}
