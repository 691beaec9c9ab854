//! The e-graph analysis: each class's type, constant value and loop depth,
//! with constant folding through the dialects' own fold hooks (the one
//! fold source the greedy driver uses too, [`fold_hook_and_traits`]).
//!
//! A fold runs on a scratch op: the e-node's op rebuilt in a private
//! [`Body`] with one placeholder operand per distinct child class (so
//! `x - x` folds), given the children's constants. An attribute result
//! makes the class constant, and a constant e-node built the way the
//! dialect's `MaterializeConstant` builds it joins the class; a result that
//! is one of the placeholders makes the class equal to that child.
//!
//! Invariants: every class has one type (only equal values are merged); a
//! class's constant, once known, never changes (folds are exact), nor does
//! the child it folds to, nor can its loop depth grow, so `merge` reports a
//! change finitely often and rebuilding ends on cyclic e-graphs; folding
//! is tried only when a child is constant or two children are one class,
//! since a fold that sees neither could only look at defining ops, which
//! placeholders do not have; the scratch body is left empty after each
//! fold.

use egg::{Analysis, DidMerge, EGraph, Id};
use strata_ir::{
    Attribute, Body, Context, FoldOutcome, FxHashMap, OpFoldResult, OpName, OperationState, SmallVec, Type, Value,
};
use strata_rewrite::fold::fold_hook_and_traits;

use crate::lang::{ENode, Keys, OpKey};

/// What the analysis knows about a class.
#[derive(Clone, Debug)]
pub struct Data {
    pub ty: Type,
    pub constant: Option<Attribute>,
    /// The child this class folds to (`modify` merges them).
    fold_to: Option<Id>,
    /// An op of the class whose dialect materializes its constant.
    pub dialect_op: Option<OpName>,
    /// The smallest loop depth among the class's ops' places.
    pub depth: u32,
}

/// The analysis state: the context, the interned keys, the leaves' types
/// and the scratch body folds run in.
pub struct Facts<'c> {
    pub ctx: &'c Context,
    pub keys: Keys,
    pub leaf_types: Vec<Type>,
    /// The loop depth new e-nodes get (set by whoever adds them).
    pub depth: u32,
    scratch: Body,
    empty_dict: Attribute,
    /// Keys of materialized constants by (value, type, dialect op).
    const_keys: FxHashMap<(Attribute, Type, OpName), Option<u32>>,
    pub folds: u64,
}

impl<'c> Facts<'c> {
    pub fn new(ctx: &'c Context) -> Facts<'c> {
        Facts {
            ctx,
            keys: Keys::default(),
            leaf_types: Vec::new(),
            depth: 0,
            scratch: Body::new(),
            empty_dict: ctx.dictionary_attr(Vec::new()),
            const_keys: FxHashMap::default(),
            folds: 0,
        }
    }

    pub fn empty_dict(&self) -> Attribute {
        self.empty_dict
    }

    /// The key of the constant op `dialect_op`'s dialect materializes for
    /// `value : ty`, if it can.
    pub fn constant_key(&mut self, value: Attribute, ty: Type, dialect_op: OpName) -> Option<u32> {
        if let Some(&k) = self.const_keys.get(&(value, ty, dialect_op)) {
            return k;
        }
        let ctx = self.ctx;
        let state = materialize(ctx, value, ty, dialect_op, ctx.unknown_loc());
        let key = state.filter(|s| s.result_types[..] == [ty] && s.operands.is_empty()).map(|s| {
            self.keys.intern(OpKey {
                name: s.name,
                result_type: ty,
                properties: s.properties,
                attrs: s.attrs.unwrap_or(self.empty_dict),
                constant: Some(value),
            })
        });
        self.const_keys.insert((value, ty, dialect_op), key);
        key
    }

    /// Folds the op `key` over `children` (class, type, constant); see the
    /// module doc.
    fn fold(&mut self, key: u32, children: &[(Id, Type, Option<Attribute>)]) -> Folded {
        let ctx = self.ctx;
        let k = *self.keys.get(key);
        if ctx.op_info(k.name).is_none() {
            return Folded::No;
        }
        self.folds += 1;
        let mut placeholders: SmallVec<[(Id, Value); 4]> = SmallVec::new();
        let mut state = OperationState::new(k.name, ctx.unknown_loc());
        for &(id, ty, _) in children {
            let v = match placeholders.iter().find(|(c, _)| *c == id) {
                Some(&(_, v)) => v,
                None => {
                    let v = self.scratch.create_placeholder(ty);
                    placeholders.push((id, v));
                    v
                }
            };
            state.operands.push(v);
        }
        state.result_types.push(k.result_type);
        state.properties = k.properties;
        state.attrs = Some(k.attrs);
        let op = self.scratch.create_op(state, self.empty_dict);
        let constants: SmallVec<[Option<Attribute>; 4]> = children.iter().map(|c| c.2).collect();
        let outcome = fold_hook_and_traits(ctx, &mut self.scratch, op, &constants);
        self.scratch.erase_op(op);
        for &(_, v) in &placeholders {
            self.scratch.erase_placeholder(v);
        }
        match outcome {
            FoldOutcome::Replace(r) if r.len() == 1 => match r[0] {
                OpFoldResult::Attribute(a) => Folded::Constant(a),
                OpFoldResult::Value(v) => match placeholders.iter().find(|(_, p)| *p == v) {
                    Some(&(id, _)) => Folded::Child(id),
                    None => Folded::No,
                },
            },
            _ => Folded::No,
        }
    }
}

enum Folded {
    No,
    Constant(Attribute),
    Child(Id),
}

pub use strata_rewrite::fold::materialize_state as materialize;

impl Analysis<ENode> for Facts<'_> {
    type Data = Data;

