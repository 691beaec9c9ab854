//! Lending the regions of an op to an arena of their own:
//! [`Body::lend_regions`] and [`Body::return_regions`].
//!
//! One `Body` holds a whole op tree, so two threads cannot rewrite two
//! functions of it at once. The regions of an IsolatedFromAbove op share no
//! value, block or use with the rest of the tree, so they can move out to a
//! separate `Body`, be worked on there (on another thread), and move back.
//! In the lent body the regions hang off a *shell*: a detached op with the
//! lender's name, location, properties and attributes but no operands,
//! results or successors, so code that looks at a region's parent op (its
//! name, traits or attributes) sees what it would in place.
//!
//! Invariants: lending moves nothing unless the regions are closed (no
//! operand inside names a value from outside, no value inside is used
//! outside, no branch crosses the boundary), so a malformed tree is
//! refused, never half-moved; after lending, the lender's regions are empty
//! (they keep their keys); returning moves the blocks back into them and
//! copies the shell's location, properties and attributes to the lender.
//! Cost: O(entities moved), independent of the size of the tree.

use super::splice::{KeyLookup, Moved};
use super::{BlockId, Body, OpData, OpId, RegionId, Value};
use crate::FxHashMap;

/// Regions lent out by [`Body::lend_regions`].
pub struct LentRegions {
    /// The arena holding the regions.
    pub body: Body,
    /// The op owning them in `body`.
    pub shell: OpId,
}

/// The entities nested in some regions, in discovery order.
#[derive(Default)]
struct Nested {
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
    values: Vec<Value>,
}

impl Body {
    /// Moves the regions of `op`, with everything nested in them, into a new
    /// body (see the module doc). `None`, with nothing moved, when the
    /// regions are not closed.
    pub fn lend_regions(&mut self, op: impl Into<OpId>) -> Option<LentRegions> {
        let op: OpId = op.into();
        let top: Vec<RegionId> = self.ops[op].regions().to_vec();
        let nested = self.collect_nested(&top);
        let pos = self.closed_positions(&nested)?;
        let mut lent = Body::with_capacity(nested.ops.len() + 1);
        lent.op_names = self.op_names.clone();
        let d = &self.ops[op];
        let shell = lent.ops.insert(OpData {
            name: d.name,
            loc: d.loc,
            operands: Default::default(),
            results: Default::default(),
            properties: d.properties,
            attrs: d.attrs,
            extra: None,
            parent: None,
            prev: None,
            next: None,
        });

        // The lender's regions stay (emptied); the shell gets fresh ones.
        let mut new_regions = Vec::with_capacity(top.len() + nested.regions.len());
        for &r in &top {
            let d = &mut self.regions[r];
            let (first, last) = (d.first.take(), d.last.take());
            new_regions.push(lent.regions.insert(super::RegionData { parent: None, first, last }));
        }
        *lent.ops[shell].regions_mut() = new_regions.clone();
        new_regions.extend(move_entries(&nested.regions, &mut self.regions, &mut lent.regions));
        let new_ops = move_entries(&nested.ops, &mut self.ops, &mut lent.ops);
        let new_blocks = move_entries(&nested.blocks, &mut self.blocks, &mut lent.blocks);
        let new_values = move_entries(&nested.values, &mut self.values, &mut lent.values);
        let mut old_regions = top.clone();
        old_regions.extend_from_slice(&nested.regions);
        let region_pos = Positions::of(&old_regions);
        let blocks = Renamed { pos: &pos.blocks, old: &nested.blocks, new: &new_blocks };
        // A block of a lent region names that region as its parent; the
        // shell's regions have no parent to remap (set below).
        lent.remap_moved(Moved {
            ops: (&new_ops, &Renamed { pos: &pos.ops, old: &nested.ops, new: &new_ops }),
            blocks: (&new_blocks, &blocks),
            regions: (&new_regions[top.len()..], &Renamed { pos: &region_pos, old: &old_regions, new: &new_regions }),
            values: (&new_values, &Renamed { pos: &pos.values, old: &nested.values, new: &new_values }),
        });
        for &r in &new_regions[..top.len()] {
            let d = &mut lent.regions[r];
            d.first = blocks.opt(d.first);
            d.last = blocks.opt(d.last);
            d.parent = Some(shell);
        }
        Some(LentRegions { body: lent, shell })
    }

