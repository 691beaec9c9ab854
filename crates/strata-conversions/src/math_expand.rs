//! The `math-expand-ops` pass (upstream's `MathExpandOpsPass`): math ops
//! as simpler arith and math ops, with the greedy driver (upstream's
//! `applyPatternsGreedily`, so the result is folded, its constants merged
//! and hoisted, and an op one expansion creates is expanded in turn).
//!
//! `ops=` names the ops to expand by mnemonic (`ops=tanh,fma`); empty
//! means all of them:
//! - `sinh`, `cosh`: `(exp(x) ∓ exp(-x)) * 0.5`;
//! - `tanh`: `(1 - exp(-2y)) / (1 + exp(-2y))` on `y = |x|` (computed as
//!   `sign(x) * x`, `sign(x) = (x < 0) * -2 + 1`), times `sign(x)`, so no
//!   `exp` overflows;
//! - `tan`: `sin / cos`; `asinh`, `acosh`: `log(x + sqrt(fma(x, x, ±1)))`;
//!   `atanh`: `log((1 + x) / (1 - x)) * 0.5`; `fma`: `a * b + c`;
//! - `ceil`: `t + (x > t ? 1 : 0)`, `t` the value truncated through `i64`
//!   with the sign copied back (`-0.0` stays);
//! - `exp2`: `exp(x * ln 2)`; `powf`: `exp(b * log(a))`, with exponents
//!   0, ±1, ±0.5, ±2 and 3 written out; `fpowi`: by squaring for a
//!   constant exponent (`1 / r` for a negative one, with an infinity of
//!   the zero's sign where `r` is zero), else `powf` of the exponent
//!   converted;
//! - `round` (f32 only): truncation of `x + copysign(0.5, x)`, but `x`
//!   itself when its exponent says it has no fraction (or is inf/NaN);
//!   `roundeven`: `round`, moved one towards zero at an exact half whose
//!   rounding is odd, by bit tests of the format's exponent and mantissa;
//! - `rsqrt`: `1 / sqrt(x)`; `clampf`: `maximumf(minimumf(x, lo), hi)`
//!   with the op's `fastmath`;
//! - `ctlz`: a binary search over the bits (`select`s), and the width for
//!   zero.
//!
//! Invariants: each pattern creates its ops in upstream's order at the
//! expanded op's location and decides it applies before creating anything
//! (a pattern that returns `false` leaves the IR as it was); constants of
//! a shaped type are splats, so a dynamic shape, where upstream's
//! `DenseElementsAttr::get` asserts, is not expanded.

use strata_dialect_arith::{CmpFPredicate, CmpIPredicate};
use strata_dialect_math::{
    AcoshOp, AsinhOp, AtanhOp, CeilOp, ClampFOp, CoshOp, CountLeadingZerosOp, Exp2Op, FPowIOp, FmaOp, PowFOp,
    RoundEvenOp, RoundOp, RsqrtOp, SinhOp, TanOp, TanhOp,
};
use strata_ir::apfloat::{self, format::from_f64};
use strata_ir::{Body, FloatKind, OpClass, OpId, Type, Value};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::{OpPattern, OpRewrite, PatternSet, Rewriter};

use crate::emit::{constants_buildable, float_element, Emit};

pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "ops",
    description: "Operations to expand.",
    kind: OptionKind::List,
    default: "",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "math-expand-ops",
        name: "MathExpandOpsPass",
        description: "Expand math operations.",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(MathExpand::new(options))),
    }
}

/// The pass.
pub struct MathExpand {
    ops: Vec<String>,
}

impl MathExpand {
    pub fn new(options: &PassOptions) -> MathExpand {
        MathExpand { ops: options.list("ops") }
    }
}

impl Pass for MathExpand {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut set = PatternSet::new();
        populate_math_expand_patterns(&mut set, &self.ops);
        // Upstream's pass fails, silently, when the driver does not
        // converge.
        if crate::apply_patterns_greedily(run, body, op, set)? {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }
}

