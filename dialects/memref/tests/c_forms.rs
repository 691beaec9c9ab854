//! memref ops with C++-written syntax upstream (transpose, prefetch,
//! alloca_scope) plus result-name hints, matching mlir-opt-22
//! (`tests/data/c_forms.{custom,generic}`).

use strata_ir::{Arity, Context, DialectInfo, OpInfo, Traits};
use strata_syntax::format::{attach_format, CustomDirectives, FormatSpec};
use strata_syntax::{parse_source, print_op_tree, CustomAssembly, ParseConfig, PrintConfig, SourceFile};

use strata_dialect_memref::syntax as memref;

fn custom(
    name: &str,
    parse: fn(&mut strata_syntax::Parser<'_>, &mut strata_ir::OperationState) -> strata_syntax::parser::PResult<()>,
    print: fn(&mut strata_syntax::OpPrinter<'_>, strata_ir::OpId),
) -> CustomAssembly {
    CustomAssembly {
        parse,
        print,
        default_dialect: None,
        result_names: registered_result_names(name),
        print_name: true,
    }
}

/// The result-name hook the memref dialect registers for `name`.
#[allow(clippy::type_complexity)]
fn registered_result_names(
    name: &str,
) -> Option<fn(&Context, &strata_ir::Body, strata_ir::OpId, &mut dyn FnMut(strata_ir::Value, &str))> {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_memref::register(&ctx);
    ctx.op_info(ctx.op_name(name)).and_then(|info| info.interface::<CustomAssembly>().and_then(|asm| asm.result_names))
}

/// A terminator whose format is `attr-dict ($name^ `:` type($name))?`.
fn register_return(ctx: &Context, name: &str, operands: &'static str) {
    let mut info = OpInfo::new(name);
    info.traits = Traits::IS_TERMINATOR | Traits::RETURN_LIKE;
    let spec = FormatSpec::new(name).operand(operands, Arity::Variadic);
    let format = format!("attr-dict (${operands}^ `:` type(${operands}))?");
    attach_format(&mut info, spec, &format, &CustomDirectives::new()).expect("compiles");
    ctx.register_op(info);
}

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    ctx.register_dialect(DialectInfo::new("func"));
    ctx.register_dialect(DialectInfo::new("memref"));
    let mut func = OpInfo::new("func.func");
    func.traits = Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL;
    func.interfaces.insert(CustomAssembly {
        parse: strata_dialect_func::syntax::parse_func,
        print: strata_dialect_func::syntax::print_func,
        default_dialect: Some("func"),
        result_names: None,
        print_name: true,
    });
    ctx.register_op(func);
    register_return(&ctx, "func.return", "operands");
    register_return(&ctx, "memref.alloca_scope.return", "results");
    for (name, parse, print) in [
        ("memref.transpose", memref::parse_transpose as _, memref::print_transpose as _),
        ("memref.prefetch", memref::parse_prefetch as _, memref::print_prefetch as _),
        ("memref.alloca_scope", memref::parse_alloca_scope as _, memref::print_alloca_scope as _),
    ] {
        let mut info = OpInfo::new(name);
        info.interfaces.insert(custom(name, parse, print));
        ctx.register_op(info);
    }
    ctx
}

fn print(flags: PrintConfig) -> String {
    let ctx = context();
    let src = SourceFile::new("c_forms.mlir", include_bytes!("data/c_forms.mlir").to_vec());
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
    assert_eq!(print(PrintConfig::default()), include_str!("data/c_forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig { generic: true, ..Default::default() }), include_str!("data/c_forms.generic"));
}

#[test]
fn prefetch_specifiers_are_checked() {
    let ctx = context();
    for (bad, message) in [
        ("readwrite, locality<3>, data", "rw specifier has to be 'read' or 'write'"),
        ("read, locality<3>, both", "cache type has to be 'data' or 'instr'"),
    ] {
        let text = format!(
            "func.func @f(%a: memref<4xf32>, %i: index) {{\n  memref.prefetch %a[%i], {bad} : memref<4xf32>\n  return\n}}\n"
        );
        let src = SourceFile::new("bad.mlir", text.into_bytes());
        let err = parse_source(&ctx, &src, ParseConfig::default()).err().expect("rejected");
        assert_eq!(err.message, message);
    }
}
