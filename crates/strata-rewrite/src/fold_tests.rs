//! Unit tests of folding and constant uniquing, on a small test dialect:
//! `t.const` (ConstantLike, value in its properties), `t.add` (Commutative,
//! folds two integer constants), `t.id` (folds to its operand) and
//! `t.func` (IsolatedFromAbove).

use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, DialectInfo, FoldOutcome, MaterializeConstant, MemoryEffects, OpId,
    OpInfo, OperationState, ShouldMaterializeInto, Traits, Type, Value,
};

use crate::fold::{constant_value, fold_op, Folded, OperationFolder};
use crate::rewriter::Rewriter;

pub(crate) fn const_state(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: strata_ir::Location,
) -> Option<OperationState> {
    Some(OperationState::constant(ctx, "t.const", value, ty, loc))
}

pub(crate) fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

pub(crate) fn context() -> Context {
    let ctx = Context::new();
    let mut dialect = DialectInfo::new("t");
    dialect.interfaces.insert(MaterializeConstant(const_state));
    ctx.register_dialect(dialect);
    let mut c = OpInfo::new("t.const");
    c.traits = Traits::CONSTANT_LIKE;
    c.effects = MemoryEffects::none();
    c.fold = Some(|ctx, body, op, _| match body.properties(op).and_then(|p| ctx.dict_get(p, "value")) {
        Some(v) => FoldOutcome::attribute(v),
        None => FoldOutcome::Failure,
    });
    ctx.register_op(c);
    let mut add = OpInfo::new("t.add");
    add.traits = Traits::COMMUTATIVE;
    add.effects = MemoryEffects::none();
    add.fold = Some(|ctx, body, op, constants| match (int_of(ctx, constants[0]), int_of(ctx, constants[1])) {
        (Some(a), Some(b)) => {
            let ty = body.value_type(body.results(op)[0]);
            FoldOutcome::attribute(ctx.integer_attr(ty, a + b))
        }
        _ => FoldOutcome::Failure,
    });
    ctx.register_op(add);
    let mut id = OpInfo::new("t.id");
    id.effects = MemoryEffects::none();
    id.fold = Some(|_, body, op, _| FoldOutcome::value(body.operand(op, 0)));
    ctx.register_op(id);
    let mut func = OpInfo::new("t.func");
    func.traits = Traits::ISOLATED_FROM_ABOVE;
    ctx.register_op(func);
    ctx
}

struct Ir {
    ctx: Context,
    body: Body,
    entry: BlockId,
}

/// A top-level `t.func` whose one region has an entry block with an `i32`
/// argument: the function, its entry block and the argument.
pub(crate) fn function(ctx: &Context, body: &mut Body) -> (OpId, BlockId, Value) {
    let top_region = body.create_region();
    let top = body.create_block();
    body.append_block(top_region, top);
    let func = body.create_op(OperationState::new(ctx.op_name("t.func"), ctx.unknown_loc()), ctx.empty_dictionary());
    body.append_op(top, func);
    let region = body.add_region(func);
    let entry = body.create_block();
    body.append_block(region, entry);
    let x = body.add_block_arg(entry, ctx.integer_type(32), None);
    (func, entry, x)
}

impl Ir {
    fn new() -> Ir {
        let ctx = context();
        let mut body = Body::new();
        let (_, entry, _) = function(&ctx, &mut body);
        Ir { ctx, body, entry }
    }
    fn arg(&self) -> Value {
        self.body.block_args(self.entry)[0]
    }
    fn op(&mut self, block: BlockId, name: &str, operands: &[Value], loc_line: u32) -> OpId {
        let loc = self.ctx.file_loc("f.mlir", loc_line, 1);
        let mut st = OperationState::new(self.ctx.op_name(name), loc);
        st.operands.extend(operands.iter().copied());
        st.result_types.push(self.ctx.integer_type(32));
        let op = self.body.create_op(st, self.ctx.empty_dictionary());
        self.body.append_op(block, op);
        op
    }
    fn constant(&mut self, block: BlockId, value: i64, loc_line: u32) -> OpId {
        let ty = self.ctx.integer_type(32);
        let st = const_state(&self.ctx, self.ctx.integer_attr(ty, value), ty, self.ctx.file_loc("f.mlir", loc_line, 1))
            .expect("state");
        let op = self.body.create_op(st, self.ctx.empty_dictionary());
        self.body.append_op(block, op);
        op
    }
    fn result(&self, op: OpId) -> Value {
        self.body.results(op)[0]
    }
}

#[test]
fn constant_operands_fold_to_a_materialized_constant_before_the_op() {
    let mut ir = Ir::new();
    let entry = ir.entry;
    let (c1, c2) = (ir.constant(entry, 1, 1), ir.constant(entry, 2, 2));
    let (v1, v2) = (ir.result(c1), ir.result(c2));
    let add = ir.op(entry, "t.add", &[v1, v2], 3);
    let sum = ir.result(add);
    let user = ir.op(entry, "t.id", &[sum], 4);
    let Ir { ctx, mut body, .. } = ir;
    assert_eq!(fold_op(&mut Rewriter::new(&ctx, &mut body), add), Folded::Replaced);
    let ops: Vec<OpId> = body.block_ops(entry).collect();
    assert_eq!(ops.len(), 4, "c1, c2, the new constant, the user");
    let folded = ops[2];
    assert_eq!(int_of(&ctx, constant_value(&ctx, &body, folded)), Some(3));
    assert_eq!(body.operand(user, 0), body.results(folded)[0]);
    // The new constant takes the folded op's location.
    assert_eq!(ctx.file_line_col(body.op_loc(folded)), Some(("f.mlir", 3, 1)));
}

