//! Verifiers of the transfers (`vector.transfer_read`,
//! `vector.transfer_write`): upstream's `verifyTransferOp` (source kind,
//! minor-vector bit widths, permutation map against the vector and source
//! ranks, mask type, `in_bounds`), the padding of a read, the
//! destination-style result of a write and `verifyPermutationMap`.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind};

use super::memory::index_count;
use super::{int_list, vtype};
use crate::{TransferReadOp, TransferWriteOp};
use strata_ir::op_checks::{bit_width, inherent_attr, op_error, quoted_type, type_of, V};

/// The permutation map of a transfer (`None` if absent or not a map).
fn permutation_map<'a>(ctx: &'a Context, body: &Body, op: OpId) -> Option<&'a AffineMap> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, "permutation_map")?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// What a transfer is made of: its shaped type, vector type, mask type (if
/// it has a mask) and permutation map.
struct Transfer<'a> {
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
    map: &'a AffineMap,
}

/// The operand types of a transfer whose base is operand `base`, its
/// indices group `indices` of `operandSegmentSizes` (mask: the last group).
fn transfer<'a>(
    ctx: &'a Context,
    body: &Body,
    op: impl Into<OpId>,
    vector: Type,
    base: usize,
) -> Option<(Transfer<'a>, usize)> {
    let op: OpId = op.into();
    let segments = int_list(ctx, body, op, "operandSegmentSizes");
    let indices = usize::try_from(*segments.get(base + 1)?).ok()?;
    let has_mask = segments.last().is_some_and(|&m| m > 0);
    let mask = if has_mask { type_of(ctx, body, op, V::Operand(body.num_operands(op) - 1)) } else { None };
    let t = Transfer {
        shaped: type_of(ctx, body, op, V::Operand(base))?,
        vector,
        mask,
        map: permutation_map(ctx, body, op)?,
    };
    Some((t, indices))
}

/// Upstream's `verifyTransferOp` (shared by both transfers).
fn verify_transfer(ctx: &Context, body: &Body, op: impl Into<OpId>, t: &Transfer<'_>) -> Result<(), Diagnostic> {
    let op: OpId = op.into();
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if ctx.dict_get(body.attrs(op), "masked").is_some() {
        return err("masked attribute has been removed. Use in_bounds instead.".into());
    }
    let Some(rank) = ctx
        .shape(t.shaped)
        .filter(|_| matches!(ctx.type_kind(t.shaped), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. }))
    else {
        return err("requires source to be a memref or ranked tensor type".into());
    };
    let rank = rank.len();
    let Some((vshape, _, velem)) = vtype(ctx, t.vector) else { return Ok(()) };
    let elem = ctx.element_type_or_self(t.shaped);
    let minor = |s: &[i64]| s.last().copied().unwrap_or(1);
    let results_rank_msg = "requires a permutation_map with result dims of the same rank as the vector type";
    if let Some((eshape, _, eelem)) = vtype(ctx, elem) {
        let source_bits = (bit_width(ctx, eelem).unwrap_or(0) as i64).wrapping_mul(minor(eshape));
        let result_bits = (bit_width(ctx, velem).unwrap_or(0) as i64).wrapping_mul(minor(vshape));
        if source_bits != 0 && result_bits.wrapping_rem(source_bits) != 0 {
            return err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of \
                        the minor 1-D vector of the source"
                .into());
        }
        if eshape.len() > vshape.len() {
            return err("requires source vector element and vector result ranks to match.".into());
        }
        if t.map.results.len() != vshape.len() - eshape.len() {
            return err(results_rank_msg.into());
        }
        if t.mask.is_some() {
            return err("does not support masks with vector element type".into());
        }
    } else {
        let result_bits = (bit_width(ctx, velem).unwrap_or(0) as i64).wrapping_mul(minor(vshape));
        if let Some(bits) = bit_width(ctx, elem).filter(|&b| b != 0) {
            if result_bits.wrapping_rem(bits as i64) != 0 {
                return err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the \
                            bitwidth of the source element type"
                    .into());
            }
        }
        if t.map.results.len() != vshape.len() {
            return err(results_rank_msg.into());
        }
    }
    if t.map.num_symbols != 0 {
        return err("requires permutation_map without symbols".into());
    }
    if t.map.num_dims as usize != rank {
        return err("requires a permutation_map with input dims of the same rank as the source type".into());
    }
    if let Some(mask) = t.mask {
        let inferred = crate::transfer::mask_type(ctx, t.vector, t.map);
        if mask != inferred {
            return err(format!(
                "inferred mask type ({}) and mask operand type ({}) don't match",
                quoted_type(ctx, inferred),
                quoted_type(ctx, mask)
            ));
        }
    }
    let in_bounds = match inherent_attr(ctx, body, op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.len(),
        _ => 0,
    };
    if t.map.results.len() != in_bounds {
        let map = ctx.attr_to_string(ctx.affine_map_attr(t.map.clone()));
        return err(format!(
            "expects the in_bounds attr of same rank as permutation_map results: {map} vs inBounds of size: {in_bounds}"
        ));
    }
    Ok(())
}

