//! The tensor dialect's own ODS constraint checks, which generated code
//! calls as `crate::constraints::...` (the shared ones are
//! `strata_ir::op_checks`): the type-list transformer of
//! `tensor.from_elements`' `TypesMatchWith` (one operand per element of
//! the result, each of its element type).

use strata_ir::{Context, Type};

/// `SmallVector<Type>(numElements, elementType)` of a statically shaped
/// tensor; empty for a dynamic shape or anything else (the result's
/// `AnyStaticShapeTensor` constraint, checked first, rejects those).
pub fn element_type_per_element(ctx: &Context, ty: Type) -> Vec<Type> {
    let count = ctx
        .shape(ty)
        .and_then(|s| s.iter().try_fold(1usize, |n, &d| usize::try_from(d).ok().and_then(|d| n.checked_mul(d))));
    match count {
        // A bound on the list: a verifier must not allocate without limit
        // for `tensor<100000000000xf32>`; more elements than that cannot
        // match an operand list anyway.
        Some(n) if n <= 1 << 24 => vec![ctx.element_type_or_self(ty); n],
        _ => Vec::new(),
    }
}
