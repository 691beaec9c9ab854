//! `scf.while` patterns (upstream MLIR 22: `WhileConditionTruth`,
//! `WhileCmpCond`, `WhileOpAlignBeforeArgs`, `WhileMoveIfDown`, in that
//! order; the argument and result removals are the generic
//! [`super::region_branch`] patterns there).

use strata_ir::{AttrKind, BlockId, Body, Context, FxHashMap, FxHashSet, OpId, OperationState, Type, Value};
use strata_rewrite::Rewriter;

use super::util::{create_arith_constant, region_block};
use crate::WhileOp;
use crate::{ConditionOp, IfOp, YieldOp};
use strata_dialect_arith as arith;
use strata_rewrite::matchers::isa;

/// The parts of an `scf.while`: its blocks and the `scf.condition`; the
/// after block must end with an `scf.yield`.
struct While {
    before: BlockId,
    after: BlockId,
    cond: OpId,
}

fn while_parts(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<While> {
    let op: OpId = op.into();
    let (before, after) = (region_block(body, op, 0)?, region_block(body, op, 1)?);
    let cond = body.last_op(before).filter(|&t| isa::<ConditionOp>(ctx, body, t))?;
    body.last_op(after).filter(|&t| isa::<YieldOp>(ctx, body, t))?;
    Some(While { before, after, cond })
}

/// `WhileConditionTruth`: an after-region argument receiving the condition
/// itself is `true` there.
pub fn while_condition_truth(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(w) = while_parts(ctx, rw.body(), op) else { return false };
    let body = rw.body();
    let cond = body.operand(w.cond, 0);
    let args: Vec<Value> = body.operands(w.cond).skip(1).collect();
    let after_args = body.block_args(w.after).to_vec();
    let loc = body.op_loc(op);
    let mut constant: Option<Value> = None;
    let mut replaced = false;
    for (&v, &a) in args.iter().zip(&after_args) {
        if v != cond || !rw.body().has_uses(a) {
            continue;
        }
        let t = match constant {
            Some(t) => t,
            None => {
                let ty = rw.body().value_type(cond);
                rw.set_insertion_point_before(op);
                let Some(t) = create_arith_constant(rw, ctx.bool_attr(true), ty, loc) else { return replaced };
                constant = Some(t);
                t
            }
        };
        rw.replace_all_uses_with(a, t);
        replaced = true;
    }
    replaced
}

/// `arith.cmpi`'s predicate number, if `op` is one.
fn cmpi_predicate(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    if !isa::<arith::CmpIOp>(ctx, body, op) {
        return None;
    }
    match ctx.attr_kind(strata_ir::op_checks::inherent_attr(ctx, body, op, "predicate")?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Upstream's `arith::invertPredicate` (eq ne slt sle sgt sge ult ule ugt
/// uge are 0..=9).
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

/// `WhileCmpCond`: in the after region, an `arith.cmpi` repeating (or
/// inverting) the loop's condition on the forwarded value is known.
pub fn while_cmp_cond(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(w) = while_parts(ctx, rw.body(), op) else { return false };
    let body = rw.body();
    let Some(cmp) = body.defining_op(body.operand(w.cond, 0)) else { return false };
    let Some(pred) = cmpi_predicate(ctx, body, cmp) else { return false };
    let cmp_operands = [body.operand(cmp, 0), body.operand(cmp, 1)];
    let args: Vec<Value> = body.operands(w.cond).skip(1).collect();
    let after_args = body.block_args(w.after).to_vec();
    let i1 = ctx.integer_type(1);
    let mut changed = false;
    for (&v, &a) in args.iter().zip(&after_args) {
        for idx in 0..2 {
            if v != cmp_operands[idx] {
                continue;
            }
            let users: Vec<OpId> = rw.body().uses(a).iter().rev().map(|u| u.op).collect();
            for user in users {
                let body = rw.body();
                if !body.contains_op(user) {
                    continue;
                }
                let Some(p2) = cmpi_predicate(ctx, body, user) else { continue };
                if body.operand(user, 1 - idx) != cmp_operands[1 - idx] {
                    continue;
                }
                let same = if p2 == pred {
                    true
                } else if p2 == invert_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let loc = body.op_loc(user);
                let Some(st) = constant_state(ctx, ctx.bool_attr(same), i1, loc) else { continue };
                rw.replace_op_with_new(user, st);
                changed = true;
            }
        }
    }
    changed
}

fn constant_state(
    ctx: &Context,
    value: strata_ir::Attribute,
    ty: Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    let hook = ctx.dialect("arith")?.interfaces.get::<strata_ir::MaterializeConstant>().copied()?;
    (hook.0)(ctx, value, ty, loc)
}

/// A new `scf.while` on `inits` with result types `types` and two empty
/// regions, right before `op`.
fn create_while(rw: &mut Rewriter<'_>, op: impl Into<OpId>, inits: &[Value], types: &[Type]) -> OpId {
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let mut st = OperationState::new(rw.ctx().op_name("scf.while"), loc);
    st.operands.extend_from_slice(inits);
    st.result_types.extend_from_slice(types);
    st.regions = rw.with_body(|b| vec![b.create_region(), b.create_region()]);
    rw.set_insertion_point_before(op);
    rw.create(st)
}

/// `WhileOpAlignBeforeArgs`: when `scf.condition` forwards the before
/// block's arguments in another order, the results and after arguments
/// are reordered to match the before arguments.
pub fn while_op_align_before_args(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(w) = while_parts(ctx, rw.body(), op) else { return false };
    let body = rw.body();
    let before_args = body.block_args(w.before).to_vec();
    let cond_value = body.operand(w.cond, 0);
    let term_args: Vec<Value> = body.operands(w.cond).skip(1).collect();
    if before_args == term_args || before_args.len() != term_args.len() {
        return false;
    }
    // Position of each condition argument (no duplicates allowed).
    let mut position: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in term_args.iter().enumerate() {
        if position.insert(v, j).is_some() {
            return false;
        }
    }
    // mapping[j] = i: condition argument j is before argument i.
    let mut mapping = vec![0; term_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(&j) = position.get(a) else { return false };
        mapping[j] = i;
    }
    let results = body.results(op).to_vec();
    let mut types: Vec<Type> = vec![body.value_type(cond_value); results.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = body.value_type(results[i]);
    }
    let inits: Vec<Value> = body.operands(op).collect();
    let (cond_loc, loc) = (body.op_loc(w.cond), body.op_loc(op));
    let mut st = OperationState::new(ctx.op_name("scf.condition"), cond_loc);
    st.operands.push(cond_value);
    st.operands.extend_from_slice(&before_args);
    rw.replace_op_with_new(w.cond, st);
    let new = create_while(rw, op, &inits, &types);
    let (nb, na) = (rw.body().regions(new)[0], rw.body().regions(new)[1]);
    let init_types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let new_before = rw.create_block(nb, &init_types, Some(loc));
    let new_after = rw.create_block(na, &types, Some(loc));
    let new_results = rw.body().results(new).to_vec();
    let new_after_args = rw.body().block_args(new_after).to_vec();
    let new_before_args = rw.body().block_args(new_before).to_vec();
    let replacements: Vec<Value> = mapping.iter().map(|&j| new_results[j]).collect();
    let after_values: Vec<Value> = mapping.iter().map(|&j| new_after_args[j]).collect();
    rw.inline_block_before(w.before, new_before, None, &new_before_args);
    rw.inline_block_before(w.after, new_after, None, &after_values);
    rw.replace_op(op, &replacements);
    true
}

/// `WhileMoveIfDown`: an `scf.if` right before `scf.condition`, on the
/// same condition and with an empty else, moves into the after region
/// (which runs exactly when it would): the condition forwards its else
/// values, the after region starts with its then block, and the values of
/// the before block that block uses travel as extra condition arguments.
pub fn while_move_if_down(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(w) = while_parts(ctx, rw.body(), op) else { return false };
    let body = rw.body();
    let Some(if_op) = body.prev_op(w.cond).filter(|&p| isa::<IfOp>(ctx, body, p)) else { return false };
    let cond = body.operand(w.cond, 0);
    let (Some(then_block), else_block) = (region_block(body, if_op, 0), region_block(body, if_op, 1)) else {
        return false;
    };
    if body.operand(if_op, 0) != cond || else_block.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    // Upstream asserts that only the condition uses the if's results.
    if body.result_uses(if_op).any(|u| u.op != w.cond) {
        return false;
    }
    let before_region = body.regions(op)[0];
    let then_region = body.regions(if_op)[0];
    let if_results = body.results(if_op).to_vec();
    let then_yield = body.last_op(then_block).expect("a yield");
    let then_values: Vec<Value> = body.operands(then_yield).collect();
    let else_values: Vec<Value> =
        else_block.and_then(|b| body.last_op(b)).map(|t| body.operands(t).collect()).unwrap_or_default();
    // Each condition argument that is an if result: the else value stays,
    // the after argument becomes the then value.
    let args: Vec<Value> = body.operands(w.cond).skip(1).collect();
    let after_args = body.block_args(w.after).to_vec();
    for (idx, arg) in args.iter().enumerate() {
        let Some(k) = if_results.iter().position(|r| r == arg) else { continue };
        let (Some(&t), Some(&e)) = (then_values.get(k), else_values.get(k)) else { return false };
        rw.replace_all_uses_with(if_results[k], e);
        rw.replace_all_uses_with(after_args[idx], t);
    }
    // Values of the before block used in the then region (post-order walk,
    // first use first).
    let mut seen = FxHashSet::default();
    let mut extra: Vec<Value> = Vec::new();
    for b in rw.body().region_blocks(then_region).collect::<Vec<_>>() {
        for top in rw.body().block_ops(b).collect::<Vec<_>>() {
            for o in rw.body().collect_ops(top, strata_ir::WalkOrder::PostOrder) {
                for v in rw.body().operands(o) {
                    if rw.body().value_parent_region(v) == Some(before_region) && seen.insert(v) {
                        extra.push(v);
                    }
                }
            }
        }
    }
    let body = rw.body();
    let extra_types: Vec<Type> = extra.iter().map(|&v| body.value_type(v)).collect();
    let mut types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    types.extend_from_slice(&extra_types);
    let inits: Vec<Value> = body.operands(op).collect();
    let loc = body.op_loc(op);
    let new = create_while(rw, op, &inits, &types);
    let (nb, na) = (rw.body().regions(new)[0], rw.body().regions(new)[1]);
    let (ob, oa) = (rw.body().regions(op)[0], rw.body().regions(op)[1]);
    let after = w.after;
    rw.modify_op_in_place(new, |b| {
        b.inline_region_before(ob, nb, None);
        b.inline_region_before(oa, na, None);
        for &t in &extra_types {
            b.add_block_arg(after, t, Some(loc));
        }
    });
    let cond_op = w.cond;
    rw.modify_op_in_place(cond_op, |b| {
        let mut operands: Vec<Value> = b.operands(cond_op).collect();
        operands.extend_from_slice(&extra);
        b.set_operands(cond_op, &operands);
    });
    let new_args = rw.body().block_args(after)[after_args.len()..].to_vec();
    for (&v, &a) in extra.iter().zip(&new_args) {
        let uses: Vec<_> = rw.body().uses(v).iter().rev().copied().collect();
        for u in uses {
            let inside = rw.body().op_region(u.op).is_some_and(|r| rw.body().region_is_ancestor(then_region, r));
            if inside {
                rw.modify_op_in_place(u.op, |b| b.set_operand(u.op, u.index as usize, a));
            }
        }
    }
    rw.erase_op(then_yield);
    let first = rw.body().first_op(after);
    rw.inline_block_before(then_block, after, first, &[]);
    rw.erase_op(if_op);
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results[..results.len() - extra.len()]);
    true
}
