//! Range inference for the arithmetic ops `arith` and `index` share
//! (upstream's `InferIntRangeCommon`): add, sub, mul, the divisions,
//! the remainders, min and max.
//!
//! Each function takes its operands' ranges (two, of one width) and gives
//! the result's, at that width, computing exactly what upstream computes:
//! bounds come from applying the operation to the operands' bounds, and a
//! computation that overflows (or divides by zero) widens the answer to
//! every value rather than wrapping. The `nsw`/`nuw` flags turn overflow
//! into saturation, since the op promises not to overflow.
//!
//! Invariant: `args` holds at least the op's operands; extra ones are
//! ignored (upstream indexes its `ArrayRef` the same way).

use std::cmp::Ordering;

use super::ConstantIntRanges;
use crate::ApInt;

/// An op's `nsw`/`nuw` promises (upstream's `intrange::OverflowFlags`).
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct OverflowFlags {
    pub nsw: bool,
    pub nuw: bool,
}

impl OverflowFlags {
    pub const NONE: OverflowFlags = OverflowFlags { nsw: false, nuw: false };
}

/// A bound computation: `None` when it overflows.
type ArithFn<'a> = &'a dyn Fn(&ApInt, &ApInt) -> Option<ApInt>;

/// `[op(min_l, min_r), op(max_l, max_r)]`, or every value when either
/// end overflows (`computeBoundsBy`).
fn compute_bounds_by(
    op: ArithFn,
    min_l: &ApInt,
    min_r: &ApInt,
    max_l: &ApInt,
    max_r: &ApInt,
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(min), Some(max)) => ConstantIntRanges::range(&min, &max, signed),
        _ => ConstantIntRanges::max_range(min_l.width()),
    }
}

/// The smallest and largest `op(l, r)` over every pair of the given
/// candidates, or every value when one of them overflows (`minMaxBy`).
pub(super) fn min_max_by(op: ArithFn, lhs: &[&ApInt], rhs: &[&ApInt], signed: bool) -> ConstantIntRanges {
    let width = lhs[0].width();
    let cmp = |a: &ApInt, b: &ApInt| if signed { a.scmp(b) } else { a.ucmp(b) };
    let mut min = if signed { ApInt::signed_max(width) } else { ApInt::all_ones(width) };
    let mut max = if signed { ApInt::signed_min(width) } else { ApInt::zero(width) };
    for l in lhs {
        for r in rhs {
            let Some(result) = op(l, r) else { return ConstantIntRanges::max_range(width) };
            if cmp(&result, &min) == Ordering::Less {
                min = result.clone();
            }
            if cmp(&result, &max) == Ordering::Greater {
                max = result;
            }
        }
    }
    ConstantIntRanges::range(&min, &max, signed)
}

/// `Some(result)` unless it overflowed.
pub(super) fn unless(result: (ApInt, bool)) -> Option<ApInt> {
    (!result.1).then_some(result.0)
}

pub fn infer_add(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let uadd = |a: &ApInt, b: &ApInt| if flags.nuw { Some(a.uadd_sat(b)) } else { unless(a.uadd_ov(b)) };
    let sadd = |a: &ApInt, b: &ApInt| if flags.nsw { Some(a.sadd_sat(b)) } else { unless(a.sadd_ov(b)) };
    let urange = compute_bounds_by(&uadd, &lhs.umin, &rhs.umin, &lhs.umax, &rhs.umax, false);
    let srange = compute_bounds_by(&sadd, &lhs.smin, &rhs.smin, &lhs.smax, &rhs.smax, true);
    urange.intersection(&srange)
}

pub fn infer_sub(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let usub = |a: &ApInt, b: &ApInt| if flags.nuw { Some(a.usub_sat(b)) } else { unless(a.usub_ov(b)) };
    let ssub = |a: &ApInt, b: &ApInt| if flags.nsw { Some(a.ssub_sat(b)) } else { unless(a.ssub_ov(b)) };
    let urange = compute_bounds_by(&usub, &lhs.umin, &rhs.umax, &lhs.umax, &rhs.umin, false);
    let srange = compute_bounds_by(&ssub, &lhs.smin, &rhs.smax, &lhs.smax, &rhs.smin, true);
    urange.intersection(&srange)
}

