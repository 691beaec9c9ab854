//! Fold hooks of the affine ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s, and the dialect's constant materializer:
//!
//! - `affine.apply`: a map returning one of its inputs folds to that
//!   operand; constant operands fold the map (division by zero: poison);
//! - `affine.min`/`affine.max`: constant results replace their
//!   expressions (in place); all constant: the smallest/largest; a map
//!   `()[s0] -> (s0)`: the operand;
//! - `affine.for`: constant bounds folded, bound maps composed and
//!   canonicalized, redundant min/max bounds dropped; a loop with no
//!   iteration returns its initial values; a loop whose body only yields
//!   returns what it yields (upstream's `AffineForEmptyLoopFolder`);
//! - `affine.if`: its set composed with the `affine.apply`s feeding it and
//!   canonicalized with its operands;
//! - `affine.parallel`: bound maps composed;
//! - `affine.load`/`store`/`prefetch`: a `memref.cast` to a ranked type
//!   is looked through; a load of a constant global folds to the element;
//! - `affine.dma_start`/`dma_wait`: every `memref.cast` operand from a
//!   ranked memref is looked through.
//!
//! Invariant: a hook that returns `Failure` has changed nothing.

use strata_ir::affine::{AffineMap, IntegerSet};
use strata_ir::{
    AttrKind, Attribute, Body, Context, FoldOutcome, Location, OpFoldResult, OpId, OperationState, Type, Value,
};

use crate::map_operands::{canonicalize_map_or_set, compose_map_and_operands, simplify_min_or_max_with_operands};
use crate::scope::{constant_trip_count, map_attr, set_attr};
use crate::verify::segments;
use crate::{
    AffineApplyOp, AffineDelinearizeIndexOp, AffineDmaStartOp, AffineDmaWaitOp, AffineForOp, AffineIfOp,
    AffineLinearizeIndexOp, AffineLoadOp, AffineMaxOp, AffineMinOp, AffineParallelOp, AffinePrefetchOp, AffineStoreOp,
};
use strata_ir::op_checks::{inherent_attr, set_inherent_attr};
use strata_ir::OpClass;
use strata_rewrite::matchers::isa;

use strata_dialect_memref as memref;

/// Upstream's `AffineDialect::materializeConstant`: `ub.poison` for poison,
/// else an `arith.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    strata_dialect_arith::fold::materialize_constant(ctx, value, ty, loc)
}

fn set_value(ctx: &Context, set: IntegerSet) -> Attribute {
    ctx.intern_attr(AttrKind::IntegerSet(Box::new(set)))
}

/// The integer value of each constant operand.
fn constant_ints(ctx: &Context, consts: &[Option<Attribute>]) -> Vec<Option<i64>> {
    consts
        .iter()
        .map(|a| match a.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.to_i64(),
            _ => None,
        })
        .collect()
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), v)
}

fn poison(ctx: &Context) -> Attribute {
    ctx.dialect_attr(strata_dialect_ub::PoisonAttr)
}

pub fn apply(ctx: &Context, body: &mut Body, op: AffineApplyOp, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some(map) = map_attr(ctx, body, op, "map") else { return FoldOutcome::Failure };
    if map.results.len() != 1 || map.num_inputs() != body.num_operands(op) {
        return FoldOutcome::Failure;
    }
    match &map.results[0] {
        strata_ir::affine::AffineExpr::Dim(p) => return FoldOutcome::value(body.operand(op, *p as usize)),
        strata_ir::affine::AffineExpr::Symbol(p) => {
            return FoldOutcome::value(body.operand(op, (map.num_dims + p) as usize))
        }
        _ => {}
    }
    match map.constant_fold(&constant_ints(ctx, consts)) {
        Some(Ok(values)) => FoldOutcome::attribute(index_attr(ctx, values[0])),
        Some(Err(_)) => FoldOutcome::attribute(poison(ctx)),
        None => FoldOutcome::Failure,
    }
}

