//! Tensor subset loops of the random programs: an `scf.for` carrying a
//! `tensor<16xf32>` whose body reads four-element parts of it
//! (`tensor.extract_slice`, `vector.transfer_read`), changes them and
//! writes them back (`vector.transfer_write`, `tensor.insert_slice`),
//! sometimes through a nested loop, so that
//! `--loop-invariant-subset-hoisting` meets pairs it hoists and pairs it
//! must keep (parts at the induction variable, overlapping parts, a read
//! and a write of different parts, a non-subset use of the tensor). The
//! result is printed whole. The runner bufferizes the tensors before
//! lowering ([`crate::util::LOWER_TO_LLVM`]).
//!
//! Invariants (on top of the generator's):
//! - every part lies inside the tensor: offsets are 0 to 12 and sizes 4,
//!   an offset at the induction variable is `4 * iv` with at most four
//!   trips; so every transfer is in bounds;
//! - offsets used as operands are defined before the loop (as a pair
//!   needs them to be hoisted), except those at the induction variable;
//! - values grow by at most a constant below 10 and one other part of the
//!   tensor per pair and trip: no float leaves [`super::FLOAT_LIMIT`];
//! - written only at the function's top level, outside helpers; nothing
//!   the loop defines joins the value pool.

use super::Writer;

const TENSOR: &str = "tensor<16xf32>";
const PART: &str = "tensor<4xf32>";
const VECTOR: &str = "vector<4xf32>";

/// An offset of a part: a literal, or an `index` value's name.
#[derive(Clone)]
enum Offset {
    Static(i64),
    Value(String),
}

impl Offset {
    fn text(&self) -> String {
        match self {
            Offset::Static(k) => k.to_string(),
            Offset::Value(v) => v.clone(),
        }
    }
}

/// The offsets a loop's parts may take, made before it.
struct Offsets {
    /// Multiples of four: disjoint parts, pairs that may hoist.
    aligned: Vec<(i64, Offset)>,
    /// Parts straddling two aligned ones.
    overlapping: Vec<Offset>,
}

