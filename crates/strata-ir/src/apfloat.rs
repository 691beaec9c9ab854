//! IEEE-754 arithmetic on the raw bits of the builtin float formats, with
//! LLVM `APFloat`'s semantics, for the float folds: `add`, `subtract`,
//! `multiply`, `divide`, `mod`, `changeSign`, `compare`, `maximum`,
//! `minimum`, `maxnum`, `minnum`, `convert` (exact only, as arith's
//! `convertFloatValue`), `convertFromAPInt` and `convertToInteger`.
//!
//! Every result is computed exactly (on [`ApInt`] magnitudes) and rounded
//! once to nearest, ties to even, by [`format`]'s encoder, so it is the
//! correctly rounded value at the op's own width for every format: no
//! double rounding, no host float arithmetic.
//!
//! NaNs follow `APFloat`: an operation on a NaN returns that NaN (the left
//! one when both are), quieted, sign and payload kept; an invalid operation
//! (`inf - inf`, `0 * inf`, `0 / 0`, `x % 0`, `inf % y`) returns the default
//! NaN (positive, quiet, no payload).
//!
//! Formats without infinity and NaN (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`)
//! saturate on overflow, as `APFloat` does.
//!
//! Invariants: `None` means "do not fold". It is returned wherever upstream
//! builds a value its format cannot hold (it asserts or prints garbage
//! there): a NaN or infinity in the finite-only formats; in `f8E8M0FNU`
//! (unsigned, no zero, no subnormals) any inexact, negative or zero result,
//! and any negation; and for operands that are non-canonical `f80`
//! encodings ([`is_canonical`]).

use std::cmp::Ordering;

pub mod format;

use crate::{ApInt, FloatKind};
use format::{classify, from_f64, from_parts, FloatClass};

/// How a format encodes its non-finite values (LLVM's `fltNonfiniteBehavior`
/// and `fltNanEncoding`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum NonFinite {
    /// Infinities and NaNs with payloads, quiet bit at the top of the fraction.
    Ieee,
    /// No infinity; one NaN pattern per sign (all ones): `f8E4M3FN`, `f8E8M0FNU`.
    NanOnly,
    /// No infinity, no `-0`; the NaN is the negative-zero pattern (`*FNUZ`).
    NanNegZero,
    /// Neither (`f4E2M1FN`, `f6*`).
    FiniteOnly,
}

/// The parts of LLVM's `fltSemantics` the folds need.
#[derive(Copy, Clone, Debug)]
struct Format {
    /// Precision, counting the integer bit.
    p: u32,
    emax: i32,
    emin: i32,
    nonfinite: NonFinite,
}

fn format(kind: FloatKind) -> Format {
    use FloatKind::*;
    use NonFinite::*;
    let f = |p, emax, emin, nonfinite| Format { p, emax, emin, nonfinite };
    match kind {
        F4E2M1FN => f(2, 2, 0, FiniteOnly),
        F6E2M3FN => f(4, 2, 0, FiniteOnly),
        F6E3M2FN => f(3, 4, -2, FiniteOnly),
        F8E5M2 => f(3, 15, -14, Ieee),
        F8E4M3 => f(4, 7, -6, Ieee),
        F8E4M3FN => f(4, 8, -6, NanOnly),
        F8E5M2FNUZ => f(3, 15, -15, NanNegZero),
        F8E4M3FNUZ => f(4, 7, -7, NanNegZero),
        F8E4M3B11FNUZ => f(4, 4, -10, NanNegZero),
        F8E3M4 => f(5, 3, -2, Ieee),
        F8E8M0FNU => f(1, 127, -127, NanOnly),
        BF16 => f(8, 127, -126, Ieee),
        F16 => f(11, 15, -14, Ieee),
        TF32 => f(11, 127, -126, Ieee),
        F32 => f(24, 127, -126, Ieee),
        F64 => f(53, 1023, -1022, Ieee),
        F80 => f(64, 16383, -16382, Ieee),
        F128 => f(113, 16383, -16382, Ieee),
    }
}

/// Formats whose results are folded only when exact (see the module doc).
fn exact_only(kind: FloatKind) -> bool {
    kind == FloatKind::F8E8M0FNU
}

