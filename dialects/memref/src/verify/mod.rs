//! Hand-written verifiers of the memref ops (`hasVerifier` in ODS),
//! following upstream's `MemRefOps.cpp` (MLIR 22), messages included. They
//! run after the generated checks (operand/result constraints, the ODS
//! predicate traits), so they may rely on the operand and result kinds
//! those guarantee; anything else unexpected is accepted rather than
//! indexed blindly (every function is total).
//!
//! - [`alloc`]: alloc, alloca, realloc and global;
//! - [`atomic`]: atomic_rmw, generic_atomic_rmw (its block and side-effect
//!   free body) and atomic_yield;
//! - [`dma`]: dma_start and dma_wait;
//! - [`reshape`]: expand_shape, collapse_shape and reshape;
//! - [`view`]: subview, reinterpret_cast, transpose and view;
//! - here: the index counts of load, store and prefetch, assume_alignment,
//!   distinct_objects and the cast compatibility of `memref.cast` and
//!   `memref.memory_space_cast`.
//!
//! Strides, offsets and layout identity come from
//! [`strata_interfaces::layout`]; the offsets/sizes/strides and
//! reassociation checks are shared with the tensor dialect
//! ([`strata_interfaces::view_like`], [`strata_interfaces::reshape`]).

mod alloc;
mod atomic;
mod dma;
mod reshape;
mod view;

pub use alloc::{alloc, alloca, get_global_symbol_uses, global, realloc};
pub use atomic::{atomic_rmw, atomic_yield, generic_atomic_rmw};
pub use dma::{dma_start, dma_wait};
pub(crate) use reshape::collapsed_type;
pub use reshape::{collapse_shape, expand_shape, reshape};
pub(crate) use view::{inferred_subview_type, memref_rank_reduction_mask};
pub use view::{reinterpret_cast, subview, transpose, view};

use strata_interfaces::layout::strides_and_offset;
use strata_ir::{AttrKind, Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};

use crate::{AssumeAlignmentOp, DistinctObjectsOp, LoadOp, PrefetchOp, StoreOp};
use strata_ir::op_checks::{inherent_attr, op_error, type_of, V};

/// The rank of a ranked memref type.
pub(crate) fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// Memory space of a ranked or unranked memref type.
pub(crate) fn memory_space(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}

/// `memref.load`: one index per dimension.
pub fn load(ctx: &Context, body: &Body, op: LoadOp) -> Result<(), Diagnostic> {
    let Some(rank) = type_of(ctx, body, op, V::Operand(0)).and_then(|t| memref_rank(ctx, t)) else { return Ok(()) };
    let got = body.num_operands(op).saturating_sub(1);
    if got != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of indices for load, expected {rank} but got {got}"),
        ));
    }
    Ok(())
}

/// Operand `memref` is a ranked memref indexed by the operands after it,
/// one per dimension, else `msg`.
pub(crate) fn index_count(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    memref: usize,
    msg: &str,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(rank) = type_of(ctx, body, op, V::Operand(memref)).and_then(|t| memref_rank(ctx, t)) else {
        return Ok(());
    };
    if body.num_operands(op).saturating_sub(memref + 1) != rank {
        return Err(op_error(ctx, body, op, msg));
    }
    Ok(())
}

/// `memref.store`: one index per dimension.
pub fn store(ctx: &Context, body: &Body, op: StoreOp) -> Result<(), Diagnostic> {
    index_count(ctx, body, op, 1, "store index operand count not equal to memref rank")
}

/// `memref.prefetch`: one index per dimension.
pub fn prefetch(ctx: &Context, body: &Body, op: PrefetchOp) -> Result<(), Diagnostic> {
    index_count(ctx, body, op, 0, "too few indices")
}

/// `memref.assume_alignment`: the alignment is a power of 2 (as a 32-bit
/// unsigned value; the attribute constraint already made it positive).
pub fn assume_alignment(ctx: &Context, body: &Body, op: AssumeAlignmentOp) -> Result<(), Diagnostic> {
    let alignment = inherent_attr(ctx, body, op, "alignment").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    let Some(alignment) = alignment else { return Ok(()) };
    if !(alignment as u32).is_power_of_two() {
        return Err(op_error(ctx, body, op, "alignment must be power of 2"));
    }
    Ok(())
}

/// `memref.distinct_objects`: the results have the operands' types, and
/// there is at least one of each.
pub fn distinct_objects(ctx: &Context, body: &Body, op: DistinctObjectsOp) -> Result<(), Diagnostic> {
    let operands: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let results: Vec<Type> = body.results(op).iter().map(|&v| body.value_type(v)).collect();
    if operands != results {
        return Err(op_error(ctx, body, op, "operand types and result types must match"));
    }
    if operands.is_empty() {
        return Err(op_error(ctx, body, op, "expected at least one operand"));
    }
    Ok(())
}

/// `(element, memory space, shape if ranked)` of a memref type.
type MemRefParts<'a> = (Type, Option<Attribute>, Option<&'a [i64]>);

fn memref_parts(ctx: &Context, ty: Type) -> Option<MemRefParts<'_>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, memory_space, .. } => Some((*element, *memory_space, Some(shape))),
        TypeKind::UnrankedMemRef { element, memory_space } => Some((*element, *memory_space, None)),
        _ => None,
    }
}

fn layout(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { layout, .. } => *layout,
        _ => None,
    }
}

/// Two layouts a `memref.cast` may convert between: equal, or strided with
/// as many strides, where each stride and the offset are equal or dynamic
/// on one side.
fn cast_compatible_layouts(ctx: &Context, (a, sa): (Type, &[i64]), (b, sb): (Type, &[i64])) -> bool {
    if layout(ctx, a) == layout(ctx, b) {
        return true;
    }
    let (Some((xs, xo)), Some((ys, yo))) =
        (strides_and_offset(ctx, sa, layout(ctx, a)), strides_and_offset(ctx, sb, layout(ctx, b)))
    else {
        return false;
    };
    let compatible = |p: i64, q: i64| p == q || p == DYNAMIC || q == DYNAMIC;
    xs.len() == ys.len() && compatible(xo, yo) && xs.iter().zip(&ys).all(|(&p, &q)| compatible(p, q))
}

/// `memref.cast`'s `areCastCompatible`: same element type and memory
/// space; ranked to ranked needs compatible layouts, equal ranks and
/// compatible sizes; unranked to unranked is not a cast.
pub fn cast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else { return false };
    let (Some((ea, ma, sa)), Some((eb, mb, sb))) = (memref_parts(ctx, *a), memref_parts(ctx, *b)) else {
        return false;
    };
    if ea != eb {
        return false;
    }
    match (sa, sb) {
        (Some(x), Some(y)) => {
            cast_compatible_layouts(ctx, (*a, x), (*b, y))
                && ma == mb
                && x.len() == y.len()
                && x.iter().zip(y).all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        (None, None) => false,
        _ => ma == mb,
    }
}

/// `memref.memory_space_cast`'s `areCastCompatible`: the same memref
/// (element type, layout and shape) but for the memory space; unranked to
/// unranked with the same element type.
pub fn memory_space_cast_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([a], [b]) = (inputs, outputs) else { return false };
    match (memref_parts(ctx, *a), memref_parts(ctx, *b)) {
        (Some((ea, _, Some(sa))), Some((eb, _, Some(sb)))) => {
            ea == eb && sa == sb && layout(ctx, *a) == layout(ctx, *b)
        }
        (Some((ea, _, None)), Some((eb, _, None))) => ea == eb,
        _ => false,
    }
}
