//! `scf.for`'s own pattern, `SimplifyTrivialLoops` (MLIR 22; the iter-arg
//! folding is the generic [`super::region_branch`] patterns there), with
//! upstream's `constantTripCount`. `ForOpTensorCastFolder` is not ported.

use std::cmp::Ordering;
use strata_dialect_arith::IntegerOverflowFlags;

use strata_ir::{ApInt, OpId, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::util::{defined_outside, region_block, replace_op_with_region};

/// Upstream's `constantTripCount(lb, ub, step, isSigned, computeUbMinusLb)`:
/// 0 when `lb` and `ub` are one value, the step is zero or negative, or
/// `ub <= lb`; else `ceil((ub - lb) / step)` in the bounds' width, with
/// `ub - lb` from constant bounds or [`ub_minus_lb`]. Like upstream, the
/// difference wraps in that width and a signed difference that wraps
/// negative counts as no iteration.
pub(super) fn trip_count(rw: &mut Rewriter<'_>, lb: Value, ub: Value, step: Value, signed: bool) -> Option<ApInt> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(lb);
    let width = if ctx.is_index(ty) { 64 } else { ctx.integer_width(ty).unwrap_or(64) };
    if lb == ub {
        return Some(ApInt::zero(width));
    }
    let step_c = constant_int(ctx, rw.body(), step);
    if let Some(s) = &step_c {
        if s.is_zero() || s.is_negative() {
            return Some(ApInt::zero(width));
        }
    }
    let lb_c = constant_int(ctx, rw.body(), lb);
    let ub_c = constant_int(ctx, rw.body(), ub);
    let diff = match (lb_c, ub_c) {
        (Some(lb_c), Some(ub_c)) => {
            let order = if signed { ub_c.scmp(&lb_c) } else { ub_c.ucmp(&lb_c) };
            if order != Ordering::Greater {
                return Some(ApInt::zero(width));
            }
            ub_c.sub(&lb_c)
        }
        (None, None) => ub_minus_lb(rw, lb, ub, signed)?,
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
    let add = strata_rewrite::matchers::defined_by(ctx, body, ub, "arith.addi")?;
    let flag = if signed { IntegerOverflowFlags::NSW } else { IntegerOverflowFlags::NUW };
    if !overflow_flags(ctx, body, add).contains(flag) || body.operand(add, 0) != lb {
        return None;
    }
    let rhs = body.operand(add, 1);
    constant_int(ctx, rw.body(), rhs)
}

/// The `#arith.overflow<...>` property of an `arith` op (`overflowFlags`).
fn overflow_flags(ctx: &strata_ir::Context, body: &strata_ir::Body, op: OpId) -> IntegerOverflowFlags {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, "overflowFlags"));
    attr.and_then(|a| ctx.attr_storage::<IntegerOverflowFlags>(a)).copied().unwrap_or_default()
}

/// `SimplifyTrivialLoops`: a loop of no iteration is its init values; of
/// one iteration, its body; an empty loop of several iterations yielding
/// values from outside, those values.
pub fn simplify_trivial_loops(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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