    fn make(egraph: &mut EGraph<ENode, Self>, enode: &ENode) -> Data {
        let depth = egraph.analysis.depth;
        match enode {
            ENode::Leaf(i) => Data {
                ty: egraph.analysis.leaf_types[*i as usize],
                constant: None,
                fold_to: None,
                dialect_op: None,
                depth,
            },
            ENode::Op(key, children) => {
                let k = *egraph.analysis.keys.get(*key);
                let mut data =
                    Data { ty: k.result_type, constant: k.constant, fold_to: None, dialect_op: Some(k.name), depth };
                if k.constant.is_some() {
                    return data;
                }
                let kids: SmallVec<[(Id, Type, Option<Attribute>); 4]> = children
                    .iter()
                    .map(|&c| {
                        let c = egraph.find(c);
                        (c, egraph[c].data.ty, egraph[c].data.constant)
                    })
                    .collect();
                let any_constant = kids.iter().any(|k| k.2.is_some());
                let repeated = kids.iter().enumerate().any(|(i, a)| kids[..i].iter().any(|b| b.0 == a.0));
                if any_constant || repeated {
                    match egraph.analysis.fold(*key, &kids) {
                        Folded::Constant(a) => data.constant = Some(a),
                        Folded::Child(c) => data.fold_to = Some(c),
                        Folded::No => {}
                    }
                }
                data
            }
        }
    }

    fn merge(&mut self, a: &mut Data, b: Data) -> DidMerge {
        let mut changed_a = false;
        let mut changed_b = false;
        if a.constant.is_none() && b.constant.is_some() {
            a.constant = b.constant;
            changed_a = true;
        } else if a.constant.is_some() && b.constant.is_none() {
            changed_b = true;
        }
        if a.fold_to.is_none() && b.fold_to.is_some() {
            a.fold_to = b.fold_to;
            changed_a = true;
        }
        if a.dialect_op.is_none() && b.dialect_op.is_some() {
            a.dialect_op = b.dialect_op;
        }
        if b.depth < a.depth {
            a.depth = b.depth;
            changed_a = true;
        } else if a.depth < b.depth {
            changed_b = true;
        }
        DidMerge(changed_a, changed_b)
    }

    fn modify(egraph: &mut EGraph<ENode, Self>, id: Id) {
        // `fold_to` stays set: clearing it would make the next `make` of
        // the same node look like new information, forever on a cycle.
        if let Some(child) = egraph[id].data.fold_to {
            if egraph.find(child) != egraph.find(id) {
                egraph.union(id, child);
            }
        }
        let data = &egraph[id].data;
        let (Some(value), Some(dialect_op), ty) = (data.constant, data.dialect_op, data.ty) else { return };
        let has_constant_node = egraph[id]
            .nodes
            .iter()
            .any(|n| matches!(n, ENode::Op(k, _) if egraph.analysis.keys.get(*k).constant.is_some()));
        if has_constant_node {
            return;
        }
        if let Some(key) = egraph.analysis.constant_key(value, ty, dialect_op) {
            let c = egraph.add(ENode::Op(key, SmallVec::new()));
            egraph.union(id, c);
        }
    }
}
