//! The fold of `index.cmp` (upstream's `CmpOp::fold` in `IndexOps.cpp`):
//! two constants compared on both a 64-bit and a 32-bit target (folded
//! when the answers agree), `cmp(min/max(x, a), b)` decided by the range
//! the min/max confines its result to (again on both targets), and
//! `cmp(x, x)`.
//!
//! The range reasoning is upstream's `intrange::evaluatePred` on
//! `ConstantIntRanges`: a range carries both its unsigned and its signed
//! bounds, and a predicate is decided when it (or its inverse) holds for
//! every pair of values of the two ranges.

use std::cmp::Ordering;

use strata_ir::{ApInt, Attribute, Body, Context, FoldOutcome, OpId};

use crate::fold::int_of;
use crate::CmpOp;

/// `#index<cmp_predicate ...>`'s cases, in upstream's enum order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Pred {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl Pred {
    fn invert(self) -> Pred {
        use Pred::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sge => Slt,
            Sle => Sgt,
            Sgt => Sle,
            Ult => Uge,
            Uge => Ult,
            Ule => Ugt,
            Ugt => Ule,
        }
    }

    /// `compareIndices`.
    fn holds(self, a: &ApInt, b: &ApInt) -> bool {
        let (s, u) = (a.scmp(b), a.ucmp(b));
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => s.is_lt(),
            Pred::Sle => s.is_le(),
            Pred::Sgt => s.is_gt(),
            Pred::Sge => s.is_ge(),
            Pred::Ult => u.is_lt(),
            Pred::Ule => u.is_le(),
            Pred::Ugt => u.is_gt(),
            Pred::Uge => u.is_ge(),
        }
    }

    /// `compareSameArgs`: `cmp(x, x)`.
    fn reflexive(self) -> bool {
        matches!(self, Pred::Eq | Pred::Sge | Pred::Sle | Pred::Uge | Pred::Ule)
    }
}

/// The predicate of an `index.cmp` (its `pred` property).
pub(crate) fn predicate(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<Pred> {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, "pred"))?;
    use crate::IndexCmpPredicate as P;
    Some(match *ctx.attr_storage::<P>(attr)? {
        P::Eq => Pred::Eq,
        P::Ne => Pred::Ne,
        P::Slt => Pred::Slt,
        P::Sle => Pred::Sle,
        P::Sgt => Pred::Sgt,
        P::Sge => Pred::Sge,
        P::Ult => Pred::Ult,
        P::Ule => Pred::Ule,
        P::Ugt => Pred::Ugt,
        P::Uge => Pred::Uge,
    })
}

/// `ConstantIntRanges`: unsigned and signed bounds, inclusive.
struct Range {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

fn order(a: &ApInt, b: &ApInt, cmp: fn(&ApInt, &ApInt) -> Ordering) -> (ApInt, ApInt) {
    if cmp(a, b).is_gt() {
        (b.clone(), a.clone())
    } else {
        (a.clone(), b.clone())
    }
}

impl Range {
    fn constant(v: &ApInt) -> Range {
        Range { umin: v.clone(), umax: v.clone(), smin: v.clone(), smax: v.clone() }
    }

    /// `fromSigned`: the unsigned bounds are the signed ones when they do
    /// not straddle the sign boundary, else the full unsigned range.
    fn from_signed(smin: ApInt, smax: ApInt) -> Range {
        let w = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            order(&smin, &smax, ApInt::ucmp)
        } else {
            (ApInt::zero(w), ApInt::all_ones(w))
        };
        Range { umin, umax, smin, smax }
    }

    /// `fromUnsigned`, the mirror of [`Self::from_signed`].
    fn from_unsigned(umin: ApInt, umax: ApInt) -> Range {
        let w = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            order(&umin, &umax, ApInt::scmp)
        } else {
            (ApInt::signed_min(w), ApInt::signed_max(w))
        };
        Range { umin, umax, smin, smax }
    }

    /// `getConstantValue`.
    fn constant_value(&self) -> Option<&ApInt> {
        if self.umin == self.umax {
            return Some(&self.umin);
        }
        (self.smin == self.smax).then_some(&self.smin)
    }
}

