//! Masks and reductions: a `create_mask` of constant bounds is a
//! `constant_mask` (`CreateMaskFolder`); a reduction of one element is an
//! `extract`, combined with the accumulator
//! (`ElideSingleElementReduction`); a multi-reduction reducing only unit
//! dimensions is a `shape_cast` or `extract` combined with the accumulator
//! (`ElideUnitDimsInMultiDimReduction`).
//!
//! A reduction masked by an enclosing `vector.mask` is rewritten in front
//! of the mask op, which it replaces: the mask is reduced the same way
//! (`extract` / `shape_cast`) and selects between the combined value and
//! the accumulator (upstream's `selectPassthru`).

use strata_ir::{Attribute, OpId, TypeKind, Value};
use strata_rewrite::matchers::{constant_int, defined_by, is_op};
use strata_rewrite::Rewriter;

use super::{create, i64_prop, replace_with_constant_mask, result_type};

/// `getConstantIntValue`.
fn constant(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    constant_int(ctx, rw.body(), v).and_then(|i| i.to_i64())
}

/// `getConstantVscaleMultiplier`: `vscale` is 1, `vscale * c` and
/// `c * vscale` are `c`.
fn vscale_multiplier(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx();
    if defined_by(ctx, rw.body(), v, "vector.vscale").is_some() {
        return Some(1);
    }
    let mul = defined_by(ctx, rw.body(), v, "arith.muli")?;
    let (lhs, rhs) = (rw.body().operand(mul, 0), rw.body().operand(mul, 1));
    if defined_by(ctx, rw.body(), lhs, "vector.vscale").is_some() {
        return constant(rw, rhs);
    }
    if defined_by(ctx, rw.body(), rhs, "vector.vscale").is_some() {
        return constant(rw, lhs);
    }
    None
}

/// `CreateMaskFolder`: constant bounds, clamped to the shape (a scalable
/// dimension only when all-false, or all-true through a `vscale` multiple).
pub(super) fn create_mask_folder(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(result_type(rw, op)).clone() else { return false };
    let (shape, scalable) = if shape.is_empty() { (vec![1], vec![false]) } else { (shape, scalable) };
    let bounds: Vec<Value> = rw.body().operands(op).collect();
    let mut dims = Vec::with_capacity(bounds.len());
    for (i, &bound) in bounds.iter().enumerate() {
        if let Some(c) = constant(rw, bound) {
            if scalable.get(i) == Some(&true) && c >= 0 {
                return false;
            }
            dims.push(c);
        } else if let Some(m) = vscale_multiplier(rw, bound) {
            if m < shape[i] {
                return false;
            }
            dims.push(m);
        } else {
            return false;
        }
    }
    for (d, &size) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, size);
    }
    if dims.contains(&0) {
        dims = vec![0; dims.len()];
    }
    replace_with_constant_mask(rw, op, &dims)
}

/// The combining kind of a reduction (`add`, `maxnumf`, ...).
fn kind(rw: &Rewriter<'_>, op: OpId) -> Option<String> {
    crate::verify::combining_kind(rw.ctx(), rw.body(), op).map(str::to_string)
}

/// The arith op `makeArithReduction` builds for a combining kind on
/// (elements of) `ty`.
fn combining_op(rw: &Rewriter<'_>, kind: &str, ty: strata_ir::Type) -> Option<&'static str> {
    let ctx = rw.ctx();
    let is_float = matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Float(_));
    Some(match (kind, is_float) {
        ("add", false) => "arith.addi",
        ("add", true) => "arith.addf",
        ("mul", false) => "arith.muli",
        ("mul", true) => "arith.mulf",
        ("minui", false) => "arith.minui",
        ("minsi", false) => "arith.minsi",
        ("maxui", false) => "arith.maxui",
        ("maxsi", false) => "arith.maxsi",
        ("and", false) => "arith.andi",
        ("or", false) => "arith.ori",
        ("xor", false) => "arith.xori",
        ("minnumf", true) => "arith.minnumf",
        ("maxnumf", true) => "arith.maxnumf",
        ("minimumf", true) => "arith.minimumf",
        ("maximumf", true) => "arith.maximumf",
        _ => return None,
    })
}

/// `makeArithReduction` without a mask: `name(a, b)` (float ops take
/// `fastmath`, `none` when absent; `addi`/`muli` have no overflow flags).
/// The driver folds the new op, as upstream's `createOrFold` does.
fn combine(rw: &mut Rewriter<'_>, name: &str, (a, b): (Value, Value), fastmath: Option<Attribute>, op: OpId) -> Value {
    let ctx = rw.ctx();
    let ty = rw.body().value_type(a);
    let props = if matches!(ctx.type_kind(ctx.element_type_or_self(ty)), TypeKind::Float(_)) {
        let none = || ctx.dialect_attr(strata_dialect_arith::FastMathFlags::NONE);
        vec![("fastmath", fastmath.unwrap_or_else(none))]
    } else if matches!(name, "arith.addi" | "arith.muli") {
        vec![("overflowFlags", ctx.dialect_attr(strata_dialect_arith::IntegerOverflowFlags::NONE))]
    } else {
        Vec::new()
    };
    create(rw, name, &[a, b], ty, props, rw.body().op_loc(op))
}

