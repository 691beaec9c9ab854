//! The `vector` family: loops of 2-D vector transfers, as a vectorizer
//! emits them before `convert-vector-to-scf`.
//!
//! ```text
//! func.func @vecK(%A, %B, %C: memref<?x?xf32>, %n: index)
//!   scf.for i = 0 to n: statements s = 0..U-1:
//!     C[i, 8s..] = A[i, 8s..] * transpose(B[8s.., i])      (vector<4x8xf32>)
//! ```
//!
//! Each read of `B` is transposed or not at random (`--seed`).
//!
//! Invariants: no transfer claims `in_bounds`, so every unpacked dim gets
//! its bounds check; `--tir-loops 0` writes the statements without the
//! loop (at index 0); the column offsets are constants defined before the
//! loop, one per statement of the unroll.

use super::emit::{Emitter, Loop};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const BUF: &str = "memref<?x?xf32>";
const VEC: &str = "vector<4x8xf32>";

pub struct Vector<'a> {
    rng: Rng,
    k: &'a Knobs,
}

impl<'a> Vector<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Vector<'a> {
        Vector { rng, k }
    }
}

impl FunctionGen for Vector<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let args = [("A", BUF), ("B", BUF), ("C", BUF), ("n", "index")];
        let first = em.nops();
        let v = em.func_begin(&format!("vec{k}"), &args, &[]);
        let (a, b, c, n) = (v[0], v[1], v[2], v[3]);
        let unroll = self.k.unroll.max(1);
        let pad = em.new_value();
        em.constant(pad, "0.000000e+00", "f32", "");
        let offsets: Vec<Val> = (0..unroll)
            .map(|s| {
                let o = em.new_value();
                em.constant(o, &(s * 8).to_string(), "index", "");
                o
            })
            .collect();
        let looped = self.k.tir_loops > 0;
        let row = if looped {
            let (lb, step, iv) = (em.new_value(), em.new_value(), em.new_value());
            em.constant(lb, "0", "index", "");
            em.constant(step, "1", "index", "");
            em.for_begin(&Loop { iv, lb, ub: n, step, carried: None });
            iv
        } else {
            offsets[0]
        };
        let start = em.nops();
        // What is left after the setup, less the yield, loop end and return.
        let budget = nops.saturating_sub(em.nops() - first + 3);
        let mut s = 0;
        while em.nops() - start < budget {
            let col = offsets[(s % unroll) as usize];
            let (x, y, p) = (em.new_value(), em.new_value(), em.new_value());
            em.transfer_read(x, (a, row, col, pad), (BUF, VEC), false);
            let transposed = self.rng.unit() < 0.5;
            em.transfer_read(y, (b, col, row, pad), (BUF, VEC), transposed);
            em.binop(p, "arith.mulf", (x, y), VEC, "");
            em.transfer_write((p, c, row, col), (VEC, BUF));
            s += 1;
        }
        if looped {
            em.yield_values(&[], &[]);
            em.for_end(None);
        }
        em.func_end(&[], &[]);
    }
}
