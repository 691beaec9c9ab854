//! The checks of upstream's `ViewLikeInterface` and slice utilities, shared
//! by `tensor.extract_slice`/`insert_slice`, `memref.subview`,
//! `memref.reinterpret_cast` and `scf.forall`: the offsets, sizes and
//! strides lists (`verifyOffsetSizeAndStrideOp`,
//! `verifyListOfOperandsOrIntegers`), the in-bounds check
//! (`verifyInBoundsSlice`) and the rank-reduction match
//! (`computeRankReductionMask`, `isRankReducedType`), with upstream's
//! messages, which these emit without the `'dialect.op' op` prefix.
//!
//! A static list (`static_offsets`, ...) holds one entry per position, with
//! `DYNAMIC` where an SSA operand of the matching operand group stands.

use strata_ir::op_checks::{emit_error, i64_array};
use strata_ir::value_bounds::HyperrectangularSlice;
use strata_ir::{Body, Context, Diagnostic, OpFoldResult, OpId, Type, TypeKind, DYNAMIC};

/// The static offsets, sizes and strides of a slice op.
#[derive(Clone, Debug, Default)]
pub struct Slice {
    pub offsets: Vec<i64>,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
}

impl Slice {
    /// The `static_offsets`, `static_sizes` and `static_strides` of `op`.
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Slice {
        let op: OpId = op.into();
        Slice {
            offsets: i64_array(ctx, body, op, "static_offsets"),
            sizes: i64_array(ctx, body, op, "static_sizes"),
            strides: i64_array(ctx, body, op, "static_strides"),
        }
    }

    /// The mixed offsets, sizes and strides of `op` (upstream's
    /// `getMixedOffsets`, `getMixedSizes`, `getMixedStrides`): a static
    /// entry as an `index` attribute, a dynamic one as the next operand
    /// from `first_operand` on (the offsets, sizes and strides groups
    /// follow each other). `None` when the operands run out.
    pub fn mixed(
        ctx: &Context,
        body: &Body,
        op: impl Into<OpId>,
        first_operand: usize,
    ) -> Option<HyperrectangularSlice> {
        let op: OpId = op.into();
        let slice = Slice::of(ctx, body, op);
        let mut next = first_operand;
        let mut list = |statics: &[i64]| -> Option<Vec<OpFoldResult>> {
            statics
                .iter()
                .map(|&s| {
                    if s != DYNAMIC {
                        return Some(OpFoldResult::Attribute(ctx.integer_attr(ctx.index_type(), s)));
                    }
                    let v = (next < body.num_operands(op)).then(|| body.operand(op, next))?;
                    next += 1;
                    Some(OpFoldResult::Value(v))
                })
                .collect()
        };
        let offsets = list(&slice.offsets)?;
        let sizes = list(&slice.sizes)?;
        let strides = list(&slice.strides)?;
        Some(HyperrectangularSlice { offsets, sizes, strides })
    }
}

/// Upstream's `verifyListOfOperandsOrIntegers`: `statics` has `expected`
/// entries and `values` operands stand for its dynamic ones. `name` is
/// singular (`"offset"`, `"upper bound"`).
pub fn list_of_operands_or_integers(
    body: &Body,
    op: impl Into<OpId>,
    name: &str,
    expected: usize,
    statics: &[i64],
    values: usize,
) -> Result<(), Diagnostic> {
    if statics.len() != expected {
        return Err(emit_error(body, op, format!("expected {expected} {name} values, got {}", statics.len())));
    }
    let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
    if values != dynamic {
        return Err(emit_error(body, op, format!("expected {dynamic} dynamic {name} values")));
    }
    Ok(())
}

