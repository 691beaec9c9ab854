//! The `arith-expand` pass (upstream's `ArithExpandOpsPass`): the arith ops
//! LLVM has no instruction for, as arith ops it has, on the conversion
//! framework (`strata_rewrite::conversion`, a partial conversion).
//!
//! The target is upstream's: the arith and vector dialects are legal except
//! the ops expanded, which are illegal:
//! - `ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`;
//! - `ceildivsi`, `floordivsi`: the truncating quotient `q = a / b`, moved
//!   one up (`ceildivsi`) or down (`floordivsi`) when `q * b != a` and the
//!   operands' signs agree (ceil) or differ (floor), so no intermediate
//!   overflows where the quotient itself does not;
//! - `maxsi`, `maxui`, `minsi`, `minui`: a `cmpi` and a `select`;
//! - `maximumf`, `minimumf`: `cmpf ugt`/`ult` and `select`, then the right
//!   operand when it is NaN (an unordered compare already picks the left
//!   one when the left is NaN); `maxnumf`, `minnumf`: the same, but the
//!   right operand when the left one is NaN;
//! - `scaling_extf`: `extf(in) * extf(scale)`, `scaling_truncf`:
//!   `truncf(in / extf(scale))`; a 16-bit or wider scale is first truncated
//!   to `f8E8M0FNU` (its exponent); another 8-bit scale fails, as upstream.
//!
//! With `include-bf16`, `include-f8e8m0` or `include-f4e2m1`, `extf` and
//! `truncf` between `f32` and `bf16`, from or to `f8E8M0FNU`, from or to
//! `f4E2M1FN` are illegal too and become integer bit manipulation
//! (`truncf` to bf16 and to f8E8M0FNU rounds to nearest even, so one with
//! an explicit rounding mode is not expanded and fails, as upstream).
//!
//! As in every conversion, an op that is not legal is folded first (a
//! `ceildivsi` of constants becomes a constant, an op with no legality
//! information such as `math.sin` of a constant too), and the ops a
//! pattern creates are legalized in turn (the `maxnumf` the f4E2M1FN
//! truncation clamps with is expanded).
//!
//! Invariants: each pattern creates its ops in upstream's order, at the
//! expanded op's location, so constants appear where `mlir-opt-22` puts
//! them (a conversion does not hoist or merge constants); a pattern decides
//! it applies before it creates anything (the framework has no rollback).

use strata_dialect_arith::{
    CeilDivSIOp, CeilDivUIOp, CmpFPredicate, CmpIPredicate, ExtFOp, ExtFOpAdaptor, FloorDivSIOp, MaxNumFOp, MaxSIOp,
    MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, ScalingExtFOp, ScalingExtFOpAdaptor, ScalingTruncFOp,
    ScalingTruncFOpAdaptor, TruncFOp, TruncFOpAdaptor,
};
use strata_ir::{Body, Context, FloatKind, OpId, Type, Value};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor};

use crate::emit::{constants_buildable, float_element, Emit};

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "include-bf16",
        description: "Enable the BF16 expansion patterns",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "include-f8e8m0",
        description: "Enable the F8E8M0 expansion patterns",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
    OptionSpec {
        name: "include-f4e2m1",
        description: "Enable the F4E2M1 expansion patterns",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "arith-expand",
        name: "ArithExpandOpsPass",
        description: "Legalize Arith ops to be convertible to LLVM.",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(ArithExpand::new(options))),
    }
}

/// Which `extf`/`truncf` conversions are expanded.
#[derive(Copy, Clone, Debug, Default)]
pub struct FloatExpansions {
    pub bf16: bool,
    pub f8e8m0: bool,
    pub f4e2m1: bool,
}

impl FloatExpansions {
    /// Whether an `extf` from `from` to `to` elements stays (upstream's
    /// dynamic legality of `arith.extf`).
    fn extf_legal(self, from: Option<FloatKind>, to: Option<FloatKind>) -> bool {
        !(self.bf16 && from == Some(FloatKind::BF16) && to == Some(FloatKind::F32)
            || self.f8e8m0 && from == Some(FloatKind::F8E8M0FNU)
            || self.f4e2m1 && from == Some(FloatKind::F4E2M1FN))
    }

