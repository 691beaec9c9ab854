//! The `subsets` family: loops carrying a tensor whose parts they read and
//! write back, the input of `loop-invariant-subset-hoisting`. Each public
//! function `(tensor<64xf32>, index) -> tensor<64xf32>` runs a chain of
//! `scf.for` loops from 0 to its argument, each carrying the tensor: the
//! body takes one to four parts of eight elements at distinct aligned
//! offsets (`tensor.extract_slice`), reads each whole
//! (`vector.transfer_read`), adds a constant, writes it back into the part
//! (`vector.transfer_write`) and the part into the tensor
//! (`tensor.insert_slice`); the next loop carries the result.
//!
//! Invariants: every pair reads and writes the same part, parts of one
//! loop are disjoint and their offsets static, so the pass hoists every
//! pair (and then the transfers, out of the parts the loop now carries);
//! every access is in bounds.

use super::emit::{Emitter, Loop};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const TENSOR: &str = "tensor<64xf32>";
const PART: &str = "tensor<8xf32>";
const VECTOR: &str = "vector<8xf32>";
const PART_SIZE: u64 = 8;
const PARTS: u64 = 8;

pub struct Subsets<'a> {
    rng: Rng,
    _k: &'a Knobs,
}

impl<'a> Subsets<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Subsets<'a> {
        Subsets { rng, _k: k }
    }

    /// One loop carrying `init` with at most `max_pairs` pairs (2 ops and
    /// 5 per pair); returns its result.
    fn subset_loop(
        &mut self,
        em: &mut Emitter,
        init: Val,
        max_pairs: u64,
        (c0, n, one, pad, k): (Val, Val, Val, Val, Val),
    ) -> Val {
        let (res, iv, acc) = (em.new_value(), em.new_value(), em.new_value());
        em.for_begin(&Loop { iv, lb: c0, ub: n, step: one, carried: Some((res, acc, init, TENSOR)) });
        let pairs = (1 + self.rng.below(4) as u64).min(max_pairs);
        let first = self.rng.below((PARTS - pairs + 1) as usize) as u64;
        let mut cur = acc;
        for p in first..first + pairs {
            let at = (p * PART_SIZE, PART_SIZE);
            let (part, v, w, u, next) =
                (em.new_value(), em.new_value(), em.new_value(), em.new_value(), em.new_value());
            em.extract_slice(part, cur, at, (TENSOR, PART));
            em.part_read(v, (part, c0, pad), (PART, VECTOR));
            em.binop(w, "arith.addf", (v, k), VECTOR, "");
            em.part_write(u, (w, part, c0), (VECTOR, PART));
            em.insert_slice(next, (u, cur), at, (PART, TENSOR));
            cur = next;
        }
        em.yield_values(&[cur], &[TENSOR]);
        em.for_end(Some(TENSOR));
        res
    }
}

impl FunctionGen for Subsets<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let first = em.nops();
        let v = em.func_begin(&format!("fn{k}"), &[("t", TENSOR), ("n", "index")], &[TENSOR]);
        let (t, n) = (v[0], v[1]);
        let (c0, one, pad, step) = (em.new_value(), em.new_value(), em.new_value(), em.new_value());
        em.constant(c0, "0", "index", "");
        em.constant(one, "1", "index", "");
        em.constant(pad, "0.000000e+00", "f32", "");
        em.constant(step, "dense<1.500000e+00>", VECTOR, "");
        let mut cur = t;
        // A loop is 2 ops and 5 per pair; the return is one more.
        while em.nops() - first + 1 + 7 <= nops {
            let max_pairs = (nops - (em.nops() - first) - 1 - 2) / 5;
            cur = self.subset_loop(em, cur, max_pairs, (c0, n, one, pad, step));
        }
        em.func_end(&[cur], &[TENSOR]);
    }
}