/// The expansion of `Op` under `name`, if `ops` lists its mnemonic or is
/// empty (upstream's `populateExpansionPatterns` filter).
fn add<Op: OpClass>(set: &mut PatternSet, ops: &[String], name: &'static str, rewrite: OpRewrite<Op>) {
    let mnemonic = Op::NAME.strip_prefix("math.").unwrap_or(Op::NAME);
    if ops.is_empty() || ops.iter().any(|o| o == mnemonic) {
        set.add(OpPattern::<Op>::new(name, rewrite));
    }
}

/// The math expansion patterns `ops` selects, in upstream's order.
pub fn populate_math_expand_patterns(set: &mut PatternSet, ops: &[String]) {
    add::<CountLeadingZerosOp>(set, ops, "convertCtlzOp", expand_ctlz);
    add::<SinhOp>(set, ops, "convertSinhOp", expand_sinh);
    add::<CoshOp>(set, ops, "convertCoshOp", expand_cosh);
    add::<TanOp>(set, ops, "convertTanOp", expand_tan);
    add::<TanhOp>(set, ops, "convertTanhOp", expand_tanh);
    add::<AsinhOp>(set, ops, "convertAsinhOp", expand_asinh);
    add::<AcoshOp>(set, ops, "convertAcoshOp", expand_acosh);
    add::<AtanhOp>(set, ops, "convertAtanhOp", expand_atanh);
    add::<FmaOp>(set, ops, "convertFmaFOp", expand_fma);
    add::<CeilOp>(set, ops, "convertCeilOp", expand_ceil);
    add::<Exp2Op>(set, ops, "convertExp2fOp", expand_exp2);
    add::<PowFOp>(set, ops, "convertPowfOp", expand_powf);
    add::<FPowIOp>(set, ops, "convertFPowIOp", expand_fpowi);
    add::<RoundOp>(set, ops, "convertRoundOp", expand_round);
    add::<RoundEvenOp>(set, ops, "convertRoundEvenOp", expand_roundeven);
    add::<RsqrtOp>(set, ops, "convertRsqrtOp", expand_rsqrt);
    add::<ClampFOp>(set, ops, "convertClampfOp", expand_clampf);
}

/// `op`'s first operand, its type and location, when float constants of
/// that type can be built; the insertion point is set before `op`.
fn float_operand(rw: &mut Rewriter<'_>, op: OpId) -> Option<(Value, Type)> {
    let body = rw.body();
    let x = body.operand(op, 0);
    let ty = body.value_type(x);
    if float_element(rw.ctx(), ty).is_none() || !constants_buildable(rw.ctx(), ty) {
        return None;
    }
    rw.set_insertion_point_before(op);
    Some((x, ty))
}

/// An [`Emit`] at `op`'s location, inserting before it.
fn emit_at<'r, 'a>(rw: &'r mut Rewriter<'a>, op: OpId) -> Emit<'r, Rewriter<'a>> {
    rw.set_insertion_point_before(op);
    Emit::at_op(rw, op)
}

fn replace(rw: &mut Rewriter<'_>, op: impl Into<OpId>, value: Value) -> bool {
    rw.replace_op(op, &[value]);
    true
}

/// `(exp(x) - exp(-x)) * 0.5` (`add`: `+`, cosh).
fn hyperbolic(rw: &mut Rewriter<'_>, op: OpId, add: bool) -> bool {
    let Some((x, ty)) = float_operand(rw, op) else { return false };
    let mut e = emit_at(rw, op);
    let exp = e.exp(x);
    let neg = e.negf(x);
    let nexp = e.exp(neg);
    let combined = if add { e.addf(exp, nexp) } else { e.subf(exp, nexp) };
    let half = e.float(ty, 0.5);
    let result = e.mulf(combined, half);
    replace(rw, op, result)
}

