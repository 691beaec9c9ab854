//! Canonicalization patterns of the Toy ops (`hasCanonicalizer` in
//! `ToyOps.td`): the generated `OpInfo`s point at these functions, and
//! `--canonicalize` collects them and runs them with strata's greedy
//! driver, together with the folds of [`crate::fold`].

use strata_ir::{AttrKind, Context};
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::{ConstantOp, ReshapeOp, TensorType, TransposeOp};

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

/// `toy.reshape`: a reshape of a reshape, and a reshape of a constant.
pub fn reshape(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<ReshapeOp>::new("ReshapeReshapeOptPattern", reshape_of_reshape));
    set.add(OpPattern::<ReshapeOp>::new("FoldConstantReshapeOptPattern", reshape_of_constant));
}

/// `reshape(reshape(x))` -> `reshape(x)`: only the last shape matters.
fn reshape_of_reshape(op: ReshapeOp, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let Some(inner) = body.defining_op(op.input(body)).and_then(|d| ReshapeOp::cast(rw.ctx(), body, d)) else {
        return false;
    };
    let x = inner.input(body);
    rw.modify_op_in_place(op, |body| body.set_operand(op, 0, x));
    true
}

/// `reshape(constant)` -> a constant of the new shape: the elements stay,
/// in row-major order; only the value's tensor type changes.
fn reshape_of_constant(op: ReshapeOp, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let Some(constant) = body.defining_op(op.input(body)).and_then(|d| ConstantOp::cast(ctx, body, d)) else {
        return false;
    };
    let Some(AttrKind::DenseElements { elements, .. }) = constant.value(ctx, body).map(|v| ctx.attr_kind(v)) else {
        return false;
    };
    let out_type = body.value_type(op.output(body));
    let Some(out) = TensorType::from_type(ctx, out_type) else { return false };
    let ty = ctx.ranked_tensor_type(out.shape().to_vec(), out.element_type());
    let value = ctx.intern_attr(AttrKind::DenseElements { ty, elements: elements.clone() });
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let folded = ConstantOp::build(rw, loc, out_type, value);
    let result = folded.output(rw.body());
    rw.replace_op(op, &[result]);
    true
}
