//! The `graph` family: a deep-learning framework's graph lowered to `arith`
//! on `tensor<--shape x f32>`, every op carrying the framework's bookkeeping
//! as discardable attributes `op_name = "model/blockB/KIND_N"` and
//! `scope_symbol_id = N : i64` (N counts up over the whole module).
//!
//! Steps, with the knobs' probabilities: a repeat of an earlier op differing
//! only in those attributes (`--attr-dup`: not CSE-able in MLIR), an exact
//! repeat attributes included (`--exact-dup`: CSE-able), two splat constants
//! combined (`--fold`), an `expand_shape`/`collapse_shape` round trip
//! (`--reshape`, rank-2 shapes with an even first dimension), a dead op, or a
//! fresh op on recent values.
//!
//! Invariants: `func.func @graphK(%x0..%x3)` returns one tensor, the
//! `arith.addf` sum of every value left unused, so only `--dead` ops are
//! dead; the budget counts those closing ops in advance.

use super::emit::{attr_dict, Emitter};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

/// (op, kind in `op_name`).
const KINDS: &[(&str, &str)] = &[
    ("arith.addf", "add"),
    ("arith.mulf", "mul"),
    ("arith.subf", "sub"),
    ("arith.maximumf", "relu_max"),
    ("arith.minimumf", "clip_min"),
];
const REASSOC: &str = "[[0, 1], [2]]";

/// A fresh op, for repeats: (op, kind, lhs, rhs, rendered attributes).
type Fresh = (&'static str, &'static str, Val, Val, String);

pub struct Graph<'a> {
    rng: Rng,
    k: &'a Knobs,
    fold: f64,
    ty: String,
    /// `scope_symbol_id` of the last op.
    sid: u64,
    /// Values in definition order (arguments first).
    pool: Vec<Val>,
    /// Per value: not used as an operand yet.
    unused: Vec<bool>,
    n_unused: usize,
    /// Unused values, most recent last; entries used since are dropped lazily.
    stack: Vec<Val>,
}

impl<'a> Graph<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Graph<'a> {
        let dims: Vec<String> = k.shape.iter().map(u64::to_string).collect();
        let ty = format!("tensor<{}xf32>", dims.join("x"));
        let fold = k.fold_for(super::Family::Graph);
        Graph { rng, k, fold, ty, sid: 0, pool: Vec::new(), unused: Vec::new(), n_unused: 0, stack: Vec::new() }
    }

    /// The next op's bookkeeping attributes.
    fn attrs(&mut self, blk: u64, kind: &str) -> String {
        self.sid += 1;
        let sid = self.sid;
        attr_dict(&[
            ("op_name", format!("\"model/block{blk}/{kind}_{sid}\"")),
            ("scope_symbol_id", format!("{sid} : i64")),
        ])
    }

    fn mark_used(&mut self, v: Val) {
        if self.unused[v.index()] {
            self.unused[v.index()] = false;
            self.n_unused -= 1;
        }
    }

    /// Records a new value as unused.
    fn define(&mut self, v: Val) {
        if self.unused.len() <= v.index() {
            self.unused.resize(v.index() + 1, false);
        }
        self.unused[v.index()] = true;
        self.n_unused += 1;
        self.pool.push(v);
        self.stack.push(v);
    }

    /// An operand: half the time the most recent unused value, else one of
    /// the last `--window`; either way it counts as used.
    fn pick(&mut self) -> Val {
        if self.rng.unit() < 0.5 {
            while self.stack.last().is_some_and(|v| !self.unused[v.index()]) {
                self.stack.pop();
            }
            if let Some(v) = self.stack.pop() {
                self.mark_used(v);
                return v;
            }
        }
        let n = self.pool.len().min(self.k.window.max(1));
        let v = self.pool[self.pool.len() - 1 - self.rng.below(n)];
        self.mark_used(v);
        v
    }

    /// `expand_shape` then `collapse_shape` back to the function's type.
    fn reshape(&mut self, em: &mut Emitter) {
        let (d0, d1) = (self.k.shape[0], self.k.shape[1]);
        let src = self.pick();
        let ety = format!("tensor<2x{}x{d1}xf32>", d0 / 2);
        let (e, c) = (em.new_value(), em.new_value());
        em.expand_shape(e, src, (&self.ty, &ety), REASSOC, &[2, d0 / 2, d1]);
        em.collapse_shape(c, e, (&ety, &self.ty), REASSOC);
        self.define(c);
    }

    /// Two splat constants combined by add, mul or sub: folds to a constant.
    fn fold_consts(&mut self, em: &mut Emitter, blk: u64) {
        let (c1, c2, res) = (em.new_value(), em.new_value(), em.new_value());
        let a = *self.rng.choice(&["0.5", "1.0", "2.0", "-1.0"]);
        let attrs = self.attrs(blk, "const");
        em.constant(c1, &format!("dense<{a}>"), &self.ty, &attrs);
        let b = *self.rng.choice(&["0.25", "3.0", "1.5"]);
        let attrs = self.attrs(blk, "const");
        em.constant(c2, &format!("dense<{b}>"), &self.ty, &attrs);
        let (op, kind) = KINDS[self.rng.below(3)];
        let attrs = self.attrs(blk, kind);
        em.binop(res, op, (c1, c2), &self.ty, &attrs);
        self.define(res);
    }
}

