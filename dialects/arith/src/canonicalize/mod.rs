//! Canonicalization patterns of the arith ops (upstream's
//! `ArithCanonicalization.td` DRR patterns), wired by the generated
//! `OpInfo`s through `strata_rewrite::CanonicalizationPatterns` and
//! collected by the `canonicalize` pass.
//!
//! Each pattern keeps upstream's name (for `disable-patterns` and traces),
//! its benefit (DRR's: the number of ops in the source pattern) and its
//! place in the op's list (ties run in that order). Rewrites build their
//! ops as DRR's generated code does: nested ops first, right before the
//! root, at the fused location of the matched ops; then the root is
//! replaced. Constants are matched as DRR's `ConstantLikeMatcher
//! APIntAttr` does: a ConstantLike op whose value is a scalar integer or
//! index attribute.
//!
//! Ops whose upstream patterns are not written yet add none, which is
//! always correct (listed in `no_canonicalization_patterns_yet!`).

use strata_ir::{ApInt, AttrKind, Attribute, Context, Location, OpId, OperationState, Type, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

strata_rewrite::no_canonicalization_patterns_yet! {
    cmpf, divf, mulf, truncf, trunci,
}

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
}

// ---- matching helpers ----

/// The op defining `v`, if it is named `name`.
fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    strata_rewrite::matchers::defined_by(rw.ctx(), rw.body(), v, name)
}

/// DRR's `ConstantLikeMatcher APIntAttr`: a scalar integer/index constant.
fn int_const(rw: &mut Rewriter<'_>, v: Value) -> Option<ApInt> {
    let ctx = rw.ctx();
    let attr = rw.with_body(|b| constant_of(ctx, b, v))?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The constant attribute of `v` (any kind), for `AnyAttr` matchers.
fn any_const(rw: &mut Rewriter<'_>, v: Value) -> Option<Attribute> {
    let ctx = rw.ctx();
    rw.with_body(|b| constant_of(ctx, b, v))
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
    let ctx = rw.ctx();
    let Some(flags) = rw.body().properties(op).and_then(|p| ctx.dict_get(p, "overflowFlags")) else { return 0 };
    match ctx.attr_kind(flags) {
        AttrKind::Opaque { body, .. } => u8::from(body.contains("nsw")) | (u8::from(body.contains("nuw")) << 1),
        _ => 0,
    }
}

fn overflow_attr(ctx: &Context, bits: u8) -> Attribute {
    let text = match bits & 3 {
        0 => "overflow<none>",
        1 => "overflow<nsw>",
        2 => "overflow<nuw>",
        _ => "overflow<nsw, nuw>",
    };
    strata_ir::op_checks::dialect_attr(ctx, "arith", text)
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

// ---- addi / subi / muli chains with constants ----

/// A matched chain: the inner op, x, c0, c1, and the op DRR's location
/// takes after the root.
type Chain = (OpId, Value, ApInt, ApInt, OpId);

/// `root(inner(x, c0), c1)` or `root(inner(c0, x), c1)` (`inner_const_lhs`).
fn chain(rw: &mut Rewriter<'_>, op: OpId, inner: &str, inner_const_lhs: bool) -> Option<Chain> {
    let inner_op = def(rw, operand(rw, op, 0), inner)?;
    let c1 = int_const(rw, operand(rw, op, 1))?;
    let (x, c) = if inner_const_lhs { (1, 0) } else { (0, 1) };
    let c0 = int_const(rw, operand(rw, inner_op, c))?;
    // DRR's location: the root, then the first matched constant's op.
    let second = rw.body().defining_op(operand(rw, inner_op, c))?;
    Some((inner_op, operand(rw, inner_op, x), c0, c1, second))
}

/// `root(c1, inner(x, c0))` / `root(c1, inner(c0, x))`.
fn chain_rhs(rw: &mut Rewriter<'_>, op: OpId, inner: &str, inner_const_lhs: bool) -> Option<Chain> {
    let c1 = int_const(rw, operand(rw, op, 0))?;
    let second = rw.body().defining_op(operand(rw, op, 0))?;
    let inner_op = def(rw, operand(rw, op, 1), inner)?;
    let (x, c) = if inner_const_lhs { (1, 0) } else { (0, 1) };
    let c0 = int_const(rw, operand(rw, inner_op, c))?;
    Some((inner_op, operand(rw, inner_op, x), c0, c1, second))
}

/// Builds `name(x, const)` or `name(const, x)` for a matched chain and
/// replaces the root.
fn rebuild(
    rw: &mut Rewriter<'_>,
    op: OpId,
    second: OpId,
    name: &str,
    (x, c, const_lhs): (Value, ApInt, bool),
    flags: u8,
) -> bool {
    let ty = result_type(rw, op);
    let loc = fused(rw, &[op, second]);
    let k = constant(rw, ty, c, loc);
    let operands = if const_lhs { (k, x) } else { (x, k) };
    let v = binary(rw, name, operands, ty, Some(flags), loc);
    replace(rw, op, v)
}

fn merged(rw: &Rewriter<'_>, a: OpId, b: OpId) -> u8 {
    overflow(rw, a) & overflow(rw, b)
}

fn add_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.addi", false) else { return false };
    let f = merged(rw, op, inner);
    rebuild(rw, op, second, "arith.addi", (x, c0.add(&c1), false), f)
}

fn add_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, op, inner);
    rebuild(rw, op, second, "arith.addi", (x, c1.sub(&c0), false), f)
}

