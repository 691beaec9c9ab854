//! Structural trait checks generated code calls: `HasParent`/`ParentOneOf`,
//! `SingleBlock`, `SingleBlockImplicitTerminator`, `NoRegionArguments`,
//! region constraints (`SizedRegion`, `MaxSizedRegion`), the element-type
//! and shape traits over operands, `TypesMatchWith` over a value group and
//! the successor operands of branches, each with upstream's message.

use super::{op_error, type_of, V};
use crate::{Body, BranchOpInterface, Context, Diagnostic, OpId, SmallVec, Type, TypeKind, Value};

/// Upstream's `verifyBranchSuccessorOperands` for each successor in turn:
/// `groups[i]` are the operands successor `i` receives (none when absent),
/// after `produced[i]` leading arguments the branch produces itself.
pub fn branch_successor_operands(
    body: &Body,
    op: impl Into<OpId>,
    groups: &[&[Value]],
    produced: &[usize],
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    for (i, block) in body.successors(op).enumerate() {
        let operands = groups.get(i).copied().unwrap_or(&[]);
        let produced = produced.get(i).copied().unwrap_or(0);
        let args = body.block_args(block);
        if produced + operands.len() != args.len() {
            return Err(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    produced + operands.len(),
                    args.len()
                ),
            )
            .on_op(op));
        }
        for (j, (&v, &a)) in operands.iter().zip(&args[produced..]).enumerate() {
            let j = j + produced;
            if body.value_type(v) != body.value_type(a) {
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    format!("type mismatch for bb argument #{j} of successor #{i}"),
                )
                .on_op(op));
            }
        }
    }
    Ok(())
}

/// [`branch_successor_operands`] over the operands `op`'s registered
/// [`BranchOpInterface`] forwards to each successor (nothing to check
/// without the interface).
pub fn branch_op_interface(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(iface) = BranchOpInterface::of(ctx, body, op) else { return Ok(()) };
    let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    let ranges = (iface.successor_operands)(ctx, body, op);
    let groups: SmallVec<[&[Value]; 2]> = ranges.into_iter().map(|r| operands.get(r).unwrap_or(&[])).collect();
    branch_successor_operands(body, op, &groups, &(iface.produced_operand_counts)(ctx, body, op))
}

/// `WeightedBranchOpInterface` (upstream's `verifyBranchWeights`): the
/// op's `branch_weights`, when it has some, are one per successor and not
/// all zero.
pub fn weighted_branch_op_interface(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let Some(weights) = super::inherent_attr(ctx, body, op, "branch_weights") else { return Ok(()) };
    let weights = super::dense_i64_values(ctx, weights);
    if weights.is_empty() {
        return Ok(());
    }
    let successors = body.num_successors(op);
    let message = if weights.len() != successors {
        format!("expects number of branch weights to match number of successors: {} vs {successors}", weights.len())
    } else if weights.iter().all(|&w| w == 0) {
        "branch weights cannot all be zero".to_string()
    } else {
        return Ok(());
    };
    Err(Diagnostic::error(body.op_loc(op), message).on_op(op))
}

/// `Terminator`: the op ends its block (upstream's `verifyIsTerminator`).
pub fn is_terminator(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    match body.op_block(op) {
        Some(block) if body.last_op(block) != Some(op) => {
            Err(op_error(ctx, body, op, "must be the last operation in the parent block"))
        }
        _ => Ok(()),
    }
}

/// `HasParent<A>` / `ParentOneOf<[A, B]>` (upstream's `HasParent::verifyTrait`).
pub fn has_parent(ctx: &Context, body: &Body, op: impl Into<OpId>, parents: &[&str]) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    // The first ancestor: from a lent body's shell, the op above the lender.
    let parent = body.ancestor_names(op).next().map(|p| ctx.op_name_str(p));
    if parent.is_some_and(|p| parents.contains(&p)) {
        return Ok(());
    }
    let msg = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(op_error(ctx, body, op, msg))
}

