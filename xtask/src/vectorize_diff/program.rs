//! Random programs for the `vectorize-loops` differential test: one
//! `func.func @pK()` per program that fills small static memrefs (1-D and
//! 2-D, `alloc` and `alloca`) with seeded data, runs one to three loops
//! marked `{vectorize.vectorized}` over them ([`super::body`]), and prints
//! every element of every output memref and every loop result with
//! `vector.print`, floats as their bits (so equal means bitwise equal).
//!
//! Data comes in classes, so that results are exactly determined yet
//! sensitive to what the pass may not change:
//! - `General` floats mix magnitudes (1e8 with 1.0, 1e-3, negatives), so a
//!   float sum or product depends on its order: a pass that reassociates
//!   an unflagged reduction shows up;
//! - `Exact` floats are small integers and `ExactMul` floats are +-1 or 2,
//!   so a `fastmath<reassoc>` sum or product over them is exact in any
//!   order: reassociation allowed by the flag does not show up;
//! - `NearOne` floats keep an unflagged product finite and non-zero.
//!
//! Invariants (what makes a difference in printed results a bug):
//! - no undefined behaviour: every index is in bounds (memref shapes grow
//!   to the largest index any access computes, see [`Writer::grow`]), no
//!   division by anything but a positive constant, shifts by constants
//!   below the width, no overflow flags, `fptosi` only on floats known to
//!   fit, every `scf.for` step positive;
//! - no NaN: elementwise float values stay below [`Ty::lim`] (a bound is
//!   carried with each value), only reduction chains may reach infinity,
//!   and they are printed, never computed with;
//! - in a marked loop, a memref written is read only at the address
//!   written in the same iteration, and every store maps distinct
//!   iterations to distinct addresses: the iterations are independent, as
//!   the mark asserts;
//! - the text depends on the seed and the lane hint only.

use std::fmt::Write;

use crate::gen::rng::Rng;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ty {
    I1,
    I8,
    I32,
    I64,
    Index,
    F16,
    F32,
    F64,
}

pub use Ty::*;

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            I1 => "i1",
            I8 => "i8",
            I32 => "i32",
            I64 => "i64",
            Index => "index",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
        }
    }

    pub fn bits(self) -> u32 {
        match self {
            I1 => 1,
            I8 => 8,
            F16 => 16,
            I32 | F32 => 32,
            I64 | Index | F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, F16 | F32 | F64)
    }

    /// The largest magnitude of an elementwise float value: a product of
    /// two such stays finite in `f16`, a sum of thousands in the others.
    pub fn lim(self) -> f64 {
        match self {
            F16 => 200.0,
            F32 => 1e30,
            _ => 1e200,
        }
    }

    /// Integers up to this magnitude are exact.
    pub fn exact_cap(self) -> f64 {
        match self {
            F16 => 2048.0,
            F32 => 16_777_216.0,
            _ => 9e15,
        }
    }

    /// The bound of `General` data (the fill keeps below it).
    fn general(self) -> f64 {
        match self {
            F16 => 100.0,
            F32 => 1.2e8,
            _ => 1.2e16,
        }
    }

    /// The magnitude of `Exact` data: small enough that a reduction over
    /// 560 of them (the most a loop nest runs) stays exact in `f16`.
    pub fn exact(self) -> f64 {
        match self {
            F16 => 3.0,
            F32 => 1000.0,
            _ => 1e6,
        }
    }
}

/// What a memref holds (see the module doc).
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Class {
    General,
    Exact,
    ExactMul,
    NearOne,
    /// Written by a marked loop (printed at the end), filled like `General`.
    Out,
    /// Written with unbounded values (a running sum): printed, never read.
    Wild,
    /// A one-element memref holding a loop bound, to hide it from the pass.
    Cell(i64),
}

/// What is known of a float value.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Kind {
    Any,
    /// An integer of at most this magnitude.
    Exact(f64),
    ExactMul,
    NearOne,
}

pub struct Mem {
    pub name: String,
    pub ty: Ty,
    pub dims: Vec<usize>,
    pub class: Class,
    alloca: bool,
}

