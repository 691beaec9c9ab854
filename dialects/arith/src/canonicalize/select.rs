//! The `arith.select` patterns: redundant nested selects, a negated
//! condition, and selects between constants that are a cast of the
//! condition (`SelectI1ToNot`, `SelectToExtUI`).

use strata_ir::{ApInt, AttrKind, Location, OpId, OperationState, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::{any_const, binary, constant, def, fused, int_const, operand, replace, result_type, unary};

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
pub(super) fn redundant_select_false(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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
pub(super) fn redundant_select_true(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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
pub(super) fn select_not_cond(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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
pub(super) fn select_i1_to_not(op: OpId, rw: &mut Rewriter<'_>) -> bool {
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

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(xori(p, true))`
/// for an integer result wider than `i1` (upstream's C++ `SelectToExtUI`).
pub(super) fn select_to_extui(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let ty = result_type(rw, op);
    if !matches!(ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (p, a, b) = select_parts(rw, op);
    let is = |rw: &mut Rewriter<'_>, v: Value, one: bool| {
        let k = strata_rewrite::matchers::constant_int(ctx, rw.body(), v);
        k.is_some_and(|k| if one { k.is_one() } else { k.is_zero() })
    };
    let loc = rw.body().op_loc(op);
    let cond = if is(rw, a, true) && is(rw, b, false) {
        p
    } else if is(rw, a, false) && is(rw, b, true) {
        let i1 = rw.body().value_type(p);
        let one = constant(rw, i1, ApInt::from_i64(1, 1), loc);
        binary(rw, "arith.xori", (p, one), i1, None, loc)
    } else {
        return false;
    };
    let v = unary(rw, "arith.extui", cond, ty, loc);
    replace(rw, op, v)
}
