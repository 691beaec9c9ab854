//! `scf.parallel`'s patterns (MLIR 22): `ParallelOpSingleOrZeroIterationDimsFolder`
//! drops the dimensions that run once (their induction variable becomes the
//! lower bound) and replaces a loop with a dimension that never runs by its
//! initial values; `MergeNestedParallelLoops` merges a loop whose body is
//! only another loop (no reductions, inner bounds not computed from the
//! outer induction variables) into one loop over both sets of dimensions.
//!
//! Invariant: a pattern that returns false has changed nothing.

use strata_ir::{InsertPoint, OpId, OperationState, Value};
use strata_rewrite::Rewriter;

use super::for_op::trip_count;
use super::util::region_block;
use crate::ParallelOp;
use strata_rewrite::matchers::isa;

/// The operand groups of an `scf.parallel`: lower bounds, upper bounds,
/// steps and initial values (one induction variable per bound).
struct Parts {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
}

fn parts(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<Parts> {
    let op: OpId = op.into();
    let body = rw.body();
    let block = region_block(body, op, 0)?;
    let dims = body.block_args(block).len();
    let operands: Vec<Value> = body.operands(op).collect();
    if operands.len() < 3 * dims {
        return None;
    }
    Some(Parts {
        lbs: operands[..dims].to_vec(),
        ubs: operands[dims..2 * dims].to_vec(),
        steps: operands[2 * dims..3 * dims].to_vec(),
        inits: operands[3 * dims..].to_vec(),
    })
}

/// A detached-region `scf.parallel` state over `parts`, with `op`'s
/// location and result types, created at the insertion point.
fn create_parallel(rw: &mut Rewriter<'_>, op: impl Into<OpId>, parts: &Parts) -> OpId {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name("scf.parallel"), rw.body().op_loc(op));
    for group in [&parts.lbs, &parts.ubs, &parts.steps, &parts.inits] {
        st.operands.extend_from_slice(group);
    }
    let sizes = [parts.lbs.len(), parts.ubs.len(), parts.steps.len(), parts.inits.len()].map(|n| n as i64);
    let segments = ctx.dense_i32_array(&sizes);
    st.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("operandSegmentSizes"), segments)]));
    st.result_types.extend(rw.body().results(op).iter().map(|&r| rw.body().value_type(r)));
    let region = rw.with_body(|b| b.create_region());
    st.regions.push(region);
    rw.create(st)
}

