//! The integer patterns: `addi`/`subi`/`muli` chains with constants,
//! bitwise ops and `cmpi` of extensions, cast chains, the extended
//! add/multiplies and `trunci` of extensions and shifts
//! (`ArithCanonicalization.td`).

use strata_ir::{ApInt, AttrKind, OpClass, OpId, TypeKind, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::Rewriter;

use super::{
    any_const, constant, constant_attr, def, fused, int_const, is_neg_one, operand, overflow, replace,
    replace_with_cmpi, result_type, Binary, Cast,
};
use crate::*;

// ---- addi / subi / muli chains with constants ----

/// A matched chain: the inner op, x, c0, c1, and the op DRR's location
/// takes after the root.
type Chain<Inner> = (Inner, Value, ApInt, ApInt, OpId);

/// `root(inner(x, c0), c1)` or `root(inner(c0, x), c1)` (`inner_const_lhs`).
fn chain<Inner: OpClass>(rw: &mut Rewriter<'_>, op: impl OpClass, inner_const_lhs: bool) -> Option<Chain<Inner>> {
    let inner_op: Inner = def(rw, operand(rw, op, 0))?;
    let c1 = int_const(rw, operand(rw, op, 1))?;
    let (x, c) = if inner_const_lhs { (1, 0) } else { (0, 1) };
    let c0 = int_const(rw, operand(rw, inner_op, c))?;
    // DRR's location: the root, then the first matched constant's op.
    let second = rw.body().defining_op(operand(rw, inner_op, c))?;
    Some((inner_op, operand(rw, inner_op, x), c0, c1, second))
}

/// `root(c1, inner(x, c0))` / `root(c1, inner(c0, x))`.
fn chain_rhs<Inner: OpClass>(rw: &mut Rewriter<'_>, op: impl OpClass, inner_const_lhs: bool) -> Option<Chain<Inner>> {
    let c1 = int_const(rw, operand(rw, op, 0))?;
    let second = rw.body().defining_op(operand(rw, op, 0))?;
    let inner_op: Inner = def(rw, operand(rw, op, 1))?;
    let (x, c) = if inner_const_lhs { (1, 0) } else { (0, 1) };
    let c0 = int_const(rw, operand(rw, inner_op, c))?;
    Some((inner_op, operand(rw, inner_op, x), c0, c1, second))
}

/// Builds `New(x, const)` or `New(const, x)` for a matched chain and
/// replaces the root.
fn rebuild<New: Binary>(
    rw: &mut Rewriter<'_>,
    op: impl OpClass,
    second: OpId,
    (x, c, const_lhs): (Value, ApInt, bool),
    flags: u8,
) -> bool {
    let ty = result_type(rw, op);
    let loc = fused(rw, &[op.op(), second]);
    let k = constant(rw, ty, c, loc);
    let operands = if const_lhs { (k, x) } else { (x, k) };
    let v = New::build2(rw, loc, operands, ty, flags);
    replace(rw, op, v)
}

fn merged(rw: &Rewriter<'_>, a: impl OpClass, b: impl OpClass) -> u8 {
    overflow(rw, a) & overflow(rw, b)
}

pub(super) fn add_add_constant(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<AddIOp>(rw, op, false) else { return false };
    let f = merged(rw, op, inner);
    rebuild::<AddIOp>(rw, op, second, (x, c0.add(&c1), false), f)
}

pub(super) fn add_sub_constant_rhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<SubIOp>(rw, op, false) else { return false };
    let f = merged(rw, op, inner);
    rebuild::<AddIOp>(rw, op, second, (x, c1.sub(&c0), false), f)
}

