//! `cargo xtask gen`: the deterministic generator of MLIR textual IR behind
//! `cargo xtask bench` and the generated cases of `cargo xtask conformance`.
//!
//! Six families ([`Family`]):
//! - `mixed` ([`mixed`]): `func.func` + `arith` (i32) + `scf.if`/`scf.for` +
//!   `memref.load/store`, with tunable fractions of CSE-able repeats, foldable
//!   constant arithmetic, commutative duplicates (`a+b` vs `b+a`), dead ops,
//!   nested regions that repeat parent computations, and loads with and without
//!   intervening stores;
//! - `tir` ([`tir`]): TVM-TIR-like loop nests whose bodies are straight-line
//!   index arithmetic, every subexpression recomputed and every constant
//!   re-materialised;
//! - `affine` ([`affine`]): the `tir` nests in the affine dialect
//!   (`affine.for`, `affine.load`/`store` with affine subscripts,
//!   `affine.apply`, `affine.min`), the input of `lower-affine`;
//! - `vector` ([`vector`]): loops of 2-D vector transfers (plain and
//!   transposed reads, a product, a write), the input of
//!   `convert-vector-to-scf`;
//! - `calls` ([`calls`]): groups of private leaf, private middle and public
//!   entry functions calling each other, the input of `inline`;
//! - `graph` ([`graph`]): tensor arith ops carrying discardable `op_name` /
//!   `scope_symbol_id` attributes, exact duplicates, foldable splat constants
//!   and `expand_shape`/`collapse_shape` round trips.
//!
//! [`emit`] writes the custom or the generic form, [`cli`] is the command
//! line, [`count`] the op counter the benchmark reports with.
//!
//! Invariants:
//! - same [`Config`] -> same bytes: the only randomness is [`rng::Rng`],
//!   seeded with `--seed`, and nothing iterates a hash map;
//! - both forms describe the same IR for the same config;
//! - `--ops N` is the target total op count (module, functions, constants and
//!   terminators all count); the result lands within a few percent of it, as
//!   with the Python script this replaced (same families, knobs, defaults).

mod affine;
mod calls;
pub mod cli;
pub mod count;
pub mod emit;
mod graph;
mod mixed;
pub(crate) mod rng;
mod slots;
mod subsets;
#[cfg(test)]
mod tests;
mod tir;
mod vector;

use crate::util::Result;
use emit::{Emitter, Style};
use rng::Rng;
use std::io::{self, Write};
use std::path::Path;

/// An SSA value of the function being generated; numbered densely from 0
/// (arguments first), so per-value state lives in plain vectors.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Val(pub u32);

impl Val {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The kind of IR generated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Family {
    Mixed,
    Tir,
    Graph,
    Affine,
    Vector,
    Calls,
    Slots,
    Subsets,
}

impl Family {
    pub const ALL: [Family; 8] = [
        Family::Graph,
        Family::Mixed,
        Family::Tir,
        Family::Affine,
        Family::Vector,
        Family::Calls,
        Family::Slots,
        Family::Subsets,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Family::Mixed => "mixed",
            Family::Tir => "tir",
            Family::Graph => "graph",
            Family::Affine => "affine",
            Family::Vector => "vector",
            Family::Calls => "calls",
            Family::Slots => "slots",
            Family::Subsets => "subsets",
        }
    }

