//! Canonicalization patterns of the Toy ops (`hasCanonicalizer` in
//! `ToyOps.td`): the generated `OpInfo`s point at these functions, and
//! `--canonicalize` collects them and runs them with strata's greedy
//! driver, together with the folds of [`crate::fold`]. `toy.transpose`'s
//! pattern is written in Rust; `toy.reshape`'s are declarative rules
//! (`ods/ToyCombine.td`), as in MLIR's tutorial.

use strata_ir::{AttrKind, Attribute, Body, Context, Value};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::TransposeOp;

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
/// the type of `result` (same elements, new shape: the verifier made it a
/// static shape). A splat (`var a<2, 2> = 5.5;`) takes any shape; other
/// values keep their element count, else `None`: the reshape stays (where
/// upstream's `DenseElementsAttr::reshape` reads past its data).
pub fn reshape_constant(ctx: &Context, body: &Body, value: Attribute, result: Value) -> Option<Attribute> {
    let AttrKind::DenseElements { ty: from, elements } = ctx.attr_kind(value) else { return None };
    let ty = body.value_type(result);
    let count = |t| ctx.shape(t).map(|s| s.iter().product::<i64>());
    if elements.values.len() != 1 && count(*from) != count(ty) {
        return None;
    }
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.clone() }))
}
