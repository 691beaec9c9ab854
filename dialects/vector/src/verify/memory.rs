//! Verifiers of the memory ops: `vector.load`/`vector.store` (unit-stride
//! minor dimension, ranks, element types, one index per dimension), the
//! masked, gather/scatter and expand/compress forms (mask, index and
//! pass-through shapes) and `vector.type_cast`. The transfers are in
//! [`super::transfer`].

use strata_interfaces::layout::{canonicalize_strided_layout, is_identity_layout, memref_parts, strides_and_offset};
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

use super::{num_elements, vtype};
use crate::{
    CompressStoreOp, ExpandLoadOp, GatherOp, LoadOp, MaskedLoadOp, MaskedStoreOp, ScatterOp, StoreOp, TypeCastOp,
};
use strata_ir::op_checks::{op_error, quoted_type, type_of, V};

/// Upstream's `MemRefType::isLastDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, shape: &[i64], layout: Option<Attribute>) -> bool {
    strides_and_offset(ctx, shape, layout).is_some_and(|(s, _)| s.last().is_none_or(|&l| l == 1))
}

/// Upstream's `verifyLoadStoreMemRefLayout`: a vector of more than one
/// element needs a unit-stride minor memref dimension.
fn load_store_layout(ctx: &Context, body: &Body, op: OpId, vector: Type, memref: Type) -> Result<(), Diagnostic> {
    let (Some((vshape, vscal, _)), Some((shape, _, layout, _))) = (vtype(ctx, vector), memref_parts(ctx, memref))
    else {
        return Ok(());
    };
    let scalar_like = !vscal.iter().any(|&s| s) && (vshape.is_empty() || num_elements(vshape) == 1);
    if !scalar_like && !last_dim_unit_stride(ctx, shape, layout) {
        return Err(op_error(ctx, body, op, "most minor memref dim must have unit stride"));
    }
    Ok(())
}

/// `vector.load` / `vector.store`: layout, ranks, the vector against a
/// vector element type, element types and one index per dimension.
fn load_store(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    vector: Type,
    memref: Type,
    load: bool,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    load_store_layout(ctx, body, op, vector, memref)?;
    let (Some((vshape, _, velem)), Some((shape, mut elem, ..))) = (vtype(ctx, vector), memref_parts(ctx, memref))
    else {
        return Ok(());
    };
    let (lower_rank, vectors, elements) = if load {
        (
            "destination memref has lower rank than the result vector",
            "base memref and result vector types should match",
            "base and result element types should match",
        )
    } else {
        (
            "source memref has lower rank than the vector to store",
            "base memref and valueToStore vector types should match",
            "base and valueToStore element type should match",
        )
    };
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if shape.len() < vshape.len() {
        return err(lower_rank);
    }
    if let Some((_, _, inner)) = vtype(ctx, elem) {
        if elem != vector {
            return err(vectors);
        }
        elem = inner;
    }
    if velem != elem {
        return err(elements);
    }
    let indices = body.num_operands(op).saturating_sub(if load { 1 } else { 2 });
    index_count(ctx, body, op, indices, shape.len())
}

/// `requires N indices`.
pub(super) fn index_count(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    got: usize,
    rank: usize,
) -> Result<(), Diagnostic> {
    if got != rank {
        return Err(op_error(ctx, body, op, format!("requires {rank} indices")));
    }
    Ok(())
}

/// `vector.load`.
pub fn load(ctx: &Context, body: &Body, op: LoadOp) -> Result<(), Diagnostic> {
    let (Some(base), Some(res)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    load_store(ctx, body, op, res, base, true)
}

/// `vector.store`.
pub fn store(ctx: &Context, body: &Body, op: StoreOp) -> Result<(), Diagnostic> {
    let (Some(value), Some(base)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Operand(1)))
    else {
        return Ok(());
    };
    load_store(ctx, body, op, value, base, false)
}

/// The last `n` operand types of `op`.
fn trailing_types(body: &Body, op: impl Into<OpId>, n: usize) -> Option<Vec<Type>> {
    let op: OpId = op.into();
    let total = body.num_operands(op);
    (total >= n).then(|| (total - n..total).map(|i| body.value_type(body.operand(op, i))).collect())
}

/// The checks shared by the masked, gather/scatter and expand/compress ops:
/// the base's element type (`base and <value> element type should match`)
/// and one index per base dimension (`indices` of them).
fn base_and_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    base: Type,
    value: Type,
    value_name: &str,
    indices: usize,
) -> Result<(), Diagnostic> {
    let Some(shape) = ctx.shape(base) else { return Ok(()) };
    if ctx.element_type_or_self(base) != ctx.element_type_or_self(value) {
        return Err(op_error(ctx, body, op, format!("base and {value_name} element type should match")));
    }
    index_count(ctx, body, op, indices, shape.len())
}

fn shape_of(ctx: &Context, ty: Type) -> Option<&[i64]> {
    vtype(ctx, ty).map(|(s, ..)| s)
}

