//! What a dialect tells strata about each op ([`OpInfo`]) and about itself
//! ([`DialectInfo`]): traits, memory effects, speculatability, operand /
//! result / attribute / region / successor specs and hooks.
//!
//! Hooks that belong to higher layers (custom syntax, canonicalization
//! patterns, constant materialization) are stored as typed interfaces:
//! the higher crate defines the table type and looks it up by type, so this
//! crate never depends upwards.

use std::any::{Any, TypeId};

use crate::{Attribute, Body, Context, Diagnostic, OpId, OpName, RegionId, Type, Value};

/// Op traits as bit flags (upstream's `OpTrait::*`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct Traits(pub u64);

impl Traits {
    pub const NONE: Traits = Traits(0);
    pub const COMMUTATIVE: Traits = Traits(1 << 0);
    pub const CONSTANT_LIKE: Traits = Traits(1 << 1);
    pub const IS_TERMINATOR: Traits = Traits(1 << 2);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 3);
    pub const NO_TERMINATOR: Traits = Traits(1 << 4);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 6);
    pub const IDEMPOTENT: Traits = Traits(1 << 7);
    pub const INVOLUTION: Traits = Traits(1 << 8);
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    pub const SYMBOL: Traits = Traits(1 << 10);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 11);
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 12);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 13);
    pub const ATTR_SIZED_OPERAND_SEGMENTS: Traits = Traits(1 << 14);
    pub const ATTR_SIZED_RESULT_SEGMENTS: Traits = Traits(1 << 15);
    /// Regions are graph regions (no SSA dominance; upstream's
    /// `RegionKindInterface` answering `Graph`).
    pub const GRAPH_REGIONS: Traits = Traits(1 << 16);
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 17);
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: Traits = Traits(1 << 18);
    pub const ELEMENTWISE: Traits = Traits(1 << 19);
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: Traits = Traits(1 << 20);
    /// Stack allocations (`memref.alloca`) are freed when the op's region
    /// is left; an alloca needs such an ancestor.
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 21);
    /// `CastOpInterface`: besides its verifier, a cast whose operand types
    /// equal its result types folds to its operands (`foldCastInterfaceOp`).
    pub const CAST_OP_INTERFACE: Traits = Traits(1 << 22);
    /// `SymbolOpInterface` answering `isOptionalSymbol`: the op is a symbol
    /// when it has a `sym_name` (upstream's `builtin.module`); unlike
    /// [`Traits::SYMBOL`], the verifier does not demand the name.
    pub const OPTIONAL_SYMBOL: Traits = Traits(1 << 23);
    /// `InParallelOpInterface`: the terminator of a parallel loop whose
    /// body holds only parallel combining ops (`scf.forall.in_parallel`).
    pub const IN_PARALLEL: Traits = Traits(1 << 24);
    /// `ParallelCombiningOpInterface`: an op that combines one thread's
    /// value into a shared output, allowed in an [`Traits::IN_PARALLEL`]
    /// op (`tensor.parallel_insert_slice`).
    pub const PARALLEL_COMBINING: Traits = Traits(1 << 25);

    pub fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether any flag of `other` is set.
    pub fn intersects(self, other: Traits) -> bool {
        self.0 & other.0 != 0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        Traits(self.0 | rhs.0)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Effect {
    Read,
    Write,
    Allocate,
    Free,
}

/// What an effect applies to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EffectOn {
    /// The op as a whole (no particular value).
    Op,
    Operand(u32),
    Result(u32),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EffectInstance {
    pub effect: Effect,
    pub on: EffectOn,
    /// The resource (upstream's `SideEffects::Resource`), e.g. `DefaultResource`.
    pub resource: &'static str,
}

/// The memory effects of an op. (No equality: a [`MemoryEffects::PerOp`]
/// hook is a function, whose address says nothing.)
#[derive(Clone, Debug, Default)]
pub enum MemoryEffects {
    /// Nothing is known: the op may do anything (unregistered ops).
    #[default]
    Unknown,
    /// Exactly these effects (empty: no memory effect, upstream's `Pure`
    /// ops); with `recursive`, plus the effects of the ops nested in its
    /// regions (`RecursiveMemoryEffects`).
    Known { effects: Vec<EffectInstance>, recursive: bool },
    /// Different for each op of this name, computed from the op (upstream's
    /// `MemoryEffectOpInterface::getEffects` written in C++ over the op's
    /// attributes, as the test dialect's `test.side_effect_op` reads its
    /// `effects` attribute). The hook answers `Known` or `Unknown`.
    PerOp(fn(&Context, &Body, OpId) -> MemoryEffects),
}

impl MemoryEffects {
    pub fn none() -> MemoryEffects {
        MemoryEffects::Known { effects: Vec::new(), recursive: false }
    }
    pub fn recursive() -> MemoryEffects {
        MemoryEffects::Known { effects: Vec::new(), recursive: true }
    }

    /// The effects of `op`: its registered op's, computed for `op` when
    /// they are [`MemoryEffects::PerOp`]; `None` for an unregistered op.
    /// Every query about an op's effects goes through here.
    pub fn of_op<'c>(
        ctx: &'c Context,
        body: &Body,
        op: impl Into<OpId>,
    ) -> Option<std::borrow::Cow<'c, MemoryEffects>> {
        let op: OpId = op.into();
        let effects = &ctx.op_info(body.op_name(op))?.effects;
        Some(match effects {
            MemoryEffects::PerOp(hook) => std::borrow::Cow::Owned(hook(ctx, body, op)),
            _ => std::borrow::Cow::Borrowed(effects),
        })
    }
}

