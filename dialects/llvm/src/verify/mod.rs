//! Hand-written verifiers of the llvm ops (upstream's `verify`,
//! `verifyRegions` and `verifySymbolUses` of `LLVMDialect.cpp`, MLIR 22),
//! with upstream's diagnostics. The generated verifiers check operand,
//! result and attribute constraints first, then call these hooks.
//!
//! - [`memory`]: alloca, load, store, atomicrmw, cmpxchg, fence,
//!   getelementptr;
//! - [`calls`]: func, call, invoke, call_intrinsic, return, landingpad,
//!   inline_asm, intr.assume;
//! - [`globals`]: mlir.global, mlir.alias, mlir.ifunc, global_ctors/dtors,
//!   addressof, dso_local_equivalent, blockaddress, comdat,
//!   linker_options, module_flags;
//! - [`values`]: constants, casts, aggregates, vectors, switch;
//! - [`dialect_attrs`]: the `llvm.*` attributes other ops carry (on any
//!   op, and on function arguments and results).
//!
//! Invariants: no hook panics on malformed IR (a missing attribute or
//! operand means there is nothing to check); an attribute kind strata does
//! not model (target extension types, debug info, block tags) makes its
//! check a no-op, said at each place.

mod calls;
mod data_layout;
pub mod dialect_attrs;
mod globals;
mod memory;
mod values;

pub use calls::*;
pub use globals::*;
pub use memory::*;
pub use values::*;

use strata_ir::op_checks::inherent_attr;
use strata_ir::symbols::ResolvedSymbol;
use strata_ir::{AttrKind, Attribute, Body, Context, OpId, Traits, Type, TypeKind};

use crate::types::FunctionType;

/// The type a `TypeAttr` holds.
fn type_attr(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The inherent `TypeAttr` `name` of `op`.
fn type_attr_of(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<Type> {
    type_attr(ctx, inherent_attr(ctx, body, op, name)?)
}

/// The value of an integer attribute (enum attributes are `i64` integers).
fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The inherent integer (or integer-stored enum) attribute `name` of `op`.
fn int_attr_of(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Option<i64> {
    int_value(ctx, inherent_attr(ctx, body, op, name)?)
}

/// The case of the `#llvm.linkage` attribute `linkage` of `op`.
fn linkage_of(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Option<i64> {
    ctx.attr_storage::<crate::attrs::Linkage>(inherent_attr(ctx, body, op, "linkage")?).map(|l| l.0)
}

/// The keyword of a linkage case (upstream's `stringifyLinkage`).
fn linkage_keyword(value: i64) -> &'static str {
    use strata_ir::EnumValue;
    crate::attrs::Linkage::SPEC.cases.iter().find(|c| c.1 == value).map_or("", |c| c.0)
}

// Linkage cases (upstream's `LinkageEnum`).
const EXTERNAL: i64 = 0;
const AVAILABLE_EXTERNALLY: i64 = 1;
const APPENDING: i64 = 6;
const EXTERN_WEAK: i64 = 9;
const COMMON: i64 = 10;

/// A type as upstream's diagnostics print a streamed type: quoted.
fn ty(ctx: &Context, t: Type) -> String {
    strata_ir::op_checks::quoted_type(ctx, t)
}

/// The type of `op`'s operand `i`, if it has one.
fn operand_type(body: &Body, op: impl Into<OpId>, i: usize) -> Option<Type> {
    let op: OpId = op.into();
    (i < body.num_operands(op)).then(|| body.value_type(body.operand(op, i)))
}

/// The type of `op`'s result `i`, if it has one.
fn result_type(body: &Body, op: impl Into<OpId>, i: usize) -> Option<Type> {
    body.results(op).get(i).map(|&r| body.value_type(r))
}

/// The `!llvm.func` a type is.
fn llvm_function(ctx: &Context, t: Type) -> Option<&FunctionType> {
    ctx.type_storage::<FunctionType>(t)
}

/// The address space of a `!llvm.ptr`.
fn address_space(ctx: &Context, t: Type) -> Option<u32> {
    ctx.type_storage::<crate::types::PointerType>(t).map(|p| p.address_space)
}

/// Whether `op` is the llvm op `name` (`llvm.func`, ...).
fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

/// Whether a resolved symbol is the llvm op `name`.
fn is_symbol_op(ctx: &Context, body: &Body, symbol: &ResolvedSymbol<'_>, name: &str) -> bool {
    ctx.op_name_str(symbol.op_name(body)) == name
}

/// Upstream's `satisfiesLLVMModule`: a symbol table isolated from above.
fn satisfies_llvm_module(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op))
        .is_some_and(|i| i.has_trait(Traits::SYMBOL_TABLE) && i.has_trait(Traits::ISOLATED_FROM_ABOVE))
}

/// The name of a flat symbol reference.
fn flat_symbol(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.ident_str(*root).to_string()),
        _ => None,
    }
}

/// The symbol named `name` seen from `op` (upstream's `lookupSymbolIn(
/// parentLLVMModule(op), name)` and `lookupNearestSymbolFrom`: for the ops
/// verified here the nearest symbol table is the module).
fn lookup<'b>(ctx: &Context, body: &'b Body, op: impl Into<OpId>, name: &str) -> Option<ResolvedSymbol<'b>> {
    strata_ir::symbols::resolve_nearest_symbol(ctx, body, op, name.as_bytes())
}

/// A vector's element count (1-D vectors only, as LLVM's are).
fn vector_len(ctx: &Context, t: Type) -> Option<(i64, bool)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } if shape.len() == 1 => {
            Some((shape[0], scalable.first().copied().unwrap_or(false)))
        }
        _ => None,
    }
}

/// Upstream's `MemoryEffectOpInterface::hasNoEffect` on an op: declared
/// effect-free, not recursively (an op with recursive effects has no such
/// interface upstream).
fn has_no_effect(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(
        strata_ir::MemoryEffects::of_op(ctx, body, op).as_deref(),
        Some(strata_ir::MemoryEffects::Known { effects, recursive: false }) if effects.is_empty()
    )
}
