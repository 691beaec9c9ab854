//! The llvm dialect's op constraints that ODS states as C++ predicates
//! (`PredOpTrait`s and `TypesMatchWith` transformers of `LLVMOps.td` and
//! `LLVMIntrinsicOps.td`), for the generated verifiers of its ops.

use strata_ir::{Body, Context, OpId, Type, TypeKind};

use crate::types::{StructBody, StructType};

/// `getValAndBoolStructType`: `!llvm.struct<(T, i1)>` for `llvm.cmpxchg`'s result.
pub fn val_and_bool_struct(ctx: &Context, value: Type) -> Type {
    let fields = vec![value, ctx.integer_type(1)];
    ctx.dialect_type(StructType { name: None, body: Some(StructBody::new(ctx, false, fields)), recursive: false })
}

/// The bits of a vector's elements (`None` for another type).
fn vector_bits(ctx: &Context, t: Type) -> Option<u64> {
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(t) else { return None };
    let width = match ctx.type_kind(*element) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(k) => u64::from(k.width()),
        _ => 64,
    };
    Some(shape.iter().map(|&d| u64::try_from(d).unwrap_or(0)).product::<u64>() * width)
}

/// `llvm.intr.vector.insert`/`extract`: no vector operand or result is
/// larger than 2^17 bits.
pub fn vectors_not_bigger_than_2_17_bits(ctx: &Context, body: &Body, op: OpId) -> bool {
    let operands = body.operands(op).map(|v| body.value_type(v));
    let results = body.results(op).iter().map(|&v| body.value_type(v));
    operands.chain(results).filter_map(|t| vector_bits(ctx, t)).all(|bits| bits <= 1 << 17)
}

/// `llvm.intr.vector.interleave2`: the result has twice the elements of `vec1`.
pub fn result_twice_vec1(ctx: &Context, body: &Body, op: OpId) -> bool {
    let (Some(vec1), Some(&res)) = (body.operands(op).next(), body.results(op).first()) else { return false };
    let (a, r) = (body.value_type(vec1), body.value_type(res));
    // Element counts compare as LLVM's `ElementCount`s: scalable or not,
    // then the (minimum) count; the element types must match too.
    match (ctx.shape(a), ctx.shape(r)) {
        (Some(sa), Some(sr)) if sa.len() == 1 && sr.len() == 1 => {
            sr[0] == 2 * sa[0]
                && is_scalable(ctx, a) == is_scalable(ctx, r)
                && ctx.element_type_or_self(a) == ctx.element_type_or_self(r)
        }
        _ => false,
    }
}

/// Whether a vector type has a scalable dimension.
fn is_scalable(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// `llvm.intr.vector.insert`: the inserted vector (operand 1) is not
/// scalable unless the destination (operand 0) is.
pub fn not_inserting_scalable_into_fixed(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut operands = body.operands(op).map(|v| body.value_type(v));
    let (whole, part) = (operands.next(), operands.next());
    scalable_only_in_scalable(ctx, part, whole)
}

/// `llvm.intr.vector.extract`: the result is not scalable unless the
/// source (operand 0) is.
pub fn not_extracting_scalable_from_fixed(ctx: &Context, body: &Body, op: OpId) -> bool {
    let whole = body.operands(op).next().map(|v| body.value_type(v));
    let part = body.results(op).first().map(|&v| body.value_type(v));
    scalable_only_in_scalable(ctx, part, whole)
}

/// A scalable `part` only goes with a scalable `whole` (missing values are
/// reported by the operand and result checks).
fn scalable_only_in_scalable(ctx: &Context, part: Option<Type>, whole: Option<Type>) -> bool {
    match (part, whole) {
        (Some(p), Some(w)) => !is_scalable(ctx, p) || is_scalable(ctx, w),
        _ => true,
    }
}
