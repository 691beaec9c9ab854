//! Canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index` (upstream's names):
//!
//! - `CancelDelinearizeOfLinearizeDisjointExactTail`: a delinearization of
//!   a disjoint linearization ending in the same basis elements returns
//!   the matching linearized indices directly;
//! - `DropUnitExtentBasis`: results of unit basis elements are 0;
//! - `SplitDelinearizeSpanningLastLinearizeArg`: trailing basis elements
//!   multiplying to the last disjoint linearization element delinearize
//!   the last linearized index on its own;
//! - `CancelLinearizeOfDelinearizePortion`: a run of consecutive
//!   delinearized results linearized with the same basis becomes one
//!   index over the product of that basis;
//! - `DropLinearizeLeadingZero`, `DropLinearizeUnitComponentsIfDisjointOrZero`.
//!
//! A basis is read "mixed" (static values and dynamic operands in order)
//! and "padded" (a leading `None` for the outer bound an op leaves out),
//! as upstream's `getMixedBasis`/`getPaddedBasis`; entries compare like
//! upstream's `OpFoldResult`s (constants by value, values by identity).
//!
//! Invariants: a pattern that returns false has changed nothing; new ops
//! go before the op being rewritten unless upstream places them elsewhere.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Location, OpId, OperationState, Value, DYNAMIC};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use crate::verify::segments;
use crate::{AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
use strata_ir::op_checks::{i64_array, inherent_attr};
use strata_rewrite::matchers::isa;

/// One basis element: a static size or a dynamic operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Basis {
    Static(i64),
    Dynamic(Value),
}

impl Basis {
    /// Upstream's `getConstantIntValue` on the element.
    fn constant(self, rw: &Rewriter<'_>) -> Option<i64> {
        match self {
            Basis::Static(c) => Some(c),
            Basis::Dynamic(v) => constant_int(rw.ctx(), rw.body(), v).and_then(|c| c.to_i64()),
        }
    }
}

/// An index op read: its indices (the linear index for a
/// delinearization), mixed basis and outer-bound flag.
struct IndexOp {
    indices: Vec<Value>,
    basis: Vec<Basis>,
    dynamic: Vec<Value>,
    static_basis: Vec<i64>,
    has_outer_bound: bool,
    disjoint: bool,
}

impl IndexOp {
    fn padded(&self) -> Vec<Option<Basis>> {
        let mut padded: Vec<Option<Basis>> = self.basis.iter().copied().map(Some).collect();
        if !self.has_outer_bound {
            padded.insert(0, None);
        }
        padded
    }
}

fn mixed(static_basis: &[i64], dynamic: &[Value]) -> Option<Vec<Basis>> {
    let mut next = dynamic.iter();
    static_basis
        .iter()
        .map(|&b| if b == DYNAMIC { next.next().map(|&v| Basis::Dynamic(v)) } else { Some(Basis::Static(b)) })
        .collect()
}

