//! Body mutations keep the use-list and linkage invariants, and the
//! structural operations (clone, split, merge, inline, erase, RAUW) do what
//! upstream's do.

use strata_ir::{Body, Context, DominanceInfo, InsertPoint, OpId, OperationState, Value, WalkOrder, WalkResult};

struct Fixture {
    ctx: Context,
    body: Body,
}

impl Fixture {
    fn new() -> Fixture {
        Fixture { ctx: Context::new(), body: Body::new() }
    }

    fn op(&mut self, name: &str, operands: &[Value], results: usize) -> OpId {
        let i32 = self.ctx.integer_type(32);
        let mut st = OperationState::new(self.ctx.op_name(name), self.ctx.unknown_loc());
        st.operands = operands.into();
        st.result_types = strata_ir::smallvec![i32; results];
        self.body.create_op(st, self.ctx.empty_dictionary())
    }

    fn check(&self) {
        self.body.check_invariants().expect("invariants hold");
    }
}

#[test]
fn use_lists_follow_set_operand_and_rauw() {
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let a = f.op("t.a", &[], 1);
    let b = f.op("t.b", &[], 1);
    f.body.append_op(block, a);
    f.body.append_op(block, b);
    let (va, vb) = (f.body.result(a, 0), f.body.result(b, 0));
    let users: Vec<OpId> = (0..5).map(|_| f.op("t.use", &[va, va, vb], 0)).collect();
    for &u in &users {
        f.body.append_op(block, u);
    }
    assert_eq!(f.body.uses(va).len(), 10);
    f.body.set_operand(users[2], 0, vb);
    f.check();
    assert_eq!(f.body.uses(va).len(), 9);
    f.body.replace_all_uses_with(va, vb);
    f.check();
    assert!(!f.body.has_uses(va));
    assert_eq!(f.body.uses(vb).len(), 15);
    f.body.erase_op(users[0]);
    f.check();
    assert_eq!(f.body.uses(vb).len(), 12);
}

#[test]
fn dropping_operands_whose_uses_are_out_of_order() {
    // After `w -> v`, the user's uses of `v` run operand 1, then operand 0:
    // dropping them must not patch one of the op's own (gone) operands.
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let (a, b) = (f.op("t.a", &[], 1), f.op("t.b", &[], 1));
    f.body.append_op(block, a);
    f.body.append_op(block, b);
    let (v, w) = (f.body.result(a, 0), f.body.result(b, 0));
    let other = f.op("t.other", &[v], 0);
    let user = f.op("t.use", &[w, v], 0);
    f.body.append_op(block, other);
    f.body.append_op(block, user);
    f.body.replace_all_uses_with(w, v);
    f.check();
    f.body.drop_operands(user);
    f.check();
    assert_eq!(f.body.uses(v).len(), 1);
}

#[test]
fn erasing_a_branch_whose_successor_slots_are_out_of_order() {
    // Both successors name `q`, the second one first in `q`'s predecessor
    // list (after a retarget): erasing the branch must not patch one of
    // its own (gone) successor slots. Block merging retargets this way.
    let mut f = Fixture::new();
    let region = f.body.create_region();
    let (entry, q, r) = (f.body.create_block(), f.body.create_block(), f.body.create_block());
    for b in [entry, q, r] {
        f.body.append_block(region, b);
    }
    let mut st = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
    st.successors = vec![q, q];
    let br = f.body.create_op(st, f.ctx.empty_dictionary());
    f.body.append_op(entry, br);
    f.body.set_successor(br, 0, r);
    f.body.set_successor(br, 0, q);
    f.check();
    f.body.erase_op(br);
    f.check();
    assert!(f.body.predecessors(q).is_empty());
}

#[test]
fn erasing_block_arguments_renumbers_the_rest_once() {
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let i32 = f.ctx.integer_type(32);
    let args: Vec<Value> = (0..5).map(|_| f.body.add_block_arg(block, i32, None)).collect();
    f.body.erase_block_args_if(block, |_, a| a == args[1] || a == args[3]);
    assert_eq!(f.body.block_args(block), [args[0], args[2], args[4]]);
    for (i, &a) in f.body.block_args(block).iter().enumerate() {
        assert_eq!(f.body.value_def(a), strata_ir::ValueDef::BlockArgument { block, index: i as u32 });
    }
    f.check();
}

#[test]
fn rauw_is_linear_in_uses() {
    // A constant used 100,000 times: replacing it touches each use once.
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let c = f.op("t.c", &[], 1);
    let d = f.op("t.d", &[], 1);
    f.body.append_op(block, c);
    f.body.append_op(block, d);
    let (vc, vd) = (f.body.result(c, 0), f.body.result(d, 0));
    for _ in 0..100_000 {
        let u = f.op("t.use", &[vc], 0);
        f.body.append_op(block, u);
    }
    f.body.replace_all_uses_with(vc, vd);
    assert_eq!(f.body.uses(vd).len(), 100_000);
    f.body.erase_op(c);
    f.check();
}

