//! How `vectorize-loops` rewrites a loop [`super::analysis`] accepted:
//! strip-mining, the scalar tail, and each varying op as its vector form.
//!
//! Every change goes through the one [`Rewriter`]. Loads and stores become
//! `vector.gather`/`vector.scatter` with an all-true mask (in an
//! if-converted branch, the branch's lanes); the vectorize dialect's
//! patterns (run after) make them contiguous where the index is a ramp of
//! a small constant stride. Values are only looked up in maps keyed by
//! value, never iterated, so the output does not depend on hashing.

use std::collections::HashMap;

use strata_dialect_arith::{
    AddIOp, AndIOp, CeilDivSIOp, ConstantOp, FastMathFlags, MaxSIOp, MulIOp, RemSIOp, SelectOp, SubIOp, XOrIOp,
};
use strata_dialect_scf::ForOp;
use strata_dialect_vector::{BroadcastOp, GatherOp, ReductionOp, ScatterOp};
use strata_dialect_vectorize::access::{dense_constant, shuffle, zero_of};
use strata_dialect_vectorize::{RampOp, VECTORIZED};
use strata_ir::{
    ApInt, AttrKind, Body, Context, DenseValue, Location, OpClass, OpId, OperationState, Type, TypeKind, Value,
};
use strata_rewrite::Rewriter;

use super::analysis::{float_flags, Bounds, Plan, Reduction};

/// Does `op` carry the `vectorize.vectorized` mark?
pub fn is_marked(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.dict_get(body.attrs(op), VECTORIZED).is_some()
}

/// Removes the mark from `op` (the loop then runs as written).
pub fn drop_mark(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx();
    let dict = ctx.dict_with(rw.body().attrs(op), ctx.ident(VECTORIZED), None);
    rw.modify_op_in_place(op, |body| body.set_attrs(op, dict));
}

/// Tells LLVM that loop `op` is vectorized already and is not to be
/// unrolled at run time, as clang's vectorizer marks its loops: the
/// discardable `loop_annotation` that upstream's `convert-scf-to-cf` moves
/// onto the loop's latch branch (LLVM's `!llvm.loop`). Without it LLVM
/// unrolls a vector loop eight more times, and on arrays larger than the
/// caches the loads run out of address order (`docs/vectorize.md`). The
/// value is an `llvm` dialect attribute, kept as text: strata reads it
/// back only under `--allow-unregistered-dialect`.
pub fn annotate_for_llvm(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx();
    let value = ctx.intern_attr(AttrKind::Opaque {
        dialect: ctx.ident("llvm"),
        body: "loop_annotation<unroll = #llvm.loop_unroll<runtimeDisable = true>, isVectorized = true>".into(),
        ty: None,
    });
    let dict = ctx.dict_with(rw.body().attrs(op), ctx.ident("loop_annotation"), Some(value));
    rw.modify_op_in_place(op, |body| body.set_attrs(op, dict));
}

/// An integer or index constant of type `ty`.
fn int_constant(rw: &mut Rewriter<'_>, loc: Location, ty: Type, value: i64) -> Value {
    let attr = rw.ctx().integer_attr(ty, value);
    ConstantOp::build(rw, loc, ty, attr).result(rw.body())
}

/// The strip-mined loop's new bounds, built before it.
struct StripMined {
    /// Where the vector loop ends and the scalar tail starts.
    main_upper: Value,
    /// The vector loop's step: `width` iterations.
    main_step: Value,
    /// The step between lanes: the loop's own step.
    lane_step: Value,
    /// Some iterations may be left for the scalar tail.
    tail: bool,
}

