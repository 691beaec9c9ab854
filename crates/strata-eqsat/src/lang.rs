//! The e-graph's language: an e-node is a pure op (an interned [`OpKey`]
//! and its operand e-classes) or an opaque leaf (a value the e-graph does
//! not look into: a block argument or a result of a skeleton op).
//!
//! Invariants: an [`OpKey`] holds everything that tells two ops with the
//! same operands apart (name, result type, properties less the poison
//! flags, the discardable attributes CSE's options keep), so two e-nodes
//! are equal exactly when `cse` (with the same options, poison flags
//! aside) would merge the ops; keys are interned in first-seen order, so
//! indices, and everything ordered by them, are deterministic.

use egg::{Analysis, EGraph, Id, Language};
use strata_ir::{Attribute, FxHashMap, OpName, SmallVec, Type};

/// What tells a pure op apart, besides its operands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpKey {
    pub name: OpName,
    pub result_type: Type,
    /// Properties without the poison flags (`overflowFlags`, `isExact`):
    /// the e-graph reasons about the ops' wrap-around semantics, and the
    /// flags are put back at elaboration only where every op the extracted
    /// one stands for had them (see `elaborate`).
    pub properties: Option<Attribute>,
    /// The discardable attributes the key keeps (the whole dictionary
    /// unless `ignore-attrs` / `ignore-all-discardable` filter it).
    pub attrs: Attribute,
    /// The value of a ConstantLike op.
    pub constant: Option<Attribute>,
}

/// An e-node.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum ENode {
    /// An opaque value, by index into [`crate::build::Leaves`].
    Leaf(u32),
    /// A pure op: its key's index in [`Keys`] and its operands' classes.
    Op(u32, SmallVec<[Id; 2]>),
}

impl Language for ENode {
    type Discriminant = (bool, u32);

    fn discriminant(&self) -> (bool, u32) {
        match self {
            ENode::Leaf(i) => (false, *i),
            ENode::Op(k, _) => (true, *k),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        match (self, other) {
            (ENode::Leaf(a), ENode::Leaf(b)) => a == b,
            (ENode::Op(a, x), ENode::Op(b, y)) => a == b && x.len() == y.len(),
            _ => false,
        }
    }

    fn children(&self) -> &[Id] {
        match self {
            ENode::Leaf(_) => &[],
            ENode::Op(_, c) => c,
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            ENode::Leaf(_) => &mut [],
            ENode::Op(_, c) => c,
        }
    }
}

/// The interned op keys of one e-graph.
#[derive(Default, Debug)]
pub struct Keys {
    keys: Vec<OpKey>,
    index: FxHashMap<OpKey, u32>,
}

impl Keys {
    pub fn intern(&mut self, key: OpKey) -> u32 {
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.keys.len() as u32;
        self.keys.push(key);
        self.index.insert(key, i);
        i
    }

    pub fn get(&self, i: u32) -> &OpKey {
        &self.keys[i as usize]
    }
}

/// `node` with canonical children (as the e-graph's hash-cons sees it).
pub fn canonical<N: Analysis<ENode>>(eg: &EGraph<ENode, N>, node: &ENode) -> ENode {
    let mut n = node.clone();
    for id in n.children_mut() {
        *id = eg.find(*id);
    }
    n
}
