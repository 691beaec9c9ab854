//! Canonicalization patterns of the Toy ops (`hasCanonicalizer` in
//! `ToyOps.td`): the generated `OpInfo`s point at these functions, and
//! `--canonicalize` collects them and runs them with strata's greedy
//! driver, together with the folds of [`crate::fold`]. `toy.transpose`'s
//! pattern is written in Rust; `toy.reshape`'s are declarative rules
//! (`ods/ToyCombine.td`), as in MLIR's tutorial.

use strata_ir::{AttrKind, Attribute, Body, Context, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{TensorType, TransposeOp};

/// `toy.transpose`: `transpose(transpose(x))` -> `x`.
pub fn transpose(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<TransposeOp>::new("SimplifyRedundantTranspose", simplify_redundant_transpose));
}

/// Transposing twice gives back the input (the verifier made sure the
/// types line up: `AxB -> BxA -> AxB`).
fn simplify_redundant_transpose(op: TransposeOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let Some(inner) = body.defining_op(op.input(body)).and_then(|d| TransposeOp::cast(rw.ctx(), body, d)) else {
        return false;
    };
    let x = inner.input(body);
    rw.replace_op(op, &[x]);
    true
}

/// `toy.reshape`: the rules of `ods/ToyCombine.td` (upstream's
/// `ReshapeReshapeOptPattern`, `RedundantReshapeOptPattern` and
/// `FoldConstantReshapeOptPattern`), compiled by `cargo xtask drr`.
pub use crate::generated_patterns::reshape;

/// `ReshapeConstant` of `ToyCombine.td`: the dense constant `value` with
/// the tensor type of `result` (same elements, new shape); `None` when the
/// value is not dense or the result not a Toy tensor.
pub fn reshape_constant(ctx: &Context, body: &Body, value: Attribute, result: Value) -> Option<Attribute> {
    let AttrKind::DenseElements { elements, .. } = ctx.attr_kind(value) else { return None };
    let out = TensorType::from_type(ctx, body.value_type(result))?;
    let ty = ctx.ranked_tensor_type(out.shape().to_vec(), out.element_type());
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.clone() }))
}
