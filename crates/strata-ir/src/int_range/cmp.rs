//! Deciding an integer comparison from its operands' ranges (upstream's
//! `intrange::evaluatePred`), shared by `arith.cmpi` and `index.cmp`.
//!
//! A predicate is decided when it holds for every pair of values of the
//! two ranges (true) or its inverse does (false). Ordering predicates look
//! at the matching interval only; `eq` needs both ranges to be one and the
//! same constant, `ne` needs both the signed and the unsigned intervals to
//! be disjoint.

use std::cmp::Ordering;

use super::ConstantIntRanges;

/// The comparison predicates, in the order of `arith.cmpi`'s and
/// `index.cmp`'s enums (upstream's `intrange::CmpPredicate`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpPredicate {
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

impl CmpPredicate {
    /// Every predicate, in enum order: `ALL[p as usize]` converts a
    /// dialect's predicate (upstream `static_cast`s it).
    pub const ALL: [CmpPredicate; 10] = {
        use CmpPredicate::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
    };

    /// The predicate true exactly when this one is false.
    pub fn invert(self) -> CmpPredicate {
        use CmpPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
}

/// Does `pred` hold for every value of `lhs` against every value of `rhs`?
fn is_statically_true(pred: CmpPredicate, lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> bool {
    use CmpPredicate::*;
    match pred {
        Sle => lhs.smax.scmp(&rhs.smin) != Ordering::Greater,
        Slt => lhs.smax.scmp(&rhs.smin) == Ordering::Less,
        Ule => lhs.umax.ucmp(&rhs.umin) != Ordering::Greater,
        Ult => lhs.umax.ucmp(&rhs.umin) == Ordering::Less,
        Sge => lhs.smin.scmp(&rhs.smax) != Ordering::Less,
        Sgt => lhs.smin.scmp(&rhs.smax) == Ordering::Greater,
        Uge => lhs.umin.ucmp(&rhs.umax) != Ordering::Less,
        Ugt => lhs.umin.ucmp(&rhs.umax) == Ordering::Greater,
        Eq => matches!((lhs.constant_value(), rhs.constant_value()), (Some(l), Some(r)) if l == r),
        Ne => {
            let sne = is_statically_true(Slt, lhs, rhs) || is_statically_true(Sgt, lhs, rhs);
            let une = is_statically_true(Ult, lhs, rhs) || is_statically_true(Ugt, lhs, rhs);
            sne && une
        }
    }
}

/// `Some(answer)` when the ranges decide `lhs pred rhs`, `None` otherwise.
pub fn evaluate_pred(pred: CmpPredicate, lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> Option<bool> {
    if is_statically_true(pred, lhs, rhs) {
        Some(true)
    } else if is_statically_true(pred.invert(), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ApInt;

    fn r(w: u32, umin: i64, umax: i64, smin: i64, smax: i64) -> ConstantIntRanges {
        let a = |v| ApInt::from_i64(w, v);
        ConstantIntRanges { umin: a(umin), umax: a(umax), smin: a(smin), smax: a(smax) }
    }

    /// The `arith.cmpi` answers of mlir-opt-22 for these ranges.
    #[test]
    fn decides_as_mlir_opt() {
        use CmpPredicate::*;
        let (lhs, rhs) = (r(8, 0, 255, -10, 3), r(8, 4, 7, 4, 7));
        assert_eq!(evaluate_pred(Slt, &lhs, &rhs), Some(true));
        assert_eq!(evaluate_pred(Sge, &lhs, &rhs), Some(false));
        assert_eq!(evaluate_pred(Ult, &lhs, &rhs), None);
        assert_eq!(evaluate_pred(Slt, &r(8, 0, 255, -10, 4), &rhs), None);
        assert_eq!(evaluate_pred(Eq, &r(32, 7, 7, 7, 7), &r(32, 7, 7, 7, 7)), Some(true));
        // `ne` needs both intervals apart: [-1, 1] wraps around unsigned.
        assert_eq!(evaluate_pred(Ne, &r(32, 0, -1, -1, 1), &r(32, 5, 9, 5, 9)), None);
        assert_eq!(evaluate_pred(Ne, &r(32, -2, -1, -2, -1), &r(32, 5, 9, 5, 9)), Some(true));
        assert_eq!(
            evaluate_pred(Ule, &r(64, 0, 1 << 32, 0, 1 << 32), &r(64, 1 << 32, 1 << 40, 1 << 32, 1 << 40)),
            Some(true)
        );
        assert_eq!(evaluate_pred(Ugt, &r(1, 1, 1, -1, -1), &r(1, 0, 0, 0, 0)), Some(true));
        for (i, p) in CmpPredicate::ALL.iter().enumerate() {
            assert_eq!(p.invert().invert(), *p);
            assert_eq!(CmpPredicate::ALL[i], *p);
        }
    }
}
