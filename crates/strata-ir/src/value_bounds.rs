//! Value bounds (upstream's `ValueBoundsOpInterface` and
//! `ValueBoundsConstraintSet`), in the part that subset hoisting asks:
//! are two index values equal, and is an index expression a known
//! constant?
//!
//! An index value, or one dimension of a shaped value, is expanded
//! backwards through the ops that say what it equals
//! ([`ValueBoundsOpInterface`]: `arith.addi` is the sum of its operands,
//! `tensor.dim` is a dimension of its source, ...) into a
//! [`LinearExpr`]: a constant plus integer multiples of [`Term`]s that
//! nothing defines further (function arguments, loop induction
//! variables, results of other ops, dynamic dimensions). Two values are
//! equal when their difference expands to the constant 0, and an
//! expression has a constant bound when it expands to a constant.
//!
//! Upstream decides the same questions with a Presburger constraint set
//! that also holds the inequalities some ops add (a loop's induction
//! variable lies between its bounds, `affine.min` is at most each of its
//! results). Its slice questions ask for exact values (a constant `EQ`
//! bound of an end minus an offset, or equality), which an inequality
//! gives only where it pins a value down: an induction variable with
//! `lb <= iv < ub` and `ub - lb` exactly 1 equals `lb`. strata takes that
//! one case ([`ValueBoundsOpInterface::induction_var_bounds`], `scf.for`
//! and `scf.forall`) and keeps the equalities otherwise, so an answer
//! here is one upstream gives; upstream may still prove more where
//! several inequalities combine (a comparison of two values bounded by
//! the same loop), which these slices' questions seldom meet.
//!
//! Invariants: arithmetic is on mathematical integers as upstream's (an
//! overflow of `i64` makes the expression unknown, never wrong); the
//! expansion uses an explicit work stack and a bounded number of terms, so
//! deep or cyclic (graph-region) definitions cost linear time and end.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::{Body, Context, OpFoldResult, OpId, Value};

/// A column of the analysis: an `index` value, or dimension `dim` of a
/// shaped value.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Term {
    Index(Value),
    Dim(Value, u32),
}

/// `constant + Σ coefficient · term`, with no zero coefficients.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LinearExpr {
    pub terms: BTreeMap<Term, i64>,
    pub constant: i64,
}

impl LinearExpr {
    pub fn constant(c: i64) -> LinearExpr {
        LinearExpr { terms: BTreeMap::new(), constant: c }
    }

    pub fn term(t: Term) -> LinearExpr {
        LinearExpr { terms: BTreeMap::from([(t, 1)]), constant: 0 }
    }

    /// The constant, if no term is left.
    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// `self + factor · other`, or `None` on overflow.
    pub fn add_scaled(&self, other: &LinearExpr, factor: i64) -> Option<LinearExpr> {
        let mut out = self.clone();
        out.constant = out.constant.checked_add(other.constant.checked_mul(factor)?)?;
        for (&t, &c) in &other.terms {
            let entry = out.terms.entry(t).or_insert(0);
            *entry = entry.checked_add(c.checked_mul(factor)?)?;
            if *entry == 0 {
                out.terms.remove(&t);
            }
        }
        Some(out)
    }

    /// `factor · self`, or `None` on overflow.
    pub fn scaled(&self, factor: i64) -> Option<LinearExpr> {
        LinearExpr::default().add_scaled(self, factor)
    }

    /// `self · other` when one side is a constant (upstream's constraint
    /// set cannot hold a product of two columns either).
    pub fn mul(&self, other: &LinearExpr) -> Option<LinearExpr> {
        match (self.as_constant(), other.as_constant()) {
            (Some(c), _) => other.scaled(c),
            (_, Some(c)) => self.scaled(c),
            _ => None,
        }
    }
}

/// `(lb, ub)` of a value with `lb <= value < ub`.
pub type Bounds = (OpFoldResult, OpFoldResult);

/// What an op says its results equal (upstream's
/// `populateBoundsForIndexValue` and `populateBoundsForShapedValueDim`,
/// reduced to their equalities). Each hook answers in terms of other
/// values' [`Term`]s, which the analysis expands in turn; `None` says
/// nothing (the result stays a term of its own).
#[derive(Copy, Clone)]
pub struct ValueBoundsOpInterface {
    /// Result `result` (of `index` type) of the op.
    pub index_value: fn(&Context, &Body, OpId, usize) -> Option<LinearExpr>,
    /// Dimension `dim` of the shaped result `result` of the op.
    pub shaped_dim: fn(&Context, &Body, OpId, usize, u32) -> Option<LinearExpr>,
    /// For a block argument of the op's regions: `(lb, ub)` with
    /// `lb <= arg < ub` (a loop's induction variable).
    pub induction_var_bounds: fn(&Context, &Body, OpId, Value) -> Option<Bounds>,
}

