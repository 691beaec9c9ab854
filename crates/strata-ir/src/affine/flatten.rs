//! Upstream's `simplifyAffineExpr`: a pure affine expression is flattened
//! into a linear combination of dims, symbols and local variables (one per
//! distinct `floordiv`/`ceildiv` quotient, `e mod c` becoming
//! `e - c * (e floordiv c)`) plus a constant, then rebuilt in upstream's
//! order: dims and symbols by position, then locals, then the constant
//! (`getAffineExprFromFlatForm`). Common divisors of a division's
//! numerator and denominator cancel on the way.
//!
//! Invariants: every row on the operand stack has `num_dims + num_symbols +
//! locals + 1` columns, the constant last; a new local adds a column to
//! every row. Semi-affine expressions (products of two non-constants,
//! divisions by non-constants) and non-positive divisors are returned
//! unchanged.

use super::{gcd, AffineExpr};

struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    /// The quotient expression of each local variable.
    locals: Vec<AffineExpr>,
    stack: Vec<Vec<i64>>,
}

impl Flattener {
    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn row(&self) -> Vec<i64> {
        vec![0; self.local_start() + self.locals.len() + 1]
    }

    /// Index of the local holding `e`, adding one if there is none.
    fn local(&mut self, e: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|l| *l == e) {
            return i;
        }
        let at = self.local_start() + self.locals.len();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.locals.push(e);
        self.locals.len() - 1
    }

    /// Only a constant: its value.
    fn as_constant(row: &[i64]) -> Option<i64> {
        let (last, rest) = row.split_last()?;
        rest.iter().all(|&c| c == 0).then_some(*last)
    }

    /// Applies one binary expression to the top two rows; `None` when the
    /// expression is not something the flattener handles.
    fn binary(&mut self, e: &AffineExpr) -> Option<()> {
        let rhs = self.stack.pop()?;
        let mut lhs = self.stack.pop()?;
        // A product, division or modulo whose right side is not a constant
        // is semi-affine: one local variable stands for it.
        let semi_affine =
            e.operands().is_some_and(|(_, r)| r.as_const().is_none()) && !matches!(e, AffineExpr::Add(..));
        if semi_affine {
            let (a, b) = (self.rebuild(&lhs), self.rebuild(&rhs));
            let local = self.local(AffineExpr::rebuild_binary(e, a, b));
            lhs = self.row();
            lhs[self.local_start() + local] = 1;
            self.stack.push(lhs);
            return Some(());
        }
        match e {
            AffineExpr::Add(..) => {
                for (l, r) in lhs.iter_mut().zip(&rhs) {
                    *l = l.wrapping_add(*r);
                }
            }
            AffineExpr::Mul(..) => {
                let (row, c) = match (Self::as_constant(&rhs), Self::as_constant(&lhs)) {
                    (Some(c), _) => (lhs, c),
                    (None, Some(c)) => (rhs, c),
                    (None, None) => return None,
                };
                lhs = row.into_iter().map(|v| v.wrapping_mul(c)).collect();
            }
            AffineExpr::Mod(..) => {
                let c = Self::as_constant(&rhs).filter(|&c| c > 0)?;
                if lhs.iter().all(|v| v % c == 0) {
                    lhs.iter_mut().for_each(|v| *v = 0);
                } else {
                    // e mod c = e - c * q with q = e floordiv c, after
                    // cancelling the common divisor of e and c in q.
                    let g = lhs.iter().fold(c as u64, |g, &v| gcd(g, v.unsigned_abs())) as i64;
                    let dividend: Vec<i64> = lhs.iter().map(|v| v / g).collect();
                    let q = self.rebuild(&dividend).floor_div(AffineExpr::Constant(c / g));
                    self.stack.push(lhs);
                    let local = self.local(q);
                    lhs = self.stack.pop()?;
                    // Upstream sets (does not add to) a reused local's coefficient.
                    lhs[self.local_start() + local] = c.wrapping_neg();
                }
            }
            AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => {
                let c = Self::as_constant(&rhs).filter(|&c| c > 0)?;
                let g = lhs.iter().fold(c as u64, |g, &v| gcd(g, v.unsigned_abs())) as i64;
                lhs.iter_mut().for_each(|v| *v /= g);
                let divisor = c / g;
                if divisor != 1 {
                    let a = self.rebuild(&lhs);
                    let q = match e {
                        AffineExpr::FloorDiv(..) => a.floor_div(AffineExpr::Constant(divisor)),
                        _ => a.ceil_div(AffineExpr::Constant(divisor)),
                    };
                    let local = self.local(q);
                    lhs = self.row();
                    lhs[self.local_start() + local] = 1;
                }
            }
            _ => return None,
        }
        self.stack.push(lhs);
        Some(())
    }

    /// Upstream's `getAffineExprFromFlatForm`.
    fn rebuild(&self, row: &[i64]) -> AffineExpr {
        let start = self.local_start();
        let mut expr = AffineExpr::Constant(0);
        for (j, &c) in row.iter().enumerate().take(start) {
            if c != 0 {
                let id = if j < self.num_dims {
                    AffineExpr::Dim(j as u32)
                } else {
                    AffineExpr::Symbol((j - self.num_dims) as u32)
                };
                expr = expr.add(id.mul(AffineExpr::Constant(c)));
            }
        }
        let constant_col = row.len().saturating_sub(1);
        for (j, &c) in row.iter().enumerate().take(constant_col).skip(start) {
            if c != 0 {
                if let Some(local) = self.locals.get(j - start) {
                    expr = expr.add(local.clone().mul(AffineExpr::Constant(c)));
                }
            }
        }
        match row.last() {
            Some(&c) if c != 0 => expr.add(AffineExpr::Constant(c)),
            _ => expr,
        }
    }
}

