//! Upstream's `DialectInlinerInterface`: what a dialect says about inlining
//! its ops, inlining into its regions, and the terminators and calls it
//! owns. The inliner (`strata_transforms::inliner`) asks the dialect of
//! each op involved, never an op name.
//!
//! A dialect registers one [`DialectInlinerInterface`] as a dialect
//! interface (`dialect-interface` in its ODS tables). Without one nothing
//! of the dialect is legal to inline, as upstream: an op of an unknown
//! dialect, or of one that never said so, keeps its call in place.
//!
//! Invariants: hooks only answer or rewrite what they are handed; the
//! terminator hooks are `Option`s so the inliner can refuse a callee whose
//! terminators no dialect knows how to replace *before* it changes the IR
//! (upstream asserts instead).

use crate::{Attribute, BlockId, Body, Context, InsertPoint, Location, OpId, OpName, RegionId, Type, Value};

/// Callee values to the caller values that replace them (upstream's
/// `IRMapping` for values) while a region is inlined.
pub type ValueMapping = crate::FxHashMap<Value, Value>;

/// Replaces an inlined terminator with a branch to the block after the
/// inlined code (several blocks were inlined).
pub type HandleTerminatorBlockFn = fn(&Context, &mut Body, OpId, BlockId);

/// Replaces the call's results with an inlined terminator's operands (one
/// block was inlined); the inliner erases the terminator afterwards.
pub type HandleTerminatorValuesFn = fn(&Context, &mut Body, OpId, &[Value]);

/// A dialect's inlining hooks (upstream's `DialectInlinerInterface`).
#[derive(Copy, Clone)]
pub struct DialectInlinerInterface {
    /// May `call` (an op of this dialect) be inlined with `callable`'s
    /// body? `would_be_cloned` is false when the body is moved (the call
    /// was the last use of a discardable callee).
    pub is_legal_to_inline_call: fn(&Context, &Body, OpId, OpId, bool) -> bool,
    /// May region `src` be inlined into region `dest`, whose parent op is
    /// of this dialect?
    pub is_legal_to_inline_region: fn(&Context, &Body, RegionId, RegionId, bool, &ValueMapping) -> bool,
    /// May `op` (of this dialect) be inlined into region `dest`?
    pub is_legal_to_inline_op: fn(&Context, &Body, OpId, RegionId, bool, &ValueMapping) -> bool,
    /// Are the regions of `op` checked op by op? False for ops whose
    /// regions are separate functional scopes.
    pub should_analyze_recursively: fn(&Context, &Body, OpId) -> bool,
    /// See [`HandleTerminatorBlockFn`].
    pub handle_terminator_with_block: Option<HandleTerminatorBlockFn>,
    /// See [`HandleTerminatorValuesFn`].
    pub handle_terminator_with_values: Option<HandleTerminatorValuesFn>,
    /// A cast from `input` to `ty`, built at the insertion point, where a
    /// call's operand or result type differs from the callee's; `None`
    /// refuses (upstream's `materializeCallConversion`).
    pub materialize_call_conversion: fn(&Context, &mut Body, InsertPoint, Value, Type, Location) -> Option<OpId>,
    /// The value an inlined argument becomes, given the callee's argument
    /// attributes (a dictionary), built at the insertion point
    /// (`handleArgument`; by default the argument itself).
    pub handle_argument: fn(&Context, &mut Body, InsertPoint, OpId, OpId, Value, Attribute) -> Value,
    /// The same for a result (`handleResult`).
    pub handle_result: fn(&Context, &mut Body, InsertPoint, OpId, OpId, Value, Attribute) -> Value,
    /// Called with the blocks just inlined for `call` (an op of this
    /// dialect), before their terminators are handled.
    pub process_inlined_call_blocks: fn(&Context, &mut Body, OpId, &[BlockId]),
    /// May a single inlined block be merged into the caller's block
    /// instead of branching to it? Asked of the dialect of the op owning
    /// the region inlined into.
    pub allow_single_block_optimization: fn(&Context, &Body, &[BlockId]) -> bool,
}

