//! The elementwise part of a marked loop's body ([`super::body`]): values
//! of a wanted type (a recent one, a cast of another or a new load),
//! random `arith` and `math` ops, comparisons, `scf.if` yielding a value,
//! and casts between `i1`, `i8`, `i32`, `i64`, `index`, `f16`, `f32` and
//! `f64`.
//!
//! Invariants: no op here has undefined behaviour or makes a NaN (see
//! [`super::program`]): divisors are positive constants, shift amounts
//! constants below the width, a float op whose result could exceed
//! [`Ty::lim`] is replaced by one that cannot, `sqrt` only of an
//! absolute value, `fptosi` only of floats known to fit, and `index` is
//! never `index_cast` to a narrower type (the canonicalizer folds such a
//! round trip away, so results would change under any `--canonicalize`).

use super::program::Ty::Index;
use super::program::{Class, Kind, Ty, Val, Writer, F16, F32, I1, I32, I64, I8};

const INT_BIN: &[&str] = &["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"];
const INT_PRED: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FLOAT_PRED: &[&str] = &["oeq", "one", "olt", "ole", "ogt", "oge", "ult", "uge"];

impl Writer<'_> {
    /// A value of `ty`: a recent one, a cast of another, or a new load.
    pub fn want(&mut self, ty: Ty) -> usize {
        let of: Vec<usize> = (0..self.pool.len()).filter(|&v| self.pool[v].ty == ty).collect();
        if !of.is_empty() && !self.chance(5) {
            return of[of.len() - 1 - self.rng.below(of.len().min(6))];
        }
        let others: Vec<usize> = (0..self.pool.len()).filter(|&v| self.pool[v].ty != ty).collect();
        if !others.is_empty() && self.chance(2) {
            let o = *self.rng.choice(&others);
            if let Some(v) = self.cast(o, ty) {
                return v;
            }
        }
        self.access(ty, Class::General)
    }

    /// An `i1` comparing two values of `ty` (or of `i32` for `i1`).
    pub fn cond(&mut self, ty: Ty) -> String {
        let ty = if ty == I1 { I32 } else { ty };
        let (a, b) = (self.want(ty), self.want(ty));
        let (op, pred) =
            if ty.is_float() { ("cmpf", *self.rng.choice(FLOAT_PRED)) } else { ("cmpi", *self.rng.choice(INT_PRED)) };
        let rhs = format!("arith.{op} {pred}, {}, {} : {}", self.n(a), self.n(b), ty.name());
        let c = self.def(I1, 0.0, Kind::Any, &rhs);
        self.n(c)
    }

    /// An `scf.if` yielding a value of `ty` computed differently per branch.
    pub fn if_value(&mut self, ty: Ty) -> usize {
        let c = self.cond(ty);
        let r = self.fresh();
        self.line(&format!("{r} = scf.if {c} -> ({}) {{", ty.name()));
        let mut bound: f64 = 0.0;
        for branch in 0..2 {
            self.depth += 1;
            let scope = self.pool.len();
            for _ in 0..self.rng.below(3) {
                self.op(ty);
            }
            let y = self.want(ty);
            bound = bound.max(self.pool[y].bound);
            self.line(&format!("scf.yield {} : {}", self.n(y), ty.name()));
            self.pool.truncate(scope);
            self.depth -= 1;
            self.line(if branch == 0 { "} else {" } else { "}" });
        }
        self.pool.push(Val { name: r, ty, bound, kind: Kind::Any });
        self.pool.len() - 1
    }

    /// A random elementwise op producing `ty`.
    pub fn op(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        if ty == I1 {
            return match self.rng.below(3) {
                0 => {
                    let other = *self.rng.choice(&[I8, I32, I64, Index, F32, F16]);
                    let c = self.cond(other);
                    self.pool.iter().rposition(|v| v.name == c).unwrap_or(0)
                }
                _ => {
                    let (a, b) = (self.want(I1), self.want(I1));
                    let op = *self.rng.choice(&["andi", "ori", "xori"]);
                    self.def(I1, 0.0, Kind::Any, &format!("arith.{op} {}, {} : i1", self.n(a), self.n(b)))
                }
            };
        }
        if !ty.is_float() {
            let a = self.want(ty);
            let rhs = match self.rng.below(10) {
                0 => {
                    let (op, k) =
                        (*self.rng.choice(&["shli", "shrui", "shrsi"]), self.rng.range(0, i64::from(ty.bits())));
                    let c = self.icst(ty, k);
                    format!("arith.{op} {}, {c} : {t}", self.n(a))
                }
                1 => {
                    let (c, b) = (self.cond(ty), self.want(ty));
                    format!("arith.select {c}, {}, {} : {t}", self.n(a), self.n(b))
                }
                2 if ty != Index => format!("math.absi {} : {t}", self.n(a)),
                3 => {
                    let op = *self.rng.choice(&["divui", "remui", "divsi", "remsi"]);
                    let k = self.rng.range(1, 10);
                    let c = self.icst(ty, k);
                    format!("arith.{op} {}, {c} : {t}", self.n(a))
                }
                4 => {
                    let others: Vec<usize> = (0..self.pool.len()).filter(|&v| self.pool[v].ty != ty).collect();
                    if let Some(v) = others.last().and_then(|&o| self.cast(o, ty)) {
                        return v;
                    }
                    let b = self.want(ty);
                    format!("arith.addi {}, {} : {t}", self.n(a), self.n(b))
                }
                5 => {
                    let lit = self.int_lit(ty);
                    let c = self.icst(ty, lit);
                    format!("arith.{} {}, {c} : {t}", self.rng.choice(INT_BIN), self.n(a))
                }
                _ => {
                    let b = self.want(ty);
                    format!("arith.{} {}, {} : {t}", self.rng.choice(INT_BIN), self.n(a), self.n(b))
                }
            };
            return self.def(ty, 0.0, Kind::Any, &rhs);
        }
        self.float_op(ty)
    }

    pub fn float_op(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        let a = self.want(ty);
        let (ba, ka) = (self.pool[a].bound, self.pool[a].kind);
        let (rhs, bound, kind) = match self.rng.below(10) {
            0 | 1 => {
                let b = self.want(ty);
                let (bb, kb) = (self.pool[b].bound, self.pool[b].kind);
                let op = *self.rng.choice(&["addf", "subf"]);
                if ba + bb > ty.lim() {
                    (format!("arith.maximumf {}, {} : {t}", self.n(a), self.n(b)), ba.max(bb), Kind::Any)
                } else {
                    let kind = match (ka, kb) {
                        (Kind::Exact(x), Kind::Exact(y)) => Kind::Exact(x + y),
                        _ => Kind::Any,
                    };
                    (format!("arith.{op} {}, {} : {t}", self.n(a), self.n(b)), ba + bb, kind)
                }
            }
            2 => {
                let b = self.want(ty);
                let bb = self.pool[b].bound;
                if ba * bb <= ty.lim() {
                    (format!("arith.mulf {}, {} : {t}", self.n(a), self.n(b)), ba * bb, Kind::Any)
                } else {
                    let c = self.fcst(ty, -0.75);
                    (format!("arith.mulf {}, {c} : {t}", self.n(a)), ba, Kind::Any)
                }
            }
            3 => {
                let b = self.want(ty);
                let bb = self.pool[b].bound;
                let op = *self.rng.choice(&["maximumf", "minimumf"]);
                let kind = match (ka, self.pool[b].kind) {
                    (Kind::Exact(x), Kind::Exact(y)) => Kind::Exact(x.max(y)),
                    _ => Kind::Any,
                };
                (format!("arith.{op} {}, {} : {t}", self.n(a), self.n(b)), ba.max(bb), kind)
            }
            4 => (format!("arith.negf {} : {t}", self.n(a)), ba, ka),
            5 => {
                let abs = self.def(ty, ba, ka, &format!("math.absf {} : {t}", self.n(a)));
                (format!("math.sqrt {} : {t}", self.n(abs)), ba.sqrt().max(1.0), Kind::Any)
            }
            6 => {
                let (c, b) = (self.cond(ty), self.want(ty));
                let bb = self.pool[b].bound;
                (format!("arith.select {c}, {}, {} : {t}", self.n(a), self.n(b)), ba.max(bb), Kind::Any)
            }
            7 if ty != F16 => {
                let (b, c) = (self.want(ty), self.want(ty));
                let (bb, bc) = (self.pool[b].bound, self.pool[c].bound);
                if ba * bb + bc > ty.lim() {
                    (format!("math.absf {} : {t}", self.n(a)), ba, ka)
                } else {
                    (format!("math.fma {}, {}, {} : {t}", self.n(a), self.n(b), self.n(c)), ba * bb + bc, Kind::Any)
                }
            }
            8 => {
                let others: Vec<usize> = (0..self.pool.len()).filter(|&v| self.pool[v].ty != ty).collect();
                if let Some(v) = others.last().and_then(|&o| self.cast(o, ty)) {
                    return v;
                }
                (format!("math.absf {} : {t}", self.n(a)), ba, ka)
            }
            _ => {
                let op = *self.rng.choice(&["floor", "ceil"]);
                (format!("math.{op} {} : {t}", self.n(a)), ba + 1.0, ka)
            }
        };
        self.def(ty, bound, kind, &rhs)
    }

    /// Value `v` converted to `ty`, if that cannot overflow a float or be
    /// poison (`fptosi` out of range).
    pub fn cast(&mut self, v: usize, ty: Ty) -> Option<usize> {
        let s = self.pool[v].ty;
        let (sn, tn, b) = (self.n(v), ty.name(), self.pool[v].bound);
        if s == ty {
            return Some(v);
        }
        if !s.is_float() && !ty.is_float() {
            if s == Index && ty.bits() < 64 {
                // Never `index_cast` to a narrower type: the canonicalizer
                // folds `index_cast(index_cast(x))` to `x` even when the
                // first cast truncated (upstream's too), so a round trip
                // would print differently after any `--canonicalize`.
                let wide = self.def(I64, 0.0, Kind::Any, &format!("arith.index_cast {sn} : index to i64"));
                let wn = self.n(wide);
                return Some(self.def(ty, 0.0, Kind::Any, &format!("arith.trunci {wn} : i64 to {tn}")));
            }
            let rhs = if s == Index || ty == Index {
                format!("arith.index_cast {sn} : {} to {tn}", s.name())
            } else if s.bits() < ty.bits() {
                let op = if s == I1 || self.chance(2) { "extui" } else { "extsi" };
                format!("arith.{op} {sn} : {} to {tn}", s.name())
            } else {
                format!("arith.trunci {sn} : {} to {tn}", s.name())
            };
            return Some(self.def(ty, 0.0, Kind::Any, &rhs));
        }
        if !s.is_float() {
            let src = if s == Index {
                let x = self.def(I64, 0.0, Kind::Any, &format!("arith.index_cast {sn} : index to i64"));
                self.n(x)
            } else {
                sn
            };
            let from = if s == Index { I64 } else { s };
            let signed = self.chance(2);
            let range = if from == I1 { 1.0 } else { 2f64.powi(from.bits() as i32 - i32::from(signed)) };
            if range > ty.lim() {
                return None;
            }
            let op = if signed { "sitofp" } else { "uitofp" };
            return Some(self.def(ty, range, Kind::Any, &format!("arith.{op} {src} : {} to {tn}", from.name())));
        }
        if !ty.is_float() {
            let to = if ty == Index { I64 } else { ty };
            if ty == I1 || b >= 2f64.powi(to.bits() as i32 - 1) - 1.0 {
                return None;
            }
            let x = self.def(to, 0.0, Kind::Any, &format!("arith.fptosi {sn} : {} to {}", s.name(), to.name()));
            if ty != Index {
                return Some(x);
            }
            let xn = self.n(x);
            return Some(self.def(Index, 0.0, Kind::Any, &format!("arith.index_cast {xn} : i64 to index")));
        }
        if s.bits() < ty.bits() {
            let kind = self.pool[v].kind;
            return Some(self.def(ty, b, kind, &format!("arith.extf {sn} : {} to {tn}", s.name())));
        }
        if b > ty.lim() {
            return None;
        }
        Some(self.def(ty, b, Kind::Any, &format!("arith.truncf {sn} : {} to {tn}", s.name())))
    }
}
