//! Canonicalization patterns of the arith ops (upstream's
//! `ArithCanonicalization.td` DRR patterns and the C++ patterns of
//! `ArithOps.cpp`), wired by the generated `OpInfo`s through
//! `strata_rewrite::CanonicalizationPatterns` and collected by the
//! `canonicalize` pass.
//!
//! - [`int`]: integer arithmetic chains with constants, bitwise ops of
//!   extensions, `cmpi` of extensions, casts, the extended multiplies and
//!   `trunci` of extensions and shifts;
//! - [`float`]: `mulf`/`divf` of two `negf`s, `truncf` of an int-to-float
//!   cast, and `cmpf` of an int-to-float cast against a constant
//!   (`CmpFIntToFPConst`);
//! - [`select`]: redundant and negated selects, selects of constants.
//!
//! Each pattern keeps upstream's name (for `disable-patterns` and traces),
//! its benefit (DRR's: the number of ops in the source pattern; 1 for a C++
//! pattern) and its place in the op's list (ties run in that order).
//! Rewrites build their ops as DRR's generated code does: nested ops first,
//! right before the root, at the fused location of the matched ops; then
//! the root is replaced. Constants are matched as DRR's `ConstantLikeMatcher
//! APIntAttr` does: a ConstantLike op whose value is a scalar integer or
//! index attribute.
//!
//! Patterns are rooted at, match and build the generated op classes
//! (`OpPattern::<AddIOp>`, `def::<SubIOp>`, `AddIOp::build(rw, ..)`); a
//! pattern shared by several ops is generic over them ([`Binary`],
//! [`Cast`]).
//!
//! Every op with `hasCanonicalizer` in MLIR 22's ODS has all its upstream
//! patterns here.

mod float;
mod int;
mod select;

use strata_ir::{ApInt, AttrKind, Attribute, Context, Location, OpClass, OpId, Type, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::*;
use float::*;
use int::*;
use select::*;

pub fn addi(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AddIOp>::new("AddIAddConstant", add_add_constant).with_benefit(2));
    set.add(OpPattern::<AddIOp>::new("AddISubConstantRHS", add_sub_constant_rhs).with_benefit(2));
    set.add(OpPattern::<AddIOp>::new("AddISubConstantLHS", add_sub_constant_lhs).with_benefit(2));
    set.add(OpPattern::<AddIOp>::new("AddIMulNegativeOneRhs", add_mul_neg_one_rhs).with_benefit(2));
    set.add(OpPattern::<AddIOp>::new("AddIMulNegativeOneLhs", add_mul_neg_one_lhs).with_benefit(2));
}

pub fn subi(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<SubIOp>::new("SubIRHSAddConstant", sub_rhs_add_constant).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubILHSAddConstant", sub_lhs_add_constant).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubIRHSSubConstantRHS", sub_rhs_sub_constant_rhs).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubIRHSSubConstantLHS", sub_rhs_sub_constant_lhs).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubILHSSubConstantRHS", sub_lhs_sub_constant_rhs).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubILHSSubConstantLHS", sub_lhs_sub_constant_lhs).with_benefit(2));
    set.add(OpPattern::<SubIOp>::new("SubISubILHSRHSLHS", sub_sub_lhs_rhs_lhs).with_benefit(2));
}

pub fn muli(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MulIOp>::new("MulIMulIConstant", mul_mul_constant).with_benefit(2));
}

pub fn xori(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<XOrIOp>::new("XOrINotCmpI", xor_not_cmpi).with_benefit(2));
    set.add(OpPattern::<XOrIOp>::new("XOrIOfExtUI", of_ext::<XOrIOp, ExtUIOp>).with_benefit(3));
    set.add(OpPattern::<XOrIOp>::new("XOrIOfExtSI", of_ext::<XOrIOp, ExtSIOp>).with_benefit(3));
}

pub fn andi(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AndIOp>::new("AndOfExtUI", of_ext::<AndIOp, ExtUIOp>).with_benefit(3));
    set.add(OpPattern::<AndIOp>::new("AndOfExtSI", of_ext::<AndIOp, ExtSIOp>).with_benefit(3));
}

pub fn ori(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<OrIOp>::new("OrOfExtUI", of_ext::<OrIOp, ExtUIOp>).with_benefit(3));
    set.add(OpPattern::<OrIOp>::new("OrOfExtSI", of_ext::<OrIOp, ExtSIOp>).with_benefit(3));
}

