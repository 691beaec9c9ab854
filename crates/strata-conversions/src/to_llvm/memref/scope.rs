//! `memref.alloca_scope` (upstream's `AllocaScopeOpLowering`): the body
//! inlined between a `llvm.intr.stacksave` and, where it returns, a
//! `llvm.intr.stackrestore`, so its allocas are freed on leaving it. The
//! block is split at the op; the body's return becomes a branch to a
//! block taking the results (of the op's own types), which branches on
//! to the rest of the block.

use strata_dialect_llvm::types::PointerType;
use strata_dialect_llvm::{BrOp, StackRestoreOp, StackSaveOp};
use strata_ir::{InsertPoint, OpId, Type, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::MemRefToLlvmOptions;

pub(super) fn lower_alloca_scope(
    _: MemRefToLlvmOptions,
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(block) = body.op_block(op) else { return false };
    let Some(&scope_region) = body.regions(op).first() else { return false };
    let (Some(first), Some(last)) = (body.region_blocks(scope_region).next(), body.region_blocks(scope_region).last())
    else {
        return false;
    };
    let Some(ret) = body.block_ops(last).last() else { return false };
    let results: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let loc = body.op_loc(op);
    let returned: Vec<Value> = body.operands(ret).collect();
    // The rest of the block, from the op on (the op itself goes with it
    // until it is erased).
    let remaining = rw.split_block(block, op);
    let continue_block = if results.is_empty() {
        remaining
    } else {
        let continue_block = rw.create_block_before(remaining, &results, Some(loc));
        rw.set_insertion_point(InsertPoint::BlockEnd(continue_block));
        BrOp::build(rw, loc, &[], None, vec![remaining]);
        continue_block
    };
    let Some(region) = rw.body().block_region(block) else { return false };
    rw.inline_region_before(scope_region, region, Some(continue_block));
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let saved = StackSaveOp::build(rw, loc, ptr).res(rw.body());
    BrOp::build(rw, loc, &[], None, vec![first]);
    rw.set_insertion_point(InsertPoint::Before(ret));
    StackRestoreOp::build(rw, loc, saved);
    BrOp::build(rw, loc, &returned, None, vec![continue_block]);
    rw.replace_op(ret, &[]);
    let args = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &args);
    true
}
