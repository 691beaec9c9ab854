//! `scf.forall`'s patterns (MLIR 22), in upstream's order:
//!
//! - `DimOfForallOp` (rooted at `tensor.dim`): the dim of a result is the
//!   dim of its shared output;
//! - `FoldTensorCastOfOutputIntoForallOp`: a shared output produced by a
//!   `tensor.cast` from a more static type takes the cast's source; the
//!   body sees the old type through a cast of the new block argument, the
//!   users through a cast of the new result, and the combining ops that
//!   wrote into the old block argument write into the new one (MLIR 22
//!   re-points them by terminator position instead; docs/differences.md);
//! - `ForallOpControlOperandsFolder`: constant bound and step operands
//!   move into the static lists;
//! - `ForallOpIterArgsFolder`: a shared output whose result is unused or
//!   that no combining op writes is dropped (its block argument and result
//!   become the output value, its combining ops go);
//! - `ForallOpSingleOrZeroIterationDimsFolder`: a loop with a dimension of
//!   no iteration is its outputs; dimensions of one iteration are dropped
//!   (their induction variable becomes the lower bound); a loop whose every
//!   dimension runs once is replaced by its body (`promote`: the combining
//!   ops become `tensor.insert_slice`s);
//! - `ForallOpReplaceConstantInductionVar`: a used induction variable of a
//!   single-iteration dimension becomes its lower bound.
//!
//! Invariants: a pattern that returns false has changed nothing; the
//! static lists, dynamic operands and `operandSegmentSizes` are rewritten
//! together (the op's lists are read as [`Mixed`] entries, one per
//! dimension); a malformed op (lists of the wrong length) matches nothing.

use strata_ir::op_checks::dense_i64_values;
use strata_ir::{Attribute, BlockId, Body, Context, InsertPoint, OpId, OperationState, Type, Value, DYNAMIC};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::for_op::{trip_count_of, Bound};
use super::util::{create_arith_constant, region_block};
use crate::ForallOp;
use crate::InParallelOp;
use strata_dialect_tensor as tensor;
use strata_dialect_tensor::DimOp;
use strata_rewrite::matchers::isa;

/// One entry of a bound or step list: static, or an operand.
pub(super) type Mixed = Bound;

/// An `scf.forall`'s lists and outputs, read from its properties and
/// operands.
struct Forall {
    lbs: Vec<Mixed>,
    ubs: Vec<Mixed>,
    steps: Vec<Mixed>,
    outputs: Vec<Value>,
}

const LISTS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];

fn read(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Forall> {
    let op: OpId = op.into();
    let props = body.properties(op)?;
    let sizes = dense_i64_values(ctx, ctx.dict_get(props, "operandSegmentSizes")?);
    let operands: Vec<Value> = body.operands(op).collect();
    if sizes.len() != 4 || sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() as usize != operands.len() {
        return None;
    }
    let mut rest = &operands[..];
    let mut lists = Vec::with_capacity(3);
    for (name, &size) in LISTS.iter().zip(&sizes) {
        let statics = dense_i64_values(ctx, ctx.dict_get(props, name)?);
        let (dynamic, tail) = rest.split_at(size as usize);
        rest = tail;
        let mut values = dynamic.iter();
        let list: Option<Vec<Mixed>> = statics
            .iter()
            .map(|&s| if s == DYNAMIC { values.next().map(|&v| Bound::Value(v)) } else { Some(Bound::Static(s)) })
            .collect();
        if values.next().is_some() {
            return None;
        }
        lists.push(list?);
    }
    let [lbs, ubs, steps]: [Vec<Mixed>; 3] = lists.try_into().ok()?;
    if lbs.len() != ubs.len() || lbs.len() != steps.len() {
        return None;
    }
    Some(Forall { lbs, ubs, steps, outputs: rest.to_vec() })
}

/// The lower bounds, upper bounds and steps of a well-formed `scf.forall`.
pub(crate) fn bounds(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Mixed>, Vec<Mixed>, Vec<Mixed>)> {
    read(ctx, body, op).map(|f| (f.lbs, f.ubs, f.steps))
}

/// `dispatchIndexOpFoldResults`: the static entries (`DYNAMIC` for
/// operands) and the operands of a list.
fn dispatch(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
    let statics = list.iter().map(|m| if let Bound::Static(s) = m { *s } else { DYNAMIC }).collect();
    let values = list.iter().filter_map(|m| if let Bound::Value(v) = m { Some(*v) } else { None }).collect();
    (statics, values)
}

/// The properties and operands of a forall over `f`, with `extra`
/// properties (`mapping`).
fn state_parts(ctx: &Context, f: &Forall, extra: &[(strata_ir::Ident, Attribute)]) -> (Attribute, Vec<Value>) {
    let mut props: Vec<(strata_ir::Ident, Attribute)> = extra.to_vec();
    let mut operands = Vec::new();
    let mut sizes = Vec::new();
    for (name, list) in LISTS.iter().zip([&f.lbs, &f.ubs, &f.steps]) {
        let (statics, values) = dispatch(list);
        props.push((ctx.ident(name), ctx.dense_i64_array(&statics)));
        sizes.push(values.len() as i64);
        operands.extend(values);
    }
    sizes.push(f.outputs.len() as i64);
    operands.extend_from_slice(&f.outputs);
    props.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&sizes)));
    (ctx.dictionary_attr(props), operands)
}

