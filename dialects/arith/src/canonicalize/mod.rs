//! Canonicalization patterns of the arith ops, wired by the generated
//! `OpInfo`s through `strata_rewrite::CanonicalizationPatterns` and
//! collected by the `canonicalize` pass.
//!
//! Upstream writes most of them as declarative rules
//! (`ArithCanonicalization.td`); strata's port is `patterns/arith.td`,
//! compiled into [`crate::generated_patterns`] (its Rust helpers are
//! [`native`]). The rest are upstream's C++ patterns, here by hand:
//! - [`float`]: `cmpf` of an int-to-float cast against a constant
//!   (`CmpFIntToFPConst`);
//! - [`select`]: selects of `0`/`1` that are a zero-extension of the
//!   condition (`SelectToExtUI`).
//!
//! Each op's list is in upstream's registration order (declarative rules
//! first), which decides ties between patterns of one benefit.
//!
//! Every op with `hasCanonicalizer` in MLIR 22's ODS has all its upstream
//! patterns here.

mod float;
pub mod native;
mod select;

use strata_ir::{ApInt, AttrKind, Attribute, Context, Location, OpClass, Type, Value};
use strata_rewrite::fold::constant_of;
use strata_rewrite::{OpPattern, PatternSet, Rewriter};

use crate::*;
use float::*;
use select::*;

pub use crate::generated_patterns::{
    addi, addui_extended, andi, bitcast, cmpi, divf, extsi, index_cast, index_castui, mulf, muli, mulsi_extended,
    mului_extended, ori, subi, truncf, trunci, xori,
};

pub fn select(ctx: &Context, set: &mut PatternSet) {
    crate::generated_patterns::select(ctx, set);
    set.add(OpPattern::<SelectOp>::new("SelectToExtUI", select_to_extui));
}

pub fn cmpf(_: &Context, set: &mut PatternSet) {
    set.add(OpPattern::<CmpFOp>::new("CmpFIntToFPConst", cmpf_int_to_fp_const));
}

// ---- helpers of the hand-written patterns ----

/// The op defining `v`, if it is an `Op`.
fn def<Op: OpClass>(rw: &Rewriter<'_>, v: Value) -> Option<Op> {
    strata_rewrite::matchers::defining::<Op>(rw.ctx(), rw.body(), v)
}

/// The constant attribute of `v` (any kind).
fn any_const(rw: &Rewriter<'_>, v: Value) -> Option<Attribute> {
    constant_of(rw.ctx(), rw.body(), v)
}

fn result_type(rw: &Rewriter<'_>, op: impl OpClass) -> Type {
    let body = rw.body();
    body.value_type(body.results(op)[0])
}

/// A new `arith.constant` of attribute `value` typed `ty`.
fn constant_attr(rw: &mut Rewriter<'_>, ty: Type, value: Attribute, loc: Location) -> Value {
    ConstantOp::build(rw, loc, ty, value).result(rw.body())
}

/// A new `arith.constant` of integer `value` typed `ty`.
fn constant(rw: &mut Rewriter<'_>, ty: Type, value: ApInt, loc: Location) -> Value {
    let attr = rw.ctx().intern_attr(AttrKind::Integer { ty, value });
    constant_attr(rw, ty, attr, loc)
}

fn replace(rw: &mut Rewriter<'_>, op: impl OpClass, v: Value) -> bool {
    rw.replace_op(op, &[v]);
    true
}
/// Replaces `op` with a new `arith.cmpi pred, a, b` of `op`'s result type.
fn replace_with_cmpi(
    rw: &mut Rewriter<'_>,
    op: impl OpClass,
    pred: CmpIPredicate,
    (a, b): (Value, Value),
    loc: Location,
) -> bool {
    let ty = result_type(rw, op);
    let v = CmpIOp::build(rw, loc, a, b, ty, pred).result(rw.body());
    replace(rw, op, v)
}
