//! The `convert-scf-to-cf` pass (upstream's `SCFToControlFlow`): structured
//! control flow as blocks and branches, on the conversion framework
//! (`strata_rewrite::conversion`). The target is upstream's: the scf region
//! ops are illegal, every other op legal.
//!
//! - `scf.for`: the block is split at the loop; the body's entry block
//!   becomes the condition block (`arith.cmpi slt`, `ult` for an unsigned
//!   loop, of the induction variable and the upper bound), the body's ops
//!   move to the block after it, and the last body block steps the
//!   induction variable (`arith.addi`) and branches back with the yielded
//!   values; the results are the condition block's arguments.
//! - `scf.if`: the block is split at the `if`; then and else regions move
//!   before the continuation, each ending in a branch to it with its
//!   yielded values; with results, the continuation is a block of its own
//!   whose arguments are the results, branching on to the rest.
//! - `scf.while`: both regions move before the continuation; `before`
//!   ends in a conditional branch to `after` (with the condition's values)
//!   or out, `after` branches back to `before`; the results are the
//!   condition's values. When `after` only forwards its arguments
//!   (`DoWhileLowering`, preferred), `before` branches back to itself.
//! - `scf.execute_region`: its blocks move in place, each `scf.yield`
//!   branching to the rest of the block, which takes the results as
//!   arguments.
//! - `scf.index_switch`: a `cf.switch` on the index cast to `i32`, to the
//!   case regions then the default region, each branching with its yielded
//!   values to the rest of the block, which takes the results.
//! - `scf.parallel`: a nest of `scf.for` loops, outermost first, carrying
//!   the reductions' values as iteration arguments; each reduction's body
//!   is inlined with the carried value and the reduced value as its
//!   arguments, and the innermost loop yields what they return. The loops
//!   are then lowered by `ForLowering`, as the ops a pattern creates are.
//! - `scf.forall` without outputs: an `scf.parallel` over the same bounds
//!   (each static bound an `arith.constant`, in lower bound, upper bound,
//!   step order), then lowered as above; one with outputs is not bufferized
//!   and stays, an error as upstream.
//!
//! A loop's `llvm` dialect attributes (`llvm.loop_annotation`) move onto
//! its latch branch, as upstream's: `scf.for`'s back edge, `scf.while`'s
//! `after` branch or, for a do-while, its conditional branch.
//!
//! Invariants: blocks are created and moved in upstream's order, so the
//! output numbers blocks as `mlir-opt-22` does; every new op carries the
//! converted op's location; a pattern reads all it needs before it changes
//! anything (the framework has no rollback).

use strata_dialect_arith::{AddIOp, CmpIOp, CmpIPredicate, ConstantOp, IndexCastOp};
use strata_dialect_cf::canonicalize::util::{switch_state, Switch};
use strata_dialect_cf::{BranchOp, CondBranchOp};
use strata_dialect_scf::{
    ExecuteRegionOp, ForOp, ForOpAdaptor, ForallOp, IfOp, IfOpAdaptor, IndexSwitchOp, ParallelOp, ReduceOp, WhileOp,
    YieldOp,
};
use strata_ir::{ApInt, BlockId, Body, InsertPoint, OpFoldResult, OpId, Value};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{
    ConversionConfig, ConversionOrder, ConversionPatternSet, ConversionRewriter, ConversionTarget, OpAdaptor,
    OpConversionPattern,
};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-scf-to-cf",
        name: "SCFToControlFlowPass",
        description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        options: &[] as &[OptionSpec],
        anchor: None,
        create: |_, _| Ok(Box::new(ScfToCf)),
    }
}

/// The pass.
pub struct ScfToCf;

