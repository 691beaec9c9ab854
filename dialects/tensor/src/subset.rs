//! The subset and value-bounds interfaces of the tensor ops (upstream's
//! external models in `Tensor/Transforms/SubsetInsertionOpInterfaceImpl.cpp`
//! and `Tensor/IR/ValueBoundsOpInterfaceImpl.cpp`), attached by the tables:
//! `tensor.extract_slice` extracts and `tensor.insert_slice` inserts the
//! box of their offsets, sizes and strides; `tensor.dim` is a dimension of
//! its source (`ValueBoundsOpInterface::dim_op`, shared with `memref.dim`)
//! and the dimensions of `tensor.empty` are its sizes.

use strata_interfaces::view_like::Slice;
use strata_ir::subset::{SubsetOpInterface, SubsetRole};
use strata_ir::value_bounds::{index_expr, ValueBoundsOpInterface};
use strata_ir::DYNAMIC;

/// `tensor.extract_slice %source[offsets][sizes][strides]`.
pub fn extract_slice() -> SubsetOpInterface {
    SubsetOpInterface {
        role: |_, _, _| Some(SubsetRole::Extraction { source: 0 }),
        accessed_slice: |ctx, body, op| Slice::mixed(ctx, body, op, 1),
    }
}

/// `tensor.insert_slice %source into %dest[offsets][sizes][strides]`.
pub fn insert_slice() -> SubsetOpInterface {
    SubsetOpInterface {
        role: |_, _, _| Some(SubsetRole::Insertion { source: 0, destination: 1, updated: 0 }),
        accessed_slice: |ctx, body, op| Slice::mixed(ctx, body, op, 2),
    }
}

/// `tensor.empty(%sizes)`: each dynamic dimension is the next size.
pub fn empty() -> ValueBoundsOpInterface {
    ValueBoundsOpInterface {
        shaped_dim: |ctx, body, op, _, dim| {
            let shape = ctx.shape(body.value_type(body.results(op)[0]))?;
            if shape.get(dim as usize) != Some(&DYNAMIC) {
                return None;
            }
            let position = shape[..dim as usize].iter().filter(|&&s| s == DYNAMIC).count();
            (position < body.num_operands(op)).then(|| index_expr(ctx, body, body.operand(op, position)))
        },
        ..ValueBoundsOpInterface::index_only(|_, _, _, _| None)
    }
}
