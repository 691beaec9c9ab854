//! `memref.view`'s canonicalization patterns (upstream MLIR 22's
//! `ViewOpShapeFolder` and `ViewOpMemrefCastFolder`):
//!
//! - constant size operands move into the result type: a view of the more
//!   static type and a `memref.cast` back to the old one (the users' folds
//!   then look through the cast);
//! - a view of a `memref.cast` of a `memref.alloc` views the allocation
//!   directly.
//!
//! Invariant: the result type keeps its element type, layout and memory
//! space; only dynamic sizes given by `arith.constant`s become static.

use strata_ir::{TypeKind, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::AllocOp;
use crate::{CastOp, ViewOp};
use strata_dialect_arith as arith;
use strata_rewrite::matchers::isa;

/// `memref.view`: `ViewOpShapeFolder`, `ViewOpMemrefCastFolder`.
pub fn view(_: &strata_ir::Context, set: &mut PatternSet) {
    set.add(OpPattern::<ViewOp>::new("ViewOpShapeFolder", view_op_shape_folder));
    set.add(OpPattern::<ViewOp>::new("ViewOpMemrefCastFolder", view_op_memref_cast_folder));
}

/// The value of an index constant (upstream's `matchConstantIndex`).
fn constant_index(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let def = rw.body().defining_op(v)?;
    if !isa::<arith::ConstantOp>(rw.ctx(), rw.body(), def) || !rw.ctx().is_index(rw.body().value_type(v)) {
        return None;
    }
    constant_int(rw.ctx(), rw.body(), v)?.to_i64()
}

fn view_op_shape_folder(view: ViewOp, rw: &mut Rewriter<'_>) -> bool {
    let op = view;
    let ctx = rw.ctx();
    let operands: Vec<Value> = rw.body().operands(op).collect();
    if operands.iter().all(|&v| constant_index(rw, v).is_none()) {
        return false;
    }
    let old_ty = rw.body().value_type(rw.body().results(op)[0]);
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(old_ty).clone() else {
        return false;
    };
    // Upstream folds only views of strided types with a zero offset.
    if strata_interfaces::layout::strides_and_offset(ctx, &shape, layout).is_none_or(|(_, offset)| offset != 0) {
        return false;
    }
    let sizes = view.sizes(rw.body());
    let Some((new_shape, kept)) = super::fold_constant_sizes(&shape, &sizes, |v| constant_index(rw, v)) else {
        return false;
    };
    let new_ty = ctx.intern_type(TypeKind::MemRef { shape: new_shape, element, layout, memory_space });
    if new_ty == old_ty {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let (source, byte_shift) = (view.source(rw.body()), view.byte_shift(rw.body()));
    rw.set_insertion_point_before(op);
    let new = ViewOp::build(rw, loc, source, byte_shift, &kept, new_ty);
    let new = rw.body().results(new)[0];
    rw.replace_op_with_new_op(op, |rw| CastOp::build(rw, loc, new, old_ty));
    true
}

fn view_op_memref_cast_folder(view: ViewOp, rw: &mut Rewriter<'_>) -> bool {
    let op = view;
    let body = rw.body();
    let Some(cast) =
        body.defining_op(view.source(body)).filter(|&d| strata_rewrite::matchers::isa::<CastOp>(rw.ctx(), body, d))
    else {
        return false;
    };
    let alloc_value = body.operand(cast, 0);
    let is_alloc = body.defining_op(alloc_value).is_some_and(|d| isa::<AllocOp>(rw.ctx(), body, d));
    if !is_alloc {
        return false;
    }
    let (loc, ty) = (body.op_loc(op), body.value_type(body.results(op)[0]));
    let (byte_shift, sizes) = (view.byte_shift(body), view.sizes(body));
    rw.replace_op_with_new_op(op, |rw| ViewOp::build(rw, loc, alloc_value, byte_shift, &sizes, ty));
    true
}
