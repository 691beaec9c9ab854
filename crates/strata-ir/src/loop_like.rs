//! `LoopLikeOpInterface` (upstream's `mlir/Interfaces/LoopLikeInterface.td`):
//! what a generic pass needs to know about a loop without knowing its
//! dialect — which regions run repeatedly, its induction variables and
//! their bounds and steps. scf's and affine's loops implement it (wired by
//! the generated registration from ODS); passes ask
//! [`LoopLikeOpInterface::of`] instead of naming loop ops.
//!
//! Loops that carry values from one iteration to the next (`scf.for`'s
//! `iter_args`) also say which operands start them, which block arguments
//! hold them and which terminator operands pass them on
//! ([`LoopIterArgs`], upstream's `getRegionIterArgs`, `getInitsMutable`,
//! `getYieldedValuesMutable`, `getLoopResults`), and can be rebuilt with
//! more of them (`replaceWithAdditionalYields`).
//!
//! Invariants: the hooks other than `replace_with_additional_yields` only
//! read the IR; a malformed op (a missing region or operand) answers an
//! empty list or `None`, never panics.
//! Bounds and steps are [`OpFoldResult`]s, upstream's form: a constant as
//! an `index` attribute, anything else as the value.

use crate::{Body, Context, OpFoldResult, OpId, RegionId, Value};

/// Builds the values a rebuilt loop yields for its new iteration
/// arguments, given the terminator (the builder goes before it) and the
/// new block arguments.
pub type NewYieldValuesFn<'a> = dyn FnMut(&mut Body, OpId, &[Value]) -> Vec<Value> + 'a;

