//! Integer value ranges (upstream's `ConstantIntRanges`) and the op
//! interface that infers them (`InferIntRangeInterface`), wired by the
//! generated `OpInfo`s from a dialect's `int-range` table entries.
//!
//! A range holds an unsigned and a signed interval of one bit width, both
//! inclusive, as upstream's. [`defining_op_range`] is what upstream's
//! `m_IntRangeWithoutZeroU` and friends ask: the range the op defining a
//! value infers with nothing known about its own operands.
//!
//! The range arithmetic the `arith` and `index` hooks share is upstream's
//! `InferIntRangeCommon`: [`infer`] (add, sub, mul, divisions, remainders,
//! min/max), [`bitwise`] (and, or, xor, shifts), [`width`] (extensions,
//! truncation, `index`'s 32/64-bit join) and [`cmp`] (deciding a
//! comparison).
//!
//! Invariants: the four bounds of a range have one width; an `index`
//! value is 64 bits wide (upstream's `IndexType::kInternalStorageBitWidth`);
//! a hook answers one entry per result (`None`: nothing known, or not an
//! integer). The two intervals need not describe the same set: each is a
//! separate sound bound, and upstream keeps them apart (so do we, to give
//! the same answers).

use std::cmp::Ordering;

use crate::{ApInt, Body, Context, OpId, Type, TypeKind, Value};

pub mod bitwise;
pub mod cmp;
pub mod infer;
pub mod width;

#[cfg(test)]
mod upstream_cases;

pub use bitwise::{infer_and, infer_or, infer_shl, infer_shr_s, infer_shr_u, infer_xor};
pub use cmp::{evaluate_pred, CmpPredicate};
pub use infer::{
    infer_add, infer_ceil_div_s, infer_ceil_div_u, infer_div_s, infer_div_u, infer_floor_div_s, infer_max_s,
    infer_max_u, infer_min_s, infer_min_u, infer_mul, infer_rem_s, infer_rem_u, infer_sub, OverflowFlags,
};
pub use width::{
    ext_range, ext_si_range, ext_ui_range, infer_index_op, trunc_range, CmpMode, INDEX_MAX_WIDTH, INDEX_MIN_WIDTH,
};

/// An unsigned and a signed interval of integers of one width.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ConstantIntRanges {
    pub umin: ApInt,
    pub umax: ApInt,
    pub smin: ApInt,
    pub smax: ApInt,
}

impl ConstantIntRanges {
    /// Exactly `value`.
    pub fn constant(value: &ApInt) -> ConstantIntRanges {
        ConstantIntRanges { umin: value.clone(), umax: value.clone(), smin: value.clone(), smax: value.clone() }
    }

    /// Every value of `width` bits (upstream's `maxRange`, which is
    /// `fromUnsigned(0, max)`: at width 0 all four bounds are the one
    /// value, 0).
    pub fn max_range(width: u32) -> ConstantIntRanges {
        ConstantIntRanges::from_unsigned(&ApInt::zero(width), &ApInt::all_ones(width))
    }

    /// `[min, max]`, signed or unsigned (upstream's `range`).
    pub fn range(min: &ApInt, max: &ApInt, signed: bool) -> ConstantIntRanges {
        if signed {
            ConstantIntRanges::from_signed(min, max)
        } else {
            ConstantIntRanges::from_unsigned(min, max)
        }
    }

