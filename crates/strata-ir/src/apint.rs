//! Arbitrary-width two's-complement integers, the payload of integer
//! attributes (upstream's `APInt`).
//!
//! Invariant: `words` holds exactly `ceil(width / 64)` little-endian words
//! (at least one: [`Words::One`] exactly when the width is at most 64) and
//! every bit at or above `width` is zero, so equality and hashing of the
//! words are value equality.

mod ops;
mod overflow;

use std::ops::{Deref, DerefMut};

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    words: Words,
}

/// The words of an [`ApInt`]: one inline (every width up to 64, almost
/// all values), else a boxed slice. Sixteen bytes, where a
/// `SmallVec<[u64; 1]>` takes 24; copying and comparing one word is a
/// copy and a compare (range analyses copy and compare four `ApInt`s per
/// lattice element they read), where slices went through `memcpy` and
/// `memcmp`.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Words {
    One(u64),
    Many(Box<[u64]>),
}

impl Deref for Words {
    type Target = [u64];
    #[inline]
    fn deref(&self) -> &[u64] {
        match self {
            Words::One(w) => std::slice::from_ref(w),
            Words::Many(ws) => ws,
        }
    }
}

impl DerefMut for Words {
    #[inline]
    fn deref_mut(&mut self) -> &mut [u64] {
        match self {
            Words::One(w) => std::slice::from_mut(w),
            Words::Many(ws) => ws,
        }
    }
}

/// As a list of words, whichever way they are kept.
impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

