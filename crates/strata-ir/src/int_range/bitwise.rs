//! Range inference for the bitwise ops and shifts `arith` and `index`
//! share (upstream's `InferIntRangeCommon`): and, or, xor, shl, shrs,
//! shru.
//!
//! The bitwise ops see an operand's unsigned interval only through the
//! bits its two ends share: below the highest bit where they differ, any
//! pattern may occur. Shifts apply the shift to the bounds; a shift amount
//! that may reach the width gives every value (the shift is poison then),
//! and `shl` takes `nsw`/`nuw` as `mul` by a power of two does.
//!
//! Invariant: as in [`super::infer`], two operand ranges of one width.

use super::infer::{min_max_by, unless, OverflowFlags};
use super::ConstantIntRanges;
use crate::ApInt;

/// The bits of `[umin, umax]` that may take either value: those below
/// and at the highest bit where the two ends differ.
fn varying_bits_mask(range: &ConstantIntRanges) -> ApInt {
    let width = range.width();
    let differing = width - range.umin.xor(&range.umax).countl_zero();
    ApInt::low_bits_set(width, differing)
}

/// The interval relaxed to the common high bits with every varying bit
/// clear (low end) and set (high end) (`widenBitwiseBounds`).
fn widen_bitwise_bounds(range: &ConstantIntRanges) -> (ApInt, ApInt) {
    let mask = varying_bits_mask(range);
    (range.umin.and(&mask.not()), range.umax.or(&mask))
}

pub fn infer_and(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs_zeros, lhs_ones) = widen_bitwise_bounds(&args[0]);
    let (rhs_zeros, rhs_ones) = widen_bitwise_bounds(&args[1]);
    let and = |a: &ApInt, b: &ApInt| Some(a.and(b));
    min_max_by(&and, &[&lhs_zeros, &lhs_ones], &[&rhs_zeros, &rhs_ones], false)
}

pub fn infer_or(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs_zeros, lhs_ones) = widen_bitwise_bounds(&args[0]);
    let (rhs_zeros, rhs_ones) = widen_bitwise_bounds(&args[1]);
    let or = |a: &ApInt, b: &ApInt| Some(a.or(b));
    min_max_by(&or, &[&lhs_zeros, &lhs_ones], &[&rhs_zeros, &rhs_ones], false)
}

pub fn infer_xor(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let mask = varying_bits_mask(lhs).or(&varying_bits_mask(rhs));
    let fixed = lhs.umin.xor(&rhs.umin);
    ConstantIntRanges::from_unsigned(&fixed.and(&mask.not()), &fixed.or(&mask))
}

pub fn infer_shl(args: &[ConstantIntRanges], flags: OverflowFlags) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let ushl = |l: &ApInt, r: &ApInt| if flags.nuw { Some(l.ushl_sat(r)) } else { unless(l.ushl_ov(r)) };
    let sshl = |l: &ApInt, r: &ApInt| if flags.nsw { Some(l.sshl_sat(r)) } else { unless(l.sshl_ov(r)) };
    // Both interpretations shift by the unsigned amounts.
    let amounts = [&rhs.umin, &rhs.umax];
    let urange = min_max_by(&ushl, &[&lhs.umin, &lhs.umax], &amounts, false);
    let srange = min_max_by(&sshl, &[&lhs.smin, &lhs.smax], &amounts, true);
    urange.intersection(&srange)
}

/// The amount as a shift count, `None` when it reaches the width.
fn shift_amount(r: &ApInt) -> Option<u64> {
    let amount = r.limited_value(r.width() as u64);
    (amount < r.width() as u64).then_some(amount)
}

pub fn infer_shr_s(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let ashr = |l: &ApInt, r: &ApInt| Some(l.ashr(shift_amount(r)?));
    min_max_by(&ashr, &[&lhs.smin, &lhs.smax], &[&rhs.umin, &rhs.umax], true)
}

pub fn infer_shr_u(args: &[ConstantIntRanges]) -> ConstantIntRanges {
    let (lhs, rhs) = (&args[0], &args[1]);
    let lshr = |l: &ApInt, r: &ApInt| Some(l.lshr(shift_amount(r)?));
    min_max_by(&lshr, &[&lhs.umin, &lhs.umax], &[&rhs.umin, &rhs.umax], false)
}