/// Is `bits` an encoding `APFloat` writes back unchanged? In `f80` the
/// explicit integer bit must be set exactly when the exponent is nonzero:
/// unnormals, pseudo-NaNs and pseudo-infinities (integer bit clear) read as
/// NaNs, pseudo-denormals (set, exponent zero) get exponent 1 on the way
/// out. Folds refuse them rather than produce other bits than upstream.
pub fn is_canonical(kind: FloatKind, bits: u128) -> bool {
    kind != FloatKind::F80 || ((bits >> 64) & 0x7fff != 0) == (bits & (1 << 63) != 0)
}

fn sign_bit(kind: FloatKind) -> u128 {
    if kind == FloatKind::F8E8M0FNU {
        0
    } else {
        1 << (kind.width() - 1)
    }
}

/// The width of the stored fraction field (`f80` stores its integer bit).
fn frac_bits(kind: FloatKind) -> u32 {
    let p = format(kind).p;
    if kind == FloatKind::F80 {
        p
    } else {
        p - 1
    }
}

/// A finite nonzero value `(-1)^neg * sig * 2^exp`.
#[derive(Copy, Clone, Debug)]
struct Fin {
    neg: bool,
    sig: u128,
    exp: i32,
}

/// A decoded value.
#[derive(Copy, Clone, Debug)]
enum Num {
    NaN,
    Inf(bool),
    Zero(bool),
    Fin(Fin),
}

fn decode(kind: FloatKind, bits: u128) -> Num {
    debug_assert!(is_canonical(kind, bits), "non-canonical f80 {bits:#x}");
    match classify(kind, bits) {
        FloatClass::NaN => Num::NaN,
        FloatClass::Inf { neg } => Num::Inf(neg),
        FloatClass::Zero { neg } => Num::Zero(neg),
        FloatClass::Finite { neg, sig, exp } => Num::Fin(Fin { neg, sig, exp }),
    }
}

pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    is_canonical(kind, bits) && matches!(decode(kind, bits), Num::NaN)
}

/// A NaN of an IEEE format with its quiet bit clear.
fn is_signaling(kind: FloatKind, bits: u128) -> bool {
    let f = format(kind);
    f.nonfinite == NonFinite::Ieee && is_nan(kind, bits) && bits & (1 << (f.p - 2)) == 0
}

/// `makeQuiet` (a no-op outside the IEEE formats, which have no signaling NaN).
fn quiet(kind: FloatKind, bits: u128) -> u128 {
    let f = format(kind);
    if f.nonfinite == NonFinite::Ieee && is_nan(kind, bits) {
        bits | 1 << (f.p - 2)
    } else {
        bits
    }
}

/// The `m_*Float` predicates on a value.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    is_canonical(kind, bits) && matches!(decode(kind, bits), Num::Zero(_))
}
pub fn is_pos_zero(kind: FloatKind, bits: u128) -> bool {
    is_canonical(kind, bits) && matches!(decode(kind, bits), Num::Zero(false))
}
pub fn is_neg_zero(kind: FloatKind, bits: u128) -> bool {
    is_canonical(kind, bits) && matches!(decode(kind, bits), Num::Zero(true))
}
pub fn is_inf(kind: FloatKind, bits: u128, neg: bool) -> bool {
    is_canonical(kind, bits) && matches!(decode(kind, bits), Num::Inf(n) if n == neg)
}
/// `isExactlyValue(+1.0)`.
pub fn is_one(kind: FloatKind, bits: u128) -> bool {
    is_canonical(kind, bits)
        && matches!(decode(kind, bits), Num::Fin(f) if !f.neg && f.sig.is_power_of_two() && f.sig.trailing_zeros() as i32 + f.exp == 0)
}

/// What an operation produced, before encoding.
enum Out {
    Bits(u128),
    /// `makeNaN()`: the default NaN.
    DefaultNan,
    /// `makeNaN(false, neg)`, only reached in the NaN-only formats.
    SignedNan(bool),
    Inf(bool),
    Exact(Exact),
}