    /// Whether a `truncf` from `from` to `to` elements stays.
    fn truncf_legal(self, from: Option<FloatKind>, to: Option<FloatKind>) -> bool {
        !(self.bf16 && from == Some(FloatKind::F32) && to == Some(FloatKind::BF16)
            || self.f8e8m0 && to == Some(FloatKind::F8E8M0FNU)
            || self.f4e2m1 && to == Some(FloatKind::F4E2M1FN))
    }
}

/// The pass.
pub struct ArithExpand {
    floats: FloatExpansions,
}

impl ArithExpand {
    pub fn new(options: &PassOptions) -> ArithExpand {
        ArithExpand {
            floats: FloatExpansions {
                bf16: options.bool("include-bf16"),
                f8e8m0: options.bool("include-f8e8m0"),
                f4e2m1: options.bool("include-f4e2m1"),
            },
        }
    }
}

/// The element formats of a cast's operand and result.
fn cast_elements(ctx: &Context, body: &Body, op: OpId) -> (Option<FloatKind>, Option<FloatKind>) {
    let from = float_element(ctx, body.value_type(body.operand(op, 0)));
    let to = float_element(ctx, body.value_type(body.results(op)[0]));
    (from, to)
}

/// Upstream's target: arith and vector legal, the expanded ops illegal, and
/// the float casts the options name illegal.
pub fn arith_expand_target(floats: FloatExpansions) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("arith")
        .add_legal_dialect("vector")
        .add_illegal_op::<CeilDivSIOp>()
        .add_illegal_op::<CeilDivUIOp>()
        .add_illegal_op::<FloorDivSIOp>()
        .add_illegal_op::<MaxSIOp>()
        .add_illegal_op::<MaxUIOp>()
        .add_illegal_op::<MinSIOp>()
        .add_illegal_op::<MinUIOp>()
        .add_illegal_op::<MaximumFOp>()
        .add_illegal_op::<MinimumFOp>()
        .add_illegal_op::<MaxNumFOp>()
        .add_illegal_op::<MinNumFOp>()
        .add_illegal_op::<ScalingExtFOp>()
        .add_illegal_op::<ScalingTruncFOp>()
        .add_dynamically_legal_op::<ExtFOp>(move |ctx, body, op| {
            let (from, to) = cast_elements(ctx, body, op.into());
            floats.extf_legal(from, to)
        })
        .add_dynamically_legal_op::<TruncFOp>(move |ctx, body, op| {
            let (from, to) = cast_elements(ctx, body, op.into());
            floats.truncf_legal(from, to)
        });
    target
}

/// The expansions of `ceildivsi`, `ceildivui` and `floordivsi` alone
/// (upstream's `populateCeilFloorDivExpandOpsPatterns`, which the lowering
/// to LLVM runs too).
pub fn populate_ceil_floor_div_expand_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<CeilDivSIOp>(&[("CeilDivSIOpConverter", expand_ceildivsi)]);
    set.add_fns::<CeilDivUIOp>(&[("CeilDivUIOpConverter", expand_ceildivui)]);
    set.add_fns::<FloorDivSIOp>(&[("FloorDivSIOpConverter", expand_floordivsi)]);
}

