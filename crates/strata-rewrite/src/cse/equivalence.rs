//! The key under which CSE looks ops up: upstream's
//! `OperationEquivalence::computeHash` / `isEquivalentTo` with
//! `IgnoreLocations`, as `CSE.cpp` uses them, and optionally blind to
//! chosen discardable attributes ([`super::CseConfig`], a strata
//! extension).
//!
//! Two ops are equivalent when they have the same name, discardable
//! attributes (less the ignored ones), properties, result types, numbers of
//! regions and successors, the same operands (for a Commutative op the
//! same multiset of operands, for any other op the same sequence), and
//! structurally equal regions: blocks pair up in order with the same
//! argument types, ops pair up in order and are equivalent in turn (the
//! same attributes ignored), where a value defined inside the left op
//! matches the value at the same place inside the right one (upstream's
//! `markEquivalent`), and successors name paired blocks. Ops nested in
//! regions compare operands in order even when commutative, as upstream
//! (which passes no commutative check into regions). Only the discardable
//! dictionary is ever filtered: properties (inherent attributes) always
//! count, whatever names the config lists.
//!
//! Invariants: [`Key::hash`] hashes exactly what equivalence of the op
//! itself requires (never regions, never locations, never an ignored
//! attribute), so equivalent ops hash alike: Commutative operands are
//! hashed in one canonical order (by value key), the same order the
//! comparison sorts them in. Regions are compared with an explicit stack,
//! never by recursion over the IR.

use std::hash::{Hash, Hasher};

use strata_ir::{
    Attribute, BlockId, Body, Context, FxHashMap, FxHasher, Ident, OpId, RegionId, SmallVec, Traits, Value,
};

use super::CseConfig;

fn is_commutative(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_info(body.op_name(op)).is_some_and(|i| i.has_trait(Traits::COMMUTATIVE))
}

/// The operands of a Commutative op in canonical order (sorted by key).
/// Two operands (nearly every commutative op) take one comparison: this
/// runs for every hash and every candidate CSE compares.
fn sorted_operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    if body.num_operands(op) == 2 {
        let (a, b) = (body.operand(op, 0), body.operand(op, 1));
        return if b < a { smallvec::smallvec![b, a] } else { smallvec::smallvec![a, b] };
    }
    let mut v: SmallVec<[Value; 4]> = body.operands(op).collect();
    v.sort_unstable();
    v
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

/// The discardable attributes the key leaves out.
enum Ignored {
    Nothing,
    /// These names, sorted (binary search).
    Names(SmallVec<[Ident; 4]>),
    All,
}

/// How CSE compares ops: the context and the ignored attributes.
pub(crate) struct Key<'c> {
    pub ctx: &'c Context,
    ignored: Ignored,
}

impl<'c> Key<'c> {
    pub fn new(ctx: &'c Context, config: &CseConfig) -> Key<'c> {
        let ignored = if config.ignore_all_discardable {
            Ignored::All
        } else if config.ignore_attrs.is_empty() {
            Ignored::Nothing
        } else {
            let mut names: SmallVec<[Ident; 4]> = config.ignore_attrs.iter().map(|n| ctx.ident(n)).collect();
            names.sort_unstable();
            names.dedup();
            Ignored::Names(names)
        };
        Key { ctx, ignored }
    }

    /// The entries of `op`'s discardable dictionary the key looks at.
    fn kept_attrs<'a>(&'a self, body: &Body, op: OpId) -> impl Iterator<Item = &'a (Ident, Attribute)> + 'a {
        let names: &[Ident] = match &self.ignored {
            Ignored::Names(names) => names,
            _ => &[],
        };
        self.ctx.dict_entries(body.attrs(op)).iter().filter(move |(k, _)| names.binary_search(k).is_err())
    }

    /// The hash of `op` as a CSE key: name, discardable attributes (less
    /// the ignored ones), properties, result types and operands
    /// (canonically ordered when Commutative). Regions and locations are
    /// not hashed.
    pub fn hash(&self, body: &Body, op: OpId) -> u64 {
        let mut h = FxHasher::default();
        body.op_name(op).hash(&mut h);
        match self.ignored {
            // The interned handle stands for the whole dictionary.
            Ignored::Nothing => body.attrs(op).hash(&mut h),
            Ignored::Names(_) => self.kept_attrs(body, op).for_each(|e| e.hash(&mut h)),
            Ignored::All => {}
        }
        body.properties(op).hash(&mut h);
        for &r in body.results(op) {
            body.value_type(r).hash(&mut h);
        }
        if is_commutative(self.ctx, body, op) {
            sorted_operands(body, op).hash(&mut h);
        } else {
            for v in body.operands(op) {
                v.hash(&mut h);
            }
        }
        h.finish()
    }

    /// Is `l` equivalent to `r` (see the module doc)?
    pub fn equivalent(&self, body: &Body, l: OpId, r: OpId) -> bool {
        if l == r {
            return true;
        }
        // Without regions nothing can refer to a pairing: none is built
        // (the common case, and an allocation per comparison otherwise).
        if body.regions(l).is_empty() {
            return self.same_op(body, l, r, true, None);
        }
        let mut pairing = Pairing::default();
        self.same_op(body, l, r, true, Some(&mut pairing)) && self.same_regions(body, l, r, &mut pairing)
    }

    /// Name, attributes (as the key sees them), properties and counts.
    fn same_shape(&self, body: &Body, l: OpId, r: OpId) -> bool {
        match self.ignored {
            Ignored::Nothing => body.same_op_shape(l, r),
            Ignored::Names(_) => {
                body.same_op_shape_but_attrs(l, r)
                    && (body.attrs(l) == body.attrs(r) || self.kept_attrs(body, l).eq(self.kept_attrs(body, r)))
            }
            Ignored::All => body.same_op_shape_but_attrs(l, r),
        }
    }

    /// The op itself, not its regions: counts, name, attributes, properties,
    /// operands and result types; pairs the results.
    fn same_op(&self, body: &Body, l: OpId, r: OpId, top: bool, mut pairing: Option<&mut Pairing>) -> bool {
        if !self.same_shape(body, l, r) {
            return false;
        }
        // Only the op CSE looks up gets the commutative comparison; nothing
        // is paired yet at that level, so it is multiset equality.
        if top && is_commutative(self.ctx, body, l) {
            if sorted_operands(body, l) != sorted_operands(body, r) {
                return false;
            }
        } else {
            let paired = |a: Value, b: Value| pairing.as_deref().is_some_and(|p| p.same_value(a, b));
            let same = body
                .operands(l)
                .zip(body.operands(r))
                .all(|(a, b)| a == b || (body.value_type(a) == body.value_type(b) && paired(a, b)));
            if !same {
                return false;
            }
        }
        for (&a, &b) in body.results(l).iter().zip(body.results(r)) {
            if body.value_type(a) != body.value_type(b) {
                return false;
            }
            if let Some(p) = pairing.as_deref_mut() {
                p.values.insert(a, b);
            }
        }
        true
    }

    /// Structural comparison of the regions of `l` and `r`, in upstream's
    /// order (an op, then its regions, then its successors, then the next op),
    /// so values are paired before they are used.
    fn same_regions(&self, body: &Body, l: OpId, r: OpId, pairing: &mut Pairing) -> bool {
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
                    if !self.same_op(body, a, b, false, Some(&mut *pairing)) {
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
}
