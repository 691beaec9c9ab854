//! The cf ops' `BranchOpInterface` (upstream's `getSuccessorOperands`):
//! which operands each successor receives, and how new counts are recorded.
//!
//! Every cf branch forwards all of its successor operands (none are
//! produced by the branch itself). Invariant: the ranges follow the segment
//! sizes the verifier checks (`operandSegmentSizes`, and for `cf.switch`
//! `case_operand_segments`), clamped to the operands present so a malformed
//! op never yields an out-of-range index; setting counts rewrites those
//! same properties, so operands and segments stay consistent.

use std::ops::Range;

use strata_ir::op_checks::inherent_attr;
use strata_ir::segments::{consecutive_ranges, segment_counts, set_segment_counts};
use strata_ir::{AttrKind, Attribute, Body, BranchOpInterface, Context, OpId};

/// `cf.br`'s interface (attached by the generated `OpInfo`).
pub fn br() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: br_operands,
        set_successor_operand_counts: |_, _, _, _| {},
        successor_for_operands: |_, _, _, _| Some(0),
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `cf.cond_br`'s interface.
pub fn cond_br() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: cond_br_operands,
        set_successor_operand_counts: set_cond_br_counts,
        successor_for_operands: cond_br_successor,
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `cf.switch`'s interface.
pub fn switch() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: switch_operands,
        set_successor_operand_counts: set_switch_counts,
        successor_for_operands: switch_successor,
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `cf.cond_br` with a constant condition: the true (0) or false (1)
/// destination.
fn cond_br_successor(ctx: &Context, _: &Body, _: OpId, constants: &[Option<Attribute>]) -> Option<usize> {
    match ctx.attr_kind(constants.first().copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(if value.to_u64() == Some(1) { 0 } else { 1 }),
        _ => None,
    }
}

/// `cf.switch`: without case values always the default (successor 0);
/// with a constant flag the first case listing it, else the default.
fn switch_successor(ctx: &Context, body: &Body, op: OpId, constants: &[Option<Attribute>]) -> Option<usize> {
    if inherent_attr(ctx, body, op, "case_values").is_none() {
        return Some(0);
    }
    let AttrKind::Integer { value, .. } = ctx.attr_kind(constants.first().copied().flatten()?) else { return None };
    let cases = crate::canonicalize::util::switch_parts(ctx, body, op).case_values;
    Some(cases.iter().position(|v| v == value).map_or(0, |i| i + 1))
}

/// `cf.br`: every operand goes to its one successor.
fn br_operands(_: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
    std::iter::once(0..body.num_operands(op)).collect()
}

/// `cf.cond_br`: the condition, then the true and false operands.
fn cond_br_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
    let seg = segment_counts(ctx, body, op, "operandSegmentSizes");
    let count = |i: usize| seg.get(i).copied().unwrap_or(0);
    consecutive_ranges(1, body.num_operands(op), [count(1), count(2)])
}

/// `cf.switch`: the flag, the default operands, then each case's.
fn switch_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
    let default = segment_counts(ctx, body, op, "operandSegmentSizes").get(1).copied().unwrap_or(0);
    let cases = segment_counts(ctx, body, op, "case_operand_segments");
    let mut counts = vec![default];
    counts.extend(cases);
    counts.resize(body.num_successors(op), 0);
    consecutive_ranges(1, body.num_operands(op), counts)
}

fn set_cond_br_counts(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
    let segments = [1, counts[0], counts[1]];
    set_segment_counts(ctx, body, op, "operandSegmentSizes", &segments);
}

fn set_switch_counts(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
    let cases = &counts[1..];
    let segments = [1, counts[0], cases.iter().sum()];
    set_segment_counts(ctx, body, op, "operandSegmentSizes", &segments);
    set_segment_counts(ctx, body, op, "case_operand_segments", cases);
}
