//! Attribute constraints of the ODS attribute classes that `strata_ir::constraints`
//! does not name (dense `i32` arrays, `DictArrayAttr`, `TypeAttrOf<...>`,
//! `ConfinedAttr` ranges, `IntValidAlignment`, ...), as generated code checks them.

use crate::{AttrKind, Attribute, Context, TypeKind};

/// `DenseI32ArrayAttr` / `DenseI64ArrayAttr` / ...: `array<iN: ...>`.
pub fn is_dense_int_array(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { element, .. } if ctx.is_signless_integer(*element, width))
}

/// `DictArrayAttr`: an array of dictionaries.
pub fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::Dictionary(_))),
        _ => false,
    }
}

/// `TypeAttrOf<FunctionType>`.
pub fn is_function_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Function { .. }))
}

/// `MemRefTypeAttr`.
pub fn is_memref_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }))
}

/// `AffineMapAttr`.
pub fn is_affine_map_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
}

/// `IntegerSetAttr`: an `affine_set<...>`.
pub fn is_integer_set_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::IntegerSet(_))
}

/// `ElementsAttr`: a constant vector/tensor attribute (`dense<...>`, `sparse<...>`).
pub fn is_elements_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { .. } | AttrKind::SparseElements { .. } | AttrKind::DenseResource { .. }
    )
}

/// `I32ElementsAttr`: dense elements of element type `i32` (signless).
pub fn is_i32_elements_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => ctx.is_signless_integer(ctx.element_type_or_self(*ty), 32),
        _ => false,
    }
}

/// `AnyIntElementsAttr`: dense elements of an integer element type.
pub fn is_int_elements_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => {
            matches!(ctx.type_kind(ctx.element_type_or_self(*ty)), TypeKind::Integer { .. })
        }
        _ => false,
    }
}

/// The class `DenseIntElementsAttr` (what property conversion casts an
/// `AnyIntElementsAttr`'s or `I32ElementsAttr`'s value to): dense elements
/// of an integer or index element type.
pub fn is_dense_int_elements_class(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => {
            matches!(ctx.type_kind(ctx.element_type_or_self(*ty)), TypeKind::Integer { .. } | TypeKind::Index)
        }
        _ => false,
    }
}

/// `IndexListArrayAttr`: an array of `I64ArrayAttr`s.
pub fn is_index_list_array(ctx: &Context, a: Attribute) -> bool {
    let is_i64_array = |i: Attribute| match ctx.attr_kind(i) {
        AttrKind::Array(xs) => xs
            .iter()
            .all(|&x| matches!(ctx.attr_kind(x), AttrKind::Integer { ty, .. } if ctx.is_signless_integer(*ty, 64))),
        _ => false,
    };
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| is_i64_array(i)))
}

/// The value of a signless integer attribute of `width` bits.
fn int_value(ctx: &Context, a: Attribute, width: u32) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if ctx.is_signless_integer(*ty, width) => value.to_i64(),
        _ => None,
    }
}

/// `ConfinedAttr<IN Attr, [IntMinValue<lo>, IntMaxValue<hi>]>` (`IntPositive`: `lo = 1`).
pub fn is_int_in_range(ctx: &Context, a: Attribute, width: u32, lo: i64, hi: i64) -> bool {
    int_value(ctx, a, width).is_some_and(|v| (lo..=hi).contains(&v))
}

/// `IntValidAlignment<I64Attr, [IntPositivePowerOf2]>`.
pub fn is_valid_alignment(ctx: &Context, a: Attribute) -> bool {
    int_value(ctx, a, 64).is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
}

/// A dialect attribute `#dialect.mnemonic...`, of a registered dialect or
/// (kept as text) of an unregistered one: members of attribute interfaces
/// strata does not model (`DeviceMappingAttrInterface`).
pub fn is_dialect_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect(_) | AttrKind::Opaque { .. })
}

/// Upstream's `PoisonAttrInterface`: a dialect attribute whose definition
/// declares [`crate::PoisonAttrInterface`] (`#ub.poison`).
pub fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(v) => ctx.attr_def(v.def).interfaces.get::<crate::PoisonAttrInterface>().is_some(),
        _ => false,
    }
}

/// `DeviceMappingArrayAttr`: an array of dialect (mapping) attributes.
pub fn is_device_mapping_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| is_dialect_attr(ctx, i)))
}

/// `BoolArrayAttr`, `I32ArrayAttr`, `I64ArrayAttr`: an array of signless
/// integer attributes of `width` bits.
pub fn is_int_array(ctx: &Context, a: Attribute, width: u32) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .all(|&i| matches!(ctx.attr_kind(i), AttrKind::Integer { ty, .. } if ctx.is_signless_integer(*ty, width))),
        _ => false,
    }
}

/// `StrArrayAttr`: an array of string attributes.
pub fn is_string_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| matches!(ctx.attr_kind(i), AttrKind::String { .. })))
}

/// `FlatSymbolRefArrayAttr`: an array of flat symbol references.
pub fn is_flat_symbol_ref_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| crate::constraints::is_flat_symbol_ref_attr(ctx, i)))
}

/// `F64Attr`-style constraints: a float attribute of the float type `kind`.
pub fn is_float_attr_of(ctx: &Context, a: Attribute, kind: crate::FloatKind) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { ty, .. } if matches!(ctx.type_kind(*ty), TypeKind::Float(k) if *k == kind))
}
