//! How `vectorize-loops` rewrites a loop [`super::analysis`] accepted:
//! strip-mining, the scalar tail, and each varying op as its vector form.
//!
//! Every change goes through the one [`Rewriter`]. Loads and stores become
//! `vector.gather`/`vector.scatter` with an all-true mask; the vectorize
//! dialect's patterns (run after) make them contiguous where the index is
//! a stride-1 ramp.

use std::collections::HashMap;

use strata_dialect_arith::ConstantOp;
use strata_dialect_scf::ForOp;
use strata_dialect_vector::{BroadcastOp, GatherOp, ReductionOp, ScatterOp};
use strata_dialect_vectorize::access::{dense_constant, zero_of};
use strata_dialect_vectorize::{RampOp, VECTORIZED};
use strata_ir::{
    ApInt, AttrKind, Body, Context, DenseValue, Location, OpClass, OpId, OperationState, Type, TypeKind, Value,
};
use strata_rewrite::Rewriter;

use super::analysis::Plan;

/// Does `op` carry the `vectorize.vectorized` mark?
pub fn is_marked(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.dict_get(body.attrs(op), VECTORIZED).is_some()
}

/// Removes the mark from `op` (the loop then runs as written).
pub fn drop_mark(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx();
    let AttrKind::Dictionary(entries) = ctx.attr_kind(rw.body().attrs(op)) else { return };
    let kept: Vec<_> = entries.iter().filter(|(k, _)| ctx.ident_str(*k) != VECTORIZED).cloned().collect();
    let dict = ctx.dictionary_attr(kept);
    rw.modify_op_in_place(op, |body| body.set_attrs(op, dict));
}

fn index_constant(rw: &mut Rewriter<'_>, loc: Location, value: u64) -> Value {
    let index = rw.ctx().index_type();
    let attr = rw.ctx().integer_attr(index, value as i64);
    ConstantOp::build(rw, loc, index, attr).result(rw.body())
}

/// Strip-mines `f` to `lanes` and vectorizes its body (see the pass doc).
/// Returns the `vector.reduction` after the loop of each of `plan`'s
/// reductions, in order.
pub fn vectorize(rw: &mut Rewriter<'_>, f: ForOp, plan: &Plan, extent: u64, lanes: u64) -> Vec<OpId> {
    let width = lanes.min(extent);
    let main_end = extent - extent % width;
    let loc = rw.body().op_loc(f.op());
    drop_mark(rw, f.op());
    let tail = (main_end < extent).then(|| {
        // The scalar tail: the loop as written, from `main_end`.
        rw.set_insertion_point_after(f.op());
        let mut mapping = HashMap::new();
        let tail = rw.clone_op(f.op(), &mut mapping);
        rw.set_insertion_point_before(tail);
        let start = index_constant(rw, loc, main_end);
        rw.modify_op_in_place(tail, |body| body.set_operand(tail, 0, start));
        tail
    });
    rw.set_insertion_point_before(f.op());
    let (end, step, one) =
        (index_constant(rw, loc, main_end), index_constant(rw, loc, width), index_constant(rw, loc, 1));
    rw.modify_op_in_place(f.op(), |body| {
        body.set_operand(f.op(), 1, end);
        body.set_operand(f.op(), 2, step);
    });

    let Some(block) = rw.body().regions(f.op()).first().and_then(|&r| rw.body().entry_block(r)) else {
        return Vec::new();
    };
    let iv = rw.body().block_args(block)[0];
    let mut vectors: HashMap<Value, Value> = HashMap::new();
    // Reductions: each accumulator becomes a vector, starting at the
    // identity (the original initial value joins in the final reduction).
    let inits = f.init_args(rw.body());
    for (k, red) in plan.reductions.iter().enumerate() {
        let acc = rw.body().block_args(block)[k + 1];
        let ty = rw.body().value_type(acc);
        let vty = rw.ctx().vector_type(vec![width as i64], ty);
        rw.set_insertion_point_before(f.op());
        let identity = dense_constant(rw, loc, vty, vec![red.identity.clone()]);
        let result = rw.body().results(f.op())[k];
        rw.modify_op_in_place(f.op(), |body| {
            body.set_operand(f.op(), 3 + k, identity);
            body.set_value_type(acc, vty);
            body.set_value_type(result, vty);
        });
        vectors.insert(acc, acc);
    }
    let Some(first) = rw.body().first_op(block) else { return Vec::new() };
    rw.set_insertion_point_before(first);
    let ctx = rw.ctx();
    let index_vector = ctx.vector_type(vec![width as i64], ctx.index_type());
    let lanes_of_iv = RampOp::build(rw, loc, iv, one, index_vector).result(rw.body());
    vectors.insert(iv, lanes_of_iv);
    for &op in &plan.varying {
        rw.set_insertion_point_before(op);
        vectorize_op(rw, op, width, &mut vectors);
    }
    // The yield carries the vector accumulators.
    if let Some(yield_op) = rw.body().last_op(block) {
        for (k, red) in plan.reductions.iter().enumerate() {
            let combined = vectors[&rw.body().results(red.op)[0]];
            rw.modify_op_in_place(yield_op, |body| body.set_operand(yield_op, k, combined));
        }
    }
    for &op in plan.varying.iter().rev() {
        rw.erase_op(op);
    }
    // After the loop, each accumulator is reduced to a scalar (with the
    // original initial value), which the scalar tail continues from.
    let mut reduces = Vec::with_capacity(plan.reductions.len());
    for (k, red) in plan.reductions.iter().enumerate().rev() {
        let result = rw.body().results(f.op())[k];
        let ty = rw.body().value_type(inits[k]);
        rw.set_insertion_point_after(f.op());
        // The lanes were combined out of order already: the final float
        // reduction may be too (`reassoc`), so LLVM reduces in a tree.
        let is_float = matches!(rw.ctx().type_kind(ty), TypeKind::Float(_));
        let fastmath = is_float.then_some(strata_dialect_arith::FastMathFlags::REASSOC);
        let reduce = ReductionOp::build(rw, loc, result, Some(inits[k]), ty, red.kind, fastmath);
        let scalar = reduce.dest(rw.body());
        let last = match tail {
            Some(t) => {
                rw.modify_op_in_place(t, |body| body.set_operand(t, 3 + k, scalar));
                rw.body().results(t)[k]
            }
            None => scalar,
        };
        rw.replace_all_uses_except(result, last, reduce.op());
        reduces.push(reduce.op());
    }
    reduces.reverse();
    reduces
}