fn expand_sinh(op: SinhOp, rw: &mut Rewriter<'_>) -> bool {
    hyperbolic(rw, op.into(), false)
}

fn expand_cosh(op: CoshOp, rw: &mut Rewriter<'_>) -> bool {
    hyperbolic(rw, op.into(), true)
}

fn expand_tanh(op: TanhOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let mut e = emit_at(rw, op.into());
    let zero = e.float(ty, 0.0);
    let one = e.float(ty, 1.0);
    let neg_two = e.float(ty, -2.0);
    // sign(x) = (x < 0) * -2 + 1.
    let is_negative = e.cmpf(CmpFPredicate::Olt, x, zero);
    let is_negative = e.uitofp(ty, is_negative);
    let scaled = e.mulf(is_negative, neg_two);
    let sign = e.addf(scaled, one);
    let positive = e.mulf(sign, x);
    let doubled = e.mulf(neg_two, positive);
    let exp = e.exp(doubled);
    let dividend = e.subf(one, exp);
    let divisor = e.addf(one, exp);
    let positive_result = e.divf(dividend, divisor);
    let result = e.mulf(sign, positive_result);
    replace(rw, op, result)
}

fn expand_tan(op: TanOp, rw: &mut Rewriter<'_>) -> bool {
    let x = rw.body().operand(op, 0);
    let mut e = emit_at(rw, op.into());
    let sin = e.sin(x);
    let cos = e.cos(x);
    let result = e.divf(sin, cos);
    replace(rw, op, result)
}

/// `log(x + sqrt(fma(x, x, c)))`: asinh (`c` = 1), acosh (`c` = -1).
fn inverse_hyperbolic(rw: &mut Rewriter<'_>, op: OpId, c: f64) -> bool {
    let Some((x, ty)) = float_operand(rw, op) else { return false };
    let mut e = emit_at(rw, op);
    let c = e.float(ty, c);
    let fma = e.fma(x, x, c);
    let sqrt = e.sqrt(fma);
    let sum = e.addf(x, sqrt);
    let result = e.log(sum);
    replace(rw, op, result)
}

fn expand_asinh(op: AsinhOp, rw: &mut Rewriter<'_>) -> bool {
    inverse_hyperbolic(rw, op.into(), 1.0)
}

fn expand_acosh(op: AcoshOp, rw: &mut Rewriter<'_>) -> bool {
    inverse_hyperbolic(rw, op.into(), -1.0)
}

fn expand_atanh(op: AtanhOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let mut e = emit_at(rw, op.into());
    let one = e.float(ty, 1.0);
    let sum = e.addf(x, one);
    let neg = e.negf(x);
    let difference = e.addf(neg, one);
    let quotient = e.divf(sum, difference);
    let log = e.log(quotient);
    let half = e.float(ty, 0.5);
    let result = e.mulf(log, half);
    replace(rw, op, result)
}

fn expand_fma(op: FmaOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let (a, b, c) = (op.a(body), op.b(body), op.c(body));
    let mut e = emit_at(rw, op.into());
    let product = e.mulf(a, b);
    let result = e.addf(product, c);
    replace(rw, op, result)
}

/// `x` truncated towards zero through `i64`, its sign copied back (the
/// conversion loses the sign of `-0.0`).
fn truncated(e: &mut Emit<'_, Rewriter<'_>>, x: Value) -> Value {
    let ty = e.ty(x);
    let i64t = e.int_like(ty, 64);
    let fixed = e.fptosi(i64t, x);
    let float = e.sitofp(ty, fixed);
    e.copysign(float, x)
}

fn expand_ceil(op: CeilOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let mut e = emit_at(rw, op.into());
    let t = truncated(&mut e, x);
    let zero = e.float(ty, 0.0);
    let one = e.float(ty, 1.0);
    let above = e.cmpf(CmpFPredicate::Ogt, x, t);
    let increment = e.select(above, one, zero);
    let result = e.addf(t, increment);
    replace(rw, op, result)
}