/// The `mapping` property of `op`, as a property entry.
fn mapping_entry(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<(strata_ir::Ident, Attribute)> {
    let mapping = body.properties(op).and_then(|p| ctx.dict_get(p, "mapping"));
    mapping.map(|m| (ctx.ident("mapping"), m)).into_iter().collect()
}

/// The `scf.forall.in_parallel` block of a forall's body.
fn in_parallel_block(rw: &Rewriter<'_>, block: BlockId) -> Option<BlockId> {
    let body = rw.body();
    let term = body.last_op(block).filter(|&t| isa::<InParallelOp>(rw.ctx(), body, t))?;
    body.regions(term).first().and_then(|&r| body.entry_block(r))
}

/// Upstream's `getCombiningOps(bbArg)`: the `tensor.parallel_insert_slice`s
/// of the terminator writing into `arg` (their destination, operand 1).
fn combining_ops(rw: &Rewriter<'_>, block: BlockId, arg: Value) -> Vec<OpId> {
    let Some(yielding) = in_parallel_block(rw, block) else { return Vec::new() };
    let (ctx, body) = (rw.ctx(), rw.body());
    body.block_ops(yielding)
        .filter(|&o| {
            isa::<tensor::ParallelInsertSliceOp>(ctx, body, o) && body.num_operands(o) > 1 && body.operand(o, 1) == arg
        })
        .collect()
}

/// `getValueOrCreateConstantIndexOp` at the insertion point.
fn value_or_constant(rw: &mut Rewriter<'_>, m: Mixed, loc: strata_ir::Location) -> Option<Value> {
    match m {
        Bound::Value(v) => Some(v),
        Bound::Static(s) => {
            let index = rw.ctx().index_type();
            let attr = rw.ctx().integer_attr(index, s);
            create_arith_constant(rw, attr, index, loc)
        }
    }
}

/// `DimOfForallOp`, on `tensor.dim`.
pub fn dim_of_forall_op(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let Some(&source) = body.operands(op).collect::<Vec<_>>().first() else { return false };
    let Some(forall) = body.defining_op(source).filter(|&d| isa::<ForallOp>(ctx, body, d)) else {
        return false;
    };
    let Some(f) = read(ctx, body, forall) else { return false };
    let Some(index) = body.results(forall).iter().position(|&r| r == source) else { return false };
    let Some(&shared_out) = f.outputs.get(index) else { return false };
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, shared_out));
    true
}

