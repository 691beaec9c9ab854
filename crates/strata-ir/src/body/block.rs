//! Blocks and regions: storage, linkage and read accessors.

use super::{BlockId, Body, OpId, RegionId, Use, Value};

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(crate) parent: Option<RegionId>,
    pub(crate) args: Vec<Value>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    /// Successor slots that name this block: `Use { op, index: successor# }`.
    pub(crate) predecessors: Vec<Use>,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub(crate) parent: Option<OpId>,
    pub(crate) first: Option<BlockId>,
    pub(crate) last: Option<BlockId>,
}

/// Iterates a linked list through a `next` function.
pub struct LinkedIter<'a, K: Copy> {
    body: &'a Body,
    cur: Option<K>,
    next: fn(&Body, K) -> Option<K>,
}

impl<K: Copy> Iterator for LinkedIter<'_, K> {
    type Item = K;
    fn next(&mut self) -> Option<K> {
        let k = self.cur?;
        self.cur = (self.next)(self.body, k);
        Some(k)
    }
}

impl Body {
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block].args
    }
    pub fn block_arg(&self, block: BlockId, index: usize) -> Value {
        self.blocks[block].args[index]
    }
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].parent
    }
    /// The op owning the region that holds `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.regions[self.blocks[block].parent?].parent
    }
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].first
    }
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last
    }
    /// The ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> LinkedIter<'_, OpId> {
        LinkedIter { body: self, cur: self.blocks[block].first, next: |b, o| b.ops[o].next }
    }
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.blocks[block].first.is_none()
    }
    /// The predecessor slots of a block (`op`, successor index), in no particular order.
    pub fn predecessors(&self, block: BlockId) -> &[Use] {
        &self.blocks[block].predecessors
    }
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].next
    }
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].prev
    }
    /// The successors of a block: those of its terminator (last op).
    pub fn block_successors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks[block].last.into_iter().flat_map(move |t| self.successors(t))
    }

    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region].parent
    }
    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> LinkedIter<'_, BlockId> {
        LinkedIter { body: self, cur: self.regions[region].first, next: |b, k| b.blocks[k].next }
    }
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].first
    }
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region].first.is_none()
    }
    /// Index of `region` among its parent op's regions.
    pub fn region_index(&self, region: RegionId) -> Option<usize> {
        let op = self.regions[region].parent?;
        self.ops[op].regions().iter().position(|&r| r == region)
    }
    /// The region containing `op`, if attached.
    pub fn op_region(&self, op: OpId) -> Option<RegionId> {
        self.blocks[self.ops[op].parent?].parent
    }

    /// Is `ancestor` equal to `region` or a region enclosing it (upstream's
    /// `Region::isAncestor`)?
    pub fn region_is_ancestor(&self, ancestor: RegionId, region: RegionId) -> bool {
        let mut cur = Some(region);
        while let Some(r) = cur {
            if r == ancestor {
                return true;
            }
            cur = self.region_parent(r).and_then(|o| self.op_region(o));
        }
        false
    }
}

/// "Is this region nested in `top`?" for many regions of one tree, each
/// region on the way up answered once: the questions of a whole tree cost
/// time linear in its regions, where [`Body::region_is_ancestor`] walks the
/// nesting depth every time.
///
/// Invariant: valid while no region moves (a snapshot).
pub struct RegionWithin {
    top: RegionId,
    known: crate::FxHashMap<RegionId, bool>,
}

impl RegionWithin {
    pub fn new(top: RegionId) -> RegionWithin {
        RegionWithin { top, known: crate::FxHashMap::default() }
    }

    /// Is `region` `top` or nested in it?
    pub fn contains(&mut self, body: &Body, region: RegionId) -> bool {
        let mut path = Vec::new();
        let mut cur = region;
        let answer = loop {
            if cur == self.top {
                break true;
            }
            if let Some(&known) = self.known.get(&cur) {
                break known;
            }
            path.push(cur);
            match body.region_parent(cur).and_then(|o| body.op_region(o)) {
                Some(parent) => cur = parent,
                None => break false,
            }
        };
        for r in path {
            self.known.insert(r, answer);
        }
        answer
    }
}
