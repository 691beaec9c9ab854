//! `cmpf` of an int-to-float cast against a float constant, turned into a
//! `cmpi` against an integer constant or into a constant result
//! (`CmpFIntToFPConst` in `ArithOps.cpp`, after LLVM's InstCombine).
//!
//! All float facts go through `crate::apfloat` (LLVM `APFloat` semantics on
//! raw bits), so the decisions are upstream's in every float format.

use std::cmp::Ordering;

use strata_ir::{ApInt, AttrKind, FloatKind, TypeKind};
use strata_rewrite::Rewriter;

use super::{any_const, constant_attr, def, replace, replace_with_cmpi};
use crate::apfloat::{self, Ilogb};
use crate::{CmpFOp, CmpFPredicate, CmpIPredicate as Pred, SIToFPOp, UIToFPOp};

/// `convertToIntegerPredicate`: the integer comparison of the same
/// ordering (ordered and unordered alike, an int-to-float cast never gives
/// a NaN); `None` for `false`, `true`, `ord` and `uno`.
fn int_predicate(p: CmpFPredicate, unsigned: bool) -> Option<Pred> {
    use CmpFPredicate as F;
    let pick = |s, u| Some(if unsigned { u } else { s });
    match p {
        F::Ueq | F::Oeq => Some(Pred::Eq),
        F::Ugt | F::Ogt => pick(Pred::Sgt, Pred::Ugt),
        F::Uge | F::Oge => pick(Pred::Sge, Pred::Uge),
        F::Ult | F::Olt => pick(Pred::Slt, Pred::Ult),
        F::Ule | F::Ole => pick(Pred::Sle, Pred::Ule),
        F::Une | F::One => Some(Pred::Ne),
        F::AlwaysFalse | F::AlwaysTrue | F::Ord | F::Uno => None,
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
pub(super) fn cmpf_int_to_fp_const(op: CmpFOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let Some(c) = any_const(rw, op.rhs(rw.body())) else { return false };
    let AttrKind::Float { ty, bits } = ctx.attr_kind(c) else { return false };
    let (TypeKind::Float(kind), rhs) = (ctx.type_kind(*ty), *bits) else { return false };
    let kind = *kind;
    let lhs = op.lhs(rw.body());
    let (int_val, unsigned) = if let Some(d) = def::<SIToFPOp>(rw, lhs) {
        (d.r#in(rw.body()), false)
    } else if let Some(d) = def::<UIToFPOp>(rw, lhs) {
        (d.r#in(rw.body()), true)
    } else {
        return false;
    };
    let int_ty = rw.body().value_type(int_val);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(int_ty) else { return false };
    let Some(pred) = op.predicate(ctx, rw.body()) else { return false };
    let Some(outcome) = decide(kind, rhs, width, unsigned, pred) else { return false };
    let loc = rw.body().op_loc(op);
    match outcome {
        Outcome::Constant(b) => {
            let i1 = ctx.integer_type(1);
            let attr = ctx.intern_attr(AttrKind::Integer { ty: i1, value: ApInt::from_u64(1, b as u64) });
            let v = constant_attr(rw, i1, attr, loc);
            replace(rw, op, v)
        }
        Outcome::Cmpi(p, value) => {
            let attr = ctx.intern_attr(AttrKind::Integer { ty: int_ty, value });
            let k = constant_attr(rw, int_ty, attr, loc);
            replace_with_cmpi(rw, op, p, (int_val, k), loc)
        }
    }
}

/// The decision of `CmpFIntToFPConst` for `cmpf(pred, itofp(i : iW), rhs)`;
/// `None` to leave the op alone.
fn decide(kind: FloatKind, rhs: u128, width: u32, unsigned: bool, pred: CmpFPredicate) -> Option<Outcome> {
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
        CmpFPredicate::Ord => return Some(Outcome::Constant(true)),
        CmpFPredicate::Uno => return Some(Outcome::Constant(false)),
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
