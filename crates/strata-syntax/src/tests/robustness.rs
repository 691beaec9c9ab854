//! Bad input never panics: every prefix of valid text fails or parses
//! cleanly, and ops that do not fit their spec print in generic form.

use strata_ir::Arity;

use super::{context, value, OpDef};
use crate::format::{AttrFormat, AttrPresence};
use crate::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

const TEXT: &str = r#""u.body"() ({
^bb0(%a: i32, %b: i32, %c: i1, %m: memref<4x?xf32>, %i: index, %w: vector<4xi32>):
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.cmpi "ult", %w, %w {x = [1, 2]} : vector<4xi32>
  %2 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %3 = memref.alloc(%i)[%i] : memref<?xf32, strided<[1], offset: ?>>
  %4:2 = func.call @k(%a, %b) {no_inline} : (i32, i32) -> (i32, f32)
  %5 = tensor.generate %i {
  ^bb0(%x: index):
    tensor.yield %a : i32
  } : tensor<?xi32>
  test.clauses lower(%a : i32) nowait kind = slt
  %6 = test.pair [%a : i32] with [%b : i32] -> i64
  cf.br ^bb1(%a : i32)
^bb1(%y: i32):
  scf.yield %y : i32
}) : () -> ()
"#;

#[test]
fn every_prefix_parses_or_fails_without_panicking() {
    let ctx = context();
    let config = ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() };
    for end in 0..TEXT.len() {
        let src = SourceFile::new("p.mlir", TEXT.as_bytes()[..end].to_vec());
        if let Ok(m) = parse_source(&ctx, &src, config.clone()) {
            let _ = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
        }
    }
    let src = SourceFile::new("p.mlir", TEXT.as_bytes().to_vec());
    assert!(parse_source(&ctx, &src, config).is_ok());
}

/// A parse leaves nothing in the arena but the tree it returns: the
/// top-level block the parser reads into becomes the implicit module's
/// block, or is erased when the file is one op.
#[test]
fn parsed_arena_holds_only_the_tree() {
    let ctx = context();
    let two_ops = "\"u.a\"() : () -> ()\n\"u.b\"() : () -> ()\n";
    let one_module = "module {\n  \"u.a\"() : () -> ()\n}\n";
    let cases = [(two_ops, true), (one_module, true), (one_module, false), (TEXT, false)];
    for (text, implicit_module) in cases {
        let config = ParseConfig { allow_unregistered: true, implicit_module, ..ParseConfig::default() };
        let m = parse_source(&ctx, &SourceFile::new("p.mlir", text.as_bytes().to_vec()), config).unwrap();
        let ops = m.body.collect_ops(m.root, strata_ir::WalkOrder::PreOrder);
        let blocks: usize =
            ops.iter().flat_map(|&o| m.body.regions(o).to_vec()).map(|r| m.body.region_blocks(r).count()).sum();
        assert_eq!((ops.len(), blocks), (m.body.num_ops(), m.body.num_blocks()), "{text}");
        m.body.check_invariants().unwrap();
    }
}

/// Ops in the forms the fast path of simple formats takes.
const SIMPLE: &str = r#""u.body"() ({
^bb0(%a: i32, %b: i32, %c: i1, %m: memref<4x?xf32>, %i: index, %w: vector<4xi32>, %v: vector<4xi1>, %t: !test.thing<4>):
  %0 = arith.addi %a, %b : i32
  %1 = arith.cmpi ult, %w, %w : vector<4xi32>
  %2 = memref.load %m[%i, %i] : memref<4x?xf32>
  %3 = arith.select %c, %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = vector.broadcast %a : i32 to vector<4xi32>
  %6 = test.cast %t : thing<4> to !test.other
  %7 = gpu.thread_id x
  %8 = memref.load %m[] : memref<4x?xf32>
  %9 = arith.select %c, %w, %w : vector<4xi32>
  %10 = arith.addi %0, %4 : i32
  %11 = gpu.thread_id y upper_bound 4
  cf.br ^bb1
^bb1:
  scf.yield
}) : () -> ()
"#;