/// An exact result `(-1)^neg * (mag + (sticky ? epsilon : 0)) * 2^exp`.
struct Exact {
    neg: bool,
    mag: ApInt,
    exp: i64,
    /// Nonzero bits below `mag` were dropped.
    sticky: bool,
}

fn ap(width: u32, v: u128) -> ApInt {
    ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
}

fn low_u128(a: &ApInt) -> u128 {
    let w = a.words();
    w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64
}

/// Encodes an outcome in `kind`, or refuses (see the module doc).
fn finish(kind: FloatKind, out: Out) -> Option<u128> {
    let f = format(kind);
    let nan = from_f64(kind, f64::NAN);
    match out {
        Out::Bits(b) => Some(b),
        Out::DefaultNan | Out::SignedNan(_) | Out::Inf(_) if f.nonfinite == NonFinite::FiniteOnly => None,
        Out::DefaultNan => Some(nan),
        Out::SignedNan(neg) => {
            Some(if f.nonfinite == NonFinite::NanNegZero || !neg { nan } else { nan | sign_bit(kind) })
        }
        Out::Inf(neg) => Some(from_f64(kind, if neg { f64::NEG_INFINITY } else { f64::INFINITY })),
        Out::Exact(e) => round(kind, e),
    }
}

/// The significand bits kept before the single rounding: more than the
/// widest precision (113) plus a round and a sticky bit.
const KEEP: u32 = 126;

/// Rounds an exact result to `kind` (nearest, ties to even).
fn round(kind: FloatKind, e: Exact) -> Option<u128> {
    let n = e.mag.active_bits();
    if n == 0 && !e.sticky {
        let bits = from_parts(kind, e.neg, 0, 0);
        return (!exact_only(kind) || is_zero(kind, bits)).then_some(bits);
    }
    // Bring the magnitude to exactly KEEP bits; dropped bits (and the
    // caller's sticky flag) become the lowest bit, which only ever acts as
    // a sticky bit since KEEP exceeds the precision by at least two.
    let (sig, exp, sticky) = if n > KEEP {
        let shift = (n - KEEP) as u64;
        let kept = e.mag.lshr(shift);
        let lost = kept.shl(shift) != e.mag;
        (low_u128(&kept), e.exp + shift as i64, e.sticky || lost)
    } else {
        let shift = KEEP - n;
        (low_u128(&e.mag) << shift, e.exp - shift as i64, e.sticky)
    };
    let sig = sig | sticky as u128;
    let bits = from_parts(kind, e.neg, sig, i32::try_from(exp).ok()?);
    if exact_only(kind) {
        // `f8E8M0FNU`: only an exact result is safe to fold.
        let exact = !sticky && matches!(decode(kind, bits), Num::Fin(r) if r.neg == e.neg && same_value(r, sig, exp));
        return exact.then_some(bits);
    }
    Some(bits)
}

/// Is `r` equal to `sig * 2^exp` in magnitude?
fn same_value(r: Fin, sig: u128, exp: i64) -> bool {
    let norm = |s: u128, e: i64| (s >> s.trailing_zeros(), e + s.trailing_zeros() as i64);
    norm(r.sig, r.exp as i64) == norm(sig, exp)
}

/// The NaN an operation on NaN operands returns: the left NaN, else the
/// right one, quieted.
fn nan_operand(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if is_nan(kind, a) {
        Some(quiet(kind, a))
    } else if is_nan(kind, b) {
        Some(quiet(kind, b))
    } else {
        None
    }
}

/// `APFloat::add` (`subtract` flips the sign of `b` first).
pub fn add(kind: FloatKind, a: u128, b: u128, subtract: bool) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    if let Some(n) = nan_operand(kind, a, b) {
        return Some(n);
    }
    let flip = if subtract { sign_bit(kind) } else { 0 };
    let out = match (decode(kind, a), decode(kind, b)) {
        (Num::Inf(x), Num::Inf(y)) if x != (y ^ subtract) => Out::DefaultNan,
        (Num::Inf(_), _) => Out::Bits(a),
        (_, Num::Inf(y)) => Out::Inf(y ^ subtract),
        // Like-signed zeros keep their sign; otherwise an exact zero is +0.
        (Num::Zero(x), Num::Zero(y)) => Out::Exact(zero(x && (y ^ subtract))),
        (_, Num::Zero(_)) => Out::Bits(a),
        (Num::Zero(_), _) => Out::Bits(b ^ flip),
        (Num::Fin(x), Num::Fin(y)) => Out::Exact(add_exact(x, Fin { neg: y.neg ^ subtract, ..y })),
        (Num::NaN, _) | (_, Num::NaN) => unreachable!("NaN operands are handled above"),
    };
    finish(kind, out)
}

