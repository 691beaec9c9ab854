//! Upstream's control-flow interfaces (`ControlFlowInterfaces.td`), for
//! every dialect:
//!
//! - [`BranchOpInterface`]: a terminator branching to successor blocks,
//!   with the operands each successor's arguments receive;
//! - [`RegionBranchOpInterface`]: an op whose regions form control flow
//!   among themselves and the op (`scf.for`, `scf.if`, `test.region_if`):
//!   from each [`RegionBranchPoint`] (entering the op, or one of its
//!   regions' terminators) to which [`RegionSuccessor`]s (a region, or back
//!   to the op's results), and which operands flow into which inputs;
//! - [`RegionBranchTerminatorOpInterface`]: the terminators of such regions
//!   that are branch points, with the operands they forward. `ReturnLike`
//!   terminators have it implicitly (all their operands), as upstream's
//!   `ReturnLike` trait brings it in.
//!
//! Dialects provide the interfaces as tables of functions; generated code
//! attaches the ones an op's ODS declares. Generic code (verification, the
//! region-branch canonicalizations in `strata-rewrite`, region
//! simplification) only goes through these tables, never op names.
//!
//! Invariant: every range an implementation returns is clamped to what the
//! op has (operands, results, entry block arguments), so a malformed op
//! never yields an out-of-range index; callers compare counts where they
//! need them to agree.

use std::ops::Range;

use crate::op_checks::op_error;
use crate::{Attribute, Body, Context, Diagnostic, OpId, Traits, Type, Value};

/// The one successor a branch takes given the constant values of its
/// operands (`None` for an operand whose value is not known), if they
/// decide it.
pub type SuccessorForOperands = fn(&Context, &Body, OpId, &[Option<Attribute>]) -> Option<usize>;

/// The region successors of a region op or terminator given the constant
/// values of its operands (`None` for an operand whose value is not known).
pub type SuccessorsForOperands = fn(&Context, &Body, OpId, &[Option<Attribute>]) -> Vec<RegionSuccessor>;

/// Upstream's `BranchOpInterface`: operand `range.start + i` of successor
/// `s`'s range becomes argument `produced[s] + i` of successor `s`, where
/// the first `produced[s]` arguments are values the branch produces itself
/// (none in cf; `test.internal_br` produces one).
///
/// The ranges come all at once, in successor order: a `cf.switch` finds its
/// case ranges by summing the case segment sizes, so one query per
/// successor would be quadratic in its cases.
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The operand range forwarded to each successor, in successor order.
    pub successor_operands: fn(&Context, &Body, OpId) -> Vec<std::ops::Range<usize>>,
    /// Records new forwarded-operand counts, one per successor, in the op's
    /// properties (segment sizes); the operands are already in place.
    pub set_successor_operand_counts: fn(&Context, &mut Body, OpId, &[usize]),
    /// The one successor taken given the operands' constant values, if
    /// they decide it (upstream's `getSuccessorForOperands`); `None` for
    /// ops that never know ([`BranchOpInterface::no_known_successor`]).
    pub successor_for_operands: SuccessorForOperands,
    /// How many leading arguments of each successor the branch produces
    /// itself rather than forwards (upstream's
    /// `SuccessorOperands::getProducedOperandCount`), in successor order;
    /// [`BranchOpInterface::no_produced_operands`] for branches that
    /// forward everything (a missing entry counts 0).
    pub produced_operand_counts: fn(&Context, &Body, OpId) -> Vec<usize>,
}

impl BranchOpInterface {
    /// The branch produces no successor argument itself.
    pub fn no_produced_operands(_: &Context, _: &Body, _: OpId) -> Vec<usize> {
        Vec::new()
    }