/// The bounds of `f` strip-mined to `width` lanes, built before `f`:
/// constants when the trip count is known, else arithmetic on the bounds
/// (`n = max(ceildiv(ub - lb, step), 0)`, the vector loop ending at
/// `lb + (n - n % width) * step`).
fn strip_mine(rw: &mut Rewriter<'_>, f: ForOp, bounds: &Bounds, width: u64, loc: Location) -> StripMined {
    let body = rw.body();
    let (lb, ub, step) = (f.lower_bound(body), f.upper_bound(body), f.step(body));
    let ty = body.value_type(lb);
    let w = width as i64;
    // Bounds so close to the type's limits that `lb + n * step` does not
    // fit take the arithmetic below, which wraps as the loop's own
    // increment `iv + step` then does.
    let constant = (|| {
        let (n, lower, s) = (i64::try_from(bounds.trip_count()?).ok()?, bounds.lower?, bounds.step?);
        let end = lower.checked_add((n - n % w).checked_mul(s)?)?;
        Some((end, s.checked_mul(w)?, s, n % w != 0))
    })();
    if let Some((end, vector_step, s, tail)) = constant {
        let main_upper = int_constant(rw, loc, ty, end);
        let main_step = int_constant(rw, loc, ty, vector_step);
        let lane_step = int_constant(rw, loc, ty, s);
        return StripMined { main_upper, main_step, lane_step, tail };
    }
    let diff = SubIOp::build(rw, loc, ub, lb, ty, None).result(rw.body());
    let trips = match bounds.step {
        Some(1) => diff,
        _ => CeilDivSIOp::build(rw, loc, diff, step, ty).result(rw.body()),
    };
    let zero = int_constant(rw, loc, ty, 0);
    let trips = MaxSIOp::build(rw, loc, trips, zero, ty).result(rw.body());
    let lanes = int_constant(rw, loc, ty, w);
    let rest = RemSIOp::build(rw, loc, trips, lanes, ty).result(rw.body());
    let main_trips = SubIOp::build(rw, loc, trips, rest, ty, None).result(rw.body());
    let span = match bounds.step {
        Some(1) => main_trips,
        _ => MulIOp::build(rw, loc, main_trips, step, ty, None).result(rw.body()),
    };
    let main_upper = AddIOp::build(rw, loc, lb, span, ty, None).result(rw.body());
    let main_step = match bounds.step {
        Some(s) => int_constant(rw, loc, ty, s * w),
        None => MulIOp::build(rw, loc, step, lanes, ty, None).result(rw.body()),
    };
    StripMined { main_upper, main_step, lane_step: step, tail: true }
}

/// What [`vectorize`] made.
pub struct Vectorized {
    /// For each of the plan's reductions in order, the `vector.reduction`
    /// after the loop (`None` for an ordered reduction, which is reduced
    /// inside the loop).
    pub reduces: Vec<Option<OpId>>,
    /// The scalar loop running the iterations past the last whole vector.
    pub tail: Option<ForOp>,
    /// The lanes of the vector loop.
    pub width: u64,
}

/// The lanes of the vector loop: `lanes` times `interleave` (the wider
/// vector is `interleave` registers, which LLVM legalizes into as many
/// independent operations: separate accumulators for a reduction), fewer
/// when a constant trip count is smaller.
fn loop_width(bounds: &Bounds, lanes: u64, interleave: u64) -> u64 {
    let wide = lanes * interleave.max(1);
    match bounds.trip_count() {
        Some(n) if n < lanes => n.max(1),
        Some(n) if n < wide => lanes,
        _ => wide,
    }
}

