//! The affine custom forms parse and print exactly as mlir-opt-22 does
//! (`tests/data/forms.{custom,generic}` are `mlir-opt-22 [--mlir-print-op-generic]
//! forms.mlir`), and malformed input fails with an error, never a panic.

use strata_ir::Context;
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

const FORMS: &str = include_str!("data/forms.mlir");

fn context() -> Context {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    strata_dialect_func::register(&ctx);
    strata_dialect_affine::register(&ctx);
    ctx
}

fn config() -> ParseConfig {
    ParseConfig { implicit_module: true, ..ParseConfig::default() }
}

/// Parses `text` and prints it with `flags`, or returns the error message.
fn round_trip(ctx: &Context, text: &str, flags: &PrintConfig) -> Result<String, String> {
    let src = SourceFile::new("forms.mlir", text.as_bytes().to_vec());
    let m = parse_source(ctx, &src, config()).map_err(|d| d.message.clone())?;
    Ok(print_op_tree(ctx, &m.body, m.root, flags))
}

#[test]
fn custom_form_matches_mlir_opt() {
    let ctx = context();
    let printed = round_trip(&ctx, FORMS, &PrintConfig::default()).expect("parses");
    assert_eq!(printed, include_str!("data/forms.custom"));
}

#[test]
fn generic_form_matches_mlir_opt() {
    let ctx = context();
    let printed = round_trip(&ctx, FORMS, &PrintConfig { generic: true, ..Default::default() }).expect("parses");
    assert_eq!(printed, include_str!("data/forms.generic"));
}

#[test]
fn generic_input_prints_the_custom_form() {
    let ctx = context();
    let printed = round_trip(&ctx, include_str!("data/forms.generic"), &PrintConfig::default()).expect("parses");
    assert_eq!(printed, include_str!("data/forms.custom"));
}

#[test]
fn every_prefix_fails_cleanly() {
    // Cut at every byte of the affine lines: each prefix is an error (or,
    // rarely, valid IR), never a panic.
    let ctx = context();
    let start = FORMS.find("%0 = affine.apply").expect("apply line");
    for end in (start..FORMS.len()).filter(|&i| FORMS.is_char_boundary(i)) {
        let _ = round_trip(&ctx, &FORMS[..end], &PrintConfig::default());
    }
}

#[test]
fn deep_subscripts_hit_the_nesting_limit() {
    // On a thread with the stack strata-opt gives its parser.
    let t = std::thread::Builder::new().stack_size(strata_ir::WORKER_STACK).spawn(deep_subscripts_body);
    assert!(t.map(|h| h.join().is_ok()).unwrap_or(false));
}

fn deep_subscripts_body() {
    let ctx = context();
    let deep = format!(
        "func.func @f(%m: memref<4xf32>, %i: index) {{\n  %0 = affine.load %m[{}%i{}] : memref<4xf32>\n  return\n}}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let err = round_trip(&ctx, &deep, &PrintConfig::default()).expect_err("too deep");
    assert!(err.starts_with("nesting is deeper than the limit"), "{err}");
}

#[test]
fn subscript_errors_match_upstream() {
    let ctx = context();
    for (subscripts, message) in [
        (
            "[%i * %i]",
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        ("[symbol %i]", "expected '(' at start of SSA symbol"),
        ("[symbol(%i]", "expected ')' at end of SSA symbol"),
        ("[symbol(3)]", "expected ssa identifier"),
        ("[d0]", "use of undeclared identifier"),
        ("(%i)", "expected '[' in affine map"),
        ("[%i + ]", "missing right operand of binary operator"),
    ] {
        let text = format!(
            "func.func @f(%m: memref<4xf32>, %i: index) {{\n  %0 = affine.load %m{subscripts} : memref<4xf32>\n  return\n}}\n"
        );
        assert_eq!(round_trip(&ctx, &text, &PrintConfig::default()).expect_err(subscripts), message);
    }
}

#[test]
fn dma_ops_rebuild_from_their_parts() {
    use strata_dialect_affine::{AffineDmaStartOp, AffineDmaWaitOp};
    use strata_ir::{Builder, InsertPoint, OpId, WalkOrder, WalkResult};

    // Each DMA op of the forms, built again right after itself from the
    // groups its accessors read: the copy prints as the original does.
    let ctx = context();
    let src = SourceFile::new("forms.mlir", FORMS.as_bytes().to_vec());
    let mut m = parse_source(&ctx, &src, config()).expect("parses");
    let mut dma: Vec<OpId> = Vec::new();
    m.body.walk(m.root, WalkOrder::PreOrder, |body, op| {
        if AffineDmaStartOp::cast(&ctx, body, op).is_some() || AffineDmaWaitOp::cast(&ctx, body, op).is_some() {
            dma.push(op);
        }
        WalkResult::Advance
    });
    assert_eq!(dma.len(), 3);
    for op in dma {
        let start = AffineDmaStartOp::cast(&ctx, &m.body, op).and_then(|s| s.parts(&ctx, &m.body));
        let wait = AffineDmaWaitOp::cast(&ctx, &m.body, op).and_then(|w| w.parts(&ctx, &m.body));
        let loc = m.body.op_loc(op);
        let mut b = Builder::at(&ctx, &mut m.body, InsertPoint::After(op));
        match (start, wait) {
            (Some(parts), _) => {
                AffineDmaStartOp::build(&mut b, loc, &parts);
            }
            (_, Some(parts)) => {
                AffineDmaWaitOp::build(&mut b, loc, &parts);
            }
            _ => panic!("a DMA op whose groups do not fit its maps"),
        }
    }
    let printed = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
    let lines: Vec<&str> = printed.lines().filter(|l| l.contains("affine.dma_")).collect();
    assert_eq!(lines.len(), 6, "{printed}");
    for pair in lines.chunks(2) {
        assert_eq!(pair[0], pair[1]);
    }
}
