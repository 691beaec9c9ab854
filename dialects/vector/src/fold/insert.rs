//! `vector.insert`'s fold (upstream's `InsertOp::fold`), and the constant
//! position fold it shares with `extract` (`extractInsertFoldConstantOp`).
//!
//! In upstream's order: an insert of the whole vector (no position, same
//! type) is the inserted value; constant dynamic positions become static
//! (in place, and folding goes on); an insert into an insert at the same
//! position skips the inner one (in place); a poison position gives poison;
//! a constant inserted into a constant vector gives the new constant (at
//! most 256 elements unless the insert has one use).

use strata_ir::{AttrKind, Attribute, Body, Context, DenseValue, FoldOutcome, OpId, Value};

use super::{
    dense_values, is_scalable, poison, result_type, set_static_position, static_position, DYNAMIC, POISON_INDEX,
};
use crate::InsertOp;

/// Constants bigger than this are built only for an insert with one use.
const VECTOR_SIZE_FOLD_THRESHOLD: usize = 256;

/// `extractInsertFoldConstantOp`: each dynamic position whose operand is a
/// constant in `[-1, dim)` becomes static; `first_dynamic` is the index of
/// the first position operand. Returns whether the op changed.
pub(crate) fn fold_constant_positions(
    ctx: &Context,
    body: &mut Body,
    op: impl Into<OpId>,
    constants: &[Option<Attribute>],
    first_dynamic: usize,
    shape: &[i64],
) -> bool {
    let op: OpId = op.into();
    let Some(mut pos) = static_position(ctx, body, op) else { return false };
    let operands: Vec<Value> = body.operands(op).collect();
    if operands.len() == first_dynamic {
        return false;
    }
    let mut kept: Vec<Value> = operands[..first_dynamic].to_vec();
    let mut next = first_dynamic;
    let mut changed = false;
    for (i, p) in pos.iter_mut().enumerate() {
        if *p != DYNAMIC {
            continue;
        }
        let value = constants.get(next).copied().flatten().and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        });
        match value {
            // -1 is the poison index, not out of bounds.
            Some(v) if v >= POISON_INDEX && shape.get(i).is_some_and(|&d| v < d) => {
                *p = v;
                changed = true;
            }
            _ => kept.push(operands[next]),
        }
        next += 1;
    }
    if changed {
        set_static_position(ctx, body, op, &pos);
        body.set_operands(op, &kept);
    }
    changed
}

/// `vector.insert`.
pub fn insert(ctx: &Context, body: &mut Body, op: InsertOp, constants: &[Option<Attribute>]) -> FoldOutcome {
    let value = body.operand(op, 0);
    let dest_ty = result_type(body, op);
    let Some(pos) = static_position(ctx, body, op) else { return FoldOutcome::Failure };
    if pos.is_empty() && body.value_type(value) == dest_ty {
        return FoldOutcome::value(value);
    }
    let Some(shape) = ctx.shape(dest_ty).map(<[i64]>::to_vec) else { return FoldOutcome::Failure };
    let in_place = fold_constant_positions(ctx, body, op, constants, 2, &shape);
    if fold_use_chain(ctx, body, op) {
        return FoldOutcome::InPlace;
    }
    let pos = static_position(ctx, body, op).unwrap_or_default();
    if pos.contains(&POISON_INDEX) {
        return FoldOutcome::attribute(poison(ctx));
    }
    // The constants were read before the positions moved: operand 1 is
    // still the destination, operand 0 the inserted value.
    if let Some(a) = fold_into_constant(ctx, body, op, (constants[0], constants[1]), &pos) {
        return FoldOutcome::attribute(a);
    }
    if in_place {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::Failure
    }
}

/// `foldInsertUseChain`: an insert into an insert at the same position
/// inserts into the inner one's destination.
fn fold_use_chain(ctx: &Context, body: &mut Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    let Some(inner) = super::defined_by::<crate::InsertOp>(ctx, body, body.operand(op, 1)) else { return false };
    let same_static = static_position(ctx, body, op) == static_position(ctx, body, inner);
    let dynamic = |o: OpId| body.operands(o).skip(2).collect::<Vec<_>>();
    if !same_static || dynamic(op) != dynamic(inner) {
        return false;
    }
    let dest = body.operand(inner, 1);
    body.set_operand(op, 1, dest);
    true
}

/// `foldDenseElementsAttrDestInsertOp`: a constant inserted at a static
/// position of a dense constant vector.
fn fold_into_constant(
    ctx: &Context,
    body: &Body,
    op: impl Into<OpId>,
    (value, dest): (Option<Attribute>, Option<Attribute>),
    pos: &[i64],
) -> Option<Attribute> {
    let op: OpId = op.into();
    if pos.contains(&DYNAMIC) {
        return None;
    }
    let (value, dest) = (value?, dest?);
    let dest_ty = result_type(body, op);
    if is_scalable(ctx, dest_ty) {
        return None;
    }
    let mut all = dense_values(ctx, dest)?;
    if all.len() > VECTOR_SIZE_FOLD_THRESHOLD && !body.has_one_use(body.results(op)[0]) {
        return None;
    }
    let inserted: Vec<DenseValue> = match ctx.attr_kind(value) {
        AttrKind::DenseElements { .. } => dense_values(ctx, value)?,
        AttrKind::Integer { value, .. } => vec![DenseValue::Int(value.clone())],
        AttrKind::Float { bits, .. } => vec![DenseValue::Float(*bits)],
        _ => return None,
    };
    let shape = ctx.shape(dest_ty)?;
    let start = linear_position(shape, pos);
    all.get_mut(start..start + inserted.len())?.clone_from_slice(&inserted);
    Some(ctx.dense_elements_attr(dest_ty, all))
}

/// The row-major index of the first element at `pos` (missing trailing
/// positions are 0).
pub(crate) fn linear_position(shape: &[i64], pos: &[i64]) -> usize {
    let mut index = 0usize;
    for (i, &d) in shape.iter().enumerate() {
        index = index * d as usize + pos.get(i).copied().unwrap_or(0) as usize;
    }
    index
}
