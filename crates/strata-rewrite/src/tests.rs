//! Unit tests of the rewriter's notifications and of pattern ordering.

use strata_ir::{BlockId, Body, Context, InsertPoint, OpId, OpName, OperationState, Type, Value};

use crate::listener::Listener;
use crate::pattern::{FrozenPatternSet, PatternBenefit, PatternFilter, PatternSet, RewritePattern};
use crate::rewriter::Rewriter;

/// Records notifications as `kind name` strings (ops by their name).
#[derive(Default)]
struct Record {
    names: std::collections::HashMap<OpId, String>,
    blocks: std::collections::HashMap<BlockId, String>,
    log: Vec<String>,
}

impl Record {
    fn op(&self, op: OpId) -> &str {
        self.names.get(&op).map_or("?", |s| s.as_str())
    }
}

impl Listener for Record {
    fn notify_operation_inserted(&mut self, _: &Body, op: OpId, moved: bool) {
        let kind = if moved { "moved" } else { "inserted" };
        self.log.push(format!("{kind} {}", self.op(op)));
    }
    fn notify_block_inserted(&mut self, _: &Body, block: BlockId) {
        self.log.push(format!("block-inserted {}", self.blocks.get(&block).map_or("new", |s| s.as_str())));
    }
    fn notify_operation_modified(&mut self, _: &Body, op: OpId) {
        self.log.push(format!("modified {}", self.op(op)));
    }
    fn notify_operation_replaced(&mut self, _: &Body, op: OpId, _: &[Value]) {
        self.log.push(format!("replaced {}", self.op(op)));
    }
    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        assert!(body.contains_op(op), "an erased op is reported while it still exists");
        self.log.push(format!("erased {}", self.op(op)));
    }
    fn notify_block_erased(&mut self, _: &Body, block: BlockId) {
        self.log.push(format!("block-erased {}", self.blocks.get(&block).map_or("?", |s| s.as_str())));
    }
}

struct Ir {
    ctx: Context,
    body: Body,
    block: BlockId,
    rec: Record,
}

impl Ir {
    fn new() -> Ir {
        let ctx = Context::new();
        let mut body = Body::new();
        let region = body.create_region();
        let block = body.create_block();
        body.append_block(region, block);
        Ir { ctx, body, block, rec: Record::default() }
    }
    fn i32(&self) -> Type {
        self.ctx.integer_type(32)
    }
    /// Appends `name(operands) -> results` to `block`.
    fn op(&mut self, block: BlockId, name: &str, operands: &[Value], results: usize) -> OpId {
        let mut st = OperationState::new(self.ctx.op_name(name), self.ctx.unknown_loc());
        st.operands.extend(operands.iter().copied());
        st.result_types.extend(std::iter::repeat_n(self.i32(), results));
        let op = self.body.create_op(st, self.ctx.empty_dictionary());
        self.body.append_op(block, op);
        self.rec.names.insert(op, name.trim_start_matches("t.").to_string());
        op
    }
    fn result(&self, op: OpId) -> Value {
        self.body.results(op)[0]
    }
}

#[test]
fn replace_reports_replaced_then_each_modified_user_then_erased() {
    let mut ir = Ir::new();
    let blk = ir.block;
    let a = ir.op(blk, "t.a", &[], 1);
    let x = ir.op(blk, "t.x", &[], 1);
    let va = ir.result(a);
    let b = ir.op(blk, "t.b", &[va], 1);
    let _c = ir.op(blk, "t.c", &[va, va], 0);
    let vx = ir.result(x);
    let Ir { ctx, body, mut rec, .. } = ir;
    let mut body = body;
    {
        let mut rw = Rewriter::with_listener(&ctx, &mut body, &mut rec);
        rw.replace_op(a, &[vx]);
    }
    // Most recent use first, as upstream's use lists run; one report per use.
    assert_eq!(rec.log, ["replaced a", "modified c", "modified c", "modified b", "erased a"]);
    assert_eq!(body.operands(b).collect::<Vec<_>>(), [vx]);
    assert!(!body.contains_op(a));
}

#[test]
fn erase_reports_nested_ops_users_first_then_blocks_then_the_root() {
    let mut ir = Ir::new();
    let blk = ir.block;
    let root = ir.op(blk, "t.root", &[], 0);
    let region = ir.body.add_region(root);
    let (bb0, bb1) = (ir.body.create_block(), ir.body.create_block());
    ir.body.append_block(region, bb0);
    ir.body.append_block(region, bb1);
    ir.rec.blocks.insert(bb0, "bb0".into());
    ir.rec.blocks.insert(bb1, "bb1".into());
    let p = ir.op(bb0, "t.p", &[], 1);
    let vp = ir.result(p);
    let mut st = OperationState::new(ir.ctx.op_name("t.br"), ir.ctx.unknown_loc());
    st.successors.push(bb1);
    let br = ir.body.create_op(st, ir.ctx.empty_dictionary());
    ir.body.append_op(bb0, br);
    ir.rec.names.insert(br, "br".into());
    ir.op(bb1, "t.use", &[vp], 0);
    ir.op(bb1, "t.ret", &[], 0);
    let Ir { ctx, mut body, mut rec, .. } = ir;
    Rewriter::with_listener(&ctx, &mut body, &mut rec).erase_op(root);
    // Successor block first (its values may come from its predecessors),
    // ops last to first, each block after its ops, the root last.
    assert_eq!(
        rec.log,
        ["erased ret", "erased use", "block-erased bb1", "erased br", "erased p", "block-erased bb0", "erased root"]
    );
    assert_eq!(body.num_ops(), 0);
}