/// The arith expansion patterns, in upstream's order
/// (`populateArithExpandOpsPatterns`, then the float patterns the options
/// enable).
pub fn populate_arith_expand_patterns(set: &mut ConversionPatternSet, floats: FloatExpansions) {
    populate_ceil_floor_div_expand_patterns(set);
    set.add_fns::<ScalingExtFOp>(&[("ScalingExtFOpConverter", expand_scaling_extf)]);
    set.add_fns::<ScalingTruncFOp>(&[("ScalingTruncFOpConverter", expand_scaling_truncf)]);
    set.add_fns::<MaxSIOp>(&[("MaxMinIOpConverter", expand_maxsi)]);
    set.add_fns::<MaxUIOp>(&[("MaxMinIOpConverter", expand_maxui)]);
    set.add_fns::<MinSIOp>(&[("MaxMinIOpConverter", expand_minsi)]);
    set.add_fns::<MinUIOp>(&[("MaxMinIOpConverter", expand_minui)]);
    set.add_fns::<MaximumFOp>(&[("MaximumMinimumFOpConverter", expand_maximumf)]);
    set.add_fns::<MinimumFOp>(&[("MaximumMinimumFOpConverter", expand_minimumf)]);
    set.add_fns::<MaxNumFOp>(&[("MaxNumMinNumFOpConverter", expand_maxnumf)]);
    set.add_fns::<MinNumFOp>(&[("MaxNumMinNumFOpConverter", expand_minnumf)]);
    if floats.bf16 {
        set.add_fns::<ExtFOp>(&[("BFloat16ExtFOpConverter", expand_extf_bf16)]);
        set.add_fns::<TruncFOp>(&[("BFloat16TruncFOpConverter", expand_truncf_bf16)]);
    }
    if floats.f8e8m0 {
        set.add_fns::<ExtFOp>(&[("F8E8M0ExtFOpConverter", expand_extf_f8e8m0)]);
        set.add_fns::<TruncFOp>(&[("F8E8M0TruncFOpConverter", expand_truncf_f8e8m0)]);
    }
    if floats.f4e2m1 {
        set.add_fns::<ExtFOp>(&[("F4E2M1ExtFOpConverter", expand_extf_f4e2m1)]);
        set.add_fns::<TruncFOp>(&[("F4E2M1TruncFOpConverter", expand_truncf_f4e2m1)]);
    }
}

impl Pass for ArithExpand {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let target = arith_expand_target(self.floats);
        let mut patterns = ConversionPatternSet::new();
        populate_arith_expand_patterns(&mut patterns, self.floats);
        let patterns = patterns.freeze(run.ctx);
        crate::run_partial_conversion(run, body, op, &target, &patterns, Default::default())
    }
}

/// Replaces `op` with `value`.
fn replace(rw: &mut ConversionRewriter<'_, '_>, op: impl Into<OpId>, value: Value) -> bool {
    rw.replace_op(op, &[value]);
    true
}

/// The type of `op`'s first result.
fn result_type(body: &Body, op: impl Into<OpId>) -> Type {
    body.value_type(body.results(op.into())[0])
}

/// The start of a division's expansion: an [`Emit`] at it, its operands
/// and their type, when constants of that type can be built.
fn begin_division<'e, 'r, 'a>(
    rw: &'e mut ConversionRewriter<'r, 'a>,
    op: OpId,
    adaptor: &OpAdaptor,
) -> Option<(Emit<'e, ConversionRewriter<'r, 'a>>, Value, Value, Type)> {
    let (a, b) = (adaptor.operand(0), adaptor.operand(1));
    let ty = rw.body().value_type(a);
    constants_buildable(rw.ctx(), ty).then(|| (Emit::at_op(rw, op), a, b, ty))
}

/// `n == 0 ? 0 : ((n - 1) / m) + 1`.
pub(crate) fn expand_ceildivui(op: CeilDivUIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some((mut e, a, b, ty)) = begin_division(rw, op.into(), adaptor) else { return false };
    let zero = e.int(ty, 0);
    let is_zero = e.cmpi(CmpIPredicate::Eq, a, zero);
    let one = e.int(ty, 1);
    let minus_one = e.subi(a, one);
    let quotient = e.divui(minus_one, b);
    let plus_one = e.addi(quotient, one);
    let result = e.select(is_zero, zero, plus_one);
    replace(rw, op, result)
}

