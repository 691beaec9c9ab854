//! `vector.mask` seen as upstream's `MaskingOpInterface`: the op its
//! region masks, if any. The region is one block ending in `vector.yield`;
//! a block holding only the yield is an *empty* mask op, which masks
//! nothing and only forwards the yielded values. Also what a mask value is
//! known to be (`getMaskFormat`), for the folds and patterns of masked ops.

use strata_dialect_arith as arith;
use strata_ir::{AttrKind, BlockId, Body, Context, DenseValue, OpClass, OpId, TypeKind, Value};
use strata_rewrite::matchers::defining;

use crate::{ConstantMaskOp, CreateMaskOp, MaskOp};

impl MaskOp {
    /// `getMaskBlock`: the region's one block.
    pub fn mask_block(self, body: &Body) -> Option<BlockId> {
        body.regions(self.op()).first().and_then(|&r| body.entry_block(r))
    }

    /// `getMaskableOp`: the masked op, the first of the region's block,
    /// unless that is already the terminator.
    pub fn maskable_op(self, body: &Body) -> Option<OpId> {
        let block = self.mask_block(body)?;
        let first = body.first_op(block)?;
        (body.last_op(block) != Some(first)).then_some(first)
    }

    /// `isEmpty`: the region holds only its terminator.
    pub fn is_empty(self, body: &Body) -> bool {
        self.maskable_op(body).is_none()
    }

    /// The region's `vector.yield`.
    pub fn terminator(self, body: &Body) -> Option<OpId> {
        body.last_op(self.mask_block(body)?)
    }
}

/// What a mask is known to be (upstream's `MaskFormat`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// `getMaskFormat`: an `arith.constant` of all-set or all-clear bits, a
/// `constant_mask` covering every or no lane, or a `create_mask` with a
/// constant bound of zero or less.
pub(crate) fn mask_format(ctx: &Context, body: &Body, mask: Value) -> MaskFormat {
    if let Some(constant) = defining::<arith::ConstantOp>(ctx, body, mask) {
        let Some(value) = constant.value(ctx, body) else { return MaskFormat::Unknown };
        let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(value) else { return MaskFormat::Unknown };
        let bit = |v: &DenseValue| matches!(v, DenseValue::Int(i) if !i.is_zero());
        let mut bits = elements.values.iter().map(bit);
        return match bits.next() {
            Some(first) if bits.all(|b| b == first) => {
                if first {
                    MaskFormat::AllTrue
                } else {
                    MaskFormat::AllFalse
                }
            }
            _ => MaskFormat::Unknown,
        };
    }
    if let Some(constant_mask) = defining::<ConstantMaskOp>(ctx, body, mask) {
        let sizes = constant_mask
            .mask_dim_sizes(ctx, body)
            .map(|a| strata_ir::op_checks::dense_i64_values(ctx, a))
            .unwrap_or_default();
        let TypeKind::Vector { shape, .. } = ctx.type_kind(body.value_type(mask)) else {
            return MaskFormat::Unknown;
        };
        if sizes.iter().zip(shape).all(|(&set, &size)| set >= size) {
            return MaskFormat::AllTrue;
        }
        if sizes.iter().all(|&set| set <= 0) {
            return MaskFormat::AllFalse;
        }
        return MaskFormat::Unknown;
    }
    if let Some(create_mask) = defining::<CreateMaskOp>(ctx, body, mask) {
        let none = body.operands(create_mask).any(|bound| {
            defining::<arith::ConstantOp>(ctx, body, bound)
                .and_then(|c| c.value(ctx, body))
                .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.to_i64().is_some_and(|v| v <= 0)))
        });
        if none {
            return MaskFormat::AllFalse;
        }
    }
    MaskFormat::Unknown
}
