//! Which op shapes passed the spec checks of their registered op: the
//! operand, result, region and successor counts, the segment sizes, the
//! type constraints of operands and results, the attribute constraints
//! and the `Symbol` checks. Each of those reads only the op's name, its
//! property and attribute dictionaries, its counts and its operand and
//! result types, so an op that agrees with one that passed on all of them
//! passes them too; a lowered module repeats a few shapes (`arith.addi`
//! of two `index` values with the default flags) thousands of times.
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

use crate::{Attribute, Body, Context, FxHashSet, OpId, OpName, SmallVec, Type};

/// Shapes kept at most; past that the memo starts over (a module of many
/// distinct constants would otherwise grow it by an entry per op).
const LIMIT: usize = 1 << 14;

#[derive(Default)]
pub(super) struct SpecMemo {
    /// The number of the context whose handles `passed` holds (0: none).
    context: u32,
    passed: FxHashSet<Shape>,
}

/// What the spec checks read of an op.
#[derive(Hash, PartialEq, Eq)]
pub(super) struct Shape {
    name: OpName,
    properties: Option<Attribute>,
    attrs: Attribute,
    /// Operands, results, regions, successors.
    counts: [u32; 4],
    /// Operand types, then result types. Inline: most ops have few.
    types: SmallVec<[Type; 6]>,
}

impl SpecMemo {
    /// The shape of `op`, and whether one like it passed.
    pub(super) fn lookup(&mut self, ctx: &Context, body: &Body, op: OpId) -> (Shape, bool) {
        if self.context != ctx.number {
            self.passed.clear();
            self.context = ctx.number;
        }
        let operands = body.operands(op);
        let results = body.results(op);
        let counts = [operands.len(), results.len(), body.regions(op).len(), body.num_successors(op)];
        let types = operands.map(|v| body.value_type(v)).chain(results.iter().map(|&r| body.value_type(r))).collect();
        let shape = Shape {
            name: body.op_name(op),
            properties: body.properties(op),
            attrs: body.attrs(op),
            counts: counts.map(|c| c as u32),
            types,
        };
        let known = self.passed.contains(&shape);
        (shape, known)
    }

    /// Remembers that ops of `shape` pass the spec checks.
    pub(super) fn insert(&mut self, shape: Shape) {
        if self.passed.len() >= LIMIT {
            self.passed.clear();
        }
        self.passed.insert(shape);
    }
}