impl ValueBoundsOpInterface {
    /// The interface of `op`, if its op implements it.
    pub fn of<'c>(ctx: &'c Context, body: &Body, op: impl Into<OpId>) -> Option<&'c ValueBoundsOpInterface> {
        ctx.op_info(body.op_name(op)).and_then(|i| i.interface::<ValueBoundsOpInterface>())
    }

    /// An op that says nothing of its shaped results (set `index_value`).
    pub fn index_only(index_value: fn(&Context, &Body, OpId, usize) -> Option<LinearExpr>) -> ValueBoundsOpInterface {
        ValueBoundsOpInterface {
            index_value,
            shaped_dim: |_, _, _, _, _| None,
            induction_var_bounds: |_, _, _, _| None,
        }
    }

    /// A loop whose induction variables lie between their bounds, as its
    /// [`crate::LoopLikeOpInterface`] gives them (upstream's models of
    /// `scf.for` and `scf.forall`: `lb <= iv < ub`, the step not taken
    /// into account).
    pub fn loop_bounds() -> ValueBoundsOpInterface {
        ValueBoundsOpInterface {
            induction_var_bounds: |ctx, body, op, v| {
                let lp = crate::LoopLikeOpInterface::of(ctx, body, op)?;
                let i = (lp.induction_vars)(ctx, body, op)?.iter().position(|&iv| iv == v)?;
                let lb = *(lp.lower_bounds)(ctx, body, op)?.get(i)?;
                let ub = *(lp.upper_bounds)(ctx, body, op)?.get(i)?;
                Some((lb, ub))
            },
            ..ValueBoundsOpInterface::index_only(|_, _, _, _| None)
        }
    }

    /// An op `(%source, %index) -> index` giving a dimension of its source
    /// (`tensor.dim`, `memref.dim`): with a constant index, that dimension.
    pub fn dim_op() -> ValueBoundsOpInterface {
        ValueBoundsOpInterface::index_only(|ctx, body, op, _| {
            if body.num_operands(op) != 2 {
                return None;
            }
            let index = crate::op_checks::constant_int_value(ctx, body, body.operand(op, 1))?;
            Some(dim_expr(ctx, body, body.operand(op, 0), u32::try_from(index).ok()?))
        })
    }

    /// The term of an `index` operand: its constant, if it is one.
    pub fn operand(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<LinearExpr> {
        (index < body.num_operands(op)).then(|| index_expr(ctx, body, body.operand(op, index)))
    }
}

/// `v` as a one-term expression, or its constant when a constant-like op
/// defines it (upstream's `getExpr`, which asks `m_ConstantInt`).
pub fn index_expr(ctx: &Context, body: &Body, v: Value) -> LinearExpr {
    match crate::op_checks::constant_int_value(ctx, body, v) {
        Some(c) => LinearExpr::constant(c),
        None => LinearExpr::term(Term::Index(v)),
    }
}

/// Dimension `dim` of the shaped value `v`: its size when static.
pub fn dim_expr(ctx: &Context, body: &Body, v: Value, dim: u32) -> LinearExpr {
    match ctx.shape(body.value_type(v)).and_then(|s| s.get(dim as usize).copied()) {
        Some(size) if size != crate::DYNAMIC => LinearExpr::constant(size),
        _ => LinearExpr::term(Term::Dim(v, dim)),
    }
}

/// How many terms one question may expand before it stops (each a hook
/// call); beyond them terms stay as they are, which only makes answers
/// unknown.
const MAX_EXPANSIONS: usize = 4096;

/// How many pinned induction variables may be open at once (the bounds of
/// one may be those of an outer one); beyond, a variable stays a term.
const MAX_PINNED_DEPTH: usize = 16;

/// The expansion of expressions into terms no hook defines further; one
/// instance answers several questions about the same IR and remembers
/// what it expanded.
pub struct ValueBounds<'a> {
    ctx: &'a Context,
    body: &'a Body,
    expanded: HashMap<Term, LinearExpr>,
    pinned_depth: usize,
}