fn no_call(_: &Context, _: &Body, _: OpId, _: OpId, _: bool) -> bool {
    false
}
fn yes_call(_: &Context, _: &Body, _: OpId, _: OpId, _: bool) -> bool {
    true
}
fn no_region(_: &Context, _: &Body, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
    false
}
fn yes_region(_: &Context, _: &Body, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
    true
}
fn no_op(_: &Context, _: &Body, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
    false
}
fn yes_op(_: &Context, _: &Body, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
    true
}
fn analyze_recursively(_: &Context, _: &Body, _: OpId) -> bool {
    true
}
fn no_conversion(_: &Context, _: &mut Body, _: InsertPoint, _: Value, _: Type, _: Location) -> Option<OpId> {
    None
}
fn same_value(_: &Context, _: &mut Body, _: InsertPoint, _: OpId, _: OpId, v: Value, _: Attribute) -> Value {
    v
}
fn no_processing(_: &Context, _: &mut Body, _: OpId, _: &[BlockId]) {}
fn allow_merge(_: &Context, _: &Body, _: &[BlockId]) -> bool {
    true
}

impl DialectInlinerInterface {
    /// Upstream's defaults: nothing is legal.
    pub const NOTHING_LEGAL: DialectInlinerInterface = DialectInlinerInterface {
        is_legal_to_inline_call: no_call,
        is_legal_to_inline_region: no_region,
        is_legal_to_inline_op: no_op,
        should_analyze_recursively: analyze_recursively,
        handle_terminator_with_block: None,
        handle_terminator_with_values: None,
        materialize_call_conversion: no_conversion,
        handle_argument: same_value,
        handle_result: same_value,
        process_inlined_call_blocks: no_processing,
        allow_single_block_optimization: allow_merge,
    };

    /// Every op of the dialect may be inlined anywhere (arith, math,
    /// vector, index, ub, cf: dialects without regions of their own).
    pub const OPS_LEGAL: DialectInlinerInterface =
        DialectInlinerInterface { is_legal_to_inline_op: yes_op, ..Self::NOTHING_LEGAL };

    /// Ops may be inlined anywhere and anything into the dialect's regions
    /// (scf, memref, tensor).
    pub const OPS_AND_REGIONS_LEGAL: DialectInlinerInterface =
        DialectInlinerInterface { is_legal_to_inline_region: yes_region, ..Self::OPS_LEGAL };

    /// Also its calls may be inlined (func, with its terminator hooks).
    pub const ALL_LEGAL: DialectInlinerInterface =
        DialectInlinerInterface { is_legal_to_inline_call: yes_call, ..Self::OPS_AND_REGIONS_LEGAL };

    /// The interface of the dialect of ops named `name` (an unregistered
    /// op of a registered dialect included, as upstream's
    /// `Operation::getDialect`).
    pub fn for_op_name(ctx: &Context, name: OpName) -> Option<DialectInlinerInterface> {
        ctx.op_dialect_interface::<DialectInlinerInterface>(name)
    }
}

/// The one-block terminator hook of return-like ops (`func.return`,
/// `scf.yield`, `test.return`): the replaced values take the terminator's
/// operands, pairwise.
pub fn forward_terminator_operands(body: &mut Body, op: OpId, values: &[Value]) {
    let operands: Vec<Value> = body.operands(op).collect();
    for (&from, to) in values.iter().zip(operands) {
        body.replace_all_uses_with(from, to);
    }
}

/// A terminator hook that leaves the terminator as it is (cf's branches
/// already branch where the inlined code goes).
pub fn keep_terminator(_: &Context, _: &mut Body, _: OpId, _: BlockId) {}

/// Answers [`DialectInlinerInterface::for_op_name`] once per op name.
#[derive(Default)]
pub struct InlinerInterfaceCache {
    by_name: crate::FxHashMap<OpName, Option<DialectInlinerInterface>>,
}

impl InlinerInterfaceCache {
    /// The interface of `op`'s dialect.
    pub fn of(&mut self, ctx: &Context, body: &Body, op: OpId) -> Option<DialectInlinerInterface> {
        let name = body.op_name(op);
        *self.by_name.entry(name).or_insert_with(|| DialectInlinerInterface::for_op_name(ctx, name))
    }
}