/// Strip-mines `f` to `lanes * interleave` lanes and vectorizes its body
/// (see the pass doc).
pub fn vectorize(
    rw: &mut Rewriter<'_>,
    f: ForOp,
    plan: &Plan,
    bounds: &Bounds,
    lanes: u64,
    interleave: u64,
) -> Vectorized {
    let width = loop_width(bounds, lanes, interleave);
    let loc = rw.body().op_loc(f.op());
    drop_mark(rw, f.op());
    rw.set_insertion_point_before(f.op());
    let mined = strip_mine(rw, f, bounds, width, loc);
    let tail = mined.tail.then(|| {
        // The scalar tail: the loop as written, from where the vector
        // loop ends.
        rw.set_insertion_point_after(f.op());
        let mut mapping = strata_ir::inliner::ValueMapping::default();
        let tail = rw.clone_op(f.op(), &mut mapping);
        rw.modify_op_in_place(tail, |body| body.set_operand(tail, 0, mined.main_upper));
        tail
    });
    rw.modify_op_in_place(f.op(), |body| {
        body.set_operand(f.op(), 1, mined.main_upper);
        body.set_operand(f.op(), 2, mined.main_step);
    });

    let tail = tail.and_then(|t| ForOp::cast(rw.ctx(), rw.body(), t));
    let Some(block) = rw.body().regions(f.op()).first().and_then(|&r| rw.body().entry_block(r)) else {
        return Vectorized { reduces: Vec::new(), tail, width };
    };
    let iv = rw.body().block_args(block)[0];
    let mut vectors: HashMap<Value, Value> = HashMap::new();
    // Reductions that may be reordered: each accumulator becomes a vector,
    // starting at the identity (the original initial value joins in the
    // final reduction). Ordered ones keep their scalar accumulator.
    let mut inits = f.init_args(rw.body());
    let mut replaced_reductions = Vec::new();
    for (k, red) in plan.reductions.iter().enumerate().filter(|(_, r)| !r.ordered) {
        let acc = rw.body().block_args(block)[k + 1];
        let ty = rw.body().value_type(acc);
        let vty = rw.ctx().vector_type(vec![width as i64], ty);
        rw.set_insertion_point_before(f.op());
        let identity = match continued_accumulator(rw, red, inits[k], width, [Some(f.op()), tail.map(|t| t.op())], loc)
        {
            Some((folded, start, wider)) => {
                inits[k] = start;
                replaced_reductions.push(wider);
                folded
            }
            None => dense_constant(rw, loc, vty, vec![red.identity.clone()]),
        };
        let result = rw.body().results(f.op())[k];
        rw.modify_op_in_place(f.op(), |body| {
            body.set_operand(f.op(), 3 + k, identity);
            body.set_value_type(acc, vty);
            body.set_value_type(result, vty);
        });
        vectors.insert(acc, acc);
    }
    let Some(first) = rw.body().first_op(block) else { return Vectorized { reduces: Vec::new(), tail, width } };
    rw.set_insertion_point_before(first);
    let iv_type = rw.body().value_type(iv);
    let lanes_type = rw.ctx().vector_type(vec![width as i64], iv_type);
    let lanes_of_iv = RampOp::build(rw, loc, iv, mined.lane_step, lanes_type).result(rw.body());
    vectors.insert(iv, lanes_of_iv);
    let mut vectorizer =
        BodyVectorizer { width, iv: (iv, mined.lane_step), plan, vectors, hoisted: Default::default(), mask: None };
    for &op in &plan.varying {
        rw.set_insertion_point_before(op);
        vectorizer.vectorize_op(rw, op);
    }
    let vectors = vectorizer.vectors;
    // The yield carries the accumulators: vectors, or the ordered
    // reductions' scalars.
    if let Some(yield_op) = rw.body().last_op(block) {
        for (k, red) in plan.reductions.iter().enumerate() {
            let combined = vectors[&rw.body().results(red.op)[0]];
            rw.modify_op_in_place(yield_op, |body| body.set_operand(yield_op, k, combined));
        }
    }
    for &op in plan.varying.iter().rev() {
        rw.erase_op(op);
    }
    // After the loop, each vector accumulator is reduced to a scalar (with
    // the original initial value), which the scalar tail continues from.
    let mut reduces = Vec::with_capacity(plan.reductions.len());
    for (k, red) in plan.reductions.iter().enumerate().rev() {
        let result = rw.body().results(f.op())[k];
        let (scalar, reduce) = if red.ordered {
            (result, None)
        } else {
            let ty = rw.body().value_type(inits[k]);
            rw.set_insertion_point_after(f.op());
            // The lanes were combined out of order already (exact, or
            // allowed by the op's `reassoc`): the final float reduction
            // may be too, so LLVM reduces in a tree.
            let is_float = matches!(rw.ctx().type_kind(ty), TypeKind::Float(_));
            let fastmath = is_float.then_some(FastMathFlags::REASSOC);
            let reduce = ReductionOp::build(rw, loc, result, Some(inits[k]), ty, red.kind, fastmath);
            (reduce.dest(rw.body()), Some(reduce.op()))
        };
        match tail.map(|t| t.op()) {
            Some(t) => {
                rw.modify_op_in_place(t, |body| body.set_operand(t, 3 + k, scalar));
                let last = rw.body().results(t)[k];
                // An ordered accumulator is the tail's start: its use
                // there stays.
                rw.replace_all_uses_except(result, last, reduce.unwrap_or(t));
            }
            None => {
                if let Some(reduce) = reduce {
                    rw.replace_all_uses_except(result, scalar, reduce);
                }
            }
        }
        reduces.push(reduce);
    }
    reduces.reverse();
    for wider in replaced_reductions {
        rw.erase_op(wider);
    }
    Vectorized { reduces, tail, width }
}

