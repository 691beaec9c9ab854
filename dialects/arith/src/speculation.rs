//! When arith's divisions may be speculated (upstream's
//! `getSpeculatability` of `divui`, `divsi`, `ceildivui` and `ceildivsi`
//! in `ArithOps.cpp`), wired by the generated `OpInfo`s as
//! `Speculatability::PerOp` hooks.
//!
//! A division is undefined for a zero divisor and, signed, for
//! `INT_MIN / -1`. As upstream's (`m_IntRangeWithoutZeroU`,
//! `m_IntRangeWithoutZeroS`, `m_IntRangeWithoutNegOneS`), the divisor's
//! range is the one its defining op infers with its own operands unknown
//! (`strata_ir::int_range::defining_op_range`): constants, and ops such as
//! `test.with_bounds`. Any other divisor is not speculatable.
//!
//! Invariant: a malformed op (not two operands) is not speculatable.

use strata_ir::int_range::{defining_op_range, ConstantIntRanges};
use strata_ir::{Body, Context, OpId, Speculatability};

fn divisor_range_is(ctx: &Context, body: &Body, op: OpId, ok: impl Fn(&ConstantIntRanges) -> bool) -> Speculatability {
    let range = (body.num_operands(op) == 2).then(|| defining_op_range(ctx, body, body.operand(op, 1))).flatten();
    Speculatability::speculatable_if(range.is_some_and(|r| ok(&r)))
}

/// `divui`, `ceildivui`: the divisor's unsigned range excludes zero.
pub fn unsigned_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    divisor_range_is(ctx, body, op, ConstantIntRanges::excludes_zero_unsigned)
}

/// `divsi`, `ceildivsi`: the divisor's signed range excludes 0 and -1.
pub fn signed_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    divisor_range_is(ctx, body, op, |r| r.excludes_signed(0) && r.excludes_signed(-1))
}