/// Whether an op may run where it would not have run (hoisted out of a
/// loop or a branch): upstream's `ConditionallySpeculatable`. Ask
/// [`crate::op_checks::speculation::speculatability`] for an op's answer, which
/// resolves [`Speculatability::PerOp`]. (No equality: a hook is a function,
/// whose address says nothing.)
#[derive(Copy, Clone, Debug, Default)]
pub enum Speculatability {
    /// Not known to be safe (ops without `ConditionallySpeculatable`).
    #[default]
    NotSpeculatable,
    Speculatable,
    /// Speculatable if every nested op is.
    RecursivelySpeculatable,
    /// Decided per op from its operands and attributes (upstream's
    /// `getSpeculatability` written in C++: a division by a constant
    /// non-zero divisor, a loop with step 1). The hook answers one of
    /// the other three.
    PerOp(fn(&Context, &Body, OpId) -> Speculatability),
}

impl Speculatability {
    /// `Speculatable` when `yes`, else `NotSpeculatable` (what most
    /// [`Speculatability::PerOp`] hooks answer).
    pub fn speculatable_if(yes: bool) -> Speculatability {
        if yes {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

/// How many values an operand/result group takes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A named predicate on types with upstream's description, used in
/// `operand #0 must be <description>, but got '<type>'`.
#[derive(Copy, Clone)]
pub struct TypeConstraint {
    pub description: &'static str,
    pub check: fn(&Context, Type) -> bool,
}

impl TypeConstraint {
    pub const ANY: TypeConstraint = TypeConstraint { description: "any type", check: |_, _| true };
}

impl std::fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.description)
    }
}

#[derive(Copy, Clone)]
pub struct AttrConstraint {
    pub description: &'static str,
    pub check: fn(&Context, Attribute) -> bool,
    /// Does the value have the attribute class the constraint stores (ODS
    /// `storageType`)? Upstream's property conversion of a generic
    /// `<{...}>` fails otherwise; `check` may be stricter.
    pub storage: fn(&Context, Attribute) -> bool,
}

impl std::fmt::Debug for AttrConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.description)
    }
}

#[derive(Clone, Debug)]
pub struct ValueSpec {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: TypeConstraint,
}

#[derive(Clone, Debug)]
pub struct AttrSpec {
    pub name: &'static str,
    pub constraint: AttrConstraint,
    pub optional: bool,
    /// Inherent attributes live in the op's properties.
    pub default: Option<fn(&Context) -> Attribute>,
}

#[derive(Clone, Debug)]
pub struct RegionSpec {
    pub name: &'static str,
    pub variadic: bool,
}

#[derive(Clone, Debug)]
pub struct SuccessorSpec {
    pub name: &'static str,
    pub variadic: bool,
}

/// What a fold hook produced for one result.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    Value(Value),
    Attribute(Attribute),
}

/// The outcome of a fold hook (upstream's `fold` contract).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldOutcome {
    Failure,
    /// The op was updated in place.
    InPlace,
    /// One result per op result: an existing value or a constant attribute.
    Replace(FoldResults),
}

/// Declares fold hooks of dialect `$dialect` that do not fold yet (the
/// generated registration names a hook for every op with a folder):
/// `fold_not_yet!("math": ipowi, isnan);`.
#[macro_export]
macro_rules! fold_not_yet {
    ($dialect:literal: $($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`", $dialect, ".", stringify!($name), "`: not folded yet.")]
            pub fn $name(
                _: &$crate::Context,
                _: &mut $crate::Body,
                _: impl Into<$crate::OpId>,
                _: &[Option<$crate::Attribute>],
            ) -> $crate::FoldOutcome {
                $crate::FoldOutcome::Failure
            }
        )*
    };
}