fn num_words(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// The bits of a one-word width (`width <= 64`) that hold the value.
fn single_mask(width: u32) -> u64 {
    match width {
        0 => 0,
        64.. => u64::MAX,
        w => (1u64 << w) - 1,
    }
}

impl ApInt {
    /// The word of a value of at most 64 bits (almost every value): the
    /// operations take this path, a few instructions, before their
    /// general word loops.
    #[inline]
    pub(crate) fn single(&self) -> Option<u64> {
        match self.words {
            Words::One(w) => Some(w),
            Words::Many(_) => None,
        }
    }

    /// A value of `width <= 64` bits from `word`, truncated.
    #[inline]
    pub(crate) fn from_single(width: u32, word: u64) -> ApInt {
        debug_assert!(width <= 64);
        ApInt { width, words: Words::One(word & single_mask(width)) }
    }

    /// The one-word value read as signed (0 at width 0).
    #[inline]
    pub(crate) fn single_signed(width: u32, word: u64) -> i64 {
        if width == 0 {
            return 0;
        }
        let shift = 64 - width;
        ((word << shift) as i64) >> shift
    }

    pub fn zero(width: u32) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, 0);
        }
        ApInt { width, words: Words::Many(vec![0; num_words(width)].into_boxed_slice()) }
    }

    /// `value` truncated to `width` bits.
    pub fn from_u64(width: u32, value: u64) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, value);
        }
        let mut a = ApInt::zero(width);
        a.words[0] = value;
        a.clear_unused_bits();
        a
    }

    /// `value` sign-extended (or truncated) to `width` bits.
    pub fn from_i64(width: u32, value: i64) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, value as u64);
        }
        let mut a = ApInt::zero(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        for w in a.words.iter_mut() {
            *w = fill;
        }
        a.words[0] = value as u64;
        a.clear_unused_bits();
        a
    }

    /// Builds from little-endian words, truncating to `width`.
    pub fn from_words(width: u32, words: &[u64]) -> ApInt {
        if width <= 64 {
            return ApInt::from_single(width, words.first().copied().unwrap_or(0));
        }
        let mut a = ApInt::zero(width);
        for (dst, src) in a.words.iter_mut().zip(words) {
            *dst = *src;
        }
        a.clear_unused_bits();
        a
    }

    fn clear_unused_bits(&mut self) {
        let rem = self.width % 64;
        let n = self.words.len();
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The sign bit (false for width 0).
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    pub fn bit(&self, i: u32) -> bool {
        (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The value read as unsigned, if it fits in 64 bits.
    pub fn to_u64(&self) -> Option<u64> {
        if self.words[1..].iter().any(|&w| w != 0) {
            return None;
        }
        Some(self.words[0])
    }

    /// The value read as signed, if it fits in 64 bits.
    pub fn to_i64(&self) -> Option<i64> {
        if let Some(w) = self.single() {
            return Some(ApInt::single_signed(self.width, w));
        }
        let neg = self.is_negative();
        let lo = self.words[0] as i64;
        let ext = if neg { u64::MAX } else { 0 };
        let rem = self.width % 64;
        let last = self.words.len() - 1;
        for (i, &w) in self.words.iter().enumerate().skip(1) {
            let expect = if i == last && rem != 0 { ext & ((1u64 << rem) - 1) } else { ext };
            if w != expect {
                return None;
            }
        }
        if (lo < 0) != neg {
            return None;
        }
        Some(lo)
    }

    /// Two's-complement negation, wrapping at `width`.
    pub fn negate(&self) -> ApInt {
        if let Some(a) = self.single() {
            return ApInt::from_single(self.width, a.wrapping_neg());
        }
        let mut out = ApInt::zero(self.width);
        let mut carry = 1u64;
        for (o, &w) in out.words.iter_mut().zip(self.words.iter()) {
            let (v, c) = (!w).overflowing_add(carry);
            *o = v;
            carry = c as u64;
        }
        out.clear_unused_bits();
        out
    }

    /// Divides the magnitude in place by a small divisor, returning the remainder.
    fn div_small(words: &mut [u64], divisor: u64) -> u64 {
        let mut rem: u128 = 0;
        for w in words.iter_mut().rev() {
            let cur = (rem << 64) | *w as u128;
            *w = (cur / divisor as u128) as u64;
            rem = cur % divisor as u128;
        }
        rem as u64
    }

    /// Unsigned decimal digits.
    pub fn to_unsigned_decimal(&self) -> String {
        if let Some(v) = self.to_u64() {
            return v.to_string();
        }
        let mut words = self.words.to_vec();
        let mut chunks = Vec::new();
        const TEN19: u64 = 10_000_000_000_000_000_000;
        while words.iter().any(|&w| w != 0) {
            chunks.push(Self::div_small(&mut words, TEN19));
        }
        let mut s = chunks.pop().map(|c| c.to_string()).unwrap_or_else(|| "0".into());
        for c in chunks.iter().rev() {
            s.push_str(&format!("{c:019}"));
        }
        s
    }

    /// Signed decimal digits (two's complement).
    pub fn to_signed_decimal(&self) -> String {
        if let Some(v) = self.to_i64() {
            return v.to_string();
        }
        if self.is_negative() {
            format!("-{}", self.negate().to_unsigned_decimal())
        } else {
            self.to_unsigned_decimal()
        }
    }

    /// Number of bits needed to hold the unsigned magnitude.
    pub fn active_bits(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate().rev() {
            if w != 0 {
                return i as u32 * 64 + (64 - w.leading_zeros());
            }
        }
        0
    }

    /// Parses unsigned decimal or `0x` hex digits into an integer of
    /// `bits_limit` bits. Returns `None` when the magnitude does not fit.
    pub fn parse_magnitude(digits: &str, bits_limit: u32) -> Option<ApInt> {
        let (radix, body) = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
            Some(hex) => (16u64, hex),
            None => (10u64, digits),
        };
        if body.is_empty() {
            return None;
        }
        // Cheap bound before doing quadratic work: each digit adds at least
        // log2(radix) - 1 bits once leading zeros are gone.
        // Nearly every literal fits a word: no allocation then.
        if body.len() <= if radix == 16 { 16 } else { 19 } {
            let mut v = 0u64;
            for &b in body.as_bytes() {
                let d = (b as char).to_digit(radix as u32)? as u64;
                // At most 19 decimal (or 16 hex) digits: no overflow.
                v = v * radix + d;
            }
            return (64 - v.leading_zeros() <= bits_limit).then(|| ApInt::from_u64(bits_limit, v));
        }
        let significant = body.trim_start_matches('0').len() as u64;
        let min_bits = if radix == 16 { significant.saturating_sub(1) * 4 } else { significant.saturating_sub(1) * 3 };
        if min_bits > bits_limit as u64 + 4 {
            return None;
        }
        let mut words = vec![0u64; num_words(bits_limit.max(1)) + 1];
        for ch in body.chars() {
            let d = ch.to_digit(radix as u32)? as u64;
            let mut carry = d as u128;
            for w in words.iter_mut() {
                let v = (*w as u128) * radix as u128 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                return None;
            }
        }
        // At least two words: a width past 64.
        let value = ApInt { width: (words.len() * 64) as u32, words: Words::Many(words.into_boxed_slice()) };
        if value.active_bits() > bits_limit {
            return None;
        }
        Some(ApInt::from_words(bits_limit, value.words()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip() {
        assert_eq!(ApInt::from_i64(8, -1).to_signed_decimal(), "-1");
        assert_eq!(ApInt::from_i64(8, -1).to_unsigned_decimal(), "255");
        let big = ApInt::parse_magnitude("340282366920938463463374607431768211455", 128).unwrap();
        assert_eq!(big.to_unsigned_decimal(), "340282366920938463463374607431768211455");
        assert_eq!(big.to_signed_decimal(), "-1");
        assert!(ApInt::parse_magnitude("340282366920938463463374607431768211456", 128).is_none());
        assert_eq!(ApInt::parse_magnitude("0xff", 8).unwrap().to_u64(), Some(255));
        let wide = ApInt::from_i64(100, -5);
        assert_eq!(wide.to_i64(), Some(-5));
        assert_eq!(wide.to_signed_decimal(), "-5");
    }

    /// The one-word fast path answers as the general one does, which
    /// leading zeros (beyond 19 digits) force.
    #[test]
    fn short_literals_parse_as_long_ones() {
        let literals = ["0", "1", "127", "128", "255", "256", "18446744073709551615", "9223372036854775808"];
        let hex = ["0x0", "0x7f", "0xFF", "0x100", "0xffffffffffffffff", "0x8000000000000000"];
        for (digits, pad) in
            literals.iter().map(|d| (*d, "0".repeat(24))).chain(hex.iter().map(|d| (*d, String::new())))
        {
            let long = match digits.strip_prefix("0x") {
                Some(h) => format!("0x{}{h}", "0".repeat(20)),
                None => format!("{pad}{digits}"),
            };
            for bits in [0, 1, 7, 8, 9, 32, 63, 64, 65, 128] {
                let short = ApInt::parse_magnitude(digits, bits);
                let general = ApInt::parse_magnitude(&long, bits);
                assert_eq!(short, general, "{digits} in {bits}");
            }
        }
        assert!(ApInt::parse_magnitude("12a", 64).is_none());
        assert!(ApInt::parse_magnitude("0xg", 64).is_none());
    }

    #[test]
    fn huge_literal_is_rejected_fast() {
        let digits = "9".repeat(5_000_000);
        assert!(ApInt::parse_magnitude(&digits, 64).is_none());
    }
}