/// `q = a / b`; `q * b != a && (a < 0) == (b < 0) ? q + 1 : q`.
pub(crate) fn expand_ceildivsi(op: CeilDivSIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some((mut e, a, b, ty)) = begin_division(rw, op.into(), adaptor) else { return false };
    let zero = e.int(ty, 0);
    let one = e.int(ty, 1);
    let quotient = e.divsi(a, b);
    let product = e.muli(quotient, b);
    let inexact = e.cmpi(CmpIPredicate::Ne, a, product);
    let a_negative = e.cmpi(CmpIPredicate::Slt, a, zero);
    let b_negative = e.cmpi(CmpIPredicate::Slt, b, zero);
    let same_sign = e.cmpi(CmpIPredicate::Eq, a_negative, b_negative);
    let round_up = e.andi(inexact, same_sign);
    let plus_one = e.addi(quotient, one);
    let result = e.select(round_up, plus_one, quotient);
    replace(rw, op, result)
}

/// `q = a / b`; `q * b != a && (a < 0) != (b < 0) ? q - 1 : q`.
pub(crate) fn expand_floordivsi(op: FloorDivSIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some((mut e, a, b, ty)) = begin_division(rw, op.into(), adaptor) else { return false };
    let quotient = e.divsi(a, b);
    let product = e.muli(quotient, b);
    let inexact = e.cmpi(CmpIPredicate::Ne, a, product);
    let zero = e.int(ty, 0);
    let a_negative = e.cmpi(CmpIPredicate::Slt, a, zero);
    let b_negative = e.cmpi(CmpIPredicate::Slt, b, zero);
    let signs_differ = e.cmpi(CmpIPredicate::Ne, a_negative, b_negative);
    let round_down = e.andi(inexact, signs_differ);
    let minus_one = e.int(ty, -1);
    let minus = e.addi(quotient, minus_one);
    let result = e.select(round_down, minus, quotient);
    replace(rw, op, result)
}

/// `cmpi pred, lhs, rhs ? lhs : rhs`.
fn select_by_cmpi(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, pred: CmpIPredicate) -> bool {
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let mut e = Emit::at_op(rw, op);
    let cmp = e.cmpi(pred, lhs, rhs);
    let result = e.select(cmp, lhs, rhs);
    replace(rw, op, result)
}

fn expand_maxsi(op: MaxSIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpi(op.into(), adaptor, rw, CmpIPredicate::Sgt)
}

fn expand_maxui(op: MaxUIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpi(op.into(), adaptor, rw, CmpIPredicate::Ugt)
}

fn expand_minsi(op: MinSIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpi(op.into(), adaptor, rw, CmpIPredicate::Slt)
}

fn expand_minui(op: MinUIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpi(op.into(), adaptor, rw, CmpIPredicate::Ult)
}

/// `isnan(nan_operand) ? rhs : (cmpf pred, lhs, rhs ? lhs : rhs)`: with
/// `nan_operand` the right operand, `maximumf`/`minimumf` (NaN wins); the
/// left one, `maxnumf`/`minnumf` (the number wins). The unordered compare
/// already picks the left operand when it is NaN.
fn select_by_cmpf(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    pred: CmpFPredicate,
    nan_wins: bool,
) -> bool {
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let mut e = Emit::at_op(rw, op);
    let cmp = e.cmpf(pred, lhs, rhs);
    let select = e.select(cmp, lhs, rhs);
    let tested = if nan_wins { rhs } else { lhs };
    let is_nan = e.cmpf(CmpFPredicate::Uno, tested, tested);
    let result = e.select(is_nan, rhs, select);
    replace(rw, op, result)
}

fn expand_maximumf(op: MaximumFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpf(op.into(), adaptor, rw, CmpFPredicate::Ugt, true)
}

fn expand_minimumf(op: MinimumFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpf(op.into(), adaptor, rw, CmpFPredicate::Ult, true)
}

fn expand_maxnumf(op: MaxNumFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpf(op.into(), adaptor, rw, CmpFPredicate::Ugt, false)
}

