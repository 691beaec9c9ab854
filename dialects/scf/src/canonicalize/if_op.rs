//! `scf.if` patterns (upstream MLIR 22's `IfOp::getCanonicalizationPatterns`,
//! in its order, all of benefit 1; the generic region-branch patterns of
//! [`super::region_branch`] come after them).

use strata_ir::{BlockId, Body, Context, OpId, OperationState, RegionId, RegionWithin, Type, Value};
use strata_rewrite::matchers::{constant_int, is_constant_one};
use strata_rewrite::Rewriter;

use super::util::{
    create_arith, create_arith_constant, create_constant, create_yield, region_block, replace_op_with_region,
};
use crate::IfOp;
use strata_rewrite::matchers::isa;

use strata_dialect_arith as arith;

/// The parts of an `scf.if`.
struct If {
    cond: Value,
    then_region: RegionId,
    else_region: RegionId,
    then_block: BlockId,
    /// `None` when there is no else region.
    else_block: Option<BlockId>,
}

fn if_parts(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<If> {
    let op: OpId = op.into();
    if !isa::<IfOp>(ctx, body, op) {
        return None;
    }
    let regions = body.regions(op);
    Some(If {
        cond: body.operand(op, 0),
        then_region: *regions.first()?,
        else_region: *regions.get(1)?,
        then_block: region_block(body, op, 0)?,
        else_block: region_block(body, op, 1),
    })
}

/// The operands of the terminator of `block`.
fn yielded(body: &Body, block: BlockId) -> Vec<Value> {
    body.last_op(block).map(|t| body.operands(t).collect()).unwrap_or_default()
}

/// An `scf.if` with an else branch and results: its parts, its else block
/// and the values each branch yields.
fn if_else_with_results(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
) -> Option<(If, BlockId, Vec<Value>, Vec<Value>)> {
    let op: OpId = op.into();
    let p = if_parts(ctx, body, op)?;
    let else_block = p.else_block?;
    if body.num_results(op) == 0 {
        return None;
    }
    let (then_yield, else_yield) = (yielded(body, p.then_block), yielded(body, else_block));
    Some((p, else_block, then_yield, else_yield))
}

/// A new `scf.if` on `cond` with result types `types` and two empty
/// regions, at the insertion point.
fn create_if(rw: &mut Rewriter<'_>, cond: Value, types: &[Type], loc: strata_ir::Location) -> OpId {
    let mut st = OperationState::new(rw.ctx().op_name("scf.if"), loc);
    st.operands.push(cond);
    st.result_types.extend_from_slice(types);
    st.regions = rw.with_body(|b| vec![b.create_region(), b.create_region()]);
    rw.create(st)
}

/// Does `block` hold nothing but its terminator?
fn only_terminator(body: &Body, block: BlockId) -> bool {
    let first = body.first_op(block);
    first.is_some() && first == body.last_op(block)
}

/// `%c = arith.xori %x, %one`: the `%x` negated by `c`'s definition, if so.
fn negated(ctx: &Context, rw: &mut Rewriter<'_>, c: Value) -> Option<Value> {
    let def = rw.body().defining_op(c).filter(|&d| isa::<arith::XOrIOp>(ctx, rw.body(), d))?;
    let (lhs, rhs) = (rw.body().operand(def, 0), rw.body().operand(def, 1));
    is_constant_one(ctx, rw.body(), rhs).then_some(lhs)
}

/// `CombineIfs`: an `scf.if` right after one on the same (or the negated)
/// condition merges into it.
pub fn combine_ifs(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(prev) = rw.body().prev_op(op) else { return false };
    let (Some(next_if), Some(prev_if)) = (if_parts(ctx, rw.body(), op), if_parts(ctx, rw.body(), prev)) else {
        return false;
    };
    let (mut next_then, mut next_else) = (None, None);
    if next_if.cond == prev_if.cond {
        next_then = Some(next_if.then_block);
        next_else = next_if.else_block;
    }
    if negated(ctx, rw, next_if.cond) == Some(prev_if.cond) || negated(ctx, rw, prev_if.cond) == Some(next_if.cond) {
        next_else = Some(next_if.then_block);
        if next_if.else_block.is_some() {
            next_then = next_if.else_block;
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let body = rw.body();
    let prev_results = body.results(prev).to_vec();
    let prev_then_yielded = yielded(body, prev_if.then_block);
    let prev_else_yielded = prev_if.else_block.map(|b| yielded(body, b)).unwrap_or_default();
    // Uses of the first if's results inside the second one see the yielded
    // values of the matching branch (upstream zips with the else values, so
    // nothing is replaced without an else).
    for ((&r, &t), &e) in prev_results.iter().zip(&prev_then_yielded).zip(&prev_else_yielded) {
        let uses: Vec<_> = rw.body().uses(r).iter().rev().copied().collect();
        for u in uses {
            let Some(region) = rw.body().op_region(u.op) else { continue };
            let in_block = |b: Option<BlockId>, body: &Body| {
                b.and_then(|b| body.block_region(b)).is_some_and(|br| body.region_is_ancestor(br, region))
            };
            let to = if in_block(next_then, rw.body()) {
                t
            } else if in_block(next_else, rw.body()) {
                e
            } else {
                continue;
            };
            rw.modify_op_in_place(u.op, |b| b.set_operand(u.op, u.index as usize, to));
        }
    }
    let body = rw.body();
    let mut types: Vec<Type> = prev_results.iter().map(|&r| body.value_type(r)).collect();
    types.extend(body.results(op).iter().map(|&r| body.value_type(r)));
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let combined = create_if(rw, prev_if.cond, &types, loc);
    let (c_then, c_else) = (rw.body().regions(combined)[0], rw.body().regions(combined)[1]);
    rw.inline_region_before(prev_if.then_region, c_then, None);
    if let Some(nt) = next_then {
        let dest = rw.body().entry_block(c_then).expect("the first if's then block");
        merge_yielding(rw, nt, dest);
    }
    rw.inline_region_before(prev_if.else_region, c_else, None);
    if let Some(ne) = next_else {
        match rw.body().entry_block(c_else) {
            None => {
                let region = rw.body().block_region(ne).expect("a block in a region");
                rw.inline_region_before(region, c_else, None);
            }
            Some(dest) => merge_yielding(rw, ne, dest),
        }
    }
    let results = rw.body().results(combined).to_vec();
    let (prev_values, next_values) = results.split_at(prev_results.len());
    rw.replace_op(prev, prev_values);
    rw.replace_op(op, next_values);
    true
}

/// Appends `source`'s ops to `dest` and ends `dest` with one `scf.yield`
/// of both blocks' yielded values (dest's first).
fn merge_yielding(rw: &mut Rewriter<'_>, source: BlockId, dest: BlockId) {
    let body = rw.body();
    let (y1, y2) = (body.last_op(dest).expect("a yield"), body.last_op(source).expect("a yield"));
    let mut values: Vec<Value> = body.operands(y1).collect();
    values.extend(body.operands(y2));
    let loc = body.op_loc(y2);
    rw.inline_block_before(source, dest, None, &[]);
    rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(dest));
    create_yield(rw, &values, loc);
    rw.erase_op(y1);
    rw.erase_op(y2);
}

/// `CombineNestedIfs`: `scf.if %a { scf.if %b { ... } }` becomes
/// `scf.if (%a and %b) { ... }` when nothing else happens in the outer if.
pub fn combine_nested_ifs(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(outer) = if_parts(ctx, body, op) else { return false };
    let Some(nested) = body.first_op(outer.then_block) else { return false };
    if body.next_op(nested) != body.last_op(outer.then_block) || body.next_op(nested).is_none() {
        return false;
    }
    if outer.else_block.is_some_and(|b| !only_terminator(body, b)) {
        return false;
    }
    let Some(inner) = if_parts(ctx, body, nested) else { return false };
    if inner.else_block.is_some_and(|b| !only_terminator(body, b)) {
        return false;
    }
    let mut then_yield = yielded(body, outer.then_block);
    let else_yield = outer.else_block.map(|b| yielded(body, b)).unwrap_or_default();
    let inner_then_yield = yielded(body, inner.then_block);
    let inner_else_yield = inner.else_block.map(|b| yielded(body, b)).unwrap_or_default();
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if body.defining_op(v) == Some(nested) {
            let k = body.results(nested).iter().position(|&r| r == v).expect("a result of the nested if");
            if inner_else_yield.get(k) != else_yield.get(i) {
                return false;
            }
            *slot = inner_then_yield[k];
            continue;
        }
        // Else the value must come from outside the outer if: the else
        // branch of the combined if then yields a select on the outer
        // condition.
        if body.value_parent_region(v) == Some(outer.then_region) {
            return false;
        }
        to_select.push(i);
    }
    let loc = body.op_loc(op);
    let i1 = ctx.integer_type(1);
    let types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    rw.set_insertion_point_before(op);
    let cond = create_arith(rw, "arith.andi", &[outer.cond, inner.cond], i1, loc);
    let new_if = create_if(rw, cond, &types, loc);
    let (n_then, n_else) = (rw.body().regions(new_if)[0], rw.body().regions(new_if)[1]);
    let new_block = rw.create_block(n_then, &[], None);
    let mut results = rw.body().results(new_if).to_vec();
    rw.set_insertion_point_before(new_if);
    for &i in &to_select {
        let ty = rw.body().value_type(then_yield[i]);
        results[i] = create_arith(rw, "arith.select", &[outer.cond, then_yield[i], else_yield[i]], ty, loc);
    }
    rw.inline_block_before(inner.then_block, new_block, None, &[]);
    let old_yield = rw.body().last_op(new_block).expect("the nested then yield");
    let yield_loc = rw.body().op_loc(old_yield);
    rw.set_insertion_point_before(old_yield);
    create_yield(rw, &then_yield, yield_loc);
    rw.erase_op(old_yield);
    if !else_yield.is_empty() {
        let else_block = rw.create_block(n_else, &[], None);
        rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(else_block));
        create_yield(rw, &else_yield, loc);
    }
    rw.replace_op(op, &results);
    true
}

