//! `convert-math-to-llvm` (upstream's `ConvertMathToLLVMPass` and
//! `populateMathToLLVMConversionPatterns`, as MLIR 22 has them): the math
//! ops LLVM has an intrinsic for, on the conversion framework with the
//! LLVM type converter ([`super`]).
//!
//! - Most ops map one to one to their `llvm.intr.*` ([`VectorConvert`]),
//!   unrolled over the leading dimensions of n-D vectors, their `fastmath`
//!   flags renumbered into `fastmathFlags` as arith's are.
//! - `ctlz`, `cttz` and `absi` get a false `is_zero_poison` or
//!   `is_int_min_poison` (scalars and 1-D vectors only, as upstream's
//!   pattern converts them).
//! - `expm1` is `exp(x) - 1`, `rsqrt` is `1 / sqrt(x)` and, with
//!   `approximate-log1p` (the default), `log1p` is `log(1 + x)`, every
//!   op of the expansion carrying the source's fast-math flags; the `1` is
//!   a constant (a splat for a vector) per 1-D vector.
//! - `isnan`/`isfinite` are `llvm.intr.is.fpclass` with the NaN or finite
//!   class mask, `sincos` is `llvm.intr.sincos` and its two fields.
//!
//! Invariant: an op on a float type LLVM lacks (the 8-bit formats, which
//! convert to integers) is left as it is, as upstream's patterns fail on
//! unsupported floats; so is an op upstream would turn into invalid IR
//! (`isnan`, `isfinite` and `sincos` of an n-D vector, `fpowi` of a
//! vector, whose intrinsics take no array and no vector exponent).

use strata_dialect_llvm::types::{ArrayType, StructType};
use strata_dialect_llvm::{ExtractValueOp, IsFPClass};
use strata_dialect_math::{
    AbsIOp, CountLeadingZerosOp, CountTrailingZerosOp, ExpM1Op, IsFiniteOp, IsNaNOp, Log1pOp, RsqrtOp, SincosOp,
};
use strata_ir::apfloat::format::from_f64;
use strata_ir::splat::splat_attr;
use strata_ir::{Attribute, Body, Context, DenseValue, Ident, OpBuilder, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternSet, ConversionRewriter, OpAdaptor};

use super::{
    converted_attrs, create, handle_multidimensional_vectors, has_unsupported_float, innermost, llvm_conversion_target,
    llvm_type_converter, Attrs, LowerToLlvmOptions, VectorConvert,
};

pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "approximate-log1p",
    description: "Enable approximation of Log1p.",
    kind: OptionKind::Bool,
    default: "true",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-math-to-llvm",
        name: "ConvertMathToLLVMPass",
        description: "Convert Math dialect to LLVM dialect",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(MathToLlvm { approximate_log1p: approximate_log1p(options) })),
    }
}

fn approximate_log1p(options: &PassOptions) -> bool {
    options.bool("approximate-log1p")
}

/// The pass.
pub struct MathToLlvm {
    approximate_log1p: bool,
}

impl Pass for MathToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let target = llvm_conversion_target();
        let mut patterns = ConversionPatternSet::new();
        populate_math_to_llvm_patterns(&mut patterns, self.approximate_log1p);
        let patterns = patterns.freeze(run.ctx);
        // Upstream's pass has no `index-bitwidth`: the data layout's 64 bits.
        let converter = llvm_type_converter(LowerToLlvmOptions::default());
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// The one-to-one lowerings with fast-math flags, upstream's list.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("math.absf", "llvm.intr.fabs"),
    ("math.ceil", "llvm.intr.ceil"),
    ("math.copysign", "llvm.intr.copysign"),
    ("math.cos", "llvm.intr.cos"),
    ("math.cosh", "llvm.intr.cosh"),
    ("math.acos", "llvm.intr.acos"),
    ("math.exp2", "llvm.intr.exp2"),
    ("math.exp", "llvm.intr.exp"),
    ("math.floor", "llvm.intr.floor"),
    ("math.fma", "llvm.intr.fma"),
    ("math.log10", "llvm.intr.log10"),
    ("math.log2", "llvm.intr.log2"),
    ("math.log", "llvm.intr.log"),
    ("math.powf", "llvm.intr.pow"),
    ("math.roundeven", "llvm.intr.roundeven"),
    ("math.round", "llvm.intr.round"),
    ("math.sin", "llvm.intr.sin"),
    ("math.sinh", "llvm.intr.sinh"),
    ("math.asin", "llvm.intr.asin"),
    ("math.sqrt", "llvm.intr.sqrt"),
    ("math.trunc", "llvm.intr.trunc"),
    ("math.tan", "llvm.intr.tan"),
    ("math.tanh", "llvm.intr.tanh"),
    ("math.atan", "llvm.intr.atan"),
    ("math.atan2", "llvm.intr.atan2"),
];

