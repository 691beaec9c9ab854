//! Elaboration: turning the extracted choice back into IR, in the style of
//! Cranelift's aegraph elaboration, over MLIR's nested single-block regions.
//!
//! Each needed class (reachable from the skeleton's operands) is placed
//! where it dominates all its uses: at the nearest common enclosing block
//! of its users, before the first of them there. An op of the input that
//! computes the chosen node and already dominates every use stays where it
//! is (least churn); a new op is hoisted out of loops while its operands
//! allow, and never above the definition of an operand (a block argument or
//! the result of an effectful op, e.g. a `memref.load` after a store: the
//! load stays in place as skeleton, and whatever uses it is placed after
//! it). The input's pure ops that are not kept are erased.
//!
//! Poison flags (`nsw`, `nuw`, `exact`) go on an op only when every op of
//! the input in its class is that very node with those very flags: the op
//! then stands only for ops that had them. Otherwise they are dropped,
//! never added.
//!
//! Invariants: nothing is changed unless the whole plan is valid (every
//! operand defined before its user) and better than the input — fewer ops,
//! or as many at a lower cost — so a rejected plan leaves the body as it
//! was; placement is a pure function of the choice and the input's
//! positions, and new ops before one anchor come in children-first order,
//! so output order is deterministic; a value is placed once (at the common
//! dominator of its uses), never duplicated.

use egg::{Id, Language};
use strata_ir::{Attribute, Body, Context, FxHashMap, FxHashSet, Ident, OpId, OperationState, SmallVec, Value};

use crate::build::{Built, Pos};
use crate::extract::{node_cost, Choice};
use crate::lang::{canonical, ENode};

/// Why a plan was not applied.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rejected {
    /// Some value could not be placed after its operands.
    Invalid,
    /// The plan is not better than the input.
    NotBetter,
}

struct Placer<'a, 'c> {
    b: &'a Built<'c>,
}

impl Placer<'_, '_> {
    fn nesting(&self, p: Pos) -> u32 {
        self.b.blocks[&p.block].nesting
    }

    fn parent(&self, p: Pos) -> Option<Pos> {
        self.b.blocks[&p.block].parent
    }

    /// `q` seen from `p`'s block, if `p`'s block encloses it.
    fn lift_to(&self, p: Pos, mut q: Pos) -> Option<Pos> {
        while self.nesting(q) > self.nesting(p) {
            q = self.parent(q)?;
        }
        (q.block == p.block).then_some(q)
    }

    /// Is `def` (a definition) available at `at` (before the op there)?
    fn available(&self, def: Pos, at: Pos) -> bool {
        self.lift_to(def, at).is_some_and(|q| def.index < q.index)
    }

    /// The place before the first of `p` and `q` in their nearest common block.
    fn common(&self, mut p: Pos, mut q: Pos) -> Option<Pos> {
        while self.nesting(p) > self.nesting(q) {
            p = self.parent(p)?;
        }
        while self.nesting(q) > self.nesting(p) {
            q = self.parent(q)?;
        }
        while p.block != q.block {
            p = self.parent(p)?;
            q = self.parent(q)?;
        }
        Some(Pos { block: p.block, index: p.index.min(q.index) })
    }

    /// The later of two definitions, if one dominates the other.
    fn later(&self, a: Option<Pos>, b: Option<Pos>) -> Result<Option<Pos>, Rejected> {
        match (a, b) {
            (None, x) | (x, None) => Ok(x),
            (Some(x), Some(y)) => {
                if self.lift_to(x, y).is_some_and(|q| x.index <= q.index) {
                    Ok(Some(y))
                } else if self.lift_to(y, x).is_some_and(|q| y.index <= q.index) {
                    Ok(Some(x))
                } else {
                    Err(Rejected::Invalid)
                }
            }
        }
    }
}