    /// Moves regions lent by [`Body::lend_regions`] back into `op`, which
    /// lent them, and gives `op` the shell's location, properties and
    /// attributes. The lent body must hold nothing but the shell and its
    /// regions.
    pub fn return_regions(&mut self, op: impl Into<OpId>, mut lent: LentRegions) {
        let op: OpId = op.into();
        let shell = &lent.body.ops[lent.shell];
        let (loc, properties, attrs) = (shell.loc, shell.properties, shell.attrs);
        debug_assert_eq!(shell.regions().len(), self.ops[op].regions().len(), "returned regions do not match");
        self.absorb_regions_of(op, &mut lent.body, lent.shell);
        let d = &mut self.ops[op];
        d.loc = loc;
        d.properties = properties;
        d.attrs = attrs;
    }

    /// Everything nested in `top` (not the regions of `top` themselves),
    /// with an explicit stack.
    fn collect_nested(&self, top: &[RegionId]) -> Nested {
        let mut n = Nested::default();
        let mut stack: Vec<RegionId> = top.to_vec();
        while let Some(r) = stack.pop() {
            for b in self.region_blocks(r) {
                n.blocks.push(b);
                n.values.extend_from_slice(&self.blocks[b].args);
                for o in self.block_ops(b) {
                    n.ops.push(o);
                    let d = &self.ops[o];
                    n.values.extend_from_slice(&d.results);
                    for &nr in d.regions() {
                        n.regions.push(nr);
                        stack.push(nr);
                    }
                }
            }
        }
        n
    }

    /// Does nothing in `n` refer to an entity outside it? Returns where each
    /// entity sits in `n`'s lists if so.
    fn closed_positions(&self, n: &Nested) -> Option<NestedPositions> {
        let pos = NestedPositions {
            ops: Positions::of(&n.ops),
            blocks: Positions::of(&n.blocks),
            values: Positions::of(&n.values),
        };
        let (ops, blocks, values) =
            (|o| pos.ops.find(&n.ops, o), |b| pos.blocks.find(&n.blocks, b), |v| pos.values.find(&n.values, v));
        let ops_ok = n.ops.iter().all(|&o| {
            let d = &self.ops[o];
            d.operands.iter().all(|x| values(x.value).is_some())
                && d.successors().iter().all(|s| blocks(s.block).is_some())
        });
        let closed = ops_ok
            && n.values.iter().all(|&v| self.values[v].uses.iter().all(|u| ops(u.op).is_some()))
            && n.blocks.iter().all(|&b| self.blocks[b].predecessors.iter().all(|u| ops(u.op).is_some()));
        closed.then_some(pos)
    }
}

/// The [`Positions`] of a [`Nested`]'s ops, blocks and values.
struct NestedPositions {
    ops: Positions<OpId>,
    blocks: Positions<BlockId>,
    values: Positions<Value>,
}

/// Where each entity of a list sits in it, found by slot index: a vector
/// over the span of the entities' slots (one function's entities sit
/// together in the arena, as the parser creates them), or a hash map when
/// they are spread too thin for that to pay. Cheaper than a
/// [`crate::KeyMap`] built with `KeyMap::for_keys`: the keys are known up
/// front, so the map never grows or overflows, and a lookup is one index
/// and one compare (`lend_regions` on `tir-200k`: 149 M instructions with
/// this, 191 M with a `KeyMap`, on the lending thread's serial path).
enum Positions<K> {
    Span { base: u32, at: Vec<u32> },
    Hashed(FxHashMap<K, u32>),
}

impl<K: slotmap::Key + std::hash::Hash> Positions<K> {
    const ABSENT: u32 = u32::MAX;

    fn of(keys: &[K]) -> Self {
        let slot = crate::keymap::index_of::<K>;
        let (lo, hi) = keys.iter().fold((u32::MAX, 0), |(lo, hi), &k| (lo.min(slot(k)), hi.max(slot(k))));
        let span = (hi as usize + 1).saturating_sub(lo as usize);
        if span > 4 * keys.len() + 1024 {
            return Positions::Hashed(keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect());
        }
        let mut at = vec![Self::ABSENT; span];
        for (i, &k) in keys.iter().enumerate() {
            at[(slot(k) - lo) as usize] = i as u32;
        }
        Positions::Span { base: lo, at }
    }

