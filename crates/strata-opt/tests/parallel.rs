//! Work on top-level siblings spread over threads (parsing, printing,
//! verifying) must give exactly the sequential result.

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
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("many.mlir", many_functions(200).into_bytes());
    let m = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("parses");
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
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("v.mlir", text.into_bytes());
    let m = parse_source(
        &ctx,
        &src,
        ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() },
    )
    .expect("parses");
    let threaded = VerifyConfig { allow_unregistered: true, disable_threading: false };
    let sequential = VerifyConfig { allow_unregistered: true, disable_threading: true };
    let a = verify(&ctx, &m.body, m.root, &threaded).expect_err("invalid");
    let b = verify(&ctx, &m.body, m.root, &sequential).expect_err("invalid");
    assert_eq!(a, b);
    assert_eq!(ctx.file_line_col(a.loc), Some(("op", 70, 1)));
    assert!(a.message.contains("must terminate its parent block"), "{}", a.message);
}

/// `n` functions in custom form, big enough together for the parser's
/// threaded path: block arguments, several blocks, nested regions, the
/// `func` default dialect, and location aliases defined after their use.
fn custom_functions(n: usize, extra: &dyn Fn(usize) -> String) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!(
            "func.func @f{i}(%a: i32, %c: i1) -> i32 {{\n  %0 = arith.addi %a, %a : i32 loc(#l{k})\n{x}  \
             cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%a : i32)\n^bb1(%x: i32):\n  %r = scf.if %c -> (i32) {{\n    \
             scf.yield %x : i32\n  }} else {{\n    scf.yield %0 : i32\n  }}\n  return %r : i32\n}}\n",
            k = i % 3,
            x = extra(i)
        ));
    }
    for k in 0..3 {
        s.push_str(&format!("#l{k} = loc(\"x.mlir\":{k}:1)\n"));
    }
    s
}

/// A parse failure: `file:line:col` and message.
type ParseError = (Option<(String, u32, u32)>, String);

fn parse_with(ctx: &strata_ir::Context, text: &str, threads: usize) -> Result<String, ParseError> {
    let src = SourceFile::new("p.mlir", text.as_bytes().to_vec());
    let config = ParseConfig { threads, ..ParseConfig::default() };
    match parse_source(ctx, &src, config) {
        Ok(m) => {
            let print = PrintConfig { generic: true, debug_info: true, ..PrintConfig::default() };
            Ok(print_op_tree(ctx, &m.body, m.root, &print))
        }
        Err(d) => {
            let at = ctx.file_line_col(d.loc).map(|(f, l, c)| (f.to_string(), l, c));
            Err((at, d.message))
        }
    }
}

#[test]
fn parallel_parse_matches_sequential() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let text = custom_functions(3000, &|_| String::new());
    assert!(text.len() > 512 * 1024, "large enough for the threaded path");
    let sequential = parse_with(&ctx, &text, 1).expect("parses");
    let parallel = parse_with(&ctx, &text, 4).expect("parses");
    assert_eq!(sequential, parallel);
    assert!(parallel.contains("loc(\"x.mlir\":2:1)"));
}

#[test]
fn parallel_parse_reports_the_sequential_error() {
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    // An error inside function 1700 and another, later, at the top level.
    let mut text =
        custom_functions(3000, &|i| if i == 1700 { "  %0 = arith.addi %a : i32\n".into() } else { String::new() });
    text.push_str("func.func @late(\n");
    let sequential = parse_with(&ctx, &text, 1).expect_err("invalid");
    let parallel = parse_with(&ctx, &text, 4).expect_err("invalid");
    assert_eq!(sequential, parallel);
    assert!(sequential.1.contains("expected ','"), "{}", sequential.1);

    // A type alias used in a function before its definition.
    let mut text = custom_functions(3000, &|i| {
        if i == 10 {
            "  %t = arith.constant 0 : !late\n".into()
        } else {
            String::new()
        }
    });
    text.push_str("!late = i32\n");
    let sequential = parse_with(&ctx, &text, 1).expect_err("alias used before its definition");
    assert_eq!(sequential, parse_with(&ctx, &text, 4).expect_err("invalid"));
}

