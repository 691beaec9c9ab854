//! Element-wise constant folding shared by the arith fold hooks: upstream's
//! `constFoldBinaryOp`, `constFoldUnaryOp` and `constFoldCastOp`
//! (`CommonFolders.h`), the constant matchers the hooks test operands with
//! (`m_Zero`, `m_One`, `m_ConstantInt`, the float predicates) and the
//! attributes they build (`getZeroAttr`, `getBoolAttribute`).
//!
//! A constant operand is a scalar integer or float attribute, a `dense<...>`
//! elements attribute (one stored value is a splat) or `#ub.poison`.
//!
//! Invariants, all upstream's:
//! - scalar op scalar gives a scalar, splat op splat a splat, and any other
//!   pair of elements attributes folds element by element, in row-major
//!   order, into a dense attribute that is stored as a splat when all its
//!   elements are equal (as `DenseElementsAttr::get` does); a scalar and an
//!   elements attribute never fold together;
//! - the two operands' attribute types must be equal;
//! - poison propagates only through the folders that take their result type
//!   from the operands (binary without an explicit type, unary, cast);
//! - an element calculation returning `None` stops the whole fold.

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, DenseValue, FloatKind, OpId, Type, TypeKind};

pub(crate) use strata_rewrite::fold::constant_of;

/// The value of a flags property of `op` (`#arith.fastmath<nnan, nsz>`,
/// `#arith.overflow<nsw>`); no flags when the property is absent.
pub(crate) fn flags<F: strata_ir::EnumValue + Default>(ctx: &Context, body: &Body, op: OpId, name: &str) -> F {
    let attr = body.properties(op).and_then(|p| ctx.dict_get(p, name));
    attr.and_then(|a| ctx.attr_storage::<F>(a)).copied().unwrap_or_default()
}

/// Does the op's `fastmath` property contain `flag` (`fast` holds them all)?
pub(crate) fn has_fastmath(ctx: &Context, body: &Body, op: impl Into<OpId>, flag: crate::FastMathFlags) -> bool {
    let op: OpId = op.into();
    flags::<crate::FastMathFlags>(ctx, body, op, "fastmath").contains(flag)
}

/// The values of a dense elements attribute, a splat expanded to every
/// element, with the attribute's type.
pub(crate) fn expanded(ctx: &Context, a: Option<Attribute>) -> Option<(Type, Vec<&DenseValue>)> {
    match ctx.attr_kind(a?) {
        AttrKind::DenseElements { ty, elements } => {
            let n = num_elements(ctx, *ty);
            let values = &elements.values;
            Some((*ty, (0..n).map(|i| &values[if values.len() == 1 { 0 } else { i }]).collect()))
        }
        _ => None,
    }
}

/// A poison value (`#ub.poison`: upstream's `PoisonAttrInterface`).
pub(crate) fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| strata_ir::op_checks::is_poison_attr(ctx, a))
}

/// The single value of a scalar attribute or splat: upstream's
/// `constant_int_value_binder` / `constant_float_value_binder`, which look
/// through `SplatElementsAttr`.
fn splat_value(ctx: &Context, a: Option<Attribute>) -> Option<(Type, DenseValueRef<'_>)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, DenseValueRef::Int(value))),
        AttrKind::Float { ty, bits } => Some((*ty, DenseValueRef::Float(*bits))),
        AttrKind::DenseElements { ty, elements } if elements.is_splat() => {
            let elem = ctx.element_type_or_self(*ty);
            match &elements.values[0] {
                DenseValue::Int(v) => Some((elem, DenseValueRef::Int(v))),
                DenseValue::Float(b) => Some((elem, DenseValueRef::Float(*b))),
                _ => None,
            }
        }
        _ => None,
    }
}

enum DenseValueRef<'a> {
    Int(&'a ApInt),
    Float(u128),
}

/// `m_ConstantInt`: the integer value of a scalar integer/index constant or
/// an integer splat.
pub(crate) fn splat_int(ctx: &Context, a: Option<Attribute>) -> Option<&ApInt> {
    match splat_value(ctx, a)? {
        (_, DenseValueRef::Int(v)) => Some(v),
        _ => None,
    }
}

/// `m_Zero`: an integer zero (scalar or splat).
pub(crate) fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    splat_int(ctx, a).is_some_and(ApInt::is_zero)
}

/// `m_One`: an integer one (scalar or splat; `true` for `i1`).
pub(crate) fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    splat_int(ctx, a).is_some_and(ApInt::is_one)
}

/// The format and bits of a float constant (scalar or splat), for the
/// `m_*Float` predicates.
pub(crate) fn splat_float(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u128)> {
    match splat_value(ctx, a)? {
        (ty, DenseValueRef::Float(bits)) => float_kind(ctx, ty).map(|k| (k, bits)),
        _ => None,
    }
}

/// The float format of a float type.
pub(crate) fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

pub(crate) use strata_ir::int_range::int_width;
pub use strata_ir::splat::{bool_attr, elements_attr, scalar_attr, splat_attr, zero_attr};

/// `ty` with its element type replaced (`ShapedType::cloneWith`); a scalar
/// becomes `element` itself.
pub fn with_element(ctx: &Context, ty: Type, element: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector { shape, scalable, element }),
        TypeKind::RankedTensor { shape, encoding, .. } => {
            ctx.intern_type(TypeKind::RankedTensor { shape, element, encoding })
        }
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element }),
        _ => element,
    }
}

