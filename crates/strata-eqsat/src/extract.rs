//! Extraction: one e-node per needed class, chosen for the cost of the
//! whole DAG (a subterm shared by several users is paid once).
//!
//! First a greedy bottom-up pass in order of cost picks, per class, the
//! node of least tree cost (own cost plus the children's); ties go to a
//! node of the input, the earliest first (less churn), then to the lower
//! class and node. Then rounds of
//! DAG-aware re-picking: with the classes the current choice already needs
//! (its live set) counted as free, each live class takes the node whose
//! own cost plus the tree cost of its children that are not yet live is
//! least; a round is kept only if the live set's total cost went down.
//!
//! Cost model: an op costs 2, a multiplication, division or remainder 4, a
//! constant 1, a leaf 0, each times 8 per enclosing loop (the class's
//! smallest loop depth, up to 6 levels).
//!
//! Invariants: the choice is acyclic — every op costs at least 1, so a
//! chosen node's children have smaller tree cost than its class, and a
//! re-pick may only use children of smaller height in the first choice;
//! every pass is linear in e-nodes and deterministic (classes in id order).

use egg::{EGraph, Id, Language};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

use strata_ir::{FxHashMap, SmallVec};

use crate::analysis::Facts;
use crate::lang::{canonical, ENode};

type Graph<'c> = EGraph<ENode, Facts<'c>>;

const INFINITE: u64 = u64::MAX;

/// The chosen node of each class (indexed by canonical id).
pub struct Choice {
    pub node: Vec<Option<ENode>>,
    /// Total DAG cost of the live classes.
    pub cost: u64,
}

/// The own cost of `node` in `class`.
pub fn node_cost(eg: &Graph<'_>, class: Id, node: &ENode) -> u64 {
    let ENode::Op(k, _) = node else { return 0 };
    let key = eg.analysis.keys.get(*k);
    let base = if key.constant.is_some() {
        1
    } else {
        let name = eg.analysis.ctx.op_name_str(key.name);
        let op = name.rsplit('.').next().unwrap_or(name);
        if op.starts_with("mul") || op.contains("div") || op.starts_with("rem") {
            4
        } else {
            2
        }
    };
    base * 8u64.pow(eg[class].data.depth.min(6))
}

/// Chooses a node for every class reachable from `roots`; `original` are
/// the input's e-nodes (canonical) with their rank in program order,
/// preferred on ties, the earliest first.
pub fn extract(eg: &Graph<'_>, roots: &[Id], original: &FxHashMap<ENode, u32>) -> Choice {
    let size = eg.nodes().len().max(1);
    let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
    ids.sort_unstable();
    let mut tree = vec![INFINITE; size];
    let mut node: Vec<Option<ENode>> = vec![None; size];
    // Bottom-up in order of cost (Knuth's generalization of Dijkstra's
    // algorithm: a node's cost is at least each child's, so the cheapest
    // pending class is final when popped). A node is costed once all its
    // children are final: linear in e-nodes (times a log), whatever the
    // order of class ids; a node on a cycle never becomes ready.
    let mut nodes: Vec<(Id, ENode)> = Vec::new();
    for &id in &ids {
        nodes.extend(eg[id].nodes.iter().map(|n| (id, canonical(eg, n))));
    }
    let mut parents: Vec<Vec<u32>> = vec![Vec::new(); size];
    let mut pending: Vec<u32> = Vec::with_capacity(nodes.len());
    let mut heap = BinaryHeap::new();
    let push = |heap: &mut BinaryHeap<_>, i: usize, tree: &[u64]| {
        let (id, n) = &nodes[i];
        let cost = n.children().iter().fold(node_cost(eg, *id, n), |c, &k| c.saturating_add(tree[usize::from(k)]));
        // Least cost first; on a tie the earliest input op, then the lower
        // class and node.
        let rank = original.get(n).copied().unwrap_or(u32::MAX);
        heap.push(Reverse((cost, rank, *id, i)));
    };
    for (i, (_, n)) in nodes.iter().enumerate() {
        let mut kids: SmallVec<[Id; 4]> = n.children().iter().copied().collect();
        kids.sort_unstable();
        kids.dedup();
        for &k in &kids {
            parents[usize::from(k)].push(i as u32);
        }
        pending.push(kids.len() as u32);
    }
    for (i, _) in pending.iter().enumerate().filter(|(_, &p)| p == 0) {
        push(&mut heap, i, &tree);
    }
    // Classes as they become final: every chosen node's children come
    // before it (a topological order, even where costs saturate).
    let mut order: Vec<Id> = Vec::new();
    let mut done = vec![false; size];
    while let Some(Reverse((cost, _, id, i))) = heap.pop() {
        if std::mem::replace(&mut done[usize::from(id)], true) {
            continue;
        }
        order.push(id);
        tree[usize::from(id)] = cost.min(INFINITE - 1);
        node[usize::from(id)] = Some(nodes[i].1.clone());
        for &p in &parents[usize::from(id)] {
            pending[p as usize] -= 1;
            if pending[p as usize] == 0 {
                push(&mut heap, p as usize, &tree);
            }
        }
    }
    // Heights of the first choice.
    let mut height = vec![0u32; size];
    for &id in &order {
        if let Some(n) = &node[usize::from(id)] {
            height[usize::from(id)] = n.children().iter().map(|&c| height[usize::from(c)] + 1).max().unwrap_or(0);
        }
    }
    let live_cost = |node: &[Option<ENode>]| -> (Vec<bool>, u64) {
        let mut live = vec![false; size];
        let mut total = 0u64;
        let mut stack: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
        while let Some(c) = stack.pop() {
            if std::mem::replace(&mut live[usize::from(c)], true) {
                continue;
            }
            if let Some(n) = &node[usize::from(c)] {
                total = total.saturating_add(node_cost(eg, c, n));
                stack.extend(n.children().iter().copied());
            }
        }
        (live, total)
    };
    let (mut live, mut total) = live_cost(&node);
    for _ in 0..2 {
        let mut next = node.clone();
        for &id in &order {
            if !live[usize::from(id)] {
                continue;
            }
            let dag = |n: &ENode| -> u64 {
                let mut seen: SmallVec<[Id; 4]> = SmallVec::new();
                let mut cost = node_cost(eg, id, n);
                for &c in n.children() {
                    let c = eg.find(c);
                    if height[usize::from(c)] >= height[usize::from(id)] || tree[usize::from(c)] == INFINITE {
                        return INFINITE;
                    }
                    if !live[usize::from(c)] && !seen.contains(&c) {
                        seen.push(c);
                        cost = cost.saturating_add(tree[usize::from(c)]);
                    }
                }
                cost
            };
            let Some(current) = node[usize::from(id)].as_ref() else { continue };
            let mut best = dag(current);
            for n in &eg[id].nodes {
                let cost = dag(n);
                if cost < best {
                    best = cost;
                    next[usize::from(id)] = Some(canonical(eg, n));
                }
            }
        }
        let (next_live, next_total) = live_cost(&next);
        if next_total >= total {
            break;
        }
        node = next;
        live = next_live;
        total = next_total;
    }
    Choice { node, cost: total }
}
