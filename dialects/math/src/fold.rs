//! Fold hooks of the math ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s: upstream MLIR 22's `MathOps.cpp` constant folds.
//!
//! A constant operand is a scalar integer/float attribute or a dense
//! elements attribute (a splat stays a splat); the fold applies element by
//! element and any element that does not fold stops the whole fold
//! (`constFoldUnaryOpConditional` and friends). Upstream's rules:
//! - sign operations (`absf`, `copysign`) on every float format with a
//!   sign bit;
//! - `ceil`, `floor`, `roundeven` on every float format (`APFloat::
//!   roundToIntegral`, arith's [`round_to_integral`], which leaves out the
//!   formats upstream gets wrong); `round`, `trunc` on `f32`/`f64` only
//!   (upstream calls the C library, which rounds the same way and quiets a
//!   signaling NaN as `APFloat` does); `fma` on `f32`/`f64` only, through
//!   the host;
//! - elementary functions on `f32`/`f64` only, through the host libm as
//!   upstream does (`sqrt`, `log*` refuse negative inputs, `log1p` inputs
//!   below -1); `erf` and `erfc` call the C library's `erf`/`erff` and
//!   `erfc`/`erfcf` themselves, as upstream does (Rust's standard library
//!   has no error function);
//! - integer bit counts and `absi` at the operand's width.
//!
//! Hooks create no op; `Failure` is always a correct answer.

use crate::{
    AbsFOp, AbsIOp, Atan2Op, CeilOp, CopySignOp, CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp, FloorOp, PowFOp,
    RoundEvenOp, RoundOp, TruncOp,
};
use strata_ir::apfloat::{round_to_integral, Rounding};
use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, DenseElements, DenseValue, FloatKind, FoldOutcome, OpId};

/// Upstream's `materializeConstant` of this dialect: arith's (an `arith.constant`, or a `ub.poison` for a poison value).
pub use strata_dialect_arith::fold::materialize_constant;

strata_ir::fold_not_yet!("math": ipowi, isfinite, isinf, isnan, isnormal);

/// A host float: the `f32`/`f64` value of raw bits.
#[derive(Copy, Clone)]
enum Host {
    F32(f32),
    F64(f64),
}

fn to_host(kind: FloatKind, bits: u128) -> Option<Host> {
    match kind {
        FloatKind::F32 => Some(Host::F32(f32::from_bits(bits as u32))),
        FloatKind::F64 => Some(Host::F64(f64::from_bits(bits as u64))),
        _ => None,
    }
}

fn from_host(h: Host) -> u128 {
    match h {
        Host::F32(x) => x.to_bits() as u128,
        Host::F64(x) => x.to_bits() as u128,
    }
}

/// The element format of a constant's type, if it is a float type.
fn float_kind(ctx: &Context, a: Attribute) -> Option<FloatKind> {
    let ty = match ctx.attr_kind(a) {
        AttrKind::Float { ty, .. } => *ty,
        AttrKind::DenseElements { ty, .. } => ctx.element_type_or_self(*ty),
        _ => return None,
    };
    match ctx.type_kind(ty) {
        strata_ir::TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// Applies `f` to every element of a constant operand (same type out).
fn map(ctx: &Context, a: Option<Attribute>, mut f: impl FnMut(&DenseValue) -> Option<DenseValue>) -> FoldOutcome {
    let Some(a) = a else { return FoldOutcome::Failure };
    let folded = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => match f(&DenseValue::Int(value.clone())) {
            Some(DenseValue::Int(value)) => Some(AttrKind::Integer { ty: *ty, value }),
            _ => None,
        },
        AttrKind::Float { ty, bits } => match f(&DenseValue::Float(*bits)) {
            Some(DenseValue::Float(bits)) => Some(AttrKind::Float { ty: *ty, bits }),
            _ => None,
        },
        AttrKind::DenseElements { ty, elements } => {
            let values: Option<Vec<DenseValue>> = elements.values.iter().map(&mut f).collect();
            values.map(|values| dense(*ty, values))
        }
        _ => None,
    };
    folded.map_or(FoldOutcome::Failure, |k| FoldOutcome::attribute(ctx.intern_attr(k)))
}

/// Dense elements, stored as a splat when all equal.
fn dense(ty: strata_ir::Type, mut values: Vec<DenseValue>) -> AttrKind {
    if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        values.truncate(1);
    }
    AttrKind::DenseElements { ty, elements: DenseElements { values } }
}

