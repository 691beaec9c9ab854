//! `convert-index-to-llvm` (upstream's `ConvertIndexToLLVMPass` and
//! `populateIndexToLLVMConversionPatterns`): every `index` dialect op as
//! llvm ops on the integer `index` converts to (`index-bitwidth` bits, 64
//! by default), on the conversion framework with the LLVM type converter
//! ([`super`]).
//!
//! - The arithmetic, bitwise, min/max and shift ops map one to one
//!   ([`VectorConvert`]); `add`, `sub`, `mul` and `shl` get an empty
//!   `overflowFlags` property, as upstream's `oneToOneRewrite` sets it.
//! - `ceildivs`, `ceildivu` and `floordivs` are expanded into compares,
//!   selects and divisions, in upstream's op order.
//! - `casts`/`castu` are a truncation, a sign or zero extension, or
//!   nothing when the widths agree; `cmp` is `llvm.icmp` (the predicates
//!   are numbered alike); `sizeof` is the index width as a constant;
//!   `constant` is its value truncated to the index width;
//!   `bool.constant` is an `i1` constant.
//!
//! Invariant: the `index` dialect is illegal and the `llvm` dialect legal,
//! every other op is left as it is (upstream's target, not
//! `LLVMConversionTarget`); as in every conversion an op is folded before
//! its pattern is tried, so `index.add` of two constants becomes one
//! constant, as `mlir-opt-22` prints.

use strata_dialect_index::{
    BoolConstantOp, CastSOp, CastUOp, CeilDivSOp, CeilDivUOp, CmpOp, ConstantOp, FloorDivSOp, SizeOfOp,
};
use strata_dialect_llvm::{AddOp, AndOp, ICmpOp, ICmpPredicate, SDivOp, SelectOp, SubOp, UDivOp};
use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, Location, OpBuilder, OpClass, OpId, OpName, Type, Value};
use strata_pass::{Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor,
};

use super::{all_attrs, llvm_type_converter, one_to_one, Attrs, LowerToLlvmOptions, VectorConvert};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-index-to-llvm",
        name: "ConvertIndexToLLVMPass",
        description: "Lower the `index` dialect to the `llvm` dialect.",
        options: super::arith::OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(IndexToLlvm { options: super::arith::options_of(options) })),
    }
}

/// The pass.
pub struct IndexToLlvm {
    options: LowerToLlvmOptions,
}

impl Pass for IndexToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect("index").add_legal_dialect("llvm");
        let mut patterns = ConversionPatternSet::new();
        populate_index_to_llvm_patterns(&mut patterns, self.options);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// The one-to-one lowerings, upstream's list.
const ONE_TO_ONE: &[(&str, &str)] = &[
    ("index.add", "llvm.add"),
    ("index.sub", "llvm.sub"),
    ("index.mul", "llvm.mul"),
    ("index.divs", "llvm.sdiv"),
    ("index.divu", "llvm.udiv"),
    ("index.rems", "llvm.srem"),
    ("index.remu", "llvm.urem"),
    ("index.maxs", "llvm.intr.smax"),
    ("index.maxu", "llvm.intr.umax"),
    ("index.mins", "llvm.intr.smin"),
    ("index.minu", "llvm.intr.umin"),
    ("index.shl", "llvm.shl"),
    ("index.shrs", "llvm.ashr"),
    ("index.shru", "llvm.lshr"),
    ("index.and", "llvm.and"),
    ("index.or", "llvm.or"),
    ("index.xor", "llvm.xor"),
];

/// Upstream's `populateIndexToLLVMConversionPatterns`; `options` gives the
/// width `sizeof` and `constant` produce.
pub fn populate_index_to_llvm_patterns(set: &mut ConversionPatternSet, options: LowerToLlvmOptions) {
    for &(source, target) in ONE_TO_ONE {
        // `Overflow` adds the empty `overflowFlags` only where the llvm op has it.
        set.add(VectorConvert::new(source, target, Attrs::Overflow, false));
    }
    set.add_fns::<CeilDivSOp>(&[("ConvertIndexCeilDivS", |op, a, rw| lower_ceildivs(op.into(), a, rw))]);
    set.add_fns::<CeilDivUOp>(&[("ConvertIndexCeilDivU", |op, a, rw| lower_ceildivu(op.into(), a, rw))]);
    set.add_fns::<FloorDivSOp>(&[("ConvertIndexFloorDivS", |op, a, rw| lower_floordivs(op.into(), a, rw))]);
    set.add_fns::<CastSOp>(&[("ConvertIndexCastS", |op, a, rw| lower_cast(op.into(), a, rw, "llvm.sext"))]);
    set.add_fns::<CastUOp>(&[("ConvertIndexCastU", |op, a, rw| lower_cast(op.into(), a, rw, "llvm.zext"))]);
    set.add_fns::<CmpOp>(&[("ConvertIndexCmp", lower_cmp)]);
    let width = options.index_bitwidth;
    set.add(WithWidth::<SizeOfOp> { debug_name: "ConvertIndexSizeOf", width, rewrite: lower_sizeof });
    set.add(WithWidth::<ConstantOp> { debug_name: "ConvertIndexConstant", width, rewrite: lower_constant });
    set.add_fns::<BoolConstantOp>(&[("ConvertIndexBoolConstant", |op, a, rw| {
        let attrs = all_attrs(rw.ctx(), rw.body(), op.into());
        one_to_one(rw, op.into(), "llvm.mlir.constant", &a.operands(), attrs)
    })]);
}

