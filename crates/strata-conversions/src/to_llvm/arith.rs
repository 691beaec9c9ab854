//! `convert-arith-to-llvm` (upstream's `ArithToLLVMConversionPass` and
//! `populateArithToLLVMConversionPatterns`): every arith op as the llvm
//! instruction or intrinsic that computes it, on the conversion framework
//! with the LLVM type converter ([`super`]).
//!
//! - Most ops map one to one ([`VectorConvert`]), unrolled over the
//!   leading dimensions of n-D vectors. Their attributes are copied: the
//!   `fastmath` flags become `fastmathFlags` (LLVM numbers the flags
//!   differently), the overflow flags the `overflowFlags` property, and
//!   float ops on a float type LLVM lacks (one converted to an integer)
//!   are left alone.
//! - `constant` keeps its value; `cmpi`/`cmpf` keep their predicate (the
//!   enums agree) and `cmpf` its fast-math flags; `index_cast` is a
//!   sign or zero extension, a truncation or nothing; `addui_extended` is
//!   `llvm.intr.uadd.with.overflow`; `mulsi_extended`/`mului_extended`
//!   multiply in twice the width and split the product; a `bitcast`
//!   between types that convert alike disappears; `ceildivsi`,
//!   `ceildivui` and `floordivsi` are first expanded into arith ops
//!   ([`crate::arith_expand`]).
//!
//! Invariant: as in every conversion, an op is folded before a pattern is
//! tried (`arith.maxsi %x, %x` is `%x`, a compare of a value with itself
//! a constant), so the output is `mlir-opt-22`'s.

use strata_dialect_arith::{
    AddUIExtendedOp, BitcastOp, CmpFOp, CmpIOp, IndexCastOp, IndexCastUIOp, MulSIExtendedOp, MulUIExtendedOp,
};
use strata_dialect_llvm::types::{is_compatible, ArrayType, StructType};
use strata_dialect_llvm::{ExtractValueOp, FCmpOp, ICmpOp};
use strata_ir::{ApInt, Body, Context, DenseValue, OpBuilder, OpClass, OpId, OpName, Type, TypeKind, Value};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::{ConversionPattern, ConversionPatternSet, ConversionRewriter, OpAdaptor};
use strata_rewrite::PatternBenefit;

use super::{
    all_attrs, arith_fastmath_bits, converted_attrs, handle_multidimensional_vectors, has_unsupported_float,
    llvm_conversion_target, llvm_fastmath, llvm_type_converter, one_to_one, vector_one_to_one, Attrs,
    LowerToLlvmOptions, VectorConvert,
};

/// The `index-bitwidth` option the lowerings to LLVM share.
pub const INDEX_BITWIDTH: OptionSpec = OptionSpec {
    name: "index-bitwidth",
    description: "Bitwidth of the index type, 0 to use size of machine word",
    kind: OptionKind::UInt,
    default: "0",
    extension: false,
};

pub const OPTIONS: &[OptionSpec] = &[INDEX_BITWIDTH];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-arith-to-llvm",
        name: "ArithToLLVMConversionPass",
        description: "Convert Arith dialect to LLVM dialect",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(ArithToLlvm { options: options_of(options) })),
    }
}

/// The lowering options a pass's `index-bitwidth` option gives.
pub(crate) fn options_of(options: &PassOptions) -> LowerToLlvmOptions {
    LowerToLlvmOptions::with_index_bitwidth(u32::try_from(options.int("index-bitwidth")).unwrap_or(0))
}

/// The pass.
pub struct ArithToLlvm {
    options: LowerToLlvmOptions,
}

impl Pass for ArithToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let target = llvm_conversion_target();
        let mut patterns = ConversionPatternSet::new();
        populate_ceil_floor_div_expand_patterns(&mut patterns);
        populate_arith_to_llvm_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// The `ceildivsi`, `ceildivui` and `floordivsi` expansions, which upstream
/// adds as plain rewrite patterns: they read the op's operands as they are
/// in the IR, not converted, and build arith ops the lowering then
/// converts.
pub fn populate_ceil_floor_div_expand_patterns(set: &mut ConversionPatternSet) {
    use crate::arith_expand::{expand_ceildivsi, expand_ceildivui, expand_floordivsi};
    set.add(OnIrOperands { debug_name: "CeilDivSIOpConverter", rewrite: expand_ceildivsi });
    set.add(OnIrOperands { debug_name: "CeilDivUIOpConverter", rewrite: expand_ceildivui });
    set.add(OnIrOperands { debug_name: "FloorDivSIOpConverter", rewrite: expand_floordivsi });
}

