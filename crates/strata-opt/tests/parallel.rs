//! Work on top-level siblings spread over threads (printing, verifying)
//! must give exactly the sequential result.

use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

fn many_functions(n: usize) -> String {
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\n");
    for i in 0..n {
        s.push_str(&format!(
            "\"t.func\"() ({{\n^bb0(%a: i32):\n  %0 = \"t.add\"(%a, %a) {{k = {i} : i64, m = #map}} : (i32, i32) -> i32\n  \
             \"t.br\"(%0)[^bb1] : (i32) -> ()\n^bb1(%x: i32):\n  \"t.ret\"(%x) : (i32) -> () loc(\"f\":{i}:1)\n}}) : () -> ()\n"
        ));
    }
    s
}

#[test]
fn parallel_print_matches_sequential() {
    let ctx = strata_opt::make_context();
    let src = SourceFile::new("many.mlir", many_functions(200).into_bytes());
    let m = parse_source(&ctx, &src, ParseConfig { allow_unregistered: true, implicit_module: true }).expect("parses");
    for (generic, debug_info, local_scope) in
        [(false, false, false), (true, false, false), (true, true, false), (false, true, true)]
    {
        let base = PrintConfig { generic, debug_info, local_scope, disable_threading: false };
        let sequential = PrintConfig { disable_threading: true, ..base.clone() };
        let a = print_op_tree(&ctx, &m.body, m.root, &base);
        let b = print_op_tree(&ctx, &m.body, m.root, &sequential);
        assert_eq!(a, b, "generic={generic} debug_info={debug_info} local_scope={local_scope}");
        assert!(a.contains("\"t.ret\""));
    }
}

#[test]
fn parallel_verify_reports_the_first_error() {
    use strata_ir::verifier::{verify, VerifyConfig};
    // 300 region-holding ops; #70 and #250 branch from the middle of a block.
    let mut text = String::new();
    for i in 0..300 {
        let bad = i == 70 || i == 250;
        text.push_str("\"t.f\"() ({\n");
        if bad {
            text.push_str(&format!("  \"t.br\"()[^bb1] : () -> () loc(\"op\":{i}:1)\n  \"t.x\"() : () -> ()\n^bb1:\n"));
        }
        text.push_str("  \"t.ret\"() : () -> ()\n}) : () -> ()\n");
    }
    let ctx = strata_opt::make_context();
    let src = SourceFile::new("v.mlir", text.into_bytes());
    let m = parse_source(&ctx, &src, ParseConfig { allow_unregistered: true, implicit_module: true }).expect("parses");
    let threaded = VerifyConfig { allow_unregistered: true, disable_threading: false };
    let sequential = VerifyConfig { allow_unregistered: true, disable_threading: true };
    let a = verify(&ctx, &m.body, m.root, &threaded).expect_err("invalid");
    let b = verify(&ctx, &m.body, m.root, &sequential).expect_err("invalid");
    assert_eq!(a, b);
    assert_eq!(ctx.file_line_col(a.loc), Some(("op", 70, 1)));
    assert!(a.message.contains("must terminate its parent block"), "{}", a.message);
}