    /// The signed interval `[smin, smax]`; the unsigned one is the same
    /// bit patterns when both ends have one sign (a contiguous run of
    /// unsigned values), every value otherwise.
    pub fn from_signed(smin: &ApInt, smax: &ApInt) -> ConstantIntRanges {
        let width = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            let (lo, hi) = if smin.ucmp(smax) == Ordering::Greater { (smax, smin) } else { (smin, smax) };
            (lo.clone(), hi.clone())
        } else {
            (ApInt::zero(width), ApInt::all_ones(width))
        };
        ConstantIntRanges { umin, umax, smin: smin.clone(), smax: smax.clone() }
    }

    /// The unsigned interval `[umin, umax]`; the signed one likewise (the
    /// mirror of [`Self::from_signed`]).
    pub fn from_unsigned(umin: &ApInt, umax: &ApInt) -> ConstantIntRanges {
        let width = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            let (lo, hi) = if umin.scmp(umax) == Ordering::Greater { (umax, umin) } else { (umin, umax) };
            (lo.clone(), hi.clone())
        } else {
            (ApInt::signed_min(width), ApInt::signed_max(width))
        };
        ConstantIntRanges { umin: umin.clone(), umax: umax.clone(), smin, smax }
    }

    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The smallest range holding both (upstream's `rangeUnion`).
    pub fn union(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let mut joined = self.clone();
        joined.union_in_place(other);
        joined
    }

    /// Whether every bound of `other` is within `self`'s (so
    /// [`Self::union_in_place`] would not move one).
    pub fn covers(&self, other: &ConstantIntRanges) -> bool {
        other.umin.ucmp(&self.umin) != Ordering::Less
            && other.umax.ucmp(&self.umax) != Ordering::Greater
            && other.smin.scmp(&self.smin) != Ordering::Less
            && other.smax.scmp(&self.smax) != Ordering::Greater
    }

    /// [`Self::union`] into `self`, without copying the bounds that stay;
    /// returns whether a bound moved.
    pub fn union_in_place(&mut self, other: &ConstantIntRanges) -> bool {
        fn widen(bound: &mut ApInt, candidate: &ApInt, cmp: fn(&ApInt, &ApInt) -> Ordering, past: Ordering) -> bool {
            let moved = cmp(candidate, bound) == past;
            if moved {
                *bound = candidate.clone();
            }
            moved
        }
        let umin = widen(&mut self.umin, &other.umin, ApInt::ucmp, Ordering::Less);
        let umax = widen(&mut self.umax, &other.umax, ApInt::ucmp, Ordering::Greater);
        let smin = widen(&mut self.smin, &other.smin, ApInt::scmp, Ordering::Less);
        let smax = widen(&mut self.smax, &other.smax, ApInt::scmp, Ordering::Greater);
        umin || umax || smin || smax
    }

    /// The bounds both ranges allow, interval by interval (upstream's
    /// `intersection`; an empty interval is not detected, as upstream's).
    pub fn intersection(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let pick = |a: &ApInt, b: &ApInt, keep_a: bool| if keep_a { a.clone() } else { b.clone() };
        ConstantIntRanges {
            umin: pick(&self.umin, &other.umin, self.umin.ucmp(&other.umin) == Ordering::Greater),
            umax: pick(&self.umax, &other.umax, self.umax.ucmp(&other.umax) == Ordering::Less),
            smin: pick(&self.smin, &other.smin, self.smin.scmp(&other.smin) == Ordering::Greater),
            smax: pick(&self.smax, &other.smax, self.smax.scmp(&other.smax) == Ordering::Less),
        }
    }

    /// The one value either interval pins down (upstream's
    /// `getConstantValue`; never at width 0, where every range is trivially
    /// a single value).
    pub fn constant_value(&self) -> Option<&ApInt> {
        if self.width() == 0 {
            None
        } else if self.umin == self.umax {
            Some(&self.umin)
        } else if self.smin == self.smax {
            Some(&self.smin)
        } else {
            None
        }
    }

    /// Is 0 outside the unsigned interval (`m_IntRangeWithoutZeroU`)?
    pub fn excludes_zero_unsigned(&self) -> bool {
        !self.umin.is_zero()
    }

    /// Is `v` outside the signed interval (`m_IntRangeWithoutZeroS` for 0,
    /// `m_IntRangeWithoutNegOneS` for -1)?
    pub fn excludes_signed(&self, v: i64) -> bool {
        let v = ApInt::from_i64(self.width(), v);
        self.smin.scmp(&v) == Ordering::Greater || self.smax.scmp(&v) == Ordering::Less
    }
}

