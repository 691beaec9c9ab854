//! Memory-effect queries verifiers need (upstream's `SideEffectInterfaces`):
//! whether an op, with everything nested in it, touches memory.
//!
//! Invariant: answers follow the registered `OpInfo::effects` only; an
//! unregistered op, or a registered one whose effects are unknown, may do
//! anything, as upstream treats an op without `MemoryEffectOpInterface`.

use crate::{Body, Context, MemoryEffects, OpId};

/// Upstream's `isMemoryEffectFree`: `op` declares no effect and, if its
/// effects are recursive (`RecursiveMemoryEffects`), neither do the ops in
/// its regions. Walks with an explicit stack, so nesting depth is no limit.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        let effects = ctx.op_info(body.op_name(op)).map(|info| &info.effects);
        match effects {
            Some(MemoryEffects::Known { effects, recursive }) if effects.is_empty() => {
                if *recursive {
                    for &r in body.regions(op) {
                        for b in body.region_blocks(r) {
                            stack.extend(body.block_ops(b));
                        }
                    }
                }
            }
            _ => return false,
        }
    }
    true
}
