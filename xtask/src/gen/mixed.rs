//! The `mixed` family: `func.func @fK(%a0..%a3: i32, %i0, %i1: index,
//! %m: memref<?xi32>) -> i32` bodies of `arith` on i32, `scf.if`/`scf.for`
//! regions and `memref.load/store` on `%m`.
//!
//! Each emission step is, with the knobs' probabilities: an exact repeat of
//! an earlier expression (CSE-able), a commutative repeat with swapped
//! operands, foldable constant arithmetic or an identity (`x + 0`), a dead op,
//! a load or store, a nested `scf.if`/`scf.for` whose body partly repeats
//! parent expressions, or a fresh op on recent values.
//!
//! Invariants:
//! - SSA dominance holds by construction: a region sees its parents' values
//!   (a [`Scope`] starts as a copy of its parent's lists) and nothing of a
//!   region escapes it but the op's result;
//! - almost everything stays live: operands prefer the most recent unused
//!   value, and a region or function ends by `arith.xori`-combining whatever
//!   it left unused into the value it yields or returns (the budget counts
//!   those closing ops in advance);
//! - a load repeated with no store in between is CSE-able; one repeated
//!   after a store (in this block or inside a nested region) is not.

use super::emit::{Emitter, Loop};
use super::rng::Rng;
use super::{FunctionGen, Knobs, Val};

const I32: &str = "i32";
const IDX: &str = "index";
const MEM: &str = "memref<?xi32>";
const COMMUTATIVE: &[&str] =
    &["arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minsi"];
/// Operators of fresh and dead ops: the commutative ones and `arith.subi`.
const FRESH: &[&str] =
    &["arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minsi", "arith.subi"];

/// A recorded expression `op(a, b)`, repeated by later steps.
type Expr = (&'static str, Val, Val);

/// The values visible in one region.
#[derive(Default)]
struct Scope {
    /// i32 values usable as operands (the parent's first).
    pool: Vec<Val>,
    exprs: Vec<Expr>,
    /// How many of `exprs` came from the parent (a region repeats those).
    parent_exprs: usize,
    /// index values.
    idx: Vec<Val>,
    /// Values defined here, in order; an entry whose flag is clear has been
    /// used since and is dropped lazily.
    unused: Vec<Val>,
    /// How many values defined here are still unused.
    n_unused: usize,
    /// (memref, index) loaded in this block since its last write.
    loads: Vec<(Val, Val)>,
    /// (memref, index) loaded before a write in this block.
    stale: Vec<(Val, Val)>,
    /// This region (or one nested in it) stores.
    wrote: bool,
}

impl Scope {
    fn child(&self) -> Scope {
        Scope {
            pool: self.pool.clone(),
            exprs: self.exprs.clone(),
            parent_exprs: self.exprs.len(),
            idx: self.idx.clone(),
            ..Scope::default()
        }
    }
}

pub struct Mixed<'a> {
    rng: Rng,
    k: &'a Knobs,
    fold: f64,
    /// The open regions, innermost last.
    scopes: Vec<Scope>,
    /// Per value: defined by a step and not used yet.
    unused: Vec<bool>,
    /// Per value: the index in `scopes` of the scope that defined it.
    owner: Vec<usize>,
    mem: Val,
}