    /// The position of `key` in `keys`, the list these positions were
    /// built from; `None` if it is not there (a key of the same slot but
    /// another version is not).
    fn find(&self, keys: &[K], key: K) -> Option<usize> {
        match self {
            Positions::Span { base, at } => {
                let i = crate::keymap::index_of(key).checked_sub(*base)?;
                let p = *at.get(i as usize)?;
                (p != Self::ABSENT && keys[p as usize] == key).then_some(p as usize)
            }
            Positions::Hashed(m) => m.get(&key).map(|&p| p as usize),
        }
    }
}

/// Old key -> new key of entities moved in list order: `new[i]` is where
/// `old[i]` went.
struct Renamed<'a, K> {
    pos: &'a Positions<K>,
    old: &'a [K],
    new: &'a [K],
}

impl<K: slotmap::Key + std::hash::Hash> KeyLookup<K> for Renamed<'_, K> {
    fn get(&self, old: K) -> K {
        self.new[self.pos.find(self.old, old).expect("a moved key")]
    }
}

/// Moves the entries `keys` of `src` into `dst`: the new keys, in order.
fn move_entries<K: slotmap::Key, T>(
    keys: &[K],
    src: &mut slotmap::SlotMap<K, T>,
    dst: &mut slotmap::SlotMap<K, T>,
) -> Vec<K> {
    keys.iter().map(|&k| dst.insert(src.remove(k).expect("nested entity"))).collect()
}

#[cfg(test)]
mod tests {
    use crate::{Body, Context, OperationState};

    /// `top { holder { ^bb0(%a): def(%a); br ^bb1 ^bb1: inner { use(def) } } other }`
    fn tree(ctx: &Context) -> (Body, crate::OpId, crate::OpId) {
        let mut b = Body::new();
        let i32 = ctx.integer_type(32);
        let loc = ctx.unknown_loc();
        let empty = ctx.empty_dictionary();
        let with_region = |b: &mut Body, name: &str| {
            let region = b.create_region();
            let mut s = OperationState::new(ctx.op_name(name), loc);
            s.regions.push(region);
            (b.create_op(s, empty), region)
        };
        let (top, top_region) = with_region(&mut b, "t.top");
        let top_block = b.create_block();
        b.append_block(top_region, top_block);
        let (holder, region) = with_region(&mut b, "t.holder");
        b.append_op(top_block, holder);
        let other = b.create_op(OperationState::new(ctx.op_name("t.other"), loc), empty);
        b.append_op(top_block, other);
        let bb0 = b.create_block();
        let bb1 = b.create_block();
        b.append_block(region, bb0);
        b.append_block(region, bb1);
        let arg = b.add_block_arg(bb0, i32, None);
        let mut s = OperationState::new(ctx.op_name("t.def"), loc);
        s.operands.push(arg);
        s.result_types.push(i32);
        let def = b.create_op(s, empty);
        b.append_op(bb0, def);
        let mut s = OperationState::new(ctx.op_name("t.br"), loc);
        s.successors.push(bb1);
        let br = b.create_op(s, empty);
        b.append_op(bb0, br);
        let (inner, inner_region) = with_region(&mut b, "t.inner");
        b.append_op(bb1, inner);
        let ib = b.create_block();
        b.append_block(inner_region, ib);
        let mut s = OperationState::new(ctx.op_name("t.use"), loc);
        s.operands.push(b.result(def, 0));
        let user = b.create_op(s, empty);
        b.append_op(ib, user);
        (b, top, holder)
    }

