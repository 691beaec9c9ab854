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
//! matching group stands.

use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};
use strata_syntax::format::common::dense_i64_values;

use crate::traits::{emit_error, inherent_attr, quoted_type as quoted};
use crate::verify::{i64_array, ranked};

/// The offsets, sizes and strides of a slice op.
struct Slice {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

impl Slice {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Slice {
        Slice {
            offsets: i64_array(ctx, body, op, "static_offsets"),
            sizes: i64_array(ctx, body, op, "static_sizes"),
            strides: i64_array(ctx, body, op, "static_strides"),
        }
    }
}

/// Upstream's `verifyOffsetSizeAndStrideOp` for a slice of a rank-`rank`
/// tensor whose offsets, sizes and strides operand groups are
/// `first_group..first_group + 3` of `operandSegmentSizes`.
fn offset_size_and_stride(
    ctx: &Context,
    body: &Body,
    op: OpId,
    slice: &Slice,
    rank: usize,
    first_group: usize,
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(emit_error(body, op, msg));
    let segments =
        inherent_attr(ctx, body, op, "operandSegmentSizes").map(|a| dense_i64_values(ctx, a)).unwrap_or_default();
    let lists = [("offset", &slice.offsets), ("size", &slice.sizes), ("stride", &slice.strides)];
    for (i, (name, statics)) in lists.iter().enumerate() {
        let values = segments.get(first_group + i).copied().unwrap_or(0);
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        if usize::try_from(values).ok() != Some(dynamic) {
            return err(format!(
                "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({values} vs {dynamic})"
            ));
        }
    }
    let (offsets, sizes, strides) = (slice.offsets.len(), slice.sizes.len(), slice.strides.len());
    // A single offset is allowed when the interface's rank is 1.
    if !(offsets == 1 && rank == 1) && offsets != sizes {
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
    for (name, statics) in lists {
        if statics.len() != rank {
            return err(format!("expected {rank} {name} values, got {}", statics.len()));
        }
    }
    for (name, statics) in [("offsets", &slice.offsets), ("sizes", &slice.sizes)] {
        if let Some(v) = statics.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return err(format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

/// Upstream's `computeRankReductionMask` succeeds: `reduced` is `original`
/// with some size-1 dimensions dropped.
fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut next = 0;
    for &size in original {
        if next < reduced.len() && size == reduced[next] {
            next += 1;
        } else if size != 1 {
            return false;
        }
    }
    next == reduced.len()
}

/// Upstream's `isRankReducedType(expected, actual)` and
/// `produceSliceErrorMsg`.
fn rank_reduced(ctx: &Context, body: &Body, op: OpId, expected: Type, actual: Type) -> Result<(), Diagnostic> {
    if expected == actual {
        return Ok(());
    }
    let (Some((exp_shape, exp_element, _)), Some((shape, element, _))) = (ranked(ctx, expected), ranked(ctx, actual))
    else {
        return Ok(());
    };
    if shape.len() > exp_shape.len() {
        return Err(emit_error(body, op, "expected rank to be smaller or equal to the other rank. "));
    }
    if !is_rank_reduction(exp_shape, shape) {
        return Err(emit_error(
            body,
            op,
            format!("expected type to be {} or a rank-reduced version. (size mismatch) ", quoted(ctx, expected)),
        ));
    }
    if exp_element != element {
        return Err(emit_error(body, op, format!("expected element type to be '{}'", ctx.type_to_string(exp_element))));
    }
    Ok(())
}

/// Upstream's `verifyInBoundsSlice`: along every static dimension, a static
/// offset is inside it, and with a static size and stride so is the last
/// position.
fn in_bounds(body: &Body, op: OpId, shape: &[i64], slice: &Slice) -> Result<(), Diagnostic> {
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

/// Upstream's `ExtractSliceOp::inferResultType`: the sliced tensor's type
/// with the static sizes as its shape.
fn sliced_type(ctx: &Context, tensor: Type, sizes: &[i64]) -> Option<Type> {
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
    offset_size_and_stride(ctx, body, op, &slice, shape.len(), first_group)?;
    if in_parallel {
        in_parallel_parent(ctx, body, op)?;
    }
    if let Some(expected) = sliced_type(ctx, sliced, &slice.sizes) {
        rank_reduced(ctx, body, op, expected, slice_type)?;
    }
    in_bounds(body, op, shape, &slice)
}

/// The registered ops implementing upstream's `InParallelOpInterface`.
const IN_PARALLEL_OPS: &[&str] = &["scf.forall.in_parallel"];

/// The parent of `op` implements `InParallelOpInterface`; the message
/// prints the parent as upstream's diagnostics print an op (on a new line
/// when it spans several).
fn in_parallel_parent(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let parent = body.parent_op(op);
    if parent.is_some_and(|p| IN_PARALLEL_OPS.contains(&ctx.op_name_str(body.op_name(p)))) {
        return Ok(());
    }
    let printed = parent.map(|p| ctx.op_to_string(body, p)).unwrap_or_default();
    let sep = if printed.contains('\n') { "\n" } else { "" };
    Err(emit_error(body, op, format!("expected InParallelOpInterface parent, got:{sep}{printed}")))
}

/// `tensor.extract_slice`: of its source, giving its result.
pub fn extract_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(&result)) = (value_type(body, op, 0), body.results(op).first()) else { return Ok(()) };
    verify_slice(ctx, body, op, (source, body.value_type(result)), 1, false)
}

/// `tensor.insert_slice`: of its destination, taking its source.
pub fn insert_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(dest)) = (value_type(body, op, 0), value_type(body, op, 1)) else { return Ok(()) };
    verify_slice(ctx, body, op, (dest, source), 2, false)
}

/// `tensor.parallel_insert_slice`: as `tensor.insert_slice`, inside an
/// `InParallelOpInterface` op (`scf.forall.in_parallel`).
pub fn parallel_insert_slice(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(source), Some(dest)) = (value_type(body, op, 0), value_type(body, op, 1)) else { return Ok(()) };
    verify_slice(ctx, body, op, (dest, source), 2, true)
}
