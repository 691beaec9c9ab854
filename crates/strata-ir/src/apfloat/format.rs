//! Exact floating-point conversions for every builtin [`FloatKind`]: the bit
//! layouts, round-to-nearest-even encoding, decimal parsing and upstream's
//! `printFloatValue` formatting (LLVM `APFloat::toString`).
//!
//! Invariants: values are raw bit patterns in the low `width` bits of a
//! `u128`; every conversion is exact big-integer arithmetic (no host float
//! rounding except where upstream itself goes through `double`), so output
//! is byte-identical to `mlir-opt` for f16/bf16/f32/f64 (and, best effort,
//! for the small and extended formats). Nothing here panics on any input.

use crate::FloatKind;

/// How a format spells its non-finite values.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum NonFinite {
    /// IEEE: all-ones exponent is Inf (zero mantissa) or NaN.
    Ieee,
    /// No Inf; NaN is all-ones exponent and mantissa (`f8E4M3FN`, `f8E8M0FNU`).
    NanAllOnes,
    /// No Inf, no -0; NaN is the negative-zero pattern (`*FNUZ`).
    NanNegZero,
    /// Neither Inf nor NaN (`f4E2M1FN`, `f6*`).
    FiniteOnly,
}

/// The semantics of a format: precision `p` counts the leading integer bit.
#[derive(Copy, Clone, Debug)]
struct Sem {
    p: u32,
    emax: i32,
    emin: i32,
    exp_bits: u32,
    nonfinite: NonFinite,
    /// `f80` stores the integer bit.
    explicit_int: bool,
    /// `f8E8M0FNU`: no sign, no zero, no denormals.
    unsigned_no_zero: bool,
}

fn sem(kind: FloatKind) -> Sem {
    use FloatKind::*;
    use NonFinite::*;
    let s = |p, emax, emin, exp_bits, nonfinite| Sem {
        p,
        emax,
        emin,
        exp_bits,
        nonfinite,
        explicit_int: false,
        unsigned_no_zero: false,
    };
    match kind {
        F4E2M1FN => s(2, 2, 0, 2, FiniteOnly),
        F6E2M3FN => s(4, 2, 0, 2, FiniteOnly),
        F6E3M2FN => s(3, 4, -2, 3, FiniteOnly),
        F8E5M2 => s(3, 15, -14, 5, Ieee),
        F8E4M3 => s(4, 7, -6, 4, Ieee),
        F8E4M3FN => s(4, 8, -6, 4, NanAllOnes),
        F8E5M2FNUZ => s(3, 15, -15, 5, NanNegZero),
        F8E4M3FNUZ => s(4, 7, -7, 4, NanNegZero),
        F8E4M3B11FNUZ => s(4, 4, -10, 4, NanNegZero),
        F8E3M4 => s(5, 3, -2, 3, Ieee),
        F8E8M0FNU => Sem { unsigned_no_zero: true, ..s(1, 127, -127, 8, NanAllOnes) },
        BF16 => s(8, 127, -126, 8, Ieee),
        F16 => s(11, 15, -14, 5, Ieee),
        TF32 => s(11, 127, -126, 8, Ieee),
        F32 => s(24, 127, -126, 8, Ieee),
        F64 => s(53, 1023, -1022, 11, Ieee),
        F80 => Sem { explicit_int: true, ..s(64, 16383, -16382, 15, Ieee) },
        F128 => s(113, 16383, -16382, 15, Ieee),
    }
}