/// A fold's results, inline: folding is tried on every op the rewrite
/// driver visits, and almost every op has one result.
pub type FoldResults = smallvec::SmallVec<[OpFoldResult; 1]>;

impl FoldOutcome {
    /// Replaces the op's single result with the existing value `v`.
    pub fn value(v: Value) -> FoldOutcome {
        FoldOutcome::Replace(smallvec::smallvec![OpFoldResult::Value(v)])
    }
    /// Replaces the op's single result with the constant `a`.
    pub fn attribute(a: Attribute) -> FoldOutcome {
        FoldOutcome::Replace(smallvec::smallvec![OpFoldResult::Attribute(a)])
    }
    /// The fold of a single-result op to `a`, or `Failure` without one.
    pub fn attribute_or_failure(a: Option<Attribute>) -> FoldOutcome {
        a.map_or(FoldOutcome::Failure, FoldOutcome::attribute)
    }
    /// The fold of a ConstantLike op whose value is its `value` property
    /// (`arith.constant`, `ub.poison`, ...).
    pub fn value_property(ctx: &Context, body: &Body, op: impl Into<OpId>) -> FoldOutcome {
        FoldOutcome::attribute_or_failure(body.properties(op).and_then(|p| ctx.dict_get(p, "value")))
    }
    /// One result per op result.
    pub fn replace(results: impl IntoIterator<Item = OpFoldResult>) -> FoldOutcome {
        FoldOutcome::Replace(results.into_iter().collect())
    }
}

/// The constant a ConstantLike op defines (see [`OpInfo::constant_value`]).
pub type ConstantValueHook = fn(&Context, &crate::Body, OpId) -> Option<Attribute>;
/// `fold(op, constant operands)`: may not create ops.
pub type FoldHook = fn(&Context, &mut Body, OpId, &[Option<Attribute>]) -> FoldOutcome;
/// A dialect's `materializeConstant`, registered as a dialect interface:
/// the state of one ConstantLike op of the dialect producing `value` with
/// type `ty`, or `None` when the dialect cannot build one.
#[derive(Copy, Clone)]
pub struct MaterializeConstant(pub fn(&Context, Attribute, Type, crate::Location) -> Option<crate::OperationState>);

/// A dialect's checks of the attributes named with its prefix that ops
/// carry beyond their own (upstream's `Dialect::verifyOperationAttribute`,
/// `verifyRegionArgAttribute` and `verifyRegionResultAttribute`),
/// registered as a dialect interface: `llvm.data_layout` on any op,
/// `llvm.noalias` on a function's argument. The verifier asks `operation`
/// for every discardable attribute `dialect.name` before the op's own
/// checks; a function-like op's verifier asks `region_arg`/`region_result`
/// (region, index, the argument's or result's type, name, value) for each
/// entry of its `arg_attrs`/`res_attrs`.
#[derive(Copy, Clone, Default)]
pub struct DialectAttrVerifier {
    pub operation: Option<OperationAttrHook>,
    pub region_arg: Option<RegionAttrHook>,
    pub region_result: Option<RegionAttrHook>,
}

/// See [`DialectAttrVerifier`]: `(op, attribute name, value)`.
pub type OperationAttrHook = fn(&Context, &crate::Body, OpId, crate::Ident, Attribute) -> Result<(), crate::Diagnostic>;

/// See [`DialectAttrVerifier`]: `(op, region index, argument or result
/// index, its type, attribute name, value)`.
pub type RegionAttrHook =
    fn(&Context, &crate::Body, OpId, usize, usize, Type, crate::Ident, Attribute) -> Result<(), crate::Diagnostic>;

/// The [`DialectAttrVerifier`] of the dialect an attribute `name` belongs to
/// (the prefix before its first `.`), if that dialect registered one.
pub fn dialect_attr_verifier(ctx: &Context, name: &str) -> Option<DialectAttrVerifier> {
    let (dialect, _) = name.split_once('.')?;
    ctx.dialect(dialect)?.interfaces.get::<DialectAttrVerifier>().copied()
}

