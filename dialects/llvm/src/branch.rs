//! The llvm terminators' `BranchOpInterface` (upstream's
//! `getSuccessorOperands` in `LLVMDialect.cpp`): which operands each
//! successor of `llvm.br`, `llvm.cond_br`, `llvm.switch`,
//! `llvm.indirectbr` and `llvm.invoke` receives.
//!
//! Every llvm branch forwards its successor operands (none are produced by
//! the branch), and none decides its successor from constant operands:
//! upstream's llvm ops keep `getSuccessorForOperands`' default, so
//! control-flow folding is the cf dialect's business, not llvm's.
//! Invariant: ranges follow the segment properties the verifier checks
//! (`operandSegmentSizes`, `case_operand_segments`,
//! `indbr_operand_segments`), clamped to the operands present; setting
//! counts rewrites those same properties.

use std::ops::Range;

use strata_ir::segments::{consecutive_ranges, segment_counts, set_segment_counts};
use strata_ir::{Body, BranchOpInterface, Context, OpId};

fn interface(
    successor_operands: fn(&Context, &Body, OpId) -> Vec<Range<usize>>,
    set_successor_operand_counts: fn(&Context, &mut Body, OpId, &[usize]),
) -> BranchOpInterface {
    BranchOpInterface {
        successor_operands,
        set_successor_operand_counts,
        successor_for_operands: BranchOpInterface::no_known_successor,
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `llvm.br`: every operand goes to its one successor.
pub fn br() -> BranchOpInterface {
    interface(|_, body, op| std::iter::once(0..body.num_operands(op)).collect(), |_, _, _, _| {})
}

/// `llvm.cond_br`: the condition, then the true and false operands.
pub fn cond_br() -> BranchOpInterface {
    fn operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
        let seg = segment_counts(ctx, body, op, "operandSegmentSizes");
        let count = |i: usize| seg.get(i).copied().unwrap_or(0);
        consecutive_ranges(1, body.num_operands(op), [count(1), count(2)])
    }
    fn set(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
        set_segment_counts(ctx, body, op, "operandSegmentSizes", &[1, counts[0], counts[1]]);
    }
    interface(operands, set)
}

/// `llvm.switch`: the flag, the default operands, then each case's.
pub fn switch() -> BranchOpInterface {
    fn operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
        let default = segment_counts(ctx, body, op, "operandSegmentSizes").get(1).copied().unwrap_or(0);
        let mut counts = vec![default];
        counts.extend(segment_counts(ctx, body, op, "case_operand_segments"));
        counts.resize(body.num_successors(op), 0);
        consecutive_ranges(1, body.num_operands(op), counts)
    }
    fn set(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
        let cases = &counts[1..];
        set_segment_counts(ctx, body, op, "operandSegmentSizes", &[1, counts[0], cases.iter().sum()]);
        set_segment_counts(ctx, body, op, "case_operand_segments", cases);
    }
    interface(operands, set)
}

/// `llvm.indirectbr`: the address, then each successor's operands.
pub fn indirectbr() -> BranchOpInterface {
    fn operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
        let mut counts = segment_counts(ctx, body, op, "indbr_operand_segments");
        counts.resize(body.num_successors(op), 0);
        consecutive_ranges(1, body.num_operands(op), counts)
    }
    fn set(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
        set_segment_counts(ctx, body, op, "indbr_operand_segments", counts);
    }
    interface(operands, set)
}

/// `llvm.invoke`: the callee's operands, then the normal and the unwind
/// destination's, then the operand bundles'.
pub fn invoke() -> BranchOpInterface {
    fn operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
        let seg = segment_counts(ctx, body, op, "operandSegmentSizes");
        let count = |i: usize| seg.get(i).copied().unwrap_or(0);
        consecutive_ranges(count(0), body.num_operands(op), [count(1), count(2)])
    }
    fn set(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
        let seg = segment_counts(ctx, body, op, "operandSegmentSizes");
        let count = |i: usize| seg.get(i).copied().unwrap_or(0);
        set_segment_counts(ctx, body, op, "operandSegmentSizes", &[count(0), counts[0], counts[1], count(3)]);
    }
    interface(operands, set)
}