#[test]
fn commutative_ops_move_constants_right_and_identities_fold_to_a_value() {
    let mut ir = Ir::new();
    let entry = ir.entry;
    let c = ir.constant(entry, 7, 1);
    let (vc, x) = (ir.result(c), ir.arg());
    let add = ir.op(entry, "t.add", &[vc, x], 2);
    let id = ir.op(entry, "t.id", &[x], 3);
    let vid = ir.result(id);
    let user = ir.op(entry, "t.add", &[vid, vid], 4);
    let Ir { ctx, mut body, .. } = ir;
    let mut rw = Rewriter::new(&ctx, &mut body);
    assert_eq!(fold_op(&mut rw, add), Folded::InPlace);
    assert_eq!(fold_op(&mut rw, add), Folded::No, "already canonical");
    assert_eq!(fold_op(&mut rw, id), Folded::Replaced);
    assert_eq!(fold_op(&mut rw, c), Folded::No, "constants are never folded");
    assert_eq!(body.operands(add).collect::<Vec<_>>(), [x, vc]);
    assert_eq!(body.operands(user).collect::<Vec<_>>(), [x, x]);
}

#[test]
fn known_constants_are_uniqued_and_hoisted_to_the_isolated_entry_block() {
    let mut ir = Ir::new();
    let entry = ir.entry;
    let x = ir.arg();
    let first = ir.op(entry, "t.id", &[x], 1);
    let a = ir.constant(entry, 5, 2);
    // A nested region (of a non-isolated op) with an equal constant.
    let holder = ir.op(entry, "t.id", &[x], 3);
    let region = ir.body.add_region(holder);
    let inner = ir.body.create_block();
    ir.body.append_block(region, inner);
    let b = ir.constant(inner, 5, 4);
    let vb = ir.result(b);
    let user = ir.op(inner, "t.id", &[vb], 5);
    let other_type = {
        let ty = ir.ctx.index_type();
        let st = const_state(&ir.ctx, ir.ctx.integer_attr(ir.ctx.integer_type(32), 5), ty, ir.ctx.unknown_loc());
        let op = ir.body.create_op(st.expect("state"), ir.ctx.empty_dictionary());
        ir.body.append_op(inner, op);
        op
    };
    let Ir { ctx, mut body, .. } = ir;
    let mut folder = OperationFolder::new();
    let mut rw = Rewriter::new(&ctx, &mut body);
    let five = ctx.integer_attr(ctx.integer_type(32), 5);
    assert!(folder.insert_known_constant(&mut rw, a, five));
    assert!(!folder.insert_known_constant(&mut rw, b, five), "the duplicate is replaced");
    assert!(folder.insert_known_constant(&mut rw, other_type, five), "another type is another constant");
    assert_eq!(body.block_ops(entry).collect::<Vec<_>>()[..3], [other_type, a, first]);
    assert!(!body.contains_op(b));
    assert_eq!(body.operand(user, 0), body.results(a)[0]);
    // Moved and merged constants lose their location, as upstream's.
    assert_eq!(body.op_loc(a), ctx.unknown_loc());
    assert!(folder.is_folder_owned(a));
    folder.notify_removal(a);
    assert!(!folder.is_folder_owned(a));
}

#[test]
fn a_dialect_can_keep_hoisted_constants_in_its_own_region() {
    let mut ir = Ir::new();
    // `h.scope` is not IsolatedFromAbove, but its dialect asks for constants
    // in its regions (upstream's `shouldMaterializeInto`).
    let mut dialect = DialectInfo::new("h");
    dialect.interfaces.insert(ShouldMaterializeInto(|_, _, _| true));
    ir.ctx.register_dialect(dialect);
    let mut scope = OpInfo::new("h.scope");
    scope.effects = MemoryEffects::none();
    ir.ctx.register_op(scope);
    let entry = ir.entry;
    let x = ir.arg();
    let holder = ir.op(entry, "h.scope", &[x], 1);
    let region = ir.body.add_region(holder);
    let scope_entry = ir.body.create_block();
    ir.body.append_block(region, scope_entry);
    let nested_holder = ir.op(scope_entry, "t.id", &[x], 2);
    let nested = ir.body.add_region(nested_holder);
    let inner = ir.body.create_block();
    ir.body.append_block(nested, inner);
    let c = ir.constant(inner, 7, 3);
    let Ir { ctx, mut body, .. } = ir;
    let mut folder = OperationFolder::new();
    let seven = ctx.integer_attr(ctx.integer_type(32), 7);
    assert!(folder.insert_known_constant(&mut Rewriter::new(&ctx, &mut body), c, seven));
    assert_eq!(body.op_block(c), Some(scope_entry), "hoisted to h.scope's region, not the function's");
    assert_eq!(body.block_ops(scope_entry).next(), Some(c));
}

#[test]
fn involution_folds_an_op_of_itself_to_the_inner_operand() {
    let mut ir = Ir::new();
    let mut neg = OpInfo::new("t.neg");
    neg.traits = Traits::INVOLUTION;
    neg.effects = MemoryEffects::none();
    ir.ctx.register_op(neg);
    let entry = ir.entry;
    let x = ir.arg();
    let inner = ir.op(entry, "t.neg", &[x], 1);
    let vi = ir.result(inner);
    let outer = ir.op(entry, "t.neg", &[vi], 2);
    let vo = ir.result(outer);
    let user = ir.op(entry, "t.id", &[vo], 3);
    let Ir { ctx, mut body, .. } = ir;
    assert_eq!(fold_op(&mut Rewriter::new(&ctx, &mut body), inner), Folded::No);
    assert_eq!(fold_op(&mut Rewriter::new(&ctx, &mut body), outer), Folded::Replaced);
    assert_eq!(body.operand(user, 0), x);
}
