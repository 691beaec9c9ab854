//! `SelectToExtUI` (upstream's C++ pattern): a select between `1` and `0`
//! is a zero-extension of its condition (or of its negation).

use strata_ir::{ApInt, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::{constant, replace, result_type};
use crate::{ExtUIOp, SelectOp, XOrIOp};

fn select_parts(rw: &Rewriter<'_>, op: SelectOp) -> (Value, Value, Value) {
    let body = rw.body();
    (op.condition(body), op.true_value(body), op.false_value(body))
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
    let loc = rw.body().op_loc(op);
    let cond = if is(rw, a, true) && is(rw, b, false) {
        p
    } else if is(rw, a, false) && is(rw, b, true) {
        let i1 = rw.body().value_type(p);
        let one = constant(rw, i1, ApInt::from_i64(1, 1), loc);
        XOrIOp::build(rw, loc, p, one, i1).result(rw.body())
    } else {
        return false;
    };
    let v = ExtUIOp::build(rw, loc, cond, ty).out(rw.body());
    replace(rw, op, v)
}
