//! Fold hooks of the index ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).
//!
//! Folding arrives with the rewrite engine (a later issue): until then the
//! constants fold to their value and every other hook reports
//! `FoldOutcome::Failure` ("nothing folded"), which is always a correct
//! answer under upstream's contract.

use strata_ir::{Attribute, Body, Context, FoldOutcome, Location, OpFoldResult, OpId, OperationState, Type};

/// `index.constant` folds to its value (upstream's `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    value(ctx, body, op)
}

/// `index.bool.constant` folds to its value (upstream's `BoolConstantOp::fold`).
pub fn bool_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    value(ctx, body, op)
}

fn value(ctx: &Context, body: &Body, op: OpId) -> FoldOutcome {
    match body.properties(op).and_then(|p| ctx.dict_get(p, "value")) {
        Some(v) => FoldOutcome::Replace(vec![OpFoldResult::Attribute(v)]),
        None => FoldOutcome::Failure,
    }
}

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`index.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    add, and, casts, castu, ceildivs, ceildivu, cmp, divs, divu, floordivs, maxs, maxu, mins, minu, mul, or, rems,
    remu, shl, shrs, shru, sub, xor,
}

/// Upstream's `IndexDialect::materializeConstant`: an `index.bool.constant`
/// for a boolean of type `i1`, an `index.constant` for an index integer of
/// type `index`, nothing else.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let strata_ir::AttrKind::Integer { ty: value_ty, .. } = ctx.attr_kind(value) else { return None };
    let is_i1 = |t| ctx.is_signless_integer(t, 1);
    let name = if is_i1(*value_ty) && is_i1(ty) {
        "index.bool.constant"
    } else if matches!(ctx.type_kind(*value_ty), strata_ir::TypeKind::Index)
        && matches!(ctx.type_kind(ty), strata_ir::TypeKind::Index)
    {
        "index.constant"
    } else {
        return None;
    };
    Some(OperationState::constant(ctx, name, value, ty, loc))
}
