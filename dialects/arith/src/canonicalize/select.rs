//! The `arith.select` patterns: redundant nested selects, a negated
//! condition, and selects between constants that are a cast of the
//! condition (`SelectI1ToNot`, `SelectToExtUI`).

use strata_ir::{ApInt, AttrKind, Location, OpClass, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::{any_const, constant, def, fused, int_const, replace, result_type, Binary, Cast};
use crate::{ExtUIOp, SelectOp, XOrIOp};

fn select_parts(rw: &Rewriter<'_>, op: SelectOp) -> (Value, Value, Value) {
    let body = rw.body();
    (op.condition(body), op.true_value(body), op.false_value(body))
}

fn new_select(rw: &mut Rewriter<'_>, op: SelectOp, (c, a, b): (Value, Value, Value), loc: Location) -> bool {
    let ty = result_type(rw, op);
    let v = SelectOp::build(rw, loc, c, a, b, ty).result(rw.body());
    replace(rw, op, v)
}

/// `select(p, a, select(p, b, c)) -> select(p, a, c)`.
pub(super) fn redundant_select_false(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, f) = select_parts(rw, op);
    let Some(inner) = def::<SelectOp>(rw, f) else { return false };
    let (q, _, c) = select_parts(rw, inner);
    if q != p {
        return false;
    }
    let loc = fused(rw, &[op.op(), inner.op()]);
    new_select(rw, op, (p, a, c), loc)
}

/// `select(p, select(p, a, b), c) -> select(p, a, c)`.
pub(super) fn redundant_select_true(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let (p, t, c) = select_parts(rw, op);
    let Some(inner) = def::<SelectOp>(rw, t) else { return false };
    let (q, a, _) = select_parts(rw, inner);
    if q != p {
        return false;
    }
    let loc = fused(rw, &[op.op(), inner.op()]);
    new_select(rw, op, (p, a, c), loc)
}

/// `select(xori(p, -1), a, b) -> select(p, b, a)`.
pub(super) fn select_not_cond(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let (c, a, b) = select_parts(rw, op);
    let Some(not) = def::<XOrIOp>(rw, c) else { return false };
    let Some(ones) = int_const(rw, not.rhs(rw.body())) else { return false };
    if !ones.is_all_ones() {
        return false;
    }
    let p = not.lhs(rw.body());
    let Some(k) = rw.body().defining_op(not.rhs(rw.body())) else { return false };
    let loc = fused(rw, &[op.op(), k]);
    new_select(rw, op, (p, b, a), loc)
}

/// `select(p, false, true) -> xori(p, true)`.
pub(super) fn select_i1_to_not(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let (p, a, b) = select_parts(rw, op);
    let ctx = rw.ctx();
    let bit = |rw: &Rewriter<'_>, v: Value, want: bool| {
        any_const(rw, v).is_some_and(|k| {
            matches!(ctx.attr_kind(k), AttrKind::Integer { ty, value }
            if matches!(ctx.type_kind(*ty), strata_ir::TypeKind::Integer { width: 1, .. }) && value.is_one() == want)
        })
    };
    if !bit(rw, a, false) || !bit(rw, b, true) {
        return false;
    }
    let i1 = ctx.integer_type(1);
    let loc = rw.body().op_loc(op.op());
    let one = constant(rw, i1, ApInt::from_i64(1, 1), loc);
    let v = XOrIOp::build2(rw, loc, (p, one), i1, 0);
    replace(rw, op, v)
}

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(xori(p, true))`
/// for an integer result wider than `i1` (upstream's C++ `SelectToExtUI`).
pub(super) fn select_to_extui(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let ty = result_type(rw, op);
    if !matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (p, a, b) = select_parts(rw, op);
    let is = |rw: &Rewriter<'_>, v: Value, one: bool| {
        let k = strata_rewrite::matchers::constant_int(ctx, rw.body(), v);
        k.is_some_and(|k| if one { k.is_one() } else { k.is_zero() })
    };
    let loc = rw.body().op_loc(op.op());
    let cond = if is(rw, a, true) && is(rw, b, false) {
        p
    } else if is(rw, a, false) && is(rw, b, true) {
        let i1 = rw.body().value_type(p);
        let one = constant(rw, i1, ApInt::from_i64(1, 1), loc);
        XOrIOp::build2(rw, loc, (p, one), i1, 0)
    } else {
        return false;
    };
    let v = ExtUIOp::build1(rw, loc, cond, ty);
    replace(rw, op, v)
}