/// A conversion pattern given the op's own operands instead of converted
/// ones (how the conversion runs a plain rewrite pattern).
struct OnIrOperands<Op: OpClass> {
    debug_name: &'static str,
    rewrite: strata_rewrite::conversion::OpConversion<Op>,
}

impl<Op: OpClass> ConversionPattern for OnIrOperands<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn needs_converted_operands(&self) -> bool {
        false
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        // Upstream's conversion rolls the expansion back when the ops it
        // made cannot be lowered (a tensor's); without rollback, the
        // types are checked first.
        let body = rw.body();
        let types =
            body.operands(op).map(|v| body.value_type(v)).chain(body.results(op).iter().map(|&r| body.value_type(r)));
        if !types.collect::<Vec<_>>().into_iter().all(|t| rw.type_converter().convert_type(rw.ctx(), t).is_some()) {
            return false;
        }
        let adaptor = OpAdaptor::new(rw.body().operands(op).map(|v| strata_ir::SmallVec::from_elem(v, 1)).collect());
        match Op::cast(rw.ctx(), rw.body(), op) {
            Some(op) => (self.rewrite)(op, &adaptor, rw),
            None => false,
        }
    }
}

/// The one-to-one lowerings, upstream's list.
const ONE_TO_ONE: &[(&str, &str, Attrs, bool)] = &[
    ("arith.addf", "llvm.fadd", Attrs::FastMath, true),
    ("arith.addi", "llvm.add", Attrs::Overflow, false),
    ("arith.andi", "llvm.and", Attrs::PassThrough, false),
    ("arith.bitcast", "llvm.bitcast", Attrs::PassThrough, false),
    ("arith.divf", "llvm.fdiv", Attrs::FastMath, true),
    ("arith.divsi", "llvm.sdiv", Attrs::PassThrough, false),
    ("arith.divui", "llvm.udiv", Attrs::PassThrough, false),
    ("arith.extf", "llvm.fpext", Attrs::PassThrough, true),
    ("arith.extsi", "llvm.sext", Attrs::PassThrough, false),
    ("arith.extui", "llvm.zext", Attrs::PassThrough, false),
    ("arith.fptosi", "llvm.fptosi", Attrs::PassThrough, true),
    ("arith.fptoui", "llvm.fptoui", Attrs::PassThrough, true),
    ("arith.maximumf", "llvm.intr.maximum", Attrs::FastMath, true),
    ("arith.maxnumf", "llvm.intr.maxnum", Attrs::FastMath, true),
    ("arith.maxsi", "llvm.intr.smax", Attrs::PassThrough, false),
    ("arith.maxui", "llvm.intr.umax", Attrs::PassThrough, false),
    ("arith.minimumf", "llvm.intr.minimum", Attrs::FastMath, true),
    ("arith.minnumf", "llvm.intr.minnum", Attrs::FastMath, true),
    ("arith.minsi", "llvm.intr.smin", Attrs::PassThrough, false),
    ("arith.minui", "llvm.intr.umin", Attrs::PassThrough, false),
    ("arith.mulf", "llvm.fmul", Attrs::FastMath, true),
    ("arith.muli", "llvm.mul", Attrs::Overflow, false),
    ("arith.negf", "llvm.fneg", Attrs::FastMath, true),
    ("arith.ori", "llvm.or", Attrs::PassThrough, false),
    ("arith.remf", "llvm.frem", Attrs::FastMath, true),
    ("arith.remsi", "llvm.srem", Attrs::PassThrough, false),
    ("arith.remui", "llvm.urem", Attrs::PassThrough, false),
    ("arith.select", "llvm.select", Attrs::PassThrough, false),
    ("arith.shli", "llvm.shl", Attrs::Overflow, false),
    ("arith.shrsi", "llvm.ashr", Attrs::PassThrough, false),
    ("arith.shrui", "llvm.lshr", Attrs::PassThrough, false),
    ("arith.sitofp", "llvm.sitofp", Attrs::PassThrough, false),
    ("arith.subf", "llvm.fsub", Attrs::FastMath, true),
    ("arith.subi", "llvm.sub", Attrs::Overflow, false),
    ("arith.trunci", "llvm.trunc", Attrs::Overflow, false),
    ("arith.uitofp", "llvm.uitofp", Attrs::PassThrough, true),
    ("arith.xori", "llvm.xor", Attrs::PassThrough, false),
];

