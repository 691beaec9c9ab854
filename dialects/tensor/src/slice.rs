//! Verification of the slice ops (`tensor.extract_slice`,
//! `tensor.insert_slice`, `tensor.parallel_insert_slice`): upstream's
//! `OffsetSizeAndStrideOpInterface` checks (`ViewLikeInterface`), the
//! rank-reduced type check (`isRankReducedType`) and the in-bounds check
//! (`verifyInBoundsSlice`), with upstream's messages, which these
//! verifiers emit without the `'tensor.x' op` prefix.
//!
//! A slice has `static_offsets`, `static_sizes` and `static_strides`, one
//! entry per dimension of the sliced tensor (the source of an extract, the
//! destination of an insert), with `DYNAMIC` where an SSA operand of the
//! matching group stands. The interface checks are shared with
//! `memref.subview` ([`strata_interfaces::view_like`]).

use strata_interfaces::view_like::{in_bounds, offset_size_and_stride, rank_reduced_type, Slice, SliceVerification};
use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind};

use crate::verify::ranked;
use strata_ir::op_checks::{emit_error, quoted_type as quoted};

/// Upstream's `isRankReducedType(expected, actual)` and
/// `produceSliceErrorMsg`.
fn rank_reduced(ctx: &Context, body: &Body, op: OpId, expected: Type, actual: Type) -> Result<(), Diagnostic> {
    let msg = match rank_reduced_type(ctx, expected, actual) {
        SliceVerification::Success => return Ok(()),
        SliceVerification::RankTooLarge => "expected rank to be smaller or equal to the other rank. ".to_string(),
        SliceVerification::SizeMismatch => {
            format!("expected type to be {} or a rank-reduced version. (size mismatch) ", quoted(ctx, expected))
        }
        SliceVerification::ElemTypeMismatch => {
            format!("expected element type to be '{}'", ctx.type_to_string(ctx.element_type_or_self(expected)))
        }
    };
    Err(emit_error(body, op, msg))
}

/// Upstream's `ExtractSliceOp::inferResultType`: the sliced tensor's type
/// with the static sizes as its shape.
pub(crate) fn sliced_type(ctx: &Context, tensor: Type, sizes: &[i64]) -> Option<Type> {
    let TypeKind::RankedTensor { element, encoding, .. } = ctx.type_kind(tensor) else { return None };
    Some(ctx.intern_type(TypeKind::RankedTensor { shape: sizes.to_vec(), element: *element, encoding: *encoding }))
}

fn value_type(body: &Body, op: OpId, operand: usize) -> Option<Type> {
    (operand < body.num_operands(op)).then(|| body.value_type(body.operand(op, operand)))
}

/// The checks shared by the three ops: `sliced` is the tensor the slice is
/// taken of, `slice_type` the type of the slice itself; `in_parallel` adds
/// `tensor.parallel_insert_slice`'s parent check, which upstream runs after
/// the interface checks.
fn verify_slice(
    ctx: &Context,
    body: &Body,
    op: OpId,
    (sliced, slice_type): (Type, Type),
    first_group: usize,
    in_parallel: bool,
) -> Result<(), Diagnostic> {
    let Some((shape, ..)) = ranked(ctx, sliced) else { return Ok(()) };
    let slice = Slice::of(ctx, body, op);
    let rank = shape.len();
    offset_size_and_stride(ctx, body, op, &slice, [rank; 3], first_group)?;
    if in_parallel {
        in_parallel_parent(ctx, body, op)?;
    }
    if let Some(expected) = sliced_type(ctx, sliced, &slice.sizes) {
        rank_reduced(ctx, body, op, expected, slice_type)?;
    }
    in_bounds(body, op, shape, &slice)
}

/// The parent of `op` implements `InParallelOpInterface`; the message
/// prints the parent as upstream's diagnostics print an op (on a new line
/// when it spans several).
fn in_parallel_parent(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op);
    if parent.is_some_and(|p| strata_ir::op_checks::has_trait(ctx, body, p, strata_ir::Traits::IN_PARALLEL)) {
        return Ok(());
    }
    let printed = parent.map(|p| ctx.op_to_string(body, p)).unwrap_or_default();
    let sep = if printed.contains('\n') { "\n" } else { "" };
    Err(emit_error(body, op, format!("expected InParallelOpInterface parent, got:{sep}{printed}")))
}

/// `tensor.extract_slice`: of its source, giving its result.
pub fn extract_slice(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(source), Some(&result)) = (value_type(body, op, 0), body.results(op).first()) else { return Ok(()) };
    verify_slice(ctx, body, op, (source, body.value_type(result)), 1, false)
}

/// `tensor.insert_slice`: of its destination, taking its source.
pub fn insert_slice(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(source), Some(dest)) = (value_type(body, op, 0), value_type(body, op, 1)) else { return Ok(()) };
    verify_slice(ctx, body, op, (dest, source), 2, false)
}

/// `tensor.parallel_insert_slice`: as `tensor.insert_slice`, inside an
/// `InParallelOpInterface` op (`scf.forall.in_parallel`).
pub fn parallel_insert_slice(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(source), Some(dest)) = (value_type(body, op, 0), value_type(body, op, 1)) else { return Ok(()) };
    verify_slice(ctx, body, op, (dest, source), 2, true)
}
