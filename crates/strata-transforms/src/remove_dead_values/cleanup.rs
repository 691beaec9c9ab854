//! The cleanup of `remove-dead-values` (upstream's `cleanUpDeadVals`), in
//! upstream's order: block arguments, successor operands, function
//! signatures, operands (call arguments, returns, `ub.poison` for region
//! branch operands), call results, whole ops (a terminator leaves
//! `ub.unreachable`), and last the `ub.poison` ops this made that nothing
//! uses.
//!
//! Upstream drops the uses of a value it erases; a kept op holding one is
//! left with a null operand. Here such uses first go to a placeholder, and
//! a placeholder still used at the end becomes a `ub.poison` right before
//! each op using it, so the IR stays valid.
//!
//! Invariant: every change goes through one `Rewriter` or the body the
//! pass owns; nothing is left holding a placeholder.

use strata_dialect_ub::{PoisonOp, UnreachableOp};
use strata_ir::{
    function_like, BranchOpInterface, CallOpInterface, Context, FxHashMap, FxHashSet, OpId, Traits, Value,
};
use strata_rewrite::Rewriter;

use super::CleanupList;

/// Removes what `list` names (see the module doc).
pub(super) fn clean_up_dead_values(ctx: &Context, body: &mut strata_ir::Body, list: CleanupList) {
    let mut rw = Rewriter::new(ctx, body);
    let mut cx = Cleanup { placeholders: Vec::new(), poisons: Vec::new() };

    // 1. Block arguments; a block several branches reach is cleaned once.
    for b in &list.blocks {
        if rw.body().block_args(b.block).len() != b.non_live_args.len() {
            continue;
        }
        let args = rw.body().block_args(b.block).to_vec();
        let dead: FxHashSet<Value> = args.iter().zip(&b.non_live_args).filter(|(_, &d)| d).map(|(&a, _)| a).collect();
        for (&a, _) in args.iter().zip(&b.non_live_args).filter(|(_, &d)| d) {
            cx.drop_all_uses(&mut rw, a);
        }
        let parent = rw.body().block_parent_op(b.block);
        let erase = |body: &mut strata_ir::Body| body.erase_block_args_if(b.block, |_, v| dead.contains(&v));
        match parent {
            Some(p) => rw.modify_op_in_place(p, erase),
            None => rw.with_body(erase),
        }
    }

    // 2. Successor operands, where the count is still the one decided on.
    for s in &list.successor_operands {
        let Some(iface) = BranchOpInterface::of(ctx, rw.body(), s.branch) else { continue };
        let body = rw.body();
        let ranges = (iface.successor_operands)(ctx, body, s.branch);
        let produced = (iface.produced_operand_counts)(ctx, body, s.branch);
        let skip = produced.get(s.successor).copied().unwrap_or(0);
        let Some(range) = ranges.get(s.successor).cloned() else { continue };
        if skip + range.len() != s.non_live.len() {
            continue;
        }
        let lists: Vec<Vec<Value>> = ranges
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let values = r.clone().map(|k| body.operand(s.branch, k));
                if i == s.successor {
                    values.zip(&s.non_live[skip..]).filter(|(_, &d)| !d).map(|(v, _)| v).collect()
                } else {
                    values.collect()
                }
            })
            .collect();
        let iface = *iface;
        rw.modify_op_in_place(s.branch, |b| iface.set_successor_operands(ctx, b, s.branch, &lists));
    }

    // 3. Function signatures.
    let mut erased_args: FxHashMap<OpId, &[bool]> = FxHashMap::default();
    for f in &list.functions {
        let args = function_like::arguments(ctx, rw.body(), f.func);
        for (&a, _) in args.iter().zip(&f.non_live_args).filter(|(_, &d)| d) {
            cx.drop_all_uses(&mut rw, a);
        }
        rw.modify_op_in_place(f.func, |b| {
            function_like::erase_arguments(ctx, b, f.func, &f.non_live_args);
            function_like::erase_results(ctx, b, f.func, &f.non_live_rets);
        });
        if f.non_live_args.contains(&true) {
            erased_args.insert(f.func, &f.non_live_args);
        }
    }

    // 4. Operands: a call loses the arguments its callee lost; a region
    // branch operand becomes poison; a return loses what no caller uses.
    for o in &list.operands {
        let body = rw.body();
        if let (Some(callee), Some(call)) = (o.callee, CallOpInterface::of(ctx, body, o.op)) {
            if let Some(dead) = erased_args.get(&callee) {
                let range = (call.arg_operands)(ctx, body, o.op);
                let mut erase = vec![false; body.num_operands(o.op)];
                for (i, _) in dead.iter().enumerate().filter(|(_, &d)| d) {
                    if let Some(e) = erase.get_mut(range.start + i).filter(|_| i < range.len()) {
                        *e = true;
                    }
                }
                rw.erase_operands(o.op, &erase);
                continue;
            }
        }
        if !o.non_live.contains(&true) {
            continue;
        }
        if o.replace_with_poison {
            for (k, _) in o.non_live.iter().enumerate().filter(|(_, &d)| d) {
                let v = rw.body().operand(o.op, k);
                let loc = rw.body().value_loc(v).unwrap_or_else(|| rw.body().op_loc(o.op));
                let ty = rw.body().value_type(v);
                rw.set_insertion_point_before(o.op);
                let poison = cx.poison(&mut rw, loc, ty);
                rw.modify_op_in_place(o.op, |b| b.set_operand(o.op, k, poison));
            }
        } else {
            let kept: Vec<Value> =
                rw.body().operands(o.op).zip(&o.non_live).filter(|(_, &d)| !d).map(|(v, _)| v).collect();
            rw.modify_op_in_place(o.op, |b| b.set_operands(o.op, &kept));
        }
    }

    // 5. Call results no caller uses.
    for r in &list.results {
        let results = rw.body().results(r.op).to_vec();
        for (&v, _) in results.iter().zip(&r.non_live).filter(|(_, &d)| d) {
            cx.drop_all_uses(&mut rw, v);
        }
        let keep: Vec<bool> = r.non_live.iter().map(|&d| !d).collect();
        rw.erase_op_results(r.op, &keep);
    }

    // 6. Whole ops; an erased terminator leaves `ub.unreachable`.
    for &op in &list.operations {
        if !rw.body().contains_op(op) {
            continue;
        }
        rw.set_insertion_point_before(op);
        if ctx.op_info(rw.body().op_name(op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR)) {
            let loc = rw.body().op_loc(op);
            UnreachableOp::build(&mut rw, loc);
        }
        for v in rw.body().results(op).to_vec() {
            cx.drop_all_uses(&mut rw, v);
        }
        rw.erase_op(op);
    }

    cx.poison_remaining_uses(&mut rw);

    // 7. The poison made here that nothing uses.
    for p in cx.poisons {
        if rw.body().contains_op(p) && rw.body().use_empty(p) {
            rw.erase_op(p);
        }
    }
}

