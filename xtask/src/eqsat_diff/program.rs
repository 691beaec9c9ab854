//! Random programs for the `eqsat` differential test: one `func.func` per
//! program, computing pure integer (`i32`, `i64`, `index`) and float
//! (`f32`) arithmetic from values loaded out of a memref filled in a loop
//! (so nothing folds away at compile time) and from a loop index, printing
//! results with `vector.print`.
//!
//! Besides random ops the generator re-emits earlier expressions in
//! algebraically equal forms (operands swapped, sums regrouped, `x*2`,
//! `x+x` and `x<<1`, `(a+b)-a`), which is what `eqsat` merges, and puts some
//! of them in `scf.if` branches.
//!
//! Invariants: every program is free of undefined behaviour and poison (no
//! division, shifts by constants below the width, no overflow flags, no
//! fastmath), so its printed output is fully determined and any difference
//! after `strata-opt --eqsat` is a bug; the text depends on the seed only.

use std::fmt::Write;

use crate::gen::rng::Rng;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    I32,
    I64,
    Index,
    F32,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
        }
    }

    fn width(self) -> i64 {
        match self {
            Ty::I32 => 32,
            Ty::I64 | Ty::Index => 64,
            Ty::F32 => 0,
        }
    }
}

/// A binary expression emitted earlier: op, operands, result.
#[derive(Clone)]
struct Expr {
    op: &'static str,
    a: usize,
    b: usize,
    result: usize,
}

/// One function being written.
struct Writer<'r> {
    rng: &'r mut Rng,
    text: String,
    /// Values: name and type.
    vals: Vec<(String, Ty)>,
    exprs: Vec<Expr>,
    indent: &'static str,
    /// The next SSA name's number (never reused, even across regions).
    next: usize,
}