/// Upstream's `populateMathToLLVMConversionPatterns`.
pub fn populate_math_to_llvm_patterns(set: &mut ConversionPatternSet, approximate_log1p: bool) {
    if approximate_log1p {
        set.add(Expansion::<Log1pOp> {
            debug_name: "Log1pOpLowering",
            kind: ExpansionKind::Log1p,
            op: Default::default(),
        });
    }
    for &(source, target) in ONE_TO_ONE {
        set.add(VectorConvert::new(source, target, Attrs::FastMath, true));
    }
    set.add(VectorConvert::new("math.ctpop", "llvm.intr.ctpop", Attrs::PassThrough, true));
    set.add(FPowI);
    set.add_fns::<CountLeadingZerosOp>(&[("CountLeadingZerosOpLowering", |op, a, rw| {
        lower_int_with_flag(op.into(), a, rw, "llvm.intr.ctlz", "is_zero_poison")
    })]);
    set.add_fns::<CountTrailingZerosOp>(&[("CountTrailingZerosOpLowering", |op, a, rw| {
        lower_int_with_flag(op.into(), a, rw, "llvm.intr.cttz", "is_zero_poison")
    })]);
    set.add_fns::<AbsIOp>(&[("AbsIOpLowering", |op, a, rw| {
        lower_int_with_flag(op.into(), a, rw, "llvm.intr.abs", "is_int_min_poison")
    })]);
    set.add(Expansion::<ExpM1Op> { debug_name: "ExpM1OpLowering", kind: ExpansionKind::ExpM1, op: Default::default() });
    set.add(Expansion::<RsqrtOp> { debug_name: "RsqrtOpLowering", kind: ExpansionKind::Rsqrt, op: Default::default() });
    set.add_fns::<SincosOp>(&[("SincosOpLowering", lower_sincos)]);
    set.add_fns::<IsNaNOp>(&[("IsNaNOpLowering", |op, a, rw| lower_fpclass(op.into(), a, rw, FC_NAN))]);
    set.add_fns::<IsFiniteOp>(&[("IsFiniteOpLowering", |op, a, rw| lower_fpclass(op.into(), a, rw, FC_FINITE))]);
}

/// LLVM's `fcNan` class mask (signaling and quiet NaN).
const FC_NAN: i64 = 0x3;
/// LLVM's `fcFinite` class mask (normal, subnormal and zero, both signs).
const FC_FINITE: i64 = 0x1f8;

/// Is `v` (a converted operand) an n-D vector, an `!llvm.array`?
fn is_nd(ctx: &Context, body: &Body, v: Value) -> bool {
    ctx.type_storage::<ArrayType>(body.value_type(v)).is_some()
}

/// `math.fpowi`: `llvm.intr.powi`, for a scalar only (the intrinsic takes
/// a scalar exponent; upstream's lowering of a vector one is invalid IR).
struct FPowI;

impl ConversionPattern for FPowI {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ctx.op_name("math.fpowi"))
    }
    fn debug_name(&self) -> &str {
        "FPowIOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let exponent = rw.body().value_type(rw.body().operand(op, 1));
        if matches!(rw.ctx().type_kind(exponent), TypeKind::Vector { .. }) {
            return false;
        }
        let pattern = VectorConvert::new("math.fpowi", "llvm.intr.powi", Attrs::FastMath, true);
        pattern.match_and_rewrite(op, adaptor, rw)
    }
}

/// `ctlz`/`cttz`/`absi`: the intrinsic `name` with its flag `flag` false,
/// for scalars and 1-D vectors (upstream's pattern leaves n-D ones).
fn lower_int_with_flag(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
    name: &str,
    flag: &str,
) -> bool {
    let ctx = rw.ctx();
    let input = adaptor.operand(0);
    let Some(ty) = unary_1d_result(rw, op, input) else { return false };
    let attrs = vec![(ctx.ident(flag), ctx.bool_attr(false))];
    let new = create(rw, op, name, &[input], &[ty], attrs);
    let value = rw.body().results(new)[0];
    rw.replace_op(op, &[value]);
    true
}

/// The converted result type of the unary `op` on `input`, when the
/// lowering applies: no float LLVM lacks, and a scalar or 1-D vector (the
/// intrinsics take no array).
fn unary_1d_result(rw: &ConversionRewriter<'_, '_>, op: OpId, input: Value) -> Option<Type> {
    if has_unsupported_float(rw, op) || is_nd(rw.ctx(), rw.body(), input) {
        return None;
    }
    let result = rw.body().value_type(rw.body().results(op)[0]);
    rw.type_converter().convert_type_1to1(rw.ctx(), result)
}

/// `isnan`/`isfinite`: `llvm.intr.is.fpclass` with the class mask `mask`
/// (scalars and 1-D vectors: the intrinsic takes no array).
fn lower_fpclass(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, mask: i64) -> bool {
    let ctx = rw.ctx();
    let input = adaptor.operand(0);
    let Some(ty) = unary_1d_result(rw, op, input) else { return false };
    let loc = rw.body().op_loc(op);
    let bit = ctx.integer_attr(ctx.integer_type(32), mask);
    let value = IsFPClass::build(rw, loc, input, ty, bit).res(rw.body());
    rw.replace_op(op, &[value]);
    true
}