impl Sem {
    fn frac_bits(&self) -> u32 {
        if self.explicit_int {
            self.p
        } else {
            self.p - 1
        }
    }
    fn width(&self) -> u32 {
        self.frac_bits() + self.exp_bits + u32::from(!self.unsigned_no_zero)
    }
    fn sign_bit(&self) -> u128 {
        if self.unsigned_no_zero {
            0
        } else {
            1u128 << (self.width() - 1)
        }
    }
    fn exp_mask(&self) -> u128 {
        (1u128 << self.exp_bits) - 1
    }
    fn frac_mask(&self) -> u128 {
        (1u128 << self.frac_bits()) - 1
    }
    /// Biased exponent field of a normal number with exponent `e`.
    fn biased(&self, e: i32) -> u128 {
        let off = if self.unsigned_no_zero { 0 } else { 1 };
        (e - self.emin + off) as u128
    }
    fn nan(&self) -> u128 {
        match self.nonfinite {
            NonFinite::Ieee => {
                let top = if self.explicit_int { 3u128 << (self.p - 2) } else { 1u128 << (self.p - 2) };
                (self.exp_mask() << self.frac_bits()) | top
            }
            NonFinite::NanAllOnes => (self.exp_mask() << self.frac_bits()) | self.frac_mask(),
            NonFinite::NanNegZero => self.sign_bit(),
            NonFinite::FiniteOnly => self.max_finite(),
        }
    }
    fn max_finite(&self) -> u128 {
        let all = (self.exp_mask() << self.frac_bits()) | self.frac_mask();
        match self.nonfinite {
            NonFinite::Ieee => all - (1u128 << self.frac_bits()),
            NonFinite::NanAllOnes => all - 1,
            NonFinite::NanNegZero | NonFinite::FiniteOnly => all,
        }
    }
}

/// The low `width` bits set.
fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// The decoded value of a bit pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatClass {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    NaN,
    /// `sig * 2^exp`, `sig != 0`.
    Finite {
        neg: bool,
        sig: u128,
        exp: i32,
    },
}

/// Decodes the bits of a `kind` value.
pub fn classify(kind: FloatKind, bits: u128) -> FloatClass {
    let s = sem(kind);
    let bits = bits & mask(s.width());
    let neg = bits & s.sign_bit() != 0;
    let expf = (bits >> s.frac_bits()) & s.exp_mask();
    let frac = bits & s.frac_mask();
    match s.nonfinite {
        NonFinite::Ieee if expf == s.exp_mask() => {
            let mant = if s.explicit_int { frac & ((1u128 << (s.p - 1)) - 1) } else { frac };
            return if mant == 0 { FloatClass::Inf { neg } } else { FloatClass::NaN };
        }
        NonFinite::NanAllOnes if expf == s.exp_mask() && frac == s.frac_mask() => return FloatClass::NaN,
        NonFinite::NanNegZero if bits == s.sign_bit() => return FloatClass::NaN,
        _ => {}
    }
    let shift = s.p as i32 - 1;
    if s.unsigned_no_zero {
        return FloatClass::Finite { neg: false, sig: 1, exp: expf as i32 + s.emin };
    }
    let (sig, e) = if expf == 0 {
        (frac, s.emin)
    } else if s.explicit_int {
        (frac, expf as i32 - 1 + s.emin)
    } else {
        (frac | (1u128 << (s.p - 1)), expf as i32 - 1 + s.emin)
    };
    if sig == 0 {
        return FloatClass::Zero { neg };
    }
    FloatClass::Finite { neg, sig, exp: e - shift }
}

// ---- a minimal unsigned big integer (little-endian u32 limbs) ----

