//! What the cf patterns share: reading a branch's successor operands out of
//! its segment properties, building `cf.br`, `cf.cond_br` and `cf.switch`
//! as upstream's builders do (segment sizes filled in, no other property
//! kept), and upstream's `collapseBranch`.
//!
//! Builders return an `OperationState`; the caller creates it through the
//! rewriter, so every change is reported.

use strata_ir::{
    ApInt, AttrKind, Attribute, BlockId, Body, Context, DenseValue, FxHashSet, Location, OpId, OperationState, Value,
    ValueDef,
};

use crate::BranchOp;
use strata_ir::op_checks::{i64_array, inherent_attr};
use strata_rewrite::matchers::isa;

/// Splits the operands of `op` by its `name` segment property (sizes past
/// the operands are cut short, as the verifier reports them).
fn segments(ctx: &Context, body: &Body, op: OpId, operands: &[Value], name: &str) -> Vec<Vec<Value>> {
    let mut start = 0;
    i64_array(ctx, body, op, name)
        .into_iter()
        .map(|n| {
            let end = (start + usize::try_from(n).unwrap_or(0)).min(operands.len());
            let group = operands[start.min(end)..end].to_vec();
            start = end;
            group
        })
        .collect()
}

/// A `cf.cond_br`: its condition and the operands of each successor.
pub struct CondBr {
    pub cond: Value,
    pub true_dest: BlockId,
    pub true_operands: Vec<Value>,
    pub false_dest: BlockId,
    pub false_operands: Vec<Value>,
}

pub fn cond_br_parts(ctx: &Context, body: &Body, op: impl Into<OpId>) -> CondBr {
    let op: OpId = op.into();
    let operands: Vec<Value> = body.operands(op).collect();
    let mut groups = segments(ctx, body, op, &operands, "operandSegmentSizes").into_iter().skip(1);
    CondBr {
        cond: operands[0],
        true_dest: body.successor(op, 0),
        true_operands: groups.next().unwrap_or_default(),
        false_dest: body.successor(op, 1),
        false_operands: groups.next().unwrap_or_default(),
    }
}

/// A `cf.switch`: its flag, default and cases (values, destinations and
/// operands, in order).
pub struct Switch {
    pub flag: Value,
    pub default_dest: BlockId,
    pub default_operands: Vec<Value>,
    pub case_values: Vec<ApInt>,
    pub case_dests: Vec<BlockId>,
    pub case_operands: Vec<Vec<Value>>,
}

pub fn switch_parts(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Switch {
    let op: OpId = op.into();
    let operands: Vec<Value> = body.operands(op).collect();
    let groups = segments(ctx, body, op, &operands, "operandSegmentSizes");
    let default_operands = groups.get(1).cloned().unwrap_or_default();
    let cases = groups.get(2).cloned().unwrap_or_default();
    let case_dests: Vec<BlockId> = body.successors(op).skip(1).collect();
    let mut case_operands = segments(ctx, body, op, &cases, "case_operand_segments");
    case_operands.resize(case_dests.len(), Vec::new());
    let mut case_values: Vec<ApInt> = match inherent_attr(ctx, body, op, "case_values").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { elements, .. }) => elements
            .values
            .iter()
            .filter_map(|v| if let DenseValue::Int(i) = v { Some(i.clone()) } else { None })
            .collect(),
        _ => Vec::new(),
    };
    // A splat stands for one value per case.
    if case_values.len() == 1 && case_dests.len() > 1 {
        case_values = vec![case_values[0].clone(); case_dests.len()];
    }
    Switch {
        flag: operands[0],
        default_dest: body.successor(op, 0),
        default_operands,
        case_values,
        case_dests,
        case_operands,
    }
}

/// `cf.br ^dest(operands)`.
pub fn br_state(ctx: &Context, loc: Location, dest: BlockId, operands: &[Value]) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("cf.br"), loc);
    st.operands.extend_from_slice(operands);
    st.successors.push(dest);
    st
}

/// `cf.cond_br %cond, ^t(t_ops), ^f(f_ops)` with the given branch weights
/// (a `DenseI32ArrayAttr`), if any.
pub fn cond_br_state(
    ctx: &Context,
    loc: Location,
    cond: Value,
    t: (BlockId, &[Value]),
    f: (BlockId, &[Value]),
    weights: Option<Attribute>,
) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("cf.cond_br"), loc);
    st.operands.push(cond);
    st.operands.extend_from_slice(t.1);
    st.operands.extend_from_slice(f.1);
    st.successors = vec![t.0, f.0];
    let sizes = ctx.dense_i32_array(&[1, t.1.len() as i64, f.1.len() as i64]);
    let mut props = vec![(ctx.ident("operandSegmentSizes"), sizes)];
    if let Some(w) = weights {
        props.push((ctx.ident("branch_weights"), w));
    }
    st.properties = Some(ctx.dictionary_attr(props));
    st
}