/// A pattern of the op class `Op` that needs the index width.
struct WithWidth<Op: OpClass> {
    debug_name: &'static str,
    width: u32,
    rewrite: fn(Op, u32, &mut ConversionRewriter<'_, '_>) -> bool,
}

impl<Op: OpClass> ConversionPattern for WithWidth<Op> {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some(Op::op_name(ctx))
    }
    fn debug_name(&self) -> &str {
        self.debug_name
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        match Op::cast(rw.ctx(), rw.body(), op) {
            Some(op) => (self.rewrite)(op, self.width, rw),
            None => false,
        }
    }
}

/// `sizeof`: the index width as a constant of the index type.
fn lower_sizeof(op: SizeOfOp, width: u32, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ty = rw.ctx().integer_type(width);
    let value = rw.ctx().integer_attr(ty, i64::from(width));
    replace_with_constant(rw, op.into(), ty, value)
}

/// `constant`: its value truncated to the index width.
fn lower_constant(op: ConstantOp, width: u32, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(value) = op.value(ctx, rw.body()) else { return false };
    let AttrKind::Integer { value, .. } = ctx.attr_kind(value) else { return false };
    let ty = ctx.integer_type(width);
    let attr = ctx.intern_attr(AttrKind::Integer { ty, value: ApInt::from_words(width, value.words()) });
    replace_with_constant(rw, op.into(), ty, attr)
}

/// Replaces `op` by an `llvm.mlir.constant` of `ty` holding `value`.
fn replace_with_constant(rw: &mut ConversionRewriter<'_, '_>, op: OpId, ty: Type, value: Attribute) -> bool {
    let loc = rw.body().op_loc(op);
    let c = strata_dialect_llvm::ConstantOp::build(rw, loc, ty, value).res(rw.body());
    rw.replace_op(op, &[c]);
    true
}

/// The llvm ops the division expansions are made of, at one location.
struct Emit<'r, 'a, 'b> {
    rw: &'r mut ConversionRewriter<'a, 'b>,
    loc: Location,
    /// The converted index type.
    ty: Type,
}

impl Emit<'_, '_, '_> {
    fn constant(&mut self, value: i64) -> Value {
        let attr = self.rw.ctx().integer_attr(self.ty, value);
        strata_dialect_llvm::ConstantOp::build(self.rw, self.loc, self.ty, attr).res(self.rw.body())
    }
    fn icmp(&mut self, pred: ICmpPredicate, lhs: Value, rhs: Value) -> Value {
        let i1 = self.rw.ctx().integer_type(1);
        ICmpOp::build(self.rw, self.loc, lhs, rhs, i1, pred).res(self.rw.body())
    }
    fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.rw.body().value_type(t);
        SelectOp::build(self.rw, self.loc, cond, t, f, ty, None).res(self.rw.body())
    }
    fn add(&mut self, lhs: Value, rhs: Value) -> Value {
        AddOp::build(self.rw, self.loc, lhs, rhs, self.ty, None).res(self.rw.body())
    }
    fn sub(&mut self, lhs: Value, rhs: Value) -> Value {
        SubOp::build(self.rw, self.loc, lhs, rhs, self.ty, None).res(self.rw.body())
    }
    fn sdiv(&mut self, lhs: Value, rhs: Value) -> Value {
        SDivOp::build(self.rw, self.loc, lhs, rhs, self.ty, None).res(self.rw.body())
    }
    fn udiv(&mut self, lhs: Value, rhs: Value) -> Value {
        UDivOp::build(self.rw, self.loc, lhs, rhs, self.ty, None).res(self.rw.body())
    }
    fn and(&mut self, lhs: Value, rhs: Value) -> Value {
        let ty = self.rw.body().value_type(lhs);
        AndOp::build(self.rw, self.loc, lhs, rhs, ty).res(self.rw.body())
    }
}

/// The emitter for `op`'s expansion and its converted operands `(n, m)`.
fn emitter<'r, 'a, 'b>(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &'r mut ConversionRewriter<'a, 'b>,
) -> (Emit<'r, 'a, 'b>, Value, Value) {
    let (n, m) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rw.body().op_loc(op);
    let ty = rw.body().value_type(n);
    (Emit { rw, loc, ty }, n, m)
}