pub fn infer_mul(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let umul = |a: &ApInt, b: &ApInt| if flags.nuw { Some(a.umul_sat(b)) } else { unless(a.umul_ov(b)) };
    let smul = |a: &ApInt, b: &ApInt| if flags.nsw { Some(a.smul_sat(b)) } else { unless(a.smul_ov(b)) };
    let urange = min_max_by(&umul, &[&lhs.umin, &lhs.umax], &[&rhs.umin, &rhs.umax], false);
    let srange = min_max_by(&smul, &[&lhs.smin, &lhs.smax], &[&rhs.smin, &rhs.smax], true);
    urange.intersection(&srange)
}

/// Adjusts a truncated quotient `q = lhs / rhs` (rounding for ceiling and
/// floor division); `None` when that overflows.
type DivisionFixup = fn(&ApInt, &ApInt, ApInt) -> Option<ApInt>;

fn one(width: u32) -> ApInt {
    // LLVM's `APInt(width, 1)`: at width 1 this is the bit pattern 1 (-1
    // read signed), which the signed fixups then add as -1, as upstream.
    ApInt::from_u64(width, 1)
}

fn infer_div_u_range(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges, fixup: DivisionFixup) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.umin, &lhs.umax, &rhs.umin, &rhs.umax);
    if !rhs_min.is_zero() && !rhs_max.is_zero() {
        let udiv = |a: &ApInt, b: &ApInt| fixup(a, b, a.udiv(b)?);
        return min_max_by(&udiv, &[lhs_min, lhs_max], &[rhs_min, rhs_max], false);
    }
    // The divisor may be 0 (undefined behaviour): only `x / y <= x` and
    // the smallest quotient by the largest divisor remain.
    let umin = if lhs_min.ucmp(rhs_max) != Ordering::Less && !rhs_max.is_zero() {
        lhs_min.udiv(rhs_max).unwrap_or_else(|| ApInt::zero(rhs_min.width()))
    } else {
        ApInt::zero(rhs_min.width())
    };
    ConstantIntRanges::from_unsigned(&umin, lhs_max)
}

pub fn infer_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_div_u_range(&args[0], &args[1], |_, _, q| Some(q))
}

pub fn infer_ceil_div_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fixup: DivisionFixup = |lhs, rhs, q| {
        if lhs.urem(rhs).is_some_and(|r| !r.is_zero()) {
            return unless(q.uadd_ov(&one(q.width())));
        }
        Some(q)
    };
    infer_div_u_range(&args[0], &args[1], fixup)
}

fn infer_div_s_range(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges, fixup: DivisionFixup) -> ConstantIntRanges {
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.smin, &lhs.smax, &rhs.smin, &rhs.smax);
    if rhs_min.is_strictly_positive() || rhs_max.is_negative() {
        let sdiv = |a: &ApInt, b: &ApInt| match a.sdiv_ov(b)? {
            (_, true) => None,
            (q, false) => fixup(a, b, q),
        };
        return min_max_by(&sdiv, &[lhs_min, lhs_max], &[rhs_min, rhs_max], true);
    }
    ConstantIntRanges::max_range(rhs_min.width())
}

pub fn infer_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    infer_div_s_range(&args[0], &args[1], |_, _, q| Some(q))
}

/// LLVM's `APInt::sgt(int64_t)`: compares the sign-extended value.
fn sgt_i64(a: &ApInt, v: i64) -> bool {
    a.to_i64().map_or(!a.is_negative(), |x| x > v)
}

pub fn infer_ceil_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let fixup: DivisionFixup = |lhs, rhs, q| {
        let inexact = lhs.srem(rhs).is_some_and(|r| !r.is_zero());
        if inexact && lhs.is_negative() == rhs.is_negative() {
            return unless(q.sadd_ov(&one(q.width())));
        }
        // Upstream's folder computes `MIN ceildiv b` (b > 1) as a positive
        // number (its negation of MIN wraps); the range follows it so that
        // folding and inference agree.
        if lhs.is_min_signed_value() && sgt_i64(rhs, 1) {
            return Some(q.negate());
        }
        Some(q)
    };
    let mut result = infer_div_s_range(lhs, rhs, fixup);
    if lhs.smin.is_min_signed_value() && lhs.smax.scmp(&lhs.smin) == Ordering::Greater {
        // With MIN in a wider range, its positive quotient lies outside the
        // range computed at the bounds: add the quotients from MIN + 1 on.
        let rest = ConstantIntRanges::from_signed(&lhs.smin.add(&one(lhs.width())), &lhs.smax);
        result = result.union(&infer_div_s_range(&rest, rhs, fixup));
    }
    result
}