struct Cleanup {
    /// Placeholders standing for values whose uses were dropped.
    placeholders: Vec<Value>,
    /// Every `ub.poison` made by the cleanup.
    poisons: Vec<OpId>,
}

impl Cleanup {
    /// Upstream's `dropAllUses`: the uses move to a placeholder.
    fn drop_all_uses(&mut self, rw: &mut Rewriter<'_>, v: Value) {
        if !rw.body().has_uses(v) {
            return;
        }
        let ty = rw.body().value_type(v);
        let p = rw.with_body(|b| b.create_placeholder(ty));
        rw.replace_all_uses_with(v, p);
        self.placeholders.push(p);
    }

    fn poison(&mut self, rw: &mut Rewriter<'_>, loc: strata_ir::Location, ty: strata_ir::Type) -> Value {
        let op = PoisonOp::build(rw, loc, ty, None);
        self.poisons.push(op.into());
        op.result(rw.body())
    }

    /// Each op still using a placeholder gets a `ub.poison` right before
    /// it instead; the placeholders go.
    fn poison_remaining_uses(&mut self, rw: &mut Rewriter<'_>) {
        for p in std::mem::take(&mut self.placeholders) {
            while let Some(u) = rw.body().uses(p).first().copied() {
                let ty = rw.body().value_type(p);
                let loc = rw.body().op_loc(u.op);
                rw.set_insertion_point_before(u.op);
                let poison = self.poison(rw, loc, ty);
                let operands: Vec<Value> = rw.body().operands(u.op).map(|v| if v == p { poison } else { v }).collect();
                rw.modify_op_in_place(u.op, |b| b.set_operands(u.op, &operands));
            }
            rw.with_body(|b| b.erase_placeholder(p));
        }
    }
}
