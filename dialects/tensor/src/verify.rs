//! Hand-written verification of the tensor ops, following upstream's
//! `TensorOps.cpp` (MLIR 22), messages included: cast compatibility, index
//! counts of `tensor.extract`/`tensor.insert`, dynamic-size counts of
//! `tensor.empty`/`tensor.splat`/`tensor.generate`, `tensor.concat`'s
//! shapes, `tensor.gather`/`tensor.scatter` dims and types, `tensor.pad`'s
//! inferred type and region, `tensor.generate`'s region and
//! `tensor.reshape`'s shapes. The slice ops are in [`crate::slice`], the
//! reassociation reshapes in [`crate::reshape`].
//!
//! Upstream checks a region (`verifyRegions`) after the ops inside it;
//! here the region checks run with the op's own checks, and only look at
//! a terminator that is the expected `tensor.yield` (anything else is left
//! to the `SingleBlockImplicitTerminator` check that follows).
//!
//! Every function is total: the generated checks that run first guarantee
//! the operand and result kinds, and anything unexpected is accepted
//! rather than indexed blindly.

use strata_interfaces::reshape as reshape_checks;
use strata_ir::{Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};

use crate::{ConcatOp, EmptyOp, ExtractOp, GatherOp, GenerateOp, InsertOp, PadOp, ReshapeOp, ScatterOp, SplatOp};
use strata_ir::op_checks::{
    self as t, bit_width, compatible_shape, emit_error, i64_array, inherent_attr, op_error, quoted_type as quoted,
    type_of, V,
};

pub use crate::reshape::{collapse_shape, expand_shape};
pub use crate::slice::{extract_slice, insert_slice, parallel_insert_slice};

/// Shape, element type and encoding of a ranked tensor type.
pub(crate) fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type, Option<strata_ir::Attribute>)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, encoding } => Some((shape, *element, *encoding)),
        _ => None,
    }
}

/// Two tensors with compatible shapes (unranked is compatible with
/// anything) whose element types satisfy `elements`.
fn tensor_cast(ctx: &Context, inputs: &[Type], outputs: &[Type], elements: fn(&Context, Type, Type) -> bool) -> bool {
    let ([a], [b]) = (inputs, outputs) else { return false };
    let is_tensor = |t: Type| strata_ir::constraints::is_tensor(ctx, t);
    is_tensor(*a)
        && is_tensor(*b)
        && elements(ctx, ctx.element_type_or_self(*a), ctx.element_type_or_self(*b))
        && compatible_shape(ctx, *a, *b)
}

/// `tensor.cast`: one element type.
pub fn cast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    tensor_cast(ctx, inputs, outputs, |_, a, b| a == b)
}

/// `tensor.bitcast`: element types of one bit width.
pub fn bitcast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    tensor_cast(ctx, inputs, outputs, |ctx, a, b| bit_width(ctx, a) == bit_width(ctx, b))
}

/// Upstream's `verifyDynamicDimensionCount` over the result's shape.
fn dynamic_size_count(ctx: &Context, body: &Body, op: impl Into<OpId>, sizes: usize) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some((shape, ..)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| ranked(ctx, t)) else { return Ok(()) };
    t::dynamic_size_count(ctx, body, op, shape, sizes)
}

/// `tensor.empty`: one size per dynamic dimension.
pub fn empty(ctx: &Context, body: &Body, op: EmptyOp) -> Result<(), Diagnostic> {
    dynamic_size_count(ctx, body, op, body.num_operands(op))
}

/// `tensor.splat`: one size per dynamic dimension (after the input).
pub fn splat(ctx: &Context, body: &Body, op: SplatOp) -> Result<(), Diagnostic> {
    dynamic_size_count(ctx, body, op, body.num_operands(op).saturating_sub(1))
}

/// `tensor.extract`: one index per dimension.
pub fn extract(ctx: &Context, body: &Body, op: ExtractOp) -> Result<(), Diagnostic> {
    index_count(ctx, body, op, 0, "incorrect number of indices for extract_element")
}

/// `tensor.insert`: one index per dimension.
pub fn insert(ctx: &Context, body: &Body, op: InsertOp) -> Result<(), Diagnostic> {
    index_count(ctx, body, op, 1, "incorrect number of indices")
}

