//! The marked loops of a `vectorize-diff` program ([`super::program`]):
//! loop shapes (bounds constant or hidden in memory, lower bounds and
//! steps other than 0 and 1, `index`, `i32` or `i64` induction
//! variables, trip counts around the lane count), bodies of elementwise
//! `arith`/`math` ops and casts on loads at affine or reversed indices,
//! stores, reductions and other loop-carried values, `scf.if`, an
//! unmarked outer loop over rows and marked loops nested in marked loops.
//!
//! Invariants: those of [`super::program`]. In particular every store of
//! a marked loop writes a memref of the nest's `busy` list, which no load
//! of the nest reads except at the very address stored (read-modify-write),
//! and store indices are injective in the induction variable; a reduction
//! over reassociable floats only sums `Exact` or multiplies `ExactMul`
//! data, whose result no order changes.

use super::program::Ty::Index;
use super::program::{Class, Kind, Ty, Val, Writer, F16, F32, F64, I1, I32, I64, I8};

/// The induction variable of the innermost marked loop being written.
#[derive(Clone)]
pub struct Iv {
    name: String,
    ty: Ty,
    /// The variable as an `index`, less the loop's base (see [`Writer::marked`]).
    index: String,
    /// Index arithmetic may be done in the variable's own type (it cannot
    /// overflow there: the base is 0).
    native: bool,
    /// The least and the greatest value it takes (`lo` when it runs zero times).
    lo: i64,
    hi: i64,
}

/// An index computed from the induction variable `i`: `c * i + d` or `k - i`.
#[derive(Copy, Clone)]
enum Ix {
    Aff(i64, i64),
    Rev(i64),
}

impl Ix {
    fn max(self, iv: &Iv) -> i64 {
        match self {
            Ix::Aff(c, d) => c * iv.hi + d,
            Ix::Rev(k) => k - iv.lo,
        }
    }
}

/// A loop-carried value: a reduction or (`op` = "last", "poly", "prefix")
/// a value the pass must keep scalar.
struct Carry {
    ty: Ty,
    op: &'static str,
    reassoc: bool,
    init: String,
}

struct Store {
    mem: usize,
    ix: Ix,
    row: Option<String>,
    /// Under an `scf.if` of its own.
    guarded: bool,
}

const INT_RED: &[&str] = &["addi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"];
const FLOAT_RED: &[&str] = &["addf", "addf", "mulf", "maximumf", "minimumf"];