/// A value in scope; `bound` bounds a float's magnitude.
#[derive(Clone)]
pub struct Val {
    pub name: String,
    pub ty: Ty,
    pub bound: f64,
    pub kind: Kind,
}

/// The lane count the pass will likely use, to draw trip counts around it.
#[derive(Copy, Clone, Debug)]
pub struct Hint {
    /// The target's vector width in bits, 0 for `scalar`.
    pub bits: u32,
    pub lanes: Option<u32>,
}

impl Hint {
    pub fn lanes(self, widest: u32) -> i64 {
        match self.lanes {
            Some(l) => i64::from(l),
            None if self.bits == 0 => 4,
            None => i64::from(self.bits / widest.max(8)).max(1),
        }
    }
}

/// One function being written.
pub struct Writer<'r> {
    pub rng: &'r mut Rng,
    pub text: String,
    pub depth: usize,
    next: usize,
    pub mems: Vec<Mem>,
    pub pool: Vec<Val>,
    /// Memrefs the current marked loop nest writes (never read there).
    pub busy: Vec<usize>,
    /// Loop results to print: name and type.
    pub results: Vec<(String, Ty)>,
    pub hint: Hint,
    /// The row index and row count of an enclosing unmarked loop over rows.
    pub row: Option<(String, usize)>,
    pub iv: Option<super::body::Iv>,
}

