//! Cross-checks of the exact float arithmetic against the host's IEEE
//! `f32`/`f64` operations (correctly rounded on every supported target),
//! and of `f16`/`bf16` against computing in `f64` and rounding once more,
//! which is exact for `+ - * /` since 53 >= 2p + 2 (double rounding is
//! innocuous) and for `%` since the remainder is exact.

use std::cmp::Ordering;

use super::format::{from_f64, to_f64};
use crate::testing::XorShift;
use crate::{ApInt, FloatKind};

use super::*;

/// Random bit patterns biased towards the interesting values: zeros,
/// infinities, NaNs, subnormals, powers of two and near-equal pairs.
fn pattern(rng: &mut XorShift, kind: FloatKind, prev: u128) -> u128 {
    let width = kind.width();
    let mask = if width == 128 { u128::MAX } else { (1u128 << width) - 1 };
    let r = rng.next_u64() as u128 | (rng.next_u64() as u128) << 64;
    let sign = 1u128 << (width - 1);
    match rng.next_u64() % 10 {
        0 => r & sign,                                   // +-0
        1 => (r & sign) | from_f64(kind, f64::INFINITY), // +-inf
        2 => r & (sign | 0xff),                          // tiny subnormals
        3 => prev ^ (r & 3),                             // close to the previous value
        4 => prev ^ sign,                                // its negation
        _ => r & mask,
    }
}

fn same_f64(mine: Option<u128>, host: f64, what: &str) {
    let mine = mine.unwrap_or_else(|| panic!("{what}: refused"));
    if host.is_nan() {
        assert!(f64::from_bits(mine as u64).is_nan(), "{what}: {mine:#x} is not NaN");
    } else {
        assert_eq!(mine as u64, host.to_bits(), "{what}: {} vs {host}", f64::from_bits(mine as u64));
    }
}

#[test]
fn f64_matches_host_arithmetic() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut prev = 0;
    for _ in 0..20_000 {
        let a = pattern(&mut rng, FloatKind::F64, prev);
        let b = pattern(&mut rng, FloatKind::F64, a);
        prev = b;
        let (x, y) = (f64::from_bits(a as u64), f64::from_bits(b as u64));
        let k = FloatKind::F64;
        if x.is_nan() || y.is_nan() {
            continue;
        }
        same_f64(add(k, a, b, false), x + y, &format!("{x:e} + {y:e}"));
        same_f64(add(k, a, b, true), x - y, &format!("{x:e} - {y:e}"));
        same_f64(mul(k, a, b), x * y, &format!("{x:e} * {y:e}"));
        same_f64(div(k, a, b), x / y, &format!("{x:e} / {y:e}"));
        same_f64(rem(k, a, b), x % y, &format!("{x:e} % {y:e}"));
        assert_eq!(compare(k, a, b), x.partial_cmp(&y), "{x:e} <=> {y:e}");
    }
}

#[test]
fn f32_matches_host_arithmetic() {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let mut prev = 0;
    let k = FloatKind::F32;
    for _ in 0..20_000 {
        let a = pattern(&mut rng, FloatKind::F32, prev);
        let b = pattern(&mut rng, FloatKind::F32, a);
        prev = b;
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        if x.is_nan() || y.is_nan() {
            continue;
        }
        let check = |mine: Option<u128>, host: f32, what: &str| {
            let mine = mine.unwrap_or_else(|| panic!("{what}: refused"));
            if host.is_nan() {
                assert_eq!(mine, 0x7FC0_0000, "{what}: the default NaN");
            } else {
                assert_eq!(mine as u32, host.to_bits(), "{what}: {} vs {host}", f32::from_bits(mine as u32));
            }
        };
        check(add(k, a, b, false), x + y, &format!("{x:e} + {y:e}"));
        check(add(k, a, b, true), x - y, &format!("{x:e} - {y:e}"));
        check(mul(k, a, b), x * y, &format!("{x:e} * {y:e}"));
        check(div(k, a, b), x / y, &format!("{x:e} / {y:e}"));
        check(rem(k, a, b), x % y, &format!("{x:e} % {y:e}"));
    }
}