#[test]
fn op_list_insert_move_remove() {
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let ops: Vec<OpId> = (0..4).map(|i| f.op(&format!("t.o{i}"), &[], 0)).collect();
    f.body.append_op(block, ops[0]);
    f.body.append_op(block, ops[2]);
    f.body.insert_op_before(ops[2], ops[1]);
    f.body.insert_op_after(ops[2], ops[3]);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), ops);
    f.body.move_op_before(ops[3], ops[0]);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), vec![ops[3], ops[0], ops[1], ops[2]]);
    f.body.remove_op(ops[0]);
    assert_eq!(f.body.op_block(ops[0]), None);
    assert_eq!(f.body.block_ops(block).count(), 3);
    f.check();
}

#[test]
fn split_and_merge_blocks() {
    let mut f = Fixture::new();
    let region = f.body.create_region();
    let block = f.body.create_block();
    f.body.append_block(region, block);
    let ops: Vec<OpId> = (0..4).map(|i| f.op(&format!("t.o{i}"), &[], 0)).collect();
    for &o in &ops {
        f.body.append_op(block, o);
    }
    let tail = f.body.split_block(block, ops[2]);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), &ops[..2]);
    assert_eq!(f.body.block_ops(tail).collect::<Vec<_>>(), &ops[2..]);
    assert_eq!(f.body.region_blocks(region).collect::<Vec<_>>(), vec![block, tail]);
    f.body.merge_blocks(tail, block, &[], None);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), ops);
    assert_eq!(f.body.region_blocks(region).count(), 1);
    f.check();
    // Splits at the first and the last op; merges into a block that has ops
    // and into one that has none, before an anchor and at the end.
    let whole = f.body.split_block(block, ops[0]);
    assert_eq!(f.body.block_ops(block).count(), 0);
    assert_eq!(f.body.block_ops(whole).collect::<Vec<_>>(), ops);
    let last = f.body.split_block(whole, ops[3]);
    assert_eq!(f.body.block_ops(last).collect::<Vec<_>>(), &ops[3..]);
    f.check();
    f.body.merge_blocks(whole, block, &[], None);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), &ops[..3]);
    f.body.merge_blocks(last, block, &[], Some(ops[1]));
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), vec![ops[0], ops[3], ops[1], ops[2]]);
    assert!(f.body.block_ops(block).all(|o| f.body.op_block(o) == Some(block)));
    f.check();
}

#[test]
fn clone_remaps_nested_values_and_blocks() {
    let mut f = Fixture::new();
    let i32 = f.ctx.integer_type(32);
    let outer = f.op("t.outer", &[], 0);
    let region = f.body.add_region(outer);
    let b0 = f.body.create_block();
    let b1 = f.body.create_block();
    f.body.append_block(region, b0);
    f.body.append_block(region, b1);
    let arg = f.body.add_block_arg(b0, i32, None);
    let inner = f.op("t.inner", &[arg], 1);
    f.body.append_op(b0, inner);
    let mut st = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
    st.successors = vec![b1];
    st.operands = strata_ir::smallvec![f.body.result(inner, 0)];
    let br = f.body.create_op(st, f.ctx.empty_dictionary());
    f.body.append_op(b0, br);
    let mut mapping = strata_ir::inliner::ValueMapping::default();
    let copy = f.body.clone_op(outer, &mut mapping);
    f.check();
    let copy_region = f.body.regions(copy)[0];
    let blocks: Vec<_> = f.body.region_blocks(copy_region).collect();
    assert_eq!(blocks.len(), 2);
    let copy_ops: Vec<_> = f.body.block_ops(blocks[0]).collect();
    assert_eq!(f.body.operand(copy_ops[0], 0), f.body.block_arg(blocks[0], 0));
    assert_eq!(f.body.successor(copy_ops[1], 0), blocks[1], "successors point at the cloned blocks");
    assert_eq!(f.body.predecessors(blocks[1]).len(), 1);
    // Erasing the original leaves the clone intact.
    f.body.erase_op(outer);
    f.check();
    assert_eq!(f.body.collect_ops(copy, WalkOrder::PreOrder).len(), 3);
}

#[test]
fn inline_region_moves_blocks() {
    let mut f = Fixture::new();
    let a = f.op("t.a", &[], 0);
    let b = f.op("t.b", &[], 0);
    let ra = f.body.add_region(a);
    let rb = f.body.add_region(b);
    for r in [ra, rb] {
        let blk = f.body.create_block();
        f.body.append_block(r, blk);
    }
    f.body.inline_region_before(rb, ra, None);
    assert_eq!(f.body.region_blocks(ra).count(), 2);
    assert!(f.body.region_is_empty(rb));
    f.check();
}

