//! Hoisting a vectorized reduction out of the loops around it.
//!
//! A vectorized loop ends in one `vector.reduction` of its vector
//! accumulator, with the loop's initial value. When that loop sits in an
//! `scf.for` that only threads the reduced value from one iteration into
//! the next (TVM's inner loop of a split reduction: `acc` carried by the
//! outer loop, the inner loop started from it, its reduction yielded),
//! the reduction of every outer iteration is work a single vector
//! accumulator avoids: the outer loop carries the vector instead, and one
//! `vector.reduction` after it joins the outer loop's initial value.
//!
//! ```text
//! %r = scf.for .. iter_args(%acc = %x0) {            %r = scf.for .. iter_args(%acc = splat(id)) {
//!   %v = scf.for .. iter_args(%a = splat(id)) ..       %v = scf.for .. iter_args(%a = %acc) ..
//!   %s = vector.reduction <k>, %v, %acc       ->       scf.yield %v
//!   scf.yield %s                                     }
//! }                                                  %s = vector.reduction <k>, %r, %x0
//! ```
//!
//! This reorders the combination across the outer loop's iterations too, so
//! it is done only for a [`super::analysis::Reduction`] that is
//! `hoistable` (exact for integers and float min/max; float sums and
//! products only under `reassoc`). Applied level by level while the pattern
//! holds.

use strata_dialect_arith::ConstantOp;
use strata_dialect_scf::ForOp;
use strata_dialect_vector::ReductionOp;
use strata_dialect_vectorize::access::dense_constant;
use strata_ir::{Body, Context, DenseValue, OpClass, OpId, Value, ValueDef};
use strata_rewrite::Rewriter;

/// The loop result `v` is, with its index: `(loop, k)`.
fn loop_result(rw: &Rewriter<'_>, v: Value) -> Option<(ForOp, usize)> {
    let ValueDef::OpResult { op, index } = rw.body().value_def(v) else { return None };
    ForOp::cast(rw.ctx(), rw.body(), op).map(|f| (f, index as usize))
}

/// The enclosing `scf.for` of `inner` that carries `acc` as its `iter_args`
/// value `m` and yields `reduced` as its next value, nothing else using
/// either: `(outer, m, outer's yield)`.
fn threading_loop(ctx: &Context, body: &Body, inner: OpId, acc: Value, reduced: Value) -> Option<(OpId, usize, OpId)> {
    let outer = ForOp::cast(ctx, body, body.parent_op(inner)?)?.op();
    let ValueDef::BlockArgument { block, index } = body.value_def(acc) else { return None };
    let entry = body.regions(outer).first().and_then(|&r| body.entry_block(r))?;
    let yield_op = body.last_op(entry)?;
    let m = (index as usize).checked_sub(1)?;
    let threads = block == entry
        && body.uses(acc).len() == 1
        && matches!(body.uses(reduced), [u] if u.op == yield_op && u.index as usize == m);
    threads.then_some((outer, m, yield_op))
}

/// Hoists `reduce` out of the enclosing loops that thread its value (see
/// the module doc). `identity` is the combining kind's identity lane.
/// Returns how many loops it was moved out of.
pub fn hoist_reduction(rw: &mut Rewriter<'_>, mut reduce: ReductionOp, identity: &DenseValue) -> u32 {
    let mut levels = 0;
    loop {
        let (ctx, body) = (rw.ctx(), rw.body());
        let (vector, reduced) = (reduce.vector(body), reduce.dest(body));
        let (Some(acc), Some((inner, k)), Some(kind)) =
            (reduce.acc(body), loop_result(rw, vector), reduce.kind(ctx, body))
        else {
            return levels;
        };
        let fastmath = reduce.fastmath(ctx, body);
        // The inner loop's vector feeds this reduction only (its start
        // changes below).
        let Some((outer, m, yield_op)) =
            threading_loop(ctx, body, inner.op(), acc, reduced).filter(|_| body.uses(vector).len() == 1)
        else {
            return levels;
        };
        let (vty, elem, loc) = (body.value_type(vector), body.value_type(reduced), body.op_loc(reduce.op()));
        let x0 = body.operand(outer, 3 + m);
        let outer_result = body.results(outer)[m];
        let inner_init = body.operand(inner.op(), 3 + k);
        // The inner loop must start from the identity, which the outer
        // loop's vector then replaces: not from a value carrying lanes
        // already combined (an epilogue continuing a wider loop's
        // accumulator), which would be lost.
        if strata_rewrite::matchers::defining::<ConstantOp>(ctx, body, inner_init).is_none() {
            return levels;
        }

        rw.set_insertion_point_before(outer);
        let start = dense_constant(rw, loc, vty, vec![identity.clone()]);
        rw.modify_op_in_place(outer, |body| {
            body.set_operand(outer, 3 + m, start);
            body.set_value_type(acc, vty);
            body.set_value_type(outer_result, vty);
        });
        rw.modify_op_in_place(inner.op(), |body| body.set_operand(inner.op(), 3 + k, acc));
        rw.modify_op_in_place(yield_op, |body| body.set_operand(yield_op, m, vector));
        rw.erase_op(reduce.op());
        if rw.body().uses(inner_init).is_empty() {
            if let Some(def) = rw.body().defining_op(inner_init) {
                rw.erase_op(def);
            }
        }

        rw.set_insertion_point_after(outer);
        let hoisted = ReductionOp::build(rw, loc, outer_result, Some(x0), elem, kind, fastmath);
        let scalar = hoisted.dest(rw.body());
        rw.replace_all_uses_except(outer_result, scalar, hoisted.op());
        reduce = hoisted;
        levels += 1;
    }
}