impl FunctionGen for Graph<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let ty = self.ty.clone();
        let args = [("x0", ty.as_str()), ("x1", &ty), ("x2", &ty), ("x3", &ty)];
        let vals = em.func_begin(&format!("graph{k}"), &args, &[&ty]);
        self.pool.clear();
        self.unused.clear();
        self.stack.clear();
        self.n_unused = 0;
        for v in vals {
            self.define(v);
        }
        let mut history: Vec<Fresh> = Vec::new();
        let reshapeable = self.k.shape.len() == 2 && self.k.shape[0].is_multiple_of(2);
        let start = em.nops();
        let budget = nops.saturating_sub(2);
        let mut blk = 0;
        while em.nops() - start + (self.n_unused as u64) < budget {
            blk = (em.nops() - start) / 50;
            let mut x = self.rng.unit();
            if x < self.k.attr_dup && !history.is_empty() {
                // Same op and operands, different discardable attributes.
                let (op, kind, l, r, _) = history[self.rng.below(history.len())].clone();
                let (res, attrs) = (em.new_value(), self.attrs(blk, kind));
                em.binop(res, op, (l, r), &ty, &attrs);
                self.mark_used(l);
                self.mark_used(r);
                self.define(res);
                continue;
            }
            x -= self.k.attr_dup;
            if x < self.k.exact_dup && !history.is_empty() {
                // Identical, attributes included: CSE-able.
                let (op, _, l, r, attrs) = &history[self.rng.below(history.len())];
                let res = em.new_value();
                em.binop(res, op, (*l, *r), &ty, attrs);
                self.define(res);
                continue;
            }
            x -= self.k.exact_dup;
            if x < self.fold {
                self.fold_consts(em, blk);
                continue;
            }
            x -= self.fold;
            if x < self.k.reshape && reshapeable {
                self.reshape(em);
                continue;
            }
            x -= self.k.reshape;
            let (l, r) = (self.pick(), self.pick());
            let (op, kind) = KINDS[self.rng.below(KINDS.len())];
            let (res, attrs) = (em.new_value(), self.attrs(blk, kind));
            em.binop(res, op, (l, r), &ty, &attrs);
            if x >= self.k.dead {
                history.push((op, kind, l, r, attrs));
                self.define(res);
            }
        }
        let live: Vec<Val> = self.pool.iter().copied().filter(|v| self.unused[v.index()]).collect();
        let mut acc = live.first().copied().unwrap_or(*self.pool.last().expect("the arguments"));
        for &v in live.iter().skip(1) {
            let (r, attrs) = (em.new_value(), self.attrs(blk, "sum"));
            em.binop(r, "arith.addf", (acc, v), &ty, &attrs);
            acc = r;
        }
        em.func_end(&[acc], &[&ty]);
    }
}