/// Upstream's `foldMinMaxOp`.
fn min_max(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    consts: &[Option<Attribute>],
    is_min: bool,
) -> FoldOutcome {
    let op: OpId = op.into();
    let Some(map) = map_attr(ctx, body, op, "map") else { return FoldOutcome::Failure };
    if map.num_inputs() != body.num_operands(op) {
        return FoldOutcome::Failure;
    }
    let ints = constant_ints(ctx, consts);
    let (dims, syms) = ints.split_at(map.num_dims as usize);
    // `partialConstantFold`: results that fold become constants.
    let mut all_constant = true;
    let mut values = Vec::new();
    let mut folded = map.clone();
    for r in &mut folded.results {
        match r.evaluate(dims, syms) {
            Some(Ok(v)) => {
                *r = strata_ir::affine::AffineExpr::Constant(v);
                values.push(v);
            }
            _ => all_constant = false,
        }
    }
    if folded.num_symbols == 1 && folded.num_dims == 0 && folded.results == [strata_ir::affine::AffineExpr::Symbol(0)] {
        return FoldOutcome::value(body.operand(op, 0));
    }
    if !all_constant {
        if folded == *map {
            return FoldOutcome::Failure;
        }
        set_inherent_attr(ctx, body, op, "map", ctx.affine_map_attr(folded));
        return FoldOutcome::InPlace;
    }
    let pick = if is_min { values.iter().min() } else { values.iter().max() };
    pick.map_or(FoldOutcome::Failure, |&v| FoldOutcome::attribute(index_attr(ctx, v)))
}

pub fn min(ctx: &Context, body: &mut Body, op: AffineMinOp, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, consts, true)
}

pub fn max(ctx: &Context, body: &mut Body, op: AffineMaxOp, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, consts, false)
}

/// A loop bound: its map and operands.
#[derive(Clone)]
struct Bound {
    map: AffineMap,
    operands: Vec<Value>,
}

/// Replaces an `affine.for`'s bounds (operands and segment sizes follow).
fn set_for_bounds(ctx: &Context, body: &mut Body, op: impl Into<OpId>, lb: &Bound, ub: &Bound) {
    let op: OpId = op.into();
    let inits = segments(ctx, body, op).get(2).cloned().unwrap_or_default();
    set_operand_groups(ctx, body, op, &[&lb.operands, &ub.operands, &inits]);
    set_inherent_attr(ctx, body, op, "lowerBoundMap", ctx.affine_map_attr(lb.map.clone()));
    set_inherent_attr(ctx, body, op, "upperBoundMap", ctx.affine_map_attr(ub.map.clone()));
}

/// Upstream's `foldLoopBounds`: a bound whose results all fold becomes the
/// constant max (lower) or min (upper) of them.
fn fold_constant_bound(ctx: &Context, body: &Body, bound: &mut Bound, lower: bool) -> bool {
    if bound.map.single_constant().is_some() {
        return false;
    }
    let ints: Vec<Option<i64>> =
        bound.operands.iter().map(|&v| strata_ir::op_checks::constant_int_value(ctx, body, v)).collect();
    let Some(Ok(values)) = bound.map.constant_fold(&ints) else { return false };
    let pick = if lower { values.iter().max() } else { values.iter().min() };
    let Some(&v) = pick else { return false };
    *bound = Bound { map: AffineMap::constant(v), operands: Vec::new() };
    true
}

