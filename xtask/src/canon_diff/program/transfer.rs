//! Vector transfer statements of the random programs: 2-D reads and
//! writes of `vector<2x2xi32>` through `%mi2` (`%mi` viewed as
//! `memref<2x4xi32>`), plain, transposed, broadcast along a dim or masked
//! by a `vector.create_mask`, 1-D ones along the outer dim, and 1-D reads
//! of `%mi`, so that `--convert-vector-to-scf` meets every path of its
//! lowering (staging buffers, loops, bound checks, scalar loops) and is
//! compared with `mlir-opt-22` and executed.
//!
//! Invariants (on top of the generator's): indices of the dims a transfer
//! moves along are `x & 7` or small constants, so they may run past the
//! dim but never below 0, and no transfer claims `in_bounds`: an access
//! past the end reads the padding or writes nothing (defined behaviour);
//! the index of a dim it does not move along (the inner one of a transfer
//! along the outer dim, the outer one of a broadcast) stays inside that
//! dim, as the transfer semantics require; mask sizes are indices too.

use super::{Ty::*, Writer};

/// The memref the 2-D transfers use and its type.
const M2: &str = "%mi2";
const M2_TYPE: &str = "memref<2x4xi32>";

impl Writer<'_> {
    /// An index for a transfer: a constant in `0..=4` or `x & 7`.
    fn transfer_index(&mut self) -> String {
        self.index_below(8, 5)
    }

    /// An index in `0..limit` (a power of two): a constant below
    /// `constants.min(limit)` or `x & (limit - 1)`.
    fn index_below(&mut self, limit: i64, constants: i64) -> String {
        let v = if self.chance(2) {
            let k = self.rng.below(constants.min(limit) as usize);
            self.def(Index, 0.0, &format!("arith.constant {k} : index"))
        } else {
            self.masked(Index, limit - 1, false)
        };
        self.n(v).to_string()
    }

    /// A permutation map attribute for a 2-D transfer of `%mi2` (`None`:
    /// the minor identity) and the row index, which a broadcast keeps
    /// inside the memref's 2 rows.
    fn transfer_map(&mut self, read: bool) -> (Option<&'static str>, String) {
        match self.rng.below(if read { 4 } else { 3 }) {
            0 => (Some("affine_map<(d0, d1) -> (d1, d0)>"), self.transfer_index()),
            1 if read => (Some("affine_map<(d0, d1) -> (0, d1)>"), self.index_below(2, 2)),
            _ => (None, self.transfer_index()),
        }
    }

    /// `, %mask` of a `vector.create_mask` (one time in three), else
    /// nothing.
    fn transfer_mask(&mut self) -> String {
        if !self.chance(3) {
            return String::new();
        }
        let (a, b) = (self.transfer_index(), self.transfer_index());
        // The mask is 2-D: it does not join the pool.
        let name = self.name();
        self.line(&format!("{name} = vector.create_mask {a}, {b} : vector<2x2xi1>"));
        format!(", {name}")
    }

    /// One transfer statement.
    pub(super) fn transfer(&mut self) {
        match self.rng.below(5) {
            0 | 1 => {
                let (map, a) = self.transfer_map(true);
                let b = self.transfer_index();
                let mask = if map.is_some() { String::new() } else { self.transfer_mask() };
                let pad = self.get(I32);
                let attrs = map.map_or(String::new(), |m| format!(" {{permutation_map = {m}}}"));
                let rhs = format!(
                    "vector.transfer_read {M2}[{a}, {b}], {}{mask}{attrs} : {M2_TYPE}, vector<2x2xi32>",
                    self.n(pad)
                );
                let v = self.def(M2I32, 0.0, &rhs);
                if self.chance(2) {
                    self.print(v);
                }
            }
            2 => {
                let v = self.get(M2I32);
                let (map, a) = self.transfer_map(false);
                let b = self.transfer_index();
                let mask = if map.is_some() { String::new() } else { self.transfer_mask() };
                let attrs = map.map_or(String::new(), |m| format!(" {{permutation_map = {m}}}"));
                let line = format!(
                    "vector.transfer_write {}, {M2}[{a}, {b}]{mask}{attrs} : vector<2x2xi32>, {M2_TYPE}",
                    self.n(v)
                );
                self.line(&line);
            }
            3 => {
                // Along the outer dim: 4 lanes over a dim of 2, the column
                // inside the memref.
                const OUTER: &str = "{permutation_map = affine_map<(d0, d1) -> (d0)>}";
                let (a, b) = (self.transfer_index(), self.index_below(4, 4));
                if self.chance(2) {
                    let pad = self.get(I32);
                    let rhs = format!(
                        "vector.transfer_read {M2}[{a}, {b}], {} {OUTER} : {M2_TYPE}, vector<4xi32>",
                        self.n(pad)
                    );
                    let v = self.def(V4I32, 0.0, &rhs);
                    self.print(v);
                } else {
                    let v = self.get(V4I32);
                    let line = format!(
                        "vector.transfer_write {}, {M2}[{a}, {b}] {OUTER} : vector<4xi32>, {M2_TYPE}",
                        self.n(v)
                    );
                    self.line(&line);
                }
            }
            _ => {
                let a = self.transfer_index();
                let pad = self.get(I32);
                let rhs = format!("vector.transfer_read %mi[{a}], {} : memref<8xi32>, vector<4xi32>", self.n(pad));
                let v = self.def(V4I32, 0.0, &rhs);
                if self.chance(2) {
                    self.print(v);
                }
            }
        }
    }
}