impl Writer<'_> {
    pub fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{}{s}", "  ".repeat(self.depth));
    }

    pub fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next - 1)
    }

    pub fn chance(&mut self, k: usize) -> bool {
        self.rng.below(k) == 0
    }

    /// Emits `<result> = <rhs>`, adds the result to the pool.
    pub fn def(&mut self, ty: Ty, bound: f64, kind: Kind, rhs: &str) -> usize {
        let name = self.fresh();
        self.line(&format!("{name} = {rhs}"));
        self.pool.push(Val { name, ty, bound, kind });
        self.pool.len() - 1
    }

    pub fn n(&self, v: usize) -> String {
        self.pool[v].name.clone()
    }

    /// An integer or index constant (not pooled).
    pub fn icst(&mut self, ty: Ty, v: i64) -> String {
        let name = self.fresh();
        let text = match ty {
            I1 => format!("{name} = arith.constant {}", if v & 1 == 1 { "true" } else { "false" }),
            _ => format!("{name} = arith.constant {v} : {}", ty.name()),
        };
        self.line(&text);
        name
    }

    pub fn fcst(&mut self, ty: Ty, x: f64) -> String {
        let name = self.fresh();
        self.line(&format!("{name} = arith.constant {} : {}", flit(x), ty.name()));
        name
    }

    /// A constant of any type, as a literal: a float from `General` data,
    /// an integer from the edges and the middle of its range.
    pub fn literal(&mut self, ty: Ty) -> String {
        if ty.is_float() {
            return flit(self.general_lit(ty));
        }
        let v = self.int_lit(ty);
        match ty {
            I1 => if v & 1 == 1 { "true" } else { "false" }.to_string(),
            _ => v.to_string(),
        }
    }

    pub fn general_lit(&mut self, ty: Ty) -> f64 {
        let big = match ty {
            F16 => 60.0,
            F32 => 1e8,
            _ => 1e16,
        };
        let x = match self.rng.below(12) {
            0 => big,
            1 => -big,
            2 => 1.0,
            3 => -1.0,
            4 => 1e-3,
            5 => -2.5e-3,
            6 => 0.1,
            7 => big * 0.37,
            8 => -7.25,
            9 => 0.0,
            _ => (self.rng.unit() * 2.0 - 1.0) * big * self.rng.unit(),
        };
        if ty == F16 {
            (x * 8.0).round() / 8.0
        } else {
            x
        }
    }

    pub fn int_lit(&mut self, ty: Ty) -> i64 {
        let bits = ty.bits();
        if bits == 1 {
            return self.rng.below(2) as i64;
        }
        let max = if bits == 64 { i64::MAX } else { (1i64 << (bits - 1)) - 1 };
        match self.rng.below(10) {
            0 => max,
            1 => -max - 1,
            2 => -1,
            3 => 0,
            4 => 1,
            5 if bits == 64 => self.rng.next_u64() as i64,
            5 => self.rng.range(-max - 1, max + 1),
            _ => self.rng.range(-100, 101),
        }
    }

    /// A new memref of `ty`, its shape grown later by [`Writer::grow`];
    /// its type is written as a placeholder until the shape is final.
    pub fn new_mem(&mut self, ty: Ty, rank: usize, class: Class) -> usize {
        let alloca = self.chance(2);
        let name = format!("%m{}", self.next);
        self.next += 1;
        self.mems.push(Mem { name, ty, dims: vec![1; rank], class, alloca });
        self.mems.len() - 1
    }

    pub fn grow(&mut self, m: usize, dims: &[usize]) {
        for (d, &n) in self.mems[m].dims.iter_mut().zip(dims) {
            *d = (*d).max(n);
        }
    }

    /// The placeholder of a memref's type (see [`program`]).
    pub fn mty(m: usize) -> String {
        format!("$M{m}$")
    }

    /// A value from a one-element memref holding `v` (in `ty`), which the
    /// pass cannot see as a constant; sometimes moved through an `addi`.
    pub fn hidden(&mut self, ty: Ty, v: i64) -> String {
        let base = if self.chance(2) { v } else { self.rng.range(0, 5) };
        let m = self.new_mem(ty, 1, Class::Cell(base));
        let name = self.fresh();
        let text = format!("{name} = memref.load {}[%c0] : {}", self.mems[m].name, Self::mty(m));
        self.line(&text);
        if base == v {
            return name;
        }
        let d = self.icst(ty, v - base);
        let sum = self.fresh();
        self.line(&format!("{sum} = arith.addi {name}, {d} : {}", ty.name()));
        sum
    }

    /// `(name, type)` of a value as `vector.print` shows it bitwise.
    fn printable(&mut self, name: &str, ty: Ty) -> (String, &'static str) {
        let (op, to) = match ty {
            F16 => ("bitcast", "i16"),
            F32 => ("bitcast", "i32"),
            F64 => ("bitcast", "i64"),
            I1 => ("extui", "i32"),
            Index => ("index_cast", "i64"),
            _ => return (name.to_string(), ty.name()),
        };
        let out = self.fresh();
        self.line(&format!("{out} = arith.{op} {name} : {} to {to}", ty.name()));
        (out, to)
    }

    /// Prints every element of the written memrefs and every loop result.
    fn prints(&mut self) {
        for m in 0..self.mems.len() {
            if !matches!(self.mems[m].class, Class::Out | Class::Wild) {
                continue;
            }
            let q = self.open_walk(m);
            let idx = self.linear_index(m, &q);
            let e = self.fresh();
            let text = format!("{e} = memref.load {}[{idx}] : {}", self.mems[m].name, Self::mty(m));
            self.line(&text);
            let (p, pty) = self.printable(&e, self.mems[m].ty);
            self.line(&format!("vector.print {p} : {pty}"));
            self.depth -= 1;
            self.line("}");
        }
        for (name, ty) in self.results.clone() {
            let (p, pty) = self.printable(&name, ty);
            self.line(&format!("vector.print {p} : {pty}"));
        }
    }

    /// Opens a loop over the linear positions of memref `m`, returns the
    /// position's name (the caller closes the loop).
    fn open_walk(&mut self, m: usize) -> String {
        let total: usize = self.mems[m].dims.iter().product();
        let n = self.icst(Index, total as i64);
        let q = self.fresh();
        self.line(&format!("scf.for {q} = %c0 to {n} step %c1 {{"));
        self.depth += 1;
        q
    }

    /// The subscripts of linear position `q` in memref `m`.
    fn linear_index(&mut self, m: usize, q: &str) -> String {
        if self.mems[m].dims.len() == 1 {
            return q.to_string();
        }
        let cols = self.icst(Index, self.mems[m].dims[1] as i64);
        let (r, c) = (self.fresh(), self.fresh());
        self.line(&format!("{r} = arith.divui {q}, {cols} : index"));
        self.line(&format!("{c} = arith.remui {q}, {cols} : index"));
        format!("{r}, {c}")
    }

    /// Allocates and fills every memref: a table of a few literals of the
    /// memref's class, repeated along the memref, plus (for `General` and
    /// integer data) a multiple of the position, so neighbours differ.
    fn fills(&mut self) {
        for m in 0..self.mems.len() {
            let (name, ty, class) = (self.mems[m].name.clone(), self.mems[m].ty, self.mems[m].class);
            let op = if self.mems[m].alloca { "alloca" } else { "alloc" };
            self.line(&format!("{name} = memref.{op}() : {}", Self::mty(m)));
            if let Class::Cell(v) = class {
                let c = self.icst(ty, v);
                self.line(&format!("memref.store {c}, {name}[%c0] : {}", Self::mty(m)));
                continue;
            }
            let total: usize = self.mems[m].dims.iter().product();
            let p = 1 + self.rng.below(8.min(total));
            let lits: Vec<String> = (0..p).map(|_| self.class_lit(ty, class, p)).collect();
            let tab = self.fresh();
            self.line(&format!("{tab} = memref.alloca() : memref<{p}x{}>", ty.name()));
            for (k, lit) in lits.iter().enumerate() {
                let (c, i) = (self.fresh(), self.icst(Index, k as i64));
                let rhs = if ty == I1 { lit.clone() } else { format!("{lit} : {}", ty.name()) };
                self.line(&format!("{c} = arith.constant {rhs}"));
                self.line(&format!("memref.store {c}, {tab}[{i}] : memref<{p}x{}>", ty.name()));
            }
            let cp = self.icst(Index, p as i64);
            let q = self.open_walk(m);
            let r = self.fresh();
            self.line(&format!("{r} = arith.remui {q}, {cp} : index"));
            let t = self.fresh();
            self.line(&format!("{t} = memref.load {tab}[{r}] : memref<{p}x{}>", ty.name()));
            let v = self.fill_value(ty, class, &q, &t, total);
            let idx = self.linear_index(m, &q);
            self.line(&format!("memref.store {v}, {name}[{idx}] : {}", Self::mty(m)));
            self.depth -= 1;
            self.line("}");
        }
    }

    /// A table literal of `class` (`p` entries in the table).
    fn class_lit(&mut self, ty: Ty, class: Class, p: usize) -> String {
        if !ty.is_float() {
            return self.literal(ty);
        }
        let x = match class {
            Class::Exact => self.rng.range(-(ty.exact() as i64), ty.exact() as i64 + 1) as f64,
            // Factors of magnitude 1 or 2: every partial product of any
            // grouping is a power of two no larger than the whole, so the
            // product is exact (or the same infinity) in every order. Rare,
            // so that it is mostly finite; none in f16's narrow range.
            Class::ExactMul if ty != F16 && p == 8 && self.chance(8) => 2.0,
            Class::ExactMul => *self.rng.choice(&[1.0, -1.0]),
            Class::NearOne => *self.rng.choice(&[1.1, 0.9, -1.05, 0.95, 1.0009765625, -0.999, 1.25, 0.8]),
            _ => self.general_lit(ty),
        };
        flit(x)
    }

    /// The element at linear position `q` from table entry `t`.
    fn fill_value(&mut self, ty: Ty, class: Class, q: &str, t: &str, total: usize) -> String {
        let ramp = matches!(class, Class::General | Class::Out | Class::Wild);
        if ty.is_float() {
            let cap = if ty == F16 { 40.0 } else { 1e6 };
            let scale = *self.rng.choice(&[0.0, 1e-3, 0.125, 1.0]);
            if !ramp || scale == 0.0 || scale * total as f64 > cap {
                return t.to_string();
            }
            let (qi, qf, s, v) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
            let sc = self.fcst(ty, scale);
            self.line(&format!("{qi} = arith.index_cast {q} : index to i32"));
            self.line(&format!("{qf} = arith.sitofp {qi} : i32 to {}", ty.name()));
            self.line(&format!("{s} = arith.mulf {qf}, {sc} : {}", ty.name()));
            self.line(&format!("{v} = arith.addf {t}, {s} : {}", ty.name()));
            return v;
        }
        let (qi, v) = (self.fresh(), self.fresh());
        if ty == I1 {
            self.line(&format!("{qi} = arith.index_cast {q} : index to i1"));
            self.line(&format!("{v} = arith.xori {t}, {qi} : i1"));
            return v;
        }
        let m = self.rng.range(-9, 10);
        let cm = self.icst(ty, m);
        let s = self.fresh();
        let qi = if ty == Index {
            q.to_string()
        } else {
            self.line(&format!("{qi} = arith.index_cast {q} : index to {}", ty.name()));
            qi
        };
        self.line(&format!("{s} = arith.muli {qi}, {cm} : {}", ty.name()));
        self.line(&format!("{v} = arith.addi {t}, {s} : {}", ty.name()));
        v
    }

    /// The bound of a value loaded from memref `m`.
    pub fn load_val(&self, m: usize, name: String) -> Val {
        let ty = self.mems[m].ty;
        let (bound, kind) = match self.mems[m].class {
            Class::Exact => (ty.exact(), Kind::Exact(ty.exact())),
            Class::ExactMul => (2.0, Kind::ExactMul),
            Class::NearOne => (1.25, Kind::NearOne),
            Class::General => (ty.general(), Kind::Any),
            _ => (ty.lim(), Kind::Any),
        };
        Val { name, ty, bound, kind }
    }

    /// Takes the text written so far, leaving the buffer empty.
    fn take(&mut self) -> String {
        std::mem::take(&mut self.text)
    }
}

