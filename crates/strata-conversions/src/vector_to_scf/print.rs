//! `DecomposePrintOpConversion`: a `vector.print` of a vector as loops of
//! scalar prints between `open`/`close`/`comma` punctuation, so 1-D
//! scalable and n-D fixed vectors print (upstream's `lowering_n_d`).
//!
//! Integers of odd widths are widened first (to the next power of two of
//! at least 8 bits, zero-extended when unsigned or `i1`, sign-extended
//! otherwise, through signless `vector.bitcast`s); an n-D vector is
//! flattened with `vector.shape_cast` so one dynamic index reads it.
//! n-D scalable vectors are left (LLVM has no vectors of them).

use strata_dialect_arith::build::index_constant;
use strata_dialect_arith::CmpIPredicate;
use strata_dialect_scf::build::{empty_for_loop, if_op};
use strata_dialect_scf::YieldOp;
use strata_dialect_vector::build::{extract, Position};
use strata_dialect_vector::{BitCastOp, PrintOp, PrintPunctuation, ShapeCastOp, VectorScaleOp};
use strata_ir::{InsertPoint, OpId, Signedness, TypeKind, Value};
use strata_rewrite::Rewriter;

use super::*;

/// `DecomposePrintOpConversion`.
pub(super) fn decompose(op: PrintOp, rw: &mut Rewriter<'_>, _: &VectorTransferToScfOptions) -> bool {
    let ctx = rw.ctx();
    let Some(source) = op.source(rw.body()) else { return false };
    let TypeKind::Vector { mut shape, scalable, element } = ctx.type_kind(rw.body().value_type(source)).clone() else {
        return false;
    };
    let rank = shape.len();
    if rank > 1 && scalable.iter().any(|&s| s) {
        return false;
    }
    let punctuation = op.punctuation(ctx, rw.body());
    let op: OpId = op.into();
    let loc = rw.body().op_loc(op);
    let mut value = source;
    let mut element = element;
    if let TypeKind::Integer { width, signedness } = *ctx.type_kind(element) {
        // `NextPowerOf2(max(8, width) - 1)`: the smallest power of two
        // above it.
        let Ok(legal_width) = u32::try_from((u64::from(width.max(8))).next_power_of_two()) else { return false };
        let with =
            |element| ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element });
        let signless_source = with(ctx.integer_type(width));
        let signless_target = with(ctx.integer_type(legal_width));
        let legal = ctx.integer_type_with(legal_width, signedness);
        value = BitCastOp::build(rw, loc, value, signless_source).result(rw.body());
        if signless_source != signless_target {
            let mut e = Emit::new(rw, loc);
            value = if width == 1 || signedness == Signedness::Unsigned {
                e.extui(signless_target, value)
            } else {
                e.extsi(signless_target, value)
            };
        }
        value = BitCastOp::build(rw, loc, value, with(legal)).result(rw.body());
        element = legal;
    }
    if rank == 0 {
        shape = vec![1];
    }
    if rank != 1 {
        let flat = ctx.vector_type(vec![shape.iter().product()], element);
        value = ShapeCastOp::build(rw, loc, value, flat).result(rw.body());
    }
    let mut first_close = None;
    let mut indices = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        let lb = index_constant(rw, loc, 0);
        let mut ub = index_constant(rw, loc, size);
        let step = index_constant(rw, loc, 1);
        if scalable.get(d).copied().unwrap_or(false) {
            let vscale = VectorScaleOp::build(rw, loc, ctx.index_type()).res(rw.body());
            ub = Emit::new(rw, loc).muli(ub, vscale);
        }
        let last = Emit::new(rw, loc).subi(ub, step);
        PrintOp::build(rw, loc, None, Some(PrintPunctuation::Open), None);
        let for_op = empty_for_loop(rw, loc, (lb, ub, step));
        let close = PrintOp::build(rw, loc, None, Some(PrintPunctuation::Close), None);
        first_close.get_or_insert(OpId::from(close));
        let block = rw.body().entry_block(rw.body().regions(for_op)[0]).expect("a loop body");
        let iv = rw.body().block_args(block)[0];
        indices.push(iv);
        // A comma after every element but the last.
        rw.set_insertion_point(InsertPoint::BlockStart(block));
        let not_last = Emit::new(rw, loc).cmpi(CmpIPredicate::Ult, iv, last);
        if_op(
            rw,
            loc,
            not_last,
            |rw| {
                PrintOp::build(rw, loc, None, Some(PrintPunctuation::Comma), None);
                YieldOp::build(rw, loc, &[]);
            },
            None,
        );
        rw.set_insertion_point(InsertPoint::BlockStart(block));
    }
    // The flattened index, innermost dim first.
    let mut flat_index: Option<Value> = None;
    let mut stride = 1;
    for d in (0..shape.len()).rev() {
        let c = index_constant(rw, loc, stride);
        let mut e = Emit::new(rw, loc);
        let index = e.muli(c, indices[d]);
        flat_index = Some(match flat_index {
            Some(f) => e.addi(f, index),
            None => index,
        });
        stride *= shape[d];
    }
    let element = extract(rw, loc, value, &[Position::Dynamic(flat_index.expect("at least one dim"))]);
    PrintOp::build(rw, loc, Some(element), Some(PrintPunctuation::NoPunctuation), None);
    rw.set_insertion_point(InsertPoint::After(first_close.expect("at least one dim")));
    PrintOp::build(rw, loc, None, punctuation, None);
    rw.erase_op(op);
    true
}
