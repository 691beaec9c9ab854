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
//!   `FoldSelfCopy` (a copy onto itself) erase the copy.
//!
//! The other ops' patterns are not written yet; adding none is always
//! correct.

use strata_ir::{Context, OpId, OperationState, TypeKind, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

strata_rewrite::no_canonicalization_patterns_yet! {
    alloca_scope, collapse_shape, dim, expand_shape, reinterpret_cast, subview, view,
}

/// `memref.alloc`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloc(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.alloc", "SimplifyAllocConst", simplify_alloc_const));
    set.add(FnPattern::new("memref.alloc", "SimplifyDeadAlloc", simplify_dead_alloc));
}

/// `memref.alloca`: `SimplifyAllocConst`, `SimplifyDeadAlloc`.
pub fn alloca(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.alloca", "SimplifyAllocConst", simplify_alloc_const));
    set.add(FnPattern::new("memref.alloca", "SimplifyDeadAlloc", simplify_dead_alloc));
}

/// `memref.realloc`: `SimplifyDeadAlloc`.
pub fn realloc(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.realloc", "SimplifyDeadAlloc", simplify_dead_alloc));
}

/// `memref.copy`: `FoldEmptyCopy`, `FoldSelfCopy`.
pub fn copy(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.copy", "FoldEmptyCopy", fold_empty_copy));
    set.add(FnPattern::new("memref.copy", "FoldSelfCopy", fold_self_copy));
}

/// A dynamic size `v` that is a non-negative integer constant.
fn constant_size(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    let size = strata_rewrite::matchers::constant_int(ctx, rw.body(), v)?;
    (!size.is_negative()).then(|| size.to_i64()).flatten()
}

/// `SimplifyAllocConst`: rebuilds the allocation with the constant sizes in
/// its type (keeping the other sizes, the symbol operands and the
/// alignment) and casts it back to the old type.
fn simplify_alloc_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let old_ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(old_ty).clone() else {
        return false;
    };
    let num_dynamic = shape.iter().filter(|&&d| d == strata_ir::DYNAMIC).count();
    let operands: Vec<Value> = rw.body().operands(op).collect();
    let (sizes, symbols) = operands.split_at(num_dynamic.min(operands.len()));
    let constants: Vec<Option<i64>> = sizes.iter().map(|&v| constant_size(rw, v)).collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = Vec::new();
    let mut next = 0;
    for &d in &shape {
        if d != strata_ir::DYNAMIC {
            new_shape.push(d);
            continue;
        }
        match constants[next] {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(d);
                kept.push(sizes[next]);
            }
        }
        next += 1;
    }
    let new_ty = ctx.intern_type(TypeKind::MemRef { shape: new_shape, element, layout, memory_space });
    let loc = rw.body().op_loc(op);
    let mut state = OperationState::new(rw.body().op_name(op), loc);
    state.operands.extend_from_slice(&kept);
    state.operands.extend_from_slice(symbols);
    state.result_types.push(new_ty);
    let segments = strata_syntax::format::common::dense_i32_array(ctx, &[kept.len() as i64, symbols.len() as i64]);
    let alignment = rw.body().properties(op).and_then(|p| ctx.dict_get(p, "alignment"));
    let mut props = vec![(ctx.ident("operandSegmentSizes"), segments)];
    props.extend(alignment.map(|a| (ctx.ident("alignment"), a)));
    state.properties = Some(ctx.dictionary_attr(props));
    let new = rw.create(state);
    let new = rw.body().results(new)[0];
    let mut cast = OperationState::new(ctx.op_name("memref.cast"), loc);
    cast.operands.push(new);
    cast.result_types.push(old_ty);
    rw.replace_op_with_new(op, cast);
    true
}

/// `isEmptyMemRef`: a ranked memref with a zero-sized dimension.
fn is_empty_memref(rw: &Rewriter<'_>, v: Value) -> bool {
    matches!(rw.ctx().type_kind(rw.body().value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0))
}

fn fold_empty_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (source, target) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    if !is_empty_memref(rw, source) && !is_empty_memref(rw, target) {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fold_self_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.body().operand(op, 0) != rw.body().operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// Erases an allocation whose every user is a `memref.store` into it (not
/// of it) or a `memref.dealloc`, with those users.
fn simplify_dead_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let result = body.results(op)[0];
    let mut users: Vec<OpId> = Vec::new();
    for u in body.uses(result) {
        let dead_use = match ctx.op_name_str(body.op_name(u.op)) {
            "memref.store" => body.operand(u.op, 0) != result,
            "memref.dealloc" => true,
            _ => false,
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
