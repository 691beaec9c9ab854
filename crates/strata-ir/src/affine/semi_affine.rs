//! Upstream's `simplifySemiAffine`: divisions and modulos by a symbol whose
//! dividend is a multiple of that symbol are divided out (`(s0 * d0)
//! floordiv s0 -> d0`, `(s0 * d0) mod s0 -> 0`), and `(x - x mod q) mod q`
//! is 0 (`isModOfModSubtraction`, the shape loop peeling leaves).
//!
//! Invariant: the walks here recurse over the expression, so expressions of
//! more than [`MAX_NODES`] nodes are left as they are (a parsed expression
//! can be a long `+` chain; upstream recurses without a bound).

use super::AffineExpr;

/// The largest expression simplified here.
pub const MAX_NODES: usize = 512;

fn node_count(e: &AffineExpr) -> usize {
    let mut count = 0;
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        count += 1;
        if count > MAX_NODES {
            break;
        }
        if let Some((l, r)) = e.operands() {
            stack.push(l);
            stack.push(r);
        }
    }
    count
}

#[derive(Copy, Clone, PartialEq)]
enum Kind {
    Mod,
    FloorDiv,
    CeilDiv,
}

fn kind_of(e: &AffineExpr) -> Option<Kind> {
    match e {
        AffineExpr::Mod(..) => Some(Kind::Mod),
        AffineExpr::FloorDiv(..) => Some(Kind::FloorDiv),
        AffineExpr::CeilDiv(..) => Some(Kind::CeilDiv),
        _ => None,
    }
}

/// Upstream's `isDivisibleBySymbol`: `e` is a multiple of symbol `pos` for
/// a division or modulo of kind `op`.
fn is_divisible_by_symbol(e: &AffineExpr, pos: u32, op: Kind) -> bool {
    match e {
        AffineExpr::Constant(c) => *c == 0,
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(p) => *p == pos,
        AffineExpr::Add(l, r) => is_divisible_by_symbol(l, pos, op) && is_divisible_by_symbol(r, pos, op),
        AffineExpr::Mod(l, r) => is_divisible_by_symbol(l, pos, Kind::Mod) && is_divisible_by_symbol(r, pos, Kind::Mod),
        AffineExpr::Mul(l, r) => is_divisible_by_symbol(l, pos, op) || is_divisible_by_symbol(r, pos, op),
        AffineExpr::FloorDiv(l, _) | AffineExpr::CeilDiv(l, _) => {
            kind_of(e) == Some(op) && is_divisible_by_symbol(l, pos, op)
        }
    }
}

/// Upstream's `symbolicDivide`, once divisibility is known.
fn symbolic_divide(e: &AffineExpr, pos: u32, op: Kind) -> Option<AffineExpr> {
    Some(match e {
        AffineExpr::Constant(c) => {
            if *c != 0 {
                return None;
            }
            AffineExpr::Constant(0)
        }
        AffineExpr::Dim(_) => return None,
        AffineExpr::Symbol(_) => AffineExpr::Constant(1),
        AffineExpr::Add(l, r) => symbolic_divide(l, pos, op)?.add(symbolic_divide(r, pos, op)?),
        AffineExpr::Mod(l, r) => symbolic_divide(l, pos, Kind::Mod)?.modulo(symbolic_divide(r, pos, Kind::Mod)?),
        AffineExpr::Mul(l, r) => {
            if !is_divisible_by_symbol(l, pos, op) {
                (**l).clone().mul(symbolic_divide(r, pos, op)?)
            } else {
                symbolic_divide(l, pos, op)?.mul((**r).clone())
            }
        }
        AffineExpr::FloorDiv(l, r) => symbolic_divide(l, pos, Kind::FloorDiv)?.floor_div((**r).clone()),
        AffineExpr::CeilDiv(l, r) => symbolic_divide(l, pos, Kind::CeilDiv)?.ceil_div((**r).clone()),
    })
}

