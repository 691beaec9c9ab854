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
//! - [`apply_partial_conversion_with_config`]: a partial conversion with a
//!   [`ConversionConfig`] (whether illegal ops are folded first, in which
//!   order siblings are legalized).
//!
//! Invariants: IR changes take effect at once (there is no rollback, so a
//! pattern decides before it changes anything); ops are legalized in
//! pre-order, parents before what they contain, and the ops a pattern
//! creates are legalized right after it; a replaced op stays in the IR,
//! skipped, and its unconverted users keep reading it (folds look through
//! it, as upstream's) until the conversion leaves its function, when they
//! read the replacement; a converted block argument's
//! users read a stand-in for it (opaque to folds, as upstream's detached
//! argument) until the conversion leaves the function, when its source
//! materialization takes them; a failed conversion reports
//! upstream's diagnostic at the op that failed and leaves the IR partly
//! converted, which is why a pass fails and prints nothing.

mod config;
mod driver;
mod function;
mod pattern;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

use std::ops::{Deref, DerefMut};

use strata_ir::{
    BlockId, Diagnostic, FxHashMap, FxHashSet, InsertPoint, Location, OpId, OpName, SmallVec, Type, Value,
};

pub use config::{ConversionConfig, ConversionOrder, DialectConversionFoldingMode};
pub use driver::{
    apply_analysis_conversion, apply_conversion_observed, apply_full_conversion, apply_partial_conversion,
    apply_partial_conversion_with_config, ConversionMode,
};
pub use function::populate_function_op_interface_type_conversion_pattern;
pub use pattern::{
    ConversionPattern, ConversionPatternSet, FrozenConversionPatternSet, OpAdaptor, OpConversion, OpConversionPattern,
};
pub use target::{ConversionTarget, DynamicLegality, LegalizationAction};
pub use type_converter::{
    unrealized_cast, unrealized_cast_op, ConversionFn, MaterializationFn, SignatureConversion, TargetMaterializationFn,
    TypeConversion, TypeConverter, UNREALIZED_CAST,
};

use crate::Rewriter;

/// What a conversion remembers between patterns.
pub(crate) struct ConversionState {
    /// A value replaced by values of converted types: what users read
    /// through their adaptor.
    pub(crate) mapping: FxHashMap<Value, SmallVec<[Value; 1]>>,
    /// Casts the conversion inserted; those still used at the end are
    /// resolved by the type converter's materializations.
    pub(crate) materializations: Vec<(OpId, Materialization)>,
    pub(crate) cast_name: OpName,
    /// Replacement values a converted user needed as other types (the
    /// converter's types of the value they replaced), and the target
    /// materialization that gives them, shared by every such user.
    pub(crate) regrouped: FxHashMap<SmallVec<[Value; 1]>, SmallVec<[Value; 1]>>,
    /// The source materializations of converted block arguments, in the
    /// order they were made, with their block: upstream builds them when
    /// the conversion commits, at the block's start before everything the
    /// patterns put there ([`ConversionState::place_arg_sources`]).
    pub(crate) arg_sources: Vec<(OpId, BlockId, Value)>,
    /// The source materializations, by the values they stand for and the
    /// original type: made once, shared.
    pub(crate) sources_by_values: FxHashMap<(SmallVec<[Value; 1]>, Type), Value>,
    /// The results of replaced ops that still had users when they were
    /// replaced, in the order they were replaced, with where a source
    /// materialization of them belongs. Upstream's conversion replaces
    /// uses only when it ends, so until then every user (and its fold)
    /// reads the original value; converted users read the replacement
    /// through the mapping. When the conversion leaves the scope, the
    /// users left unconverted read the replacement, through a source
    /// materialization where its type differs
    /// ([`ConversionState::replace_pending_uses`]).
    pub(crate) pending: Vec<PendingUses>,
    /// Replaced ops, and everything nested in them: dead, but kept in the
    /// IR until the conversion ends (upstream's rollback driver erases
    /// them then), so a fold still sees the producers of the values it
    /// reads. The driver skips them.
    pub(crate) erased: FxHashSet<OpId>,
    /// The replaced ops, in the order they were replaced: erased last to
    /// first when the conversion ends.
    pub(crate) erase_order: Vec<OpId>,
    /// Errors patterns reported and recovered from
    /// ([`ConversionRewriter::emit_error`]).
    pub(crate) reported: Vec<Diagnostic>,
    /// The source materializations of replaced results, in the order they
    /// were made, with where they belong: upstream builds them when the
    /// conversion ends, so they sit at that point before the casts the
    /// conversion made there meanwhile ([`ConversionState::place_sources`]).
    pub(crate) sources: Vec<(OpId, InsertPoint)>,
}

