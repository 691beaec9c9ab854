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
}

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
        // Depth-first preorder numbering (explicit stack). The maps of this
        // region's blocks are hashed: sized by the region, not the arena.
        let mut num: FxHashMap<BlockId, u32> = FxHashMap::default();
        let mut vertex: Vec<BlockId> = Vec::new();
        let mut parent: Vec<u32> = Vec::new();
        let mut stack: Vec<(BlockId, u32)> = vec![(entry, 0)];
        while let Some((b, from)) = stack.pop() {
            if num.contains_key(&b) {
                continue;
            }
            num.insert(b, vertex.len() as u32);
            vertex.push(b);
            parent.push(from);
            let me = num[&b];
            // Reversed so successors are visited in order.
            let succs: Vec<BlockId> = body.block_successors(b).collect();
            for &s in succs.iter().rev() {
                if body.block_region(s) == Some(region) && !num.contains_key(&s) {
                    stack.push((s, me));
                }
            }
        }
        let idom = lengauer_tarjan(&vertex, &parent, |w| {
            body.predecessors(vertex[w as usize])
                .iter()
                .filter_map(|p| body.op_block(p.op))
                .filter_map(|pb| num.get(&pb).copied())
                .collect()
        });
        let rpo = vertex;
        let idom: Vec<Option<u32>> = idom.into_iter().enumerate().map(|(i, d)| (i > 0).then_some(d)).collect();
        // Children lists, then pre/post numbering by explicit DFS.
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); rpo.len()];
        for i in 1..rpo.len() {
            if let Some(d) = idom[i] {
                children[d as usize].push(i as u32);
                self.idom.insert(rpo[i], rpo[d as usize]);
            }
        }
        let mut counter = 0u32;
        let mut pre = vec![0u32; rpo.len()];
        let mut dfs: Vec<(u32, usize)> = vec![(0, 0)];
        pre[0] = counter;
        counter += 1;
        while let Some((n, k)) = dfs.last_mut() {
            let n = *n;
            if let Some(&c) = children[n as usize].get(*k) {
                *k += 1;
                pre[c as usize] = counter;
                counter += 1;
                dfs.push((c, 0));
            } else {
                self.block_num.insert(rpo[n as usize], (pre[n as usize], counter));
                counter += 1;
                dfs.pop();
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

/// Immediate dominators by Lengauer and Tarjan's algorithm with path
/// compression (O(m log n); the iterative algorithm of Cooper, Harvey and
/// Kennedy is quadratic on a chain of blocks sharing one exit). Vertices
/// are DFS preorder numbers: `parent[v]` is v's DFS parent, `preds(v)` its
/// reachable predecessors. Returns `idom[v]` (`idom[0] = 0`). No recursion.
fn lengauer_tarjan(vertex: &[BlockId], parent: &[u32], preds: impl Fn(u32) -> Vec<u32>) -> Vec<u32> {
    let n = vertex.len();
    let mut semi: Vec<u32> = (0..n as u32).collect();
    let mut label: Vec<u32> = (0..n as u32).collect();
    let mut ancestor: Vec<Option<u32>> = vec![None; n];
    let mut dom: Vec<u32> = vec![0; n];
    let mut bucket: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut path: Vec<u32> = Vec::new();
    // The vertex of least semi on v's path in the forest, compressing it.
    let mut eval = |v: u32, ancestor: &mut Vec<Option<u32>>, label: &mut Vec<u32>, semi: &Vec<u32>| -> u32 {
        let Some(_) = ancestor[v as usize] else { return v };
        path.clear();
        let mut x = v;
        while let Some(a) = ancestor[x as usize] {
            if ancestor[a as usize].is_none() {
                break;
            }
            path.push(x);
            x = a;
        }
        for &x in path.iter().rev() {
            let a = ancestor[x as usize].expect("on the path");
            if semi[label[a as usize] as usize] < semi[label[x as usize] as usize] {
                label[x as usize] = label[a as usize];
            }
            ancestor[x as usize] = ancestor[a as usize];
        }
        label[v as usize]
    };
    for w in (1..n as u32).rev() {
        for v in preds(w) {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            if semi[u as usize] < semi[w as usize] {
                semi[w as usize] = semi[u as usize];
            }
        }
        bucket[semi[w as usize] as usize].push(w);
        let p = parent[w as usize];
        ancestor[w as usize] = Some(p);
        for v in std::mem::take(&mut bucket[p as usize]) {
            let u = eval(v, &mut ancestor, &mut label, &semi);
            dom[v as usize] = if semi[u as usize] < semi[v as usize] { u } else { p };
        }
    }
    for w in 1..n {
        if dom[w] != semi[w] {
            dom[w] = dom[dom[w] as usize];
        }
    }
    dom
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