impl Writer<'_> {
    /// The offsets of one loop: each aligned one as a literal, a constant
    /// or a sum of two constants (equal values written differently).
    fn subset_offsets(&mut self) -> Offsets {
        let mut aligned = Vec::new();
        for k in [0, 4, 8, 12] {
            let offset = match self.rng.below(3) {
                0 => Offset::Static(k),
                1 => Offset::Value(self.index_constant(k)),
                _ => {
                    let a = self.rng.range(0, k + 1);
                    let (x, y) = (self.index_constant(a), self.index_constant(k - a));
                    let sum = self.name();
                    self.line(&format!("{sum} = arith.addi {x}, {y} : index"));
                    Offset::Value(sum)
                }
            };
            aligned.push((k, offset));
        }
        let overlapping = vec![Offset::Static(2), Offset::Value(self.index_constant(6))];
        Offsets { aligned, overlapping }
    }

    /// The offset of one part: mostly aligned, sometimes overlapping or at
    /// the induction variable (`4 * iv`, computed in the loop).
    fn part_offset(&mut self, offsets: &Offsets, iv: &str) -> (Option<i64>, Offset) {
        match self.rng.below(10) {
            0 => (None, self.rng.choice(&offsets.overlapping).clone()),
            1 => {
                let four = self.index_constant(4);
                let at = self.name();
                self.line(&format!("{at} = arith.muli {iv}, {four} : index"));
                (None, Offset::Value(at))
            }
            _ => {
                let (k, o) = self.rng.choice(&offsets.aligned).clone();
                (Some(k), o)
            }
        }
    }

    /// One pair on the chain value `cur`: extract a part, change it, insert
    /// it (at the same offset, or one time in six at another); returns the
    /// new chain value.
    fn subset_pair(&mut self, offsets: &Offsets, iv: &str, cur: &str, pad: &str) -> String {
        let (_, at) = self.part_offset(offsets, iv);
        let to = if self.chance(6) { self.part_offset(offsets, iv).1 } else { at.clone() };
        let part = self.name();
        self.line(&format!("{part} = tensor.extract_slice {cur}[{}] [4] [1] : {TENSOR} to {PART}", at.text()));
        let v = self.name();
        self.line(&format!("{v} = vector.transfer_read {part}[%c0], {pad} {{in_bounds = [true]}} : {PART}, {VECTOR}"));
        let k = self.name();
        let lanes: Vec<String> = (0..4).map(|_| format!("{}.0", self.rng.range(-9, 10))).collect();
        self.line(&format!("{k} = arith.constant dense<[{}]> : {VECTOR}", lanes.join(", ")));
        let mut w = self.name();
        let op = if self.chance(2) { "arith.addf" } else { "arith.subf" };
        self.line(&format!("{w} = {op} {v}, {k} : {VECTOR}"));
        if self.chance(4) {
            // A read of another part of the chain: a subset op that only
            // reads, which the pair must be disjoint from.
            let (_, other) = self.part_offset(offsets, iv);
            let index = match other {
                Offset::Static(k) => self.index_constant(k),
                Offset::Value(v) => v,
            };
            let r = self.name();
            self.line(&format!("{r} = vector.transfer_read {cur}[{index}], {pad} : {TENSOR}, {VECTOR}"));
            let sum = self.name();
            self.line(&format!("{sum} = arith.addf {w}, {r} : {VECTOR}"));
            w = sum;
        }
        let u = self.name();
        self.line(&format!("{u} = vector.transfer_write {w}, {part}[%c0] {{in_bounds = [true]}} : {VECTOR}, {PART}"));
        let next = self.name();
        self.line(&format!(
            "{next} = tensor.insert_slice {u} into {cur}[{}] [4] [1] : {PART} into {TENSOR}",
            to.text()
        ));
        next
    }

    /// Top level only: a loop of one to three pairs (one maybe in a nested
    /// loop carrying the tensor), sometimes with a non-subset use of the
    /// tensor, and a print of its result.
    pub(super) fn subset_loop(&mut self) {
        self.budget = self.budget.saturating_sub(8);
        let values: Vec<String> = (0..16).map(|_| format!("{}.0", self.rng.range(-50, 51))).collect();
        let init = self.name();
        self.line(&format!("{init} = arith.constant dense<[{}]> : {TENSOR}", values.join(", ")));
        let pad = self.name();
        self.line(&format!("{pad} = arith.constant 0.0 : f32"));
        let offsets = self.subset_offsets();
        let trips = self.rng.range(1, 5);
        let ub = self.index_constant(trips);
        let (r, iv, acc) = (self.name(), self.name(), self.name());
        self.line(&format!("{r} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({acc} = {init}) -> ({TENSOR}) {{"));
        self.depth += 1;
        let mut cur = acc.clone();
        for _ in 0..self.rng.range(1, 4) {
            if self.chance(4) {
                cur = self.nested_subset_loop(&offsets, &cur, &pad);
            } else {
                cur = self.subset_pair(&offsets, &iv, &cur, &pad);
            }
        }
        if self.chance(8) {
            // A use no subset op explains: nothing on this chain may move.
            let e = self.name();
            self.line(&format!("{e} = tensor.extract {cur}[%c1] : {TENSOR}"));
            self.line(&format!("vector.print {e} : f32"));
        }
        self.line(&format!("scf.yield {cur} : {TENSOR}"));
        self.depth -= 1;
        self.line("}");
        let out = self.name();
        self.line(&format!("{out} = vector.transfer_read {r}[%c0], {pad} : {TENSOR}, vector<16xf32>"));
        self.line(&format!("vector.print {out} : vector<16xf32>"));
    }

    /// A nested loop of one or two trips carrying the chain value, with
    /// one pair at an offset fixed outside it; returns its result.
    fn nested_subset_loop(&mut self, offsets: &Offsets, cur: &str, pad: &str) -> String {
        let trips = self.rng.range(1, 3);
        let ub = self.index_constant(trips);
        let (r, iv, acc) = (self.name(), self.name(), self.name());
        self.line(&format!("{r} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({acc} = {cur}) -> ({TENSOR}) {{"));
        self.depth += 1;
        // The inner induction variable stays out of the offsets (`%c0` in
        // its place): the inner trips would multiply the outer ones past
        // the tensor's end.
        let next = self.subset_pair(offsets, "%c0", &acc, pad);
        self.line(&format!("scf.yield {next} : {TENSOR}"));
        self.depth -= 1;
        self.line("}");
        r
    }
}
