//! When arith's divisions may be speculated (upstream's
//! `getSpeculatability` of `divui`, `divsi`, `ceildivui` and `ceildivsi`
//! in `ArithOps.cpp`), wired by the generated `OpInfo`s as
//! `Speculatability::PerOp` hooks.
//!
//! A division is undefined for a zero divisor and, signed, for
//! `INT_MIN / -1`. Upstream asks the integer range its divisor's defining
//! op infers with unknown operands (`m_IntRangeWithoutZeroU`,
//! `m_IntRangeWithoutZeroS`, `m_IntRangeWithoutNegOneS`); without range
//! inference in strata yet, the ops that answer a range there regardless
//! of their operands are the integer constants (`arith.constant`,
//! `index.constant`), whose range is their value or, for a dense array,
//! the union of its elements'. Any other divisor is not speculatable.
//!
//! Invariant: a malformed op (not two operands) is not speculatable.

use std::cmp::Ordering;

use strata_ir::{ApInt, AttrKind, Body, Context, DenseValue, OpId, Speculatability, Value};

/// The unsigned minimum and the signed minimum and maximum of the
/// constant integer(s) defining `v`, if a constant op that infers integer
/// ranges upstream defines it.
fn constant_range(ctx: &Context, body: &Body, v: Value) -> Option<(ApInt, ApInt, ApInt)> {
    let def = body.defining_op(v)?;
    if !matches!(ctx.op_name_str(body.op_name(def)), "arith.constant" | "index.constant") {
        return None;
    }
    let attr = strata_rewrite::fold::constant_value(ctx, body, def)?;
    let values: Vec<&ApInt> = match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => vec![value],
        AttrKind::DenseElements { elements, .. } => elements
            .values
            .iter()
            .map(|e| match e {
                DenseValue::Int(i) => Some(i),
                _ => None,
            })
            .collect::<Option<_>>()?,
        _ => return None,
    };
    let pick = |better: fn(&ApInt, &ApInt) -> bool| {
        values.iter().copied().reduce(|a, b| if better(b, a) { b } else { a }).cloned()
    };
    let umin = pick(|a, b| a.ucmp(b) == Ordering::Less)?;
    let smin = pick(|a, b| a.scmp(b) == Ordering::Less)?;
    let smax = pick(|a, b| a.scmp(b) == Ordering::Greater)?;
    Some((umin, smin, smax))
}

fn speculatable_if(yes: bool) -> Speculatability {
    if yes {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// `divui`, `ceildivui`: the divisor's range excludes zero.
pub fn unsigned_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let range = (body.num_operands(op) == 2).then(|| constant_range(ctx, body, body.operand(op, 1))).flatten();
    speculatable_if(range.is_some_and(|(umin, _, _)| !umin.is_zero()))
}

/// `divsi`, `ceildivsi`: the divisor's signed range excludes zero and -1.
pub fn signed_division(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let range = (body.num_operands(op) == 2).then(|| constant_range(ctx, body, body.operand(op, 1))).flatten();
    let excludes = |(_, smin, smax): &(ApInt, ApInt, ApInt), v: i64| {
        let v = ApInt::from_i64(smin.width(), v);
        smin.scmp(&v) == Ordering::Greater || smax.scmp(&v) == Ordering::Less
    };
    speculatable_if(range.is_some_and(|r| excludes(&r, 0) && excludes(&r, -1)))
}