pub fn infer_floor_div_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let fixup: DivisionFixup = |lhs, rhs, q| {
        let inexact = lhs.srem(rhs).is_some_and(|r| !r.is_zero());
        if inexact && lhs.is_negative() != rhs.is_negative() {
            return unless(q.ssub_ov(&one(q.width())));
        }
        Some(q)
    };
    infer_div_s_range(&args[0], &args[1], fixup)
}

pub fn infer_rem_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (lhs_min, lhs_max, rhs_min, rhs_max) = (&lhs.smin, &lhs.smax, &rhs.smin, &rhs.smax);
    let width = rhs_max.width();
    let (mut smin, mut smax) = (ApInt::signed_min(width), ApInt::signed_max(width));
    // Without 0 among the divisors, |result| < |divisor| with the
    // dividend's sign.
    if rhs_min.is_strictly_positive() || rhs_max.is_negative() {
        let max_divisor = if rhs_min.is_strictly_positive() { rhs_max.clone() } else { rhs_min.abs() };
        let zero = ApInt::zero(width);
        let max_positive = max_divisor.sub(&one(width));
        smin = if lhs_min.is_negative() { max_positive.negate() } else { zero.clone() };
        smax = if lhs_max.is_strictly_positive() { max_positive } else { zero };
        // A constant divisor and a dividend range shorter than it: the
        // remainders may sweep one contiguous run.
        if rhs_min == rhs_max && lhs_max.sub(lhs_min).ucmp(&max_divisor) == Ordering::Less {
            if let (Some(min_rem), Some(max_rem)) = (lhs_min.srem(&max_divisor), lhs_max.srem(&max_divisor)) {
                if min_rem.scmp(&max_rem) != Ordering::Greater {
                    (smin, smax) = (min_rem, max_rem);
                }
            }
        }
    }
    ConstantIntRanges::from_signed(&smin, &smax)
}

pub fn infer_rem_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let (rhs_min, rhs_max) = (&rhs.umin, &rhs.umax);
    let width = rhs_min.width();
    let mut umin = ApInt::zero(width);
    // Below the divisor and at most the dividend (a divisor range reaching
    // 0 wraps `rhs_max - 1` to the maximum, leaving the dividend's bound).
    let below_divisor = rhs_max.sub(&one(width));
    let mut umax = if below_divisor.ucmp(&lhs.umax) == Ordering::Less { below_divisor } else { lhs.umax.clone() };
    if !rhs_min.is_zero() && rhs_min == rhs_max {
        let (lhs_min, lhs_max) = (&lhs.umin, &lhs.umax);
        if lhs_max.sub(lhs_min).ucmp(rhs_max) == Ordering::Less {
            if let (Some(min_rem), Some(max_rem)) = (lhs_min.urem(rhs_max), lhs_max.urem(rhs_max)) {
                if min_rem.ucmp(&max_rem) != Ordering::Greater {
                    (umin, umax) = (min_rem, max_rem);
                }
            }
        }
    }
    ConstantIntRanges::from_unsigned(&umin, &umax)
}

/// The larger of `a` and `b` by `cmp` (`a` on ties: they are equal).
fn larger<'a>(a: &'a ApInt, b: &'a ApInt, cmp: fn(&ApInt, &ApInt) -> Ordering) -> &'a ApInt {
    if cmp(a, b) == Ordering::Greater {
        a
    } else {
        b
    }
}

fn smaller<'a>(a: &'a ApInt, b: &'a ApInt, cmp: fn(&ApInt, &ApInt) -> Ordering) -> &'a ApInt {
    if cmp(a, b) == Ordering::Less {
        a
    } else {
        b
    }
}

pub fn infer_max_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(larger(&l.smin, &r.smin, ApInt::scmp), larger(&l.smax, &r.smax, ApInt::scmp))
}

pub fn infer_max_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(larger(&l.umin, &r.umin, ApInt::ucmp), larger(&l.umax, &r.umax, ApInt::ucmp))
}

pub fn infer_min_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_signed(smaller(&l.smin, &r.smin, ApInt::scmp), smaller(&l.smax, &r.smax, ApInt::scmp))
}

pub fn infer_min_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (l, r) = (&args[0], &args[1]);
    ConstantIntRanges::from_unsigned(smaller(&l.umin, &r.umin, ApInt::ucmp), smaller(&l.umax, &r.umax, ApInt::ucmp))
}
