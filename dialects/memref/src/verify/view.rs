//! Verifiers of the views: `memref.subview` (a strided slice, possibly
//! rank-reduced, whose layout follows from the source's strides),
//! `memref.reinterpret_cast` (the result's sizes, offset and strides are
//! the static ones given), `memref.transpose` (a permutation of the
//! source's sizes and strides) and `memref.view` (identity layouts, one
//! size per dynamic dimension).
//!
//! The offsets/sizes/strides lists are checked first, as upstream's
//! `OffsetSizeAndStrideOpInterface` does before the op's own verifier.

use std::collections::BTreeMap;

use strata_interfaces::layout::{
    canonicalize_strided_layout, is_identity_layout, memref_parts, same_canonical_strided_type, saturated_add,
    saturated_mul, strided_memref_type, type_strides_and_offset,
};
use strata_interfaces::view_like::{in_bounds, offset_size_and_stride, rank_reduced_type, Slice, SliceVerification};
use strata_ir::{AttrKind, Body, Context, Diagnostic, Type, TypeKind, DYNAMIC};

use super::{memory_space, memref_rank};
use crate::{ReinterpretCastOp, SubViewOp, TransposeOp, ViewOp};
use strata_ir::op_checks::{dynamic_size_count, emit_error, inherent_attr, op_error, quoted_type, type_of, V};

/// Upstream's `SubViewOp::inferResultType`: the slice's sizes, with the
/// source's offset moved by the offsets and its strides scaled by the
/// strides.
pub(crate) fn inferred_subview_type(ctx: &Context, source: Type, slice: &Slice) -> Option<Type> {
    let (_, element, _, space) = memref_parts(ctx, source)?;
    let (strides, offset) = type_strides_and_offset(ctx, source)?;
    let offset =
        slice.offsets.iter().zip(&strides).fold(offset, |o, (&off, &s)| saturated_add(o, saturated_mul(off, s)));
    let strides = strides.iter().zip(&slice.strides).map(|(&s, &t)| saturated_mul(s, t)).collect();
    Some(strided_memref_type(ctx, slice.sizes.clone(), element, (strides, offset), space))
}

/// Upstream's `computeMemRefRankReductionMask`: which dimensions of
/// `original` the rank-reduced `reduced` drops. Static unit sizes are the
/// candidates; when there are more of them than dropped dimensions, a
/// dimension counts as dropped only if its stride is missing from
/// `reduced`'s strides.
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (rank, reduced_rank) = (memref_rank(ctx, original)?, memref_rank(ctx, reduced)?);
    let mut unused = vec![false; rank];
    if rank == reduced_rank {
        return Some(unused);
    }
    for (i, &size) in sizes.iter().enumerate().take(rank) {
        unused[i] = size == 1;
    }
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + reduced_rank == rank {
        return Some(unused);
    }
    let (original_strides, _) = type_strides_and_offset(ctx, original)?;
    let (reduced_strides, _) = type_strides_and_offset(ctx, reduced)?;
    let occurrences = |strides: &[i64]| {
        let mut m: BTreeMap<i64, usize> = BTreeMap::new();
        for &s in strides {
            *m.entry(s).or_default() += 1;
        }
        m
    };
    let (mut unaccounted, candidates) = (occurrences(&original_strides), occurrences(&reduced_strides));
    for (dim, dropped) in unused.iter_mut().enumerate() {
        if !*dropped {
            continue;
        }
        let stride = *original_strides.get(dim)?;
        let (left, wanted) =
            (unaccounted.get(&stride).copied().unwrap_or(0), candidates.get(&stride).copied().unwrap_or(0));
        match left.cmp(&wanted) {
            std::cmp::Ordering::Greater => *unaccounted.entry(stride).or_default() -= 1,
            std::cmp::Ordering::Equal => *dropped = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + reduced_rank == rank).then_some(unused)
}