/// `e * -1` (or `-1 * e`): `e`.
fn negated(e: &AffineExpr) -> Option<&AffineExpr> {
    match e {
        AffineExpr::Mul(l, r) if r.as_const() == Some(-1) => Some(l),
        AffineExpr::Mul(l, r) if l.as_const() == Some(-1) => Some(r),
        _ => None,
    }
}

/// Upstream's `isModOfModSubtraction`: `lhs` is `x - x mod rhs`.
fn is_mod_of_mod_subtraction(lhs: &AffineExpr, rhs: &AffineExpr, num_dims: u32, num_symbols: u32) -> bool {
    let terms = lhs.summands();
    for (i, term) in terms.iter().enumerate() {
        let Some(AffineExpr::Mod(x, q)) = negated(term) else { continue };
        if **q != *rhs {
            continue;
        }
        let mut diff = AffineExpr::Constant(0);
        for (j, t) in terms.iter().enumerate() {
            if i != j {
                diff = diff.add((*t).clone());
            }
        }
        diff = diff.sub((**x).clone());
        if diff.simplified(num_dims, num_symbols).as_const() == Some(0) {
            return true;
        }
    }
    false
}

/// Is `e` small enough for the recursive walks here ([`MAX_NODES`])?
pub fn within_limit(e: &AffineExpr) -> bool {
    node_count(e) <= MAX_NODES
}

/// Upstream's `simplifySemiAffine` (see the module doc); expressions over
/// the limit are returned as they are.
pub fn simplify_semi_affine(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    if !within_limit(e) {
        return e.clone();
    }
    simplify(e, num_dims, num_symbols)
}

fn simplify(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let Some((l, r)) = e.operands() else { return e.clone() };
    let (sl, sr) = (simplify(l, num_dims, num_symbols), simplify(r, num_dims, num_symbols));
    let Some(kind) = kind_of(e) else { return AffineExpr::rebuild_binary(e, sl, sr) };
    if is_mod_of_mod_subtraction(&sl, &sr, num_dims, num_symbols) {
        return AffineExpr::Constant(0);
    }
    let AffineExpr::Symbol(pos) = sr else { return AffineExpr::rebuild_binary(e, sl, sr) };
    if !is_divisible_by_symbol(l, pos, kind) {
        return AffineExpr::rebuild_binary(e, sl, sr);
    }
    if kind == Kind::Mod {
        return AffineExpr::Constant(0);
    }
    symbolic_divide(&sl, pos, kind).unwrap_or_else(|| AffineExpr::rebuild_binary(e, sl.clone(), sr))
}

#[cfg(test)]
mod tests {
    use super::AffineExpr as E;

    #[test]
    fn mod_of_mod_and_symbolic_division() {
        let (s0, s1, d0) = (E::symbol(0), E::symbol(1), E::dim(0));
        // (s0 - s0 mod s1) mod s1 -> 0
        let e = s0.clone().sub(s0.clone().modulo(s1.clone())).modulo(s1.clone());
        assert_eq!(e.simplified(0, 2), E::Constant(0));
        // (d0 * s0) floordiv s0 -> d0 ; (d0 * s0) mod s0 -> 0
        let p = d0.clone().mul(s0.clone());
        assert_eq!(p.clone().floor_div(s0.clone()).simplified(1, 1), d0);
        assert_eq!(p.modulo(s0.clone()).simplified(1, 1), E::Constant(0));
    }

    #[test]
    fn semi_affine_terms_are_ordered_like_upstream() {
        let (s0, s1) = (E::symbol(0), E::symbol(1));
        // s1 mod (s0 * 3) + (s0 * s0) * 6 + s0 * 8 -> s0 * 8 + (s0 * s0) * 6 + s1 mod (s0 * 3)
        let m = s1.clone().modulo(s0.clone().mul(E::constant(3)));
        let sq = s0.clone().mul(s0.clone());
        let e = m.clone().add(sq.clone().mul(E::constant(6))).add(s0.clone().mul(E::constant(8)));
        let want = s0.clone().mul(E::constant(8)).add(sq.mul(E::constant(6))).add(m);
        assert_eq!(e.simplified(0, 2), want);
    }
}
