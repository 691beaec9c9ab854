//! The vector dialect's own ODS constraint checks, which generated code
//! calls as `crate::constraints::...` (the shared ones are
//! `strata_ir::op_checks`): scalable vectors, iterator-type arrays,
//! `vector.print`'s string rule, the scalable insert/extract positions,
//! the interleave/deinterleave shapes.

use strata_ir::op_checks::{inherent_attr, type_of, V};
use strata_ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind};

/// `Vector_IteratorTypeArrayAttr`: an array of `#vector.iterator_type<...>`.
pub fn is_iterator_type_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().all(|&i| ctx.attr_storage::<crate::IteratorType>(i).is_some()),
        _ => false,
    }
}

/// `vector.print`: with a string, neither `source` nor a punctuation other
/// than `newline` (the default).
pub fn print_string_alone(ctx: &Context, body: &Body, op: OpId) -> bool {
    if inherent_attr(ctx, body, op, "stringLiteral").is_none() {
        return true;
    }
    let newline = match inherent_attr(ctx, body, op, "punctuation").map(|a| ctx.attr_kind(a)) {
        None => true,
        Some(_) => {
            ctx.attr_storage(inherent_attr(ctx, body, op, "punctuation").unwrap_or(ctx.unit_attr()))
                == Some(&crate::PrintPunctuation::NewLine)
        }
    };
    body.num_operands(op) == 0 && newline
}

fn pos(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
    match ctx.attr_kind(inherent_attr(ctx, body, op, "pos")?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn num_elements(ctx: &Context, t: Type) -> Option<i64> {
    ctx.shape(t)?.iter().try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
}

fn multiple(p: Option<i64>, n: Option<i64>) -> bool {
    match (p, n) {
        (Some(p), Some(n)) if n != 0 => p % n == 0,
        _ => false,
    }
}

/// `vector.scalable.extract`: `pos` is a multiple of the result's length.
pub fn pos_multiple_of_result_length(ctx: &Context, body: &Body, op: OpId) -> bool {
    let n = type_of(ctx, body, op, V::Result(0)).and_then(|t| num_elements(ctx, t));
    multiple(pos(ctx, body, op), n)
}

/// `vector.scalable.insert`: `pos` is a multiple of the source's length.
pub fn pos_multiple_of_source_length(ctx: &Context, body: &Body, op: OpId) -> bool {
    let n = type_of(ctx, body, op, V::Operand(0)).and_then(|t| num_elements(ctx, t));
    multiple(pos(ctx, body, op), n)
}

/// `vector.deinterleave`: the trailing dimension of the source is even.
pub fn source_vector_even_element_count(ctx: &Context, body: &Body, op: OpId) -> bool {
    let shape = type_of(ctx, body, op, V::Operand(0)).and_then(|t| ctx.shape(t).map(<[i64]>::to_vec));
    shape.and_then(|s| s.last().copied()).is_some_and(|d| d % 2 == 0)
}

/// `vec` with its trailing dimension scaled by `num / den` (a 0-D vector
/// doubles to `vector<2x..>`).
fn resized(ctx: &Context, vec: Type, num: i64, den: i64) -> Option<Type> {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(vec) else { return None };
    let (mut shape, mut scalable, element) = (shape.clone(), scalable.clone(), *element);
    match shape.last_mut() {
        Some(d) => *d = d.checked_mul(num)? / den,
        None if num == 2 => {
            shape.push(2);
            scalable.push(false);
        }
        None => return None,
    }
    Some(ctx.intern_type(TypeKind::Vector { shape, scalable, element }))
}

/// `ResultIsHalfSourceVectorType<source, result>`.
pub fn result_is_half_source_vector_type(ctx: &Context, body: &Body, op: OpId, source: V, result: V) -> bool {
    match (type_of(ctx, body, op, source), type_of(ctx, body, op, result)) {
        (Some(s), Some(r)) => {
            let half = if ctx.shape(s).and_then(|sh| sh.last().copied()).is_some_and(|d| d / 2 <= 0) {
                Some(s)
            } else {
                resized(ctx, s, 1, 2)
            };
            half == Some(r)
        }
        _ => false,
    }
}

/// `ResultIsDoubleSourceVectorType<source, result>`.
pub fn result_is_double_source_vector_type(ctx: &Context, body: &Body, op: OpId, source: V, result: V) -> bool {
    match (type_of(ctx, body, op, source), type_of(ctx, body, op, result)) {
        (Some(s), Some(r)) => resized(ctx, s, 2, 1) == Some(r),
        _ => false,
    }
}
