//! Folds of the integer arithmetic and bitwise ops: `addi`, `subi`,
//! `muli`, `addui_extended`, `mulsi_extended`, `mului_extended`, `andi`,
//! `ori`, `xori`, the shifts and `maxsi`/`maxui`/`minsi`/`minui`
//! (upstream's `*Op::fold` in `ArithOps.cpp`; divisions are in
//! `fold_div.rs`).
//!
//! Each hook tries upstream's identities in upstream's order, then folds
//! constants element-wise ([`crate::elementwise`]) with two's-complement
//! wrap-around at the operands' width (index values are 64 bits wide, as
//! upstream stores them). Overflow flags never change a constant fold.
//! Where upstream returns an operand it returns the `Value`, where it
//! returns an attribute the constant: the driver materializes the two
//! differently.

use strata_ir::{ApInt, Attribute, Body, Context, DenseValue, FoldOutcome, OpFoldResult, OpId, Value};

use crate::elementwise::{
    binary_to, constant_of, defined_by, i1_same_shape, int_binary, is_one, is_poison, is_zero, splat_int, zero_attr,
};
use crate::{
    AddIOp, AddUIExtendedOp, AndIOp, MaxSIOp, MaxUIOp, MinSIOp, MinUIOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp,
    OrIOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, XOrIOp,
};

/// Is `op` (an `xori`, if any) `not(x)`, i.e. `xori(x, c)` with `c` a
/// constant all-ones integer or splat?
fn is_not_of(ctx: &Context, body: &mut Body, op: Option<OpId>, x: Value) -> bool {
    let Some(op) = op else { return false };
    if body.operand(op, 0) != x {
        return false;
    }
    let rhs = body.operand(op, 1);
    let c = constant_of(ctx, body, rhs);
    splat_int(ctx, c).is_some_and(ApInt::is_all_ones)
}

/// `arith.addi`: `x + 0 -> x`, `(a - b) + b -> a`, `b + (a - b) -> a`, constants.
pub fn addi(ctx: &Context, body: &mut Body, op: AddIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    if let Some(sub) = defined_by::<crate::SubIOp>(ctx, body, lhs) {
        if body.operand(sub, 1) == rhs {
            return FoldOutcome::value(body.operand(sub, 0));
        }
    }
    if let Some(sub) = defined_by::<crate::SubIOp>(ctx, body, rhs) {
        if body.operand(sub, 1) == lhs {
            return FoldOutcome::value(body.operand(sub, 0));
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.add(b)))
}

/// `arith.subi`: `x - x -> 0` (static shapes), `x - 0 -> x`,
/// `(a + b) - b -> a`, `(a + b) - a -> b`, constants.
pub fn subi(ctx: &Context, body: &mut Body, op: SubIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        // A dynamic shape has no zero constant: try the other folds.
        if let Some(zero) = zero_attr(ctx, body.value_type(body.results(op)[0])) {
            return FoldOutcome::attribute(zero);
        }
    }
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    if let Some(add) = defined_by::<crate::AddIOp>(ctx, body, lhs) {
        if body.operand(add, 1) == rhs {
            return FoldOutcome::value(body.operand(add, 0));
        }
        if body.operand(add, 0) == rhs {
            return FoldOutcome::value(body.operand(add, 1));
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.sub(b)))
}

/// `arith.muli`: `x * 0 -> 0` (the zero operand), `x * 1 -> x`, constants.
pub fn muli(ctx: &Context, body: &mut Body, op: MulIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(rhs);
    }
    if is_one(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.mul(b)))
}

/// Two results: the sum or low half, and the carry or high half.
fn pair(a: OpFoldResult, b: OpFoldResult) -> FoldOutcome {
    FoldOutcome::replace([a, b])
}

/// `arith.addui_extended`: `x + 0 -> (x, false)`, constants (the overflow
/// bit is `sum <u lhs`).
pub fn addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: AddUIExtendedOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let lhs = body.operand(op, 0);
    if is_zero(ctx, constants[1]) {
        let overflow_ty = body.value_type(body.results(op)[1]);
        return match zero_attr(ctx, overflow_ty) {
            Some(zero) => pair(OpFoldResult::Value(lhs), OpFoldResult::Attribute(zero)),
            None => FoldOutcome::Failure,
        };
    }
    let Some(sum) = int_binary(ctx, constants, |a, b| a.add(b)) else { return FoldOutcome::Failure };
    // Upstream 22 crashes on a poison sum (it reads its type); not folding
    // is the safe answer.
    if is_poison(ctx, Some(sum)) {
        return FoldOutcome::Failure;
    }
    let Some(sum_ty) = strata_ir::op_checks::typed_attr_type(ctx, sum) else { return FoldOutcome::Failure };
    let carry = binary_to(ctx, &[Some(sum), constants[0]], i1_same_shape(ctx, sum_ty), |s, a| match (s, a) {
        (DenseValue::Int(s), DenseValue::Int(a)) => Some(DenseValue::Int(ApInt::from_u64(1, s.ucmp(a).is_lt() as u64))),
        _ => None,
    });
    match carry {
        Some(carry) => pair(OpFoldResult::Attribute(sum), OpFoldResult::Attribute(carry)),
        None => FoldOutcome::Failure,
    }
}

