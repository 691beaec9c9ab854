//! The `inferResultRanges` hooks of the arith ops (upstream's
//! `Arith/IR/InferIntRangeInterfaceImpls.cpp`), wired by the `int-range`
//! lines of `ods/tables.txt`; the range arithmetic is
//! `strata_ir::int_range`'s.
//!
//! Invariants: a hook answers one range per result; an operand range is
//! `None` only for a non-integer, and then an integer op infers nothing
//! (the analysis does not even ask it, as upstream's
//! `inferResultRangesFromOptional`), while `arith.select` still forwards
//! what it knows. Shaped operands carry their elements' range, so every
//! width here is an element width (`int_width`). `nsw`/`nuw` come from the
//! op's `overflowFlags` property.

use std::cmp::Ordering;

use strata_ir::int_range::{self as ir, int_width, ConstantIntRanges, OverflowFlags};
use strata_ir::{ApInt, Body, Context, OpId};

use crate::elementwise::flags;
use crate::IntegerOverflowFlags;

type Ranges = Vec<Option<ConstantIntRanges>>;

/// The known ranges of the first `n` operands, if they all are.
fn known(args: &[Option<ConstantIntRanges>], n: usize) -> Option<Vec<ConstantIntRanges>> {
    (args.len() >= n).then(|| args[..n].iter().cloned().collect()).flatten()
}

/// A binary op's range by `infer`.
fn binary(args: &[Option<ConstantIntRanges>], infer: fn(&[ConstantIntRanges]) -> ConstantIntRanges) -> Ranges {
    vec![known(args, 2).map(|a| infer(&a))]
}

/// A binary op's range by `infer` under the op's overflow flags.
fn with_flags(
    ctx: &Context,
    body: &Body,
    op: OpId,
    args: &[Option<ConstantIntRanges>],
    infer: fn(&[ConstantIntRanges], OverflowFlags) -> ConstantIntRanges,
) -> Ranges {
    let f = flags::<IntegerOverflowFlags>(ctx, body, op, "overflowFlags");
    let flags =
        OverflowFlags { nsw: f.contains(IntegerOverflowFlags::NSW), nuw: f.contains(IntegerOverflowFlags::NUW) };
    vec![known(args, 2).map(|a| infer(&a, flags))]
}

/// The storage widths of the op's first operand and result.
fn cast_widths(ctx: &Context, body: &Body, op: OpId) -> Option<(u32, u32)> {
    let src = int_width(ctx, body.value_type(body.operand(op, 0)))?;
    let dest = int_width(ctx, body.value_type(*body.results(op).first()?))?;
    Some((src, dest))
}

pub fn addi(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    with_flags(ctx, body, op, args, ir::infer_add)
}

pub fn subi(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    with_flags(ctx, body, op, args, ir::infer_sub)
}

pub fn muli(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    with_flags(ctx, body, op, args, ir::infer_mul)
}

pub fn shli(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    with_flags(ctx, body, op, args, ir::infer_shl)
}

pub fn divui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_div_u)
}

pub fn divsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_div_s)
}

pub fn ceildivui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_ceil_div_u)
}

pub fn ceildivsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_ceil_div_s)
}

pub fn floordivsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_floor_div_s)
}

pub fn remui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_rem_u)
}

pub fn remsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_rem_s)
}

pub fn andi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_and)
}

pub fn ori(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_or)
}

pub fn xori(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_xor)
}

pub fn maxsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_max_s)
}

pub fn maxui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_max_u)
}

pub fn minsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_min_s)
}

pub fn minui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_min_u)
}

pub fn shrui(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_shr_u)
}

pub fn shrsi(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_shr_s)
}

pub fn extui(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let range = known(args, 1).zip(cast_widths(ctx, body, op));
    vec![range.map(|(a, (_, dest))| ir::ext_ui_range(&a[0], dest))]
}

pub fn extsi(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let range = known(args, 1).zip(cast_widths(ctx, body, op));
    vec![range.map(|(a, (_, dest))| ir::ext_si_range(&a[0], dest))]
}

/// Nothing for a result of width 0 (upstream's guard).
pub fn trunci(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let range = known(args, 1).zip(cast_widths(ctx, body, op).filter(|&(_, dest)| dest != 0));
    vec![range.map(|(a, (_, dest))| ir::trunc_range(&a[0], dest))]
}

/// A cast between `index` (64-bit storage) and an integer: extended the
/// `signed` way when widening, truncated when narrowing.
fn index_cast_like(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>], signed: bool) -> Ranges {
    let range = known(args, 1).zip(cast_widths(ctx, body, op)).map(|(a, (src, dest))| {
        let a = &a[0];
        match src.cmp(&dest) {
            Ordering::Less if signed => ir::ext_si_range(a, dest),
            Ordering::Less => ir::ext_ui_range(a, dest),
            Ordering::Greater => ir::trunc_range(a, dest),
            Ordering::Equal => a.clone(),
        }
    });
    vec![range]
}

pub fn index_cast(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    index_cast_like(ctx, body, op, args, true)
}

pub fn index_castui(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    index_cast_like(ctx, body, op, args, false)
}

/// An `i1`: the constant the ranges decide, else both values.
pub fn cmpi(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let pred = crate::CmpIOp::cast(ctx, body, op).and_then(|c| c.predicate(ctx, body));
    let range = known(args, 2).zip(pred).map(|(a, pred)| {
        let pred = ir::CmpPredicate::ALL[pred as usize];
        let (f, t) = (ApInt::zero(1), ApInt::all_ones(1));
        match ir::evaluate_pred(pred, &a[0], &a[1]) {
            Some(true) => ConstantIntRanges::from_unsigned(&t, &t),
            Some(false) => ConstantIntRanges::from_unsigned(&f, &f),
            None => ConstantIntRanges::from_unsigned(&f, &t),
        }
    });
    vec![range]
}

/// The chosen operand's range when the condition is a constant, else the
/// union of both (every value when one of them is unknown: upstream's
/// `inferResultRangesFromOptional`, which does not wait for all operands).
pub fn select(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let [cond, on_true, on_false] = args else { return vec![None] };
    if let Some(c) = cond.as_ref().and_then(|c| c.constant_value()) {
        return vec![if c.is_zero() { on_false.clone() } else { on_true.clone() }];
    }
    let range = match (on_true, on_false) {
        (Some(t), Some(f)) => Some(t.union(f)),
        _ => {
            body.results(op).first().and_then(|&r| int_width(ctx, body.value_type(r))).map(ConstantIntRanges::max_range)
        }
    };
    vec![range]
}