fn expand_minnumf(op: MinNumFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    select_by_cmpf(op.into(), adaptor, rw, CmpFPredicate::Ult, false)
}

/// The scale as `f8E8M0FNU` (its exponent): truncated, with the op's
/// `fastmath`, from a 16-bit or wider float. The caller has checked
/// [`scale_convertible`].
fn scale_as_f8e8m0(e: &mut Emit<'_, ConversionRewriter<'_, '_>>, scale: Value) -> Value {
    let ty = e.ty(scale);
    if float_element(e.ctx(), ty) == Some(FloatKind::F8E8M0FNU) {
        return scale;
    }
    let target = e.like(ty, e.ctx().float_type(FloatKind::F8E8M0FNU));
    e.truncf(target, scale, None)
}

/// Whether a scale of type `ty` converts to `f8E8M0FNU`.
fn scale_convertible(ctx: &Context, ty: Type) -> bool {
    matches!(float_element(ctx, ty), Some(k) if k == FloatKind::F8E8M0FNU || k.width() >= 16)
}

/// `extf(in) * extf(scale)`, the scale's `extf` being `2^scale`.
fn expand_scaling_extf(op: ScalingExtFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = ScalingExtFOpAdaptor::new(adaptor);
    let (input, scale) = (operands.r#in(), operands.scale());
    let (ctx, body) = (rw.ctx(), rw.body());
    if !scale_convertible(ctx, body.value_type(scale)) {
        return rw
            .notify_match_failure(op, "scaling_extf is using scales of type which can not be converted to f8E8M0FNU");
    }
    let (loc, fastmath, ty) = (body.op_loc(op), op.fastmath(ctx, body), result_type(body, op));
    let mut e = Emit::new(rw, loc);
    e.fastmath = fastmath;
    let scale = scale_as_f8e8m0(&mut e, scale);
    let scale = e.extf(ty, scale);
    let input = e.extf(ty, input);
    let result = e.mulf(input, scale);
    replace(rw, op, result)
}

/// `truncf(in / extf(scale))`.
fn expand_scaling_truncf(op: ScalingTruncFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands = ScalingTruncFOpAdaptor::new(adaptor);
    let (input, scale) = (operands.r#in(), operands.scale());
    let (ctx, body) = (rw.ctx(), rw.body());
    if !scale_convertible(ctx, body.value_type(scale)) {
        return rw
            .notify_match_failure(op, "scaling_truncf is using scales type which can not be converted to f8E8M0FNU");
    }
    let (loc, fastmath, rounding) = (body.op_loc(op), op.fastmath(ctx, body), op.roundingmode(ctx, body));
    let (ty, input_ty) = (result_type(body, op), body.value_type(input));
    let mut e = Emit::new(rw, loc);
    e.fastmath = fastmath;
    let scale = scale_as_f8e8m0(&mut e, scale);
    let scale = e.extf(input_ty, scale);
    let quotient = e.divf(input, scale);
    let result = e.truncf(ty, quotient, rounding);
    replace(rw, op, result)
}

/// The start of a float cast's expansion: an [`Emit`] at the cast and the
/// operand's and result's types, when `applies` to their element formats
/// and constants of the operand's shape can be built; `None` otherwise
/// (a match failure `why` for other formats), before anything is created.
fn begin_cast<'e, 'r, 'a>(
    rw: &'e mut ConversionRewriter<'r, 'a>,
    op: OpId,
    operand: Value,
    applies: impl Fn(Option<FloatKind>, Option<FloatKind>) -> bool,
    why: &str,
) -> Option<(Emit<'e, ConversionRewriter<'r, 'a>>, Type, Type)> {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (from, to) = (body.value_type(operand), result_type(body, op));
    if !constants_buildable(ctx, from) {
        return None;
    }
    if !applies(float_element(ctx, from), float_element(ctx, to)) {
        rw.notify_match_failure(op, why);
        return None;
    }
    Some((Emit::at_op(rw, op), from, to))
}

/// bf16 to f32: the bits shifted into the upper half.
fn expand_extf_bf16(op: ExtFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = ExtFOpAdaptor::new(adaptor).r#in();
    let applies = |from, to| from == Some(FloatKind::BF16) && to == Some(FloatKind::F32);
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a ext of bf16 to f32.") else {
        return false;
    };
    let (i16, i32) = (e.int_like(from, 16), e.int_like(from, 32));
    let bits = e.bitcast(i16, operand);
    let wide = e.extui(i32, bits);
    let c16 = e.int(i32, 16);
    let shifted = e.shli(wide, c16);
    let result = e.bitcast(to, shifted);
    replace(rw, op, result)
}