/// The indices of `op` (after the tensor operand `tensor`) match its rank.
fn index_count(ctx: &Context, body: &Body, op: impl Into<OpId>, tensor: usize, msg: &str) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some((shape, ..)) = type_of(ctx, body, op, V::Operand(tensor)).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    if body.num_operands(op).saturating_sub(tensor + 1) != shape.len() {
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `tensor.concat`: inputs of the result's rank and element type, equal
/// static sizes off the concatenated dimension, and a result whose static
/// sizes match the inferred ones.
pub fn concat(ctx: &Context, body: &Body, op: ConcatOp) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if inputs.is_empty() {
        return err("requires at least one input".into());
    }
    let Some(result) = type_of(ctx, body, op, V::Result(0)) else { return Ok(()) };
    let Some((result_shape, element, _)) = ranked(ctx, result) else { return Ok(()) };
    let Some(shapes) = inputs.iter().map(|&t| ranked(ctx, t)).collect::<Option<Vec<_>>>() else { return Ok(()) };
    let rank = result_shape.len();
    if shapes.iter().any(|(s, ..)| s.len() != rank) {
        return err("rank of concatenated inputs must match result rank".into());
    }
    if shapes.iter().any(|(_, e, _)| *e != element) {
        return err("inputs and result element type must match".into());
    }
    let dim = inherent_attr(ctx, body, op, "dim").and_then(|a| match ctx.attr_kind(a) {
        strata_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    // Upstream indexes with a negative `dim` (and crashes); strata rejects
    // it with the out-of-range message (docs/differences.md).
    let Some(dim) = dim.and_then(|d| usize::try_from(d).ok()).filter(|&d| d < rank) else {
        return err("concatenation dim must be less than the tensor rank".into());
    };
    let mut inferred = vec![0i64; rank];
    for (i, size) in inferred.iter_mut().enumerate() {
        if i == dim {
            // A sum that saturates to dynamic at the first dynamic input.
            *size = shapes
                .iter()
                .try_fold(0i64, |acc, (s, ..)| (s[i] != DYNAMIC).then(|| acc.wrapping_add(s[i])))
                .unwrap_or(DYNAMIC);
            continue;
        }
        let mut known = DYNAMIC;
        for (s, ..) in &shapes {
            if s[i] == DYNAMIC {
                continue;
            }
            if known != DYNAMIC && known != s[i] {
                return err(format!("static concatenation size mismatch along non-concatenated dimension {i}"));
            }
            known = s[i];
        }
        *size = known;
    }
    let mismatch = inferred.iter().zip(result_shape).any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
    if mismatch {
        let inferred = ctx.ranked_tensor_type(inferred, shapes[0].1);
        return err(format!(
            "result type {}does not match inferred shape {} static sizes",
            quoted(ctx, result),
            quoted(ctx, inferred)
        ));
    }
    Ok(())
}

/// Which op a gather-or-scatter check is for: `("gather", "source")` or
/// `("scatter", "dest")`, the words of upstream's messages.
type GatherKind<'a> = (&'a str, &'a str);

/// Upstream's `verifyGatherOrScatterDims`: `dims` is non-empty, no longer
/// than the rank, as long as the last dimension of the indices, and
/// strictly increasing within `0..rank`.
fn gather_or_scatter_dims(
    ctx: &Context,
    body: &Body,
    op: OpId,
    (dims, indices, rank): (&[i64], &[i64], usize),
    (kind, of): GatherKind<'_>,
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, body, op, format!("{kind}_dims {msg}")));
    if dims.is_empty() {
        return err("must be non-empty".into());
    }
    if dims.len() > rank {
        return err(format!("overflow {of} rank"));
    }
    if indices.last().is_none_or(|&d| usize::try_from(d).ok() != Some(dims.len())) {
        return err("length must match the size of last dimension of indices".into());
    }
    for &d in dims {
        if d < 0 {
            return err("value must be non-negative".into());
        }
        if usize::try_from(d).is_ok_and(|d| d >= rank) {
            return err(format!("value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return err("values must be strictly increasing".into());
    }
    Ok(())
}

/// Upstream's `GatherOp::inferResultType`: the indices' leading shape, then
/// the source shape with the gathered dimensions as 1 (or dropped, for the
/// rank-reduced variant); the source's element type and encoding.
fn gathered_type(ctx: &Context, source: Type, indices: &[i64], dims: &[i64], rank_reduced: bool) -> Option<Type> {
    let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(source) else { return None };
    let mut out: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in shape.iter().enumerate() {
        if dims.iter().any(|&g| usize::try_from(g).ok() == Some(i)) {
            if !rank_reduced {
                out.push(1);
            }
        } else {
            out.push(d);
        }
    }
    Some(ctx.intern_type(TypeKind::RankedTensor { shape: out, element: *element, encoding: *encoding }))
}

/// The dims, the indices' shape and the (full, rank-reduced) expected type
/// of a gather or scatter over `shaped` (operand `shaped_index`).
fn gather_like(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    shaped_index: usize,
    kind: &str,
    of: &str,
) -> Result<Option<(Type, Type)>, Diagnostic> {
    let op: OpId = op.into();
    let (Some(shaped), Some(indices)) =
        (type_of(ctx, body, op, V::Operand(shaped_index)), type_of(ctx, body, op, V::Operand(shaped_index + 1)))
    else {
        return Ok(None);
    };
    let (Some((shape, ..)), Some((index_shape, ..))) = (ranked(ctx, shaped), ranked(ctx, indices)) else {
        return Ok(None);
    };
    let dims = i64_array(ctx, body, op, &format!("{kind}_dims"));
    gather_or_scatter_dims(ctx, body, op, (&dims, index_shape, shape.len()), (kind, of))?;
    let full = gathered_type(ctx, shaped, index_shape, &dims, false);
    let reduced = gathered_type(ctx, shaped, index_shape, &dims, true);
    Ok(full.zip(reduced))
}

/// `tensor.gather`: valid `gather_dims`, and a result of the inferred type
/// or its rank-reduced variant.
pub fn gather(ctx: &Context, body: &Body, op: GatherOp) -> Result<(), Diagnostic> {
    let Some((full, reduced)) = gather_like(ctx, body, op, 0, "gather", "source")? else { return Ok(()) };
    let Some(result) = type_of(ctx, body, op, V::Result(0)) else { return Ok(()) };
    if result != full && result != reduced {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "result type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                quoted(ctx, full),
                quoted(ctx, reduced),
                quoted(ctx, result)
            ),
        ));
    }
    Ok(())
}

