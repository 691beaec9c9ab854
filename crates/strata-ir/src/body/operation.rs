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
    pub fn op_name(&self, op: impl Into<OpId>) -> OpName {
        let op: OpId = op.into();
        self.ops[op].name
    }
    pub fn op_loc(&self, op: impl Into<OpId>) -> Location {
        let op: OpId = op.into();
        self.ops[op].loc
    }
    pub fn set_op_loc(&mut self, op: impl Into<OpId>, loc: Location) {
        let op: OpId = op.into();
        self.ops[op].loc = loc;
    }
    pub fn num_operands(&self, op: impl Into<OpId>) -> usize {
        let op: OpId = op.into();
        self.ops[op].operands.len()
    }
    pub fn operand(&self, op: impl Into<OpId>, index: usize) -> Value {
        let op: OpId = op.into();
        self.ops[op].operands[index].value
    }
    pub fn operands(&self, op: impl Into<OpId>) -> impl ExactSizeIterator<Item = Value> + '_ {
        let op: OpId = op.into();
        self.ops[op].operands.iter().map(|o| o.value)
    }
    pub fn results(&self, op: impl Into<OpId>) -> &[Value] {
        let op: OpId = op.into();
        &self.ops[op].results
    }
    pub fn result(&self, op: impl Into<OpId>, index: usize) -> Value {
        let op: OpId = op.into();
        self.ops[op].results[index]
    }
    pub fn num_results(&self, op: impl Into<OpId>) -> usize {
        let op: OpId = op.into();
        self.ops[op].results.len()
    }
    /// Do `l` and `r` agree on their name, attributes, properties and
    /// numbers of regions, successors, operands and results? The part of
    /// upstream's `OperationEquivalence` that every comparison of two ops
    /// (CSE, block merging) starts with.
    pub fn same_op_shape(&self, l: impl Into<OpId>, r: impl Into<OpId>) -> bool {
        let (l, r): (OpId, OpId) = (l.into(), r.into());
        self.ops[l].attrs == self.ops[r].attrs && self.same_op_shape_but_attrs(l, r)
    }

    /// [`Body::same_op_shape`] without the discardable attributes, for
    /// comparisons that look at them their own way (CSE told to ignore
    /// some).
    pub fn same_op_shape_but_attrs(&self, l: impl Into<OpId>, r: impl Into<OpId>) -> bool {
        let (l, r): (OpId, OpId) = (l.into(), r.into());
        let (a, b) = (&self.ops[l], &self.ops[r]);
        a.name == b.name
            && a.properties == b.properties
            && a.regions().len() == b.regions().len()
            && a.successors().len() == b.successors().len()
            && a.operands.len() == b.operands.len()
            && a.results.len() == b.results.len()
    }

    pub fn properties(&self, op: impl Into<OpId>) -> Option<Attribute> {
        let op: OpId = op.into();
        self.ops[op].properties
    }
    pub fn set_properties(&mut self, op: impl Into<OpId>, props: Option<Attribute>) {
        let op: OpId = op.into();
        self.ops[op].properties = props;
    }
    /// The discardable attribute dictionary.
    pub fn attrs(&self, op: impl Into<OpId>) -> Attribute {
        let op: OpId = op.into();
        self.ops[op].attrs
    }
    /// Sets the discardable attribute dictionary (must be a dictionary attribute).
    pub fn set_attrs(&mut self, op: impl Into<OpId>, dict: Attribute) {
        let op: OpId = op.into();
        self.ops[op].attrs = dict;
    }
    pub fn regions(&self, op: impl Into<OpId>) -> &[RegionId] {
        let op: OpId = op.into();
        self.ops[op].regions()
    }
    pub fn num_successors(&self, op: impl Into<OpId>) -> usize {
        let op: OpId = op.into();
        self.ops[op].successors().len()
    }
    pub fn successor(&self, op: impl Into<OpId>, index: usize) -> BlockId {
        let op: OpId = op.into();
        self.ops[op].successors()[index].block
    }
    pub fn successors(&self, op: impl Into<OpId>) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        let op: OpId = op.into();
        self.ops[op].successors().iter().map(|s| s.block)
    }
    /// The block containing `op`, if attached.
    pub fn op_block(&self, op: impl Into<OpId>) -> Option<BlockId> {
        let op: OpId = op.into();
        self.ops[op].parent
    }
    /// The op whose region contains `op`'s block.
    pub fn parent_op(&self, op: impl Into<OpId>) -> Option<OpId> {
        let op: OpId = op.into();
        let block = self.ops[op].parent?;
        let region = self.blocks[block].parent?;
        self.regions[region].parent
    }
    pub fn next_op(&self, op: impl Into<OpId>) -> Option<OpId> {
        let op: OpId = op.into();
        self.ops[op].next
    }
    pub fn prev_op(&self, op: impl Into<OpId>) -> Option<OpId> {
        let op: OpId = op.into();
        self.ops[op].prev
    }

    /// Every use of every result of `op`.
    pub fn result_uses(&self, op: impl Into<OpId>) -> impl Iterator<Item = Use> + '_ {
        let op: OpId = op.into();
        self.ops[op].results.iter().flat_map(move |&r| self.values[r].uses.iter().copied())
    }

    /// True if no result of `op` is used.
    pub fn use_empty(&self, op: impl Into<OpId>) -> bool {
        let op: OpId = op.into();
        self.ops[op].results.iter().all(|&r| self.values[r].uses.is_empty())
    }

    /// Is `ancestor` equal to `op` or one of the ops it is nested in?
    pub fn is_ancestor(&self, ancestor: impl Into<OpId>, op: impl Into<OpId>) -> bool {
        let (op, ancestor): (OpId, OpId) = (op.into(), ancestor.into());
        // An op without regions holds nothing: no walk up from `op`
        // (which may be deep) to find that out.
        if self.regions(ancestor).is_empty() {
            return op == ancestor;
        }
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