    /// Upstream's default `getSuccessorForOperands`: no successor is known.
    pub fn no_known_successor(_: &Context, _: &Body, _: OpId, _: &[Option<Attribute>]) -> Option<usize> {
        None
    }

    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c BranchOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<BranchOpInterface>())
    }

    /// Makes `operands[s]` the operands forwarded to successor `s` (one list
    /// per successor), keeping every other operand and the segment sizes
    /// consistent (upstream's `SuccessorOperands::erase` and `append`). The
    /// caller reports the change.
    pub fn set_successor_operands(&self, ctx: &Context, body: &mut Body, op: impl Into<OpId>, operands: &[Vec<Value>]) {
        let op: OpId = op.into();
        let ranges = (self.successor_operands)(ctx, body, op);
        assert_eq!(ranges.len(), operands.len(), "set_successor_operands: one list per successor");
        let old: Vec<Value> = body.operands(op).collect();
        let mut order: Vec<usize> = (0..ranges.len()).collect();
        // In operand order; an empty range sorts before a range starting at
        // the same operand (a branch may forward its groups out of order,
        // as `test.producing_br` does).
        order.sort_by_key(|&s| (ranges[s].start, ranges[s].end));
        let mut new = Vec::with_capacity(old.len());
        let mut pos = 0;
        for s in order {
            new.extend_from_slice(&old[pos..ranges[s].start]);
            new.extend_from_slice(&operands[s]);
            pos = ranges[s].end;
        }
        new.extend_from_slice(&old[pos..]);
        body.set_operands(op, &new);
        let counts: Vec<usize> = operands.iter().map(Vec::len).collect();
        (self.set_successor_operand_counts)(ctx, body, op, &counts);
    }
}

/// Where control flow comes from along a region-branch edge (upstream's
/// `RegionBranchPoint`): entering the op, or a region branch terminator
/// of one of its regions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegionBranchPoint {
    Parent,
    Terminator(OpId),
}

/// Where control flow goes along a region-branch edge (upstream's
/// `RegionSuccessor`): region `region` of the op, or (`None`) back to the
/// op, and which of its values receive the successor operands (`inputs`:
/// indices of the region's entry block arguments, or of the op's results).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RegionSuccessor {
    pub region: Option<usize>,
    pub inputs: Range<usize>,
}

impl RegionSuccessor {
    /// Back to the op, into its results `inputs`.
    pub fn parent(inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor { region: None, inputs }
    }

    /// Into region `index`, whose entry block arguments `inputs` receive.
    pub fn region(index: usize, inputs: Range<usize>) -> RegionSuccessor {
        RegionSuccessor { region: Some(index), inputs }
    }

    pub fn is_parent(&self) -> bool {
        self.region.is_none()
    }

    /// The input values (upstream's `getSuccessorInputs`) of this successor
    /// of `op`, clamped to what exists (none for a region without blocks).
    pub fn input_values<'b>(&self, body: &'b Body, op: impl Into<OpId>) -> &'b [Value] {
        let values: &[Value] = match self.region {
            None => body.results(op),
            Some(i) => match body.regions(op).get(i).and_then(|&r| body.entry_block(r)) {
                Some(entry) => body.block_args(entry),
                None => &[],
            },
        };
        clamp(values, &self.inputs)
    }
}

fn clamp<'a, T>(items: &'a [T], range: &Range<usize>) -> &'a [T] {
    let end = range.end.min(items.len());
    &items[range.start.min(end)..end]
}

/// The operands of an op forwarded along an edge: operands `operands` of
/// `owner` (the region op itself, or one of its terminators).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SuccessorOperands {
    pub owner: OpId,
    pub operands: Range<usize>,
}

/// Upstream's `RegionBranchOpInterface`. Upstream's default methods
/// (successors from a region are those of its terminators, predecessors
/// and predecessor values by search) are the functions of this type.
#[derive(Copy, Clone)]
pub struct RegionBranchOpInterface {
    /// The successors control may reach from `point` (upstream's
    /// `getSuccessorRegions`), in upstream's order.
    pub successor_regions: fn(&Context, &Body, OpId, RegionBranchPoint) -> Vec<RegionSuccessor>,
    /// The op's operands forwarded when entering `successor` (upstream's
    /// `getEntrySuccessorOperands`); [`RegionBranchOpInterface::no_entry_operands`]
    /// for ops that forward none.
    pub entry_successor_operands: fn(&Context, &Body, OpId, &RegionSuccessor) -> Range<usize>,
    /// How many times each region may run per run of the op, one entry
    /// per region (upstream's `getRegionInvocationBounds`);
    /// [`RegionBranchOpInterface::unknown_invocation_bounds`] by default.
    pub region_invocation_bounds: fn(&Context, &Body, OpId) -> Vec<InvocationBounds>,
    /// The successors control may reach on entering the op given the
    /// constant values of its operands (`None`: unknown), upstream's
    /// `getEntrySuccessorRegions`; `None` for ops whose entry successors
    /// never depend on them (then those of `successor_regions` from the
    /// parent).
    pub entry_successor_regions: Option<SuccessorsForOperands>,
}