/// A float literal MLIR parses (it needs a `.` before any exponent).
pub fn flit(x: f64) -> String {
    let s = format!("{x:e}");
    match s.split_once('e') {
        Some((m, e)) if !m.contains('.') => format!("{m}.0e{e}"),
        _ => s,
    }
}

/// The text of one program, `func.func @name()`, drawing trip counts
/// around the lane count `hint` suggests.
pub fn program(rng: &mut Rng, name: &str, hint: Hint) -> String {
    let mut w = Writer {
        rng,
        text: String::new(),
        depth: 1,
        next: 0,
        mems: Vec::new(),
        pool: Vec::new(),
        busy: Vec::new(),
        results: Vec::new(),
        hint,
        row: None,
        iv: None,
    };
    let loops = 1 + w.rng.below(3);
    for _ in 0..loops {
        w.top_loop();
    }
    let body = w.take();
    w.prints();
    let prints = w.take();
    w.fills();
    let fills = w.take();
    let mut out = format!(
        "func.func @{name}() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n{fills}{body}{prints}"
    );
    for (k, m) in w.mems.iter().enumerate().filter(|(_, m)| !m.alloca) {
        let _ = writeln!(out, "  memref.dealloc {} : $M{k}$", m.name);
    }
    out.push_str("  return\n}\n");
    // Shapes are final now: the placeholders become types (longest index
    // first, so `$M1$` never matches inside `$M12$`: the `$` closes it).
    for (k, m) in w.mems.iter().enumerate() {
        let dims: String = m.dims.iter().map(|d| format!("{d}x")).collect();
        out = out.replace(&format!("$M{k}$"), &format!("memref<{dims}{}>", m.ty.name()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_literals_have_a_point() {
        assert_eq!(flit(1e8), "1.0e8");
        assert_eq!(flit(-2.5e-3), "-2.5e-3");
        assert_eq!(flit(0.0), "0.0e0");
        assert_eq!(flit(1.0009765625), "1.0009765625e0");
    }

    #[test]
    fn hint_lanes() {
        let h = Hint { bits: 512, lanes: None };
        assert_eq!(h.lanes(32), 16);
        assert_eq!(h.lanes(8), 64);
        assert_eq!(Hint { bits: 0, lanes: None }.lanes(32), 4);
        assert_eq!(Hint { bits: 128, lanes: Some(7) }.lanes(64), 7);
    }
}