/// `ceildivs(n, m)`: with `x = m > 0 ? -1 : 1`,
/// `n*m > 0 ? (n+x)/m + 1 : -(-n/m)`.
fn lower_ceildivs(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (mut e, n, m) = emitter(op, adaptor, rw);
    let zero = e.constant(0);
    let pos_one = e.constant(1);
    let neg_one = e.constant(-1);
    let m_pos = e.icmp(ICmpPredicate::Sgt, m, zero);
    let x = e.select(m_pos, neg_one, pos_one);
    let n_plus_x = e.add(n, x);
    let n_plus_x_div_m = e.sdiv(n_plus_x, m);
    let pos_res = e.add(n_plus_x_div_m, pos_one);
    let neg_n = e.sub(zero, n);
    let neg_n_div_m = e.sdiv(neg_n, m);
    let neg_res = e.sub(zero, neg_n_div_m);
    let n_pos = e.icmp(ICmpPredicate::Sgt, n, zero);
    let same_sign = e.icmp(ICmpPredicate::Eq, n_pos, m_pos);
    let n_non_zero = e.icmp(ICmpPredicate::Ne, n, zero);
    let cmp = e.and(same_sign, n_non_zero);
    let result = e.select(cmp, pos_res, neg_res);
    e.rw.replace_op(op, &[result]);
    true
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
fn lower_ceildivu(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (mut e, n, m) = emitter(op, adaptor, rw);
    let zero = e.constant(0);
    let one = e.constant(1);
    let minus_one = e.sub(n, one);
    let quotient = e.udiv(minus_one, m);
    let plus_one = e.add(quotient, one);
    let cmp = e.icmp(ICmpPredicate::Eq, n, zero);
    let result = e.select(cmp, zero, plus_one);
    e.rw.replace_op(op, &[result]);
    true
}

/// `floordivs(n, m)`: with `x = m < 0 ? 1 : -1`,
/// `n*m < 0 ? -1 - (x-n)/m : n/m`.
fn lower_floordivs(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (mut e, n, m) = emitter(op, adaptor, rw);
    let zero = e.constant(0);
    let pos_one = e.constant(1);
    let neg_one = e.constant(-1);
    let m_neg = e.icmp(ICmpPredicate::Slt, m, zero);
    let x = e.select(m_neg, pos_one, neg_one);
    let x_minus_n = e.sub(x, n);
    let x_minus_n_div_m = e.sdiv(x_minus_n, m);
    let neg_res = e.sub(neg_one, x_minus_n_div_m);
    let pos_res = e.sdiv(n, m);
    let n_neg = e.icmp(ICmpPredicate::Slt, n, zero);
    let diff_sign = e.icmp(ICmpPredicate::Ne, n_neg, m_neg);
    let n_non_zero = e.icmp(ICmpPredicate::Ne, n, zero);
    let cmp = e.and(diff_sign, n_non_zero);
    let result = e.select(cmp, neg_res, pos_res);
    e.rw.replace_op(op, &[result]);
    true
}

/// `casts`/`castu`: nothing when the converted types agree, else a
/// truncation to a narrower type or the extension `ext` to a wider one.
fn lower_cast(op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>, ext: &str) -> bool {
    let ctx = rw.ctx();
    let input = adaptor.operand(0);
    let in_ty = rw.body().value_type(input);
    let result = rw.body().value_type(rw.body().results(op)[0]);
    let Some(out_ty) = rw.type_converter().convert_type_1to1(ctx, result) else { return false };
    if in_ty == out_ty {
        rw.replace_op(op, &[input]);
        return true;
    }
    let (Some(in_width), Some(out_width)) = (ctx.integer_width(in_ty), ctx.integer_width(out_ty)) else {
        return false;
    };
    if in_width > out_width {
        let v = strata_dialect_llvm::TruncOp::build(rw, rw.body().op_loc(op), input, out_ty, None).res(rw.body());
        rw.replace_op(op, &[v]);
        return true;
    }
    one_to_one(rw, op, ext, &[input], Vec::new())
}

/// `cmp`: `llvm.icmp` with the same predicate (the enums number them alike).
fn lower_cmp(op: CmpOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let Some(pred) = op.pred(rw.ctx(), rw.body()).and_then(|p| ICmpPredicate::from_value(p as i64)) else {
        return false;
    };
    let loc = rw.body().op_loc(op);
    let i1 = rw.ctx().integer_type(1);
    let v = ICmpOp::build(rw, loc, adaptor.operand(0), adaptor.operand(1), i1, pred).res(rw.body());
    rw.replace_op(op, &[v]);
    true
}
