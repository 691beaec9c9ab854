//! Blocks and regions: storage, linkage and read accessors.

use super::{BlockId, Body, OpId, RegionId, Use, Value};
use crate::Location;

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(crate) parent: Option<RegionId>,
    pub(crate) args: Vec<Value>,
    /// The arguments' locations (upstream's `BlockArgument::getLoc`):
    /// empty while no argument has one, else one entry per argument. Kept
    /// here rather than in every value, which op results would pay for.
    pub(crate) arg_locs: ArgLocs,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    /// Successor slots that name this block: `Use { op, index: successor# }`.
    pub(crate) predecessors: Vec<Use>,
}

/// A block's argument locations: a pointer, null while there are none
/// (most blocks'), so that a block record pays 8 bytes for them, not a
/// vector's 24.
// The box is the point: one thin pointer where a vector is three words.
#[allow(clippy::box_collection)]
#[derive(Clone, Debug, Default)]
pub(crate) struct ArgLocs(Option<Box<Vec<Option<Location>>>>);

impl ArgLocs {
    pub(crate) fn from_vec(locs: Vec<Option<Location>>) -> ArgLocs {
        ArgLocs((!locs.is_empty()).then(|| Box::new(locs)))
    }

    /// The location of argument `index`, if it has one.
    pub(crate) fn get(&self, index: usize) -> Option<Location> {
        self.0.as_ref()?.get(index).copied().flatten()
    }

    pub(crate) fn len(&self) -> usize {
        self.0.as_ref().map_or(0, |v| v.len())
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn vec_mut(&mut self) -> &mut Vec<Option<Location>> {
        self.0.get_or_insert_with(Default::default)
    }

    pub(crate) fn take(&mut self) -> Vec<Option<Location>> {
        self.0.take().map(|v| *v).unwrap_or_default()
    }
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
    pub fn op_region(&self, op: impl Into<OpId>) -> Option<RegionId> {
        let op: OpId = op.into();
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

#[cfg(test)]
mod tests {
    use crate::{Body, Context, LocationKind, OperationState};

    /// Block-argument locations live beside the arguments: they follow
    /// erasures (one, or several at once), clones and lending, and a value
    /// that is no block argument has none.
    #[test]
    fn argument_locations_follow_their_arguments() {
        let ctx = Context::default();
        let i32 = ctx.integer_type(32);
        let file = ctx.ident("a.mlir");
        let loc = |line| ctx.intern_location(LocationKind::FileLineCol { file, line, col: 1, end: None });
        let mut b = Body::new();
        let region = b.create_region();
        let mut s = OperationState::new(ctx.op_name("t.holder"), ctx.unknown_loc());
        s.regions.push(region);
        let holder = b.create_op(s, ctx.empty_dictionary());
        let block = b.create_block();
        b.append_block(region, block);
        let a0 = b.add_block_arg(block, i32, None);
        let a1 = b.add_block_arg(block, i32, Some(loc(1)));
        let a2 = b.add_block_arg(block, i32, None);
        let a3 = b.add_block_arg(block, i32, None);
        b.set_block_arg_loc(a3, loc(3));
        let locs = |b: &Body| b.block_args(block).iter().map(|&a| b.block_arg_loc(a)).collect::<Vec<_>>();
        assert_eq!(locs(&b), vec![None, Some(loc(1)), None, Some(loc(3))]);
        b.check_invariants().unwrap();

        let mut mapping = crate::inliner::ValueMapping::default();
        let clone = b.clone_op(holder, &mut mapping);
        assert_eq!(b.block_arg_loc(mapping[&a1]), Some(loc(1)));
        assert_eq!(b.block_arg_loc(mapping[&a2]), None);
        assert_eq!(b.block_arg_loc(mapping[&a3]), Some(loc(3)));

        b.erase_block_arg(block, 0);
        assert_eq!(locs(&b), vec![Some(loc(1)), None, Some(loc(3))]);
        b.erase_block_args_if(block, |_, v| v == a2);
        assert_eq!(locs(&b), vec![Some(loc(1)), Some(loc(3))]);
        b.check_invariants().unwrap();
        let _ = a0;

        let lent = b.lend_regions(clone).expect("closed regions");
        let lent_block = lent.body.region_blocks(lent.body.regions(lent.shell)[0]).next().unwrap();
        let lent_args = lent.body.block_args(lent_block).to_vec();
        assert_eq!(lent.body.block_arg_loc(lent_args[1]), Some(loc(1)));
        b.return_regions(clone, lent);
        b.check_invariants().unwrap();

        let mut s = OperationState::new(ctx.op_name("t.def"), ctx.unknown_loc());
        s.result_types.push(i32);
        let def = b.create_op(s, ctx.empty_dictionary());
        assert_eq!(b.block_arg_loc(b.result(def, 0)), None);
    }

    /// `set_block_args` reorders, keeps and inserts arguments at once: the
    /// kept ones are renumbered with their locations, the ones left out go.
    #[test]
    fn set_block_args_inserts_reorders_and_drops() {
        let ctx = Context::default();
        let (i32, i64) = (ctx.integer_type(32), ctx.integer_type(64));
        let file = ctx.ident("a.mlir");
        let loc = |line| ctx.intern_location(LocationKind::FileLineCol { file, line, col: 1, end: None });
        let mut b = Body::new();
        let block = b.create_block();
        let a = b.add_block_arg(block, i32, Some(loc(1)));
        let dropped = b.add_block_arg(block, i32, None);
        let c = b.add_block_arg(block, i32, None);
        let new0 = b.add_block_arg(block, i64, Some(loc(2)));
        let new1 = b.add_block_arg(block, i64, None);
        b.set_block_args(block, &[a, new0, new1, c]);
        assert_eq!(b.block_args(block), &[a, new0, new1, c]);
        assert_eq!(b.block_arg(block, 2), new1);
        let locs: Vec<_> = b.block_args(block).iter().map(|&v| b.block_arg_loc(v)).collect();
        assert_eq!(locs, vec![Some(loc(1)), Some(loc(2)), None, None]);
        assert_eq!(b.value_parent_block(c), Some(block));
        let _ = dropped;
        b.check_invariants().unwrap();
    }
}
