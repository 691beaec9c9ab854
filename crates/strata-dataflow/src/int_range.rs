//! Integer range analysis (upstream's `IntegerRangeAnalysis` and its
//! `IntegerValueRangeLattice`): the unsigned and signed interval each
//! integer value (or the elements of an integer vector or tensor) lies in.
//!
//! An op's result ranges come from its `InferIntRangeInterface` hook
//! (`strata_ir::int_range`), called once every operand's range is known;
//! ops without the interface give their integer results every value. A
//! loop's single induction variable gets the range of its bounds and step
//! (`LoopLikeOpInterface`); other values are joined along control flow by
//! [`crate::SparseForward`]. A value yielded by a terminator whose range
//! keeps growing is widened to every value at once, as upstream's, so a
//! loop counter does not climb one step per visit.
//!
//! Ops that keep what was inferred for their operands
//! ([`ReflectIntRanges`], upstream's `test.reflect_bounds`) are found by
//! [`ranges_to_reflect`] once the solver is done and written by
//! [`reflect_int_ranges`] once it has let go of the body.
//!
//! When a range narrows to one value, the value's [`ConstantValue`] becomes
//! that constant (else unknown), so dead code analysis decides branches on
//! ranges too. Non-integer values stay uninitialized.

use strata_ir::int_range::{int_width, ConstantIntRanges, InferIntRangeInterface, ReflectIntRanges};
use strata_ir::{
    ApInt, AttrKind, Body, Context, DenseElements, DenseValue, Diagnostic, LoopLikeOpInterface, OpFoldResult, OpId,
    Traits, Value, WalkOrder,
};

use crate::constant::ConstantValue;
use crate::solver::{ChangeResult, DataFlowSolver, ProgramPoint};
use crate::sparse::{SparseForwardAnalysis, SparseLattice};

/// The range of a value, or uninitialized (upstream's `IntegerValueRange`).
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct IntegerValueRange(pub Option<ConstantIntRanges>);

impl IntegerValueRange {
    /// Every value of `value`'s integer type; uninitialized for a value
    /// that is not an integer (upstream's `getMaxRange`).
    pub fn max_range(ctx: &Context, body: &Body, value: Value) -> IntegerValueRange {
        IntegerValueRange(int_width(ctx, body.value_type(value)).map(ConstantIntRanges::max_range))
    }

    pub fn range(&self) -> Option<&ConstantIntRanges> {
        self.0.as_ref()
    }
}

impl SparseLattice for IntegerValueRange {
    fn join(&mut self, other: &IntegerValueRange) -> ChangeResult {
        match (&mut self.0, &other.0) {
            (_, None) => ChangeResult::NoChange,
            (s @ None, Some(o)) => {
                *s = Some(o.clone());
                ChangeResult::Change
            }
            (Some(s), Some(o)) => {
                if s.union_in_place(o) {
                    ChangeResult::Change
                } else {
                    ChangeResult::NoChange
                }
            }
        }
    }

    fn is_uninitialized(&self) -> bool {
        self.0.is_none()
    }

    const HAS_ON_UPDATE: bool = true;

    /// The value's constant follows its range (upstream's
    /// `IntegerValueRangeLattice::onUpdate`).
    fn on_update(solver: &mut DataFlowSolver<'_>, value: Value) {
        let ctx = solver.ctx();
        let body = solver.body();
        let range = solver.lookup::<IntegerValueRange>(value);
        let constant =
            range.and_then(IntegerValueRange::range).and_then(ConstantIntRanges::constant_value).and_then(|c| {
                let value_attr = integer_attr_like(ctx, body.value_type(value), c.clone())?;
                // The dialect of the defining op, or of the op owning the
                // block of an argument.
                let owner = body.defining_op(value).or_else(|| match body.value_def(value) {
                    strata_ir::ValueDef::BlockArgument { block, .. } => body.block_parent_op(block),
                    _ => None,
                })?;
                Some(ConstantValue::Constant { value: value_attr, dialect_op: body.op_name(owner) })
            });
        let state = constant.unwrap_or(ConstantValue::Unknown);
        solver.update::<ConstantValue>(value, |cv| cv.join(&state));
    }
}

