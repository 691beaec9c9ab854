//! Canonicalization patterns of the affine ops (upstream's
//! `AffineOps.cpp`), named after upstream's pattern structs so that
//! `disable-patterns` takes upstream's names:
//!
//! - `SimplifyAffineOp` (apply, load, store, vector_load, vector_store,
//!   prefetch, min, max): the `affine.apply`s feeding the map operands are
//!   composed into the map, which is canonicalized with its operands and
//!   simplified with the bounds of the loops whose induction variables it
//!   uses; the op is rebuilt with the new map;
//! - min/max: a single result becomes an `affine.apply`
//!   (`CanonicalizeSingleResultAffineMinMaxOp`), repeated results go
//!   (`DeduplicateAffineMinMaxExpressions`), a min (max) of a min (max)
//!   merges (`MergeAffineMinMaxOp`), results are ordered by their flat
//!   form (`CanonicalizeAffineMinMaxOpExprAndTermOrder`);
//! - `affine.if`: an else block with only its yield goes
//!   (`SimplifyDeadElse`), an always true or false condition inlines the
//!   taken block (`AlwaysTrueOrFalseIf`).
//!
//! - the index ops ([`index_ops`]): inverse linearizations and
//!   delinearizations cancel, unit basis elements and leading zeros go.
//!
//! Invariants: a pattern that returns false has changed nothing; every
//! change goes through the rewriter.

mod index_ops;

use strata_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use strata_ir::{Body, Context, OpClass, OpId, OperationState, Value};
use strata_rewrite::{PatternSet, Rewriter};

use crate::map_operands::{canonicalize_map_or_set, compose_map_and_operands, simplify_map_with_operands};
use crate::scope::{map_attr, set_attr};
use crate::AffineIfOp;
use crate::{
    AffineApplyOp, AffineDelinearizeIndexOp, AffineLinearizeIndexOp, AffineLoadOp, AffineMaxOp, AffineMinOp,
    AffinePrefetchOp, AffineStoreOp, AffineVectorLoadOp, AffineVectorStoreOp,
};

use strata_rewrite::matchers::isa;

/// Where the map operands of an op start (after its memref and value).
fn map_operands_start(ctx: &Context, body: &Body, op: OpId) -> usize {
    if isa::<AffineStoreOp>(ctx, body, op) || isa::<AffineVectorStoreOp>(ctx, body, op) {
        2
    } else if isa::<AffineLoadOp>(ctx, body, op)
        || isa::<AffineVectorLoadOp>(ctx, body, op)
        || isa::<AffinePrefetchOp>(ctx, body, op)
    {
        1
    } else {
        0
    }
}

/// Replaces `op` by the same op with map `map` over `map_operands` (the
/// operands before the map operands kept); discardable attributes go, as
/// upstream's builders take only the map (prefetch keeps its hints).
fn replace_with_map(rw: &mut Rewriter<'_>, op: OpId, map: AffineMap, map_operands: &[Value]) {
    let ctx = rw.ctx();
    let body = rw.body();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands.extend(body.operands(op).take(map_operands_start(ctx, body, op)));
    state.operands.extend_from_slice(map_operands);
    state.result_types.extend(body.results(op).iter().map(|&r| body.value_type(r)));
    let props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    state.properties = Some(ctx.dict_with(props, ctx.ident("map"), Some(ctx.affine_map_attr(map))));
    rw.replace_op_with_new(op, state);
}

/// `SimplifyAffineOp`.
fn simplify_affine_op(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(old_map) = map_attr(ctx, body, op, "map") else { return false };
    let start = map_operands_start(ctx, body, op);
    let old_operands: Vec<Value> = body.operands(op).skip(start).collect();
    if old_operands.len() != old_map.num_inputs() {
        return false;
    }
    let (mut map, mut operands) = (old_map.clone(), old_operands.clone());
    if isa::<AffineApplyOp>(ctx, body, op) {
        crate::linearization::cancel_delinearizations(ctx, body, &mut map, &mut operands);
    }
    compose_map_and_operands(ctx, body, &mut map, &mut operands);
    canonicalize_map_or_set(ctx, body, &mut map, &mut operands);
    simplify_map_with_operands(ctx, body, &mut map, &operands);
    if map == *old_map && operands == old_operands {
        return false;
    }
    replace_with_map(rw, op, map, &operands);
    true
}

