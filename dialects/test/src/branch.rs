//! The test branches' `BranchOpInterface` (upstream's
//! `getSuccessorOperands` in `TestOpDefs.cpp`): which operands each
//! successor receives, and how new counts are recorded.
//!
//! `test.br` forwards all of its operands. `test.producing_br` has two
//! operand groups, `firstOperands` and `secondOperands`, and upstream hands
//! the *second* group to successor #0 and the first to successor #1;
//! strata keeps that crossing, since region simplification and block
//! merging rewrite these operands and must do what mlir-opt-22 does.
//! Invariant: ranges follow `operandSegmentSizes`, clamped to the operands
//! present, so a malformed op never yields an out-of-range index.

use std::ops::Range;

use strata_ir::op_checks::{i64_array, set_inherent_attr};
use strata_ir::{Body, BranchOpInterface, Context, OpId};

/// `test.br`'s interface (attached by the generated `OpInfo`).
pub fn br() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: br_operands,
        set_successor_operand_counts: |_, _, _, _| {},
        successor_for_operands: BranchOpInterface::no_known_successor,
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `test.producing_br`'s interface.
pub fn producing_br() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: producing_br_operands,
        set_successor_operand_counts: set_producing_br_counts,
        successor_for_operands: BranchOpInterface::no_known_successor,
        produced_operand_counts: BranchOpInterface::no_produced_operands,
    }
}

/// `test.internal_br`'s interface: successor #0 (`successPath`) gets
/// `successOperands`, #1 (`errorPath`) `errorOperands` after one argument
/// the branch produces itself (upstream's `SuccessorOperands(1, ...)`).
pub fn internal_br() -> BranchOpInterface {
    fn operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
        let seg = i64_array(ctx, body, op, "operandSegmentSizes");
        let count = |i: usize| seg.get(i).and_then(|&n| usize::try_from(n).ok()).unwrap_or(0);
        let end = body.num_operands(op);
        let success = 0..count(0).min(end);
        let error = success.end..(success.end + count(1)).min(end);
        vec![success, error]
    }
    fn set_counts(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
        let value = ctx.dense_i32_array(&[counts[0] as i64, counts[1] as i64]);
        set_inherent_attr(ctx, body, op, "operandSegmentSizes", value);
    }
    BranchOpInterface {
        successor_operands: operands,
        set_successor_operand_counts: set_counts,
        successor_for_operands: BranchOpInterface::no_known_successor,
        produced_operand_counts: |_, _, _| vec![0, 1],
    }
}

/// `test.br`: every operand goes to its one successor.
fn br_operands(_: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
    std::iter::once(0..body.num_operands(op)).collect()
}

/// `test.producing_br`: successor #0 gets `secondOperands`, #1 `firstOperands`.
fn producing_br_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<Range<usize>> {
    let seg = i64_array(ctx, body, op, "operandSegmentSizes");
    let count = |i: usize| seg.get(i).and_then(|&n| usize::try_from(n).ok()).unwrap_or(0);
    let end = body.num_operands(op);
    let first = 0..count(0).min(end);
    let second = first.end..(first.end + count(1)).min(end);
    vec![second, first]
}

fn set_producing_br_counts(ctx: &Context, body: &mut Body, op: OpId, counts: &[usize]) {
    // `counts` is per successor: #0 is the second group, #1 the first.
    let segments = [counts[1] as i64, counts[0] as i64];
    let value = ctx.dense_i32_array(&segments);
    set_inherent_attr(ctx, body, op, "operandSegmentSizes", value);
}
