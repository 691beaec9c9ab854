//! The arm_sve dialect's own ODS checks, which generated code calls as
//! `crate::constraints::...`: `SVEVector` and the zip inputs (1-D scalable
//! vectors filling one 128-bit granule), the svbool type transform of
//! `convert_to_svbool`/`convert_from_svbool`, and the `TypeIs` checks of
//! the predicate intrinsics.

use strata_ir::constraints as c;
use strata_ir::op_checks::{type_of, V};
use strata_ir::{Body, Context, OpId, Type, TypeKind};

/// `Scalable1DVectorOfLength<n, types>` for the four granule-filling
/// shapes: `[2]` of `i64`/`f64`, `[4]` of `i32`/`f32`, `[8]` of
/// `i16`/`f16`/`bf16`, `[16]` of `i8`.
fn fills_a_granule(ctx: &Context, t: Type) -> bool {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(t) else { return false };
    if shape.len() != 1 || !scalable[0] {
        return false;
    }
    let e = *element;
    match shape[0] {
        2 => c::is_i64(ctx, e) || c::is_f64(ctx, e),
        4 => c::is_i32(ctx, e) || c::is_f32(ctx, e),
        8 => c::is_i16(ctx, e) || c::is_f16(ctx, e) || c::is_bf16(ctx, e),
        16 => c::is_i8(ctx, e),
        _ => false,
    }
}

/// `SVEVector`: an SVE vector with element size <= 64-bit.
pub fn is_sve_vector(ctx: &Context, t: Type) -> bool {
    fills_a_granule(ctx, t)
}

/// `ZipInputVectorType`: the same shapes as [`is_sve_vector`].
pub fn is_zip_input(ctx: &Context, t: Type) -> bool {
    fills_a_granule(ctx, t)
}

/// The svbool of a predicate: its trailing dimension widened to 16.
pub fn svbool_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } if !shape.is_empty() => {
            let mut shape = shape.clone();
            *shape.last_mut().unwrap_or(&mut 0) = 16;
            ctx.intern_type(TypeKind::Vector { shape, scalable: scalable.clone(), element: *element })
        }
        _ => t,
    }
}

/// `SVBool`: `vector<[16]xi1>`.
pub fn is_svbool(ctx: &Context, t: Type) -> bool {
    c::scalable_vector_of_length(ctx, t, &[16], c::is_i1) && c::rank(ctx, t) == Some(1)
}

/// `SVEPredicate`: `vector<[N]xi1>` for N in 1, 2, 4, 8, 16.
pub fn is_sve_predicate(ctx: &Context, t: Type) -> bool {
    c::scalable_vector_of_length(ctx, t, &[16, 8, 4, 2, 1], c::is_i1) && c::rank(ctx, t) == Some(1)
}

/// `TypeIs<"res", SVBool>`.
pub fn result_is_svbool(ctx: &Context, body: &Body, op: OpId) -> bool {
    type_of(ctx, body, op, V::Result(0)).is_some_and(|t| is_svbool(ctx, t))
}

/// `TypeIs<"res", SVEPredicate>`.
pub fn result_is_sve_predicate(ctx: &Context, body: &Body, op: OpId) -> bool {
    type_of(ctx, body, op, V::Result(0)).is_some_and(|t| is_sve_predicate(ctx, t))
}
