//! Builders other dialects' patterns share: arith ops created through the
//! generated op classes, at a rewriter's insertion point.

use strata_ir::apfloat::format::from_f64;
use strata_ir::{ApInt, DenseValue, Location, OpBuilder, Type, TypeKind, Value};
use strata_rewrite::Rewriter;

use crate::{ConstantOp, MulIOp};

pub use crate::elementwise::{splat_attr, with_element};

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
        let c = index_constant(rw, loc, factor);
        acc = MulIOp::build(rw, loc, acc, c, index, None).result(rw.body());
    }
    acc
}

/// `arith.constant value : index` (upstream's `arith::ConstantIndexOp`).
pub fn index_constant<'a>(b: &mut impl OpBuilder<'a>, loc: Location, value: i64) -> Value {
    let ctx = b.ctx();
    let index = ctx.index_type();
    ConstantOp::build(b, loc, index, ctx.integer_attr(index, value)).result(b.body())
}

/// An `arith.constant` of type `ty` holding the integer `value` (wrapped to
/// the element width; `index` is 64 bits) in every element: a scalar, or a
/// splat for a static shaped type (the `createConst` of upstream's
/// expansion patterns). `None` when `ty` has no integer element or a
/// dynamic shape, where upstream's `DenseElementsAttr::get` asserts.
pub fn int_constant<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type, value: i64) -> Option<Value> {
    let ctx = b.ctx();
    let width = crate::elementwise::int_width(ctx, ty)?;
    let attr = splat_attr(ctx, ty, DenseValue::Int(ApInt::from_i64(width, value)))?;
    Some(ConstantOp::build(b, loc, ty, attr).result(b.body()))
}

/// An `arith.constant` of type `ty` holding `value` converted to the float
/// element format with round-to-nearest-even (`APFloat::convert`) in every
/// element, a splat for a static shaped type (the `createFloatConst` of
/// upstream's expansion patterns). `None` when `ty` has no float element or
/// a dynamic shape.
pub fn float_constant<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type, value: f64) -> Option<Value> {
    let ctx = b.ctx();
    let TypeKind::Float(kind) = *ctx.type_kind(ctx.element_type_or_self(ty)) else { return None };
    let attr = splat_attr(ctx, ty, DenseValue::Float(from_f64(kind, value)))?;
    Some(ConstantOp::build(b, loc, ty, attr).result(b.body()))
}
