//! Runtime functions a lowering calls (upstream's `FunctionCallUtils`):
//! declarations looked up or created at the start of the enclosing
//! `builtin.module`, and printing a string through a global.
//!
//! Invariant: a declaration is created only when the module has no symbol
//! of that name, so lowering twice declares once. Lookups go through the
//! symbol cache the LLVM lowerings run in (`crate::run_partial_conversion_with`
//! opens it), which each declaration made here is noted in, so a module of
//! N functions that each allocate is lowered in linear time.

use strata_dialect_llvm::attrs::Linkage;
use strata_dialect_llvm::build::{call, gep_constant};
use strata_dialect_llvm::types::{ArrayType, FunctionType, PointerType, VoidType};
use strata_dialect_llvm::AddressOfOp;
use strata_ir::{
    Attribute, BlockId, Body, Context, DenseValue, InsertPoint, Location, OpBuilder, OpId, OperationState, Type,
};
use strata_rewrite::conversion::ConversionRewriter;

/// The `builtin.module` enclosing `op`.
pub fn enclosing_module(ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
    let module = ctx.op_name("builtin.module");
    std::iter::successors(body.parent_op(op), |&p| body.parent_op(p)).find(|&p| body.op_name(p) == module)
}

/// The first block of `module`'s body.
fn module_block(body: &Body, module: OpId) -> Option<BlockId> {
    body.regions(module).first().and_then(|&r| body.region_blocks(r).next())
}

/// `@name`, a `void (params)` `llvm.func` declaration at the start of
/// `module`, unless the module has a symbol of that name (upstream's
/// `lookupOrCreateFn`, which declares at the module's location; a few
/// lowerings, `cf.assert`'s `abort`, declare at an unknown one).
pub fn lookup_or_create_fn(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    name: &str,
    params: &[Type],
    loc: Location,
) -> Attribute {
    lookup_or_create_fn_returning(rw, module, name, params, None, loc)
}

/// `@name`, an `llvm.func` declaration of `params` returning `result`
/// (none: void) at the start of `module`, unless the module has a symbol
/// of that name (upstream's `lookupOrCreateFn`).
pub fn lookup_or_create_fn_returning(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    name: &str,
    params: &[Type],
    result: Option<Type>,
    loc: Location,
) -> Attribute {
    let ctx = rw.ctx();
    let result = result.unwrap_or_else(|| ctx.dialect_type(VoidType));
    let fn_type = FunctionType::get(ctx, result, params.to_vec(), false);
    lookup_or_create_fn_of_type(rw, module, name, fn_type, loc)
}

/// `@name`, an `llvm.func` declaration of the `!llvm.func` type `fn_type`
/// (variadic or not) at the start of `module`, unless the module has a
/// symbol of that name.
pub fn lookup_or_create_fn_of_type(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    name: &str,
    fn_type: Type,
    loc: Location,
) -> Attribute {
    let ctx = rw.ctx();
    let symbol = ctx.symbol_ref_attr(name);
    if strata_ir::symbols::lookup_symbol_in(ctx, rw.body(), module, name.as_bytes()).is_some() {
        return symbol;
    }
    let Some(block) = module_block(rw.body(), module) else { return symbol };
    let mut state = OperationState::new(ctx.op_name("llvm.func"), loc);
    state.set_attributes(
        ctx,
        vec![(ctx.ident("sym_name"), ctx.string_attr(name)), (ctx.ident("function_type"), ctx.type_attr(fn_type))],
    );
    state.regions.push(rw.with_body(|body| body.create_region()));
    let func = create_at(rw, InsertPoint::BlockStart(block), state);
    strata_ir::symbols::note_symbol_added(rw.body(), module, name.as_bytes(), func);
    symbol
}

/// A constant global `@name` of type `ty` holding `value` with `linkage`,
/// created at the start of `module` (upstream's `LLVM::GlobalOp` builder
/// with `isConstant`); `None` when the module has no body.
pub fn create_constant_global(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    loc: Location,
    name: &str,
    ty: Type,
    linkage: Linkage,
    value: Attribute,
) -> Option<OpId> {
    let ctx = rw.ctx();
    let block = module_block(rw.body(), module)?;
    let mut state = OperationState::new(ctx.op_name("llvm.mlir.global"), loc);
    state.set_attributes(
        ctx,
        vec![
            (ctx.ident("global_type"), ctx.type_attr(ty)),
            (ctx.ident("constant"), ctx.unit_attr()),
            (ctx.ident("sym_name"), ctx.string_attr(name)),
            (ctx.ident("linkage"), ctx.dialect_attr(linkage)),
            (ctx.ident("value"), value),
        ],
    );
    state.regions.push(rw.with_body(|body| body.create_region()));
    let global = create_at(rw, InsertPoint::BlockStart(block), state);
    strata_ir::symbols::note_symbol_added(rw.body(), module, name.as_bytes(), global);
    Some(global)
}

/// Creates `state` at `at`, leaving the insertion point where it was.
fn create_at(rw: &mut ConversionRewriter<'_, '_>, at: InsertPoint, state: OperationState) -> OpId {
    let saved = rw.insertion_point();
    rw.set_insertion_point(at);
    let op = rw.create(state);
    rw.set_insertion_point(saved);
    op
}

/// Upstream's `createPrintStrCall` without a newline: a private constant
/// global holding `text` and a zero byte (named `symbol`, made unique) at
/// the start of `module`, and a call of `runtime_function` (declared if
/// needed) on its address.
pub fn print_string(
    rw: &mut ConversionRewriter<'_, '_>,
    module: OpId,
    loc: Location,
    symbol: &str,
    text: &[u8],
    runtime_function: &str,
) {
    let ctx = rw.ctx();
    let i8 = ctx.integer_type(8);
    let values: Vec<DenseValue> = text
        .iter()
        .chain(std::iter::once(&0))
        .map(|&b| DenseValue::Int(strata_ir::ApInt::from_u64(8, u64::from(b))))
        .collect();
    let len = values.len();
    let array = ArrayType::get(ctx, i8, len as u64);
    let data = strata_ir::splat::elements_attr(ctx, ctx.ranked_tensor_type(vec![len as i64], i8), values);
    let name = unique_symbol(ctx, rw.body(), module, symbol);
    create_constant_global(rw, module, loc, &name, array, Linkage::PRIVATE, data);
    let ptr = ctx.dialect_type(PointerType { address_space: 0 });
    let address = AddressOfOp::build(rw, loc, ptr, ctx.symbol_ref_attr(&name)).res(rw.body());
    let first = gep_constant(rw, loc, ptr, array, address, &[0]).res(rw.body());
    let module_loc = rw.body().op_loc(module);
    let callee = lookup_or_create_fn(rw, module, runtime_function, &[ptr], module_loc);
    call(rw, loc, callee, &[first], None);
}

/// `name`, or `name_N` for the first counter value N giving a name no
/// symbol of `module` has (upstream's `ensureSymbolNameIsUnique`).
fn unique_symbol(ctx: &Context, body: &Body, module: OpId, name: &str) -> String {
    let taken = |n: &str| strata_ir::symbols::lookup_symbol_in(ctx, body, module, n.as_bytes()).is_some();
    let mut unique = name.to_string();
    let mut counter = 0;
    while taken(&unique) {
        unique = format!("{name}_{counter}");
        counter += 1;
    }
    unique
}
