//! Memory effects the llvm ops compute in C++ upstream
//! (`DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`), as
//! `MemoryEffects::PerOp` hooks: `llvm.load` reads its address and
//! `llvm.store` writes it, and either one volatile or atomic beyond
//! `unordered` also reads and writes memory at large (a synchronization
//! point); `llvm.inline_asm` reads and writes memory at large when it has
//! side effects, and nothing otherwise.
//!
//! Invariant: an op without the operand the effect names answers
//! `Unknown` rather than indexing past its operands.

use strata_ir::op_checks::inherent_attr;
use strata_ir::{AttrKind, Body, Context, Effect, EffectInstance, EffectOn, MemoryEffects, OpId};

fn effect(effect: Effect, on: EffectOn) -> EffectInstance {
    EffectInstance { effect, on, resource: "DefaultResource" }
}

/// Is the access volatile, or atomic with an ordering stronger than
/// `unordered`?
fn synchronizes(ctx: &Context, body: &Body, op: OpId) -> bool {
    let ordering = inherent_attr(ctx, body, op, "ordering").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    inherent_attr(ctx, body, op, "volatile_").is_some() || ordering.is_some_and(|o| o > 1)
}

/// The effects of an access `kind` of operand `address`.
fn access(ctx: &Context, body: &Body, op: OpId, kind: Effect, address: u32) -> MemoryEffects {
    if body.num_operands(op) <= address as usize {
        return MemoryEffects::Unknown;
    }
    let mut effects = vec![effect(kind, EffectOn::Operand(address))];
    if synchronizes(ctx, body, op) {
        effects.push(effect(Effect::Write, EffectOn::Op));
        effects.push(effect(Effect::Read, EffectOn::Op));
    }
    MemoryEffects::Known { effects, recursive: false }
}

/// `LoadOp::getEffects`.
pub fn load(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    access(ctx, body, op, Effect::Read, 0)
}

/// `StoreOp::getEffects`.
pub fn store(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    access(ctx, body, op, Effect::Write, 1)
}

/// `InlineAsmOp::getEffects`.
pub fn inline_asm(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    let effects = if inherent_attr(ctx, body, op, "has_side_effects").is_some() {
        vec![effect(Effect::Write, EffectOn::Op), effect(Effect::Read, EffectOn::Op)]
    } else {
        Vec::new()
    };
    MemoryEffects::Known { effects, recursive: false }
}