impl AffineExpr {
    /// The flat form of an expression: coefficients of the dims, the
    /// symbols and the local variables (divisions by constants, and the
    /// semi-affine products, divisions and modulos), then the constant; with
    /// the locals' expressions. `None` for a division by a non-positive
    /// constant or an out-of-range dim or symbol.
    pub fn flatten(&self, num_dims: u32, num_symbols: u32) -> Option<(Vec<i64>, Vec<AffineExpr>)> {
        let mut f = Flattener {
            num_dims: num_dims as usize,
            num_symbols: num_symbols as usize,
            locals: Vec::new(),
            stack: Vec::new(),
        };
        let ok = self.fold_post_order(|e, operands: Option<(bool, bool)>| {
            if let Some((l, r)) = operands {
                return l && r && f.binary(e).is_some();
            }
            let mut row = f.row();
            let col = match e {
                AffineExpr::Dim(p) if (*p as usize) < f.num_dims => *p as usize,
                AffineExpr::Symbol(p) if (*p as usize) < f.num_symbols => f.num_dims + *p as usize,
                AffineExpr::Constant(_) => row.len() - 1,
                _ => return false,
            };
            row[col] = match e {
                AffineExpr::Constant(c) => *c,
                _ => 1,
            };
            f.stack.push(row);
            true
        });
        match (ok, f.stack.pop()) {
            (true, Some(row)) if f.stack.is_empty() => Some((row, f.locals)),
            _ => None,
        }
    }

    /// Upstream's `simplifyAffineExpr` for a pure affine expression over
    /// `num_dims` dims and `num_symbols` symbols; anything else is returned
    /// as it is.
    pub fn simplified(&self, num_dims: u32, num_symbols: u32) -> AffineExpr {
        let flat = |e: &AffineExpr| {
            e.flatten(num_dims, num_symbols).map(|(row, locals)| {
                (
                    row,
                    Flattener {
                        num_dims: num_dims as usize,
                        num_symbols: num_symbols as usize,
                        locals,
                        stack: Vec::new(),
                    },
                )
            })
        };
        // The pure case clones nothing: a long sum is a deep tree.
        if self.is_pure_affine() {
            return flat(self).map_or_else(|| self.clone(), |(row, f)| f.rebuild(&row));
        }
        // Semi-affine simplification recurses: huge expressions stay as they are.
        if !super::semi_affine::within_limit(self) {
            return self.clone();
        }
        let expr = super::semi_affine::simplify_semi_affine(self, num_dims, num_symbols);
        let Some((row, f)) = flat(&expr) else { return expr };
        if expr.is_pure_affine() {
            return f.rebuild(&row);
        }
        if f.rebuild(&row) == expr {
            return expr;
        }
        f.rebuild_semi_affine(&row)
    }
}

