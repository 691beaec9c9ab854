//! Fold hooks of the memref ops (`hasFolder` in ODS), wired by the
//! generated `OpInfo`s; upstream MLIR 22's `MemRefOps.cpp` folders, the
//! subset strata has so far:
//!
//! - `dim`: a static extent -> its constant; a dynamic extent of an
//!   `alloc`/`alloca` -> the matching size operand; else `foldMemRefCast`;
//! - `load`, `store`, `dealloc`, `cast` (`foldMemRefCast`): an operand
//!   produced by a `memref.cast` from a more static type is replaced, in
//!   place, by the cast's source (for `store`, not the stored value).
//!
//! strata's `foldMemRefCast` folds only casts between memrefs with the same
//! layout attribute (or none) — a subset of upstream's strided-layout rule;
//! other casts are left alone, which is correct. Hooks create no op.

use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpId, Type, TypeKind, Value};

/// Upstream's `materializeConstant` of this dialect: an `arith.constant` when the value can build one (`arith::ConstantOp::materialize`; no poison).
pub use strata_dialect_arith::fold::constant_state as materialize_constant;

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`memref.", stringify!($name), "`: not folded yet.")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    assume_alignment, atomic_rmw, collapse_shape, copy, dma_start, dma_wait, expand_shape,
    extract_strided_metadata, memory_space_cast, prefetch, rank, reinterpret_cast, subview, transpose, view,
}

/// A ranked memref's shape, element type and layout.
fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type, Option<Attribute>)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, layout, .. } => Some((shape, *element, *layout)),
        _ => None,
    }
}

/// `canFoldIntoConsumerOp`: a cast between ranked memrefs of one element
/// type, rank and layout that makes no extent more static.
fn can_fold_cast(ctx: &Context, body: &Body, cast: OpId) -> bool {
    let src = body.value_type(body.operand(cast, 0));
    let dst = body.value_type(body.results(cast)[0]);
    let (Some((s_shape, s_elem, s_layout)), Some((d_shape, d_elem, d_layout))) = (ranked(ctx, src), ranked(ctx, dst))
    else {
        return false;
    };
    s_elem == d_elem
        && s_shape.len() == d_shape.len()
        && s_layout == d_layout
        && s_shape.iter().zip(d_shape).all(|(&s, &d)| s == d || s >= 0 || d < 0)
}

/// `foldMemRefCast`: re-points every operand (but `skip`) that a foldable
/// `memref.cast` produces at the cast's source.
fn fold_memref_cast(ctx: &Context, body: &mut Body, op: OpId, skip: Option<Value>) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if Some(v) == skip {
            continue;
        }
        let Some(cast) = body.defining_op(v) else { continue };
        if ctx.op_name_str(body.op_name(cast)) == "memref.cast" && can_fold_cast(ctx, body, cast) {
            let source = body.operand(cast, 0);
            body.set_operand(op, i, source);
            folded = true;
        }
    }
    folded
}

fn in_place(folded: bool) -> FoldOutcome {
    if folded {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// `memref.dim`.
pub fn dim(ctx: &Context, body: &mut Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let Some(AttrKind::Integer { value, .. }) = constants[1].map(|a| ctx.attr_kind(a)) else {
        return FoldOutcome::Failure;
    };
    let source = body.operand(op, 0);
    let Some((shape, _, _)) = ranked(ctx, body.value_type(source)) else { return FoldOutcome::Failure };
    let Some(index) = value.to_i64().filter(|&i| i >= 0 && (i as usize) < shape.len()) else {
        return FoldOutcome::Failure;
    };
    let index = index as usize;
    if shape[index] >= 0 {
        let attr = ctx.integer_attr(ctx.index_type(), shape[index]);
        return FoldOutcome::attribute(attr);
    }
    if let Some(def) = body.defining_op(source) {
        if matches!(ctx.op_name_str(body.op_name(def)), "memref.alloc" | "memref.alloca") {
            let dynamic_index = shape[..index].iter().filter(|&&d| d < 0).count();
            return FoldOutcome::value(body.operand(def, dynamic_index));
        }
    }
    in_place(fold_memref_cast(ctx, body, op, None))
}

/// `memref.load`: `foldMemRefCast`.
pub fn load(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    in_place(fold_memref_cast(ctx, body, op, None))
}

/// `memref.store`: `foldMemRefCast`, not on the stored value.
pub fn store(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let stored = body.operand(op, 0);
    in_place(fold_memref_cast(ctx, body, op, Some(stored)))
}

/// `memref.dealloc`: `foldMemRefCast`.
pub fn dealloc(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    in_place(fold_memref_cast(ctx, body, op, None))
}

/// `memref.cast`: `foldMemRefCast` (a cast of a foldable cast).
pub fn cast(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    in_place(fold_memref_cast(ctx, body, op, None))
}
