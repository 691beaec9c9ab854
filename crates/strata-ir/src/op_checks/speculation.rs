//! Speculation queries (upstream's `ConditionallySpeculatable` helpers in
//! `SideEffectInterfaces`): may an op run where the program would not have
//! run it, as a hoisting pass (`loop-invariant-code-motion`) asks.
//!
//! Invariant: answers follow the registered `OpInfo::speculatability`
//! only, through [`speculatability`] (which resolves per-op hooks); an
//! unregistered op is never speculatable. Nested ops are visited with an
//! explicit stack, so nesting depth is no limit.

use crate::{BlockId, Body, Context, OpId, Speculatability};

/// `op`'s own speculatability, with a [`Speculatability::PerOp`] hook asked
/// for `op` (upstream's `getSpeculatability()`); never `PerOp`. An
/// unregistered op is not speculatable.
pub fn speculatability(ctx: &Context, body: &Body, op: impl Into<OpId>) -> Speculatability {
    let op: OpId = op.into();
    let Some(info) = ctx.op_info(body.op_name(op)) else { return Speculatability::NotSpeculatable };
    match info.speculatability {
        Speculatability::PerOp(hook) => match hook(ctx, body, op) {
            // A hook answering another hook is a bug in the hook: be safe.
            Speculatability::PerOp(_) => Speculatability::NotSpeculatable,
            answer => answer,
        },
        answer => answer,
    }
}

/// Upstream's `isSpeculatable`: `op` is speculatable and, when it is only
/// recursively so, so is every op in its regions (to any depth).
pub fn is_speculatable(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let mut blocks: Vec<BlockId> = Vec::new();
    let visit = |op: OpId, blocks: &mut Vec<BlockId>| match speculatability(ctx, body, op) {
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            blocks.extend(body.regions(op).iter().flat_map(|&r| body.region_blocks(r)));
            true
        }
        _ => false,
    };
    if !visit(op.into(), &mut blocks) {
        return false;
    }
    while let Some(block) = blocks.pop() {
        for nested in body.block_ops(block) {
            if !visit(nested, &mut blocks) {
                return false;
            }
        }
    }
    true
}

/// Upstream's `isPure`: speculatable and free of memory effects.
pub fn is_pure(ctx: &Context, body: &Body, op: impl Into<OpId>) -> bool {
    let op: OpId = op.into();
    is_speculatable(ctx, body, op) && super::is_memory_effect_free(ctx, body, op)
}

/// Upstream's `DimOp::getSpeculatability` of `memref.dim` and
/// `tensor.dim` (operands: source, index): speculatable when the index is
/// a constant below the rank of a ranked source (an index past the rank is
/// undefined behavior; an unranked source's rank is unknown).
pub fn dim_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    if body.num_operands(op) != 2 {
        return Speculatability::NotSpeculatable;
    }
    let Some(index) = super::constant_int_value(ctx, body, body.operand(op, 1)) else {
        return Speculatability::NotSpeculatable;
    };
    let rank = match ctx.type_kind(body.value_type(body.operand(op, 0))) {
        crate::TypeKind::MemRef { shape, .. } | crate::TypeKind::RankedTensor { shape, .. } => shape.len() as i64,
        _ => return Speculatability::NotSpeculatable,
    };
    Speculatability::speculatable_if(index < rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{OpInfo, OperationState};

    /// `t.div` is speculatable when it has a `safe` attribute.
    fn by_attribute(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        match ctx.dict_get(body.attrs(op), "safe") {
            Some(_) => Speculatability::Speculatable,
            None => Speculatability::NotSpeculatable,
        }
    }

    #[test]
    fn recursive_and_per_op_speculatability() {
        let ctx = Context::new();
        for (name, spec) in [
            ("t.pure", Speculatability::Speculatable),
            ("t.loop", Speculatability::RecursivelySpeculatable),
            ("t.div", Speculatability::PerOp(by_attribute)),
        ] {
            let mut info = OpInfo::new(name);
            info.speculatability = spec;
            info.effects = crate::MemoryEffects::none();
            ctx.register_op(info);
        }
        let mut body = Body::new();
        let make = |body: &mut Body, name: &str, safe: bool| {
            let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
            if safe {
                st.attrs = Some(ctx.dictionary_attr(vec![(ctx.ident("safe"), ctx.unit_attr())]));
            }
            body.create_op(st, ctx.empty_dictionary())
        };
        let safe_div = make(&mut body, "t.div", true);
        let div = make(&mut body, "t.div", false);
        assert!(is_speculatable(&ctx, &body, safe_div));
        assert!(!is_speculatable(&ctx, &body, div));
        let unregistered = make(&mut body, "x.unregistered", false);
        assert!(!is_speculatable(&ctx, &body, unregistered));
        // A loop nest: speculatable until an unsafe op sits at the bottom.
        let outer = make(&mut body, "t.loop", false);
        let mut parent = outer;
        for _ in 0..3 {
            let region = body.add_region(parent);
            let block = body.create_block();
            body.append_block(region, block);
            let inner = make(&mut body, "t.loop", false);
            body.append_op(block, inner);
            let pure = make(&mut body, "t.pure", false);
            body.append_op(block, pure);
            parent = inner;
        }
        assert!(is_speculatable(&ctx, &body, outer));
        let region = body.add_region(parent);
        let block = body.create_block();
        body.append_block(region, block);
        let unsafe_div = make(&mut body, "t.div", false);
        body.append_op(block, unsafe_div);
        assert!(!is_speculatable(&ctx, &body, outer));
        assert!(is_pure(&ctx, &body, safe_div) && !is_pure(&ctx, &body, div));
    }
}