impl<'a> Mixed<'a> {
    pub fn new(rng: Rng, k: &'a Knobs) -> Mixed<'a> {
        let fold = k.fold_for(super::Family::Mixed);
        Mixed { rng, k, fold, scopes: Vec::new(), unused: Vec::new(), owner: Vec::new(), mem: Val(0) }
    }

    fn cur(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("an open scope")
    }

    fn is_unused(&self, v: Val) -> bool {
        self.unused.get(v.index()).copied().unwrap_or(false)
    }

    /// An operand: half the time the most recent still-unused local value
    /// (keeps most ops live), else one of the last `--window` values.
    fn pick(&mut self, avoid: Option<Val>) -> Val {
        if self.rng.unit() < 0.5 {
            while let Some(&v) = self.scopes.last().and_then(|s| s.unused.last()) {
                if !self.is_unused(v) {
                    self.cur().unused.pop();
                    continue;
                }
                if Some(v) != avoid {
                    return v;
                }
                break;
            }
        }
        let window = self.k.window.max(1);
        let pool = &self.scopes.last().expect("an open scope").pool;
        let w = &pool[pool.len() - window.min(pool.len())..];
        let i = self.rng.below(w.len());
        if Some(w[i]) == avoid && w.len() > 1 {
            return w[(i + 1) % w.len()];
        }
        w[i]
    }

    fn mark_used(&mut self, v: Val) {
        if self.is_unused(v) {
            self.unused[v.index()] = false;
            let owner = self.owner[v.index()];
            self.scopes[owner].n_unused -= 1;
        }
    }

    fn define(&mut self, v: Val) {
        let i = v.index();
        if self.unused.len() <= i {
            self.unused.resize(i + 1, false);
            self.owner.resize(i + 1, 0);
        }
        self.unused[i] = true;
        self.owner[i] = self.scopes.len() - 1;
        let sc = self.cur();
        sc.pool.push(v);
        sc.unused.push(v);
        sc.n_unused += 1;
    }

    /// `op(a, b)`, defined in the current scope (and recorded for repeats).
    fn emit_bin(&mut self, em: &mut Emitter, (op, a, b): Expr, record: bool) -> Val {
        let r = em.new_value();
        em.binop(r, op, (a, b), I32, "");
        self.mark_used(a);
        self.mark_used(b);
        self.define(r);
        if record {
            self.cur().exprs.push((op, a, b));
        }
        r
    }

    /// An index operand: a visible index value, or a re-materialised constant.
    fn index_value(&mut self, em: &mut Emitter) -> Val {
        let n = self.cur().idx.len();
        if n > 0 && self.rng.unit() < 0.5 {
            let i = self.rng.below(n);
            return self.cur().idx[i];
        }
        let c = em.new_value();
        em.constant(c, &self.rng.below(8).to_string(), IDX, "");
        c
    }

    /// A recorded expression of the current scope, among its first `n`.
    fn some_expr(&mut self, n: usize) -> Expr {
        let i = self.rng.below(n);
        self.cur().exprs[i]
    }

    /// One unit of IR into the current scope; `budget` is what its region has left.
    fn step(&mut self, em: &mut Emitter, depth: u32, budget: i64) {
        let n_exprs = self.cur().exprs.len();
        let mut x = self.rng.unit();
        if x < self.k.redundant && n_exprs > 0 {
            let e = self.some_expr(n_exprs);
            self.emit_bin(em, e, false);
            return;
        }
        x -= self.k.redundant;
        if x < self.k.commutative && n_exprs > 0 {
            for _ in 0..4 {
                let (op, l, r) = self.some_expr(n_exprs);
                if COMMUTATIVE.contains(&op) && l != r {
                    self.emit_bin(em, (op, r, l), false);
                    return;
                }
            }
            // No commutative expression found: on to the next kinds.
        }
        x -= self.k.commutative;
        if x < self.fold {
            self.fold_step(em);
            return;
        }
        x -= self.fold;
        if x < self.k.dead {
            let l = self.pick(None);
            let r = self.pick(Some(l));
            let op = *self.rng.choice(FRESH);
            let dead = em.new_value(); // never used
            em.binop(dead, op, (l, r), I32, "");
            return;
        }
        x -= self.k.dead;
        if x < self.k.mem {
            self.mem_step(em);
            return;
        }
        x -= self.k.mem;
        if x < self.k.nested && depth < self.k.max_depth && budget > self.k.region_ops as i64 + 6 {
            if self.rng.unit() < 0.5 {
                self.emit_if(em, depth);
            } else {
                self.emit_for(em, depth);
            }
            return;
        }
        let l = self.pick(None);
        let r = self.pick(Some(l));
        let op = *self.rng.choice(FRESH);
        self.emit_bin(em, (op, l, r), true);
    }

    /// `const op const` (folds to a constant) or an identity such as `x + 0`.
    fn fold_step(&mut self, em: &mut Emitter) {
        if self.rng.unit() < 0.5 {
            let (c1, c2) = (em.new_value(), em.new_value());
            em.constant(c1, &self.rng.range(-4, 16).to_string(), I32, "");
            em.constant(c2, &self.rng.range(1, 16).to_string(), I32, "");
            let op = *self.rng.choice(&["arith.addi", "arith.muli", "arith.subi", "arith.xori"]);
            let r = em.new_value();
            em.binop(r, op, (c1, c2), I32, "");
            self.define(r);
        } else {
            let (op, cv) =
                *self.rng.choice(&[("arith.addi", "0"), ("arith.muli", "1"), ("arith.ori", "0"), ("arith.andi", "-1")]);
            let c = em.new_value();
            em.constant(c, cv, I32, "");
            let v = self.pick(None);
            self.emit_bin(em, (op, v, c), false);
        }
    }

    /// A store (which makes earlier loads stale), or a load: repeated with no
    /// store in between, repeated after one, or fresh.
    fn mem_step(&mut self, em: &mut Emitter) {
        let m = self.mem;
        let y = self.rng.unit();
        if y < self.k.mem_write {
            let v = self.pick(None);
            self.mark_used(v);
            let i = self.index_value(em);
            em.store(v, (m, i), MEM, I32);
            let sc = self.cur();
            let loads = std::mem::take(&mut sc.loads);
            sc.stale.extend(loads);
            sc.wrote = true;
            return;
        }
        let y = (y - self.k.mem_write) / (1.0 - self.k.mem_write).max(1e-9);
        let (n_loads, n_stale) = (self.cur().loads.len(), self.cur().stale.len());
        let at = if y < 0.35 && n_loads > 0 {
            let i = self.rng.below(n_loads);
            self.cur().loads[i]
        } else if y < 0.6 && n_stale > 0 {
            let i = self.rng.below(n_stale);
            let at = self.cur().stale[i];
            self.cur().loads.push(at);
            at
        } else {
            let at = (m, self.index_value(em));
            self.cur().loads.push(at);
            at
        };
        let r = em.new_value();
        em.load(r, at, MEM, I32);
        self.define(r);
    }

    /// The function body: steps until the ops so far plus one closing op per
    /// unused value reach `nops`.
    fn body(&mut self, em: &mut Emitter, nops: i64) {
        let start = em.nops() as i64;
        while em.nops() as i64 - start + (self.cur().n_unused as i64) < nops {
            let budget = nops - (em.nops() as i64 - start);
            self.step(em, 0, budget);
        }
    }

    /// A region body: like [`Mixed::body`], but a `--region-repeat` share of
    /// the steps repeats a parent expression (CSE across regions).
    fn region_body(&mut self, em: &mut Emitter, depth: u32, nops: i64) {
        let start = em.nops() as i64;
        while em.nops() as i64 - start + (self.cur().n_unused as i64) < nops {
            let parent_exprs = self.cur().parent_exprs;
            if self.rng.unit() < self.k.region_repeat && parent_exprs > 0 {
                let e = self.some_expr(parent_exprs);
                self.emit_bin(em, e, false);
            } else {
                let budget = nops - (em.nops() as i64 - start);
                self.step(em, depth, budget);
            }
        }
    }

    /// Combines every still-unused local value into one (keeps them live).
    fn close(&mut self, em: &mut Emitter) -> Val {
        let scope = self.scopes.last().expect("an open scope");
        let live: Vec<Val> = scope.unused.iter().copied().filter(|v| self.is_unused(*v)).collect();
        let Some((&first, rest)) = live.split_first() else {
            return self.pick(None);
        };
        let mut acc = first;
        for &v in rest {
            let r = em.new_value();
            em.binop(r, "arith.xori", (acc, v), I32, "");
            acc = r;
        }
        acc
    }

    /// Leaves a region: a store inside it makes the parent's loads stale.
    fn pop_region(&mut self) {
        let child = self.scopes.pop().expect("a region scope");
        if child.wrote {
            let sc = self.cur();
            let loads = std::mem::take(&mut sc.loads);
            sc.stale.extend(loads);
            sc.wrote = true;
        }
    }

    /// `%r = scf.if (cmpi l, r) -> (i32)`, each branch half of `--region-ops`.
    fn emit_if(&mut self, em: &mut Emitter, depth: u32) {
        let l = self.pick(None);
        let r = self.pick(Some(l));
        self.mark_used(l);
        self.mark_used(r);
        let c = em.new_value();
        let pred = *self.rng.choice(&["slt", "sgt", "eq", "ne", "ult"]);
        em.cmpi(c, pred, (l, r), I32);
        let res = em.new_value();
        em.if_begin(res, c, I32);
        for part in 0..2 {
            if part == 1 {
                em.if_else();
            }
            let child = self.cur().child();
            self.scopes.push(child);
            self.region_body(em, depth + 1, (self.k.region_ops / 2).max(1) as i64);
            let y = self.close(em);
            self.mark_used(y);
            em.yield_values(&[y], &[I32]);
            self.pop_region();
        }
        em.if_end(I32);
        self.define(res);
    }

    /// `%r = scf.for ... iter_args(%acc = init) -> (i32)` over a small constant trip count.
    fn emit_for(&mut self, em: &mut Emitter, depth: u32) {
        let (lb, ub, step) = (em.new_value(), em.new_value(), em.new_value());
        em.constant(lb, "0", IDX, "");
        em.constant(ub, &self.rng.choice(&[2, 4, 8, 16]).to_string(), IDX, "");
        em.constant(step, "1", IDX, "");
        let init = self.pick(None);
        self.mark_used(init);
        let (res, iv, acc) = (em.new_value(), em.new_value(), em.new_value());
        em.for_begin(&Loop { iv, lb, ub, step, carried: Some((res, acc, init, I32)) });
        let mut child = self.cur().child();
        child.idx.push(iv);
        self.scopes.push(child);
        self.define(acc);
        let ivc = em.new_value();
        em.cast(ivc, "arith.index_cast", iv, (IDX, I32));
        self.define(ivc);
        self.region_body(em, depth + 1, self.k.region_ops.saturating_sub(1).max(1) as i64);
        let y = self.close(em);
        em.yield_values(&[y], &[I32]);
        em.for_end(Some(I32));
        self.pop_region();
        self.define(res);
    }
}

impl FunctionGen for Mixed<'_> {
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64) {
        let args = [("a0", I32), ("a1", I32), ("a2", I32), ("a3", I32), ("i0", IDX), ("i1", IDX), ("m", MEM)];
        let vals = em.func_begin(&format!("f{k}"), &args, &[I32]);
        self.unused.clear();
        self.owner.clear();
        self.mem = vals[6];
        self.scopes = vec![Scope { pool: vals[..4].to_vec(), idx: vals[4..6].to_vec(), ..Scope::default() }];
        self.body(em, nops.saturating_sub(3).max(1) as i64);
        let y = self.close(em);
        em.func_end(&[y], &[I32]);
    }
}