#[derive(Clone, Debug, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(v: u128) -> Big {
        let mut b = Big((0..4).map(|i| (v >> (32 * i)) as u32).collect());
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }
    fn bit(&self, i: u32) -> bool {
        self.0.get((i / 32) as usize).is_some_and(|w| (w >> (i % 32)) & 1 == 1)
    }
    /// Are any of the bits below `n` set?
    fn any_below(&self, n: u32) -> bool {
        (0..n.min(self.bits())).any(|i| self.bit(i))
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for w in self.0.iter_mut() {
            let v = *w as u64 * m as u64 + carry;
            *w = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for w in self.0.iter_mut() {
            if carry == 0 {
                break;
            }
            let v = *w as u64 + carry;
            *w = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for w in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *w as u64;
            *w = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn shl(&self, n: u32) -> Big {
        let (words, bits) = ((n / 32) as usize, n % 32);
        let mut out = vec![0u32; words];
        let mut carry = 0u32;
        for &w in &self.0 {
            out.push((w << bits) | carry);
            carry = if bits == 0 { 0 } else { w >> (32 - bits) };
        }
        out.push(carry);
        let mut b = Big(out);
        b.trim();
        b
    }
    fn shr(&self, n: u32) -> Big {
        let (words, bits) = ((n / 32) as usize, n % 32);
        let src = self.0.get(words..).unwrap_or(&[]);
        let mut out = Vec::with_capacity(src.len());
        for i in 0..src.len() {
            let lo = src[i] >> bits;
            let hi = if bits == 0 { 0 } else { src.get(i + 1).map_or(0, |&h| h << (32 - bits)) };
            out.push(lo | hi);
        }
        let mut b = Big(out);
        b.trim();
        b
    }
    fn low_u128(&self) -> u128 {
        self.0.iter().take(4).enumerate().fold(0u128, |acc, (i, &w)| acc | (w as u128) << (32 * i))
    }
    fn cmp(&self, o: &Big) -> std::cmp::Ordering {
        self.0.len().cmp(&o.0.len()).then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
    }
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for (i, w) in self.0.iter_mut().enumerate() {
            let v = *w as i64 - o.0.get(i).copied().unwrap_or(0) as i64 - borrow;
            borrow = i64::from(v < 0);
            *w = v.rem_euclid(1 << 32) as u32;
        }
        self.trim();
    }
    /// `(self / d, self % d)` by shift-and-subtract over the quotient bits.
    fn div_rem(&self, d: &Big) -> (Big, Big) {
        if d.is_zero() || self.cmp(d) == std::cmp::Ordering::Less {
            return (Big(Vec::new()), self.clone());
        }
        let shift = self.bits() - d.bits();
        let mut rem = self.clone();
        let mut q = Big(vec![0; (shift / 32 + 1) as usize]);
        for i in (0..=shift).rev() {
            let t = d.shl(i);
            if rem.cmp(&t) != std::cmp::Ordering::Less {
                rem.sub_assign(&t);
                q.0[(i / 32) as usize] |= 1 << (i % 32);
            }
        }
        q.trim();
        (q, rem)
    }
    fn pow(base: u32, mut e: u32) -> Big {
        let mut r = Big(vec![1]);
        while e > 0 {
            let step = e.min(if base <= 5 { 13 } else { 9 });
            r.mul_small(base.pow(step));
            e -= step;
        }
        r
    }
}

/// Rounds `(q + frac) * 2^bexp` (with `sticky` meaning `frac > 0`) to the
/// nearest-even value of `kind` and returns its bits.
fn round_to(kind: FloatKind, neg: bool, q: &Big, bexp: i64, sticky: bool) -> u128 {
    let s = sem(kind);
    let sign = if neg { s.sign_bit() } else { 0 };
    if q.is_zero() {
        if s.unsigned_no_zero {
            return 0;
        }
        return if s.nonfinite == NonFinite::NanNegZero { 0 } else { sign };
    }
    let top = bexp + q.bits() as i64 - 1;
    let mut e = top.max(s.emin as i64);
    let drop = e - (s.p as i64 - 1) - bexp;
    let mut m = if drop > 0 {
        let d = drop.min(u32::MAX as i64) as u32;
        let kept = q.shr(d);
        let half = d >= 1 && q.bit(d - 1);
        let rest = sticky || (d >= 1 && q.any_below(d - 1));
        let mut m = kept.low_u128();
        if half && (rest || m & 1 == 1) {
            m += 1;
        }
        m
    } else {
        q.shl((-drop) as u32).low_u128()
    };
    if m >> s.p != 0 {
        m >>= 1;
        e += 1;
    }
    if m == 0 {
        if s.unsigned_no_zero {
            return 0;
        }
        return if s.nonfinite == NonFinite::NanNegZero { 0 } else { sign };
    }
    let normal = m >> (s.p - 1) != 0;
    let overflow = || match s.nonfinite {
        NonFinite::Ieee => sign | (s.exp_mask() << s.frac_bits()) | u128::from(s.explicit_int) << (s.p - 1),
        NonFinite::NanAllOnes | NonFinite::NanNegZero => {
            s.nan() | (sign * u128::from(s.nonfinite != NonFinite::NanNegZero))
        }
        NonFinite::FiniteOnly => sign | s.max_finite(),
    };
    if e > s.emax as i64 {
        return overflow();
    }
    let e = e as i32;
    let bits = if !normal {
        if s.explicit_int {
            m
        } else {
            m & s.frac_mask()
        }
    } else {
        let frac = if s.explicit_int { m } else { m & s.frac_mask() };
        (s.biased(e) << s.frac_bits()) | frac
    };
    if s.nonfinite == NonFinite::NanAllOnes && bits == s.nan() {
        return overflow();
    }
    sign | bits
}

/// Converts a host double to `kind` with round-to-nearest-even (upstream's
/// `APFloat::convert`; NaN becomes the format's default NaN).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    let s = sem(kind);
    let neg = v.is_sign_negative();
    if v.is_nan() {
        return s.nan();
    }
    if v.is_infinite() {
        return round_to(kind, neg, &Big::from_u128(1), 100_000, false);
    }
    match classify(FloatKind::F64, v.to_bits() as u128) {
        FloatClass::Finite { sig, exp, .. } => round_to(kind, neg, &Big::from_u128(sig), exp as i64, false),
        _ => round_to(kind, neg, &Big(Vec::new()), 0, false),
    }
}

