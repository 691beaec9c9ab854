//! Fold hooks of the arith ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).
//!
//! Folding arrives step by step with the rewrite engine: `arith.constant`
//! folds to its value, `addi`/`subi`/`muli` fold (`fold_int.rs`), and every
//! other hook still reports `FoldOutcome::Failure` ("nothing folded"),
//! which is always a correct answer under upstream's contract.

use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OpFoldResult, OpId, OperationState, TypeKind};

/// `arith.constant` folds to its value (upstream's `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let value = body.properties(op).and_then(|p| ctx.dict_get(p, "value"));
    match value {
        Some(v) => FoldOutcome::Replace(vec![OpFoldResult::Attribute(v)]),
        None => FoldOutcome::Failure,
    }
}

pub use crate::fold_int::{addi, muli, subi};

/// Declares fold hooks that do not fold yet.
macro_rules! not_yet {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("`arith.", stringify!($name), "`: not folded yet (the rewrite engine is a later issue).")]
            pub fn $name(_: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
                FoldOutcome::Failure
            }
        )*
    };
}

not_yet! {
    addf, addui_extended, andi, bitcast, ceildivsi, ceildivui, cmpf, cmpi, divf, divsi, divui, extf, extsi,
    extui, floordivsi, fptosi, fptoui, index_cast, index_castui, maximumf, maxnumf, maxsi, maxui, minimumf, minnumf,
    minsi, minui, mulf, mulsi_extended, mului_extended, negf, ori, remf, remsi, remui, select, shli, shrsi,
    shrui, sitofp, subf, truncf, trunci, uitofp, xori,
}

/// Upstream's `ArithDialect::materializeConstant`: a `ub.poison` for a
/// poison value, else an `arith.constant` when the value can build one
/// ([`constant_state`]). Math, vector, memref and tensor use it too.
pub fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    if is_poison(ctx, value) {
        return Some(OperationState::constant(ctx, "ub.poison", value, ty, loc));
    }
    constant_state(ctx, value, ty, loc)
}

/// `#ub.poison` (a dialect attribute of `ub`).
fn is_poison(ctx: &Context, value: Attribute) -> bool {
    matches!(ctx.attr_kind(value), AttrKind::Opaque { dialect, body, .. }
        if ctx.ident_str(*dialect) == "ub" && body.starts_with("poison"))
}

/// An `arith.constant` of `value`, if upstream's `ConstantOp::isBuildableWith`
/// holds: an integer, float or elements attribute typed exactly `ty`, and
/// no signed or unsigned integer type.
pub fn constant_state(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    let buildable = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) && strata_syntax::format::attr_value_type(ctx, value) == Some(ty)
        && !matches!(ctx.type_kind(ty), TypeKind::Integer { signedness, .. } if *signedness != strata_ir::Signedness::Signless);
    if !buildable {
        return None;
    }
    Some(OperationState::constant(ctx, "arith.constant", value, ty, loc))
}
