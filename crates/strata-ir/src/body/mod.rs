//! The IR arena: operations, blocks, regions and values in `slotmap`s,
//! named by typed keys.
//!
//! Invariants (checked by `Body::check_invariants` in tests):
//! - use lists: for every op operand `i` of op `o` holding value `v` at
//!   `use_index = k`, `values[v].uses[k] == Use { op: o, index: i }`; the
//!   same holds for successor operands and `blocks[b].predecessors`. Adding
//!   a use is O(1), removing one is O(1) (swap-remove and patch the moved
//!   use's back index), replace-all-uses is O(uses);
//! - ops in a block and blocks in a region form doubly linked lists, so
//!   insertion and erasure anywhere are O(1);
//! - an op, block or region has at most one parent; detached ones have none.
//!
//! One `Body` holds a whole op tree (typically a `builtin.module`).

mod arena;
mod block;
mod layout;
mod lend;
mod mutate;
mod operation;
mod splice;
mod value;

pub use block::{BlockData, RegionData, RegionWithin};
pub use layout::HeldSlots;
pub use lend::LentRegions;
pub use mutate::OperationState;
pub use operation::{OpData, OpOperand};
pub use splice::Remap;
pub use value::{Use, ValueData, ValueDef};

use arena::Arena;
use slotmap::{new_key_type, SlotMap};

new_key_type! {
    /// An operation.
    pub struct OpId;
    /// A block.
    pub struct BlockId;
    /// A region.
    pub struct RegionId;
    /// An SSA value: an op result or a block argument.
    pub struct Value;
}

/// The arena holding an op tree.
#[derive(Default, Clone)]
pub struct Body {
    pub(crate) ops: Arena<OpId, OpData>,
    pub(crate) blocks: SlotMap<BlockId, BlockData>,
    pub(crate) regions: SlotMap<RegionId, RegionData>,
    pub(crate) values: Arena<Value, ValueData>,
    /// What encloses the shell, in a lent body (`crate::enclosing`).
    pub(crate) enclosing: Option<crate::enclosing::Enclosing>,
    /// The builtin dialect's resource blobs the file defined
    /// (`{-# dialect_resources: {builtin: {key: "0x..."}} #-}`), by key,
    /// in definition order: what `dense_resource<key>` attributes of this
    /// IR refer to. The bytes start with the blob's 4-byte alignment.
    pub resources: Vec<ResourceBlob>,
    /// Every op name an op was created with in this arena, or moved into
    /// it with (a lent or absorbed body's): a superset of the names in the
    /// tree, never shrunk, so "no op named X is here" is one bit test.
    pub(crate) op_names: OpNameSet,
}

/// A set of op names, one bit each by [`crate::OpName::index`].
#[derive(Default, Clone)]
pub(crate) struct OpNameSet {
    bits: Vec<u64>,
}

impl OpNameSet {
    pub(crate) fn insert(&mut self, name: crate::OpName) {
        let i = name.index();
        if i / 64 >= self.bits.len() {
            self.bits.resize(i / 64 + 1, 0);
        }
        self.bits[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn contains(&self, name: crate::OpName) -> bool {
        let i = name.index();
        self.bits.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    pub(crate) fn union_with(&mut self, other: &OpNameSet) {
        if self.bits.len() < other.bits.len() {
            self.bits.resize(other.bits.len(), 0);
        }
        for (w, o) in self.bits.iter_mut().zip(&other.bits) {
            *w |= o;
        }
    }
}

/// A resource blob of [`Body::resources`]: (key, bytes).
pub type ResourceBlob = (Box<[u8]>, Box<[u8]>);

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Body({} ops, {} blocks)", self.ops.len(), self.blocks.len())
    }
}

impl Body {
    pub fn new() -> Body {
        Body::default()
    }

    /// An empty body with room for about `ops` ops (and as many values), so
    /// building a large IR does not repeatedly grow and copy the arenas.
    /// Unused capacity is never touched, so it costs address space only.
    pub fn with_capacity(ops: usize) -> Body {
        Body {
            ops: Arena::with_capacity(ops),
            blocks: SlotMap::with_capacity_and_key(ops / 16 + 1),
            regions: SlotMap::with_capacity_and_key(ops / 16 + 1),
            values: Arena::with_capacity(ops + ops / 4),
            enclosing: None,
            resources: Vec::new(),
            op_names: OpNameSet::default(),
        }
    }

    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// May an op named `name` be in this arena? False only if no op of
    /// that name was ever created in it or moved into it, so a check that
    /// concerns only such ops can skip its walk.
    pub fn may_contain_op_named(&self, name: crate::OpName) -> bool {
        self.op_names.contains(name)
    }

    pub fn contains_op(&self, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        self.ops.contains_key(op)
    }
    pub fn contains_block(&self, block: BlockId) -> bool {
        self.blocks.contains_key(block)
    }
    pub fn contains_value(&self, value: Value) -> bool {
        self.values.contains_key(value)
    }

    /// Verifies the use-list and linkage invariants; for tests and debugging.
    pub fn check_invariants(&self) -> Result<(), String> {
        for (op, data) in &self.ops {
            for (i, operand) in data.operands.iter().enumerate() {
                let uses = &self.values.get(operand.value).ok_or("operand value erased")?.uses;
                if uses.get(operand.use_index as usize) != Some(&Use { op, index: i as u32 }) {
                    return Err(format!("broken use link for operand {i} of {op:?}"));
                }
            }
            for (i, succ) in data.successors().iter().enumerate() {
                let preds = &self.blocks.get(succ.block).ok_or("successor erased")?.predecessors;
                if preds.get(succ.use_index as usize) != Some(&Use { op, index: i as u32 }) {
                    return Err(format!("broken predecessor link for successor {i} of {op:?}"));
                }
            }
            if let Some(next) = data.next {
                if self.ops[next].prev != Some(op) {
                    return Err("broken op list".into());
                }
            }
        }
        for (v, data) in &self.values {
            for (k, u) in data.uses.iter().enumerate() {
                let operand = self.ops.get(u.op).and_then(|o| o.operands.get(u.index as usize));
                if operand.map(|o| (o.value, o.use_index)) != Some((v, k as u32)) {
                    return Err(format!("dangling use {k} of {v:?}"));
                }
            }
        }
        for (b, data) in &self.blocks {
            if !data.arg_locs.is_empty() && data.arg_locs.len() != data.args.len() {
                return Err(format!(
                    "{b:?} has {} argument locations for {} arguments",
                    data.arg_locs.len(),
                    data.args.len()
                ));
            }
        }
        Ok(())
    }
}
/// An op's inline part is what a million-op module pays a million times:
/// keep it from growing unnoticed.
#[cfg(all(test, target_pointer_width = "64"))]
#[test]
fn op_storage_stays_small() {
    assert!(std::mem::size_of::<OpData>() <= 112, "OpData is {} bytes", std::mem::size_of::<OpData>());
    // 48 bytes: with the arena's version, a 56-byte slot per value.
    assert!(
        std::mem::size_of::<value::ValueData>() <= 48,
        "ValueData is {} bytes",
        std::mem::size_of::<value::ValueData>()
    );
    // A lowering to branches makes a block per loop body and branch arm.
    assert!(std::mem::size_of::<BlockData>() <= 96, "BlockData is {} bytes", std::mem::size_of::<BlockData>());
}
