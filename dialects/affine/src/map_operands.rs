//! Maps and integer sets together with their SSA operands (upstream's
//! `canonicalizeMapAndOperands`, `composeAffineMapAndOperands`,
//! `simplifyMapWithOperands`, `simplifyMinOrMaxExprWithOperands`): the
//! rewrites every affine op's fold and canonicalization patterns share.
//!
//! Invariant: operands are laid out dims first, then symbols, and their
//! count always equals the map's (or set's) input count on return.

use strata_ir::affine::{ceil_div, floor_div, AffineExpr, AffineMap, IntegerSet};
use strata_ir::{smallvec, Body, Context, SmallVec, Value};

use crate::scope::{constant_bounds, for_induction_var_owner, for_step, is_valid_symbol};
use crate::AffineApplyOp;
use strata_ir::op_checks::constant_int_value;
use strata_rewrite::matchers::isa;

/// A map or a set: what `canonicalize_map_or_set` rewrites.
pub trait MapOrSet: Sized {
    fn dims_and_symbols(&self) -> (u32, u32);
    fn exprs(&self) -> &[AffineExpr];
    fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr], num_dims: u32, num_symbols: u32) -> Self;
}

impl MapOrSet for AffineMap {
    fn dims_and_symbols(&self) -> (u32, u32) {
        (self.num_dims, self.num_symbols)
    }
    fn exprs(&self) -> &[AffineExpr] {
        &self.results
    }
    fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr], nd: u32, ns: u32) -> Self {
        self.replace_dims_and_symbols(dims, syms, nd, ns)
    }
}

impl MapOrSet for IntegerSet {
    fn dims_and_symbols(&self) -> (u32, u32) {
        (self.num_dims, self.num_symbols)
    }
    fn exprs(&self) -> &[AffineExpr] {
        &self.constraints
    }
    fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr], nd: u32, ns: u32) -> Self {
        self.replace_dims_and_symbols(dims, syms, nd, ns)
    }
}

/// Upstream's `canonicalizePromotedSymbols`: dims whose operands are valid
/// symbols become symbols (appended after the existing ones).
fn promote_symbols<M: MapOrSet>(ctx: &Context, body: &Body, m: &mut M, operands: &mut Vec<Value>) {
    let (nd, ns) = m.dims_and_symbols();
    let promotes: SmallVec<[bool; 8]> =
        operands[..nd as usize].iter().map(|&v| is_valid_symbol(ctx, body, v)).collect();
    if !promotes.contains(&true) {
        // Nothing to promote: the replacement would be the identity.
        return;
    }
    let mut kept = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_map = Vec::with_capacity(nd as usize);
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i < nd as usize {
            if promotes[i] {
                dim_map.push(AffineExpr::Symbol(ns + promoted.len() as u32));
                promoted.push(v);
            } else {
                dim_map.push(AffineExpr::Dim(next_dim));
                next_dim += 1;
                kept.push(v);
            }
        } else {
            kept.push(v);
        }
    }
    let new_syms = ns + promoted.len() as u32;
    kept.extend(promoted);
    *m = m.replace(&dim_map, &[], next_dim, new_syms);
    *operands = kept;
}