/// Does an op of the dialect, with these properties, allow reassociating
/// what it computes (`(a op b) op c` as `a op (b op c)`)? Registered as a
/// dialect interface; asked by equality saturation before applying a
/// reassociating law to an op whose order the IR promises (arith answers
/// from its `fastmath` flags). Without the interface the answer is no.
#[derive(Copy, Clone)]
pub struct AllowsReassociation(pub fn(&Context, OpName, Option<Attribute>) -> bool);

/// The properties of a dialect's ops that only add cases where a result is
/// poison (arith's `overflowFlags` and `isExact`). Registered as a dialect
/// interface; equality saturation keys ops without them, so `addi` with
/// and without `nsw` meet, and restores them only where every merged op
/// had the same.
#[derive(Copy, Clone)]
pub struct PoisonGeneratingProperties(pub &'static [&'static str]);

/// Upstream's `DialectFoldInterface::shouldMaterializeInto`, registered as
/// a dialect interface: should constants hoisted out of ops nested in
/// `region` (whose parent op is of the dialect) stop there, rather than go
/// on up to the nearest IsolatedFromAbove region?
#[derive(Copy, Clone)]
pub struct ShouldMaterializeInto(pub fn(&Context, &Body, RegionId) -> bool);

/// An op-specific verifier, run after the spec checks.
pub type VerifyHook = fn(&Context, &Body, OpId) -> Result<(), Diagnostic>;

/// Typed interface tables, looked up by their Rust type.
#[derive(Default)]
pub struct Interfaces(Vec<(TypeId, Box<dyn Any + Send + Sync>)>);

impl Interfaces {
    pub fn insert<T: Any + Send + Sync>(&mut self, value: T) {
        let id = TypeId::of::<T>();
        self.0.retain(|(t, _)| *t != id);
        self.0.push((id, Box::new(value)));
    }
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&T> {
        let id = TypeId::of::<T>();
        self.0.iter().find(|(t, _)| *t == id).and_then(|(_, v)| v.downcast_ref())
    }
}

impl std::fmt::Debug for Interfaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interfaces({})", self.0.len())
    }
}

/// Everything strata knows about one registered op.
#[derive(Debug)]
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: String,
    pub summary: &'static str,
    pub traits: Traits,
    pub effects: MemoryEffects,
    pub speculatability: Speculatability,
    pub operands: Vec<ValueSpec>,
    pub results: Vec<ValueSpec>,
    pub attributes: Vec<AttrSpec>,
    pub regions: Vec<RegionSpec>,
    pub successors: Vec<SuccessorSpec>,
    /// Upstream's `StructuralOpTrait`s (`HasParent`, `SingleBlock`, ...)
    /// in its order, checked right after the counts and before the operand,
    /// result and attribute constraints (`verify` comes after those).
    pub verify_structure: Option<VerifyHook>,
    pub verify: Option<VerifyHook>,
    /// `verify` reads only what the verifier's shape memo compares (name,
    /// property and attribute dictionaries, counts, operand and result
    /// types): an op of a shape that passed skips it.
    pub verify_reads_only_shape: bool,
    /// Upstream's `verifyRegionInvariants`: the region traits
    /// (`RegionBranchOpInterface`'s edges, `SingleBlockImplicitTerminator`)
    /// and the op's `verifyRegions`, run once the ops in its regions verified.
    pub verify_regions: Option<VerifyHook>,
    /// Upstream's `SymbolUserOpInterface::verifySymbolUses`: checks the
    /// symbols the op references. The verifier reports its errors only
    /// once everything else in the enclosing symbol table verified, as
    /// upstream's `verifySymbolTable` does.
    pub verify_symbol_uses: Option<VerifyHook>,
    pub fold: Option<FoldHook>,
    /// The value of a ConstantLike op (what upstream's `m_Constant` gets
    /// from its fold, which never changes IR): by default its `value`
    /// attribute. Read-only, so patterns match constants through `&Body`.
    pub constant_value: Option<ConstantValueHook>,
    pub interfaces: Interfaces,
    /// What the verifier reads of the specs above on every op, derived
    /// when the op is registered ([`Context::register_op`]), after which
    /// the specs no longer change.
    pub(crate) plan: VerifyPlan,
    /// The op's dialect, once [`Context::op_dialect_interface`] found it
    /// registered (a registered dialect is never replaced).
    pub(crate) dialect: std::sync::OnceLock<std::sync::Arc<DialectInfo>>,
}

