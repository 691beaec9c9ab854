//! Fold hooks of the arith ops (`hasFolder` in ODS), wired by the generated
//! `OpInfo`s, and the dialect's constant materializer
//! (`hasConstantMaterializer`).
//!
//! Every hook is upstream MLIR 22's `fold` method of the op, in its order
//! of identities and with its exact constant semantics:
//! - `fold_int.rs`: `addi`, `subi`, `muli`, the extended add/multiplies,
//!   `andi`, `ori`, `xori`, shifts, integer min/max;
//! - `fold_div.rs`: the divisions and remainders;
//! - `fold_cmp.rs`: `cmpi`, `cmpf`, `select`;
//! - `fold_cast.rs`: the integer, index, bit and float casts;
//! - `fold_float.rs`: float arithmetic and min/max;
//! - `elementwise.rs`: constant folding on scalars and on splat and dense
//!   vector/tensor constants (upstream's `CommonFolders.h`), the constant
//!   matchers and poison propagation;
//! - `apfloat.rs`: correctly rounded float arithmetic on raw bits for every
//!   float format (LLVM `APFloat` semantics, NaN payloads included).
//!
//! Contract (upstream's): a hook creates no op; it returns
//! `FoldOutcome::InPlace` after updating its op, `Replace` with one
//! existing value or constant attribute per result, or `Failure` when
//! nothing folds, which is always a correct answer. Hooks return `Failure`
//! where upstream would build an invalid attribute (a constant of dynamic
//! shape) or crash (poison in `addui_extended`).

use crate::ConstantOp;
use strata_ir::{AttrKind, Attribute, Body, Context, FoldOutcome, OperationState, TypeKind};

/// `arith.constant` folds to its value (upstream's `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &mut Body, op: ConstantOp, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::value_property(ctx, body, op)
}

pub use crate::fold_cast::{
    bitcast, extf, extsi, extui, fptosi, fptoui, index_cast, index_castui, sitofp, truncf, trunci, uitofp,
};
pub use crate::fold_cmp::{cmpf, cmpi, select};
pub use crate::fold_div::{ceildivsi, ceildivui, divsi, divui, floordivsi, remsi, remui};
pub use crate::fold_float::{addf, divf, maximumf, maxnumf, minimumf, minnumf, mulf, negf, remf, subf};
pub use crate::fold_int::{
    addi, addui_extended, andi, maxsi, maxui, minsi, minui, muli, mulsi_extended, mului_extended, ori, shli, shrsi,
    shrui, subi, xori,
};

/// Upstream's `ArithDialect::materializeConstant`: a `ub.poison` for a
/// poison value, else an `arith.constant` when the value can build one
/// ([`constant_state`]). Math, vector, memref and tensor use it too.
pub fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    if crate::elementwise::is_poison(ctx, Some(value)) {
        return Some(OperationState::constant(ctx, "ub.poison", value, ty, loc));
    }
    constant_state(ctx, value, ty, loc)
}

/// An `arith.constant` of `value`, if upstream's `ConstantOp::isBuildableWith`
/// holds: an integer, float or elements attribute typed exactly `ty`, and
/// no signed or unsigned integer (element) type.
pub fn constant_state(
    ctx: &Context,
    value: Attribute,
    ty: strata_ir::Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    let buildable = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) && strata_ir::op_checks::typed_attr_type(ctx, value) == Some(ty)
        && !matches!(ctx.type_kind(ctx.element_type_or_self(ty)),
            TypeKind::Integer { signedness, .. } if *signedness != strata_ir::Signedness::Signless);
    if !buildable {
        return None;
    }
    Some(OperationState::constant(ctx, crate::ConstantOp::NAME, value, ty, loc))
}
