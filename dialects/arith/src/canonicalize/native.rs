//! The Rust side of `patterns/arith.td`: the native calls and constraint
//! predicates its rules name (upstream's C++ helpers of
//! `ArithCanonicalization.td`: `addIntegerAttrs`, `mergeOverflowFlags`,
//! `invertPredicate`, `getIntOrSplatIntValue`, `getScalarOrElementWidth`).
//!
//! They only read the IR; the generated patterns call them after matching
//! and before building anything.

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, Type, TypeKind, Value};

use crate::{CmpIPredicate, IntegerOverflowFlags};

/// The integer value of a scalar integer attribute.
fn int_value(ctx: &Context, a: Attribute) -> Option<&ApInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// `op(a, b)` as an integer attribute of the type of `typed_as`; `None`
/// when the constants are not of that width.
fn combine(
    ctx: &Context,
    body: &Body,
    typed_as: Value,
    (a, b): (Attribute, Attribute),
    op: fn(&ApInt, &ApInt) -> ApInt,
) -> Option<Attribute> {
    let ty = body.value_type(typed_as);
    let (a, b) = (int_value(ctx, a)?, int_value(ctx, b)?);
    if a.width() != b.width() {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::Integer { ty, value: op(a, b) }))
}

/// `AddIntAttrs`: `a + b` typed as `typed_as`.
pub fn add_int_attrs(ctx: &Context, body: &Body, typed_as: Value, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(ctx, body, typed_as, (a, b), |a, b| a.add(b))
}

/// `SubIntAttrs`: `a - b` typed as `typed_as`.
pub fn sub_int_attrs(ctx: &Context, body: &Body, typed_as: Value, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(ctx, body, typed_as, (a, b), |a, b| a.sub(b))
}

/// `MulIntAttrs`: `a * b` typed as `typed_as`.
pub fn mul_int_attrs(ctx: &Context, body: &Body, typed_as: Value, a: Attribute, b: Attribute) -> Option<Attribute> {
    combine(ctx, body, typed_as, (a, b), |a, b| a.mul(b))
}

/// `MergeOverflow`: the flags both ops have (a missing attribute has none).
pub fn merge_overflow(
    a: Option<IntegerOverflowFlags>,
    b: Option<IntegerOverflowFlags>,
) -> Option<IntegerOverflowFlags> {
    let bits = |f: Option<IntegerOverflowFlags>| f.map_or(0, |f| f.0);
    Some(IntegerOverflowFlags(bits(a) & bits(b) & 3))
}

/// `ApInt::sadd_ov` and its kin: the result and whether it wrapped.
type WrappingOp = fn(&ApInt, &ApInt) -> (ApInt, bool);

/// The flags both ops have, less those the folded constant `c0 op c1`
/// itself breaks: `nsw` when it wraps signed, `nuw` when it wraps
/// unsigned. Two ops without wrap-around leave a combined op without it
/// only when their constants combine without it (`cargo xtask
/// prove-rules` proves each rule using this; upstream keeps the merged
/// flags as they are, a known miscompile).
fn merge_overflow_folding(
    ctx: &Context,
    (a, b): (Option<IntegerOverflowFlags>, Option<IntegerOverflowFlags>),
    (c0, c1): (Attribute, Attribute),
    signed: WrappingOp,
    unsigned: Option<WrappingOp>,
) -> Option<IntegerOverflowFlags> {
    let mut bits = merge_overflow(a, b)?.0;
    let (c0, c1) = (int_value(ctx, c0)?, int_value(ctx, c1)?);
    if c0.width() != c1.width() {
        return None;
    }
    if signed(c0, c1).1 {
        bits &= !IntegerOverflowFlags::NSW.0;
    }
    if unsigned.is_some_and(|unsigned| unsigned(c0, c1).1) {
        bits &= !IntegerOverflowFlags::NUW.0;
    }
    Some(IntegerOverflowFlags(bits))
}