fn read_delinearize(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<IndexOp> {
    let op: OpId = op.into();
    let (ctx, body) = (rw.ctx(), rw.body());
    if !isa::<AffineDelinearizeIndexOp>(ctx, body, op) || body.num_operands(op) == 0 {
        return None;
    }
    let static_basis = i64_array(ctx, body, op, "static_basis");
    let dynamic: Vec<Value> = body.operands(op).skip(1).collect();
    let basis = mixed(&static_basis, &dynamic)?;
    let has_outer_bound = body.num_results(op) == static_basis.len();
    Some(IndexOp { indices: vec![body.operand(op, 0)], basis, dynamic, static_basis, has_outer_bound, disjoint: false })
}

fn read_linearize(rw: &Rewriter<'_>, op: impl Into<OpId>) -> Option<IndexOp> {
    let op: OpId = op.into();
    let (ctx, body) = (rw.ctx(), rw.body());
    if !isa::<AffineLinearizeIndexOp>(ctx, body, op) {
        return None;
    }
    let groups = segments(ctx, body, op);
    let (indices, dynamic) = (groups.first()?.clone(), groups.get(1)?.clone());
    let static_basis = i64_array(ctx, body, op, "static_basis");
    let basis = mixed(&static_basis, &dynamic)?;
    let has_outer_bound = indices.len() == static_basis.len();
    let disjoint =
        inherent_attr(ctx, body, op, "disjoint").is_some_and(|a| strata_ir::constraints::is_unit_attr(ctx, a));
    Some(IndexOp { indices, basis, dynamic, static_basis, has_outer_bound, disjoint })
}

/// Static sizes (dynamic ones marked) and the dynamic operands of a basis.
fn dispatch(basis: &[Basis]) -> (Vec<i64>, Vec<Value>) {
    let mut dynamic = Vec::new();
    let sizes = basis
        .iter()
        .map(|b| match *b {
            Basis::Static(c) => c,
            Basis::Dynamic(v) => {
                dynamic.push(v);
                DYNAMIC
            }
        })
        .collect();
    (sizes, dynamic)
}

/// Upstream's builders from a basis whose leading `None` means "no outer
/// bound"; returns the new op's results.
fn build_delinearize(rw: &mut Rewriter<'_>, loc: Location, linear: Value, basis: &[Option<Basis>]) -> Vec<Value> {
    let (has_outer_bound, basis) = match basis.split_first() {
        Some((None, rest)) => (false, rest),
        _ => (true, basis),
    };
    let basis: Vec<Basis> = basis.iter().flatten().copied().collect();
    let (sizes, dynamic) = dispatch(&basis);
    build_delinearize_raw(rw, loc, linear, &dynamic, &sizes, has_outer_bound)
}

fn build_delinearize_raw(
    rw: &mut Rewriter<'_>,
    loc: Location,
    linear: Value,
    dynamic: &[Value],
    sizes: &[i64],
    has_outer_bound: bool,
) -> Vec<Value> {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name("affine.delinearize_index"), loc);
    state.operands.push(linear);
    state.operands.extend_from_slice(dynamic);
    state.result_types = std::iter::repeat_n(ctx.index_type(), sizes.len() + usize::from(!has_outer_bound)).collect();
    state.properties =
        Some(ctx.dict_with(ctx.empty_dictionary(), ctx.ident("static_basis"), Some(ctx.dense_i64_array(sizes))));
    let op = rw.create(state);
    rw.body().results(op).to_vec()
}

fn build_linearize(
    rw: &mut Rewriter<'_>,
    loc: Location,
    indices: &[Value],
    basis: &[Option<Basis>],
    disjoint: bool,
) -> Value {
    let basis = match basis.split_first() {
        Some((None, rest)) => rest,
        _ => basis,
    };
    let basis: Vec<Basis> = basis.iter().flatten().copied().collect();
    let (sizes, dynamic) = dispatch(&basis);
    build_linearize_raw(rw, loc, indices, &dynamic, &sizes, disjoint)
}

fn build_linearize_raw(
    rw: &mut Rewriter<'_>,
    loc: Location,
    indices: &[Value],
    dynamic: &[Value],
    sizes: &[i64],
    disjoint: bool,
) -> Value {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name("affine.linearize_index"), loc);
    state.operands.extend_from_slice(indices);
    state.operands.extend_from_slice(dynamic);
    state.result_types.push(ctx.index_type());
    let disjoint = if disjoint { ctx.unit_attr() } else { ctx.bool_attr(false) };
    let mut props = ctx.dict_with(ctx.empty_dictionary(), ctx.ident("disjoint"), Some(disjoint));
    let segments = ctx.dense_i32_array(&[indices.len() as i64, dynamic.len() as i64]);
    props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(segments));
    props = ctx.dict_with(props, ctx.ident("static_basis"), Some(ctx.dense_i64_array(sizes)));
    state.properties = Some(props);
    let op = rw.create(state);
    rw.body().results(op)[0]
}