/// The value of `bits` as a host double (exact for f64 and narrower).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    match classify(kind, bits) {
        FloatClass::Zero { neg } => {
            if neg {
                -0.0
            } else {
                0.0
            }
        }
        FloatClass::Inf { neg } => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        FloatClass::NaN => f64::NAN,
        FloatClass::Finite { neg, sig, exp } => {
            let b = from_parts(FloatKind::F64, neg, sig, exp);
            f64::from_bits(b as u64)
        }
    }
}

/// Rounds `(-1)^neg * sig * 2^exp` to `kind`.
pub fn from_parts(kind: FloatKind, neg: bool, sig: u128, exp: i32) -> u128 {
    round_to(kind, neg, &Big::from_u128(sig), exp as i64, false)
}

/// Parses a decimal literal (`[-+]?digits[.digits][(e|E)[-+]digits]`)
/// straight into `kind` with a single correct rounding (`APFloat(sem, str)`).
pub fn parse_decimal(kind: FloatKind, text: &str) -> Option<u128> {
    let (neg, body) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (mant, exp) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], body[i + 1..].parse::<i64>().ok()?),
        None => (body, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let mut n = Big(Vec::new());
    for c in int.bytes().chain(frac.bytes()) {
        if !c.is_ascii_digit() {
            return None;
        }
        n.mul_small(10);
        n.add_small((c - b'0') as u32);
    }
    let dexp = exp.checked_sub(frac.len() as i64)?;
    if n.is_zero() {
        return Some(round_to(kind, neg, &n, 0, false));
    }
    // Clamp absurd exponents: they are overflow or underflow in any format.
    let dexp = dexp.clamp(-40_000, 40_000);
    let p = sem(kind).p as i64;
    if dexp >= 0 {
        let mut v = n;
        for _ in 0..dexp / 9 {
            v.mul_small(10u32.pow(9));
        }
        v.mul_small(10u32.pow((dexp % 9) as u32));
        return Some(round_to(kind, neg, &v, 0, false));
    }
    let d = Big::pow(10, (-dexp) as u32);
    // Scale so the quotient has at least p + 2 bits.
    let k = (p + 2 + d.bits() as i64 - n.bits() as i64).max(0) as u32;
    let (q, r) = n.shl(k).div_rem(&d);
    Some(round_to(kind, neg, &q, -(k as i64), !r.is_zero()))
}

