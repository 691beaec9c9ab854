//! The memory slots and branches of the `slots` family, in either form:
//! `memref.alloca`, loads and stores at any number of indices, and the
//! `cf` branches between a function's blocks (`^bb1`, `^bb2`, ...; the
//! generic form's entry block is `^bb0`).
//!
//! Invariant: both forms spell the same op (the generic form writes the
//! operand segment sizes the custom form leaves implicit).

use super::Emitter;
use crate::gen::Val;

impl Emitter {
    /// `res = memref.alloca() : mty`.
    pub fn alloca(&mut self, res: Val, mty: &str) {
        if self.generic() {
            let props = [("operandSegmentSizes", "array<i32: 0, 0>".to_string())];
            self.generic_op(Some(res), "memref.alloca", &[], (&[], &[mty]), &props, "");
        } else {
            self.custom_op(&format!("{} = memref.alloca() : {mty}", self.n(res)));
        }
    }

    /// `res = memref.load mem[idx...] : mty`.
    pub fn load_at(&mut self, res: Val, mem: Val, idx: &[Val], (mty, ety): (&str, &str)) {
        if self.generic() {
            let operands: Vec<Val> = std::iter::once(mem).chain(idx.iter().copied()).collect();
            let types: Vec<&str> = std::iter::once(mty).chain(idx.iter().map(|_| "index")).collect();
            self.generic_op(Some(res), "memref.load", &operands, (&types, &[ety]), &[], "");
        } else {
            let text = format!("{} = memref.load {}[{}] : {mty}", self.n(res), self.n(mem), self.names(idx));
            self.custom_op(&text);
        }
    }

    /// `memref.store v, mem[idx...] : mty`.
    pub fn store_at(&mut self, v: Val, mem: Val, idx: &[Val], (mty, ety): (&str, &str)) {
        if self.generic() {
            let operands: Vec<Val> = [v, mem].into_iter().chain(idx.iter().copied()).collect();
            let types: Vec<&str> = [ety, mty].into_iter().chain(idx.iter().map(|_| "index")).collect();
            self.generic_op(None, "memref.store", &operands, (&types, &[]), &[], "");
        } else {
            let text = format!("memref.store {}, {}[{}] : {mty}", self.n(v), self.n(mem), self.names(idx));
            self.custom_op(&text);
        }
    }

    /// `cf.cond_br cond, ^bb{t}, ^bb{f}` (no block arguments).
    pub fn cond_br(&mut self, cond: Val, (t, f): (u32, u32)) {
        if self.generic() {
            self.nops += 1;
            let text = format!(
                "\"cf.cond_br\"({})[^bb{t}, ^bb{f}] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()",
                self.n(cond)
            );
            self.line(&text);
        } else {
            self.custom_op(&format!("cf.cond_br {}, ^bb{t}, ^bb{f}", self.n(cond)));
        }
    }

    /// `cf.br ^bb{target}` (no block arguments).
    pub fn br(&mut self, target: u32) {
        if self.generic() {
            self.nops += 1;
            self.line(&format!("\"cf.br\"()[^bb{target}] : () -> ()"));
        } else {
            self.custom_op(&format!("cf.br ^bb{target}"));
        }
    }

    /// Starts block `^bb{n}` (no arguments), one level out like a printer.
    pub fn block_label(&mut self, n: u32) {
        self.depth -= 1;
        self.line(&format!("^bb{n}:"));
        self.depth += 1;
    }
}
