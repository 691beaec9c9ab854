//! Verifiers of masking: the mask constructors `vector.create_mask` (one
//! size operand per dimension) and `vector.constant_mask` (sizes within the
//! shape, all zero or none, whole scalable dimensions), and `vector.mask`
//! (one maskable op and a `vector.yield` of its results in the region; the
//! mask type that op expects; a passthru only for ops that take one, of
//! the result type).
//!
//! The maskable ops are those implementing upstream's
//! `MaskableOpInterface`; [`expected_mask_type`] is its
//! `getExpectedMaskType`: `i1` in the shape of the iteration space the op
//! masks.

use strata_ir::{AttrKind, Body, Context, Diagnostic, OpId, Type, TypeKind, DYNAMIC};
use strata_rewrite::matchers::isa;

use super::compute::indexing_maps;
use super::{int_list, vtype};
use crate::{ConstantMaskOp, CreateMaskOp, MaskOp};
use crate::{
    ContractionOp, GatherOp, MultiDimReductionOp, OuterProductOp, ReductionOp, TransferReadOp, TransferWriteOp, YieldOp,
};
use strata_ir::op_checks::{emit_error, inherent_attr, op_error, quoted_type, type_of, V};

/// `vector.create_mask`: one operand per dimension (exactly one for 0-D).
pub fn create_mask(ctx: &Context, body: &Body, op: CreateMaskOp) -> Result<(), Diagnostic> {
    let Some((shape, ..)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| vtype(ctx, t)) else { return Ok(()) };
    let n = body.num_operands(op);
    if shape.is_empty() {
        if n != 1 {
            return Err(op_error(ctx, body, op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != shape.len() {
        return Err(op_error(ctx, body, op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

/// `vector.constant_mask`: one size per dimension within `0..=dim` (0 or 1,
/// and exactly one, for 0-D), none or all of a scalable dimension, and all
/// sizes zero if one is.
pub fn constant_mask(ctx: &Context, body: &Body, op: ConstantMaskOp) -> Result<(), Diagnostic> {
    let Some((shape, scalable, _)) = type_of(ctx, body, op, V::Result(0)).and_then(|t| vtype(ctx, t)) else {
        return Ok(());
    };
    let sizes = int_list(ctx, body, op, "mask_dim_sizes");
    if shape.is_empty() {
        return match sizes.as_slice() {
            [0 | 1] => Ok(()),
            [_] => Err(emit_error(body, op, "mask dim size must be either 0 or 1 for 0-D vectors")),
            _ => Err(emit_error(body, op, "array attr must have length 1 for 0-D vectors")),
        };
    }
    let err = |msg: &str| Err(op_error(ctx, body, op, msg));
    if sizes.len() != shape.len() {
        return err("must specify array attr of size equal vector result rank");
    }
    for ((&size, &dim), &is_scalable) in sizes.iter().zip(shape).zip(scalable) {
        if size < 0 || size > dim {
            return err("array attr of size out of bounds of vector result dimension size");
        }
        if is_scalable && size != 0 && size != dim {
            return err("only supports 'none set' or 'all set' scalable dimensions");
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
    Ok(())
}

/// A test of an op's class (`isa::<XOp>`).
type IsOp = fn(&Context, &Body, OpId) -> bool;

/// The registered ops implementing upstream's `MaskableOpInterface`, and
/// whether each `supportsPassthru`.
const MASKABLE_OPS: &[(IsOp, bool)] = &[
    (isa::<ContractionOp>, false),
    (isa::<GatherOp>, false),
    (isa::<MultiDimReductionOp>, false),
    (isa::<OuterProductOp>, false),
    (isa::<ReductionOp>, false),
    (isa::<TransferReadOp>, true),
    (isa::<TransferWriteOp>, false),
];

/// An `i1` vector of `shape` (with the scalable flags `scalable`).
fn i1_vector(ctx: &Context, shape: Vec<i64>, scalable: Vec<bool>) -> Type {
    ctx.intern_type(TypeKind::Vector { shape, scalable, element: ctx.integer_type(1) })
}

/// `i1` in the shape of the vector `ty`.
fn i1_like(ctx: &Context, ty: Option<Type>) -> Option<Type> {
    let (shape, scalable, _) = vtype(ctx, ty?)?;
    Some(i1_vector(ctx, shape.to_vec(), scalable.to_vec()))
}

/// `vector.contract`'s mask: the iteration space, each dimension sized by
/// the lhs or rhs dimension its indexing map sends there.
fn contract_mask_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let maps = indexing_maps(ctx, body, op)?;
    let dims = maps.first()?.num_dims as usize;
    let (mut shape, mut scalable) = (vec![DYNAMIC; dims], vec![false; dims]);
    for (operand, map) in (0..2).zip(&maps) {
        let (s, sc, _) = vtype(ctx, type_of(ctx, body, op, V::Operand(operand))?)?;
        for (i, e) in map.results.iter().enumerate() {
            let strata_ir::affine::AffineExpr::Dim(d) = e else { return None };
            *shape.get_mut(*d as usize)? = *s.get(i)?;
            scalable[*d as usize] = *sc.get(i)?;
        }
    }
    // Upstream asserts every dimension is known; leave a malformed
    // contraction to its own verifier.
    (!shape.contains(&DYNAMIC)).then(|| i1_vector(ctx, shape, scalable))
}

/// Upstream's `getExpectedMaskType` of the maskable op `op`.
pub(crate) fn expected_mask_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let is = |maskable: IsOp| maskable(ctx, body, op);
    if is(isa::<ContractionOp>) {
        contract_mask_type(ctx, body, op)
    } else if is(isa::<ReductionOp>) || is(isa::<MultiDimReductionOp>) {
        i1_like(ctx, type_of(ctx, body, op, V::Operand(0)))
    } else if is(isa::<OuterProductOp>) {
        i1_like(ctx, type_of(ctx, body, op, V::Result(0)))
    } else if is(isa::<GatherOp>) {
        // The index vector: after the base and its indices, before the
        // mask and the pass-through value.
        let n = body.num_operands(op).checked_sub(3)?;
        i1_like(ctx, type_of(ctx, body, op, V::Operand(n)))
    } else if is(isa::<TransferReadOp>) || is(isa::<TransferWriteOp>) {
        let vector = if is(isa::<TransferReadOp>) { V::Result(0) } else { V::Operand(0) };
        let AttrKind::AffineMap(map) = ctx.attr_kind(inherent_attr(ctx, body, op, "permutation_map")?) else {
            return None;
        };
        Some(crate::transfer::mask_type(ctx, type_of(ctx, body, op, vector)?, map))
    } else {
        None
    }
}

/// `vector.mask`: a region of at most one op and a `vector.yield` of as
/// many values as results; a masked op that is maskable, whose results are
/// exactly the yielded values and the mask's results, and that expects the
/// mask's type; a passthru only for an op that supports one, with one
/// result of the passthru's type. An empty mask (only the yield) is not
/// checked further.
pub fn mask(ctx: &Context, body: &Body, op: MaskOp) -> Result<(), Diagnostic> {
    let Some(block) = body.regions(op).first().and_then(|&r| body.entry_block(r)) else { return Ok(()) };
    // Three ops are enough to know there are too many.
    let ops: Vec<OpId> = body.block_ops(block).take(3).collect();
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    if ops.len() > 2 {
        return err("expects only one operation to mask".into());
    }
    let Some(&terminator) = ops.last() else {
        return err("expects a terminator within the mask region".into());
    };
    if YieldOp::cast(ctx, body, terminator).is_none() {
        return err("expects a terminator within the mask region".into());
    }
    let results = body.results(op);
    if body.num_operands(terminator) != results.len() {
        return err("expects number of results to match mask region yielded values".into());
    }
    let [masked, _] = ops.as_slice() else { return Ok(()) };
    let masked = *masked;
    let Some(&(_, passthru_ok)) = MASKABLE_OPS.iter().find(|(is, _)| is(ctx, body, masked)) else {
        return err("expects a MaskableOpInterface within the mask region".into());
    };
    let masked_results = body.results(masked);
    if masked_results.len() != results.len() {
        return err("expects number of results to match maskable operation number of results".into());
    }
    if !body.operands(terminator).eq(masked_results.iter().copied()) {
        return err(
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator"
                .into(),
        );
    }
    let masked_types: Vec<Type> = masked_results.iter().map(|&v| body.value_type(v)).collect();
    if masked_types.iter().ne(results.iter().map(|&v| body.value_type(v)).collect::<Vec<_>>().iter()) {
        return err("expects result type to match maskable operation result type".into());
    }
    if masked_types.iter().filter(|&&t| vtype(ctx, t).is_some()).count() > 1 {
        return err("multiple vector results not supported".into());
    }
    let mask = type_of(ctx, body, op, V::Operand(0));
    if let Some(expected) = expected_mask_type(ctx, body, masked) {
        if mask != Some(expected) {
            return err(format!("expects a {} mask for the maskable operation", quoted_type(ctx, expected)));
        }
    }
    let Some(passthru) = type_of(ctx, body, op, V::Operand(1)) else { return Ok(()) };
    if !passthru_ok {
        return err("doesn't expect a passthru argument for this maskable operation".into());
    }
    if masked_types.len() != 1 {
        return err("expects result when passthru argument is provided".into());
    }
    if passthru != masked_types[0] {
        return err("expects passthru type to match result type".into());
    }
    Ok(())
}