/// The per-op constants of verification, computed once per registered op
/// instead of on every op verified.
#[derive(Clone, Debug, Default)]
pub(crate) struct VerifyPlan {
    /// (declared, variable-length) of the regions, results, successors and
    /// operands, in the order the count traits are checked.
    pub(crate) counts: [(usize, usize); 4],
    /// Every operand (result) spec is a single value.
    pub(crate) single_operands: bool,
    pub(crate) single_results: bool,
    /// The attribute specs' names, interned: looked up by handle.
    pub(crate) attr_names: Vec<crate::Ident>,
    /// The attribute specs' default values, made on first use (a default
    /// may name a dialect attribute registered after this op).
    pub(crate) attr_defaults: std::sync::OnceLock<Box<[Option<Attribute>]>>,
}

impl VerifyPlan {
    pub(crate) fn of(ctx: &Context, info: &OpInfo) -> VerifyPlan {
        let values = |specs: &[ValueSpec]| (specs.len(), specs.iter().filter(|s| s.arity != Arity::Single).count());
        VerifyPlan {
            counts: [
                (info.regions.len(), info.regions.iter().filter(|r| r.variadic).count()),
                values(&info.results),
                (info.successors.len(), info.successors.iter().filter(|s| s.variadic).count()),
                values(&info.operands),
            ],
            single_operands: info.operands.iter().all(|s| s.arity == Arity::Single),
            single_results: info.results.iter().all(|s| s.arity == Arity::Single),
            attr_names: info.attributes.iter().map(|a| ctx.ident(a.name)).collect(),
            attr_defaults: std::sync::OnceLock::new(),
        }
    }
}

impl OpInfo {
    /// A bare op with no specs: every count is accepted until specs are added.
    pub fn new(name: &str) -> OpInfo {
        OpInfo {
            name: name.to_string(),
            summary: "",
            traits: Traits::NONE,
            effects: MemoryEffects::Unknown,
            speculatability: Speculatability::NotSpeculatable,
            operands: Vec::new(),
            results: Vec::new(),
            attributes: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            verify_structure: None,
            verify: None,
            verify_reads_only_shape: false,
            verify_regions: None,
            verify_symbol_uses: None,
            fold: None,
            constant_value: Some(crate::op_checks::value_attribute),
            interfaces: Interfaces::default(),
            plan: VerifyPlan::default(),
            dialect: std::sync::OnceLock::new(),
        }
    }

    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    pub fn interface<T: Any + Send + Sync>(&self) -> Option<&T> {
        self.interfaces.get::<T>()
    }

    /// The attribute specs' interned names, in spec order (empty for an
    /// op that is not registered).
    pub fn attr_idents(&self) -> &[crate::Ident] {
        &self.plan.attr_names
    }

    /// The attribute specs' default values, in spec order (as
    /// [`OpInfo::attr_idents`]), each made once per registered op.
    pub fn attr_defaults(&self, ctx: &Context) -> &[Option<Attribute>] {
        self.plan.attr_defaults.get_or_init(|| self.attributes.iter().map(|a| a.default.map(|d| d(ctx))).collect())
    }

    /// [`OpInfo::is_inherent_attr`] by interned name.
    pub fn is_inherent_ident(&self, ctx: &Context, name: crate::Ident) -> bool {
        self.plan.attr_names.contains(&name)
            || (self.has_trait(Traits::ATTR_SIZED_OPERAND_SEGMENTS)
                && name == crate::static_ident!(ctx, "operandSegmentSizes"))
            || (self.has_trait(Traits::ATTR_SIZED_RESULT_SEGMENTS)
                && name == crate::static_ident!(ctx, "resultSegmentSizes"))
    }

    /// Is `name` an inherent attribute (stored in properties)?
    pub fn is_inherent_attr(&self, name: &str) -> bool {
        self.attributes.iter().any(|a| a.name == name)
            || crate::segments::SEGMENT_SIZE_PROPERTIES.iter().any(|p| p.name == name && self.has_trait(p.trait_))
    }
}

/// A dialect: its namespace and dialect-level hooks as interfaces.
#[derive(Debug)]
pub struct DialectInfo {
    pub name: String,
    pub interfaces: Interfaces,
    /// Upstream's `allowUnknownOperations()`: ops of this dialect that are
    /// not registered are accepted as unregistered ops (generic form,
    /// unknown effects) even without `--allow-unregistered-dialect`. The
    /// `test` dialect allows them, so its tests use ad hoc `"test.foo"` ops.
    pub allow_unknown_operations: bool,
}

impl DialectInfo {
    pub fn new(name: &str) -> DialectInfo {
        DialectInfo { name: name.to_string(), interfaces: Interfaces::default(), allow_unknown_operations: false }
    }
}
