//! strata's core IR.
//!
//! - [`Context`]: interned identifiers, [`Type`]s, [`Attribute`]s and
//!   [`Location`]s (small `Copy` handles: equality is handle equality), and
//!   the registry of dialects and ops ([`OpInfo`], [`DialectInfo`]).
//! - [`Body`]: the arena of operations, blocks, regions and values, named
//!   by typed keys ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - [`Builder`], walkers ([`Body::walk`]), [`DominanceInfo`], and the
//!   [`verify`](verifier::verify) entry point.
//!
//! No `unsafe` anywhere, and no recursion over IR: every traversal uses an
//! explicit stack, so nesting depth is limited by memory only.

#![forbid(unsafe_code)]

pub mod affine;
mod apint;
mod attributes;
mod body;
mod builder;
pub mod constraints;
mod context;
mod diagnostics;
pub mod dominance;
pub mod interner;
mod lent_workers;
mod location;
pub mod op_checks;
mod opinfo;
pub mod symbols;
pub mod testing;
mod types;
pub mod verifier;
mod walk;

pub use apint::ApInt;
pub use attributes::{AttrKind, Attribute, DenseElements, DenseValue};
pub use body::{
    BlockData, BlockId, Body, LentRegions, OpData, OpId, OpOperand, OperationState, RegionData, RegionId, Remap, Use,
    Value, ValueData, ValueDef,
};
pub use builder::{Builder, InsertPoint};
pub use context::{AsmHooks, Context, Ident, OpName};
pub use diagnostics::{Diagnostic, Severity};
pub use dominance::DominanceInfo;
pub use interner::{FxHashMap, FxHashSet, FxHasher};
pub use lent_workers::{run_on_lent_regions, LentRun};
pub use location::{Location, LocationKind, FUSED_LOC_LIMIT};
pub use opinfo::{
    Arity, AttrConstraint, AttrSpec, BranchOpInterface, DialectInfo, Effect, EffectInstance, EffectOn, FoldHook,
    FoldOutcome, FoldResults, Interfaces, MaterializeConstant, MemoryEffects, OpFoldResult, OpInfo, RegionSpec,
    ShouldMaterializeInto, Speculatability, SuccessorSpec, Traits, TypeConstraint, ValueSpec, VerifyHook,
};
pub use smallvec::{smallvec, SmallVec};
pub use types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC, MAX_INTEGER_WIDTH};
pub use walk::{WalkOrder, WalkResult};

/// How many threads parallel work (parsing, verification, printing) uses
/// when threading is enabled: the machine's parallelism, at most 8.
pub fn worker_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()).min(8)
}