    pub fn parse(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// The family knobs (`--redundant`, `--unroll`, ...); see [`cli`] for each
/// one's meaning. `fold`, `dead` and `window` are shared by `mixed` and `graph`.
#[derive(Clone, Debug)]
pub struct Knobs {
    /// `None`: the family's default (0.10; `graph`: 0.05).
    pub fold: Option<f64>,
    pub dead: f64,
    pub window: usize,
    pub redundant: f64,
    pub commutative: f64,
    pub mem: f64,
    pub mem_write: f64,
    pub nested: f64,
    pub region_ops: u64,
    pub region_repeat: f64,
    pub max_depth: u32,
    pub unroll: u64,
    pub remat: f64,
    pub divmod: f64,
    pub tir_loops: u32,
    pub attr_dup: f64,
    pub exact_dup: f64,
    pub reshape: f64,
    pub shape: Vec<u64>,
}

impl Default for Knobs {
    fn default() -> Knobs {
        Knobs {
            fold: None,
            dead: 0.05,
            window: 32,
            redundant: 0.15,
            commutative: 0.05,
            mem: 0.10,
            mem_write: 0.30,
            nested: 0.02,
            region_ops: 12,
            region_repeat: 0.4,
            max_depth: 2,
            unroll: 8,
            remat: 1.0,
            divmod: 0.5,
            tir_loops: 2,
            attr_dup: 0.15,
            exact_dup: 0.05,
            reshape: 0.03,
            shape: vec![4, 16],
        }
    }
}

impl Knobs {
    /// `--fold`, or the family's default.
    pub fn fold_for(&self, family: Family) -> f64 {
        self.fold.unwrap_or(if family == Family::Graph { 0.05 } else { 0.10 })
    }
}

/// Everything that determines the output.
#[derive(Clone, Debug)]
pub struct Config {
    pub family: Family,
    /// Target total op count.
    pub ops: u64,
    /// Target ops per function; `ops / ops_per_func` functions (at least 1).
    pub ops_per_func: u64,
    /// Number of functions; 0: from the split above.
    pub funcs: u64,
    pub seed: u64,
    pub style: Style,
    pub knobs: Knobs,
}

impl Config {
    /// The defaults of `cargo xtask gen --family F` (10,000 ops, seed 1, custom form).
    pub fn new(family: Family) -> Config {
        Config {
            family,
            ops: 10_000,
            ops_per_func: 1000,
            funcs: 0,
            seed: 1,
            style: Style { form: emit::Form::Custom, default_props: true },
            knobs: Knobs::default(),
        }
    }

    /// (functions, target ops per function).
    fn split(&self) -> (u64, u64) {
        let nfuncs = if self.funcs > 0 {
            self.funcs
        } else {
            self.ops.saturating_sub(1).div_ceil(self.ops_per_func.max(1)).max(1)
        };
        (nfuncs, (self.ops.saturating_sub(1) / nfuncs).max(8))
    }
}

/// What a run produced.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Summary {
    pub funcs: u64,
    pub ops: u64,
}

/// One family's function generator; the state it keeps between functions
/// (the random stream, `graph`'s attribute counter) lives in the implementor.
trait FunctionGen {
    /// Emits function number `k`, aiming at `nops` ops.
    fn function(&mut self, em: &mut Emitter, k: u64, nops: u64);
}

/// Writes the module `cfg` describes to `out`, one function at a time.
pub fn generate(cfg: &Config, out: &mut dyn Write) -> io::Result<Summary> {
    let rng = Rng::new(cfg.seed);
    let knobs = &cfg.knobs;
    let mut gen: Box<dyn FunctionGen + '_> = match cfg.family {
        Family::Mixed => Box::new(mixed::Mixed::new(rng, knobs)),
        Family::Tir => Box::new(tir::Tir::new(rng, knobs)),
        Family::Graph => Box::new(graph::Graph::new(rng, knobs)),
        Family::Affine => Box::new(affine::Affine::new(rng, knobs)),
        Family::Vector => Box::new(vector::Vector::new(rng, knobs)),
        Family::Calls => Box::new(calls::Calls::new(rng, knobs)),
        Family::Slots => Box::new(slots::Slots::new(rng, knobs)),
        Family::Subsets => Box::new(subsets::Subsets::new(rng, knobs)),
    };
    let (nfuncs, per) = cfg.split();
    let mut em = Emitter::new(cfg.style);
    writeln!(out, "// generated by cargo xtask gen {}", cli::describe(cfg))?;
    em.module_begin();
    for k in 0..nfuncs {
        gen.function(&mut em, k, per);
        out.write_all(em.take().as_bytes())?;
    }
    em.module_end();
    out.write_all(em.take().as_bytes())?;
    out.flush()?;
    Ok(Summary { funcs: nfuncs, ops: em.nops() })
}

/// [`generate`] into a new file at `path`.
pub fn generate_file(cfg: &Config, path: &Path) -> Result<Summary> {
    let file = std::fs::File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let mut out = io::BufWriter::with_capacity(1 << 20, file);
    generate(cfg, &mut out).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
