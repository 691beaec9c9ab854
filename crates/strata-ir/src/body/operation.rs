//! Operation storage and read accessors.

use super::{BlockId, Body, OpId, RegionId, Use, Value};
use crate::{Attribute, Location, OpName};

/// An operand slot: the value and the slot's index in that value's use list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct OpOperand {
    pub value: Value,
    pub(crate) use_index: u32,
}

/// A successor slot: the block and the slot's index in the block's predecessor list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct BlockOperand {
    pub(crate) block: BlockId,
    pub(crate) use_index: u32,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    /// Most ops have at most two operands and one result: kept inline.
    pub(crate) operands: smallvec::SmallVec<[OpOperand; 2]>,
    pub(crate) results: smallvec::SmallVec<[Value; 1]>,
    /// Inherent attributes: a dictionary for registered ops, any attribute
    /// (or none) for unregistered ones.
    pub(crate) properties: Option<Attribute>,
    /// Discardable attributes: always a dictionary attribute.
    pub(crate) attrs: Attribute,
    /// Regions and successors, which most ops lack: out of line, so an op
    /// without them pays one pointer instead of two empty vectors.
    pub(crate) extra: Option<Box<OpExtra>>,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub(crate) regions: Vec<RegionId>,
    pub(crate) successors: Vec<BlockOperand>,
}

impl OpData {
    pub(crate) fn regions(&self) -> &[RegionId] {
        self.extra.as_ref().map_or(&[], |e| &e.regions)
    }
    pub(crate) fn successors(&self) -> &[BlockOperand] {
        self.extra.as_ref().map_or(&[], |e| &e.successors)
    }
    pub(crate) fn regions_mut(&mut self) -> &mut Vec<RegionId> {
        &mut self.extra.get_or_insert_with(Default::default).regions
    }
    pub(crate) fn successors_mut(&mut self) -> &mut Vec<BlockOperand> {
        &mut self.extra.get_or_insert_with(Default::default).successors
    }
    /// Takes the regions, leaving none.
    pub(crate) fn take_regions(&mut self) -> Vec<RegionId> {
        self.extra.as_mut().map(|e| std::mem::take(&mut e.regions)).unwrap_or_default()
    }
    /// Takes the successors, leaving none.
    pub(crate) fn take_successors(&mut self) -> Vec<BlockOperand> {
        self.extra.as_mut().map(|e| std::mem::take(&mut e.successors)).unwrap_or_default()
    }
    /// The out-of-line part of a new op with `regions` and room for
    /// `successors` successors; none if it has neither.
    pub(crate) fn extra_of(regions: Vec<RegionId>, successors: usize) -> Option<Box<OpExtra>> {
        (!regions.is_empty() || successors > 0)
            .then(|| Box::new(OpExtra { regions, successors: Vec::with_capacity(successors) }))
    }
}

impl Body {
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }
    pub fn op_loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op].loc = loc;
    }
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.ops[op].operands[index].value
    }
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op].operands.iter().map(|o| o.value)
    }
    pub fn results(&self, op: OpId) -> &[Value] {
        &self.ops[op].results
    }
    pub fn result(&self, op: OpId, index: usize) -> Value {
        self.ops[op].results[index]
    }
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op].results.len()
    }
    /// Do `l` and `r` agree on their name, attributes, properties and
    /// numbers of regions, successors, operands and results? The part of
    /// upstream's `OperationEquivalence` that every comparison of two ops
    /// (CSE, block merging) starts with.
    pub fn same_op_shape(&self, l: OpId, r: OpId) -> bool {
        self.ops[l].attrs == self.ops[r].attrs && self.same_op_shape_but_attrs(l, r)
    }

    /// [`Body::same_op_shape`] without the discardable attributes, for
    /// comparisons that look at them their own way (CSE told to ignore
    /// some).
    pub fn same_op_shape_but_attrs(&self, l: OpId, r: OpId) -> bool {
        let (a, b) = (&self.ops[l], &self.ops[r]);
        a.name == b.name
            && a.properties == b.properties
            && a.regions().len() == b.regions().len()
            && a.successors().len() == b.successors().len()
            && a.operands.len() == b.operands.len()
            && a.results.len() == b.results.len()
    }

    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        self.ops[op].properties
    }
    pub fn set_properties(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op].properties = props;
    }
    /// The discardable attribute dictionary.
    pub fn attrs(&self, op: OpId) -> Attribute {
        self.ops[op].attrs
    }
    /// Sets the discardable attribute dictionary (must be a dictionary attribute).
    pub fn set_attrs(&mut self, op: OpId, dict: Attribute) {
        self.ops[op].attrs = dict;
    }
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.ops[op].regions()
    }
    pub fn num_successors(&self, op: OpId) -> usize {
        self.ops[op].successors().len()
    }
    pub fn successor(&self, op: OpId, index: usize) -> BlockId {
        self.ops[op].successors()[index].block
    }
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.ops[op].successors().iter().map(|s| s.block)
    }
    /// The block containing `op`, if attached.
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }
    /// The op whose region contains `op`'s block.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].parent?;
        let region = self.blocks[block].parent?;
        self.regions[region].parent
    }
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }

    /// Every use of every result of `op`.
    pub fn result_uses(&self, op: OpId) -> impl Iterator<Item = Use> + '_ {
        self.ops[op].results.iter().flat_map(move |&r| self.values[r].uses.iter().copied())
    }

    /// True if no result of `op` is used.
    pub fn use_empty(&self, op: OpId) -> bool {
        self.ops[op].results.iter().all(|&r| self.values[r].uses.is_empty())
    }

    /// Is `ancestor` equal to `op` or one of the ops it is nested in?
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_op(o);
        }
        false
    }
}