pub fn r#for(ctx: &Context, body: &mut Body, op: AffineForOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let groups = segments(ctx, body, op);
    let (Some(lb_map), Some(ub_map), [lbs, ubs, inits]) =
        (map_attr(ctx, body, op, "lowerBoundMap"), map_attr(ctx, body, op, "upperBoundMap"), groups.as_slice())
    else {
        return FoldOutcome::Failure;
    };
    if lb_map.num_inputs() != lbs.len()
        || ub_map.num_inputs() != ubs.len()
        || lb_map.results.is_empty()
        || ub_map.results.is_empty()
    {
        return FoldOutcome::Failure;
    }
    let inits = inits.clone();
    let mut lb = Bound { map: lb_map.clone(), operands: lbs.clone() };
    let mut ub = Bound { map: ub_map.clone(), operands: ubs.clone() };
    let mut changed = fold_constant_bound(ctx, body, &mut lb, true);
    changed |= fold_constant_bound(ctx, body, &mut ub, false);
    // Upstream's `canonicalizeLoopBounds`, in its order; a bound is
    // replaced when its map changes.
    let (mut new_lb, mut new_ub) = (lb.clone(), ub.clone());
    compose_map_and_operands(ctx, body, &mut new_lb.map, &mut new_lb.operands);
    canonicalize_map_or_set(ctx, body, &mut new_lb.map, &mut new_lb.operands);
    simplify_min_or_max_with_operands(ctx, body, &mut new_lb.map, &new_lb.operands, true);
    simplify_min_or_max_with_operands(ctx, body, &mut new_ub.map, &new_ub.operands, false);
    new_lb.map = new_lb.map.without_duplicate_results();
    compose_map_and_operands(ctx, body, &mut new_ub.map, &mut new_ub.operands);
    canonicalize_map_or_set(ctx, body, &mut new_ub.map, &mut new_ub.operands);
    new_ub.map = new_ub.map.without_duplicate_results();
    if new_lb.map != lb.map && !new_lb.map.results.is_empty() {
        lb = new_lb;
        changed = true;
    }
    if new_ub.map != ub.map && !new_ub.map.results.is_empty() {
        ub = new_ub;
        changed = true;
    }
    if changed {
        set_for_bounds(ctx, body, op, &lb, &ub);
    }
    if body.num_results(op) != 0 {
        if constant_trip_count(ctx, body, op) == Some(0) {
            return FoldOutcome::replace(inits.iter().map(|&v| OpFoldResult::Value(v)));
        }
        if let Some(values) = empty_loop_results(ctx, body, op, &inits) {
            return FoldOutcome::replace(values.into_iter().map(OpFoldResult::Value));
        }
    }
    if changed {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// Upstream's `AffineForEmptyLoopFolder`: what a loop whose body only
/// yields returns, when that is known.
fn empty_loop_results(ctx: &Context, body: &Body, op: impl Into<OpId>, inits: &[Value]) -> Option<Vec<Value>> {
    let op: OpId = op.into();
    let block = body.entry_block(*body.regions(op).first()?)?;
    let yield_op = body.last_op(block)?;
    if body.first_op(block) != Some(yield_op) {
        return None;
    }
    let iter_args = body.block_args(block).get(1..)?.to_vec();
    let trip_count = constant_trip_count(ctx, body, op);
    let (mut outside, mut out_of_order) = (false, false);
    let mut values = Vec::new();
    for (i, v) in body.operands(yield_op).enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                values.push(*inits.get(pos)?);
            }
            // Upstream asserts a value that is no iteration argument is
            // defined outside the loop; the induction variable or a value
            // of the body is not, and the loop stays.
            None if body.value_parent_block(v) == Some(block) => return None,
            None => {
                outside = true;
                values.push(v);
            }
        }
    }
    if trip_count.is_none() && (outside || out_of_order) {
        return None;
    }
    if trip_count.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    Some(values)
}

pub fn r#if(ctx: &Context, body: &mut Body, op: AffineIfOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(original) = set_attr(ctx, body, op, "condition") else {
        return FoldOutcome::Failure;
    };
    let old_operands: Vec<Value> = body.operands(op).collect();
    if original.num_inputs() != old_operands.len() {
        return FoldOutcome::Failure;
    }
    let mut set = original.clone();
    let mut operands = old_operands.clone();
    // Upstream's `composeSetAndOperands`: the constraints as a map.
    if operands.iter().any(|&v| crate::map_operands::defined_by_apply(ctx, body, v)) {
        let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.clone());
        compose_map_and_operands(ctx, body, &mut map, &mut operands);
        set = IntegerSet { num_dims: map.num_dims, num_symbols: map.num_symbols, constraints: map.results, eq: set.eq };
    }
    canonicalize_map_or_set(ctx, body, &mut set, &mut operands);
    if set == original && operands == old_operands {
        return FoldOutcome::Failure;
    }
    set_inherent_attr(ctx, body, op, "condition", set_value(ctx, set));
    body.set_operands(op, &operands);
    FoldOutcome::InPlace
}

pub fn parallel(ctx: &Context, body: &mut Body, op: AffineParallelOp, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(lb_map), Some(ub_map)) =
        (map_attr(ctx, body, op, "lowerBoundsMap"), map_attr(ctx, body, op, "upperBoundsMap"))
    else {
        return FoldOutcome::Failure;
    };
    let all: Vec<Value> = body.operands(op).collect();
    if lb_map.num_inputs() + ub_map.num_inputs() != all.len() {
        return FoldOutcome::Failure;
    }
    let (lbs, ubs) = all.split_at(lb_map.num_inputs());
    let mut changed = false;
    let mut canonical = |map: &AffineMap, operands: &[Value]| {
        let (mut m, mut o) = (map.clone(), operands.to_vec());
        compose_map_and_operands(ctx, body, &mut m, &mut o);
        if m == *map && o == operands {
            (map.clone(), operands.to_vec())
        } else {
            changed = true;
            (m, o)
        }
    };
    let (new_lb, mut lb_ops) = canonical(lb_map, lbs);
    let (new_ub, ub_ops) = canonical(ub_map, ubs);
    if !changed {
        return FoldOutcome::Failure;
    }
    lb_ops.extend(ub_ops);
    body.set_operands(op, &lb_ops);
    set_inherent_attr(ctx, body, op, "lowerBoundsMap", ctx.affine_map_attr(new_lb));
    set_inherent_attr(ctx, body, op, "upperBoundsMap", ctx.affine_map_attr(new_ub));
    FoldOutcome::InPlace
}