/// The high half of the double-width product (`APIntOps::mulhs`/`mulhu`).
fn mul_high(a: &ApInt, b: &ApInt, signed: bool) -> ApInt {
    let w = a.width();
    let ext = |x: &ApInt| if signed { x.sext(2 * w) } else { x.zext(2 * w) };
    ext(a).mul(&ext(b)).lshr(w as u64).trunc(w)
}

/// The constant low and high halves of an extended multiplication.
fn mul_extended_constants(ctx: &Context, constants: &[Option<Attribute>], signed: bool) -> FoldOutcome {
    let Some(low) = int_binary(ctx, constants, |a, b| a.mul(b)) else { return FoldOutcome::Failure };
    match int_binary(ctx, constants, |a, b| mul_high(a, b, signed)) {
        Some(high) => pair(OpFoldResult::Attribute(low), OpFoldResult::Attribute(high)),
        None => FoldOutcome::Failure,
    }
}

/// `arith.mulsi_extended`: `x * 0 -> (0, 0)`, constants.
pub fn mulsi_extended(ctx: &Context, _: &mut Body, _: MulSIExtendedOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let (true, Some(zero)) = (is_zero(ctx, constants[1]), constants[1]) {
        return pair(OpFoldResult::Attribute(zero), OpFoldResult::Attribute(zero));
    }
    mul_extended_constants(ctx, constants, true)
}

/// `arith.mului_extended`: `x * 0 -> (0, 0)`, `x * 1 -> (x, 0)`, constants.
pub fn mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: MulUIExtendedOp,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    if let (true, Some(zero)) = (is_zero(ctx, constants[1]), constants[1]) {
        return pair(OpFoldResult::Attribute(zero), OpFoldResult::Attribute(zero));
    }
    if is_one(ctx, constants[1]) {
        let lhs = body.operand(op, 0);
        return match zero_attr(ctx, body.value_type(lhs)) {
            Some(zero) => pair(OpFoldResult::Value(lhs), OpFoldResult::Attribute(zero)),
            None => FoldOutcome::Failure,
        };
    }
    mul_extended_constants(ctx, constants, false)
}

/// The zero of the op's result type, as a fold (none for dynamic shapes).
fn zero_result(ctx: &Context, body: &Body, op: impl Into<OpId>) -> FoldOutcome {
    FoldOutcome::attribute_or_failure(zero_attr(ctx, body.value_type(body.results(op)[0])))
}

/// `arith.andi`: `x & 0 -> 0` (the zero operand), `x & -1 -> x`,
/// `x & ~x -> 0`, `~x & x -> 0`, `a & (a & b) -> a & b` (either side,
/// either order), constants.
pub fn andi(ctx: &Context, body: &mut Body, op: AndIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(rhs);
    }
    if splat_int(ctx, constants[1]).is_some_and(ApInt::is_all_ones) {
        return FoldOutcome::value(lhs);
    }
    let rhs_xor = defined_by::<crate::XOrIOp>(ctx, body, rhs);
    let lhs_xor = defined_by::<crate::XOrIOp>(ctx, body, lhs);
    if is_not_of(ctx, body, rhs_xor, lhs) || is_not_of(ctx, body, lhs_xor, rhs) {
        return zero_result(ctx, body, op);
    }
    for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(and) = defined_by::<crate::AndIOp>(ctx, body, prev) {
            if other == body.operand(and, 0) || other == body.operand(and, 1) {
                return FoldOutcome::value(prev);
            }
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.and(b)))
}

/// `arith.ori`: `x | 0 -> x`, `x | -1 -> -1` (the constant), `x | ~x` and
/// `~x | x` -> the all-ones operand of the `xori`, constants.
pub fn ori(ctx: &Context, body: &mut Body, op: OrIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if let Some(c) = splat_int(ctx, constants[1]) {
        if c.is_zero() {
            return FoldOutcome::value(lhs);
        }
        if c.is_all_ones() {
            return FoldOutcome::attribute_or_failure(constants[1]);
        }
    }
    for (xor_side, other) in [(rhs, lhs), (lhs, rhs)] {
        let xor = defined_by::<crate::XOrIOp>(ctx, body, xor_side);
        if is_not_of(ctx, body, xor, other) {
            let all_ones = xor.map(|x| body.operand(x, 1)).expect("matched an xori");
            return FoldOutcome::value(all_ones);
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.or(b)))
}