fn zero(neg: bool) -> Exact {
    Exact { neg, mag: ApInt::zero(1), exp: 0, sticky: false }
}

fn add_exact(a: Fin, b: Fin) -> Exact {
    // An operand far below the other only acts as a sticky bit: replace it
    // by a tiny one of the same sign, which rounds the same way and keeps
    // the integers short (the exponents of f128 span 32k bits).
    let top = |f: Fin| f.exp as i64 + (128 - f.sig.leading_zeros()) as i64;
    let tiny = |big: Fin, f: Fin| Fin { neg: f.neg, sig: 1, exp: (top(big) - 200) as i32 };
    let (a, b) = match top(a) - top(b) {
        d if d > 130 => (a, tiny(a, b)),
        d if d < -130 => (tiny(b, a), b),
        _ => (a, b),
    };
    let e = a.exp.min(b.exp);
    let (da, db) = ((a.exp - e) as u32, (b.exp - e) as u32);
    let width = 130 + da.max(db);
    let (x, y) = (ap(width, a.sig).shl(da as u64), ap(width, b.sig).shl(db as u64));
    let (neg, mag) = if a.neg == b.neg {
        (a.neg, x.add(&y))
    } else {
        match x.ucmp(&y) {
            Ordering::Greater => (a.neg, x.sub(&y)),
            Ordering::Less => (b.neg, y.sub(&x)),
            // Equal magnitudes cancel exactly: +0 when rounding to nearest.
            Ordering::Equal => return zero(false),
        }
    };
    Exact { neg, mag, exp: e as i64, sticky: false }
}

/// `APFloat::multiply`.
pub fn mul(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    if let Some(n) = nan_operand(kind, a, b) {
        return Some(n);
    }
    let out = match (decode(kind, a), decode(kind, b)) {
        (Num::Zero(_), Num::Inf(_)) | (Num::Inf(_), Num::Zero(_)) => Out::DefaultNan,
        (Num::Inf(x), y) | (y, Num::Inf(x)) => Out::Inf(x ^ sign_of(y)),
        (Num::Zero(x), y) | (y, Num::Zero(x)) => Out::Exact(zero(x ^ sign_of(y))),
        (Num::Fin(x), Num::Fin(y)) => Out::Exact(Exact {
            neg: x.neg ^ y.neg,
            mag: ap(256, x.sig).mul(&ap(256, y.sig)),
            exp: x.exp as i64 + y.exp as i64,
            sticky: false,
        }),
        (Num::NaN, _) | (_, Num::NaN) => unreachable!("NaN operands are handled above"),
    };
    finish(kind, out)
}

fn sign_of(n: Num) -> bool {
    match n {
        Num::Inf(neg) | Num::Zero(neg) => neg,
        Num::Fin(f) => f.neg,
        Num::NaN => false,
    }
}