/// How many times a region may run per run of its op (upstream's
/// `InvocationBounds`): at least `lower`, at most `upper` (`None`: no
/// known bound).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct InvocationBounds {
    pub lower: u32,
    pub upper: Option<u32>,
}

impl InvocationBounds {
    pub const UNKNOWN: InvocationBounds = InvocationBounds { lower: 0, upper: None };
    pub const AT_MOST_ONCE: InvocationBounds = InvocationBounds { lower: 0, upper: Some(1) };
}

impl RegionBranchOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c RegionBranchOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<RegionBranchOpInterface>())
    }

    /// The interface of an if-then-else op (`scf.if`, `affine.if`): control
    /// enters the then region, and the else region when it has a block
    /// (else it goes straight back to the op); both yield the results. No
    /// values enter the regions.
    pub fn if_then_else() -> RegionBranchOpInterface {
        fn successors(_: &Context, body: &Body, op: OpId, point: RegionBranchPoint) -> Vec<RegionSuccessor> {
            let results = RegionSuccessor::parent(0..body.num_results(op));
            match point {
                RegionBranchPoint::Parent => {
                    let else_empty = body.regions(op).get(1).is_none_or(|&r| body.region_is_empty(r));
                    let other = if else_empty { results } else { RegionSuccessor::region(1, 0..0) };
                    vec![RegionSuccessor::region(0, 0..0), other]
                }
                RegionBranchPoint::Terminator(_) => vec![results],
            }
        }
        RegionBranchOpInterface {
            successor_regions: successors,
            entry_successor_operands: RegionBranchOpInterface::no_entry_operands,
            region_invocation_bounds: RegionBranchOpInterface::unknown_invocation_bounds,
            entry_successor_regions: None,
        }
    }

    /// The successors on entering `op` given its operands' constant values
    /// (upstream's `getEntrySuccessorRegions`).
    pub fn entry_successors_for(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        constants: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        match self.entry_successor_regions {
            Some(f) => f(ctx, body, op, constants),
            None => (self.successor_regions)(ctx, body, op, RegionBranchPoint::Parent),
        }
    }

    /// Upstream's default `getRegionInvocationBounds`: nothing known.
    pub fn unknown_invocation_bounds(_: &Context, body: &Body, op: OpId) -> Vec<InvocationBounds> {
        vec![InvocationBounds::UNKNOWN; body.regions(op).len()]
    }

    /// Each region runs at most once per run of the op (an if, a switch).
    pub fn at_most_once(_: &Context, body: &Body, op: OpId) -> Vec<InvocationBounds> {
        vec![InvocationBounds::AT_MOST_ONCE; body.regions(op).len()]
    }

    /// Upstream's default `getEntrySuccessorOperands`: nothing forwarded.
    pub fn no_entry_operands(_: &Context, body: &Body, op: impl Into<OpId>, _: &RegionSuccessor) -> Range<usize> {
        let n = body.num_operands(op);
        n..n
    }

    /// Every branch point of `op` (upstream's `getAllRegionBranchPoints`):
    /// the op itself, then the region branch terminators ending its
    /// blocks, region by region and block by block.
    pub fn branch_points(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<RegionBranchPoint> {
        let mut points = vec![RegionBranchPoint::Parent];
        for &r in body.regions(op) {
            for b in body.region_blocks(r) {
                if let Some(t) = body.last_op(b) {
                    if RegionBranchTerminatorOpInterface::of(ctx, body, t).is_some() {
                        points.push(RegionBranchPoint::Terminator(t));
                    }
                }
            }
        }
        points
    }

    /// The operands forwarded from `point` to `successor` (upstream's
    /// `getSuccessorOperands`); `None` when `point` is a terminator without
    /// the terminator interface.
    pub fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: impl Into<OpId>,
        point: RegionBranchPoint,
        successor: &RegionSuccessor,
    ) -> Option<SuccessorOperands> {
        let op: OpId = op.into();
        let (owner, range) = match point {
            RegionBranchPoint::Parent => (op, (self.entry_successor_operands)(ctx, body, op, successor)),
            RegionBranchPoint::Terminator(t) => {
                let iface = RegionBranchTerminatorOpInterface::of(ctx, body, t)?;
                (t, (iface.successor_operands)(ctx, body, t, successor))
            }
        };
        let n = body.num_operands(owner);
        let end = range.end.min(n);
        Some(SuccessorOperands { owner, operands: range.start.min(end)..end })
    }

    /// Every edge of `op`: each branch point with each of its successors
    /// and the operands forwarded along it, points in
    /// [`Self::branch_points`] order, successors in the op's order.
    pub fn edges(&self, ctx: &Context, body: &Body, op: impl Into<OpId>) -> Vec<RegionBranchEdge> {
        let op: OpId = op.into();
        let mut edges = Vec::new();
        for point in Self::branch_points(ctx, body, op) {
            for successor in (self.successor_regions)(ctx, body, op, point) {
                if let Some(operands) = self.successor_operands(ctx, body, op, point, &successor) {
                    edges.push(RegionBranchEdge { point, successor, operands });
                }
            }
        }
        edges
    }
}

