//! Upstream's `CallGraph`: a node per callable region (through
//! `CallableOpInterface`), an external-caller node with an abstract edge to
//! every top-level callable, an unknown-callee node for calls that resolve
//! to nothing, child edges from a callable to the callables nested in it,
//! and call edges from a callable to what the calls in it resolve to
//! (through `CallOpInterface`).
//!
//! Invariants: nodes and edges are built in upstream's order (pre-order
//! walk, callables first, then calls), edges are unique per (target, kind)
//! and kept in insertion order, so [`CallGraph::sccs`] visits SCCs in the
//! order LLVM's `scc_iterator` does from the external node. Both walks
//! use explicit stacks; the SCC walk is Tarjan's, iterative, linear in
//! nodes and edges.

use strata_ir::symbols::symbol_table_uses_visible;
use strata_ir::{
    call::resolve_callable, Body, CallOpInterface, CallableOpInterface, Context, FxHashMap, FxHashSet, OpId, RegionId,
};

/// An op the building walk is to visit: the callable it is in, whether
/// the uses of symbols of a table it is or holds are all visible, and
/// whether the graph sees it (not below a call or a callable without a
/// region).
struct Frame {
    op: OpId,
    parent: Option<NodeId>,
    visible: bool,
    in_graph: bool,
}

/// A node of the graph.
pub type NodeId = usize;

/// Below this many edges a node's repeats are found by a scan.
const SCAN_EDGES: usize = 16;

/// The node standing for callers outside the IR.
pub const EXTERNAL_CALLER: NodeId = 0;
/// The node calls to unknown callees go to.
pub const UNKNOWN_CALLEE: NodeId = 1;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EdgeKind {
    /// From the external node to a top-level callable.
    Abstract,
    Call,
    /// From a callable to one nested in it.
    Child,
}

#[derive(Debug, Default)]
pub struct Node {
    /// `None` for the external and unknown nodes.
    pub region: Option<RegionId>,
    /// The callable op owning `region`.
    pub op: Option<OpId>,
    pub edges: Vec<(NodeId, EdgeKind)>,
}

impl Node {
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|&(_, k)| k == EdgeKind::Child)
    }
}

#[derive(Debug)]
pub struct CallGraph {
    pub nodes: Vec<Node>,
    /// Every symbol table under the root (itself included), in pre-order,
    /// each with whether all uses of its symbols are visible (upstream's
    /// `SymbolTable::walkSymbolTables` from a root in no block), for
    /// [`super::use_list::CgUseList`].
    pub symbol_tables: Vec<(OpId, bool)>,
    by_region: FxHashMap<RegionId, NodeId>,
    /// The edges of the nodes with at least [`SCAN_EDGES`] of them; a
    /// node with fewer finds a repeat by scanning its own (most callables
    /// make a few calls: a set of every edge took megabytes).
    edge_set: FxHashSet<(NodeId, NodeId, EdgeKind)>,
}

impl CallGraph {
    /// The call graph of everything nested in `root`.
    pub fn build(ctx: &Context, body: &Body, root: OpId) -> CallGraph {
        let mut cg = CallGraph {
            nodes: vec![Node::default(), Node::default()],
            symbol_tables: Vec::new(),
            by_region: FxHashMap::default(),
            edge_set: Default::default(),
        };
        // Upstream walks twice, callables first (a call may name a callable
        // defined after it), then the calls. Both walks visit the same ops in
        // the same order, so one walk noting each call with its caller, and
        // the calls resolved after it, adds the same edges in the same order.
        // The same walk finds the symbol tables the use list needs (one walk
        // of a large module less). Below a call or a callable without a
        // region the graph sees nothing, but symbol tables may still be.
        let mut calls: Vec<(NodeId, OpId)> = Vec::new();
        let mut stack = vec![Frame { op: root, parent: None, visible: body.op_block(root).is_none(), in_graph: true }];
        let mut nested = Vec::new();
        while let Some(Frame { op, mut parent, visible, mut in_graph }) = stack.pop() {
            let table_visible = symbol_table_uses_visible(ctx, body, op, visible);
            if let Some(visible) = table_visible {
                cg.symbol_tables.push((op, visible));
            }
            let visible = table_visible.unwrap_or(true);
            if in_graph {
                if CallOpInterface::of(ctx, body, op).is_some() {
                    if let Some(p) = parent {
                        calls.push((p, op));
                    }
                    in_graph = false;
                } else if CallableOpInterface::of(ctx, body, op).is_some() {
                    match CallableOpInterface::region_of(ctx, body, op) {
                        Some(region) => parent = Some(cg.get_or_add_node(op, region, parent)),
                        None => in_graph = false,
                    }
                }
            }
            for &r in body.regions(op) {
                for b in body.region_blocks(r) {
                    nested.extend(body.block_ops(b).map(|op| Frame { op, parent, visible, in_graph }));
                }
            }
            stack.extend(nested.drain(..).rev());
        }
        for (caller, call) in calls {
            let target = cg.resolve(ctx, body, call);
            cg.add_edge(caller, target, EdgeKind::Call);
        }
        cg
    }

