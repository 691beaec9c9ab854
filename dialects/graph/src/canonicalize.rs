//! Canonicalization patterns of the graph ops. They are declarative rules
//! (`patterns/graph.td`, compiled into [`crate::generated_patterns`]); this
//! module registers them with the ops (`hasCanonicalizer` in
//! `GraphOps.td`) and holds the Rust the rules call: permutation algebra
//! for `graph.transpose` (`output[i] == input[permutation[i]]`) and the
//! one operand of a single-input `graph.add_n`.

use strata_ir::{AttrKind, Attribute, Context, DenseValue, Value};

pub use crate::generated_patterns::{add_n, cast, transpose};

/// The values of an `i64` dense array attribute.
pub(crate) fn i64_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                DenseValue::Int(i) => i.to_i64(),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `p[q[i]]`: transposing by `p`, then by `q`. `None` unless both are
/// permutations of one rank.
fn composed(ctx: &Context, p: Attribute, q: Attribute) -> Option<Vec<i64>> {
    let (p, q) = (i64_array(ctx, p)?, i64_array(ctx, q)?);
    if p.len() != q.len() {
        return None;
    }
    q.iter().map(|&i| usize::try_from(i).ok().and_then(|i| p.get(i).copied())).collect()
}

fn is_identity(perm: &[i64]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| usize::try_from(p).is_ok_and(|p| p == i))
}

/// `ComposePermutations`: the permutation of `transpose(transpose(x, p), q)`.
pub fn compose_permutations(ctx: &Context, p: Attribute, q: Attribute) -> Option<Attribute> {
    let r = composed(ctx, p, q)?;
    Some(ctx.dense_i64_array(&r))
}

/// `IsIdentityComposition`: `q` undoes `p`.
pub fn is_identity_composition(ctx: &Context, p: Attribute, q: Attribute) -> bool {
    composed(ctx, p, q).is_some_and(|r| is_identity(&r))
}

/// `IsIdentityPermutation`.
pub fn is_identity_permutation(ctx: &Context, p: Attribute) -> bool {
    i64_array(ctx, p).is_some_and(|p| is_identity(&p))
}

/// `OnlyValue`: the value of a one-element list.
pub fn only_value(values: &[Value]) -> Option<Value> {
    match values {
        [one] => Some(*one),
        _ => None,
    }
}
