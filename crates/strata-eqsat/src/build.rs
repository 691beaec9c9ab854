//! Building the e-graph of one IsolatedFromAbove op's body, and the map of
//! where everything is that elaboration needs.
//!
//! Pure ops become e-nodes: registered, no regions, no successors, one
//! result, not a terminator, no memory effects, always speculatable (so a
//! merged op may run where either original ran). Every other op is
//! skeleton and stays in place; its results and block arguments are opaque
//! leaves. The ops nested in skeleton ops' regions join the same e-graph
//! (one per isolated op), except those of nested IsolatedFromAbove ops,
//! which are units of their own.
//!
//! Invariants: blocks are visited outer before inner and in program order
//! within a block (explicit stack), so an operand's class exists before its
//! user's e-node is added; the build refuses (returns `None`) a body with
//! a multi-block region or a graph region, where placement by block
//! nesting would not be dominance.

use egg::{EGraph, Id};
use strata_ir::{
    Attribute, BlockId, Body, Context, FxHashMap, Ident, LoopLikeOpInterface, MemoryEffects, OpId,
    PoisonGeneratingProperties, SmallVec, Speculatability, Traits, Value,
};
use strata_rewrite::cse::CseConfig;

use crate::analysis::Facts;
use crate::lang::{ENode, OpKey};

/// A place in the body: before the op at `index` of `block` (`-1`: the
/// block's start, where its arguments are defined).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Pos {
    pub block: BlockId,
    pub index: i64,
}

/// Where a block is.
#[derive(Copy, Clone, Debug)]
pub struct BlockInfo {
    /// The position of the op holding the block's region (`None` for the
    /// unit's own regions).
    pub parent: Option<Pos>,
    /// Blocks above this one.
    pub nesting: u32,
    /// Loop ops above this one (within the unit).
    pub loop_depth: u32,
    /// The holding op is a loop ([`LoopLikeOpInterface`]).
    pub in_loop: bool,
}

/// A pure op of the input.
#[derive(Clone, Debug)]
pub struct Origin {
    pub op: OpId,
    pub node: ENode,
    /// The poison-flag entries taken out of its properties.
    pub poison: Vec<(Ident, Attribute)>,
}

/// A use of a pure value by a skeleton op.
#[derive(Copy, Clone, Debug)]
pub struct SkeletonUse {
    pub user: OpId,
    pub index: u32,
    pub class: Id,
}

/// The e-graph and the map of the body.
pub struct Built<'c> {
    pub egraph: EGraph<ENode, Facts<'c>>,
    pub leaves: Vec<Value>,
    /// Pure ops, in build order (outer blocks first, program order).
    pub origins: Vec<Origin>,
    pub uses: Vec<SkeletonUse>,
    pub op_pos: FxHashMap<OpId, Pos>,
    pub blocks: FxHashMap<BlockId, BlockInfo>,
    /// Each block's ops as built (indices of [`Pos`]).
    pub block_ops: FxHashMap<BlockId, Vec<OpId>>,
    /// IsolatedFromAbove ops met inside, left for their own run.
    pub nested_units: Vec<OpId>,
}

/// Is `op` one the e-graph may take apart and rebuild anywhere its
/// operands are available?
pub fn is_pure(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(info) = ctx.op_info(body.op_name(op)) else { return false };
    if !body.regions(op).is_empty()
        || body.num_results(op) != 1
        || body.num_successors(op) != 0
        || info.has_trait(Traits::IS_TERMINATOR)
        || !matches!(info.speculatability, Speculatability::Speculatable)
    {
        return false;
    }
    matches!(MemoryEffects::of_op(ctx, body, op).as_deref(), Some(MemoryEffects::Known { effects, .. }) if effects.is_empty())
}

/// The discardable attributes CSE's options keep, as a key.
pub struct AttrFilter {
    all: bool,
    names: SmallVec<[Ident; 4]>,
}

impl AttrFilter {
    pub fn new(ctx: &Context, config: &CseConfig) -> AttrFilter {
        let mut names: SmallVec<[Ident; 4]> = config.ignore_attrs.iter().map(|n| ctx.ident(n)).collect();
        names.sort_unstable();
        names.dedup();
        AttrFilter { all: config.ignore_all_discardable, names }
    }

    fn key(&self, ctx: &Context, attrs: Attribute, empty: Attribute) -> Attribute {
        if self.all {
            return empty;
        }
        let entries = ctx.dict_entries(attrs);
        if self.names.is_empty() || !entries.iter().any(|(k, _)| self.names.binary_search(k).is_ok()) {
            return attrs;
        }
        ctx.dictionary_attr(entries.iter().filter(|(k, _)| self.names.binary_search(k).is_err()).copied().collect())
    }
}

