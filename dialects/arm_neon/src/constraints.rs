//! The arm_neon dialect's own ODS checks, which generated code calls as
//! `crate::constraints::...`: `NeonVectorOfLength`, the type transforms of
//! its `TypesMatchWith` traits, and the shape predicates of `2d.sdot`.
//! Transforms run after the operand constraints held (their input is a
//! vector); any other type maps to itself.

use strata_ir::op_checks::{type_of, V};
use strata_ir::{Body, Context, OpId, Type, TypeKind};

/// `NeonVectorOfLength<length, type>`: a fixed 1-D vector of `length`
/// elements satisfying `elem`.
pub fn fixed_1d_of(ctx: &Context, t: Type, length: i64, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { shape, scalable, element }
        if shape[..] == [length] && !scalable[0] && elem(ctx, *element))
}

/// `vector<N/4 x i32>` for a vector whose first dimension is `N`
/// (`intr.sdot`'s accumulator).
pub fn i32_vector_of_quarter_dim0(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } if !shape.is_empty() => {
            ctx.vector_type(vec![shape[0] / 4], ctx.integer_type(32))
        }
        _ => t,
    }
}

/// The vector `t` with integer elements twice as wide (upstream's
/// `scaleElementBitwidth(2)`: `intr.smull`'s result).
pub fn double_element_width(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, signedness } => {
                let wide = ctx.integer_type_with(width * 2, *signedness);
                ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: wide })
            }
            _ => t,
        },
        _ => t,
    }
}

/// The shape of operand `i` (empty when it is not a vector).
fn shape(ctx: &Context, body: &Body, op: OpId, i: usize) -> Vec<i64> {
    type_of(ctx, body, op, V::Operand(i)).and_then(|t| ctx.shape(t).map(<[i64]>::to_vec)).unwrap_or_default()
}

/// `2d.sdot`: operand `a` is 1-D.
pub fn sdot_a_is_1d(ctx: &Context, body: &Body, op: OpId) -> bool {
    shape(ctx, body, op, 0).len() == 1
}

/// `2d.sdot`: operand `b` is 2-D.
pub fn sdot_b_is_2d(ctx: &Context, body: &Body, op: OpId) -> bool {
    shape(ctx, body, op, 1).len() == 2
}

/// `2d.sdot`: operand `b` has 4 columns.
pub fn sdot_b_has_4_columns(ctx: &Context, body: &Body, op: OpId) -> bool {
    shape(ctx, body, op, 1).get(1) == Some(&4)
}

/// `2d.sdot`: operand `b` has as many rows as `a` has elements.
pub fn sdot_b_rows_match_a(ctx: &Context, body: &Body, op: OpId) -> bool {
    shape(ctx, body, op, 1).first() == shape(ctx, body, op, 0).first()
}