/// A replaced result whose users still read it ([`ConversionState::pending`]).
pub(crate) struct PendingUses {
    result: Value,
    /// Where its source materialization goes: right after its
    /// replacement's definition, as upstream's `computeInsertPoint`.
    at: InsertPoint,
    loc: Location,
}

impl ConversionState {
    /// Marks `op` and the ops nested in it erased, to be erased at the end.
    fn erase_later(&mut self, body: &strata_ir::Body, op: OpId) {
        self.erase_order.push(op);
        body.walk(op, strata_ir::WalkOrder::PreOrder, |_, nested| {
            self.erased.insert(nested);
            strata_ir::WalkResult::Advance
        });
    }

    /// Moves each source materialization still in the IR to where
    /// upstream builds it when the conversion ends: at its point, in the
    /// order they were made, each before those made earlier.
    pub(crate) fn place_sources(&mut self, body: &mut strata_ir::Body) {
        for (cast, at) in std::mem::take(&mut self.sources) {
            if !body.contains_op(cast) {
                continue;
            }
            match at {
                InsertPoint::After(def) if body.contains_op(def) && def != cast => body.move_op_after(cast, def),
                InsertPoint::BlockStart(block) => {
                    if let Some(first) = body.block_ops(block).next().filter(|&f| f != cast) {
                        body.move_op_before(cast, first);
                    }
                }
                _ => {}
            }
        }
    }

    /// Moves the source materializations of converted block arguments to
    /// the start of their blocks, each before those made earlier, and
    /// gives them the uses of the stand-ins of the old arguments.
    pub(crate) fn place_arg_sources(&mut self, body: &mut strata_ir::Body) {
        for (cast, block, stand_in) in std::mem::take(&mut self.arg_sources) {
            if !body.contains_value(stand_in) {
                continue;
            }
            if body.contains_op(cast) && body.op_block(cast) == Some(block) {
                // After the last of its operands an op of the block defines
                // (a load `replace_uses_of_block_argument` put in), else first.
                let defs: Vec<OpId> = body
                    .operands(cast)
                    .filter_map(|v| body.defining_op(v))
                    .filter(|&d| body.op_block(d) == Some(block))
                    .collect();
                let last_def = match defs.as_slice() {
                    [] => None,
                    [one] => Some(*one),
                    _ => body.block_ops(block).filter(|op| defs.contains(op)).last(),
                };
                if let Some(def) = last_def {
                    body.move_op_after(cast, def);
                } else if let Some(first) = body.block_ops(block).next().filter(|&f| f != cast) {
                    body.move_op_before(cast, first);
                }
                let value = body.result(cast, 0);
                body.replace_all_uses_with(stand_in, value);
            }
            if !body.has_uses(stand_in) {
                body.erase_placeholder(stand_in);
            }
        }
    }

    /// Erases the replaced ops, last replaced first. Only replaced ops
    /// still read their results ([`Self::pending`] gave the others their
    /// replacements): one replaced before its operand's producer (a
    /// terminator a pattern took out of its region, replaced before the
    /// ops it reads) lets go of its operands first.
    pub(crate) fn erase_replaced(&mut self, body: &mut strata_ir::Body) {
        for op in std::mem::take(&mut self.erase_order).into_iter().rev() {
            if !body.contains_op(op) {
                continue;
            }
            for i in 0..body.results(op).len() {
                let result = body.results(op)[i];
                while let Some(u) = body.uses(result).first().copied() {
                    debug_assert!(self.erased.contains(&u.op), "a replaced result still read by a live op");
                    body.set_operands(u.op, &[]);
                }
            }
            body.erase_op(op);
        }
        self.erased.clear();
    }
}

/// Which way a placeholder cast bridges types.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Materialization {
    /// Converted values standing in for a value of an original type, for
    /// users not converted (yet).
    Source,
    /// Values seen as the converted types of a value of the original type
    /// (if known), by a converted user: an unconverted value, or the
    /// values a value was replaced by when they are not of the types the
    /// converter gives its type.
    Target(Option<Type>),
}