/// Builds the e-graph of `unit`'s regions, or `None` when its body is not
/// made of single-block SSA regions.
pub fn build<'c>(ctx: &'c Context, body: &Body, unit: OpId, filter: &AttrFilter) -> Option<Built<'c>> {
    let poison = poison_properties(ctx);
    let mut facts = Facts::new(ctx);
    let empty = facts.empty_dict();
    facts.depth = 0;
    let mut b = Built {
        egraph: EGraph::new(facts),
        leaves: Vec::new(),
        origins: Vec::new(),
        uses: Vec::new(),
        op_pos: FxHashMap::default(),
        blocks: FxHashMap::default(),
        block_ops: FxHashMap::default(),
        nested_units: Vec::new(),
    };
    let mut class_of: FxHashMap<Value, Id> = FxHashMap::default();
    let mut stack: Vec<(BlockId, BlockInfo)> = Vec::new();
    let push_regions = |stack: &mut Vec<(BlockId, BlockInfo)>, op: OpId, parent: Option<Pos>, info: &BlockInfo| {
        let is_loop = LoopLikeOpInterface::of(ctx, body, op).is_some();
        let graph = ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::GRAPH_REGIONS));
        let mut blocks = Vec::new();
        for &r in body.regions(op) {
            let mut it = body.region_blocks(r);
            if let Some(first) = it.next() {
                if it.next().is_some() || graph {
                    return false;
                }
                blocks.push(first);
            }
        }
        let nesting = if parent.is_some() { info.nesting + 1 } else { 0 };
        let child = BlockInfo { parent, nesting, loop_depth: info.loop_depth + u32::from(is_loop), in_loop: is_loop };
        stack.extend(blocks.into_iter().rev().map(|blk| (blk, child)));
        true
    };
    let top = BlockInfo { parent: None, nesting: 0, loop_depth: 0, in_loop: false };
    if !push_regions(&mut stack, unit, None, &top) {
        return None;
    }
    while let Some((block, info)) = stack.pop() {
        b.blocks.insert(block, info);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let mut nested = Vec::new();
        for (i, &op) in ops.iter().enumerate() {
            let pos = Pos { block, index: i as i64 };
            b.op_pos.insert(op, pos);
            if is_pure(ctx, body, op) {
                b.egraph.analysis.depth = info.loop_depth;
                let children: SmallVec<[Id; 2]> = body
                    .operands(op)
                    .map(|v| match class_of.get(&v) {
                        Some(&c) => c,
                        None => leaf(&mut b, &mut class_of, body, v),
                    })
                    .collect();
                let (properties, removed) = strip_poison(ctx, body.properties(op), &poison);
                let key = OpKey {
                    name: body.op_name(op),
                    result_type: body.value_type(body.result(op, 0)),
                    properties,
                    attrs: filter.key(ctx, body.attrs(op), empty),
                    constant: strata_rewrite::fold::constant_value(ctx, body, op),
                };
                let key = b.egraph.analysis.keys.intern(key);
                let node = ENode::Op(key, children);
                let class = b.egraph.add(node.clone());
                class_of.insert(body.result(op, 0), class);
                b.origins.push(Origin { op, node, poison: removed });
                continue;
            }
            for (index, v) in body.operands(op).enumerate() {
                if let Some(&class) = class_of.get(&v) {
                    b.uses.push(SkeletonUse { user: op, index: index as u32, class });
                }
            }
            let name = body.op_name(op);
            let isolated = ctx.op_info(name).is_none_or(|i| i.has_trait(Traits::ISOLATED_FROM_ABOVE));
            if body.regions(op).is_empty() {
                continue;
            }
            if isolated {
                if ctx.op_info(name).is_some() {
                    b.nested_units.push(op);
                }
                continue;
            }
            nested.push(op);
        }
        b.block_ops.insert(block, ops);
        // Inner blocks after this one's ops; pushed last op first, so they
        // pop in program order.
        for &op in nested.iter().rev() {
            if !push_regions(&mut stack, op, Some(b.op_pos[&op]), &info) {
                return None;
            }
        }
    }
    b.egraph.rebuild();
    Some(b)
}

/// The leaf class of the opaque value `v`.
fn leaf(b: &mut Built<'_>, class_of: &mut FxHashMap<Value, Id>, body: &Body, v: Value) -> Id {
    let i = b.leaves.len() as u32;
    b.leaves.push(v);
    b.egraph.analysis.leaf_types.push(body.value_type(v));
    let class = b.egraph.add(ENode::Leaf(i));
    class_of.insert(v, class);
    class
}

/// The poison-generating properties every registered dialect declares
/// ([`PoisonGeneratingProperties`]), in dialect-name order.
fn poison_properties(ctx: &Context) -> SmallVec<[Ident; 2]> {
    let mut names = SmallVec::new();
    for dialect in ctx.dialect_names() {
        if let Some(PoisonGeneratingProperties(list)) =
            ctx.dialect(&dialect).and_then(|d| d.interfaces.get::<PoisonGeneratingProperties>().copied())
        {
            names.extend(list.iter().map(|n| ctx.ident(n)));
        }
    }
    names
}

/// Properties without the poison flags, and the entries taken out.
fn strip_poison(
    ctx: &Context,
    properties: Option<Attribute>,
    poison: &[Ident],
) -> (Option<Attribute>, Vec<(Ident, Attribute)>) {
    let Some(p) = properties else { return (None, Vec::new()) };
    let entries = ctx.dict_entries(p);
    if !entries.iter().any(|(k, _)| poison.contains(k)) {
        return (properties, Vec::new());
    }
    let (removed, kept): (Vec<_>, Vec<_>) = entries.iter().copied().partition(|(k, _)| poison.contains(k));
    let kept = if kept.is_empty() { None } else { Some(ctx.dictionary_attr(kept)) };
    (kept, removed)
}
