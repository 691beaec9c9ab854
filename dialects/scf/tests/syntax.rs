//! `scf.for` and `scf.if` parse and print exactly as mlir-opt-22 does
//! (expected outputs in `tests/data/` come from `mlir-opt-22
//! --allow-unregistered-dialect [--mlir-print-op-generic] scf_forms.mlir`).

use strata_ir::{Context, DialectInfo, OpId, OpInfo, OperationState, RegionSpec, Traits};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{
    parse_source, print_op_tree, CustomAssembly, OpPrinter, ParseConfig, Parser, PrintConfig, SourceFile,
};

fn custom(
    parse: fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>,
    print: fn(&mut OpPrinter<'_>, OpId),
) -> CustomAssembly {
    CustomAssembly { parse, print, default_dialect: None, result_names: None, print_name: true }
}

/// `scf.yield [%v, ... : types]` (its declarative format, written out by
/// hand here until the format engine registers it).
fn parse_yield(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    let mut operands = Vec::new();
    while p.is(TokenKind::PercentIdent) {
        operands.push(p.parse_ssa_use()?);
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    if !operands.is_empty() {
        p.expect(TokenKind::Colon, "expected ':'")?;
        for (i, o) in operands.iter().enumerate() {
            if i > 0 {
                p.expect(TokenKind::Comma, "expected ','")?;
            }
            let ty = p.parse_type()?;
            let v = p.resolve_operand(o, ty)?;
            state.operands.push(v);
        }
    }
    Ok(())
}

fn print_yield(p: &mut OpPrinter<'_>, op: OpId) {
    let operands: Vec<_> = p.body.operands(op).collect();
    if !operands.is_empty() {
        p.out.push(' ');
        p.print_operands(operands.iter().copied());
        p.out.push_str(" : ");
        let body = p.body;
        p.print_types(operands.iter().map(|&v| body.value_type(v)));
    }
}

/// `scf.condition(%c) [%v, ... : types]` (declarative upstream; by hand here).
fn parse_condition(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    p.expect(TokenKind::LParen, "expected '('")?;
    let c = p.parse_ssa_use()?;
    p.expect(TokenKind::RParen, "expected ')'")?;
    let v = p.resolve_operand(&c, p.ctx.integer_type(1))?;
    state.operands.push(v);
    parse_yield(p, state)
}

fn print_condition(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push('(');
    p.print_operand(p.body.operand(op, 0));
    p.out.push(')');
    let rest: Vec<_> = p.body.operands(op).skip(1).collect();
    if !rest.is_empty() {
        p.out.push(' ');
        p.print_operands(rest.iter().copied());
        p.out.push_str(" : ");
        let body = p.body;
        p.print_types(rest.iter().map(|&v| body.value_type(v)));
    }
}

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    ctx.register_dialect(DialectInfo::new("func"));
    ctx.register_dialect(DialectInfo::new("scf"));
    let mut func = OpInfo::new("func.func");
    func.traits = Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL;
    func.regions = vec![RegionSpec { name: "body", variadic: false }];
    func.interfaces.insert(CustomAssembly {
        default_dialect: Some("func"),
        ..custom(strata_dialect_func::syntax::parse_func, strata_dialect_func::syntax::print_func)
    });
    ctx.register_op(func);
    let mut for_op = OpInfo::new("scf.for");
    for_op.traits = Traits::SINGLE_BLOCK | Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR;
    for_op.interfaces.insert(custom(strata_dialect_scf::syntax::parse_for, strata_dialect_scf::syntax::print_for));
    ctx.register_op(for_op);
    let mut if_op = OpInfo::new("scf.if");
    if_op.traits = Traits::SINGLE_BLOCK | Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR;
    if_op.interfaces.insert(custom(strata_dialect_scf::syntax::parse_if, strata_dialect_scf::syntax::print_if));
    ctx.register_op(if_op);
    let mut while_op = OpInfo::new("scf.while");
    while_op
        .interfaces
        .insert(custom(strata_dialect_scf::syntax::parse_while, strata_dialect_scf::syntax::print_while));
    ctx.register_op(while_op);
    let mut exec = OpInfo::new("scf.execute_region");
    exec.interfaces.insert(custom(
        strata_dialect_scf::syntax::parse_execute_region,
        strata_dialect_scf::syntax::print_execute_region,
    ));
    ctx.register_op(exec);
    let mut condition = OpInfo::new("scf.condition");
    condition.traits = Traits::IS_TERMINATOR;
    condition.interfaces.insert(custom(parse_condition, print_condition));
    ctx.register_op(condition);
    let mut switch = OpInfo::new("scf.index_switch");
    let spec = strata_syntax::format::FormatSpec::new("scf.index_switch")
        .operand("arg", strata_ir::Arity::Single)
        .result("results", strata_ir::Arity::Variadic)
        .attr("cases", strata_syntax::format::AttrFormat::Plain, strata_syntax::format::AttrPresence::Required)
        .region("defaultRegion", false)
        .region("caseRegions", true)
        .buildable("arg", |ctx| ctx.index_type())
        .implicit_terminator("scf.yield");
    strata_syntax::format::attach_format(
        &mut switch,
        spec,
        "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
        &strata_dialect_scf::syntax::custom_directives(),
    )
    .expect("the format compiles");
    ctx.register_op(switch);
    let mut parallel = OpInfo::new("scf.parallel");
    parallel.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    parallel
        .interfaces
        .insert(custom(strata_dialect_scf::syntax::parse_parallel, strata_dialect_scf::syntax::print_parallel));
    ctx.register_op(parallel);
    let no_customs = strata_syntax::format::CustomDirectives::new();
    let mut reduce = OpInfo::new("scf.reduce");
    reduce.traits = Traits::IS_TERMINATOR;
    let spec = strata_syntax::format::FormatSpec::new("scf.reduce")
        .operand("operands", strata_ir::Arity::Variadic)
        .region("reductions", true);
    strata_syntax::format::attach_format(
        &mut reduce,
        spec,
        "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        &no_customs,
    )
    .expect("compiles");
    ctx.register_op(reduce);
    let mut reduce_return = OpInfo::new("scf.reduce.return");
    reduce_return.traits = Traits::IS_TERMINATOR;
    let spec = strata_syntax::format::FormatSpec::new("scf.reduce.return").operand("result", strata_ir::Arity::Single);
    strata_syntax::format::attach_format(&mut reduce_return, spec, "$result attr-dict `:` type($result)", &no_customs)
        .expect("compiles");
    ctx.register_op(reduce_return);
    let mut ret = OpInfo::new("func.return");
    ret.traits = Traits::IS_TERMINATOR;
    let spec = strata_syntax::format::FormatSpec::new("func.return").operand("operands", strata_ir::Arity::Variadic);
    strata_syntax::format::attach_format(&mut ret, spec, "attr-dict ($operands^ `:` type($operands))?", &no_customs)
        .expect("compiles");
    ctx.register_op(ret);
    let mut forall = OpInfo::new("scf.forall");
    forall.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    forall
        .interfaces
        .insert(custom(strata_dialect_scf::syntax::parse_forall, strata_dialect_scf::syntax::print_forall));
    ctx.register_op(forall);
    let mut in_parallel = OpInfo::new("scf.forall.in_parallel");
    in_parallel.traits = Traits::IS_TERMINATOR | Traits::NO_TERMINATOR;
    in_parallel
        .interfaces
        .insert(custom(strata_dialect_scf::syntax::parse_in_parallel, strata_dialect_scf::syntax::print_in_parallel));
    ctx.register_op(in_parallel);
    // tensor.parallel_insert_slice, the one op in_parallel accepts here.
    ctx.register_dialect(DialectInfo::new("tensor"));
    let mut insert = OpInfo::new("tensor.parallel_insert_slice");
    insert.traits = Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    let spec = strata_syntax::format::FormatSpec::new("tensor.parallel_insert_slice")
        .operand("source", strata_ir::Arity::Single)
        .operand("dest", strata_ir::Arity::Single)
        .operand("offsets", strata_ir::Arity::Variadic)
        .operand("sizes", strata_ir::Arity::Variadic)
        .operand("strides", strata_ir::Arity::Variadic)
        .attr("static_offsets", strata_syntax::format::AttrFormat::Plain, strata_syntax::format::AttrPresence::Required)
        .attr("static_sizes", strata_syntax::format::AttrFormat::Plain, strata_syntax::format::AttrPresence::Required)
        .attr("static_strides", strata_syntax::format::AttrFormat::Plain, strata_syntax::format::AttrPresence::Required)
        .traits(Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .buildable("offsets", |c| c.index_type())
        .buildable("sizes", |c| c.index_type())
        .buildable("strides", |c| c.index_type());
    let mut common = strata_syntax::format::CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut common);
    strata_syntax::format::attach_format(
        &mut insert,
        spec,
        "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
         custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) \
         attr-dict `:` type($source) `into` type($dest)",
        &common,
    )
    .expect("compiles");
    ctx.register_op(insert);
    let mut yield_op = OpInfo::new("scf.yield");
    yield_op.traits = Traits::IS_TERMINATOR | Traits::RETURN_LIKE;
    yield_op.interfaces.insert(custom(parse_yield, print_yield));
    ctx.register_op(yield_op);
    ctx
}