/// The `vector.mask` op masking `op`, if any.
fn masking_op(rw: &Rewriter<'_>, op: OpId) -> Option<OpId> {
    let body = rw.body();
    body.parent_op(op).filter(|&p| is_op(rw.ctx(), body, p, "vector.mask"))
}

/// The op a reduction rewrite replaces (the mask op when masked), its mask,
/// with the insertion point moved in front of the mask op.
fn root_and_mask(rw: &mut Rewriter<'_>, op: OpId) -> (OpId, Option<Value>) {
    match masking_op(rw, op) {
        Some(mask_op) => {
            rw.set_insertion_point_before(mask_op);
            (mask_op, Some(rw.body().operand(mask_op, 0)))
        }
        None => (op, None),
    }
}

/// `selectPassthru`: with a mask, `select(mask, value, passthru)`;
/// `makeArithReduction` passes its second operand through.
fn select_passthru(rw: &mut Rewriter<'_>, mask: Option<Value>, value: Value, passthru: Value, op: OpId) -> Value {
    let Some(mask) = mask else { return value };
    let ty = rw.body().value_type(value);
    create(rw, "arith.select", &[mask, value, passthru], ty, Vec::new(), rw.body().op_loc(op))
}

/// A `vector.extract` of the element at position 0 of every dimension.
fn extract_first(rw: &mut Rewriter<'_>, source: Value, ty: strata_ir::Type, op: OpId) -> Value {
    let ctx = rw.ctx();
    let rank = ctx.shape(rw.body().value_type(source)).map_or(0, <[i64]>::len);
    let pos = strata_syntax::format::common::dense_i64_array(ctx, &vec![0; rank]);
    create(rw, "vector.extract", &[source], ty, vec![("static_position", pos)], rw.body().op_loc(op))
}

/// `ElideSingleElementReduction`: `reduction(v : vector<1xT>)` is `v[0]`,
/// combined with the accumulator when there is one.
pub(super) fn elide_single_element_reduction(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let Some(shape) = ctx.shape(rw.body().value_type(source)) else { return false };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let ty = result_type(rw, op);
    let Some(name) = kind(rw, op).and_then(|k| combining_op(rw, &k, ty)) else { return false };
    let acc = (rw.body().num_operands(op) > 1).then(|| rw.body().operand(op, 1));
    let fastmath = crate::fold::prop(ctx, rw.body(), op, "fastmath");
    let saved = rw.insertion_point();
    let (root, mask) = root_and_mask(rw, op);
    let i1 = ctx.integer_type(1);
    let mask = mask.map(|m| extract_first(rw, m, i1, op));
    let element = extract_first(rw, source, ty, op);
    let result = match acc {
        Some(acc) => {
            let combined = combine(rw, name, (element, acc), fastmath, op);
            select_passthru(rw, mask, combined, acc, op)
        }
        None => element,
    };
    rw.replace_op(root, &[result]);
    rw.set_insertion_point(saved);
    true
}

/// `ElideUnitDimsInMultiDimReduction`: every reduced dimension has size 1:
/// `acc` combined with a `shape_cast` of the source (or, reducing all
/// dimensions, its one element).
pub(super) fn elide_unit_dims_multi_reduction(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx();
    let source = rw.body().operand(op, 0);
    let Some(shape) = ctx.shape(rw.body().value_type(source)).map(<[i64]>::to_vec) else { return false };
    let dims = i64_prop(rw, op, "reduction_dims");
    if shape.iter().enumerate().any(|(i, &d)| dims.contains(&(i as i64)) && d != 1) {
        return false;
    }
    let dest_ty = result_type(rw, op);
    let Some(name) = kind(rw, op).and_then(|k| combining_op(rw, &k, dest_ty)) else { return false };
    let acc = rw.body().operand(op, 1);
    let saved = rw.insertion_point();
    let (root, mut mask) = root_and_mask(rw, op);
    let loc = rw.body().op_loc(op);
    let cast = if let TypeKind::Vector { shape, scalable, .. } = ctx.type_kind(dest_ty).clone() {
        if let Some(m) = mask {
            let mask_ty = ctx.intern_type(TypeKind::Vector { shape, scalable, element: ctx.integer_type(1) });
            mask = Some(create(rw, "vector.shape_cast", &[m], mask_ty, Vec::new(), loc));
        }
        create(rw, "vector.shape_cast", &[source], dest_ty, Vec::new(), loc)
    } else {
        mask = mask.map(|m| extract_first(rw, m, ctx.integer_type(1), op));
        extract_first(rw, source, dest_ty, op)
    };
    let combined = combine(rw, name, (acc, cast), None, op);
    // `makeArithReduction` passes its second operand through.
    let result = select_passthru(rw, mask, combined, cast, op);
    rw.replace_op(root, &[result]);
    rw.set_insertion_point(saved);
    true
}
