//! Affine statements of the random programs: `affine.apply`, `min`,
//! `max`, `for` (with an `iter_args` sum and stores), `if`, `parallel`
//! with a reduction, `delinearize_index` and `linearize_index`, so that
//! `--lower-affine` (alone and before `--convert-scf-to-cf`) is compared
//! with `mlir-opt-22` and executed.
//!
//! Invariants (on top of the generator's):
//! - written only at the function's top level (an affine scope), so every
//!   index operand from the pool is a valid symbol and dimension;
//! - operands are masked to `0..=63` and coefficients are small, so no
//!   expression overflows (`affine` multiplications lower to `nsw`);
//!   divisors and moduli are positive constants;
//! - memory subscripts are taken `mod 8`, inside `%mi`; the index a
//!   `delinearize_index` splits is taken `mod` its basis' product;
//! - values a loop or conditional body defines stay inside it.

use super::{Ty::*, Writer};

impl Writer<'_> {
    /// An index in `0..=63` from the pool.
    fn small_index(&mut self) -> usize {
        self.masked(Index, 63, false)
    }

    /// A random affine expression over `dims` dimensions and `syms`
    /// symbols: a sum of each with a small coefficient, plus a constant,
    /// sometimes taken `mod`, `floordiv` or `ceildiv` a positive constant.
    fn affine_expr(&mut self, dims: usize, syms: usize) -> String {
        let mut terms: Vec<String> = Vec::new();
        let names = (0..dims).map(|k| format!("d{k}")).chain((0..syms).map(|k| format!("s{k}")));
        for name in names.collect::<Vec<_>>() {
            let c = *self.rng.choice(&[1i64, 1, 2, 3, -1, -2]);
            terms.push(if c == 1 { name } else { format!("{name} * {c}") });
        }
        let k = self.rng.range(-9, 10);
        if k != 0 || terms.is_empty() {
            terms.push(k.to_string());
        }
        let sum = terms.join(" + ");
        match self.rng.below(6) {
            0 => format!("({sum}) mod {}", self.rng.range(1, 9)),
            1 => format!("({sum}) floordiv {}", self.rng.range(1, 9)),
            2 => format!("({sum}) ceildiv {}", self.rng.range(1, 9)),
            _ => sum,
        }
    }

    /// `(d0, ..)[s0, ..]` and the operand lists `(%a, ..)[%b, ..]` of fresh
    /// small indices.
    fn affine_operands(&mut self, dims: usize, syms: usize) -> (String, String) {
        let mut names = |k: usize| -> Vec<String> {
            (0..k)
                .map(|_| {
                    let v = self.small_index();
                    self.n(v).to_string()
                })
                .collect()
        };
        let d = names(dims);
        let s = names(syms);
        let header = format!(
            "({}){}",
            (0..dims).map(|k| format!("d{k}")).collect::<Vec<_>>().join(", "),
            if syms == 0 {
                String::new()
            } else {
                format!("[{}]", (0..syms).map(|k| format!("s{k}")).collect::<Vec<_>>().join(", "))
            }
        );
        let operands =
            format!("({}){}", d.join(", "), if syms == 0 { String::new() } else { format!("[{}]", s.join(", ")) });
        (header, operands)
    }

    /// One affine statement.
    pub(super) fn affine(&mut self) {
        match self.rng.below(7) {
            0 | 1 => {
                let (dims, syms) = (self.rng.range(1, 3) as usize, self.rng.below(2));
                let (header, operands) = self.affine_operands(dims, syms);
                let e = self.affine_expr(dims, syms);
                let v = self.def(Index, 0.0, &format!("affine.apply affine_map<{header} -> ({e})>{operands}"));
                self.print(v);
            }
            2 => {
                let (dims, syms) = (self.rng.range(1, 3) as usize, self.rng.below(2));
                let (header, operands) = self.affine_operands(dims, syms);
                let results: Vec<String> = (0..self.rng.range(1, 4)).map(|_| self.affine_expr(dims, syms)).collect();
                let op = if self.chance(2) { "min" } else { "max" };
                let map = format!("affine_map<{header} -> ({})>", results.join(", "));
                let v = self.def(Index, 0.0, &format!("affine.{op} {map}{operands}"));
                self.print(v);
            }
            3 => self.affine_for(),
            4 => self.affine_if(),
            5 => self.affine_parallel(),
            _ => {
                let (a, b) = (self.rng.range(1, 9), self.rng.range(1, 9));
                // An index past the basis' product has no defined outer
                // result (canonicalization assumes it in range).
                let t = self.small_index();
                let size = self.def(Index, 0.0, &format!("arith.constant {} : index", a * b));
                let t = self.def(Index, 0.0, &format!("arith.remui {}, {} : index", self.n(t), self.n(size)));
                let r = self.name();
                let line = format!("{r}:2 = affine.delinearize_index {} into ({a}, {b}) : index, index", self.n(t));
                self.line(&line);
                let x = self.small_index();
                let lin = format!("affine.linearize_index [{r}#1, {}] by ({b}, {a}) : index", self.n(x));
                let v = self.def(Index, 0.0, &lin);
                let first = self.def(Index, 0.0, &format!("arith.addi {r}#0, {r}#1 : index"));
                self.print(v);
                self.print(first);
            }
        }
    }

    /// `affine.for` from a lower to an upper bound (constants, or the max
    /// and min of maps of a symbol) summing `%mi` loads, sometimes storing.
    fn affine_for(&mut self) {
        let t = self.small_index();
        let init = self.get(I32);
        let tn = self.n(t).to_string();
        let lb = if self.chance(2) {
            self.rng.range(0, 4).to_string()
        } else {
            format!("max affine_map<()[s0] -> (0, s0 - {})>()[{tn}]", self.rng.range(1, 60))
        };
        let ub = match self.rng.below(3) {
            0 => self.rng.range(0, 12).to_string(),
            1 => format!("min affine_map<()[s0] -> (s0, {})>()[{tn}]", self.rng.range(1, 12)),
            _ => {
                // A bound over an affine.apply, which the loop's fold
                // composes into its map (through the replaced apply, in a
                // conversion).
                let (header, operands) = self.affine_operands(1, 1);
                let e = self.affine_expr(1, 1);
                let ap = self.def(Index, 0.0, &format!("affine.apply affine_map<{header} -> ({e})>{operands}"));
                format!("min affine_map<(d0) -> (d0, {})>({})", self.rng.range(1, 12), self.n(ap))
            }
        };
        let step = self.rng.range(1, 4);
        let (r, iv, acc, l, s) = (self.name(), self.name(), self.name(), self.name(), self.name());
        let init_name = self.n(init).to_string();
        self.line(&format!(
            "{r} = affine.for {iv} = {lb} to {ub} step {step} iter_args({acc} = {init_name}) -> (i32) {{"
        ));
        self.depth += 1;
        let shift = self.rng.range(0, 8);
        self.line(&format!("{l} = affine.load %mi[({iv} + {shift}) mod 8] : memref<8xi32>"));
        self.line(&format!("{s} = arith.addi {acc}, {l} : i32"));
        if self.chance(2) {
            self.line(&format!("affine.store {s}, %mi[({iv} * 3 + 1) mod 8] : memref<8xi32>"));
        }
        self.line(&format!("affine.yield {s} : i32"));
        self.depth -= 1;
        self.line("}");
        self.vals.push(super::Val { name: r, ty: I32, bound: 0.0 });
        let v = self.vals.len() - 1;
        self.print(v);
    }

    /// `affine.if` on a set of a dimension and a symbol, yielding one of
    /// two pool values.
    fn affine_if(&mut self) {
        let (header, operands) = self.affine_operands(1, 1);
        let constraints: Vec<String> = (0..self.rng.range(0, 3))
            .map(|_| {
                let e = self.affine_expr(1, 1);
                if self.chance(3) {
                    format!("{e} == 0")
                } else {
                    format!("{e} >= 0")
                }
            })
            .collect();
        let (x, y) = (self.get(I32), self.get(I32));
        let r = self.name();
        let set = format!("affine_set<{header} : ({})>", constraints.join(", "));
        self.line(&format!("{r} = affine.if {set}{operands} -> i32 {{"));
        self.line(&format!("  affine.yield {} : i32", self.n(x)));
        self.line("} else {");
        self.line(&format!("  affine.yield {} : i32", self.n(y)));
        self.line("}");
        self.vals.push(super::Val { name: r, ty: I32, bound: 0.0 });
        let v = self.vals.len() - 1;
        self.print(v);
    }

    /// `affine.parallel` over `%mi` with an integer reduction.
    fn affine_parallel(&mut self) {
        let kind = *self.rng.choice(&["addi", "muli", "andi", "ori"]);
        let (r, iv, l) = (self.name(), self.name(), self.name());
        let ub = self.rng.range(1, 9);
        self.line(&format!("{r} = affine.parallel ({iv}) = (0) to ({ub}) reduce (\"{kind}\") -> i32 {{"));
        self.line(&format!("  {l} = affine.load %mi[{iv}] : memref<8xi32>"));
        self.line(&format!("  affine.yield {l} : i32"));
        self.line("}");
        self.vals.push(super::Val { name: r, ty: I32, bound: 0.0 });
        let v = self.vals.len() - 1;
        self.print(v);
    }
}