pub fn cmpi(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CmpIOp>::new("CmpIExtSI", cmpi_of_ext::<ExtSIOp>).with_benefit(3));
    set.add(OpPattern::<CmpIOp>::new("CmpIExtUI", cmpi_of_ext::<ExtUIOp>).with_benefit(3));
}

pub fn index_cast(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<IndexCastOp>::new("IndexCastOfIndexCast", cast_of_same_cast).with_benefit(2));
    set.add(
        OpPattern::<IndexCastOp>::new("IndexCastOfExtSI", cast_of::<IndexCastOp, ExtSIOp, IndexCastOp>).with_benefit(2),
    );
}

pub fn index_castui(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<IndexCastUIOp>::new("IndexCastUIOfIndexCastUI", cast_of_same_cast).with_benefit(2));
    set.add(
        OpPattern::<IndexCastUIOp>::new("IndexCastUIOfExtUI", cast_of::<IndexCastUIOp, ExtUIOp, IndexCastUIOp>)
            .with_benefit(2),
    );
}

pub fn bitcast(_: &Context, set: &mut PatternSet) {
    set.add(
        OpPattern::<BitcastOp>::new("BitcastOfBitcast", cast_of::<BitcastOp, BitcastOp, BitcastOp>).with_benefit(2),
    );
}

pub fn extsi(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ExtSIOp>::new("ExtSIOfExtUI", cast_of::<ExtSIOp, ExtUIOp, ExtUIOp>).with_benefit(2));
}

pub fn addui_extended(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AddUIExtendedOp>::new("AddUIExtendedToAddI", extended_to_plain::<AddUIExtendedOp, AddIOp>));
}

pub fn mulsi_extended(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MulSIExtendedOp>::new("MulSIExtendedToMulI", extended_to_plain::<MulSIExtendedOp, MulIOp>));
    set.add(OpPattern::<MulSIExtendedOp>::new("MulSIExtendedRHSOne", mulsi_extended_rhs_one));
}

pub fn mului_extended(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MulUIExtendedOp>::new("MulUIExtendedToMulI", extended_to_plain::<MulUIExtendedOp, MulIOp>));
}

pub fn select(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<SelectOp>::new("RedundantSelectFalse", redundant_select_false).with_benefit(2));
    set.add(OpPattern::<SelectOp>::new("RedundantSelectTrue", redundant_select_true).with_benefit(2));
    set.add(OpPattern::<SelectOp>::new("SelectNotCond", select_not_cond).with_benefit(2));
    set.add(OpPattern::<SelectOp>::new("SelectI1ToNot", select_i1_to_not));
    set.add(OpPattern::<SelectOp>::new("SelectToExtUI", select_to_extui));
}

pub fn trunci(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TruncIOp>::new("TruncIExtSIToExtSI", trunci_of_ext::<ExtSIOp>).with_benefit(2));
    set.add(OpPattern::<TruncIOp>::new("TruncIExtUIToExtUI", trunci_of_ext::<ExtUIOp>).with_benefit(2));
    set.add(OpPattern::<TruncIOp>::new("TruncIShrSIToTrunciShrUI", trunci_of_shrsi).with_benefit(2));
}

pub fn truncf(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TruncFOp>::new("TruncFSIToFPToSIToFP", truncf_of_itofp::<SIToFPOp>).with_benefit(2));
    set.add(OpPattern::<TruncFOp>::new("TruncFUIToFPToUIToFP", truncf_of_itofp::<UIToFPOp>).with_benefit(2));
}

pub fn mulf(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<MulFOp>::new("MulFOfNegF", of_two_negf::<MulFOp>).with_benefit(3));
}

pub fn divf(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<DivFOp>::new("DivFOfNegF", of_two_negf::<DivFOp>).with_benefit(3));
}

pub fn cmpf(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CmpFOp>::new("CmpFIntToFPConst", cmpf_int_to_fp_const));
}

// ---- the op classes generic patterns build ----

