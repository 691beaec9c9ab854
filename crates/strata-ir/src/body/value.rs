//! SSA values and their use lists.

use super::{BlockId, Body, OpId, Value};
use crate::{Location, Type};

/// One use of a value (or of a block, for successors): operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    OpResult {
        op: OpId,
        index: u32,
    },
    BlockArgument {
        block: BlockId,
        index: u32,
    },
    /// Not defined yet: a parser placeholder for a forward reference.
    Placeholder,
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    /// Most values have one use: kept inline. (Two inline would save the
    /// allocation of a value with two uses, but ValueData would pass 48
    /// bytes: 8 more per value, 5.5 MB of a million-op module's peak.)
    pub(crate) uses: smallvec::SmallVec<[Use; 1]>,
}

/// Room made for uses when a value's use list first leaves its inline slot.
const FIRST_SPILL: usize = 4;

impl Body {
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::OpResult { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block that `v` belongs to: its defining op's block or its owner block.
    pub fn value_parent_block(&self, v: Value) -> Option<BlockId> {
        match self.values[v].def {
            ValueDef::OpResult { op, .. } => self.ops[op].parent,
            ValueDef::BlockArgument { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// The location of block argument `v`, if it was given one (ops
    /// carry their own; an op result has none).
    pub fn block_arg_loc(&self, v: Value) -> Option<Location> {
        match self.values[v].def {
            ValueDef::BlockArgument { block, index } => self.blocks[block].arg_locs.get(index as usize),
            _ => None,
        }
    }

    /// Where `v` comes from (upstream's `Value::getLoc`): its defining op's
    /// location, or a block argument's own, if it was given one.
    pub fn value_loc(&self, v: Value) -> Option<Location> {
        match self.values[v].def {
            ValueDef::OpResult { op, .. } => Some(self.ops[op].loc),
            ValueDef::BlockArgument { .. } => self.block_arg_loc(v),
            ValueDef::Placeholder => None,
        }
    }

    /// Gives block argument `v` a location (nothing for any other value).
    pub fn set_block_arg_loc(&mut self, v: Value, loc: Location) {
        if let ValueDef::BlockArgument { block, index } = self.values[v].def {
            let data = &mut self.blocks[block];
            let locs = data.arg_locs.vec_mut();
            locs.resize(data.args.len(), None);
            locs[index as usize] = Some(loc);
        }
    }

    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v].uses
    }

    /// The region (directly) holding `v`'s definition (upstream's
    /// `Value::getParentRegion`); `None` for a placeholder or a value of a
    /// detached op or block.
    pub fn value_parent_region(&self, v: Value) -> Option<super::RegionId> {
        match self.value_def(v) {
            ValueDef::OpResult { op, .. } => self.op_region(op),
            ValueDef::BlockArgument { block, .. } => self.block_region(block),
            ValueDef::Placeholder => None,
        }
    }

    pub fn has_uses(&self, v: Value) -> bool {
        !self.values[v].uses.is_empty()
    }

    pub fn has_one_use(&self, v: Value) -> bool {
        self.values[v].uses.len() == 1
    }

    /// A detached value with no definition yet (for forward references).
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.values.insert(ValueData { ty, def: ValueDef::Placeholder, uses: Default::default() })
    }

    /// Erases a placeholder once all its uses were redirected.
    pub fn erase_placeholder(&mut self, v: Value) {
        debug_assert!(self.values[v].uses.is_empty());
        debug_assert!(matches!(self.values[v].def, ValueDef::Placeholder));
        self.values.remove(v);
    }

    pub(crate) fn add_use(&mut self, v: Value, u: Use) -> u32 {
        let uses = &mut self.values[v].uses;
        if uses.len() == 1 && !uses.spilled() {
            // A second use: room for four at once. Doubling from the one
            // inline slot would allocate, then reallocate at the third use,
            // and most values with more than one use have a few.
            uses.reserve(FIRST_SPILL - 1);
        }
        uses.push(u);
        (uses.len() - 1) as u32
    }

    /// Removes use `use_index` of `v` in O(1), patching the use moved into its slot.
    pub(crate) fn remove_use(&mut self, v: Value, use_index: u32) {
        let uses = &mut self.values[v].uses;
        uses.swap_remove(use_index as usize);
        if let Some(&moved) = uses.get(use_index as usize) {
            self.ops[moved.op].operands[moved.index as usize].use_index = use_index;
        }
    }

    /// Points operand `index` of `op` at `value`, keeping use lists exact.
    pub fn set_operand(&mut self, op: impl Into<OpId>, index: usize, value: Value) {
        let op: OpId = op.into();
        let old = self.ops[op].operands[index];
        if old.value == value {
            return;
        }
        self.remove_use(old.value, old.use_index);
        let use_index = self.add_use(value, Use { op, index: index as u32 });
        self.ops[op].operands[index] = super::OpOperand { value, use_index };
    }

    /// Replaces every use of `from` with `to` in O(uses).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from].uses);
        let base = self.values[to].uses.len() as u32;
        for (k, u) in uses.iter().enumerate() {
            self.ops[u.op].operands[u.index as usize] = super::OpOperand { value: to, use_index: base + k as u32 };
        }
        self.values[to].uses.extend(uses);
    }

    /// Replaces the uses of `from` for which `keep` says true.
    pub fn replace_uses_with_if(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Body, Use) -> bool) {
        let uses: Vec<Use> = self.values[from].uses.to_vec();
        for u in uses {
            if pred(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }
}
