//! Operations on affine maps and integer sets that the affine dialect's
//! folds and canonicalizations build on (upstream's `AffineMap` and
//! `IntegerSet` methods of the same names).
//!
//! Invariant: every result keeps the map's dim and symbol counts unless the
//! operation says it sets new ones; results are rebuilt with the
//! simplifying constructors, so they stay in canonical form.

use super::{AffineExpr, AffineMap, IntegerSet, Poison};

impl AffineMap {
    /// `(d0, ...)[s0, ...] -> (results)`.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap { num_dims, num_symbols, results }
    }

    /// `() -> (value)` (upstream's `getConstantMap`).
    pub fn constant(value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// `()[s0] -> (s0)` (upstream's `getSymbolIdentityMap`).
    pub fn symbol_identity() -> AffineMap {
        AffineMap::new(0, 1, vec![AffineExpr::Symbol(0)])
    }

    pub fn num_inputs(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    /// The value of a map with one constant result (upstream's
    /// `isSingleConstant`/`getSingleConstantResult`).
    pub fn single_constant(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.as_const(),
            _ => None,
        }
    }

    /// Upstream's `replaceDimsAndSymbols` with new dim and symbol counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results = self.results.iter().map(|e| e.replace_dims_and_symbols(dims, syms)).collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// Renumbers dims from `shift` (upstream's `shiftDims`), adding `shift` dims.
    pub fn shift_dims(&self, shift: u32) -> AffineMap {
        let dims: Vec<_> = (0..self.num_dims).map(|d| AffineExpr::Dim(d + shift)).collect();
        self.replace_dims_and_symbols(&dims, &[], self.num_dims + shift, self.num_symbols)
    }

    /// Renumbers symbols from `shift` (upstream's `shiftSymbols`).
    pub fn shift_symbols(&self, shift: u32) -> AffineMap {
        let syms: Vec<_> = (0..self.num_symbols).map(|s| AffineExpr::Symbol(s + shift)).collect();
        self.replace_dims_and_symbols(&[], &syms, self.num_dims, self.num_symbols + shift)
    }

    /// Each result for constant operands (dims first, then symbols; `None`
    /// for an operand whose value is unknown): upstream's `constantFold`.
    /// `None` if some result does not fold; `Some(Err(Poison))` if one is
    /// poison.
    pub fn constant_fold(&self, operands: &[Option<i64>]) -> Option<Result<Vec<i64>, Poison>> {
        let nd = (self.num_dims as usize).min(operands.len());
        let (dims, syms) = operands.split_at(nd);
        let mut values = Vec::with_capacity(self.results.len());
        let mut poison = false;
        for e in &self.results {
            match e.evaluate(dims, syms)? {
                Ok(v) => values.push(v),
                Err(Poison) => poison = true,
            }
        }
        Some(if poison { Err(Poison) } else { Ok(values) })
    }

    /// Which dims and which symbols some result uses.
    pub fn used_dims_and_symbols(&self) -> (Vec<bool>, Vec<bool>) {
        used_inputs(&self.results, self.num_dims, self.num_symbols)
    }

    /// The map with every result simplified by flattening (upstream's
    /// `simplifyAffineMap`).
    pub fn simplified(&self) -> AffineMap {
        let results = self.results.iter().map(|e| e.simplified(self.num_dims, self.num_symbols)).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The map without repeated results, first occurrences kept (upstream's
    /// `removeDuplicateExprs`).
    pub fn without_duplicate_results(&self) -> AffineMap {
        let mut results: Vec<AffineExpr> = Vec::with_capacity(self.results.len());
        for e in &self.results {
            if !results.contains(e) {
                results.push(e.clone());
            }
        }
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The map of the results at `positions` (upstream's `getSubMap`).
    pub fn sub_map(&self, positions: &[usize]) -> AffineMap {
        let results = positions.iter().filter_map(|&i| self.results.get(i).cloned()).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }
}

impl IntegerSet {
    pub fn num_inputs(&self) -> usize {
        (self.num_dims + self.num_symbols) as usize
    }

    /// Upstream's `replaceDimsAndSymbols` with new dim and symbol counts.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> IntegerSet {
        let constraints = self.constraints.iter().map(|e| e.replace_dims_and_symbols(dims, syms)).collect();
        IntegerSet { num_dims, num_symbols, constraints, eq: self.eq.clone() }
    }

    /// Which dims and which symbols some constraint uses.
    pub fn used_dims_and_symbols(&self) -> (Vec<bool>, Vec<bool>) {
        used_inputs(&self.constraints, self.num_dims, self.num_symbols)
    }

    /// Upstream's `IntegerSet::getEmptySet`: `1 == 0`.
    pub fn empty_set(num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet { num_dims, num_symbols, constraints: vec![AffineExpr::Constant(1)], eq: vec![true] }
    }

    /// Upstream's `isEmptyIntegerSet`: the canonical empty set `1 == 0`.
    pub fn is_empty_integer_set(&self) -> bool {
        self.constraints.len() == 1 && self.eq == [true] && self.constraints[0].as_const() == Some(1)
    }
}

fn used_inputs(exprs: &[AffineExpr], num_dims: u32, num_symbols: u32) -> (Vec<bool>, Vec<bool>) {
    let mut dims = vec![false; num_dims as usize];
    let mut syms = vec![false; num_symbols as usize];
    for e in exprs {
        e.walk_dims_and_symbols(|is_dim, p| {
            let slot = if is_dim { dims.get_mut(p as usize) } else { syms.get_mut(p as usize) };
            if let Some(slot) = slot {
                *slot = true;
            }
        });
    }
    (dims, syms)
}
