//! `cf.br` and `cf.assert` (upstream's `BranchOp::canonicalize` and
//! `AssertOp::canonicalize`). Upstream's `BranchOp::canonicalize` tries
//! merging into a single predecessor, then collapsing a pass-through
//! successor; strata registers the two as separate patterns in that
//! order, which tries them the same way and lets each be disabled by name.

use strata_rewrite::matchers::is_constant_one;
use strata_rewrite::Rewriter;

use super::util::{br_state, collapse_branch};
use crate::{AssertOp, BranchOp};

/// `cf.br ^bb1(...)` where `^bb1` has no other predecessor: `^bb1`'s ops
/// move into this block, its arguments replaced by the branch operands.
pub fn simplify_br_to_block_with_single_pred(op: BranchOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let succ = body.successor(op, 0);
    let Some(parent) = body.op_block(op) else { return false };
    if succ == parent || body.predecessors(succ).len() != 1 {
        return false;
    }
    let args: Vec<_> = body.operands(op).collect();
    rw.inline_block_before(succ, parent, None, &args);
    rw.erase_op(op);
    true
}

/// `cf.br ^bb1` where `^bb1` only branches on: branch to where it goes.
pub fn simplify_pass_through_br(op: BranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dest = body.successor(op, 0);
    if Some(dest) == body.op_block(op) {
        return false;
    }
    let operands: Vec<_> = body.operands(op).collect();
    let Some((dest, operands)) = collapse_branch(ctx, body, dest, &operands) else { return false };
    let state = br_state(ctx, body.op_loc(op), dest, &operands);
    rw.replace_op_with_new(op, state);
    true
}

/// `cf.assert %true, "..."` never fails: erased.
pub fn assert_const_true(op: AssertOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let arg = rw.body().operand(op, 0);
    if !is_constant_one(ctx, rw.body(), arg) {
        return false;
    }
    rw.erase_op(op);
    true
}