/// `FoldTensorCastOfOutputIntoForallOp`.
pub fn fold_tensor_cast_of_output_into_forall_op(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(mut f) = read(ctx, body, op) else { return false };
    let Some(old_block) = region_block(body, op, 0) else { return false };
    let rank = f.lbs.len();
    if body.block_args(old_block).len() != rank + f.outputs.len() || body.num_results(op) != f.outputs.len() {
        return false;
    }
    // (output index, type the body and users expect)
    let mut casts: Vec<(usize, Type)> = Vec::new();
    for (i, out) in f.outputs.iter_mut().enumerate() {
        let Some(cast) = body.defining_op(*out).filter(|&d| isa::<tensor::CastOp>(ctx, body, d)) else { continue };
        let source = body.operand(cast, 0);
        let (source_ty, dest_ty) = (body.value_type(source), body.value_type(*out));
        if !strata_dialect_tensor::fold::preserves_static_information(ctx, dest_ty, source_ty) {
            continue;
        }
        casts.push((i, dest_ty));
        *out = source;
    }
    if casts.is_empty() {
        return false;
    }
    let loc = body.op_loc(op);
    let (props, operands) = state_parts(ctx, &f, &mapping_entry(ctx, body, op));
    let mut st = OperationState::new(ctx.op_name("scf.forall"), loc);
    st.operands.extend(operands);
    st.properties = Some(props);
    st.result_types = f.outputs.iter().map(|&v| body.value_type(v)).collect();
    let region = rw.with_body(|b| b.create_region());
    st.regions.push(region);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let index = ctx.index_type();
    let mut types = vec![index; rank];
    types.extend(f.outputs.iter().map(|&v| rw.body().value_type(v)));
    let block = rw.create_block(region, &types, Some(loc));
    let new_args = rw.body().block_args(block).to_vec();
    let mut transfer = new_args.clone();
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    let mut inner_casts = Vec::with_capacity(casts.len());
    for &(i, ty) in &casts {
        let cast = create_cast(rw, new_args[rank + i], ty, loc);
        inner_casts.push((cast, new_args[rank + i]));
        transfer[rank + i] = cast;
    }
    rw.inline_block_before(old_block, block, None, &transfer);
    // The combining ops wrote into the old-typed block arguments, now the
    // inner casts: they write into the new block arguments instead.
    if let Some(yielding) = in_parallel_block(rw, block) {
        let ops: Vec<OpId> = rw.body().block_ops(yielding).collect();
        for o in ops {
            if rw.body().num_operands(o) < 2 {
                continue;
            }
            let dest = rw.body().operand(o, 1);
            if let Some(&(_, arg)) = inner_casts.iter().find(|(c, _)| *c == dest) {
                rw.modify_op_in_place(o, |b| b.set_operand(o, 1, arg));
            }
        }
    }
    rw.set_insertion_point_after(new);
    let mut results = rw.body().results(new).to_vec();
    for &(i, ty) in &casts {
        results[i] = create_cast(rw, results[i], ty, loc);
    }
    rw.replace_op(op, &results);
    true
}

/// Creates `tensor.cast source : ... to ty` at the insertion point.
pub(super) fn create_cast(rw: &mut Rewriter<'_>, source: Value, ty: Type, loc: strata_ir::Location) -> Value {
    let mut st = OperationState::new(rw.ctx().op_name("tensor.cast"), loc);
    st.operands.push(source);
    st.result_types.push(ty);
    let cast = rw.create(st);
    rw.body().result(cast, 0)
}

/// Rewrites `op`'s lists and outputs in place to `f`'s.
fn write_back(rw: &mut Rewriter<'_>, op: impl Into<OpId>, f: &Forall) {
    let op: OpId = op.into();
    let ctx = rw.ctx();
    let old = rw.body().properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let (lists, operands) = state_parts(ctx, f, &[]);
    let mut props = old;
    for &(k, v) in ctx.dict_entries(lists) {
        props = ctx.dict_with(props, k, Some(v));
    }
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        b.set_properties(op, Some(props));
    });
}

/// `foldDynamicIndexList`: constant operands become static entries;
/// whether any did.
fn fold_list(rw: &Rewriter<'_>, list: &mut [Mixed]) -> bool {
    let mut folded = false;
    for m in list.iter_mut() {
        if let Bound::Value(v) = *m {
            if let Some(c) = constant_int(rw.ctx(), rw.body(), v).and_then(|c| c.to_i64()) {
                *m = Bound::Static(c);
                folded = true;
            }
        }
    }
    folded
}

/// `ForallOpControlOperandsFolder`. As upstream, the first list with a
/// constant operand is folded (the others on a later application).
pub fn control_operands_folder(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(mut f) = read(rw.ctx(), rw.body(), op) else { return false };
    let folded = fold_list(rw, &mut f.lbs) || fold_list(rw, &mut f.ubs) || fold_list(rw, &mut f.steps);
    if !folded {
        return false;
    }
    write_back(rw, op, &f);
    true
}