/// `f16` and `bf16` against the host's `f64` rounded once more.
#[test]
fn half_formats_match_double_then_round() {
    let mut rng = XorShift(0x1234_5678_9ABC_DEF1);
    for k in [FloatKind::F16, FloatKind::BF16] {
        let mut prev = 0;
        for _ in 0..20_000 {
            let a = pattern(&mut rng, k, prev);
            let b = pattern(&mut rng, k, a);
            prev = b;
            let (x, y) = (to_f64(k, a), to_f64(k, b));
            if x.is_nan() || y.is_nan() {
                continue;
            }
            let round = |v: f64| from_f64(k, v);
            for (mine, host, op) in [
                (add(k, a, b, false), x + y, "+"),
                (add(k, a, b, true), x - y, "-"),
                (mul(k, a, b), x * y, "*"),
                (div(k, a, b), x / y, "/"),
                (rem(k, a, b), x % y, "%"),
            ] {
                assert_eq!(mine, Some(round(host)), "{k:?}: {x:e} {op} {y:e}");
            }
        }
    }
}

#[test]
fn nan_operands_follow_apfloat() {
    let k = FloatKind::F32;
    let (one, qnan, neg_qnan, snan) = (0x3F80_0000, 0x7FC0_0001, 0xFFC0_0002, 0x7F80_0003);
    // The right NaN is copied (its sign too, even when subtracting).
    assert_eq!(add(k, one, neg_qnan, true), Some(neg_qnan));
    // Both NaN: the left one.
    assert_eq!(add(k, qnan, neg_qnan, false), Some(qnan));
    // A signaling NaN comes out quiet, with its payload.
    assert_eq!(mul(k, one, snan), Some(0x7FC0_0003));
    assert_eq!(rem(k, snan, one), Some(0x7FC0_0003));
    // Negation flips the sign of a NaN and does not quiet it.
    assert_eq!(neg(k, snan), Some(0xFF80_0003));
    // Invalid operations give the positive default NaN.
    let inf = 0x7F80_0000;
    assert_eq!(add(k, inf, inf | 1 << 31, false), Some(0x7FC0_0000));
    assert_eq!(mul(k, 0, inf), Some(0x7FC0_0000));
    assert_eq!(div(k, 0, 1 << 31), Some(0x7FC0_0000));
    assert_eq!(rem(k, one, 0), Some(0x7FC0_0000));
}

#[test]
fn min_max_and_signed_zeros() {
    let k = FloatKind::F32;
    let (pz, nz, one, qnan, snan) = (0, 0x8000_0000, 0x3F80_0000, 0x7FC0_0001, 0x7F80_0003);
    assert_eq!(maximum(k, pz, nz, true), Some(pz));
    assert_eq!(maximum(k, nz, pz, true), Some(pz));
    assert_eq!(maximum(k, pz, nz, false), Some(nz));
    assert_eq!(maxnum(k, nz, pz, true), Some(pz));
    assert_eq!(maxnum(k, pz, nz, false), Some(nz));
    assert_eq!(maximum(k, qnan, one, true), Some(qnan));
    assert_eq!(maximum(k, one, snan, false), Some(0x7FC0_0003));
    assert_eq!(maxnum(k, qnan, one, false), Some(one));
    assert_eq!(maxnum(k, snan, one, true), Some(0x7FC0_0003));
    assert_eq!(maxnum(k, one, snan, true), Some(0x7FC0_0003));
    assert_eq!(compare(k, pz, nz), Some(Ordering::Equal));
    assert_eq!(compare(k, qnan, one), None);
}

#[test]
fn integer_conversions_match_host_casts() {
    let mut rng = XorShift(0xDEAD_BEEF_CAFE_F00D);
    for _ in 0..5_000 {
        let v = rng.next_u64() >> (rng.next_u64() % 64);
        let s = v as i64;
        let f = from_int(FloatKind::F64, &ApInt::from_u64(64, v), true).unwrap();
        assert_eq!(f as u64, (s as f64).to_bits(), "sitofp {s}");
        let f = from_int(FloatKind::F32, &ApInt::from_u64(64, v), false).unwrap();
        assert_eq!(f as u32, (v as f32).to_bits(), "uitofp {v}");
        let x = f64::from_bits(rng.next_u64()) % 1e10;
        if x.is_nan() {
            continue;
        }
        let t = x.trunc();
        let fits = t >= i32::MIN as f64 && t <= i32::MAX as f64;
        let mine = to_int(FloatKind::F64, x.to_bits() as u128, 32, true);
        assert_eq!(mine.map(|m| m.to_i64().unwrap()), fits.then_some(t as i64), "fptosi {x}");
        let fits = t > -1.0 && t <= u16::MAX as f64;
        let mine = to_int(FloatKind::F64, x.to_bits() as u128, 16, false);
        assert_eq!(mine.map(|m| m.to_u64().unwrap()), fits.then_some(t as u64), "fptoui {x}");
    }
    assert_eq!(to_int(FloatKind::F32, 0xBF80_0000, 1, true), Some(ApInt::from_u64(1, 1)));
    assert_eq!(to_int(FloatKind::F32, 0xBF80_0000, 1, false), None);
    assert_eq!(to_int(FloatKind::F32, 0xCF00_0000, 32, true).and_then(|v| v.to_i64()), Some(i32::MIN as i64));
}

