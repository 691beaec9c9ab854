//! Affine expressions, maps and integer sets (upstream's `AffineExpr`,
//! `AffineMap`, `IntegerSet`), as plain trees stored inside attributes.
//!
//! Invariant: expressions are kept in the simplified canonical form the
//! constructors in this module produce (constants folded, constants on the
//! right of `+` and `*`), so structural equality is what upstream's
//! uniquing gives. Walks over an expression use explicit stacks
//! ([`AffineExpr::fold_post_order`]): a long sum parses into a deep tree.
//!
//! - [`map`]: operations on maps and sets (replacing dims and symbols,
//!   constant folding, shifting);
//! - [`flatten`]: upstream's `simplifyAffineExpr` (flattening to a linear
//!   form with local division variables and rebuilding);
//! - [`semi_affine`]: upstream's `simplifySemiAffine` (divisions by a
//!   symbol dividing the dividend, `(x - x mod q) mod q`);
//! - [`permutation`]: minor identities, permutations, inverses and
//!   composition (what vector transfers' maps are asked).

pub mod flatten;
pub mod map;
pub mod permutation;
pub mod semi_affine;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Vec<AffineExpr>,
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: `eq[i]` marks an equality.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Vec<AffineExpr>,
    pub eq: Vec<bool>,
}

/// A division by zero or a modulo by zero or less met while folding:
/// upstream folds it to `ub.poison`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Poison;

/// `floor(a / b)` (upstream's `floorDiv`), wrapping like `int64_t`.
/// `e * c` as `(e, c)` for a constant `c`; any other `e` as `(e, 1)`.
fn split_coefficient(e: &AffineExpr) -> (&AffineExpr, i64) {
    if let AffineExpr::Mul(l, r) = e {
        if let Some(c) = r.as_const() {
            return (l, c);
        }
    }
    (e, 1)
}