/// upstream's `populateArithToLLVMConversionPatterns`.
pub fn populate_arith_to_llvm_patterns(set: &mut ConversionPatternSet) {
    set.add(IdentityBitcast);
    for &(source, target, attrs, fail_on_unsupported_fp) in ONE_TO_ONE {
        set.add(VectorConvert::new(source, target, attrs, fail_on_unsupported_fp));
    }
    set.add(TruncF);
    set.add_fns::<strata_dialect_arith::ConstantOp>(&[("ConstantOpLowering", lower_constant)]);
    set.add_fns::<CmpIOp>(&[("CmpIOpLowering", lower_cmpi)]);
    set.add_fns::<CmpFOp>(&[("CmpFOpLowering", lower_cmpf)]);
    set.add_fns::<IndexCastOp>(&[("IndexCastOpSILowering", |op, a, rw| {
        lower_index_cast(op.into(), a, rw, "llvm.sext")
    })]);
    set.add_fns::<IndexCastUIOp>(&[("IndexCastOpUILowering", |op, a, rw| {
        lower_index_cast(op.into(), a, rw, "llvm.zext")
    })]);
    set.add_fns::<AddUIExtendedOp>(&[("AddUIExtendedOpLowering", lower_addui_extended)]);
    set.add_fns::<MulSIExtendedOp>(&[("MulSIExtendedOpLowering", |op, a, rw| {
        lower_mul_extended(op.into(), a, rw, "llvm.sext")
    })]);
    set.add_fns::<MulUIExtendedOp>(&[("MulUIExtendedOpLowering", |op, a, rw| {
        lower_mul_extended(op.into(), a, rw, "llvm.zext")
    })]);
}

/// `arith.bitcast` between types that convert to the same type is its
/// operand (tried before the one-to-one lowering).
struct IdentityBitcast;

impl ConversionPattern for IdentityBitcast {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(BitcastOp::op_name(ctx))
    }
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit(10)
    }
    fn debug_name(&self) -> &str {
        "IdentityBitcastLowering"
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        let src = adaptor.operand(0);
        let result = rw.body().value_type(rw.body().results(op)[0]);
        if rw.type_converter().convert_type_1to1(rw.ctx(), result) != Some(rw.body().value_type(src)) {
            return false;
        }
        rw.replace_op(op, &[src]);
        true
    }
}

/// `arith.truncf`: `llvm.fptrunc`, or with a rounding mode the constrained
/// intrinsic with that mode and exceptions ignored.
struct TruncF;

impl ConversionPattern for TruncF {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(ctx.op_name("arith.truncf"))
    }
    fn debug_name(&self) -> &str {
        "TruncFOpLowering"
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        if has_unsupported_float(rw, op) {
            return false;
        }
        let ctx = rw.ctx();
        let rounding = ctx.ident("roundingmode");
        let mut attrs = converted_attrs(ctx, rw.body(), op, Attrs::PassThrough, "llvm.fptrunc");
        let Some(pos) = attrs.iter().position(|(k, _)| *k == rounding) else {
            return vector_one_to_one(rw, op, "llvm.fptrunc", &adaptor.operands(), attrs);
        };
        let (_, mode) = attrs.remove(pos);
        let Some(value) = (match ctx.attr_kind(mode) {
            strata_ir::AttrKind::Integer { value, .. } => value.to_i64().and_then(llvm_rounding_mode),
            _ => None,
        }) else {
            return false;
        };
        attrs.push((rounding, ctx.integer_attr(ctx.integer_type(64), value)));
        attrs.push((ctx.ident("fpExceptionBehavior"), ctx.integer_attr(ctx.integer_type(64), 0)));
        vector_one_to_one(rw, op, "llvm.intr.experimental.constrained.fptrunc", &adaptor.operands(), attrs)
    }
}

