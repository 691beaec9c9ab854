//! Random executable programs for the `canonicalize`/`cse` differential
//! test: one `func.func @pK()` per program over arith (integers of four
//! widths, `index`, `f32`, `i1`, and vectors of them), math, index,
//! vector (broadcast, from_elements, extract, insert, shuffle, bitcast,
//! shape_cast, reduction, fma, transfers [`transfer`]), memref (`alloca`,
//! `load`, `store`, `expand_shape`), tensor (loops carrying a tensor
//! whose parts they read and write, [`subsets`]), scf
//! (`if`, `for`, `while`), cf (diamonds and loops with block
//! arguments) and affine (at the top level, [`affine`]), printing values
//! with `vector.print`.
//!
//! Inputs come both from constants (which the passes fold) and from loads
//! of a memref filled in a loop (which they cannot see through), so folds
//! meet both constant and opaque operands.
//!
//! Invariants (what makes any difference in printed results a bug):
//! - no undefined behaviour and no poison: divisors are positive
//!   constants or `(x & 7) + 1`, and for the signed divisions also
//!   constants in `-9..=-2` or `-1 - ((x & 7) + 1)` (never -1); shift
//!   amounts are constants below the width or `x & (width - 1)`; memory indices are constants in bounds or
//!   `x & 7`; no overflow flags; `fptosi` only on floats known to fit;
//! - no NaN and no infinity: every float value carries a bound on its
//!   magnitude, and an op whose result could exceed [`FLOAT_LIMIT`] is
//!   replaced by one that cannot; no float division, no int-to-float
//!   bitcast; no `maxnumf`/`minnumf` (either zero may come out of
//!   `+0`/`-0`, so a fold and the machine may disagree); loop-carried values are integers only (their bound would
//!   compound);
//! - SSA dominance by construction: a region's values are dropped from
//!   the pool when it closes, only the op's results escape;
//! - the text depends on the seed only.

use std::fmt::Write;

use crate::gen::rng::Rng;

mod affine;
mod calls;
mod subsets;
mod transfer;

use calls::Calls;

/// The largest float magnitude a program may compute.
const FLOAT_LIMIT: f64 = 1e30;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I16,
    I32,
    I64,
    Index,
    F32,
    V4I1,
    V4I32,
    V4F32,
    V8I16,
    V2I64,
    /// `vector<2x2xi32>`.
    M2I32,
}

use Ty::*;

impl Ty {
    fn name(self) -> &'static str {
        match self {
            I1 => "i1",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            Index => "index",
            F32 => "f32",
            V4I1 => "vector<4xi1>",
            V4I32 => "vector<4xi32>",
            V4F32 => "vector<4xf32>",
            V8I16 => "vector<8xi16>",
            V2I64 => "vector<2xi64>",
            M2I32 => "vector<2x2xi32>",
        }
    }

    fn elem(self) -> Ty {
        match self {
            V4I1 => I1,
            V4I32 | M2I32 => I32,
            V4F32 => F32,
            V8I16 => I16,
            V2I64 => I64,
            t => t,
        }
    }

    fn lanes(self) -> usize {
        match self {
            V4I1 | V4I32 | V4F32 | M2I32 => 4,
            V8I16 => 8,
            V2I64 => 2,
            _ => 1,
        }
    }

    fn is_vector(self) -> bool {
        self.lanes() > 1
    }

    fn is_float(self) -> bool {
        self.elem() == F32
    }

    /// Bits of an integer element (`index` runs as 64 bits).
    fn width(self) -> u32 {
        match self.elem() {
            I1 => 1,
            I16 => 16,
            I32 => 32,
            _ => 64,
        }
    }

    /// The condition type of a `select` on this type: per lane for the
    /// four-lane vectors, one `i1` for the others.
    fn cmp(self) -> Ty {
        if self.lanes() == 4 {
            V4I1
        } else {
            I1
        }
    }
}

const INT_BINARY: &[&str] =
    &["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui", "addi", "muli"];
const DIVISIONS: &[&str] = &["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"];
const INT_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FLOAT_PREDICATES: &[&str] = &["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "uge"];
const INDEX_BINARY: &[&str] = &["add", "sub", "mul", "and", "or", "xor", "maxs", "mins", "maxu", "minu"];
const INDEX_DIVISIONS: &[&str] = &["divs", "divu", "rems", "remu", "ceildivs", "ceildivu", "floordivs"];

/// A value in scope: name, type and, for floats, a bound on |value|.
#[derive(Clone)]
struct Val {
    name: String,
    ty: Ty,
    bound: f64,
}

/// One function being written.
struct Writer<'r> {
    rng: &'r mut Rng,
    text: String,
    vals: Vec<Val>,
    depth: usize,
    /// The next SSA / block number (never reused in the function).
    next: usize,
    /// Ops left to emit.
    budget: usize,
    /// The helpers this function calls ([`calls`]); `None` writes no
    /// calls.
    calls: Option<Calls>,
    /// Whether loops carrying tensors ([`subsets`]) may be written.
    subsets: bool,
}