/// A `MergeOverflow*` helper of the rules: `merge_overflow_folding` for one
/// constant operation, checking `nuw` too or not.
macro_rules! merge_overflow_of {
    ($(#[$doc:meta])* $name:ident, $signed:path, $unsigned:expr) => {
        $(#[$doc])*
        pub fn $name(
            ctx: &Context,
            a: Option<IntegerOverflowFlags>,
            b: Option<IntegerOverflowFlags>,
            c0: Attribute,
            c1: Attribute,
        ) -> Option<IntegerOverflowFlags> {
            merge_overflow_folding(ctx, (a, b), (c0, c1), $signed, $unsigned)
        }
    };
}

merge_overflow_of!(
    /// `MergeOverflowAdd`: the merged flags, kept where `c0 + c1` keeps them.
    merge_overflow_add, ApInt::sadd_ov, Some(ApInt::uadd_ov)
);
merge_overflow_of!(
    /// `MergeOverflowSub`: the merged flags, kept where `c0 - c1` keeps them.
    merge_overflow_sub, ApInt::ssub_ov, Some(ApInt::usub_ov)
);
merge_overflow_of!(
    /// `MergeOverflowMul`: the merged flags, kept where `c0 * c1` keeps them.
    merge_overflow_mul, ApInt::smul_ov, Some(ApInt::umul_ov)
);
merge_overflow_of!(
    /// `MergeOverflowAddNsw`: as `MergeOverflowAdd`, checking `nsw` only.
    merge_overflow_add_nsw, ApInt::sadd_ov, None
);
merge_overflow_of!(
    /// `MergeOverflowSubNsw`: as `MergeOverflowSub`, checking `nsw` only.
    merge_overflow_sub_nsw, ApInt::ssub_ov, None
);
merge_overflow_of!(
    /// `MergeOverflowMulNsw`: as `MergeOverflowMul`, checking `nsw` only.
    merge_overflow_mul_nsw, ApInt::smul_ov, None
);

/// `DropNsw`: the flags without `nsw`.
pub fn drop_nsw(a: Option<IntegerOverflowFlags>) -> Option<IntegerOverflowFlags> {
    Some(IntegerOverflowFlags(a.map_or(0, |f| f.0) & !IntegerOverflowFlags::NSW.0))
}

/// `GetZeroAttr`: the zero of `v`'s type.
pub fn zero_attr_of(ctx: &Context, body: &Body, v: Value) -> Option<Attribute> {
    crate::elementwise::zero_attr(ctx, body.value_type(v))
}

/// `i1` in the shape of `v`'s type.
pub fn i1_shape_of(ctx: &Context, body: &Body, v: Value) -> Type {
    crate::elementwise::i1_same_shape(ctx, body.value_type(v))
}

/// The inverse of a `cmpi` predicate (upstream's `invertPredicate`).
pub fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate as P;
    match p {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Slt => P::Sge,
        P::Sle => P::Sgt,
        P::Sgt => P::Sle,
        P::Sge => P::Slt,
        P::Ult => P::Uge,
        P::Ule => P::Ugt,
        P::Ugt => P::Ule,
        P::Uge => P::Ult,
    }
}

/// `getIntOrSplatIntValue(a)`: a scalar integer attribute or an integer
/// splat.
fn int_or_splat(ctx: &Context, a: Attribute) -> Option<&ApInt> {
    crate::elementwise::splat_int(ctx, Some(a))
}

/// `IsScalarOrSplatNegativeOne`: all ones.
pub fn is_scalar_or_splat_negative_one(ctx: &Context, a: Attribute) -> bool {
    int_or_splat(ctx, a).is_some_and(ApInt::is_all_ones)
}

/// `IsScalarOrSplatOne`: strictly positive and one (so not `i1`'s `true`).
pub fn is_scalar_or_splat_one(ctx: &Context, a: Attribute) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| !v.is_negative() && v.is_one())
}

/// `a` is an integer attribute of `v`'s type.
pub fn int_attr_of_type(ctx: &Context, body: &Body, a: Attribute, v: Value) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == body.value_type(v))
}

/// The kind of `v`'s type, or of its elements for a shaped type.
fn element_kind<'c>(ctx: &'c Context, body: &Body, v: Value) -> &'c TypeKind {
    ctx.type_kind(ctx.element_type_or_self(body.value_type(v)))
}

/// `getScalarOrElementWidth`: the width of an integer or float (element)
/// type; 0 for anything else (`index` included).
fn scalar_width(ctx: &Context, body: &Body, v: Value) -> u32 {
    match element_kind(ctx, body, v) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    }
}

/// `ValueWiderThan`: `a` is wider than `b`, and `b` has a width.
pub fn value_wider_than(ctx: &Context, body: &Body, a: Value, b: Value) -> bool {
    let (wa, wb) = (scalar_width(ctx, body, a), scalar_width(ctx, body, b));
    wa > wb && wb > 0
}

/// `TruncationMatchesShiftAmount`: truncating `x` to `tr`'s width drops
/// exactly `shift` bits.
pub fn truncation_matches_shift_amount(ctx: &Context, body: &Body, x: Value, tr: Value, shift: Attribute) -> bool {
    let Some(shift) = int_or_splat(ctx, shift).and_then(ApInt::to_u64) else { return false };
    let dropped = scalar_width(ctx, body, x).checked_sub(scalar_width(ctx, body, tr));
    dropped.is_some_and(|d| u64::from(d) == shift)
}

/// The width of an integer or `index` (element) type, `index` counted at
/// the 64 bits constant folding gives it (upstream's
/// `IndexType::kInternalStorageBitWidth`); 0 for anything else.
fn int_or_index_width(ctx: &Context, body: &Body, v: Value) -> u32 {
    match element_kind(ctx, body, v) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

/// `CastKeepsValue`: casting `x` to `mid`'s type loses no bits, so casting
/// back gives `x` again.
pub fn cast_keeps_value(ctx: &Context, body: &Body, mid: Value, x: Value) -> bool {
    let (wm, wx) = (int_or_index_width(ctx, body, mid), int_or_index_width(ctx, body, x));
    wx > 0 && wm >= wx
}

/// `IToFPRoundsOnce`: converting `x` to `fp`'s float type and then
/// truncating to `tr`'s rounds as converting directly does. It does when
/// the first conversion is exact for every integer the final type can
/// hold finitely (signed: one bit fewer); larger integers overflow to
/// infinity either way, rounding being monotone. Upstream folds every
/// such pair, also i64 -> f64 -> f32, where rounding twice differs.
pub fn int_to_float_rounds_once(ctx: &Context, body: &Body, x: Value, fp: Value, tr: Value, signed: bool) -> bool {
    let TypeKind::Integer { width, .. } = element_kind(ctx, body, x) else { return false };
    let width = *width;
    let float = |v: Value| match element_kind(ctx, body, v) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    };
    let (Some(mid), Some(last)) = (float(fp), float(tr)) else { return false };
    let bits = (width - u32::from(signed)).min((strata_ir::apfloat::max_exponent(last) + 1).max(0) as u32);
    bits <= strata_ir::apfloat::precision(mid)
}
