//! The scf ops' control-flow interfaces (upstream's `getSuccessorRegions`,
//! `getEntrySuccessorOperands` and `getMutableSuccessorOperands` in
//! `SCF.cpp`), attached by the generated `OpInfo`s: how control and values
//! flow between each region op and its regions. Verification of the types
//! along the edges and the generic region-branch canonicalizations
//! (`strata_rewrite::region_branch`) read them.
//!
//! Successors come in upstream's order (it decides the order in which the
//! canonicalizations visit operands). `scf.yield` is `ReturnLike`, so it
//! forwards all its operands without a table here. `scf.forall` and
//! `scf.parallel` forward no values along their edges (their region
//! arguments are induction variables and shared outputs, not successor
//! inputs), and `scf.reduce` forwards none of its operands.
//!
//! Invariant: every range is computed from the op's counts and clamped by
//! `strata_ir::control_flow`, so a malformed op yields short ranges (which
//! the count checks of verification and of the canonicalizations reject),
//! never an out-of-range index.

use std::ops::Range;

use strata_ir::control_flow::bool_value;
use strata_ir::op_checks::i64_array;
use strata_ir::{
    AttrKind, Attribute, Body, Context, OpId, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};

/// Every result of `op`: where control goes when it leaves the regions.
fn parent(body: &Body, op: OpId) -> RegionSuccessor {
    RegionSuccessor::parent(0..body.num_results(op))
}

/// The number of arguments of region `index`'s entry block (0 without one).
fn num_args(body: &Body, op: OpId, index: usize) -> usize {
    let entry = body.regions(op).get(index).and_then(|&r| body.entry_block(r));
    entry.map_or(0, |b| body.block_args(b).len())
}

/// Operands `from..` of `op`.
fn operands_from(body: &Body, op: OpId, from: usize) -> Range<usize> {
    let n = body.num_operands(op);
    from.min(n)..n
}

/// `scf.for`: from outside or from its yield, control enters the body
/// (its iteration arguments, after the induction variable) or leaves to the
/// results; the initial values are the operands after the bounds and step.
pub fn r#for() -> RegionBranchOpInterface {
    fn successors(_: &Context, body: &Body, op: OpId, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let args = num_args(body, op, 0);
        vec![RegionSuccessor::region(0, 1.min(args)..args), parent(body, op)]
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: |_, body, op, _| operands_from(body, op, 3),
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `scf.while`: the operands enter `before`; its `scf.condition` leaves to
/// the results or enters `after`, whose yield goes back to `before`.
pub fn r#while() -> RegionBranchOpInterface {
    fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        let before = RegionSuccessor::region(0, 0..num_args(body, op, 0));
        match point {
            RegionBranchPoint::Terminator(t) if body.op_region(t) == body.regions(op).first().copied() => {
                vec![parent(body, op), RegionSuccessor::region(1, 0..num_args(body, op, 1))]
            }
            _ => vec![before],
        }
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: |_, body, op, _| operands_from(body, op, 0),
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `scf.if`: the then region, and the else region when it has a block
/// (else control goes straight back to the op); both yield the results.
/// Each region runs at most once; a constant condition enters one.
pub fn r#if() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        region_invocation_bounds: RegionBranchOpInterface::at_most_once,
        entry_successor_regions: Some(strata_ir::control_flow::if_then_else_entry),
        ..RegionBranchOpInterface::if_then_else()
    }
}

/// Ops entering each of their regions without values, whose terminators
/// yield the results: `scf.execute_region`, `scf.index_switch`.
fn each_region_yields_results() -> RegionBranchOpInterface {
    fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                (0..body.regions(op).len()).map(|i| RegionSuccessor::region(i, 0..0)).collect()
            }
            RegionBranchPoint::Terminator(_) => vec![parent(body, op)],
        }
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `scf.execute_region`: its region runs once and yields the results.
pub fn execute_region() -> RegionBranchOpInterface {
    each_region_yields_results()
}

/// `scf.index_switch`: one of its regions runs and yields the results.
/// With a constant selector only the matching case (or the default,
/// region 0) is entered.
pub fn index_switch() -> RegionBranchOpInterface {
    fn entry(ctx: &Context, body: &Body, op: OpId, constants: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let arg = constants.first().copied().flatten().and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.to_i64()),
            _ => None,
        });
        let num_regions = body.regions(op).len();
        let Some(arg) = arg else {
            // Cases first, then the default, as upstream lists them.
            return (1..num_regions).chain(0..num_regions.min(1)).map(|i| RegionSuccessor::region(i, 0..0)).collect();
        };
        let cases = i64_array(ctx, body, op, "cases");
        let region = cases.iter().position(|&c| Some(c) == arg).map_or(0, |i| i + 1);
        vec![RegionSuccessor::region(region.min(num_regions.saturating_sub(1)), 0..0)]
    }
    RegionBranchOpInterface {
        region_invocation_bounds: RegionBranchOpInterface::at_most_once,
        entry_successor_regions: Some(entry),
        ..each_region_yields_results()
    }
}

/// No values flow along a parallel loop's edges: its region arguments are
/// induction variables and shared outputs, not successor inputs.
fn no_values(region: Option<usize>) -> RegionSuccessor {
    RegionSuccessor { region, inputs: 0..0 }
}

/// `scf.forall`: entering, the body runs (on many threads) or, with no
/// threads, control goes straight on; the body never branches back into
/// itself.
pub fn forall() -> RegionBranchOpInterface {
    fn successors(_: &Context, _: &Body, _: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![no_values(Some(0)), no_values(None)],
            RegionBranchPoint::Terminator(_) => vec![no_values(None)],
        }
    }
    RegionBranchOpInterface {
        successor_regions: successors,
        entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `scf.parallel`: from the op and from its body alike, control may enter
/// the body or go on past the op.
pub fn parallel() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        successor_regions: |_, _, _, _| vec![no_values(Some(0)), no_values(None)],
        entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
        region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
        entry_successor_regions: None,
    }
}

/// `scf.condition`: its operands after the condition go on (to the
/// results of the `scf.while`, or into its `after` region).
/// A constant condition selects one of the two.
pub fn condition() -> RegionBranchTerminatorOpInterface {
    fn successors(ctx: &Context, body: &Body, op: OpId, constants: &[Option<Attribute>]) -> Vec<RegionSuccessor> {
        let Some(w) = body.parent_op(op) else { return Vec::new() };
        let cond = constants.first().copied().flatten().and_then(|a| bool_value(ctx, a));
        let mut out = Vec::new();
        if cond != Some(false) {
            out.push(RegionSuccessor::region(1, 0..num_args(body, w, 1)));
        }
        if cond != Some(true) {
            out.push(parent(body, w));
        }
        out
    }
    RegionBranchTerminatorOpInterface {
        successor_operands: |_, body, op, _| operands_from(body, op, 1),
        successor_regions: Some(successors),
    }
}

/// `scf.reduce`: its operands are reduced, not forwarded.
pub fn reduce() -> RegionBranchTerminatorOpInterface {
    RegionBranchTerminatorOpInterface {
        successor_operands: |_, body, op, _| {
            let n = body.num_operands(op);
            n..n
        },
        successor_regions: None,
    }
}