/// A two-operand, one-result arith op a generic pattern builds (DRR's
/// `$op` of the matched root). `flags` are the overflow flags, for the ops
/// that carry them (the others ignore them).
pub(super) trait Binary: OpClass + Send + Sync {
    fn build2(rw: &mut Rewriter<'_>, loc: Location, operands: (Value, Value), ty: Type, flags: u8) -> Value;
}

macro_rules! binary_with_flags {
    ($($op:ident),*) => {$(
        impl Binary for $op {
            fn build2(rw: &mut Rewriter<'_>, loc: Location, (l, r): (Value, Value), ty: Type, flags: u8) -> Value {
                let flags = IntegerOverflowFlags(u32::from(flags & 3));
                $op::build(rw, loc, l, r, ty, Some(flags)).result(rw.body())
            }
        }
    )*};
}

macro_rules! binary_plain {
    ($($op:ident),*) => {$(
        impl Binary for $op {
            fn build2(rw: &mut Rewriter<'_>, loc: Location, (l, r): (Value, Value), ty: Type, _: u8) -> Value {
                $op::build(rw, loc, l, r, ty).result(rw.body())
            }
        }
    )*};
}

binary_with_flags!(AddIOp, SubIOp, MulIOp);
binary_plain!(AndIOp, OrIOp, XOrIOp);

/// A one-operand cast a generic pattern matches or builds (`in` -> `out`).
pub(super) trait Cast: OpClass + Send + Sync {
    fn build1(rw: &mut Rewriter<'_>, loc: Location, input: Value, ty: Type) -> Value;
}

macro_rules! casts {
    ($($op:ident),*) => {$(
        impl Cast for $op {
            fn build1(rw: &mut Rewriter<'_>, loc: Location, input: Value, ty: Type) -> Value {
                $op::build(rw, loc, input, ty).out(rw.body())
            }
        }
    )*};
}

casts!(ExtUIOp, ExtSIOp, IndexCastOp, IndexCastUIOp, BitcastOp, SIToFPOp, UIToFPOp);

// ---- matching helpers ----

/// The op defining `v`, if it is an `Op`.
pub(super) fn def<Op: OpClass>(rw: &Rewriter<'_>, v: Value) -> Option<Op> {
    strata_rewrite::matchers::defining::<Op>(rw.ctx(), rw.body(), v)
}

/// DRR's `ConstantLikeMatcher APIntAttr`: a scalar integer/index constant.
fn int_const(rw: &Rewriter<'_>, v: Value) -> Option<ApInt> {
    let ctx = rw.ctx();
    let attr = constant_of(ctx, rw.body(), v)?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The constant attribute of `v` (any kind), for `AnyAttr` matchers.
fn any_const(rw: &Rewriter<'_>, v: Value) -> Option<Attribute> {
    let ctx = rw.ctx();
    constant_of(ctx, rw.body(), v)
}

/// `getIntOrSplatIntValue(attr)` is all ones.
fn is_neg_one(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_all_ones(),
        AttrKind::DenseElements { elements, .. } if elements.is_splat() => {
            matches!(&elements.values[0], strata_ir::DenseValue::Int(i) if i.is_all_ones())
        }
        _ => false,
    }
}

fn operand(rw: &Rewriter<'_>, op: impl OpClass, i: usize) -> Value {
    rw.body().operand(op.op(), i)
}

fn result_type(rw: &Rewriter<'_>, op: impl OpClass) -> Type {
    let body = rw.body();
    body.value_type(body.results(op.op())[0])
}

/// Overflow flags of an op as bits (nsw = 1, nuw = 2).
fn overflow(rw: &Rewriter<'_>, op: impl OpClass) -> u8 {
    let flags: IntegerOverflowFlags = crate::elementwise::flags(rw.ctx(), rw.body(), op.op(), "overflowFlags");
    (flags.0 & 3) as u8
}

fn fused(rw: &Rewriter<'_>, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| rw.body().op_loc(o)).collect();
    rw.ctx().fused_loc(&locs)
}

// ---- building helpers ----

/// A new `arith.constant` of attribute `value` typed `ty`.
fn constant_attr(rw: &mut Rewriter<'_>, ty: Type, value: Attribute, loc: Location) -> Value {
    ConstantOp::build(rw, loc, ty, value).result(rw.body())
}

/// A new `arith.constant` of integer `value` typed `ty`.
fn constant(rw: &mut Rewriter<'_>, ty: Type, value: ApInt, loc: Location) -> Value {
    let attr = rw.ctx().intern_attr(AttrKind::Integer { ty, value });
    constant_attr(rw, ty, attr, loc)
}

fn replace(rw: &mut Rewriter<'_>, op: impl OpClass, v: Value) -> bool {
    rw.replace_op(op.op(), &[v]);
    true
}

/// Replaces `op` with a new `arith.cmpi pred, a, b` of `op`'s result type.
fn replace_with_cmpi(
    rw: &mut Rewriter<'_>,
    op: impl OpClass,
    pred: CmpIPredicate,
    (a, b): (Value, Value),
    loc: Location,
) -> bool {
    let ty = result_type(rw, op);
    let v = CmpIOp::build(rw, loc, a, b, ty, pred).result(rw.body());
    replace(rw, op, v)
}
