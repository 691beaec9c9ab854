//! The `affine` family: the `tir` family's loop nests written in the
//! affine dialect, as a polyhedral front end emits them before
//! `lower-affine`.
//!
//! ```text
//! func.func @affK(%A, %B, %C: memref<?xf32>, %n: index)
//!   affine.for i = 0 to n: affine.for j = 0 to 16: statements s = 0..U-1:
//!     C[(i*16 + j)*U + s] = A[i*16 + j + s] * B[j*64 + i + s]
//!                           (+ A[min(i + j floordiv 16 + j mod 16, 15)] with --divmod,
//!                              a memref.load: a min is no affine dimension)
//! ```
//!
//! Invariants: every subscript is an affine map of the loop variables
//! (inline in the custom form); `--tir-loops` (0, 1, 2) sets the nest
//! depth, outer loops running to `%n`, inner ones to 16; without a loop a
//! subscript is a constant; each loop ends with an explicit `affine.yield`.

use super::emit::affine_ops::{AffineSum, UpperBound};
use super::emit::Emitter;
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const F32: &str = "f32";
const BUF: &str = "memref<?xf32>";
/// Row length of `A` (the inner loop's trip count).
const W: i64 = 16;
/// Row length of `B`.
const H: i64 = 64;

pub struct Affine<'a> {
    rng: Rng,
    k: &'a Knobs,
}

/// The loop variables in scope, outermost first (none, `i`, or `i, j`).
struct Frame {
    a: Val,
    b: Val,
    c: Val,
    ivs: Vec<Val>,
}

impl Frame {
    /// `i*x + j*y + s`, the terms of the loops in scope.
    fn sum(&self, x: i64, y: i64, s: i64) -> AffineSum {
        let terms = self.ivs.iter().zip([x, y]).map(|(&iv, c)| (iv, c)).collect();
        AffineSum { terms, constant: s }
    }
}

impl<'a> Affine<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Affine<'a> {
        Affine { rng, k }
    }

    /// Statement `s` of `unroll`.
    fn statement(&mut self, em: &mut Emitter, f: &Frame, (s, unroll): (i64, i64)) {
        let (va, vb) = (em.new_value(), em.new_value());
        em.affine_load(va, f.a, &f.sum(W, 1, s), (BUF, F32));
        // B[j*64 + i + s]: the loops swapped.
        let mut swapped = f.sum(W, 1, s);
        if let [(i, _), (j, _)] = swapped.terms[..] {
            swapped.terms = vec![(j, H), (i, 1)];
        }
        em.affine_load(vb, f.b, &swapped, (BUF, F32));
        let mut p = em.new_value();
        em.binop(p, "arith.mulf", (va, vb), F32, "");
        if !f.ivs.is_empty() && self.rng.unit() < self.k.divmod {
            // (i*16 + j) floordiv 16 + (i*16 + j) mod 16, capped at 15.
            let (q, m, vc, p2) = (em.new_value(), em.new_value(), em.new_value(), em.new_value());
            let dims: Vec<String> = (0..f.ivs.len()).map(|k| format!("d{k}")).collect();
            let flat = if f.ivs.len() == 2 { "d0 * 16 + d1" } else { "d0 * 16" };
            let map = format!("affine_map<({}) -> (({flat}) floordiv 16 + ({flat}) mod 16)>", dims.join(", "));
            em.affine_map_op(q, "affine.apply", &map, &f.ivs);
            em.affine_map_op(m, "affine.min", "affine_map<(d0) -> (d0, 15)>", &[q]);
            // An affine.min result is no dimension: a plain memref.load.
            em.load(vc, (f.a, m), BUF, F32);
            em.binop(p2, "arith.addf", (p, vc), F32, "");
            p = p2;
        }
        em.affine_store(p, f.c, &f.sum(W * unroll, unroll, s), (BUF, F32));
    }
}

impl FunctionGen for Affine<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let args = [("A", BUF), ("B", BUF), ("C", BUF), ("n", "index")];
        let v = em.func_begin(&format!("aff{k}"), &args, &[]);
        let loops = self.k.tir_loops.min(2) as usize;
        let bounds = [UpperBound::Symbol(v[3]), UpperBound::Constant(W as u64)];
        let mut f = Frame { a: v[0], b: v[1], c: v[2], ivs: Vec::new() };
        for &ub in &bounds[..loops] {
            let iv = em.new_value();
            em.affine_for_begin(iv, ub);
            f.ivs.push(iv);
        }
        let unroll = self.k.unroll.max(1) as i64;
        let start = em.nops();
        let budget = nops.saturating_sub(3 + loops as u64 * 2);
        let mut s = 0;
        while em.nops() - start < budget {
            self.statement(em, &f, (s % unroll, unroll));
            s += 1;
        }
        for &ub in bounds[..loops].iter().rev() {
            em.affine_for_end(ub);
        }
        em.func_end(&[], &[]);
    }
}
