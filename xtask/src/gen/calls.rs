//! The `calls` family: a call graph for `inline` (and interprocedural
//! `sccp`), in groups of eight `(i32, i32) -> i32` functions:
//!
//! ```text
//! fn{8g+0..3}  private leaves: an arith chain over the arguments
//! fn{8g+4,5}   private middles: a chain calling two leaves of the group
//! fn{8g+6,7}   public entries: a chain calling both middles and a leaf
//! ```
//!
//! Each leaf is called once or twice and each middle once, so the inliner
//! both copies callees and moves the body of a last call, and erases every
//! private function; inlined code stays a bounded multiple of the input
//! (no call chain is longer than three).
//!
//! Invariants: chains mix foldable constant arithmetic with opaque values
//! (the arguments), so the simplification pipeline has work; function `k`
//! only calls functions `< k` of its group.

use super::emit::{Emitter, Visibility};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const I32: &str = "i32";
const BINARY: &[&str] = &["arith.addi", "arith.muli", "arith.xori", "arith.subi"];

pub struct Calls<'a> {
    rng: Rng,
    _k: &'a Knobs,
}

impl<'a> Calls<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Calls<'a> {
        Calls { rng, _k: k }
    }

    /// `acc op c` with a fresh constant `c`, sometimes constant-only.
    fn step(&mut self, em: &mut Emitter, acc: Val) -> Val {
        let c = em.new_value();
        em.constant(c, &self.rng.range(1, 9).to_string(), I32, "");
        let lhs = if self.rng.unit() < 0.2 {
            // Constant arithmetic the simplification folds.
            let d = em.new_value();
            em.constant(d, &self.rng.range(1, 9).to_string(), I32, "");
            d
        } else {
            acc
        };
        let r = em.new_value();
        let op = BINARY[self.rng.below(BINARY.len())];
        em.binop(r, op, (lhs, c), I32, "");
        if lhs == acc {
            r
        } else {
            let s = em.new_value();
            em.binop(s, "arith.addi", (acc, r), I32, "");
            s
        }
    }

    fn call(&mut self, em: &mut Emitter, callee: u64, (a, b): (Val, Val)) -> Val {
        let r = em.new_value();
        em.call(&[r], &format!("fn{callee}"), &[a, b], (&[I32, I32], &[I32]));
        r
    }
}

impl FunctionGen for Calls<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let group = k - k % 8;
        let role = k % 8;
        let visibility = if role >= 6 { Visibility::Public } else { Visibility::Private };
        let first = em.nops();
        let v = em.func_begin_as(visibility, &format!("fn{k}"), &[("a", I32), ("b", I32)], &[I32]);
        let (a, b) = (v[0], v[1]);
        let mut acc = em.new_value();
        em.binop(acc, "arith.addi", (a, b), I32, "");
        let callees: Vec<u64> = match role {
            4 => vec![group, group + 1],
            5 => vec![group + 2, group + 3, group + 1],
            6 => vec![group + 4, group],
            7 => vec![group + 5, group + 2],
            _ => Vec::new(),
        };
        for callee in callees {
            let r = self.call(em, callee, (acc, b));
            let s = em.new_value();
            em.binop(s, "arith.addi", (acc, r), I32, "");
            acc = s;
        }
        // Leave room for the return.
        while em.nops() - first + 1 < nops {
            acc = self.step(em, acc);
        }
        em.func_end(&[acc], &[I32]);
    }
}