/// `value` as an attribute of type `ty`: an integer attribute, or a splat
/// of it for a static vector or tensor of integers.
pub fn integer_attr_like(ctx: &Context, ty: strata_ir::Type, value: ApInt) -> Option<strata_ir::Attribute> {
    match ctx.shape(ty) {
        None => Some(ctx.intern_attr(AttrKind::Integer { ty, value })),
        Some(shape) if shape.iter().all(|&d| d != strata_ir::DYNAMIC) => {
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                elements: DenseElements { values: vec![DenseValue::Int(value)] },
            }))
        }
        Some(_) => None,
    }
}

/// The analysis (see the module doc).
#[derive(Default)]
pub struct IntegerRangeAnalysis;

impl SparseForwardAnalysis for IntegerRangeAnalysis {
    type Lattice = IntegerValueRange;

    fn entry_state(&self, ctx: &Context, body: &Body, value: Value) -> IntegerValueRange {
        IntegerValueRange::max_range(ctx, body, value)
    }

    fn visit_operation(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> Result<Option<Vec<IntegerValueRange>>, Diagnostic> {
        let solver: &DataFlowSolver<'_> = solver;
        let (ctx, body) = (solver.ctx(), solver.body());
        let results = body.results(op);
        let Some(iface) = InferIntRangeInterface::of(ctx, body, op) else {
            return Ok(Some(results.iter().map(|&r| self.entry_state(ctx, body, r)).collect()));
        };
        // Upstream's `inferResultRangesFromOptional`: nothing until every
        // operand has a range.
        if operands.iter().any(SparseLattice::is_uninitialized) {
            return Ok(None);
        }
        let ranges: smallvec::SmallVec<[Option<ConstantIntRanges>; 2]> = operands.iter().map(|r| r.0.clone()).collect();
        let mut inferred = (iface.infer_result_ranges)(ctx, body, op, &ranges).into_iter();
        let mut states = Vec::with_capacity(results.len());
        for &r in results {
            let state = IntegerValueRange(inferred.next().flatten());
            states.push(widen_loop_variant(solver, r, state));
        }
        Ok(Some(states))
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        solver: &mut DataFlowSolver<'_>,
        op: OpId,
        _region: Option<usize>,
        values: &[Value],
        inputs: std::ops::Range<usize>,
    ) -> Vec<(usize, IntegerValueRange)> {
        let (ctx, body) = (solver.ctx(), solver.body());
        let default = |solver: &mut DataFlowSolver<'_>| {
            let (ctx, body) = (solver.ctx(), solver.body());
            (0..values.len())
                .filter(|i| !inputs.contains(i))
                .map(|i| (i, IntegerValueRange::max_range(ctx, body, values[i])))
                .collect()
        };
        let Some(iface) = LoopLikeOpInterface::of(ctx, body, op) else { return default(solver) };
        let ivs = (iface.induction_vars)(ctx, body, op);
        let Some(&[iv]) = ivs.as_deref() else { return default(solver) };
        let single = |bounds: Option<Vec<OpFoldResult>>| bounds.filter(|b| b.len() == 1).map(|mut b| b.remove(0));
        let (lb, ub, step) = (
            single((iface.lower_bounds)(ctx, body, op)),
            single((iface.upper_bounds)(ctx, body, op)),
            single((iface.steps)(ctx, body, op)),
        );
        let Some(width) = int_width(ctx, body.value_type(iv)) else { return Vec::new() };
        let strata_ir::ValueDef::BlockArgument { block, .. } = body.value_def(iv) else { return Vec::new() };
        let point = ProgramPoint::BlockStart(block);
        let bound = |solver: &mut DataFlowSolver<'_>, b: Option<OpFoldResult>, upper: bool| -> ApInt {
            let fallback = if upper { ApInt::signed_max(width) } else { ApInt::signed_min(width) };
            match b {
                Some(OpFoldResult::Attribute(a)) => match solver.ctx().attr_kind(a) {
                    AttrKind::Integer { value, .. } if value.width() == width => value.clone(),
                    _ => fallback,
                },
                Some(OpFoldResult::Value(v)) => match solver.read_for::<IntegerValueRange>(point, v).0 {
                    Some(r) if r.width() == width => {
                        if upper {
                            r.smax
                        } else {
                            r.smin
                        }
                    }
                    _ => fallback,
                },
                None => fallback,
            }
        };
        let mut min = bound(solver, lb, false);
        let mut max = bound(solver, ub, true);
        // An unknown step is taken to be positive.
        let step = bound(solver, step, true);
        if step.is_negative() {
            std::mem::swap(&mut min, &mut max);
        } else {
            // Loops exclude their upper bound.
            max = max.sub(&ApInt::from_u64(width, 1));
        }
        let index = values.iter().position(|&v| v == iv);
        match index {
            Some(i) if max.scmp(&min) != std::cmp::Ordering::Less => {
                vec![(i, IntegerValueRange(Some(ConstantIntRanges::from_signed(&min, &max))))]
            }
            _ => Vec::new(),
        }
    }
}