/// A masked read (`vector.maskedload`, `vector.expandload`): base and
/// indices, a mask of the result's shape (`mask_msg` otherwise) and a
/// pass-through of the result's type.
fn masked_read(ctx: &Context, body: &Body, op: impl Into<OpId>, mask_msg: &str) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(base), Some(res), Some(t)) =
        (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0)), trailing_types(body, op, 2))
    else {
        return Ok(());
    };
    base_and_indices(ctx, body, op, base, res, "result", body.num_operands(op).saturating_sub(3))?;
    if shape_of(ctx, res) != shape_of(ctx, t[0]) {
        return Err(op_error(ctx, body, op, mask_msg));
    }
    if res != t[1] {
        return Err(op_error(ctx, body, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// A masked write (`vector.maskedstore`, `vector.compressstore`): base and
/// indices, and a mask of the stored value's shape (`mask_msg` otherwise).
fn masked_write(ctx: &Context, body: &Body, op: impl Into<OpId>, mask_msg: &str) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(base), Some(t)) = (type_of(ctx, body, op, V::Operand(0)), trailing_types(body, op, 2)) else {
        return Ok(());
    };
    base_and_indices(ctx, body, op, base, t[1], "valueToStore", body.num_operands(op).saturating_sub(3))?;
    if shape_of(ctx, t[1]) != shape_of(ctx, t[0]) {
        return Err(op_error(ctx, body, op, mask_msg));
    }
    Ok(())
}

/// `vector.maskedload`.
pub fn maskedload(ctx: &Context, body: &Body, op: MaskedLoadOp) -> Result<(), Diagnostic> {
    masked_read(ctx, body, op, "expected result shape to match mask shape")
}

/// `vector.maskedstore`.
pub fn maskedstore(ctx: &Context, body: &Body, op: MaskedStoreOp) -> Result<(), Diagnostic> {
    masked_write(ctx, body, op, "expected valueToStore shape to match mask shape")
}

/// `vector.expandload`.
pub fn expandload(ctx: &Context, body: &Body, op: ExpandLoadOp) -> Result<(), Diagnostic> {
    masked_read(ctx, body, op, "expected result dim to match mask dim")
}

/// `vector.compressstore`.
pub fn compressstore(ctx: &Context, body: &Body, op: CompressStoreOp) -> Result<(), Diagnostic> {
    masked_write(ctx, body, op, "expected valueToStore dim to match mask dim")
}

/// Gather and scatter: a memref or ranked tensor base, its element type and
/// offsets, and index and mask vectors of the value's shape.
fn gather_like(ctx: &Context, body: &Body, op: impl Into<OpId>, value: Type, name: &str) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let (Some(base), Some(t)) = (type_of(ctx, body, op, V::Operand(0)), trailing_types(body, op, 3)) else {
        return Ok(());
    };
    if !matches!(ctx.type_kind(base), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }) {
        return Err(op_error(ctx, body, op, "requires base to be a memref or ranked tensor type"));
    }
    base_and_indices(ctx, body, op, base, value, name, body.num_operands(op).saturating_sub(4))?;
    if shape_of(ctx, value) != shape_of(ctx, t[0]) {
        return Err(op_error(ctx, body, op, format!("expected {name} dim to match indices dim")));
    }
    if shape_of(ctx, value) != shape_of(ctx, t[1]) {
        return Err(op_error(ctx, body, op, format!("expected {name} dim to match mask dim")));
    }
    Ok(())
}

/// `vector.gather`.
pub fn gather(ctx: &Context, body: &Body, op: GatherOp) -> Result<(), Diagnostic> {
    let (Some(res), Some(t)) = (type_of(ctx, body, op, V::Result(0)), trailing_types(body, op, 1)) else {
        return Ok(());
    };
    gather_like(ctx, body, op, res, "result")?;
    if res != t[0] {
        return Err(op_error(ctx, body, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

/// `vector.scatter`.
pub fn scatter(ctx: &Context, body: &Body, op: ScatterOp) -> Result<(), Diagnostic> {
    let Some(t) = trailing_types(body, op, 1) else { return Ok(()) };
    gather_like(ctx, body, op, t[0], "valueToStore")
}

/// `vector.type_cast`: identity layouts, one memory space, and the
/// operand's shape and element type equal to the result's shape followed by
/// its vector element's.
pub fn type_cast(ctx: &Context, body: &Body, op: TypeCastOp) -> Result<(), Diagnostic> {
    let (Some(src), Some(res)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Result(0))) else {
        return Ok(());
    };
    let (Some((sshape, selem, _, sspace)), Some((rshape, relem, rlayout, rspace))) =
        (memref_parts(ctx, src), memref_parts(ctx, res))
    else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let canonical = memref_parts(ctx, canonicalize_strided_layout(ctx, src)).and_then(|p| p.2);
    if !is_identity_layout(ctx, canonical) {
        return err("expects operand to be a memref with identity layout".into());
    }
    if !is_identity_layout(ctx, rlayout) {
        return err("expects result to be a memref with identity layout".into());
    }
    if sspace != rspace {
        return err("expects result in same memory space".into());
    }
    let scalar = |elem: Type, shape: &[i64]| match vtype(ctx, elem) {
        Some((vshape, _, inner)) => (inner, [shape, vshape].concat()),
        None => (elem, shape.to_vec()),
    };
    let ((s_scalar, s_shape), (r_scalar, r_shape)) = (scalar(selem, sshape), scalar(relem, rshape));
    if s_scalar != r_scalar {
        return err(format!("expects result and operand with same underlying scalar type: {}", quoted_type(ctx, res)));
    }
    if s_shape != r_shape {
        return err(format!("expects concatenated result and operand shapes to be equal: {}", quoted_type(ctx, res)));
    }
    Ok(())
}
