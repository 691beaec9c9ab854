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
//! Every op with `hasCanonicalizer` in MLIR 22's ODS has all its upstream
//! patterns here.

mod float;
mod int;
mod select;

use strata_ir::{ApInt, AttrKind, Attribute, Context, Location, OpId, OperationState, Type, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use float::*;
use int::*;
use select::*;

pub fn addi(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.addi", "AddIAddConstant", add_add_constant).with_benefit(2));
    set.add(FnPattern::new("arith.addi", "AddISubConstantRHS", add_sub_constant_rhs).with_benefit(2));
    set.add(FnPattern::new("arith.addi", "AddISubConstantLHS", add_sub_constant_lhs).with_benefit(2));
    set.add(FnPattern::new("arith.addi", "AddIMulNegativeOneRhs", add_mul_neg_one_rhs).with_benefit(2));
    set.add(FnPattern::new("arith.addi", "AddIMulNegativeOneLhs", add_mul_neg_one_lhs).with_benefit(2));
}

pub fn subi(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.subi", "SubIRHSAddConstant", sub_rhs_add_constant).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubILHSAddConstant", sub_lhs_add_constant).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubIRHSSubConstantRHS", sub_rhs_sub_constant_rhs).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubIRHSSubConstantLHS", sub_rhs_sub_constant_lhs).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubILHSSubConstantRHS", sub_lhs_sub_constant_rhs).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubILHSSubConstantLHS", sub_lhs_sub_constant_lhs).with_benefit(2));
    set.add(FnPattern::new("arith.subi", "SubISubILHSRHSLHS", sub_sub_lhs_rhs_lhs).with_benefit(2));
}

pub fn muli(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.muli", "MulIMulIConstant", mul_mul_constant).with_benefit(2));
}

pub fn xori(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.xori", "XOrINotCmpI", xor_not_cmpi).with_benefit(2));
    set.add(FnPattern::new("arith.xori", "XOrIOfExtUI", |op, rw| of_ext(op, rw, "arith.extui")).with_benefit(3));
    set.add(FnPattern::new("arith.xori", "XOrIOfExtSI", |op, rw| of_ext(op, rw, "arith.extsi")).with_benefit(3));
}

pub fn andi(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.andi", "AndOfExtUI", |op, rw| of_ext(op, rw, "arith.extui")).with_benefit(3));
    set.add(FnPattern::new("arith.andi", "AndOfExtSI", |op, rw| of_ext(op, rw, "arith.extsi")).with_benefit(3));
}

pub fn ori(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.ori", "OrOfExtUI", |op, rw| of_ext(op, rw, "arith.extui")).with_benefit(3));
    set.add(FnPattern::new("arith.ori", "OrOfExtSI", |op, rw| of_ext(op, rw, "arith.extsi")).with_benefit(3));
}

pub fn cmpi(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.cmpi", "CmpIExtSI", |op, rw| cmpi_of_ext(op, rw, "arith.extsi")).with_benefit(3));
    set.add(FnPattern::new("arith.cmpi", "CmpIExtUI", |op, rw| cmpi_of_ext(op, rw, "arith.extui")).with_benefit(3));
}

pub fn index_cast(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.index_cast", "IndexCastOfIndexCast", cast_of_same_cast).with_benefit(2));
    set.add(
        FnPattern::new("arith.index_cast", "IndexCastOfExtSI", |op, rw| cast_of(op, rw, "arith.extsi", None))
            .with_benefit(2),
    );
}

pub fn index_castui(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.index_castui", "IndexCastUIOfIndexCastUI", cast_of_same_cast).with_benefit(2));
    set.add(
        FnPattern::new("arith.index_castui", "IndexCastUIOfExtUI", |op, rw| cast_of(op, rw, "arith.extui", None))
            .with_benefit(2),
    );
}

pub fn bitcast(_: &Context, set: &mut PatternSet) {
    set.add(
        FnPattern::new("arith.bitcast", "BitcastOfBitcast", |op, rw| cast_of(op, rw, "arith.bitcast", None))
            .with_benefit(2),
    );
}

pub fn extsi(_: &Context, set: &mut PatternSet) {
    set.add(
        FnPattern::new("arith.extsi", "ExtSIOfExtUI", |op, rw| cast_of(op, rw, "arith.extui", Some("arith.extui")))
            .with_benefit(2),
    );
}

pub fn addui_extended(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.addui_extended", "AddUIExtendedToAddI", |op, rw| {
        extended_to_plain(op, rw, "arith.addi")
    }));
}

pub fn mulsi_extended(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.mulsi_extended", "MulSIExtendedToMulI", |op, rw| {
        extended_to_plain(op, rw, "arith.muli")
    }));
    set.add(FnPattern::new("arith.mulsi_extended", "MulSIExtendedRHSOne", mulsi_extended_rhs_one));
}

pub fn mului_extended(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.mului_extended", "MulUIExtendedToMulI", |op, rw| {
        extended_to_plain(op, rw, "arith.muli")
    }));
}

