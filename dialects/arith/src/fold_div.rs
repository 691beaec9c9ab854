//! Folds of the integer divisions and remainders: `divui`, `divsi`,
//! `ceildivui`, `ceildivsi`, `floordivsi`, `remui`, `remsi` (upstream's
//! `*Op::fold` in `ArithOps.cpp`).
//!
//! A constant fold never divides by zero and never folds a signed overflow
//! (`MIN / -1`, and for `ceildivsi` any negation of `MIN` on the way), with
//! one exception kept for identical output: upstream's `floordivsi` resets
//! its "do not fold" flag at every element, so a dense fold only looks at
//! the last element's division (an earlier `x / 0` folds to `x`, an
//! earlier `MIN / -1` to `MIN`). Both are undefined behaviour, so any value
//! is a correct fold.

use strata_ir::{ApInt, Attribute, Body, Context, FoldOutcome, OpId, Value};

use crate::elementwise::{defined_by, flags, int_binary, is_one, zero_attr};
use crate::IntegerOverflowFlags;
use crate::{CeilDivSIOp, CeilDivUIOp, DivSIOp, DivUIOp, FloorDivSIOp, RemSIOp, RemUIOp};

/// `(a * b) / b -> a` and `(b * a) / b -> a`, when the `muli` carries the
/// given flag (`foldDivMul`).
fn fold_div_mul(ctx: &Context, body: &Body, lhs: Value, rhs: Value, signed: bool) -> Option<Value> {
    let mul = defined_by::<crate::MulIOp>(ctx, body, lhs)?;
    let flag = if signed { IntegerOverflowFlags::NSW } else { IntegerOverflowFlags::NUW };
    if !flags::<IntegerOverflowFlags>(ctx, body, mul, "overflowFlags").contains(flag) {
        return None;
    }
    let (a, b) = (body.operand(mul, 0), body.operand(mul, 1));
    if a == rhs {
        Some(b)
    } else if b == rhs {
        Some(a)
    } else {
        None
    }
}

/// A constant division whose calculation may refuse (`blocked`): any
/// refused element stops the fold, as upstream's flag that, once set,
/// stays set.
fn guarded(ctx: &Context, constants: &[Option<Attribute>], f: impl Fn(&ApInt, &ApInt) -> Option<ApInt>) -> FoldOutcome {
    let mut blocked = false;
    let result = int_binary(ctx, constants, |a, b| {
        if blocked {
            return a.clone();
        }
        f(a, b).unwrap_or_else(|| {
            blocked = true;
            a.clone()
        })
    });
    if blocked {
        FoldOutcome::Failure
    } else {
        FoldOutcome::attribute_or_failure(result)
    }
}

/// `a / b` unless `b` is zero or the quotient overflows (`MIN / -1`).
fn checked_sdiv(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if a.sdiv_overflows(b) {
        return None;
    }
    a.sdiv(b)
}

/// `arith.divui`: `x / 1 -> x`, `(a * b) / b -> a` under `nuw`, constants.
pub fn divui(ctx: &Context, body: &mut Body, op: DivUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    if let Some(v) = fold_div_mul(ctx, body, lhs, rhs, false) {
        return FoldOutcome::value(v);
    }
    guarded(ctx, constants, ApInt::udiv)
}

/// `arith.divsi`: `x / 1 -> x`, `(a * b) / b -> a` under `nsw`, constants.
pub fn divsi(ctx: &Context, body: &mut Body, op: DivSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    if let Some(v) = fold_div_mul(ctx, body, lhs, rhs, true) {
        return FoldOutcome::value(v);
    }
    guarded(ctx, constants, checked_sdiv)
}

/// `arith.ceildivui`: `x / 1 -> x`, constants (rounding up).
pub fn ceildivui(ctx: &Context, body: &mut Body, op: CeilDivUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    // With a nonzero remainder the divisor is at least 2, so `q + 1` cannot wrap.
    guarded(ctx, constants, |a, b| {
        let (q, r) = a.udiv_rem(b)?;
        Some(if r.is_zero() { q } else { q.add(&ApInt::from_u64(q.width(), 1)) })
    })
}

/// `ceil(a / b)` for signed `a` and `b`, as upstream computes it: `None`
/// when `b` is zero or a negation of `MIN` would overflow (so `MIN` never
/// folds as a nonzero dividend, nor as a divisor of a nonzero dividend).
fn ceil_sdiv(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(a.clone());
    }
    let w = a.width();
    let min = ApInt::signed_min(w);
    let one = ApInt::from_u64(w, 1);
    // ceil(x / y) of positive values: (x - 1) / y + 1.
    let ceil_pos = |x: &ApInt, y: &ApInt| x.sub(&one).sdiv(y).map(|q| q.add(&one));
    match (a.is_negative(), b.is_negative()) {
        (false, false) => ceil_pos(a, b),
        (true, true) if *a == min || *b == min => None,
        (true, true) => ceil_pos(&a.negate(), &b.negate()),
        (true, false) if *a == min => None,
        (true, false) => a.negate().sdiv(b).map(|q| q.negate()),
        (false, true) if *b == min => None,
        (false, true) => a.sdiv(&b.negate()).map(|q| q.negate()),
    }
}

/// `arith.ceildivsi`: `x / 1 -> x`, constants (rounding up).
pub fn ceildivsi(ctx: &Context, body: &mut Body, op: CeilDivSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    guarded(ctx, constants, ceil_sdiv)
}

/// `APInt::sfloordiv_ov`: the quotient rounded down, and whether it overflowed.
fn floor_sdiv(a: &ApInt, b: &ApInt) -> (ApInt, bool) {
    let overflow = a.sdiv_overflows(b);
    let q = a.sdiv(b).expect("nonzero divisor");
    if q.mul(b) != *a && a.is_negative() != b.is_negative() {
        return (q.sub(&ApInt::from_u64(q.width(), 1)), overflow);
    }
    (q, overflow)
}

/// `arith.floordivsi`: `x / 1 -> x`, constants (rounding down); see the
/// module doc for its per-element flag.
pub fn floordivsi(ctx: &Context, body: &mut Body, op: FloorDivSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    let mut blocked = false;
    let result = int_binary(ctx, constants, |a, b| {
        if b.is_zero() {
            blocked = true;
            return a.clone();
        }
        let (q, overflow) = floor_sdiv(a, b);
        blocked = overflow;
        q
    });
    if blocked {
        FoldOutcome::Failure
    } else {
        FoldOutcome::attribute_or_failure(result)
    }
}

/// A remainder: `x % 1 -> 0`, constants (never by zero).
fn remainder(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    f: fn(&ApInt, &ApInt) -> Option<ApInt>,
) -> FoldOutcome {
    if is_one(ctx, constants[1]) {
        return FoldOutcome::attribute_or_failure(zero_attr(ctx, body.value_type(body.results(op)[0])));
    }
    guarded(ctx, constants, f)
}

/// `arith.remui`.
pub fn remui(ctx: &Context, body: &mut Body, op: RemUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    remainder(ctx, body, op, constants, ApInt::urem)
}

/// `arith.remsi` (the sign of the dividend; `MIN % -1` is 0).
pub fn remsi(ctx: &Context, body: &mut Body, op: RemSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    remainder(ctx, body, op, constants, ApInt::srem)
}