/// Upstream's `canonicalizeMapOrSetAndOperands`: promotes symbols, drops
/// unused dims and symbols, merges repeated operands and folds constant
/// symbol operands into the map or set.
pub fn canonicalize_map_or_set<M: MapOrSet>(ctx: &Context, body: &Body, m: &mut M, operands: &mut Vec<Value>) {
    let (nd, ns) = m.dims_and_symbols();
    if operands.is_empty() || operands.len() != (nd + ns) as usize {
        return;
    }
    promote_symbols(ctx, body, m, operands);
    let (nd, ns) = m.dims_and_symbols();
    let mut used_dims: SmallVec<[bool; 8]> = smallvec![false; nd as usize];
    let mut used_syms: SmallVec<[bool; 8]> = smallvec![false; ns as usize];
    for e in m.exprs() {
        e.walk_dims_and_symbols(|is_dim, p| {
            let slot = if is_dim { used_dims.get_mut(p as usize) } else { used_syms.get_mut(p as usize) };
            if let Some(slot) = slot {
                *slot = true;
            }
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    // Operand lists are short: the first position of each operand is found
    // by a scan of the ones kept so far.
    let mut dim_map = vec![AffineExpr::Constant(0); nd as usize];
    for i in 0..nd as usize {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        let at = result.iter().position(|&w| w == v).unwrap_or_else(|| {
            result.push(v);
            result.len() - 1
        });
        dim_map[i] = AffineExpr::Dim(at as u32);
    }
    let next_dim = result.len() as u32;
    let mut sym_map = vec![AffineExpr::Constant(0); ns as usize];
    for i in 0..ns as usize {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd as usize + i];
        if let Some(c) = constant_int_value(ctx, body, v) {
            sym_map[i] = AffineExpr::Constant(c);
            continue;
        }
        let kept = &result[next_dim as usize..];
        let at = kept.iter().position(|&w| w == v).unwrap_or_else(|| {
            result.push(v);
            result.len() - 1 - next_dim as usize
        });
        sym_map[i] = AffineExpr::Symbol(at as u32);
    }
    let next_sym = result.len() as u32 - next_dim;
    let identity = next_dim == nd
        && next_sym == ns
        && dim_map.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
        && sym_map.iter().enumerate().all(|(j, e)| *e == AffineExpr::Symbol(j as u32));
    // The identity keeps every subtree as it is: skip rebuilding it.
    if !identity {
        *m = m.replace(&dim_map, &sym_map, next_dim, next_sym);
    }
    *operands = result;
}

/// Whether an `affine.apply` defines `v`: only such operands are
/// composed into a map.
pub fn defined_by_apply(ctx: &Context, body: &Body, v: Value) -> bool {
    body.defining_op(v).is_some_and(|d| isa::<AffineApplyOp>(ctx, body, d))
}

/// The `affine.apply` defining `v`, with its map.
fn apply_of(ctx: &Context, body: &Body, v: Value) -> Option<(AffineMap, Vec<Value>)> {
    let def = body.defining_op(v)?;
    if !isa::<AffineApplyOp>(ctx, body, def) {
        return None;
    }
    let map = crate::scope::map_attr(ctx, body, def, "map")?;
    let operands: Vec<Value> = body.operands(def).collect();
    (map.results.len() == 1 && operands.len() == map.num_inputs()).then(|| (map.clone(), operands))
}

/// Upstream's `composeAffineMapAndOperands`: every dim or symbol whose
/// operand an `affine.apply` defines is replaced by that apply's
/// expression (one level), then the map is canonicalized and simplified.
pub fn compose_map_and_operands(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if operands.len() != map.num_inputs() {
        return;
    }
    // Without an `affine.apply` among the operands nothing is replaced, and
    // renumbering the operands would rebuild the map as it is.
    if map.results.is_empty() || !operands.iter().any(|&v| defined_by_apply(ctx, body, v)) {
        canonicalize_map_or_set(ctx, body, map, operands);
        *map = map.simplified();
        return;
    }
    let mut dims: Vec<Option<Value>> = operands[..map.num_dims as usize].iter().copied().map(Some).collect();
    let mut syms: Vec<Option<Value>> = operands[map.num_dims as usize..].iter().copied().map(Some).collect();
    // Each replacement only appends to `dims`/`syms`: positions stay valid.
    let mut pos = 0;
    while pos < dims.len() + syms.len() {
        let is_dim = pos < dims.len();
        let slot = if is_dim { dims[pos] } else { syms[pos - dims.len()] };
        let Some((mut inner, mut inner_operands)) = slot.and_then(|v| apply_of(ctx, body, v)) else {
            pos += 1;
            continue;
        };
        canonicalize_map_or_set(ctx, body, &mut inner, &mut inner_operands);
        let replacement = inner.shift_dims(dims.len() as u32).shift_symbols(syms.len() as u32).results.swap_remove(0);
        let (ind, ins) = (inner.num_dims as usize, inner.num_symbols as usize);
        let (target, at) = if is_dim { (&mut dims, pos) } else { (&mut syms, pos - dims.len()) };
        target[at] = None;
        let to_replace = if is_dim { AffineExpr::Dim(at as u32) } else { AffineExpr::Symbol(at as u32) };
        dims.extend(inner_operands[..ind].iter().copied().map(Some));
        syms.extend(inner_operands[ind..ind + ins].iter().copied().map(Some));
        let (nd, ns) = (dims.len() as u32, syms.len() as u32);
        let ident_dims: Vec<AffineExpr> = (0..map.num_dims)
            .map(|d| if to_replace == AffineExpr::Dim(d) { replacement.clone() } else { AffineExpr::Dim(d) })
            .collect();
        let ident_syms: Vec<AffineExpr> = (0..map.num_symbols)
            .map(|s| if to_replace == AffineExpr::Symbol(s) { replacement.clone() } else { AffineExpr::Symbol(s) })
            .collect();
        *map = map.replace_dims_and_symbols(&ident_dims, &ident_syms, nd, ns);
        pos = 0; // upstream restarts its scan after every replacement
    }
    let mut new_operands = Vec::new();
    let mut dim_map = Vec::with_capacity(dims.len());
    for d in &dims {
        match d {
            Some(v) => {
                dim_map.push(AffineExpr::Dim(new_operands.len() as u32));
                new_operands.push(*v);
            }
            None => dim_map.push(AffineExpr::Constant(0)),
        }
    }
    let nd = new_operands.len() as u32;
    let mut sym_map = Vec::with_capacity(syms.len());
    for s in &syms {
        match s {
            Some(v) => {
                sym_map.push(AffineExpr::Symbol(new_operands.len() as u32 - nd));
                new_operands.push(*v);
            }
            None => sym_map.push(AffineExpr::Constant(0)),
        }
    }
    let ns = new_operands.len() as u32 - nd;
    *map = map.replace_dims_and_symbols(&dim_map, &sym_map, nd, ns);
    *operands = new_operands;
    canonicalize_map_or_set(ctx, body, map, operands);
    *map = map.simplified();
}

/// Upstream's `fullyComposeAffineMapAndOperands`: composes until no
/// operand comes from an `affine.apply`.
pub fn fully_compose_map_and_operands(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<Value>) {
    while operands.iter().any(|&v| apply_of(ctx, body, v).is_some()) {
        let before = (map.clone(), operands.clone());
        compose_map_and_operands(ctx, body, map, operands);
        if (map.clone(), operands.clone()) == before {
            break;
        }
    }
}

/// Constant lower bound of an `affine.for` induction variable.
fn iv_lower_bound(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    constant_bounds(ctx, body, for_induction_var_owner(ctx, body, v)?).0
}

/// Inclusive constant upper bound of an `affine.for` induction variable
/// (the last value it takes when the lower bound is known too).
fn iv_upper_bound(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let owner = for_induction_var_owner(ctx, body, v)?;
    let (lb, ub) = constant_bounds(ctx, body, owner);
    let ub = ub?;
    match (lb, for_step(ctx, body, owner)) {
        (Some(lb), Some(step)) if step > 0 => Some(ub - 1 - (ub - lb - 1).rem_euclid(step)),
        _ => Some(ub - 1),
    }
}

/// Upstream's `getBoundForAffineExpr`: a constant lower (or upper,
/// inclusive) bound of `e` from bounds of its inputs.
pub fn bound_for_expr(
    e: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    if let Some((lhs, rhs)) = e.operands() {
        let c = rhs.as_const();
        match e {
            AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => {
                let c = c.filter(|&c| c >= 1)?;
                let b = bound_for_expr(lhs, num_dims, num_symbols, lower, upper, is_upper)?;
                return Some(match e {
                    AffineExpr::FloorDiv(..) => floor_div(b, c),
                    _ => ceil_div(b, c),
                });
            }
            AffineExpr::Mod(..) => {
                if let Some(c) = c.filter(|&c| c >= 1) {
                    let lb = bound_for_expr(lhs, num_dims, num_symbols, lower, upper, false);
                    let ub = bound_for_expr(lhs, num_dims, num_symbols, lower, upper, is_upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if lb.div_euclid(c) == ub.div_euclid(c) {
                            return Some(if is_upper { ub.rem_euclid(c) } else { lb.rem_euclid(c) });
                        }
                    }
                    return Some(if is_upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let (row, locals) = e.flatten(num_dims, num_symbols)?;
    if !locals.is_empty() {
        return None;
    }
    let mut bound: i64 = 0;
    for (i, &coeff) in row.iter().enumerate().take((num_dims + num_symbols) as usize) {
        let b = match coeff.signum() {
            1 => if is_upper { upper } else { lower }.get(i).copied().flatten()?,
            -1 => if is_upper { lower } else { upper }.get(i).copied().flatten()?,
            _ => continue,
        };
        bound = bound.wrapping_add(b.wrapping_mul(coeff));
    }
    Some(bound.wrapping_add(*row.last()?))
}

/// Constant lower and (inclusive) upper bounds of each operand, from the
/// `affine.for` loops whose induction variables they are.
fn operand_bounds(ctx: &Context, body: &Body, operands: &[Value]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    let lower = operands.iter().map(|&v| iv_lower_bound(ctx, body, v)).collect();
    let upper = operands.iter().map(|&v| iv_upper_bound(ctx, body, v)).collect();
    (lower, upper)
}

/// Upstream's `getLargestKnownDivisor(e, operands)`: a dim that is an
/// induction variable is a multiple of its loop's step (and lower bound).
fn largest_known_divisor(ctx: &Context, body: &Body, e: &AffineExpr, operands: &[Value]) -> i64 {
    let AffineExpr::Dim(p) = e else { return e.largest_known_divisor() };
    let Some(owner) = operands.get(*p as usize).and_then(|&v| for_induction_var_owner(ctx, body, v)) else {
        return 1;
    };
    let step = for_step(ctx, body, owner).unwrap_or(1);
    match constant_bounds(ctx, body, owner).0 {
        Some(0) => step,
        _ => {
            let lb_divisor = crate::scope::map_attr(ctx, body, owner, "lowerBoundMap")
                .map_or(1, |m| m.results.iter().fold(0u64, |g, r| gcd(g, r.largest_known_divisor().unsigned_abs())));
            gcd(lb_divisor, step.unsigned_abs()) as i64
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Upstream's `isNonNegativeBoundedBy`: `0 <= e < k` for a constant or an
/// induction variable with constant bounds.
fn is_non_negative_bounded_by(ctx: &Context, body: &Body, e: &AffineExpr, operands: &[Value], k: i64) -> bool {
    match e {
        AffineExpr::Constant(c) => *c >= 0 && *c < k,
        AffineExpr::Dim(p) => {
            let Some(owner) = operands.get(*p as usize).and_then(|&v| for_induction_var_owner(ctx, body, v)) else {
                return false;
            };
            matches!(constant_bounds(ctx, body, owner), (Some(lb), Some(ub)) if lb >= 0 && ub <= k)
        }
        _ => false,
    }
}

/// Upstream's `simplifyExprAndOperands`: floordiv, ceildiv and mod by a
/// positive constant simplified with the operands' loop bounds.
fn simplify_expr_with_operands(
    ctx: &Context,
    body: &Body,
    e: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    operands: &[Value],
    bounds: &(Vec<Option<i64>>, Vec<Option<i64>>),
) -> AffineExpr {
    e.fold_post_order(|node, children| {
        let Some((l, r)) = children else { return node.clone() };
        let expr = AffineExpr::rebuild_binary(node, l, r);
        let is_div_or_mod = matches!(expr, AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) | AffineExpr::Mod(..));
        let Some((lhs, rhs)) = expr.operands().filter(|_| is_div_or_mod) else { return expr };
        let Some(c) = rhs.as_const().filter(|&c| c > 0) else { return expr };
        let (lower, upper) = bounds;
        let lb = bound_for_expr(lhs, num_dims, num_symbols, lower, upper, false);
        let ub = bound_for_expr(lhs, num_dims, num_symbols, lower, upper, true);
        if let (Some(lb), Some(ub)) = (lb, ub) {
            match expr {
                AffineExpr::FloorDiv(..) if floor_div(lb, c) == floor_div(ub, c) => {
                    return AffineExpr::Constant(floor_div(lb, c))
                }
                AffineExpr::CeilDiv(..) if ceil_div(lb, c) == ceil_div(ub, c) => {
                    return AffineExpr::Constant(ceil_div(lb, c))
                }
                AffineExpr::Mod(..) if lb >= 0 && lb < c && ub < c => return lhs.clone(),
                _ => {}
            }
        }
        // (q * d + r) floordiv c and (q * d + r) mod c with 0 <= r < d.
        if let AffineExpr::Add(ll, lr) = lhs {
            let split = [(&**ll, &**lr), (&**lr, &**ll)].into_iter().find_map(|(multiple, rest)| {
                let d = largest_known_divisor(ctx, body, multiple, operands);
                is_non_negative_bounded_by(ctx, body, rest, operands, d).then(|| (multiple.clone(), rest.clone(), d))
            });
            if let Some((multiple, rest, d)) = split {
                return match expr {
                    AffineExpr::FloorDiv(..) if c % d == 0 => multiple.floor_div(AffineExpr::Constant(c)),
                    AffineExpr::Mod(..) if d % c == 0 => rest.modulo(AffineExpr::Constant(c)),
                    _ => expr,
                };
            }
        }
        let floordiv_zero =
            matches!(expr, AffineExpr::FloorDiv(..)) && is_non_negative_bounded_by(ctx, body, lhs, operands, c);
        let mod_zero = matches!(expr, AffineExpr::Mod(..)) && largest_known_divisor(ctx, body, lhs, operands) % c == 0;
        if floordiv_zero || mod_zero {
            return AffineExpr::Constant(0);
        }
        expr
    })
}

/// Upstream's `simplifyMapWithOperands`.
pub fn simplify_map_with_operands(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &[Value]) {
    if operands.len() != map.num_inputs() {
        return;
    }
    let bounds = operand_bounds(ctx, body, operands);
    let (nd, ns) = (map.num_dims, map.num_symbols);
    for r in &mut map.results {
        *r = simplify_expr_with_operands(ctx, body, r, nd, ns, operands, &bounds);
    }
}

/// Upstream's `simplifyMinOrMaxExprWithOperands`: results of a min (max)
/// that can never be the smallest (largest) are dropped, results with equal
/// constant bounds become constants.
pub fn simplify_min_or_max_with_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &[Value],
    is_max: bool,
) {
    if operands.is_empty() || operands.len() != map.num_inputs() {
        return;
    }
    let (lower_in, upper_in) = operand_bounds(ctx, body, operands);
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let bound = |e: &AffineExpr, upper: bool| match e.as_const() {
        Some(c) => Some(c),
        None => bound_for_expr(e, nd, ns, &lower_in, &upper_in, upper),
    };
    let lower: Vec<Option<i64>> = map.results.iter().map(|e| bound(e, false)).collect();
    let upper: Vec<Option<i64>> = map.results.iter().map(|e| bound(e, true)).collect();
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, e) in map.results.iter().enumerate() {
        let e = match (lower[i], upper[i]) {
            (Some(l), Some(u)) if l == u => AffineExpr::Constant(l),
            _ => e.clone(),
        };
        // For a max, `e` is redundant if another result is always at least
        // its largest value (for a min, mirrored); of two equal constants
        // the first is kept.
        let (mine, others, theirs) = if is_max { (upper[i], &lower, &upper) } else { (lower[i], &upper, &lower) };
        let Some(mine) = mine else {
            kept.push(e);
            continue;
        };
        let redundant = others.iter().enumerate().any(|(pos, other)| {
            let Some(other) = *other else { return false };
            if pos == i {
                return false;
            }
            let beats = if is_max { other > mine } else { other < mine };
            if beats {
                return true;
            }
            if other != mine {
                return false;
            }
            let self_const = lower[i].is_some() && lower[i] == upper[i];
            !(theirs[pos].is_some() && self_const && Some(other) == theirs[pos] && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    map.results = kept;
}
