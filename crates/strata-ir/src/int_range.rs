//! Integer value ranges (upstream's `ConstantIntRanges`) and the op
//! interface that infers them (`InferIntRangeInterface`), wired by the
//! generated `OpInfo`s from a dialect's `int-range` table entries.
//!
//! A range holds an unsigned and a signed interval of one bit width, both
//! inclusive, as upstream's. [`defining_op_range`] is what upstream's
//! `m_IntRangeWithoutZeroU` and friends ask: the range the op defining a
//! value infers with nothing known about its own operands.
//!
//! Invariants: the four bounds of a range have one width; an `index`
//! value is 64 bits wide (upstream's `IndexType::kInternalStorageBitWidth`);
//! a hook answers one entry per result (`None`: nothing known, or not an
//! integer).

use std::cmp::Ordering;

use crate::{ApInt, Body, Context, OpId, Type, TypeKind, Value};

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

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> ConstantIntRanges {
        ConstantIntRanges {
            umin: ApInt::zero(width),
            umax: ApInt::all_ones(width),
            smin: ApInt::signed_min(width),
            smax: ApInt::signed_max(width),
        }
    }

    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The smallest range holding both (upstream's `rangeUnion`).
    pub fn union(&self, other: &ConstantIntRanges) -> ConstantIntRanges {
        let pick = |a: &ApInt, b: &ApInt, keep_a: bool| if keep_a { a.clone() } else { b.clone() };
        ConstantIntRanges {
            umin: pick(&self.umin, &other.umin, self.umin.ucmp(&other.umin) != Ordering::Greater),
            umax: pick(&self.umax, &other.umax, self.umax.ucmp(&other.umax) != Ordering::Less),
            smin: pick(&self.smin, &other.smin, self.smin.scmp(&other.smin) != Ordering::Greater),
            smax: pick(&self.smax, &other.smax, self.smax.scmp(&other.smax) != Ordering::Less),
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
}