/// `ConditionPropagation`: inside the then (else) region, the condition is
/// `true` (`false`).
pub fn condition_propagation(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(p) = if_parts(ctx, rw.body(), op) else { return false };
    if strata_rewrite::fold::constant_of(ctx, rw.body(), p.cond).is_some() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let i1 = ctx.integer_type(1);
    let (mut t, mut f): (Option<Value>, Option<Value>) = (None, None);
    let uses: Vec<_> = rw.body().uses(p.cond).iter().rev().copied().collect();
    let mut changed = false;
    // Each region above a use is judged once: uses deep in a nest cost no
    // walk to the top each.
    let (mut in_then, mut in_else) = (RegionWithin::new(p.then_region), RegionWithin::new(p.else_region));
    for u in uses {
        let Some(region) = rw.body().op_region(u.op) else { continue };
        let truth = if in_then.contains(rw.body(), region) {
            true
        } else if in_else.contains(rw.body(), region) {
            false
        } else {
            continue;
        };
        let slot = if truth { &mut t } else { &mut f };
        let value = match *slot {
            Some(v) => v,
            None => {
                rw.set_insertion_point_before(op);
                let Some(v) = create_arith_constant(rw, ctx.bool_attr(truth), i1, loc) else { return changed };
                *slot = Some(v);
                v
            }
        };
        rw.modify_op_in_place(u.op, |b| b.set_operand(u.op, u.index as usize, value));
        changed = true;
    }
    changed
}

