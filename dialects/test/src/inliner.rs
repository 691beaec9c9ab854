//! The test dialect's inliner interface (upstream's
//! `TestInlinerInterface`), which upstream's inlining tests exercise:
//! calls marked `noinline` stay; test ops may be inlined anywhere and
//! anything into test regions; `test.functional_region_op` is a scope of
//! its own; `test.return` forwards its operands; `i16`/`i32` mismatches
//! between a call and its callee are bridged with `test.cast`; arguments
//! and results marked `test.handle_argument`/`test.handle_result` pass
//! through `test.type_changer`; ops inlined for `test.conversion_call_op`
//! are marked `inlined_conversion`.

use strata_ir::inliner::{forward_terminator_operands, DialectInlinerInterface, ValueMapping};
use strata_ir::{
    Attribute, BlockId, Body, Builder, Context, InsertPoint, Location, OpId, OperationState, RegionId, Type, Value,
    WalkOrder,
};

/// The interface registered with the dialect.
pub fn interface() -> DialectInlinerInterface {
    DialectInlinerInterface {
        is_legal_to_inline_call: |ctx, body, call, _, _| ctx.dict_get(body.attrs(call), "noinline").is_none(),
        is_legal_to_inline_region: |_, _, _: RegionId, _: RegionId, _, _: &ValueMapping| true,
        is_legal_to_inline_op: |_, _, _: OpId, _: RegionId, _, _: &ValueMapping| true,
        should_analyze_recursively: |ctx, body, op| name(ctx, body, op) != "test.functional_region_op",
        handle_terminator_with_values: Some(return_to_values),
        materialize_call_conversion: cast,
        handle_argument: |ctx, body, at, call, _, v, attrs| {
            changer(ctx, body, at, call, v, attrs, "test.handle_argument")
        },
        handle_result: |ctx, body, at, call, _, v, attrs| changer(ctx, body, at, call, v, attrs, "test.handle_result"),
        process_inlined_call_blocks: mark_conversion,
        ..DialectInlinerInterface::NOTHING_LEGAL
    }
}

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op_name(op))
}

fn return_to_values(ctx: &Context, body: &mut Body, op: OpId, values: &[Value]) {
    if name(ctx, body, op) == "test.return" {
        forward_terminator_operands(body, op, values);
    }
}

fn is_i16_or_i32(ctx: &Context, ty: Type) -> bool {
    ctx.is_signless_integer(ty, 16) || ctx.is_signless_integer(ty, 32)
}

fn cast(ctx: &Context, body: &mut Body, at: InsertPoint, input: Value, ty: Type, loc: Location) -> Option<OpId> {
    if !is_i16_or_i32(ctx, ty) || !is_i16_or_i32(ctx, body.value_type(input)) {
        return None;
    }
    let mut state = OperationState::new(ctx.op_name("test.cast"), loc);
    state.operands.push(input);
    state.result_types.push(ty);
    Some(Builder::at(ctx, body, at).create(state))
}

fn changer(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    call: OpId,
    v: Value,
    attrs: Attribute,
    marker: &str,
) -> Value {
    if ctx.dict_get(attrs, marker).is_none() {
        return v;
    }
    let mut state = OperationState::new(ctx.op_name("test.type_changer"), body.op_loc(call));
    state.operands.push(v);
    state.result_types.push(body.value_type(v));
    let op = Builder::at(ctx, body, at).create(state);
    body.result(op, 0)
}

fn mark_conversion(ctx: &Context, body: &mut Body, call: OpId, blocks: &[BlockId]) {
    if name(ctx, body, call) != "test.conversion_call_op" {
        return;
    }
    let marker = ctx.ident("inlined_conversion");
    for &b in blocks {
        let ops: Vec<OpId> = body.block_ops(b).collect();
        for top in ops {
            for op in body.collect_ops(top, WalkOrder::PreOrder) {
                let attrs = ctx.dict_with(body.attrs(op), marker, Some(ctx.unit_attr()));
                body.set_attrs(op, attrs);
            }
        }
    }
}