/// Upstream's `haveCompatibleStrides`: the strides of `a` but for the
/// dropped dimensions are those of `b`.
fn compatible_strides(ctx: &Context, a: Type, b: Type, dropped: &[bool]) -> bool {
    let (Some((sa, _)), Some((sb, _))) = (type_strides_and_offset(ctx, a), type_strides_and_offset(ctx, b)) else {
        return false;
    };
    let kept: Vec<i64> = sa.iter().zip(dropped).filter(|(_, &d)| !d).map(|(&s, _)| s).collect();
    kept == sb
}

/// `memref.subview`: one memory space, a strided source, and a result of
/// the inferred type or a rank-reduced version of it (sizes, element type,
/// offset and the kept strides), within the source's bounds.
pub fn subview(ctx: &Context, body: &Body, op: SubViewOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let Some((src_shape, ..)) = memref_parts(ctx, source) else { return Ok(()) };
    let slice = Slice::of(ctx, body, op);
    offset_size_and_stride(ctx, body, op, &slice, [src_shape.len(); 3], 1)?;
    let (s, r) = (quoted_type(ctx, source), quoted_type(ctx, result));
    let err = |msg: String| Err(emit_error(body, op, msg));
    if memory_space(ctx, source) != memory_space(ctx, result) {
        return err(format!("different memory spaces specified for base memref type {s} and subview memref type {r}"));
    }
    let Some(expected) = inferred_subview_type(ctx, source, &slice) else {
        return err(format!("base type {s} is not strided"));
    };
    let e = quoted_type(ctx, expected);
    let layout_mismatch = || {
        err(format!(
            "expected result type to be {e} or a rank-reduced version. (mismatch of result layout), but got {r}"
        ))
    };
    match rank_reduced_type(ctx, expected, result) {
        SliceVerification::Success => {}
        SliceVerification::RankTooLarge => {
            return err(format!("expected result rank to be smaller or equal to the source rank, but got {r}"));
        }
        SliceVerification::SizeMismatch => {
            return err(format!(
                "expected result type to be {e} or a rank-reduced version. (mismatch of result sizes), but got {r}"
            ));
        }
        SliceVerification::ElemTypeMismatch => {
            let element = quoted_type(ctx, ctx.element_type_or_self(expected));
            return err(format!("expected result element type to be {element}, but got {r}"));
        }
    }
    let offsets_match = match (type_strides_and_offset(ctx, expected), type_strides_and_offset(ctx, result)) {
        (Some((_, a)), Some((_, b))) => a == b,
        _ => false,
    };
    if !offsets_match {
        return layout_mismatch();
    }
    let Some(dropped) = memref_rank_reduction_mask(ctx, expected, result, &slice.sizes) else {
        return layout_mismatch();
    };
    if !compatible_strides(ctx, expected, result, &dropped) {
        return layout_mismatch();
    }
    in_bounds(body, op, src_shape, &slice)
}

/// `dynamic` or the value, as upstream's `reinterpret_cast` messages print
/// an expected static entry.
fn static_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