/// Element-wise over `n` constants of one type (`constFoldBinaryOp`,
/// `constFoldTernaryOp`): all scalars, or all elements attributes.
fn map_n(ctx: &Context, cs: &[Option<Attribute>], f: impl Fn(&[u128]) -> Option<u128>) -> FoldOutcome {
    let Some(attrs) = cs.iter().copied().collect::<Option<Vec<_>>>() else { return FoldOutcome::Failure };
    let kinds: Vec<&AttrKind> = attrs.iter().map(|&a| ctx.attr_kind(a)).collect();
    let folded = match kinds[0] {
        AttrKind::Float { ty, .. } => {
            let bits: Option<Vec<u128>> = kinds
                .iter()
                .map(|k| match k {
                    AttrKind::Float { ty: t, bits } if t == ty => Some(*bits),
                    _ => None,
                })
                .collect();
            bits.and_then(|b| f(&b)).map(|bits| AttrKind::Float { ty: *ty, bits })
        }
        AttrKind::DenseElements { ty, .. } => {
            let mut lists = Vec::with_capacity(kinds.len());
            for k in &kinds {
                match k {
                    AttrKind::DenseElements { ty: t, elements } if t == ty => lists.push(&elements.values),
                    _ => return FoldOutcome::Failure,
                }
            }
            let n = lists.iter().map(|l| l.len()).max().unwrap_or(0);
            let shape_n: usize = ctx.shape(*ty).map_or(1, |s| s.iter().map(|&d| d.max(0) as usize).product());
            let n = if n == 1 { 1 } else { shape_n };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                let mut args = Vec::with_capacity(lists.len());
                for l in &lists {
                    match &l[if l.len() == 1 { 0 } else { i }] {
                        DenseValue::Float(b) => args.push(*b),
                        _ => return FoldOutcome::Failure,
                    }
                }
                match f(&args) {
                    Some(b) => out.push(DenseValue::Float(b)),
                    None => return FoldOutcome::Failure,
                }
            }
            Some(dense(*ty, out))
        }
        _ => None,
    };
    folded.map_or(FoldOutcome::Failure, |k| FoldOutcome::attribute(ctx.intern_attr(k)))
}

/// The sign bit of a format that has one (not `f8E8M0FNU`, whose values
/// are all positive, nor the FNUZ formats, where "-0" is the NaN).
fn sign_bit(kind: FloatKind) -> Option<u128> {
    use FloatKind::*;
    match kind {
        F8E8M0FNU | F8E5M2FNUZ | F8E4M3FNUZ | F8E4M3B11FNUZ => None,
        k => Some(1u128 << (k.width() - 1)),
    }
}

/// A float fold on the host formats.
fn host_unary(ctx: &Context, c: Option<Attribute>, f: impl Fn(Host) -> Option<Host>) -> FoldOutcome {
    let Some(kind) = c.and_then(|a| float_kind(ctx, a)) else { return FoldOutcome::Failure };
    map(ctx, c, |v| match v {
        DenseValue::Float(b) => Some(DenseValue::Float(from_host(f(to_host(kind, *b)?)?))),
        _ => None,
    })
}

