//! [`Builder`]: creates ops at an insertion point (upstream's `OpBuilder`).

use crate::{BlockId, Body, Context, OpId, OperationState};

/// Where the next op goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Nowhere: ops are created detached.
    Detached,
    /// At the end of a block.
    BlockEnd(BlockId),
    /// At the start of a block.
    BlockStart(BlockId),
    /// Right before an op.
    Before(OpId),
    /// Right after an op (the point then moves past each inserted op).
    After(OpId),
}

pub struct Builder<'a> {
    pub ctx: &'a Context,
    pub body: &'a mut Body,
    pub point: InsertPoint,
}

impl<'a> Builder<'a> {
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Builder<'a> {
        Builder { ctx, body, point: InsertPoint::Detached }
    }

    pub fn at(ctx: &'a Context, body: &'a mut Body, point: InsertPoint) -> Builder<'a> {
        Builder { ctx, body, point }
    }

    pub fn set_insertion_point(&mut self, point: InsertPoint) {
        self.point = point;
    }

    /// Creates an op from `state` and inserts it at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state, self.ctx.empty_dictionary());
        self.insert(op);
        op
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        match self.point {
            InsertPoint::Detached => {}
            InsertPoint::BlockEnd(b) => self.body.append_op(b, op),
            InsertPoint::BlockStart(b) => {
                self.body.prepend_op(b, op);
                self.point = InsertPoint::After(op);
            }
            InsertPoint::Before(anchor) => self.body.insert_op_before(anchor, op),
            InsertPoint::After(anchor) => {
                self.body.insert_op_after(anchor, op);
                self.point = InsertPoint::After(op);
            }
        }
    }
}

/// What creates ops (upstream's `OpBuilder` interface, which its
/// `RewriterBase` also is): a [`Builder`], or a rewriter that reports every
/// op it creates to its listener. Generated `XOp::build` functions take
/// any of them, so patterns build typed ops through their rewriter.
pub trait OpBuilder<'a> {
    fn ctx(&self) -> &'a Context;
    /// The IR, for reading.
    fn body(&self) -> &Body;
    /// Creates an op from `state` at the insertion point.
    fn create(&mut self, state: OperationState) -> OpId;
}

impl<'a> OpBuilder<'a> for Builder<'a> {
    fn ctx(&self) -> &'a Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        self.body
    }
    fn create(&mut self, state: OperationState) -> OpId {
        Builder::create(self, state)
    }
}