fn index_constant(rw: &mut Rewriter<'_>, loc: Location, value: i64) -> Value {
    let ctx = rw.ctx();
    let state = OperationState::constant(
        ctx,
        "arith.constant",
        ctx.integer_attr(ctx.index_type(), value),
        ctx.index_type(),
        loc,
    );
    let op = rw.create(state);
    rw.body().results(op)[0]
}

/// `CancelDelinearizeOfLinearizeDisjointExactTail`.
pub fn cancel_delinearize_of_linearize_exact_tail(op: AffineDelinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(delin) = read_delinearize(rw, op) else { return false };
    let Some(lin_op) = rw.body().defining_op(delin.indices[0]) else { return false };
    let Some(lin) = read_linearize(rw, lin_op).filter(|l| l.disjoint) else { return false };
    let matches = lin.basis.iter().rev().zip(delin.basis.iter().rev()).take_while(|(a, b)| a == b).count();
    if matches == 0 {
        return false;
    }
    let num_results = rw.body().num_results(op);
    if matches == lin.basis.len() && matches == delin.basis.len() && lin.indices.len() == num_results {
        rw.replace_op(op, &lin.indices);
        return true;
    }
    if lin.indices.len() < matches {
        return false;
    }
    rw.set_insertion_point_before(op);
    let (lin_loc, loc) = (rw.body().op_loc(lin_op), rw.body().op_loc(op));
    let keep = lin.indices.len() - matches;
    let lin_basis: Vec<Option<Basis>> = lin.basis[..lin.basis.len() - matches].iter().copied().map(Some).collect();
    let new_lin = build_linearize(rw, lin_loc, &lin.indices[..keep], &lin_basis, lin.disjoint);
    let mut delin_basis: Vec<Option<Basis>> =
        delin.basis[..delin.basis.len() - matches].iter().copied().map(Some).collect();
    if !delin.has_outer_bound {
        delin_basis.insert(0, None);
    }
    let mut results = build_delinearize(rw, loc, new_lin, &delin_basis);
    results.extend_from_slice(&lin.indices[keep..]);
    rw.replace_op(op, &results);
    true
}