/// f32 to bf16, rounding to nearest even by adding `0x7fff` plus the lowest
/// kept bit (a carry into the exponent is the right rounding too); NaN
/// becomes the quiet NaN `0x7fc0`.
fn expand_truncf_bf16(op: TruncFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = TruncFOpAdaptor::new(adaptor).r#in();
    if op.roundingmode(rw.ctx(), rw.body()).is_some() {
        return rw.notify_match_failure(op, "only applicable to default rounding mode.");
    }
    let applies = |from, to| from == Some(FloatKind::F32) && to == Some(FloatKind::BF16);
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a trunc of f32 to bf16.") else {
        return false;
    };
    let (i16, i32) = (e.int_like(from, 16), e.int_like(from, 32));
    let is_nan = e.cmpf(CmpFPredicate::Une, operand, operand);
    let c7fff = e.int(i32, 0x7fff);
    let quiet_nan = e.int(i16, 0x7fc0);
    let c16 = e.int(i32, 16);
    let c1 = e.int(i32, 1);
    let bits = e.bitcast(i32, operand);
    let high = e.shrui(bits, c16);
    let bit16 = e.andi(high, c1);
    let bias = e.addi(bit16, c7fff);
    let biased = e.addi(bits, bias);
    let shifted = e.shrui(biased, c16);
    let rounded = e.trunci(i16, shifted);
    let selected = e.select(is_nan, quiet_nan, rounded);
    let result = e.bitcast(to, selected);
    replace(rw, op, result)
}

/// f4E2M1FN to f32 by pieces of the f32 encoding: the mantissa and lowest
/// exponent bit come from the f4 bits shifted (0.5, `x001`, is the
/// exception), the other exponent bits are one of two patterns (or zero
/// for zero), the sign is the sign.
fn expand_extf_f4e2m1(op: ExtFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = ExtFOpAdaptor::new(adaptor).r#in();
    let applies = |from, _| from == Some(FloatKind::F4E2M1FN);
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a ext of F4E2M1FN") else {
        return false;
    };
    let to_f32 = float_element(e.ctx(), to) == Some(FloatKind::F32);
    let f32t = e.like(from, e.ctx().float_type(FloatKind::F32));
    let (i4, i32) = (e.int_like(from, 4), e.int_like(from, 32));
    let bits = e.bitcast(i4, operand);
    let c0 = e.int(i4, 0x0);
    let c1 = e.int(i4, 0x1);
    let c2 = e.int(i4, 0x2);
    let c4 = e.int(i4, 0x4);
    let c7 = e.int(i4, 0x7);
    let unsigned = e.andi(bits, c7);
    // The last exponent bit and the mantissa.
    let c20 = e.int(i32, 0x14);
    let low = e.shli(unsigned, c2);
    let is_half = e.cmpi(CmpIPredicate::Eq, unsigned, c1);
    let low = e.select(is_half, c0, low);
    let low = e.extui(i32, low);
    let low = e.shli(low, c20);
    // The first seven exponent bits.
    let zero_exp = e.int(i32, 0x00000000);
    let high_exp = e.int(i32, 0x40000000);
    let low_exp = e.int(i32, 0x3f000000);
    let larger = e.cmpi(CmpIPredicate::Uge, unsigned, c4);
    let exp = e.select(larger, high_exp, low_exp);
    let is_zero = e.cmpi(CmpIPredicate::Eq, unsigned, c0);
    let exp = e.select(is_zero, zero_exp, exp);
    // The sign.
    let sign_bit = e.int(i32, 0x80000000_u32 as i32 as i64);
    let c8 = e.int(i4, 0x8);
    let negative = e.cmpi(CmpIPredicate::Uge, bits, c8);
    let sign = e.select(negative, sign_bit, zero_exp);
    let magnitude = e.addi(low, exp);
    let all = e.addi(magnitude, sign);
    let mut result = e.bitcast(f32t, all);
    if !to_f32 {
        result = e.truncf(to, result, None);
    }
    replace(rw, op, result)
}