/// The entry successors of an if-then-else op whose condition is operand 0
/// (`scf.if`), when it is a constant `i1`: the region it selects, the op
/// itself for a false condition and no else block (upstream's
/// `IfOp::getEntrySuccessorRegions`).
pub fn if_then_else_entry(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Vec<RegionSuccessor> {
    let all = |_| (RegionBranchOpInterface::if_then_else().successor_regions)(ctx, body, op, RegionBranchPoint::Parent);
    let Some(cond) = constants.first().copied().flatten().and_then(|a| bool_value(ctx, a)) else { return all(()) };
    if cond {
        return vec![RegionSuccessor::region(0, 0..0)];
    }
    let else_empty = body.regions(op).get(1).is_none_or(|&r| body.region_is_empty(r));
    vec![if else_empty { RegionSuccessor::parent(0..body.num_results(op)) } else { RegionSuccessor::region(1, 0..0) }]
}

/// The value of a `BoolAttr` (an `i1` integer attribute).
pub fn bool_value(ctx: &Context, attr: Attribute) -> Option<bool> {
    match ctx.attr_kind(attr) {
        crate::AttrKind::Integer { value, ty } if ctx.is_signless_integer(*ty, 1) => Some(!value.is_zero()),
        _ => None,
    }
}

/// One control-flow edge of a region branch op.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegionBranchEdge {
    pub point: RegionBranchPoint,
    pub successor: RegionSuccessor,
    pub operands: SuccessorOperands,
}

/// Upstream's `RegionBranchTerminatorOpInterface`.
#[derive(Copy, Clone)]
pub struct RegionBranchTerminatorOpInterface {
    /// The operands forwarded to `successor` (upstream's
    /// `getMutableSuccessorOperands`).
    pub successor_operands: fn(&Context, &Body, OpId, &RegionSuccessor) -> Range<usize>,
    /// The successors given the constant values of the terminator's
    /// operands (upstream's `getSuccessorRegions(operands, ...)`); `None`
    /// for terminators whose successors never depend on them (then the
    /// parent's `successor_regions` from this terminator).
    pub successor_regions: Option<SuccessorsForOperands>,
}

impl RegionBranchTerminatorOpInterface {
    /// What upstream's `ReturnLike` trait brings: every operand forwarded.
    pub const RETURN_LIKE: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
        successor_operands: |_, body, op, _| 0..body.num_operands(op),
        successor_regions: None,
    };

    /// The interface of `op`: its op's own, else [`Self::RETURN_LIKE`] for
    /// a `ReturnLike` op.
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<RegionBranchTerminatorOpInterface> {
        let info = ctx.op_info(body.op_name(op))?;
        match info.interface::<RegionBranchTerminatorOpInterface>() {
            Some(iface) => Some(*iface),
            None => info.has_trait(Traits::RETURN_LIKE).then_some(Self::RETURN_LIKE),
        }
    }
}