impl Pass for ScfToCf {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let mut target = ConversionTarget::new();
        target
            .add_illegal_op::<ForallOp>()
            .add_illegal_op::<ForOp>()
            .add_illegal_op::<IfOp>()
            .add_illegal_op::<IndexSwitchOp>()
            .add_illegal_op::<ParallelOp>()
            .add_illegal_op::<WhileOp>()
            .add_illegal_op::<ExecuteRegionOp>()
            .mark_unknown_op_dynamically_legal(|_, _, _| true);
        let mut patterns = ConversionPatternSet::new();
        populate_scf_to_cf_patterns(&mut patterns);
        let patterns = patterns.freeze(run.ctx);
        // Each lowering splits its op's block: last to first, what follows
        // an op moves once, not once per earlier sibling.
        let config = ConversionConfig { order: ConversionOrder::LastSiblingFirst, ..Default::default() };
        crate::run_partial_conversion(run, body, op, &target, &patterns, config)
    }
}

/// The scf-to-cf patterns (upstream's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(set: &mut ConversionPatternSet) {
    set.add_fns::<ForOp>(&[("ForLowering", lower_for)]);
    set.add_fns::<IfOp>(&[("IfLowering", lower_if)]);
    set.add_fns::<WhileOp>(&[("WhileLowering", lower_while)]);
    set.add_fns::<ExecuteRegionOp>(&[("ExecuteRegionLowering", lower_execute_region)]);
    set.add_fns::<IndexSwitchOp>(&[("IndexSwitchLowering", lower_index_switch)]);
    set.add_fns::<ParallelOp>(&[("ParallelLowering", lower_parallel)]);
    set.add_fns::<ForallOp>(&[("ForallLowering", lower_forall)]);
    // A loop whose `after` region only forwards its arguments is a
    // do-while: the `before` region loops on itself.
    set.add(OpConversionPattern::<WhileOp>::new("DoWhileLowering", lower_do_while).with_benefit(2));
}

/// The types of `op`'s results.
fn result_types(body: &Body, op: OpId) -> Vec<strata_ir::Type> {
    body.results(op).iter().map(|&r| body.value_type(r)).collect()
}

/// The entry and last blocks of region `index` of `op`.
fn region_ends(body: &Body, op: OpId, index: usize) -> Option<(BlockId, BlockId)> {
    let region = *body.regions(op).get(index)?;
    let first = body.entry_block(region)?;
    let last = body.region_blocks(region).last()?;
    Some((first, last))
}