impl Writer<'_> {
    /// A top-level marked loop, sometimes inside an unmarked loop over rows.
    pub fn top_loop(&mut self) {
        self.busy.clear();
        let all = [F32, F32, F32, I32, I32, F64, F16, I8, I64, Index, I1];
        let mut types = vec![*self.rng.choice(&all)];
        for _ in 0..self.rng.below(3) {
            types.push(*self.rng.choice(&all));
        }
        let rows = if self.chance(4) { Some(1 + self.rng.below(4)) } else { None };
        self.marked(&types, rows, None);
    }

    /// A marked loop over `types`; `rows`: inside an unmarked loop over
    /// that many rows; `nested`: inside a marked loop, storing to rows
    /// indexed by the given (injective) index of that loop.
    fn marked(&mut self, types: &[Ty], rows: Option<usize>, nested: Option<(String, usize)>) {
        let widest = types.iter().filter(|t| !matches!(t, I1 | Index)).map(|t| t.bits()).max().unwrap_or(32);
        let lanes = self.hint.lanes(widest);
        let inner = nested.is_some();
        let ivty = if inner { Index } else { *self.rng.choice(&[Index, Index, Index, Index, I32, I32, I64]) };
        let lb = if inner || !self.chance(3) { 0 } else { self.rng.range(0, 21) };
        let step = if inner || !self.chance(3) { 1 } else { self.rng.range(1, 6) };
        let cap = if step > 1 { 50 } else { 140 };
        let trip = if inner {
            self.rng.range(1, 9)
        } else {
            match self.rng.below(10) {
                0 => 0,
                1 => 1,
                2 => lanes - 1,
                3 => lanes,
                4 => lanes + 1,
                5 => 2 * lanes + 1,
                6 => 3 * lanes - 1,
                _ => self.rng.range(2, 41),
            }
            .clamp(0, cap)
        };
        let ub =
            if trip == 0 { lb - self.rng.range(0, 3) } else { lb + (trip - 1) * step + 1 + self.rng.range(0, step) };
        let total = trip as f64 * rows.unwrap_or(1) as f64;
        let scope = self.pool.len();
        // Sometimes the variable runs just below its type's largest value
        // (never within `step` of it: the scalar loop's own increment
        // would wrap and never end); addresses are taken from `i - base`.
        let base = match ivty {
            I32 if self.chance(8) => i64::from(i32::MAX) - 1000,
            I64 if self.chance(8) => i64::MAX - 1000,
            _ => 0,
        };
        // A constant extent below 1 is the pass's documented error (TVM's),
        // not a result to compare: a loop that runs zero times (never an
        // inner one) has an upper bound the pass cannot see.
        let hide_ub = trip == 0 || self.chance(4);
        let hide: Vec<bool> = [10, 10].iter().map(|&k| !inner && self.chance(k)).collect();
        let lbv = self.bound(ivty, base + lb, hide[0]);
        let ubv = self.bound(ivty, base + ub, !inner && hide_ub);
        let stepv = self.bound(ivty, step, hide[1]);
        let unsigned = if !inner && ub >= 0 && self.chance(20) { "unsigned " } else { "" };
        // Loop-invariant values, for the body to broadcast.
        for _ in 0..self.rng.below(3) {
            let t = *self.rng.choice(types);
            let lit = self.literal(t);
            let (bound, rhs) = match t {
                I1 => (0.0, format!("arith.constant {lit}")),
                _ if t.is_float() => (t.lim().min(1e16), format!("arith.constant {lit} : {}", t.name())),
                _ => (0.0, format!("arith.constant {lit} : {}", t.name())),
            };
            self.def(t, bound, Kind::Any, &rhs);
        }
        let mut carries = Vec::new();
        if !inner {
            for _ in 0..*self.rng.choice(&[0, 0, 1, 1, 1, 2, 2, 3]) {
                let c = self.plan_reduction(types);
                carries.push(c);
            }
            if self.chance(10) {
                let ty = *self.rng.choice(types);
                let op = if ty.is_float() || self.chance(2) { *self.rng.choice(&["last", "prefix"]) } else { "poly" };
                let init = self.literal(ty);
                let init = self.named(ty, &init);
                carries.push(Carry { ty, op, reassoc: false, init });
            }
        }
        let tys: Vec<&str> = carries.iter().map(|c| c.ty.name()).collect();
        let tys = tys.join(", ");
        let mut inits: Vec<String> = carries.iter().map(|c| c.init.clone()).collect();
        let saved_row = self.row.take();
        let outer_res = self.fresh();
        if let Some(r) = rows {
            let (rn, cr) = (self.fresh(), self.icst(Index, r as i64));
            let args: Vec<String> = inits.iter().map(|i| format!("{}_{}", rn.replace('%', "%o"), &i[1..])).collect();
            let head = if carries.is_empty() {
                format!("scf.for {rn} = %c0 to {cr} step %c1 {{")
            } else {
                let ia: Vec<String> = args.iter().zip(&inits).map(|(a, i)| format!("{a} = {i}")).collect();
                format!(
                    "{} = scf.for {rn} = %c0 to {cr} step %c1 iter_args({}) -> ({tys}) {{",
                    res_decl(&outer_res, carries.len()),
                    ia.join(", ")
                )
            };
            self.line(&head);
            self.depth += 1;
            self.row = Some((rn, r));
            inits = args;
        }
        let (iv, res) = (self.fresh(), self.fresh());
        let accs: Vec<String> = (0..carries.len()).map(|k| format!("{}_a{k}", iv)).collect();
        let mut head = String::new();
        if !carries.is_empty() {
            head.push_str(&format!("{} = ", res_decl(&res, carries.len())));
        }
        head.push_str(&format!("scf.for {unsigned}{iv} = {lbv} to {ubv} step {stepv}"));
        if !carries.is_empty() {
            let ia: Vec<String> = accs.iter().zip(&inits).map(|(a, i)| format!("{a} = {i}")).collect();
            head.push_str(&format!(" iter_args({}) -> ({tys})", ia.join(", ")));
        }
        if ivty != Index {
            head.push_str(&format!(" : {}", ivty.name()));
        }
        head.push_str(" {");
        self.line(&head);
        self.depth += 1;
        let from = if base == 0 {
            iv.clone()
        } else {
            let (cb, d) = (self.icst(ivty, base), self.fresh());
            self.line(&format!("{d} = arith.subi {iv}, {cb} : {}", ivty.name()));
            d
        };
        let index = if ivty == Index {
            from
        } else {
            let x = self.fresh();
            self.line(&format!("{x} = arith.index_cast {from} : {} to index", ivty.name()));
            x
        };
        let hi = if trip == 0 { lb } else { lb + (trip - 1) * step };
        let iv_info = Iv { name: iv.clone(), ty: ivty, index, native: base == 0, lo: lb, hi };
        let saved_iv = self.iv.replace(iv_info);
        let yields = self.loop_body(types, &carries, &accs, total, nested);
        if !yields.is_empty() {
            let tys: Vec<&str> = carries.iter().map(|c| c.ty.name()).collect();
            self.line(&format!("scf.yield {} : {}", yields.join(", "), tys.join(", ")));
        }
        self.depth -= 1;
        self.line("} {vectorize.vectorized}");
        self.iv = saved_iv;
        let mut out = res;
        if rows.is_some() {
            if !carries.is_empty() {
                let names: Vec<String> = (0..carries.len()).map(|k| res_use(&out, carries.len(), k)).collect();
                self.line(&format!("scf.yield {} : {tys}", names.join(", ")));
            }
            self.depth -= 1;
            self.line("}");
            out = outer_res;
        }
        self.row = saved_row;
        self.pool.truncate(scope);
        for (k, c) in carries.iter().enumerate() {
            let name = res_use(&out, carries.len(), k);
            self.results.push((name, c.ty));
        }
    }

    /// The body of a marked loop; the values it yields for `carries`.
    fn loop_body(
        &mut self,
        types: &[Ty],
        carries: &[Carry],
        accs: &[String],
        total: f64,
        nested: Option<(String, usize)>,
    ) -> Vec<String> {
        let inner = nested.is_some();
        let outs = if inner {
            1
        } else if carries.is_empty() {
            1 + self.rng.below(2)
        } else {
            self.rng.below(3)
        };
        let mut stores = Vec::new();
        for _ in 0..outs {
            let ty = *self.rng.choice(types);
            let row = match &nested {
                Some((r, n)) => Some((r.clone(), *n)),
                None => self.row_index(),
            };
            let rank = if row.is_some() { 2 } else { 1 };
            let reuse: Vec<usize> = (0..self.mems.len())
                .filter(|&m| {
                    let x = &self.mems[m];
                    x.ty == ty && x.class == Class::Out && x.dims.len() == rank && !self.busy.contains(&m)
                })
                .collect();
            let mem = if !inner && !reuse.is_empty() && self.chance(4) {
                *self.rng.choice(&reuse)
            } else {
                self.new_mem(ty, rank, Class::Out)
            };
            self.busy.push(mem);
            let ix = if inner { Ix::Aff(1, 0) } else { self.pick_ix(false) };
            let st = Store { mem, ix, row: row.as_ref().map(|r| r.0.clone()), guarded: self.chance(12) };
            self.size(mem, ix, row.map(|r| r.1));
            if self.chance(4) {
                // Read-modify-write: the only read of an output, at the very address.
                let idx = self.subscripts(&st);
                let name = self.fresh();
                let m = st.mem;
                self.line(&format!("{name} = memref.load {}[{idx}] : {}", self.mems[m].name, Writer::mty(m)));
                let v = self.load_val(m, name);
                self.pool.push(v);
            }
            stores.push(st);
        }
        if self.chance(3) {
            // The induction variable as data: a ramp, not an address.
            let iv = self.iv.clone().expect("inside a loop");
            self.pool.push(Val { name: iv.index.clone(), ty: Index, bound: 0.0, kind: Kind::Any });
            if iv.ty != Index {
                self.pool.push(Val { name: iv.name, ty: iv.ty, bound: 0.0, kind: Kind::Any });
            }
        }
        for _ in 0..1 + self.rng.below(3) {
            let ty = *self.rng.choice(types);
            self.access(ty, Class::General);
        }
        for _ in 0..1 + self.rng.below(5) {
            let ty = *self.rng.choice(types);
            self.op(ty);
        }
        if self.chance(10) {
            let ty = *self.rng.choice(types);
            self.if_value(ty);
        }
        if !inner && self.depth < 4 && self.chance(12) {
            let ix = self.pick_ix(false);
            let iv = self.iv.clone().expect("inside a loop");
            let row = self.ix_value(ix);
            let ty = *self.rng.choice(types);
            self.marked(&[ty], None, Some((row, ix.max(&iv) as usize + 1)));
        }
        for st in &stores {
            let ty = self.mems[st.mem].ty;
            let v = self.want(ty);
            let idx = self.subscripts(st);
            let text =
                format!("memref.store {}, {}[{idx}] : {}", self.n(v), self.mems[st.mem].name, Writer::mty(st.mem));
            if st.guarded {
                let c = self.cond(ty);
                self.line(&format!("scf.if {c} {{"));
                self.depth += 1;
                self.line(&text);
                self.depth -= 1;
                self.line("}");
            } else {
                self.line(&text);
            }
        }
        let mut yields = Vec::new();
        for (c, acc) in carries.iter().zip(accs) {
            yields.push(self.carry(c, acc, total));
        }
        yields
    }

    /// The next value of loop-carried `c` (its iteration argument `acc`).
    fn carry(&mut self, c: &Carry, acc: &str, total: f64) -> String {
        let t = c.ty.name();
        let out = self.fresh();
        match c.op {
            "last" => {
                let x = self.want(c.ty);
                return self.n(x);
            }
            "poly" => {
                let x = self.want(c.ty);
                let sq = self.fresh();
                self.line(&format!("{sq} = arith.muli {acc}, {acc} : {t}"));
                self.line(&format!("{out} = arith.addi {sq}, {} : {t}", self.n(x)));
            }
            "prefix" => {
                let x = self.want(c.ty);
                let op = if c.ty.is_float() { "addf" } else { "addi" };
                self.line(&format!("{out} = arith.{op} {acc}, {} : {t}", self.n(x)));
                let rank = if self.row.is_some() { 2 } else { 1 };
                let m = self.new_mem(c.ty, rank, Class::Wild);
                self.busy.push(m);
                let row = self.row_index_of_rank(rank);
                let st =
                    Store { mem: m, ix: self.pick_ix(false), row: row.as_ref().map(|r| r.0.clone()), guarded: false };
                self.size(m, st.ix, row.map(|r| r.1));
                let idx = self.subscripts(&st);
                self.line(&format!("memref.store {out}, {}[{idx}] : {}", self.mems[m].name, Writer::mty(m)));
            }
            op => {
                let x = self.operand(c, total);
                let flags = if c.reassoc { " fastmath<reassoc>" } else { "" };
                self.line(&format!("{out} = arith.{op} {acc}, {}{flags} : {t}", self.n(x)));
            }
        }
        out
    }

    fn plan_reduction(&mut self, types: &[Ty]) -> Carry {
        let ty = *self.rng.choice(types);
        if !ty.is_float() {
            let op = *self.rng.choice(INT_RED);
            let init = self.literal(ty);
            let init = self.named(ty, &init);
            return Carry { ty, op, reassoc: false, init };
        }
        let op = *self.rng.choice(FLOAT_RED);
        let reassoc = if matches!(op, "addf" | "mulf") { self.chance(2) } else { self.chance(4) };
        let x = match (op, reassoc) {
            ("addf", true) => self.rng.range(-3, 4) as f64,
            ("mulf", true) => *self.rng.choice(&[1.0, -1.0]),
            ("mulf", false) => *self.rng.choice(&[1.0, 0.9, -1.1, 1.0009765625]),
            _ => self.general_lit(ty),
        };
        let init = self.fcst(ty, x);
        Carry { ty, op, reassoc, init }
    }

    /// The operand of reduction `c`: data its order of evaluation may
    /// change only where the pass must keep the order.
    fn operand(&mut self, c: &Carry, total: f64) -> usize {
        if !c.ty.is_float() || matches!(c.op, "maximumf" | "minimumf") {
            return self.want(c.ty);
        }
        let (ty, cap) = (c.ty, c.ty.exact_cap() - 8.0);
        let fits = |v: &Val| match (c.op, c.reassoc, v.kind) {
            ("addf", true, Kind::Exact(e)) => e * total <= cap,
            ("addf", false, _) => true,
            ("mulf", true, k) => k == Kind::ExactMul,
            ("mulf", false, k) => k == Kind::NearOne || k == Kind::ExactMul,
            _ => false,
        };
        let of: Vec<usize> = (0..self.pool.len()).filter(|&v| self.pool[v].ty == ty && fits(&self.pool[v])).collect();
        if !of.is_empty() && !self.chance(3) {
            return of[of.len() - 1 - self.rng.below(of.len().min(4))];
        }
        let class = match (c.op, c.reassoc) {
            ("addf", true) => Class::Exact,
            ("addf", false) => Class::General,
            ("mulf", true) => Class::ExactMul,
            _ => Class::NearOne,
        };
        self.access(ty, class)
    }

    /// A name for constant literal `lit` of `ty`.
    fn named(&mut self, ty: Ty, lit: &str) -> String {
        let name = self.fresh();
        match ty {
            I1 => self.line(&format!("{name} = arith.constant {lit}")),
            _ => self.line(&format!("{name} = arith.constant {lit} : {}", ty.name())),
        }
        name
    }

    /// A loop bound: a constant, or (`hidden`) one the pass cannot see.
    fn bound(&mut self, ty: Ty, v: i64, hidden: bool) -> String {
        if hidden {
            self.hidden(ty, v)
        } else {
            self.icst(ty, v)
        }
    }

    /// An index; `load`: maybe a loop-invariant one (never for a store,
    /// whose addresses must differ per iteration).
    fn pick_ix(&mut self, load: bool) -> Ix {
        let hi = self.iv.as_ref().map_or(0, |iv| iv.hi);
        match self.rng.below(if load { 10 } else { 9 }) {
            9 => Ix::Aff(0, self.rng.range(0, 4)),
            0..=2 => Ix::Aff(1, 0),
            3 => Ix::Aff(1, self.rng.range(1, 9)),
            4 => Ix::Aff(2, 0),
            5 => Ix::Aff(2, 1),
            6 => Ix::Aff(self.rng.range(1, 5), self.rng.range(0, 9)),
            7 => Ix::Aff(self.rng.range(3, 5), 0),
            _ => Ix::Rev(hi + self.rng.range(0, 4)),
        }
    }

    /// The `index` value of `ix` at the current induction variable,
    /// sometimes computed in the variable's own type and cast.
    fn ix_value(&mut self, ix: Ix) -> String {
        let iv = self.iv.clone().expect("inside a loop");
        match ix {
            Ix::Rev(k) => {
                let (ck, out) = (self.icst(Index, k), self.fresh());
                self.line(&format!("{out} = arith.subi {ck}, {} : index", iv.index));
                out
            }
            Ix::Aff(c, d) => {
                let native = iv.ty != Index && iv.native && self.chance(2);
                let (ty, base) = if native { (iv.ty, iv.name.clone()) } else { (Index, iv.index.clone()) };
                let mut v = base;
                if c != 1 {
                    let (cc, out) = (self.icst(ty, c), self.fresh());
                    self.line(&format!("{out} = arith.muli {v}, {cc} : {}", ty.name()));
                    v = out;
                }
                if d != 0 {
                    let (cd, out) = (self.icst(ty, d), self.fresh());
                    self.line(&format!("{out} = arith.addi {v}, {cd} : {}", ty.name()));
                    v = out;
                }
                if native {
                    let out = self.fresh();
                    self.line(&format!("{out} = arith.index_cast {v} : {} to index", ty.name()));
                    v = out;
                }
                v
            }
        }
    }

    /// The row of a 2-D access: the outer loop's row, else sometimes a constant one.
    fn row_index(&mut self) -> Option<(String, usize)> {
        if let Some((r, n)) = self.row.clone() {
            if !self.chance(3) {
                return Some((r, n));
            }
        }
        if self.chance(5) {
            let r = self.rng.below(3);
            return Some((self.icst(Index, r as i64), r + 1));
        }
        None
    }

    fn row_index_of_rank(&mut self, rank: usize) -> Option<(String, usize)> {
        if rank == 1 {
            return None;
        }
        self.row.clone()
    }

    /// Grows memref `m` to hold every index `ix` takes (in `rows` rows).
    fn size(&mut self, m: usize, ix: Ix, rows: Option<usize>) {
        let iv = self.iv.clone().expect("inside a loop");
        let n = ix.max(&iv) as usize + 1;
        match rows {
            Some(r) => self.grow(m, &[r, n]),
            None => self.grow(m, &[n]),
        }
    }

    fn subscripts(&mut self, st: &Store) -> String {
        let i = self.ix_value(st.ix);
        match &st.row {
            Some(r) => format!("{r}, {i}"),
            None => i,
        }
    }

    /// A load of `ty` data of `class` at a random index.
    pub fn access(&mut self, ty: Ty, class: Class) -> usize {
        let row = self.row_index();
        let rank = if row.is_some() { 2 } else { 1 };
        let ok = |c: Class| c == class || (class == Class::General && c == Class::Out);
        let of: Vec<usize> = (0..self.mems.len())
            .filter(|&m| {
                let x = &self.mems[m];
                x.ty == ty && ok(x.class) && x.dims.len() == rank && !self.busy.contains(&m)
            })
            .collect();
        let m = if of.is_empty() || self.chance(3) { self.new_mem(ty, rank, class) } else { *self.rng.choice(&of) };
        let ix = self.pick_ix(true);
        self.size(m, ix, row.as_ref().map(|r| r.1));
        let st = Store { mem: m, ix, row: row.map(|r| r.0), guarded: false };
        let idx = self.subscripts(&st);
        let name = self.fresh();
        self.line(&format!("{name} = memref.load {}[{idx}] : {}", self.mems[m].name, Writer::mty(m)));
        let v = self.load_val(m, name);
        self.pool.push(v);
        self.pool.len() - 1
    }
}

/// The result list of an op with `n` results named `name`.
fn res_decl(name: &str, n: usize) -> String {
    if n == 1 {
        name.to_string()
    } else {
        format!("{name}:{n}")
    }
}

/// Result `k` of an op with `n` results named `name`.
fn res_use(name: &str, n: usize, k: usize) -> String {
    if n == 1 {
        name.to_string()
    } else {
        format!("{name}#{k}")
    }
}