/// Parses `text` and verifies it on threads and sequentially: both must
/// fail with the same errors, which are returned.
fn verify_threaded_and_sequential(text: String) -> (strata_ir::Context, Vec<strata_ir::Diagnostic>) {
    use strata_ir::verifier::{verify_all, VerifyConfig};
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("v.mlir", text.into_bytes());
    let m = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
    let threaded = VerifyConfig { allow_unregistered: false, disable_threading: false };
    let sequential = VerifyConfig { allow_unregistered: false, disable_threading: true };
    let a = verify_all(&ctx, &m.body, m.root, &threaded).expect_err("invalid");
    let b = verify_all(&ctx, &m.body, m.root, &sequential).expect_err("invalid");
    assert_eq!(a, b);
    drop(m);
    (ctx, a)
}

#[test]
fn parallel_dominance_check_reports_the_first_error() {
    // 300 functions; #70 and #250 use a value before its definition.
    let mut text = String::new();
    for i in 0..300 {
        text.push_str(&format!("func.func @f{i}(%a: i32) -> i32 {{\n"));
        if i == 70 || i == 250 {
            text.push_str(&format!("  %x = arith.addi %y, %a : i32 loc(\"dom\":{i}:1)\n"));
        } else {
            text.push_str("  %x = arith.addi %a, %a : i32\n");
        }
        text.push_str("  %y = arith.addi %x, %a : i32\n  return %y : i32\n}\n");
    }
    let (ctx, errors) = verify_threaded_and_sequential(text);
    let a = &errors[0];
    assert_eq!(ctx.file_line_col(a.loc), Some(("dom", 70, 1)));
    assert!(a.message.contains("does not dominate this use"), "{}", a.message);
}

#[test]
fn parallel_verifier_reports_every_failing_function_in_order() {
    // 300 functions; #40 has a dominance error, #41 and #299 structural ones.
    let mut text = String::new();
    for i in 0..300 {
        let result = if i == 41 || i == 299 { "i64" } else { "i32" };
        text.push_str(&format!("func.func @f{i}(%a: i32) -> {result} {{\n"));
        if i == 40 {
            text.push_str("  %x = arith.addi %y, %a : i32\n");
        } else {
            text.push_str("  %x = arith.addi %a, %a : i32\n");
        }
        text.push_str(&format!("  %y = arith.addi %x, %a : i32\n  return %y : i32 loc(\"r\":{i}:1)\n}}\n"));
    }
    let (ctx, a) = verify_threaded_and_sequential(text);
    let messages: Vec<&str> = a.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages.len(), 3, "{messages:?}");
    assert!(messages[0].contains("does not dominate this use"), "{messages:?}");
    assert_eq!(ctx.file_line_col(a[1].loc), Some(("r", 41, 1)));
    assert_eq!(ctx.file_line_col(a[2].loc), Some(("r", 299, 1)));
}

#[test]
fn parallel_print_names_each_batch_like_the_sequential_print() {
    // Custom form without aliases: the printing threads name the functions'
    // bodies themselves. Name hints (`%c0`, `%c0_0`), entry arguments and
    // nested regions must come out exactly as in a sequential print.
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let text =
        custom_functions(300, &|i| format!("  %k = arith.constant {} : i32\n  %k2 = arith.constant 0 : i32\n", i % 2));
    let src = SourceFile::new("n.mlir", text.into_bytes());
    let m = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
    let threaded = PrintConfig::default();
    let sequential = PrintConfig { disable_threading: true, ..PrintConfig::default() };
    let a = print_op_tree(&ctx, &m.body, m.root, &threaded);
    let b = print_op_tree(&ctx, &m.body, m.root, &sequential);
    assert_eq!(a, b);
    assert!(a.contains("%c0_i32_0 = arith.constant 0 : i32"), "{}", &a[..a.len().min(2000)]);
}

#[test]
fn batched_print_names_like_the_whole_print() {
    // A module of many functions prints in batches, each naming its own
    // functions' bodies, on one thread as on several; a module of fewer
    // than two batches is named whole before printing. The functions the
    // two modules share must print alike.
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let extra = |i: usize| format!("  %k = arith.constant {} : i32\n  %k2 = arith.constant 0 : i32\n", i % 2);
    let print = |n: usize| {
        let src = SourceFile::new("n.mlir", custom_functions(n, &extra).into_bytes());
        let m = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
        print_op_tree(&ctx, &m.body, m.root, &PrintConfig { disable_threading: true, ..PrintConfig::default() })
    };
    let (whole, batched) = (print(31), print(300));
    let shared = whole.trim_end().strip_suffix('}').expect("a module");
    assert!(batched.starts_with(shared), "{}\n---\n{}", shared, &batched[..shared.len().min(batched.len())]);
    assert!(shared.contains("%c0_i32_0 = arith.constant 0 : i32"), "{shared}");
}