/// f8E8M0FNU to f32: the bits become the f32 exponent; `0xff` is NaN.
fn expand_extf_f8e8m0(op: ExtFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = ExtFOpAdaptor::new(adaptor).r#in();
    let fastmath = op.fastmath(rw.ctx(), rw.body());
    let applies = |from, to: Option<FloatKind>| from == Some(FloatKind::F8E8M0FNU) && to.is_some();
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a ext of F8E8M0FNU") else {
        return false;
    };
    let to_width = float_element(e.ctx(), to).map_or(32, FloatKind::width);
    e.fastmath = fastmath;
    let f32t = e.like(from, e.ctx().float_type(FloatKind::F32));
    let (i8, i32) = (e.int_like(from, 8), e.int_like(from, 32));
    let bits = e.bitcast(i8, operand);
    let f8_nan = e.int(i8, 0xff);
    let f32_nan = e.int(i32, -1);
    let mantissa_width = e.int(i32, 23);
    let wide = e.extui(i32, bits);
    let f32_bits = e.shli(wide, mantissa_width);
    let is_nan = e.cmpi(CmpIPredicate::Eq, bits, f8_nan);
    let f32_bits = e.select(is_nan, f32_nan, f32_bits);
    let mut result = e.bitcast(f32t, f32_bits);
    if to_width < 32 {
        result = e.truncf(to, result, None);
    } else if to_width > 32 {
        result = e.extf(to, result);
    }
    replace(rw, op, result)
}

