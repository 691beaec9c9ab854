//! `cf.switch` parses and prints exactly as mlir-opt-22 does (expected
//! outputs in `tests/data/` come from `mlir-opt-22
//! --allow-unregistered-dialect [--mlir-print-op-generic] switch_forms.mlir`).

use strata_ir::{Context, DialectInfo, OpInfo, RegionSpec, Traits};
use strata_syntax::{parse_source, print_op_tree, CustomAssembly, ParseConfig, PrintConfig, SourceFile};

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    ctx.register_dialect(DialectInfo::new("func"));
    ctx.register_dialect(DialectInfo::new("cf"));
    let mut func = OpInfo::new("func.func");
    func.traits = Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL;
    func.regions = vec![RegionSpec { name: "body", variadic: false }];
    func.interfaces.insert(CustomAssembly {
        parse: strata_dialect_func::syntax::parse_func,
        print: strata_dialect_func::syntax::print_func,
        default_dialect: Some("func"),
        result_names: None,
        print_name: true,
    });
    ctx.register_op(func);
    let mut switch = OpInfo::new("cf.switch");
    switch.traits = Traits::IS_TERMINATOR | Traits::ATTR_SIZED_OPERAND_SEGMENTS;
    switch.interfaces.insert(CustomAssembly {
        parse: strata_dialect_cf::syntax::parse_switch,
        print: strata_dialect_cf::syntax::print_switch,
        default_dialect: None,
        result_names: None,
        print_name: true,
    });
    ctx.register_op(switch);
    ctx
}

fn print(flags: PrintConfig) -> String {
    let ctx = context();
    let src = SourceFile::new("switch_forms.mlir", include_bytes!("data/switch_forms.mlir").to_vec());
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
    assert_eq!(print(PrintConfig::default()), include_str!("data/switch_forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig { generic: true, ..Default::default() }), include_str!("data/switch_forms.generic"));
}
