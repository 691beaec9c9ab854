//! Builders other dialects' patterns share: arith ops created through the
//! generated op classes, at a rewriter's insertion point.

use strata_ir::{Location, Value};
use strata_rewrite::Rewriter;

use crate::{ConstantOp, MulIOp};

/// The index product `values[0] * values[1] * ... * factor`, left to
/// right, with the constant factor last and left out when it is 1 (how
/// upstream's reshape patterns multiply the sizes of a reassociation
/// group). `values` must not be empty.
pub fn index_product(rw: &mut Rewriter<'_>, loc: Location, values: &[Value], factor: i64) -> Value {
    let index = rw.ctx().index_type();
    let (&first, rest) = values.split_first().expect("a product of at least one value");
    let mut acc = first;
    for &v in rest {
        acc = MulIOp::build(rw, loc, acc, v, index, None).result(rw.body());
    }
    if factor != 1 {
        let attr = rw.ctx().integer_attr(index, factor);
        let c = ConstantOp::build(rw, loc, index, attr).result(rw.body());
        acc = MulIOp::build(rw, loc, acc, c, index, None).result(rw.body());
    }
    acc
}