fn print(flags: PrintConfig) -> String {
    print_file("scf_forms.mlir", include_bytes!("data/scf_forms.mlir"), flags)
}

fn print_file(name: &str, text: &[u8], flags: PrintConfig) -> String {
    let ctx = context();
    let src = SourceFile::new(name, text.to_vec());
    let m = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("parses");
    print_op_tree(&ctx, &m.body, m.root, &flags)
}

#[test]
fn custom_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig::default()), include_str!("data/scf_forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig { generic: true, ..Default::default() }), include_str!("data/scf_forms.generic"));
}

#[test]
fn loop_carried_mismatch_is_an_error() {
    let ctx = context();
    let text = b"func.func @f(%a: index) {\n  scf.for %i = %a to %a step %a iter_args(%x = %a) {\n  }\n  \"t.ret\"() : () -> ()\n}\n";
    let src = SourceFile::new("bad.mlir", text.to_vec());
    let err = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .err()
    .expect("error");
    assert_eq!(err.message, "expected '->'");
}

#[test]
fn while_and_execute_region_match_mlir_opt() {
    let text = include_bytes!("data/while_forms.mlir");
    assert_eq!(print_file("while_forms.mlir", text, PrintConfig::default()), include_str!("data/while_forms.custom"));
    let generic = PrintConfig { generic: true, ..Default::default() };
    assert_eq!(print_file("while_forms.mlir", text, generic), include_str!("data/while_forms.generic"));
}

