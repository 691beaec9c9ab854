//! The types a rule is proven at: constraints between a program's type
//! slots (from each op's signature and the rule's type constraints), and
//! every assignment of concrete types that satisfies them.
//!
//! Invariants: slots joined by an equality share one class; a class is
//! integer, float or undecided (an undecided class is an integer: every
//! op with a float operand says so); the assignments are produced in a
//! fixed order, narrowest first, so reports are deterministic.

use std::collections::BTreeSet;

/// A concrete type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ty {
    /// `iN`.
    Int(u32),
    /// `index`, with the width the data layout gives it.
    Index(u32),
    /// A float of the given total width (16: `f16`, 32: `f32`, 64: `f64`).
    Float(u32),
}

impl Ty {
    pub fn width(self) -> u32 {
        match self {
            Ty::Int(w) | Ty::Index(w) | Ty::Float(w) => w,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Ty::Float(_))
    }

    /// SMT-LIB sort.
    pub fn sort(self) -> String {
        match self {
            Ty::Int(w) | Ty::Index(w) => format!("(_ BitVec {w})"),
            Ty::Float(w) => {
                let (e, s) = float_format(w);
                format!("(_ FloatingPoint {e} {s})")
            }
        }
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ty::Int(w) => write!(f, "i{w}"),
            Ty::Index(w) => write!(f, "index({w})"),
            Ty::Float(w) => write!(f, "f{w}"),
        }
    }
}

/// Exponent and significand bits (SMT-LIB's `eb`, `sb`) of a float width.
pub fn float_format(width: u32) -> (u32, u32) {
    match width {
        16 => (5, 11),
        32 => (8, 24),
        _ => (11, 53),
    }
}

/// The kind a slot must have.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An integer or `index`.
    Int,
    /// `index` only (the index dialect).
    Index,
    /// A float.
    Float,
}

/// A check on a whole assignment.
#[derive(Clone, Debug)]
pub enum Filter {
    /// The first slot's type is strictly wider than the second's.
    Wider(usize, usize),
    /// The first slot's type is at least as wide as the second's.
    NotNarrower(usize, usize),
    /// Converting the integer to `mid` is exact for every integer `last`
    /// holds finitely (the rule `int_to_float_rounds_once` states).
    RoundsOnce { int: usize, mid: usize, last: usize, signed: bool },
    /// Exactly one of the two is `index` (`index_cast`).
    OneIndex(usize, usize),
    /// The slot is `iW` (`W == 0`: `index`).
    Width(usize, u32),
}

/// Type constraints of one program.
pub struct TypeConstraints {
    parent: Vec<usize>,
    kinds: Vec<Vec<Kind>>,
    fixed: Vec<Option<Ty>>,
    /// Slots that may be `index` although only integer ops use them.
    maybe_index: Vec<bool>,
    pub filters: Vec<Filter>,
}

/// The candidate types: integer widths, float widths.
#[derive(Clone, Debug)]
pub struct Widths {
    pub ints: Vec<u32>,
    pub index: Vec<u32>,
    pub floats: Vec<u32>,
}

impl Default for Widths {
    fn default() -> Self {
        Widths { ints: vec![1, 8, 16, 32, 64], index: vec![64, 32], floats: vec![16, 32, 64] }
    }
}

impl TypeConstraints {
    pub fn new(slots: usize) -> Self {
        TypeConstraints {
            parent: (0..slots).collect(),
            kinds: vec![Vec::new(); slots],
            fixed: vec![None; slots],
            maybe_index: vec![false; slots],
            filters: Vec::new(),
        }
    }

    fn find(&mut self, mut s: usize) -> usize {
        while self.parent[s] != s {
            self.parent[s] = self.parent[self.parent[s]];
            s = self.parent[s];
        }
        s
    }