#[test]
fn exact_conversions_only() {
    let mut rng = XorShift(0x0123_4567_89AB_CDEF);
    for _ in 0..5_000 {
        let x = f64::from_bits(rng.next_u64());
        if x.is_nan() {
            continue;
        }
        let narrow = x as f32;
        let exact = (narrow as f64).to_bits() == x.to_bits();
        let mine = convert(FloatKind::F64, FloatKind::F32, x.to_bits() as u128);
        assert_eq!(mine, exact.then_some(narrow.to_bits() as u128), "truncf {x:e}");
        let back = convert(FloatKind::F32, FloatKind::F64, narrow.to_bits() as u128);
        assert_eq!(back, Some((narrow as f64).to_bits() as u128), "extf {narrow:e}");
    }
    // NaN payloads move with the precision; lost payload bits or a
    // signaling NaN do not convert.
    assert_eq!(convert(FloatKind::F32, FloatKind::F64, 0x7FC0_0001), Some(0x7FF8_0000_2000_0000));
    assert_eq!(convert(FloatKind::F64, FloatKind::F32, 0x7FF8_0000_2000_0000), Some(0x7FC0_0001));
    assert_eq!(convert(FloatKind::F64, FloatKind::F16, 0x7FF8_0000_0000_0001), None);
    assert_eq!(convert(FloatKind::F32, FloatKind::F64, 0x7F80_0001), None);
    assert_eq!(convert(FloatKind::F16, FloatKind::F64, 0x7E01), Some(0x7FF8_0400_0000_0000));
    // -0 has no image in an FNUZ format; +0 has.
    assert_eq!(convert(FloatKind::F32, FloatKind::F8E5M2FNUZ, 0x8000_0000), None);
    assert_eq!(convert(FloatKind::F32, FloatKind::F8E5M2FNUZ, 0), Some(0));
}