/// The loop-carried values of a loop whose single-block body starts with
/// `first_iter_arg` other arguments (the induction variables), takes one
/// argument per trailing init operand, and yields one value per argument
/// through its terminator, the loop's results being the last values.
#[derive(Copy, Clone)]
pub struct LoopIterArgs {
    /// The operand index of the first init value (the inits are the
    /// trailing operands).
    pub first_init: fn(&Context, &Body, OpId) -> Option<usize>,
    /// How many entry block arguments precede the iteration arguments.
    pub first_iter_arg: usize,
    /// Replaces the loop by one with `new_inits` appended to its inits,
    /// block arguments for them, the values the callback builds appended
    /// to its terminator, and the old results replaced by the leading new
    /// ones; with `replace_init_uses_in_loop`, uses of the new inits inside
    /// the loop take the new block arguments. Returns the new loop.
    #[allow(clippy::type_complexity)]
    pub replace_with_additional_yields:
        fn(&Context, &mut Body, OpId, &[Value], bool, &mut NewYieldValuesFn<'_>) -> Option<OpId>,
}

/// Per-op hooks of a loop op, in upstream's vocabulary.
#[derive(Copy, Clone)]
pub struct LoopLikeOpInterface {
    /// The regions that run repeatedly (upstream's `getLoopRegions`).
    pub loop_regions: fn(&Context, &Body, OpId) -> Vec<RegionId>,
    /// One value per dimension of the iteration space, if the loop has
    /// induction variables (`getLoopInductionVars`; `scf.while` has none).
    pub induction_vars: fn(&Context, &Body, OpId) -> Option<Vec<Value>>,
    /// The lower bound per induction variable, when expressible
    /// (`getLoopLowerBounds`).
    pub lower_bounds: fn(&Context, &Body, OpId) -> Option<Vec<OpFoldResult>>,
    /// The upper bound per induction variable (`getLoopUpperBounds`).
    pub upper_bounds: fn(&Context, &Body, OpId) -> Option<Vec<OpFoldResult>>,
    /// The step per induction variable (`getLoopSteps`).
    pub steps: fn(&Context, &Body, OpId) -> Option<Vec<OpFoldResult>>,
    /// The loop-carried values, for loops that have them.
    pub iter_args: Option<LoopIterArgs>,
}

impl LoopIterArgs {
    /// `replace_with_additional_yields` of a loop whose inits are its
    /// trailing operands (the last operand segment, for an op with
    /// `AttrSizedOperandSegments`) and whose single-block body starts with
    /// one induction variable (`scf.for`, `affine.for`; upstream's
    /// `replaceWithAdditionalYields` of both): a new op of the same name
    /// before the old one, with its operands, properties and attributes
    /// and `new_inits` appended; the old body moves into it (the induction
    /// variable at the loop's location, each iteration argument at its
    /// init's, as upstream's builders place them) and its terminator gains
    /// the callback's values.
    pub fn replace_with_trailing_inits(
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        new_inits: &[Value],
        replace_init_uses_in_loop: bool,
        new_yields: &mut NewYieldValuesFn<'_>,
    ) -> Option<OpId> {
        let old_block = body.entry_block(*body.regions(op).first()?)?;
        let old_terminator = body.last_op(old_block)?;
        let iv_type = body.value_type(*body.block_args(old_block).first()?);
        let loc = body.op_loc(op);
        let mut st = crate::OperationState::new(body.op_name(op), loc);
        st.operands = body.operands(op).chain(new_inits.iter().copied()).collect();
        st.properties = body.properties(op);
        st.attrs = Some(body.attrs(op));
        st.result_types = body.results(op).iter().chain(new_inits).map(|&v| body.value_type(v)).collect();
        st.regions.push(body.create_region());
        let new = body.create_op(st, ctx.empty_dictionary());
        body.insert_op_before(op, new);
        let sized =
            ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(crate::Traits::ATTR_SIZED_OPERAND_SEGMENTS));
        if sized {
            let mut sizes = crate::op_checks::i64_array(ctx, body, op, "operandSegmentSizes");
            *sizes.last_mut()? += new_inits.len() as i64;
            crate::op_checks::set_inherent_attr(ctx, body, new, "operandSegmentSizes", ctx.dense_i32_array(&sizes));
        }
        let block = body.create_block();
        body.append_block(body.regions(new)[0], block);
        body.add_block_arg(block, iv_type, Some(loc));
        let first_init = body.num_operands(op) - (body.block_args(old_block).len() - 1);
        for init in body.operands(new).skip(first_init).collect::<Vec<_>>() {
            let init_loc = body.value_loc(init);
            body.add_block_arg(block, body.value_type(init), init_loc);
        }
        let args = body.block_args(block).to_vec();
        let (old_args, new_args) = args.split_at(args.len() - new_inits.len());
        let yielded = new_yields(body, old_terminator, new_args);
        let operands: Vec<Value> = body.operands(old_terminator).chain(yielded).collect();
        body.set_operands(old_terminator, &operands);
        body.merge_blocks(old_block, block, old_args, None);
        if replace_init_uses_in_loop {
            for (&init, &arg) in new_inits.iter().zip(new_args) {
                body.replace_uses_with_if(init, arg, |b, u| u.op != new && b.is_ancestor(new, u.op));
            }
        }
        let results = body.results(new)[..body.num_results(op)].to_vec();
        body.replace_op(op, &results);
        Some(new)
    }
}