    fn get_or_add_node(&mut self, callable: OpId, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(Node { region: Some(region), op: Some(callable), edges: Vec::new() });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.add_edge(p, n, EdgeKind::Child),
            None => self.add_edge(EXTERNAL_CALLER, n, EdgeKind::Abstract),
        }
        n
    }

    fn add_edge(&mut self, from: NodeId, to: NodeId, kind: EdgeKind) {
        let edges = &mut self.nodes[from].edges;
        if edges.len() < SCAN_EDGES {
            if !edges.contains(&(to, kind)) {
                edges.push((to, kind));
                if edges.len() == SCAN_EDGES {
                    self.edge_set.extend(edges.iter().map(|&(t, k)| (from, t, k)));
                }
            }
        } else if self.edge_set.insert((from, to, kind)) {
            edges.push((to, kind));
        }
    }

    /// The node of a callable region, if it has one.
    pub fn lookup(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// Is `node` the external or the unknown node?
    pub fn is_external(&self, node: NodeId) -> bool {
        self.nodes[node].region.is_none()
    }

    /// The node `call` calls, or [`UNKNOWN_CALLEE`] (upstream's
    /// `resolveCallable`).
    pub fn resolve(&self, ctx: &Context, body: &Body, call: OpId) -> NodeId {
        resolve_callable(ctx, body, call)
            .and_then(|callee| CallableOpInterface::region_of(ctx, body, callee))
            .and_then(|r| self.lookup(r))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// The strongly connected components reachable from the external
    /// node, callees before callers, each in the order LLVM's
    /// `scc_iterator` lists it.
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: usize = usize::MAX;
        let mut number: Vec<Option<usize>> = vec![None; self.nodes.len()];
        let mut scc_stack: Vec<NodeId> = Vec::new();
        // (node, next edge index, lowest number reached).
        let mut visit: Vec<(NodeId, usize, usize)> = Vec::new();
        let mut next_number = 0;
        let mut out = Vec::new();
        let mut enter = |n: NodeId, number: &mut Vec<Option<usize>>, scc_stack: &mut Vec<NodeId>| {
            next_number += 1;
            number[n] = Some(next_number);
            scc_stack.push(n);
            (n, 0, next_number)
        };
        visit.push(enter(EXTERNAL_CALLER, &mut number, &mut scc_stack));
        while let Some(top) = visit.last_mut() {
            let (n, next, _) = *top;
            if let Some(&(child, _)) = self.nodes[n].edges.get(next) {
                top.1 += 1;
                match number[child] {
                    None => {
                        let frame = enter(child, &mut number, &mut scc_stack);
                        visit.push(frame);
                    }
                    Some(c) => top.2 = top.2.min(c),
                }
                continue;
            }
            let (n, _, low) = visit.pop().expect("a frame");
            if let Some(parent) = visit.last_mut() {
                parent.2 = parent.2.min(low);
            }
            if Some(low) != number[n] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let m = scc_stack.pop().expect("the SCC's nodes are stacked");
                number[m] = Some(DONE);
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}