/// arith's rounding mode (`to_nearest_even`, `downward`, `upward`,
/// `toward_zero`, `to_nearest_away`) as LLVM's (`tonearest`, `downward`,
/// `upward`, `towardzero`, `tonearestaway`), numbered apart (upstream's
/// `convertArithRoundingModeToLLVM`).
fn llvm_rounding_mode(arith: i64) -> Option<i64> {
    Some(match arith {
        0 => 1,
        1 => 3,
        2 => 2,
        3 => 0,
        4 => 4,
        _ => return None,
    })
}

/// `arith.constant`: `llvm.mlir.constant` of the same value.
fn lower_constant(
    op: strata_dialect_arith::ConstantOp,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let attrs = all_attrs(rw.ctx(), rw.body(), op.into());
    one_to_one(rw, op.into(), "llvm.mlir.constant", &adaptor.operands(), attrs)
}

/// Is the converted operand an n-D vector (an `!llvm.array`)?
fn is_nd(ctx: &Context, body: &Body, v: Value) -> bool {
    ctx.type_storage::<ArrayType>(body.value_type(v)).is_some()
}

/// `arith.cmpi`: `llvm.icmp` with the same predicate.
fn lower_cmpi(op: CmpIOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(pred) =
        op.predicate(rw.ctx(), rw.body()).and_then(|p| strata_dialect_llvm::ICmpPredicate::from_value(p as i64))
    else {
        return false;
    };
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rw.body().op_loc(op);
    let result = rw.body().value_type(rw.body().results(op)[0]);
    if !is_nd(rw.ctx(), rw.body(), lhs) {
        let Some(ty) = rw.type_converter().convert_type_1to1(rw.ctx(), result) else { return false };
        let v = ICmpOp::build(rw, loc, lhs, rhs, ty, pred).res(rw.body());
        rw.replace_op(op, &[v]);
        return true;
    }
    handle_multidimensional_vectors(rw, op.into(), &[lhs, rhs], |rw, ty, parts| {
        ICmpOp::build(rw, loc, parts[0], parts[1], ty, pred).res(rw.body())
    })
}

/// `arith.cmpf`: `llvm.fcmp` with the same predicate and fast-math flags.
fn lower_cmpf(op: CmpFOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    // A float type LLVM lacks (converted to an integer) is left alone, as
    // the one-to-one lowerings leave it.
    if has_unsupported_float(rw, op.into()) {
        return false;
    }
    let ctx = rw.ctx();
    let Some(pred) =
        op.predicate(ctx, rw.body()).and_then(|p| strata_dialect_llvm::FCmpPredicate::from_value(p as i64))
    else {
        return false;
    };
    let bits =
        strata_ir::op_checks::inherent_attr(ctx, rw.body(), op, "fastmath").and_then(|a| arith_fastmath_bits(ctx, a));
    let fmf = Some(llvm_fastmath(bits.unwrap_or(0)));
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rw.body().op_loc(op);
    let result = rw.body().value_type(rw.body().results(op)[0]);
    if !is_nd(ctx, rw.body(), lhs) {
        let Some(ty) = rw.type_converter().convert_type_1to1(ctx, result) else { return false };
        let v = FCmpOp::build(rw, loc, lhs, rhs, ty, pred, fmf).res(rw.body());
        rw.replace_op(op, &[v]);
        return true;
    }
    handle_multidimensional_vectors(rw, op.into(), &[lhs, rhs], |rw, ty, parts| {
        FCmpOp::build(rw, loc, parts[0], parts[1], ty, pred, fmf).res(rw.body())
    })
}

/// The width of an integer (or index, as converted) element type.
fn converted_width(rw: &ConversionRewriter<'_, '_>, ty: Type) -> Option<u32> {
    let ctx = rw.ctx();
    let element = rw.type_converter().convert_type_1to1(ctx, ctx.element_type_or_self(ty))?;
    ctx.integer_width(element)
}

