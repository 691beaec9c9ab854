//! Builders of `scf.for` and `scf.if` with their bodies (upstream's
//! `scf::ForOp` and `scf::IfOp` builders that take body-builder
//! callbacks), for the patterns of other dialects.
//!
//! Invariant: a body is built in its region before the op that holds it
//! exists, as upstream's builders do; a greedy driver is therefore not
//! told of the ops inside (they are in no op yet when created) and finds
//! them on its next sweep, which is what makes the order of its work, and
//! so of hoisted constants, upstream's. The rewriter's insertion point is
//! after the new op when the builder returns.

use strata_ir::{InsertPoint, Location, Value};
use strata_rewrite::Rewriter;

use crate::{ForOp, IfOp, YieldOp};

/// `scf.for %iv = lower to upper step step iter_args(inits)` whose body
/// `body(rw, iv, iter_args)` builds, terminator included (upstream's
/// `ForOp::build` with a `BodyBuilderFn`). The induction variable is
/// located at `loc`, each iteration argument where its initial value is.
pub fn for_loop(
    rw: &mut Rewriter<'_>,
    loc: Location,
    (lower, upper, step): (Value, Value, Value),
    inits: &[Value],
    body: impl FnOnce(&mut Rewriter<'_>, Value, &[Value]),
) -> ForOp {
    let types: Vec<_> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let locs: Vec<_> = inits.iter().map(|&v| rw.body().value_loc(v).unwrap_or(loc)).collect();
    let iv_type = rw.body().value_type(lower);
    let (region, block) = rw.with_body(|b| {
        let region = b.create_region();
        let block = b.create_block();
        b.append_block(region, block);
        b.add_block_arg(block, iv_type, Some(loc));
        for (&t, &l) in types.iter().zip(&locs) {
            b.add_block_arg(block, t, Some(l));
        }
        (region, block)
    });
    let args = rw.body().block_args(block).to_vec();
    let after = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    body(rw, args[0], &args[1..]);
    rw.set_insertion_point(after);
    ForOp::build(rw, loc, lower, upper, step, inits, &types, None, vec![region])
}

/// `scf.for` without iteration arguments whose body is just its `scf.yield`
/// (upstream's `ForOp::build` without a body builder: `ensureTerminator`).
pub fn empty_for_loop(rw: &mut Rewriter<'_>, loc: Location, bounds: (Value, Value, Value)) -> ForOp {
    for_loop(rw, loc, bounds, &[], |rw, _, _| {
        YieldOp::build(rw, loc, &[]);
    })
}

/// `scf.if cond` whose then block `then` builds and whose else block, if
/// `otherwise` is given, it builds (terminators included); its result
/// types are the then block's yielded types (upstream's `IfOp::build` with
/// builder callbacks, which infers them).
pub fn if_op(
    rw: &mut Rewriter<'_>,
    loc: Location,
    cond: Value,
    then: impl FnOnce(&mut Rewriter<'_>),
    otherwise: Option<&mut dyn FnMut(&mut Rewriter<'_>)>,
) -> IfOp {
    let after = rw.insertion_point();
    let then_region = rw.with_body(|b| b.create_region());
    let then_block = new_block(rw, then_region);
    rw.set_insertion_point(InsertPoint::BlockEnd(then_block));
    then(rw);
    let else_region = rw.with_body(|b| b.create_region());
    if let Some(otherwise) = otherwise {
        let else_block = new_block(rw, else_region);
        rw.set_insertion_point(InsertPoint::BlockEnd(else_block));
        otherwise(rw);
    }
    rw.set_insertion_point(after);
    let types: Vec<_> = match rw.body().last_op(then_block) {
        Some(term) => rw.body().operands(term).map(|v| rw.body().value_type(v)).collect(),
        None => Vec::new(),
    };
    IfOp::build(rw, loc, cond, &types, vec![then_region, else_region])
}

fn new_block(rw: &mut Rewriter<'_>, region: strata_ir::RegionId) -> strata_ir::BlockId {
    rw.with_body(|b| {
        let block = b.create_block();
        b.append_block(region, block);
        block
    })
}
