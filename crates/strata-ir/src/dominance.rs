//! Dominance for every region under a root op (upstream's `DominanceInfo`).
//!
//! Per multi-block region: a dominator tree by the iterative algorithm of
//! Cooper, Harvey and Kennedy over reverse post-order (an explicit DFS
//! stack, no recursion), then pre/post numbers of the tree so that block
//! dominance is an O(1) interval test. Op positions within blocks are
//! numbered once, so op dominance in one block is O(1) too. Unreachable
//! blocks are dominated by nothing and dominate nothing but themselves.
//! Queries across nested regions walk up from the user to the ancestor in
//! the definition's region (O(depth)).
//!
//! The analysis is a snapshot: any IR mutation invalidates it.

use slotmap::SecondaryMap;

use crate::interner::{FxHashMap, FxHashSet};
use crate::{BlockId, Body, OpId, RegionId, Value, ValueDef, WalkOrder};

#[derive(Default)]
pub struct DominanceInfo {
    /// Position of each op within its block.
    op_pos: SecondaryMap<OpId, u32>,
    /// (pre, post) numbers in the dominator tree of the block's region;
    /// absent for unreachable blocks of multi-block regions.
    block_num: SecondaryMap<BlockId, (u32, u32)>,
    /// Immediate dominator of each reachable non-entry block.
    idom: SecondaryMap<BlockId, BlockId>,
}

impl DominanceInfo {
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

    /// Adds the dominance of `regions` (kept: the IR must not change in
    /// between). One info serving many regions allocates its maps once.
    pub fn add_regions(&mut self, body: &Body, regions: impl IntoIterator<Item = RegionId>) {
        for r in regions {
            self.compute_region(body, r);
        }
    }

    fn compute_region(&mut self, body: &Body, region: RegionId) {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        for &b in &blocks {
            for (i, o) in body.block_ops(b).enumerate() {
                self.op_pos.insert(o, i as u32);
            }
        }
        let Some(&entry) = blocks.first() else { return };
        if blocks.len() == 1 {
            // The common case: one block dominates itself.
            self.block_num.insert(entry, (0, 1));
            return;
        }
        // Reverse post-order by iterative DFS. The maps of this region's
        // blocks are hashed: sized by the region, not by the arena.
        let mut rpo_index: FxHashMap<BlockId, u32> = FxHashMap::default();
        let mut post: Vec<BlockId> = Vec::new();
        let mut visited: FxHashSet<BlockId> = FxHashSet::default();
        let mut stack: Vec<(BlockId, Vec<BlockId>)> = Vec::new();
        visited.insert(entry);
        stack.push((entry, body.block_successors(entry).collect()));
        while let Some((b, succs)) = stack.last_mut() {
            if let Some(s) = succs.pop() {
                if body.block_region(s) == Some(region) && visited.insert(s) {
                    let next: Vec<BlockId> = body.block_successors(s).collect();
                    stack.push((s, next));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        let rpo: Vec<BlockId> = post.iter().rev().copied().collect();
        for (i, &b) in rpo.iter().enumerate() {
            rpo_index.insert(b, i as u32);
        }
        // Iterate to a fixed point: idom[b] = intersect of processed preds.
        let mut idom: Vec<Option<u32>> = vec![None; rpo.len()];
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..rpo.len() {
                let mut new_idom: Option<u32> = None;
                for p in body.predecessors(rpo[i]) {
                    let Some(pb) = body.op_block(p.op) else { continue };
                    let Some(&pi) = rpo_index.get(&pb) else { continue };
                    if idom[pi as usize].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => pi,
                        Some(cur) => intersect(&idom, cur, pi),
                    });
                }
                if new_idom.is_some() && new_idom != idom[i] {
                    idom[i] = new_idom;
                    changed = true;
                }
            }
        }
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
        let Some(a_block) = body.op_block(a) else { return false };
        let Some(a_region) = body.block_region(a_block) else { return false };
        let Some(b_anc) = ancestor_in_region(body, b, a_region) else { return false };
        if b_anc == a {
            return false;
        }
        let b_block = body.op_block(b_anc).expect("ancestor is attached");
        if a_block == b_block {
            return self.position(a) < self.position(b_anc);
        }
        self.block_dominates(a_block, b_block)
    }

    /// Does value `v` dominate its use by `user` (SSA dominance)?
    pub fn value_dominates(&self, body: &Body, v: Value, user: OpId) -> bool {
        match body.value_def(v) {
            ValueDef::OpResult { op, .. } => self.properly_dominates_op(body, op, user),
            ValueDef::BlockArgument { block, .. } => {
                let Some(region) = body.block_region(block) else { return false };
                match ancestor_in_region(body, user, region) {
                    Some(anc) => body.op_block(anc).map(|ub| self.block_dominates(block, ub)).unwrap_or(false),
                    None => false,
                }
            }
            ValueDef::Placeholder => false,
        }
    }
}

fn intersect(idom: &[Option<u32>], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize].expect("processed");
        }
        while b > a {
            b = idom[b as usize].expect("processed");
        }
    }
    a
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