fn expand_exp2(op: Exp2Op, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let mut e = emit_at(rw, op.into());
    let ln2 = e.float(ty, std::f64::consts::LN_2);
    let product = e.mulf(x, ln2);
    let result = e.exp(product);
    replace(rw, op, result)
}

fn expand_powf(op: PowFOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (a, b) = (op.lhs(body), op.rhs(body));
    let ty = body.value_type(a);
    let exponent = strata_rewrite::matchers::constant_float(ctx, body, b);
    let is = |v: f64| exponent.is_some_and(|(kind, bits)| from_f64(kind, v) == bits);
    let is_zero = exponent.is_some_and(|(kind, bits)| apfloat::is_zero(kind, bits));
    // The special exponents that build a constant need one of `a`'s type.
    if (is_zero || is(-1.0) || is(-2.0)) && !constants_buildable(ctx, ty) {
        return false;
    }
    let mut e = emit_at(rw, op.into());
    let result = if is_zero {
        e.float(ty, 1.0)
    } else if is(1.0) {
        a
    } else if is(-1.0) {
        let one = e.float(ty, 1.0);
        e.divf(one, a)
    } else if is(0.5) {
        e.sqrt(a)
    } else if is(-0.5) {
        e.rsqrt(a)
    } else if is(2.0) {
        e.mulf(a, a)
    } else if is(-2.0) {
        let one = e.float(ty, 1.0);
        let square = e.mulf(a, a);
        e.divf(one, square)
    } else if is(3.0) {
        let square = e.mulf(a, a);
        e.mulf(square, a)
    } else {
        let log = e.log(a);
        let product = e.mulf(b, log);
        e.exp(product)
    };
    replace(rw, op, result)
}

fn expand_fpowi(op: FPowIOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (base, power) = (op.lhs(body), op.rhs(body));
    let ty = body.value_type(base);
    let constant = strata_rewrite::matchers::constant_int(ctx, body, power).and_then(|v| v.to_i64());
    let Some(power_value) = constant else {
        // Not a constant: `powf` of the exponent converted.
        let mut e = emit_at(rw, op.into());
        let exponent = e.sitofp(ty, power);
        let result = e.powf(base, exponent);
        return replace(rw, op, result);
    };
    if float_element(ctx, ty).is_none() || !constants_buildable(ctx, ty) {
        return false;
    }
    let mut e = emit_at(rw, op.into());
    let one = e.float(ty, 1.0);
    let mut result = e.float(ty, 1.0);
    let mut base = base;
    let mut remaining = power_value.unsigned_abs();
    while remaining > 0 {
        if remaining & 1 == 1 {
            result = e.mulf(base, result);
        }
        remaining >>= 1;
        base = e.mulf(base, base);
    }
    if power_value < 0 {
        // `1 / r` with the infinity of `r`'s sign where `r` is zero.
        let zero = e.float(ty, 0.0);
        let neg_zero = e.float(ty, -0.0);
        let inf = e.float(ty, f64::INFINITY);
        let neg_inf = e.float(ty, f64::NEG_INFINITY);
        let is_zero = e.cmpf(CmpFPredicate::Oeq, result, zero);
        let is_neg_zero = e.cmpf(CmpFPredicate::Oeq, result, neg_zero);
        let reciprocal = e.divf(one, result);
        let selected = e.select(is_zero, inf, reciprocal);
        result = e.select(is_neg_zero, neg_inf, selected);
    }
    replace(rw, op, result)
}