fn add_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", true) else { return false };
    let f = merged(rw, op, inner);
    rebuild(rw, op, second, "arith.subi", (x, c0.add(&c1), true), f)
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (rhs) and `addi(muli(x, -1), y) -> subi(y, x)`.
fn add_mul_neg_one(op: OpId, rw: &mut Rewriter<'_>, mul_operand: usize) -> bool {
    let Some(mul) = def(rw, operand(rw, op, mul_operand), "arith.muli") else { return false };
    let Some(c) = any_const(rw, operand(rw, mul, 1)) else { return false };
    if !is_neg_one(rw.ctx(), c) {
        return false;
    }
    let other = operand(rw, op, 1 - mul_operand);
    let y = operand(rw, mul, 0);
    let ty = result_type(rw, op);
    let Some(k) = rw.body().defining_op(operand(rw, mul, 1)) else { return false };
    let loc = fused(rw, &[op, k]);
    let v = binary(rw, "arith.subi", (other, y), ty, Some(0), loc);
    replace(rw, op, v)
}

fn add_mul_neg_one_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 1)
}

fn add_mul_neg_one_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 0)
}

fn sub_rhs_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((_, x, c0, c1, second)) = chain(rw, op, "arith.addi", false) else { return false };
    // Upstream drops the flags here (a TODO in its pattern).
    rebuild(rw, op, second, "arith.addi", (x, c0.sub(&c1), false), 0)
}

fn sub_lhs_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.addi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c1.sub(&c0), true), f)
}

fn sub_rhs_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.add(&c1), false), f)
}

fn sub_rhs_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", true) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.sub(&c1), true), f)
}

fn sub_lhs_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.add(&c1), true), f)
}

fn sub_lhs_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.subi", true) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.addi", (x, c1.sub(&c0), false), f)
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
fn sub_sub_lhs_rhs_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.subi") else { return false };
    if operand(rw, inner, 0) != operand(rw, op, 1) {
        return false;
    }
    let y = operand(rw, inner, 1);
    let ty = rw.body().value_type(y);
    let Some(zero) = zero_attr(rw.ctx(), ty) else { return false };
    let f = merged(rw, inner, op);
    let loc = fused(rw, &[op, inner]);
    let ctx = rw.ctx();
    let k = rw.create(OperationState::constant(ctx, "arith.constant", zero, ty, loc));
    let k = rw.body().results(k)[0];
    let rty = result_type(rw, op);
    let v = binary(rw, "arith.subi", (k, y), rty, Some(f), loc);
    replace(rw, op, v)
}

