//! The affine ops of the `affine` family, in either form: `affine.for`
//! from 0 with step 1, and loads, stores, `affine.apply` and `affine.min`
//! whose maps are sums of operands times constants ([`AffineSum`]), or a
//! map text with its operands.
//!
//! Invariant: the custom form writes a subscript inline (`%A[%i * 16 +
//! %j + 3]`) and the generic form the same expression as a map over its
//! operands as dimensions, so both parse to the same IR.

use std::fmt::Write;

use super::{join, Emitter};
use crate::gen::Val;

/// `Σ value * coefficient + constant`, over loop variables.
pub struct AffineSum {
    pub terms: Vec<(Val, i64)>,
    pub constant: i64,
}

/// An `affine.for` upper bound: a constant, or a symbol operand.
#[derive(Copy, Clone)]
pub enum UpperBound {
    Constant(u64),
    Symbol(Val),
}

impl AffineSum {
    /// `text(k, v)` names term `k`'s value `v`; coefficients of 1 and a
    /// zero constant are left out.
    fn render(&self, text: impl Fn(usize, Val) -> String) -> String {
        let mut s = String::new();
        for (k, &(v, c)) in self.terms.iter().enumerate() {
            if k > 0 {
                s.push_str(" + ");
            }
            s.push_str(&text(k, v));
            if c != 1 {
                let _ = write!(s, " * {c}");
            }
        }
        if self.constant != 0 || self.terms.is_empty() {
            if !self.terms.is_empty() {
                s.push_str(" + ");
            }
            let _ = write!(s, "{}", self.constant);
        }
        s
    }

    /// `affine_map<(d0, ...) -> (expr)>` over the terms' values.
    fn map(&self) -> String {
        let dims = join((0..self.terms.len()).map(|k| format!("d{k}")));
        format!("affine_map<({dims}) -> ({})>", self.render(|k, _| format!("d{k}")))
    }

    fn operands(&self) -> Vec<Val> {
        self.terms.iter().map(|&(v, _)| v).collect()
    }
}

impl Emitter {
    fn inline(&self, sum: &AffineSum) -> String {
        sum.render(|_, v| self.n(v).to_string())
    }

    /// Opens `affine.for %iv = 0 to ub`.
    pub fn affine_for_begin(&mut self, iv: Val, ub: UpperBound) {
        self.nops += 1;
        if self.generic() {
            let (operands, map, sizes) = match ub {
                UpperBound::Constant(c) => (String::new(), format!("affine_map<() -> ({c})>"), "0, 0, 0"),
                UpperBound::Symbol(s) => (self.n(s).to_string(), "affine_map<()[s0] -> (s0)>".to_string(), "0, 1, 0"),
            };
            self.line(&format!(
                "\"affine.for\"({operands}) <{{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = \
                 array<i32: {sizes}>, step = 1 : index, upperBoundMap = {map}}}> ({{"
            ));
            self.line(&format!("^bb0({}: index):", self.n(iv)));
        } else {
            let ub = match ub {
                UpperBound::Constant(c) => c.to_string(),
                UpperBound::Symbol(s) => self.n(s).to_string(),
            };
            self.line(&format!("affine.for {} = 0 to {ub} {{", self.n(iv)));
        }
        self.depth += 1;
    }

    /// The loop's `affine.yield` (explicit in both forms) and its end.
    pub fn affine_for_end(&mut self, ub: UpperBound) {
        self.terminator("affine.yield", &[], &[]);
        self.depth -= 1;
        let text = match (self.generic(), ub) {
            (false, _) => "}",
            (true, UpperBound::Constant(_)) => "}) : () -> ()",
            (true, UpperBound::Symbol(_)) => "}) : (index) -> ()",
        };
        self.line(text);
    }

    /// `affine.load mem[sum]` of a rank-1 memref.
    pub fn affine_load(&mut self, res: Val, mem: Val, sum: &AffineSum, (mty, ety): (&str, &str)) {
        if self.generic() {
            let operands = [&[mem][..], &sum.operands()].concat();
            let types: Vec<&str> = [mty].into_iter().chain(sum.terms.iter().map(|_| "index")).collect();
            self.generic_op(Some(res), "affine.load", &operands, (&types, &[ety]), &[("map", sum.map())], "");
        } else {
            let text = format!("{} = affine.load {}[{}] : {mty}", self.n(res), self.n(mem), self.inline(sum));
            self.custom_op(&text);
        }
    }

    /// `affine.store v, mem[sum]` into a rank-1 memref.
    pub fn affine_store(&mut self, v: Val, mem: Val, sum: &AffineSum, (mty, ety): (&str, &str)) {
        if self.generic() {
            let operands = [&[v, mem][..], &sum.operands()].concat();
            let types: Vec<&str> = [ety, mty].into_iter().chain(sum.terms.iter().map(|_| "index")).collect();
            self.generic_op(None, "affine.store", &operands, (&types, &[]), &[("map", sum.map())], "");
        } else {
            let text = format!("affine.store {}, {}[{}] : {mty}", self.n(v), self.n(mem), self.inline(sum));
            self.custom_op(&text);
        }
    }

    /// `affine.apply` or `affine.min` (`name`) of `map` (its text, all
    /// operands dimensions) to `operands`.
    pub fn affine_map_op(&mut self, res: Val, name: &str, map: &str, operands: &[Val]) {
        if self.generic() {
            let types: Vec<&str> = operands.iter().map(|_| "index").collect();
            self.generic_op(Some(res), name, operands, (&types, &["index"]), &[("map", map.to_string())], "");
        } else {
            let text = format!("{} = {name} {map}({})", self.n(res), self.names(operands));
            self.custom_op(&text);
        }
    }
}