/// `ForallOpIterArgsFolder`.
pub fn iter_args_folder(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(mut f) = read(ctx, rw.body(), op) else { return false };
    let Some(block) = region_block(rw.body(), op, 0) else { return false };
    let rank = f.lbs.len();
    let args = rw.body().block_args(block).to_vec();
    let results = rw.body().results(op).to_vec();
    if args.len() != rank + f.outputs.len() || results.len() != f.outputs.len() {
        return false;
    }
    let mut keep = vec![true; results.len()];
    for (i, &result) in results.iter().enumerate() {
        if !rw.body().has_uses(result) || combining_ops(rw, block, args[rank + i]).is_empty() {
            keep[i] = false;
        }
    }
    if keep.iter().all(|&k| k) {
        return false;
    }
    let dropped: Vec<usize> = (0..results.len()).filter(|&i| !keep[i]).collect();
    for &i in &dropped {
        for combining in combining_ops(rw, block, args[rank + i]) {
            rw.erase_op(combining);
        }
    }
    for &i in &dropped {
        rw.replace_all_uses_with(args[rank + i], f.outputs[i]);
        rw.replace_all_uses_with(results[i], f.outputs[i]);
    }
    let gone: Vec<Value> = dropped.iter().map(|&i| args[rank + i]).collect();
    rw.modify_op_in_place(op, |b| b.erase_block_args_if(block, |_, v| gone.contains(&v)));
    let new = rw.erase_op_results(op, &keep);
    f.outputs = f.outputs.iter().zip(&keep).filter(|(_, &k)| k).map(|(&v, _)| v).collect();
    write_back(rw, new, &f);
    true
}

/// The constant trip count of dimension `i` (signed, as upstream).
fn dim_trip_count(rw: &mut Rewriter<'_>, f: &Forall, i: usize) -> Option<strata_ir::ApInt> {
    trip_count_of(rw, f.lbs[i], f.ubs[i], f.steps[i], true)
}