/// A `cf.switch` on `s.flag` (upstream's builder from case values: no
/// `case_values` without cases, a splat when all values are equal).
pub fn switch_state(ctx: &Context, body: &Body, loc: Location, s: &Switch) -> OperationState {
    let mut st = OperationState::new(ctx.op_name("cf.switch"), loc);
    st.operands.push(s.flag);
    st.operands.extend_from_slice(&s.default_operands);
    let mut segments = Vec::with_capacity(s.case_operands.len());
    let mut num_cases = 0;
    for ops in &s.case_operands {
        st.operands.extend_from_slice(ops);
        segments.push(ops.len() as i64);
        num_cases += ops.len();
    }
    st.successors.push(s.default_dest);
    st.successors.extend_from_slice(&s.case_dests);
    let mut props = vec![
        (ctx.ident("case_operand_segments"), ctx.dense_i32_array(&segments)),
        (
            ctx.ident("operandSegmentSizes"),
            ctx.dense_i32_array(&[1, s.default_operands.len() as i64, num_cases as i64]),
        ),
    ];
    if !s.case_values.is_empty() {
        let ty = ctx.vector_type(vec![s.case_values.len() as i64], body.value_type(s.flag));
        let values = s.case_values.iter().cloned().map(DenseValue::Int).collect();
        props.push((ctx.ident("case_values"), ctx.dense_elements_attr(ty, values)));
    }
    st.properties = Some(ctx.dictionary_attr(props));
    st
}

/// The block's only predecessor edge's block (upstream's
/// `getSinglePredecessor`: a block reached twice from one block has none).
pub fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    match body.predecessors(block) {
        [only] => body.op_block(only.op),
        _ => None,
    }
}

/// The block every predecessor edge comes from (upstream's
/// `getUniquePredecessor`).
pub fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut blocks = body.predecessors(block).iter().map(|u| body.op_block(u.op));
    let first = blocks.next()??;
    blocks.all(|b| b == Some(first)).then_some(first)
}

/// The `cf.br` ending `block`, if it ends with one.
fn br_terminator(ctx: &Context, body: &Body, block: BlockId) -> Option<OpId> {
    body.last_op(block).filter(|&t| isa::<BranchOp>(ctx, body, t))
}

/// The longest chain of `cf.br`-only blocks [`collapse_branch`] follows to
/// rule out a cycle. Every collapse step walks the chain, so without a bound
/// a chain of n such blocks (each with other predecessors, so none merges
/// into its predecessor) would cost O(n²); beyond it the edge is left as
/// is. Upstream follows no chain at all, and collapses a cycle forever.
pub const MAX_PASS_THROUGH_CHAIN: usize = 64;

/// Upstream's `collapseBranch`: if `successor` holds nothing but a `cf.br`
/// whose only uses of the block's arguments are its own operands, the edge
/// can go straight to that branch's destination, with the operands it would
/// have received (block arguments replaced by `operands`). Refused when the
/// branch loops to its own block or the chain of `cf.br` terminators from
/// its destination comes back to a block already on it (upstream would
/// collapse such a cycle forever), or runs on for more than
/// [`MAX_PASS_THROUGH_CHAIN`] blocks.
pub fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let br = body.first_op(successor)?;
    if body.last_op(successor) != Some(br) || !isa::<BranchOp>(ctx, body, br) {
        return None;
    }
    for &arg in body.block_args(successor) {
        if body.uses(arg).iter().any(|u| u.op != br) {
            return None;
        }
    }
    let dest = body.successor(br, 0);
    if dest == successor {
        return None;
    }
    let mut visited: FxHashSet<BlockId> = [successor, dest].into_iter().collect();
    let mut next = br_terminator(ctx, body, dest);
    while let Some(b) = next {
        let to = body.successor(b, 0);
        if !visited.insert(to) || visited.len() > MAX_PASS_THROUGH_CHAIN {
            return None;
        }
        next = br_terminator(ctx, body, to);
    }
    let forwarded = body
        .operands(br)
        .map(|v| match body.value_def(v) {
            ValueDef::BlockArgument { block, index } if block == successor => operands[index as usize],
            _ => v,
        })
        .collect();
    Some((dest, forwarded))
}

/// An `arith.constant` of `value : ty`, built by the arith dialect's
/// constant materializer (cf itself has none).
pub fn arith_constant_state(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: Location,
) -> Option<OperationState> {
    let dialect = ctx.dialect("arith")?;
    let hook = dialect.interfaces.get::<strata_ir::MaterializeConstant>().copied()?;
    (hook.0)(ctx, value, ty, loc)
}
