//! [`OpParts`]: what a declarative format has read of one op so far, by
//! ODS group (operand group `i` is the op's `i`-th operand definition), to
//! be resolved into an `OperationState` once the whole op is read.
//!
//! The parser owns a pool of them (`Parser::op_parts`) so that one is
//! reused from op to op; the format engine, above the parser, fills them.
//!
//! Invariant: a reused value is [`OpParts::reset`] to its op's group
//! counts before use, so nothing of the previous op is seen.

use strata_ir::{Attribute, BlockId, Ident, RegionId, Type};

use super::UnresolvedOperand;

/// The operands of one group (inline for the usual one or two).
pub(crate) type Group<'a> = strata_ir::SmallVec<[UnresolvedOperand<'a>; 2]>;
/// The types of one group.
pub(crate) type TypeList = strata_ir::SmallVec<[Type; 2]>;
/// One entry per group of a kind (inline for the usual few groups), so
/// parsing an op allocates nothing in the common case.
pub(crate) type PerGroup<T> = strata_ir::SmallVec<[T; 4]>;

/// Everything parsed so far for one op.
pub(crate) struct OpParts<'a> {
    pub operands: PerGroup<Group<'a>>,
    /// Where each operand group started (for count errors).
    pub operand_pos: PerGroup<Option<usize>>,
    pub all_operands: Vec<UnresolvedOperand<'a>>,
    pub all_operands_pos: Option<usize>,
    pub operand_types: PerGroup<Option<TypeList>>,
    pub result_types: PerGroup<Option<TypeList>>,
    pub all_operand_types: Option<Vec<Type>>,
    pub all_result_types: Option<Vec<Type>>,
    pub attrs: PerGroup<Option<Attribute>>,
    pub regions: PerGroup<strata_ir::SmallVec<[RegionId; 1]>>,
    pub all_regions: Vec<RegionId>,
    pub successors: PerGroup<strata_ir::SmallVec<[BlockId; 1]>>,
    pub all_successors: Vec<BlockId>,
    pub attr_dict: Vec<(Ident, Attribute)>,
    pub prop_dict: Vec<(Ident, Attribute)>,
}

impl<'a> OpParts<'a> {
    pub(crate) fn empty() -> Self {
        OpParts {
            operands: PerGroup::new(),
            operand_pos: PerGroup::new(),
            all_operands: Vec::new(),
            all_operands_pos: None,
            operand_types: PerGroup::new(),
            result_types: PerGroup::new(),
            all_operand_types: None,
            all_result_types: None,
            attrs: PerGroup::new(),
            regions: PerGroup::new(),
            all_regions: Vec::new(),
            successors: PerGroup::new(),
            all_successors: Vec::new(),
            attr_dict: Vec::new(),
            prop_dict: Vec::new(),
        }
    }

    /// Empties the parts for an op with the given numbers of operand,
    /// result, attribute, region and successor groups, keeping the memory.
    pub(crate) fn reset(&mut self, operands: usize, results: usize, attrs: usize, regions: usize, successors: usize) {
        /// `n` empty groups, emptied in place: building each anew (clear,
        /// then resize with clones) was a tenth of the interpreter's time.
        fn fill<T: Default>(v: &mut PerGroup<T>, n: usize, empty: fn(&mut T)) {
            v.truncate(n);
            v.iter_mut().for_each(empty);
            while v.len() < n {
                v.push(T::default());
            }
        }
        fill(&mut self.operands, operands, Group::clear);
        fill(&mut self.operand_pos, operands, |p| *p = None);
        self.all_operands.clear();
        self.all_operands_pos = None;
        fill(&mut self.operand_types, operands, |t| *t = None);
        fill(&mut self.result_types, results, |t| *t = None);
        self.all_operand_types = None;
        self.all_result_types = None;
        fill(&mut self.attrs, attrs, |a| *a = None);
        fill(&mut self.regions, regions, strata_ir::SmallVec::clear);
        self.all_regions.clear();
        fill(&mut self.successors, successors, strata_ir::SmallVec::clear);
        self.all_successors.clear();
        self.attr_dict.clear();
        self.prop_dict.clear();
    }
}