fn expand_round(op: RoundOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    if float_element(rw.ctx(), ty) != Some(FloatKind::F32) {
        return rw.notify_match_failure(op, "not a round of f32.");
    }
    let mut e = emit_at(rw, op.into());
    let i32t = e.int_like(ty, 32);
    let half = e.float(ty, 0.5);
    let c23 = e.int(i32t, 23);
    let c127 = e.int(i32t, 127);
    let exp_mask = e.int(i32t, (1 << 8) - 1);
    let increment = e.copysign(half, x);
    let sum = e.addf(x, increment);
    let t = truncated(&mut e, sum);
    // Infinities, NaNs and values of 2^23 or more have no fraction to round
    // (and do not fit the conversion through i64): they stay.
    let bits = e.bitcast(i32t, x);
    let shifted = e.shrui(bits, c23);
    let exp = e.andi(shifted, exp_mask);
    let unbiased = e.subi(exp, c127);
    let no_fraction = e.cmpi(CmpIPredicate::Sge, unbiased, c23);
    let result = e.select(no_fraction, x, t);
    replace(rw, op, result)
}

fn expand_roundeven(op: RoundEvenOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let Some(kind) = float_element(rw.ctx(), ty) else { return false };
    let width = kind.width();
    let mantissa = apfloat::precision(kind) - 1;
    // Formats without a mantissa or an exponent field (f8E8M0FNU) have no
    // such bit tests, and wider than 64 bits the masks do not fit the
    // constants upstream builds (its shifts overflow).
    if mantissa == 0 || mantissa + 1 >= width || width > 64 {
        return rw.notify_match_failure(op, "not a roundeven of a format with sign, exponent and mantissa.");
    }
    let exponent = width - mantissa - 1;
    let mut e = emit_at(rw, op.into());
    let it = e.int_like(ty, width);
    let c1_float = e.float(ty, 1.0);
    let c0 = e.int(it, 0);
    let c1 = e.int(it, 1);
    let c_neg1 = e.int(it, -1);
    let c_mantissa = e.int(it, mantissa as i64);
    let c_top = e.int(it, (width - 1) as i64);
    let c_bias = e.int(it, ((1u64 << (exponent - 1)) - 1) as i64);
    let c_half_bit = e.int(it, (1u64 << (mantissa - 1)) as i64);
    let mantissa_mask = e.int(it, ((1u64 << mantissa) - 1) as i64);
    let exp_mask = e.int(it, ((1u64 << exponent) - 1) as i64);
    let bits = RoundEvenBits { c0, c_top, c_mantissa, c_bias, exp_mask, mantissa_mask };

    let operand_bits = e.bitcast(it, x);
    let round = e.round(x);
    let round_bits = e.bitcast(it, round);
    let operand_exp = bits.biased_exp(&mut e, operand_bits);
    let round_exp = bits.biased_exp(&mut e, round_bits);
    // The rounded value is odd (or ±1, or special) when its mantissa
    // below the integer bits is not zero.
    let round_exp_is_zero = e.cmpi(CmpIPredicate::Eq, round_exp, c0);
    let round_exp_minus_one = e.subi(round_exp, c1);
    let round_masked = bits.mask_mantissa(&mut e, round_bits, round_exp_minus_one);
    let round_is_odd = e.cmpi(CmpIPredicate::Ne, round_masked, c0);
    let round_is_odd = e.ori(round_is_odd, round_exp_is_zero);
    // The operand is an exact half when its fraction bits are exactly the
    // half bit (±0.5, exponent -1, has no fraction bits left).
    let is_exp_neg_one = e.cmpi(CmpIPredicate::Eq, operand_exp, c_neg1);
    let half_bit = bits.safe_shift_right(&mut e, c_half_bit, operand_exp);
    let expected = e.select(is_exp_neg_one, c0, half_bit);
    let operand_masked = bits.mask_mantissa(&mut e, operand_bits, operand_exp);
    let is_half = e.cmpi(CmpIPredicate::Eq, operand_masked, expected);
    let exp_at_least_neg_one = e.cmpi(CmpIPredicate::Sge, operand_exp, c_neg1);
    let exp_below_mantissa = e.cmpi(CmpIPredicate::Slt, operand_exp, c_mantissa);
    let is_half = e.andi(is_half, exp_below_mantissa);
    let is_half = e.andi(is_half, exp_at_least_neg_one);
    // Move `round`'s result one towards zero when it went the odd way.
    let sign = e.copysign(c1_float, x);
    let shifted = e.subf(round, sign);
    let needs_shift = e.andi(round_is_odd, is_half);
    let result = e.select(needs_shift, shifted, round);
    // -0.5 rounds to -0.0.
    let result = e.copysign(result, x);
    replace(rw, op, result)
}

