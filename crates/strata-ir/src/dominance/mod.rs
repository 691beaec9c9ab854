//! Dominance for every region under a root op (upstream's `DominanceInfo`).
//!
//! Per multi-block region: a dominator tree by Lengauer and Tarjan's
//! algorithm with path compression over a DFS preorder (explicit stacks, no
//! recursion; O(m log n) even for a chain of blocks sharing one exit), then
//! pre/post numbers of the tree so that block
//! dominance is an O(1) interval test. Op positions within blocks are
//! numbered once, so op dominance in one block is O(1) too. Unreachable
//! blocks are dominated by nothing and dominate nothing but themselves.
//! Queries across nested regions walk up from the user to the ancestor in
//! the definition's region (O(depth)), unless the user's tree was numbered
//! by [`DominanceInfo::number_tree`]: then they are O(1) ([`nesting`]).
//!
//! The analysis is a snapshot: any IR mutation invalidates it.

mod nesting;

pub use nesting::TreeNumbering;

use crate::interner::FxHashMap;
use crate::{BlockId, Body, KeyMap, OpId, RegionId, Value, ValueDef, WalkOrder};

#[derive(Default)]
pub struct DominanceInfo {
    /// Position of each op within its block.
    op_pos: KeyMap<OpId, u32>,
    /// (pre, post) numbers in the dominator tree of the block's region;
    /// absent for unreachable blocks of multi-block regions.
    block_num: KeyMap<BlockId, (u32, u32)>,
    /// Immediate dominator of each reachable non-entry block.
    idom: KeyMap<BlockId, BlockId>,
    /// Intervals of the trees numbered so far.
    tree: TreeNumbering,
    /// Work lists of [`DominanceInfo::compute_blocks`], kept from region
    /// to region: a function lowered to branches has thousands of blocks,
    /// and a module many such functions.
    scratch: BlockScratch,
}

/// The numbering and Lengauer-Tarjan arrays of one region's blocks, by
/// preorder number (each run clears and refills them).
#[derive(Default)]
struct BlockScratch {
    num: FxHashMap<BlockId, u32>,
    vertex: Vec<BlockId>,
    parent: Vec<u32>,
    stack: Vec<(BlockId, u32)>,
    preds: Vec<u32>,
    semi: Vec<u32>,
    label: Vec<u32>,
    ancestor: Vec<u32>,
    dom: Vec<u32>,
    /// Each bucket is a list threaded through `bucket_next` (a vertex is
    /// in at most one bucket at a time), headed by `bucket_head`.
    bucket_head: Vec<u32>,
    bucket_next: Vec<u32>,
    path: Vec<u32>,
    /// The dominator tree's children, grouped by parent (`child_start`).
    child_start: Vec<u32>,
    children: Vec<u32>,
    pre: Vec<u32>,
    dfs: Vec<(u32, u32)>,
}

/// No vertex (an empty bucket's head, a forest root's ancestor).
const NONE: u32 = u32::MAX;

impl DominanceInfo {
    /// Forgets every region computed, keeping the maps' memory: for a
    /// caller done with one IsolatedFromAbove op, whose regions nothing
    /// outside it refers to.
    pub fn clear(&mut self) {
        self.op_pos.clear();
        self.block_num.clear();
        self.idom.clear();
        self.tree.clear();
    }

    /// Computes dominance for every region nested under `root`.
    pub fn new(body: &Body, root: OpId) -> DominanceInfo {
        let regions = body.collect_ops(root, WalkOrder::PreOrder).into_iter().flat_map(|op| body.regions(op).to_vec());
        DominanceInfo::for_regions(body, regions)
    }

    /// Computes dominance for the given regions only (queries about other
    /// regions answer "not dominated").
    pub fn for_regions(body: &Body, regions: impl IntoIterator<Item = RegionId>) -> DominanceInfo {
        let mut info = DominanceInfo::default();
        info.add_regions(body, regions);
        info
    }