/// Upstream's `verifyPermutationMap`: each result is a distinct dimension
/// or the constant 0.
fn permutation(ctx: &Context, body: &Body, op: impl Into<OpId>, map: &AffineMap) -> Result<(), Diagnostic> {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Constant(0) => {}
            AffineExpr::Dim(d) if (*d as usize) < seen.len() => {
                if std::mem::replace(&mut seen[*d as usize], true) {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        "requires a permutation_map that is a permutation (found one dim used more than once)",
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "requires a projected permutation_map (at most one dim or the zero constant can appear in each \
                     result)",
                ))
            }
        }
    }
    Ok(())
}

/// `vector.transfer_read`: indices, the transfer checks, then the padding
/// against the source's element type and the permutation map.
pub fn transfer_read(ctx: &Context, body: &Body, op: TransferReadOp) -> Result<(), Diagnostic> {
    let Some(vector) = type_of(ctx, body, op, V::Result(0)) else { return Ok(()) };
    let Some((t, indices)) = transfer(ctx, body, op, vector, 0) else { return Ok(()) };
    let Some(shape) = ctx.shape(t.shaped) else { return Ok(()) };
    index_count(ctx, body, op, indices, shape.len())?;
    verify_transfer(ctx, body, op, &t)?;
    let Some(padding) = type_of(ctx, body, op, V::Operand(1 + indices)) else { return Ok(()) };
    let elem = ctx.element_type_or_self(t.shaped);
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if vtype(ctx, elem).is_some() {
        if elem != padding {
            return err("requires source element type and padding type to match.");
        }
    } else if bit_width(ctx, padding).is_none() {
        return err("requires valid padding vector elemental type");
    } else if padding != elem {
        return err("requires formal padding and source of the same elemental type");
    }
    permutation(ctx, body, op, t.map)
}

/// `vector.transfer_write`: the destination-style result (one, of the
/// tensor's type, for a tensor; none for a memref), indices, no broadcast
/// dimensions, the transfer checks and the permutation map.
pub fn transfer_write(ctx: &Context, body: &Body, op: TransferWriteOp) -> Result<(), Diagnostic> {
    let (Some(vector), Some(base)) = (type_of(ctx, body, op, V::Operand(0)), type_of(ctx, body, op, V::Operand(1)))
    else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let is_tensor = strata_ir::constraints::is_tensor(ctx, base);
    if !is_tensor && !strata_ir::constraints::is_ranked_or_unranked_memref(ctx, base) {
        return err("expected that operand #1 is a tensor or a buffer".into());
    }
    let tensor_results =
        body.results(op).iter().filter(|&&r| strata_ir::constraints::is_tensor(ctx, body.value_type(r))).count();
    if tensor_results != usize::from(is_tensor) {
        return err(format!(
            "expected the number of tensor results ({tensor_results}) to be equal to the number of output tensors ({})",
            usize::from(is_tensor)
        ));
    }
    if let Some(res) = type_of(ctx, body, op, V::Result(0)).filter(|_| is_tensor) {
        if res != base {
            return err(format!(
                "expected type of operand #1 ({}) to match type of corresponding result ({})",
                quoted_type(ctx, base),
                quoted_type(ctx, res)
            ));
        }
    }
    let Some((t, indices)) = transfer(ctx, body, op, vector, 1) else { return Ok(()) };
    let Some(shape) = ctx.shape(t.shaped) else { return Ok(()) };
    index_count(ctx, body, op, indices, shape.len())?;
    if t.map.results.contains(&AffineExpr::Constant(0)) {
        return err("should not have broadcast dimensions".into());
    }
    verify_transfer(ctx, body, op, &t)?;
    permutation(ctx, body, op, t.map)
}