/// A result yielded by a terminator whose range grows after it was first
/// set gets every value at once (upstream's loop-variant widening).
fn widen_loop_variant(solver: &DataFlowSolver<'_>, result: Value, state: IntegerValueRange) -> IntegerValueRange {
    let (ctx, body) = (solver.ctx(), solver.body());
    let Some(old) = solver.lookup::<IntegerValueRange>(result).and_then(IntegerValueRange::range) else {
        return state;
    };
    // Would joining `state` grow the old range?
    if state.range().is_none_or(|s| old.covers(s)) {
        return state;
    }
    let yielded = body.uses(result).iter().any(|u| {
        // `hasTrait` as upstream: false for an unregistered op.
        ctx.op_info(body.op_name(u.op)).is_some_and(|i| i.has_trait(Traits::IS_TERMINATOR))
    });
    if yielded {
        IntegerValueRange::max_range(ctx, body, result)
    } else {
        state
    }
}

/// What each op under `top` that keeps inferred ranges ([`ReflectIntRanges`])
/// saw on its last visit: the ops the analysis visited (in a live block,
/// every operand's range known, as upstream calls `inferResultRanges`)
/// with their operands' ranges, in pre-order.
pub fn ranges_to_reflect(solver: &DataFlowSolver<'_>, top: OpId) -> Vec<(OpId, Vec<Option<ConstantIntRanges>>)> {
    let (ctx, body) = (solver.ctx(), solver.body());
    let mut found = Vec::new();
    for op in body.collect_ops(top, WalkOrder::PreOrder) {
        if ReflectIntRanges::of(ctx, body, op).is_none() || !crate::dead_code::in_live_block(solver, op) {
            continue;
        }
        let ranges: Option<Vec<Option<ConstantIntRanges>>> = body
            .operands(op)
            .map(|v| {
                let range = solver.read::<IntegerValueRange>(v);
                (!range.is_uninitialized()).then_some(range.0)
            })
            .collect();
        if let Some(ranges) = ranges {
            found.push((op, ranges));
        }
    }
    found
}

/// Lets each op [`ranges_to_reflect`] found keep its ranges.
pub fn reflect_int_ranges(ctx: &Context, body: &mut Body, found: &[(OpId, Vec<Option<ConstantIntRanges>>)]) {
    for (op, ranges) in found {
        if let Some(iface) = ReflectIntRanges::of(ctx, body, *op) {
            (iface.reflect)(ctx, body, *op, ranges);
        }
    }
}
