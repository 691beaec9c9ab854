//! Walking op trees without recursion: pre-order and post-order, with
//! skip (do not descend) and interrupt.
//!
//! Invariant: the callback may not mutate the IR (it gets `&Body`); collect
//! first, then mutate. Order is program order: ops of a block in sequence,
//! blocks of a region in sequence, regions of an op in sequence.

use crate::{Body, OpId};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    PreOrder,
    PostOrder,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    Advance,
    /// Pre-order only: do not visit the op's regions.
    Skip,
    Interrupt,
}

impl Body {
    /// Visits `root` and every op nested in it. Returns false if interrupted.
    pub fn walk(&self, root: impl Into<OpId>, order: WalkOrder, f: impl FnMut(&Body, OpId) -> WalkResult) -> bool {
        self.walk_filtered(root.into(), order, true, f)
    }

    /// [`Body::walk`] over `root` and the nested ops that hold regions
    /// (loops, ifs, functions, ...), leaving out the ops without any: a
    /// search for region ops touches the leaves only to see they are leaves.
    pub fn walk_region_ops(
        &self,
        root: impl Into<OpId>,
        order: WalkOrder,
        f: impl FnMut(&Body, OpId) -> WalkResult,
    ) -> bool {
        self.walk_filtered(root.into(), order, false, f)
    }

    fn walk_filtered(
        &self,
        root: OpId,
        order: WalkOrder,
        leaves: bool,
        mut f: impl FnMut(&Body, OpId) -> WalkResult,
    ) -> bool {
        if self.regions(root).is_empty() {
            // A leaf (most ops): no stack to build.
            return f(self, root) != WalkResult::Interrupt;
        }
        // (op, children pushed?)
        let mut stack: Vec<(OpId, bool)> = vec![(root, false)];
        while let Some((op, expanded)) = stack.pop() {
            // A leaf is visited when popped: pre- and post-order agree.
            if expanded || self.regions(op).is_empty() {
                if f(self, op) == WalkResult::Interrupt {
                    return false;
                }
                continue;
            }
            if order == WalkOrder::PreOrder {
                match f(self, op) {
                    WalkResult::Interrupt => return false,
                    WalkResult::Skip => continue,
                    WalkResult::Advance => {}
                }
            } else {
                stack.push((op, true));
            }
            let start = stack.len();
            for &r in self.regions(op) {
                for b in self.region_blocks(r) {
                    for o in self.block_ops(b) {
                        if leaves || !self.regions(o).is_empty() {
                            stack.push((o, false));
                        }
                    }
                }
            }
            stack[start..].reverse();
        }
        true
    }

    /// All ops nested in `root` (including it), in pre-order.
    pub fn collect_ops(&self, root: impl Into<OpId>, order: WalkOrder) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(root, order, |_, op| {
            out.push(op);
            WalkResult::Advance
        });
        out
    }
}
