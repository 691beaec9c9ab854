//! Reading constant elements attributes (upstream's `ElementsAttr`
//! accessors): the element at an index of a dense or sparse constant, as a
//! scalar attribute of the element type; shared by the folds of the ops
//! that read constants (`tensor.extract`, `affine.load` of a constant
//! global, ...).
//!
//! Invariant: indices are checked against the shape; an out-of-bounds index
//! or an element that is not an integer or float gives `None`.

use strata_ir::{ApInt, AttrKind, Attribute, Context, DenseValue, Type, TypeKind};

/// The scalar attribute of element type `ty` holding `v`.
pub fn element_attr(ctx: &Context, ty: Type, v: &DenseValue) -> Option<Attribute> {
    match v {
        DenseValue::Int(value) => Some(ctx.intern_attr(AttrKind::Integer { ty, value: value.clone() })),
        DenseValue::Float(bits) => Some(ctx.intern_attr(AttrKind::Float { ty, bits: *bits })),
        _ => None,
    }
}

/// The zero of element type `ty` (a sparse constant's implicit elements).
pub fn zero(ctx: &Context, ty: Type) -> Option<DenseValue> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(DenseValue::Int(ApInt::zero(64))),
        TypeKind::Integer { width, .. } => Some(DenseValue::Int(ApInt::zero(*width))),
        _ if ctx.is_float(ty) => Some(DenseValue::Float(0)),
        _ => None,
    }
}

/// The splat value of a dense splat constant.
pub fn splat_value(ctx: &Context, a: Attribute) -> Option<&DenseValue> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { elements, .. } if elements.is_splat() => Some(&elements.values[0]),
        _ => None,
    }
}

/// Row-major position of `indices` in `shape`, if every index is in bounds
/// (`ElementsAttr::isValidIndex`).
pub fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if indices.len() != shape.len() || indices.iter().zip(shape).any(|(&i, &d)| i < 0 || i >= d) {
        return None;
    }
    Some(indices.iter().zip(shape).fold(0usize, |acc, (&i, &d)| acc * d as usize + i as usize))
}

/// The element of an elements constant at valid `indices`.
pub fn element_at(ctx: &Context, a: Attribute, indices: &[i64]) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, elements } => {
            let (shape, element) = (ctx.shape(*ty)?, ctx.element_type_or_self(*ty));
            let flat = flat_index(shape, indices)?;
            let v = if elements.is_splat() { &elements.values[0] } else { elements.values.get(flat)? };
            element_attr(ctx, element, v)
        }
        AttrKind::SparseElements { ty, indices: stored, values } => {
            let (shape, element) = (ctx.shape(*ty)?, ctx.element_type_or_self(*ty));
            flat_index(shape, indices)?;
            let AttrKind::DenseElements { ty: ity, elements: positions } = ctx.attr_kind(*stored) else { return None };
            // `[n, rank]`, or `[n]` for a 1-D type: one row per stored element.
            let row = match ctx.shape(*ity)? {
                [_, r] => *r as usize,
                _ => 1,
            };
            let positions: Vec<i64> = positions
                .values
                .iter()
                .map(|v| match v {
                    DenseValue::Int(i) => i.to_i64(),
                    _ => None,
                })
                .collect::<Option<_>>()?;
            let AttrKind::DenseElements { elements: stored_values, .. } = ctx.attr_kind(*values) else { return None };
            let found = positions.chunks(row.max(1)).position(|p| p == indices);
            let v = match found {
                Some(_) if stored_values.is_splat() => stored_values.values[0].clone(),
                Some(i) => stored_values.values.get(i)?.clone(),
                None => zero(ctx, element)?,
            };
            element_attr(ctx, element, &v)
        }
        _ => None,
    }
}