/// `APFloat::divide`.
pub fn div(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    if let Some(n) = nan_operand(kind, a, b) {
        return Some(n);
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    let neg = sign_of(x) ^ sign_of(y);
    let out = match (x, y) {
        (Num::Inf(_), Num::Inf(_)) | (Num::Zero(_), Num::Zero(_)) => Out::DefaultNan,
        (Num::Inf(_), _) => Out::Inf(neg),
        (Num::Zero(_), _) | (_, Num::Inf(_)) => Out::Exact(zero(neg)),
        (_, Num::Zero(_)) if format(kind).nonfinite != NonFinite::Ieee => Out::SignedNan(neg),
        (_, Num::Zero(_)) => Out::Inf(neg),
        (Num::Fin(x), Num::Fin(y)) => Out::Exact(div_exact(neg, x, y)),
        (Num::NaN, _) | (_, Num::NaN) => unreachable!("NaN operands are handled above"),
    };
    finish(kind, out)
}

/// `x / y` to KEEP quotient bits plus a sticky bit, by long division on
/// the (at most 113-bit) significands.
fn div_exact(neg: bool, x: Fin, y: Fin) -> Exact {
    let bits = |s: u128| 128 - s.leading_zeros();
    // Align the leading bits so that 1 <= a / b < 2.
    let (mut a, mut b, mut exp) = (x.sig, y.sig, x.exp as i64 - y.exp as i64);
    let (ba, bb) = (bits(a), bits(b));
    if ba < bb {
        a <<= bb - ba;
        exp -= (bb - ba) as i64;
    } else {
        b <<= ba - bb;
        exp += (ba - bb) as i64;
    }
    if a < b {
        a <<= 1;
        exp -= 1;
    }
    // a < 2b < 2^115 throughout: one quotient bit per step.
    let mut q: u128 = 0;
    for _ in 0..KEEP {
        q <<= 1;
        if a >= b {
            a -= b;
            q |= 1;
        }
        a <<= 1;
    }
    Exact { neg, mag: ap(128, q), exp: exp - (KEEP as i64 - 1), sticky: a != 0 }
}

/// `APFloat::mod`: the exact remainder of truncating division (C's
/// `fmod`), with the sign of `a`.
pub fn rem(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    if let Some(n) = nan_operand(kind, a, b) {
        return Some(n);
    }
    let out = match (decode(kind, a), decode(kind, b)) {
        (_, Num::Zero(_)) | (Num::Inf(_), _) => Out::DefaultNan,
        (Num::Zero(_), _) | (_, Num::Inf(_)) => Out::Bits(a),
        (Num::Fin(x), Num::Fin(y)) => {
            if cmp_magnitude(x, y) == Ordering::Less {
                Out::Bits(a)
            } else {
                let (r, exp) = fmod_magnitude(x, y);
                Out::Exact(Exact { neg: x.neg, mag: ap(128, r), exp: exp as i64, sticky: false })
            }
        }
        (Num::NaN, _) | (_, Num::NaN) => unreachable!("NaN operands are handled above"),
    };
    finish(kind, out)
}

/// `|x| mod |y|` for `|x| >= |y|`, as `(r, e)` meaning `r * 2^e`.
fn fmod_magnitude(x: Fin, y: Fin) -> (u128, i32) {
    if x.exp < y.exp {
        // |x| >= |y| bounds the shift: y.sig << d <= x.sig < 2^113.
        let d = (y.exp - x.exp) as u32;
        return (x.sig % (y.sig << d), x.exp);
    }
    // x.sig * 2^(x.exp - y.exp) mod y.sig, a few doublings at a time.
    let mut r = x.sig % y.sig;
    let mut left = (x.exp - y.exp) as u32;
    let step = 127 - (128 - y.sig.leading_zeros());
    while left > 0 {
        let s = left.min(step);
        r = (r << s) % y.sig;
        left -= s;
    }
    (r, y.exp)
}

/// Compares magnitudes of two finite nonzero values.
fn cmp_magnitude(x: Fin, y: Fin) -> Ordering {
    let top = |f: Fin| f.exp as i64 + (128 - f.sig.leading_zeros()) as i64;
    top(x).cmp(&top(y)).then_with(|| {
        // Same leading bit position: align the significands.
        let e = x.exp.min(y.exp);
        (x.sig << (x.exp - e)).cmp(&(y.sig << (y.exp - e)))
    })
}

/// `APFloat::changeSign` (`negf`): flips the sign, of NaNs too, except of
/// zero and NaN in the formats that have no negative zero.
pub fn neg(kind: FloatKind, a: u128) -> Option<u128> {
    // `f8E8M0FNU` has no sign to change.
    if kind == FloatKind::F8E8M0FNU || !is_canonical(kind, a) {
        return None;
    }
    if format(kind).nonfinite == NonFinite::NanNegZero && matches!(decode(kind, a), Num::Zero(_) | Num::NaN) {
        return Some(a);
    }
    Some(a ^ sign_bit(kind))
}

/// `APFloat::compare`: `None` when unordered (a NaN operand).
pub fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Ordering> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    if matches!(x, Num::NaN) || matches!(y, Num::NaN) {
        return None;
    }
    if let (Num::Zero(_), Num::Zero(_)) = (x, y) {
        return Some(Ordering::Equal);
    }
    let (xn, yn) = (sign_of(x), sign_of(y));
    if xn != yn {
        return Some(if xn { Ordering::Less } else { Ordering::Greater });
    }
    // Same sign: order the magnitudes, zero < finite < infinity.
    let class = |n: Num| match n {
        Num::Zero(_) => 0,
        Num::Fin(_) => 1,
        _ => 2,
    };
    let magnitude = match (x, y) {
        (Num::Fin(f), Num::Fin(g)) => cmp_magnitude(f, g),
        _ => class(x).cmp(&class(y)),
    };
    Some(if xn { magnitude.reverse() } else { magnitude })
}

