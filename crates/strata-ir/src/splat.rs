//! Attributes of a given type holding one value everywhere (upstream's
//! `Builder::getZeroAttr`, `getBoolAttribute` and `DenseElementsAttr::get`
//! with a splat): a scalar attribute for a scalar type, a splat elements
//! attribute for a statically shaped vector or tensor type; and back, the
//! scalar attribute of one element of an elements attribute.
//!
//! Invariant: no attribute is built for a dynamic shape (`None`), where
//! upstream would build an invalid attribute or assert.

use crate::int_range::int_width;
use crate::{ApInt, AttrKind, Attribute, Context, DenseElements, DenseValue, FloatKind, Type, TypeKind};

/// Does `ty` have a static shape (or no shape at all)? Upstream builds
/// elements attributes only for static shapes.
fn is_static(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d >= 0))
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => false,
        _ => true,
    }
}

/// An attribute of type `ty` holding `value` everywhere: a scalar, or a
/// splat for a static vector or tensor type (`None` for a dynamic shape,
/// where upstream would build an invalid attribute or assert).
pub fn splat_attr(ctx: &Context, ty: Type, value: DenseValue) -> Option<Attribute> {
    if ctx.shape(ty).is_none() && !matches!(ctx.type_kind(ty), TypeKind::UnrankedTensor { .. }) {
        return scalar_attr(ctx, ty, value);
    }
    if !is_static(ctx, ty) {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values: vec![value] } }))
}

/// `Builder::getZeroAttr`: integer, index or float zero (`+0.0`), or its
/// splat for a static shaped type.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let elem = ctx.element_type_or_self(ty);
    let zero = match ctx.type_kind(elem) {
        TypeKind::Integer { .. } | TypeKind::Index => DenseValue::Int(ApInt::zero(int_width(ctx, elem)?)),
        // `f8E8M0FNU` has no zero (upstream asserts).
        TypeKind::Float(k) if *k != FloatKind::F8E8M0FNU => DenseValue::Float(0),
        _ => return None,
    };
    splat_attr(ctx, ty, zero)
}

/// `getBoolAttribute`: `true`/`false` of `i1`, or its splat for a static
/// shaped `i1` type.
pub fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    splat_attr(ctx, ty, DenseValue::Int(ApInt::from_u64(1, value as u64)))
}

/// A scalar attribute of type `ty` from an integer or float element value.
pub fn scalar_attr(ctx: &Context, ty: Type, value: DenseValue) -> Option<Attribute> {
    match value {
        DenseValue::Int(value) => Some(ctx.intern_attr(AttrKind::Integer { ty, value })),
        DenseValue::Float(bits) => Some(ctx.intern_attr(AttrKind::Float { ty, bits })),
        DenseValue::Complex(_) | DenseValue::String(_) => None,
    }
}

/// Element `index` (row-major) of the elements attribute `a`, as a scalar
/// attribute of its element type (`ElementsAttr::getValues<Attribute>()[i]`);
/// `None` out of range or for a complex or string element.
pub fn element_attr(ctx: &Context, a: Attribute, index: usize) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, elements } = ctx.attr_kind(a) else { return None };
    let count: i64 = ctx.shape(*ty)?.iter().product();
    if index >= usize::try_from(count).ok()? {
        return None;
    }
    let value = if elements.is_splat() { elements.values.first()? } else { elements.values.get(index)? };
    scalar_attr(ctx, ctx.element_type_or_self(*ty), value.clone())
}

/// An elements attribute of the static type `ty`, stored as a splat when
/// every element is equal.
pub fn elements_attr(ctx: &Context, ty: Type, mut values: Vec<DenseValue>) -> Attribute {
    if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        values.truncate(1);
    }
    ctx.intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values } })
}