/// `getZeroAttr(ty)` for integer and index types (and splats of them).
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let width = match ctx.type_kind(ty) {
        strata_ir::TypeKind::Integer { width, .. } => *width,
        strata_ir::TypeKind::Index => 64,
        _ => return None,
    };
    Some(ctx.intern_attr(AttrKind::Integer { ty, value: ApInt::zero(width) }))
}

fn mul_mul_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.muli", false) else { return false };
    // Upstream also requires both constants to have the result's type.
    let ty = result_type(rw, op);
    let ctx = rw.ctx();
    let typed = |rw: &mut Rewriter<'_>, v: Value| {
        rw.with_body(|b| constant_of(ctx, b, v))
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { ty: t, .. } if *t == ty))
    };
    if !typed(rw, operand(rw, op, 1)) || !typed(rw, operand(rw, inner, 1)) {
        return false;
    }
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.muli", (x, c0.mul(&c1), false), f)
}

// ---- bitwise ops, comparisons, casts ----

/// The inverse of a `cmpi` predicate (eq 0, ne 1, slt 2, sle 3, sgt 4,
/// sge 5, ult 6, ule 7, ugt 8, uge 9).
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
fn xor_not_cmpi(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(cmp) = def(rw, operand(rw, op, 0), "arith.cmpi") else { return false };
    let Some(one) = any_const(rw, operand(rw, op, 1)) else { return false };
    let ctx = rw.ctx();
    let is_true = matches!(ctx.attr_kind(one), AttrKind::Integer { ty, value }
        if matches!(ctx.type_kind(*ty), strata_ir::TypeKind::Integer { width: 1, .. }) && value.is_one());
    if !is_true {
        return false;
    }
    let Some(pred) = rw.body().properties(cmp).and_then(|p| ctx.dict_get(p, "predicate")) else { return false };
    let AttrKind::Integer { ty: pty, value } = ctx.attr_kind(pred) else { return false };
    let Some(p) = value.to_i64() else { return false };
    let new_pred = ctx.intern_attr(AttrKind::Integer { ty: *pty, value: ApInt::from_i64(64, invert_predicate(p)) });
    let loc = fused(rw, &[op, cmp]);
    let (a, b) = (operand(rw, cmp, 0), operand(rw, cmp, 1));
    replace_with_cmpi(rw, op, new_pred, (a, b), loc)
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

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when x and y have one type.
fn of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let (Some(a), Some(b)) = (def(rw, operand(rw, op, 0), ext), def(rw, operand(rw, op, 1), ext)) else { return false };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    let body = rw.body();
    let xty = body.value_type(x);
    if xty != body.value_type(y) {
        return false;
    }
    let name = rw.ctx().op_name_str(body.op_name(op)).to_string();
    let loc = fused(rw, &[op, a, b]);
    let inner = binary(rw, &name, (x, y), xty, None, loc);
    let rty = result_type(rw, op);
    let v = unary(rw, ext, inner, rty, loc);
    replace(rw, op, v)
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when a and b have one type.
fn cmpi_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let ctx = rw.ctx();
    let Some(pred) = rw.body().properties(op).and_then(|p| ctx.dict_get(p, "predicate")) else { return false };
    let is_eq_ne =
        matches!(ctx.attr_kind(pred), AttrKind::Integer { value, .. } if value.to_i64().is_some_and(|p| p <= 1));
    if !is_eq_ne {
        return false;
    }
    let (Some(a), Some(b)) = (def(rw, operand(rw, op, 0), ext), def(rw, operand(rw, op, 1), ext)) else { return false };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    if rw.body().value_type(x) != rw.body().value_type(y) {
        return false;
    }
    let loc = fused(rw, &[op, a, b]);
    replace_with_cmpi(rw, op, pred, (x, y), loc)
}

/// `cast(cast(x)) -> x` when the outer result type is x's type.
fn cast_of_same_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let name = rw.ctx().op_name_str(rw.body().op_name(op)).to_string();
    let Some(inner) = def(rw, operand(rw, op, 0), &name) else { return false };
    let x = operand(rw, inner, 0);
    if result_type(rw, op) != rw.body().value_type(x) {
        return false;
    }
    replace(rw, op, x)
}