fn is_neg(kind: FloatKind, a: u128) -> bool {
    a & sign_bit(kind) != 0
}

/// Which operand a min/max picks when neither is NaN: signed zeros order
/// `-0 < +0`, other values by `compare`.
fn pick(kind: FloatKind, a: u128, b: u128, max: bool) -> u128 {
    if is_zero(kind, a) && is_zero(kind, b) && is_neg(kind, a) != is_neg(kind, b) {
        return if is_neg(kind, a) == max { b } else { a };
    }
    match compare(kind, a, b) {
        Some(Ordering::Less) if max => b,
        Some(Ordering::Greater) if !max => b,
        _ => a,
    }
}

/// `llvm::maximum` / `llvm::minimum`: a NaN operand wins (quieted).
pub fn maximum(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    Some(nan_operand(kind, a, b).unwrap_or_else(|| pick(kind, a, b, max)))
}

/// `llvm::maxnum` / `llvm::minnum`: a signaling NaN wins (quieted), a quiet
/// NaN loses to the other operand.
pub fn maxnum(kind: FloatKind, a: u128, b: u128, max: bool) -> Option<u128> {
    if !is_canonical(kind, a) || !is_canonical(kind, b) {
        return None;
    }
    Some(if is_signaling(kind, a) {
        quiet(kind, a)
    } else if is_signaling(kind, b) {
        quiet(kind, b)
    } else if is_nan(kind, a) {
        b
    } else if is_nan(kind, b) {
        a
    } else {
        pick(kind, a, b, max)
    })
}

/// `APFloat::convertFromAPInt` with rounding to nearest even (`sitofp`,
/// `uitofp`).
pub fn from_int(kind: FloatKind, v: &ApInt, signed: bool) -> Option<u128> {
    let neg = signed && v.is_negative();
    let mag = if neg { v.negate() } else { v.clone() };
    // The magnitude of the most negative value is its own bit pattern, read
    // unsigned: give it one more bit so it stays positive.
    let mag = mag.zext(v.width() + 1);
    finish(kind, Out::Exact(Exact { neg, mag, exp: 0, sticky: false }))
}

/// `APFloat::convertToInteger` rounding toward zero (`fptosi`, `fptoui`):
/// `None` for NaN, infinity and out-of-range values.
pub fn to_int(kind: FloatKind, a: u128, width: u32, signed: bool) -> Option<ApInt> {
    if !is_canonical(kind, a) {
        return None;
    }
    let f = match decode(kind, a) {
        Num::Zero(_) => return Some(ApInt::zero(width)),
        Num::Fin(f) => f,
        Num::NaN | Num::Inf(_) => return None,
    };
    let sig_bits = 128 - f.sig.leading_zeros();
    // The truncated magnitude, at a width that holds it whenever it can fit.
    let work = width + 2;
    let mag = if f.exp >= 0 {
        if sig_bits as i64 + f.exp as i64 > work as i64 {
            return None;
        }
        ap(work.max(128), f.sig).shl(f.exp as u64)
    } else if -(f.exp as i64) >= 128 {
        ApInt::zero(work.max(128))
    } else {
        ap(work.max(128), f.sig >> -f.exp)
    };
    let omsb = mag.active_bits();
    if f.neg {
        if !signed {
            return (omsb == 0).then(|| ApInt::zero(width));
        }
        // -2^(width-1) is the one magnitude of `width` bits that fits.
        let is_min = omsb == width && mag.trunc(width) == ApInt::signed_min(width);
        if omsb > width || (omsb == width && !is_min) {
            return None;
        }
        return Some(mag.trunc(width).negate());
    }
    if omsb >= width + u32::from(!signed) {
        return None;
    }
    Some(mag.trunc(width))
}

