//! Canonicalization patterns of the `memref` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `MemRefOps.cpp`, so far:
//!
//! - alloc, alloca: `SimplifyDeadAlloc` (an allocation used only as the
//!   destination of stores and by deallocs is erased with those users).
//!
//! `SimplifyAllocConst` (constant sizes folded into the type) and the
//! other ops' patterns are not written yet; adding none is always correct.

use strata_ir::{Context, OpId};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

strata_rewrite::no_canonicalization_patterns_yet! {
    alloca_scope, collapse_shape, copy, dim, expand_shape, realloc, reinterpret_cast, subview, view,
}

/// `memref.alloc`: `SimplifyDeadAlloc`.
pub fn alloc(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.alloc", "SimplifyDeadAlloc", simplify_dead_alloc));
}

/// `memref.alloca`: `SimplifyDeadAlloc`.
pub fn alloca(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("memref.alloca", "SimplifyDeadAlloc", simplify_dead_alloc));
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