/// The rewriter a conversion pattern gets (upstream's
/// `ConversionPatternRewriter`): a [`Rewriter`] (it derefs to one) that
/// also knows the type converter and replaces ops by values of converted
/// types, materializing the original types for users not converted yet.
pub struct ConversionRewriter<'r, 'a> {
    rw: Rewriter<'a>,
    converter: &'r TypeConverter,
    state: &'r mut ConversionState,
    target: &'r ConversionTarget,
    patterns: &'r FrozenConversionPatternSet,
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

impl<'r> ConversionRewriter<'r, '_> {
    /// Reports an error at `op`'s location that the conversion goes on
    /// from (upstream's `emitError` in a pattern that then fails to
    /// match): the pass prints it and does not fail for it.
    pub fn emit_error(&mut self, op: OpId, message: impl Into<String>) {
        let loc = self.rw.body().op_loc(op);
        self.state.reported.push(Diagnostic { recovered: true, ..Diagnostic::error(loc, message) });
    }

    /// The conversion's type converter (borrowed for the conversion, not
    /// from the rewriter: a pattern may hand the rewriter to it).
    pub fn type_converter(&self) -> &'r TypeConverter {
        self.converter
    }

    /// Whether an op named `name` that a pattern would create could end
    /// legal: the target says something of it (its own legality, its
    /// dialect's or unknown ops'), or a pattern is rooted at it. Upstream
    /// fails a pattern whose created ops it cannot legalize, and rolls it
    /// back; without rollback, a pattern that would copy ops asks first.
    pub fn can_legalize(&self, name: OpName) -> bool {
        self.target.action(self.rw.ctx(), name).is_some() || self.patterns.patterns_for(name).next().is_some()
    }

    /// Replaces `op`'s results by `values` (one per result). A value of
    /// another type than its result stands in for it through a source
    /// materialization, until every user is converted and reads the value
    /// itself from its adaptor.
    pub fn replace_op(&mut self, op: impl Into<OpId>, values: &[Value]) {
        let replacements: SmallVec<[SmallVec<[Value; 1]>; 2]> =
            values.iter().map(|&v| SmallVec::from_elem(v, 1)).collect();
        self.replace_op_with_multiple(op, &replacements);
    }

    /// Replaces each result of `op` by the values it converts to (1:N;
    /// none when it is dropped; upstream's `replaceOpWithMultiple`).
    /// Converted users read the values through their adaptor at once;
    /// the others keep reading the result, and `op` stays in the IR,
    /// skipped, until the conversion leaves the scope, as upstream's
    /// conversion replaces uses only when it ends. Then the users left
    /// read the values, a result not replaced by one value of its own
    /// type through a source materialization placed right after its
    /// replacement is defined (before `op` for a dropped result), at
    /// `op`'s location.
    pub fn replace_op_with_multiple(&mut self, op: impl Into<OpId>, replacements: &[SmallVec<[Value; 1]>]) {
        let op: OpId = op.into();
        let results: SmallVec<[Value; 2]> = self.rw.body().results(op).iter().copied().collect();
        let loc = self.rw.body().op_loc(op);
        for (&result, with) in results.iter().zip(replacements) {
            self.state.mapping.insert(result, with.clone());
            if self.rw.body().has_uses(result) {
                let at = self.after_definitions(with).unwrap_or(InsertPoint::Before(op));
                self.state.pending.push(PendingUses { result, at, loc });
            }
        }
        // One value per result, as a listener expects (a dropped result
        // reports itself, as the result a source materialization stands for).
        let reported: SmallVec<[Value; 2]> =
            results.iter().zip(replacements).map(|(&r, with)| with.first().copied().unwrap_or(r)).collect();
        self.rw.notify_operation_replaced(op, &reported);
        self.rw.notify_operation_erased(op);
        self.state.erase_later(self.rw.body(), op);
    }

    /// Gives the users of the replaced results that the conversion left
    /// unconverted their replacements ([`ConversionState::pending`]), in
    /// the order the results were replaced; called when the conversion
    /// leaves a scope, before the replaced ops go.
    pub(crate) fn replace_pending_uses(&mut self) {
        for PendingUses { result, at, loc } in std::mem::take(&mut self.state.pending) {
            let body = self.rw.body();
            if !body.contains_value(result) {
                continue;
            }
            let erased = &self.state.erased;
            let uses: SmallVec<[strata_ir::Use; 4]> =
                body.uses(result).iter().filter(|u| !erased.contains(&u.op)).copied().collect();
            if uses.is_empty() {
                continue;
            }
            let with = self.lookup(result);
            let ty = body.value_type(result);
            let value = match with.as_slice() {
                [one] if body.value_type(*one) == ty => *one,
                _ => {
                    // The replacement's definition may have gone since (a
                    // value replaced again): the cast goes where it was.
                    let at = match at {
                        InsertPoint::After(def) if !body.contains_op(def) => self.after_definitions(&with),
                        at => Some(at),
                    };
                    let Some(at) = at else { continue };
                    let cast = self.source_cast(at, ty, &with, loc);
                    if let Some(def) = self.rw.body().defining_op(cast) {
                        self.state.sources.push((def, at));
                    }
                    cast
                }
            };
            for u in uses {
                self.rw.with_body(|b| b.set_operand(u.op, u.index as usize, value));
            }
        }
    }

    /// What `value` was replaced by, through chains of replacements (a
    /// replacement replaced in turn), else `value` itself. Not into a
    /// target materialization: that is how converted users see a value,
    /// not its replacement.
    pub(crate) fn lookup(&self, value: Value) -> SmallVec<[Value; 1]> {
        let mapping = &self.state.mapping;
        let mut values: SmallVec<[Value; 1]> = SmallVec::from_elem(value, 1);
        // Bounded: a chain is as long as the patterns nest.
        for _ in 0..64 {
            let &[one] = values.as_slice() else { break };
            match mapping.get(&one) {
                Some(next) if !next.iter().any(|&r| r == one || self.is_target_cast_of(r, one)) => {
                    values = next.clone()
                }
                _ => break,
            }
        }
        values
    }

    /// Converts the arguments of `block` as `conversion` says (upstream's
    /// `applySignatureConversion`), in place: an argument whose type
    /// changes, splits or goes is replaced by the converted arguments at
    /// its position, each with its location; its remaining users read a
    /// source materialization placed at the start of the block (a later
    /// argument's before an earlier one's, as upstream's), converted users
    /// the new arguments themselves. Arguments that keep their type stay.
    pub fn apply_signature_conversion(&mut self, block: BlockId, conversion: &SignatureConversion) {
        let old_args = self.rw.body().block_args(block).to_vec();
        debug_assert_eq!(old_args.len(), conversion.num_original_inputs(), "a conversion of every argument");
        let fallback_loc = self.block_owner_loc(block);
        let mut order = Vec::with_capacity(conversion.converted_types().len());
        let mut replaced = Vec::new();
        for (i, &old) in old_args.iter().enumerate() {
            let loc = self.rw.body().block_arg_loc(old);
            let types: &[Type] = match conversion.input_mapping(i) {
                Some((start, len)) => &conversion.converted_types()[start..start + len],
                None => &[],
            };
            if let [one] = types {
                if *one == self.rw.body().value_type(old) {
                    order.push(old);
                    continue;
                }
            }
            let new: SmallVec<[Value; 1]> =
                types.iter().map(|&ty| self.rw.with_body(|b| b.add_block_arg(block, ty, loc))).collect();
            order.extend_from_slice(&new);
            replaced.push((old, new, loc.unwrap_or(fallback_loc)));
        }
        for (old, new, loc) in replaced {
            if self.rw.body().has_uses(old) {
                let ty = self.rw.body().value_type(old);
                let cast = self.source_cast(InsertPoint::BlockStart(block), ty, &new, loc);
                // Until the conversion leaves the block's function, users
                // read a stand-in for the old argument: opaque to folds, as
                // upstream's detached argument is, and one value for all of
                // them; converted users read the new arguments through it.
                let stand_in = self.rw.with_body(|b| b.create_placeholder(ty));
                self.state.mapping.insert(stand_in, new.clone());
                self.rw.replace_all_uses_with(old, stand_in);
                if let Some(def) = self.rw.body().defining_op(cast) {
                    self.state.arg_sources.push((def, block, stand_in));
                }
            }
        }
        self.rw.with_body(|b| b.set_block_args(block, &order));
        if let Some(owner) = self.rw.body().block_parent_op(block) {
            self.rw.notify_operation_modified(owner);
        }
    }

    /// Upstream's `replaceUsesOfBlockArgument`: the users of the block
    /// argument `from`, and the users the conversion has reading it (the
    /// stand-ins of the arguments a signature conversion of its block
    /// replaced just before), read `to` instead; `to`'s producer keeps
    /// reading `from`. The source materializations of those arguments then
    /// follow `to`'s producer.
    pub fn replace_uses_of_block_argument(&mut self, from: Value, to: Value) {
        let Some(block) = self.rw.body().value_parent_block(from) else { return };
        let producer = self.rw.body().defining_op(to);
        // The block's stand-ins were the last registered.
        let stand_ins: Vec<Value> = (self.state.arg_sources.iter().rev())
            .take_while(|&&(_, b, _)| b == block)
            .map(|&(_, _, stand_in)| stand_in)
            .collect();
        for stand_in in stand_ins {
            if let Some(values) = self.state.mapping.get_mut(&stand_in) {
                values.iter_mut().filter(|v| **v == from).for_each(|v| *v = to);
            }
        }
        let uses: Vec<_> = self.rw.body().uses(from).iter().filter(|u| Some(u.op) != producer).copied().collect();
        for u in uses {
            self.rw.with_body(|b| b.set_operand(u.op, u.index as usize, to));
            self.rw.notify_operation_modified(u.op);
        }
    }

    /// `op`'s operands as a pattern without a type converter sees them
    /// (upstream's `getRemappedValues` in an `OpConversionPattern` built
    /// without one): what the conversion replaced each by, of whatever
    /// type, else the operand itself; a target materialization made for
    /// another user is not a replacement.
    pub(crate) fn remapped_operands_unconverted(&self, op: OpId) -> OpAdaptor {
        let body = self.rw.body();
        let remapped = body.operands(op).map(|v| self.lookup(v));
        OpAdaptor::from_entries(remapped)
    }

    /// Is `r` the result of a cast of `v` alone (a target materialization)?
    fn is_target_cast_of(&self, r: Value, v: Value) -> bool {
        let body = self.rw.body();
        body.defining_op(r).is_some_and(|d| {
            body.op_name(d) == self.state.cast_name && body.num_operands(d) == 1 && body.operand(d, 0) == v
        })
    }

    /// The location of the op owning `block` (what an argument without a
    /// location of its own is taken to be at).
    fn block_owner_loc(&self, block: BlockId) -> Location {
        let body = self.rw.body();
        body.block_parent_op(block).map_or_else(|| self.rw.ctx().unknown_loc(), |op| body.op_loc(op))
    }

    /// Where a value built from `values` goes (upstream's
    /// `computeInsertPoint`): right after the last of them to be defined,
    /// at the start of its block for a block argument. Values a pattern
    /// made come in order, so the last with a defining op is the latest.
    fn after_definitions(&self, values: &[Value]) -> Option<InsertPoint> {
        let body = self.rw.body();
        if let Some(def) = values.iter().rev().find_map(|&v| body.defining_op(v)) {
            return Some(InsertPoint::After(def));
        }
        values.first().and_then(|&v| body.value_parent_block(v)).map(InsertPoint::BlockStart)
    }

    /// A placeholder value of the original type `ty` standing in for the
    /// converted `values` at `at`; converted users read `values` through
    /// the mapping, and the cast goes at the end if nothing else uses it.
    fn source_cast(&mut self, at: InsertPoint, ty: Type, values: &[Value], loc: Location) -> Value {
        // Values already standing for a value of this type keep doing
        // so: upstream finds the materialization it made rather than
        // making another.
        if let Some(existing) = self.existing_source(ty, values) {
            return existing;
        }
        let key = (values.iter().copied().collect::<SmallVec<[Value; 1]>>(), ty);
        let saved = self.rw.insertion_point();
        self.rw.set_insertion_point(at);
        let cast = unrealized_cast_op(&mut self.rw, &[ty], values, loc);
        self.rw.set_insertion_point(saved);
        self.state.materializations.push((cast, Materialization::Source));
        let value = self.rw.body().result(cast, 0);
        self.state.mapping.insert(value, values.iter().copied().collect());
        self.state.sources_by_values.insert(key, value);
        value
    }

    /// The source materialization already standing for `values` as a
    /// value of type `ty`, if it is still there.
    fn existing_source(&self, ty: Type, values: &[Value]) -> Option<Value> {
        let key = (values.iter().copied().collect::<SmallVec<[Value; 1]>>(), ty);
        let existing = *self.state.sources_by_values.get(&key)?;
        let body = self.rw.body();
        body.defining_op(existing).is_some_and(|d| body.contains_op(d)).then_some(existing)
    }

    /// `op`'s operands as the conversion remapped them (upstream's
    /// `getRemappedValues`): the values a converted producer was replaced
    /// by; for a value nothing converted yet whose type the converter
    /// changes, its converted types through a target materialization
    /// placed right after the value is defined, at `op`'s location and
    /// shared by every later user. `None` when an operand's type does not
    /// convert (upstream's "unable to convert type for operand"): the
    /// conversion patterns of `op` do not apply.
    pub fn remapped_operands(&mut self, op: impl Into<OpId>) -> Option<OpAdaptor> {
        let op: OpId = op.into();
        let ctx = self.rw.ctx();
        let operands: SmallVec<[Value; 4]> = self.rw.body().operands(op).collect();
        let mut remapped: SmallVec<[SmallVec<[Value; 1]>; 4]> = SmallVec::with_capacity(operands.len());
        for v in operands {
            let values = self.lookup(v);
            let ty = self.rw.body().value_type(v);
            // A value replaced by one of its own type is read as that value
            // (upstream materializes the converted type of the last value
            // of the chain, shared by its other users).
            let w = match values.as_slice() {
                &[w] if self.rw.body().value_type(w) == ty => w,
                _ => {
                    remapped.push(self.as_converted_types(op, v, values));
                    continue;
                }
            };
            if let Some(converted) = self.state.mapping.get(&w) {
                remapped.push(converted.clone());
                continue;
            }
            match self.converter.convert_type(ctx, ty) {
                Some(types) if types.as_slice() != [ty] => {
                    let values = self.target_cast(op, w, &types);
                    remapped.push(values);
                }
                Some(_) => remapped.push(values),
                None => return None,
            }
        }
        Some(OpAdaptor::from_entries(remapped))
    }

    /// The values `value` was replaced by, as the types the converter gives
    /// `value`'s type (upstream's `getRemappedValues`): as they are when
    /// they have those types (or the type does not convert), else through
    /// a target materialization placed after they are defined, shared by
    /// every user (a memref's descriptor fields seen as its descriptor).
    fn as_converted_types(&mut self, user: OpId, value: Value, values: SmallVec<[Value; 1]>) -> SmallVec<[Value; 1]> {
        if !self.converter.regroups() {
            return values;
        }
        let ctx = self.rw.ctx();
        let original = self.rw.body().value_type(value);
        let Some(types) = self.converter.convert_type(ctx, original) else { return values };
        if types.is_empty() || values.iter().map(|&v| self.rw.body().value_type(v)).eq(types.iter().copied()) {
            return values;
        }
        if let Some(regrouped) = self.state.regrouped.get(&values) {
            return regrouped.clone();
        }
        let Some(at) = self.after_definitions(&values) else { return values };
        let loc = self.rw.body().op_loc(user);
        let saved = self.rw.insertion_point();
        self.rw.set_insertion_point(at);
        let cast = unrealized_cast_op(&mut self.rw, &types, &values, loc);
        self.rw.set_insertion_point(saved);
        self.state.materializations.push((cast, Materialization::Target(Some(original))));
        let results: SmallVec<[Value; 1]> = self.rw.body().results(cast).iter().copied().collect();
        self.state.regrouped.insert(values, results.clone());
        results
    }

    /// `value` seen as `types` by the converted user `user`.
    fn target_cast(&mut self, user: OpId, value: Value, types: &[Type]) -> SmallVec<[Value; 1]> {
        let at = match self.rw.body().defining_op(value) {
            Some(def) => InsertPoint::After(def),
            None => match self.rw.body().value_parent_block(value) {
                Some(block) => InsertPoint::BlockStart(block),
                None => InsertPoint::Before(user),
            },
        };
        let loc = self.rw.body().op_loc(user);
        let saved = self.rw.insertion_point();
        self.rw.set_insertion_point(at);
        let cast = unrealized_cast_op(&mut self.rw, types, &[value], loc);
        self.rw.set_insertion_point(saved);
        self.state.materializations.push((cast, Materialization::Target(Some(self.rw.body().value_type(value)))));
        let values: SmallVec<[Value; 1]> = self.rw.body().results(cast).iter().copied().collect();
        self.state.mapping.insert(value, values.clone());
        values
    }
}