/// Upstream's `AdjustToPrecision` on the significand: drops whole decimal
/// digits (truncating) that cannot matter for `precision` digits.
fn adjust_big(sig: &mut Big, exp: &mut i64, precision: u32) {
    let bits = sig.bits();
    let required = (precision * 196).div_ceil(59);
    if bits <= required {
        return;
    }
    let removable = (bits - required) * 59 / 196;
    if removable == 0 {
        return;
    }
    *exp += removable as i64;
    let (q, _) = sig.div_rem(&Big::pow(10, removable));
    *sig = q;
}

/// Upstream's `AdjustToPrecision` on reversed decimal digits (round half up).
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i64, precision: usize) {
    let n = buf.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    let mut i = first;
    while i < n && buf[i] == b'9' {
        i += 1;
    }
    if i < n {
        buf[i] += 1;
    }
    first = i;
    *exp += first as i64;
    if first == n {
        buf.clear();
        buf.push(b'1');
        return;
    }
    buf.drain(..first);
}

/// LLVM's `APFloat::toString(Str, precision, max_padding, truncate_zero)`
/// for a finite or zero value.
fn to_string(kind: FloatKind, class: &FloatClass, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let mut out = String::new();
    let (neg, sig, exp) = match *class {
        FloatClass::Zero { neg } => {
            if neg {
                out.push('-');
            }
            if max_padding != 0 {
                out.push('0');
            } else if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..precision.max(1) {
                    out.push('0');
                }
                out.push_str("e+00");
            }
            return out;
        }
        FloatClass::Finite { neg, sig, exp } => (neg, sig, exp),
        _ => return out,
    };
    if neg {
        out.push('-');
    }
    let precision = if precision == 0 { 2 + sem(kind).p * 59 / 196 } else { precision };
    let tz = sig.trailing_zeros();
    let mut exp = exp as i64 + tz as i64;
    let mut big = Big::from_u128(sig >> tz);
    if exp > 0 {
        big = big.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        let five = Big::pow(5, (-exp) as u32);
        let mut acc = Big(Vec::new());
        // big * five, schoolbook (big has at most 128 bits).
        for (i, &w) in big.0.iter().enumerate() {
            let mut part = five.clone();
            part.mul_small(w);
            let shifted = part.shl(32 * i as u32);
            acc = add(&acc, &shifted);
        }
        big = acc;
    }
    adjust_big(&mut big, &mut exp, precision);
    let mut buf = Vec::new();
    let mut in_trail = true;
    while !big.is_zero() {
        let d = big.div_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    if buf.is_empty() {
        buf.push(b'0');
    }
    adjust_digits(&mut buf, &mut exp, precision as usize);
    let nd = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u64 > max_padding as u64 || nd as u64 + exp as u64 > precision as u64
    } else {
        let msd = exp + nd as i64 - 1;
        msd < 0 && (-msd) as u64 > max_padding as u64
    };
    let digit = |i: usize| buf[nd - 1 - i] as char;
    if scientific {
        exp += nd as i64 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..nd).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && precision as usize > nd - 1 {
            (0..precision as usize - nd + 1).for_each(|_| out.push('0'));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }
    if exp >= 0 {
        (0..nd).for_each(|i| out.push(digit(i)));
        (0..exp).for_each(|_| out.push('0'));
        return out;
    }
    let whole = exp + nd as i64;
    let mut i = 0;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        (0..(-whole) as usize).for_each(|_| out.push('0'));
    }
    (i..nd).for_each(|i| out.push(digit(i)));
    out
}