/// Where upstream builds values its format cannot hold, nothing folds;
/// everywhere else the narrow formats fold like `APFloat`.
#[test]
fn narrow_and_odd_formats() {
    use FloatKind::*;
    let b = |k, v: f64| from_f64(k, v);
    // Finite-only formats round and saturate, but have no NaN or infinity.
    assert_eq!(add(F4E2M1FN, b(F4E2M1FN, 6.0), b(F4E2M1FN, 1.5), false), Some(b(F4E2M1FN, 6.0)));
    assert_eq!(mul(F4E2M1FN, b(F4E2M1FN, 0.5), b(F4E2M1FN, 1.5)), Some(b(F4E2M1FN, 1.0)));
    assert_eq!(div(F4E2M1FN, b(F4E2M1FN, 1.5), 0), None);
    assert_eq!(rem(F6E3M2FN, b(F6E3M2FN, 1.5), 0), None);
    // f8E8M0FNU: exact results only, never zero, negative or negated.
    assert_eq!(mul(F8E8M0FNU, b(F8E8M0FNU, 2.0), b(F8E8M0FNU, 4.0)), Some(b(F8E8M0FNU, 8.0)));
    assert_eq!(add(F8E8M0FNU, b(F8E8M0FNU, 2.0), b(F8E8M0FNU, 4.0), false), None);
    assert_eq!(add(F8E8M0FNU, b(F8E8M0FNU, 2.0), b(F8E8M0FNU, 2.0), true), None);
    assert_eq!(neg(F8E8M0FNU, b(F8E8M0FNU, 2.0)), None);
    assert_eq!(convert(F32, F8E8M0FNU, 0), None);
    assert_eq!(convert(F8E8M0FNU, F16, 0xFF), None);
    // NaN-only formats: overflow and x / 0 give NaN (signed where it can be).
    assert_eq!(mul(F8E4M3FN, b(F8E4M3FN, 448.0), b(F8E4M3FN, 2.0)), Some(0x7F));
    assert_eq!(div(F8E4M3FN, b(F8E4M3FN, -2.0), 0), Some(0xFF));
    assert_eq!(div(F8E5M2FNUZ, b(F8E5M2FNUZ, -2.0), 0), Some(0x80));
    // No negative zero in FNUZ: an exact zero is +0 and negation keeps it.
    assert_eq!(mul(F8E5M2FNUZ, b(F8E5M2FNUZ, -2.0), 0), Some(0));
    assert_eq!(neg(F8E5M2FNUZ, 0), Some(0));
    // A NaN-only NaN keeps its pattern into IEEE; an FNUZ NaN becomes the default NaN.
    assert_eq!(convert(F8E4M3FN, F32, 0xFF), Some(0xFFF0_0000));
    assert_eq!(convert(F8E5M2FNUZ, F80, 0x80), Some(0x7FFF_C000_0000_0000_0000));
    // x87 encodings APFloat rewrites (an unnormal, a pseudo-denormal) do not fold.
    let one = b(F80, 1.0);
    assert_eq!(add(F80, 0x3FFF_0000_0000_0000_0000, one, false), None);
    assert_eq!(mul(F80, 0x0000_8000_0000_0000_0000, one), None);
    assert_eq!(add(F80, one, one, false), Some(b(F80, 2.0)));
}

/// A host rounding function.
type HostRounding = fn(f64) -> f64;

/// `round_to_integral` agrees with the host's `ceil`, `floor`,
/// `round_ties_even`, `round` and `trunc` on random `f64` and `f32` bits
/// (NaNs only as NaNs), and with rounding in `f64` for `f16`/`bf16`.
#[test]
fn round_to_integral_matches_host() {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    let modes: [(Rounding, HostRounding); 5] = [
        (Rounding::TowardPositive, f64::ceil),
        (Rounding::TowardNegative, f64::floor),
        (Rounding::NearestTiesToEven, f64::round_ties_even),
        (Rounding::NearestTiesToAway, f64::round),
        (Rounding::TowardZero, f64::trunc),
    ];
    let mut prev = 0;
    for kind in [FloatKind::F64, FloatKind::F32, FloatKind::F16, FloatKind::BF16] {
        for _ in 0..20_000 {
            let a = pattern(&mut rng, kind, prev);
            prev = a;
            let x = to_f64(kind, a);
            for (mode, host) in modes {
                let mine = round_to_integral(kind, a, mode).expect("every value rounds");
                let expected = host(x);
                if expected.is_nan() {
                    assert!(to_f64(kind, mine).is_nan(), "{kind:?} {mode:?} {a:#x}");
                } else {
                    // Integral values of these formats are exact in f64, and
                    // a zero keeps its sign.
                    assert_eq!(mine, from_f64(kind, expected), "{kind:?} {mode:?} {a:#x}");
                }
            }
        }
    }
}

/// The formats whose largest value is below `2^(p-1)` are refused, as is
/// `f8E8M0FNU`; `ilogb` is the exponent of the leading bit.
#[test]
fn round_to_integral_refusals_and_ilogb() {
    for kind in [FloatKind::F8E3M4, FloatKind::F6E2M3FN, FloatKind::F8E8M0FNU] {
        assert_eq!(round_to_integral(kind, from_f64(kind, 1.5), Rounding::TowardZero), None, "{kind:?}");
    }
    assert_eq!(ilogb(FloatKind::F32, from_f64(FloatKind::F32, 6.0)), Ilogb::Exp(2));
    assert_eq!(ilogb(FloatKind::F32, 1), Ilogb::Exp(-149));
    assert_eq!(ilogb(FloatKind::F16, from_f64(FloatKind::F16, -0.0)), Ilogb::Zero);
    assert_eq!(ilogb(FloatKind::F16, from_f64(FloatKind::F16, f64::INFINITY)), Ilogb::Inf);
}
