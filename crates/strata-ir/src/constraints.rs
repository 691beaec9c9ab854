//! Type constraints of ODS (`mlir/IR/CommonTypeConstraints.td`) as Rust
//! predicates with upstream's summaries, which the verifier puts into
//! `operand #0 must be <summary>, but got '<type>'`.
//!
//! Named constraints are `TypeConstraint` constants; the combinators
//! (`shaped_of`, `vector_of`, ...) let generated code build the anonymous
//! ones ODS composes (`VectorOfAnyRankOf<[I1]>`, `MemRefOf<[AnyFloat]>`).
//! Invariant: every predicate is total (any type, any context) and pure.

use crate::{AttrKind, Attribute, Context, Signedness, Type, TypeConstraint, TypeKind};

// ---- element predicates ----

pub fn is_any(_: &Context, _: Type) -> bool {
    true
}
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}
pub fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}
pub fn is_signless_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
}
pub fn is_signless_integer_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t) || is_index(ctx, t)
}
pub fn is_integer_or_index(ctx: &Context, t: Type) -> bool {
    is_integer(ctx, t) || is_index(ctx, t)
}
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 1)
}
pub fn is_i8(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 8)
}
pub fn is_i16(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 16)
}
pub fn is_i32(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 32)
}
pub fn is_i64(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t, 64)
}
pub fn is_bf16(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(crate::FloatKind::BF16))
}
pub fn is_f16(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(crate::FloatKind::F16))
}
pub fn is_f32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(crate::FloatKind::F32))
}
pub fn is_f64(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(crate::FloatKind::F64))
}
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}
pub fn is_signless_integer_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t) || is_float(ctx, t)
}
pub fn is_function(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Function { .. })
}
pub fn is_tuple(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Tuple(_))
}

// ---- shaped containers ----

pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}
pub fn is_ranked_or_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    is_vector(ctx, t) || is_tensor(ctx, t) || is_ranked_or_unranked_memref(ctx, t)
}

/// A vector, tensor or memref (ranked or not) whose element satisfies `elem`.
pub fn shaped_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_shaped(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}
/// A vector (any rank, scalable or not) whose element satisfies `elem`.
pub fn vector_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_vector(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}
/// A vector of rank one or more whose element satisfies `elem` and whose
/// number of elements (the product of its dimensions, scalable ones counted
/// once, as upstream's `getNumElements`) is one of `lengths` (ODS's
/// `VectorOfLengthAndType`).
pub fn vector_of_length(ctx: &Context, t: Type, lengths: &[i64], elem: fn(&Context, Type) -> bool) -> bool {
    vector_of(ctx, t, elem)
        && ctx.shape(t).is_some_and(|s| !s.is_empty() && lengths.contains(&s.iter().product::<i64>()))
}
/// A vector with at least one scalable dimension
/// (`IsVectorTypeWithAnyDimScalablePred`).
pub fn is_scalable_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}
/// A scalable vector (any rank) whose element satisfies `elem`
/// (`ScalableVectorOfAnyRank`).
pub fn scalable_vector_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_scalable_vector(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}
/// A scalable vector whose element satisfies `elem` and whose number of
/// elements (minimum sizes multiplied) is one of `lengths`
/// (`ScalableVectorOfLengthAndType`).
pub fn scalable_vector_of_length(ctx: &Context, t: Type, lengths: &[i64], elem: fn(&Context, Type) -> bool) -> bool {
    scalable_vector_of(ctx, t, elem) && ctx.shape(t).is_some_and(|s| lengths.contains(&s.iter().product::<i64>()))
}
/// The shape and element type of the vector type `t` when no dimension but
/// the last is scalable (LLVM's arrays of 1-D vectors hold such vectors),
/// with whether the last one is.
pub fn scalable_at_most_last(ctx: &Context, t: Type) -> Option<(&[i64], bool, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } => match scalable.split_last() {
            Some((&last, leading)) if leading.iter().all(|&s| !s) => Some((shape, last, *element)),
            None => Some((shape, false, *element)),
            Some(_) => None,
        },
        _ => None,
    }
}

/// A vector whose trailing dimension, and only it, is scalable, of one of
/// the sizes `trailing`, with an element satisfying `elem`
/// (`VectorWithTrailingDimScalableOfSizeAndType`).
pub fn trailing_scalable_vector_of(ctx: &Context, t: Type, trailing: &[i64], elem: fn(&Context, Type) -> bool) -> bool {
    matches!(scalable_at_most_last(ctx, t), Some((shape, true, element))
        if shape.last().is_some_and(|size| trailing.contains(size)) && elem(ctx, element))
}
/// A tensor (ranked or unranked) whose element satisfies `elem`.
pub fn tensor_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_tensor(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}
/// A ranked memref whose element satisfies `elem`.
pub fn memref_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    is_memref(ctx, t) && elem(ctx, ctx.element_type_or_self(t))
}
/// `elem`, or a vector or tensor of `elem` (ODS's `...Like` constraints).
pub fn scalar_or_vector_or_tensor_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    elem(ctx, t) || vector_of(ctx, t, elem) || tensor_of(ctx, t, elem)
}