/// On a worker, a lent function sees what encloses it: a symbol lookup
/// finds its siblings (and itself) in the module's symbol table, and parent
/// checks see the module (`strata_ir::enclosing`).
#[test]
fn lent_functions_see_the_symbols_above_them() {
    use strata_ir::symbols::{resolve_nearest_symbol, ResolvedSymbol};
    use strata_ir::verifier::{verify_all, VerifyConfig};
    use strata_ir::{run_on_lent_regions, LentRun};
    let text = "func.func @f(%a: i32) -> i32 {\n  %r = func.call @g(%a) : (i32) -> i32\n  return %r : i32\n}\n\
                func.func @g(%a: i32) -> i32 {\n  %r = func.call @g(%a) : (i32) -> i32\n  return %r : i32\n}\n\
                func.func @h(%a: i64) -> i64 {\n  %r = func.call @g(%a) : (i64) -> i64\n  return %r : i64\n}\n";
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("calls.mlir", text.as_bytes().to_vec());
    let mut m =
        parse_source(&ctx, &src, ParseConfig { implicit_module: true, ..ParseConfig::default() }).expect("parses");
    let module_block = m.body.entry_block(m.body.regions(m.root)[0]).expect("a block");
    let funcs: Vec<_> = m.body.block_ops(module_block).collect();
    let config = VerifyConfig::default();
    let run = run_on_lent_regions(&ctx, &mut m.body, &funcs, 2, |i, lent, shell| {
        let call = lent.collect_ops(shell, strata_ir::WalkOrder::PreOrder)[1];
        let found = match resolve_nearest_symbol(&ctx, lent, call, b"g") {
            Some(ResolvedSymbol::Op(op)) => format!("shell {}", op == shell),
            Some(ResolvedSymbol::Enclosing(s)) => format!("above {}", ctx.op_name_str(s.name)),
            None => "none".to_string(),
        };
        let parent = lent.ancestor_names(shell).next().map(|n| ctx.op_name_str(n).to_string());
        let verified = verify_all(&ctx, lent, shell, &config).map_err(|e| e[0].message.clone());
        (i, found, parent, verified)
    });
    let LentRun::Done(results) = run else { panic!("workers ran") };
    let module = Some("builtin.module".to_string());
    assert_eq!(results[0], (0, "above func.func".into(), module.clone(), Ok(())));
    assert_eq!(results[1], (1, "shell true".into(), module.clone(), Ok(())));
    // Symbol uses are the symbol table's to check (upstream's
    // `verifySymbolTable`): a function verified alone passes, the module does not.
    assert_eq!(results[2], (2, "above func.func".into(), module, Ok(())));
    let mismatch =
        "'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0";
    let errors = verify_all(&ctx, &m.body, m.root, &config).expect_err("the module has a bad call");
    assert_eq!(errors[0].message, mismatch);
}

/// The threaded parse must really run on the workers for ordinary input
/// (a custom-syntax check that looks at a parsed body would see a deferred
/// region's empty placeholder and abandon the attempt): every function
/// body is deferred, and the result prints as the sequential parse does.
#[test]
fn threaded_parse_defers_function_bodies() {
    let mut text = String::from("module {\n");
    for i in 0..50 {
        text.push_str(&format!(
            "  func.func @f{i}(%a: index) -> index {{\n    %c = arith.constant {i} : index\n    \
             %s = arith.addi %a, %c : index\n    scf.for %i = %a to %s step %c {{\n    }}\n    return %s : index\n  }}\n"
        ));
    }
    text.push_str("  func.func private @decl(i32)\n}\n");
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let src = SourceFile::new("funcs.mlir", text.into_bytes());
    let sequential = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
    assert_eq!(sequential.parallel_regions, 0);
    let threaded = parse_source(&ctx, &src, ParseConfig { threads: 2, ..ParseConfig::default() }).expect("parses");
    assert_eq!(threaded.parallel_regions, 50);
    let print = PrintConfig::default();
    assert_eq!(
        print_op_tree(&ctx, &threaded.body, threaded.root, &print),
        print_op_tree(&ctx, &sequential.body, sequential.root, &print)
    );
}