    #[test]
    fn lent_regions_keep_links_and_come_back() {
        let ctx = Context::default();
        let (mut b, top, holder) = tree(&ctx);
        let total = (b.num_ops(), b.num_blocks(), b.num_values());
        let lent = b.lend_regions(holder).expect("closed regions");
        b.check_invariants().unwrap();
        lent.body.check_invariants().unwrap();
        // Left behind: top, holder (empty region), other.
        assert_eq!(b.num_ops(), 3);
        assert_eq!(b.region_blocks(b.regions(holder)[0]).count(), 0);
        assert_eq!(b.region_parent(b.regions(holder)[0]), Some(holder));
        let shell = lent.shell;
        assert_eq!(lent.body.op_name(shell), b.op_name(holder));
        let region = lent.body.regions(shell)[0];
        assert_eq!(lent.body.region_parent(region), Some(shell));
        let blocks: Vec<_> = lent.body.region_blocks(region).collect();
        assert_eq!(blocks.len(), 2);
        let ops: Vec<_> = lent.body.block_ops(blocks[0]).collect();
        assert_eq!(lent.body.operand(ops[0], 0), lent.body.block_args(blocks[0])[0]);
        assert_eq!(lent.body.successors(ops[1]).collect::<Vec<_>>(), vec![blocks[1]]);

        b.return_regions(holder, lent);
        b.check_invariants().unwrap();
        assert_eq!(b.region_parent(b.regions(holder)[0]), Some(holder));
        assert_eq!((b.num_ops(), b.num_blocks(), b.num_values()), total);
        let region = b.regions(holder)[0];
        assert_eq!(b.region_blocks(region).count(), 2);
        assert!(b.region_blocks(region).all(|bl| b.block_region(bl) == Some(region)));
        assert_eq!(b.collect_ops(top, crate::WalkOrder::PreOrder).len(), 7);
    }

    /// What `may_contain_op_named` knows goes out with lent regions and
    /// comes back with them, including ops made on the worker.
    #[test]
    fn op_names_go_out_and_come_back_with_lent_regions() {
        let ctx = Context::default();
        let (mut b, _, holder) = tree(&ctx);
        let (used, made) = (ctx.op_name("t.use"), ctx.op_name("t.made"));
        assert!(b.may_contain_op_named(used) && !b.may_contain_op_named(made));
        let mut lent = b.lend_regions(holder).expect("closed regions");
        assert!(lent.body.may_contain_op_named(used) && !lent.body.may_contain_op_named(made));
        let block = lent.body.region_blocks(lent.body.regions(lent.shell)[0]).next().unwrap();
        let op = lent.body.create_op(OperationState::new(made, ctx.unknown_loc()), ctx.empty_dictionary());
        lent.body.insert_op_before(lent.body.block_ops(block).next().unwrap(), op);
        assert!(lent.body.may_contain_op_named(made));
        b.return_regions(holder, lent);
        assert!(b.may_contain_op_named(made));
        b.check_invariants().unwrap();
    }

    #[test]
    fn regions_using_outside_values_are_not_lent() {
        let ctx = Context::default();
        let (mut b, _, holder) = tree(&ctx);
        // `inner`'s region uses a value of `holder`'s region: lending
        // `inner` alone would cut that use.
        let inner = b
            .collect_ops(holder, crate::WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(b.op_name(o)) == "t.inner");
        let before = (b.num_ops(), b.num_blocks(), b.num_values());
        assert!(b.lend_regions(inner.unwrap()).is_none());
        assert_eq!((b.num_ops(), b.num_blocks(), b.num_values()), before);
        b.check_invariants().unwrap();
    }

    /// Both forms of `Positions` (a slot span, and a hash map for keys
    /// spread thin) find exactly the listed keys: not a key of a listed
    /// slot whose version differs, nor one outside the span.
    #[test]
    fn positions_find_exactly_the_listed_keys() {
        use super::Positions;
        use slotmap::{DefaultKey, SlotMap};
        let mut sm: SlotMap<DefaultKey, u32> = SlotMap::new();
        let keys: Vec<DefaultKey> = (0..5000).map(|i| sm.insert(i)).collect();
        // A reused slot: same index as keys[10], a newer version.
        sm.remove(keys[10]);
        let reused = sm.insert(10);
        for listed in [keys[5..40].to_vec(), vec![keys[3], keys[4999], keys[2000]]] {
            let pos = Positions::of(&listed);
            assert_eq!(matches!(pos, Positions::Span { .. }), listed.len() > 3, "the form under test");
            for (i, &k) in listed.iter().enumerate() {
                assert_eq!(pos.find(&listed, k), Some(i));
            }
            assert_eq!(pos.find(&listed, reused), None);
            assert_eq!(pos.find(&listed, keys[4998]), None);
            assert_eq!(pos.find(&listed, keys[0]), None);
        }
    }
}
