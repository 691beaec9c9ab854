//! Ranges across bit widths (upstream's `InferIntRangeCommon`): the
//! extensions and truncation of a range, and `inferIndexOp`, which runs an
//! `index` op's inference for both widths `index` may have on a target.
//!
//! An `index` range is stored at 64 bits, but the target may make
//! `index` 32 bits wide; an `index` op's range must then hold both the
//! 64-bit answer and the 32-bit answer extended back, unless the 32-bit
//! answer is the truncated 64-bit one.
//!
//! Invariant: a range truncated to width 0 is the one value there (upstream
//! never truncates to 0 bits: `arith.trunci` to `i0` infers nothing).

use super::ConstantIntRanges;
use crate::ApInt;

/// The narrowest width `index` may have (`intrange::indexMinWidth`).
pub const INDEX_MIN_WIDTH: u32 = 32;
/// The widest, which is the storage width (`intrange::indexMaxWidth`).
pub const INDEX_MAX_WIDTH: u32 = 64;

/// Which bounds `infer_index_op` compares to decide whether the 32-bit
/// answer is the truncated 64-bit one (`intrange::CmpMode`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpMode {
    Both,
    Signed,
    Unsigned,
}

/// The range of an `index` op computed by `infer` at 64 bits and at 32
/// bits (operands truncated); the 64-bit answer when truncating it gives
/// the 32-bit one (in the bounds `mode` names), else the union of the
/// 64-bit answer and the 32-bit one extended (`inferIndexOp`).
pub fn infer_index_op(
    infer: &dyn Fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    args: &[ConstantIntRanges],
    mode: CmpMode,
) -> ConstantIntRanges {
    let sixty_four = infer(args);
    let truncated: Vec<ConstantIntRanges> = args.iter().map(|r| trunc_range(r, INDEX_MIN_WIDTH)).collect();
    let thirty_two = infer(&truncated);
    let thirty_two_as_sixty_four = ext_range(&thirty_two, INDEX_MAX_WIDTH);
    let sixty_four_as_thirty_two = trunc_range(&sixty_four, INDEX_MIN_WIDTH);
    let (a, b) = (&thirty_two, &sixty_four_as_thirty_two);
    let trunc_equal = match mode {
        CmpMode::Both => a == b,
        CmpMode::Signed => a.smin == b.smin && a.smax == b.smax,
        CmpMode::Unsigned => a.umin == b.umin && a.umax == b.umax,
    };
    if trunc_equal {
        // The 64-bit answer holds more information.
        return sixty_four;
    }
    sixty_four.union(&thirty_two_as_sixty_four)
}

/// Each bound extended on its own: unsigned ones with zeros, signed ones
/// with the sign (`extRange`).
pub fn ext_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges {
        umin: range.umin.zext(dest_width),
        umax: range.umax.zext(dest_width),
        smin: range.smin.sext(dest_width),
        smax: range.smax.sext(dest_width),
    }
}

/// The unsigned interval zero-extended, the signed one derived from it
/// (`extUIRange`).
pub fn ext_ui_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(&range.umin.zext(dest_width), &range.umax.zext(dest_width))
}

/// The signed interval sign-extended, the unsigned one derived from it
/// (`extSIRange`).
pub fn ext_si_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(&range.smin.sext(dest_width), &range.smax.sext(dest_width))
}