/// `v` as a vector of `width` lanes: its vector form, or a broadcast.
fn vector_of(rw: &mut Rewriter<'_>, v: Value, width: u64, vectors: &HashMap<Value, Value>, loc: Location) -> Value {
    if let Some(&w) = vectors.get(&v) {
        return w;
    }
    let ctx = rw.ctx();
    let ty = ctx.vector_type(vec![width as i64], rw.body().value_type(v));
    BroadcastOp::build(rw, loc, v, ty).vector(rw.body())
}

/// Builds the vector form of the varying op `op` before it and records its
/// results' vector values.
fn vectorize_op(rw: &mut Rewriter<'_>, op: OpId, width: u64, vectors: &mut HashMap<Value, Value>) {
    let ctx = rw.ctx();
    let body = rw.body();
    let loc = body.op_loc(op);
    let name = ctx.op_name_str(body.op_name(op));
    let operands: Vec<Value> = body.operands(op).collect();
    let results: Vec<Value> = body.results(op).to_vec();
    let vector_type = |rw: &Rewriter<'_>, ty: Type| rw.ctx().vector_type(vec![width as i64], ty);
    match name {
        "memref.load" => {
            let (memref, at) = (operands[0], &operands[1..]);
            let (offsets, lanes, mask) = access(rw, at, width, vectors, loc);
            let elem = rw.body().value_type(results[0]);
            let ty = vector_type(rw, elem);
            let pass = dense_constant(rw, loc, ty, vec![zero_of(ctx, elem)]);
            let v = GatherOp::build(rw, loc, memref, &offsets, lanes, mask, pass, ty, None).result(rw.body());
            vectors.insert(results[0], v);
        }
        "memref.store" => {
            let (value, memref, at) = (operands[0], operands[1], &operands[2..]);
            let value = vector_of(rw, value, width, vectors, loc);
            let (offsets, lanes, mask) = access(rw, at, width, vectors, loc);
            ScatterOp::build(rw, loc, memref, &offsets, lanes, mask, value, None, None);
        }
        _ => {
            let mut state = OperationState::new(rw.body().op_name(op), loc);
            for v in operands {
                let w = vector_of(rw, v, width, vectors, loc);
                state.operands.push(w);
            }
            for &r in &results {
                let ty = rw.body().value_type(r);
                state.result_types.push(vector_type(rw, ty));
            }
            state.properties = rw.body().properties(op);
            state.attrs = Some(rw.body().attrs(op));
            let new = rw.create(state);
            for (&r, &w) in results.iter().zip(rw.body().results(new)) {
                vectors.insert(r, w);
            }
        }
    }
}

/// A gather's or scatter's address for a load or store at `indices`: the
/// outer indices stay, the innermost gives the lanes (its vector), under
/// an all-true mask.
fn access(
    rw: &mut Rewriter<'_>,
    indices: &[Value],
    width: u64,
    vectors: &HashMap<Value, Value>,
    loc: Location,
) -> (Vec<Value>, Value, Value) {
    let (&innermost, outer) = indices.split_last().expect("the analysis admits indexed accesses only");
    let lanes = vector_of(rw, innermost, width, vectors, loc);
    let mut offsets = outer.to_vec();
    offsets.push(index_constant(rw, loc, 0));
    let mask_type = rw.ctx().vector_type(vec![width as i64], rw.ctx().integer_type(1));
    let mask = dense_constant(rw, loc, mask_type, vec![DenseValue::Int(ApInt::from_u64(1, 1))]);
    (offsets, lanes, mask)
}