/// CSE one function of a module at a time: the same IR and the same
/// statistics as one walk over the module, and the fallback when the module
/// level holds something CSE could change.
#[test]
fn split_cse_matches_the_walk_over_the_module() {
    use strata_rewrite::cse::{eliminate_common_subexpressions, eliminate_common_subexpressions_split, CseConfig};
    let mut text = String::from("module {\n");
    for i in 0..40 {
        text.push_str(&format!(
            "  func.func @f{i}(%a: i32, %c: i1) -> i32 {{\n    %x = arith.addi %a, %a : i32\n    \
             %y = arith.addi %a, %a : i32\n    %dead = arith.muli %x, %y : i32\n    \
             %r = scf.if %c -> i32 {{\n      %z = arith.addi %a, %a : i32\n      scf.yield %z : i32\n    \
             }} else {{\n      scf.yield %y : i32\n    }}\n    %s = arith.addi %r, %x : i32\n    return %s : i32\n  }}\n"
        ));
    }
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let config = CseConfig::default();
    let print = PrintConfig::default();
    for extra in ["", "  func.func private @decl(i32)\n  func.func private @decl2(i32)\n"] {
        let src = SourceFile::new("cse.mlir", format!("{text}{extra}}}\n").into_bytes());
        let mut a = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
        let mut b = parse_source(&ctx, &src, ParseConfig::default()).expect("parses");
        let sequential = eliminate_common_subexpressions(&ctx, &mut a.body, a.root, &config);
        let split = eliminate_common_subexpressions_split(&ctx, &mut b.body, b.root, &config);
        assert_eq!(sequential, split);
        assert_eq!(sequential.num_cse, 80);
        assert_eq!(print_op_tree(&ctx, &a.body, a.root, &print), print_op_tree(&ctx, &b.body, b.root, &print));
    }
}

/// `verify_all_but` (what the pass manager runs after fused passes, whose
/// functions were verified one by one): the functions named verified are
/// not verified again; a symbol use that failed in one of them, which its
/// own verification notes but cannot report, is reported by the module as
/// `verify_all` reports it.
#[test]
fn verify_all_but_still_reports_symbol_uses_of_verified_functions() {
    use strata_ir::verifier::{verify_all, verify_all_but, verify_all_noting_symbol_uses, VerifyConfig};
    let ctx = strata_opt::make_context(&strata_init::all_dialects());
    let text = "func.func @f() {\n  func.call @missing() : () -> ()\n  return\n}\n\
                func.func @g() {\n  return\n}\n";
    let src = SourceFile::new("calls.mlir", text.as_bytes().to_vec());
    let m = parse_source(&ctx, &src, ParseConfig { implicit_module: true, ..ParseConfig::default() }).expect("parses");
    let funcs: Vec<_> = m.body.region_blocks(m.body.regions(m.root)[0]).flat_map(|b| m.body.block_ops(b)).collect();
    for threads in [true, false] {
        let config = VerifyConfig { disable_threading: !threads, ..VerifyConfig::default() };
        let noted: Vec<bool> = funcs
            .iter()
            .map(|&f| verify_all_noting_symbol_uses(&ctx, &m.body, f, &config).expect("verifies"))
            .collect();
        assert_eq!(noted, vec![true, false]);
        let full = verify_all(&ctx, &m.body, m.root, &config).expect_err("a call to nothing");
        let but = verify_all_but(&ctx, &m.body, m.root, &config, &funcs, true).expect_err("still reported");
        let messages = |d: &[strata_ir::Diagnostic]| d.iter().map(|d| d.message.clone()).collect::<Vec<_>>();
        assert_eq!(messages(&full), messages(&but));
        assert!(messages(&but)[0].contains("'missing' does not reference a valid function"), "{:?}", messages(&but));
    }
    // A broken op inside a function named verified is taken as verified.
    let broken = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n\
                  func.func @g() {\n  return\n}\n";
    let src = SourceFile::new("broken.mlir", broken.as_bytes().to_vec());
    let m = parse_source(&ctx, &src, ParseConfig { implicit_module: true, ..ParseConfig::default() }).expect("parses");
    let funcs: Vec<_> = m.body.region_blocks(m.body.regions(m.root)[0]).flat_map(|b| m.body.block_ops(b)).collect();
    let config = VerifyConfig::default();
    assert!(verify_all(&ctx, &m.body, m.root, &config).is_err());
    assert!(verify_all_but(&ctx, &m.body, m.root, &config, &funcs, false).is_ok());
    assert!(verify_all_but(&ctx, &m.body, m.root, &config, &funcs[1..], false).is_err());
}