impl Writer<'_> {
    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{}{s}", "  ".repeat(self.depth + 1));
    }

    fn name(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next - 1)
    }

    /// Emits `<result> = <rhs>` and adds the result to the pool.
    fn def(&mut self, ty: Ty, bound: f64, rhs: &str) -> usize {
        let name = self.name();
        self.line(&format!("{name} = {rhs}"));
        self.vals.push(Val { name, ty, bound });
        self.vals.len() - 1
    }

    fn n(&self, v: usize) -> &str {
        &self.vals[v].name
    }

    fn b(&self, v: usize) -> f64 {
        self.vals[v].bound
    }

    fn chance(&mut self, k: usize) -> bool {
        self.rng.below(k) == 0
    }

    /// A value of type `ty`: usually a recent one, sometimes a new constant.
    fn get(&mut self, ty: Ty) -> usize {
        let of: Vec<usize> = (0..self.vals.len()).filter(|&i| self.vals[i].ty == ty).collect();
        if of.is_empty() || self.chance(5) {
            return self.constant(ty);
        }
        let k = of.len();
        of[k - 1 - self.rng.below(k.min(6))]
    }

    fn int_literal(&mut self, ty: Ty) -> i64 {
        let w = ty.width();
        if w == 1 {
            return self.rng.below(2) as i64;
        }
        let max = if w == 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 };
        match self.rng.below(12) {
            0 => max,
            1 => -max - 1,
            2 => -1,
            3 => 0,
            4 => 1,
            5 => 1 << self.rng.below(w as usize - 1),
            _ => self.rng.range(-20, 40),
        }
    }

    fn float_literal(&mut self) -> f64 {
        let whole = self.rng.range(-50, 50) as f64;
        whole + [0.0, 0.5, 0.25, -0.75][self.rng.below(4)]
    }

    fn constant(&mut self, ty: Ty) -> usize {
        let elem = ty.elem();
        if !ty.is_vector() {
            return match ty {
                F32 => {
                    let x = self.float_literal();
                    self.def(F32, x.abs(), &format!("arith.constant {x:?} : f32"))
                }
                I1 => {
                    let b = ["false", "true"][self.rng.below(2)];
                    self.def(I1, 0.0, &format!("arith.constant {b}"))
                }
                Index if self.chance(3) => {
                    let x = self.rng.range(-8, 40);
                    self.def(Index, 0.0, &format!("index.constant {x}"))
                }
                _ => {
                    let x = self.int_literal(ty);
                    self.def(ty, 0.0, &format!("arith.constant {x} : {}", ty.name()))
                }
            };
        }
        let splat = self.chance(2);
        let mut elems = Vec::new();
        let mut bound: f64 = 0.0;
        for _ in 0..if splat { 1 } else { ty.lanes() } {
            elems.push(match elem {
                F32 => {
                    let x = self.float_literal();
                    bound = bound.max(x.abs());
                    format!("{x:?}")
                }
                I1 => ["false", "true"][self.rng.below(2)].to_string(),
                _ => self.int_literal(elem).to_string(),
            });
        }
        let body = if splat {
            elems[0].clone()
        } else if ty == M2I32 {
            format!("[[{}, {}], [{}, {}]]", elems[0], elems[1], elems[2], elems[3])
        } else {
            format!("[{}]", elems.join(", "))
        };
        self.def(ty, bound, &format!("arith.constant dense<{body}> : {}", ty.name()))
    }

    /// A splat or dense constant of `ty` with elements in `1..=9`, a safe
    /// divisor.
    fn positive_constant(&mut self, ty: Ty) -> usize {
        if !ty.is_vector() {
            let x = self.rng.range(1, 10);
            return if ty == Index && self.chance(2) {
                self.def(Index, 0.0, &format!("index.constant {x}"))
            } else {
                self.def(ty, 0.0, &format!("arith.constant {x} : {}", ty.name()))
            };
        }
        let elems: Vec<String> = (0..ty.lanes()).map(|_| self.rng.range(1, 10).to_string()).collect();
        let body = if self.chance(2) { elems[0].clone() } else { format!("[{}]", elems.join(", ")) };
        self.def(ty, 0.0, &format!("arith.constant dense<{body}> : {}", ty.name()))
    }

    /// A divisor in `-9..=-2` for the signed divisions (never -1, whose
    /// quotient of the minimum overflows): a constant, or `-1 - ((x & 7) + 1)`.
    fn negative_divisor(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        if self.chance(2) {
            let x = self.rng.range(-9, -1);
            return if ty.is_vector() {
                self.def(ty, 0.0, &format!("arith.constant dense<{x}> : {t}"))
            } else {
                self.def(ty, 0.0, &format!("arith.constant {x} : {t}"))
            };
        }
        let d = self.masked(ty, 7, true);
        let minus_one = if ty.is_vector() {
            self.def(ty, 0.0, &format!("arith.constant dense<-1> : {t}"))
        } else {
            self.def(ty, 0.0, &format!("arith.constant -1 : {t}"))
        };
        self.def(ty, 0.0, &format!("arith.subi {}, {} : {t}", self.n(minus_one), self.n(d)))
    }

    /// `(x & mask)` or `(x & mask) + 1` on `x` of integer type `ty`.
    fn masked(&mut self, ty: Ty, mask: i64, plus_one: bool) -> usize {
        let x = self.get(ty);
        let m = if ty.is_vector() {
            self.def(ty, 0.0, &format!("arith.constant dense<{mask}> : {}", ty.name()))
        } else {
            self.def(ty, 0.0, &format!("arith.constant {mask} : {}", ty.name()))
        };
        let t = ty.name();
        let a = self.def(ty, 0.0, &format!("arith.andi {}, {} : {t}", self.n(x), self.n(m)));
        if !plus_one {
            return a;
        }
        let one = if ty.is_vector() {
            self.def(ty, 0.0, &format!("arith.constant dense<1> : {t}"))
        } else {
            self.def(ty, 0.0, &format!("arith.constant 1 : {t}"))
        };
        self.def(ty, 0.0, &format!("arith.addi {}, {} : {t}", self.n(a), self.n(one)))
    }

    /// An op computing a value of integer type `ty`.
    fn int_op(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        match self.rng.below(16) {
            0 | 1 => {
                // A shift by a constant below the width or a masked amount.
                let op = *self.rng.choice(&["shli", "shrsi", "shrui"]);
                let x = self.get(ty);
                let s = if self.chance(2) {
                    let k = self.rng.below(ty.width() as usize);
                    if ty.is_vector() {
                        self.def(ty, 0.0, &format!("arith.constant dense<{k}> : {t}"))
                    } else {
                        self.def(ty, 0.0, &format!("arith.constant {k} : {t}"))
                    }
                } else {
                    self.masked(ty, ty.width() as i64 - 1, false)
                };
                self.def(ty, 0.0, &format!("arith.{op} {}, {} : {t}", self.n(x), self.n(s)))
            }
            2 => {
                let op = *self.rng.choice(DIVISIONS);
                let x = self.get(ty);
                let signed = matches!(op, "divsi" | "remsi" | "ceildivsi" | "floordivsi");
                let d = if signed && self.chance(3) {
                    self.negative_divisor(ty)
                } else if self.chance(2) {
                    self.positive_constant(ty)
                } else {
                    self.masked(ty, 7, true)
                };
                self.def(ty, 0.0, &format!("arith.{op} {}, {} : {t}", self.n(x), self.n(d)))
            }
            3 => {
                let c = self.get(ty.cmp());
                let (x, y) = (self.get(ty), self.get(ty));
                let ct = if ty.cmp() == V4I1 { format!("vector<4xi1>, {t}") } else { t.to_string() };
                self.def(ty, 0.0, &format!("arith.select {}, {}, {} : {ct}", self.n(c), self.n(x), self.n(y)))
            }
            4 if ty != Index => {
                let op = *self.rng.choice(&["absi", "ctlz", "cttz", "ctpop"]);
                let x = self.get(ty);
                self.def(ty, 0.0, &format!("math.{op} {} : {t}", self.n(x)))
            }
            5 => self.conversion(ty),
            6 if ty == Index => {
                let op = *self.rng.choice(INDEX_BINARY);
                let (x, y) = (self.get(Index), self.get(Index));
                self.def(Index, 0.0, &format!("index.{op} {}, {}", self.n(x), self.n(y)))
            }
            7 if ty == Index => {
                let op = *self.rng.choice(INDEX_DIVISIONS);
                let x = self.get(Index);
                let d = self.masked(Index, 7, true);
                self.def(Index, 0.0, &format!("index.{op} {}, {}", self.n(x), self.n(d)))
            }
            8 if ty.elem() == I32 && !ty.is_vector() => self.scalar_of_vector(ty),
            9 if ty.is_vector() => self.vector_op(ty),
            _ => self.int_binary(ty),
        }
    }

    /// A random `arith` binary op of integer type `ty` on two values of it.
    fn int_binary(&mut self, ty: Ty) -> usize {
        let op = *self.rng.choice(INT_BINARY);
        let (x, y) = (self.get(ty), self.get(ty));
        self.def(ty, 0.0, &format!("arith.{op} {}, {} : {}", self.n(x), self.n(y), ty.name()))
    }

    /// A cast into integer type `ty` from another type.
    fn conversion(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        if ty.is_vector() {
            return self.vector_op(ty);
        }
        match ty {
            Index => {
                let from = *self.rng.choice(&[I32, I64]);
                let x = self.get(from);
                if self.chance(2) {
                    let op = *self.rng.choice(&["index_cast", "index_castui"]);
                    self.def(Index, 0.0, &format!("arith.{op} {} : {} to index", self.n(x), from.name()))
                } else {
                    let op = *self.rng.choice(&["casts", "castu"]);
                    self.def(Index, 0.0, &format!("index.{op} {} : {} to index", self.n(x), from.name()))
                }
            }
            _ => {
                let from = *self.rng.choice(&[I16, I32, I64, Index, F32]);
                let x = self.get(from);
                let (xn, f) = (self.n(x).to_string(), from.name());
                if from == ty {
                    return self.int_op(ty);
                }
                if from == F32 {
                    // fptosi only where the value surely fits.
                    if ty == I16 || self.b(x) >= 1e9 {
                        return self.int_op(ty);
                    }
                    return self.def(ty, 0.0, &format!("arith.fptosi {xn} : f32 to {t}"));
                }
                if from == Index {
                    let op =
                        *self.rng.choice(&["arith.index_cast", "arith.index_castui", "index.casts", "index.castu"]);
                    return self.def(ty, 0.0, &format!("{op} {xn} : index to {t}"));
                }
                if from.width() > ty.width() {
                    self.def(ty, 0.0, &format!("arith.trunci {xn} : {f} to {t}"))
                } else {
                    let op = *self.rng.choice(&["extsi", "extui"]);
                    self.def(ty, 0.0, &format!("arith.{op} {xn} : {f} to {t}"))
                }
            }
        }
    }

    /// A scalar out of a vector: an element or a reduction.
    fn scalar_of_vector(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        if self.chance(2) {
            let vt = if ty == I32 { *self.rng.choice(&[V4I32, M2I32]) } else { V4F32 };
            let v = self.get(vt);
            let pos = if vt == M2I32 {
                format!("[{}, {}]", self.rng.below(2), self.rng.below(2))
            } else {
                format!("[{}]", self.rng.below(4))
            };
            let bound = self.b(v);
            return self.def(ty, bound, &format!("vector.extract {}{pos} : {t} from {}", self.n(v), vt.name()));
        }
        if ty == F32 {
            let v = self.get(V4F32);
            let b = self.b(v);
            let kind = if b * 4.0 < FLOAT_LIMIT && b.powi(4) < FLOAT_LIMIT {
                *self.rng.choice(&["add", "mul", "minimumf", "maximumf"])
            } else {
                *self.rng.choice(&["minimumf", "maximumf"])
            };
            let bound = match kind {
                "add" => b * 4.0,
                "mul" => b.powi(4),
                _ => b,
            };
            return self.def(F32, bound, &format!("vector.reduction <{kind}>, {} : vector<4xf32> into f32", self.n(v)));
        }
        let kind = *self.rng.choice(&["add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor"]);
        let v = self.get(V4I32);
        self.def(I32, 0.0, &format!("vector.reduction <{kind}>, {} : vector<4xi32> into i32", self.n(v)))
    }

    /// A vector op producing `ty`.
    fn vector_op(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        let e = ty.elem();
        match self.rng.below(7) {
            0 => {
                let x = self.get(e);
                let b = self.b(x);
                self.def(ty, b, &format!("vector.broadcast {} : {} to {t}", self.n(x), e.name()))
            }
            1 if ty.lanes() == 4 && ty != M2I32 => {
                let xs: Vec<usize> = (0..4).map(|_| self.get(e)).collect();
                let b = xs.iter().map(|&x| self.b(x)).fold(0.0, f64::max);
                let names: Vec<&str> = xs.iter().map(|&x| self.n(x)).collect();
                let rhs = format!("vector.from_elements {} : {t}", names.join(", "));
                self.def(ty, b, &rhs)
            }
            2 if ty != M2I32 => {
                let (v, x) = (self.get(ty), self.get(e));
                let b = self.b(v).max(self.b(x));
                let k = self.rng.below(ty.lanes());
                self.def(ty, b, &format!("vector.insert {}, {} [{k}] : {} into {t}", self.n(x), self.n(v), e.name()))
            }
            3 if ty != M2I32 => {
                let (v, w) = (self.get(ty), self.get(ty));
                let b = self.b(v).max(self.b(w));
                let n = ty.lanes();
                let mask: Vec<String> = (0..n).map(|_| self.rng.below(2 * n).to_string()).collect();
                self.def(
                    ty,
                    b,
                    &format!("vector.shuffle {}, {} [{}] : {t}, {t}", self.n(v), self.n(w), mask.join(", ")),
                )
            }
            4 if ty == V4I32 || ty == M2I32 => {
                let from = if ty == V4I32 { M2I32 } else { V4I32 };
                let v = self.get(from);
                self.def(ty, 0.0, &format!("vector.shape_cast {} : {} to {t}", self.n(v), from.name()))
            }
            5 if !ty.is_float() && ty != V4I1 && ty != M2I32 => {
                // Bit casts among the 128-bit integer vectors, from f32
                // (never to it: the bits could be a NaN), and round trips.
                let from = *self.rng.choice(&[V4I32, V8I16, V2I64, V4F32]);
                let v = if from == ty && self.chance(2) {
                    let via = *self.rng.choice(&[V4I32, V8I16, V2I64, V4F32]);
                    let x = self.get(ty);
                    if via == ty || via == V4F32 {
                        x
                    } else {
                        self.def(via, 0.0, &format!("vector.bitcast {} : {t} to {}", self.n(x), via.name()))
                    }
                } else {
                    self.get(from)
                };
                let vt = self.vals[v].ty;
                if vt == ty {
                    return self.int_op(ty);
                }
                self.def(ty, 0.0, &format!("vector.bitcast {} : {} to {t}", self.n(v), vt.name()))
            }
            6 if ty == V4F32 => {
                let (a, b, c) = (self.get(V4F32), self.get(V4F32), self.get(V4F32));
                let bound = self.b(a) * self.b(b) + self.b(c);
                if bound >= FLOAT_LIMIT {
                    return self.float_op(ty);
                }
                self.def(ty, bound, &format!("vector.fma {}, {}, {} : {t}", self.n(a), self.n(b), self.n(c)))
            }
            _ if ty.is_float() => self.float_op(ty),
            _ if ty == V4I1 => self.bool_op(ty),
            _ if ty == M2I32 => {
                let v = self.get(V4I32);
                self.def(ty, 0.0, &format!("vector.shape_cast {} : vector<4xi32> to {t}", self.n(v)))
            }
            _ => self.int_binary(ty),
        }
    }

    /// An op computing a float (or float vector) value, its bound kept
    /// under [`FLOAT_LIMIT`].
    fn float_op(&mut self, ty: Ty) -> usize {
        let t = ty.name();
        match self.rng.below(12) {
            0 if ty == F32 => {
                let from = *self.rng.choice(&[I16, I32, I64]);
                let x = self.get(from);
                let op = *self.rng.choice(&["sitofp", "uitofp"]);
                let bound = 2f64.powi(from.width() as i32);
                self.def(F32, bound, &format!("arith.{op} {} : {} to f32", self.n(x), from.name()))
            }
            1 if ty == F32 => self.scalar_of_vector(F32),
            2 => {
                let op = *self.rng.choice(&["absf", "floor", "ceil", "round", "trunc", "roundeven"]);
                let mut x = self.get(ty);
                let b = self.b(x) + 1.0;
                // `--math-expand-ops` expands `ceil` through `fptosi` to i64
                // and back (upstream's expansion): beyond 2^62 that is
                // poison, so `floor` stands in; and it turns -0.5 into +0,
                // not -0, so `ceil` only sees non-negative values.
                let op = if op == "ceil" && b >= 2f64.powi(62) { "floor" } else { op };
                if op == "ceil" {
                    x = self.def(ty, b, &format!("math.absf {} : {t}", self.n(x)));
                }
                self.def(ty, b, &format!("math.{op} {} : {t}", self.n(x)))
            }
            3 => {
                let (x, y) = (self.get(ty), self.get(ty));
                let b = self.b(x).max(self.b(y));
                self.def(ty, b, &format!("math.copysign {}, {} : {t}", self.n(x), self.n(y)))
            }
            4 => {
                let (a, b, c) = (self.get(ty), self.get(ty), self.get(ty));
                let bound = self.b(a) * self.b(b) + self.b(c);
                if bound >= FLOAT_LIMIT {
                    let b = self.b(a);
                    return self.def(ty, b, &format!("arith.negf {} : {t}", self.n(a)));
                }
                self.def(ty, bound, &format!("math.fma {}, {}, {} : {t}", self.n(a), self.n(b), self.n(c)))
            }
            5 => {
                let c = self.get(ty.cmp());
                let (x, y) = (self.get(ty), self.get(ty));
                let b = self.b(x).max(self.b(y));
                let ct = if ty.cmp() == V4I1 { format!("vector<4xi1>, {t}") } else { t.to_string() };
                self.def(ty, b, &format!("arith.select {}, {}, {} : {ct}", self.n(c), self.n(x), self.n(y)))
            }
            6 if ty == V4F32 => self.vector_op(ty),
            _ => {
                let op = *self.rng.choice(&["addf", "subf", "mulf", "maximumf", "minimumf"]);
                let (x, y) = (self.get(ty), self.get(ty));
                let (bx, by) = (self.b(x), self.b(y));
                let (op, b) = match op {
                    "mulf" if bx * by < FLOAT_LIMIT => (op, bx * by),
                    "addf" | "subf" | "mulf" if bx + by < FLOAT_LIMIT => {
                        (if op == "mulf" { "addf" } else { op }, bx + by)
                    }
                    "addf" | "subf" | "mulf" => ("maximumf", bx.max(by)),
                    _ => (op, bx.max(by)),
                };
                self.def(ty, b, &format!("arith.{op} {}, {} : {t}", self.n(x), self.n(y)))
            }
        }
    }

    /// A comparison or boolean op producing `ty` (`i1` or `vector<4xi1>`).
    fn bool_op(&mut self, ty: Ty) -> usize {
        let vector = ty.is_vector();
        match self.rng.below(5) {
            0 => {
                let op = *self.rng.choice(&["andi", "ori", "xori"]);
                let (x, y) = (self.get(ty), self.get(ty));
                self.def(ty, 0.0, &format!("arith.{op} {}, {} : {}", self.n(x), self.n(y), ty.name()))
            }
            1 => {
                let from = if vector { V4F32 } else { F32 };
                let p = *self.rng.choice(FLOAT_PREDICATES);
                let (x, y) = (self.get(from), self.get(from));
                self.def(ty, 0.0, &format!("arith.cmpf {p}, {}, {} : {}", self.n(x), self.n(y), from.name()))
            }
            2 if !vector => {
                let p = *self.rng.choice(INT_PREDICATES);
                let (x, y) = (self.get(Index), self.get(Index));
                self.def(I1, 0.0, &format!("index.cmp {p}({}, {})", self.n(x), self.n(y)))
            }
            _ => {
                let from = if vector { V4I32 } else { *self.rng.choice(&[I16, I32, I64, Index]) };
                let p = *self.rng.choice(INT_PREDICATES);
                let (x, y) = (self.get(from), self.get(from));
                self.def(ty, 0.0, &format!("arith.cmpi {p}, {}, {} : {}", self.n(x), self.n(y), from.name()))
            }
        }
    }

    /// One op of a random type.
    fn any_op(&mut self) -> usize {
        let ty = *self.rng.choice(&[
            I32, I32, I64, I16, Index, Index, F32, F32, I1, V4I32, V4I32, V4F32, V4F32, V8I16, V2I64, M2I32, V4I1,
        ]);
        match ty {
            I1 | V4I1 => self.bool_op(ty),
            F32 | V4F32 => self.float_op(ty),
            M2I32 => self.vector_op(ty),
            _ => self.int_op(ty),
        }
    }

    fn print(&mut self, v: usize) {
        let line = format!("vector.print {} : {}", self.n(v), self.vals[v].ty.name());
        self.line(&line);
    }

    /// An op, printed one time in three.
    fn step(&mut self) {
        let v = self.any_op();
        if self.chance(3) {
            self.print(v);
        }
    }

    /// A memref store or load on `%mi` / `%mf`, or a vector transfer.
    fn memory(&mut self) {
        if self.chance(3) {
            return self.transfer();
        }
        let index = if self.chance(2) {
            let k = self.rng.below(8);
            self.def(Index, 0.0, &format!("arith.constant {k} : index"))
        } else {
            self.masked(Index, 7, false)
        };
        let i = self.n(index).to_string();
        let float = self.chance(3);
        let (mem, ty) = if float { ("%mf", "memref<8xf32>") } else { ("%mi", "memref<8xi32>") };
        if self.chance(2) {
            let v = self.get(if float { F32 } else { I32 });
            // Stored floats stay within the bound loads assume.
            if !float || self.b(v) <= 1000.0 {
                let line = format!("memref.store {}, {mem}[{i}] : {ty}", self.n(v));
                self.line(&line);
                return;
            }
        }
        let v = self.def(if float { F32 } else { I32 }, 1000.0, &format!("memref.load {mem}[{i}] : {ty}"));
        if self.chance(2) {
            self.print(v);
        }
    }

    /// A few ops in a nested region; the values it defined leave the pool.
    fn region_body(&mut self, ops: usize) -> usize {
        let scope = self.vals.len();
        self.depth += 1;
        for _ in 0..ops {
            self.statement();
        }
        self.depth -= 1;
        scope
    }

    /// A straight-line op, a memory op or (while the budget and nesting
    /// allow) a structured op.
    fn statement(&mut self) {
        if self.wants_call() {
            return self.call();
        }
        let roll = self.rng.below(24);
        self.budget = self.budget.saturating_sub(1);
        if self.depth < 2 && self.budget > 6 {
            match roll {
                0 => return self.scf_if(),
                1 => return self.scf_for(),
                2 => return self.scf_while(),
                _ => {}
            }
        }
        if self.in_helper() {
            // A helper sees only its arguments: no memory, no affine.
            self.step();
        } else if self.depth == 0 && roll >= 22 {
            // Affine ops need an affine scope: the function's top level.
            self.affine();
        } else if self.subsets && self.depth == 0 && roll == 21 && self.budget > 8 {
            self.subset_loop();
        } else if roll < 5 {
            self.memory();
        } else {
            self.step();
        }
    }

    /// A loop-carried type: integers only (float bounds would compound).
    fn carried_type(&mut self) -> Ty {
        *self.rng.choice(&[I32, I32, I64, Index, V4I32])
    }

    fn scf_if(&mut self) {
        let c = self.get(I1);
        let ty = *self.rng.choice(&[I32, I64, Index, F32, V4I32, V4F32, I1]);
        let results = !self.chance(4);
        let cond = self.n(c).to_string();
        let r = self.name();
        if results {
            self.line(&format!("{r} = scf.if {cond} -> ({}) {{", ty.name()));
        } else {
            self.line(&format!("scf.if {cond} {{"));
        }
        let mut bound: f64 = 0.0;
        for branch in 0..2 {
            if branch == 1 {
                if !results && self.chance(2) {
                    break;
                }
                self.line("} else {");
            }
            let ops = self.rng.range(1, 4) as usize;
            let scope = self.region_body(ops);
            if results {
                self.depth += 1;
                let y = self.get(ty);
                bound = bound.max(self.b(y));
                let line = format!("scf.yield {} : {}", self.n(y), ty.name());
                self.line(&line);
                self.depth -= 1;
            }
            self.vals.truncate(scope);
        }
        self.line("}");
        if results {
            self.vals.push(Val { name: r, ty, bound });
            if self.chance(2) {
                self.print(self.vals.len() - 1);
            }
        }
    }

    /// A constant or opaque (`x & 3`) loop bound.
    fn trip_bound(&mut self) -> usize {
        if self.chance(3) {
            self.masked(Index, 3, false)
        } else {
            let k = self.rng.below(5);
            self.def(Index, 0.0, &format!("arith.constant {k} : index"))
        }
    }

    fn scf_for(&mut self) {
        let ub = self.trip_bound();
        let (l, st) = (self.rng.below(2), self.rng.range(1, 3));
        let lb = self.def(Index, 0.0, &format!("arith.constant {l} : index"));
        let step = self.def(Index, 0.0, &format!("arith.constant {st} : index"));
        let ty = self.carried_type();
        let init = self.get(ty);
        let (r, iv, acc) = (self.name(), self.name(), self.name());
        let head = format!(
            "{r} = scf.for {iv} = {} to {} step {} iter_args({acc} = {}) -> ({}) {{",
            self.n(lb),
            self.n(ub),
            self.n(step),
            self.n(init),
            ty.name()
        );
        self.line(&head);
        let scope = self.vals.len();
        self.vals.push(Val { name: iv, ty: Index, bound: 0.0 });
        self.vals.push(Val { name: acc, ty, bound: 0.0 });
        let ops = self.rng.range(1, 5) as usize;
        self.region_body(ops);
        self.depth += 1;
        let y = self.get(ty);
        let line = format!("scf.yield {} : {}", self.n(y), ty.name());
        self.line(&line);
        self.depth -= 1;
        self.vals.truncate(scope);
        self.line("}");
        self.vals.push(Val { name: r, ty, bound: 0.0 });
        if self.chance(2) {
            self.print(self.vals.len() - 1);
        }
    }

    /// `scf.while` counting an index up to a bound, carrying one value.
    fn scf_while(&mut self) {
        let ub = self.trip_bound();
        let zero = self.def(Index, 0.0, "arith.constant 0 : index");
        let ty = self.carried_type();
        let init = self.get(ty);
        let (r, i, a) = (self.name(), self.name(), self.name());
        let (t, u) = (ty.name(), self.n(ub).to_string());
        let head = format!(
            "{r}:2 = scf.while ({i} = {}, {a} = {}) : (index, {t}) -> (index, {t}) {{",
            self.n(zero),
            self.n(init)
        );
        self.line(&head);
        let c = self.name();
        self.depth += 1;
        self.line(&format!("{c} = arith.cmpi slt, {i}, {u} : index"));
        self.line(&format!("scf.condition({c}) {i}, {a} : index, {t}"));
        self.depth -= 1;
        let (i2, a2) = (self.name(), self.name());
        self.line(&format!("}} do {{\n{}^bb0({i2}: index, {a2}: {t}):", "  ".repeat(self.depth + 1)));
        let scope = self.vals.len();
        self.vals.push(Val { name: i2.clone(), ty: Index, bound: 0.0 });
        self.vals.push(Val { name: a2, ty, bound: 0.0 });
        let ops = self.rng.range(1, 4) as usize;
        self.region_body(ops);
        self.depth += 1;
        let y = self.get(ty);
        let one = self.def(Index, 0.0, "arith.constant 1 : index");
        let next = self.def(Index, 0.0, &format!("arith.addi {i2}, {} : index", self.n(one)));
        let line = format!("scf.yield {}, {} : index, {t}", self.n(next), self.n(y));
        self.line(&line);
        self.depth -= 1;
        self.vals.truncate(scope);
        self.line("}");
        self.vals.push(Val { name: format!("{r}#1"), ty, bound: 0.0 });
        if self.chance(2) {
            self.print(self.vals.len() - 1);
        }
    }

    /// The rest of one branch of a diamond: up to two random ops, then
    /// `cf.br` to `join` with a value of `ty`; what it defined goes out of
    /// scope (values above `scope`).
    fn diamond_branch(&mut self, join: &str, ty: Ty, scope: usize) {
        for _ in 0..self.rng.range(0, 3) {
            self.step();
        }
        let y = self.get(ty);
        let line = format!("cf.br {join}({} : {})", self.n(y), ty.name());
        self.line(&line);
        self.vals.truncate(scope);
    }

    /// Top level only: ends the current block with a `cf` diamond
    /// (`cf.cond_br` to two blocks joining with a block argument) or a
    /// counted `cf` loop; the next statements go to the join/exit block.
    fn cf_segment(&mut self) {
        if self.chance(3) {
            return self.slot_segment();
        }
        let ty = self.carried_type();
        let t = ty.name();
        let c = self.get(I1);
        let (b1, b2, join) = (self.block(), self.block(), self.block());
        let joined = self.name();
        if self.chance(2) {
            // Diamond; the branches may pass values straight through.
            let x = self.get(ty);
            let line = format!("cf.cond_br {}, {b1}, {b2}({} : {t})", self.n(c), self.n(x));
            self.line(&line);
            let scope = self.vals.len();
            self.label(&format!("{b1}:"));
            self.diamond_branch(&join, ty, scope);
            let p = self.name();
            self.label(&format!("{b2}({p}: {t}):"));
            self.vals.push(Val { name: p, ty, bound: 0.0 });
            self.diamond_branch(&join, ty, scope);
        } else {
            // Loop: b1(i, acc) is the header, b2 the body.
            let ub = self.trip_bound();
            let init = self.get(ty);
            let zero = self.def(Index, 0.0, "arith.constant 0 : index");
            let line = format!("cf.br {b1}({}, {} : index, {t})", self.n(zero), self.n(init));
            self.line(&line);
            let scope = self.vals.len();
            let (i, acc, cond) = (self.name(), self.name(), self.name());
            self.label(&format!("{b1}({i}: index, {acc}: {t}):"));
            let u = self.n(ub).to_string();
            self.line(&format!("{cond} = arith.cmpi slt, {i}, {u} : index"));
            self.line(&format!("cf.cond_br {cond}, {b2}, {join}({acc} : {t})"));
            self.label(&format!("{b2}:"));
            self.vals.push(Val { name: i.clone(), ty: Index, bound: 0.0 });
            self.vals.push(Val { name: acc, ty, bound: 0.0 });
            for _ in 0..self.rng.range(1, 4) {
                self.step();
            }
            let y = self.get(ty);
            let one = self.def(Index, 0.0, "arith.constant 1 : index");
            let next = self.def(Index, 0.0, &format!("arith.addi {i}, {} : index", self.n(one)));
            let line = format!("cf.br {b1}({}, {} : index, {t})", self.n(next), self.n(y));
            self.line(&line);
            self.vals.truncate(scope);
        }
        self.label(&format!("{join}({joined}: {t}):"));
        self.vals.push(Val { name: joined, ty, bound: 0.0 });
        if self.chance(2) {
            self.print(self.vals.len() - 1);
        }
    }

    /// Top level only: a `memref.alloca` slot of one element, or of two
    /// accessed at constant indices, written before a `cf` diamond and
    /// maybe in either branch, read at the join (what `mem2reg`, after
    /// `sroa` for two elements, promotes to block arguments).
    fn slot_segment(&mut self) {
        let ty = self.carried_type();
        let t = ty.name();
        let pair = self.chance(2);
        let slot = self.name();
        let mt = if pair { format!("memref<2x{t}>") } else { format!("memref<{t}>") };
        self.line(&format!("{slot} = memref.alloca() : {mt}"));
        let mut bound = 0.0f64;
        // Every element is written before anything reads it.
        for k in 0..if pair { 2 } else { 1 } {
            let x = self.get(ty);
            bound = bound.max(self.vals[x].bound);
            let at = self.slot_index(pair, Some(k));
            self.line(&format!("memref.store {}, {slot}[{at}] : {mt}", self.n(x)));
        }
        let c = self.get(I1);
        let (b1, b2, join) = (self.block(), self.block(), self.block());
        self.line(&format!("cf.cond_br {}, {b1}, {b2}", self.n(c)));
        let scope = self.vals.len();
        for b in [b1, b2] {
            self.label(&format!("{b}:"));
            for _ in 0..self.rng.range(0, 3) {
                self.step();
            }
            if self.chance(2) {
                let y = self.get(ty);
                bound = bound.max(self.vals[y].bound);
                let at = self.slot_index(pair, None);
                self.line(&format!("memref.store {}, {slot}[{at}] : {mt}", self.n(y)));
            }
            self.line(&format!("cf.br {join}"));
            self.vals.truncate(scope);
        }
        self.label(&format!("{join}:"));
        let at = self.slot_index(pair, None);
        self.def(ty, bound, &format!("memref.load {slot}[{at}] : {mt}"));
    }

    /// The index list of an access to a slot: none for one element; for
    /// two, a fresh `index` constant (`k`, or a random one of 0 and 1).
    fn slot_index(&mut self, pair: bool, k: Option<usize>) -> String {
        if !pair {
            return String::new();
        }
        let k = k.unwrap_or_else(|| self.rng.below(2));
        self.index_constant(k as i64)
    }

    /// A fresh `index` constant, kept out of the value pool.
    fn index_constant(&mut self, k: i64) -> String {
        let name = self.name();
        self.line(&format!("{name} = arith.constant {k} : index"));
        name
    }

    fn block(&mut self) -> String {
        self.next += 1;
        format!("^bb{}", self.next - 1)
    }

    /// Spends the budget on statements and, one time in `cf_odds` while
    /// enough is left, on a cf diamond or loop.
    fn fill(&mut self, cf_odds: usize) {
        while self.budget > 0 {
            if self.budget > 8 && self.chance(cf_odds) {
                self.budget -= 3;
                self.cf_segment();
            } else {
                self.statement();
            }
        }
    }

    fn label(&mut self, s: &str) {
        let _ = writeln!(self.text, "{s}");
    }
}