pub fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a.wrapping_rem(b) != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `ceil(a / b)` (upstream's `ceilDiv`), wrapping like `int64_t`.
pub fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a.wrapping_rem(b) != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Constructors that keep upstream's simplified canonical form (the
/// `simplifyAdd`/`simplifyMul`/`simplifyFloorDiv`/`simplifyCeilDiv`/
/// `simplifyMod` rules applied when upstream builds an expression).
/// Constant arithmetic wraps like upstream's `int64_t`.
impl AffineExpr {
    pub fn dim(pos: u32) -> AffineExpr {
        AffineExpr::Dim(pos)
    }
    pub fn symbol(pos: u32) -> AffineExpr {
        AffineExpr::Symbol(pos)
    }
    pub fn constant(value: i64) -> AffineExpr {
        AffineExpr::Constant(value)
    }

    pub fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// Rebuilds the expression bottom-up: `visit(e, None)` for a leaf,
    /// `visit(e, Some((lhs, rhs)))` for a binary `e` once both operands are
    /// visited. Iterative, so any depth is fine.
    pub fn fold_post_order<T>(&self, mut visit: impl FnMut(&AffineExpr, Option<(T, T)>) -> T) -> T {
        // Inline storage: most expressions are a few nodes deep.
        let mut work: smallvec::SmallVec<[(&AffineExpr, bool); 16]> = smallvec::smallvec![(self, false)];
        let mut done: smallvec::SmallVec<[T; 8]> = smallvec::SmallVec::new();
        while let Some((e, expanded)) = work.pop() {
            match e.operands() {
                Some((l, r)) if !expanded => {
                    work.push((e, true));
                    work.push((r, false));
                    work.push((l, false));
                }
                Some(_) => {
                    let (Some(rhs), Some(lhs)) = (done.pop(), done.pop()) else {
                        unreachable!("both operands are visited before their parent")
                    };
                    done.push(visit(e, Some((lhs, rhs))));
                }
                None => done.push(visit(e, None)),
            }
        }
        done.pop().unwrap_or_else(|| unreachable!("the root is visited"))
    }

    /// The binary expression of `e`'s kind over new operands, built with the
    /// simplifying constructors (upstream's `getAffineBinaryOpExpr`).
    pub fn rebuild_binary(e: &AffineExpr, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match e {
            AffineExpr::Add(..) => lhs.add(rhs),
            AffineExpr::Mul(..) => lhs.mul(rhs),
            AffineExpr::Mod(..) => lhs.modulo(rhs),
            AffineExpr::FloorDiv(..) => lhs.floor_div(rhs),
            AffineExpr::CeilDiv(..) => lhs.ceil_div(rhs),
            leaf => leaf.clone(),
        }
    }

    /// Upstream's `replaceDimsAndSymbols`: `d_i` becomes `dims[i]`, `s_j`
    /// `syms[j]` (positions past the lists stay), rebuilt with the
    /// simplifying constructors; unchanged subtrees are kept as they are.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        self.fold_post_order(|e, operands| match (e, operands) {
            (AffineExpr::Dim(p), _) => dims.get(*p as usize).cloned().unwrap_or_else(|| e.clone()),
            (AffineExpr::Symbol(p), _) => syms.get(*p as usize).cloned().unwrap_or_else(|| e.clone()),
            (_, Some((l, r))) => match e.operands() {
                Some((ol, or)) if *ol == l && *or == r => e.clone(),
                _ => AffineExpr::rebuild_binary(e, l, r),
            },
            _ => e.clone(),
        })
    }

    /// Calls `f` on every dim and symbol position the expression uses
    /// (`(true, p)` for `d_p`, `(false, p)` for `s_p`).
    pub fn walk_dims_and_symbols(&self, mut f: impl FnMut(bool, u32)) {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                AffineExpr::Dim(p) => f(true, *p),
                AffineExpr::Symbol(p) => f(false, *p),
                AffineExpr::Constant(_) => {}
                _ => {
                    if let Some((l, r)) = e.operands() {
                        stack.push(r);
                        stack.push(l);
                    }
                }
            }
        }
    }

    /// Upstream's `isPureAffine`: multiplications have a constant side and
    /// divisions and modulos a constant divisor.
    pub fn is_pure_affine(&self) -> bool {
        self.fold_post_order(|e, operands| match (e, operands) {
            (_, None) => true,
            (AffineExpr::Add(..), Some((l, r))) => l && r,
            (AffineExpr::Mul(a, b), Some((l, r))) => l && r && (a.as_const().is_some() || b.as_const().is_some()),
            (_, Some((l, _))) => l && e.operands().is_some_and(|(_, b)| b.as_const().is_some()),
        })
    }

    /// The value of the expression for constant dims and symbols (upstream's
    /// `AffineExprConstantFolder`): `None` if it uses an operand whose value
    /// is unknown, `Some(Err(Poison))` for a division or modulo by zero or
    /// less, as upstream gives `ub.poison`.
    pub fn evaluate(&self, dims: &[Option<i64>], syms: &[Option<i64>]) -> Option<Result<i64, Poison>> {
        self.fold_post_order(|e, operands| -> Option<Result<i64, Poison>> {
            match (e, operands) {
                (AffineExpr::Dim(p), _) => dims.get(*p as usize).copied().flatten().map(Ok),
                (AffineExpr::Symbol(p), _) => syms.get(*p as usize).copied().flatten().map(Ok),
                (AffineExpr::Constant(c), _) => Some(Ok(*c)),
                (_, Some((l, r))) => {
                    let (l, r) = (l?, r?);
                    let (Ok(a), Ok(b)) = (l, r) else { return Some(Err(Poison)) };
                    Some(match e {
                        AffineExpr::Add(..) => Ok(a.wrapping_add(b)),
                        AffineExpr::Mul(..) => Ok(a.wrapping_mul(b)),
                        AffineExpr::Mod(..) if b < 1 => Err(Poison),
                        AffineExpr::Mod(..) => Ok(a.rem_euclid(b)),
                        _ if b == 0 => Err(Poison),
                        AffineExpr::FloorDiv(..) => Ok(floor_div(a, b)),
                        _ => Ok(ceil_div(a, b)),
                    })
                }
                _ => None,
            }
        })
    }

    /// The terms of a `+` chain, left to right (the expression itself when
    /// it is no sum); iterative.
    pub fn summands(&self) -> Vec<&AffineExpr> {
        let mut out = Vec::new();
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                AffineExpr::Add(l, r) => {
                    stack.push(r);
                    stack.push(l);
                }
                other => out.push(other),
            }
        }
        out
    }

    /// The two operands of a binary expression.
    pub fn operands(&self) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            AffineExpr::Add(l, r)
            | AffineExpr::Mul(l, r)
            | AffineExpr::Mod(l, r)
            | AffineExpr::FloorDiv(l, r)
            | AffineExpr::CeilDiv(l, r) => Some((l, r)),
            _ => None,
        }
    }

    /// True when no dimension occurs in the expression.
    pub fn is_symbolic_or_constant(&self) -> bool {
        let mut stack: smallvec::SmallVec<[&AffineExpr; 16]> = smallvec::smallvec![self];
        while let Some(e) = stack.pop() {
            match e {
                AffineExpr::Dim(_) => return false,
                AffineExpr::Symbol(_) | AffineExpr::Constant(_) => {}
                _ => {
                    if let Some((l, r)) = e.operands() {
                        stack.push(l);
                        stack.push(r);
                    }
                }
            }
        }
        true
    }

    /// Upstream's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => match r.as_const() {
                Some(c) if c != 0 => {
                    let d = l.largest_known_divisor();
                    if d % c == 0 {
                        (d / c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            AffineExpr::Mul(l, r) => l.largest_known_divisor().wrapping_mul(r.largest_known_divisor()),
            AffineExpr::Add(l, r) | AffineExpr::Mod(l, r) => {
                gcd(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
        }
    }

    /// Both plain dims (or both plain symbols) with the left one later:
    /// upstream orders such operands by position.
    fn positions_out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
        match (lhs, rhs) {
            (AffineExpr::Dim(a), AffineExpr::Dim(b)) | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a > b,
            _ => false,
        }
    }

    #[allow(clippy::should_implement_trait)]
    pub fn add(self, rhs: AffineExpr) -> AffineExpr {
        let (lc, rc) = (self.as_const(), rhs.as_const());
        if let (Some(a), Some(b)) = (lc, rc) {
            return AffineExpr::Constant(a.wrapping_add(b));
        }
        if lc.is_some()
            || (self.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
            || Self::positions_out_of_order(&self, &rhs)
        {
            return rhs.add(self);
        }
        if rc == Some(0) {
            return self;
        }
        // (d0 + 2) + 3 -> d0 + 5
        if let (AffineExpr::Add(ll, lr), Some(c)) = (&self, rc) {
            if let Some(k) = lr.as_const() {
                return (**ll).clone().add(AffineExpr::Constant(k.wrapping_add(c)));
            }
        }
        // c1 * e + c2 * e -> (c1 + c2) * e (the terms compared in place:
        // cloning a long sum at every step would make building it
        // quadratic)
        let (first, c1) = split_coefficient(&self);
        let (second, c2) = split_coefficient(&rhs);
        if first == second {
            return first.clone().mul(AffineExpr::Constant(c1.wrapping_add(c2)));
        }
        // (d0 + 2) + d1 -> (d0 + d1) + 2
        if let AffineExpr::Add(ll, lr) = &self {
            if let Some(k) = lr.as_const() {
                return (**ll).clone().add(rhs).add(AffineExpr::Constant(k));
            }
        }
        // expr - (expr floordiv q) * q -> expr mod q
        if let AffineExpr::Mul(rl, rr) = &rhs {
            if rr.as_const() == Some(-1) {
                if let AffineExpr::Mul(fl, q) = &**rl {
                    if let AffineExpr::FloorDiv(e, q2) = &**fl {
                        if q2 == q && **e == self {
                            return self.modulo((**q).clone());
                        }
                    }
                    return AffineExpr::Add(Box::new(self), Box::new(rhs));
                }
            }
            if let AffineExpr::FloorDiv(e, q) = &**rl {
                if **e == self && q.as_const().is_some() && q.as_const().map(i64::wrapping_neg) == rr.as_const() {
                    return self.modulo((**q).clone());
                }
            }
        }
        AffineExpr::Add(Box::new(self), Box::new(rhs))
    }

    #[allow(clippy::should_implement_trait)]
    pub fn mul(self, rhs: AffineExpr) -> AffineExpr {
        let (lc, rc) = (self.as_const(), rhs.as_const());
        if let (Some(a), Some(b)) = (lc, rc) {
            return AffineExpr::Constant(a.wrapping_mul(b));
        }
        if (!rhs.is_symbolic_or_constant() && self.is_symbolic_or_constant())
            || lc.is_some()
            || Self::positions_out_of_order(&self, &rhs)
        {
            return rhs.mul(self);
        }
        match rc {
            Some(1) => return self,
            Some(0) => return rhs,
            _ => {}
        }
        if let AffineExpr::Mul(ll, lr) = &self {
            if let Some(k) = lr.as_const() {
                return match rc {
                    // (d0 * 2) * 3 -> d0 * 6
                    Some(c) => (**ll).clone().mul(AffineExpr::Constant(k.wrapping_mul(c))),
                    // (d0 * 2) * s0 -> (d0 * s0) * 2
                    None => (**ll).clone().mul(rhs).mul(AffineExpr::Constant(k)),
                };
            }
        }
        AffineExpr::Mul(Box::new(self), Box::new(rhs))
    }

    /// `-e`, built as `e * -1`.
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> AffineExpr {
        self.mul(AffineExpr::Constant(-1))
    }

    /// `a - b`, built as `a + b * -1`.
    #[allow(clippy::should_implement_trait)]
    pub fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self.add(rhs.neg())
    }

    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
            return AffineExpr::FloorDiv(Box::new(self), Box::new(rhs));
        };
        if let Some(a) = self.as_const() {
            return AffineExpr::Constant(floor_div(a, c));
        }
        if c == 1 {
            return self;
        }
        match &self {
            AffineExpr::Mul(l, r) if r.as_const().is_some_and(|k| k % c == 0) => {
                let k = r.as_const().unwrap_or(0);
                return (**l).clone().mul(AffineExpr::Constant(k / c));
            }
            AffineExpr::Add(l, r) if l.largest_known_divisor() % c == 0 || r.largest_known_divisor() % c == 0 => {
                return (**l)
                    .clone()
                    .floor_div(AffineExpr::Constant(c))
                    .add((**r).clone().floor_div(AffineExpr::Constant(c)));
            }
            _ => {}
        }
        AffineExpr::FloorDiv(Box::new(self), Box::new(rhs))
    }

    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
            return AffineExpr::CeilDiv(Box::new(self), Box::new(rhs));
        };
        if let Some(a) = self.as_const() {
            return AffineExpr::Constant(ceil_div(a, c));
        }
        if c == 1 {
            return self;
        }
        if let AffineExpr::Mul(l, r) = &self {
            if let Some(k) = r.as_const().filter(|k| k % c == 0) {
                return (**l).clone().mul(AffineExpr::Constant(k / c));
            }
        }
        AffineExpr::CeilDiv(Box::new(self), Box::new(rhs))
    }

    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        let Some(c) = rhs.as_const().filter(|&c| c >= 1) else {
            return AffineExpr::Mod(Box::new(self), Box::new(rhs));
        };
        if let Some(a) = self.as_const() {
            return AffineExpr::Constant(a.rem_euclid(c));
        }
        if self.largest_known_divisor() % c == 0 {
            return AffineExpr::Constant(0);
        }
        match &self {
            AffineExpr::Add(l, r) => {
                if l.largest_known_divisor() % c == 0 {
                    return (**r).clone().modulo(AffineExpr::Constant(c));
                }
                if r.largest_known_divisor() % c == 0 {
                    return (**l).clone().modulo(AffineExpr::Constant(c));
                }
            }
            AffineExpr::Mod(l, r) if r.as_const().is_some_and(|k| k >= 1 && k.rem_euclid(c) == 0) => {
                return (**l).clone().modulo(AffineExpr::Constant(c));
            }
            _ => {}
        }
        AffineExpr::Mod(Box::new(self), Box::new(rhs))
    }
}

