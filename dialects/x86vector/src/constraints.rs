//! The type transforms of x86vector's `TypesMatchWith` traits, which
//! generated code calls as `crate::constraints::...`: a mask or operand
//! type derived from a vector's first dimension. The verifier runs them
//! after the operand constraints held, so their input is a vector; any
//! other type maps to itself (a pure, total function).

use strata_ir::{Context, FloatKind, Type, TypeKind};

/// The first dimension of a vector type.
fn dim0(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => shape.first().copied(),
        _ => None,
    }
}

/// `vector<N x i1>` for a vector of `N` (or more dimensions) elements.
pub fn i1_vector_of_dim0(ctx: &Context, t: Type) -> Type {
    dim0(ctx, t).map_or(t, |n| ctx.vector_type(vec![n], ctx.integer_type(1)))
}

/// `iN` for a vector whose first dimension is `N`.
pub fn integer_of_dim0_bits(ctx: &Context, t: Type) -> Type {
    match dim0(ctx, t).and_then(|n| u32::try_from(n).ok()) {
        Some(n) if n > 0 => ctx.integer_type(n),
        _ => t,
    }
}

/// `vector<2N x bf16>` for a vector whose first dimension is `N`.
pub fn bf16_vector_of_twice_dim0(ctx: &Context, t: Type) -> Type {
    dim0(ctx, t).map_or(t, |n| ctx.vector_type(vec![n * 2], ctx.float_type(FloatKind::BF16)))
}

/// `vector<4N x i8>` for a vector whose first dimension is `N`.
pub fn i8_vector_of_four_times_dim0(ctx: &Context, t: Type) -> Type {
    dim0(ctx, t).map_or(t, |n| ctx.vector_type(vec![n * 4], ctx.integer_type(8)))
}
