//! Canonicalization patterns of the `memref` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `MemRefOps.cpp`, so far:
//!
//! - alloc, alloca: `SimplifyAllocConst` (non-negative constant sizes
//!   move into the type: a new allocation of the more static type and a
//!   `memref.cast` back to the old one), `SimplifyDeadAlloc` (an
//!   allocation used only as the destination of stores and by deallocs is
//!   erased with those users);
//! - realloc: `SimplifyDeadAlloc`;
//! - copy: `FoldEmptyCopy` (either side has a zero-sized dimension) and
//!   `FoldSelfCopy` (a copy onto itself) erase the copy;
//! - dim, expand_shape, collapse_shape: see [`reshape`];
//! - subview: see [`subview`];
//! - reinterpret_cast: see [`reinterpret`];
//! - view: see [`view`](mod@view);
//! - alloca_scope: `AllocaScopeInliner`, `AllocaScopeHoister` (module
//!   `alloca_scope`).
//!
//! The other ops' patterns are not written yet; adding none is always
//! correct.

use strata_ir::{Attribute, Context, Location, OpClass, OpId, Type, TypeKind, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{AllocOp, AllocaOp, CastOp, CopyOp, DeallocOp, ReallocOp, StoreOp};

mod alloca_scope;
mod reinterpret;
mod reshape;
mod subview;
mod view;

pub use alloca_scope::alloca_scope;
pub use reinterpret::reinterpret_cast;
pub use reshape::{collapse_shape, dim, expand_shape};
pub use subview::subview;
pub use view::view;

/// `memref.alloc`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloc(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AllocOp>::new("SimplifyAllocConst", simplify_alloc_const::<AllocOp>));
    set.add(OpPattern::<AllocOp>::new("SimplifyDeadAlloc", simplify_dead_alloc::<AllocOp>));
}

/// `memref.alloca`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloca(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<AllocaOp>::new("SimplifyAllocConst", simplify_alloc_const::<AllocaOp>));
    set.add(OpPattern::<AllocaOp>::new("SimplifyDeadAlloc", simplify_dead_alloc::<AllocaOp>));
}

/// `memref.realloc`: `SimplifyDeadAlloc`.
pub fn realloc(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ReallocOp>::new("SimplifyDeadAlloc", simplify_dead_alloc::<ReallocOp>));
}

/// `memref.copy`: `FoldEmptyCopy`, `FoldSelfCopy`.
pub fn copy(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CopyOp>::new("FoldEmptyCopy", fold_empty_copy));
    set.add(OpPattern::<CopyOp>::new("FoldSelfCopy", fold_self_copy));
}

/// `memref.alloc` and `memref.alloca`, which [`simplify_alloc_const`]
/// rebuilds: dynamic sizes, symbol operands, the type and the alignment.
trait Alloc: OpClass + Send + Sync {
    fn alignment_attr(self, rw: &Rewriter<'_>) -> Option<Attribute>;
    fn build_alloc(
        rw: &mut Rewriter<'_>,
        loc: Location,
        operands: (&[Value], &[Value]),
        ty: Type,
        alignment: Option<Attribute>,
    ) -> Value;
}

macro_rules! alloc_ops {
    ($($op:ident),*) => {$(
        impl Alloc for $op {
            fn alignment_attr(self, rw: &Rewriter<'_>) -> Option<Attribute> {
                self.alignment(rw.ctx(), rw.body())
            }
            fn build_alloc(rw: &mut Rewriter<'_>, loc: Location, (sizes, symbols): (&[Value], &[Value]), ty: Type, alignment: Option<Attribute>) -> Value {
                $op::build(rw, loc, sizes, symbols, ty, alignment).memref(rw.body())
            }
        }
    )*};
}

alloc_ops!(AllocOp, AllocaOp);

/// A dynamic size `v` that is a non-negative integer constant.
fn constant_size(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    let size = strata_rewrite::matchers::constant_int(ctx, rw.body(), v)?;
    (!size.is_negative()).then(|| size.to_i64()).flatten()
}

/// `shape` with each dynamic size replaced by its value when `constant`
/// knows it, and the size operands left dynamic, in order: `sizes` holds
/// one value per dynamic size (`None` when it holds fewer).
pub(super) fn fold_constant_sizes(
    shape: &[i64],
    sizes: &[Value],
    constant: impl Fn(Value) -> Option<i64>,
) -> Option<(Vec<i64>, Vec<Value>)> {
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut next = sizes.iter();
    for &d in shape {
        if d != strata_ir::DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let &size = next.next()?;
        match constant(size) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(d);
                kept.push(size);
            }
        }
    }
    Some((new_shape, kept))
}

/// `SimplifyAllocConst`: rebuilds the allocation with the constant sizes in
/// its type (keeping the other sizes, the symbol operands and the
/// alignment) and casts it back to the old type.
fn simplify_alloc_const<Op: Alloc>(alloc: Op, rw: &mut Rewriter<'_>) -> bool {
    let op = alloc;
    let ctx = rw.ctx();
    let old_ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(old_ty).clone() else {
        return false;
    };
    let num_dynamic = shape.iter().filter(|&&d| d == strata_ir::DYNAMIC).count();
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let (sizes, symbols) = operands.split_at(num_dynamic.min(operands.len()));
    let Some((new_shape, kept)) = fold_constant_sizes(&shape, sizes, |v| constant_size(rw, v)) else {
        return false;
    };
    // No size was constant.
    if kept.len() == sizes.len() {
        return false;
    }
    let new_ty = ctx.intern_type(TypeKind::MemRef { shape: new_shape, element, layout, memory_space });
    let loc = rw.body().op_loc(op);
    let symbols = symbols.to_vec();
    let alignment = alloc.alignment_attr(rw);
    let new = Op::build_alloc(rw, loc, (&kept, &symbols), new_ty, alignment);
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, old_ty));
    true
}

/// `isEmptyMemRef`: a ranked memref with a zero-sized dimension.
fn is_empty_memref(rw: &Rewriter<'_>, v: Value) -> bool {
    matches!(rw.ctx().type_kind(rw.body().value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0))
}

fn fold_empty_copy(copy: CopyOp, rw: &mut Rewriter<'_>) -> bool {
    let op = copy;
    let (source, target) = (copy.source(rw.body()), copy.target(rw.body()));
    if !is_empty_memref(rw, source) && !is_empty_memref(rw, target) {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fold_self_copy(copy: CopyOp, rw: &mut Rewriter<'_>) -> bool {
    let op = copy;
    if copy.source(rw.body()) != copy.target(rw.body()) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// Erases an allocation whose every user is a `memref.store` into it (not
/// of it) or a `memref.dealloc`, with those users.
fn simplify_dead_alloc<Op: OpClass>(alloc: Op, rw: &mut Rewriter<'_>) -> bool {
    let op = alloc;
    let ctx = rw.ctx();
    let body = rw.body();
    let result = body.results(op)[0];
    let mut users: Vec<OpId> = Vec::new();
    for u in body.uses(result) {
        let dead_use = if let Some(store) = StoreOp::cast(ctx, body, u.op) {
            store.value(body) != result
        } else {
            DeallocOp::cast(ctx, body, u.op).is_some()
        };
        if !dead_use {
            return false;
        }
        // A store or dealloc holds exactly one use of the allocation.
        users.push(u.op);
    }
    for user in users {
        rw.erase_op(user);
    }
    rw.erase_op(op);
    true
}
