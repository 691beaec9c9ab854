//! memref.global through the declarative format engine with its
//! `custom<GlobalMemrefOpTypeAndInitialValue>` directive, matching
//! mlir-opt-22 (`tests/data/global_forms.{custom,generic}`).

use strata_ir::{Context, DialectInfo, OpInfo, Traits};
use strata_syntax::format::{attach_format, AttrFormat, AttrPresence, FormatSpec};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

/// upstream's `MemRef_GlobalOp` assembly format.
const GLOBAL_FORMAT: &str = "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` \
     custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict";

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    ctx.register_dialect(DialectInfo::new("memref"));
    let mut info = OpInfo::new("memref.global");
    info.traits = Traits::SYMBOL;
    let spec = FormatSpec::new("memref.global")
        .attr("sym_name", AttrFormat::SymbolName, AttrPresence::Required)
        .attr("sym_visibility", AttrFormat::Str, AttrPresence::Optional)
        .attr("type", AttrFormat::Plain, AttrPresence::Required)
        .attr("initial_value", AttrFormat::Plain, AttrPresence::Optional)
        .attr("constant", AttrFormat::Unit, AttrPresence::Optional)
        .attr("alignment", AttrFormat::Plain, AttrPresence::Optional);
    attach_format(&mut info, spec, GLOBAL_FORMAT, &strata_dialect_memref::syntax::custom_directives())
        .expect("the format compiles");
    ctx.register_op(info);
    ctx
}

fn print(flags: PrintConfig) -> String {
    let ctx = context();
    let src = SourceFile::new("global_forms.mlir", include_bytes!("data/global_forms.mlir").to_vec());
    let m = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
    print_op_tree(&ctx, &m.body, m.root, &flags)
}

#[test]
fn custom_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig::default()), include_str!("data/global_forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    assert_eq!(print(PrintConfig { generic: true, ..Default::default() }), include_str!("data/global_forms.generic"));
}

#[test]
fn dynamic_shapes_are_rejected() {
    let ctx = context();
    let src = SourceFile::new("bad.mlir", b"memref.global @d : memref<?xf32>\n".to_vec());
    let err = parse_source(&ctx, &src, ParseConfig::default()).err().expect("rejected");
    assert_eq!(err.message, "type should be static shaped memref, but got memref<?xf32>");
}