/// When this loop continues a wider vector loop's reduction (its initial
/// value is that loop's `vector.reduction` of `M * width` lanes, used by
/// nothing else: the epilogue of an interleaved loop), the wider
/// accumulator folded to `width` lanes by the reduction's own op, to start
/// this loop's vector accumulator from, and the wider reduction's initial
/// value, which this loop's final reduction takes instead, and the wider
/// reduction, to erase once `users` (this loop and its tail, the only
/// ones allowed) no longer use it: one reduction across lanes instead of
/// two. Only for a reduction whose order may change (the fold reorders
/// it).
fn continued_accumulator(
    rw: &mut Rewriter<'_>,
    red: &Reduction,
    init: Value,
    width: u64,
    users: [Option<OpId>; 2],
    loc: Location,
) -> Option<(Value, Value, OpId)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let wider = strata_rewrite::matchers::defining::<ReductionOp>(ctx, body, init)?;
    let (vector, start) = (wider.vector(body), wider.acc(body)?);
    let TypeKind::Vector { shape, .. } = ctx.type_kind(body.value_type(vector)) else { return None };
    let lanes = u64::try_from(*shape.first()?).ok()?;
    let fits = wider.kind(ctx, body) == Some(red.kind) && lanes > width && lanes % width == 0;
    if !fits || red.ordered || body.uses(init).iter().any(|u| !users.contains(&Some(u.op))) {
        return None;
    }
    let ty = rw.ctx().vector_type(vec![width as i64], body.value_type(init));
    let mut folded = None;
    for part in 0..(lanes / width) as i64 {
        let w = width as i64;
        let picks: Vec<i64> = (part * w..(part + 1) * w).collect();
        let slice = shuffle(rw, loc, vector, vector, ty, &picks);
        folded = Some(match folded {
            None => slice,
            Some(sum) => combine(rw, red, [sum, slice], ty, loc),
        });
    }
    Some((folded?, start, wider.op()))
}

/// Reduction `red`'s op on the vectors `operands` of type `ty`, before the
/// insertion point, with [`reduction_properties`].
fn combine(rw: &mut Rewriter<'_>, red: &Reduction, operands: [Value; 2], ty: Type, loc: Location) -> Value {
    let mut state = OperationState::new(rw.body().op_name(red.op), loc);
    state.operands.extend(operands);
    state.result_types.push(ty);
    state.properties = reduction_properties(rw, red);
    state.attrs = Some(rw.body().attrs(red.op));
    let new = rw.create(state);
    rw.body().results(new)[0]
}

/// The properties of a reduction's lanewise op: the scalar op's, but
/// without overflow flags (a lane's partial sum may overflow where the
/// scalar loop's running sum does not).
fn reduction_properties(rw: &Rewriter<'_>, red: &Reduction) -> Option<strata_ir::Attribute> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let integer = matches!(ctx.type_kind(body.value_type(red.acc)), TypeKind::Integer { .. } | TypeKind::Index);
    if integer {
        None
    } else {
        body.properties(red.op)
    }
}

/// The vector forms of a loop body's values, built op by op.
struct BodyVectorizer<'p> {
    width: u64,
    /// The induction variable and the step between its lanes.
    iv: (Value, Value),
    plan: &'p Plan,
    /// Each varying value's vector form (an ordered reduction's result:
    /// its scalar).
    vectors: HashMap<Value, Value>,
    /// The copies, before the `scf.if`, of uniform ops of its branches.
    hoisted: strata_ir::inliner::ValueMapping,
    /// Inside an if-converted branch: the lanes that run it.
    mask: Option<Value>,
}