/// f32 (other formats through an `extf` to f32 first) to f4E2M1FN, as the
/// OCP microscaling spec rounds (to nearest, ties to even): clamp to
/// [-6, 6], move the sign, rebias the exponent, keep the first mantissa
/// bit, fix subnormals and 0.5, then round up when the dropped bits say so.
fn expand_truncf_f4e2m1(op: TruncFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = TruncFOpAdaptor::new(adaptor).r#in();
    let applies = |_, to| to == Some(FloatKind::F4E2M1FN);
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a trunc of F4E2M1FN") else {
        return false;
    };
    let from_f32 = float_element(e.ctx(), from) == Some(FloatKind::F32);
    let f32t = e.like(from, e.ctx().float_type(FloatKind::F32));
    let (i4, i8, i32) = (e.int_like(from, 4), e.int_like(from, 8), e.int_like(from, 32));
    let mut operand = operand;
    if !from_f32 {
        operand = e.extf(f32t, operand);
    }
    let c1 = e.int(i4, 1);
    let c3 = e.int(i4, 3);
    let c22 = e.int(i32, 22);
    let c0_i8 = e.int(i8, 0x00);
    let cff_i8 = e.int(i8, 0xff);
    let zero = e.int(i32, 0);
    // Clamp to the representable bounds.
    let upper = e.float(f32t, 6.0);
    let lower = e.float(f32t, -6.0);
    let clamped = e.minnumf(upper, operand);
    let clamped = e.maxnumf(lower, clamped);
    let f32_bits = e.bitcast(i32, clamped);
    // The sign bit.
    let c31 = e.int(i32, 31);
    let f32_sign = e.shrui(f32_bits, c31);
    let f4_sign = e.trunci(i4, f32_sign);
    let f4_bits = e.shli(f4_sign, c3);
    // The exponent, rebiased.
    let bias_adjustment = e.int(i32, 0x7e);
    let c23 = e.int(i32, 23);
    let sign_exp = e.shrui(f32_bits, c23);
    let biased = e.subi(sign_exp, bias_adjustment);
    let f4_exp = e.trunci(i4, biased);
    let f4_exp = e.shli(f4_exp, c1);
    let f4_bits = e.addi(f4_bits, f4_exp);
    // The first mantissa bit.
    let first_bit_mask = e.int(i32, 0x400000);
    let man1 = e.andi(f32_bits, first_bit_mask);
    let man1 = e.shrui(man1, c22);
    let f4_man = e.trunci(i4, man1);
    let f4_bits = e.addi(f4_bits, f4_man);
    // Subnormals and 0.5.
    let mantissa_mask = e.int(i32, 0x7fffff);
    let f8_exp = e.trunci(i8, biased);
    let is_subnormal = e.cmpi(CmpIPredicate::Sle, f8_exp, c0_i8);
    let is_neg_one_exp = e.cmpi(CmpIPredicate::Eq, f8_exp, cff_i8);
    let man23 = e.andi(f32_bits, mantissa_mask);
    let nonzero_man = e.cmpi(CmpIPredicate::Ugt, man23, zero);
    let round_to_half = e.andi(is_neg_one_exp, nonzero_man);
    let is_zero_exp = e.cmpi(CmpIPredicate::Eq, f8_exp, c0_i8);
    let subnormal_bits = e.int(i4, 0xf);
    let half_bits = e.int(i4, 0x0);
    let sub = e.select(is_subnormal, subnormal_bits, f4_bits);
    let sub = e.select(round_to_half, half_bits, sub);
    let f4_bits = e.select(is_zero_exp, f4_bits, sub);
    // Round up.
    let last22_mask = e.int(i32, 0x3fffff);
    let round = e.int(i32, 0x200000);
    let man22 = e.andi(f32_bits, last22_mask);
    let should_round = e.cmpi(CmpIPredicate::Uge, man22, round);
    let should_round = e.ori(should_round, is_subnormal);
    let rounded = e.addi(f4_bits, c1);
    let f4_bits = e.select(should_round, rounded, f4_bits);
    let result = e.bitcast(to, f4_bits);
    replace(rw, op, result)
}

/// f32 (other formats through an `extf` or `truncf` to f32 first) to
/// f8E8M0FNU: the exponent bits; every infinity and NaN becomes NaN.
fn expand_truncf_f8e8m0(op: TruncFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operand = TruncFOpAdaptor::new(adaptor).r#in();
    let (ctx, body) = (rw.ctx(), rw.body());
    if op.roundingmode(ctx, body).is_some() {
        return rw.notify_match_failure(op, "only applicable to default rounding mode.");
    }
    let fastmath = op.fastmath(ctx, body);
    let applies = |from: Option<FloatKind>, to| from.is_some() && to == Some(FloatKind::F8E8M0FNU);
    let Some((mut e, from, to)) = begin_cast(rw, op.into(), operand, applies, "not a truncf to f8E8M0FNU") else {
        return false;
    };
    let from_width = float_element(e.ctx(), from).map_or(32, FloatKind::width);
    e.fastmath = fastmath;
    let f32t = e.like(from, e.ctx().float_type(FloatKind::F32));
    let (i8, i32) = (e.int_like(from, 8), e.int_like(from, 32));
    let mut operand = operand;
    if from_width < 32 {
        operand = e.extf(f32t, operand);
    } else if from_width > 32 {
        operand = e.truncf(f32t, operand, None);
    }
    let bits = e.bitcast(i32, operand);
    let mantissa_width = e.int(i32, 23);
    let sign_exp = e.shrui(bits, mantissa_width);
    let exp = e.trunci(i8, sign_exp);
    let result = e.bitcast(to, exp);
    replace(rw, op, result)
}