/// Rewrites `body` after `choice`; returns how many ops fewer it has.
pub fn elaborate(ctx: &Context, body: &mut Body, b: &Built<'_>, choice: &Choice) -> Result<i64, Rejected> {
    let eg = &b.egraph;
    let pl = Placer { b };
    let chosen = |c: Id| choice.node[usize::from(eg.find(c))].as_ref();
    let canonical = |n: &ENode| canonical(eg, n);
    // The input's ops by the node they compute (the first one), and by class.
    let mut origin_of: FxHashMap<ENode, usize> = FxHashMap::default();
    let mut class_origins: FxHashMap<Id, Vec<usize>> = FxHashMap::default();
    for (i, o) in b.origins.iter().enumerate() {
        let n = canonical(&o.node);
        class_origins.entry(eg.lookup(n.clone()).map_or(Id::from(0usize), |c| eg.find(c))).or_default().push(i);
        origin_of.entry(n).or_insert(i);
    }
    // Needed op classes, children first (explicit stack, post-order).
    let mut needed: Vec<Id> = Vec::new();
    let mut state: FxHashMap<Id, bool> = FxHashMap::default(); // false: open, true: done
    let mut stack: Vec<(Id, bool)> = b.uses.iter().rev().map(|u| (eg.find(u.class), false)).collect();
    while let Some((c, expanded)) = stack.pop() {
        let node = chosen(c).ok_or(Rejected::Invalid)?;
        if let ENode::Leaf(_) = node {
            continue;
        }
        if expanded {
            state.insert(c, true);
            needed.push(c);
            continue;
        }
        if state.contains_key(&c) {
            continue;
        }
        state.insert(c, false);
        stack.push((c, true));
        for &k in node.children().iter().rev() {
            let k = eg.find(k);
            if !state.contains_key(&k) {
                stack.push((k, false));
            }
        }
    }
    // Where each needed class's operands are all defined.
    let mut avail: FxHashMap<Id, Option<Pos>> = FxHashMap::default();
    let leaf_pos = |v: Value| -> Option<Pos> {
        match body.defining_op(v) {
            Some(op) => b.op_pos.get(&op).copied(),
            None => body.value_parent_block(v).map(|block| Pos { block, index: -1 }),
        }
    };
    for &c in &needed {
        let mut at = None;
        for &k in chosen(c).ok_or(Rejected::Invalid)?.children() {
            let k = eg.find(k);
            let def = match chosen(k) {
                Some(ENode::Leaf(i)) => Some(leaf_pos(b.leaves[*i as usize]).ok_or(Rejected::Invalid)?),
                _ => avail.get(&k).copied().flatten(),
            };
            at = pl.later(at, def)?;
        }
        avail.insert(c, at);
    }
    // Placement, users first.
    let mut place: FxHashMap<Id, Pos> = FxHashMap::default();
    let meet = |place: &mut FxHashMap<Id, Pos>, c: Id, p: Pos| -> Result<(), Rejected> {
        let p = match place.get(&c) {
            Some(&q) => pl.common(q, p).ok_or(Rejected::Invalid)?,
            None => p,
        };
        place.insert(c, p);
        Ok(())
    };
    for u in &b.uses {
        let c = eg.find(u.class);
        if !matches!(chosen(c), Some(ENode::Leaf(_))) {
            meet(&mut place, c, b.op_pos[&u.user])?;
        }
    }
    let mut kept: FxHashMap<Id, OpId> = FxHashMap::default();
    let mut new_at: FxHashMap<Id, Pos> = FxHashMap::default();
    for &c in needed.iter().rev() {
        let node = chosen(c).ok_or(Rejected::Invalid)?;
        let mut at = *place.get(&c).ok_or(Rejected::Invalid)?;
        let here = origin_of.get(node).map(|&i| b.origins[i].op);
        if let Some(op) = here.filter(|op| pl.available(b.op_pos[op], at)) {
            kept.insert(c, op);
            at = b.op_pos[&op];
        } else if node.children().is_empty() {
            // A new constant goes first in the unit's block, as the greedy
            // driver hoists constants.
            while let Some(up) = pl.parent(at) {
                at = up;
            }
            at.index = 0;
            new_at.insert(c, at);
        } else {
            // Hoist out of loops while the operands allow.
            while b.blocks[&at.block].in_loop {
                let Some(up) = pl.parent(at) else { break };
                if avail[&c].is_some_and(|d| !pl.available(d, up)) {
                    break;
                }
                at = up;
            }
            new_at.insert(c, at);
        }
        if avail[&c].is_some_and(|d| !pl.available(d, at)) {
            return Err(Rejected::Invalid);
        }
        for &k in node.children() {
            let k = eg.find(k);
            if !matches!(chosen(k), Some(ENode::Leaf(_))) {
                meet(&mut place, k, at)?;
            }
        }
    }
    // Is it better?
    let kept_ops: FxHashSet<OpId> = kept.values().copied().collect();
    let removed = b.origins.iter().filter(|o| !kept_ops.contains(&o.op)).count() as i64;
    let added = new_at.len() as i64;
    let before: u64 =
        b.origins.iter().map(|o| node_cost(eg, eg.lookup(o.node.clone()).unwrap_or(Id::from(0usize)), &o.node)).sum();
    if added > removed || (added == removed && choice.cost >= before) {
        return Err(Rejected::NotBetter);
    }
    // Classes whose op may carry poison flags (its own, or through a child
    // that has them): faithful ones, whose input ops are all this very node
    // with the same flags, and whose every consumer read such an op in the
    // input and is itself faithful. Anything else could see poison where
    // the input had a value. Users first, so a parent is judged before its
    // children.
    let origin_ops: FxHashSet<OpId> = b.origins.iter().map(|o| o.op).collect();
    let from_origin = |v: Value| body.defining_op(v).is_some_and(|d| origin_ops.contains(&d));
    let mut unfaithful: FxHashSet<Id> = FxHashSet::default();
    for &c in &needed {
        let node = chosen(c).ok_or(Rejected::Invalid)?;
        if same_flags(b, class_origins.get(&c).map_or(&[][..], Vec::as_slice), node, &canonical).is_none() {
            unfaithful.insert(c);
        }
    }
    for u in &b.uses {
        if !from_origin(body.operand(u.user, u.index as usize)) {
            unfaithful.insert(eg.find(u.class));
        }
    }
    for &c in needed.iter().rev() {
        let node = chosen(c).ok_or(Rejected::Invalid)?;
        let bad = unfaithful.contains(&c);
        for (i, &k) in node.children().iter().enumerate() {
            if bad || !kept.get(&c).is_some_and(|&op| from_origin(body.operand(op, i))) {
                unfaithful.insert(eg.find(k));
            }
        }
    }
    // Apply: ops children first, then the skeleton's operands, then erasures.
    let empty = ctx.dictionary_attr(Vec::new());
    let mut value_of: FxHashMap<Id, Value> = FxHashMap::default();
    let value = |value_of: &FxHashMap<Id, Value>, k: Id| -> Value {
        let k = eg.find(k);
        match chosen(k) {
            Some(ENode::Leaf(i)) => b.leaves[*i as usize],
            _ => value_of[&k],
        }
    };
    for &c in &needed {
        let node = chosen(c).ok_or(Rejected::Invalid)?;
        let ENode::Op(k, kids) = node else { continue };
        let operands: SmallVec<[Value; 4]> = kids.iter().map(|&k| value(&value_of, k)).collect();
        let key = *eg.analysis.keys.get(*k);
        let flags = match unfaithful.contains(&c) {
            false => same_flags(b, class_origins.get(&c).map_or(&[][..], Vec::as_slice), node, &canonical),
            true => None,
        };
        let flags = flags.unwrap_or_default();
        let properties = with_flags(ctx, key.properties, &flags);
        if let Some(&op) = kept.get(&c) {
            if !body.operands(op).eq(operands.iter().copied()) {
                body.set_operands(op, &operands);
            }
            if body.properties(op) != properties {
                body.set_properties(op, properties);
            }
            value_of.insert(c, body.result(op, 0));
            continue;
        }
        let like = origin_of.get(node).map(|&i| b.origins[i].op);
        let loc = like.map_or_else(|| ctx.unknown_loc(), |op| body.op_loc(op));
        let mut state = key
            .constant
            .and_then(|v| crate::analysis::materialize(ctx, v, key.result_type, key.name, loc))
            .filter(|s| s.name == key.name && s.result_types[..] == [key.result_type])
            .unwrap_or_else(|| OperationState::new(key.name, loc));
        if key.constant.is_none() || state.result_types.is_empty() {
            state.operands = operands;
            state.result_types = SmallVec::from_slice(&[key.result_type]);
            state.properties = properties;
            state.attrs = Some(like.map_or(key.attrs, |op| body.attrs(op)));
        }
        let at = new_at[&c];
        let anchor = b.block_ops[&at.block][at.index as usize];
        let op = body.create_op(state, empty);
        body.insert_op_before(anchor, op);
        value_of.insert(c, body.result(op, 0));
    }
    for u in &b.uses {
        let v = value(&value_of, u.class);
        if body.operand(u.user, u.index as usize) != v {
            body.set_operand(u.user, u.index as usize, v);
        }
    }
    for o in b.origins.iter().rev() {
        if !kept_ops.contains(&o.op) && !body.has_uses(body.result(o.op, 0)) {
            body.erase_op(o.op);
        }
    }
    Ok(removed - added)
}

/// The poison flags of the class's input ops when all of them are `node`
/// with the same flags; `None` when they differ (or there are none).
fn same_flags(
    b: &Built<'_>,
    origins: &[usize],
    node: &ENode,
    canonical: &impl Fn(&ENode) -> ENode,
) -> Option<Vec<(Ident, Attribute)>> {
    let (&first, rest) = origins.split_first()?;
    let flags = &b.origins[first].poison;
    let same = |i: usize| canonical(&b.origins[i].node) == *node && b.origins[i].poison == *flags;
    (same(first) && rest.iter().all(|&i| same(i))).then(|| flags.clone())
}

/// `properties` with `flags` added back.
fn with_flags(ctx: &Context, properties: Option<Attribute>, flags: &[(Ident, Attribute)]) -> Option<Attribute> {
    if flags.is_empty() {
        return properties;
    }
    let mut entries: Vec<(Ident, Attribute)> = properties.map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    entries.extend_from_slice(flags);
    Some(ctx.dictionary_attr(entries))
}
