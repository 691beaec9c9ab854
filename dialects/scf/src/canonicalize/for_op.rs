//! `scf.for`'s own patterns, `SimplifyTrivialLoops` and
//! `ForOpTensorCastFolder` (MLIR 22; the iter-arg folding is the generic
//! region-branch patterns there), with upstream's `constantTripCount`
//! (shared with `scf.parallel` and `scf.forall`, whose bounds may be
//! static: [`Bound`]).

use std::cmp::Ordering;
use strata_dialect_arith::IntegerOverflowFlags;

use strata_ir::{ApInt, InsertPoint, OpId, OperationState, Type, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::util::{create_yield, defined_outside, region_block, replace_op_with_region};
use crate::ForOp;
use crate::YieldOp;
use strata_dialect_arith as arith;
use strata_dialect_tensor as tensor;
use strata_rewrite::matchers::{defining, isa};

/// A bound or step: an operand (`scf.for`, `scf.parallel`) or a static
/// entry of an `scf.forall` list (upstream's `OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    Static(i64),
    Value(Value),
}

/// [`trip_count_of`] over operands.
pub(super) fn trip_count(rw: &mut Rewriter<'_>, lb: Value, ub: Value, step: Value, signed: bool) -> Option<ApInt> {
    trip_count_of(rw, Bound::Value(lb), Bound::Value(ub), Bound::Value(step), signed)
}

/// Upstream's `constantTripCount(lb, ub, step, isSigned, computeUbMinusLb)`:
/// 0 when `lb` and `ub` are one value, the step is zero or negative, or
/// `ub <= lb`; else `ceil((ub - lb) / step)` in the bounds' width (64 for
/// a static bound), with `ub - lb` from constant bounds or [`ub_minus_lb`].
/// Like upstream, the difference wraps in that width and a signed
/// difference that wraps negative counts as no iteration.
pub(super) fn trip_count_of(rw: &mut Rewriter<'_>, lb: Bound, ub: Bound, step: Bound, signed: bool) -> Option<ApInt> {
    let ctx = rw.ctx();
    let width = match lb {
        Bound::Value(v) => {
            let ty = rw.body().value_type(v);
            if ctx.is_index(ty) {
                64
            } else {
                ctx.integer_width(ty).unwrap_or(64)
            }
        }
        Bound::Static(_) => 64,
    };
    if lb == ub {
        return Some(ApInt::zero(width));
    }
    let constant = |b: Bound| match b {
        Bound::Static(s) => Some(ApInt::from_i64(64, s)),
        Bound::Value(v) => constant_int(ctx, rw.body(), v),
    };
    let step_c = constant(step);
    if let Some(s) = &step_c {
        if s.is_zero() || s.is_negative() {
            return Some(ApInt::zero(width));
        }
    }
    let diff = match (constant(lb), constant(ub), lb, ub) {
        (Some(lb_c), Some(ub_c), _, _) => {
            let order = if signed { ub_c.scmp(&lb_c) } else { ub_c.ucmp(&lb_c) };
            if order != Ordering::Greater {
                return Some(ApInt::zero(width));
            }
            ub_c.sub(&lb_c)
        }
        (None, None, Bound::Value(lb), Bound::Value(ub)) => ub_minus_lb(rw, lb, ub, signed)?,
        _ => return None,
    };
    if signed && diff.is_negative() {
        return Some(ApInt::zero(width));
    }
    let step_c = step_c?;
    let (count, rem) = if signed { (diff.sdiv(&step_c)?, diff.srem(&step_c)?) } else { diff.udiv_rem(&step_c)? };
    Some(if rem.is_zero() { count } else { count.add(&ApInt::from_u64(width, 1)) })
}

/// Upstream's `computeUbMinusLb` for `scf.for`: `ub = arith.addi lb, c`
/// (with `nsw` for a signed loop, `nuw` for an unsigned one) is `c` past
/// `lb`.
fn ub_minus_lb(rw: &mut Rewriter<'_>, lb: Value, ub: Value, signed: bool) -> Option<ApInt> {
    let ctx = rw.ctx();
    let body = rw.body();
    let add = defining::<arith::AddIOp>(ctx, body, ub)?;
    let flag = if signed { IntegerOverflowFlags::NSW } else { IntegerOverflowFlags::NUW };
    if !overflow_flags(ctx, body, add).contains(flag) || body.operand(add, 0) != lb {
        return None;
    }
    let rhs = body.operand(add, 1);
    constant_int(ctx, rw.body(), rhs)
}