pub(super) fn add_sub_constant_lhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<SubIOp>(rw, op, true) else { return false };
    let f = merged(rw, op, inner);
    rebuild::<SubIOp>(rw, op, second, (x, c0.add(&c1), true), f)
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (rhs) and `addi(muli(x, -1), y) -> subi(y, x)`.
fn add_mul_neg_one(op: AddIOp, rw: &mut Rewriter<'_>, mul_operand: usize) -> bool {
    let Some(mul) = def::<MulIOp>(rw, operand(rw, op, mul_operand)) else { return false };
    let Some(c) = any_const(rw, operand(rw, mul, 1)) else { return false };
    if !is_neg_one(rw.ctx(), c) {
        return false;
    }
    let other = operand(rw, op, 1 - mul_operand);
    let y = operand(rw, mul, 0);
    let ty = result_type(rw, op);
    let Some(k) = rw.body().defining_op(operand(rw, mul, 1)) else { return false };
    let loc = fused(rw, &[op.op(), k]);
    let v = SubIOp::build2(rw, loc, (other, y), ty, 0);
    replace(rw, op, v)
}

pub(super) fn add_mul_neg_one_rhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 1)
}

pub(super) fn add_mul_neg_one_lhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 0)
}

pub(super) fn sub_rhs_add_constant(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((_, x, c0, c1, second)) = chain::<AddIOp>(rw, op, false) else { return false };
    // Upstream drops the flags here (a TODO in its pattern).
    rebuild::<AddIOp>(rw, op, second, (x, c0.sub(&c1), false), 0)
}

pub(super) fn sub_lhs_add_constant(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs::<AddIOp>(rw, op, false) else { return false };
    let f = merged(rw, inner, op);
    rebuild::<SubIOp>(rw, op, second, (x, c1.sub(&c0), true), f)
}

pub(super) fn sub_rhs_sub_constant_rhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<SubIOp>(rw, op, false) else { return false };
    let f = merged(rw, inner, op);
    rebuild::<SubIOp>(rw, op, second, (x, c0.add(&c1), false), f)
}

pub(super) fn sub_rhs_sub_constant_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<SubIOp>(rw, op, true) else { return false };
    let f = merged(rw, inner, op);
    rebuild::<SubIOp>(rw, op, second, (x, c0.sub(&c1), true), f)
}

pub(super) fn sub_lhs_sub_constant_rhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs::<SubIOp>(rw, op, false) else { return false };
    let f = merged(rw, inner, op);
    rebuild::<SubIOp>(rw, op, second, (x, c0.add(&c1), true), f)
}

pub(super) fn sub_lhs_sub_constant_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs::<SubIOp>(rw, op, true) else { return false };
    let f = merged(rw, inner, op);
    rebuild::<AddIOp>(rw, op, second, (x, c1.sub(&c0), false), f)
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
pub(super) fn sub_sub_lhs_rhs_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<SubIOp>(rw, op.lhs(rw.body())) else { return false };
    if inner.lhs(rw.body()) != op.rhs(rw.body()) {
        return false;
    }
    let y = inner.rhs(rw.body());
    let ty = rw.body().value_type(y);
    // `getZeroAttr` is a splat for a vector or tensor; strata declines a
    // dynamic shape, where upstream builds an invalid constant.
    let Some(zero) = crate::elementwise::zero_attr(rw.ctx(), ty) else { return false };
    let f = merged(rw, inner, op);
    let loc = fused(rw, &[op.op(), inner.op()]);
    let k = constant_attr(rw, ty, zero, loc);
    let rty = result_type(rw, op);
    let v = SubIOp::build2(rw, loc, (k, y), rty, f);
    replace(rw, op, v)
}

pub(super) fn mul_mul_constant(op: MulIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain::<MulIOp>(rw, op, false) else { return false };
    // Upstream also requires both constants to have the result's type.
    let ty = result_type(rw, op);
    let ctx = rw.ctx();
    let typed = |rw: &Rewriter<'_>, v: Value| {
        constant_of(ctx, rw.body(), v)
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { ty: t, .. } if *t == ty))
    };
    if !typed(rw, operand(rw, op, 1)) || !typed(rw, operand(rw, inner, 1)) {
        return false;
    }
    let f = merged(rw, inner, op);
    rebuild::<MulIOp>(rw, op, second, (x, c0.mul(&c1), false), f)
}

