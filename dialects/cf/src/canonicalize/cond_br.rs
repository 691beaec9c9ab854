//! `cf.cond_br` patterns (upstream's `CondBranchOp::getCanonicalizationPatterns`,
//! MLIR 22), in upstream's order; all have benefit 1.

use strata_ir::{OperationState, Value};
use strata_rewrite::matchers::{is_constant_non_zero, is_constant_zero};
use strata_rewrite::Rewriter;

use strata_ir::op_checks::inherent_attr;

use super::util::{
    arith_constant_state, br_state, collapse_branch, cond_br_parts, cond_br_state, single_predecessor,
    unique_predecessor,
};
use crate::CondBranchOp;
use strata_rewrite::matchers::isa;

use strata_dialect_ub as ub;

/// `cf.cond_br %true, ^a, ^b` → `cf.br ^a`; `%false` → `cf.br ^b`.
pub fn simplify_const_cond_branch_pred(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let c = cond_br_parts(ctx, rw.body(), op);
    let (dest, operands) = if is_constant_non_zero(ctx, rw.body(), c.cond) {
        (c.true_dest, c.true_operands)
    } else if is_constant_zero(ctx, rw.body(), c.cond) {
        (c.false_dest, c.false_operands)
    } else {
        return false;
    };
    let state = br_state(ctx, rw.body().op_loc(op), dest, &operands);
    rw.replace_op_with_new(op, state);
    true
}

/// Successors that only branch on are skipped:
/// `cf.cond_br %c, ^a, ^b` with `^a: cf.br ^n(...)` → `cf.cond_br %c, ^n(...), ^b`.
pub fn simplify_pass_through_cond_branch(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let c = cond_br_parts(ctx, body, op);
    let t = collapse_branch(ctx, body, c.true_dest, &c.true_operands);
    let f = collapse_branch(ctx, body, c.false_dest, &c.false_operands);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (td, tops) = t.unwrap_or((c.true_dest, c.true_operands));
    let (fd, fops) = f.unwrap_or((c.false_dest, c.false_operands));
    // Upstream's rebuilt branch keeps the branch weights.
    let weights = inherent_attr(ctx, body, op, "branch_weights");
    let state = cond_br_state(ctx, body.op_loc(op), c.cond, (td, &tops), (fd, &fops), weights);
    rw.replace_op_with_new(op, state);
    true
}

/// Both successors are one block: `cf.br` to it, with an `arith.select`
/// per operand that differs (only when this block is the block's one
/// predecessor, so the selects dominate its uses).
pub fn simplify_cond_branch_identical_successors(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let c = cond_br_parts(ctx, body, op);
    if c.true_dest != c.false_dest {
        return false;
    }
    let loc = body.op_loc(op);
    if c.true_operands == c.false_operands {
        let state = br_state(ctx, loc, c.true_dest, &c.true_operands);
        rw.replace_op_with_new(op, state);
        return true;
    }
    if unique_predecessor(body, c.true_dest) != body.op_block(op) {
        return false;
    }
    rw.set_insertion_point_before(op);
    let mut merged = Vec::with_capacity(c.true_operands.len());
    for (&t, &f) in c.true_operands.iter().zip(&c.false_operands) {
        if t == f {
            merged.push(t);
            continue;
        }
        let mut st = OperationState::new(ctx.op_name("arith.select"), loc);
        st.operands.extend_from_slice(&[c.cond, t, f]);
        st.result_types.push(rw.body().value_type(t));
        let select = rw.create(st);
        merged.push(rw.body().result(select, 0));
    }
    let state = br_state(ctx, loc, c.true_dest, &merged);
    rw.replace_op_with_new(op, state);
    true
}

/// A block reached only from a `cf.cond_br` on the same condition knows
/// the condition's value: its own `cf.cond_br` becomes a `cf.br`.
pub fn simplify_cond_branch_from_cond_branch_on_same_condition(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let Some(current) = body.op_block(op) else { return false };
    let Some(pred) = single_predecessor(body, current) else { return false };
    let Some(pred_br) = body.last_op(pred).filter(|&t| isa::<CondBranchOp>(ctx, body, t)) else { return false };
    let c = cond_br_parts(ctx, body, op);
    if body.operand(pred_br, 0) != c.cond {
        return false;
    }
    let (dest, operands) = if body.successor(pred_br, 0) == current {
        (c.true_dest, c.true_operands)
    } else {
        (c.false_dest, c.false_operands)
    };
    let state = br_state(ctx, body.op_loc(op), dest, &operands);
    rw.replace_op_with_new(op, state);
    true
}

/// In a successor only this branch reaches, the condition is known: its
/// uses in that block (not nested deeper, as upstream) become an
/// `arith.constant true` (or `false`), created once, before the branch.
pub fn cond_branch_truth_propagation(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let c = cond_br_parts(ctx, body, op);
    let loc = body.op_loc(op);
    let mut replaced = false;
    for (dest, truth) in [(c.true_dest, true), (c.false_dest, false)] {
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        // Upstream walks the use list from the newest use.
        let uses: Vec<_> = rw.body().uses(c.cond).iter().rev().copied().collect();
        let mut constant: Option<Value> = None;
        for u in uses {
            if rw.body().op_block(u.op) != Some(dest) {
                continue;
            }
            let value = match constant {
                Some(v) => v,
                None => {
                    let Some(st) = arith_constant_state(ctx, ctx.bool_attr(truth), ctx.integer_type(1), loc) else {
                        return replaced;
                    };
                    rw.set_insertion_point_before(op);
                    let cst = rw.create(st);
                    let v = rw.body().result(cst, 0);
                    constant = Some(v);
                    v
                }
            };
            rw.modify_op_in_place(u.op, |b| b.set_operand(u.op, u.index as usize, value));
            replaced = true;
        }
    }
    replaced
}

/// A successor that holds only `ub.unreachable` is never taken: branch to
/// the other one.
pub fn drop_unreachable_cond_branch(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let c = cond_br_parts(ctx, body, op);
    let only_unreachable = |block| {
        let first = body.first_op(block);
        first.is_some() && first == body.last_op(block) && first.is_some_and(|o| isa::<ub::UnreachableOp>(ctx, body, o))
    };
    let (dest, operands) = if only_unreachable(c.true_dest) {
        (c.false_dest, c.false_operands)
    } else if only_unreachable(c.false_dest) {
        (c.true_dest, c.true_operands)
    } else {
        return false;
    };
    let state = br_state(ctx, body.op_loc(op), dest, &operands);
    rw.replace_op_with_new(op, state);
    true
}
