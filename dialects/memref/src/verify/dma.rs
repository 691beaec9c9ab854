//! Verifiers of the DMA ops. `memref.dma_start` takes one flat operand
//! list, `src[src indices], dst[dst indices], num_elements, tag[tag
//! indices]` and optionally `stride, elements_per_stride`, whose groups are
//! only known from the memref ranks: the checks walk it in upstream's
//! order, each position checked before it is used. `memref.dma_wait` takes
//! one tag index per tag dimension.

use strata_ir::{Body, Context, Diagnostic, Type};

use super::memref_rank;
use crate::{DmaStartOp, DmaWaitOp};
use strata_ir::op_checks::op_error;

/// `memref.dma_start` (upstream's `DmaStartOp::verify`).
pub fn dma_start(ctx: &Context, body: &Body, op: DmaStartOp) -> Result<(), Diagnostic> {
    let types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    let n = types.len();
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let all_index = |range: std::ops::Range<usize>| types[range].iter().all(|&t| ctx.is_index(t));
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let Some(src_rank) = memref_rank(ctx, types[0]) else {
        return err("expected source to be of memref type".into());
    };
    if n < src_rank + 4 {
        return err(format!("expected at least {} operands", src_rank + 4));
    }
    if !all_index(1..1 + src_rank) {
        return err("expected source indices to be of index type".into());
    }
    let dst = 1 + src_rank;
    let Some(dst_rank) = memref_rank(ctx, types[dst]) else {
        return err("expected destination to be of memref type".into());
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(dst + 1..dst + 1 + dst_rank) {
        return err("expected destination indices to be of index type".into());
    }
    let num_elements = dst + 1 + dst_rank;
    if !ctx.is_index(types[num_elements]) {
        return err("expected num elements to be of index type".into());
    }
    let tag = num_elements + 1;
    let Some(tag_rank) = memref_rank(ctx, types[tag]) else {
        return err("expected tag to be of memref type".into());
    };
    expected += tag_rank;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !all_index(tag + 1..tag + 1 + tag_rank) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !all_index(expected..n) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

/// `memref.dma_wait`: one tag index per dimension of the tag memref (the
/// operands are the tag, its indices and the number of elements).
pub fn dma_wait(ctx: &Context, body: &Body, op: DmaWaitOp) -> Result<(), Diagnostic> {
    let Some(rank) = body.operands(op).next().and_then(|v| memref_rank(ctx, body.value_type(v))) else {
        return Ok(());
    };
    let indices = body.num_operands(op).saturating_sub(2);
    if indices != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
            ),
        ));
    }
    Ok(())
}
