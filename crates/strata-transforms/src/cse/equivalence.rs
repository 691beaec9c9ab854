//! The key under which CSE looks ops up: upstream's
//! `OperationEquivalence::computeHash` / `isEquivalentTo` with
//! `IgnoreLocations`, as `CSE.cpp` uses them.
//!
//! Two ops are equivalent when they have the same name, discardable
//! attributes, properties, result types, numbers of regions and
//! successors, the same operands (for a Commutative op the same multiset
//! of operands, for any other op the same sequence), and structurally
//! equal regions: blocks pair up in order with the same argument types,
//! ops pair up in order and are equivalent in turn, where a value defined
//! inside the left op matches the value at the same place inside the right
//! one (upstream's `markEquivalent`), and successors name paired blocks.
//! Ops nested in regions compare operands in order even when commutative,
//! as upstream (which passes no commutative check into regions).
//!
//! Invariants: [`op_hash`] hashes exactly what equivalence of the op
//! itself requires (never regions, never locations), so equivalent ops
//! hash alike: Commutative operands are hashed in one canonical order (by
//! value key), the same order the comparison sorts them in. Regions are
//! compared with an explicit stack, never by recursion over the IR.

use std::hash::{Hash, Hasher};

use strata_ir::{BlockId, Body, Context, FxHashMap, FxHasher, OpId, RegionId, SmallVec, Traits, Value};

fn is_commutative(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::COMMUTATIVE))
}

/// The operands of a Commutative op in canonical order (sorted by key).
fn sorted_operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    let mut v: SmallVec<[Value; 4]> = body.operands(op).collect();
    v.sort_unstable();
    v
}

/// The hash of `op` as a CSE key: name, discardable attributes,
/// properties, result types and operands (canonically ordered when
/// Commutative). Regions and locations are not hashed.
pub fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    body.op_name(op).hash(&mut h);
    body.attrs(op).hash(&mut h);
    body.properties(op).hash(&mut h);
    for &r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if is_commutative(ctx, body, op) {
        sorted_operands(body, op).hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Value and block pairings found while comparing regions.
#[derive(Default)]
struct Pairing {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Pairing {
    /// Upstream's `checkEquivalent`: the same value, or paired ones.
    fn same_value(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    /// Pairs `l` with `r` unless `l` is paired with another block already.
    fn pair_block(&mut self, l: BlockId, r: BlockId) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }
}

/// Is `l` equivalent to `r` (see the module doc)?
pub fn equivalent(ctx: &Context, body: &Body, l: OpId, r: OpId) -> bool {
    if l == r {
        return true;
    }
    let mut pairing = Pairing::default();
    if !same_op(ctx, body, l, r, true, &mut pairing) {
        return false;
    }
    if body.regions(l).is_empty() {
        return true;
    }
    same_regions(ctx, body, l, r, &mut pairing)
}

/// The op itself, not its regions: counts, name, attributes, properties,
/// operands and result types; pairs the results.
fn same_op(ctx: &Context, body: &Body, l: OpId, r: OpId, top: bool, pairing: &mut Pairing) -> bool {
    if !body.same_op_shape(l, r) {
        return false;
    }
    // Only the op CSE looks up gets the commutative comparison; nothing
    // is paired yet at that level, so it is multiset equality.
    if top && is_commutative(ctx, body, l) {
        if sorted_operands(body, l) != sorted_operands(body, r) {
            return false;
        }
    } else {
        let same = body
            .operands(l)
            .zip(body.operands(r))
            .all(|(a, b)| a == b || (body.value_type(a) == body.value_type(b) && pairing.same_value(a, b)));
        if !same {
            return false;
        }
    }
    for (&a, &b) in body.results(l).iter().zip(body.results(r)) {
        if body.value_type(a) != body.value_type(b) {
            return false;
        }
        pairing.values.insert(a, b);
    }
    true
}

/// Structural comparison of the regions of `l` and `r`, in upstream's
/// order (an op, then its regions, then its successors, then the next op),
/// so values are paired before they are used.
fn same_regions(ctx: &Context, body: &Body, l: OpId, r: OpId, pairing: &mut Pairing) -> bool {
    enum Task {
        Op(OpId, OpId),
        Regions(OpId, OpId),
        Region(RegionId, RegionId),
        Block(BlockId, BlockId),
        Successors(OpId, OpId),
    }
    let mut stack = vec![Task::Regions(l, r)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Op(a, b) => {
                if !same_op(ctx, body, a, b, false, pairing) {
                    return false;
                }
                stack.push(Task::Successors(a, b));
                stack.push(Task::Regions(a, b));
            }
            Task::Regions(a, b) => {
                for (&ra, &rb) in body.regions(a).iter().zip(body.regions(b)).rev() {
                    stack.push(Task::Region(ra, rb));
                }
            }
            Task::Region(a, b) => {
                let la: Vec<BlockId> = body.region_blocks(a).collect();
                let lb: Vec<BlockId> = body.region_blocks(b).collect();
                if la.len() != lb.len() {
                    return false;
                }
                stack.extend(la.into_iter().zip(lb).rev().map(|(x, y)| Task::Block(x, y)));
            }
            Task::Block(a, b) => {
                let (args_a, args_b) = (body.block_args(a), body.block_args(b));
                if args_a.len() != args_b.len() || !pairing.pair_block(a, b) {
                    return false;
                }
                for (&x, &y) in args_a.iter().zip(args_b) {
                    if body.value_type(x) != body.value_type(y) {
                        return false;
                    }
                    pairing.values.insert(x, y);
                }
                let oa: Vec<OpId> = body.block_ops(a).collect();
                let ob: Vec<OpId> = body.block_ops(b).collect();
                if oa.len() != ob.len() {
                    return false;
                }
                stack.extend(oa.into_iter().zip(ob).rev().map(|(x, y)| Task::Op(x, y)));
            }
            Task::Successors(a, b) => {
                for (x, y) in body.successors(a).zip(body.successors(b)) {
                    if !pairing.pair_block(x, y) {
                        return false;
                    }
                }
            }
        }
    }
    true
}
