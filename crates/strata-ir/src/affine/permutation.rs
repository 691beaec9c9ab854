//! Permutation and projection queries on affine maps (upstream's
//! `AffineMap::isMinorIdentity`, `isPermutationOfMinorIdentityWithBroadcasting`,
//! `getPermutationMap`, `inversePermutation`, `compose`,
//! `compressUnusedDims`): what vector transfers' `permutation_map`s and
//! their lowerings ask of a map.
//!
//! Invariant: the queries read maps as upstream does, counting symbols as
//! inputs where upstream's `getNumInputs` does; the constructors return
//! maps without symbols unless they keep the input's.

use super::{AffineExpr, AffineMap};

impl AffineMap {
    /// `(d0, ..., d{n-1}) -> (d{n-r}, ..., d{n-1})` (upstream's
    /// `getMinorIdentityMap`); `results` is at most `num_dims`.
    pub fn minor_identity(num_dims: u32, results: u32) -> AffineMap {
        let first = num_dims.saturating_sub(results);
        AffineMap::new(num_dims, 0, (first..num_dims).map(AffineExpr::Dim).collect())
    }

    /// `(d0, ..., dn) -> (d0, ..., dn)` (upstream's `isIdentity`: symbols
    /// are not looked at).
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }

    /// Upstream's `isMinorIdentity`: the minor identity of its dims, no
    /// symbols.
    pub fn is_minor_identity(&self) -> bool {
        let Some(first) = (self.num_dims as usize).checked_sub(self.results.len()) else { return false };
        self.num_symbols == 0 && self.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim((first + i) as u32))
    }

    /// Upstream's `isMinorIdentityWithBroadcasting`: each result is the
    /// minor identity's dim at its position or a broadcast (constant 0);
    /// the positions of the broadcasts when it is.
    pub fn minor_identity_broadcasts(&self) -> Option<Vec<usize>> {
        let suffix_start = (self.num_dims as usize).checked_sub(self.results.len())?;
        let mut broadcasts = Vec::new();
        for (i, e) in self.results.iter().enumerate() {
            match *e {
                AffineExpr::Constant(0) => broadcasts.push(i),
                AffineExpr::Dim(d) if d as usize == suffix_start + i => {}
                _ => return None,
            }
        }
        Some(broadcasts)
    }

    /// Upstream's `isPermutationOfMinorIdentityWithBroadcasting`: the
    /// position each result takes in a minor identity with leading
    /// broadcasts, the broadcast (constant 0) results taking the free
    /// positions in order.
    pub fn minor_identity_permutation(&self) -> Option<Vec<usize>> {
        let (inputs, results) = (self.num_inputs(), self.results.len());
        let projection_start = inputs.saturating_sub(results);
        let leading_broadcast = results.saturating_sub(inputs);
        let mut found = vec![false; inputs.max(results)];
        let mut permutation = vec![0; results];
        let mut broadcasts = Vec::new();
        for (i, expr) in self.results.iter().enumerate() {
            match *expr {
                AffineExpr::Constant(0) => broadcasts.push(i),
                AffineExpr::Dim(d) if d as usize >= projection_start => {
                    let position = d as usize - projection_start + leading_broadcast;
                    *found.get_mut(position)? = true;
                    permutation[i] = position;
                }
                _ => return None,
            }
        }
        let mut position = 0;
        for i in broadcasts {
            while found.get(position).copied().unwrap_or(false) {
                position += 1;
            }
            permutation[i] = position;
            position += 1;
        }
        Some(permutation)
    }

    /// `(d0, ..., dm) -> (d{p0}, d{p1}, ...)` over `max(p) + 1` dims
    /// (upstream's `getPermutationMap`).
    pub fn permutation(positions: &[usize]) -> AffineMap {
        let num_dims = positions.iter().max().map_or(0, |&m| m as u32 + 1);
        AffineMap::new(num_dims, 0, positions.iter().map(|&p| AffineExpr::Dim(p as u32)).collect())
    }

    /// Upstream's `inversePermutation`: for each dim, the first result
    /// that is that dim; `None` unless every input is found that way (an
    /// empty map is its own inverse).
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        if self.num_inputs() == 0 && self.results.is_empty() {
            return Some(self.clone());
        }
        let mut exprs: Vec<Option<AffineExpr>> = vec![None; self.num_dims as usize];
        for (i, e) in self.results.iter().enumerate() {
            if let AffineExpr::Dim(d) = *e {
                let slot = exprs.get_mut(d as usize)?;
                if slot.is_none() {
                    *slot = Some(AffineExpr::Dim(i as u32));
                }
            }
        }
        let seen: Vec<AffineExpr> = exprs.into_iter().flatten().collect();
        (seen.len() == self.num_inputs()).then(|| AffineMap::new(self.results.len() as u32, 0, seen))
    }

    /// `self ∘ inner` (upstream's `compose`): `inner`'s results substituted
    /// for this map's dims; the symbols are this map's followed by
    /// `inner`'s. Needs `inner.results.len() == self.num_dims`.
    pub fn compose(&self, inner: &AffineMap) -> AffineMap {
        let num_symbols = self.num_symbols + inner.num_symbols;
        let dims: Vec<AffineExpr> = (0..inner.num_dims).map(AffineExpr::Dim).collect();
        let syms: Vec<AffineExpr> = (self.num_symbols..num_symbols).map(AffineExpr::Symbol).collect();
        let inner = inner.replace_dims_and_symbols(&dims, &syms, inner.num_dims, num_symbols);
        let own_syms: Vec<AffineExpr> = (0..self.num_symbols).map(AffineExpr::Symbol).collect();
        let results = self.results.iter().map(|e| e.replace_dims_and_symbols(&inner.results, &own_syms)).collect();
        AffineMap::new(inner.num_dims, num_symbols, results)
    }

    /// Whether each dim is unused by every result (upstream's
    /// `getUnusedDimsBitVector` of one map).
    pub fn unused_dims(&self) -> Vec<bool> {
        self.used_dims_and_symbols().0.into_iter().map(|used| !used).collect()
    }

    /// The map over its used dims only, renumbered in order (upstream's
    /// `compressUnusedDims`).
    pub fn compress_unused_dims(&self) -> AffineMap {
        let mut next = 0;
        let dims: Vec<AffineExpr> = self
            .unused_dims()
            .iter()
            .map(|&unused| {
                let e = AffineExpr::Dim(next);
                next += u32::from(!unused);
                e
            })
            .collect();
        let syms: Vec<AffineExpr> = (0..self.num_symbols).map(AffineExpr::Symbol).collect();
        self.replace_dims_and_symbols(&dims, &syms, next, self.num_symbols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(p: u32) -> AffineExpr {
        AffineExpr::Dim(p)
    }

    #[test]
    fn minor_identity_queries() {
        let m = AffineMap::new(3, 0, vec![d(1), d(2)]);
        assert!(m.is_minor_identity());
        assert_eq!(m, AffineMap::minor_identity(3, 2));
        assert!(!AffineMap::new(3, 0, vec![d(0), d(2)]).is_minor_identity());
        let b = AffineMap::new(3, 0, vec![AffineExpr::Constant(0), d(2)]);
        assert_eq!(b.minor_identity_broadcasts(), Some(vec![0]));
        assert_eq!(AffineMap::new(3, 0, vec![d(2), d(1)]).minor_identity_broadcasts(), None);
    }

    #[test]
    fn permutation_of_minor_identity() {
        // (d0, d1, d2) -> (0, d1): the broadcast takes the free slot.
        let m = AffineMap::new(3, 0, vec![AffineExpr::Constant(0), d(1)]);
        assert_eq!(m.minor_identity_permutation(), Some(vec![1, 0]));
        // (d0, d1, d2, d3) -> (d3, 0, d0) is not one (d0 is outside the minor dims).
        let m = AffineMap::new(4, 0, vec![d(3), AffineExpr::Constant(0), d(0)]);
        assert_eq!(m.minor_identity_permutation(), None);
        let p = AffineMap::permutation(&[1, 0]);
        assert_eq!(p, AffineMap::new(2, 0, vec![d(1), d(0)]));
    }

    #[test]
    fn inverse_and_compose() {
        let p = AffineMap::new(3, 0, vec![d(2), d(0), d(1)]);
        let inv = p.inverse_permutation().unwrap();
        assert_eq!(inv, AffineMap::new(3, 0, vec![d(1), d(2), d(0)]));
        assert!(inv.compose(&p).is_identity());
        let read = AffineMap::new(3, 0, vec![AffineExpr::Constant(0), d(1)]);
        let swapped = AffineMap::permutation(&[1, 0]).inverse_permutation().unwrap().compose(&read);
        assert_eq!(swapped, AffineMap::new(3, 0, vec![d(1), AffineExpr::Constant(0)]));
        assert_eq!(AffineMap::new(2, 0, vec![d(0), d(0)]).inverse_permutation(), None);
    }

    #[test]
    fn compress() {
        let m = AffineMap::new(6, 0, vec![d(5), d(3), d(4)]);
        assert_eq!(m.compress_unused_dims(), AffineMap::new(3, 0, vec![d(2), d(0), d(1)]));
        assert_eq!(m.unused_dims(), vec![true, true, true, false, false, false]);
    }
}