/// `getI1SameShape`.
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    with_element(ctx, ty, ctx.integer_type(1))
}

/// A constant operand seen element by element.
enum Elements<'a> {
    Scalar(Type, DenseValue),
    /// A splat or dense elements attribute: its type and stored values.
    Dense(Type, &'a [DenseValue]),
}

impl Elements<'_> {
    fn ty(&self) -> Type {
        match self {
            Elements::Scalar(ty, _) | Elements::Dense(ty, _) => *ty,
        }
    }
}

fn elements(ctx: &Context, a: Option<Attribute>) -> Option<Elements<'_>> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some(Elements::Scalar(*ty, DenseValue::Int(value.clone()))),
        AttrKind::Float { ty, bits } => Some(Elements::Scalar(*ty, DenseValue::Float(*bits))),
        AttrKind::DenseElements { ty, elements } => Some(Elements::Dense(*ty, &elements.values)),
        _ => None,
    }
}

/// The number of elements of a static shaped type.
fn num_elements(ctx: &Context, ty: Type) -> usize {
    ctx.shape(ty).map_or(1, |s| s.iter().map(|&d| d.max(0) as usize).product())
}

/// `constFoldBinaryOp` with the operands' type as the result type: poison
/// in either operand (the left one first) is the result.
pub(crate) fn binary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    calc: impl FnMut(&DenseValue, &DenseValue) -> Option<DenseValue>,
) -> Option<Attribute> {
    for &c in &constants[..2] {
        if is_poison(ctx, c) {
            return c;
        }
    }
    let ty = elements(ctx, constants[0])?.ty();
    binary_to(ctx, constants, ty, calc)
}

/// `constFoldBinaryOp` with an explicit result type (cmpi, the overflow bit
/// of `addui_extended`): no poison handling.
pub(crate) fn binary_to(
    ctx: &Context,
    constants: &[Option<Attribute>],
    result_ty: Type,
    mut calc: impl FnMut(&DenseValue, &DenseValue) -> Option<DenseValue>,
) -> Option<Attribute> {
    let (lhs, rhs) = (elements(ctx, constants[0])?, elements(ctx, constants[1])?);
    if lhs.ty() != rhs.ty() {
        return None;
    }
    match (lhs, rhs) {
        (Elements::Scalar(_, a), Elements::Scalar(_, b)) => scalar_attr(ctx, result_ty, calc(&a, &b)?),
        (Elements::Dense(ty, a), Elements::Dense(_, b)) => {
            if a.len() == 1 && b.len() == 1 {
                let v = calc(&a[0], &b[0])?;
                return Some(elements_attr(ctx, result_ty, vec![v]));
            }
            // At least one side is not a splat: expand both.
            let n = num_elements(ctx, ty);
            let at = |vals: &'_ [DenseValue], i: usize| if vals.len() == 1 { 0 } else { i };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(calc(a.get(at(a, i))?, b.get(at(b, i))?)?);
            }
            Some(elements_attr(ctx, result_ty, out))
        }
        _ => None,
    }
}

/// `constFoldUnaryOp`: the result has the operand's type.
pub(crate) fn unary(
    ctx: &Context,
    operand: Option<Attribute>,
    calc: impl FnMut(&DenseValue) -> Option<DenseValue>,
) -> Option<Attribute> {
    if is_poison(ctx, operand) {
        return operand;
    }
    let ty = elements(ctx, operand)?.ty();
    cast(ctx, operand, ty, calc)
}

/// `constFoldCastOp` to `result_ty` (the op's result type).
pub(crate) fn cast(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    mut calc: impl FnMut(&DenseValue) -> Option<DenseValue>,
) -> Option<Attribute> {
    if is_poison(ctx, operand) {
        return operand;
    }
    match elements(ctx, operand)? {
        Elements::Scalar(_, a) => scalar_attr(ctx, result_ty, calc(&a)?),
        Elements::Dense(_, values) => {
            let out = values.iter().map(&mut calc).collect::<Option<Vec<_>>>()?;
            Some(elements_attr(ctx, result_ty, out))
        }
    }
}

/// [`binary`] on integer elements of equal width.
pub(crate) fn int_binary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    mut f: impl FnMut(&ApInt, &ApInt) -> ApInt,
) -> Option<Attribute> {
    binary(ctx, constants, |a, b| match (a, b) {
        (DenseValue::Int(a), DenseValue::Int(b)) if a.width() == b.width() => Some(DenseValue::Int(f(a, b))),
        _ => None,
    })
}

/// [`binary`] on float elements of the operands' format.
pub(crate) fn float_binary(
    ctx: &Context,
    constants: &[Option<Attribute>],
    mut f: impl FnMut(FloatKind, u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let kind = constants[0].and_then(|c| {
        let ty = strata_ir::op_checks::typed_attr_type(ctx, c)?;
        float_kind(ctx, ctx.element_type_or_self(ty))
    });
    binary(ctx, constants, |a, b| match (a, b) {
        (DenseValue::Float(a), DenseValue::Float(b)) => Some(DenseValue::Float(f(kind?, *a, *b)?)),
        _ => None,
    })
}

/// The op defining `v`, if it is an `Op` (its id, for folds reading it
/// through `body`).
pub(crate) fn defined_by<Op: strata_ir::OpClass>(ctx: &Context, body: &Body, v: strata_ir::Value) -> Option<OpId> {
    strata_rewrite::matchers::defining::<Op>(ctx, body, v).map(strata_ir::OpClass::op)
}
