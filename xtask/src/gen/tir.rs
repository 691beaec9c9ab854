//! The `tir` family: TVM-TIR-like loop nests as a tensor compiler's lowering
//! emits them before its own CSE.
//!
//! ```text
//! func.func @tirK(%A, %B, %C: memref<?xf32>, %n: index)
//!   for i in [0, n): for j in [0, 16): statements s = 0..U-1, repeated:
//!     C[(i*16 + j)*U + s] = A[(i*16 + j) + s] * B[(j*64 + i) + s]
//!                           (+ A[(i*16+j)/16 + (i*16+j)%16] with --divmod)
//! ```
//!
//! Invariants: every subexpression is recomputed at each use and every index
//! constant is re-emitted with probability `--remat` (constants of a loop body
//! stay inside it); `--tir-loops` (0, 1, 2) sets the nest depth; each loop
//! ends with an explicit `scf.yield`.

use super::emit::{Emitter, Loop};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};
use std::collections::BTreeMap;

const IDX: &str = "index";
const F32: &str = "f32";
const BUF: &str = "memref<?xf32>";
/// Row length of `A` (the inner loop's trip count).
const W: u64 = 16;
/// Row length of `B`.
const H: u64 = 64;

/// Index constants of the current loop body, by value.
type Cache = BTreeMap<u64, Val>;

/// The function's operands: buffers and the loop variables.
struct Frame {
    a: Val,
    b: Val,
    c: Val,
    i: Val,
    j: Val,
}

pub struct Tir<'a> {
    rng: Rng,
    k: &'a Knobs,
}

impl<'a> Tir<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Tir<'a> {
        Tir { rng, k }
    }

    /// An index constant; re-materialised with probability `--remat`.
    fn c(&mut self, em: &mut Emitter, v: u64, cache: &mut Cache) -> Val {
        if let Some(&known) = cache.get(&v) {
            if self.rng.unit() >= self.k.remat {
                return known;
            }
        }
        let r = em.new_value();
        em.constant(r, &v.to_string(), IDX, "");
        cache.insert(v, r);
        r
    }

    /// `(x * cx) + y`.
    fn idx2(&mut self, em: &mut Emitter, x: Val, cx: u64, y: Val, cache: &mut Cache) -> Val {
        let (m, s) = (em.new_value(), em.new_value());
        let c = self.c(em, cx, cache);
        em.binop(m, "arith.muli", (x, c), IDX, "");
        em.binop(s, "arith.addi", (m, y), IDX, "");
        s
    }

    /// `base + s` for statement `s`.
    fn plus_s(&mut self, em: &mut Emitter, base: Val, s: u64, cache: &mut Cache) -> Val {
        let r = em.new_value();
        let c = self.c(em, s, cache);
        em.binop(r, "arith.addi", (base, c), IDX, "");
        r
    }

    fn load(em: &mut Emitter, buf: Val, idx: Val) -> Val {
        let v = em.new_value();
        em.load(v, (buf, idx), BUF, F32);
        v
    }

    /// Statement `s` of `unroll`.
    fn statement(&mut self, em: &mut Emitter, f: &Frame, (s, unroll): (u64, u64), cache: &mut Cache) {
        let base = self.idx2(em, f.i, W, f.j, cache); // i*W + j
        let ia = self.plus_s(em, base, s, cache); // (i*W + j) + s; s = 0 gives x + 0
        let va = Self::load(em, f.a, ia);
        let bb = self.idx2(em, f.j, H, f.i, cache); // j*H + i
        let ib = self.plus_s(em, bb, s, cache);
        let vb = Self::load(em, f.b, ib);
        let mut p = em.new_value();
        em.binop(p, "arith.mulf", (va, vb), F32, "");
        if self.rng.unit() < self.k.divmod {
            let base2 = self.idx2(em, f.i, W, f.j, cache); // recomputed again
            let (q, r, ic) = (em.new_value(), em.new_value(), em.new_value());
            let c16 = self.c(em, 16, cache);
            em.binop(q, "arith.divui", (base2, c16), IDX, "");
            let c16 = self.c(em, 16, cache);
            em.binop(r, "arith.remui", (base2, c16), IDX, "");
            em.binop(ic, "arith.addi", (q, r), IDX, "");
            let vc = Self::load(em, f.a, ic); // A reloaded after stores: not CSE-able
            let p2 = em.new_value();
            em.binop(p2, "arith.addf", (p, vc), F32, "");
            p = p2;
        }
        let base3 = self.idx2(em, f.i, W, f.j, cache); // (i*W + j) again
        let cs = self.c(em, s, cache);
        let o = self.idx2(em, base3, unroll, cs, cache); // (i*W + j)*U + s
        em.store(p, (f.c, o), BUF, F32);
    }
}

impl FunctionGen for Tir<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let args = [("A", BUF), ("B", BUF), ("C", BUF), ("n", IDX)];
        let v = em.func_begin(&format!("tir{k}"), &args, &[]);
        let mut cache = Cache::new();
        let (c0, c1, cw) = (em.new_value(), em.new_value(), em.new_value());
        em.constant(c0, "0", IDX, "");
        em.constant(c1, "1", IDX, "");
        em.constant(cw, &W.to_string(), IDX, "");
        let loops = self.k.tir_loops.min(2);
        let mut f = Frame { a: v[0], b: v[1], c: v[2], i: c0, j: c1 };
        if loops >= 1 {
            f.i = em.new_value();
            em.for_begin(&Loop { iv: f.i, lb: c0, ub: v[3], step: c1, carried: None });
        }
        if loops >= 2 {
            f.j = em.new_value();
            em.for_begin(&Loop { iv: f.j, lb: c0, ub: cw, step: c1, carried: None });
        }
        let unroll = self.k.unroll.max(1);
        let start = em.nops();
        let budget = nops.saturating_sub(8);
        let mut s = 0;
        while em.nops() - start < budget {
            if loops >= 1 {
                cache.clear(); // constants stay inside the loop body, TVM-style
            }
            self.statement(em, &f, (s % unroll, unroll), &mut cache);
            s += 1;
        }
        for _ in 0..loops {
            em.yield_values(&[], &[]); // explicit (mlir-opt's custom printer elides it)
            em.for_end(None);
        }
        em.func_end(&[], &[]);
    }
}