impl Flattener {
    /// Upstream's `getSemiAffineExprFromFlatForm`: the terms sorted by the
    /// positions of their dims and symbols (a dim before the products and
    /// symbols of the same position), products and divisions of a lone dim
    /// or symbol by a dim, symbol or constant placed among them, other
    /// locals after, the constant last.
    fn rebuild_semi_affine(&self, row: &[i64]) -> AffineExpr {
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let wide = nd.max(ns) as i64;
        // (position, order within the position) -> (coefficient, term)
        let mut terms: Vec<((u32, i64), i64, AffineExpr)> = Vec::new();
        let mut next_symbol = 0i64;
        let mut next_dim = -1i64;
        for (j, &c) in row.iter().enumerate().skip(nd).take(ns) {
            if c != 0 {
                terms.push((((j - nd) as u32, wide + next_symbol), c, AffineExpr::Symbol((j - nd) as u32)));
                next_symbol += 1;
            }
        }
        let start = nd + ns;
        let mut placed = vec![false; self.locals.len()];
        for (i, local) in self.locals.iter().enumerate() {
            let c = row[start + i];
            let Some((lhs, rhs)) = local.operands().filter(|_| c != 0) else { continue };
            let key = match (lhs, rhs) {
                (AffineExpr::Dim(p), AffineExpr::Constant(_)) => {
                    next_dim -= 1;
                    (*p, next_dim + 1)
                }
                (AffineExpr::Symbol(p), AffineExpr::Constant(_) | AffineExpr::Symbol(_) | AffineExpr::Dim(_)) => {
                    next_symbol += 1;
                    (*p, wide + next_symbol - 1)
                }
                (AffineExpr::Dim(p), AffineExpr::Symbol(q)) => (*p, i64::from(*q)),
                _ => continue,
            };
            terms.push((key, c, local.clone()));
            placed[i] = true;
        }
        for (j, &c) in row.iter().enumerate().take(nd) {
            if c != 0 {
                terms.push(((j as u32, next_dim), c, AffineExpr::Dim(j as u32)));
                next_dim -= 1;
            }
        }
        terms.sort_by_key(|t| t.0);
        let mut expr = AffineExpr::Constant(0);
        for (_, c, term) in terms {
            expr = expr.add(term.mul(AffineExpr::Constant(c)));
        }
        for (i, local) in self.locals.iter().enumerate() {
            let c = row[start + i];
            if c != 0 && !placed[i] {
                expr = expr.add(local.clone().mul(AffineExpr::Constant(c)));
            }
        }
        match row.last() {
            Some(&c) if c != 0 => expr.add(AffineExpr::Constant(c)),
            _ => expr,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::AffineExpr as E;

    fn d(p: u32) -> E {
        E::dim(p)
    }
    fn s(p: u32) -> E {
        E::symbol(p)
    }
    fn c(v: i64) -> E {
        E::constant(v)
    }

    #[test]
    fn orders_terms_dims_symbols_locals_constant() {
        // (s0 + 1) * 2 + 5 + ((s0 + 1) mod 4) * 3  ->  s0 * 5 - ((s0 + 1) floordiv 4) * 12 + 10
        let x = s(0).add(c(1));
        let e = x.clone().mul(c(2)).add(c(5)).add(x.clone().modulo(c(4)).mul(c(3)));
        let q = x.floor_div(c(4));
        let want = s(0).mul(c(5)).add(q.mul(c(-12))).add(c(10));
        assert_eq!(e.simplified(0, 1), want);
    }

    #[test]
    fn cancels_common_divisors_and_reuses_locals() {
        // (d0 * 4 + 8) floordiv 8 -> (d0 + 2) floordiv 2
        let e = d(0).mul(c(4)).add(c(8)).floor_div(c(8));
        assert_eq!(e.simplified(1, 0), d(0).add(c(2)).floor_div(c(2)));
        // (d0 * 6) floordiv 3 -> d0 * 2 ; d0 mod 1 -> 0
        assert_eq!(d(0).mul(c(6)).floor_div(c(3)).simplified(1, 0), d(0).mul(c(2)));
        // d0 floordiv 4 + d0 floordiv 4 shares one local: (d0 floordiv 4) * 2
        let q = d(0).floor_div(c(4));
        assert_eq!(q.clone().add(q.clone()).simplified(1, 0), q.mul(c(2)));
        // d0 mod 4 rebuilds as a mod.
        assert_eq!(d(0).modulo(c(4)).simplified(1, 0), d(0).modulo(c(4)));
        // d1 + d0 - d1 -> d0
        assert_eq!(d(1).add(d(0)).add(d(1).neg()).simplified(2, 0), d(0));
    }

    #[test]
    fn leaves_semi_affine_and_deep_expressions_alone_or_linear() {
        let e = d(0).mul(s(0));
        assert_eq!(e.simplified(1, 1), e);
        // A long sum (a deep tree) flattens without recursion.
        let mut sum = d(0);
        for _ in 0..10_000 {
            sum = E::Add(Box::new(sum), Box::new(d(0)));
        }
        assert_eq!(sum.simplified(1, 0), d(0).mul(c(10_001)));
    }
}