/// `arith.index_cast`/`index_castui`: nothing between equal widths, else a
/// truncation or the extension `ext`.
fn lower_index_cast(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, ext: &str) -> bool {
    let result = rw.body().value_type(rw.body().results(op)[0]);
    let source = rw.body().value_type(rw.body().operand(op, 0));
    let (Some(target_bits), Some(source_bits)) = (converted_width(rw, result), converted_width(rw, source)) else {
        return false;
    };
    let input = adaptor.operand(0);
    if target_bits == source_bits {
        rw.replace_op(op, &[input]);
        return true;
    }
    let name = if target_bits < source_bits { "llvm.trunc" } else { ext };
    let attrs = if name == "llvm.trunc" {
        vec![(rw.ctx().ident("overflowFlags"), rw.ctx().integer_attr(rw.ctx().integer_type(32), 0))]
    } else {
        Vec::new()
    };
    if !is_nd(rw.ctx(), rw.body(), input) {
        return one_to_one(rw, op, name, &[input], attrs);
    }
    if !matches!(rw.ctx().type_kind(result), TypeKind::Vector { .. }) {
        return false;
    }
    handle_multidimensional_vectors(rw, op, &[input], |rw, ty, parts| {
        let new = super::create(rw, op, name, parts, &[ty], attrs.clone());
        rw.body().results(new)[0]
    })
}

/// `arith.addui_extended`: `llvm.intr.uadd.with.overflow` and its two
/// fields (scalars and 1-D vectors).
fn lower_addui_extended(op: AddUIExtendedOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let operand_ty = rw.body().value_type(lhs);
    if !is_compatible(ctx, operand_ty) || is_nd(ctx, rw.body(), lhs) {
        return false;
    }
    let results = rw.body().results(op).to_vec();
    let sum_ty = rw.body().value_type(results[0]);
    let Some(overflow_ty) = rw.type_converter().convert_type_1to1(ctx, rw.body().value_type(results[1])) else {
        return false;
    };
    let pair = StructType::literal(ctx, vec![sum_ty, overflow_ty], false);
    let loc = rw.body().op_loc(op);
    let add = super::create(rw, op.into(), "llvm.intr.uadd.with.overflow", &[lhs, rhs], &[pair], Vec::new());
    let add = rw.body().results(add)[0];
    let sum = ExtractValueOp::build(rw, loc, add, sum_ty, ctx.dense_i64_array(&[0])).res(rw.body());
    let overflow = ExtractValueOp::build(rw, loc, add, overflow_ty, ctx.dense_i64_array(&[1])).res(rw.body());
    rw.replace_op(op, &[sum, overflow]);
    true
}

/// `arith.mulsi_extended`/`mului_extended`: the product of the operands
/// extended (`ext`) to twice their width, split into its low and high
/// halves (scalars and 1-D vectors).
fn lower_mul_extended(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, ext: &str) -> bool {
    let ctx = rw.ctx();
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let ty = rw.body().value_type(lhs);
    if !is_compatible(ctx, ty) || is_nd(ctx, rw.body(), lhs) {
        return false;
    }
    let Some(width) = ctx.integer_width(ctx.element_type_or_self(ty)) else { return false };
    let wide_element = ctx.integer_type(width * 2);
    let wide = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape.clone(), wide_element),
        _ => wide_element,
    };
    let Some(shift) =
        strata_ir::splat::splat_attr(ctx, wide, DenseValue::Int(ApInt::from_u64(width * 2, u64::from(width))))
    else {
        return false;
    };
    let overflow = |ctx: &Context| vec![(ctx.ident("overflowFlags"), ctx.integer_attr(ctx.integer_type(32), 0))];
    let one = |rw: &mut ConversionRewriter<'_, '_>, name: &str, operands: &[Value], ty: Type, attrs| {
        let new = super::create(rw, op, name, operands, &[ty], attrs);
        rw.body().results(new)[0]
    };
    let lhs_ext = one(rw, ext, &[lhs], wide, Vec::new());
    let rhs_ext = one(rw, ext, &[rhs], wide, Vec::new());
    let product = one(rw, "llvm.mul", &[lhs_ext, rhs_ext], wide, overflow(ctx));
    let low = one(rw, "llvm.trunc", &[product], ty, overflow(ctx));
    let shift = one(rw, "llvm.mlir.constant", &[], wide, vec![(ctx.ident("value"), shift)]);
    let high_ext = one(rw, "llvm.lshr", &[product, shift], wide, Vec::new());
    let high = one(rw, "llvm.trunc", &[high_ext], ty, overflow(ctx));
    rw.replace_op(op, &[low, high]);
    true
}
