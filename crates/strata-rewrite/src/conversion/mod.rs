//! The dialect conversion framework (upstream's `DialectConversion`, in its
//! one-shot form, without rollback): lower the ops a [`ConversionTarget`]
//! calls illegal with [`ConversionPattern`]s, converting types with a
//! [`TypeConverter`] and bridging producers and users converted at
//! different times with materializations.
//!
//! - [`apply_partial_conversion`]: ops the target marks illegal must be
//!   converted; others may stay.
//! - [`apply_full_conversion`]: every op must end legal.
//! - [`apply_analysis_conversion`]: which ops could be legalized, the IR
//!   left as it was (the conversion runs on a copy).
//!
//! Invariants: IR changes take effect at once (there is no rollback, so a
//! pattern decides before it changes anything); ops are legalized in
//! pre-order, parents before what they contain, and the ops a pattern
//! creates are legalized right after it; a failed conversion reports
//! upstream's diagnostic at the op that failed and leaves the IR partly
//! converted, which is why a pass fails and prints nothing.

mod driver;
mod pattern;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

use std::ops::{Deref, DerefMut};

use strata_ir::{FxHashMap, OpId, OpName, SmallVec, Value};

pub use driver::{
    apply_analysis_conversion, apply_conversion_observed, apply_full_conversion, apply_partial_conversion,
    ConversionMode,
};
pub use pattern::{
    ConversionPattern, ConversionPatternSet, FrozenConversionPatternSet, OpAdaptor, OpConversion, OpConversionPattern,
};
pub use target::{ConversionTarget, DynamicLegality, LegalizationAction};
pub use type_converter::{
    unrealized_cast, ConversionFn, MaterializationFn, TypeConversion, TypeConverter, UNREALIZED_CAST,
};

use crate::Rewriter;

/// What a conversion remembers between patterns.
pub(crate) struct ConversionState {
    /// A value replaced by values of converted types: what users read
    /// through their adaptor.
    pub(crate) mapping: FxHashMap<Value, SmallVec<[Value; 1]>>,
    /// Casts the conversion inserted; those still used at the end were
    /// never resolved.
    pub(crate) materializations: Vec<OpId>,
    pub(crate) cast_name: OpName,
    /// Operand slots a replacement redirected, with the value they held
    /// before (the first one, through chains of replacements). Upstream's
    /// conversion replaces uses only when it ends, so until then an op's
    /// fold sees that value, not its replacement (a constant the fold of a
    /// producer materialized is opaque to its users' folds).
    pub(crate) rewired: FxHashMap<(OpId, u32), Value>,
}

/// The rewriter a conversion pattern gets (upstream's
/// `ConversionPatternRewriter`): a [`Rewriter`] (it derefs to one) that
/// also knows the type converter and replaces ops by values of converted
/// types, materializing the original types for users not converted yet.
pub struct ConversionRewriter<'r, 'a> {
    rw: Rewriter<'a>,
    converter: &'r TypeConverter,
    state: &'r mut ConversionState,
}

impl<'a> Deref for ConversionRewriter<'_, 'a> {
    type Target = Rewriter<'a>;
    fn deref(&self) -> &Rewriter<'a> {
        &self.rw
    }
}

impl DerefMut for ConversionRewriter<'_, '_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rw
    }
}

impl ConversionRewriter<'_, '_> {
    pub fn type_converter(&self) -> &TypeConverter {
        self.converter
    }

    /// Replaces `op`'s results by `values` (one per result). A value of
    /// another type than its result stands in for it through a source
    /// materialization, until every user is converted and reads the value
    /// itself from its adaptor.
    pub fn replace_op(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let op: OpId = op.into();
        let results = self.rw.body().results(op).to_vec();
        let mut replacements = Vec::with_capacity(values.len());
        for (&result, &value) in results.iter().zip(values) {
            let ty = self.rw.body().value_type(result);
            if self.rw.body().value_type(value) == ty || !self.rw.body().has_uses(result) {
                replacements.push(value);
                continue;
            }
            let loc = self.rw.body().op_loc(op);
            let saved = self.rw.insertion_point();
            self.rw.set_insertion_point_before(op);
            let cast = unrealized_cast(&mut self.rw, ty, &[value], loc);
            self.rw.set_insertion_point(saved);
            if let Some(cast_op) = self.rw.body().defining_op(cast) {
                self.state.materializations.push(cast_op);
            }
            self.state.mapping.insert(cast, SmallVec::from_elem(value, 1));
            replacements.push(cast);
        }
        for &result in &results {
            for u in self.rw.body().uses(result) {
                self.state.rewired.entry((u.op, u.index)).or_insert(result);
            }
        }
        self.rw.replace_op(op, &replacements);
    }
}