/// `sincos`: `llvm.intr.sincos` into a pair, then its two fields (scalars
/// and 1-D vectors: the intrinsic takes no array).
fn lower_sincos(op: SincosOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let input = adaptor.operand(0);
    if has_unsupported_float(rw, op.into()) || is_nd(ctx, rw.body(), input) {
        return false;
    }
    let ty = rw.body().value_type(input);
    let pair = StructType::literal(ctx, vec![ty, ty], false);
    let attrs = converted_attrs(ctx, rw.body(), op.into(), Attrs::FastMath, "llvm.intr.sincos");
    let new = create(rw, op.into(), "llvm.intr.sincos", &[input], &[pair], attrs);
    let pair = rw.body().results(new)[0];
    let loc = rw.body().op_loc(op);
    let sin = ExtractValueOp::build(rw, loc, pair, ty, ctx.dense_i64_array(&[0])).res(rw.body());
    let cos = ExtractValueOp::build(rw, loc, pair, ty, ctx.dense_i64_array(&[1])).res(rw.body());
    rw.replace_op(op, &[sin, cos]);
    true
}

/// The ops expanded around a constant one.
#[derive(Copy, Clone)]
enum ExpansionKind {
    /// `exp(x) - 1`.
    ExpM1,
    /// `log(1 + x)`.
    Log1p,
    /// `1 / sqrt(x)`.
    Rsqrt,
}

/// `expm1`, `log1p` or `rsqrt` as its expansion (upstream's
/// `ExpM1OpLowering`, `Log1pOpLowering`, `RsqrtOpLowering`).
struct Expansion<Op: OpClass> {
    debug_name: &'static str,
    kind: ExpansionKind,
    op: std::marker::PhantomData<fn() -> Op>,
}

impl<Op: OpClass> ConversionPattern for Expansion<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let ctx = rw.ctx();
        if has_unsupported_float(rw, op) {
            return false;
        }
        let input = adaptor.operand(0);
        let result = rw.body().value_type(rw.body().results(op)[0]);
        let element = ctx.element_type_or_self(result);
        let Some(TypeKind::Float(kind)) =
            rw.type_converter().convert_type_1to1(ctx, element).map(|t| ctx.type_kind(t).clone())
        else {
            return false;
        };
        let one = DenseValue::Float(from_f64(kind, 1.0));
        let (first, second) = match self.kind {
            ExpansionKind::ExpM1 => ("llvm.intr.exp", "llvm.fsub"),
            ExpansionKind::Log1p => ("llvm.fadd", "llvm.intr.log"),
            ExpansionKind::Rsqrt => ("llvm.intr.sqrt", "llvm.fdiv"),
        };
        let first_attrs = converted_attrs(ctx, rw.body(), op, Attrs::FastMath, first);
        let second_attrs = converted_attrs(ctx, rw.body(), op, Attrs::FastMath, second);
        let kind = self.kind;
        // `one_attr` is the one of type `ty`, built before anything else
        // so that the pattern can still decline.
        let expand = move |rw: &mut ConversionRewriter<'_, '_>, ty: Type, one_attr: Attribute, x: Value| -> Value {
            let loc = rw.body().op_loc(op);
            let one = strata_dialect_llvm::ConstantOp::build(rw, loc, ty, one_attr).res(rw.body());
            let emit = |rw: &mut ConversionRewriter<'_, '_>, name: &str, operands: &[Value], attrs: &AttrList| {
                let new = create(rw, op, name, operands, &[ty], attrs.clone());
                rw.body().results(new)[0]
            };
            match kind {
                ExpansionKind::ExpM1 => {
                    let exp = emit(rw, first, &[x], &first_attrs);
                    emit(rw, second, &[exp, one], &second_attrs)
                }
                ExpansionKind::Log1p => {
                    let add = emit(rw, first, &[one, x], &first_attrs);
                    emit(rw, second, &[add], &second_attrs)
                }
                ExpansionKind::Rsqrt => {
                    let sqrt = emit(rw, first, &[x], &first_attrs);
                    emit(rw, second, &[one, sqrt], &second_attrs)
                }
            }
        };
        let input_ty = rw.body().value_type(input);
        if !is_nd(ctx, rw.body(), input) {
            let Some(one_attr) = splat_attr(ctx, input_ty, one) else { return false };
            let value = expand(rw, input_ty, one_attr, input);
            rw.replace_op(op, &[value]);
            return true;
        }
        let TypeKind::Vector { shape, .. } = ctx.type_kind(result) else { return false };
        // Every 1-D part has the innermost type of the converted operand.
        let part_ty = innermost(ctx, input_ty, shape.len().saturating_sub(1));
        let Some(one_attr) = splat_attr(ctx, part_ty, one) else { return false };
        handle_multidimensional_vectors(rw, op, &[input], |rw, ty, parts| expand(rw, ty, one_attr, parts[0]))
    }
}

/// The attributes of a created op.
type AttrList = Vec<(Ident, Attribute)>;
