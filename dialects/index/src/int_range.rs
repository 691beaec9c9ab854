//! The `inferResultRanges` hooks of the index ops (upstream's
//! `Index/IR/InferIntRangeInterfaceImpls.cpp`), wired by the `int-range`
//! lines of `ods/tables.txt`; the range arithmetic is
//! `strata_ir::int_range`'s.
//!
//! An `index` is 32 or 64 bits wide depending on the target, so every
//! arithmetic op infers at both widths (`infer_index_op`), a cast to
//! `index` joins both casts, and `index.cmp` is decided only when both
//! widths agree.
//!
//! Invariant: as for the arith hooks, an operand range is `None` only for
//! a non-integer, and then nothing is inferred; the index ops have no
//! overflow flags.

use std::cmp::Ordering;

use strata_ir::int_range::{self as ir, int_width, CmpMode, ConstantIntRanges, OverflowFlags};
use strata_ir::{ApInt, Body, Context, OpId, Type, TypeKind};

type Ranges = Vec<Option<ConstantIntRanges>>;

/// The known ranges of the first `n` operands, if they all are.
fn known(args: &[Option<ConstantIntRanges>], n: usize) -> Option<Vec<ConstantIntRanges>> {
    (args.len() >= n).then(|| args[..n].iter().cloned().collect()).flatten()
}

/// A binary op's range by `infer`, at both `index` widths.
fn binary(
    args: &[Option<ConstantIntRanges>],
    infer: fn(&[ConstantIntRanges]) -> ConstantIntRanges,
    mode: CmpMode,
) -> Ranges {
    vec![known(args, 2).map(|a| ir::infer_index_op(&infer, &a, mode))]
}

/// As [`binary`], for an inference that takes overflow flags (none here).
fn without_flags(
    args: &[Option<ConstantIntRanges>],
    infer: fn(&[ConstantIntRanges], OverflowFlags) -> ConstantIntRanges,
) -> Ranges {
    let infer = |a: &[ConstantIntRanges]| infer(a, OverflowFlags::NONE);
    vec![known(args, 2).map(|a| ir::infer_index_op(&infer, &a, CmpMode::Both))]
}

pub fn add(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    without_flags(args, ir::infer_add)
}

pub fn sub(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    without_flags(args, ir::infer_sub)
}

pub fn mul(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    without_flags(args, ir::infer_mul)
}

pub fn shl(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    without_flags(args, ir::infer_shl)
}

pub fn divu(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_div_u, CmpMode::Unsigned)
}

pub fn divs(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_div_s, CmpMode::Signed)
}

pub fn ceildivu(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_ceil_div_u, CmpMode::Unsigned)
}

pub fn ceildivs(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_ceil_div_s, CmpMode::Signed)
}

pub fn floordivs(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_floor_div_s, CmpMode::Signed)
}

pub fn rems(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_rem_s, CmpMode::Signed)
}

pub fn remu(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_rem_u, CmpMode::Unsigned)
}

pub fn maxs(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_max_s, CmpMode::Signed)
}

pub fn maxu(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_max_u, CmpMode::Unsigned)
}

pub fn mins(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_min_s, CmpMode::Signed)
}

pub fn minu(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_min_u, CmpMode::Unsigned)
}

pub fn shrs(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_shr_s, CmpMode::Signed)
}

pub fn shru(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_shr_u, CmpMode::Unsigned)
}

pub fn and(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_and, CmpMode::Unsigned)
}

pub fn or(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_or, CmpMode::Unsigned)
}

pub fn xor(_: &Context, _: &Body, _: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    binary(args, ir::infer_xor, CmpMode::Unsigned)
}

/// `range` brought from `src` to `dest` bits (`makeLikeDest`).
fn make_like_dest(range: &ConstantIntRanges, src: u32, dest: u32, signed: bool) -> ConstantIntRanges {
    match src.cmp(&dest) {
        Ordering::Less if signed => ir::ext_si_range(range, dest),
        Ordering::Less => ir::ext_ui_range(range, dest),
        Ordering::Greater => ir::trunc_range(range, dest),
        Ordering::Equal => range.clone(),
    }
}

/// A cast from `index` converts the 64-bit range; a cast to `index` joins
/// the cast to 64 bits and the cast to 32 bits extended (`inferIndexCast`).
fn infer_index_cast(
    ctx: &Context,
    range: &ConstantIntRanges,
    src: Type,
    dest: Type,
    signed: bool,
) -> Option<ConstantIntRanges> {
    let (src_width, dest_width) = (int_width(ctx, src)?, int_width(ctx, dest)?);
    let storage = make_like_dest(range, src_width, dest_width, signed);
    if matches!(ctx.type_kind(src), TypeKind::Index) {
        return Some(storage);
    }
    let min_width = make_like_dest(range, src_width, ir::INDEX_MIN_WIDTH, signed);
    Some(storage.union(&ir::ext_range(&min_width, dest_width)))
}

fn cast(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>], signed: bool) -> Ranges {
    let (src, dest) = (body.value_type(body.operand(op, 0)), body.value_type(body.results(op)[0]));
    vec![known(args, 1).and_then(|a| infer_index_cast(ctx, &a[0], src, dest, signed))]
}

pub fn casts(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    cast(ctx, body, op, args, true)
}

pub fn castu(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    cast(ctx, body, op, args, false)
}

/// An `i1`: the constant the ranges decide at 64 bits and, truncated, at
/// 32 bits alike, else both values.
pub fn cmp(ctx: &Context, body: &Body, op: OpId, args: &[Option<ConstantIntRanges>]) -> Ranges {
    let pred = crate::CmpOp::cast(ctx, body, op).and_then(|c| c.pred(ctx, body));
    let range = known(args, 2).zip(pred).map(|(a, pred)| {
        let pred = ir::CmpPredicate::ALL[pred as usize];
        let truth64 = ir::evaluate_pred(pred, &a[0], &a[1]);
        let (lhs32, rhs32) = (ir::trunc_range(&a[0], ir::INDEX_MIN_WIDTH), ir::trunc_range(&a[1], ir::INDEX_MIN_WIDTH));
        let truth32 = ir::evaluate_pred(pred, &lhs32, &rhs32);
        let (f, t) = (ApInt::zero(1), ApInt::all_ones(1));
        match (truth64 == truth32).then_some(truth64).flatten() {
            Some(true) => ConstantIntRanges::from_unsigned(&t, &t),
            Some(false) => ConstantIntRanges::from_unsigned(&f, &f),
            None => ConstantIntRanges::from_unsigned(&f, &t),
        }
    });
    vec![range]
}

/// Between the two widths `index` may have: `[32, 64]`.
pub fn sizeof(ctx: &Context, body: &Body, op: OpId, _: &[Option<ConstantIntRanges>]) -> Ranges {
    let width = body.results(op).first().and_then(|&r| int_width(ctx, body.value_type(r)));
    vec![width.map(|w| {
        let (min, max) =
            (ApInt::from_u64(w, ir::INDEX_MIN_WIDTH as u64), ApInt::from_u64(w, ir::INDEX_MAX_WIDTH as u64));
        ConstantIntRanges::from_unsigned(&min, &max)
    })]
}