/// The fast path for simple formats (`simple.rs`) gives what the general
/// interpreter gives, output or error, on every line of `TEXT` and
/// `SIMPLE` and on each with one word dropped or replaced by a token of
/// another kind.
#[test]
fn fast_path_parses_as_the_general_interpreter() {
    let ctx = context();
    let both = |text: &str| {
        let fast = super::print(&ctx, text, true);
        crate::format::simple::GENERAL_ONLY.with(|g| g.set(true));
        let general = super::print(&ctx, text, true);
        crate::format::simple::GENERAL_ONLY.with(|g| g.set(false));
        assert_eq!(fast, general, "{text}");
    };
    super::print(&ctx, SIMPLE, true).expect("SIMPLE parses");
    let mut variants = 0;
    for lines in [TEXT.lines().collect::<Vec<&str>>(), SIMPLE.lines().collect()] {
        for (n, line) in lines.iter().enumerate() {
            let words: Vec<&str> = line.split(' ').collect();
            for w in 0..words.len() {
                for replacement in
                    [None, Some("%a"), Some("%zz"), Some("i64"), Some("{"), Some(":"), Some("overflow"), Some("7")]
                {
                    let mut changed: Vec<&str> = words.clone();
                    match replacement {
                        None => {
                            changed.remove(w);
                        }
                        Some(r) => changed[w] = r,
                    }
                    let mut text: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                    text[n] = changed.join(" ");
                    both(&(text.join("\n") + "\n"));
                    variants += 1;
                }
            }
        }
    }
    assert!(variants > 1000, "{variants}");
}

#[test]
fn op_not_fitting_its_spec_prints_generic() {
    let ctx = context();
    let text = "\"u.body\"() ({\n^bb0(%a: i32):\n  %0 = \"arith.addi\"(%a) : (i32) -> i32\n}) : () -> ()\n";
    let src = SourceFile::new("g.mlir", text.as_bytes().to_vec());
    let config = ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() };
    let m = parse_source(&ctx, &src, config).expect("generic form parses");
    let out = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
    // The default-valued property is populated, as upstream's properties are.
    let expected = "    %0 = \"arith.addi\"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i32\n";
    assert!(out.contains(expected), "{out}");
}

fn i64t(ctx: &strata_ir::Context) -> strata_ir::Type {
    ctx.integer_type(64)
}

#[test]
fn typed_symbol_and_qualified_attributes() {
    let ctx = context();
    let mut d = OpDef::new("test.attrs");
    d.attrs = vec![
        super::attr("sym_name", false, None),
        super::attr("count", false, None),
        super::attr("flags", false, None),
    ];
    d.register(&ctx, "$sym_name `count` $count `,` qualified($flags) attr-dict", |s| {
        s.attr("sym_name", AttrFormat::SymbolName, AttrPresence::Required)
            .attr("count", AttrFormat::Typed(i64t), AttrPresence::Required)
            .attr("flags", AttrFormat::Dialect { dialect: "arith", mnemonic: "overflow" }, AttrPresence::Required)
    });
    let mut d = OpDef::new("test.opt");
    d.operands = vec![value("x", Arity::Optional)];
    d.register(&ctx, "(`(` $x^ `:` type($x) `)`):(`none`)? attr-dict", |s| s);
    let text = "\"u.body\"() ({\n^bb0(%a: i32):\n  test.attrs @foo count 7, #arith.overflow<nsw>\n  \
                test.opt (%a : i32)\n  test.opt none\n}) : () -> ()\n";
    let out = super::print(&ctx, text, false).expect("parses");
    assert!(out.contains("    test.attrs @foo count 7, #arith.overflow<nsw>\n"), "{out}");
    assert!(out.contains("    test.opt(%arg0 : i32)\n"), "{out}");
    assert!(out.contains("    test.opt none\n"), "{out}");
    let generic = super::print(&ctx, text, true).expect("parses");
    assert!(generic.contains("<{count = 7 : i64, flags = #arith.overflow<nsw>, sym_name = \"foo\"}>"), "{generic}");
    assert_eq!(super::print(&ctx, &out, false).expect("reparses"), out);
}