fn lower_for(op: ForOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(init_block) = body.op_block(op) else { return false };
    let Some((condition_block, last_block)) = region_ends(body, op.into(), 0) else { return false };
    let Some(terminator) = body.last_op(last_block) else { return false };
    let Some(first_op) = body.first_op(condition_block) else { return false };
    let Some(&iv) = body.block_args(condition_block).first() else { return false };
    let loc = body.op_loc(op);
    // The operands as the conversion remapped them.
    let operands = ForOpAdaptor::new(adaptor);
    let (lower, upper, step) = (operands.lower_bound(), operands.upper_bound(), operands.step());
    let inits = operands.init_args();
    let yielded: Vec<Value> = body.operands(terminator).collect();
    let unsigned = op.unsigned_cmp(rw.ctx(), body).is_some();
    let llvm = llvm_attrs(rw.ctx(), body, op.into());
    let region = body.regions(op)[0];
    let parent_region = body.block_region(init_block).expect("a block is in a region");
    let results: Vec<Value> = body.block_args(condition_block)[1..].to_vec();

    // Split at the loop: what follows it goes to the end block.
    let end_block = rw.split_block(init_block, op);
    let first_body_block = rw.split_block(condition_block, first_op);
    // The body's last block: the split-off one when the body was one block.
    let last_body_block = if last_block == condition_block { first_body_block } else { last_block };
    rw.inline_region_before(region, parent_region, Some(end_block));
    // Step the induction variable and branch back from the last body block.
    rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
    let ty = rw.body().value_type(iv);
    let stepped = AddIOp::build(&mut **rw, loc, iv, step, ty, None).result(rw.body());
    let carried: Vec<Value> = std::iter::once(stepped).chain(yielded).collect();
    let latch = BranchOp::build(&mut **rw, loc, &carried, vec![condition_block]);
    carry_llvm_attrs(rw, llvm, latch.into());
    rw.erase_op(terminator);
    // Enter the loop with the lower bound and the initial values.
    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let entry: Vec<Value> = std::iter::once(lower).chain(inits).collect();
    BranchOp::build(&mut **rw, loc, &entry, vec![condition_block]);
    // The condition block tests the induction variable.
    rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
    let predicate = if unsigned { CmpIPredicate::Ult } else { CmpIPredicate::Slt };
    let i1 = rw.ctx().integer_type(1);
    let comparison = CmpIOp::build(&mut **rw, loc, iv, upper, i1, predicate).result(rw.body());
    CondBranchOp::build(&mut **rw, loc, comparison, &[], &[], None, vec![first_body_block, end_block]);
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: IfOp, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(cond_block) = body.op_block(op) else { return false };
    let Some((then_block, then_last)) = region_ends(body, op.into(), 0) else { return false };
    let Some(then_terminator) = body.last_op(then_last) else { return false };
    let else_ends = region_ends(body, op.into(), 1);
    let else_terminator = match else_ends {
        Some((_, last)) => match body.last_op(last) {
            Some(t) => Some(t),
            None => return false,
        },
        None => None,
    };
    let loc = body.op_loc(op);
    let condition = IfOpAdaptor::new(adaptor).condition();
    let result_types = result_types(body, op.into());
    let (then_region, else_region) = (body.regions(op)[0], body.regions(op)[1]);
    let parent_region = body.block_region(cond_block).expect("a block is in a region");

    let remaining = rw.split_block(cond_block, op);
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let block = rw.create_block_before(remaining, &result_types, Some(loc));
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        BranchOp::build(&mut **rw, loc, &[], vec![remaining]);
        block
    };
    for (terminator, last, region) in
        std::iter::once((then_terminator, then_last, then_region)).chain(else_terminator.map(|t| {
            let (_, last) = else_ends.expect("an else terminator has its region");
            (t, last, else_region)
        }))
    {
        let yielded: Vec<Value> = rw.body().operands(terminator).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(last));
        BranchOp::build(&mut **rw, loc, &yielded, vec![continue_block]);
        rw.erase_op(terminator);
        rw.inline_region_before(region, parent_region, Some(continue_block));
    }
    let else_block = else_ends.map_or(continue_block, |(first, _)| first);
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    CondBranchOp::build(&mut **rw, loc, condition, &[], &[], None, vec![then_block, else_block]);
    let results = rw.body().block_args(continue_block).to_vec();
    rw.replace_op(op, &results);
    true
}

/// `before` and `after` of an `scf.while`, each one block, with their
/// terminators (`scf.condition`, `scf.yield`).
fn while_blocks(body: &Body, op: OpId) -> Option<(BlockId, OpId, BlockId, OpId)> {
    let before = body.entry_block(*body.regions(op).first()?)?;
    let after = body.entry_block(*body.regions(op).get(1)?)?;
    Some((before, body.last_op(before)?, after, body.last_op(after)?))
}

fn lower_while(op: WhileOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(current) = body.op_block(op) else { return false };
    let Some((before, condition, after, yield_op)) = while_blocks(body, op.into()) else { return false };
    let (before_region, after_region) = (body.regions(op)[0], body.regions(op)[1]);
    let parent_region = body.block_region(current).expect("a block is in a region");
    let (loc, inits) = (body.op_loc(op), op.inits(body));
    let (cond_loc, yield_loc) = (body.op_loc(condition), body.op_loc(yield_op));
    let flag = body.operand(condition, 0);
    let args: Vec<Value> = body.operands(condition).skip(1).collect();
    let yielded: Vec<Value> = body.operands(yield_op).collect();
    let llvm = llvm_attrs(rw.ctx(), body, op.into());

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(after_region, parent_region, Some(continuation));
    rw.inline_region_before(before_region, parent_region, Some(after));
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    BranchOp::build(rw, loc, &inits, vec![before]);
    // Each terminator becomes a branch, at its own location.
    rw.set_insertion_point(InsertPoint::Before(condition));
    CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, vec![after, continuation]);
    rw.erase_op(condition);
    rw.set_insertion_point(InsertPoint::Before(yield_op));
    let latch = BranchOp::build(rw, yield_loc, &yielded, vec![before]);
    carry_llvm_attrs(rw, llvm, latch.into());
    rw.erase_op(yield_op);
    rw.replace_op(op, &args);
    true
}