impl LoopLikeOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c LoopLikeOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<LoopLikeOpInterface>())
    }

    /// A loop over `loop_regions` with no induction variables and no
    /// bounds (upstream's defaults); set the other hooks to add them.
    pub fn new(loop_regions: fn(&Context, &Body, OpId) -> Vec<RegionId>) -> LoopLikeOpInterface {
        LoopLikeOpInterface {
            loop_regions,
            induction_vars: |_, _, _| None,
            lower_bounds: |_, _, _| None,
            upper_bounds: |_, _, _| None,
            steps: |_, _, _| None,
            iter_args: None,
        }
    }

    /// The iteration arguments of `op` (`getRegionIterArgs`): empty for a
    /// loop without them or a malformed one.
    pub fn region_iter_args(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let Some(ia) = self.iter_args else { return Vec::new() };
        let Some(block) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Vec::new() };
        let args = body.block_args(block);
        let inits = (ia.first_init)(ctx, body, op).map_or(0, |f| body.num_operands(op).saturating_sub(f));
        let iter = args.get(ia.first_iter_arg..).unwrap_or(&[]);
        if iter.len() != inits || body.num_results(op) != inits {
            return Vec::new();
        }
        iter.to_vec()
    }

    /// The position of `arg` among the iteration arguments of `op`.
    pub fn iter_arg_index(&self, ctx: &Context, body: &Body, op: OpId, arg: Value) -> Option<usize> {
        self.region_iter_args(ctx, body, op).iter().position(|&a| a == arg)
    }

    /// The operand index of the init of iteration argument `i`
    /// (`getTiedLoopInit`).
    pub fn tied_init(&self, ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<usize> {
        let first = (self.iter_args?.first_init)(ctx, body, op)?;
        (first + i < body.num_operands(op)).then_some(first + i)
    }

    /// The terminator and its operand index that pass iteration argument
    /// `i` on (`getTiedLoopYieldedValue`).
    pub fn tied_yielded(&self, body: &Body, op: OpId, i: usize) -> Option<(OpId, usize)> {
        self.iter_args?;
        let block = body.entry_block(*body.regions(op).first()?)?;
        let term = body.last_op(block)?;
        (i < body.num_operands(term)).then_some((term, i))
    }

    /// The iteration argument an operand of `op` starts
    /// (`getTiedLoopRegionIterArg`), if it is an init.
    pub fn tied_iter_arg_of_operand(&self, ctx: &Context, body: &Body, op: OpId, operand: usize) -> Option<Value> {
        let first = (self.iter_args?.first_init)(ctx, body, op)?;
        self.region_iter_args(ctx, body, op).get(operand.checked_sub(first)?).copied()
    }

    /// The result of `op` an init operand of it becomes
    /// (`getTiedLoopResult`), if it is an init.
    pub fn tied_result(&self, ctx: &Context, body: &Body, op: OpId, operand: usize) -> Option<Value> {
        let first = (self.iter_args?.first_init)(ctx, body, op)?;
        body.results(op).get(operand.checked_sub(first)?).copied()
    }

    /// The loops nested in `op` (itself included), innermost first
    /// (post-order), as the hoisting passes visit them.
    pub fn loops_innermost_first(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
        let mut loops = Vec::new();
        // A loop holds its body in a region: the leaves are none.
        body.walk_region_ops(op, crate::WalkOrder::PostOrder, |body, o| {
            if LoopLikeOpInterface::of(ctx, body, o).is_some() {
                loops.push(o);
            }
            crate::WalkResult::Advance
        });
        loops
    }

    /// Every region of the op (most loops have one, the body).
    pub fn all_regions(_: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
        body.regions(op).to_vec()
    }

    /// Is `v` defined outside `op`, not in a region of `op` or of an op
    /// nested in it (upstream's default `isDefinedOutsideOfLoop`)? A value
    /// without a definition (a parser placeholder) counts as outside.
    pub fn is_defined_outside(body: &Body, op: impl Into<OpId>, v: Value) -> bool {
        match body.value_parent_region(v).and_then(|r| body.region_parent(r)) {
            Some(owner) => !body.is_ancestor(op, owner),
            None => true,
        }
    }

    /// The leading `n` arguments of the op's first region's entry block
    /// (the induction variables of most loops).
    pub fn leading_block_args(body: &Body, op: OpId, n: usize) -> Option<Vec<Value>> {
        let block = body.entry_block(*body.regions(op).first()?)?;
        body.block_args(block).get(..n).map(<[Value]>::to_vec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OpInfo, OperationState};

    #[test]
    fn a_registered_loop_answers_and_other_ops_do_not() {
        let ctx = Context::new();
        let mut info = OpInfo::new("t.loop");
        let mut iface = LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions);
        iface.induction_vars = |_, body, op| LoopLikeOpInterface::leading_block_args(body, op, 1);
        info.interfaces.insert(iface);
        ctx.register_op(info);
        let mut body = Body::new();
        let st = OperationState::new(ctx.op_name("t.loop"), ctx.unknown_loc());
        let lp = body.create_op(st, ctx.empty_dictionary());
        let region = body.add_region(lp);
        let block = body.create_block();
        body.append_block(region, block);
        let iv = body.add_block_arg(block, ctx.index_type(), None);
        let other =
            body.create_op(OperationState::new(ctx.op_name("t.other"), ctx.unknown_loc()), ctx.empty_dictionary());
        let iface = LoopLikeOpInterface::of(&ctx, &body, lp).expect("a loop");
        assert_eq!((iface.loop_regions)(&ctx, &body, lp), vec![region]);
        assert_eq!((iface.induction_vars)(&ctx, &body, lp), Some(vec![iv]));
        assert_eq!((iface.steps)(&ctx, &body, lp), None);
        assert!(LoopLikeOpInterface::of(&ctx, &body, other).is_none());
    }
}