/// `isStaticallyTrue`: does `pred` hold for every pair of values?
fn statically_true(pred: Pred, l: &Range, r: &Range) -> bool {
    match pred {
        Pred::Sle => l.smax.scmp(&r.smin).is_le(),
        Pred::Slt => l.smax.scmp(&r.smin).is_lt(),
        Pred::Ule => l.umax.ucmp(&r.umin).is_le(),
        Pred::Ult => l.umax.ucmp(&r.umin).is_lt(),
        Pred::Sge => l.smin.scmp(&r.smax).is_ge(),
        Pred::Sgt => l.smin.scmp(&r.smax).is_gt(),
        Pred::Uge => l.umin.ucmp(&r.umax).is_ge(),
        Pred::Ugt => l.umin.ucmp(&r.umax).is_gt(),
        Pred::Eq => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        Pred::Ne => {
            let sne = statically_true(Pred::Slt, l, r) || statically_true(Pred::Sgt, l, r);
            let une = statically_true(Pred::Ult, l, r) || statically_true(Pred::Ugt, l, r);
            sne && une
        }
    }
}

/// `evaluatePred`.
fn evaluate(pred: Pred, l: &Range, r: &Range) -> Option<bool> {
    if statically_true(pred, l, r) {
        Some(true)
    } else if statically_true(pred.invert(), l, r) {
        Some(false)
    } else {
        None
    }
}

/// The min/max ops `foldCmpOfMaxOrMin` looks through.
#[derive(Copy, Clone)]
enum MinMax {
    MinS,
    MinU,
    MaxS,
    MaxU,
}

impl MinMax {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<MinMax> {
        if crate::MinSOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MinS)
        } else if crate::MinUOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MinU)
        } else if crate::MaxSOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MaxS)
        } else if crate::MaxUOp::cast(ctx, body, op).is_some() {
            Some(MinMax::MaxU)
        } else {
            None
        }
    }
}

/// `foldCmpOfMaxOrMin` at one target width: the range of `kind(x, a)`
/// compared with the constant `b`.
fn cmp_of_min_max(kind: MinMax, a: &ApInt, b: &ApInt, pred: Pred) -> Option<bool> {
    let w = a.width();
    let range = match kind {
        MinMax::MinS => Range::from_signed(ApInt::signed_min(w), a.clone()),
        MinMax::MinU => Range::from_unsigned(ApInt::zero(w), a.clone()),
        MinMax::MaxS => Range::from_signed(a.clone(), ApInt::signed_max(w)),
        MinMax::MaxU => Range::from_unsigned(a.clone(), ApInt::all_ones(w)),
    };
    evaluate(pred, &range, &Range::constant(b))
}

fn boolean(ctx: &Context, v: bool) -> FoldOutcome {
    FoldOutcome::attribute(ctx.bool_attr(v))
}

/// `index.cmp`: constants, `cmp(min/max(x, a), b)`, `cmp(x, x)`.
pub fn cmp(ctx: &Context, body: &mut Body, op: CmpOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else { return FoldOutcome::Failure };
    let rhs = int_of(ctx, constants[1]);
    if let (Some(l), Some(r)) = (int_of(ctx, constants[0]), rhs) {
        let result64 = pred.holds(l, r);
        if result64 == pred.holds(&l.trunc(32), &r.trunc(32)) {
            return boolean(ctx, result64);
        }
    }
    let (lhs_value, rhs_value) = (body.operand(op, 0), body.operand(op, 1));
    if let (Some(def), Some(b)) = (body.defining_op(lhs_value), rhs) {
        if let Some(kind) = MinMax::of(ctx, body, def) {
            let b = b.clone();
            let cst = strata_rewrite::fold::constant_of(ctx, body, body.operand(def, 1));
            if let Some(a) = int_of(ctx, cst) {
                let result64 = cmp_of_min_max(kind, a, &b, pred);
                let result32 = cmp_of_min_max(kind, &a.trunc(32), &b.trunc(32), pred);
                if let (Some(r64), Some(r32)) = (result64, result32) {
                    if r64 == r32 {
                        return boolean(ctx, r64);
                    }
                }
            }
        }
    }
    if lhs_value == rhs_value {
        return boolean(ctx, pred.reflexive());
    }
    FoldOutcome::Failure
}