/// Rank of a ranked shaped type.
pub fn rank(ctx: &Context, t: Type) -> Option<usize> {
    ctx.shape(t).map(|s| s.len())
}
pub fn has_static_shape(ctx: &Context, t: Type) -> bool {
    ctx.shape(t).is_some_and(|s| s.iter().all(|&d| d != crate::DYNAMIC))
}
/// A vector with no scalable dimension.
pub fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().all(|s| !s))
}
/// A memref whose layout is the identity, `strided<...>`, or absent
/// (upstream's `isStrided`: affine-map layouts other than the identity are
/// not considered strided here).
pub fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef { layout: Some(l), .. } => match ctx.attr_kind(*l) {
            AttrKind::StridedLayout { .. } => true,
            AttrKind::AffineMap(m) => (m.num_symbols == 0 && m.is_identity()) || is_strided_map(m),
            _ => false,
        },
        _ => false,
    }
}

/// A one-result map that is a sum of dims times constants or symbols, plus
/// constants or symbols (upstream's `getStridesAndOffset` succeeds on it).
fn is_strided_map(m: &crate::affine::AffineMap) -> bool {
    use crate::affine::AffineExpr as E;
    fn coefficient(e: &E) -> bool {
        matches!(e, E::Constant(_) | E::Symbol(_))
    }
    fn term(e: &E) -> bool {
        match e {
            E::Dim(_) | E::Constant(_) | E::Symbol(_) => true,
            E::Mul(a, b) => {
                (matches!(**a, E::Dim(_)) && coefficient(b)) || (matches!(**b, E::Dim(_)) && coefficient(a))
            }
            E::Add(a, b) => term(a) && term(b),
            _ => false,
        }
    }
    m.results.len() == 1 && term(&m.results[0])
}

macro_rules! constraint {
    ($(#[$doc:meta])* $name:ident, $summary:expr, $check:expr) => {
        $(#[$doc])*
        pub const $name: TypeConstraint = TypeConstraint { description: $summary, check: $check };
    };
}

constraint!(ANY_TYPE, "any type", is_any);
constraint!(INDEX, "index", is_index);
constraint!(I1, "1-bit signless integer", is_i1);
constraint!(I32, "32-bit signless integer", |c, t| c.is_signless_integer(t, 32));
constraint!(I64, "64-bit signless integer", |c, t| c.is_signless_integer(t, 64));
constraint!(ANY_INTEGER, "integer", is_integer);
constraint!(ANY_SIGNLESS_INTEGER_OR_INDEX, "signless integer or index", is_signless_integer_or_index);
constraint!(FUNCTION_TYPE, "function type", is_function);
constraint!(ANY_TUPLE, "tuple", is_tuple);
constraint!(
    /// ODS `SignlessIntegerOrIndexLike` (its summary says "signless-integer-like").
    SIGNLESS_INTEGER_OR_INDEX_LIKE,
    "signless-integer-like",
    |c, t| scalar_or_vector_or_tensor_of(c, t, is_signless_integer_or_index)
);
constraint!(SIGNLESS_INTEGER_LIKE, "signless-integer-like", |c, t| scalar_or_vector_or_tensor_of(
    c,
    t,
    is_signless_integer
));
constraint!(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, "signless-fixed-width-integer-like", |c, t| {
    scalar_or_vector_or_tensor_of(c, t, is_signless_integer)
});
constraint!(FLOAT_LIKE, "floating-point-like", |c, t| scalar_or_vector_or_tensor_of(c, t, is_float));
constraint!(BOOL_LIKE, "bool-like", |c, t| scalar_or_vector_or_tensor_of(c, t, is_i1));
constraint!(ANY_VECTOR_OF_ANY_RANK, "vector of any type values", is_vector);
constraint!(ANY_VECTOR_OF_NON_ZERO_RANK, "vector of any type values", |c, t| is_vector(c, t)
    && rank(c, t).is_some_and(|r| r > 0));
constraint!(ANY_FIXED_VECTOR_OF_ANY_RANK, "fixed-length vector of any type values", is_fixed_vector);
constraint!(ANY_SCALABLE_VECTOR_OF_ANY_RANK, "scalable vector of any type values", is_scalable_vector);
constraint!(ANY_MEMREF, "memref of any type values", is_memref);
constraint!(
    ANY_RANKED_OR_UNRANKED_MEMREF,
    "ranked or unranked memref of any type values",
    is_ranked_or_unranked_memref
);
constraint!(ANY_STRIDED_MEMREF, "strided memref of any type values", is_strided_memref);
constraint!(ANY_STATIC_SHAPE_MEMREF, "statically shaped memref of any type values", |c, t| is_memref(c, t)
    && has_static_shape(c, t));
constraint!(ANY_RANKED_TENSOR, "ranked tensor of any type values", is_ranked_tensor);
constraint!(ANY_TENSOR, "tensor of any type values", is_tensor);
constraint!(ANY_SHAPED, "shaped of any type values", is_shaped);

// ---- attribute predicates ----

pub fn is_string_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { .. })
}
pub fn is_integer_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}
pub fn is_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(_))
}
pub fn is_symbol_ref_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. })
}
pub fn is_flat_symbol_ref_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}
pub fn is_unit_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Unit)
}
pub fn is_array_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(_))
}
pub fn is_dictionary_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dictionary(_))
}
pub fn is_index_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_index(ctx, *ty))
}
/// An integer attribute of a signless integer type of `width` bits.
pub fn is_integer_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if ctx.is_signless_integer(*ty, width))
}
pub fn is_dense_array_of_i64(ctx: &Context, a: Attribute) -> bool {
    is_dense_array_of(ctx, a, 64)
}
/// A dense array of signless integers of `width` bits (`DenseI<width>ArrayAttr`).
pub fn is_dense_array_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { element, .. } if ctx.is_signless_integer(*element, width))
}
/// An attribute of the class `IntegerAttr` (any integer or index type).
pub fn is_any_integer_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
}

