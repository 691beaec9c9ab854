//! How vectors of an element type sit in memory compared with memrefs of
//! it, for rewrites that trade element-wise accesses for whole-vector ones.

use strata_ir::{Context, Type, TypeKind};

/// Is a vector of `elem` laid out in memory as a memref of `elem` is, one
/// element after the other? Not for an element narrower than a byte or
/// not a whole number of bytes (`i1`): a memref keeps each in its own
/// byte(s), a vector packs their bits, so a `vector.load` of
/// `vector<8xi1>` reads the bits of one byte where a `vector.gather`
/// reads eight bytes.
pub fn same_layout_as_memref(ctx: &Context, elem: Type) -> bool {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => width % 8 == 0,
        TypeKind::Float(kind) => kind.width() % 8 == 0,
        TypeKind::Index => true,
        _ => false,
    }
}