/// Upstream's `ParallelOpSingleOrZeroIterationDimsFolder`.
pub fn single_or_zero_iteration_dims_folder(op: ParallelOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else { return false };
    let Some(block) = region_block(rw.body(), op, 0) else { return false };
    let ivs = rw.body().block_args(block).to_vec();
    let mut kept = Parts { lbs: Vec::new(), ubs: Vec::new(), steps: Vec::new(), inits: p.inits.clone() };
    let mut collapsed: Vec<(Value, Value)> = Vec::new();
    for (i, &iv) in ivs.iter().enumerate() {
        match trip_count(rw, p.lbs[i], p.ubs[i], p.steps[i], true) {
            Some(n) if n.is_zero() => {
                rw.replace_op(op, &p.inits);
                return true;
            }
            Some(n) if n.is_one() => {
                collapsed.push((iv, p.lbs[i]));
                continue;
            }
            _ => {}
        }
        kept.lbs.push(p.lbs[i]);
        kept.ubs.push(p.ubs[i]);
        kept.steps.push(p.steps[i]);
    }
    if collapsed.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(op);
    if kept.lbs.is_empty() {
        inline_single_iteration(rw, op, block, &collapsed, &p.inits);
        return true;
    }
    // A loop over the remaining dimensions takes over the body; the
    // collapsed induction variables become their lower bounds.
    let new = create_parallel(rw, op, &kept);
    let (old_region, new_region) = (rw.body().regions(op)[0], rw.body().regions(new)[0]);
    rw.inline_region_before(old_region, new_region, None);
    for &(iv, lb) in &collapsed {
        rw.replace_all_uses_with(iv, lb);
    }
    let gone: Vec<Value> = collapsed.iter().map(|&(iv, _)| iv).collect();
    rw.modify_op_in_place(new, |b| b.erase_block_args_if(block, |_, v| gone.contains(&v)));
    let results: Vec<Value> = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// Every dimension runs once: the body is cloned before `op` (induction
/// variables mapped to lower bounds), then each reduction of its
/// `scf.reduce` folds its value into the matching initial value.
fn inline_single_iteration(
    rw: &mut Rewriter<'_>,
    op: impl Into<OpId>,
    block: strata_ir::BlockId,
    collapsed: &[(Value, Value)],
    inits: &[Value],
) {
    let mut mapping: strata_ir::inliner::ValueMapping = collapsed.iter().copied().collect();
    let ops: Vec<OpId> = rw.body().block_ops(block).collect();
    let Some((&reduce, body_ops)) = ops.split_last() else { return };
    for &o in body_ops {
        rw.clone_op(o, &mut mapping);
    }
    let reduced: Vec<Value> = rw.body().operands(reduce).collect();
    let regions = rw.body().regions(reduce).to_vec();
    let mut results = Vec::with_capacity(inits.len());
    for (i, &region) in regions.iter().enumerate() {
        let Some(rblock) = rw.body().entry_block(region) else { continue };
        let args = rw.body().block_args(rblock).to_vec();
        let value = reduced.get(i).map(|v| *mapping.get(v).unwrap_or(v));
        if let (Some(&lhs), Some(&rhs), Some(&init), Some(value)) = (args.first(), args.get(1), inits.get(i), value) {
            mapping.insert(lhs, init);
            mapping.insert(rhs, value);
        }
        let rops: Vec<OpId> = rw.body().block_ops(rblock).collect();
        let Some((&ret, rbody)) = rops.split_last() else { continue };
        for &o in rbody {
            rw.clone_op(o, &mut mapping);
        }
        if let Some(v) = rw.body().operands(ret).next() {
            results.push(*mapping.get(&v).unwrap_or(&v));
        }
    }
    rw.replace_op(op, &results);
}

/// Upstream's `MergeNestedParallelLoops`.
pub fn merge_nested_parallel_loops(op: ParallelOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let Some(outer_block) = region_block(body, op, 0) else { return false };
    let ops: Vec<OpId> = body.block_ops(outer_block).collect();
    let [inner, _terminator] = ops[..] else { return false };
    if !isa::<ParallelOp>(rw.ctx(), body, inner) {
        return false;
    }
    let (Some(outer), Some(inner_parts)) = (parts(rw, op), parts(rw, inner)) else { return false };
    let outer_ivs = rw.body().block_args(outer_block).to_vec();
    let bounds = inner_parts.lbs.iter().chain(&inner_parts.ubs).chain(&inner_parts.steps);
    if bounds.clone().any(|v| outer_ivs.contains(v)) {
        return false;
    }
    // Reductions are not supported (as upstream).
    if !outer.inits.is_empty() || !inner_parts.inits.is_empty() {
        return false;
    }
    let Some(inner_block) = region_block(rw.body(), inner, 0) else { return false };
    let inner_ivs = rw.body().block_args(inner_block).to_vec();
    let inner_ops: Vec<OpId> = rw.body().block_ops(inner_block).collect();
    let Some((_, inner_body)) = inner_ops.split_last() else { return false };
    let merged = Parts {
        lbs: [outer.lbs, inner_parts.lbs].concat(),
        ubs: [outer.ubs, inner_parts.ubs].concat(),
        steps: [outer.steps, inner_parts.steps].concat(),
        inits: Vec::new(),
    };
    rw.set_insertion_point_before(op);
    let new = create_parallel(rw, op, &merged);
    let loc = rw.body().op_loc(op);
    let region = rw.body().regions(new)[0];
    let index = rw.ctx().index_type();
    let types = vec![index; outer_ivs.len() + inner_ivs.len()];
    let block = rw.create_block(region, &types, Some(loc));
    let ivs = rw.body().block_args(block).to_vec();
    let mut mapping: strata_ir::inliner::ValueMapping = outer_ivs.iter().chain(&inner_ivs).copied().zip(ivs).collect();
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    for &o in inner_body {
        rw.clone_op(o, &mut mapping);
    }
    rw.create(OperationState::new(rw.ctx().op_name("scf.reduce"), loc));
    rw.set_insertion_point_before(op);
    rw.replace_op(op, &[]);
    true
}