/// `SingleBlock`: every region has at most one block, which is not empty
/// unless the op has `NoTerminator`.
pub fn single_block(ctx: &Context, body: &Body, op: impl Into<OpId>, no_terminator: bool) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    for (i, &r) in body.regions(op).iter().enumerate() {
        let mut blocks = body.region_blocks(r);
        let Some(first) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return Err(op_error(ctx, body, op, format!("expects region #{i} to have 0 or 1 blocks")));
        }
        if !no_terminator && body.first_op(first).is_none() {
            return Err(op_error(ctx, body, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<T>`: each non-empty region ends with `T`.
pub fn implicit_terminator(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    terminator: &str,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    for &r in body.regions(op) {
        let Some(block) = body.entry_block(r) else { continue };
        let Some(last) = body.last_op(block) else { continue };
        let name = ctx.op_name_str(body.op_name(last));
        if name != terminator {
            return Err(op_error(ctx, body, op, format!("expects regions to end with '{terminator}', found '{name}'"))
                .with_note(
                    body.op_loc(op),
                    format!("in custom textual format, the absence of terminator implies '{terminator}'"),
                ));
        }
    }
    Ok(())
}

/// `NoRegionArguments`.
pub fn no_region_arguments(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let regions = body.regions(op);
    for (i, &r) in regions.iter().enumerate() {
        let Some(entry) = body.entry_block(r) else { continue };
        if !body.block_args(entry).is_empty() {
            let msg = if regions.len() > 1 {
                format!("region #{i} should have no arguments")
            } else {
                "region should have no arguments".to_string()
            };
            return Err(op_error(ctx, body, op, msg));
        }
    }
    Ok(())
}

/// A region constraint: at most/exactly `blocks` blocks (`SizedRegion`,
/// `MaxSizedRegion`), checked on region `index` (and the ones after it for a
/// variadic group).
#[allow(clippy::too_many_arguments)]
pub fn region_blocks(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    index: usize,
    name: &str,
    variadic: bool,
    blocks: usize,
    exact: bool,
    summary: &str,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let regions = body.regions(op);
    let end = if variadic { regions.len() } else { (index + 1).min(regions.len()) };
    for (i, &r) in regions.iter().enumerate().take(end).skip(index) {
        let n = body.region_blocks(r).count();
        if (exact && n != blocks) || n > blocks {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("region #{i} ('{name}') failed to verify constraint: {summary}"),
            ));
        }
    }
    Ok(())
}

fn operand_types(body: &Body, op: OpId) -> super::Types {
    body.operands(op).map(|v| body.value_type(v)).collect()
}

fn all_same<T: PartialEq>(items: &[T]) -> bool {
    items.windows(2).all(|w| w[0] == w[1])
}

/// `SameOperandsElementType`.
pub fn same_operands_element_type(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let elems: super::Types = operand_types(body, op).into_iter().map(|t| ctx.element_type_or_self(t)).collect();
    if all_same(&elems) {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, "requires the same element type for all operands"))
    }
}

/// `SameOperandsAndResultElementType`.
pub fn same_operands_and_result_element_type(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let mut types = operand_types(body, op);
    types.extend(body.results(op).iter().map(|&v| body.value_type(v)));
    let elems: super::Types = types.into_iter().map(|t| ctx.element_type_or_self(t)).collect();
    if all_same(&elems) {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, "requires the same element type for all operands and results"))
    }
}

/// `SameOperandsShape`.
pub fn same_operands_shape(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    if super::compatible_shapes(ctx, &operand_types(body, op)) {
        Ok(())
    } else {
        Err(op_error(ctx, body, op, "requires the same shape for all operands"))
    }
}

/// The types of a trailing value group: operands or results from `start` on.
#[derive(Copy, Clone, Debug)]
pub enum Group {
    OperandsFrom(usize),
    ResultsFrom(usize),
}

fn group_types(body: &Body, op: OpId, g: Group) -> super::Types {
    match g {
        Group::OperandsFrom(i) => body.operands(op).skip(i).map(|v| body.value_type(v)).collect(),
        Group::ResultsFrom(i) => body.results(op).iter().skip(i).map(|&v| body.value_type(v)).collect(),
    }
}

/// `TypesMatchWith<from, to, transform>` where `to` is a value group and the
/// transform yields a type list (`FunctionType::getInputs`).
pub fn types_match_with_group(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    from: V,
    to: Group,
    f: fn(&Context, Type) -> Vec<Type>,
) -> bool {
    let op: OpId = op.into();
    type_of(ctx, body, op, from).is_some_and(|t| f(ctx, t).as_slice() == group_types(body, op, to).as_slice())
}

/// The inputs of a function type (empty for anything else).
pub fn function_inputs(ctx: &Context, ty: Type) -> Vec<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, .. } => inputs.to_vec(),
        _ => Vec::new(),
    }
}

/// The results of a function type (empty for anything else).
pub fn function_results(ctx: &Context, ty: Type) -> Vec<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Function { results, .. } => results.to_vec(),
        _ => Vec::new(),
    }
}

/// The element type of a shaped type (the type itself otherwise).
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.element_type_or_self(ty)
}

/// `AllElementTypesMatch<[...]>` (and `PredOpTrait`s comparing
/// `getElementTypeOrSelf` of two values).
pub fn all_element_types_match(ctx: &Context, body: &Body, op: impl Into<OpId>, values: &[V]) -> bool {
    let op: OpId = op.into();
    let types: Vec<Option<Type>> =
        values.iter().map(|&v| type_of(ctx, body, op, v).map(|t| ctx.element_type_or_self(t))).collect();
    types.windows(2).all(|w| w[0] == w[1])
}

/// `AllRanksMatch<[...]>`: every value is a ranked shaped type of one rank.
pub fn all_ranks_match(ctx: &Context, body: &Body, op: impl Into<OpId>, values: &[V]) -> bool {
    let op: OpId = op.into();
    let ranks: Vec<Option<usize>> =
        values.iter().map(|&v| type_of(ctx, body, op, v).and_then(|t| ctx.shape(t).map(<[i64]>::len))).collect();
    ranks.iter().all(Option::is_some) && ranks.windows(2).all(|w| w[0] == w[1])
}

/// `AllElementCountsMatch<[...]>`: every value is a statically shaped
/// type with as many elements as the others.
pub fn all_element_counts_match(ctx: &Context, body: &Body, op: impl Into<OpId>, values: &[V]) -> bool {
    let op: OpId = op.into();
    let counts: Vec<Option<i64>> = values
        .iter()
        .map(|&v| type_of(ctx, body, op, v).and_then(|t| ctx.shape(t).map(|s| s.iter().product::<i64>())))
        .collect();
    counts.iter().all(Option::is_some) && counts.windows(2).all(|w| w[0] == w[1])
}

/// `OptionalTypesMatchWith<a, b, "$_self">`: equal types when both values are present.
pub fn optional_types_match(ctx: &Context, body: &Body, op: impl Into<OpId>, a: V, b: V) -> bool {
    let op: OpId = op.into();
    match (type_of(ctx, body, op, a), type_of(ctx, body, op, b)) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    }
}

/// `ShapedTypeMatchesElementCountAndTypes<shaped, group>`: the group has one
/// value per element of the (static) shaped type, each of its element type.
pub fn shaped_type_matches_element_count_and_types(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    shaped: V,
    elements: Group,
) -> bool {
    let op: OpId = op.into();
    let Some(ty) = type_of(ctx, body, op, shaped) else { return false };
    let Some(shape) = ctx.shape(ty) else { return false };
    let count = shape.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) });
    let elem = ctx.element_type_or_self(ty);
    let types = group_types(body, op, elements);
    count == Some(types.len() as i64) && types.iter().all(|&t| t == elem)
}
