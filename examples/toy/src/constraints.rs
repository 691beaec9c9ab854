//! The type and attribute constraints of `ods/ToyOps.td` that ODS's shared
//! library defines and strata's generator leaves to the dialect
//! (`type`/`element`/`attr` entries of `ods/tables.txt`): `F64Tensor`,
//! `F64MemRef`, `StaticShapeTensorOf<[F64]>`, `Toy_Type` and
//! `F64ElementsAttr`. Each is upstream's predicate over builtin types.

use strata_ir::constraints as c;
use strata_ir::{AttrKind, Attribute, Context, FloatKind, Type, TypeKind};

use crate::StructType;

pub fn is_f64(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(FloatKind::F64))
}

/// `F64Tensor`: a ranked or unranked tensor of `f64`.
pub fn is_f64_tensor(ctx: &Context, t: Type) -> bool {
    c::tensor_of(ctx, t, is_f64)
}

/// `F64MemRef`: a ranked memref of `f64`.
pub fn is_f64_memref(ctx: &Context, t: Type) -> bool {
    c::memref_of(ctx, t, is_f64)
}

/// `StaticShapeTensorOf<[F64]>`: a ranked tensor of `f64` with no dynamic
/// dimension.
pub fn is_static_f64_tensor(ctx: &Context, t: Type) -> bool {
    is_f64_tensor(ctx, t) && c::has_static_shape(ctx, t)
}

/// `Toy_Type`: an `f64` tensor or a `!toy.struct`.
pub fn is_toy_type(ctx: &Context, t: Type) -> bool {
    is_f64_tensor(ctx, t) || StructType::from_type(ctx, t).is_some()
}

/// `F64ElementsAttr`: a dense or sparse elements attribute of `f64`s.
pub fn is_f64_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } | AttrKind::SparseElements { ty, .. } => {
            is_f64(ctx, ctx.element_type_or_self(*ty))
        }
        _ => false,
    }
}