/// `ForallOpSingleOrZeroIterationDimsFolder`.
pub fn single_or_zero_iteration_dims_folder(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    // Dimensions mapped to processing units stay.
    let mapping = body.properties(op).and_then(|p| ctx.dict_get(p, "mapping"));
    if mapping.is_some_and(|m| !matches!(ctx.attr_kind(m), strata_ir::AttrKind::Array(e) if e.is_empty())) {
        return false;
    }
    let Some(f) = read(ctx, body, op) else { return false };
    let Some(block) = region_block(body, op, 0) else { return false };
    let rank = f.lbs.len();
    let ivs = body.block_args(block).get(..rank).map(<[Value]>::to_vec);
    let Some(ivs) = ivs else { return false };
    let mut counts = Vec::with_capacity(rank);
    for i in 0..rank {
        let count = dim_trip_count(rw, &f, i);
        if count.as_ref().is_some_and(|c| c.is_zero()) {
            rw.replace_op(op, &f.outputs);
            return true;
        }
        counts.push(count.is_some_and(|c| c.is_one()));
    }
    let single = counts.iter().filter(|&&s| s).count();
    if single == 0 {
        return rw.notify_match_failure(op, "no dimensions have 0 or 1 iterations");
    }
    let inserts = if single == rank {
        match inserts_by_output(rw, block, rank) {
            Some(inserts) => inserts,
            None => return false,
        }
    } else {
        Vec::new()
    };
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let mut collapsed = Vec::with_capacity(single);
    for i in (0..rank).filter(|&i| counts[i]) {
        let Some(lb) = value_or_constant(rw, f.lbs[i], loc) else { return false };
        collapsed.push((ivs[i], lb));
    }
    if single == rank {
        promote(rw, op, &f, block, &inserts);
        return true;
    }
    let kept: Vec<usize> = (0..rank).filter(|&i| !counts[i]).collect();
    let pick = |list: &[Mixed]| kept.iter().map(|&i| list[i]).collect::<Vec<_>>();
    let new_f = Forall { lbs: pick(&f.lbs), ubs: pick(&f.ubs), steps: pick(&f.steps), outputs: f.outputs.clone() };
    // The new loop keeps every attribute but the lists.
    let body = rw.body();
    let old_props = body.properties(op).unwrap_or_else(|| ctx.empty_dictionary());
    let extra: Vec<_> = ctx
        .dict_entries(old_props)
        .iter()
        .filter(|(k, _)| !LISTS.contains(&ctx.ident_str(*k)) && ctx.ident_str(*k) != "operandSegmentSizes")
        .copied()
        .collect();
    let (props, operands) = state_parts(ctx, &new_f, &extra);
    let mut st = OperationState::new(ctx.op_name("scf.forall"), loc);
    st.operands.extend(operands);
    st.properties = Some(props);
    st.attrs = Some(body.attrs(op));
    st.result_types = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let region = rw.with_body(|b| b.create_region());
    st.regions.push(region);
    let new = rw.create(st);
    let old_region = rw.body().regions(op)[0];
    rw.inline_region_before(old_region, region, None);
    for &(iv, lb) in &collapsed {
        rw.replace_all_uses_with(iv, lb);
    }
    let gone: Vec<Value> = collapsed.iter().map(|&(iv, _)| iv).collect();
    rw.modify_op_in_place(new, |b| b.erase_block_args_if(block, |_, v| gone.contains(&v)));
    let results = rw.body().results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// For [`promote`]: the `tensor.parallel_insert_slice` of the terminator
/// writing each shared output, by output position; `None` unless there
/// is exactly one per output (upstream asserts as much).
fn inserts_by_output(rw: &Rewriter<'_>, block: BlockId, rank: usize) -> Option<Vec<OpId>> {
    let yielding = in_parallel_block(rw, block)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let outs = body.block_args(block).get(rank..)?;
    let mut found: Vec<Option<OpId>> = vec![None; outs.len()];
    for o in body.block_ops(yielding) {
        if !isa::<tensor::ParallelInsertSliceOp>(ctx, body, o) || body.num_operands(o) < 2 {
            return None;
        }
        let k = outs.iter().position(|&a| a == body.operand(o, 1))?;
        if found[k].replace(o).is_some() {
            return None;
        }
    }
    found.into_iter().collect()
}

/// Upstream's `promote` of a loop whose every dimension runs once: the
/// body moves before the loop (induction variables replaced by the lower
/// bounds, shared outputs by the outputs) and each combining op of the
/// terminator becomes a `tensor.insert_slice` after the loop, whose result
/// replaces the result of the output it writes. (MLIR 22 pairs results
/// with the combining ops in terminator order instead, which miscompiles
/// a terminator not written in output order; see docs/differences.md.)
fn promote(rw: &mut Rewriter<'_>, op: impl Into<OpId>, f: &Forall, block: BlockId, inserts: &[OpId]) {
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let mut args = Vec::with_capacity(f.lbs.len() + f.outputs.len());
    for &lb in &f.lbs {
        let Some(v) = value_or_constant(rw, lb, loc) else { return };
        args.push(v);
    }
    args.extend_from_slice(&f.outputs);
    let Some(term) = rw.body().last_op(block) else { return };
    let dest = rw.body().op_block(op).expect("an op in a block");
    rw.inline_block_before(block, dest, Some(op), &args);
    rw.set_insertion_point_after(op);
    let mut results = Vec::with_capacity(inserts.len());
    for &insert in inserts {
        let body = rw.body();
        let mut st = OperationState::new(rw.ctx().op_name("tensor.insert_slice"), loc);
        st.operands.extend(body.operands(insert));
        st.properties = body.properties(insert);
        st.result_types.push(body.value_type(body.operand(insert, 1)));
        let new = rw.create(st);
        results.push(rw.body().result(new, 0));
    }
    let old_results = rw.body().results(op).to_vec();
    for (old, new) in old_results.into_iter().zip(results) {
        rw.replace_all_uses_with(old, new);
    }
    rw.erase_op(term);
    rw.erase_op(op);
}

/// `ForallOpReplaceConstantInductionVar`.
pub fn replace_constant_induction_var(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(f) = read(rw.ctx(), rw.body(), op) else { return false };
    let Some(block) = region_block(rw.body(), op, 0) else { return false };
    let rank = f.lbs.len();
    let Some(ivs) = rw.body().block_args(block).get(..rank).map(<[Value]>::to_vec) else { return false };
    let loc = rw.body().op_loc(op);
    let mut changed = false;
    for (i, &iv) in ivs.iter().enumerate() {
        if !rw.body().has_uses(iv) || !dim_trip_count(rw, &f, i).is_some_and(|c| c.is_one()) {
            continue;
        }
        rw.set_insertion_point_before(op);
        let Some(lb) = value_or_constant(rw, f.lbs[i], loc) else { continue };
        rw.replace_all_uses_with(iv, lb);
        changed = true;
    }
    changed
}