    pub fn same(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[b] = a;
            let kinds = std::mem::take(&mut self.kinds[b]);
            self.kinds[a].extend(kinds);
            self.fixed[a] = self.fixed[a].or(self.fixed[b]);
            self.maybe_index[a] |= self.maybe_index[b];
        }
    }

    pub fn kind(&mut self, s: usize, k: Kind) {
        let r = self.find(s);
        self.kinds[r].push(k);
    }

    pub fn fix(&mut self, s: usize, t: Ty) {
        // Two fixes of one class must agree; a conflict leaves the class
        // without assignments (the filter below sees both).
        self.filters.push(Filter::Width(s, if matches!(t, Ty::Index(_)) { 0 } else { t.width() }));
        if t.is_float() {
            self.kind(s, Kind::Float);
        }
        let r = self.find(s);
        self.fixed[r] = Some(t);
    }

    pub fn maybe_index(&mut self, s: usize) {
        let r = self.find(s);
        self.maybe_index[r] = true;
    }

    /// Every assignment (one type per slot) meeting the constraints.
    pub fn assignments(mut self, widths: &Widths) -> Vec<Vec<Ty>> {
        let n = self.parent.len();
        let roots: BTreeSet<usize> = (0..n).map(|s| self.find(s)).collect();
        let roots: Vec<usize> = roots.into_iter().collect();
        let candidates: Vec<Vec<Ty>> = roots
            .iter()
            .map(|&r| {
                let kinds = &self.kinds[r];
                if kinds.contains(&Kind::Float) {
                    if kinds.iter().any(|k| *k != Kind::Float) {
                        return Vec::new();
                    }
                    return widths.floats.iter().map(|&w| Ty::Float(w)).collect();
                }
                if kinds.contains(&Kind::Index) {
                    return widths.index.iter().map(|&w| Ty::Index(w)).collect();
                }
                let mut c: Vec<Ty> = widths.ints.iter().map(|&w| Ty::Int(w)).collect();
                if self.maybe_index[r] {
                    c.extend(widths.index.iter().map(|&w| Ty::Index(w)));
                }
                if let Some(t) = self.fixed[r] {
                    c.retain(|c| *c == t || matches!((c, t), (Ty::Index(_), Ty::Index(_))));
                }
                c
            })
            .collect();
        let class_of: Vec<usize> = (0..n)
            .map(|s| {
                let r = self.find(s);
                roots.iter().position(|x| *x == r).unwrap_or(0)
            })
            .collect();
        let mut out = Vec::new();
        let mut choice = vec![0usize; roots.len()];
        if candidates.iter().any(Vec::is_empty) {
            return out;
        }
        loop {
            let assignment: Vec<Ty> = (0..n).map(|s| candidates[class_of[s]][choice[class_of[s]]]).collect();
            if self.filters.iter().all(|f| holds(f, &assignment)) {
                out.push(assignment);
            }
            // Next choice, odometer order.
            let mut i = 0;
            loop {
                if i == roots.len() {
                    return out;
                }
                choice[i] += 1;
                if choice[i] < candidates[i].len() {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
        }
    }
}

fn holds(f: &Filter, a: &[Ty]) -> bool {
    match *f {
        Filter::Wider(x, y) => a[x].is_float() == a[y].is_float() && a[x].width() > a[y].width(),
        Filter::NotNarrower(x, y) => a[x].is_float() == a[y].is_float() && a[x].width() >= a[y].width(),
        Filter::RoundsOnce { int, mid, last, signed } => {
            // The largest finite exponent: 2^(eb - 1) - 1.
            let emax = (1 << (float_format(a[last].width()).0 - 1)) - 1;
            let bits = (a[int].width() - u32::from(signed)).min(emax + 1);
            a[mid].is_float() && bits <= float_format(a[mid].width()).1
        }
        Filter::OneIndex(x, y) => matches!(a[x], Ty::Index(_)) != matches!(a[y], Ty::Index(_)),
        Filter::Width(x, 0) => matches!(a[x], Ty::Index(_)),
        Filter::Width(x, w) => match a[x] {
            Ty::Int(v) | Ty::Float(v) => v == w,
            Ty::Index(_) => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_enumerate_with_filters() {
        let mut t = TypeConstraints::new(3);
        t.same(0, 1);
        t.filters.push(Filter::Wider(2, 0));
        let a = t.assignments(&Widths::default());
        // (i1 < i8..i64) + (i8 < 16, 32, 64) + (16 < 32, 64) + (32 < 64).
        assert_eq!(a.len(), 10);
        assert!(a.iter().all(|x| x[0] == x[1] && x[2].width() > x[0].width()));
    }

    #[test]
    fn index_only_when_asked() {
        let mut t = TypeConstraints::new(2);
        t.maybe_index(0);
        t.maybe_index(1);
        t.filters.push(Filter::OneIndex(0, 1));
        let a = t.assignments(&Widths::default());
        assert_eq!(a.len(), 2 * 5 * 2);
    }
}
