//! Linearizations of delinearized indices inside maps: in a sum of an
//! `affine.apply`'s map, the terms `r_k * stride_k` over every result `r_k`
//! of one `affine.delinearize_index` of `x` (with `stride_k` the product of
//! the basis elements after `k`) add up to `x` itself, and are replaced by
//! it, as mlir-opt-22 does (`delin_apply_cancel_*` in upstream's tests).
//! Only exact matches cancel: every result once, each with its stride as
//! coefficient; other terms of the sum stay.
//!
//! Invariant: the map gains one input (a dim if a replaced result was a
//! dim, else a symbol) bound to `x`; the replaced inputs stay until
//! canonicalization drops them.

use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::{Body, Context, OpId, Value, DYNAMIC};

use crate::AffineDelinearizeIndexOp;
use strata_ir::op_checks::i64_array;
use strata_rewrite::matchers::isa;

/// A delinearization whose results feed the map.
struct Delinearization {
    op: OpId,
    /// The stride of each result.
    strides: Vec<i64>,
    /// For each result, the map inputs bound to it (dims first, by
    /// position among all inputs).
    inputs: Vec<Vec<usize>>,
}

/// The delinearizations with a static basis among `operands`' producers,
/// in order of first use.
fn delinearizations(ctx: &Context, body: &Body, operands: &[Value]) -> Vec<Delinearization> {
    let mut found: Vec<Delinearization> = Vec::new();
    for (pos, &v) in operands.iter().enumerate() {
        let Some(def) = body.defining_op(v) else { continue };
        if !isa::<AffineDelinearizeIndexOp>(ctx, body, def) {
            continue;
        }
        let Some(k) = body.results(def).iter().position(|&r| r == v) else { continue };
        if let Some(d) = found.iter_mut().find(|d| d.op == def) {
            d.inputs[k].push(pos);
            continue;
        }
        let basis = i64_array(ctx, body, def, "static_basis");
        let n = body.num_results(def);
        // The basis element after result `k` is `basis[k + 1 - padding]`.
        let padding = n - basis.len().min(n);
        let mut strides = vec![1i64; n];
        let mut ok = basis.iter().all(|&b| b != DYNAMIC);
        for k in (0..n.saturating_sub(1)).rev() {
            let next = basis.get(k + 1 - padding).copied().unwrap_or(DYNAMIC);
            match strides[k + 1].checked_mul(next) {
                Some(s) if ok => strides[k] = s,
                _ => ok = false,
            }
        }
        if !ok {
            continue;
        }
        let mut inputs = vec![Vec::new(); n];
        inputs[k].push(pos);
        found.push(Delinearization { op: def, strides, inputs });
    }
    found
}

/// `term` as (input position, coefficient) when it is `input * c` or a
/// lone input.
fn as_scaled_input(map: &AffineMap, term: &AffineExpr) -> Option<(usize, i64)> {
    let pos = |e: &AffineExpr| match e {
        AffineExpr::Dim(p) => Some(*p as usize),
        AffineExpr::Symbol(p) => Some(map.num_dims as usize + *p as usize),
        _ => None,
    };
    match term {
        AffineExpr::Mul(l, r) => Some((pos(l)?, r.as_const()?)),
        e => Some((pos(e)?, 1)),
    }
}

/// Replaces, in one sum, the terms of `d` by `x` if all are there.
fn cancel_in_sum(map: &AffineMap, terms: &mut Vec<AffineExpr>, d: &Delinearization, x: &AffineExpr) -> bool {
    let mut taken = vec![false; terms.len()];
    for (k, stride) in d.strides.iter().enumerate() {
        let found = terms.iter().enumerate().position(|(t, term)| {
            !taken[t] && as_scaled_input(map, term).is_some_and(|(p, c)| c == *stride && d.inputs[k].contains(&p))
        });
        match found {
            Some(t) => taken[t] = true,
            None => return false,
        }
    }
    let mut kept: Vec<AffineExpr> = terms.iter().zip(&taken).filter(|(_, &t)| !t).map(|(e, _)| e.clone()).collect();
    kept.push(x.clone());
    *terms = kept;
    true
}

/// Rebuilds `e` with every sum (also inside products, divisions and
/// modulos) passed through `f`. Recursion only follows parentheses, whose
/// depth the parser bounds; `+` chains are walked iteratively.
fn rewrite_sums(e: &AffineExpr, f: &mut dyn FnMut(&mut Vec<AffineExpr>) -> bool, changed: &mut bool) -> AffineExpr {
    match e {
        AffineExpr::Add(..) => {
            let mut terms: Vec<AffineExpr> = e.summands().into_iter().map(|t| rewrite_sums(t, f, changed)).collect();
            *changed |= f(&mut terms);
            let mut iter = terms.into_iter();
            let first = iter.next().unwrap_or(AffineExpr::Constant(0));
            iter.fold(first, AffineExpr::add)
        }
        _ => match e.operands() {
            Some((l, r)) => {
                let (l, r) = (rewrite_sums(l, f, changed), rewrite_sums(r, f, changed));
                AffineExpr::rebuild_binary(e, l, r)
            }
            None => e.clone(),
        },
    }
}

/// Cancels the linearizations of delinearized indices in `map` (one
/// result, as `affine.apply`'s); returns whether anything changed.
pub fn cancel_delinearizations(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<Value>) -> bool {
    if map.results.len() != 1 || operands.len() != map.num_inputs() {
        return false;
    }
    let mut any = false;
    for d in delinearizations(ctx, body, operands) {
        let as_dim = d.inputs.iter().flatten().any(|&p| p < map.num_dims as usize);
        let x = if as_dim { AffineExpr::Dim(map.num_dims) } else { AffineExpr::Symbol(map.num_symbols) };
        let mut changed = false;
        let snapshot = map.clone();
        let result = rewrite_sums(&map.results[0], &mut |terms| cancel_in_sum(&snapshot, terms, &d, &x), &mut changed);
        if !changed {
            continue;
        }
        // The new input goes after the dims or after the symbols.
        let linear = body.operand(d.op, 0);
        if as_dim {
            operands.insert(map.num_dims as usize, linear);
            *map = AffineMap::new(map.num_dims + 1, map.num_symbols, vec![result]);
        } else {
            operands.push(linear);
            *map = AffineMap::new(map.num_dims, map.num_symbols + 1, vec![result]);
        }
        any = true;
    }
    any
}
