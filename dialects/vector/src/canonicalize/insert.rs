//! `vector.insert` patterns: an insert of as many elements as the
//! destination holds is a broadcast (`InsertToBroadcast`); a splat into a
//! splat of the same scalar is that splat (`InsertSplatToSplat`); a chain
//! of inserts at static positions that sets every element is one
//! `vector.from_elements` (`InsertChainFullyInitialized`).

use strata_ir::{TypeKind, Value};
use strata_rewrite::Rewriter;

use super::{def, replace_with_broadcast, result_type, scalar_splat_source};
use crate::fold::{linear_position, static_position};
use crate::{FromElementsOp, InsertOp, ToElementsOp};

/// The element count of a (static) vector type; `None` for a non-vector.
fn num_elements(rw: &Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(v);
    matches!(ctx.type_kind(ty), TypeKind::Vector { .. }).then(|| ctx.shape(ty).map_or(1, |s| s.iter().product()))
}

/// `InsertToBroadcast`.
pub(super) fn insert_to_broadcast(op: crate::InsertOp, rw: &mut Rewriter<'_>) -> bool {
    let value = rw.body().operand(op, 0);
    let (Some(n), Some(dest_n)) = (num_elements(rw, value), num_elements(rw, rw.body().results(op)[0])) else {
        return false;
    };
    n == dest_n && replace_with_broadcast(rw, op, value)
}

/// `InsertSplatToSplat`.
pub(super) fn insert_splat_to_splat(op: crate::InsertOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(splat) = scalar_splat_source(rw, rw.body().operand(op, 0)) else { return false };
    scalar_splat_source(rw, rw.body().operand(op, 1)) == Some(splat) && replace_with_broadcast(rw, op, splat)
}

/// `InsertChainFullyInitialized`: rooted at the last insert of a chain
/// (no insert uses it as its destination) whose inner inserts each have one
/// use; inserts are visited from the last one up until every element is
/// set; inserted vectors are split with `vector.to_elements`.
pub(super) fn insert_chain_fully_initialized(op: crate::InsertOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let dest_ty = result_type(rw, op);
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(dest_ty) else { return false };
    if scalable.iter().any(|&s| s) {
        return false;
    }
    let result = body.results(op)[0];
    let extends = |u: &strata_ir::Use| InsertOp::cast(ctx, body, u.op).is_some() && u.index == 1;
    if body.uses(result).iter().any(extends) {
        return false;
    }
    let mut chain = Vec::new();
    let mut current = Some(op);
    while let Some(insert) = current {
        // Dynamic positions are not supported.
        if body.num_operands(insert) > 2 {
            return false;
        }
        chain.push(insert);
        current = def::<InsertOp>(rw, body.operand(insert, 1));
        if current.is_some_and(|c| !body.has_one_use(body.results(c)[0])) {
            return false;
        }
    }
    let size: i64 = shape.iter().product();
    let mut initialized = vec![false; size as usize];
    let mut count = 0;
    let mut pending: Vec<(usize, i64, Value)> = Vec::new();
    for &insert in &chain {
        let Some(pos) = static_position(ctx, body, insert) else { return false };
        if pos.contains(&-1) {
            return false;
        }
        let begin = linear_position(shape, &pos);
        let value = body.operand(insert, 0);
        let n = num_elements(rw, value).unwrap_or(1);
        for slot in initialized.iter_mut().skip(begin).take(n as usize) {
            if !*slot {
                *slot = true;
                count += 1;
            }
        }
        pending.push((begin, n, value));
        if count == size {
            break;
        }
    }
    if count != size {
        return false;
    }
    let (element, loc) = (*element, rw.body().op_loc(op));
    let mut elements: Vec<Option<Value>> = vec![None; size as usize];
    for &(begin, n, value) in pending.iter().rev() {
        if num_elements(rw, value).is_none() {
            elements[begin] = Some(value);
            continue;
        }
        let split = ToElementsOp::build(rw, loc, value, &vec![element; n as usize]);
        for k in 0..n as usize {
            elements[begin + k] = Some(rw.body().results(split)[k]);
        }
    }
    let elements: Vec<Value> = elements.into_iter().map(|e| e.expect("every element is set")).collect();
    let v = FromElementsOp::build(rw, loc, &elements, dest_ty).dest(rw.body());
    rw.replace_op(op, &[v]);
    true
}