const INT_OPS: &[&str] = &["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "addi", "muli"];
const FLOAT_OPS: &[&str] = &["addf", "subf", "mulf", "addf", "mulf"];
const COMMUTATIVE: &[&str] = &["addi", "muli", "andi", "ori", "xori", "maxsi", "minui", "addf", "mulf"];

impl Writer<'_> {
    fn fresh(&mut self, ty: Ty) -> (usize, String) {
        let name = format!("%v{}", self.next);
        self.next += 1;
        self.vals.push((name.clone(), ty));
        (self.vals.len() - 1, name)
    }

    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{}{s}", self.indent);
    }

    fn pick(&mut self, ty: Ty) -> usize {
        let of: Vec<usize> = (0..self.vals.len()).filter(|&i| self.vals[i].1 == ty).collect();
        // Prefer recent values: deeper expressions.
        let k = of.len();
        of[k - 1 - self.rng.below(k.min(8))]
    }

    fn constant(&mut self, ty: Ty, value: i64) -> usize {
        let (i, name) = self.fresh(ty);
        let text = match ty {
            Ty::F32 => format!("{name} = arith.constant {value}.5 : f32"),
            _ => format!("{name} = arith.constant {value} : {}", ty.name()),
        };
        self.line(&text);
        i
    }

    fn binary(&mut self, op: &'static str, a: usize, b: usize) -> usize {
        let ty = self.vals[a].1;
        let (i, name) = self.fresh(ty);
        let text = format!("{name} = arith.{op} {}, {} : {}", self.vals[a].0, self.vals[b].0, ty.name());
        self.line(&text);
        self.exprs.push(Expr { op, a, b, result: i });
        i
    }

    /// A random op of type `ty`.
    fn random(&mut self, ty: Ty) -> usize {
        if ty == Ty::F32 {
            let op = *self.rng.choice(FLOAT_OPS);
            let (a, b) = (self.pick(ty), self.pick(ty));
            return self.binary(op, a, b);
        }
        match self.rng.below(10) {
            0 => {
                let k = self.rng.range(1, ty.width().min(8));
                let c = self.constant(ty, k);
                let a = self.pick(ty);
                self.binary("shli", a, c)
            }
            1 => {
                let value = self.rng.range(-20, 20);
                let c = self.constant(ty, value);
                let a = self.pick(ty);
                let op = *self.rng.choice(&["addi", "muli", "subi"]);
                self.binary(op, a, c)
            }
            _ => {
                let op = *self.rng.choice(INT_OPS);
                let (a, b) = (self.pick(ty), self.pick(ty));
                self.binary(op, a, b)
            }
        }
    }

    /// An expression equal to an earlier one, in another form.
    fn equal_form(&mut self) -> Option<usize> {
        if self.exprs.is_empty() {
            return None;
        }
        let e = self.exprs[self.rng.below(self.exprs.len())].clone();
        let ty = self.vals[e.result].1;
        match self.rng.below(9) {
            0 if COMMUTATIVE.contains(&e.op) => Some(self.binary(e.op, e.b, e.a)),
            1 if e.op == "addi" || e.op == "muli" => {
                // (p op q) op b  ->  p op (q op b), when a is itself p op q.
                let inner = self.exprs.iter().find(|x| x.result == e.a && x.op == e.op).cloned()?;
                let q = self.binary(e.op, inner.b, e.b);
                Some(self.binary(e.op, inner.a, q))
            }
            2 if ty != Ty::F32 => {
                let x = e.result;
                match self.rng.below(3) {
                    0 => Some(self.binary("addi", x, x)),
                    1 => {
                        let two = self.constant(ty, 2);
                        Some(self.binary("muli", x, two))
                    }
                    _ => {
                        let one = self.constant(ty, 1);
                        Some(self.binary("shli", x, one))
                    }
                }
            }
            3 if e.op == "addi" => {
                // (a + b) - a
                let s = self.binary("subi", e.result, e.a);
                Some(s)
            }
            4 if e.op == "addi" && ty != Ty::F32 => {
                // a - (0 - b), or 0 - (0 - (a + b)).
                let zero = self.constant(ty, 0);
                if self.rng.below(2) == 0 {
                    let neg = self.binary("subi", zero, e.b);
                    Some(self.binary("subi", e.a, neg))
                } else {
                    let neg = self.binary("subi", zero, e.result);
                    Some(self.binary("subi", zero, neg))
                }
            }
            5 if (e.op == "andi" || e.op == "ori") && ty != Ty::F32 => {
                // De Morgan: ~(~a | ~b) for a & b, ~(~a & ~b) for a | b.
                let ones = self.constant(ty, -1);
                let na = self.binary("xori", e.a, ones);
                let nb = self.binary("xori", e.b, ones);
                let dual = if e.op == "andi" { "ori" } else { "andi" };
                let d = self.binary(dual, na, nb);
                Some(self.binary("xori", d, ones))
            }
            6 if ty != Ty::F32 => {
                // Absorption and idempotence: a & (a | b), or (x ^ x) | x.
                if self.rng.below(2) == 0 {
                    let o = self.binary("ori", e.a, e.b);
                    Some(self.binary("andi", e.a, o))
                } else {
                    let z = self.binary("xori", e.result, e.result);
                    Some(self.binary("ori", z, e.result))
                }
            }
            7 if e.op == "addi" && ty != Ty::F32 => {
                // (a << 1) + (b << 1), equal to (a + b) << 1.
                let one = self.constant(ty, 1);
                let sa = self.binary("shli", e.a, one);
                let sb = self.binary("shli", e.b, one);
                Some(self.binary("addi", sa, sb))
            }
            8 if e.op == "subi" && ty != Ty::F32 => {
                // a - b as a + (b * -1) and as ~(~a + b) (`~x` is -1 - x).
                let ones = self.constant(ty, -1);
                if self.rng.below(2) == 0 {
                    let m = self.binary("muli", e.b, ones);
                    Some(self.binary("addi", e.a, m))
                } else {
                    let na = self.binary("xori", e.a, ones);
                    let s = self.binary("addi", na, e.b);
                    Some(self.binary("xori", s, ones))
                }
            }
            _ => None,
        }
    }

    fn print(&mut self, v: usize) {
        let (name, ty) = self.vals[v].clone();
        self.line(&format!("vector.print {name} : {}", ty.name()));
    }
}

