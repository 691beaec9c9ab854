//! Hand-written verifier hooks of the index ops: the `CastOpInterface`
//! compatibility of `index.casts` and `index.castu`.

use strata_ir::{Context, Type};

/// Exactly one side is `index` (upstream's `CastSOp::areCastCompatible`).
pub fn casts_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    one_side_index(ctx, inputs, outputs)
}

/// Exactly one side is `index` (upstream's `CastUOp::areCastCompatible`).
pub fn castu_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    one_side_index(ctx, inputs, outputs)
}

fn one_side_index(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    match (inputs.first(), outputs.first()) {
        (Some(&a), Some(&b)) => ctx.is_index(a) != ctx.is_index(b),
        _ => false,
    }
}
