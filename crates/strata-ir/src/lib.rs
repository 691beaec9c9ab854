//! strata's core IR.
//!
//! - [`Context`]: interned identifiers, [`Type`]s, [`Attribute`]s and
//!   [`Location`]s (small `Copy` handles: equality is handle equality), and
//!   the registry of dialects and ops ([`OpInfo`], [`DialectInfo`]), loaded
//!   from a tool's [`DialectRegistry`].
//! - [`Body`]: the arena of operations, blocks, regions and values, named
//!   by typed keys ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - [`ApInt`] and [`apfloat`]: LLVM's `APInt` and `APFloat` semantics
//!   (integers of any width; every builtin float format on raw bits, its
//!   arithmetic, encoding, decimal parsing and printing), for folds and
//!   the textual form alike.
//! - [`control_flow`]: the control-flow interfaces ([`BranchOpInterface`],
//!   [`RegionBranchOpInterface`]) every dialect's branches and region ops
//!   implement, and [`LoopLikeOpInterface`], which loops implement.
//! - [`Builder`], walkers ([`Body::walk`]), [`DominanceInfo`], and the
//!   [`verify`](verifier::verify) entry point.
//!
//! No `unsafe` anywhere, and no recursion over IR: every traversal uses an
//! explicit stack, so nesting depth is limited by memory only.

#![forbid(unsafe_code)]

mod adaptor;
pub mod affine;
pub mod apfloat;
mod apint;
mod attributes;
mod body;
mod builder;
pub mod call;
pub mod constraints;
mod context;
pub mod control_flow;
mod diagnostics;
mod dialect_defs;
mod dialect_registry;
pub mod dominance;
pub mod enclosing;
mod enums;
pub mod function_like;
pub mod inliner;
pub mod int_range;
pub mod interner;
mod keymap;
mod lent_workers;
mod location;
mod loop_like;
pub mod memory_slot;
pub mod op_checks;
mod op_class;
mod opinfo;
pub mod segments;
pub mod splat;
pub mod subset;
pub mod symbols;
pub mod testing;
mod types;
pub mod value_bounds;
pub mod verifier;
mod walk;

pub use adaptor::OpAdaptor;
pub use apint::ApInt;
pub use attributes::{AttrKind, Attribute, DenseElements, DenseValue};
pub use body::{
    BlockData, BlockId, Body, HeldSlots, LentRegions, OpData, OpId, OpOperand, OperationState, RegionData, RegionId,
    RegionWithin, Remap, Use, Value, ValueData, ValueDef,
};
pub use builder::{Builder, InsertPoint, OpBuilder};
pub use call::{CallOpInterface, CallableOpInterface, Callee};
pub use context::{AsmHooks, Context, Ident, OpName};
pub use control_flow::{
    BranchOpInterface, InvocationBounds, RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionSuccessor,
};
pub use diagnostics::{Diagnostic, Severity};
pub use dialect_defs::{
    AttrTypeHook, DefId, DefVerifyHook, DialectDef, DialectValue, PoisonAttrInterface, Storage, SubElement,
    SubElementsHook, VectorElementTypeInterface,
};
pub use dialect_registry::{DialectLoader, DialectRegistry};
pub use dominance::DominanceInfo;
pub use enums::{BitEnumSpec, EnumSpec, EnumValue};
pub use interner::{FxHashMap, FxHashSet, FxHasher};
pub use keymap::KeyMap;
pub use lent_workers::{run_on_lent_regions, LentRun};
pub use location::{Location, LocationKind, FUSED_LOC_LIMIT};
pub use loop_like::{LoopIterArgs, LoopLikeOpInterface, NewYieldValuesFn};
pub use op_class::{AttrKey, IdentKey, OpClass, OpClassKey};
pub use opinfo::{
    dialect_attr_verifier, AllowsReassociation, Arity, AttrConstraint, AttrSpec, ConstantValueHook,
    DialectAttrVerifier, DialectInfo, Effect, EffectInstance, EffectOn, FoldHook, FoldOutcome, FoldResults, Interfaces,
    MaterializeConstant, MemoryEffects, OpFoldResult, OpInfo, PoisonGeneratingProperties, RegionAttrHook, RegionSpec,
    ShouldMaterializeInto, Speculatability, SuccessorSpec, Traits, TypeConstraint, ValueSpec, VerifyHook,
};
pub use smallvec::{smallvec, SmallVec};
pub use types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC, MAX_INTEGER_WIDTH};
pub use walk::{WalkOrder, WalkResult};

/// Stack of every thread that walks IR recursively (parsing, printing,
/// verifying, passes on lent regions): as strata-opt's main thread, so the
/// parser's nesting limit, not the thread a function lands on, decides how
/// deep IR may be. Only touched pages cost memory.
pub const WORKER_STACK: usize = 512 << 20;

/// Spawns a scoped worker with [`WORKER_STACK`], or with the default stack
/// when the system refuses that much address space (as `scope.spawn`,
/// panicking only if no thread can be started at all).
pub fn spawn_worker<'scope, 'env, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    f: impl FnOnce() -> T + Send + Clone + 'scope,
) -> std::thread::ScopedJoinHandle<'scope, T> {
    match std::thread::Builder::new().stack_size(WORKER_STACK).spawn_scoped(scope, f.clone()) {
        Ok(handle) => handle,
        Err(_) => scope.spawn(f),
    }
}

/// How many threads parallel work (parsing, verification, printing) uses
/// when threading is enabled: the machine's parallelism, at most 8. Asked
/// once per process: the answer reads cgroup files, and a pass that
/// verifies each function it simplifies (the inliner) asks per function.
pub fn worker_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()).min(8))
}