    /// Sizes the op positions for about `count` ops in the arena slots
    /// `lo..=hi` (the ops a caller is about to ask about, such as one
    /// function's), when nothing is computed yet: their positions then
    /// go into a vector over that span instead of a growing map.
    pub fn expect_ops(&mut self, lo: u32, hi: u32, count: usize) {
        if self.op_pos.is_empty() {
            self.op_pos = KeyMap::for_slots(lo, hi, count);
        }
    }

    /// Adds the dominance of `regions` (kept: the IR must not change in
    /// between). One info serving many regions allocates its maps once.
    pub fn add_regions(&mut self, body: &Body, regions: impl IntoIterator<Item = RegionId>) {
        for r in regions {
            self.compute_region(body, r);
        }
    }

    /// Adds the block dominance of `region` but not the positions of its
    /// ops: for a caller that orders the ops of a block itself (the
    /// verifier's walk, which meets them in order), so that no walk over
    /// them is made here. Op queries about the region need positions.
    pub fn add_region_blocks(&mut self, body: &Body, region: RegionId) {
        self.compute_blocks(body, region);
    }

    fn compute_region(&mut self, body: &Body, region: RegionId) {
        for b in body.region_blocks(region) {
            for (i, o) in body.block_ops(b).enumerate() {
                self.op_pos.insert(o, i as u32);
            }
        }
        self.compute_blocks(body, region);
    }

    /// The dominator tree of `region`'s blocks, numbered.
    fn compute_blocks(&mut self, body: &Body, region: RegionId) {
        let Some(entry) = body.entry_block(region) else { return };
        if body.next_block(entry).is_none() {
            // The common case: one block dominates itself.
            self.block_num.insert(entry, (0, 1));
            return;
        }
        let s = &mut self.scratch;
        // Depth-first preorder numbering (explicit stack). The map of this
        // region's blocks is hashed: sized by the region, not the arena.
        s.num.clear();
        s.vertex.clear();
        s.parent.clear();
        s.stack.clear();
        s.stack.push((entry, 0));
        while let Some((b, from)) = s.stack.pop() {
            if s.num.contains_key(&b) {
                continue;
            }
            let me = s.vertex.len() as u32;
            s.num.insert(b, me);
            s.vertex.push(b);
            s.parent.push(from);
            // Pushed in reverse so successors are visited in order.
            let first = s.stack.len();
            for succ in body.block_successors(b) {
                if body.block_region(succ) == Some(region) && !s.num.contains_key(&succ) {
                    s.stack.push((succ, me));
                }
            }
            s.stack[first..].reverse();
        }
        s.lengauer_tarjan(body);
        // Children grouped by parent, then pre/post numbering by explicit DFS.
        let n = s.vertex.len();
        s.child_start.clear();
        s.child_start.resize(n + 1, 0);
        for w in 1..n {
            s.child_start[s.dom[w] as usize + 1] += 1;
        }
        for i in 0..n {
            s.child_start[i + 1] += s.child_start[i];
        }
        s.children.clear();
        s.children.resize(n.saturating_sub(1), 0);
        // `pre` counts each parent's children placed so far.
        s.pre.clear();
        s.pre.resize(n, 0);
        for w in 1..n {
            let d = s.dom[w] as usize;
            s.children[(s.child_start[d] + s.pre[d]) as usize] = w as u32;
            s.pre[d] += 1;
            self.idom.insert(s.vertex[w], s.vertex[d]);
        }
        let mut counter = 0u32;
        s.pre[0] = counter;
        counter += 1;
        s.dfs.clear();
        s.dfs.push((0, s.child_start[0]));
        while let Some(&mut (v, ref mut next)) = s.dfs.last_mut() {
            if *next < s.child_start[v as usize + 1] {
                let c = s.children[*next as usize];
                *next += 1;
                s.pre[c as usize] = counter;
                counter += 1;
                s.dfs.push((c, s.child_start[c as usize]));
            } else {
                self.block_num.insert(s.vertex[v as usize], (s.pre[v as usize], counter));
                counter += 1;
                s.dfs.pop();
            }
        }
    }

