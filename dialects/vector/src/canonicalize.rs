//! Canonicalization patterns of the `vector` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Upstream MLIR 22's `VectorOps.cpp`, so far:
//!
//! - broadcast: `BroadcastFolder` (`broadcast(broadcast(x)) -> broadcast(x)`);
//! - extract: `ExtractOpFromBroadcast` (a vector extracted from a
//!   broadcast is a broadcast of its source, when that source broadcasts
//!   to the extracted type);
//! - from_elements: `rewriteFromElementsAsBroadcast` (all elements equal).
//!
//! Ops whose upstream patterns are not written yet add none, which is
//! always correct. Each pattern matches read-only and changes the IR only
//! through the rewriter.

use strata_ir::{Context, OpId, OperationState, Type, TypeKind, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::fold::defined_by;

strata_rewrite::no_canonicalization_patterns_yet! {
    compressstore, contract, create_mask, expandload, extract_strided_slice, gather, insert, insert_strided_slice,
    mask, maskedload, maskedstore, multi_reduction, reduction, scatter, shape_cast, shuffle, step, to_elements,
    transfer_read, transfer_write, transpose,
}

/// `vector.broadcast`: `BroadcastFolder`.
pub fn broadcast(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.broadcast", "BroadcastFolder", broadcast_of_broadcast));
}

/// `vector.extract`: `ExtractOpFromBroadcast`.
pub fn extract(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.extract", "ExtractOpFromBroadcast", extract_of_broadcast));
}

/// `vector.from_elements`: `rewriteFromElementsAsBroadcast`.
pub fn from_elements(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new("vector.from_elements", "rewriteFromElementsAsBroadcast", from_elements_as_broadcast));
}

/// A `vector.broadcast` of `source` to `ty` at `op`'s location.
fn broadcast_state(rw: &Rewriter<'_>, op: OpId, source: Value, ty: Type) -> OperationState {
    let mut state = OperationState::new(rw.ctx().op_name("vector.broadcast"), rw.body().op_loc(op));
    state.operands.push(source);
    state.result_types.push(ty);
    state
}

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().results(op)[0])
}

fn broadcast_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = defined_by(rw.ctx(), rw.body(), rw.body().operand(op, 0), "vector.broadcast") else {
        return false;
    };
    let state = broadcast_state(rw, op, rw.body().operand(inner, 0), result_type(rw, op));
    rw.replace_op_with_new(op, state);
    true
}

/// `isBroadcastableTo(src, dst) == Success` for a vector `dst`: a scalar
/// always; a vector of at most `dst`'s rank whose trailing dimensions are
/// each 1 or `dst`'s (scalable flags equal where the sizes match).
fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let TypeKind::Vector { shape: dshape, scalable: dscal, .. } = ctx.type_kind(dst) else { return false };
    let TypeKind::Vector { shape: sshape, scalable: sscal, element } = ctx.type_kind(src) else {
        return ctx.element_type_or_self(dst) == src;
    };
    if *element != ctx.element_type_or_self(dst) || sshape.len() > dshape.len() {
        return false;
    }
    let lead = dshape.len() - sshape.len();
    sshape.iter().enumerate().all(|(i, &d)| {
        let j = lead + i;
        (d == 1 && !sscal[i]) || (d == dshape[j] && sscal[i] == dscal[j])
    })
}

fn extract_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let out = result_type(rw, op);
    if !matches!(ctx.type_kind(out), TypeKind::Vector { .. }) {
        return false;
    }
    let Some(bcast) = defined_by(ctx, rw.body(), rw.body().operand(op, 0), "vector.broadcast") else { return false };
    let source = rw.body().operand(bcast, 0);
    if !broadcastable(ctx, rw.body().value_type(source), out) {
        return false;
    }
    let state = broadcast_state(rw, op, source, out);
    rw.replace_op_with_new(op, state);
    true
}

fn from_elements_as_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let elements: Vec<Value> = rw.body().operands(op).collect();
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let state = broadcast_state(rw, op, first, result_type(rw, op));
    rw.replace_op_with_new(op, state);
    true
}
