//! `func.func`'s custom form parses and prints exactly as mlir-opt-22 does
//! (expected outputs in `tests/data/` were produced by `mlir-opt-22
//! --allow-unregistered-dialect [--mlir-print-op-generic |
//! --mlir-print-debuginfo] func_forms.mlir`).

use strata_dialect_func::syntax::{parse_func, print_func};
use strata_ir::{Context, DialectInfo, OpInfo, RegionSpec, Traits};
use strata_syntax::{parse_source, print_op_tree, CustomAssembly, ParseConfig, PrintConfig, SourceFile};

/// A minimal registration of `func.func` for the syntax alone (the real
/// one comes from ODS codegen).
fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    ctx.register_dialect(DialectInfo::new("func"));
    let mut info = OpInfo::new("func.func");
    info.traits = Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE;
    info.regions = vec![RegionSpec { name: "body", variadic: false }];
    info.interfaces.insert(CustomAssembly {
        parse: parse_func,
        print: print_func,
        default_dialect: Some("func"),
        result_names: None,
        print_name: true,
    });
    ctx.register_op(info);
    ctx
}

fn print(flags: PrintConfig) -> String {
    let ctx = context();
    let text = include_bytes!("data/func_forms.mlir").to_vec();
    let src = SourceFile::new("func_forms.mlir", text);
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
    assert_eq!(print(PrintConfig::default()), include_str!("data/func_forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig { generic: true, ..Default::default() }), include_str!("data/func_forms.generic"));
}

#[test]
fn debuginfo_matches_mlir_opt() {
    assert_eq!(
        print(PrintConfig { debug_info: true, ..Default::default() }),
        include_str!("data/func_forms.debuginfo")
    );
}

#[test]
fn inferred_attributes_are_rejected() {
    let ctx = context();
    let src =
        SourceFile::new("bad.mlir", b"func.func @g(%x: i32) attributes {sym_visibility = \"private\"} {\n}\n".to_vec());
    let err = parse_source(&ctx, &src, ParseConfig::default()).err().expect("rejected");
    assert_eq!(
        err.message,
        "custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary"
    );
    // At the `attributes` keyword, as mlir-opt-22 reports it.
    assert_eq!(ctx.file_line_col(err.loc), Some(("bad.mlir", 1, 23)));
}