pub fn select(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.select", "RedundantSelectFalse", redundant_select_false).with_benefit(2));
    set.add(FnPattern::new("arith.select", "RedundantSelectTrue", redundant_select_true).with_benefit(2));
    set.add(FnPattern::new("arith.select", "SelectNotCond", select_not_cond).with_benefit(2));
    set.add(FnPattern::new("arith.select", "SelectI1ToNot", select_i1_to_not));
    set.add(FnPattern::new("arith.select", "SelectToExtUI", select_to_extui));
}

pub fn trunci(_: &Context, set: &mut PatternSet) {
    set.add(
        FnPattern::new("arith.trunci", "TruncIExtSIToExtSI", |op, rw| trunci_of_ext(op, rw, "arith.extsi"))
            .with_benefit(2),
    );
    set.add(
        FnPattern::new("arith.trunci", "TruncIExtUIToExtUI", |op, rw| trunci_of_ext(op, rw, "arith.extui"))
            .with_benefit(2),
    );
    set.add(FnPattern::new("arith.trunci", "TruncIShrSIToTrunciShrUI", trunci_of_shrsi).with_benefit(2));
}

pub fn truncf(_: &Context, set: &mut PatternSet) {
    set.add(
        FnPattern::new("arith.truncf", "TruncFSIToFPToSIToFP", |op, rw| truncf_of_itofp(op, rw, "arith.sitofp"))
            .with_benefit(2),
    );
    set.add(
        FnPattern::new("arith.truncf", "TruncFUIToFPToUIToFP", |op, rw| truncf_of_itofp(op, rw, "arith.uitofp"))
            .with_benefit(2),
    );
}

pub fn mulf(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.mulf", "MulFOfNegF", of_two_negf).with_benefit(3));
}

pub fn divf(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.divf", "DivFOfNegF", of_two_negf).with_benefit(3));
}

pub fn cmpf(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("arith.cmpf", "CmpFIntToFPConst", cmpf_int_to_fp_const));
}

// ---- matching helpers ----

/// The op defining `v`, if it is named `name`.
fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    strata_rewrite::matchers::defined_by(rw.ctx(), rw.body(), v, name)
}

/// DRR's `ConstantLikeMatcher APIntAttr`: a scalar integer/index constant.
fn int_const(rw: &mut Rewriter<'_>, v: Value) -> Option<ApInt> {
    let ctx = rw.ctx();
    let attr = constant_of(ctx, rw.body(), v)?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The constant attribute of `v` (any kind), for `AnyAttr` matchers.
fn any_const(rw: &mut Rewriter<'_>, v: Value) -> Option<Attribute> {
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

fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body().operand(op, i)
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    let body = rw.body();
    body.value_type(body.results(op)[0])
}

/// Overflow flags of an op as bits (nsw = 1, nuw = 2).
fn overflow(rw: &Rewriter<'_>, op: OpId) -> u8 {
    let flags: crate::IntegerOverflowFlags = crate::elementwise::flags(rw.ctx(), rw.body(), op, "overflowFlags");
    (flags.0 & 3) as u8
}

fn overflow_attr(ctx: &Context, bits: u8) -> Attribute {
    ctx.dialect_attr(crate::IntegerOverflowFlags(u32::from(bits & 3)))
}

fn fused(rw: &Rewriter<'_>, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| rw.body().op_loc(o)).collect();
    rw.ctx().fused_loc(&locs)
}

// ---- building helpers ----

/// A new `arith.constant` of integer `value` typed `ty`.
fn constant(rw: &mut Rewriter<'_>, ty: Type, value: ApInt, loc: Location) -> Value {
    let ctx = rw.ctx();
    let attr = ctx.intern_attr(AttrKind::Integer { ty, value });
    let op = rw.create(OperationState::constant(ctx, "arith.constant", attr, ty, loc));
    rw.body().results(op)[0]
}

/// A new binary integer op; `flags` for the ops that carry overflow flags.
fn binary(
    rw: &mut Rewriter<'_>,
    name: &str,
    (lhs, rhs): (Value, Value),
    ty: Type,
    flags: Option<u8>,
    loc: Location,
) -> Value {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend([lhs, rhs]);
    state.result_types.push(ty);
    if let Some(bits) = flags {
        state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("overflowFlags"), overflow_attr(ctx, bits))]));
    }
    let op = rw.create(state);
    rw.body().results(op)[0]
}

/// A new one-operand op (casts, extensions).
fn unary(rw: &mut Rewriter<'_>, name: &str, input: Value, ty: Type, loc: Location) -> Value {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend([input]);
    state.result_types.push(ty);
    let op = rw.create(state);
    rw.body().results(op)[0]
}

fn replace(rw: &mut Rewriter<'_>, op: OpId, v: Value) -> bool {
    rw.replace_op(op, &[v]);
    true
}
/// Replaces `op` with a new `arith.cmpi pred, a, b` of `op`'s result type.
fn replace_with_cmpi(rw: &mut Rewriter<'_>, op: OpId, pred: Attribute, (a, b): (Value, Value), loc: Location) -> bool {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name("arith.cmpi"), loc);
    state.operands.extend([a, b]);
    state.result_types.push(result_type(rw, op));
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("predicate"), pred)]));
    let new = rw.create(state);
    let v = rw.body().results(new)[0];
    replace(rw, op, v)
}