// ---- bitwise ops, comparisons, casts ----

/// The inverse of a `cmpi` predicate (upstream's `invertPredicate`).
fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match p {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Slt => P::Sge,
        P::Sle => P::Sgt,
        P::Sgt => P::Sle,
        P::Sge => P::Slt,
        P::Ult => P::Uge,
        P::Ule => P::Ugt,
        P::Ugt => P::Ule,
        P::Uge => P::Ult,
    }
}

/// `xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)`.
pub(super) fn xor_not_cmpi(op: XOrIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cmp) = def::<CmpIOp>(rw, op.lhs(rw.body())) else { return false };
    let Some(one) = any_const(rw, op.rhs(rw.body())) else { return false };
    let ctx = rw.ctx();
    let is_true = matches!(ctx.attr_kind(one), AttrKind::Integer { ty, value }
        if matches!(ctx.type_kind(*ty), strata_ir::TypeKind::Integer { width: 1, .. }) && value.is_one());
    if !is_true {
        return false;
    }
    let Some(pred) = cmp.predicate(ctx, rw.body()) else { return false };
    let loc = fused(rw, &[op.op(), cmp.op()]);
    let (a, b) = (cmp.lhs(rw.body()), cmp.rhs(rw.body()));
    replace_with_cmpi(rw, op, invert_predicate(pred), (a, b), loc)
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when x and y have one type.
pub(super) fn of_ext<Op: Binary, Ext: Cast>(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let (Some(a), Some(b)) = (def::<Ext>(rw, operand(rw, op, 0)), def::<Ext>(rw, operand(rw, op, 1))) else {
        return false;
    };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    let body = rw.body();
    let xty = body.value_type(x);
    if xty != body.value_type(y) {
        return false;
    }
    let loc = fused(rw, &[op.op(), a.op(), b.op()]);
    let inner = Op::build2(rw, loc, (x, y), xty, 0);
    let rty = result_type(rw, op);
    let v = Ext::build1(rw, loc, inner, rty);
    replace(rw, op, v)
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` when a and b have one type.
pub(super) fn cmpi_of_ext<Ext: Cast>(op: CmpIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(pred) = op.predicate(rw.ctx(), rw.body()) else { return false };
    if !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return false;
    }
    let (Some(a), Some(b)) = (def::<Ext>(rw, op.lhs(rw.body())), def::<Ext>(rw, op.rhs(rw.body()))) else {
        return false;
    };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    if rw.body().value_type(x) != rw.body().value_type(y) {
        return false;
    }
    let loc = fused(rw, &[op.op(), a.op(), b.op()]);
    replace_with_cmpi(rw, op, pred, (x, y), loc)
}

/// `cast(cast(x)) -> x` when the outer result type is x's type.
pub(super) fn cast_of_same_cast<Op: Cast>(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<Op>(rw, operand(rw, op, 0)) else { return false };
    let x = operand(rw, inner, 0);
    if result_type(rw, op) != rw.body().value_type(x) {
        return false;
    }
    replace(rw, op, x)
}

/// `cast(inner(x)) -> new(x)`.
pub(super) fn cast_of<Op: OpClass, Inner: OpClass, New: Cast>(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<Inner>(rw, operand(rw, op, 0)) else { return false };
    let x = operand(rw, inner, 0);
    let loc = fused(rw, &[op.op(), inner.op()]);
    let ty = result_type(rw, op);
    let v = New::build1(rw, loc, x, ty);
    replace(rw, op, v)
}

/// `*_extended(x, y) -> [plain(x, y), x]` when the second result is unused.
pub(super) fn extended_to_plain<Op: OpClass, Plain: Binary>(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    if !body.uses(body.results(op.op())[1]).is_empty() {
        return false;
    }
    let (x, y) = (operand(rw, op, 0), operand(rw, op, 1));
    let ty = result_type(rw, op);
    let loc = rw.body().op_loc(op.op());
    let v = Plain::build2(rw, loc, (x, y), ty, 0);
    rw.replace_op(op.op(), &[v, x]);
    true
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`: the high half of
/// `x * 1` is `x`'s sign.
pub(super) fn mulsi_extended_rhs_one(op: MulSIExtendedOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(c) = any_const(rw, op.rhs(rw.body())) else { return false };
    // IsScalarOrSplatOne: strictly positive and 1, so not `i1`'s `true`.
    let one = crate::elementwise::splat_int(ctx, Some(c)).is_some_and(|v| !v.is_negative() && v.is_one());
    if !one {
        return false;
    }
    let x = op.lhs(rw.body());
    let ty = rw.body().value_type(x);
    let Some(zero) = crate::elementwise::zero_attr(ctx, ty) else { return false };
    let loc = rw.body().op_loc(op.op());
    let k = constant_attr(rw, ty, zero, loc);
    let i1 = crate::elementwise::i1_same_shape(ctx, ty);
    let cmp = CmpIOp::build(rw, loc, x, k, i1, CmpIPredicate::Slt).result(rw.body());
    let high = ExtSIOp::build1(rw, loc, cmp, ty);
    rw.replace_op(op.op(), &[x, high]);
    true
}

/// `getScalarOrElementWidth`: the width of an integer or float (element)
/// type; none for anything else (`index` included).
fn scalar_width(rw: &Rewriter<'_>, v: Value) -> Option<u32> {
    let ctx = rw.ctx();
    match ctx.type_kind(ctx.element_type_or_self(rw.body().value_type(v))) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `trunci(ext(x)) -> ext(x)` when the truncation drops only extension
/// bits: `x` narrower than the result, the result narrower than the
/// extension (the fold handles the other orders).
pub(super) fn trunci_of_ext<Ext: Cast>(op: TruncIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def::<Ext>(rw, op.r#in(rw.body())) else { return false };
    let widths = (
        scalar_width(rw, rw.body().results(inner.op())[0]),
        scalar_width(rw, op.out(rw.body())),
        scalar_width(rw, operand(rw, inner, 0)),
    );
    let (Some(e), Some(t), Some(x)) = widths else { return false };
    if !(e > t && t > x && x > 0) {
        return false;
    }
    cast_of::<TruncIOp, Ext, Ext>(op, rw)
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is exactly the
/// number of truncated bits: the sign bits shifted in are dropped anyway.
pub(super) fn trunci_of_shrsi(op: TruncIOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(shr) = def::<ShRSIOp>(rw, op.r#in(rw.body())) else { return false };
    let (x, amount) = (shr.lhs(rw.body()), shr.rhs(rw.body()));
    let Some(c) = any_const(rw, amount) else { return false };
    let ctx = rw.ctx();
    let Some(shift) = crate::elementwise::splat_int(ctx, Some(c)).and_then(ApInt::to_u64) else { return false };
    let (Some(xw), Some(tw)) = (scalar_width(rw, x), scalar_width(rw, op.out(rw.body()))) else {
        return false;
    };
    let Some(c_ty) = strata_syntax::format::attr_value_type(ctx, c) else { return false };
    if u64::from(xw.saturating_sub(tw)) != shift {
        return false;
    }
    let Some(k_op) = rw.body().defining_op(amount) else { return false };
    let loc = fused(rw, &[op.op(), k_op]);
    let k = constant_attr(rw, c_ty, c, loc);
    let x_ty = rw.body().value_type(x);
    let shrui = ShRUIOp::build(rw, loc, x, k, x_ty, None).result(rw.body());
    let flags = op.overflow_flags(ctx, rw.body());
    let ty = result_type(rw, op);
    let v = TruncIOp::build(rw, loc, shrui, ty, flags).out(rw.body());
    replace(rw, op, v)
}