/// Declares `f32`/`f64` folds through the host's functions; `$guard`
/// rejects inputs upstream does not fold.
macro_rules! host_folds {
    ($($(#[$doc:meta])* $name:ident: |$x:ident| $guard:expr, $f32:expr, $f64:expr;)*) => {
        $(
            $(#[$doc])*
            pub fn $name(ctx: &Context, _: &mut Body, _: impl Into<OpId>, c: &[Option<Attribute>]) -> FoldOutcome {
                host_unary(ctx, c[0], |h| match h {
                    Host::F32($x) => { let keep: bool = $guard; keep.then(|| Host::F32($f32)) }
                    Host::F64($x) => { let keep: bool = $guard; keep.then(|| Host::F64($f64)) }
                })
            }
        )*
    };
}

host_folds! {
    /// `math.sqrt`: not of negative values (`-0.0` included).
    sqrt: |x| !x.is_sign_negative(), x.sqrt(), x.sqrt();
    /// `math.exp`.
    exp: |x| true, x.exp(), x.exp();
    /// `math.exp2`.
    exp2: |x| true, x.exp2(), x.exp2();
    /// `math.expm1`.
    expm1: |x| true, x.exp_m1(), x.exp_m1();
    /// `math.log`: not of negative values.
    log: |x| !x.is_sign_negative(), x.ln(), x.ln();
    /// `math.log2`: not of negative values.
    log2: |x| !x.is_sign_negative(), x.log2(), x.log2();
    /// `math.log10`: not of negative values.
    log10: |x| !x.is_sign_negative(), x.log10(), x.log10();
    /// `math.log1p`: not when `x + 1` is negative.
    log1p: |x| !(x + 1.0).is_sign_negative(), x.ln_1p(), x.ln_1p();
    /// `math.sin`.
    sin: |x| true, x.sin(), x.sin();
    /// `math.cos`.
    cos: |x| true, x.cos(), x.cos();
    /// `math.tan`.
    tan: |x| true, x.tan(), x.tan();
    /// `math.sinh`.
    sinh: |x| true, x.sinh(), x.sinh();
    /// `math.cosh`.
    cosh: |x| true, x.cosh(), x.cosh();
    /// `math.tanh`.
    tanh: |x| true, x.tanh(), x.tanh();
    /// `math.asin`.
    asin: |x| true, x.asin(), x.asin();
    /// `math.acos`.
    acos: |x| true, x.acos(), x.acos();
    /// `math.atan`.
    atan: |x| true, x.atan(), x.atan();
    /// `math.asinh`.
    asinh: |x| true, x.asinh(), x.asinh();
    /// `math.acosh`.
    acosh: |x| true, x.acosh(), x.acosh();
    /// `math.atanh`.
    atanh: |x| true, x.atanh(), x.atanh();
    /// `math.erf`.
    erf: |x| true, c_erff(x), c_erf(x);
    /// `math.erfc`.
    erfc: |x| true, c_erfcf(x), c_erfc(x);
}

// The C library's error functions, which upstream's folds call.
#[allow(unsafe_code)]
unsafe extern "C" {
    #[link_name = "erf"]
    safe fn c_erf(x: f64) -> f64;
    #[link_name = "erff"]
    safe fn c_erff(x: f32) -> f32;
    #[link_name = "erfc"]
    safe fn c_erfc(x: f64) -> f64;
    #[link_name = "erfcf"]
    safe fn c_erfcf(x: f32) -> f32;
}

/// A rounding to an integral value (in `f32`/`f64` only when `host_only`:
/// upstream calls the C library there, which rounds exactly the same way).
fn integral(ctx: &Context, c: Option<Attribute>, mode: Rounding, host_only: bool) -> FoldOutcome {
    let Some(kind) = c.and_then(|a| float_kind(ctx, a)) else { return FoldOutcome::Failure };
    if host_only && !matches!(kind, FloatKind::F32 | FloatKind::F64) {
        return FoldOutcome::Failure;
    }
    map(ctx, c, |v| match v {
        DenseValue::Float(b) => round_to_integral(kind, *b, mode).map(DenseValue::Float),
        _ => None,
    })
}

/// `math.ceil`: toward positive infinity.
pub fn ceil(ctx: &Context, _: &mut Body, _: CeilOp, c: &[Option<Attribute>]) -> FoldOutcome {
    integral(ctx, c[0], Rounding::TowardPositive, false)
}

/// `math.floor`: toward negative infinity.
pub fn floor(ctx: &Context, _: &mut Body, _: FloorOp, c: &[Option<Attribute>]) -> FoldOutcome {
    integral(ctx, c[0], Rounding::TowardNegative, false)
}

/// `math.roundeven`: to nearest, ties to even.
pub fn roundeven(ctx: &Context, _: &mut Body, _: RoundEvenOp, c: &[Option<Attribute>]) -> FoldOutcome {
    integral(ctx, c[0], Rounding::NearestTiesToEven, false)
}

/// `math.round`: to nearest, ties away from zero (`f32`/`f64`).
pub fn round(ctx: &Context, _: &mut Body, _: RoundOp, c: &[Option<Attribute>]) -> FoldOutcome {
    integral(ctx, c[0], Rounding::NearestTiesToAway, true)
}

/// `math.trunc`: toward zero (`f32`/`f64`).
pub fn trunc(ctx: &Context, _: &mut Body, _: TruncOp, c: &[Option<Attribute>]) -> FoldOutcome {
    integral(ctx, c[0], Rounding::TowardZero, true)
}

/// A binary or ternary float fold on the host formats.
fn host_n(ctx: &Context, c: &[Option<Attribute>], f32f: fn(&[f32]) -> f32, f64f: fn(&[f64]) -> f64) -> FoldOutcome {
    let Some(kind) = c[0].and_then(|a| float_kind(ctx, a)) else { return FoldOutcome::Failure };
    map_n(ctx, c, |bits| match kind {
        FloatKind::F32 => {
            let xs: Vec<f32> = bits.iter().map(|&b| f32::from_bits(b as u32)).collect();
            Some(f32f(&xs).to_bits() as u128)
        }
        FloatKind::F64 => {
            let xs: Vec<f64> = bits.iter().map(|&b| f64::from_bits(b as u64)).collect();
            Some(f64f(&xs).to_bits() as u128)
        }
        _ => None,
    })
}

/// `math.powf`.
pub fn powf(ctx: &Context, _: &mut Body, _: PowFOp, c: &[Option<Attribute>]) -> FoldOutcome {
    host_n(ctx, c, |x| x[0].powf(x[1]), |x| x[0].powf(x[1]))
}

/// `math.atan2`.
pub fn atan2(ctx: &Context, _: &mut Body, _: Atan2Op, c: &[Option<Attribute>]) -> FoldOutcome {
    host_n(ctx, c, |x| x[0].atan2(x[1]), |x| x[0].atan2(x[1]))
}

/// `math.fma`: fused multiply-add, rounded once.
pub fn fma(ctx: &Context, _: &mut Body, _: OpId, c: &[Option<Attribute>]) -> FoldOutcome {
    host_n(ctx, c, |x| x[0].mul_add(x[1], x[2]), |x| x[0].mul_add(x[1], x[2]))
}

/// `math.absf`: clears the sign bit, in every format that has one.
pub fn absf(ctx: &Context, _: &mut Body, _: AbsFOp, c: &[Option<Attribute>]) -> FoldOutcome {
    let Some(sign) = c[0].and_then(|a| float_kind(ctx, a)).and_then(sign_bit) else { return FoldOutcome::Failure };
    map(ctx, c[0], |v| match v {
        DenseValue::Float(b) => Some(DenseValue::Float(b & !sign)),
        _ => None,
    })
}

/// `math.copysign`: the magnitude of the first operand, the sign of the second.
pub fn copysign(ctx: &Context, _: &mut Body, _: CopySignOp, c: &[Option<Attribute>]) -> FoldOutcome {
    let Some(sign) = c[0].and_then(|a| float_kind(ctx, a)).and_then(sign_bit) else { return FoldOutcome::Failure };
    map_n(ctx, &c[..2], |b| Some((b[0] & !sign) | (b[1] & sign)))
}

/// An integer fold at the operand's width.
fn int_unary(ctx: &Context, c: Option<Attribute>, f: impl Fn(&ApInt) -> ApInt) -> FoldOutcome {
    map(ctx, c, |v| match v {
        DenseValue::Int(i) => Some(DenseValue::Int(f(i))),
        _ => None,
    })
}

fn count(i: &ApInt, n: u32) -> ApInt {
    ApInt::from_u64(i.width(), n as u64)
}

/// `math.absi`.
pub fn absi(ctx: &Context, _: &mut Body, _: AbsIOp, c: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, c[0], ApInt::abs)
}

/// `math.ctlz`: leading zeros (the width for zero).
pub fn ctlz(ctx: &Context, _: &mut Body, _: CountLeadingZerosOp, c: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, c[0], |i| count(i, i.width() - i.active_bits()))
}

/// `math.cttz`: trailing zeros (the width for zero).
pub fn cttz(ctx: &Context, _: &mut Body, _: CountTrailingZerosOp, c: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, c[0], |i| {
        let tz = (0..i.width()).find(|&b| i.bit(b)).unwrap_or(i.width());
        count(i, tz)
    })
}

/// `math.ctpop`: set bits.
pub fn ctpop(ctx: &Context, _: &mut Body, _: CtPopOp, c: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, c[0], |i| count(i, i.words().iter().map(|w| w.count_ones()).sum()))
}
