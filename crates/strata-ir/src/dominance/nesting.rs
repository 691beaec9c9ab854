//! Dominance across nested regions in O(1) per query: [`TreeNumbering`],
//! which [`DominanceInfo`] consults for the users it has numbered.
//!
//! The plain queries of [`DominanceInfo`] find a user's ancestor in the
//! definition's region by walking up from the user, O(depth) per use: a
//! value of a function used 10,000 regions down costs 10,000 steps, and a
//! verifier checking every use of a deep nest goes quadratic. Numbering the
//! tree once makes the question an interval test: every region, block and
//! op under a root gets a preorder number and the last number of its
//! subtree, so "is `u` nested in `x`" is `pre(x) <= pre(u) <= last(x)`, and
//! the block of a region holding `u` is found by binary search over the
//! region's blocks (which are numbered in order).
//!
//! Invariants: numbers only grow across calls, so one numbering serves the
//! trees of many roots (the verifier numbers each IsolatedFromAbove op's
//! tree on the thread checking it, reusing the maps); the numbering is a
//! snapshot, like [`DominanceInfo`]; walks use an explicit stack.

use super::DominanceInfo;
use crate::interner::FxHashMap;
use crate::{BlockId, Body, KeyMap, OpId, RegionId, Value, ValueDef};

/// Preorder intervals of the regions, blocks and ops under some roots.
#[derive(Default)]
pub struct TreeNumbering {
    next: u32,
    ops: KeyMap<OpId, (u32, u32)>,
    blocks: KeyMap<BlockId, (u32, u32)>,
    regions: KeyMap<RegionId, (u32, u32)>,
    /// The blocks of each multi-block region, in order.
    multi: FxHashMap<RegionId, Vec<BlockId>>,
}

impl TreeNumbering {
    /// Forgets everything numbered, keeping the maps' memory.
    pub fn clear(&mut self) {
        self.next = 0;
        self.ops.clear();
        self.blocks.clear();
        self.regions.clear();
        self.multi.clear();
    }

    /// Numbers `root` and, through the regions of each op `enter` accepts
    /// (`root`'s always), everything nested in it.
    pub fn number(&mut self, body: &Body, root: OpId, enter: impl Fn(OpId) -> bool) {
        enum Step {
            Op(OpId),
            Region(RegionId),
            Block(BlockId),
            CloseOp(OpId),
            CloseRegion(RegionId),
            CloseBlock(BlockId),
        }
        let mut stack = vec![Step::Op(root)];
        while let Some(step) = stack.pop() {
            let n = self.next;
            match step {
                Step::Op(op) => {
                    self.next += 1;
                    self.ops.insert(op, (n, n));
                    if op == root || enter(op) {
                        stack.push(Step::CloseOp(op));
                        stack.extend(body.regions(op).iter().rev().map(|&r| Step::Region(r)));
                    }
                }
                Step::Region(region) => {
                    self.next += 1;
                    self.regions.insert(region, (n, n));
                    stack.push(Step::CloseRegion(region));
                    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
                    stack.extend(blocks.iter().rev().map(|&b| Step::Block(b)));
                    if blocks.len() > 1 {
                        self.multi.insert(region, blocks);
                    }
                }
                Step::Block(block) => {
                    self.next += 1;
                    self.blocks.insert(block, (n, n));
                    stack.push(Step::CloseBlock(block));
                    let ops: Vec<OpId> = body.block_ops(block).collect();
                    stack.extend(ops.into_iter().rev().map(Step::Op));
                }
                // The last number given out is the last of the subtree.
                Step::CloseOp(op) => self.ops[op].1 = n - 1,
                Step::CloseRegion(region) => self.regions[region].1 = n - 1,
                Step::CloseBlock(block) => self.blocks[block].1 = n - 1,
            }
        }
    }

    /// Was `op` numbered?
    pub fn is_numbered(&self, op: OpId) -> bool {
        // Nearly every tree is shallow and never numbered: no lookup then.
        self.next != 0 && self.ops.contains_key(op)
    }

    /// Is `op` (numbered) nested in `region`?
    pub fn in_region(&self, region: RegionId, op: OpId) -> bool {
        match (self.regions.get(region), self.ops.get(op)) {
            (Some(&(start, end)), Some(&(p, _))) => start < p && p <= end,
            _ => false,
        }
    }

    /// The block of `region` holding `op` (or an ancestor of it).
    fn ancestor_block(&self, body: &Body, region: RegionId, op: OpId) -> Option<BlockId> {
        if !self.in_region(region, op) {
            return None;
        }
        let p = self.ops.get(op)?.0;
        match self.multi.get(&region) {
            None => body.entry_block(region),
            Some(blocks) => {
                // The last block numbered before `op`.
                let i = blocks.partition_point(|&b| self.blocks.get(b).is_some_and(|&(start, _)| start < p));
                blocks.get(i.checked_sub(1)?).copied()
            }
        }
    }

    /// [`DominanceInfo::value_dominates`] with the user's ancestor found by
    /// numbers: the same answer in O(1) (O(log blocks) in a multi-block
    /// region). Both the definition and `user` must be numbered.
    pub fn value_dominates(&self, body: &Body, dom: &DominanceInfo, v: Value, user: OpId) -> bool {
        match body.value_def(v) {
            ValueDef::OpResult { op, .. } => {
                let Some(def_block) = body.op_block(op) else { return false };
                let Some(region) = body.block_region(def_block) else { return false };
                let Some(user_block) = self.ancestor_block(body, region, user) else { return false };
                let (Some(&(def_pre, def_last)), Some(&(user_pre, _))) = (self.ops.get(op), self.ops.get(user)) else {
                    return false;
                };
                if def_pre <= user_pre && user_pre <= def_last {
                    // The user is the definition or nested in it.
                    return false;
                }
                if def_block == user_block {
                    // Ops of one block are numbered in order, each before
                    // everything nested in it.
                    return dom.position(op).is_some() && def_pre < user_pre;
                }
                dom.block_dominates(def_block, user_block)
            }
            ValueDef::BlockArgument { block, .. } => {
                let Some(region) = body.block_region(block) else { return false };
                self.ancestor_block(body, region, user).is_some_and(|b| dom.block_dominates(block, b))
            }
            ValueDef::Placeholder => false,
        }
    }
}