#[test]
fn walk_orders_and_interrupt() {
    let mut f = Fixture::new();
    let root = f.op("t.root", &[], 0);
    let region = f.body.add_region(root);
    let blk = f.body.create_block();
    f.body.append_block(region, blk);
    let x = f.op("t.x", &[], 0);
    let y = f.op("t.y", &[], 0);
    f.body.append_op(blk, x);
    f.body.append_op(blk, y);
    assert_eq!(f.body.collect_ops(root, WalkOrder::PreOrder), vec![root, x, y]);
    assert_eq!(f.body.collect_ops(root, WalkOrder::PostOrder), vec![x, y, root]);
    let mut seen = Vec::new();
    let done = f.body.walk(root, WalkOrder::PreOrder, |_, o| {
        seen.push(o);
        if o == x {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert!(!done);
    assert_eq!(seen, vec![root, x]);
    // y holds a region with a leaf in it: only the region ops are walked,
    // in the same orders.
    let region = f.body.add_region(y);
    let inner_blk = f.body.create_block();
    f.body.append_block(region, inner_blk);
    let z = f.op("t.z", &[], 0);
    f.body.append_op(inner_blk, z);
    assert_eq!(f.body.collect_ops(root, WalkOrder::PostOrder), vec![x, z, y, root]);
    for (order, expected) in [(WalkOrder::PreOrder, vec![root, y]), (WalkOrder::PostOrder, vec![y, root])] {
        let mut seen = Vec::new();
        f.body.walk_region_ops(root, order, |_, o| {
            seen.push(o);
            WalkResult::Advance
        });
        assert_eq!(seen, expected);
    }
}

#[test]
fn builder_inserts_in_order() {
    let mut f = Fixture::new();
    let blk = f.body.create_block();
    let name = f.ctx.op_name("t.op");
    let loc = f.ctx.unknown_loc();
    let first = {
        let mut b = strata_ir::Builder::at(&f.ctx, &mut f.body, InsertPoint::BlockEnd(blk));
        let first = b.create(OperationState::new(name, loc));
        b.create(OperationState::new(name, loc));
        b.set_insertion_point(InsertPoint::Before(first));
        b.create(OperationState::new(name, loc));
        first
    };
    let ops: Vec<_> = f.body.block_ops(blk).collect();
    assert_eq!(ops.len(), 3);
    assert_eq!(ops[1], first);
}

/// A diamond CFG: entry -> (left | right) -> join, plus an unreachable block.
#[test]
fn dominance_on_a_diamond() {
    let mut f = Fixture::new();
    let func = f.op("t.func", &[], 0);
    let region = f.body.add_region(func);
    let blocks: Vec<_> = (0..5).map(|_| f.body.create_block()).collect();
    for &b in &blocks {
        f.body.append_block(region, b);
    }
    let (entry, left, right, join, dead) = (blocks[0], blocks[1], blocks[2], blocks[3], blocks[4]);
    let branch = |f: &mut Fixture, from, to: Vec<_>| {
        let mut st = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
        st.successors = to;
        let op = f.body.create_op(st, f.ctx.empty_dictionary());
        f.body.append_op(from, op);
    };
    let def = f.op("t.def", &[], 1);
    f.body.append_op(entry, def);
    branch(&mut f, entry, vec![left, right]);
    branch(&mut f, left, vec![join]);
    branch(&mut f, right, vec![join]);
    let user = f.op("t.use", &[f.body.result(def, 0)], 0);
    f.body.append_op(join, user);
    branch(&mut f, dead, vec![join]);
    let dom = DominanceInfo::new(&f.body, func);
    assert!(dom.block_dominates(entry, join));
    assert!(!dom.block_dominates(left, join));
    assert!(!dom.block_dominates(right, left));
    assert_eq!(dom.immediate_dominator(join), Some(entry));
    assert!(!dom.is_reachable(dead));
    assert!(dom.value_dominates(&f.body, f.body.result(def, 0), user));
    assert!(dom.properly_dominates_op(&f.body, def, user));
    assert!(!dom.properly_dominates_op(&f.body, user, def));
}

#[test]
fn dominance_of_a_long_chain_needs_no_recursion() {
    // 100,000 blocks in a chain: built and queried without deep recursion.
    let mut f = Fixture::new();
    let func = f.op("t.func", &[], 0);
    let region = f.body.add_region(func);
    let blocks: Vec<_> = (0..100_000).map(|_| f.body.create_block()).collect();
    for &b in &blocks {
        f.body.append_block(region, b);
    }
    for w in blocks.windows(2) {
        let mut st = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
        st.successors = vec![w[1]];
        let op = f.body.create_op(st, f.ctx.empty_dictionary());
        f.body.append_op(w[0], op);
    }
    let dom = DominanceInfo::new(&f.body, func);
    assert!(dom.block_dominates(blocks[0], blocks[99_999]));
    assert!(!dom.block_dominates(blocks[99_999], blocks[0]));
    assert_eq!(dom.immediate_dominator(blocks[500]), Some(blocks[499]));
}

#[test]
fn replace_op_redirects_uses_and_erases() {
    let mut f = Fixture::new();
    let block = f.body.create_block();
    let a = f.op("t.a", &[], 1);
    let b = f.op("t.b", &[], 1);
    f.body.append_op(block, a);
    f.body.append_op(block, b);
    let user = f.op("t.use", &[f.body.result(b, 0)], 0);
    f.body.append_op(block, user);
    let va = f.body.result(a, 0);
    f.body.replace_op(b, &[va]);
    f.check();
    assert!(!f.body.contains_op(b));
    assert_eq!(f.body.operand(user, 0), va);
    assert_eq!(f.body.block_ops(block).collect::<Vec<_>>(), vec![a, user]);
}

#[test]
fn dominance_matches_the_dataflow_definition_on_random_graphs() {
    // Naive dominators (dom(b) = {b} ∪ ⋂ dom(preds)) against the fast tree,
    // on random graphs with loops, shared exits and unreachable blocks.
    let mut rng = strata_ir::testing::XorShift(0x5eed);
    for _ in 0..200 {
        let n = 2 + (rng.next_u64() % 24) as usize;
        let mut f = Fixture::new();
        let func = f.op("t.func", &[], 0);
        let region = f.body.add_region(func);
        let blocks: Vec<_> = (0..n).map(|_| f.body.create_block()).collect();
        for &b in &blocks {
            f.body.append_block(region, b);
        }
        let mut succs: Vec<Vec<usize>> = Vec::new();
        for &b in &blocks {
            let k = (rng.next_u64() % 3) as usize;
            let to: Vec<usize> = (0..k).map(|_| 1 + (rng.next_u64() as usize) % (n - 1)).collect();
            let mut st = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
            st.successors = to.iter().map(|&t| blocks[t]).collect();
            let op = f.body.create_op(st, f.ctx.empty_dictionary());
            f.body.append_op(b, op);
            succs.push(to);
        }
        // Reachability, then dataflow to a fixpoint over bit sets.
        let mut reach = vec![false; n];
        let mut stack = vec![0];
        reach[0] = true;
        while let Some(b) = stack.pop() {
            for &s in &succs[b] {
                if !reach[s] {
                    reach[s] = true;
                    stack.push(s);
                }
            }
        }
        let mut dom: Vec<Vec<bool>> = (0..n).map(|b| (0..n).map(|d| b != 0 || d == 0).collect()).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                if !reach[b] {
                    continue;
                }
                let mut new: Vec<bool> = vec![true; n];
                for p in (0..n).filter(|&p| reach[p] && succs[p].contains(&b)) {
                    for d in 0..n {
                        new[d] &= dom[p][d];
                    }
                }
                new[b] = true;
                if new != dom[b] {
                    dom[b] = new;
                    changed = true;
                }
            }
        }
        let info = DominanceInfo::new(&f.body, func);
        for a in 0..n {
            for b in 0..n {
                if reach[a] && reach[b] {
                    assert_eq!(info.block_dominates(blocks[a], blocks[b]), dom[b][a], "{a} dom {b} in {succs:?}");
                }
            }
        }
    }
}

#[test]
fn fused_locations_flatten_dedupe_and_stay_bounded() {
    let ctx = Context::new();
    let (a, b) = (ctx.file_loc("f", 1, 1), ctx.file_loc("f", 2, 1));
    assert_eq!(ctx.fused_loc(&[a, ctx.unknown_loc(), a]), a);
    assert_eq!(ctx.fused_loc(&[]), ctx.unknown_loc());
    let ab = ctx.fused_loc(&[a, b]);
    assert_eq!(ctx.fused_loc(&[ab, a, b]), ab, "nested fused locations flatten, repeats go");
    // A chain fusing its previous location keeps at most FUSED_LOC_LIMIT parts.
    let mut loc = a;
    for line in 2..100 {
        loc = ctx.fused_loc(&[ctx.file_loc("f", line, 1), loc]);
    }
    match &*ctx.location_kind(loc) {
        strata_ir::LocationKind::Fused { locations, .. } => {
            assert_eq!(locations.len(), strata_ir::FUSED_LOC_LIMIT);
            assert_eq!(locations[0], ctx.file_loc("f", 99, 1));
        }
        other => panic!("expected a fused location, got {other:?}"),
    }
}