    /// Does block `a` dominate block `b` (both in the same region)?
    pub fn block_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        match (self.block_num.get(a), self.block_num.get(b)) {
            (Some(&(apre, apost)), Some(&(bpre, bpost))) => apre <= bpre && bpost <= apost,
            _ => false,
        }
    }

    /// Is `b` reachable from the entry of its region?
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.block_num.contains_key(b)
    }

    /// Immediate dominator of a block (None for entry and unreachable blocks).
    pub fn immediate_dominator(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(b).copied()
    }

    /// Position of an op in its block (as of the snapshot).
    pub fn position(&self, op: OpId) -> Option<u32> {
        self.op_pos.get(op).copied()
    }

    /// Does `a` properly dominate `b` (ops possibly in nested regions)?
    /// An op properly dominates the ops nested in its regions? No: as
    /// upstream, an op does not dominate ops inside itself.
    pub fn properly_dominates_op(&self, body: &Body, a: OpId, b: OpId) -> bool {
        self.properly_dominates_via(body, a, |region| ancestor_in_region(body, b, region))
    }

    /// [`Self::properly_dominates_op`] with `b`'s ancestor in a region found
    /// by `ancestor` (what [`ancestor_in_region`] answers for `b`).
    fn properly_dominates_via(&self, body: &Body, a: OpId, ancestor: impl Fn(RegionId) -> Option<OpId>) -> bool {
        let Some(a_block) = body.op_block(a) else { return false };
        let Some(a_region) = body.block_region(a_block) else { return false };
        let Some(b_anc) = ancestor(a_region) else { return false };
        if b_anc == a {
            return false;
        }
        let b_block = body.op_block(b_anc).expect("ancestor is attached");
        if a_block == b_block {
            return self.position(a) < self.position(b_anc);
        }
        self.block_dominates(a_block, b_block)
    }

    /// Numbers the tree under `root`, entering the ops `enter` accepts:
    /// from then on, queries about users in that tree are O(1) instead of
    /// a walk up the nesting ([`nesting`]).
    pub fn number_tree(&mut self, body: &Body, root: OpId, enter: impl Fn(OpId) -> bool) {
        self.tree.number(body, root, enter);
    }

    /// Does value `v` dominate its use by `user` (SSA dominance)?
    pub fn value_dominates(&self, body: &Body, v: Value, user: OpId) -> bool {
        self.value_dominates_via(body, v, user, |region| ancestor_in_region(body, user, region))
    }

    /// [`Self::value_dominates`] with `user`'s ancestor in a region found by
    /// `ancestor`, which must answer what [`ancestor_in_region`] answers for
    /// `user`: for a caller that knows the regions enclosing many uses at
    /// once (the verifier), instead of walking up from each user.
    pub fn value_dominates_via(
        &self,
        body: &Body,
        v: Value,
        user: OpId,
        ancestor: impl Fn(RegionId) -> Option<OpId>,
    ) -> bool {
        if self.tree.is_numbered(user) {
            return self.tree.value_dominates(body, self, v, user);
        }
        let user_block = body.op_block(user);
        match body.value_def(v) {
            // The common case, a definition earlier in the user's block:
            // no walk up the nest.
            ValueDef::OpResult { op, .. } if user_block.is_some() && body.op_block(op) == user_block => {
                op != user && self.position(op) < self.position(user)
            }
            ValueDef::OpResult { op, .. } => self.properly_dominates_via(body, op, ancestor),
            ValueDef::BlockArgument { block, .. } if user_block == Some(block) => true,
            ValueDef::BlockArgument { block, .. } => {
                let Some(region) = body.block_region(block) else { return false };
                match ancestor(region) {
                    Some(anc) => body.op_block(anc).map(|ub| self.block_dominates(block, ub)).unwrap_or(false),
                    None => false,
                }
            }
            ValueDef::Placeholder => false,
        }
    }

    /// Is `op` in `region`, directly or nested?
    pub fn op_in_region(&self, body: &Body, region: RegionId, op: OpId) -> bool {
        if self.tree.is_numbered(op) {
            return self.tree.in_region(region, op);
        }
        ancestor_in_region(body, op, region).is_some()
    }
}

