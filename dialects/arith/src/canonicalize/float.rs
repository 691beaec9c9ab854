//! The float patterns: `mulf`/`divf` of two `negf`s, `truncf` of an
//! int-to-float cast (`ArithCanonicalization.td`), and `cmpf` of an
//! int-to-float cast against a float constant, turned into a `cmpi`
//! against an integer constant or into a constant result
//! (`CmpFIntToFPConst` in `ArithOps.cpp`, after LLVM's InstCombine).
//!
//! All float facts go through `crate::apfloat` (LLVM `APFloat` semantics on
//! raw bits), so the decisions are upstream's in every float format.

use std::cmp::Ordering;

use strata_ir::{ApInt, AttrKind, FloatKind, OpId, OperationState, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::int::cast_of;
use super::{any_const, def, fused, operand, replace, replace_with_cmpi, result_type};
use crate::apfloat::{self, Ilogb};

/// `op(negf(x), negf(y)) -> op(x, y)` for `mulf` and `divf` when `x` and
/// `y` have one type; the root's fastmath flags stay.
pub(super) fn of_two_negf(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (Some(a), Some(b)) = (def(rw, operand(rw, op, 0), "arith.negf"), def(rw, operand(rw, op, 1), "arith.negf"))
    else {
        return false;
    };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    if rw.body().value_type(x) != rw.body().value_type(y) {
        return false;
    }
    let loc = fused(rw, &[op, a, b]);
    let mut state = OperationState::new(rw.body().op_name(op), loc);
    state.operands.extend([x, y]);
    state.result_types.push(result_type(rw, op));
    state.properties = rw.body().properties(op);
    let new = rw.create(state);
    let v = rw.body().results(new)[0];
    replace(rw, op, v)
}

/// `truncf(sitofp(x)) -> sitofp(x)` (and `uitofp`) when the `truncf` has no
/// rounding mode: converting once rounds as the two steps do.
pub(super) fn truncf_of_itofp(op: OpId, rw: &mut Rewriter<'_>, cast: &str) -> bool {
    let ctx = rw.ctx();
    let rounding = rw.body().properties(op).and_then(|p| ctx.dict_get(p, "roundingmode"));
    if rounding.is_some() {
        return false;
    }
    cast_of(op, rw, cast, Some(cast))
}

/// The `arith.cmpf` predicates (`CmpFPredicate`).
mod cmpf_pred {
    pub const OEQ: i64 = 1;
    pub const OGT: i64 = 2;
    pub const OGE: i64 = 3;
    pub const OLT: i64 = 4;
    pub const OLE: i64 = 5;
    pub const ONE: i64 = 6;
    pub const ORD: i64 = 7;
    pub const UEQ: i64 = 8;
    pub const UGT: i64 = 9;
    pub const UGE: i64 = 10;
    pub const ULT: i64 = 11;
    pub const ULE: i64 = 12;
    pub const UNE: i64 = 13;
    pub const UNO: i64 = 14;
}

/// The `arith.cmpi` predicates (`CmpIPredicate`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Pred {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

/// `convertToIntegerPredicate`: the integer comparison of the same
/// ordering (ordered and unordered alike, an int-to-float cast never gives
/// a NaN); `None` for `false`, `true`, `ord` and `uno`.
fn int_predicate(p: i64, unsigned: bool) -> Option<Pred> {
    use cmpf_pred::*;
    let pick = |s, u| Some(if unsigned { u } else { s });
    match p {
        UEQ | OEQ => Some(Pred::Eq),
        UGT | OGT => pick(Pred::Sgt, Pred::Ugt),
        UGE | OGE => pick(Pred::Sge, Pred::Uge),
        ULT | OLT => pick(Pred::Slt, Pred::Ult),
        ULE | OLE => pick(Pred::Sle, Pred::Ule),
        UNE | ONE => Some(Pred::Ne),
        _ => None,
    }
}

/// What `cmpf(itofp(i), c)` becomes.
enum Outcome {
    Constant(bool),
    Cmpi(Pred, ApInt),
}

/// `CmpFIntToFPConst`: `cmpf(sitofp(i), c)` / `cmpf(uitofp(i), c)` with a
/// scalar float constant `c` becomes `cmpi(i, int(c))` with the predicate
/// adjusted for a fractional `c`, or a constant when `c` lies outside the
/// integer's range; it gives up where the cast could round (an integer
/// wider than the significand and `c` in the inexact range) or `c` is NaN.
pub(super) fn cmpf_int_to_fp_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(c) = any_const(rw, operand(rw, op, 1)) else { return false };
    let AttrKind::Float { ty, bits } = ctx.attr_kind(c) else { return false };
    let (TypeKind::Float(kind), rhs) = (ctx.type_kind(*ty), *bits) else { return false };
    let kind = *kind;
    let lhs = operand(rw, op, 0);
    let (cast, unsigned) = if let Some(d) = def(rw, lhs, "arith.sitofp") {
        (d, false)
    } else if let Some(d) = def(rw, lhs, "arith.uitofp") {
        (d, true)
    } else {
        return false;
    };
    let int_val = operand(rw, cast, 0);
    let int_ty = rw.body().value_type(int_val);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(int_ty) else { return false };
    let Some(pred) = rw.body().properties(op).and_then(|p| ctx.dict_get(p, "predicate")) else { return false };
    let Some(pred) = (match ctx.attr_kind(pred) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }) else {
        return false;
    };
    let Some(outcome) = decide(kind, rhs, width, unsigned, pred) else { return false };
    let loc = rw.body().op_loc(op);
    match outcome {
        Outcome::Constant(b) => {
            let i1 = ctx.integer_type(1);
            let attr = ctx.intern_attr(AttrKind::Integer { ty: i1, value: ApInt::from_u64(1, b as u64) });
            let k = rw.create(OperationState::constant(ctx, "arith.constant", attr, i1, loc));
            let v = rw.body().results(k)[0];
            replace(rw, op, v)
        }
        Outcome::Cmpi(p, value) => {
            let attr = ctx.intern_attr(AttrKind::Integer { ty: int_ty, value });
            let k = rw.create(OperationState::constant(ctx, "arith.constant", attr, int_ty, loc));
            let k: Value = rw.body().results(k)[0];
            let pred =
                ctx.intern_attr(AttrKind::Integer { ty: ctx.integer_type(64), value: ApInt::from_i64(64, p as i64) });
            replace_with_cmpi(rw, op, pred, (int_val, k), loc)
        }
    }
}

