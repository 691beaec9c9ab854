//! Which op shapes passed the spec checks of their registered op: the
//! operand, result, region and successor counts, the segment sizes, the
//! type constraints of operands and results, the attribute constraints
//! and the `Symbol` checks. Each of those reads only the op's name, its
//! property and attribute dictionaries, its counts and its operand and
//! result types, so an op that agrees with one that passed on all of them
//! passes them too; a lowered module repeats a few shapes (`arith.addi`
//! of two `index` values with the default flags) thousands of times.
//!
//! Most lookups are answered by a table of recently met shapes, by a
//! hash of the op read in place, without building the shape.
//!
//! The op's `verify` hook joins them when it is declared to read only the
//! same (`OpInfo::verify_reads_only_shape`: type traits, predicate traits,
//! own verifiers listed as `shape-verifier` in the dialect's code
//! generation tables).
//!
//! Invariants: only successes are remembered (a failing op always runs
//! every check, in upstream's order, and reports what it did); the checks
//! that read anything else (other verify hooks, the terminator check,
//! discardable attributes) always run; handles are only compared within
//! the context that made them (the memo is emptied when the context
//! changes) and the memo holds at most [`LIMIT`] shapes.

use std::hash::Hasher;

use crate::body::OpData;
use crate::interner::FxHasher;
use crate::{Attribute, Body, Context, FxHashSet, OpId, OpName, SmallVec, Type};

/// Shapes kept at most; past that the memo starts over (a module of many
/// distinct constants would otherwise grow it by an entry per op).
const LIMIT: usize = 1 << 14;

/// Slots of the recent-shape table (a power of two).
const RECENT: usize = 1 << 10;

#[derive(Default)]
pub(super) struct SpecMemo {
    /// The number of the context whose handles `passed` holds (0: none).
    context: u32,
    passed: FxHashSet<Shape>,
    /// Shapes that passed, by a hash of the op read in place ([`slot_of`]),
    /// each compared with an op where it stands: a hit builds no [`Shape`]
    /// and probes no set. Every shape here is in `passed` too.
    recent: Vec<Option<Shape>>,
}

/// What the spec checks read of an op.
#[derive(Clone, Hash, PartialEq, Eq)]
pub(super) struct Shape {
    name: OpName,
    properties: Option<Attribute>,
    attrs: Attribute,
    /// Operands, results, regions, successors.
    counts: [u32; 4],
    /// Operand types, then result types. Inline: most ops have few.
    types: SmallVec<[Type; 6]>,
}

/// What [`SpecMemo::lookup`] found.
pub(super) enum Lookup {
    /// An op of this shape passed the spec checks.
    Known,
    /// None did: the op's shape, to [`SpecMemo::insert`] once it passes.
    New(Shape),
}

impl Shape {
    /// The shape of `op`.
    fn of(body: &Body, op: OpId) -> Shape {
        let data = &body.ops[op];
        let operands = data.operands.iter().map(|o| body.values[o.value].ty);
        let results = data.results.iter().map(|&r| body.values[r].ty);
        Shape {
            name: data.name,
            properties: data.properties,
            attrs: data.attrs,
            counts: counts(data),
            types: operands.chain(results).collect(),
        }
    }

    /// Whether `op` has this shape, read where it stands.
    fn matches(&self, body: &Body, op: OpId) -> bool {
        let data = &body.ops[op];
        if self.name != data.name || self.properties != data.properties || self.attrs != data.attrs {
            return false;
        }
        if self.counts != counts(data) {
            return false;
        }
        let mut types = self.types.iter();
        let operands = data.operands.iter().map(|o| body.values[o.value].ty);
        let results = data.results.iter().map(|&r| body.values[r].ty);
        operands.chain(results).all(|t| types.next() == Some(&t))
    }
}

fn counts(data: &OpData) -> [u32; 4] {
    [data.operands.len(), data.results.len(), data.regions().len(), data.successors().len()].map(|c| c as u32)
}

/// A hash of what [`Shape`] holds of `op`, read where it stands (it need
/// not agree with `Shape`'s `Hash`: it only picks a recent slot).
fn slot_of(body: &Body, op: OpId) -> usize {
    let data = &body.ops[op];
    let mut h = FxHasher::default();
    h.write_u32(data.name.0 .0);
    h.write_u32(data.properties.map_or(u32::MAX, |p| p.0));
    h.write_u32(data.attrs.0);
    h.write_u32(data.regions().len() as u32 | (data.successors().len() as u32) << 16);
    for o in &data.operands {
        h.write_u32(body.values[o.value].ty.0);
    }
    h.write_u32(u32::MAX);
    for &r in &data.results {
        h.write_u32(body.values[r].ty.0);
    }
    (h.finish() >> 20) as usize % RECENT
}

impl SpecMemo {
    /// Whether an op of `op`'s shape passed before.
    pub(super) fn lookup(&mut self, ctx: &Context, body: &Body, op: OpId) -> Lookup {
        if self.context != ctx.number {
            self.passed.clear();
            self.recent.clear();
            self.context = ctx.number;
        }
        if self.recent.is_empty() {
            self.recent.resize(RECENT, None);
        }
        let slot = slot_of(body, op);
        if self.recent[slot].as_ref().is_some_and(|s| s.matches(body, op)) {
            return Lookup::Known;
        }
        let shape = Shape::of(body, op);
        if self.passed.contains(&shape) {
            self.recent[slot] = Some(shape);
            return Lookup::Known;
        }
        Lookup::New(shape)
    }

    /// Remembers that ops of `shape` pass the spec checks (the recent
    /// table takes it when it is next found in the set: a shape seen once,
    /// a constant's, never costs a copy).
    pub(super) fn insert(&mut self, shape: Shape) {
        if self.passed.len() >= LIMIT {
            self.passed.clear();
            self.recent.iter_mut().for_each(|s| *s = None);
        }
        self.passed.insert(shape);
    }
}