impl BlockScratch {
    /// Immediate dominators by Lengauer and Tarjan's algorithm with path
    /// compression (O(m log n); the iterative algorithm of Cooper, Harvey
    /// and Kennedy is quadratic on a chain of blocks sharing one exit), of
    /// the blocks numbered in preorder in `vertex` (`num` maps them back),
    /// whose DFS tree parents are `parent`. Fills `dom[v]` (`dom[0] = 0`).
    /// No recursion.
    fn lengauer_tarjan(&mut self, body: &Body) {
        let n = self.vertex.len();
        let reset = |v: &mut Vec<u32>, init: &dyn Fn(u32) -> u32| {
            v.clear();
            v.extend((0..n as u32).map(init));
        };
        reset(&mut self.semi, &|i| i);
        reset(&mut self.label, &|i| i);
        reset(&mut self.ancestor, &|_| NONE);
        reset(&mut self.dom, &|_| 0);
        reset(&mut self.bucket_head, &|_| NONE);
        reset(&mut self.bucket_next, &|_| NONE);
        for w in (1..n as u32).rev() {
            self.preds.clear();
            for p in body.predecessors(self.vertex[w as usize]) {
                if let Some(&v) = body.op_block(p.op).and_then(|pb| self.num.get(&pb)) {
                    self.preds.push(v);
                }
            }
            for i in 0..self.preds.len() {
                let u = self.eval(self.preds[i]);
                if self.semi[u as usize] < self.semi[w as usize] {
                    self.semi[w as usize] = self.semi[u as usize];
                }
            }
            let sw = self.semi[w as usize] as usize;
            self.bucket_next[w as usize] = self.bucket_head[sw];
            self.bucket_head[sw] = w;
            let p = self.parent[w as usize];
            self.ancestor[w as usize] = p;
            let mut v = std::mem::replace(&mut self.bucket_head[p as usize], NONE);
            while v != NONE {
                let u = self.eval(v);
                self.dom[v as usize] = if self.semi[u as usize] < self.semi[v as usize] { u } else { p };
                v = self.bucket_next[v as usize];
            }
        }
        for w in 1..n {
            if self.dom[w] != self.semi[w] {
                self.dom[w] = self.dom[self.dom[w] as usize];
            }
        }
    }

    /// The vertex of least semi on v's path in the forest, compressing it.
    fn eval(&mut self, v: u32) -> u32 {
        if self.ancestor[v as usize] == NONE {
            return v;
        }
        self.path.clear();
        let mut x = v;
        loop {
            let a = self.ancestor[x as usize];
            if a == NONE || self.ancestor[a as usize] == NONE {
                break;
            }
            self.path.push(x);
            x = a;
        }
        for i in (0..self.path.len()).rev() {
            let x = self.path[i] as usize;
            let a = self.ancestor[x] as usize;
            if self.semi[self.label[a] as usize] < self.semi[self.label[x] as usize] {
                self.label[x] = self.label[a];
            }
            self.ancestor[x] = self.ancestor[a];
        }
        self.label[v as usize]
    }
}

/// The ancestor of `op` (or `op` itself) whose block lies in `region`.
pub fn ancestor_in_region(body: &Body, op: OpId, region: RegionId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if body.op_region(cur) == Some(region) {
            return Some(cur);
        }
        cur = body.parent_op(cur)?;
    }
}
