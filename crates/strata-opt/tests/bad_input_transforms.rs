//! The generic transforms on pathological input: recursive call graphs
//! (self-recursion, a cycle), unreachable blocks, irreducible control
//! flow, a long chain of private functions each calling the next, and a
//! 10,000-deep loop nest. Every pass must end (no hang, no stack
//! overflow on the stack strata-opt runs with, `strata_ir::WORKER_STACK`,
//! in a debug build too) and leave IR that verifies.
//!
//! The chain has 100,000 functions and the nest 10,000 levels in a
//! release build (`.ci/run` runs this test with `--release`), 10,000 and
//! 1,000 under `cargo test`'s debug build (`loop-invariant-code-motion`
//! is still superlinear in the depth, docs/performance.md). `inline` is
//! not run on the chain: inlining a chain of `n` private functions moves
//! the `i`-th body `i` times and gives each op a `callsite` location `i`
//! levels deep, quadratic in both tools (docs/performance.md).

use strata_ir::verifier::{verify, VerifyConfig};
use strata_syntax::{parse_source, ParseConfig, SourceFile};

/// The passes of `strata-transforms` and `int-range-optimizations`, with
/// the options that change what they walk.
const PASSES: &[&str] = &[
    "sccp",
    "int-range-optimizations",
    "remove-dead-values",
    "remove-dead-values{canonicalize=false}",
    "inline",
    "loop-invariant-code-motion",
    "loop-invariant-subset-hoisting",
    "control-flow-sink",
    "mem2reg",
    "sroa",
    "topological-sort",
    "symbol-privatize",
    "strip-debuginfo",
    "ensure-debug-info-scope-on-llvm-func",
    "canonicalize",
    "cse",
];

const CHAIN: usize = if cfg!(debug_assertions) { 10_000 } else { 100_000 };
const NEST: usize = if cfg!(debug_assertions) { 1_000 } else { 10_000 };

/// Control flow no structured op describes: two blocks entering each
/// other's loop, a slot stored on one path, a block nothing reaches that
/// branches to itself, and calls in a self-recursive function and a
/// two-function cycle.
const CONTROL_FLOW: &str = "func.func @irreducible(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %s = memref.alloca() : memref<i32>
  memref.store %x, %s[] : memref<i32>
  cf.cond_br %c, ^a(%x : i32), ^b(%x : i32)
^a(%p: i32):
  %p1 = arith.addi %p, %one : i32
  memref.store %p1, %s[] : memref<i32>
  cf.cond_br %c, ^b(%p1 : i32), ^exit(%p1 : i32)
^b(%q: i32):
  %q1 = arith.muli %q, %one : i32
  cf.cond_br %c, ^a(%q1 : i32), ^exit(%q1 : i32)
^exit(%r: i32):
  %l = memref.load %s[] : memref<i32>
  %t = arith.addi %r, %l : i32
  return %t : i32
^unreachable(%z: i32):
  %z1 = arith.addi %z, %one : i32
  cf.br ^unreachable(%z1 : i32)
}
func.func private @self(%x: i32) -> i32 {
  %r = call @self(%x) : (i32) -> i32
  return %r : i32
}
func.func private @ping(%x: i32) -> i32 {
  %r = call @pong(%x) : (i32) -> i32
  return %r : i32
}
func.func private @pong(%x: i32) -> i32 {
  %r = call @ping(%x) : (i32) -> i32
  return %r : i32
}
func.func @entry(%x: i32) -> i32 {
  %a = call @self(%x) : (i32) -> i32
  %b = call @ping(%a) : (i32) -> i32
  return %b : i32
}
";

/// `@main` calling `@f0`, each private `@fK` adding one and calling
/// `@fK+1`, the last returning.
fn chain(n: usize) -> String {
    let mut s =
        String::from("func.func @main(%x: i32) -> i32 {\n  %r = call @f0(%x) : (i32) -> i32\n  return %r : i32\n}\n");
    for k in 0..n {
        s.push_str(&format!(
            "func.func private @f{k}(%a: i32) -> i32 {{\n  %c = arith.constant 1 : i32\n  %y = arith.addi %a, %c : i32\n"
        ));
        if k + 1 < n {
            s.push_str(&format!("  %r = call @f{}(%y) : (i32) -> i32\n  return %r : i32\n}}\n", k + 1));
        } else {
            s.push_str("  return %y : i32\n}\n");
        }
    }
    s
}

/// `depth` nested `scf.for`, the innermost storing a value computed from
/// constants (invariant in every loop) into a memref.
fn nest(depth: usize) -> String {
    let mut s = String::from(
        "func.func @nest(%n: index, %m: memref<?xi32>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n",
    );
    for k in 0..depth {
        s.push_str(&format!("scf.for %i{k} = %c0 to %n step %c1 {{\n"));
    }
    s.push_str("%v = arith.addi %c0, %c1 : index\n%x = arith.index_cast %v : index to i32\n");
    s.push_str("memref.store %x, %m[%c0] : memref<?xi32>\n");
    for _ in 0..depth {
        s.push_str("}\n");
    }
    s.push_str("  return\n}\n");
    s
}

/// Runs each pass on `text` on a thread with strata-opt's stack: it must
/// not panic, and what it leaves must verify when it succeeds.
fn each_pass_ends_and_verifies(name: &str, text: String, skip: &[&str]) {
    let name = name.to_string();
    let skip: Vec<String> = skip.iter().map(|s| s.to_string()).collect();
    let worker = std::thread::Builder::new().stack_size(strata_ir::WORKER_STACK).spawn(move || {
        let ctx = strata_opt::make_context(&strata_init::all_dialects());
        let src = SourceFile::new(&format!("{name}.mlir"), text.into_bytes());
        let m = parse_source(&ctx, &src, ParseConfig::default()).expect("the input parses");
        let registry = strata_init::all_passes();
        for pass in PASSES.iter().filter(|p| !skip.iter().any(|s| s == *p)) {
            let pipeline = format!("builtin.module({pass})");
            let pm = strata_pass::parse_pipeline(&registry, &pipeline).expect("the pipeline parses");
            let mut body = m.body.clone();
            let config = strata_pass::RunConfig { threads: 1, verify_each: false, ..Default::default() };
            if pm.run(&ctx, &mut body, m.root, &config).failed {
                continue;
            }
            if let Err(e) = verify(&ctx, &body, m.root, &VerifyConfig::default()) {
                panic!("{name}: {pass} left invalid IR: {}", e.message);
            }
        }
    });
    worker.expect("spawn").join().expect("no pass panics or overflows its stack");
}

#[test]
fn recursion_unreachable_blocks_and_irreducible_control_flow() {
    each_pass_ends_and_verifies("control-flow", CONTROL_FLOW.to_string(), &[]);
}

#[test]
fn a_long_chain_of_private_calls() {
    each_pass_ends_and_verifies("chain", chain(CHAIN), &["inline"]);
}

#[test]
fn a_deep_loop_nest() {
    each_pass_ends_and_verifies("nest", nest(NEST), &[]);
}