/// `ConvertTrivialIfToSelect`: results whose yielded values are defined
/// outside the if become `arith.select`s (or the value itself when both
/// branches yield it); the if keeps the others.
pub fn convert_trivial_if_to_select(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some((p, else_block, then_yield, else_yield)) = if_else_with_results(ctx, body, op) else { return false };
    let inside = |t: Value, f: Value| {
        body.value_parent_region(t) == Some(p.then_region) || body.value_parent_region(f) == Some(p.else_region)
    };
    let kept_types: Vec<Type> =
        then_yield.iter().zip(&else_yield).filter(|(&t, &f)| inside(t, f)).map(|(&t, _)| body.value_type(t)).collect();
    if kept_types.len() == body.num_results(op) {
        return false;
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let replacement = create_if(rw, p.cond, &kept_types, loc);
    let (r_then, r_else) = (rw.body().regions(replacement)[0], rw.body().regions(replacement)[1]);
    rw.inline_region_before(p.then_region, r_then, None);
    rw.inline_region_before(p.else_region, r_else, None);
    let new_results = rw.body().results(replacement).to_vec();
    let mut results = Vec::with_capacity(then_yield.len());
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    rw.set_insertion_point_before(replacement);
    for (&t, &f) in then_yield.iter().zip(&else_yield) {
        let body = rw.body();
        if body.value_parent_region(t) == Some(r_then) || body.value_parent_region(f) == Some(r_else) {
            results.push(new_results[true_yields.len()]);
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let ty = body.value_type(t);
            results.push(create_arith(rw, "arith.select", &[p.cond, t, f], ty, loc));
        }
    }
    for (block, values) in [(p.then_block, true_yields), (else_block, false_yields)] {
        let old = rw.body().last_op(block).expect("a yield");
        let yield_loc = rw.body().op_loc(old);
        rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(block));
        create_yield(rw, &values, yield_loc);
        rw.erase_op(old);
    }
    rw.replace_op(op, &results);
    true
}