/// Upstream's check of one region-branch edge of `op`
/// (`verifyTypesAlongControlFlowEdges`): the `operands` forwarded from
/// `point` match the `inputs` of the successor (region `target`, or the
/// op for `None`) in number and type. The note points at the branch point.
pub fn verify_edge_types(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    (point, target): (RegionBranchPoint, Option<usize>),
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    // The names of the edge's ends are spelled only for an error: this
    // runs on every edge of every region op verified.
    let error = |detail: String| {
        let (source, note_loc) = match point {
            RegionBranchPoint::Parent => ("parent".to_string(), body.op_loc(op)),
            RegionBranchPoint::Terminator(t) => {
                (format!("Operation {}", ctx.op_name_str(body.op_name(t))), body.op_loc(t))
            }
        };
        let target = match target {
            None => "parent".to_string(),
            Some(n) => format!("Region #{n}"),
        };
        op_error(ctx, body, op, format!("along control flow edge from {source} to {target}: {detail}"))
            .with_note(note_loc, "region branch point")
    };
    if operands.len() != inputs.len() {
        return Err(error(format!(
            "region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            inputs.len()
        )));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(error(format!(
                "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                ctx.type_to_string(*a),
                ctx.type_to_string(*b)
            )));
        }
    }
    Ok(())
}

/// Upstream's `verifyTypesAlongControlFlowEdges` over `op`'s
/// [`RegionBranchOpInterface`]: every edge, in [`RegionBranchOpInterface::edges`]
/// order (nothing to check without the interface).
pub fn verify_region_branch_op(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(iface) = RegionBranchOpInterface::of(ctx, body, op) else { return Ok(()) };
    // Inline: this runs for every region op verified.
    type Types = smallvec::SmallVec<[Type; 8]>;
    let types = |values: &mut dyn Iterator<Item = Value>| -> Types { values.map(|v| body.value_type(v)).collect() };
    for edge in iface.edges(ctx, body, op) {
        // `successor_operands` already clamped the range to the owner's operands.
        let range = &edge.operands.operands;
        let forwarded = types(&mut body.operands(edge.operands.owner).skip(range.start).take(range.len()));
        let inputs = types(&mut edge.successor.input_values(body, op).iter().copied());
        verify_edge_types(ctx, body, op, (edge.point, edge.successor.region), &forwarded, &inputs)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::OperationState;

    /// A branch forwarding all its operands to successor #0 and none to
    /// successor #1, whose empty range starts where #0's does (upstream's
    /// `test.producing_br` with an empty first group lists them that way).
    fn crossing(_: &Context, body: &Body, op: OpId) -> Vec<std::ops::Range<usize>> {
        vec![0..body.num_operands(op), 0..0]
    }

    #[test]
    fn successor_operands_may_come_out_of_operand_order() {
        let ctx = Context::new();
        let iface = BranchOpInterface {
            successor_operands: crossing,
            set_successor_operand_counts: |_, _, _, _| {},
            successor_for_operands: BranchOpInterface::no_known_successor,
            produced_operand_counts: BranchOpInterface::no_produced_operands,
        };
        let mut body = Body::new();
        let (b0, b1) = (body.create_block(), body.create_block());
        let (x, y) =
            (body.add_block_arg(b0, ctx.integer_type(32), None), body.add_block_arg(b0, ctx.integer_type(32), None));
        let mut st = OperationState::new(ctx.op_name("t.br"), ctx.unknown_loc());
        st.operands.push(x);
        st.successors = vec![b0, b1];
        let op = body.create_op(st, ctx.empty_dictionary());
        iface.set_successor_operands(&ctx, &mut body, op, &[vec![y], vec![]]);
        assert_eq!(body.operands(op).collect::<Vec<_>>(), vec![y]);
    }
}