/// The decision of `CmpFIntToFPConst` for `cmpf(pred, itofp(i : iW), rhs)`;
/// `None` to leave the op alone.
fn decide(kind: FloatKind, rhs: u128, width: u32, unsigned: bool, pred: i64) -> Option<Outcome> {
    if apfloat::is_nan(kind, rhs) || !apfloat::is_canonical(kind, rhs) {
        return None;
    }
    let mantissa = apfloat::precision(kind) as i64;
    // The bits holding the value, as opposed to the sign (-1 for a signed
    // `i0`, which only matters above the significand's width).
    let value_bits = i64::from(width) - i64::from(!unsigned);
    // Wider integers than the significand may round on the way to float:
    // give up when that rounding can change the comparison.
    if width as i64 > mantissa {
        match apfloat::ilogb(kind, rhs) {
            Ilogb::Inf if (apfloat::max_exponent(kind) as i64) < value_bits => return None,
            Ilogb::Exp(e) if mantissa <= e as i64 && e as i64 <= value_bits => return None,
            _ => {}
        }
    }
    let mut pred = match pred {
        // An int-to-float cast never gives a NaN.
        cmpf_pred::ORD => return Some(Outcome::Constant(true)),
        cmpf_pred::UNO => return Some(Outcome::Constant(false)),
        // `false` and `true` have no integer counterpart (upstream
        // asserts): leave them.
        p => int_predicate(p, unsigned)?,
    };
    let less = |a: u128, b: u128| apfloat::compare(kind, a, b) == Some(Ordering::Less);
    // Out of the integer's range: every value compares the same way.
    let (max, min) = if unsigned {
        (ApInt::all_ones(width), ApInt::zero(width))
    } else {
        (ApInt::signed_max(width), ApInt::signed_min(width))
    };
    let max = apfloat::from_int(kind, &max, !unsigned)?;
    if less(max, rhs) {
        return Some(Outcome::Constant(matches!(pred, Pred::Ne | Pred::Slt | Pred::Sle | Pred::Ult | Pred::Ule)));
    }
    let min = apfloat::from_int(kind, &min, !unsigned)?;
    if less(rhs, min) {
        return Some(Outcome::Constant(matches!(pred, Pred::Ne | Pred::Sgt | Pred::Sge | Pred::Ugt | Pred::Uge)));
    }
    // In range: round toward zero; a fractional constant adjusts the
    // predicate (`-0.0` is not fractional).
    let rhs_int = apfloat::to_int(kind, rhs, width, !unsigned)?;
    if !apfloat::is_zero(kind, rhs) {
        let back = apfloat::from_int(kind, &rhs_int, !unsigned)?;
        if apfloat::compare(kind, back, rhs) != Some(Ordering::Equal) {
            let neg = apfloat::is_negative(kind, rhs);
            match pred {
                Pred::Ne => return Some(Outcome::Constant(true)),
                Pred::Eq => return Some(Outcome::Constant(false)),
                Pred::Ule | Pred::Ult if neg => return Some(Outcome::Constant(false)),
                Pred::Ugt | Pred::Uge if neg => return Some(Outcome::Constant(true)),
                Pred::Sle if neg => pred = Pred::Slt,
                Pred::Ult => pred = Pred::Ule,
                Pred::Slt if !neg => pred = Pred::Sle,
                Pred::Sgt if neg => pred = Pred::Sge,
                Pred::Uge => pred = Pred::Ugt,
                Pred::Sge if !neg => pred = Pred::Sgt,
                _ => {}
            }
        }
    }
    Some(Outcome::Cmpi(pred, rhs_int))
}
