//! The subset interfaces of the transfers (upstream's external models in
//! `Vector/Transforms/SubsetOpInterfaceImpl.cpp`), attached by the tables:
//! `vector.transfer_read` extracts, and `vector.transfer_write` inserts,
//! the box that starts at the indices and spans, per dimension of the
//! shaped operand, the vector size the permutation map sends there
//! (upstream's `getTransferChunkAccessed`: 1 for a dimension the map does
//! not use), with unit strides.

use strata_ir::affine::AffineExpr;
use strata_ir::subset::{SubsetOpInterface, SubsetRole};
use strata_ir::value_bounds::HyperrectangularSlice;
use strata_ir::{AttrKind, Body, Context, OpFoldResult, OpId};

use crate::syntax::vector_parts;

/// The accessed box of a transfer whose shaped operand is `base` and whose
/// vector has type `vector`; its indices follow the shaped operand.
fn accessed(
    ctx: &Context,
    body: &Body,
    op: OpId,
    base: usize,
    vector: strata_ir::Type,
) -> Option<HyperrectangularSlice> {
    if base >= body.num_operands(op) {
        return None;
    }
    let rank = ctx.shape(body.value_type(body.operand(op, base)))?.len();
    let map = strata_ir::op_checks::inherent_attr(ctx, body, op, "permutation_map")?;
    let AttrKind::AffineMap(map) = ctx.attr_kind(map) else { return None };
    let (shape, _, _) = vector_parts(ctx, vector)?;
    let mut sizes = vec![1i64; map.num_dims as usize];
    for (e, &size) in map.results.iter().zip(shape.iter()) {
        if let AffineExpr::Dim(d) = e {
            *sizes.get_mut(*d as usize)? = size;
        }
    }
    if base + 1 + rank > body.num_operands(op) || sizes.len() != rank {
        return None;
    }
    let offsets = (0..rank).map(|i| OpFoldResult::Value(body.operand(op, base + 1 + i))).collect();
    let sizes = sizes.iter().map(|&s| OpFoldResult::Attribute(ctx.integer_attr(ctx.index_type(), s))).collect();
    Some(HyperrectangularSlice::unit_strides(ctx, offsets, sizes))
}

/// `vector.transfer_read %source[indices], %padding`.
pub fn transfer_read() -> SubsetOpInterface {
    SubsetOpInterface {
        role: |_, body, op| (body.num_results(op) == 1).then_some(SubsetRole::Extraction { source: 0 }),
        accessed_slice: |ctx, body, op| accessed(ctx, body, op, 0, body.value_type(*body.results(op).first()?)),
    }
}

/// `vector.transfer_write %vector, %dest[indices]`.
pub fn transfer_write() -> SubsetOpInterface {
    SubsetOpInterface {
        role: |_, body, op| {
            (body.num_results(op) == 1).then_some(SubsetRole::Insertion { source: 0, destination: 1, updated: 0 })
        },
        accessed_slice: |ctx, body, op| {
            let vector = body.value_type(body.operands(op).next()?);
            accessed(ctx, body, op, 1, vector)
        },
    }
}