#[cfg(test)]
mod tests {
    use super::AffineExpr as E;

    #[test]
    fn simplifies_like_upstream() {
        let (d0, d1, s0) = (E::dim(0), E::dim(1), E::symbol(0));
        assert_eq!(E::constant(3).add(d0.clone()), E::Add(Box::new(d0.clone()), Box::new(E::Constant(3))));
        assert_eq!(d0.clone().add(E::constant(0)), d0);
        assert_eq!(d0.clone().mul(E::constant(1)), d0);
        assert_eq!(d0.clone().mul(E::constant(0)), E::Constant(0));
        assert_eq!(d1.clone().add(d0.clone()), E::Add(Box::new(d0.clone()), Box::new(d1.clone())));
        assert_eq!(d0.clone().sub(d0.clone()), E::Constant(0));
        assert_eq!(E::constant(-7).floor_div(E::constant(2)), E::Constant(-4));
        assert_eq!(E::constant(-7).ceil_div(E::constant(2)), E::Constant(-3));
        assert_eq!(E::constant(-7).modulo(E::constant(2)), E::Constant(1));
        let x = d0.clone().sub(d0.clone().floor_div(E::constant(4)).mul(E::constant(4)));
        assert_eq!(x, E::Mod(Box::new(d0.clone()), Box::new(E::Constant(4))));
        assert_eq!(s0.clone().mul(d0.clone()), E::Mul(Box::new(d0), Box::new(s0)));
    }
}