#[test]
fn create_move_split_and_inline_report_insertions() {
    let mut ir = Ir::new();
    let blk = ir.block;
    let a = ir.op(blk, "t.a", &[], 1);
    let b = ir.op(blk, "t.b", &[], 0);
    let Ir { ctx, mut body, mut rec, .. } = ir;
    let name = ctx.op_name("t.new");
    let (new, second) = {
        let mut rw = Rewriter::with_listener(&ctx, &mut body, &mut rec);
        rw.set_insertion_point(InsertPoint::Before(b));
        let new = rw.create(OperationState::new(name, ctx.unknown_loc()));
        rw.move_op_after(a, b);
        let second = rw.split_block(blk, b);
        rw.inline_block_before(second, blk, None, &[]);
        (new, second)
    };
    let ops: Vec<OpId> = body.block_ops(blk).collect();
    assert_eq!(ops, [new, b, a]);
    assert!(!body.contains_block(second));
    assert_eq!(
        rec.log,
        ["inserted ?", "moved a", "block-inserted new", "moved b", "moved a", "moved b", "moved a", "block-erased ?"]
    );
}

struct Named(&'static str, Option<&'static str>, u16, &'static [&'static str]);

impl RewritePattern for Named {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        self.1.map(|name| ctx.op_name(name))
    }
    fn benefit(&self) -> PatternBenefit {
        PatternBenefit(self.2)
    }
    fn debug_name(&self) -> &str {
        self.0
    }
    fn debug_labels(&self) -> &[&str] {
        self.3
    }
    fn match_and_rewrite(&self, _: OpId, _: &mut Rewriter<'_>) -> bool {
        false
    }
}

fn order(ctx: &Context, filter: &PatternFilter, op: &str) -> Vec<String> {
    let mut set = PatternSet::new();
    set.add(Named("A", Some("t.a"), 1, &[]))
        .add(Named("B", None, 2, &["any"]))
        .add(Named("C", Some("t.a"), 2, &["folding"]))
        .add(Named("D", None, 1, &["any"]))
        .add(Named("E", Some("t.a"), 1, &[]))
        .add(Named("F", Some("t.b"), 5, &[]))
        .add(Named("Never", Some("t.a"), u16::MAX, &[]));
    let frozen = FrozenPatternSet::new(ctx, set, filter).expect("registered roots");
    frozen.patterns_for(ctx.op_name(op)).map(|p| p.debug_name().to_string()).collect()
}

#[test]
fn frozen_sets_order_by_benefit_specific_first_on_ties_stable_otherwise() {
    let ctx = roots_context();
    let all = PatternFilter::default();
    assert_eq!(order(&ctx, &all, "t.a"), ["C", "B", "A", "E", "D"]);
    assert_eq!(order(&ctx, &all, "t.b"), ["F", "B", "D"]);
    assert_eq!(order(&ctx, &all, "t.z"), ["B", "D"]);
}

#[test]
fn frozen_sets_filter_by_name_and_label() {
    let ctx = roots_context();
    let disabled = PatternFilter { disabled: vec!["C".into(), "any".into()], enabled: vec![] };
    assert_eq!(order(&ctx, &disabled, "t.a"), ["A", "E"]);
    let enabled = PatternFilter { disabled: vec![], enabled: vec!["folding".into(), "E".into()] };
    assert_eq!(order(&ctx, &enabled, "t.a"), ["C", "E"]);
}

#[test]
fn clone_reports_nested_ops_in_pre_order_then_the_clone() {
    let mut ir = Ir::new();
    let blk = ir.block;
    let outer = ir.op(blk, "t.outer", &[], 0);
    let region = ir.body.add_region(outer);
    let inner_block = ir.body.create_block();
    ir.body.append_block(region, inner_block);
    ir.op(inner_block, "t.first", &[], 0);
    ir.op(inner_block, "t.second", &[], 0);
    let Ir { ctx, mut body, .. } = ir;
    // Name the clones as they are reported, by position.
    struct Positions(Vec<String>);
    impl Listener for Positions {
        fn notify_operation_inserted(&mut self, body: &Body, op: OpId, _: bool) {
            let nested = body.parent_op(op).is_some();
            self.0.push(format!("{} {}", if nested { "nested" } else { "top" }, body.regions(op).len()));
        }
    }
    let mut positions = Positions(Vec::new());
    let clone = {
        let mut rw = Rewriter::with_listener(&ctx, &mut body, &mut positions);
        rw.set_insertion_point(InsertPoint::BlockEnd(blk));
        rw.clone_op(outer, &mut Default::default())
    };
    assert_eq!(positions.0, ["nested 0", "nested 0", "top 1"]);
    assert_eq!(body.block_ops(blk).collect::<Vec<_>>(), [outer, clone]);
}

/// A context where the test patterns' roots `t.a` and `t.b` are registered.
fn roots_context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(strata_ir::DialectInfo::new("t"));
    for name in ["t.a", "t.b"] {
        ctx.register_op(strata_ir::OpInfo::new(name));
    }
    ctx
}

#[test]
fn freezing_drops_roots_of_dialects_not_loaded() {
    let ctx = roots_context();
    let mut set = PatternSet::new();
    set.add(Named("Elsewhere", Some("other.op"), 1, &[]));
    set.add(Named("Here", Some("t.a"), 1, &[]));
    let frozen = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).expect("freezes");
    assert_eq!(frozen.len(), 1, "only the pattern of a loaded dialect is kept");
}

#[test]
fn freezing_refuses_a_root_nothing_registered() {
    let ctx = roots_context();
    let mut set = PatternSet::new();
    set.add(Named("Typo", Some("t.aa"), 1, &[]));
    let err = FrozenPatternSet::new(&ctx, set, &PatternFilter::default()).err().expect("an unknown root");
    assert_eq!(err.to_string(), "pattern 'Typo' is rooted at 't.aa', which is not a registered operation");
}