/// `memref.reinterpret_cast`: one memory space and element type, and a
/// result whose static sizes, offset and strides are the given ones.
pub fn reinterpret_cast(ctx: &Context, body: &Body, op: ReinterpretCastOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let Some((res_shape, res_element, ..)) = memref_parts(ctx, result) else { return Ok(()) };
    let slice = Slice::of(ctx, body, op);
    let rank = res_shape.len();
    offset_size_and_stride(ctx, body, op, &slice, [1, rank, rank], 1)?;
    let (s, r) = (quoted_type(ctx, source), quoted_type(ctx, result));
    let err = |msg: String| Err(emit_error(body, op, msg));
    if memory_space(ctx, source) != memory_space(ctx, result) {
        return err(format!("different memory spaces specified for source type {s} and result memref type {r}"));
    }
    if ctx.element_type_or_self(source) != res_element {
        return err(format!("different element types specified for source type {s} and result memref type {r}"));
    }
    for (i, (&size, &expected)) in res_shape.iter().zip(&slice.sizes).enumerate() {
        if size != DYNAMIC && size != expected {
            return err(format!(
                "expected result type with size = {} instead of {size} in dim = {i}",
                static_text(expected)
            ));
        }
    }
    let Some((strides, offset)) = type_strides_and_offset(ctx, result) else {
        return err(format!("expected result type to have strided layout but found {r}"));
    };
    let expected = slice.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && offset != expected {
        return err(format!("expected result type with offset = {} instead of {offset}", static_text(expected)));
    }
    for (i, (&stride, &expected)) in strides.iter().zip(&slice.strides).enumerate() {
        if stride != DYNAMIC && stride != expected {
            return err(format!(
                "expected result type with stride = {} instead of {stride} in dim = {i}",
                static_text(expected)
            ));
        }
    }
    Ok(())
}

/// The result positions of `AffineMap::isPermutation`: every result a
/// distinct dim, as many results as dims, no symbols.
fn permutation(map: &strata_ir::affine::AffineMap) -> Option<Vec<usize>> {
    if map.num_symbols > 0 || map.results.len() != map.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; map.results.len()];
    map.results
        .iter()
        .map(|e| match e {
            strata_ir::affine::AffineExpr::Dim(d) => {
                let d = *d as usize;
                (!std::mem::replace(seen.get_mut(d)?, true)).then_some(d)
            }
            _ => None,
        })
        .collect()
}

/// `memref.transpose`: a permutation of the source's rank, and a result
/// equivalent (after canonicalizing strided layouts) to the source with
/// its sizes and strides permuted.
pub fn transpose(ctx: &Context, body: &Body, op: TransposeOp) -> Result<(), Diagnostic> {
    let map = inherent_attr(ctx, body, op, "permutation").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(&**m),
        _ => None,
    });
    let (Some(map), Some(source), Some(result)) =
        (map, type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some(perm) = permutation(map) else { return err("expected a permutation map".into()) };
    let (Some((shape, element, _, space)), Some((strides, offset))) =
        (memref_parts(ctx, source), type_strides_and_offset(ctx, source))
    else {
        return Ok(());
    };
    if perm.len() != shape.len() {
        return err("expected a permutation map of same rank as the input".into());
    }
    let sizes = perm.iter().map(|&d| shape[d]).collect();
    let strides = perm.iter().map(|&d| strides[d]).collect();
    let inferred = strided_memref_type(ctx, sizes, element, (strides, offset), space);
    if !same_canonical_strided_type(ctx, result, inferred) {
        return err(format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            quoted_type(ctx, result),
            quoted_type(ctx, canonicalize_strided_layout(ctx, inferred))
        ));
    }
    Ok(())
}

/// `memref.view`: identity layouts, one memory space, and one size operand
/// (after the source and the byte shift) per dynamic result dimension.
pub fn view(ctx: &Context, body: &Body, op: ViewOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let (Some((_, _, src_layout, _)), TypeKind::MemRef { shape, layout, .. }) =
        (memref_parts(ctx, source), ctx.type_kind(result))
    else {
        return Ok(());
    };
    let (s, r) = (quoted_type(ctx, source), quoted_type(ctx, result));
    let err = |msg: String| Err(emit_error(body, op, msg));
    if !is_identity_layout(ctx, src_layout) {
        return err(format!("unsupported map for base memref type {s}"));
    }
    if !is_identity_layout(ctx, *layout) {
        return err(format!("unsupported map for result memref type {r}"));
    }
    if memory_space(ctx, source) != memory_space(ctx, result) {
        return err(format!("different memory spaces specified for base memref type {s} and view memref type {r}"));
    }
    dynamic_size_count(ctx, body, op, shape, body.num_operands(op).saturating_sub(2))
}