/// The low `dest_width` bits of the range (`truncRange`). Each interval
/// stays (truncated) only where truncating cannot wrap inside it: the
/// unsigned ends agree above the kept bits; the signed ends agree from the
/// new sign bit up, or both lie in `[-2^(n-1), 2^(n-1))` (high parts all
/// ones or zeros, zeros not before ones). Otherwise that interval is every
/// value.
pub fn trunc_range(range: &ConstantIntRanges, dest_width: u32) -> ConstantIntRanges {
    if dest_width == 0 {
        return ConstantIntRanges::max_range(0);
    }
    let dest = dest_width as u64;
    let unsigned_rollover = range.umin.lshr(dest) != range.umax.lshr(dest);
    let (umin, umax) = if unsigned_rollover {
        (ApInt::zero(dest_width), ApInt::all_ones(dest_width))
    } else {
        (range.umin.trunc(dest_width), range.umax.trunc(dest_width))
    };
    let smin_high = range.smin.ashr(dest - 1);
    let smax_high = range.smax.ashr(dest - 1);
    let signed_overflow = smin_high != smax_high
        && !(smin_high.is_all_ones() && (smax_high.is_all_ones() || smax_high.is_zero()))
        && !(smin_high.is_zero() && smax_high.is_zero());
    let (smin, smax) = if signed_overflow {
        (ApInt::signed_min(dest_width), ApInt::signed_max(dest_width))
    } else {
        (range.smin.trunc(dest_width), range.smax.trunc(dest_width))
    };
    ConstantIntRanges { umin, umax, smin, smax }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::int_range::{infer_add, OverflowFlags};

    fn r(w: u32, umin: i128, umax: i128, smin: i128, smax: i128) -> ConstantIntRanges {
        let a = |v: i128| ApInt::from_words(w, &[v as u64, (v >> 64) as u64]);
        ConstantIntRanges { umin: a(umin), umax: a(umax), smin: a(smin), smax: a(smax) }
    }

    /// `arith.trunci` / `extui` / `extsi` ranges as mlir-opt-22 proves them.
    #[test]
    fn truncation_and_extension_match_mlir_opt() {
        assert_eq!(trunc_range(&r(16, 256, 258, 256, 258), 8), r(8, 0, 2, 0, 2));
        assert_eq!(trunc_range(&r(16, 255, 257, 255, 257), 8), r(8, 0, 255, -128, 127));
        assert_eq!(trunc_range(&r(16, 0, 65535, -130, 0), 8), r(8, 0, 255, -128, 127));
        assert_eq!(trunc_range(&r(16, 0, 65535, -100, 100), 8), r(8, 0, 255, -100, 100));
        assert_eq!(trunc_range(&r(16, 65280, 65286, -256, -250), 8), r(8, 0, 6, 0, 6));
        assert_eq!(trunc_range(&r(64, 2, 3, 2, 3), 1), r(1, 0, 1, -1, 0));
        let wide = r(128, (1 << 64) + 1, (1 << 64) + 9, (1 << 64) + 1, (1 << 64) + 9);
        assert_eq!(trunc_range(&wide, 64), r(64, 1, 9, 1, 9));
        assert_eq!(trunc_range(&wide, 0), ConstantIntRanges::max_range(0));
        assert_eq!(ext_ui_range(&r(8, 0, 255, -3, 4), 32), r(32, 0, 255, 0, 255));
        assert_eq!(ext_si_range(&r(8, 0, 255, -3, 4), 32), r(32, 0, 4294967295, -3, 4));
        assert_eq!(ext_si_range(&r(1, 0, 1, -1, 0), 64), r(64, 0, u64::MAX as i128, -1, 0));
        assert_eq!(
            ext_si_range(&r(64, 0, u64::MAX as i128, i64::MIN as i128, 5), 128),
            r(128, 0, -1, i64::MIN as i128, 5)
        );
        assert_eq!(ext_range(&r(8, 1, 200, -56, 100), 16), r(16, 1, 200, -56, 100));
    }

    /// `index.add` as mlir-opt-22 proves it: the 32-bit answer joins in
    /// only when it differs from the truncated 64-bit one.
    #[test]
    fn index_ops_join_both_widths() {
        let add = |a: &[ConstantIntRanges]| infer_add(a, OverflowFlags::NONE);
        let same = [r(64, 0, 10, 0, 10), r(64, 3, 5, 3, 5)];
        assert_eq!(infer_index_op(&add, &same, CmpMode::Both), r(64, 3, 15, 3, 15));
        let wraps32 = [r(64, 4294967292, 4294967295, 4294967292, 4294967295), r(64, 1, 5, 1, 5)];
        assert_eq!(infer_index_op(&add, &wraps32, CmpMode::Both), r(64, 0, 4294967300, -3, 4294967300));
        let signed32 = [r(64, 2147483638, 2147483643, 2147483638, 2147483643), r(64, 1, 4, 1, 4)];
        assert_eq!(
            infer_index_op(&add, &signed32, CmpMode::Both),
            r(64, 2147483639, 2147483647, 2147483639, 2147483647)
        );
    }
}
