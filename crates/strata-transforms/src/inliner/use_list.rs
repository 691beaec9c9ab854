//! Upstream's `CGUseList`: how many symbol uses each discardable callable
//! (a private symbol, or any symbol where every use is visible) still has,
//! and which of them each callable's body holds, so the inliner knows when
//! the last call to a callee went (inline it in place, then erase it) and
//! which callees died.
//!
//! Invariant: counts change only through the methods mirroring upstream's
//! (`recompute_uses`, `drop_call_uses`, `merge_uses_after_inlining`,
//! `erase_node`), in the same order, so the same callees die as upstream.

use std::collections::BTreeSet;

use strata_ir::op_checks::is_memory_effect_free;
use strata_ir::symbols::{self, is_symbol_table, lookup_symbol_path, symbol_refs_of, walk_symbol_uses};
use strata_ir::{Attribute, Body, CallableOpInterface, Context, FxHashMap, OpId};

use super::call_graph::{CallGraph, EdgeKind, NodeId};

#[derive(Default, Clone)]
struct CgUser {
    /// Nodes referenced by the callable op's own attributes.
    top_level: BTreeSet<NodeId>,
    /// Nodes referenced by ops nested in it, with counts.
    inner: FxHashMap<NodeId, i64>,
}

pub struct CgUseList {
    discardable: FxHashMap<NodeId, i64>,
    /// By node: what its callable's body uses (empty for a node without
    /// a body, or erased). Node ids are dense: a vector, not a map.
    node_uses: Vec<CgUser>,
    /// The callable op of each node, as the graph was built.
    ops: Vec<Option<OpId>>,
}

/// Calls `f(node, user)` for every symbol use in `op` (its own attributes,
/// and its regions unless it is a symbol table) that resolves to a callable
/// with a node (upstream's `walkReferencedSymbolNodes`).
pub fn walk_referenced_nodes(ctx: &Context, body: &Body, cg: &CallGraph, op: OpId, mut f: impl FnMut(NodeId, OpId)) {
    let mut resolved: FxHashMap<Attribute, Option<NodeId>> = FxHashMap::default();
    let scope = body.parent_op(op);
    let mut path = Vec::new();
    let mut resolve = |attr: Attribute| -> Option<NodeId> {
        *resolved.entry(attr).or_insert_with(|| {
            let mut table = scope?;
            while !is_symbol_table(ctx, body, table) {
                table = body.parent_op(table)?;
            }
            if !lookup_symbol_path(ctx, body, table, attr, &mut path) {
                return None;
            }
            let callee = *path.last()?;
            CallableOpInterface::of(ctx, body, callee)?;
            cg.lookup(CallableOpInterface::region_of(ctx, body, callee)?)
        })
    };
    let mut refs = Vec::new();
    symbol_refs_of(ctx, body, op, &mut refs);
    for a in refs {
        if let Some(n) = resolve(a) {
            f(n, op);
        }
    }
    if is_symbol_table(ctx, body, op) {
        return;
    }
    for &r in body.regions(op) {
        walk_symbol_uses(ctx, body, r, |user, a| {
            if let Some(n) = resolve(a) {
                f(n, user);
            }
        });
    }
}

