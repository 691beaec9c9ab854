//! Overflow-reporting (`*_ov`) and saturating (`*_sat`) arithmetic on
//! [`ApInt`] with LLVM `APInt`'s exact semantics, as integer range
//! inference uses them: the `_ov` forms return the wrapped result and
//! whether the mathematical result did not fit, the `_sat` forms clamp to
//! the bound the result ran past.
//!
//! Invariants: both operands have one width (as in `ops.rs`); shift
//! amounts are themselves `ApInt`s read as unsigned and clamped at the
//! width (LLVM's `getLimitedValue(getBitWidth())`), so an amount of the
//! width or more always overflows; nothing here panics at any width,
//! width 0 included.

use std::cmp::Ordering;

use super::ApInt;

impl ApInt {
    pub fn uadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let res = self.add(other);
        let overflow = res.ucmp(other) == Ordering::Less;
        (res, overflow)
    }

    pub fn sadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let res = self.add(other);
        let overflow = self.is_negative() == other.is_negative() && res.is_negative() != self.is_negative();
        (res, overflow)
    }

    pub fn usub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let res = self.sub(other);
        let overflow = res.ucmp(self) == Ordering::Greater;
        (res, overflow)
    }

    pub fn ssub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let res = self.sub(other);
        let overflow = self.is_negative() != other.is_negative() && res.is_negative() != self.is_negative();
        (res, overflow)
    }

    /// The wrapped product and whether the unsigned product needs more
    /// than the width (computed exactly at twice the width).
    pub fn umul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            let full = a as u128 * b as u128;
            return (ApInt::from_single(self.width, full as u64), full >> self.width != 0);
        }
        let wide = 2 * self.width;
        let full = self.zext(wide).mul(&other.zext(wide));
        (full.trunc(self.width), full.active_bits() > self.width)
    }

    /// The wrapped product and whether the signed product leaves the
    /// signed range (exactly what LLVM's divide-back check answers).
    pub fn smul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            let full = ApInt::single_signed(self.width, a) as i128 * ApInt::single_signed(other.width, b) as i128;
            let res = ApInt::from_single(self.width, full as u64);
            let overflow = full != ApInt::single_signed(self.width, res.words[0]) as i128;
            return (res, overflow);
        }
        let wide = 2 * self.width;
        let full = self.sext(wide).mul(&other.sext(wide));
        let res = full.trunc(self.width);
        let overflow = res.sext(wide) != full;
        (res, overflow)
    }

    /// Signed division and whether it overflowed (only `MIN / -1`);
    /// `None` when dividing by zero.
    pub fn sdiv_ov(&self, other: &ApInt) -> Option<(ApInt, bool)> {
        Some((self.sdiv(other)?, self.sdiv_overflows(other)))
    }

    /// Shift left with unsigned overflow: any set bit shifted out.
    pub fn ushl_ov(&self, amount: &ApInt) -> (ApInt, bool) {
        let amount = amount.limited_value(self.width as u64);
        if amount >= self.width as u64 {
            return (ApInt::zero(self.width), true);
        }
        (self.shl(amount), amount > self.countl_zero() as u64)
    }

    /// Shift left with signed overflow: a bit unlike the sign shifted into
    /// or past the sign bit.
    pub fn sshl_ov(&self, amount: &ApInt) -> (ApInt, bool) {
        let amount = amount.limited_value(self.width as u64);
        if amount >= self.width as u64 {
            return (ApInt::zero(self.width), true);
        }
        let room = if self.is_negative() { self.countl_one() } else { self.countl_zero() };
        (self.shl(amount), amount >= room as u64)
    }

    pub fn uadd_sat(&self, other: &ApInt) -> ApInt {
        match self.uadd_ov(other) {
            (_, true) => ApInt::all_ones(self.width),
            (res, false) => res,
        }
    }

    pub fn sadd_sat(&self, other: &ApInt) -> ApInt {
        match self.sadd_ov(other) {
            (_, true) => self.signed_bound(self.is_negative()),
            (res, false) => res,
        }
    }

    pub fn usub_sat(&self, other: &ApInt) -> ApInt {
        match self.usub_ov(other) {
            (_, true) => ApInt::zero(self.width),
            (res, false) => res,
        }
    }

    pub fn ssub_sat(&self, other: &ApInt) -> ApInt {
        match self.ssub_ov(other) {
            (_, true) => self.signed_bound(self.is_negative()),
            (res, false) => res,
        }
    }

    pub fn umul_sat(&self, other: &ApInt) -> ApInt {
        match self.umul_ov(other) {
            (_, true) => ApInt::all_ones(self.width),
            (res, false) => res,
        }
    }

    pub fn smul_sat(&self, other: &ApInt) -> ApInt {
        match self.smul_ov(other) {
            (_, true) => self.signed_bound(self.is_negative() != other.is_negative()),
            (res, false) => res,
        }
    }

    /// Saturates to the unsigned maximum on overflow, which includes any
    /// amount of the width or more (even for 0).
    pub fn ushl_sat(&self, amount: &ApInt) -> ApInt {
        match self.ushl_ov(amount) {
            (_, true) => ApInt::all_ones(self.width),
            (res, false) => res,
        }
    }

    /// Saturates towards the sign of `self` on overflow (a non-negative
    /// value, 0 included, to the signed maximum).
    pub fn sshl_sat(&self, amount: &ApInt) -> ApInt {
        match self.sshl_ov(amount) {
            (_, true) => self.signed_bound(self.is_negative()),
            (res, false) => res,
        }
    }

    /// The signed minimum if `negative`, else the signed maximum.
    fn signed_bound(&self, negative: bool) -> ApInt {
        if negative {
            ApInt::signed_min(self.width)
        } else {
            ApInt::signed_max(self.width)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(width: u32, v: i64) -> ApInt {
        ApInt::from_i64(width, v)
    }

    /// Every pair at 4 bits against the mathematical result.
    #[test]
    fn overflow_flags_are_exact_at_four_bits() {
        let fits_u = |v: i64| (0..16).contains(&v);
        let fits_s = |v: i64| (-8..8).contains(&v);
        for x in 0..16i64 {
            for y in 0..16i64 {
                let (ux, uy) = (a(4, x), a(4, y));
                let (sx, sy) = (x - if x >= 8 { 16 } else { 0 }, y - if y >= 8 { 16 } else { 0 });
                assert_eq!(ux.uadd_ov(&uy), (a(4, x + y), !fits_u(x + y)));
                assert_eq!(ux.usub_ov(&uy), (a(4, x - y), !fits_u(x - y)));
                assert_eq!(ux.umul_ov(&uy), (a(4, x * y), !fits_u(x * y)));
                assert_eq!(ux.sadd_ov(&uy), (a(4, sx + sy), !fits_s(sx + sy)));
                assert_eq!(ux.ssub_ov(&uy), (a(4, sx - sy), !fits_s(sx - sy)));
                assert_eq!(ux.smul_ov(&uy), (a(4, sx * sy), !fits_s(sx * sy)));
                let sat_u = |v: i64| a(4, v.clamp(0, 15));
                let sat_s = |v: i64| a(4, v.clamp(-8, 7));
                assert_eq!(ux.uadd_sat(&uy), sat_u(x + y));
                assert_eq!(ux.usub_sat(&uy), sat_u(x - y));
                assert_eq!(ux.umul_sat(&uy), sat_u(x * y));
                assert_eq!(ux.sadd_sat(&uy), sat_s(sx + sy));
                assert_eq!(ux.ssub_sat(&uy), sat_s(sx - sy));
                assert_eq!(ux.smul_sat(&uy), sat_s(sx * sy));
                if y < 4 {
                    assert_eq!(ux.ushl_ov(&uy), (a(4, x << y), !fits_u(x << y)), "{x} << {y}");
                    assert_eq!(ux.sshl_ov(&uy), (a(4, sx << y), !fits_s(sx << y)), "{sx} << {y}");
                    assert_eq!(ux.ushl_sat(&uy), sat_u(x << y));
                    assert_eq!(ux.sshl_sat(&uy), sat_s(sx << y));
                } else {
                    assert_eq!(ux.ushl_ov(&uy), (a(4, 0), true));
                    assert_eq!(ux.sshl_ov(&uy), (a(4, 0), true));
                }
            }
        }
    }

    /// The one-word products against LLVM's divide-back checks, which
    /// share no code with them, at widths where twice the width needs a
    /// second word.
    #[test]
    fn one_word_products_match_the_divide_back_check() {
        let mut rng = crate::testing::XorShift(0x9E37_79B9_7F4A_7C15);
        for &w in &[1u32, 7, 8, 31, 32, 33, 40, 63, 64] {
            let edges = [0, 1, u64::MAX, 1u64 << (w - 1), (1u64 << (w - 1)) - 1, 2, 3];
            for i in 0..600 {
                let pick = |i: usize, r: u64| if i < edges.len() { edges[i] } else { r };
                let (x, y) = (pick(i % 9, rng.next_u64()), pick(i / 9 % 9, rng.next_u64()));
                let (x, y) = (ApInt::from_u64(w, x), ApInt::from_u64(w, y));
                let (res, ov) = x.umul_ov(&y);
                assert_eq!(res, x.mul(&y));
                let back = !x.is_zero() && res.udiv(&x) != Some(y.clone());
                assert_eq!(ov, back, "umul_ov w={w} {x:?} {y:?}");
                let (res, ov) = x.smul_ov(&y);
                assert_eq!(res, x.mul(&y));
                let back =
                    !x.is_zero() && (res.sdiv(&x) != Some(y.clone()) || (x.is_all_ones() && y.is_min_signed_value()));
                assert_eq!(ov, back, "smul_ov w={w} {x:?} {y:?}");
            }
        }
    }

    /// LLVM's quirks: shifting by the width or more overflows even for 0,
    /// so 0 saturates to the maximum; `MIN / -1` reports overflow.
    #[test]
    fn shift_by_width_and_signed_division() {
        assert_eq!(a(8, 0).ushl_sat(&a(8, 8)), a(8, -1));
        assert_eq!(a(8, 0).sshl_sat(&a(8, 9)), a(8, 127));
        assert_eq!(a(8, -1).sshl_sat(&a(8, 200)), a(8, -128));
        assert_eq!(a(8, 0).ushl_sat(&a(8, 7)), a(8, 0));
        assert_eq!(a(8, -128).sdiv_ov(&a(8, -1)), Some((a(8, -128), true)));
        assert_eq!(a(8, -128).sdiv_ov(&a(8, 2)), Some((a(8, -64), false)));
        assert_eq!(a(8, 1).sdiv_ov(&a(8, 0)), None);
        // Wide values: the top word carries the overflow.
        let big = ApInt::signed_max(100);
        assert_eq!(big.sadd_ov(&a(100, 1)), (ApInt::signed_min(100), true));
        assert!(!big.umul_ov(&a(100, 2)).1 && big.umul_ov(&a(100, 3)).1);
        assert!(ApInt::all_ones(100).umul_ov(&a(100, 2)).1);
        assert!(big.smul_ov(&a(100, 2)).1 && !a(100, -5).smul_ov(&a(100, 7)).1);
        assert_eq!(a(100, 1).sshl_ov(&a(100, 98)), (ApInt::signed_min(100).lshr(1), false));
        assert!(a(100, 1).sshl_ov(&a(100, 99)).1);
        // Width 0 and 1 do not panic.
        let z = ApInt::zero(0);
        assert_eq!(z.umul_ov(&z), (z.clone(), false));
        assert_eq!(z.ushl_ov(&z), (z.clone(), true));
        assert_eq!(a(1, -1).smul_ov(&a(1, -1)), (a(1, -1), true));
    }
}
