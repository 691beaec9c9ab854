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

#[test]
fn result_names_match_upstream() {
    use strata_ir::OperationState;
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    strata_dialect_memref::register(&ctx);
    let mut body = strata_ir::Body::new();
    let index = ctx.index_type();
    let mut names = Vec::new();
    for (op, n, expected) in [
        ("memref.alloc", 1, vec!["alloc"]),
        ("memref.memory_space_cast", 1, vec!["memspacecast"]),
        ("memref.extract_aligned_pointer_as_index", 1, vec!["intptr"]),
        ("memref.extract_strided_metadata", 6, vec!["base_buffer", "offset", "sizes", "strides"]),
        ("memref.extract_strided_metadata", 2, vec!["base_buffer", "offset"]),
        ("memref.load", 1, vec![]),
    ] {
        let name = ctx.op_name(op);
        let mut st = OperationState::new(name, ctx.unknown_loc());
        st.result_types = strata_ir::smallvec![index; n];
        let id = body.create_op(st, ctx.empty_dictionary());
        let hook = ctx
            .op_info(name)
            .and_then(|info| info.interface::<strata_syntax::CustomAssembly>().copied())
            .and_then(|asm| asm.result_names);
        let mut got = Vec::new();
        if let Some(hook) = hook {
            hook(&ctx, &body, id, &mut |v, name| {
                let index = body.results(id).iter().position(|&r| r == v).unwrap_or(usize::MAX);
                got.push((index, name.to_string()));
            });
        }
        assert_eq!(got.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(), expected, "{op}");
        names.push(got);
    }
    // The packs of a rank-2 extract_strided_metadata start at results 2 and 4.
    assert_eq!(names[3].iter().map(|(i, _)| *i).collect::<Vec<_>>(), vec![0, 1, 2, 4]);
}