impl BodyVectorizer<'_> {
    /// `v` as a vector of `width` lanes: its vector form, or a broadcast.
    fn vector_of(&self, rw: &mut Rewriter<'_>, v: Value, loc: Location) -> Value {
        if let Some(&w) = self.vectors.get(&v) {
            return w;
        }
        let v = self.scalar(v);
        let ty = rw.ctx().vector_type(vec![self.width as i64], rw.body().value_type(v));
        BroadcastOp::build(rw, loc, v, ty).vector(rw.body())
    }

    /// A uniform value where the vector code is built: `v`, or its copy
    /// when a branch being if-converted defined it.
    fn scalar(&self, v: Value) -> Value {
        self.hoisted.get(&v).copied().unwrap_or(v)
    }

    fn vector_type(&self, rw: &Rewriter<'_>, ty: Type) -> Type {
        rw.ctx().vector_type(vec![self.width as i64], ty)
    }

    /// Builds the vector form of the varying op `op` before it and records
    /// its results' vector values.
    fn vectorize_op(&mut self, rw: &mut Rewriter<'_>, op: OpId) {
        let ctx = rw.ctx();
        let body = rw.body();
        let loc = body.op_loc(op);
        let name = ctx.op_name_str(body.op_name(op));
        let operands: Vec<Value> = body.operands(op).collect();
        let results: Vec<Value> = body.results(op).to_vec();
        if let Some(red) = self.plan.reductions.iter().find(|r| r.op == op) {
            self.reduction_step(rw, red, &operands, results[0], loc);
            return;
        }
        match name {
            "scf.if" => self.if_convert(rw, op),
            "memref.load" => {
                let (memref, at) = (self.scalar(operands[0]), &operands[1..]);
                let (offsets, lanes, mask) = self.access(rw, at, loc);
                let elem = rw.body().value_type(results[0]);
                let ty = self.vector_type(rw, elem);
                let pass = dense_constant(rw, loc, ty, vec![zero_of(ctx, elem)]);
                // Masked-off lanes of a branch read nothing.
                let v = GatherOp::build(rw, loc, memref, &offsets, lanes, mask, pass, ty, None).result(rw.body());
                self.vectors.insert(results[0], v);
            }
            "memref.store" => {
                let (value, memref, at) = (operands[0], self.scalar(operands[1]), &operands[2..]);
                let value = self.vector_of(rw, value, loc);
                let (offsets, lanes, mask) = self.access(rw, at, loc);
                ScatterOp::build(rw, loc, memref, &offsets, lanes, mask, value, None, None);
            }
            // A signed cast of the induction variable: its lanes are
            // iterations of the loop, which neither wrap nor overflow, so
            // the cast lanes are a ramp of the cast start and step (the
            // access patterns then see a stride-1 index).
            "arith.index_cast" | "arith.extsi" if operands[0] == self.iv.0 => {
                let elem = rw.body().value_type(results[0]);
                let start = self.scalar_clone(rw, op, self.iv.0);
                let step = self.scalar_clone(rw, op, self.iv.1);
                let ty = self.vector_type(rw, elem);
                let ramp = RampOp::build(rw, loc, start, step, ty).result(rw.body());
                self.vectors.insert(results[0], ramp);
            }
            _ => {
                let mut state = OperationState::new(rw.body().op_name(op), loc);
                for v in operands {
                    let w = self.vector_of(rw, v, loc);
                    state.operands.push(w);
                }
                for &r in &results {
                    let ty = rw.body().value_type(r);
                    state.result_types.push(self.vector_type(rw, ty));
                }
                state.properties = rw.body().properties(op);
                state.attrs = Some(rw.body().attrs(op));
                let new = rw.create(state);
                for (&r, &w) in results.iter().zip(rw.body().results(new)) {
                    self.vectors.insert(r, w);
                }
            }
        }
    }

    /// If-converts `scf.if` op `op` (see [`super::analysis`]): each branch's
    /// ops are vectorized before it under the mask of the lanes that take
    /// the branch, and each result is an `arith.select` of the yielded
    /// lanes.
    fn if_convert(&mut self, rw: &mut Rewriter<'_>, op: OpId) {
        let body = rw.body();
        let loc = body.op_loc(op);
        let (cond, results) = (body.operand(op, 0), body.results(op).to_vec());
        let regions = body.regions(op).to_vec();
        let cond = self.vector_of(rw, cond, loc);
        let mask_type = rw.body().value_type(cond);
        let all = dense_constant(rw, loc, mask_type, vec![DenseValue::Int(ApInt::from_u64(1, 1))]);
        let negated = XOrIOp::build(rw, loc, cond, all, mask_type).result(rw.body());
        let outer = self.mask;
        let mut yielded: Vec<Vec<Value>> = Vec::new();
        for (&region, lanes) in regions.iter().zip([cond, negated]) {
            let Some(block) = rw.body().entry_block(region) else { continue };
            self.mask = Some(match outer {
                Some(m) => AndIOp::build(rw, loc, m, lanes, mask_type).result(rw.body()),
                None => lanes,
            });
            let ops: Vec<OpId> = rw.body().block_ops(block).collect();
            for inner in ops {
                if rw.ctx().op_name_str(rw.body().op_name(inner)) == "scf.yield" {
                    let values: Vec<Value> = rw.body().operands(inner).collect();
                    yielded.push(values.into_iter().map(|v| self.vector_of(rw, v, loc)).collect());
                } else if rw.body().operands(inner).any(|v| self.vectors.contains_key(&v))
                    || !rw.body().regions(inner).is_empty()
                {
                    self.vectorize_op(rw, inner);
                } else {
                    // Uniform and speculatable (the analysis checked):
                    // computed once, before the `scf.if`.
                    rw.clone_op(inner, &mut self.hoisted);
                }
            }
        }
        self.mask = outer;
        if let [then, other] = &yielded[..] {
            for ((&r, &t), &e) in results.iter().zip(then).zip(other) {
                let ty = rw.body().value_type(t);
                let chosen = SelectOp::build(rw, loc, cond, t, e, ty).result(rw.body());
                self.vectors.insert(r, chosen);
            }
        }
    }

    /// A copy of the one-operand op `op` on scalar `operand`, before `op`.
    fn scalar_clone(&self, rw: &mut Rewriter<'_>, op: OpId, operand: Value) -> Value {
        let body = rw.body();
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands.push(operand);
        state.result_types.push(body.value_type(body.results(op)[0]));
        state.properties = body.properties(op);
        state.attrs = Some(body.attrs(op));
        let new = rw.create(state);
        rw.body().results(new)[0]
    }

    /// One step of reduction `red` (`acc' = op(acc, x)`): for an ordered
    /// reduction, the lanes of `x` folded into the scalar accumulator in
    /// lane order; otherwise the lanewise op on the vector accumulator,
    /// without overflow flags (a lane's partial sum may overflow where the
    /// scalar loop's running sum does not).
    fn reduction_step(
        &mut self,
        rw: &mut Rewriter<'_>,
        red: &Reduction,
        operands: &[Value],
        result: Value,
        loc: Location,
    ) {
        let x = operands.iter().copied().find(|&v| v != red.acc).unwrap_or(red.acc);
        let ty = rw.body().value_type(result);
        if red.ordered {
            let lanes = self.vector_of(rw, x, loc);
            let flags = float_flags(rw.ctx(), rw.body(), red.op);
            let step = ReductionOp::build(rw, loc, lanes, Some(red.acc), ty, red.kind, flags).dest(rw.body());
            self.vectors.insert(result, step);
            return;
        }
        let (lhs, rhs) = (self.vector_of(rw, operands[0], loc), self.vector_of(rw, operands[1], loc));
        let vty = self.vector_type(rw, ty);
        let combined = combine(rw, red, [lhs, rhs], vty, loc);
        self.vectors.insert(result, combined);
    }

    /// A gather's or scatter's address for a load or store at `indices`:
    /// the outer indices stay, the innermost gives the lanes (its vector),
    /// under an all-true mask.
    fn access(&self, rw: &mut Rewriter<'_>, indices: &[Value], loc: Location) -> (Vec<Value>, Value, Value) {
        let (&innermost, outer) = indices.split_last().expect("the analysis admits indexed accesses only");
        let lanes = self.vector_of(rw, innermost, loc);
        let mut offsets: Vec<Value> = outer.iter().map(|&v| self.scalar(v)).collect();
        offsets.push(strata_dialect_arith::build::index_constant(rw, loc, 0));
        let mask = self.mask.unwrap_or_else(|| {
            let mask_type = rw.ctx().vector_type(vec![self.width as i64], rw.ctx().integer_type(1));
            dense_constant(rw, loc, mask_type, vec![DenseValue::Int(ApInt::from_u64(1, 1))])
        });
        (offsets, lanes, mask)
    }
}