pub fn apply(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineApplyOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

pub fn load(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineLoadOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

pub fn store(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineStoreOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

pub fn vector_load(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineVectorLoadOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

pub fn vector_store(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineVectorStoreOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

pub fn prefetch(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffinePrefetchOp>(&[("SimplifyAffineOp", simplify_affine_op)]);
}

/// The patterns `affine.min` and `affine.max` share, in upstream's order.
fn add_min_max_patterns<Op: OpClass>(set: &mut PatternSet) {
    set.add_fns::<Op>(&[
        ("CanonicalizeSingleResultAffineMinMaxOp", single_result_min_max),
        ("DeduplicateAffineMinMaxExpressions", deduplicate_min_max),
        ("MergeAffineMinMaxOp", merge_min_max),
        ("SimplifyAffineOp", simplify_affine_op),
        ("CanonicalizeAffineMinMaxOpExprAndTermOrder", order_min_max_results),
    ]);
}

pub fn min(_: &Context, set: &mut PatternSet) {
    add_min_max_patterns::<AffineMinOp>(set);
}

pub fn max(_: &Context, set: &mut PatternSet) {
    add_min_max_patterns::<AffineMaxOp>(set);
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: `min(e)` is `apply(e)`.
fn single_result_min_max(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(map) = map_attr(ctx, body, op, "map").filter(|m| m.results.len() == 1) else { return false };
    let mut state = OperationState::new(ctx.op_name("affine.apply"), body.op_loc(op));
    state.operands.extend(body.operands(op));
    state.result_types.push(ctx.index_type());
    state.properties =
        Some(ctx.dict_with(ctx.empty_dictionary(), ctx.ident("map"), Some(ctx.affine_map_attr(map.clone()))));
    rw.replace_op_with_new(op, state);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
fn deduplicate_min_max(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let Some(map) = map_attr(rw.ctx(), rw.body(), op, "map") else { return false };
    let unique = map.without_duplicate_results();
    if unique.results.len() == map.results.len() {
        return false;
    }
    let operands: Vec<Value> = rw.body().operands(op).collect();
    replace_with_map(rw, op, unique, &operands);
    true
}

/// `MergeAffineMinMaxOp`: a result that is a lone dim or symbol whose
/// operand is an op of the same kind takes that op's results instead.
fn merge_min_max(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(map) = map_attr(ctx, body, op, "map") else { return false };
    let operands: Vec<Value> = body.operands(op).collect();
    if operands.len() != map.num_inputs() {
        return false;
    }
    let (dims, syms) = operands.split_at(map.num_dims as usize);
    let (mut new_dims, mut new_syms) = (dims.to_vec(), syms.to_vec());
    let same_kind = |v: Value| body.defining_op(v).filter(|&d| body.op_name(d) == body.op_name(op));
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for e in &map.results {
        let producer = match e {
            AffineExpr::Dim(p) => dims.get(*p as usize).and_then(|&v| same_kind(v)),
            AffineExpr::Symbol(p) => syms.get(*p as usize).and_then(|&v| same_kind(v)),
            _ => None,
        };
        match producer {
            Some(p) => producers.push(p),
            None => exprs.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pmap) = map_attr(ctx, body, p, "map") else { return false };
        let pops: Vec<Value> = body.operands(p).collect();
        if pops.len() != pmap.num_inputs() {
            return false;
        }
        new_dims.extend_from_slice(&pops[..pmap.num_dims as usize]);
        new_syms.extend_from_slice(&pops[pmap.num_dims as usize..]);
        let shifted = pmap.shift_dims(used_dims).shift_symbols(used_syms);
        exprs.extend(shifted.results);
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    new_dims.extend(new_syms);
    replace_with_map(rw, op, AffineMap::new(used_dims, used_syms, exprs), &new_dims);
    true
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`: results sorted by their
/// flat forms (pure affine results without local variables only).
fn order_min_max_results(op: impl Into<OpId>, rw: &mut Rewriter<'_>) -> bool {
    let op: OpId = op.into();
    let Some(map) = map_attr(rw.ctx(), rw.body(), op, "map") else { return false };
    let mut flat = Vec::with_capacity(map.results.len());
    if !map.results.iter().all(AffineExpr::is_pure_affine) {
        return false;
    }
    for e in &map.results {
        match e.flatten(map.num_dims, map.num_symbols) {
            Some((row, locals)) if locals.is_empty() => flat.push(row),
            _ => return false,
        }
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut order: Vec<usize> = (0..flat.len()).collect();
    order.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let sorted = map.sub_map(&order);
    let operands: Vec<Value> = rw.body().operands(op).collect();
    replace_with_map(rw, op, sorted, &operands);
    true
}

pub fn r#if(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineIfOp>(&[
        ("SimplifyDeadElse", simplify_dead_else),
        ("AlwaysTrueOrFalseIf", always_true_or_false_if),
    ]);
}

/// `SimplifyDeadElse`: an else block holding only its yield, of an
/// `affine.if` without results, goes.
fn simplify_dead_else(op: AffineIfOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let Some(&else_region) = body.regions(op).get(1) else { return false };
    let Some(block) = body.entry_block(else_region) else { return false };
    if body.num_results(op) != 0 || body.first_op(block) != body.last_op(block) {
        return false;
    }
    rw.notify_operation_modified(op);
    rw.erase_block(block);
    true
}

fn condition(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<IntegerSet> {
    set_attr(rw.ctx(), rw.body(), op, "condition")
}

/// `AlwaysTrueOrFalseIf`: `1 == 0` takes the else block (or removes the
/// op), `0 == 0` the then block, inlined before the op.
fn always_true_or_false_if(op: AffineIfOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(set) = condition(rw, op) else { return false };
    let trivially_true = set.constraints.len() == 1 && set.eq == [true] && set.constraints[0].as_const() == Some(0);
    let body = rw.body();
    let region = if set.is_empty_integer_set() {
        let else_empty = body.regions(op).get(1).is_none_or(|&r| body.entry_block(r).is_none());
        if body.num_results(op) == 0 && else_empty {
            rw.erase_op(op);
            return true;
        }
        1
    } else if trivially_true {
        0
    } else {
        return false;
    };
    let Some(block) = body.regions(op).get(region).and_then(|&r| body.entry_block(r)) else { return false };
    let Some(terminator) = body.last_op(block) else { return false };
    let (Some(parent_block), values) = (body.op_block(op), body.operands(terminator).collect::<Vec<_>>()) else {
        return false;
    };
    rw.inline_block_before(block, parent_block, Some(op.into()), &[]);
    rw.replace_op(op, &values);
    rw.erase_op(terminator);
    true
}

pub fn delinearize_index(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineDelinearizeIndexOp>(&[
        ("CancelDelinearizeOfLinearizeDisjointExactTail", index_ops::cancel_delinearize_of_linearize_exact_tail),
        ("DropUnitExtentBasis", index_ops::drop_unit_extent_basis),
        ("SplitDelinearizeSpanningLastLinearizeArg", index_ops::split_delinearize_spanning_last_linearize_arg),
    ]);
}

pub fn linearize_index(_: &Context, set: &mut PatternSet) {
    set.add_fns::<AffineLinearizeIndexOp>(&[
        ("CancelLinearizeOfDelinearizePortion", index_ops::cancel_linearize_of_delinearize_portion),
        ("DropLinearizeLeadingZero", index_ops::drop_linearize_leading_zero),
        ("DropLinearizeUnitComponentsIfDisjointOrZero", index_ops::drop_linearize_unit_components),
    ]);
}