// ---- dialect attributes ----

/// Is `a` a dialect attribute whose value is an `S` (an `AttrDef` class
/// check, upstream's `isa<arith::FastMathFlagsAttr>`)?
pub fn is_attr_of<S: crate::Storage>(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_storage::<S>(a).is_some()
}

/// Is `a` an array of dialect attributes whose values are `S`s (a
/// `TypedArrayAttrBase` of an `AttrDef`)?
pub fn is_array_of<S: crate::Storage>(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&i| is_attr_of::<S>(ctx, i)))
}

/// The enum attribute of case `value` (a declared case of `E`, as ODS
/// defaults are).
pub fn enum_attr<E: crate::EnumValue>(ctx: &Context, value: i64) -> Attribute {
    ctx.dialect_attr(E::from_value(value).expect("an ODS default is a declared case"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FloatKind;

    #[test]
    fn like_constraints_accept_scalars_vectors_and_tensors() {
        let ctx = Context::new();
        let (i32t, f32t, idx) = (ctx.integer_type(32), ctx.float_type(FloatKind::F32), ctx.index_type());
        let vi32 = ctx.vector_type(vec![4], i32t);
        let tf32 = ctx.ranked_tensor_type(vec![2, 2], f32t);
        let check = |c: TypeConstraint, t| (c.check)(&ctx, t);
        assert!(check(SIGNLESS_INTEGER_OR_INDEX_LIKE, i32t) && check(SIGNLESS_INTEGER_OR_INDEX_LIKE, idx));
        assert!(check(SIGNLESS_INTEGER_OR_INDEX_LIKE, vi32) && !check(SIGNLESS_INTEGER_OR_INDEX_LIKE, f32t));
        assert!(check(FLOAT_LIKE, tf32) && !check(FLOAT_LIKE, vi32));
        assert!(!check(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, idx));
        let si32 = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signed });
        assert!(!check(SIGNLESS_INTEGER_LIKE, si32) && check(ANY_INTEGER, si32));
        assert!(check(BOOL_LIKE, ctx.vector_type(vec![8], ctx.integer_type(1))));
        assert!(!check(ANY_VECTOR_OF_NON_ZERO_RANK, ctx.vector_type(vec![], f32t)));
        assert!(check(ANY_VECTOR_OF_ANY_RANK, ctx.vector_type(vec![], f32t)));
    }

    #[test]
    fn memref_constraints() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let plain =
            ctx.intern_type(TypeKind::MemRef { shape: vec![4, 4], element: f32t, layout: None, memory_space: None });
        let dynamic = ctx.intern_type(TypeKind::MemRef {
            shape: vec![crate::DYNAMIC],
            element: f32t,
            layout: None,
            memory_space: None,
        });
        let strided = ctx.intern_attr(AttrKind::StridedLayout { offset: 0, strides: vec![1] });
        let with_layout = ctx.intern_type(TypeKind::MemRef {
            shape: vec![4],
            element: f32t,
            layout: Some(strided),
            memory_space: None,
        });
        assert!((ANY_STATIC_SHAPE_MEMREF.check)(&ctx, plain) && !(ANY_STATIC_SHAPE_MEMREF.check)(&ctx, dynamic));
        assert!((ANY_STRIDED_MEMREF.check)(&ctx, with_layout));
    }
}
