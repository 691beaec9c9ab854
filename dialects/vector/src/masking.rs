//! `vector.mask` seen as upstream's `MaskingOpInterface`: the op its
//! region masks, if any. The region is one block ending in `vector.yield`;
//! a block holding only the yield is an *empty* mask op, which masks
//! nothing and only forwards the yielded values.

use strata_ir::{BlockId, Body, OpClass, OpId};

use crate::MaskOp;

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
