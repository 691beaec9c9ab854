//! A dialect author's view: an op registered from plain Rust with a custom
//! form and result-name hints round-trips, and hints are uniqued the way
//! upstream's printer does (`%c0`, `%c0_0`, one conflict counter per scope,
//! names visible in nested regions).

use strata_ir::{Context, DialectInfo, MemoryEffects, OpId, OpInfo, OperationState};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{
    parse_source, print_op_tree, CustomAssembly, OpPrinter, ParseConfig, Parser, PrintConfig, SourceFile,
};

/// `test.named "hint" : type` — one result, named after the hint.
fn register(ctx: &Context) {
    ctx.register_dialect(DialectInfo::new("test"));
    let mut info = OpInfo::new("test.named");
    info.effects = MemoryEffects::none();
    info.interfaces.insert(CustomAssembly {
        parse: parse_named,
        print: print_named,
        default_dialect: None,
        result_names: Some(|ctx, body, op, sink| {
            let hint = ctx.dict_get(body.attrs(op), "hint").and_then(|a| ctx.string_value(a)).unwrap_or(b"");
            sink(body.result(op, 0), &String::from_utf8_lossy(hint));
        }),
        print_name: true,
    });
    ctx.register_op(info);
}

fn parse_named(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if !p.is(TokenKind::String) {
        return Err(p.wrong_token_error("expected hint string"));
    }
    let hint = String::from_utf8_lossy(&strata_syntax::lexer::unescape_string(p.tok_bytes())).into_owned();
    p.bump();
    p.expect(TokenKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    state.result_types.push(ty);
    let name = p.ctx.ident("hint");
    state.attrs = Some(p.ctx.dictionary_attr(vec![(name, p.ctx.string_attr(&hint))]));
    Ok(())
}

fn print_named(p: &mut OpPrinter<'_>, op: OpId) {
    let hint = p.ctx.dict_get(p.body.attrs(op), "hint").expect("hint");
    p.out.push(' ');
    p.print_attr(hint);
    p.out.push_str(" : ");
    p.print_type(p.body.value_type(p.body.result(op, 0)));
}

const INPUT: &str = r#"%a = test.named "c0" : i32
%b = test.named "c0" : i32
%c = test.named "cst" : f32
%d = test.named "cst" : f32
%e = test.named "9lives" : i32
"t.region"() ({
  %f = test.named "c0" : i32
  %g = test.named "inner" : i32
  "t.use"(%a, %f, %g) : (i32, i32, i32) -> ()
}) : () -> ()
"t.region"() ({
  %h = test.named "inner" : i32
  "t.use"(%h) : (i32) -> ()
}) : () -> ()
"t.use"(%b, %c, %d, %e) : (i32, f32, f32, i32) -> ()
"#;

#[test]
fn result_name_hints_are_uniqued_like_upstream() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    register(&ctx);
    let src = SourceFile::new("named.mlir", INPUT.as_bytes().to_vec());
    let m = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("parses");
    let text = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
    let expected = r#"module {
  %c0 = test.named "c0" : i32
  %c0_0 = test.named "c0" : i32
  %cst = test.named "cst" : f32
  %cst_1 = test.named "cst" : f32
  %_9lives = test.named "9lives" : i32
  "t.region"() ({
    %c0_2 = test.named "c0" : i32
    %inner = test.named "inner" : i32
    "t.use"(%c0, %c0_2, %inner) : (i32, i32, i32) -> ()
  }) : () -> ()
  "t.region"() ({
    %inner = test.named "inner" : i32
    "t.use"(%inner) : (i32) -> ()
  }) : () -> ()
  "t.use"(%c0_0, %cst, %cst_1, %_9lives) : (i32, f32, f32, i32) -> ()
}

"#;
    assert_eq!(text, expected);
    // The custom form parses back to the same text.
    let again = SourceFile::new("again.mlir", text.clone().into_bytes());
    let m2 = parse_source(
        &ctx,
        &again,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("reparses");
    assert_eq!(print_op_tree(&ctx, &m2.body, m2.root, &PrintConfig::default()), text);
    // Generic form ignores the hints.
    let generic = print_op_tree(&ctx, &m.body, m.root, &PrintConfig { generic: true, ..PrintConfig::default() });
    assert!(generic.contains(r#"%0 = "test.named"() {hint = "c0"} : () -> i32"#), "{generic}");
}

/// `test.multi : t, ...` with result names like upstream's
/// `memref.extract_strided_metadata`: base_buffer, offset, sizes (2),
/// strides (2).
fn register_multi(ctx: &Context) {
    let mut info = OpInfo::new("test.multi");
    info.effects = MemoryEffects::none();
    info.interfaces.insert(CustomAssembly {
        parse: |p, state| {
            p.expect(TokenKind::Colon, "expected ':'")?;
            loop {
                let ty = p.parse_type()?;
                state.result_types.push(ty);
                if !p.consume_if(TokenKind::Comma) {
                    return Ok(());
                }
            }
        },
        print: |p, op| {
            p.out.push_str(" : ");
            let body = p.body;
            p.print_types(body.results(op).iter().map(|&r| body.value_type(r)));
        },
        default_dialect: None,
        result_names: Some(|_, body, op, sink| {
            let r = body.results(op);
            sink(r[0], "base_buffer");
            sink(r[1], "offset");
            sink(r[2], "sizes");
            sink(r[4], "strides");
        }),
        print_name: true,
    });
    ctx.register_op(info);
}

#[test]
fn result_groups_print_like_upstream() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    register(&ctx);
    register_multi(&ctx);
    let input = "%a, %b, %c:2, %d:2 = test.multi : i32, i32, i32, i32, i32, i32\n\
                 \"t.use\"(%a, %b, %c#0, %c#1, %d#1) : (i32, i32, i32, i32, i32) -> ()\n";
    let src = SourceFile::new("multi.mlir", input.as_bytes().to_vec());
    let m = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("parses");
    let text = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
    assert_eq!(
        text,
        "module {\n  %base_buffer, %offset, %sizes:2, %strides:2 = test.multi : i32, i32, i32, i32, i32, i32\n  \
         \"t.use\"(%base_buffer, %offset, %sizes#0, %sizes#1, %strides#1) : (i32, i32, i32, i32, i32) -> ()\n}\n\n"
    );
    // The grouped names parse back to the same IR.
    let again = SourceFile::new("again.mlir", text.clone().into_bytes());
    let m2 = parse_source(
        &ctx,
        &again,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("reparses");
    assert_eq!(print_op_tree(&ctx, &m2.body, m2.root, &PrintConfig::default()), text);
    // Generic form ignores hints, so there are no groups.
    let generic = print_op_tree(&ctx, &m.body, m.root, &PrintConfig { generic: true, ..PrintConfig::default() });
    assert!(generic.contains("%0:6 = \"test.multi\"()"), "{generic}");
    assert!(generic.contains("(%0#0, %0#1, %0#2, %0#3, %0#5)"), "{generic}");
}