/// `arith.xori`: `x ^ 0 -> x`, `x ^ x -> 0`, `(x ^ a) ^ a -> x` and the
/// other three arrangements, constants.
pub fn xori(ctx: &Context, body: &mut Body, op: XOrIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(lhs);
    }
    if lhs == rhs {
        return zero_result(ctx, body, op);
    }
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = defined_by::<crate::XOrIOp>(ctx, body, inner) {
            let (a, b) = (body.operand(prev, 0), body.operand(prev, 1));
            if b == other {
                return FoldOutcome::value(a);
            }
            if a == other {
                return FoldOutcome::value(b);
            }
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, |a, b| a.xor(b)))
}

/// A shift: `x <op> 0 -> x`, then constants, unless the shift amount is at
/// least the width. As upstream's, the bound is the one of the last element
/// folded (a dense amount folds when its last element is in range), and
/// poison never folds.
fn shift(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    f: fn(&ApInt, u64) -> ApInt,
) -> FoldOutcome {
    if is_zero(ctx, constants[1]) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    let mut bounded = false;
    let result = int_binary(ctx, constants, |a, b| {
        let amount = b.to_u64().unwrap_or(u64::MAX);
        bounded = amount < b.width() as u64;
        f(a, amount)
    });
    if bounded {
        FoldOutcome::attribute_or_failure(result)
    } else {
        FoldOutcome::Failure
    }
}

/// `arith.shli`.
pub fn shli(ctx: &Context, body: &mut Body, op: ShLIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, body, op, constants, ApInt::shl)
}

/// `arith.shrui`.
pub fn shrui(ctx: &Context, body: &mut Body, op: ShRUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, body, op, constants, ApInt::lshr)
}

/// `arith.shrsi`.
pub fn shrsi(ctx: &Context, body: &mut Body, op: ShRSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, body, op, constants, ApInt::ashr)
}

/// Which extreme constants decide a min/max: `absorbing` gives the
/// constant operand, `identity` the other one. Predicates, not values: at
/// width 0 the one value is the unsigned extremes but neither signed one
/// (LLVM's `isMinSignedValue`/`isMaxSignedValue`), so `maxui(x, 0 : i0)`
/// folds and `maxsi(x, 0 : i0)` does not, as in mlir-opt-22.
struct Extremes {
    absorbing: fn(&ApInt) -> bool,
    identity: fn(&ApInt) -> bool,
    pick: fn(&ApInt, &ApInt) -> ApInt,
}

/// A min/max: `op(x, x) -> x`, the extreme constants on the right, constants.
fn min_max(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    e: Extremes,
) -> FoldOutcome {
    let op: OpId = op.into();
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        return FoldOutcome::value(rhs);
    }
    if let Some(c) = splat_int(ctx, constants[1]) {
        if (e.absorbing)(c) {
            return FoldOutcome::value(rhs);
        }
        if (e.identity)(c) {
            return FoldOutcome::value(lhs);
        }
    }
    FoldOutcome::attribute_or_failure(int_binary(ctx, constants, e.pick))
}

fn pick_by(a: &ApInt, b: &ApInt, ord: std::cmp::Ordering) -> ApInt {
    if ord.is_lt() {
        b.clone()
    } else {
        a.clone()
    }
}

/// `arith.maxsi`.
pub fn maxsi(ctx: &Context, body: &mut Body, op: MaxSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let pick = |a: &ApInt, b: &ApInt| pick_by(a, b, a.scmp(b));
    min_max(
        ctx,
        body,
        op,
        constants,
        Extremes { absorbing: ApInt::is_max_signed_value, identity: ApInt::is_min_signed_value, pick },
    )
}

/// `arith.maxui`.
pub fn maxui(ctx: &Context, body: &mut Body, op: MaxUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let pick = |a: &ApInt, b: &ApInt| pick_by(a, b, a.ucmp(b));
    min_max(ctx, body, op, constants, Extremes { absorbing: ApInt::is_all_ones, identity: ApInt::is_zero, pick })
}

/// `arith.minsi`.
pub fn minsi(ctx: &Context, body: &mut Body, op: MinSIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let pick = |a: &ApInt, b: &ApInt| pick_by(a, b, b.scmp(a));
    min_max(
        ctx,
        body,
        op,
        constants,
        Extremes { absorbing: ApInt::is_min_signed_value, identity: ApInt::is_max_signed_value, pick },
    )
}

/// `arith.minui`.
pub fn minui(ctx: &Context, body: &mut Body, op: MinUIOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let pick = |a: &ApInt, b: &ApInt| pick_by(a, b, b.ucmp(a));
    min_max(ctx, body, op, constants, Extremes { absorbing: ApInt::is_zero, identity: ApInt::is_all_ones, pick })
}