/// `RemoveEmptyElseBranch`: an else region holding only its yield goes.
pub fn remove_empty_else_branch(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(p) = if_parts(ctx, body, op) else { return false };
    if body.num_results(op) != 0 || !p.else_block.is_some_and(|b| only_terminator(body, b)) {
        return false;
    }
    let operands: Vec<Value> = body.operands(op).collect();
    let new = rw.create_like(op, &operands, &[]);
    let new_then = rw.body().regions(new)[0];
    rw.inline_region_before(p.then_region, new_then, None);
    rw.erase_op(op);
    true
}

/// `RemoveStaticCondition`: an if on a constant becomes the taken branch
/// (or nothing, without an else).
pub fn remove_static_condition(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(p) = if_parts(ctx, rw.body(), op) else { return false };
    let Some(c) = constant_int(ctx, rw.body(), p.cond) else { return false };
    if !c.is_zero() {
        replace_op_with_region(rw, op, p.then_region, &[]);
    } else if p.else_block.is_some() {
        replace_op_with_region(rw, op, p.else_region, &[]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// `ReplaceIfYieldWithConditionOrValue`: a result both branches yield the
/// same value for is that value; one yielding `true`/`false` is the
/// condition, `false`/`true` its negation.
pub fn replace_if_yield_with_condition_or_value(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some((p, _, then_yield, else_yield)) = if_else_with_results(ctx, body, op) else { return false };
    let results = body.results(op).to_vec();
    let loc = body.op_loc(op);
    let i1 = ctx.integer_type(1);
    let mut changed = false;
    for ((&t, &f), &r) in then_yield.iter().zip(&else_yield).zip(&results) {
        if t == f {
            if rw.body().has_uses(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let bool_of = |rw: &mut Rewriter<'_>, v: Value| {
            let is_i1 = rw.body().value_type(v) == i1;
            constant_int(ctx, rw.body(), v).filter(|_| is_i1).map(|c| !c.is_zero())
        };
        let (Some(tv), Some(fv)) = (bool_of(rw, t), bool_of(rw, f)) else { continue };
        if !rw.body().has_uses(r) {
            continue;
        }
        if !tv && fv {
            // Upstream asks the dialect of the `false` constant for the
            // `true` it negates with.
            let def = rw.body().defining_op(t).expect("a constant op");
            let dialect = ctx.op_dialect(rw.body().op_name(def)).to_string();
            rw.set_insertion_point_before(op);
            let Some(one) = create_constant(rw, &dialect, ctx.bool_attr(true), i1, loc) else { continue };
            let not = create_arith(rw, "arith.xori", &[p.cond, one], i1, loc);
            rw.replace_all_uses_with(r, not);
            changed = true;
        } else if tv && !fv {
            rw.replace_all_uses_with(r, p.cond);
            changed = true;
        }
    }
    changed
}