/// Upstream's `verifyOffsetSizeAndStrideOp` for an op whose offsets, sizes
/// and strides operand groups are `first_group..first_group + 3` of its
/// `operandSegmentSizes`, and whose lists have at most `max_ranks` entries
/// (`getArrayAttrMaxRanks`: the sliced rank three times for a slice;
/// `[1, rank, rank]` for `memref.reinterpret_cast`).
pub fn offset_size_and_stride(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    slice: &Slice,
    max_ranks: [usize; 3],
    first_group: usize,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let err = |msg: String| Err(emit_error(body, op, msg));
    let segments = i64_array(ctx, body, op, "operandSegmentSizes");
    let lists = [("offset", &slice.offsets), ("size", &slice.sizes), ("stride", &slice.strides)];
    let values: Vec<usize> =
        (0..3).map(|i| segments.get(first_group + i).and_then(|&n| usize::try_from(n).ok()).unwrap_or(0)).collect();
    // Without matching counts upstream could not even pair values with
    // entries: this comes first.
    for ((name, statics), &values) in lists.iter().zip(&values) {
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        if values != dynamic {
            return err(format!(
                "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({values} vs {dynamic})"
            ));
        }
    }
    let (offsets, sizes, strides) = (slice.offsets.len(), slice.sizes.len(), slice.strides.len());
    // A single offset is allowed when the offsets' maximal rank is 1.
    if !(offsets == 1 && max_ranks[0] == 1) && offsets != sizes {
        return err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result \
             type is well-formed."
        ));
    }
    if sizes != strides {
        return err(format!(
            "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result \
             type is well-formed."
        ));
    }
    for (((name, statics), &values), &rank) in lists.iter().zip(&values).zip(&max_ranks) {
        list_of_operands_or_integers(body, op, name, rank, statics, values)?;
    }
    for (name, statics) in [("offsets", &slice.offsets), ("sizes", &slice.sizes)] {
        if let Some(v) = statics.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return err(format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

/// Upstream's `verifyInBoundsSlice`: along every static dimension of
/// `shape`, a static offset is inside it, and with a static size and
/// stride so is the last position.
pub fn in_bounds(body: &Body, op: impl Into<OpId>, shape: &[i64], slice: &Slice) -> Result<(), Diagnostic> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&offset), Some(&size), Some(&stride)) =
            (slice.offsets.get(i), slice.sizes.get(i), slice.strides.get(i))
        else {
            break;
        };
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Err(emit_error(body, op, format!("offset {i} is out-of-bounds: {offset} >= {dim}")));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Err(emit_error(body, op, format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}")));
        }
    }
    Ok(())
}

/// Upstream's `computeRankReductionMask`: the dimensions of `original`
/// dropped to obtain `reduced` (each of size 1), matching greedily from
/// the left; `None` if `reduced` is not such a reduction.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    rank_reduction_mask_with(original, reduced, false)
}

/// [`rank_reduction_mask`] with upstream's `matchDynamic`: when set, a
/// dimension other than 1 matches whenever either side is dynamic.
pub fn rank_reduction_mask_with(original: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<usize>> {
    let mut next = 0;
    let mut dropped = Vec::new();
    for (i, &size) in original.iter().enumerate() {
        let dynamic_match =
            match_dynamic && next < reduced.len() && size != 1 && (reduced[next] == DYNAMIC || size == DYNAMIC);
        if dynamic_match || (next < reduced.len() && size == reduced[next]) {
            next += 1;
        } else if size == 1 {
            dropped.push(i);
        } else {
            return None;
        }
    }
    (next == reduced.len()).then_some(dropped)
}

/// The outcome of upstream's `isRankReducedType`: which property of a
/// candidate (rank-reduced) shaped type does not fit the original.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SliceVerification {
    Success,
    RankTooLarge,
    SizeMismatch,
    ElemTypeMismatch,
}

/// Shape and element type of a ranked shaped type.
fn ranked_parts(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. }
        | TypeKind::Vector { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

/// Upstream's `isRankReducedType(original, candidate)` over ranked shaped
/// types: ranks, sizes (some 1s of `original` may be dropped) and element
/// types; layouts and encodings are the callers' business. Anything not
/// ranked counts as a match (the type constraints reject it first).
pub fn rank_reduced_type(ctx: &Context, original: Type, candidate: Type) -> SliceVerification {
    if original == candidate {
        return SliceVerification::Success;
    }
    let (Some((shape, element)), Some((reduced, reduced_element))) =
        (ranked_parts(ctx, original), ranked_parts(ctx, candidate))
    else {
        return SliceVerification::Success;
    };
    if reduced.len() > shape.len() {
        return SliceVerification::RankTooLarge;
    }
    if rank_reduction_mask(shape, reduced).is_none() {
        return SliceVerification::SizeMismatch;
    }
    if element != reduced_element {
        return SliceVerification::ElemTypeMismatch;
    }
    SliceVerification::Success
}