/// The `#arith.overflow<...>` property of an `arith` op (`overflowFlags`).
fn overflow_flags(ctx: &strata_ir::Context, body: &strata_ir::Body, op: impl Into<OpId>) -> IntegerOverflowFlags {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, "overflowFlags"));
    attr.and_then(|a| ctx.attr_storage::<IntegerOverflowFlags>(a)).copied().unwrap_or_default()
}

/// `SimplifyTrivialLoops`: a loop of no iteration is its init values; of
/// one iteration, its body; an empty loop of several iterations yielding
/// values from outside, those values.
pub fn simplify_trivial_loops(op: ForOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let (lb, ub, step) = (operands[0], operands[1], operands[2]);
    let inits = &operands[3..];
    if lb == ub {
        rw.replace_op(op, inits);
        return true;
    }
    let signed = strata_ir::op_checks::inherent_attr(ctx, body, op, "unsignedCmp").is_none();
    let Some(count) = trip_count(rw, lb, ub, step, signed) else {
        return rw.notify_match_failure(op, "can't compute constant trip count");
    };
    if count.is_zero() {
        rw.replace_op(op, inits);
        return true;
    }
    let body = rw.body();
    let Some(block) = region_block(body, op, 0) else { return false };
    if count.is_one() {
        let region = body.regions(op)[0];
        let mut args = vec![lb];
        args.extend_from_slice(inits);
        replace_op_with_region(rw, op, region, &args);
        return true;
    }
    // More than one iteration: only an empty body yielding values from
    // outside the loop goes.
    let Some(term) = body.last_op(block) else { return false };
    if body.first_op(block) != Some(term) {
        return false;
    }
    let yielded: Vec<Value> = body.operands(term).collect();
    if !yielded.iter().all(|&v| defined_outside(body, op, v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// `ForOpTensorCastFolder`: an iter operand produced by a `tensor.cast`
/// from a more static type, whose result has one use, takes the cast's
/// source (upstream's `replaceAndCastForOpIterArg`): a new loop with the
/// op's attributes, whose body casts the new block argument to the old
/// type on entry and its yielded value back on exit, and whose result is
/// cast to the old type for the users.
pub fn tensor_cast_folder(op: ForOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let operands: Vec<Value> = body.operands(op).collect();
    let results = body.results(op).to_vec();
    let Some(inits) = operands.get(3..) else { return false };
    let Some(old_block) = region_block(body, op, 0) else { return false };
    if inits.len() != results.len() || body.block_args(old_block).len() != inits.len() + 1 {
        return false;
    }
    let found = inits.iter().enumerate().find_map(|(i, &init)| {
        let cast = body.defining_op(init).filter(|&d| isa::<tensor::CastOp>(ctx, body, d))?;
        let source = body.operand(cast, 0);
        let (source_ty, dest_ty) = (body.value_type(source), body.value_type(init));
        let folds = source_ty != dest_ty
            && strata_dialect_tensor::fold::preserves_static_information(ctx, dest_ty, source_ty)
            && body.uses(results[i]).len() == 1;
        folds.then_some((i, source, source_ty, dest_ty))
    });
    let Some((i, source, new_ty, old_ty)) = found else { return false };
    let Some(old_yield) = body.last_op(old_block).filter(|&t| isa::<YieldOp>(ctx, body, t)) else {
        return false;
    };
    let loc = body.op_loc(op);
    let mut st = OperationState::new(body.op_name(op), loc);
    st.operands.extend_from_slice(&operands);
    st.operands[3 + i] = source;
    st.properties = body.properties(op);
    st.attrs = Some(body.attrs(op));
    st.result_types = results.iter().map(|&r| body.value_type(r)).collect();
    st.result_types[i] = new_ty;
    let region = rw.with_body(|b| b.create_region());
    st.regions.push(region);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let mut types: Vec<Type> = rw.body().block_args(old_block).iter().map(|&a| rw.body().value_type(a)).collect();
    types[1 + i] = new_ty;
    let block = rw.create_block(region, &types, Some(loc));
    let mut transfer = rw.body().block_args(block).to_vec();
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    transfer[1 + i] = super::forall_op::create_cast(rw, transfer[1 + i], old_ty, loc);
    rw.inline_block_before(old_block, block, None, &transfer);
    let mut yielded: Vec<Value> = rw.body().operands(old_yield).collect();
    rw.set_insertion_point_before(old_yield);
    yielded[i] = super::forall_op::create_cast(rw, yielded[i], new_ty, loc);
    create_yield(rw, &yielded, loc);
    rw.erase_op(old_yield);
    rw.set_insertion_point_after(new);
    let mut new_results = rw.body().results(new).to_vec();
    new_results[i] = super::forall_op::create_cast(rw, new_results[i], old_ty, loc);
    rw.replace_op(op, &new_results);
    true
}
