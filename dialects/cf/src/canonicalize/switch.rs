//! `cf.switch` patterns (upstream's `SwitchOp::getCanonicalizationPatterns`,
//! MLIR 22: six functions, in this order, all of benefit 1).

use strata_ir::{ApInt, FxHashSet, OpId};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::util::{br_state, collapse_branch, single_predecessor, switch_parts, switch_state, Switch};
use crate::SwitchOp;
use strata_rewrite::matchers::isa;

/// A switch with no cases is a `cf.br` to its default.
pub fn simplify_switch_with_only_default(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let s = switch_parts(ctx, body, op);
    if !s.case_dests.is_empty() {
        return false;
    }
    let state = br_state(ctx, body.op_loc(op), s.default_dest, &s.default_operands);
    rw.replace_op_with_new(op, state);
    true
}

/// Cases going where the default goes, with the same operands, are dropped.
pub fn drop_switch_cases_that_match_default(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let s = switch_parts(ctx, body, op);
    let same = |i: usize| s.case_dests[i] == s.default_dest && s.case_operands[i] == s.default_operands;
    let keep: Vec<usize> = (0..s.case_dests.len()).filter(|&i| !same(i)).collect();
    if keep.len() == s.case_dests.len() {
        return false;
    }
    let kept = keep_cases(&s, &keep);
    let state = switch_state(ctx, body, body.op_loc(op), &kept);
    rw.replace_op_with_new(op, state);
    true
}

/// `s` with only the cases at `keep` (in order).
fn keep_cases(s: &Switch, keep: &[usize]) -> Switch {
    Switch {
        flag: s.flag,
        default_dest: s.default_dest,
        default_operands: s.default_operands.clone(),
        case_values: keep.iter().filter_map(|&i| s.case_values.get(i).cloned()).collect(),
        case_dests: keep.iter().map(|&i| s.case_dests[i]).collect(),
        case_operands: keep.iter().map(|&i| s.case_operands[i].clone()).collect(),
    }
}

/// Upstream's `foldSwitch`: `op` becomes a `cf.br` to the case for `value`
/// (the first one listing it), or to the default.
fn fold_switch(op: impl Into<OpId>, rw: &mut Rewriter<'_>, s: &Switch, value: &ApInt) {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let (dest, operands) = match s.case_values.iter().position(|v| v == value) {
        Some(i) => (s.case_dests[i], &s.case_operands[i]),
        None => (s.default_dest, &s.default_operands),
    };
    let state = br_state(ctx, rw.body().op_loc(op), dest, operands);
    rw.replace_op_with_new(op, state);
}

/// A switch on a constant is a `cf.br` to the case it selects.
pub fn simplify_const_switch_value(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = switch_parts(ctx, rw.body(), op);
    let Some(value) = constant_int(ctx, rw.body(), s.flag) else { return false };
    fold_switch(op, rw, &s, &value);
    true
}

/// Destinations that only branch on are skipped (upstream's
/// `collapseBranch` on every case, then the default).
pub fn simplify_pass_through_switch(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let mut s = switch_parts(ctx, body, op);
    let mut changed = false;
    for i in 0..s.case_dests.len() {
        if let Some((dest, operands)) = collapse_branch(ctx, body, s.case_dests[i], &s.case_operands[i]) {
            s.case_dests[i] = dest;
            s.case_operands[i] = operands;
            changed = true;
        }
    }
    if let Some((dest, operands)) = collapse_branch(ctx, body, s.default_dest, &s.default_operands) {
        s.default_dest = dest;
        s.default_operands = operands;
        changed = true;
    }
    if !changed {
        return false;
    }
    let state = switch_state(ctx, body, body.op_loc(op), &s);
    rw.replace_op_with_new(op, state);
    true
}

/// The `cf.switch` ending the single predecessor of `op`'s block, if it
/// switches on the same flag.
fn pred_switch_on_same_flag(rw: &Rewriter<'_>, op: impl Into<OpId>, flag: strata_ir::Value) -> Option<(OpId, Switch)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pred = single_predecessor(body, body.op_block(op)?)?;
    let pred_op = body.last_op(pred).filter(|&t| isa::<SwitchOp>(ctx, body, t))?;
    let ps = switch_parts(ctx, body, pred_op);
    (ps.flag == flag).then_some((pred_op, ps))
}

/// Reached through a case of a switch on the same flag, the flag is that
/// case's value: fold to the branch it selects.
pub fn simplify_switch_from_switch_on_same_condition(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = switch_parts(ctx, rw.body(), op);
    let Some((_, ps)) = pred_switch_on_same_flag(rw, op, s.flag) else { return false };
    let current = rw.body().op_block(op);
    if Some(ps.default_dest) == current {
        return false;
    }
    match ps.case_dests.iter().position(|&d| Some(d) == current) {
        Some(i) => {
            let Some(value) = ps.case_values.get(i).cloned() else { return false };
            fold_switch(op, rw, &s, &value);
        }
        None => {
            let state = br_state(ctx, rw.body().op_loc(op), s.default_dest, &s.default_operands);
            rw.replace_op_with_new(op, state);
        }
    }
    true
}

/// Reached through the default of a switch on the same flag, the flag is
/// none of that switch's other case values: those cases are dropped.
pub fn simplify_switch_from_default_switch_on_same_condition(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let s = switch_parts(ctx, rw.body(), op);
    let Some((_, ps)) = pred_switch_on_same_flag(rw, op, s.flag) else { return false };
    let current = rw.body().op_block(op);
    if Some(ps.default_dest) != current {
        return false;
    }
    let impossible: FxHashSet<&ApInt> =
        ps.case_values.iter().zip(&ps.case_dests).filter(|(_, &d)| Some(d) != current).map(|(v, _)| v).collect();
    let keep: Vec<usize> =
        (0..s.case_dests.len()).filter(|&i| !s.case_values.get(i).is_some_and(|v| impossible.contains(v))).collect();
    if keep.len() == s.case_dests.len() {
        return false;
    }
    let kept = keep_cases(&s, &keep);
    let state = switch_state(ctx, rw.body(), rw.body().op_loc(op), &kept);
    rw.replace_op_with_new(op, state);
    true
}