/// `DropUnitExtentBasis`.
pub fn drop_unit_extent_basis(op: AffineDelinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(delin) = read_delinearize(rw, op) else { return false };
    let padded = delin.padded();
    let unit: Vec<bool> = padded.iter().map(|b| b.and_then(|b| b.constant(rw)) == Some(1)).collect();
    let new_basis: Vec<Option<Basis>> = padded.iter().zip(&unit).filter(|(_, &u)| !u).map(|(b, _)| *b).collect();
    if new_basis.len() == rw.body().num_results(op) {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let zero = index_constant(rw, loc, 0);
    let mut rest = if new_basis.is_empty() {
        Vec::new().into_iter()
    } else {
        build_delinearize(rw, loc, delin.indices[0], &new_basis).into_iter()
    };
    let replacements: Vec<Value> = unit.iter().map(|&u| if u { zero } else { rest.next().unwrap_or(zero) }).collect();
    rw.replace_op(op, &replacements);
    true
}

/// `SplitDelinearizeSpanningLastLinearizeArg`.
pub fn split_delinearize_spanning_last_linearize_arg(op: AffineDelinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(delin) = read_delinearize(rw, op) else { return false };
    let Some(lin_op) = rw.body().defining_op(delin.indices[0]) else { return false };
    let Some(lin) = read_linearize(rw, lin_op).filter(|l| l.disjoint) else { return false };
    let Some(&target) = lin.static_basis.last().filter(|&&t| t != DYNAMIC) else { return false };
    let (mut size, mut elems) = (1i64, 0usize);
    for &b in delin.static_basis.iter().rev() {
        if b == DYNAMIC {
            return false;
        }
        size = size.saturating_mul(b);
        elems += 1;
        if size > target {
            return false;
        }
        if size == target {
            break;
        }
    }
    if size < target || elems < 2 || lin.indices.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(op);
    let (lin_loc, loc) = (rw.body().op_loc(lin_op), rw.body().op_loc(op));
    let last = lin.indices.len() - 1;
    let front = build_linearize_raw(
        rw,
        lin_loc,
        &lin.indices[..last],
        &lin.dynamic,
        &lin.static_basis[..lin.static_basis.len() - 1],
        lin.disjoint,
    );
    let split = delin.static_basis.len() - elems;
    let mut results =
        build_delinearize_raw(rw, loc, front, &delin.dynamic, &delin.static_basis[..split], delin.has_outer_bound);
    results.extend(build_delinearize_raw(rw, loc, lin.indices[last], &[], &delin.static_basis[split..], true));
    rw.replace_op(op, &results);
    true
}

/// `DropLinearizeUnitComponentsIfDisjointOrZero`.
pub fn drop_linearize_unit_components(op: AffineLinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(lin) = read_linearize(rw, op) else { return false };
    let mut indices: &[Value] = &lin.indices;
    let mut new_indices = Vec::with_capacity(indices.len());
    let mut new_basis = Vec::with_capacity(indices.len());
    if !lin.has_outer_bound {
        let Some((&first, rest)) = indices.split_first() else { return false };
        new_indices.push(first);
        indices = rest;
    }
    for (&index, &b) in indices.iter().zip(&lin.basis) {
        let zero_index = constant_int(rw.ctx(), rw.body(), index).is_some_and(|c| c.is_zero());
        if b.constant(rw) != Some(1) || (!lin.disjoint && !zero_index) {
            new_indices.push(index);
            new_basis.push(Some(b));
        }
    }
    if new_indices.len() == lin.indices.len() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let value = if new_indices.is_empty() {
        index_constant(rw, loc, 0)
    } else {
        build_linearize(rw, loc, &new_indices, &new_basis, lin.disjoint)
    };
    rw.replace_op(op, &[value]);
    true
}

/// `DropLinearizeLeadingZero`.
pub fn drop_linearize_leading_zero(op: AffineLinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(lin) = read_linearize(rw, op) else { return false };
    let Some(&leading) = lin.indices.first() else { return false };
    if !constant_int(rw.ctx(), rw.body(), leading).is_some_and(|c| c.is_zero()) {
        return false;
    }
    if lin.indices.len() == 1 {
        rw.replace_op(op, &[leading]);
        return true;
    }
    let basis = if lin.has_outer_bound { &lin.basis[1..] } else { &lin.basis[..] };
    let basis: Vec<Option<Basis>> = basis.iter().copied().map(Some).collect();
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let value = build_linearize(rw, loc, &lin.indices[1..], &basis, lin.disjoint);
    rw.replace_op(op, &[value]);
    true
}

/// Upstream's `computeProduct`: the product of basis elements, a constant
/// or an `affine.apply` of the dynamic ones (`None` if one is unknown).
fn compute_product(rw: &mut Rewriter<'_>, loc: Location, terms: &[Option<Basis>]) -> Option<Basis> {
    let mut expr = AffineExpr::Constant(1);
    let mut dynamic = Vec::new();
    for term in terms {
        match term.as_ref()? {
            b if b.constant(rw).is_some() => expr = expr.mul(AffineExpr::Constant(b.constant(rw)?)),
            Basis::Dynamic(v) => {
                expr = expr.mul(AffineExpr::Symbol(dynamic.len() as u32));
                dynamic.push(*v);
            }
            Basis::Static(_) => return None,
        }
    }
    if let Some(c) = expr.as_const() {
        return Some(Basis::Static(c));
    }
    let ctx = rw.ctx();
    let map = AffineMap::new(0, dynamic.len() as u32, vec![expr]);
    let mut state = OperationState::new(ctx.op_name("affine.apply"), loc);
    state.operands.extend(dynamic);
    state.result_types.push(ctx.index_type());
    state.properties = Some(ctx.dict_with(ctx.empty_dictionary(), ctx.ident("map"), Some(ctx.affine_map_attr(map))));
    let apply = rw.create(state);
    Some(Basis::Dynamic(rw.body().results(apply)[0]))
}

/// A run of `length` linearized indices from `lin_start` that are the
/// results of `delin` from `delin_start`.
struct Match {
    delin: OpId,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

fn result_number(rw: &Rewriter<'_>, v: Value) -> Option<(OpId, usize)> {
    let def = rw.body().defining_op(v)?;
    let index = rw.body().results(def).iter().position(|&r| r == v)?;
    Some((def, index))
}

/// `CancelLinearizeOfDelinearizePortion`.
pub fn cancel_linearize_of_delinearize_portion(op: AffineLinearizeIndexOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(lin) = read_linearize(rw, op) else { return false };
    let lin_basis = lin.padded();
    let multi = &lin.indices;
    if lin_basis.len() != multi.len() {
        return false;
    }
    let mut matches: Vec<Match> = Vec::new();
    let mut i = 0;
    while i < multi.len() {
        let Some((delin_op, d)) = result_number(rw, multi[i]) else {
            i += 1;
            continue;
        };
        let Some(delin) = read_delinearize(rw, delin_op) else {
            i += 1;
            continue;
        };
        let delin_basis = delin.padded();
        let num_outs = rw.body().num_results(delin_op);
        if delin_basis.len() != num_outs {
            i += 1;
            continue;
        }
        let bounds_match = delin_basis[d] == lin_basis[i];
        let both_at_front = i == 0 && d == 0;
        let known_by_disjoint = lin.disjoint && d == 0 && delin_basis[d].is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let mut j = 1;
        while i + j < multi.len() && d + j < num_outs {
            if multi[i + j] != rw.body().results(delin_op)[d + j] || lin_basis[i + j] != delin_basis[d + j] {
                break;
            }
            j += 1;
        }
        if j <= 1 || matches.iter().any(|m| m.delin == delin_op) {
            i += 1;
            continue;
        }
        matches.push(Match { delin: delin_op, lin_start: i, delin_start: d, length: j });
        i += j;
    }
    if matches.is_empty() {
        return false;
    }
    let lin_loc = rw.body().op_loc(op);
    let mut replacements: Vec<Vec<Value>> = Vec::new();
    let mut new_index = Vec::with_capacity(multi.len());
    let mut new_basis: Vec<Option<Basis>> = Vec::with_capacity(multi.len());
    let mut prev_end = 0;
    for m in &matches {
        new_index.extend_from_slice(&multi[prev_end..m.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
        prev_end = m.lin_start + m.length;
        rw.set_insertion_point_before(m.delin);
        let to_merge = &lin_basis[m.lin_start..m.lin_start + m.length];
        let new_size = compute_product(rw, lin_loc, to_merge);
        let Some(delin) = read_delinearize(rw, m.delin) else { return false };
        if m.length == rw.body().num_results(m.delin) {
            new_index.push(delin.indices[0]);
            new_basis.push(new_size);
            replacements.push(Vec::new());
            continue;
        }
        let mut delin_basis = delin.padded();
        delin_basis.splice(m.delin_start..m.delin_start + m.length, [new_size]);
        let delin_loc = rw.body().op_loc(m.delin);
        let merged = build_delinearize(rw, delin_loc, delin.indices[0], &delin_basis);
        let combined = merged[m.delin_start];
        let residual = build_delinearize(rw, delin_loc, combined, to_merge);
        let mut results = merged[..m.delin_start].to_vec();
        results.extend(residual);
        results.extend_from_slice(&merged[m.delin_start + 1..]);
        replacements.push(results);
        new_index.push(combined);
        new_basis.push(new_size);
    }
    new_index.extend_from_slice(&multi[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    rw.set_insertion_point_before(op);
    let value = build_linearize(rw, lin_loc, &new_index, &new_basis, lin.disjoint);
    rw.replace_op(op, &[value]);
    for (m, results) in matches.iter().zip(replacements) {
        if !results.is_empty() {
            rw.replace_op(m.delin, &results);
        }
    }
    true
}