/// `tensor.scatter`: valid `scatter_dims`, the `unique` attribute, and a
/// source of the type a gather from `dest` would produce (or its
/// rank-reduced variant).
pub fn scatter(ctx: &Context, body: &Body, op: ScatterOp) -> Result<(), Diagnostic> {
    let Some((full, reduced)) = gather_like(ctx, body, op, 1, "scatter", "dest")? else { return Ok(()) };
    if inherent_attr(ctx, body, op, "unique").is_none() {
        return Err(op_error(ctx, body, op, "requires 'unique' attribute to be set"));
    }
    let Some(source) = type_of(ctx, body, op, V::Operand(0)) else { return Ok(()) };
    if source != full && source != reduced {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "source type mismatch: expected {} or its rank-reduced variant {} (got: {})",
                quoted(ctx, full),
                quoted(ctx, reduced),
                quoted(ctx, source)
            ),
        ));
    }
    Ok(())
}

/// The entry block of region 0 of `op` and its `tensor.yield`'s value type,
/// if the block ends with a `tensor.yield` of one value.
fn body_block(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<(strata_ir::BlockId, Option<Type>)> {
    let block = body.regions(op).first().and_then(|&r| body.entry_block(r))?;
    let yielded = body
        .last_op(block)
        .filter(|&t| crate::YieldOp::cast(ctx, body, t).is_some() && body.num_operands(t) == 1)
        .map(|t| body.value_type(body.operand(t, 0)));
    Some((block, yielded))
}

/// `tensor.generate`: one extent per dynamic dimension.
pub fn generate(ctx: &Context, body: &Body, op: GenerateOp) -> Result<(), Diagnostic> {
    dynamic_size_count(ctx, body, op, body.num_operands(op))
}

/// `tensor.generate`'s `verifyRegions`: the body takes one index per
/// dimension and yields the element type.
pub fn generate_regions(ctx: &Context, body: &Body, op: GenerateOp) -> Result<(), Diagnostic> {
    let Some((shape, element, _)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    let Some((block, yielded)) = body_block(ctx, body, op) else { return Ok(()) };
    let args = body.block_args(block);
    if args.iter().any(|&a| !ctx.is_index(body.value_type(a))) {
        return Err(emit_error(body, op, "all body arguments must be index"));
    }
    if args.len() != shape.len() {
        return Err(emit_error(body, op, "must have one body argument per input dimension"));
    }
    if yielded.is_some_and(|t| t != element) {
        return Err(op_error(
            ctx,
            body,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `tensor.pad`: the result matches the type inferred from the source and
/// the static paddings (dynamic where a size or padding is dynamic).
pub fn pad(ctx: &Context, body: &Body, op: PadOp) -> Result<(), Diagnostic> {
    let (Some(source), Some(result)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)))
    else {
        return Ok(());
    };
    let (Some((src_shape, element, _)), Some((res_shape, _, _))) = (ranked(ctx, source), ranked(ctx, result)) else {
        return Ok(());
    };
    let (low, high) = (i64_array(ctx, body, op, "static_low"), i64_array(ctx, body, op, "static_high"));
    let rank = src_shape.len();
    if low.len() != rank || high.len() != rank {
        return Err(emit_error(
            body,
            op,
            format!(
                "failed to infer expectedType from sourceType {}, specified resultType is {}",
                quoted(ctx, source),
                quoted(ctx, result)
            ),
        ));
    }
    let inferred: Vec<i64> = (0..rank)
        .map(|i| {
            if [src_shape[i], low[i], high[i]].contains(&DYNAMIC) {
                DYNAMIC
            } else {
                src_shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    let matches = res_shape.len() == rank && res_shape.iter().zip(&inferred).all(|(&r, &e)| r == e || e == DYNAMIC);
    if !matches {
        return Err(emit_error(
            body,
            op,
            format!(
                "specified type {} does not match the inferred type {}",
                quoted(ctx, result),
                quoted(ctx, ctx.ranked_tensor_type(inferred, element))
            ),
        ));
    }
    Ok(())
}

/// `tensor.pad`'s `verifyRegions`: the body takes one index per dimension
/// and yields the result's element type.
pub fn pad_regions(ctx: &Context, body: &Body, op: PadOp) -> Result<(), Diagnostic> {
    let Some((res_shape, res_element, _)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    let Some((block, yielded)) = body_block(ctx, body, op) else { return Ok(()) };
    let args = body.block_args(block);
    if args.len() != res_shape.len() {
        return Err(emit_error(body, op, format!("expected the block to have {} arguments", res_shape.len())));
    }
    if let Some(i) = args.iter().position(|&a| !ctx.is_index(body.value_type(a))) {
        return Err(op_error(ctx, body, op, format!("expected block argument {} to be an index", i + 1)));
    }
    if yielded.is_some_and(|t| t != res_element) {
        return Err(op_error(ctx, body, op, "expected yield type to match shape element type"));
    }
    Ok(())
}

/// `tensor.reshape`: one element type; equal element counts when both
/// shapes are static; a ranked result needs a shape operand of static
/// length equal to its rank.
pub fn reshape(ctx: &Context, body: &Body, op: ReshapeOp) -> Result<(), Diagnostic> {
    let Some([source, shape, result]) = reshape_checks::reshape_types(ctx, body, op, "tensor")? else { return Ok(()) };
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    let Some((result_shape, ..)) = ranked(ctx, result) else { return Ok(()) };
    let elements = |s: &[i64]| s.iter().try_fold(1i64, |n, &d| (d != DYNAMIC).then(|| n.wrapping_mul(d)));
    if let (Some(a), Some(b)) = (ranked(ctx, source).and_then(|(s, ..)| elements(s)), elements(result_shape)) {
        if a != b {
            return err("source and destination tensor should have the same number of elements");
        }
    }
    reshape_checks::shape_operand_length(ctx, body, op, shape, result_shape.len(), "tensor")
}