/// An `inferResultRanges` hook: the ranges of the op's results (one per
/// result) from its operands' (`None` where an operand is no integer).
pub type InferResultRanges = fn(&Context, &Body, OpId, &[Option<ConstantIntRanges>]) -> Vec<Option<ConstantIntRanges>>;

/// Upstream's `InferIntRangeInterface`.
#[derive(Copy, Clone)]
pub struct InferIntRangeInterface {
    pub infer_result_ranges: InferResultRanges,
}

/// An op that keeps what the integer range analysis inferred for its
/// operands (upstream's `test.reflect_bounds`, whose `inferResultRanges`
/// writes them into its attributes as the analysis visits it). strata's
/// hooks only read the IR, so the pass that ran the analysis calls
/// `reflect` afterwards, once per op the analysis visited, with the
/// operands' final ranges (what the op's last visit saw).
#[derive(Copy, Clone)]
pub struct ReflectIntRanges {
    pub reflect: fn(&Context, &mut Body, OpId, &[Option<ConstantIntRanges>]),
}

impl ReflectIntRanges {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c ReflectIntRanges> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<ReflectIntRanges>())
    }
}

impl InferIntRangeInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c InferIntRangeInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<InferIntRangeInterface>())
    }
}

/// The bit width upstream stores the values of an integer-like type, or
/// of a shaped type's integer-like elements, at (`index`: 64); `None` for
/// anything else.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ctx.element_type_or_self(ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The range the op defining `v` infers for it when each of its integer
/// operands may be anything (upstream's `infer_int_range_op_binder`).
pub fn defining_op_range(ctx: &Context, body: &Body, v: Value) -> Option<ConstantIntRanges> {
    let def = body.defining_op(v)?;
    let iface = InferIntRangeInterface::of(ctx, body, def)?;
    let operands: Vec<Option<ConstantIntRanges>> =
        body.operands(def).map(|o| int_width(ctx, body.value_type(o)).map(ConstantIntRanges::max_range)).collect();
    let index = body.results(def).iter().position(|&r| r == v)?;
    (iface.infer_result_ranges)(ctx, body, def, &operands).into_iter().nth(index).flatten()
}

/// The range of an integer constant attribute: its value, or for dense
/// integer elements the union of theirs (upstream's
/// `arith::ConstantOp::inferResultRanges`).
pub fn constant_attr_ranges(ctx: &Context, attr: crate::Attribute) -> Option<ConstantIntRanges> {
    match ctx.attr_kind(attr) {
        crate::AttrKind::Integer { value, .. } => Some(ConstantIntRanges::constant(value)),
        crate::AttrKind::DenseElements { elements, .. } => {
            let mut ranges = elements.values.iter().map(|e| match e {
                crate::DenseValue::Int(i) => Some(ConstantIntRanges::constant(i)),
                _ => None,
            });
            let first = ranges.next()??;
            ranges.try_fold(first, |acc, r| Some(acc.union(&r?)))
        }
        _ => None,
    }
}