fn lower_do_while(op: WhileOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(current) = body.op_block(op) else { return false };
    let Some((before, condition, after, yield_op)) = while_blocks(body, op.into()) else { return false };
    let forwards = body.first_op(after) == Some(yield_op)
        && body.operands(yield_op).eq(body.block_args(after).iter().copied())
        && isa_yield(rw, yield_op);
    if !forwards {
        return false;
    }
    let body = rw.body();
    let before_region = body.regions(op)[0];
    let parent_region = body.block_region(current).expect("a block is in a region");
    let (loc, inits, cond_loc) = (body.op_loc(op), op.inits(body), body.op_loc(condition));
    let flag = body.operand(condition, 0);
    let args: Vec<Value> = body.operands(condition).skip(1).collect();
    let llvm = llvm_attrs(rw.ctx(), body, op.into());

    let continuation = rw.split_block(current, op);
    rw.inline_region_before(before_region, parent_region, Some(continuation));
    rw.set_insertion_point(InsertPoint::BlockEnd(current));
    BranchOp::build(rw, loc, &inits, vec![before]);
    rw.set_insertion_point(InsertPoint::Before(condition));
    let latch = CondBranchOp::build(rw, cond_loc, flag, &args, &[], None, vec![before, continuation]);
    carry_llvm_attrs(rw, llvm, latch.into());
    rw.erase_op(condition);
    rw.replace_op(op, &args);
    true
}

fn isa_yield(rw: &ConversionRewriter<'_, '_>, op: OpId) -> bool {
    strata_rewrite::matchers::isa::<strata_dialect_scf::YieldOp>(rw.ctx(), rw.body(), op)
}

fn lower_execute_region(op: ExecuteRegionOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(block) = body.op_block(op) else { return false };
    let region = body.regions(op)[0];
    let Some(entry) = body.entry_block(region) else { return false };
    let parent_region = body.block_region(block).expect("a block is in a region");
    let loc = body.op_loc(op);
    let result_types = result_types(body, op.into());
    let yields: Vec<OpId> =
        body.region_blocks(region).filter_map(|b| body.last_op(b)).filter(|&t| isa_yield(rw, t)).collect();

    let remaining = rw.split_block(block, op);
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    BranchOp::build(rw, loc, &[], vec![entry]);
    for terminator in yields {
        let operands: Vec<Value> = rw.body().operands(terminator).collect();
        rw.set_insertion_point(InsertPoint::Before(terminator));
        BranchOp::build(rw, loc, &operands, vec![remaining]);
        rw.erase_op(terminator);
    }
    rw.inline_region_before(region, parent_region, Some(remaining));
    let results: Vec<Value> =
        rw.with_body(|body| result_types.iter().map(|&t| body.add_block_arg(remaining, t, Some(loc))).collect());
    rw.replace_op(op, &results);
    true
}