#[test]
fn index_switch_matches_mlir_opt() {
    let text = include_bytes!("data/switch_forms.mlir");
    assert_eq!(print_file("switch_forms.mlir", text, PrintConfig::default()), include_str!("data/switch_forms.custom"));
    let generic = PrintConfig { generic: true, ..Default::default() };
    assert_eq!(print_file("switch_forms.mlir", text, generic), include_str!("data/switch_forms.generic"));
}

#[test]
fn parallel_and_reduce_match_mlir_opt() {
    let text = include_bytes!("data/parallel_forms.mlir");
    assert_eq!(
        print_file("parallel_forms.mlir", text, PrintConfig::default()),
        include_str!("data/parallel_forms.custom")
    );
    let generic = PrintConfig { generic: true, ..Default::default() };
    assert_eq!(print_file("parallel_forms.mlir", text, generic), include_str!("data/parallel_forms.generic"));
}

#[test]
fn forall_matches_mlir_opt() {
    let text = include_bytes!("data/forall_forms.mlir");
    assert_eq!(print_file("forall_forms.mlir", text, PrintConfig::default()), include_str!("data/forall_forms.custom"));
    let generic = PrintConfig { generic: true, ..Default::default() };
    assert_eq!(print_file("forall_forms.mlir", text, generic), include_str!("data/forall_forms.generic"));
}
