//! The `slots` family: values kept in memory slots, the input of `sroa`
//! and `mem2reg`. Each public `(i32, i32) -> i32` function allocates four
//! `memref<i32>` slots and one `memref<4xi32>` accessed at constant
//! indices, writes them all, then runs statements (load two slots, or a
//! slot and a constant, combine them, store the result to a slot) in its
//! entry block, in either branch of a `cf` diamond, and in the join, which
//! returns the sum of every slot.
//!
//! Invariants: every slot element is written before it is read; every
//! access is a load or store at constant in-bounds indices, so `sroa`
//! splits the aggregate and `mem2reg` then promotes every slot (the join
//! gets a block argument per slot a branch wrote).

use super::emit::Emitter;
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const I32: &str = "i32";
const SCALAR: &str = "memref<i32>";
const PAIRED: &str = "memref<4xi32>";
const BINARY: &[&str] = &["arith.addi", "arith.muli", "arith.xori", "arith.subi"];
const SCALARS: usize = 4;
const ELEMENTS: usize = 4;

pub struct Slots<'a> {
    rng: Rng,
    _k: &'a Knobs,
}

/// A function's slots: the scalar ones, the aggregate and its indices.
struct Frame {
    scalars: Vec<Val>,
    aggregate: Val,
    indices: Vec<Val>,
}

impl<'a> Slots<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Slots<'a> {
        Slots { rng, _k: k }
    }

    /// Loads a random slot (a scalar or an element of the aggregate).
    fn load(&mut self, em: &mut Emitter, f: &Frame) -> Val {
        let r = em.new_value();
        let k = self.rng.below(SCALARS + ELEMENTS);
        if k < SCALARS {
            em.load_at(r, f.scalars[k], &[], (SCALAR, I32));
        } else {
            em.load_at(r, f.aggregate, &[f.indices[k - SCALARS]], (PAIRED, I32));
        }
        r
    }

    /// Stores `v` to a random slot.
    fn store(&mut self, em: &mut Emitter, f: &Frame, v: Val) {
        let k = self.rng.below(SCALARS + ELEMENTS);
        if k < SCALARS {
            em.store_at(v, f.scalars[k], &[], (SCALAR, I32));
        } else {
            em.store_at(v, f.aggregate, &[f.indices[k - SCALARS]], (PAIRED, I32));
        }
    }

    /// One statement: load, combine, store (four or five ops).
    fn statement(&mut self, em: &mut Emitter, f: &Frame) {
        let x = self.load(em, f);
        let y = if self.rng.unit() < 0.5 {
            let c = em.new_value();
            em.constant(c, &self.rng.range(1, 9).to_string(), I32, "");
            c
        } else {
            self.load(em, f)
        };
        let r = em.new_value();
        em.binop(r, BINARY[self.rng.below(BINARY.len())], (x, y), I32, "");
        self.store(em, f, r);
    }
}

impl FunctionGen for Slots<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let first = em.nops();
        let v = em.func_begin(&format!("fn{k}"), &[("a", I32), ("b", I32)], &[I32]);
        let (a, b) = (v[0], v[1]);
        let indices: Vec<Val> = (0..ELEMENTS)
            .map(|i| {
                let c = em.new_value();
                em.constant(c, &i.to_string(), "index", "");
                c
            })
            .collect();
        let scalars: Vec<Val> = (0..SCALARS)
            .map(|_| {
                let s = em.new_value();
                em.alloca(s, SCALAR);
                s
            })
            .collect();
        let aggregate = em.new_value();
        em.alloca(aggregate, PAIRED);
        let f = Frame { scalars, aggregate, indices };
        for (i, &s) in f.scalars.iter().enumerate() {
            em.store_at(if i % 2 == 0 { a } else { b }, s, &[], (SCALAR, I32));
        }
        for (i, &idx) in f.indices.iter().enumerate() {
            em.store_at(if i % 2 == 0 { b } else { a }, f.aggregate, &[idx], (PAIRED, I32));
        }
        // The join's sum of every slot and the return: 3 ops per slot.
        let tail = 3 * (SCALARS + ELEMENTS) as u64 + 1;
        let body = nops.saturating_sub(em.nops() - first + tail);
        let (entry, branch) = (body / 2, body / 6);
        while em.nops() - first < entry {
            self.statement(em, &f);
        }
        let c = em.new_value();
        em.cmpi(c, "slt", (a, b), I32);
        em.cond_br(c, (1, 2));
        for block in [1, 2] {
            em.block_label(block);
            let start = em.nops();
            while em.nops() - start < branch {
                self.statement(em, &f);
            }
            em.br(3);
        }
        em.block_label(3);
        while em.nops() - first + tail < nops {
            self.statement(em, &f);
        }
        let mut acc = a;
        for s in 0..SCALARS + ELEMENTS {
            let x = em.new_value();
            if s < SCALARS {
                em.load_at(x, f.scalars[s], &[], (SCALAR, I32));
            } else {
                em.load_at(x, f.aggregate, &[f.indices[s - SCALARS]], (PAIRED, I32));
            }
            let y = em.new_value();
            em.binop(y, "arith.addi", (acc, x), I32, "");
            acc = y;
        }
        em.func_end(&[acc], &[I32]);
    }
}