/// What a program may hold besides its ops.
#[derive(Copy, Clone, Debug, Default)]
pub struct ProgramConfig {
    /// Calls to helper functions (written after the program).
    pub calls: bool,
    /// Loops carrying a tensor ([`subsets`]), one at least. Tensors
    /// carried through `cf` blocks cannot be bufferized, so these
    /// programs are not for the lowerings to `cf`.
    pub subsets: bool,
}

/// The text of one program, `func.func @name()`, with about `ops` random
/// ops after its fixed prologue, then the helpers it calls.
pub fn program(rng: &mut Rng, name: &str, ops: usize, config: ProgramConfig) -> String {
    let (m, a) = (rng.range(-9, 9) | 1, rng.range(-100, 100));
    let calls = config.calls.then(|| Calls::new(name));
    let subsets = config.subsets;
    let mut w = Writer { rng, text: String::new(), vals: Vec::new(), depth: 0, next: 0, budget: ops, calls, subsets };
    let mut out = String::new();
    // Opaque inputs: a memref filled in a loop, loaded at constant indices.
    let _ = write!(
        out,
        "func.func @{name}() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %mi = memref.alloca() : memref<8xi32>
  %mf = memref.alloca() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {{
    %ii = arith.index_cast %i : index to i32
    %m = arith.constant {m} : i32
    %a = arith.constant {a} : i32
    %t = arith.muli %ii, %m : i32
    %u = arith.addi %t, %a : i32
    memref.store %u, %mi[%i] : memref<8xi32>
    %f = arith.sitofp %u : i32 to f32
    memref.store %f, %mf[%i] : memref<8xf32>
  }}
  %mi2 = memref.expand_shape %mi [[0, 1]] output_shape [2, 4] : memref<8xi32> into memref<2x4xi32>
"
    );
    // Loads of two elements, each twice (CSE merges the repeats).
    for k in 0..4 {
        let _ = writeln!(out, "  %x{k} = memref.load %mi[%c{}] : memref<8xi32>", k % 2);
        w.vals.push(Val { name: format!("%x{k}"), ty: I32, bound: 0.0 });
    }
    w.text.push_str("  %c5 = arith.constant 5 : index\n  %y0 = memref.load %mf[%c5] : memref<8xf32>\n");
    w.text.push_str("  %y1 = memref.load %mf[%c1] : memref<8xf32>\n");
    w.vals.push(Val { name: "%y0".into(), ty: F32, bound: 200.0 });
    w.vals.push(Val { name: "%y1".into(), ty: F32, bound: 200.0 });
    // Opaque vectors, so vector rewrites meet more than constants.
    w.text.push_str("  %vx = vector.from_elements %x0, %x1, %x3, %x2 : vector<4xi32>\n");
    w.text.push_str("  %vy = vector.from_elements %y0, %y1, %y1, %y0 : vector<4xf32>\n");
    w.vals.push(Val { name: "%vx".into(), ty: V4I32, bound: 0.0 });
    w.vals.push(Val { name: "%vy".into(), ty: V4F32, bound: 200.0 });
    if subsets {
        w.subset_loop();
    }
    w.fill(12);
    out.push_str(&w.text);
    out.push_str("  return\n}\n");
    for helper in w.calls.map(|c| c.texts).unwrap_or_default() {
        out.push_str(&helper);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_depend_on_the_seed_only() {
        let make = |seed| {
            let mut rng = Rng::new(seed);
            (0..20)
                .map(|k| program(&mut rng, &format!("p{k}"), 40, ProgramConfig { calls: true, subsets: false }))
                .collect::<Vec<_>>()
        };
        assert_eq!(make(3), make(3));
        assert_ne!(make(3), make(4));
    }

    #[test]
    fn programs_are_balanced_and_print() {
        let mut rng = Rng::new(1);
        for k in 0..50 {
            let text = program(&mut rng, &format!("p{k}"), 40, ProgramConfig { calls: true, subsets: false });
            assert_eq!(text.matches('{').count(), text.matches('}').count(), "{text}");
            assert!(text.starts_with(&format!("func.func @p{k}() {{")));
            assert!(text.ends_with("}\n"));
        }
    }

    #[test]
    fn some_programs_call_helpers_some_with_blocks() {
        let mut rng = Rng::new(1);
        let texts: Vec<String> = (0..50)
            .map(|k| program(&mut rng, &format!("p{k}"), 40, ProgramConfig { calls: true, subsets: false }))
            .collect();
        let helpers = texts.iter().filter(|t| t.contains("func.func private @p")).count();
        assert!(helpers > 10, "{helpers} programs with private helpers");
        assert!(texts.iter().any(|t| t.contains("_h0_h0(")), "no helper calls a helper");
        let plain = program(&mut Rng::new(1), "p0", 40, ProgramConfig::default());
        assert!(!plain.contains("func.call"));
        assert!(!plain.contains("tensor<"));
    }

    #[test]
    fn tensor_programs_carry_tensors_through_loops() {
        let mut rng = Rng::new(1);
        let config = ProgramConfig { calls: false, subsets: true };
        let texts: Vec<String> = (0..40).map(|k| program(&mut rng, &format!("p{k}"), 40, config)).collect();
        for text in &texts {
            assert_eq!(text.matches('{').count(), text.matches('}').count(), "{text}");
            assert!(text.contains("-> (tensor<16xf32>) {"), "{text}");
            assert!(text.contains(": tensor<16xf32>, vector<16xf32>"), "{text}");
        }
        let loops = |t: &String| t.matches("-> (tensor<16xf32>) {").count();
        assert!(texts.iter().any(|t| loops(t) > 1), "no nested or second tensor loop");
        assert!(texts.iter().any(|t| t.contains("tensor.extract ")), "no non-subset use");
        assert!(texts
            .iter()
            .any(|t| t.contains("vector.transfer_read %v") && t.contains(": tensor<16xf32>, vector<4xf32>")));
    }
}