impl CgUseList {
    /// The use counts of the graph `cg` (upstream's constructor).
    pub fn new(ctx: &Context, body: &Body, cg: &CallGraph) -> CgUseList {
        let ops = cg.nodes.iter().map(|n| n.op).collect();
        let mut list =
            CgUseList { discardable: FxHashMap::default(), node_uses: vec![CgUser::default(); cg.nodes.len()], ops };
        let mut always_live: BTreeSet<NodeId> = BTreeSet::new();
        // Upstream visits the tables nested ones first; what is counted
        // does not depend on the order.
        for &(table, all_uses_visible) in &cg.symbol_tables {
            let Some(&region) = body.regions(table).first() else { continue };
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    let node = CallableOpInterface::of(ctx, body, op)
                        .and_then(|_| CallableOpInterface::region_of(ctx, body, op))
                        .and_then(|r| cg.lookup(r));
                    if let Some(node) = node {
                        // Upstream asks `(allUsesVisible || isPrivate) &&
                        // canDiscardOnUseEmpty`, and a symbol may be
                        // discarded by default only when private.
                        let _ = all_uses_visible;
                        if symbols::is_private(ctx, body, op) {
                            list.discardable.entry(node).or_insert(0);
                        }
                        continue;
                    }
                    walk_referenced_nodes(ctx, body, cg, op, |n, _| {
                        always_live.insert(n);
                    });
                }
            }
        }
        for n in always_live {
            list.discardable.remove(&n);
        }
        for node in 2..cg.nodes.len() {
            list.recompute_uses(ctx, body, cg, node);
        }
        list
    }

    /// Drops the uses `call`, inside `user`, held (it was inlined).
    pub fn drop_call_uses(&mut self, ctx: &Context, body: &Body, cg: &CallGraph, user: NodeId, call: OpId) {
        let uses = &mut self.node_uses[user];
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ctx, body, cg, call, |n, _| {
            if let Some(count) = uses.inner.get_mut(&n) {
                *count -= 1;
                *discardable.entry(n).or_insert(0) -= 1;
            }
        });
    }

    /// Removes `node` and the nodes nested in it, dropping the uses they
    /// held.
    pub fn erase_node(&mut self, cg: &CallGraph, node: NodeId) {
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            stack.extend(cg.nodes[n].edges.iter().filter(|e| e.1 == EdgeKind::Child).map(|e| e.0));
            let uses = std::mem::take(&mut self.node_uses[n]);
            self.decrement(&uses);
            self.discardable.remove(&n);
        }
    }

    /// Does `node` have no uses left, so it can be erased?
    pub fn is_dead(&self, ctx: &Context, body: &Body, node: NodeId) -> bool {
        let Some(op) = self.ops[node] else { return false };
        if !symbols::is_symbol(ctx, body, op) {
            return is_memory_effect_free(ctx, body, op) && body.results(op).iter().all(|&r| !body.has_uses(r));
        }
        self.discardable.get(&node) == Some(&0)
    }

    /// Is the one use of discardable `node` left?
    pub fn has_one_use_and_discardable(&self, ctx: &Context, body: &Body, node: NodeId) -> bool {
        let Some(op) = self.ops[node] else { return false };
        if !symbols::is_symbol(ctx, body, op) {
            let uses: usize = body.results(op).iter().map(|&r| body.uses(r).len()).sum();
            return is_memory_effect_free(ctx, body, op) && uses == 1;
        }
        self.discardable.get(&node) == Some(&1)
    }

    /// Counts again the discardable uses `node`'s callable holds.
    pub fn recompute_uses(&mut self, ctx: &Context, body: &Body, cg: &CallGraph, node: NodeId) {
        let Some(op) = self.ops[node] else { return };
        let old = std::mem::take(&mut self.node_uses[node]);
        self.decrement(&old);
        let mut uses = CgUser::default();
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ctx, body, cg, op, |n, user| {
            let Some(count) = discardable.get_mut(&n) else { return };
            if user != op {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if !uses.top_level.insert(n) {
                return;
            }
            *count += 1;
        });
        self.node_uses[node] = uses;
    }

    /// After a copy of `callee` was inlined into `caller`, the uses the
    /// copy holds are `caller`'s.
    pub fn merge_uses_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let inner: Vec<(NodeId, i64)> = self.node_uses[callee].inner.iter().map(|(&n, &c)| (n, c)).collect();
        let caller_uses = &mut self.node_uses[caller];
        for (n, c) in inner {
            *caller_uses.inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn decrement(&mut self, uses: &CgUser) {
        for &n in &uses.top_level {
            *self.discardable.entry(n).or_insert(0) -= 1;
        }
        for (&n, &c) in &uses.inner {
            *self.discardable.entry(n).or_insert(0) -= c;
        }
    }
}
