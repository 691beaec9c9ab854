//! Extraction: one e-node per needed class, chosen for the cost of the
//! whole DAG (a subterm shared by several users is paid once).
//!
//! First a greedy bottom-up pass to a fixpoint picks, per class, the node
//! of least tree cost (own cost plus the children's); ties go to a node of
//! the input (less churn), then to the e-graph's node order. Then rounds of
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
use strata_ir::{FxHashSet, SmallVec};

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
/// the input's e-nodes (canonical), preferred on ties.
pub fn extract(eg: &Graph<'_>, roots: &[Id], original: &FxHashSet<ENode>) -> Choice {
    let size = eg.nodes().len().max(1);
    let mut ids: Vec<Id> = eg.classes().map(|c| c.id).collect();
    ids.sort_unstable();
    let mut tree = vec![INFINITE; size];
    let mut node: Vec<Option<ENode>> = vec![None; size];
    // Bottom-up to a fixpoint; classes built children-first settle in one pass.
    for _ in 0..64 {
        let mut changed = false;
        for &id in &ids {
            for n in &eg[id].nodes {
                let mut cost = node_cost(eg, id, n);
                for &c in n.children() {
                    cost = cost.saturating_add(tree[usize::from(eg.find(c))]);
                }
                let better = cost < tree[usize::from(id)]
                    || (cost == tree[usize::from(id)]
                        && cost != INFINITE
                        && node[usize::from(id)].as_ref().is_some_and(|cur| {
                            !original.contains(&canonical(eg, cur)) && original.contains(&canonical(eg, n))
                        }));
                if better && cost != INFINITE {
                    tree[usize::from(id)] = cost;
                    node[usize::from(id)] = Some(canonical(eg, n));
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Heights of the first choice, in increasing tree cost (a topological order).
    let mut order: Vec<Id> = ids.iter().copied().filter(|&i| tree[usize::from(i)] != INFINITE).collect();
    order.sort_by_key(|&i| (tree[usize::from(i)], i));
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