/// `APFloat::semanticsPrecision`: the significand bits, the integer bit
/// included (`FloatType::getFPMantissaWidth`).
pub fn precision(kind: FloatKind) -> u32 {
    format(kind).p
}

/// `ilogb(APFloat::getLargest(semantics))`: the largest finite value's exponent.
pub fn max_exponent(kind: FloatKind) -> i32 {
    format(kind).emax
}

/// What `APFloat::ilogb` returns for a value that has no exponent.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ilogb {
    /// A finite nonzero value: its unbiased exponent, as if normalized
    /// (subnormals included), i.e. `floor(log2(|x|))`.
    Exp(i32),
    Zero,
    Inf,
    NaN,
}

/// `APFloat::ilogb`.
pub fn ilogb(kind: FloatKind, bits: u128) -> Ilogb {
    match decode(kind, bits) {
        Num::NaN => Ilogb::NaN,
        Num::Inf(_) => Ilogb::Inf,
        Num::Zero(_) => Ilogb::Zero,
        Num::Fin(f) => Ilogb::Exp(f.exp + (127 - f.sig.leading_zeros()) as i32),
    }
}

/// Is `bits` negative (its sign bit set)?
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    is_neg(kind, bits)
}

/// The rounding directions of `APFloat::roundToIntegral` (`llvm::RoundingMode`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Rounding {
    TowardPositive,
    TowardNegative,
    TowardZero,
    NearestTiesToEven,
    NearestTiesToAway,
}

/// `APFloat::roundToIntegral` (math's `ceil`, `floor`, `roundeven`): the
/// integral value in direction `mode`, in the operand's format. A zero
/// result keeps the operand's sign (where the format has a negative zero);
/// a signaling NaN is quieted; infinities, zeros and values already
/// integral are unchanged.
///
/// `None` where upstream's result is not the rounded value: `APFloat` adds
/// and subtracts `2^(p-1)`, which formats whose largest value is below it
/// cannot hold (`f8E3M4`, `f6E2M3FN` give NaN or zero, `f8E8M0FNU`
/// garbage); and for non-canonical `f80` encodings.
pub fn round_to_integral(kind: FloatKind, a: u128, mode: Rounding) -> Option<u128> {
    let f = format(kind);
    if kind == FloatKind::F8E8M0FNU || f.emax < f.p as i32 - 1 || !is_canonical(kind, a) {
        return None;
    }
    let fin = match decode(kind, a) {
        Num::NaN => return Some(if is_signaling(kind, a) { quiet(kind, a) } else { a }),
        Num::Inf(_) | Num::Zero(_) => return Some(a),
        Num::Fin(fin) => fin,
    };
    if fin.exp >= 0 {
        return Some(a);
    }
    let shift = fin.exp.unsigned_abs();
    // `sig = int * 2^shift + rem`, compared with half a unit.
    let (int, rem) = if shift >= 128 { (0, fin.sig) } else { (fin.sig >> shift, fin.sig & ((1u128 << shift) - 1)) };
    let half = if shift > 128 { None } else { Some(1u128 << (shift - 1)) };
    let above_half = |strict: bool| half.is_some_and(|h| if strict { rem > h } else { rem >= h });
    let up = match mode {
        Rounding::TowardZero => false,
        Rounding::TowardPositive => rem != 0 && !fin.neg,
        Rounding::TowardNegative => rem != 0 && fin.neg,
        Rounding::NearestTiesToEven => above_half(true) || (half == Some(rem) && int & 1 == 1),
        Rounding::NearestTiesToAway => above_half(false),
    };
    let magnitude = int + u128::from(up);
    if magnitude == 0 {
        // The formats whose negative zero is their NaN have only `+0`.
        let neg = fin.neg && f.nonfinite != NonFinite::NanNegZero;
        return Some(from_parts(kind, neg, 0, 0));
    }
    Some(from_parts(kind, fin.neg, magnitude, 0))
}

