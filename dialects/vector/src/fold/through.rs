//! Folds that look through a cast or a shuffle (upstream MLIR 22's
//! `BitCastOp::fold`, the dense case of `ShapeCastOp::fold`,
//! `foldExtractFromShuffle` and `foldExtractFromShapeCast`):
//!
//! - `bitcast`: same type -> source; `bitcast(bitcast(x))` -> `x` when the
//!   types round-trip, else the outer one reads `x` (in place); a splat
//!   constant of `f16` to `f32` (the 16-bit pattern twice), or of an
//!   integer to a wider integer whose width it divides (the pattern
//!   repeated) -> a splat constant; nothing else (upstream leaves dense and
//!   narrowing casts alone, whose meaning depends on the target's
//!   endianness);
//! - `shape_cast` of a dense constant -> the same elements in the result
//!   type (row-major order is unchanged);
//! - `extract` at a static position of a 1-D `shuffle` -> the same extract
//!   of the shuffled operand the mask names (in place), poison for a
//!   poison mask entry;
//! - `extract` of a `shape_cast` whose trailing dimensions the extracted
//!   value keeps -> the extract at the delinearized position of the
//!   shape_cast's source (in place).

use strata_ir::{ApInt, AttrKind, Attribute, Body, Context, DenseValue, FloatKind, FoldOutcome, OpId, TypeKind};

use super::{defined_by, i64_list, poison, prop, result_type, set_static_position, DYNAMIC};
use crate::BitCastOp;

/// `vector.bitcast`.
pub fn bitcast(ctx: &Context, body: &mut Body, op: BitCastOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let ty = result_type(body, op);
    if let Some(folded) = super::cast_chain::<crate::BitCastOp>(ctx, body, op) {
        return folded;
    }
    let Some(AttrKind::DenseElements { ty: src_ty, elements }) = constants[0].map(|a| ctx.attr_kind(a)) else {
        return FoldOutcome::Failure;
    };
    if !elements.is_splat() {
        return FoldOutcome::Failure;
    }
    let (src_elem, dst_elem) = (ctx.element_type_or_self(*src_ty), ctx.element_type_or_self(ty));
    let splat = match (ctx.type_kind(src_elem), ctx.type_kind(dst_elem), &elements.values[0]) {
        (TypeKind::Float(FloatKind::F16), TypeKind::Float(FloatKind::F32), DenseValue::Float(bits)) => {
            let half = (*bits as u32) & 0xffff;
            DenseValue::Float(u128::from((half << 16) | half))
        }
        (TypeKind::Integer { width: src, .. }, TypeKind::Integer { width: dst, .. }, DenseValue::Int(value))
            if dst > src && dst % src == 0 =>
        {
            match repeat_bits(value, *src, *dst) {
                Some(v) => DenseValue::Int(v),
                None => return FoldOutcome::Failure,
            }
        }
        _ => return FoldOutcome::Failure,
    };
    FoldOutcome::attribute(ctx.dense_elements_attr(ty, vec![splat]))
}

/// The `src`-bit pattern of `value` repeated to fill `dst` bits (`src` at
/// most 64 bits).
fn repeat_bits(value: &ApInt, src: u32, dst: u32) -> Option<ApInt> {
    let pattern = value.to_u64()?;
    if src > 64 {
        return None;
    }
    let mut words = vec![0u64; dst.div_ceil(64) as usize];
    for k in 0..dst / src {
        let at = k * src;
        let (word, shift) = ((at / 64) as usize, at % 64);
        words[word] |= pattern << shift;
        if shift + src > 64 {
            words[word + 1] |= pattern >> (64 - shift);
        }
    }
    Some(ApInt::from_words(dst, &words))
}

/// `vector.shape_cast` of a dense constant that is not a splat (the
/// splat case is in `shape_cast` itself).
pub(super) fn shape_cast_of_dense(
    ctx: &Context,
    ty: strata_ir::Type,
    constant: Option<Attribute>,
) -> Option<Attribute> {
    let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(constant?) else { return None };
    Some(ctx.dense_elements_attr(ty, elements.values.clone()))
}

/// `foldExtractFromShuffle`: `pos` is static.
pub(super) fn extract_from_shuffle(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let shuffle = defined_by::<crate::ShuffleOp>(ctx, body, body.operand(op, 0))?;
    let (v1, v2) = (body.operand(shuffle, 0), body.operand(shuffle, 1));
    let [input_size] = ctx.shape(body.value_type(v1))? else { return None };
    if ctx.shape(result_type(body, shuffle))?.len() != 1 {
        return None;
    }
    let input_size = *input_size;
    let mask = i64_list(ctx, prop(ctx, body, shuffle, "mask")?);
    let &index = mask.get(usize::try_from(*pos.first()?).ok()?)?;
    if index < 0 {
        return Some(FoldOutcome::attribute(poison(ctx)));
    }
    let (from, at) = if index < input_size { (v1, index) } else { (v2, index - input_size) };
    body.set_operand(op, 0, from);
    set_static_position(ctx, body, op, &[at]);
    Some(FoldOutcome::InPlace)
}

/// `foldExtractFromShapeCast`: `pos` is static.
pub(super) fn extract_from_shape_cast(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    pos: &[i64],
) -> Option<FoldOutcome> {
    let op: OpId = op.into();
    let cast = defined_by::<crate::ShapeCastOp>(ctx, body, body.operand(op, 0))?;
    let source = body.operand(cast, 0);
    let source_shape = ctx.shape(body.value_type(source))?.to_vec();
    let cast_shape = ctx.shape(result_type(body, cast))?.to_vec();
    let dest_shape = ctx.shape(result_type(body, op)).map(<[i64]>::to_vec).unwrap_or_default();
    let dest_rank = dest_shape.len();
    if dest_rank > source_shape.len() {
        return None;
    }
    // The `n`-th dimension from the innermost.
    let rev = |shape: &[i64], n: usize| shape[shape.len() - 1 - n];
    if (0..dest_rank).any(|i| rev(&source_shape, i) != rev(&dest_shape, i)) {
        return None;
    }
    let mut linear = 0i64;
    let mut stride = 1i64;
    for (i, &p) in pos.iter().rev().enumerate() {
        linear += p * stride;
        stride *= rev(&cast_shape, i + dest_rank);
    }
    let outer = source_shape.len() - dest_rank;
    let mut strides = Vec::with_capacity(outer);
    let mut stride = 1i64;
    for i in 0..outer {
        strides.push(stride);
        stride *= rev(&source_shape, i + dest_rank);
    }
    strides.reverse();
    let new_pos: Vec<i64> = strides
        .iter()
        .map(|&s| {
            let p = linear / s;
            linear %= s;
            p
        })
        .collect();
    if new_pos.contains(&DYNAMIC) {
        return None;
    }
    body.set_operand(op, 0, source);
    set_static_position(ctx, body, op, &new_pos);
    Some(FoldOutcome::InPlace)
}