fn lower_index_switch(op: IndexSwitchOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let Some(cond_block) = body.op_block(op) else { return false };
    let regions = body.regions(op).to_vec();
    let Some((&default_region, case_regions)) = regions.split_first() else { return false };
    let Some(cases) = op.cases(ctx, body) else { return false };
    let values = strata_ir::op_checks::dense_i64_values(ctx, cases);
    if values.len() != case_regions.len() {
        return false;
    }
    // Each region: its one block and its `scf.yield`.
    let mut ends = Vec::with_capacity(regions.len());
    for &region in case_regions.iter().chain([&default_region]) {
        let Some(block) = body.entry_block(region) else { return false };
        let Some(terminator) = body.last_op(block).filter(|&t| isa_yield(rw, t)) else { return false };
        ends.push((region, block, terminator));
    }
    let (loc, index) = (body.op_loc(op), op.arg(body));
    let result_types = result_types(body, op.into());
    let parent_region = body.block_region(cond_block).expect("a block is in a region");

    let continue_block = rw.split_block(cond_block, op);
    let results: Vec<Value> =
        rw.with_body(|body| result_types.iter().map(|&t| body.add_block_arg(continue_block, t, Some(loc))).collect());
    for &(region, _, terminator) in &ends {
        let (yielded, yield_loc): (Vec<Value>, _) =
            (rw.body().operands(terminator).collect(), rw.body().op_loc(terminator));
        rw.set_insertion_point(InsertPoint::Before(terminator));
        BranchOp::build(rw, yield_loc, &yielded, vec![continue_block]);
        rw.erase_op(terminator);
        rw.inline_region_before(region, parent_region, Some(continue_block));
    }
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let i32t = rw.ctx().integer_type(32);
    let flag = IndexCastOp::build(rw, loc, index, i32t).out(rw.body());
    let (default_block, case_blocks) = ends.split_last().map(|(d, c)| (d.1, c)).expect("a default region");
    let switch = Switch {
        flag,
        default_dest: default_block,
        default_operands: Vec::new(),
        case_values: values.iter().map(|&v| ApInt::from_i64(32, v)).collect(),
        case_dests: case_blocks.iter().map(|e| e.1).collect(),
        case_operands: vec![Vec::new(); case_blocks.len()],
    };
    let state = switch_state(rw.ctx(), rw.body(), loc, &switch);
    rw.create(state);
    rw.replace_op(op, &results);
    true
}

fn lower_parallel(op: ParallelOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let Some(block) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return false };
    let Some(reduce) = body.last_op(block).and_then(|t| ReduceOp::cast(rw.ctx(), body, t)) else { return false };
    let ivs_of_op = body.block_args(block).to_vec();
    let dims = ivs_of_op.len();
    let operands: Vec<Value> = body.operands(op).collect();
    if dims == 0 || operands.len() < 3 * dims {
        return false;
    }
    let (bounds, inits) = operands.split_at(3 * dims);
    // Each reduction: its block, its `scf.reduce.return` and the value returned.
    let mut reductions = Vec::new();
    for &region in body.regions(reduce) {
        let Some(red_block) = body.entry_block(region) else { return false };
        let Some(ret) = body.last_op(red_block) else { return false };
        if body.num_operands(ret) != 1 || body.block_args(red_block).len() != 2 {
            return false;
        }
        reductions.push((red_block, ret, body.operand(ret, 0)));
    }
    if reductions.len() != body.num_results(op) || reductions.len() != inits.len() {
        return false;
    }
    let loc = body.op_loc(op);
    let reduced: Vec<Value> = body.operands(reduce).collect();

    let mut iter_args = inits.to_vec();
    let mut loop_results = inits.to_vec();
    let mut ivs = Vec::with_capacity(dims);
    let mut innermost = None;
    for d in 0..dims {
        let (lower, upper, step) = (bounds[d], bounds[dims + d], bounds[2 * dims + d]);
        let types: Vec<_> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
        // As upstream's builder: an iteration argument is located where its
        // initial value is.
        let locs: Vec<_> = iter_args.iter().map(|&v| rw.body().value_loc(v).unwrap_or(loc)).collect();
        let iv_type = rw.body().value_type(lower);
        let (region, for_block) = rw.with_body(|body| {
            let region = body.create_region();
            let block = body.create_block();
            body.append_block(region, block);
            body.add_block_arg(block, iv_type, Some(loc));
            for (&t, &l) in types.iter().zip(&locs) {
                body.add_block_arg(block, t, Some(l));
            }
            (region, block)
        });
        let for_op = ForOp::build(rw, loc, lower, upper, step, &iter_args, &types, None, vec![region]);
        if iter_args.is_empty() {
            // As upstream's builder: a loop without results ends in an empty yield.
            rw.set_insertion_point(InsertPoint::BlockEnd(for_block));
            YieldOp::build(rw, loc, &[]);
        }
        let args = rw.body().block_args(for_block).to_vec();
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results = rw.body().results(for_op).to_vec();
        if d == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = innermost.expect("an enclosing loop");
            rw.set_insertion_point(InsertPoint::BlockEnd(outer));
            YieldOp::build(rw, loc, &results);
        }
        rw.set_insertion_point(InsertPoint::BlockStart(for_block));
        innermost = Some(for_block);
    }
    // The reductions' bodies, inlined before the reduce op.
    let mut yielded = Vec::with_capacity(reductions.len());
    for (i, &(red_block, ret, value)) in reductions.iter().enumerate() {
        let params = rw.body().block_args(red_block).to_vec();
        let args = [iter_args[i], reduced[i]];
        yielded.push(params.iter().position(|&p| p == value).map_or(value, |k| args[k]));
        rw.erase_op(ret);
        rw.inline_block_before(red_block, block, Some(reduce.into()), &args);
    }
    rw.erase_op(reduce);
    // Then the loop body, in the innermost loop (before its yield, if any).
    let Some(new_body) = innermost else { return false };
    let anchor = rw.body().last_op(new_body);
    rw.inline_block_before(block, new_body, anchor, &ivs);
    if !yielded.is_empty() {
        rw.set_insertion_point(InsertPoint::BlockEnd(new_body));
        YieldOp::build(rw, loc, &yielded);
    }
    rw.replace_op(op, &loop_results);
    true
}

