//! What the `memref.subview` folds and patterns share (upstream MLIR 22's
//! `MemRefOps.cpp`): the op's mixed offsets, sizes and strides, the
//! result type a source and static slice imply (`inferResultType`), and
//! which source dimensions a rank-reducing subview drops
//! (`computeMemRefRankReductionMask`).
//!
//! A subview's operands are its source, then one operand per `DYNAMIC`
//! entry of `static_offsets`, `static_sizes` and `static_strides`, in
//! that order.

use strata_interfaces::layout::{strided_memref_type, type_strides_and_offset};
use strata_interfaces::view_like::Slice;
use strata_ir::op_checks::{constant_int_value, i64_array};
use strata_ir::{Body, Context, OpId, Type, TypeKind, Value, DYNAMIC};

/// One offset, size or stride (upstream's `OpFoldResult`): a static
/// integer or the operand standing for it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mixed {
    Static(i64),
    Dynamic(Value),
}

impl Mixed {
    /// `getConstantIntValue`: the static integer, or the constant the
    /// operand is defined by.
    pub fn constant(self, ctx: &Context, body: &Body) -> Option<i64> {
        match self {
            Mixed::Static(v) => Some(v),
            Mixed::Dynamic(v) => constant_int_value(ctx, body, v),
        }
    }
}

/// The mixed offsets, sizes and strides of a subview.
#[derive(Clone, Debug)]
pub struct MixedSlice {
    pub offsets: Vec<Mixed>,
    pub sizes: Vec<Mixed>,
    pub strides: Vec<Mixed>,
}

impl MixedSlice {
    /// `getMixedOffsets`, `getMixedSizes`, `getMixedStrides` of `op`.
    pub fn of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> MixedSlice {
        let op: OpId = op.into();
        let mut operands = body.operands(op).skip(1);
        let mut list = |name: &str| -> Vec<Mixed> {
            i64_array(ctx, body, op, name)
                .into_iter()
                .map(|s| match s {
                    DYNAMIC => operands.next().map_or(Mixed::Static(DYNAMIC), Mixed::Dynamic),
                    s => Mixed::Static(s),
                })
                .collect()
        };
        let offsets = list("static_offsets");
        let sizes = list("static_sizes");
        let strides = list("static_strides");
        MixedSlice { offsets, sizes, strides }
    }

    /// The static entries of the three lists (`DYNAMIC` for operands).
    pub fn statics(&self) -> Slice {
        Slice {
            offsets: Self::dispatch(&self.offsets).0,
            sizes: Self::dispatch(&self.sizes).0,
            strides: Self::dispatch(&self.strides).0,
        }
    }

    /// `dispatchIndexOpFoldResults` of one list: the static entries
    /// (`DYNAMIC` for operands) and the operands.
    pub fn dispatch(list: &[Mixed]) -> (Vec<i64>, Vec<Value>) {
        let statics = list.iter().map(|m| if let Mixed::Static(s) = m { *s } else { DYNAMIC }).collect();
        let values = list.iter().filter_map(|m| if let Mixed::Dynamic(v) = m { Some(*v) } else { None }).collect();
        (statics, values)
    }
}

/// `SubViewOp::inferResultType` from mixed lists (the verifier's
/// inference of the static lists); `None` for a negative static offset or
/// size, a zero static stride, or a source without strides.
pub fn infer_result_type(ctx: &Context, source: Type, slice: &MixedSlice) -> Option<Type> {
    let statics = slice.statics();
    let negative = |v: &i64| *v != DYNAMIC && *v < 0;
    if statics.offsets.iter().any(negative) || statics.sizes.iter().any(negative) || statics.strides.contains(&0) {
        return None;
    }
    crate::verify::inferred_subview_type(ctx, source, &statics)
}

/// `computeMemRefRankReductionMask` (the verifier's, on the static sizes).
pub fn rank_reduction_mask(ctx: &Context, original: Type, reduced: Type, sizes: &[Mixed]) -> Option<Vec<bool>> {
    let (sizes, _) = MixedSlice::dispatch(sizes);
    crate::verify::memref_rank_reduction_mask(ctx, original, reduced, &sizes)
}

/// The type `full` (a non-reduced subview type) with the dimensions
/// `dropped` removed from its shape and strides.
pub fn drop_dims(ctx: &Context, full: Type, dropped: &[bool]) -> Option<Type> {
    let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(full) else { return None };
    let (strides, offset) = type_strides_and_offset(ctx, full)?;
    let kept = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape = (0..shape.len()).filter(kept).map(|i| shape[i]).collect();
    let strides = (0..strides.len()).filter(kept).map(|i| strides[i]).collect();
    Some(strided_memref_type(ctx, shape, *element, (strides, offset), *memory_space))
}