/// The `inferResultRanges` hook of integer constant ops (`arith.constant`,
/// `index.constant`): the range of their `value`.
pub fn constant_op_ranges(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<ConstantIntRanges>],
) -> Vec<Option<ConstantIntRanges>> {
    vec![crate::op_checks::value_attribute(ctx, body, op).and_then(|a| constant_attr_ranges(ctx, a))]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against the bound-by-bound smallest and largest, written out here.
    #[test]
    fn union_in_place_matches_union() {
        let mut rng = crate::testing::XorShift(0x51_7CC1_B727_220A);
        let mut pick = || ApInt::from_u64(8, rng.next_u64() % 7 * 40);
        for _ in 0..2_000 {
            let (a, b) = ((pick(), pick(), pick(), pick()), (pick(), pick(), pick(), pick()));
            let a = ConstantIntRanges { umin: a.0, umax: a.1, smin: a.2, smax: a.3 };
            let b = ConstantIntRanges { umin: b.0, umax: b.1, smin: b.2, smax: b.3 };
            let least = |x: &ApInt, y: &ApInt, c: fn(&ApInt, &ApInt) -> Ordering| {
                if c(x, y) == Ordering::Greater {
                    y.clone()
                } else {
                    x.clone()
                }
            };
            let most = |x: &ApInt, y: &ApInt, c: fn(&ApInt, &ApInt) -> Ordering| {
                if c(x, y) == Ordering::Less {
                    y.clone()
                } else {
                    x.clone()
                }
            };
            let expected = ConstantIntRanges {
                umin: least(&a.umin, &b.umin, ApInt::ucmp),
                umax: most(&a.umax, &b.umax, ApInt::ucmp),
                smin: least(&a.smin, &b.smin, ApInt::scmp),
                smax: most(&a.smax, &b.smax, ApInt::scmp),
            };
            let mut joined = a.clone();
            let grew = joined.union_in_place(&b);
            assert_eq!(joined, expected);
            assert_eq!(a.union(&b), expected);
            assert_eq!(grew, joined != a);
            assert_eq!(a.covers(&b), !grew);
        }
    }

    #[test]
    fn unions_and_exclusions() {
        let c = |v: i64| ConstantIntRanges::constant(&ApInt::from_i64(8, v));
        let r = c(-2).union(&c(3));
        assert_eq!(r.smin, ApInt::from_i64(8, -2));
        assert_eq!(r.smax, ApInt::from_i64(8, 3));
        assert_eq!(r.umin, ApInt::from_i64(8, 3));
        assert_eq!(r.umax, ApInt::from_i64(8, -2));
        assert!(r.excludes_zero_unsigned());
        assert!(!r.excludes_signed(0) && !r.excludes_signed(-1));
        assert!(c(5).excludes_signed(0) && c(5).excludes_signed(-1));
        assert!(!ConstantIntRanges::max_range(8).excludes_zero_unsigned());
    }

    fn r(w: u32, umin: i64, umax: i64, smin: i64, smax: i64) -> ConstantIntRanges {
        let a = |v| ApInt::from_i64(w, v);
        ConstantIntRanges { umin: a(umin), umax: a(umax), smin: a(smin), smax: a(smax) }
    }

    /// An interval of one sign is the same bit patterns read the other
    /// way; one crossing the sign boundary is every value the other way.
    #[test]
    fn from_signed_and_from_unsigned() {
        let a = |v| ApInt::from_i64(8, v);
        assert_eq!(ConstantIntRanges::from_signed(&a(-5), &a(-2)), r(8, 251, 254, -5, -2));
        assert_eq!(ConstantIntRanges::from_signed(&a(-5), &a(2)), r(8, 0, 255, -5, 2));
        assert_eq!(ConstantIntRanges::from_unsigned(&a(3), &a(9)), r(8, 3, 9, 3, 9));
        assert_eq!(ConstantIntRanges::from_unsigned(&a(100), &a(200)), r(8, 100, 200, -128, 127));
        assert_eq!(ConstantIntRanges::range(&a(-5), &a(-2), true), r(8, 251, 254, -5, -2));
        assert_eq!(ConstantIntRanges::max_range(1), r(1, 0, 1, -1, 0));
        assert_eq!(ConstantIntRanges::max_range(0), ConstantIntRanges::constant(&ApInt::zero(0)));
    }

    #[test]
    fn intersection_and_constant_value() {
        let both = r(8, 0, 200, -5, 100).intersection(&r(8, 10, 255, -128, 50));
        assert_eq!(both, r(8, 10, 200, -5, 50));
        assert_eq!(r(8, 7, 7, -128, 127).constant_value(), Some(&ApInt::from_i64(8, 7)));
        assert_eq!(r(8, 0, 255, -3, -3).constant_value(), Some(&ApInt::from_i64(8, -3)));
        assert_eq!(r(8, 0, 1, 0, 1).constant_value(), None);
        // Width 0 holds a single value, which upstream never calls a constant.
        assert_eq!(ConstantIntRanges::max_range(0).constant_value(), None);
    }
}