/// Upstream's `memref::foldMemRefCast` over operand `index`: a
/// `memref.cast` from a ranked memref is looked through.
fn fold_memref_cast(ctx: &Context, body: &mut Body, op: impl Into<OpId>, index: usize) -> bool {
    let op: OpId = op.into();
    let v = body.operand(op, index);
    let Some(cast) = body.defining_op(v).filter(|&d| isa::<memref::CastOp>(ctx, body, d)) else {
        return false;
    };
    let source = body.operand(cast, 0);
    if ctx.shape(body.value_type(source)).is_none() {
        return false;
    }
    body.set_operand(op, index, source);
    true
}

pub fn load(ctx: &Context, body: &mut Body, op: AffineLoadOp, _: &[Option<Attribute>]) -> FoldOutcome {
    if fold_memref_cast(ctx, body, op, 0) {
        return FoldOutcome::value(body.results(op)[0]);
    }
    FoldOutcome::attribute_or_failure(load_of_constant_global(ctx, body, op))
}

/// A load from a `memref.get_global` of a constant global with a dense
/// initial value: a splat's value, or the element at constant subscripts.
fn load_of_constant_global(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Attribute> {
    let op: OpId = op.into();
    let get_global = body.defining_op(body.operand(op, 0))?;
    if !isa::<memref::GetGlobalOp>(ctx, body, get_global) {
        return None;
    }
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(inherent_attr(ctx, body, get_global, "name")?) else {
        return None;
    };
    // Seen through the enclosing view when a worker holds this function.
    let global = strata_ir::symbols::resolve_nearest_symbol(ctx, body, get_global, ctx.ident_str(*root).as_bytes())?;
    if global.op_name(body) != memref::GlobalOp::op_name(ctx) || global.attr(ctx, body, "constant").is_none() {
        return None;
    }
    let init = global.attr(ctx, body, "initial_value")?;
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(init) else { return None };
    if let Some(v) = strata_interfaces::elements::splat_value(ctx, init) {
        return strata_interfaces::elements::element_attr(ctx, ctx.element_type_or_self(*ty), v);
    }
    let indices = map_attr(ctx, body, op, "map")?.results.iter().map(|e| e.as_const()).collect::<Option<Vec<i64>>>()?;
    strata_interfaces::elements::element_at(ctx, init, &indices)
}

pub fn store(ctx: &Context, body: &mut Body, op: AffineStoreOp, _: &[Option<Attribute>]) -> FoldOutcome {
    if fold_memref_cast(ctx, body, op, 1) {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

pub fn prefetch(ctx: &Context, body: &mut Body, op: AffinePrefetchOp, _: &[Option<Attribute>]) -> FoldOutcome {
    if fold_memref_cast(ctx, body, op, 0) {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// `affine.dma_start`: upstream's `foldMemRefCast` over every operand (in
/// place).
pub fn dma_start(ctx: &Context, body: &mut Body, op: AffineDmaStartOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_all_memref_casts(ctx, body, op.into())
}

/// `affine.dma_wait`: as `dma_start`.
pub fn dma_wait(ctx: &Context, body: &mut Body, op: AffineDmaWaitOp, _: &[Option<Attribute>]) -> FoldOutcome {
    fold_all_memref_casts(ctx, body, op.into())
}

fn fold_all_memref_casts(ctx: &Context, body: &mut Body, op: OpId) -> FoldOutcome {
    if memref::fold::fold_memref_cast(ctx, body, op, None) {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// Upstream's `foldCstValueToCstAttrBasis`: dynamic basis operands that
/// are constants move into the static basis (in place). `dynamic_start` is
/// where the dynamic basis starts among the operands.
fn fold_constant_basis(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    dynamic_start: usize,
    consts: &[Option<Attribute>],
) -> bool {
    let op: OpId = op.into();
    let ints = constant_ints(ctx, consts);
    let dynamic: Vec<Value> = body.operands(op).skip(dynamic_start).collect();
    if !dynamic.iter().enumerate().any(|(i, _)| ints.get(dynamic_start + i).copied().flatten().is_some()) {
        return false;
    }
    let mut basis = strata_ir::op_checks::i64_array(ctx, body, op, "static_basis");
    if basis.iter().filter(|&&b| b == strata_ir::DYNAMIC).count() != dynamic.len() {
        return false; // malformed: the verifier reports it
    }
    let mut kept = Vec::new();
    let markers = basis.iter_mut().filter(|b| **b == strata_ir::DYNAMIC);
    for (i, (b, &v)) in markers.zip(&dynamic).enumerate() {
        match ints.get(dynamic_start + i).copied().flatten() {
            Some(c) => *b = c,
            None => kept.push(v),
        }
    }
    let leading: Vec<Value> = body.operands(op).take(dynamic_start).collect();
    set_inherent_attr(ctx, body, op, "static_basis", ctx.dense_i64_array(&basis));
    if inherent_attr(ctx, body, op, "operandSegmentSizes").is_some() {
        set_operand_groups(ctx, body, op, &[&leading, &kept]);
    } else {
        body.set_operands(op, &[leading, kept].concat());
    }
    true
}

/// Sets the operands of an op with `operandSegmentSizes` group by group.
fn set_operand_groups(ctx: &Context, body: &mut Body, op: OpId, groups: &[&[Value]]) {
    body.set_operands(op, &groups.concat());
    let sizes: Vec<i64> = groups.iter().map(|g| g.len() as i64).collect();
    let segments = ctx.dense_i32_array(&sizes);
    set_inherent_attr(ctx, body, op, "operandSegmentSizes", segments);
}

/// `affine.delinearize_index`: constant basis operands become static; one
/// result is the input; a constant input over a static basis folds.
pub fn delinearize_index(
    ctx: &Context,
    body: &mut Body,
    op: AffineDelinearizeIndexOp,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if fold_constant_basis(ctx, body, op, 1, consts) {
        return FoldOutcome::InPlace;
    }
    if body.num_results(op) == 1 {
        return FoldOutcome::value(body.operand(op, 0));
    }
    let Some(mut high) = constant_ints(ctx, consts).first().copied().flatten() else { return FoldOutcome::Failure };
    if body.num_operands(op) != 1 {
        return FoldOutcome::Failure;
    }
    let basis = strata_ir::op_checks::i64_array(ctx, body, op, "static_basis");
    let has_outer_bound = body.num_results(op) == basis.len();
    let inner = if has_outer_bound { &basis[1.min(basis.len())..] } else { &basis[..] };
    if inner.iter().any(|&m| m <= 0) {
        return FoldOutcome::Failure;
    }
    let mut values = Vec::with_capacity(inner.len() + 1);
    for &m in inner.iter().rev() {
        values.push(high.rem_euclid(m));
        high = strata_ir::affine::floor_div(high, m);
    }
    values.push(high);
    values.reverse();
    FoldOutcome::replace(values.into_iter().map(|v| OpFoldResult::Attribute(index_attr(ctx, v))))
}

/// `affine.linearize_index`: constant basis operands become static; no
/// index is 0, one index is itself; constant indices over a static basis
/// fold.
pub fn linearize_index(
    ctx: &Context,
    body: &mut Body,
    op: AffineLinearizeIndexOp,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let groups = segments(ctx, body, op);
    let num_indices = groups.first().map_or(0, Vec::len);
    if fold_constant_basis(ctx, body, op, num_indices, consts) {
        return FoldOutcome::InPlace;
    }
    match num_indices {
        0 => return FoldOutcome::attribute(index_attr(ctx, 0)),
        1 => return FoldOutcome::value(body.operand(op, 0)),
        _ => {}
    }
    let ints = constant_ints(ctx, consts);
    let Some(indices) = ints[..num_indices].iter().copied().collect::<Option<Vec<i64>>>() else {
        return FoldOutcome::Failure;
    };
    if body.num_operands(op) != num_indices {
        return FoldOutcome::Failure;
    }
    let basis = strata_ir::op_checks::i64_array(ctx, body, op, "static_basis");
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &index) in basis.iter().rev().zip(indices.iter().rev()) {
        result = result.wrapping_add(index.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if num_indices != basis.len() {
        result = result.wrapping_add(indices[0].wrapping_mul(stride));
    }
    FoldOutcome::attribute(index_attr(ctx, result))
}
