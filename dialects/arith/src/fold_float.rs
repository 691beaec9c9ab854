//! Folds of the float arithmetic ops: `addf`, `subf`, `mulf`, `divf`,
//! `remf`, `negf`, `maximumf`, `minimumf`, `maxnumf`, `minnumf`
//! (upstream's `*Op::fold` in `ArithOps.cpp`).
//!
//! Identities first, exactly upstream's: `x + -0`, `x - +0`, `x * 1`,
//! `x / 1` give `x`; `x * 0` gives the zero only under `nnan` and `nsz`;
//! `negf(negf(x))` gives `x`; a min/max of equal operands, or with its
//! neutral constant (`-inf` for `maximumf`, `+inf` for `minimumf`, NaN for
//! the `*numf`), gives the other operand. Then constants fold element-wise
//! with [`crate::apfloat`]'s correctly rounded arithmetic at the op's own
//! format. Other fast-math flags never change a fold.

use strata_ir::{Attribute, Body, Context, DenseValue, FloatKind, FoldOutcome, OpId};

use crate::apfloat;
use crate::elementwise::{defined_by, float_binary, float_kind, has_fastmath, splat_float, unary};
use crate::{AddFOp, DivFOp, MaxNumFOp, MaximumFOp, MinNumFOp, MinimumFOp, MulFOp, NegFOp, RemFOp, SubFOp};

/// Does the right constant (scalar or splat) satisfy `pred`?
fn rhs_is(ctx: &Context, constants: &[Option<Attribute>], pred: impl Fn(FloatKind, u128) -> bool) -> bool {
    splat_float(ctx, constants[1]).is_some_and(|(k, b)| pred(k, b))
}

/// `arith.addf`: `x + -0 -> x`, constants.
pub fn addf(ctx: &Context, body: &mut Body, op: AddFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if rhs_is(ctx, constants, apfloat::is_neg_zero) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, |k, a, b| apfloat::add(k, a, b, false)))
}

/// `arith.subf`: `x - +0 -> x`, constants.
pub fn subf(ctx: &Context, body: &mut Body, op: SubFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if rhs_is(ctx, constants, apfloat::is_pos_zero) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, |k, a, b| apfloat::add(k, a, b, true)))
}

/// `arith.mulf`: `x * 1 -> x`, `x * 0 -> 0` under `nnan` and `nsz`, constants.
pub fn mulf(ctx: &Context, body: &mut Body, op: MulFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if rhs_is(ctx, constants, apfloat::is_one) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    let nnan_nsz = has_fastmath(ctx, body, op, crate::FastMathFlags::NNAN | crate::FastMathFlags::NSZ);
    if nnan_nsz && rhs_is(ctx, constants, apfloat::is_zero) {
        return FoldOutcome::value(body.operand(op, 1));
    }
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, apfloat::mul))
}

/// `arith.divf`: `x / 1 -> x`, constants.
pub fn divf(ctx: &Context, body: &mut Body, op: DivFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if rhs_is(ctx, constants, apfloat::is_one) {
        return FoldOutcome::value(body.operand(op, 0));
    }
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, apfloat::div))
}

/// `arith.remf`: constants (the remainder has the sign of the dividend).
pub fn remf(ctx: &Context, _: &mut Body, _: RemFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, apfloat::rem))
}

/// `arith.negf`: `negf(negf(x)) -> x`, constants (NaNs change sign too).
pub fn negf(ctx: &Context, body: &mut Body, op: NegFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(inner) = defined_by::<crate::NegFOp>(ctx, body, body.operand(op, 0)) {
        return FoldOutcome::value(body.operand(inner, 0));
    }
    let operand_ty = body.value_type(body.operand(op, 0));
    let Some(kind) = float_kind(ctx, ctx.element_type_or_self(operand_ty)) else { return FoldOutcome::Failure };
    FoldOutcome::attribute_or_failure(unary(ctx, constants[0], |v| match v {
        DenseValue::Float(b) => apfloat::neg(kind, *b).map(DenseValue::Float),
        _ => None,
    }))
}

/// A min/max: `op(x, x) -> x`, `op(x, neutral) -> x`, constants.
fn min_max(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    neutral: impl Fn(FloatKind, u128) -> bool,
    f: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldOutcome {
    let op: OpId = op.into();
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    if lhs == rhs {
        return FoldOutcome::value(rhs);
    }
    if rhs_is(ctx, constants, neutral) {
        return FoldOutcome::value(lhs);
    }
    FoldOutcome::attribute_or_failure(float_binary(ctx, constants, f))
}

/// `arith.maximumf` (a NaN operand wins; `-0 < +0`).
pub fn maximumf(ctx: &Context, body: &mut Body, op: MaximumFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let neutral = |k, b| apfloat::is_inf(k, b, true);
    min_max(ctx, body, op, constants, neutral, |k, a, b| apfloat::maximum(k, a, b, true))
}

/// `arith.minimumf`.
pub fn minimumf(ctx: &Context, body: &mut Body, op: MinimumFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let neutral = |k, b| apfloat::is_inf(k, b, false);
    min_max(ctx, body, op, constants, neutral, |k, a, b| apfloat::maximum(k, a, b, false))
}

/// `arith.maxnumf` (a quiet NaN loses to a number).
pub fn maxnumf(ctx: &Context, body: &mut Body, op: MaxNumFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, constants, apfloat::is_nan, |k, a, b| apfloat::maxnum(k, a, b, true))
}

/// `arith.minnumf`.
pub fn minnumf(ctx: &Context, body: &mut Body, op: MinNumFOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, body, op, constants, apfloat::is_nan, |k, a, b| apfloat::maxnum(k, a, b, false))
}