fn lower_forall(op: ForallOp, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    if body.num_results(op) != 0 {
        return false;
    }
    let Some(iface) = strata_ir::LoopLikeOpInterface::of(ctx, body, op) else { return false };
    let lists = [
        (iface.lower_bounds)(ctx, body, op.into()),
        (iface.upper_bounds)(ctx, body, op.into()),
        (iface.steps)(ctx, body, op.into()),
    ];
    let [Some(lbs), Some(ubs), Some(steps)] = lists else { return false };
    let region = body.regions(op)[0];
    let Some(block) = body.entry_block(region) else { return false };
    let Some(terminator) = body.last_op(block) else { return false };
    let (loc, terminator_loc) = (body.op_loc(op), body.op_loc(terminator));

    let index = rw.ctx().index_type();
    let values = |rw: &mut ConversionRewriter<'_, '_>, list: &[OpFoldResult]| -> Vec<Value> {
        list.iter()
            .map(|entry| match *entry {
                OpFoldResult::Value(v) => v,
                OpFoldResult::Attribute(a) => ConstantOp::build(rw, loc, index, a).result(rw.body()),
            })
            .collect()
    };
    let (lbs, ubs, steps) = (values(rw, &lbs), values(rw, &ubs), values(rw, &steps));
    let new_region = rw.with_body(|body| body.create_region());
    ParallelOp::build(rw, loc, &lbs, &ubs, &steps, &[], &[], vec![new_region]);
    rw.inline_region_before(region, new_region, None);
    rw.set_insertion_point(InsertPoint::Before(terminator));
    ReduceOp::build(rw, terminator_loc, &[], vec![]);
    rw.erase_op(terminator);
    rw.replace_op(op, &[]);
    true
}

/// The discardable attributes of `op` whose values are `llvm` dialect
/// attributes (`llvm.loop_annotation`): upstream moves a loop's onto its
/// latch branch, where they become LLVM's `!llvm.loop` metadata.
fn llvm_attrs(ctx: &strata_ir::Context, body: &Body, op: OpId) -> Vec<(strata_ir::Ident, strata_ir::Attribute)> {
    let strata_ir::AttrKind::Dictionary(entries) = ctx.attr_kind(body.attrs(op)) else { return Vec::new() };
    let llvm = ctx.ident("llvm");
    entries
        .iter()
        .filter(|(_, v)| match ctx.attr_kind(*v) {
            strata_ir::AttrKind::Opaque { dialect, .. } => *dialect == llvm,
            strata_ir::AttrKind::Dialect(d) => ctx.attr_def(d.def).dialect == "llvm",
            _ => false,
        })
        .copied()
        .collect()
}

/// Gives the latch branch `latch` the loop's `llvm` attributes.
fn carry_llvm_attrs(
    rw: &mut ConversionRewriter<'_, '_>,
    attrs: Vec<(strata_ir::Ident, strata_ir::Attribute)>,
    latch: OpId,
) {
    if attrs.is_empty() {
        return;
    }
    let dict = rw.ctx().dictionary_attr(attrs);
    rw.with_body(|body| body.set_attrs(latch, dict));
}
