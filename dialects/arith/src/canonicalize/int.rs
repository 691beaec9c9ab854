//! The integer patterns: `addi`/`subi`/`muli` chains with constants,
//! bitwise ops and `cmpi` of extensions, cast chains, the extended
//! add/multiplies and `trunci` of extensions and shifts
//! (`ArithCanonicalization.td`).

use strata_ir::{ApInt, AttrKind, OpId, OperationState, TypeKind, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::Rewriter;

use super::{
    any_const, binary, constant, def, fused, int_const, is_neg_one, operand, overflow, replace, replace_with_cmpi,
    result_type, unary,
};

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

pub(super) fn add_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.addi", false) else { return false };
    let f = merged(rw, op, inner);
    rebuild(rw, op, second, "arith.addi", (x, c0.add(&c1), false), f)
}

pub(super) fn add_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, op, inner);
    rebuild(rw, op, second, "arith.addi", (x, c1.sub(&c0), false), f)
}

pub(super) fn add_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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

pub(super) fn add_mul_neg_one_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 1)
}

pub(super) fn add_mul_neg_one_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    add_mul_neg_one(op, rw, 0)
}

pub(super) fn sub_rhs_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((_, x, c0, c1, second)) = chain(rw, op, "arith.addi", false) else { return false };
    // Upstream drops the flags here (a TODO in its pattern).
    rebuild(rw, op, second, "arith.addi", (x, c0.sub(&c1), false), 0)
}

pub(super) fn sub_lhs_add_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.addi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c1.sub(&c0), true), f)
}

pub(super) fn sub_rhs_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.add(&c1), false), f)
}

pub(super) fn sub_rhs_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.subi", true) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.sub(&c1), true), f)
}

pub(super) fn sub_lhs_sub_constant_rhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.subi", false) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.subi", (x, c0.add(&c1), true), f)
}

pub(super) fn sub_lhs_sub_constant_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain_rhs(rw, op, "arith.subi", true) else { return false };
    let f = merged(rw, inner, op);
    rebuild(rw, op, second, "arith.addi", (x, c1.sub(&c0), false), f)
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
pub(super) fn sub_sub_lhs_rhs_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.subi") else { return false };
    if operand(rw, inner, 0) != operand(rw, op, 1) {
        return false;
    }
    let y = operand(rw, inner, 1);
    let ty = rw.body().value_type(y);
    // `getZeroAttr` is a splat for a vector or tensor; strata declines a
    // dynamic shape, where upstream builds an invalid constant.
    let Some(zero) = crate::elementwise::zero_attr(rw.ctx(), ty) else { return false };
    let f = merged(rw, inner, op);
    let loc = fused(rw, &[op, inner]);
    let ctx = rw.ctx();
    let k = rw.create(OperationState::constant(ctx, "arith.constant", zero, ty, loc));
    let k = rw.body().results(k)[0];
    let rty = result_type(rw, op);
    let v = binary(rw, "arith.subi", (k, y), rty, Some(f), loc);
    replace(rw, op, v)
}

pub(super) fn mul_mul_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((inner, x, c0, c1, second)) = chain(rw, op, "arith.muli", false) else { return false };
    // Upstream also requires both constants to have the result's type.
    let ty = result_type(rw, op);
    let ctx = rw.ctx();
    let typed = |rw: &mut Rewriter<'_>, v: Value| {
        constant_of(ctx, rw.body(), v)
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
pub(super) fn xor_not_cmpi(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when x and y have one type.
pub(super) fn of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
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
pub(super) fn cmpi_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
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
pub(super) fn cast_of_same_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let name = rw.ctx().op_name_str(rw.body().op_name(op)).to_string();
    let Some(inner) = def(rw, operand(rw, op, 0), &name) else { return false };
    let x = operand(rw, inner, 0);
    if result_type(rw, op) != rw.body().value_type(x) {
        return false;
    }
    replace(rw, op, x)
}

/// `cast(inner(x)) -> new(x)`: `new` is the root's op name unless given.
pub(super) fn cast_of(op: OpId, rw: &mut Rewriter<'_>, inner_name: &str, new: Option<&str>) -> bool {
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
pub(super) fn extended_to_plain(op: OpId, rw: &mut Rewriter<'_>, plain: &str) -> bool {
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

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`: the high half of
/// `x * 1` is `x`'s sign.
pub(super) fn mulsi_extended_rhs_one(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(c) = any_const(rw, operand(rw, op, 1)) else { return false };
    // IsScalarOrSplatOne: strictly positive and 1, so not `i1`'s `true`.
    let one = crate::elementwise::splat_int(ctx, Some(c)).is_some_and(|v| !v.is_negative() && v.is_one());
    if !one {
        return false;
    }
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    let Some(zero) = crate::elementwise::zero_attr(ctx, ty) else { return false };
    let loc = rw.body().op_loc(op);
    let k = rw.create(OperationState::constant(ctx, "arith.constant", zero, ty, loc));
    let k = rw.body().results(k)[0];
    let slt = ctx.intern_attr(AttrKind::Integer { ty: ctx.integer_type(64), value: ApInt::from_i64(64, 2) });
    let mut cmp = OperationState::new(ctx.op_name("arith.cmpi"), loc);
    cmp.operands.extend([x, k]);
    cmp.result_types.push(crate::elementwise::i1_same_shape(ctx, ty));
    cmp.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("predicate"), slt)]));
    let cmp = rw.create(cmp);
    let cmp = rw.body().results(cmp)[0];
    let high = unary(rw, "arith.extsi", cmp, ty, loc);
    rw.replace_op(op, &[x, high]);
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
pub(super) fn trunci_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), ext) else { return false };
    let widths = (
        scalar_width(rw, rw.body().results(inner)[0]),
        scalar_width(rw, rw.body().results(op)[0]),
        scalar_width(rw, operand(rw, inner, 0)),
    );
    let (Some(e), Some(t), Some(x)) = widths else { return false };
    if !(e > t && t > x && x > 0) {
        return false;
    }
    cast_of(op, rw, ext, Some(ext))
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is exactly the
/// number of truncated bits: the sign bits shifted in are dropped anyway.
pub(super) fn trunci_of_shrsi(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(shr) = def(rw, operand(rw, op, 0), "arith.shrsi") else { return false };
    let (x, amount) = (operand(rw, shr, 0), operand(rw, shr, 1));
    let Some(c) = any_const(rw, amount) else { return false };
    let ctx = rw.ctx();
    let Some(shift) = crate::elementwise::splat_int(ctx, Some(c)).and_then(ApInt::to_u64) else { return false };
    let (Some(xw), Some(tw)) = (scalar_width(rw, x), scalar_width(rw, rw.body().results(op)[0])) else {
        return false;
    };
    let Some(c_ty) = strata_syntax::format::attr_value_type(ctx, c) else { return false };
    if u64::from(xw.saturating_sub(tw)) != shift {
        return false;
    }
    let Some(k_op) = rw.body().defining_op(amount) else { return false };
    let loc = fused(rw, &[op, k_op]);
    let k = rw.create(OperationState::constant(ctx, "arith.constant", c, c_ty, loc));
    let k = rw.body().results(k)[0];
    let x_ty = rw.body().value_type(x);
    let shrui = binary(rw, "arith.shrui", (x, k), x_ty, None, loc);
    let mut state = OperationState::new(ctx.op_name("arith.trunci"), loc);
    state.operands.push(shrui);
    state.result_types.push(result_type(rw, op));
    state.properties = rw.body().properties(op);
    let new = rw.create(state);
    let v = rw.body().results(new)[0];
    replace(rw, op, v)
}