/// The integer constants `roundeven`'s bit tests share.
struct RoundEvenBits {
    c0: Value,
    /// The width less one: the largest shift.
    c_top: Value,
    c_mantissa: Value,
    c_bias: Value,
    exp_mask: Value,
    mantissa_mask: Value,
}

impl RoundEvenBits {
    /// The unbiased exponent of the float whose bits are `bits`.
    fn biased_exp(&self, e: &mut Emit<'_, Rewriter<'_>>, bits: Value) -> Value {
        let shifted = e.shrui(bits, self.c_mantissa);
        let exp = e.andi(shifted, self.exp_mask);
        e.subi(exp, self.c_bias)
    }

    /// `v >> shift`, the shift clamped to [0, width - 1].
    fn safe_shift_right(&self, e: &mut Emit<'_, Rewriter<'_>>, v: Value, shift: Value) -> Value {
        let clamped = e.maxsi(shift, self.c0);
        let clamped = e.minsi(clamped, self.c_top);
        e.shrui(v, clamped)
    }

    /// The mantissa bits of `bits` below the first `shift`.
    fn mask_mantissa(&self, e: &mut Emit<'_, Rewriter<'_>>, bits: Value, shift: Value) -> Value {
        let mask = self.safe_shift_right(e, self.mantissa_mask, shift);
        e.andi(bits, mask)
    }
}

fn expand_rsqrt(op: RsqrtOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((x, ty)) = float_operand(rw, op.into()) else { return false };
    let mut e = emit_at(rw, op.into());
    let one = e.float(ty, 1.0);
    let sqrt = e.sqrt(x);
    let result = e.divf(one, sqrt);
    replace(rw, op, result)
}

fn expand_clampf(op: ClampFOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (value, min, max, fastmath) = (op.value(body), op.min(body), op.max(body), op.fastmath(ctx, body));
    let mut e = emit_at(rw, op.into());
    e.fastmath = fastmath;
    let lower = e.minimumf(value, min);
    let result = e.maximumf(lower, max);
    replace(rw, op, result)
}

fn expand_ctlz(op: CountLeadingZerosOp, rw: &mut Rewriter<'_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let operand = body.operand(op, 0);
    let ty = body.value_type(operand);
    let Some(width) = ctx.integer_width(ctx.element_type_or_self(ty)) else { return false };
    if width == 0 || width > 64 || !constants_buildable(ctx, ty) {
        return false;
    }
    let all_bits = u64::MAX >> (64 - width);
    let mut e = emit_at(rw, op.into());
    let mut x = operand;
    let mut count = e.int(ty, 0);
    let mut bw = width;
    while bw > 1 {
        let half = bw / 2;
        let bits = e.int(ty, half as i64);
        let mask = e.int(ty, (all_bits >> half) as i64);
        let fits = e.cmpi(CmpIPredicate::Ule, x, mask);
        let added = e.addi(count, bits);
        let shifted = e.shli(x, bits);
        x = e.select(fits, shifted, x);
        count = e.select(fits, added, count);
        bw /= 2;
    }
    let zero = e.int(ty, 0);
    let is_zero = e.cmpi(CmpIPredicate::Eq, operand, zero);
    let full = e.int(ty, width as i64);
    let result = e.select(is_zero, full, count);
    replace(rw, op, result)
}
