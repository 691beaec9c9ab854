//! Fold hooks of the index ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).
//!
//! Upstream MLIR 22's `IndexOps.cpp` semantics: an `index` value is 64 bits
//! wide on a 64-bit target and 32 bits wide on a 32-bit one, and a fold
//! must be right on both. Two helpers encode that:
//! - [`unchecked`] (`foldBinaryOpUnchecked`) for operations whose low 32
//!   result bits depend only on the low 32 operand bits (add, sub, mul,
//!   shl, and, or, xor): the 64-bit result is the answer;
//! - [`checked`] (`foldBinaryOpChecked`) for the others (divisions,
//!   remainders, right shifts, min/max): the fold happens only when the
//!   64-bit result truncated to 32 bits equals the 32-bit result.
//!
//! Hooks create no op; `Failure` is always a correct answer.

use crate::{AddOp, BoolConstantOp, CastSOp, CastUOp, ConstantOp, MulOp, SubOp};
use strata_ir::{
    ApInt, AttrKind, Attribute, Body, Context, FoldOutcome, Location, OpId, OperationState, Type, TypeKind,
};

pub use crate::fold_cmp::cmp;

/// `index.constant` folds to its value (upstream's `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

/// `index.bool.constant` folds to its value (upstream's `BoolConstantOp::fold`).
pub fn bool_constant(ctx: &Context, body: &mut Body, op: BoolConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

fn operand(body: &Body, op: impl Into<OpId>, i: usize) -> FoldOutcome {
    FoldOutcome::value(body.operand(op, i))
}

/// The value of an `IntegerAttr` operand (`dyn_cast_if_present<IntegerAttr>`).
pub(crate) fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<&ApInt> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// An `index` attribute of `value` (64 bits wide, as upstream stores it).
pub(crate) fn index_attr(ctx: &Context, value: ApInt) -> Attribute {
    ctx.intern_attr(AttrKind::Integer { ty: ctx.index_type(), value })
}

/// The calculation of a binary op on two integers of equal width; `None`
/// when it must not fold (division by zero, oversized shift).
pub(crate) type Calc = fn(&ApInt, &ApInt) -> Option<ApInt>;

/// `foldBinaryOpUnchecked`: the 64-bit result, whose low 32 bits are the
/// 32-bit result by construction.
pub(crate) fn unchecked(ctx: &Context, constants: &[Option<Attribute>], calc: Calc) -> Option<Attribute> {
    let (lhs, rhs) = (int_of(ctx, constants[0])?, int_of(ctx, constants[1])?);
    Some(index_attr(ctx, calc(lhs, rhs)?))
}

/// `foldBinaryOpChecked`: the 64-bit result, if the 32-bit calculation on
/// the truncated operands gives its low 32 bits.
pub(crate) fn checked(ctx: &Context, constants: &[Option<Attribute>], calc: Calc) -> Option<Attribute> {
    let (lhs, rhs) = (int_of(ctx, constants[0])?, int_of(ctx, constants[1])?);
    let result64 = calc(lhs, rhs)?;
    let result32 = calc(&lhs.trunc(32), &rhs.trunc(32))?;
    (result64.trunc(32) == result32).then(|| index_attr(ctx, result64))
}

fn small(x: &ApInt, v: i64) -> ApInt {
    ApInt::from_i64(x.width(), v)
}

fn is_sgt_zero(x: &ApInt) -> bool {
    !x.is_negative() && !x.is_zero()
}

/// Shift amounts of 32 or more are undefined on a 32-bit target: no fold.
fn shift_amount(rhs: &ApInt) -> Option<u64> {
    rhs.to_u64().filter(|&a| a < 32)
}

pub(crate) fn calc_add(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(a.add(b))
}
pub(crate) fn calc_mul(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(a.mul(b))
}
pub(crate) fn calc_and(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(a.and(b))
}
pub(crate) fn calc_or(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(a.or(b))
}
pub(crate) fn calc_xor(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(a.xor(b))
}
pub(crate) fn calc_maxs(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(if a.scmp(b).is_gt() { a.clone() } else { b.clone() })
}
pub(crate) fn calc_maxu(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(if a.ucmp(b).is_gt() { a.clone() } else { b.clone() })
}
pub(crate) fn calc_mins(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(if a.scmp(b).is_lt() { a.clone() } else { b.clone() })
}
pub(crate) fn calc_minu(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    Some(if a.ucmp(b).is_lt() { a.clone() } else { b.clone() })
}

/// `ceildivs(n, m)`: `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` with
/// `x = m > 0 ? -1 : 1` (upstream's `calculateCeilDivS`; no overflow).
fn calc_ceildivs(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let m_gt_zero = is_sgt_zero(m);
    if is_sgt_zero(n) != m_gt_zero {
        return Some(n.negate().sdiv(m)?.negate());
    }
    let x = small(n, if m_gt_zero { -1 } else { 1 });
    Some(n.add(&x).sdiv(m)?.add(&small(n, 1)))
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`.
fn calc_ceildivu(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    Some(n.sub(&small(n, 1)).udiv(m)?.add(&small(n, 1)))
}

/// `floordivs(n, m)`: `n*m < 0 ? -1 - (x-n)/m : n/m` with
/// `x = m < 0 ? 1 : -1` (upstream's `calculateFloorDivS`).
fn calc_floordivs(n: &ApInt, m: &ApInt) -> Option<ApInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let m_lt_zero = m.is_negative();
    if n.is_negative() == m_lt_zero {
        return n.sdiv(m);
    }
    let x = small(n, if m_lt_zero { 1 } else { -1 });
    Some(small(n, -1).sub(&x.sub(n).sdiv(m)?))
}

/// `index.add`: constants, then `x + 0 -> x`.
pub fn add(ctx: &Context, body: &mut Body, op: AddOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(a) = unchecked(ctx, constants, calc_add) {
        return FoldOutcome::attribute(a);
    }
    if int_of(ctx, constants[1]).is_some_and(ApInt::is_zero) {
        return operand(body, op, 0);
    }
    FoldOutcome::Failure
}

/// `index.sub`: constants, then `x - 0 -> x`.
pub fn sub(ctx: &Context, body: &mut Body, op: SubOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(a) = unchecked(ctx, constants, |a, b| Some(a.sub(b))) {
        return FoldOutcome::attribute(a);
    }
    if int_of(ctx, constants[1]).is_some_and(ApInt::is_zero) {
        return operand(body, op, 0);
    }
    FoldOutcome::Failure
}

/// `index.mul`: constants, then `x * 1 -> x`, `x * 0 -> 0`.
pub fn mul(ctx: &Context, body: &mut Body, op: MulOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(a) = unchecked(ctx, constants, calc_mul) {
        return FoldOutcome::attribute(a);
    }
    match int_of(ctx, constants[1]) {
        Some(rhs) if rhs.is_one() => operand(body, op, 0),
        Some(rhs) if rhs.is_zero() => FoldOutcome::attribute(constants[1].expect("matched above")),
        _ => FoldOutcome::Failure,
    }
}

/// Declares hooks that fold constants only, with [`checked`] or
/// [`unchecked`] semantics.
macro_rules! constant_folds {
    ($($(#[$doc:meta])* $name:ident: $how:ident($calc:expr);)*) => {
        $(
            $(#[$doc])*
            pub fn $name(ctx: &Context, _: &mut Body, _: impl Into<OpId>, constants: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::attribute_or_failure($how(ctx, constants, $calc))
            }
        )*
    };
}

constant_folds! {
    /// `index.divs`: signed division (none by zero).
    divs: checked(|a, b| a.sdiv(b));
    /// `index.divu`: unsigned division (none by zero).
    divu: checked(|a, b| a.udiv(b));
    /// `index.ceildivs`.
    ceildivs: checked(calc_ceildivs);
    /// `index.ceildivu`.
    ceildivu: checked(calc_ceildivu);
    /// `index.floordivs`.
    floordivs: checked(calc_floordivs);
    /// `index.rems`: signed remainder (none by zero).
    rems: checked(|a, b| a.srem(b));
    /// `index.remu`: unsigned remainder (none by zero).
    remu: checked(|a, b| a.urem(b));
    /// `index.maxs`.
    maxs: checked(calc_maxs);
    /// `index.maxu`.
    maxu: checked(calc_maxu);
    /// `index.mins`.
    mins: checked(calc_mins);
    /// `index.minu`.
    minu: checked(calc_minu);
    /// `index.shl`: shift amounts below 32 only.
    shl: unchecked(|a, b| Some(a.shl(shift_amount(b)?)));
    /// `index.shrs`: shift amounts below 32 only.
    shrs: checked(|a, b| Some(a.ashr(shift_amount(b)?)));
    /// `index.shru`: shift amounts below 32 only.
    shru: checked(|a, b| Some(a.lshr(shift_amount(b)?)));
    /// `index.and`.
    and: unchecked(calc_and);
    /// `index.or`.
    or: unchecked(calc_or);
    /// `index.xor`.
    xor: unchecked(calc_xor);
}

/// Upstream's `foldCastOp`: to `index`, extend or truncate to 64 bits; from
/// `index` to `iN`, fold only when the 64-bit and the 32-bit target agree.
fn fold_cast(ctx: &Context, body: &Body, op: impl Into<OpId>, input: Option<Attribute>, signed: bool) -> FoldOutcome {
    let Some(value) = int_of(ctx, input) else { return FoldOutcome::Failure };
    let ext = |x: &ApInt, w: u32| if signed { x.sext(w) } else { x.zext(w) };
    let ty = body.value_type(body.results(op)[0]);
    let result = match ctx.type_kind(ty) {
        TypeKind::Index => ext(value, 64),
        TypeKind::Integer { width, .. } => {
            let width = *width;
            if width <= 32 {
                value.trunc(width)
            } else if width >= 64 {
                if ext(&value.trunc(32), 64) != *value {
                    return FoldOutcome::Failure;
                }
                ext(value, width)
            } else {
                let result = value.trunc(width);
                if result != ext(&value.trunc(32), width) {
                    return FoldOutcome::Failure;
                }
                result
            }
        }
        _ => return FoldOutcome::Failure,
    };
    FoldOutcome::attribute(ctx.intern_attr(AttrKind::Integer { ty, value: result }))
}

/// `index.casts`: sign-extending cast.
pub fn casts(ctx: &Context, body: &mut Body, op: CastSOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    fold_cast(ctx, body, op, constants[0], true)
}

/// `index.castu`: zero-extending cast.
pub fn castu(ctx: &Context, body: &mut Body, op: CastUOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    fold_cast(ctx, body, op, constants[0], false)
}

/// Upstream's `IndexDialect::materializeConstant`: an `index.bool.constant`
/// for a boolean of type `i1`, an `index.constant` for an index integer of
/// type `index`, nothing else.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let AttrKind::Integer { ty: value_ty, .. } = ctx.attr_kind(value) else { return None };
    let is_i1 = |t| ctx.is_signless_integer(t, 1);
    let name = if is_i1(*value_ty) && is_i1(ty) {
        crate::BoolConstantOp::NAME
    } else if matches!(ctx.type_kind(*value_ty), TypeKind::Index) && matches!(ctx.type_kind(ty), TypeKind::Index) {
        crate::ConstantOp::NAME
    } else {
        return None;
    };
    Some(OperationState::constant(ctx, name, value, ty, loc))
}