/// `cast(inner(x)) -> new(x)`: `new` is the root's op name unless given.
fn cast_of(op: OpId, rw: &mut Rewriter<'_>, inner_name: &str, new: Option<&str>) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), inner_name) else { return false };
    let name = match new {
        Some(n) => n.to_string(),
        None => rw.ctx().op_name_str(rw.body().op_name(op)).to_string(),
    };
    let x = operand(rw, inner, 0);
    let loc = fused(rw, &[op, inner]);
    let ty = result_type(rw, op);
    let v = unary(rw, &name, x, ty, loc);
    replace(rw, op, v)
}

/// `*_extended(x, y) -> [plain(x, y), x]` when the second result is unused.
fn extended_to_plain(op: OpId, rw: &mut Rewriter<'_>, plain: &str) -> bool {
    let body = rw.body();
    if !body.uses(body.results(op)[1]).is_empty() {
        return false;
    }
    let (x, y) = (operand(rw, op, 0), operand(rw, op, 1));
    let ty = result_type(rw, op);
    let loc = rw.body().op_loc(op);
    let v = binary(rw, plain, (x, y), ty, Some(0), loc);
    rw.replace_op(op, &[v, x]);
    true
}

// ---- select ----

fn select_parts(rw: &Rewriter<'_>, op: OpId) -> (Value, Value, Value) {
    (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2))
}

fn new_select(rw: &mut Rewriter<'_>, op: OpId, (c, a, b): (Value, Value, Value), loc: Location) -> bool {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name("arith.select"), loc);
    state.operands.extend([c, a, b]);
    state.result_types.push(result_type(rw, op));
    let new = rw.create(state);
    let v = rw.body().results(new)[0];
    replace(rw, op, v)
}

/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
fn redundant_select_false(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, f) = select_parts(rw, op);
    let Some(inner) = def(rw, f, "arith.select") else { return false };
    if operand(rw, inner, 0) != p {
        return false;
    }
    let c = operand(rw, inner, 2);
    let loc = fused(rw, &[op, inner]);
    new_select(rw, op, (p, a, c), loc)
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)`.
fn redundant_select_true(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, t, c) = select_parts(rw, op);
    let Some(inner) = def(rw, t, "arith.select") else { return false };
    if operand(rw, inner, 0) != p {
        return false;
    }
    let a = operand(rw, inner, 1);
    let loc = fused(rw, &[op, inner]);
    new_select(rw, op, (p, a, c), loc)
}

/// `select(xori(p, -1), a, b) -> select(p, b, a)`.
fn select_not_cond(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (c, a, b) = select_parts(rw, op);
    let Some(not) = def(rw, c, "arith.xori") else { return false };
    let Some(ones) = int_const(rw, operand(rw, not, 1)) else { return false };
    if !ones.is_all_ones() {
        return false;
    }
    let p = operand(rw, not, 0);
    let Some(k) = rw.body().defining_op(operand(rw, not, 1)) else { return false };
    let loc = fused(rw, &[op, k]);
    new_select(rw, op, (p, b, a), loc)
}

/// `select(p, false, true) -> xori(p, true)`.
fn select_i1_to_not(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, b) = select_parts(rw, op);
    let ctx = rw.ctx();
    let bit = |rw: &mut Rewriter<'_>, v: Value, want: bool| {
        any_const(rw, v).is_some_and(|k| {
            matches!(ctx.attr_kind(k), AttrKind::Integer { ty, value }
            if matches!(ctx.type_kind(*ty), strata_ir::TypeKind::Integer { width: 1, .. }) && value.is_one() == want)
        })
    };
    if !bit(rw, a, false) || !bit(rw, b, true) {
        return false;
    }
    let i1 = ctx.integer_type(1);
    let loc = rw.body().op_loc(op);
    let one = constant(rw, i1, ApInt::from_i64(1, 1), loc);
    let v = binary(rw, "arith.xori", (p, one), i1, None, loc);
    replace(rw, op, v)
}
