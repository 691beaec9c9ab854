//! Arithmetic on [`ApInt`] with LLVM `APInt` semantics: every operation
//! wraps at the operands' width (two's complement), shifts by the width or
//! more give zero (or the sign, arithmetic right shift), division by zero
//! is `None`. The constant folders of `arith` and `index` are built on
//! these.
//!
//! Invariant: both operands of a binary operation have the same width (a
//! mismatch is a caller bug: debug-asserted, and the result then has the
//! left operand's width); results keep the unused high bits clear.

use std::cmp::Ordering;

use super::ApInt;

impl ApInt {
    fn same_width(&self, other: &ApInt) {
        debug_assert_eq!(self.width, other.width, "ApInt operands of different widths");
    }

    fn word(&self, i: usize) -> u64 {
        self.words.get(i).copied().unwrap_or(0)
    }

    fn with_words(width: u32, f: impl Fn(usize) -> u64) -> ApInt {
        let mut out = ApInt::zero(width);
        for (i, w) in out.words.iter_mut().enumerate() {
            *w = f(i);
        }
        out.clear_unused_bits();
        out
    }

    /// All bits set.
    pub fn all_ones(width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, u64::MAX);
        }
        ApInt::with_words(width, |_| u64::MAX)
    }
    /// The smallest signed value (only the sign bit set; zero at width 0,
    /// the one value there, where LLVM asserts).
    pub fn signed_min(width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, if width == 0 { 0 } else { 1 << (width - 1) });
        }
        let mut out = ApInt::zero(width);
        if width > 0 {
            out.words[((width - 1) / 64) as usize] = 1 << ((width - 1) % 64);
        }
        out
    }
    /// The largest signed value (zero at width 0).
    pub fn signed_max(width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, super::single_mask(width) >> 1);
        }
        ApInt::all_ones(width).xor(&ApInt::signed_min(width))
    }
    /// Every bit set; true at width 0, where there are no bits (LLVM's
    /// `isAllOnes`: the one `i0` value is both zero and all ones).
    pub fn is_all_ones(&self) -> bool {
        if let Some(a) = self.single() {
            return a == super::single_mask(self.width);
        }
        *self == ApInt::all_ones(self.width)
    }
    /// LLVM's `isMinSignedValue`: only the sign bit set. False at width 0,
    /// which has no sign bit (LLVM asserts a nonzero width; mlir-opt-22
    /// does not fold `arith.minsi %x, %c0_i0`).
    pub fn is_min_signed_value(&self) -> bool {
        self.width > 0 && *self == ApInt::signed_min(self.width)
    }
    /// LLVM's `isMaxSignedValue`: every bit but the sign bit set. False at
    /// width 0, as [`Self::is_min_signed_value`].
    pub fn is_max_signed_value(&self) -> bool {
        self.width > 0 && *self == ApInt::signed_max(self.width)
    }
    /// The value 1; false at width 0, which cannot hold a 1 (LLVM's
    /// `isOne`). Comparing with `from_u64(width, 1)` would not do: that
    /// truncates to 0 at width 0, so an `i0` zero divisor would pass for
    /// one and `x / 0` fold to `x`.
    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// The low `n` bits set (all of them when `n >= width`).
    pub fn low_bits_set(width: u32, n: u32) -> ApInt {
        ApInt::all_ones(width).lshr(width.saturating_sub(n) as u64)
    }
    /// Leading zero bits (the width for 0).
    pub fn countl_zero(&self) -> u32 {
        self.width - self.active_bits()
    }
    /// Leading one bits (the width for all ones).
    pub fn countl_one(&self) -> u32 {
        self.not().countl_zero()
    }
    /// Greater than zero as a signed value.
    pub fn is_strictly_positive(&self) -> bool {
        !self.is_negative() && !self.is_zero()
    }
    /// The value read as unsigned, or `limit` if it is larger (LLVM's
    /// `getLimitedValue`).
    pub fn limited_value(&self, limit: u64) -> u64 {
        self.to_u64().map_or(limit, |v| v.min(limit))
    }

    pub fn add(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a.wrapping_add(b));
        }
        let mut out = ApInt::zero(self.width);
        let mut carry = false;
        for (i, o) in out.words.iter_mut().enumerate() {
            let (s1, c1) = self.word(i).overflowing_add(other.word(i));
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *o = s2;
            carry = c1 || c2;
        }
        out.clear_unused_bits();
        out
    }

    pub fn sub(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a.wrapping_sub(b));
        }
        self.add(&other.negate())
    }

    /// The low `width` bits of the product.
    pub fn mul(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a.wrapping_mul(b));
        }
        let n = self.words.len();
        let mut acc = vec![0u64; n];
        for i in 0..n {
            let mut carry: u128 = 0;
            for j in 0..n - i {
                let cur = acc[i + j] as u128 + (self.word(i) as u128) * (other.word(j) as u128) + carry;
                acc[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        ApInt::from_words(self.width, &acc)
    }

    pub fn and(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a & b);
        }
        ApInt::with_words(self.width, |i| self.word(i) & other.word(i))
    }
    pub fn or(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a | b);
        }
        ApInt::with_words(self.width, |i| self.word(i) | other.word(i))
    }
    pub fn xor(&self, other: &ApInt) -> ApInt {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::from_single(self.width, a ^ b);
        }
        ApInt::with_words(self.width, |i| self.word(i) ^ other.word(i))
    }
    pub fn not(&self) -> ApInt {
        if let Some(a) = self.single() {
            return ApInt::from_single(self.width, !a);
        }
        ApInt::with_words(self.width, |i| !self.word(i))
    }

    /// Shift left by `amount` bits (zero when `amount >= width`).
    pub fn shl(&self, amount: u64) -> ApInt {
        if amount >= self.width as u64 {
            return ApInt::zero(self.width);
        }
        if let Some(a) = self.single() {
            return ApInt::from_single(self.width, a << amount);
        }
        let (words, bits) = ((amount / 64) as usize, (amount % 64) as u32);
        ApInt::with_words(self.width, |i| {
            if i < words {
                return 0;
            }
            let lo = self.word(i - words);
            let carried = if bits == 0 || i < words + 1 { 0 } else { self.word(i - words - 1) >> (64 - bits) };
            (lo << bits) | carried
        })
    }

    /// Logical shift right (zero when `amount >= width`).
    pub fn lshr(&self, amount: u64) -> ApInt {
        if amount >= self.width as u64 {
            return ApInt::zero(self.width);
        }
        if let Some(a) = self.single() {
            return ApInt::from_single(self.width, a >> amount);
        }
        let (words, bits) = ((amount / 64) as usize, (amount % 64) as u32);
        ApInt::with_words(self.width, |i| {
            let hi = self.word(i + words);
            let carried = if bits == 0 { 0 } else { self.word(i + words + 1) << (64 - bits) };
            (hi >> bits) | carried
        })
    }

    /// Arithmetic shift right: the sign fills in (all sign when `amount >= width`).
    pub fn ashr(&self, amount: u64) -> ApInt {
        let fill = if self.is_negative() { ApInt::all_ones(self.width) } else { ApInt::zero(self.width) };
        if amount >= self.width as u64 {
            return fill;
        }
        let shifted = self.lshr(amount);
        // The top `amount` bits take the sign.
        let mask = fill.shl(self.width as u64 - amount);
        shifted.or(&mask)
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, other: &ApInt) -> Ordering {
        self.same_width(other);
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return a.cmp(&b);
        }
        let n = self.words.len().max(other.words.len());
        (0..n).rev().map(|i| self.word(i).cmp(&other.word(i))).find(|o| o.is_ne()).unwrap_or(Ordering::Equal)
    }

    /// Signed comparison.
    pub fn scmp(&self, other: &ApInt) -> Ordering {
        if let (Some(a), Some(b)) = (self.single(), other.single()) {
            return ApInt::single_signed(self.width, a).cmp(&ApInt::single_signed(other.width, b));
        }
        match (self.is_negative(), other.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(other),
        }
    }

    /// Unsigned quotient and remainder; `None` when dividing by zero.
    pub fn udiv_rem(&self, other: &ApInt) -> Option<(ApInt, ApInt)> {
        self.same_width(other);
        if other.is_zero() {
            return None;
        }
        if self.width <= 64 {
            let (a, b) = (self.word(0), other.word(0));
            return Some((ApInt::from_u64(self.width, a / b), ApInt::from_u64(self.width, a % b)));
        }
        // Shift-subtract long division, one bit at a time from the top.
        let mut quotient = ApInt::zero(self.width);
        let mut rem = ApInt::zero(self.width);
        for i in (0..self.width).rev() {
            rem = rem.shl(1);
            if self.bit(i) {
                rem.words[0] |= 1;
            }
            if rem.ucmp(other) != Ordering::Less {
                rem = rem.sub(other);
                quotient.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        Some((quotient, rem))
    }

    pub fn udiv(&self, other: &ApInt) -> Option<ApInt> {
        self.udiv_rem(other).map(|(q, _)| q)
    }
    pub fn urem(&self, other: &ApInt) -> Option<ApInt> {
        self.udiv_rem(other).map(|(_, r)| r)
    }

    /// The magnitude of a signed value (wraps for the minimum, as LLVM's).
    pub fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.negate()
        } else {
            self.clone()
        }
    }

    /// Signed division, truncating toward zero; `None` when dividing by
    /// zero. The minimum divided by -1 wraps (callers that must not fold it
    /// check [`Self::sdiv_overflows`]).
    pub fn sdiv(&self, other: &ApInt) -> Option<ApInt> {
        let (q, _) = self.abs().udiv_rem(&other.abs())?;
        Some(if self.is_negative() != other.is_negative() { q.negate() } else { q })
    }

    /// Signed remainder (the sign of the dividend); `None` for zero.
    pub fn srem(&self, other: &ApInt) -> Option<ApInt> {
        let (_, r) = self.abs().udiv_rem(&other.abs())?;
        Some(if self.is_negative() { r.negate() } else { r })
    }

    /// Does `self / other` overflow (the minimum divided by -1)? Never at
    /// width 0, which has no minimum (the one divisor there is zero, which
    /// the division itself refuses).
    pub fn sdiv_overflows(&self, other: &ApInt) -> bool {
        self.is_min_signed_value() && other.is_all_ones()
    }

    /// The low `width` bits.
    pub fn trunc(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.words)
    }
    /// Zero-extended (or truncated) to `width` bits.
    pub fn zext(&self, width: u32) -> ApInt {
        ApInt::from_words(width, &self.words)
    }
    /// Sign-extended (or truncated) to `width` bits.
    pub fn sext(&self, width: u32) -> ApInt {
        if let (Some(a), true) = (self.single(), width <= 64) {
            return ApInt::from_single(width, ApInt::single_signed(self.width, a) as u64);
        }
        if width <= self.width || !self.is_negative() {
            return self.zext(width);
        }
        let ext = self.zext(width);
        // Set every bit from the old width up.
        ext.or(&ApInt::all_ones(width).shl(self.width as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Rng(crate::testing::XorShift);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0.next_u64()
        }
        fn value(&mut self, width: u32) -> u128 {
            let v = (self.next() as u128) | ((self.next() as u128) << 64);
            // Bias towards the interesting edges.
            match self.next() % 5 {
                0 => 0,
                1 => mask(width),
                2 => 1u128 << (width - 1),
                _ => v & mask(width),
            }
        }
    }

    fn mask(width: u32) -> u128 {
        if width == 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    }
    fn ap(width: u32, v: u128) -> ApInt {
        ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }
    fn val(a: &ApInt) -> u128 {
        a.word(0) as u128 | ((a.word(1) as u128) << 64)
    }
    fn signed(width: u32, v: u128) -> i128 {
        let shift = 128 - width;
        ((v << shift) as i128) >> shift
    }

    #[test]
    fn matches_128_bit_arithmetic_at_many_widths() {
        let mut rng = Rng(crate::testing::XorShift(0x2545_F491_4F6C_DD1D));
        for &w in &[1u32, 2, 7, 8, 16, 31, 32, 33, 63, 64, 65, 100, 127, 128] {
            let m = mask(w);
            for _ in 0..400 {
                let (x, y) = (rng.value(w), rng.value(w));
                let (a, b) = (ap(w, x), ap(w, y));
                assert_eq!(val(&a.add(&b)), x.wrapping_add(y) & m, "add w={w}");
                assert_eq!(val(&a.sub(&b)), x.wrapping_sub(y) & m, "sub w={w}");
                assert_eq!(val(&a.mul(&b)), x.wrapping_mul(y) & m, "mul w={w}");
                assert_eq!(val(&a.and(&b)), x & y);
                assert_eq!(val(&a.or(&b)), x | y);
                assert_eq!(val(&a.xor(&b)), x ^ y);
                assert_eq!(val(&a.not()), !x & m);
                assert_eq!(a.ucmp(&b), x.cmp(&y), "ucmp w={w}");
                assert_eq!(a.scmp(&b), signed(w, x).cmp(&signed(w, y)), "scmp w={w}");
                let s = (rng.next() % (w as u64 + 2)) as u32;
                let shl = if s >= w { 0 } else { (x << s) & m };
                assert_eq!(val(&a.shl(s as u64)), shl, "shl w={w} s={s}");
                let lshr = if s >= w { 0 } else { x >> s };
                assert_eq!(val(&a.lshr(s as u64)), lshr, "lshr w={w} s={s}");
                let ashr = (signed(w, x) >> s.min(w - 1).min(127)) as u128 & m;
                let ashr = if s >= w {
                    if signed(w, x) < 0 {
                        m
                    } else {
                        0
                    }
                } else {
                    ashr
                };
                assert_eq!(val(&a.ashr(s as u64)), ashr, "ashr w={w} s={s}");
                if let (Some(q), Some(r)) = (x.checked_div(y), x.checked_rem(y)) {
                    assert_eq!(val(&a.udiv(&b).unwrap()), q, "udiv w={w}");
                    assert_eq!(val(&a.urem(&b).unwrap()), r, "urem w={w}");
                    let (sx, sy) = (signed(w, x), signed(w, y));
                    if !(a.sdiv_overflows(&b)) {
                        assert_eq!(val(&a.sdiv(&b).unwrap()), (sx / sy) as u128 & m, "sdiv w={w}");
                        assert_eq!(val(&a.srem(&b).unwrap()), (sx % sy) as u128 & m, "srem w={w}");
                    }
                } else {
                    assert!(a.udiv(&b).is_none() && a.sdiv(&b).is_none() && a.srem(&b).is_none());
                }
                if w < 128 {
                    let wide = (w + 17).min(128);
                    assert_eq!(val(&a.zext(wide)), x);
                    assert_eq!(val(&a.sext(wide)), signed(w, x) as u128 & mask(wide), "sext w={w}");
                }
                assert_eq!(val(&a.trunc(w.div_ceil(2))), x & mask(w.div_ceil(2)));
            }
        }
    }

    /// Width 0 holds one value, 0, with LLVM `APInt`'s predicates: zero
    /// and all ones, never one, never negative; every division is by zero.
    #[test]
    fn width_zero_predicates_match_llvm() {
        let z = ApInt::zero(0);
        assert_eq!(ApInt::from_u64(0, 1), z, "1 truncates to 0");
        assert_eq!(ApInt::from_i64(0, -1), z);
        assert!(z.is_zero());
        assert!(z.is_all_ones());
        assert!(!z.is_one());
        assert!(!ApInt::from_u64(0, 1).is_one());
        assert!(!z.is_negative());
        assert_eq!((z.to_u64(), z.to_i64()), (Some(0), Some(0)));
        assert_eq!(ApInt::all_ones(0), z);
        assert_eq!((ApInt::signed_min(0), ApInt::signed_max(0)), (z.clone(), z.clone()));
        assert!(!z.sdiv_overflows(&z));
        assert!(!z.is_min_signed_value() && !z.is_max_signed_value());
        assert!(ApInt::signed_min(1).is_min_signed_value() && ApInt::zero(1).is_max_signed_value());
        assert!(ApInt::signed_max(70).is_max_signed_value() && !ApInt::signed_max(70).is_min_signed_value());
        assert_eq!((z.udiv(&z), z.urem(&z), z.sdiv(&z), z.srem(&z)), (None, None, None, None));
        assert_eq!(
            (z.add(&z), z.sub(&z), z.mul(&z), z.negate(), z.not()),
            (z.clone(), z.clone(), z.clone(), z.clone(), z.clone())
        );
        assert_eq!((z.shl(0), z.lshr(1), z.ashr(0)), (z.clone(), z.clone(), z.clone()));
        assert_eq!(z.ucmp(&z), Ordering::Equal);
        assert_eq!(z.scmp(&z), Ordering::Equal);
        assert_eq!(z.sext(8), ApInt::zero(8));
        assert_eq!(ApInt::from_i64(8, -1).trunc(0), z);
        assert_eq!((z.to_unsigned_decimal(), z.to_signed_decimal()), ("0".to_string(), "0".to_string()));
        // Width 1 still has its one (`true`), which is also all ones.
        let t = ApInt::from_u64(1, 1);
        assert!(t.is_one() && t.is_all_ones() && t.is_negative());
        assert!(ApInt::from_u64(65, 1).is_one() && !ApInt::from_words(65, &[1, 1]).is_one());
    }

    #[test]
    fn bit_counts_and_limits() {
        assert_eq!(ApInt::from_u64(8, 1).countl_zero(), 7);
        assert_eq!(ApInt::zero(8).countl_zero(), 8);
        assert_eq!(ApInt::from_i64(8, -4).countl_one(), 6);
        assert_eq!(ApInt::from_words(100, &[0, 1]).countl_zero(), 35);
        assert_eq!(ApInt::all_ones(100).countl_one(), 100);
        assert_eq!(ApInt::low_bits_set(8, 3), ApInt::from_u64(8, 7));
        assert_eq!(ApInt::low_bits_set(8, 0), ApInt::zero(8));
        assert_eq!(ApInt::low_bits_set(70, 70), ApInt::all_ones(70));
        assert_eq!(ApInt::low_bits_set(70, 65), ApInt::from_words(70, &[u64::MAX, 1]));
        assert!(ApInt::from_u64(8, 1).is_strictly_positive());
        assert!(!ApInt::zero(8).is_strictly_positive() && !ApInt::from_i64(8, -1).is_strictly_positive());
        assert_eq!(ApInt::from_u64(8, 200).limited_value(8), 8);
        assert_eq!(ApInt::from_u64(8, 3).limited_value(8), 3);
        assert_eq!(ApInt::from_words(128, &[1, 1]).limited_value(128), 128);
        let z = ApInt::zero(0);
        assert_eq!((z.countl_zero(), z.countl_one(), z.limited_value(0)), (0, 0, 0));
    }

    #[test]
    fn signed_limits_and_overflowing_division() {
        let min = ApInt::signed_min(8);
        assert_eq!(min.to_i64(), Some(-128));
        assert_eq!(ApInt::signed_max(8).to_i64(), Some(127));
        let minus_one = ApInt::from_i64(8, -1);
        assert!(minus_one.is_all_ones());
        assert!(min.sdiv_overflows(&minus_one));
        // LLVM's APInt wraps: -128 / -1 = -128 at 8 bits.
        assert_eq!(min.sdiv(&minus_one), Some(min.clone()));
        assert!(ApInt::from_u64(8, 1).is_one());
        assert_eq!(ApInt::signed_min(200).sext(300).to_i64(), None);
        assert!(ApInt::signed_min(200).sext(300).is_negative());
    }
}