impl<'a> ValueBounds<'a> {
    pub fn new(ctx: &'a Context, body: &'a Body) -> ValueBounds<'a> {
        ValueBounds { ctx, body, expanded: HashMap::new(), pinned_depth: 0 }
    }

    /// The value an induction variable `v` is pinned to: its lower bound,
    /// when its upper bound is exactly one more.
    fn pinned_induction_var(&mut self, v: Value) -> Option<LinearExpr> {
        let crate::ValueDef::BlockArgument { block, .. } = self.body.value_def(v) else { return None };
        let op = self.body.block_parent_op(block)?;
        let iface = ValueBoundsOpInterface::of(self.ctx, self.body, op)?;
        let (lb, ub) = (iface.induction_var_bounds)(self.ctx, self.body, op, v)?;
        if self.pinned_depth >= MAX_PINNED_DEPTH {
            return None;
        }
        self.pinned_depth += 1;
        let lb = self.expand(&lb);
        let trips = lb.as_ref().zip(self.expand(&ub)).and_then(|(l, u)| u.add_scaled(l, -1)?.as_constant());
        self.pinned_depth -= 1;
        (trips == Some(1)).then_some(lb).flatten()
    }

    /// What the defining op of `t` says `t` equals, one step back.
    fn definition(&mut self, t: Term) -> Option<LinearExpr> {
        let (v, dim) = match t {
            Term::Index(v) => (v, None),
            Term::Dim(v, d) => (v, Some(d)),
        };
        if let Some(d) = dim {
            if let Some(c) = dim_expr(self.ctx, self.body, v, d).as_constant() {
                return Some(LinearExpr::constant(c));
            }
        } else if let Some(c) = crate::op_checks::constant_int_value(self.ctx, self.body, v) {
            return Some(LinearExpr::constant(c));
        }
        let Some(op) = self.body.defining_op(v) else {
            return if dim.is_none() { self.pinned_induction_var(v) } else { None };
        };
        let iface = ValueBoundsOpInterface::of(self.ctx, self.body, op)?;
        let result = self.body.results(op).iter().position(|&r| r == v)?;
        match dim {
            None => (iface.index_value)(self.ctx, self.body, op, result),
            Some(d) => (iface.shaped_dim)(self.ctx, self.body, op, result, d),
        }
    }

    /// `t` expanded as far as the hooks go.
    pub fn expand_term(&mut self, t: Term) -> LinearExpr {
        if let Some(e) = self.expanded.get(&t) {
            return e.clone();
        }
        // Depth-first with an explicit stack: a term is finished once the
        // terms of its definition are; a term met again while open (a
        // cycle of a graph region) stays a term.
        let mut stack: Vec<(Term, Option<LinearExpr>)> = vec![(t, None)];
        let mut open: HashSet<Term> = HashSet::new();
        while let Some((term, def)) = stack.pop() {
            if self.expanded.contains_key(&term) {
                continue;
            }
            let def = match def {
                Some(d) => d,
                None => {
                    let d = if self.expanded.len() < MAX_EXPANSIONS { self.definition(term) } else { None };
                    let Some(d) = d else {
                        self.expanded.insert(term, LinearExpr::term(term));
                        continue;
                    };
                    d
                }
            };
            open.insert(term);
            let pending: Vec<Term> = def
                .terms
                .keys()
                .copied()
                .filter(|k| *k != term && !self.expanded.contains_key(k) && !open.contains(k))
                .collect();
            if !pending.is_empty() {
                stack.push((term, Some(def)));
                stack.extend(pending.into_iter().map(|k| (k, None)));
                continue;
            }
            let mut out = LinearExpr::constant(def.constant);
            let mut ok = true;
            for (k, &c) in &def.terms {
                let sub = match self.expanded.get(k) {
                    Some(e) if *k != term => e.clone(),
                    _ => LinearExpr::term(*k),
                };
                match out.add_scaled(&sub, c) {
                    Some(next) => out = next,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            open.remove(&term);
            self.expanded.insert(term, if ok { out } else { LinearExpr::term(term) });
        }
        self.expanded.get(&t).cloned().unwrap_or_else(|| LinearExpr::term(t))
    }

    /// An `index`-valued [`OpFoldResult`] expanded (an attribute is its
    /// integer).
    pub fn expand(&mut self, ofr: &OpFoldResult) -> Option<LinearExpr> {
        match *ofr {
            OpFoldResult::Attribute(a) => match self.ctx.attr_kind(a) {
                crate::AttrKind::Integer { value, .. } => value.to_i64().map(LinearExpr::constant),
                _ => None,
            },
            OpFoldResult::Value(v) => {
                let e = index_expr(self.ctx, self.body, v);
                let mut out = LinearExpr::constant(e.constant);
                for (&t, &c) in &e.terms {
                    let sub = self.expand_term(t);
                    out = out.add_scaled(&sub, c)?;
                }
                Some(out)
            }
        }
    }

    /// Upstream's `areEqual`: `Some(true)` when `a - b` is 0, `Some(false)`
    /// when it is another constant, `None` when unknown.
    pub fn are_equal(&mut self, a: &OpFoldResult, b: &OpFoldResult) -> Option<bool> {
        let diff = self.expand(a)?.add_scaled(&self.expand(b)?, -1)?;
        diff.as_constant().map(|c| c == 0)
    }

    /// The constant value of `Σ factor · ofr`, if the expansion proves one
    /// (upstream's `computeConstantBound(EQ, ...)`).
    pub fn constant_bound(&mut self, parts: &[(i64, &OpFoldResult)]) -> Option<i64> {
        let mut sum = LinearExpr::default();
        for &(factor, ofr) in parts {
            sum = sum.add_scaled(&self.expand(ofr)?, factor)?;
        }
        sum.as_constant()
    }

    /// `offset + size · stride` as an expression, when `size · stride` is
    /// linear.
    fn slice_end(&mut self, offset: &OpFoldResult, size: &OpFoldResult, stride: &OpFoldResult) -> Option<LinearExpr> {
        let extent = self.expand(size)?.mul(&self.expand(stride)?)?;
        self.expand(offset)?.add_scaled(&extent, 1)
    }

    /// Upstream's `areOverlappingSlices`: `Some(false)` when in some
    /// dimension one slice ends (offset + size · stride) at or before the
    /// other begins, `Some(true)` when every such difference is a known
    /// positive constant, `None` otherwise.
    pub fn are_overlapping_slices(&mut self, a: &HyperrectangularSlice, b: &HyperrectangularSlice) -> Option<bool> {
        let mut unknown = false;
        for i in 0..a.offsets.len().min(b.offsets.len()) {
            for (x, y) in [(a, b), (b, a)] {
                let gap = self
                    .slice_end(&x.offsets[i], &x.sizes[i], &x.strides[i])
                    .zip(self.expand(&y.offsets[i]))
                    .and_then(|(end, start)| end.add_scaled(&start, -1))
                    .and_then(|d| d.as_constant());
                match gap {
                    Some(g) if g <= 0 => return Some(false),
                    Some(_) => {}
                    None => unknown = true,
                }
            }
        }
        (!unknown).then_some(true)
    }

    /// Upstream's `areEquivalentSlices`: every offset, size and stride
    /// equal.
    pub fn are_equivalent_slices(&mut self, a: &HyperrectangularSlice, b: &HyperrectangularSlice) -> Option<bool> {
        let pairs = a
            .offsets
            .iter()
            .zip(&b.offsets)
            .chain(a.sizes.iter().zip(&b.sizes))
            .chain(a.strides.iter().zip(&b.strides));
        for (x, y) in pairs {
            if !self.are_equal(x, y)? {
                return Some(false);
            }
        }
        Some(true)
    }
}

/// A box of a shaped value: per dimension an offset, a size and a stride
/// (upstream's `HyperrectangularSlice`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HyperrectangularSlice {
    pub offsets: Vec<OpFoldResult>,
    pub sizes: Vec<OpFoldResult>,
    pub strides: Vec<OpFoldResult>,
}

impl HyperrectangularSlice {
    /// A slice with unit strides.
    pub fn unit_strides(ctx: &Context, offsets: Vec<OpFoldResult>, sizes: Vec<OpFoldResult>) -> HyperrectangularSlice {
        let one = OpFoldResult::Attribute(ctx.integer_attr(ctx.index_type(), 1));
        let strides = vec![one; offsets.len()];
        HyperrectangularSlice { offsets, sizes, strides }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_arithmetic_cancels_and_overflow_is_unknown() {
        let a = LinearExpr::constant(3);
        let b = LinearExpr::constant(5);
        assert_eq!(a.add_scaled(&b, -1).and_then(|e| e.as_constant()), Some(-2));
        assert_eq!(LinearExpr::constant(i64::MAX).add_scaled(&b, 1), None);
        let t = LinearExpr::term(Term::Dim(Value::default(), 0));
        let zero = t.add_scaled(&t, -1).expect("no overflow");
        assert_eq!(zero.as_constant(), Some(0));
        assert_eq!(t.mul(&t), None);
        assert_eq!(
            t.mul(&LinearExpr::constant(2)).map(|e| e.terms.values().copied().collect::<Vec<_>>()),
            Some(vec![2])
        );
    }
}