/// `semantics.isRepresentableBy(other)`: every value of `from` is a value of `to`.
pub fn is_representable_by(from: FloatKind, to: FloatKind) -> bool {
    let (a, b) = (format(from), format(to));
    a.emax <= b.emax && a.emin >= b.emin && a.p <= b.p
}

/// arith's `convertFloatValue`: `a` converted to `to`, when that loses
/// nothing (`APFloat::convert` reports neither an exception nor lost
/// information); the rounding mode never matters for an exact conversion.
pub fn convert(from: FloatKind, to: FloatKind, a: u128) -> Option<u128> {
    if !is_canonical(from, a) {
        return None;
    }
    let target = format(to);
    match decode(from, a) {
        Num::NaN => convert_nan(from, to, a),
        Num::Inf(neg) => (target.nonfinite == NonFinite::Ieee)
            .then(|| from_f64(to, if neg { f64::NEG_INFINITY } else { f64::INFINITY })),
        // `-0` has no image in the negative-zero-NaN formats, and
        // `f8E8M0FNU` has no zero at all.
        Num::Zero(neg) => match target.nonfinite {
            _ if to == FloatKind::F8E8M0FNU => None,
            NonFinite::NanNegZero if neg => None,
            _ => Some(from_parts(to, neg, 0, 0)),
        },
        Num::Fin(f) => {
            let bits = from_parts(to, f.neg, f.sig, f.exp);
            matches!(decode(to, bits), Num::Fin(r) if r.neg == f.neg && same_value(r, f.sig, f.exp as i64))
                .then_some(bits)
        }
    }
}

/// Converts a NaN: the payload (the stored fraction) moves with the
/// precision and must not lose bits; a signaling NaN does not convert.
fn convert_nan(from: FloatKind, to: FloatKind, a: u128) -> Option<u128> {
    let (source, target) = (format(from), format(to));
    if is_signaling(from, a) || target.nonfinite == NonFinite::FiniteOnly {
        return None;
    }
    if target.nonfinite != NonFinite::Ieee {
        // A NaN of an IEEE format loses its payload in a NaN-only one
        // (upstream reports lost information); two NaN-only formats never
        // meet in a cast (they all have 8 bits).
        return None;
    }
    let neg = is_neg(from, a);
    let payload = match source.nonfinite {
        // `f8E8M0FNU` has no fraction: upstream's NaN would become an infinity.
        _ if from == FloatKind::F8E8M0FNU => return None,
        NonFinite::Ieee | NonFinite::NanOnly => a & ((1u128 << frac_bits(from)) - 1),
        // The negative-zero NaN carries nothing: the default NaN.
        NonFinite::NanNegZero => return Some(from_f64(to, f64::NAN)),
        NonFinite::FiniteOnly => return None,
    };
    let shift = target.p as i32 - source.p as i32;
    let payload = if shift >= 0 {
        payload << shift
    } else {
        let s = (-shift) as u32;
        if payload & ((1u128 << s) - 1) != 0 {
            return None;
        }
        payload >> s
    };
    // `f80` NaNs carry the explicit integer bit.
    let int_bit = if to == FloatKind::F80 { 1u128 << 63 } else { 0 };
    let frac = (payload | int_bit) & ((1u128 << frac_bits(to)) - 1);
    let exp_all_ones = ((1u128 << (to.width() - 1 - frac_bits(to))) - 1) << frac_bits(to);
    let bits = (if neg { sign_bit(to) } else { 0 }) | exp_all_ones | frac;
    is_nan(to, bits).then_some(bits)
}

#[cfg(test)]
mod tests;
