//! `scf.execute_region` (`SingleBlockExecuteInliner`,
//! `MultiBlockExecuteInliner`) and `scf.index_switch` (`FoldConstantCase`),
//! as in upstream MLIR 22.

use strata_ir::{OpId, OperationState, Type, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::Rewriter;

use super::util::replace_op_with_region;
use crate::YieldOp;
use crate::{ExecuteRegionOp, IndexSwitchOp};
use strata_rewrite::matchers::isa;

/// `scf.execute_region` marked `no_inline` stays.
fn no_inline(rw: &Rewriter<'_>, op: impl Into<OpId>) -> bool {
    strata_ir::op_checks::inherent_attr(rw.ctx(), rw.body(), op, "no_inline").is_some()
}

/// `SingleBlockExecuteInliner`: a one-block region replaces its op.
pub fn single_block_execute_inliner(op: ExecuteRegionOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let Some(&region) = body.regions(op).first() else { return false };
    let mut blocks = body.region_blocks(region);
    let (Some(block), None) = (blocks.next(), blocks.next()) else { return false };
    if no_inline(rw, op) || !yields_results(rw, op, block) {
        return false;
    }
    replace_op_with_region(rw, op, region, &[]);
    true
}

/// Does `block` end with an `scf.yield` of one value per result of `op`?
fn yields_results(rw: &Rewriter<'_>, op: impl Into<OpId>, block: strata_ir::BlockId) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    body.last_op(block).is_some_and(|t| isa::<YieldOp>(ctx, body, t) && body.num_operands(t) == body.num_results(op))
}

/// Can `parent` hold the blocks of an inlined region? Upstream asks for a
/// `FunctionOpInterface` op or another `scf.execute_region`; strata takes a
/// function to be an op with a `function_type` attribute.
fn takes_blocks(rw: &Rewriter<'_>, parent: OpId) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    isa::<ExecuteRegionOp>(ctx, body, parent)
        || strata_ir::op_checks::inherent_attr(ctx, body, parent, "function_type").is_some()
}

/// `MultiBlockExecuteInliner`: in a function, a multi-block region is
/// spliced into the CFG: the op's block splits around it, branches enter
/// the region and leave it through the `scf.yield`s, and the block after
/// it receives the results as arguments.
pub fn multi_block_execute_inliner(op: ExecuteRegionOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let (Some(parent), Some(prev_block)) = (body.parent_op(op), body.op_block(op)) else { return false };
    if !takes_blocks(rw, parent) || no_inline(rw, op) {
        return false;
    }
    let region = body.regions(op)[0];
    let Some(entry) = body.entry_block(region) else { return false };
    let loc = body.op_loc(op);
    let post_block = rw.split_block(prev_block, op);
    rw.set_insertion_point(strata_ir::InsertPoint::BlockEnd(prev_block));
    rw.create(br_state(rw, loc, entry, &[]));
    let blocks: Vec<_> = rw.body().region_blocks(region).collect();
    for b in blocks {
        let Some(t) = rw.body().last_op(b).filter(|&t| isa::<YieldOp>(ctx, rw.body(), t)) else { continue };
        let operands: Vec<Value> = rw.body().operands(t).collect();
        let yield_loc = rw.body().op_loc(t);
        rw.set_insertion_point_before(t);
        rw.create(br_state(rw, yield_loc, post_block, &operands));
        rw.erase_op(t);
    }
    let dest_region = rw.body().block_region(post_block).expect("a block in a region");
    rw.inline_region_before(region, dest_region, Some(post_block));
    let results = rw.body().results(op).to_vec();
    let args: Vec<Value> = results
        .iter()
        .map(|&r| {
            let ty: Type = rw.body().value_type(r);
            rw.with_body(|b| b.add_block_arg(post_block, ty, Some(loc)))
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

fn br_state(
    rw: &Rewriter<'_>,
    loc: strata_ir::Location,
    dest: strata_ir::BlockId,
    operands: &[Value],
) -> OperationState {
    let mut st = OperationState::new(rw.ctx().op_name("cf.br"), loc);
    st.operands.extend_from_slice(operands);
    st.successors.push(dest);
    st
}

/// `FoldConstantCase`: a switch on a constant becomes the region of the
/// matching case, or the default region.
pub fn fold_constant_case(op: IndexSwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let arg = rw.body().operand(op, 0);
    let Some(value) = constant_int(ctx, rw.body(), arg).and_then(|v| v.to_i64()) else { return false };
    let body = rw.body();
    let cases = strata_ir::op_checks::i64_array(ctx, body, op, "cases");
    let regions = body.regions(op).to_vec();
    // Regions: the default, then one per case.
    let region = match cases.iter().position(|&c| c == value) {
        Some(i) if i + 1 < regions.len() => regions[i + 1],
        _ => regions[0],
    };
    let Some(block) = body.entry_block(region) else { return false };
    if !yields_results(rw, op, block) {
        return false;
    }
    replace_op_with_region(rw, op, region, &[]);
    true
}
