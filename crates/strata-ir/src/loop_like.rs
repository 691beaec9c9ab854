//! `LoopLikeOpInterface` (upstream's `mlir/Interfaces/LoopLikeInterface.td`):
//! what a generic pass needs to know about a loop without knowing its
//! dialect — which regions run repeatedly, its induction variables and
//! their bounds and steps. scf's and affine's loops implement it (wired by
//! the generated registration from ODS); passes ask
//! [`LoopLikeOpInterface::of`] instead of naming loop ops.
//!
//! Invariants: the hooks only read the IR; a malformed op (a missing
//! region or operand) answers an empty list or `None`, never panics.
//! Bounds and steps are [`OpFoldResult`]s, upstream's form: a constant as
//! an `index` attribute, anything else as the value.

use crate::{Body, Context, OpFoldResult, OpId, RegionId, Value};

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
        }
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