/// The text of one program, `func.func @name()`, with about `ops` ops in
/// its loop body.
pub fn program(rng: &mut Rng, name: &str, ops: usize) -> String {
    let mut w = Writer { rng, text: String::new(), vals: Vec::new(), exprs: Vec::new(), indent: "    ", next: 0 };
    let (m, a) = (w.rng.range(-9, 9) | 1, w.rng.range(-100, 100));
    let mut out = String::new();
    let _ = write!(
        out,
        "func.func @{name}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %bi = memref.alloc() : memref<8xi32>
  %bf = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {{
    %ii = arith.index_cast %i : index to i32
    %m = arith.constant {m} : i32
    %a = arith.constant {a} : i32
    %t = arith.muli %ii, %m : i32
    %u = arith.addi %t, %a : i32
    memref.store %u, %bi[%i] : memref<8xi32>
    %f = arith.sitofp %u : i32 to f32
    memref.store %f, %bf[%i] : memref<8xf32>
  }}
  scf.for %i = %c0 to %c4 step %c1 {{
    %i4 = arith.addi %i, %c4 : index
"
    );
    // Inputs: two loads of each memref, the index, an i64 extension.
    for (load, mem, ty) in [("%x0", "%bi[%i]", "memref<8xi32>"), ("%x1", "%bi[%i4]", "memref<8xi32>")] {
        let _ = writeln!(out, "    {load} = memref.load {mem} : {ty}");
    }
    let _ = writeln!(out, "    %y0 = memref.load %bf[%i] : memref<8xf32>");
    let _ = writeln!(out, "    %y1 = memref.load %bf[%i4] : memref<8xf32>");
    let _ = writeln!(out, "    %z0 = arith.extsi %x0 : i32 to i64");
    let _ = writeln!(out, "    %z1 = arith.extsi %x1 : i32 to i64");
    let _ = writeln!(out, "    %k0 = arith.index_cast %x0 : i32 to index");
    w.vals.extend(
        [("%x0", Ty::I32), ("%x1", Ty::I32), ("%y0", Ty::F32), ("%y1", Ty::F32), ("%z0", Ty::I64), ("%z1", Ty::I64)]
            .map(|(n, t)| (n.to_string(), t)),
    );
    w.vals.push(("%i".to_string(), Ty::Index));
    w.vals.push(("%k0".to_string(), Ty::Index));
    let mut printed = Vec::new();
    for _ in 0..ops {
        let roll = w.rng.below(20);
        let v = if roll < 6 && !w.exprs.is_empty() {
            w.equal_form()
        } else if roll == 6 {
            Some(branch(&mut w))
        } else {
            let ty = *w.rng.choice(&[Ty::I32, Ty::I32, Ty::I64, Ty::Index, Ty::F32]);
            Some(w.random(ty))
        };
        if let Some(v) = v {
            if w.rng.below(3) == 0 {
                printed.push(v);
            }
        }
    }
    for v in printed {
        w.print(v);
    }
    out.push_str(&w.text);
    out.push_str("  }\n  memref.dealloc %bi : memref<8xi32>\n  memref.dealloc %bf : memref<8xf32>\n  return\n}\n");
    out
}

/// An `scf.if` on a comparison whose branches compute equal-looking i32
/// expressions from outer values; its result.
fn branch(w: &mut Writer<'_>) -> usize {
    let (a, b) = (w.pick(Ty::I32), w.pick(Ty::I32));
    let (_, cname) = w.fresh(Ty::I32);
    let text = format!("{cname} = arith.cmpi slt, {}, {} : i32", w.vals[a].0, w.vals[b].0);
    w.line(&text);
    w.vals.pop();
    let cond = cname;
    // The result is named now but only visible after the op.
    let rname = format!("%v{}", w.next);
    w.next += 1;
    w.line(&format!("{rname} = scf.if {cond} -> (i32) {{"));
    let outer = w.indent;
    let scope = w.vals.len();
    let exprs = w.exprs.len();
    w.indent = "      ";
    let mut yields = Vec::new();
    for _ in 0..2 {
        let x = w.random(Ty::I32);
        let y = w.equal_form().filter(|&v| w.vals[v].1 == Ty::I32).unwrap_or(x);
        yields.push(y);
        let text = format!("scf.yield {} : i32", w.vals[y].0);
        w.line(&text);
        // Values of a branch are not visible after it.
        w.vals.truncate(scope);
        w.exprs.truncate(exprs);
        if yields.len() == 1 {
            w.indent = outer;
            w.line("} else {");
            w.indent = "      ";
        }
    }
    w.indent = outer;
    w.line("}");
    w.vals.push((rname, Ty::I32));
    w.vals.len() - 1
}
