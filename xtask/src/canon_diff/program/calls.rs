//! Calls in the random programs, for `--inline` and interprocedural
//! `--sccp`: a program calls helper functions `@pK_hJ` (private or public,
//! some with several blocks), which may call helpers of their own
//! (`@pK_hJ_hI`, two levels at most), and calls a helper again with other
//! operands, so the inliner both clones callees and moves the body of a
//! last call.
//!
//! Invariants (on top of the program's): helpers touch no memory and no
//! affine scope of the program (they see only their arguments); a float
//! argument is at most [`FLOAT_ARG_LIMIT`] in magnitude, and a helper's
//! body is written assuming so, so the bound its result carries holds for
//! every call; no recursion, so every call returns.

use std::fmt::Write;

use super::{Ty, Ty::*, Val, Writer};

/// The largest magnitude of a float passed to a helper.
const FLOAT_ARG_LIMIT: f64 = 1e4;

/// The helpers one function (the program or a helper) may call.
pub(super) struct Calls {
    /// Name prefix of the helpers: `pK`, `pK_hJ`.
    prefix: String,
    /// 0 in the program, 1 in its helpers, ...
    level: usize,
    helpers: Vec<Helper>,
    /// The text of every helper written for this function, nested ones
    /// included.
    pub(super) texts: Vec<String>,
}

struct Helper {
    name: String,
    args: Vec<Ty>,
    result: Ty,
    bound: f64,
}

impl Calls {
    pub(super) fn new(prefix: &str) -> Calls {
        Calls { prefix: prefix.to_string(), level: 0, helpers: Vec::new(), texts: Vec::new() }
    }
}

impl Writer<'_> {
    /// Is this writer writing a helper (which must not touch the
    /// program's memory or affine scope)?
    pub(super) fn in_helper(&self) -> bool {
        self.calls.as_ref().is_some_and(|c| c.level > 0)
    }

    /// Should the next statement be a call?
    pub(super) fn wants_call(&mut self) -> bool {
        self.calls.as_ref().is_some_and(|c| c.level < 2) && self.budget > 3 && self.chance(9)
    }

    /// `%r = func.call @helper(...)`, to a helper written now or, half of
    /// the time, one written before.
    pub(super) fn call(&mut self) {
        self.budget = self.budget.saturating_sub(2);
        let known = self.calls.as_ref().map_or(0, |c| c.helpers.len());
        let index = if known > 0 && self.chance(2) { self.rng.below(known) } else { self.new_helper() };
        let calls = self.calls.as_ref().expect("only called with calls");
        let helper = &calls.helpers[index];
        let (name, args, result, bound) = (helper.name.clone(), helper.args.clone(), helper.result, helper.bound);
        let operands: Vec<usize> = args.iter().map(|&ty| self.argument(ty)).collect();
        let names: Vec<&str> = operands.iter().map(|&v| self.n(v)).collect();
        let types: Vec<&str> = args.iter().map(|t| t.name()).collect();
        let rhs = format!("func.call @{name}({}) : ({}) -> {}", names.join(", "), types.join(", "), result.name());
        self.def(result, bound, &rhs);
    }

    /// A value to pass as a `ty` argument (floats within the limit).
    fn argument(&mut self, ty: Ty) -> usize {
        if ty != F32 {
            return self.get(ty);
        }
        let small: Vec<usize> =
            (0..self.vals.len()).filter(|&i| self.vals[i].ty == F32 && self.vals[i].bound <= FLOAT_ARG_LIMIT).collect();
        match small.last() {
            Some(&v) if !self.chance(4) => v,
            _ => self.constant(F32),
        }
    }

    /// Writes a new helper and returns its index.
    fn new_helper(&mut self) -> usize {
        let calls = self.calls.as_ref().expect("only called with calls");
        let (level, name) = (calls.level + 1, format!("{}_h{}", calls.prefix, calls.helpers.len()));
        let arity = self.rng.range(1, 3) as usize;
        let args: Vec<Ty> = (0..arity).map(|_| *self.rng.choice(&[I1, I32, I32, I64, Index, F32, V4I32])).collect();
        let result = *self.rng.choice(&[I32, I64, Index, F32, V4I32]);
        let private = !self.chance(3);
        let budget = self.rng.range(3, 12) as usize;
        let mut inner = Calls::new(&name);
        inner.level = level;
        let mut w = Writer {
            rng: &mut *self.rng,
            text: String::new(),
            vals: Vec::new(),
            depth: 0,
            next: 0,
            budget,
            calls: Some(inner),
            subsets: false,
        };
        for (i, &ty) in args.iter().enumerate() {
            let bound = if ty == F32 { FLOAT_ARG_LIMIT } else { 0.0 };
            w.vals.push(Val { name: format!("%a{i}"), ty, bound });
        }
        w.fill(6);
        let r = w.get(result);
        let (ret, bound) = (w.n(r).to_string(), w.b(r));
        let _ = writeln!(w.text, "  return {ret} : {}", result.name());
        let params: Vec<String> = args.iter().enumerate().map(|(i, t)| format!("%a{i}: {}", t.name())).collect();
        let visibility = if private { "private " } else { "" };
        let mut text = format!("func.func {visibility}@{name}({}) -> {} {{\n", params.join(", "), result.name());
        text.push_str(&w.text);
        text.push_str("}\n");
        let nested = w.calls.take().map(|c| c.texts).unwrap_or_default();
        let calls = self.calls.as_mut().expect("only called with calls");
        calls.texts.extend(nested);
        calls.texts.push(text);
        calls.helpers.push(Helper { name, args, result, bound });
        calls.helpers.len() - 1
    }
}
