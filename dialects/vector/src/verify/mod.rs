//! Hand-written verifiers of the vector ops (`hasVerifier` in ODS),
//! following upstream's `VectorOps.cpp` (MLIR 22), messages included. They
//! run after the generated checks (operand/result constraints, the ODS
//! predicate traits), so they may rely on the operand and result kinds
//! those guarantee; anything else unexpected is accepted rather than
//! indexed blindly (every function is total).
//!
//! - [`shape`]: broadcast, shape_cast, bitcast, transpose, shuffle,
//!   extract/insert and the strided slices;
//! - [`compute`]: contract, outerproduct, reduction, multi_reduction, scan;
//! - [`memory`]: load/store, the masked, gather/scatter and
//!   expand/compress forms and type_cast;
//! - [`transfer`]: transfer_read and transfer_write;
//! - [`mask`]: create_mask, constant_mask and `vector.mask` (its masked
//!   op, mask type and passthru).

pub(crate) mod compute;
mod mask;
mod memory;
mod shape;
mod transfer;

pub use compute::{contract, multi_reduction, outerproduct, reduction, scan};
pub use mask::{constant_mask, create_mask, mask};
pub use memory::{compressstore, expandload, gather, load, maskedload, maskedstore, scatter, store, type_cast};
pub use shape::{
    bitcast, broadcast, extract, extract_strided_slice, insert, insert_strided_slice, shape_cast, shuffle, transpose,
};
pub use transfer::{transfer_read, transfer_write};

use strata_ir::{AttrKind, Body, Context, OpId, SmallVec, Type, TypeKind};

use strata_ir::op_checks::inherent_attr;

/// Shape, scalable flags and element type of a vector type.
pub(crate) fn vtype(ctx: &Context, ty: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } => Some((shape, scalable, *element)),
        _ => None,
    }
}

/// The entries of an `I64ArrayAttr` (`[1, 2]`) or dense array attribute
/// named `name` on `op` (empty if absent).
pub(crate) fn int_list(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> SmallVec<[i64; 4]> {
    let Some(attr) = inherent_attr(ctx, body, op, name) else { return SmallVec::new() };
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items
            .iter()
            .filter_map(|&i| match ctx.attr_kind(i) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
            .collect(),
        _ => strata_ir::op_checks::dense_i64_iter(ctx, attr).collect(),
    }
}

/// The case of `op`'s `#vector.kind<...>` attribute (`"add"`), if any.
pub(crate) fn combining_kind(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<&'static str> {
    let kind = *ctx.attr_storage::<crate::CombiningKind>(inherent_attr(ctx, body, op, "kind")?)?;
    crate::COMBINING_KIND.cases.iter().find(|c| c.1 == kind as i64).map(|c| c.0)
}

/// Upstream's `isSupportedCombiningKind`: which element types a combining
/// kind applies to.
pub(crate) fn supports_kind(ctx: &Context, kind: &str, element: Type) -> bool {
    let int_or_index = matches!(ctx.type_kind(element), TypeKind::Integer { .. } | TypeKind::Index);
    let float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    match kind {
        "add" | "mul" => int_or_index || float,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int_or_index,
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => float,
        _ => false,
    }
}

/// Upstream's `isValidPositiveIndexOrPoison`: `-1` (poison) or `0..max`.
pub(crate) fn index_or_poison(index: i64, max: i64) -> bool {
    index == -1 || (0..max).contains(&index)
}

/// The product of a shape (wrapping, as upstream's `int64_t` arithmetic).
pub(crate) fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d))
}