fn add(a: &Big, b: &Big) -> Big {
    let n = a.0.len().max(b.0.len());
    let mut out = Vec::with_capacity(n + 1);
    let mut carry = 0u64;
    for i in 0..n {
        let v = a.0.get(i).copied().unwrap_or(0) as u64 + b.0.get(i).copied().unwrap_or(0) as u64 + carry;
        out.push(v as u32);
        carry = v >> 32;
    }
    out.push(carry as u32);
    let mut r = Big(out);
    r.trim();
    r
}

/// Formats a value as upstream's `printFloatValue`: `%e`-like with six
/// digits when that reparses to the same bits, else APFloat's shortest
/// exact-precision form if it has a `.`, else the bits in hex (`0x7FC00000`).
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let class = classify(kind, bits);
    if !matches!(class, FloatClass::NaN | FloatClass::Inf { .. }) {
        let short = to_string(kind, &class, 6, 0, false);
        if parse_decimal(kind, &short).is_some_and(|b| classify(kind, b) == class) {
            return short;
        }
        let long = to_string(kind, &class, 0, 3, true);
        if long.contains('.') {
            return long;
        }
    }
    format!("0x{:X}", bits & mask(sem(kind).width()))
}

/// The storage width in bits of `kind` (as [`FloatKind::width`]).
pub fn bit_width(kind: FloatKind) -> u32 {
    sem(kind).width()
}

#[cfg(test)]
mod tests {
    use super::*;
    use FloatKind::*;

    fn fmt(kind: FloatKind, v: f64) -> String {
        format_float(kind, from_f64(kind, v))
    }

    #[test]
    fn widths_match_ir() {
        for k in FloatKind::ALL {
            assert_eq!(bit_width(k), k.width(), "{k:?}");
        }
    }

    #[test]
    fn formats_like_upstream() {
        assert_eq!(fmt(F64, 1.0), "1.000000e+00");
        assert_eq!(fmt(F32, 12345678.0), "0x4B3C614E");
        assert_eq!(fmt(F16, 0.1), "9.997550e-02");
        assert_eq!(fmt(F64, -0.0), "-0.000000e+00");
        assert_eq!(fmt(F64, 0.123456789), "0.123456789");
        assert_eq!(fmt(F64, 1.23456789e20), "1.23456789E+20");
        assert_eq!(fmt(F32, 1.5e-7), "1.500000e-07");
        assert_eq!(fmt(F64, 5e-324), "4.940660e-324");
        assert_eq!(fmt(F32, f64::INFINITY), "0x7F800000");
        assert_eq!(fmt(F32, f64::NEG_INFINITY), "0xFF800000");
        assert_eq!(fmt(F32, f64::NAN), "0x7FC00000");
        assert_eq!(fmt(F64, "1e400".parse::<f64>().unwrap_or(0.0)), "0x7FF0000000000000");
        assert_eq!(fmt(F8E4M3FN, 500.0), "0x7F");
        assert_eq!(fmt(F16, 3.0e5), "0x7C00");
        assert_eq!(fmt(BF16, 1.5), "1.500000e+00");
        assert_eq!(format_float(F32, 0x7FC0), "4.582810e-41");
    }

    #[test]
    fn rounding_is_nearest_even() {
        assert_eq!(from_f64(F16, 65520.0), 0x7C00);
        assert_eq!(from_f64(F16, 65519.0), 0x7BFF);
        assert_eq!(from_f64(BF16, 1.0 + 1.0 / 256.0), 0x3F80);
        assert_eq!(from_f64(F32, 0.1), 0.1f32.to_bits() as u128);
        assert_eq!(parse_decimal(F32, "0.1"), Some(0.1f32.to_bits() as u128));
        assert_eq!(parse_decimal(F64, "4.940660e-324"), Some(1));
        assert_eq!(to_f64(F16, 0x3C00), 1.0);
    }
}
