//! Fold tests through the greedy driver with an empty pattern set: for
//! each input the printed result must be exactly what `mlir-opt-22
//! --canonicalize="enable-patterns=none"` prints (upstream's canonicalize
//! with every pattern filtered out, so folds only). The expected texts were
//! produced by that command.

use strata_ir::Context;
use strata_rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyConfig, PatternFilter, PatternSet};
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

/// Parses `input`, folds it to a fixpoint and prints it.
fn folded(input: &str) -> String {
    let ctx = Context::new();
    strata_syntax::install(&ctx);
    strata_dialect_builtin::register(&ctx);
    strata_dialect_func::register(&ctx);
    strata_dialect_ub::register(&ctx);
    crate::register(&ctx);
    let src = SourceFile::new("folds.mlir", input.as_bytes().to_vec());
    // Unregistered ops stand for the users folds feed.
    let config = ParseConfig { allow_unregistered: true, ..ParseConfig::default() };
    let mut m = parse_source(&ctx, &src, config).expect("parses");
    let patterns = FrozenPatternSet::new(&ctx, PatternSet::new(), &PatternFilter::default()).expect("registered roots");
    let result = apply_patterns_greedily(&ctx, &mut m.body, m.root, &patterns, &GreedyConfig::default());
    assert!(result.converged, "{result:?}");
    print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default())
}

#[track_caller]
pub(crate) fn check(input: &str, expected: &str) {
    let got = folded(input);
    assert!(got == expected, "--- expected (mlir-opt-22)\n{expected}\n--- got\n{got}");
}

/// The `addi`/`subi`/`muli` identities, wrap-around at every width,
/// splat, dense and tensor constants, poison, the extended ops.
#[test]
fn integer_arithmetic() {
    check(
        r##"func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %c0, %y : i32
  %s = arith.subi %x, %y : i32
  %c = arith.addi %s, %y : i32
  %d = arith.addi %y, %s : i32
  %t = arith.addi %x, %y : i32
  %e = arith.subi %t, %y : i32
  %f = arith.subi %t, %x : i32
  %g = arith.muli %x, %c1 : i32
  %h = arith.muli %c0, %y : i32
  return %a, %b, %c, %d, %e, %f, %g, %h : i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @wrap() -> (i8, i8, i8, i64, index, i128, i1) {
  %max = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %min = arith.constant -128 : i8
  %a = arith.addi %max, %one overflow<nsw> : i8
  %b = arith.subi %min, %one overflow<nsw, nuw> : i8
  %c = arith.muli %max, %max : i8
  %big = arith.constant 9223372036854775807 : i64
  %d = arith.addi %big, %big : i64
  %i1 = arith.constant -1 : index
  %i2 = arith.constant 3 : index
  %e = arith.muli %i1, %i2 : index
  %w1 = arith.constant 170141183460469231731687303715884105727 : i128
  %w2 = arith.constant 2 : i128
  %f = arith.muli %w1, %w2 : i128
  %t = arith.constant true
  %g = arith.addi %t, %t : i1
  return %a, %b, %c, %d, %e, %f, %g : i8, i8, i8, i64, index, i128, i1
}
func.func @shaped(%v: vector<4xi32>, %t: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>) {
  %s1 = arith.constant dense<7> : vector<4xi32>
  %s2 = arith.constant dense<2147483647> : vector<4xi32>
  %a = arith.addi %s1, %s2 : vector<4xi32>
  %d1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d2 = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %b = arith.addi %d1, %d2 : vector<4xi32>
  %c = arith.muli %d1, %s1 : vector<4xi32>
  %t1 = arith.constant dense<[[1, -2], [300, 32767]]> : tensor<2x2xi16>
  %t2 = arith.constant dense<[[5, 6], [-300, 1]]> : tensor<2x2xi16>
  %d = arith.subi %t1, %t2 : tensor<2x2xi16>
  %z = arith.constant dense<0> : vector<4xi32>
  %e = arith.addi %v, %z : vector<4xi32>
  %f = arith.subi %t, %t : tensor<?xi32>
  %g = arith.subi %v, %v : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %h = arith.muli %v, %o : vector<4xi32>
  return %a, %b, %c, %d, %e, %f, %g, %h : vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>
}
func.func @poison(%x: i32) -> (i32, i32, i32, vector<2xi32>) {
  %p = ub.poison : i32
  %c = arith.constant 3 : i32
  %a = arith.addi %p, %c : i32
  %b = arith.muli %x, %p : i32
  %d = arith.subi %c, %p : i32
  %pv = ub.poison : vector<2xi32>
  %cv = arith.constant dense<[1, 2]> : vector<2xi32>
  %e = arith.addi %cv, %pv : vector<2xi32>
  return %a, %b, %d, %e : i32, i32, i32, vector<2xi32>
}
func.func @extended(%x: i32, %v: vector<2xi32>) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %s1, %o1 = arith.addui_extended %m1, %c5 : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mulsi_extended %m1, %c5 : i32
  %l2, %h2 = arith.mului_extended %m1, %c5 : i32
  %l3, %h3 = arith.mului_extended %x, %c1 : i32
  %d1 = arith.constant dense<[-1, 1]> : vector<2xi32>
  %d2 = arith.constant dense<[1, 1]> : vector<2xi32>
  %vs, %vo = arith.addui_extended %d1, %d2 : vector<2xi32>, vector<2xi1>
  %vl, %vh = arith.mului_extended %d1, %d1 : vector<2xi32>
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2, %l3, %h3, %vs, %vo, %vl, %vh : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>
}
"##,
        r##"module {
  func.func @identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %arg1, %arg0, %arg0, %arg0, %arg1, %arg0, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @wrap() -> (i8, i8, i8, i64, index, i128, i1) {
    %c-128_i8 = arith.constant -128 : i8
    %c127_i8 = arith.constant 127 : i8
    %c1_i8 = arith.constant 1 : i8
    %c-2_i64 = arith.constant -2 : i64
    %c-3 = arith.constant -3 : index
    %c-2_i128 = arith.constant -2 : i128
    %false = arith.constant false
    return %c-128_i8, %c127_i8, %c1_i8, %c-2_i64, %c-3, %c-2_i128, %false : i8, i8, i8, i64, index, i128, i1
  }
  func.func @shaped(%arg0: vector<4xi32>, %arg1: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>) {
    %cst = arith.constant dense<0> : vector<4xi32>
    %cst_0 = arith.constant dense<-2147483642> : vector<4xi32>
    %cst_1 = arith.constant dense<5> : vector<4xi32>
    %cst_2 = arith.constant dense<[7, 14, 21, 28]> : vector<4xi32>
    %cst_3 = arith.constant dense<[[-4, -8], [600, 32766]]> : tensor<2x2xi16>
    %0 = arith.subi %arg1, %arg1 : tensor<?xi32>
    return %cst_0, %cst_1, %cst_2, %cst_3, %arg0, %0, %cst, %arg0 : vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<?xi32>, vector<4xi32>, vector<4xi32>
  }
  func.func @poison(%arg0: i32) -> (i32, i32, i32, vector<2xi32>) {
    %0 = ub.poison : i32
    %1 = ub.poison : vector<2xi32>
    return %0, %0, %0, %1 : i32, i32, i32, vector<2xi32>
  }
  func.func @extended(%arg0: i32, %arg1: vector<2xi32>) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>) {
    %false = arith.constant false
    %c4_i32 = arith.constant 4 : i32
    %true = arith.constant true
    %c0_i32 = arith.constant 0 : i32
    %c-5_i32 = arith.constant -5 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<[0, 2]> : vector<2xi32>
    %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
    %cst_1 = arith.constant dense<1> : vector<2xi32>
    %cst_2 = arith.constant dense<[-2, 0]> : vector<2xi32>
    return %arg0, %false, %c4_i32, %true, %c0_i32, %c0_i32, %c-5_i32, %c-1_i32, %c-5_i32, %c4_i32, %arg0, %c0_i32, %cst, %cst_0, %cst_1, %cst_2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>
  }
}

"##,
    );
}

/// The `andi`/`ori`/`xori` identities and constants, shifts in and out
/// of range (the last element decides), integer min/max.
#[test]
fn bitwise_shifts_min_max() {
    check(
        r##"func.func @and_or_xor(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.andi %x, %c0 : i32
  %b = arith.andi %x, %m1 : i32
  %n = arith.xori %x, %m1 : i32
  %c = arith.andi %n, %x : i32
  %xy = arith.andi %x, %y : i32
  %d = arith.andi %y, %xy : i32
  %e = arith.ori %x, %c0 : i32
  %f = arith.ori %x, %m1 : i32
  %g = arith.ori %n, %x : i32
  %h = arith.xori %x, %x : i32
  %xa = arith.xori %x, %y : i32
  %i = arith.xori %xa, %y : i32
  %j = arith.xori %y, %xa : i32
  %k = arith.xori %x, %c0 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %l = arith.andi %c12, %c10 : i32
  %m = arith.ori %c12, %c10 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @bitwise_shaped(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %ones = arith.constant dense<-1> : vector<2xi8>
  %a = arith.andi %v, %ones : vector<2xi8>
  %b = arith.ori %v, %ones : vector<2xi8>
  %d1 = arith.constant dense<[5, 12]> : vector<2xi8>
  %c = arith.xori %d1, %ones : vector<2xi8>
  %e = arith.xori %v, %v : vector<2xi8>
  return %a, %b, %c, %e : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}
func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.shli %x, %c0 : i32
  %b = arith.shli %c1, %c31 : i32
  %c = arith.shli %c1, %c32 : i32
  %d = arith.shrsi %min, %c31 : i32
  %e = arith.shrui %min, %c31 : i32
  %f = arith.shrsi %m1, %c4 : i32
  %g = arith.shrui %m1, %c4 : i32
  %h = arith.shrui %c1, %m1 : i32
  %v1 = arith.constant dense<[1, 1]> : vector<2xi32>
  %v2 = arith.constant dense<[40, 1]> : vector<2xi32>
  %v3 = arith.constant dense<[1, 40]> : vector<2xi32>
  %i = arith.shli %v1, %v2 : vector<2xi32>
  %j = arith.shli %v1, %v3 : vector<2xi32>
  %p = ub.poison : i32
  %k = arith.shli %c1, %p : i32
  %s1 = arith.constant -32768 : i16
  %s2 = arith.constant 15 : i16
  %l = arith.shrsi %s1, %s2 : i16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16
}
func.func @min_max(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.maxsi %x, %x : i32
  %b = arith.maxsi %x, %max : i32
  %c = arith.maxsi %x, %min : i32
  %d = arith.minsi %x, %min : i32
  %e = arith.minsi %x, %max : i32
  %f = arith.maxui %x, %m1 : i32
  %g = arith.maxui %x, %c0 : i32
  %h = arith.minui %x, %c0 : i32
  %i = arith.minui %x, %m1 : i32
  %j = arith.maxsi %m1, %c5 : i32
  %k = arith.maxui %m1, %c5 : i32
  %l = arith.minsi %m1, %c5 : i32
  %m = arith.minui %m1, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @min_max_shaped() -> (vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[-1, 5, 100]> : vector<3xi8>
  %b = arith.constant dense<[1, 5, -100]> : vector<3xi8>
  %r1 = arith.minsi %a, %b : vector<3xi8>
  %r2 = arith.maxui %a, %b : vector<3xi8>
  return %r1, %r2 : vector<3xi8>, vector<3xi8>
}
"##,
        r##"module {
  func.func @and_or_xor(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c14_i32 = arith.constant 14 : i32
    %c8_i32 = arith.constant 8 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.andi %arg0, %arg1 : i32
    return %c0_i32, %arg0, %c0_i32, %0, %arg0, %c-1_i32, %c-1_i32, %c0_i32, %arg0, %arg0, %arg0, %c8_i32, %c14_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @bitwise_shaped(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
    %cst = arith.constant dense<-1> : vector<2xi8>
    %cst_0 = arith.constant dense<[-6, -13]> : vector<2xi8>
    %cst_1 = arith.constant dense<0> : vector<2xi8>
    return %arg0, %cst, %cst_0, %cst_1 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
  }
  func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16) {
    %c-1_i16 = arith.constant -1 : i16
    %cst = arith.constant dense<[0, 2]> : vector<2xi32>
    %c268435455_i32 = arith.constant 268435455 : i32
    %0 = ub.poison : i32
    %cst_0 = arith.constant dense<[1, 40]> : vector<2xi32>
    %cst_1 = arith.constant dense<1> : vector<2xi32>
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %1 = arith.shli %c1_i32, %c32_i32 : i32
    %2 = arith.shrui %c1_i32, %c-1_i32 : i32
    %3 = arith.shli %cst_1, %cst_0 : vector<2xi32>
    %4 = arith.shli %c1_i32, %0 : i32
    return %arg0, %c-2147483648_i32, %1, %c-1_i32, %c1_i32, %c-1_i32, %c268435455_i32, %2, %cst, %3, %4, %c-1_i16 : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i16
  }
  func.func @min_max(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    return %arg0, %c2147483647_i32, %arg0, %c-2147483648_i32, %arg0, %c-1_i32, %arg0, %c0_i32, %arg0, %c5_i32, %c-1_i32, %c-1_i32, %c5_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @min_max_shaped() -> (vector<3xi8>, vector<3xi8>) {
    %cst = arith.constant dense<[-1, 5, -100]> : vector<3xi8>
    return %cst, %cst : vector<3xi8>, vector<3xi8>
  }
}

"##,
    );
}

/// Identities, `(a * b) / b` under `nuw`/`nsw`, the rounding of each
/// division, no fold by zero or of `MIN / -1`, `floordivsi`'s per-element flag.
#[test]
fn divisions() {
    check(
        r##"func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.divui %x, %c1 : i32
  %b = arith.divsi %x, %c1 : i32
  %c = arith.ceildivui %x, %c1 : i32
  %d = arith.ceildivsi %x, %c1 : i32
  %e = arith.floordivsi %x, %c1 : i32
  %f = arith.remui %x, %c1 : i32
  %g = arith.remsi %x, %c1 : i32
  %m1 = arith.muli %x, %y overflow<nuw> : i32
  %h = arith.divui %m1, %y : i32
  %m2 = arith.muli %x, %y overflow<nsw> : i32
  %i = arith.divsi %m2, %x : i32
  %j = arith.divui %m2, %y : i32
  %m3 = arith.muli %x, %y : i32
  %k = arith.divsi %m3, %y : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @constants() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.divsi %m7, %c2 : i32
  %b = arith.divui %m7, %c2 : i32
  %c = arith.remsi %m7, %c2 : i32
  %d = arith.remui %m7, %c2 : i32
  %e = arith.remsi %min, %m1 : i32
  %f = arith.floordivsi %m7, %c2 : i32
  %g = arith.floordivsi %c7, %m2 : i32
  %h = arith.floordivsi %m7, %m2 : i32
  %i = arith.ceildivsi %m7, %m2 : i32
  %j = arith.ceildivsi %c7, %c2 : i32
  %k = arith.ceildivsi %m7, %c2 : i32
  %l = arith.ceildivsi %c7, %m2 : i32
  %m = arith.ceildivui %m7, %c2 : i32
  %n = arith.ceildivsi %c0, %m1 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @not_folded() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %a = arith.divui %c7, %c0 : i32
  %b = arith.divsi %c7, %c0 : i32
  %c = arith.divsi %min, %m1 : i32
  %d = arith.remsi %c7, %c0 : i32
  %e = arith.remui %c7, %c0 : i32
  %f = arith.floordivsi %min, %m1 : i32
  %g = arith.ceildivsi %min, %m1 : i32
  %h = arith.ceildivsi %min, %c2 : i32
  %i = arith.ceildivsi %c7, %min : i32
  %j = arith.ceildivui %c7, %c0 : i32
  %k = arith.floordivsi %c7, %c0 : i32
  %l = arith.ceildivsi %c0, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @shaped() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index) {
  %a = arith.constant dense<[7, 4]> : vector<2xi32>
  %b = arith.constant dense<[0, 2]> : vector<2xi32>
  %b2 = arith.constant dense<[2, 0]> : vector<2xi32>
  %r1 = arith.floordivsi %a, %b : vector<2xi32>
  %r2 = arith.floordivsi %a, %b2 : vector<2xi32>
  %m = arith.constant dense<[-2147483648, 4]> : vector<2xi32>
  %n = arith.constant dense<[-1, 2]> : vector<2xi32>
  %r3 = arith.floordivsi %m, %n : vector<2xi32>
  %r4 = arith.divsi %m, %n : vector<2xi32>
  %r5 = arith.divui %a, %b : vector<2xi32>
  %s = arith.constant dense<3> : vector<2xi32>
  %r6 = arith.remui %a, %s : vector<2xi32>
  %r7 = arith.ceildivsi %a, %s : vector<2xi32>
  %i1 = arith.constant -9 : index
  %i2 = arith.constant 4 : index
  %r8 = arith.floordivsi %i1, %i2 : index
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index
}
func.func @poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %c7 = arith.constant 7 : i32
  %a = arith.divui %c7, %p : i32
  %b = arith.remsi %p, %c7 : i32
  return %a, %b : i32, i32
}
"##,
        r##"module {
  func.func @identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.divui %0, %arg1 : i32
    %2 = arith.muli %arg0, %arg1 : i32
    %3 = arith.divsi %2, %arg1 : i32
    return %arg0, %arg0, %arg0, %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg1, %1, %3 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @constants() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c-3_i32 = arith.constant -3 : i32
    %c2147483644_i32 = arith.constant 2147483644 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-4_i32 = arith.constant -4 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2147483645_i32 = arith.constant 2147483645 : i32
    return %c-3_i32, %c2147483644_i32, %c-1_i32, %c1_i32, %c0_i32, %c-4_i32, %c-4_i32, %c3_i32, %c4_i32, %c4_i32, %c-3_i32, %c-3_i32, %c2147483645_i32, %c0_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @not_folded() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %0 = arith.divui %c7_i32, %c0_i32 : i32
    %1 = arith.divsi %c7_i32, %c0_i32 : i32
    %2 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
    %3 = arith.remsi %c7_i32, %c0_i32 : i32
    %4 = arith.remui %c7_i32, %c0_i32 : i32
    %5 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
    %6 = arith.ceildivsi %c-2147483648_i32, %c-1_i32 : i32
    %7 = arith.ceildivsi %c-2147483648_i32, %c2_i32 : i32
    %8 = arith.ceildivsi %c7_i32, %c-2147483648_i32 : i32
    %9 = arith.ceildivui %c7_i32, %c0_i32 : i32
    %10 = arith.floordivsi %c7_i32, %c0_i32 : i32
    %11 = arith.ceildivsi %c0_i32, %c0_i32 : i32
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  func.func @shaped() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index) {
    %c-3 = arith.constant -3 : index
    %cst = arith.constant dense<[3, 2]> : vector<2xi32>
    %cst_0 = arith.constant dense<1> : vector<2xi32>
    %cst_1 = arith.constant dense<[-2147483648, 2]> : vector<2xi32>
    %cst_2 = arith.constant dense<[-1, 2]> : vector<2xi32>
    %cst_3 = arith.constant dense<[-2147483648, 4]> : vector<2xi32>
    %cst_4 = arith.constant dense<[7, 4]> : vector<2xi32>
    %cst_5 = arith.constant dense<[0, 2]> : vector<2xi32>
    %cst_6 = arith.constant dense<[2, 0]> : vector<2xi32>
    %cst_7 = arith.constant dense<[7, 2]> : vector<2xi32>
    %0 = arith.floordivsi %cst_4, %cst_6 : vector<2xi32>
    %1 = arith.divsi %cst_3, %cst_2 : vector<2xi32>
    %2 = arith.divui %cst_4, %cst_5 : vector<2xi32>
    return %cst_7, %0, %cst_1, %1, %2, %cst_0, %cst, %c-3 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, index
  }
  func.func @poison(%arg0: i32) -> (i32, i32) {
    %0 = ub.poison : i32
    return %0, %0 : i32, i32
  }
}

"##,
    );
}

/// `cmpi` on constants, its `i1`/`ext` forms and operand swap; `cmpf`'s
/// 16 predicates with NaN, -0 and infinities; `select`.
#[test]
fn comparisons_and_select() {
    check(
        r##"func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.cmpi eq, %m1, %c5 : i32
  %b = arith.cmpi ne, %m1, %c5 : i32
  %c = arith.cmpi slt, %m1, %c5 : i32
  %d = arith.cmpi sle, %m1, %c5 : i32
  %e = arith.cmpi sgt, %m1, %c5 : i32
  %f = arith.cmpi sge, %m1, %c5 : i32
  %g = arith.cmpi ult, %m1, %c5 : i32
  %h = arith.cmpi ule, %m1, %c5 : i32
  %i = arith.cmpi ugt, %m1, %c5 : i32
  %j = arith.cmpi uge, %m1, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpi_forms(%x: i32, %b: i1, %v: vector<2xi1>, %vi: vector<2xi32>, %t: tensor<?xi32>, %tb: tensor<2xi1>) -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1) {
  %c5 = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %f = arith.constant false
  %tr = arith.constant true
  %a = arith.cmpi slt, %c5, %x : i32
  %c = arith.cmpi uge, %x, %x : i32
  %d = arith.cmpi ne, %x, %x : i32
  %e1 = arith.extsi %b : i1 to i32
  %e = arith.cmpi ne, %e1, %z : i32
  %g1 = arith.extui %b : i1 to i32
  %g = arith.cmpi ne, %g1, %z : i32
  %h = arith.cmpi ne, %b, %f : i1
  %i = arith.cmpi eq, %b, %tr : i1
  %zv = arith.constant dense<0> : vector<2xi32>
  %ev = arith.extui %v : vector<2xi1> to vector<2xi32>
  %j = arith.cmpi ne, %ev, %zv : vector<2xi32>
  %k = arith.cmpi sle, %vi, %vi : vector<2xi32>
  %zt = arith.constant dense<0> : tensor<2xi32>
  %et = arith.extsi %tb : tensor<2xi1> to tensor<2xi32>
  %l = arith.cmpi ne, %et, %zt : tensor<2xi32>
  %p = ub.poison : i32
  %m = arith.cmpi eq, %c5, %p : i32
  %n = arith.cmpi slt, %p, %x : i32
  return %a, %c, %d, %e, %g, %h, %i, %j, %k, %l, %m, %n : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1
}
func.func @cmpi_shaped() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1) {
  %a = arith.constant dense<[1, -2, 3]> : vector<3xi8>
  %b = arith.constant dense<[2, 2, 3]> : vector<3xi8>
  %r1 = arith.cmpi ult, %a, %b : vector<3xi8>
  %r2 = arith.cmpi slt, %a, %b : vector<3xi8>
  %s = arith.constant dense<4> : tensor<2xindex>
  %r3 = arith.cmpi eq, %s, %s : tensor<2xindex>
  %i1 = arith.constant -1 : index
  %i2 = arith.constant 1 : index
  %r4 = arith.cmpi ugt, %i1, %i2 : index
  return %r1, %r2, %r3, %r4 : vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1
}
func.func @cmpf_predicates() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = arith.cmpf false, %one, %two : f32
  %b = arith.cmpf oeq, %one, %two : f32
  %c = arith.cmpf ogt, %one, %two : f32
  %d = arith.cmpf oge, %one, %two : f32
  %e = arith.cmpf olt, %one, %two : f32
  %f = arith.cmpf ole, %one, %two : f32
  %g = arith.cmpf one, %one, %two : f32
  %h = arith.cmpf ord, %one, %two : f32
  %i = arith.cmpf ueq, %one, %two : f32
  %j = arith.cmpf ugt, %one, %two : f32
  %k = arith.cmpf uge, %one, %two : f32
  %l = arith.cmpf ult, %one, %two : f32
  %m = arith.cmpf ule, %one, %two : f32
  %n = arith.cmpf une, %one, %two : f32
  %o = arith.cmpf uno, %one, %two : f32
  %p = arith.cmpf true, %one, %two : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_nan(%x: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %a = arith.cmpf false, %x, %nan : f64
  %b = arith.cmpf oeq, %nan, %x : f64
  %c = arith.cmpf ogt, %x, %nan : f64
  %d = arith.cmpf oge, %x, %nan : f64
  %e = arith.cmpf olt, %x, %nan : f64
  %f = arith.cmpf ole, %x, %nan : f64
  %g = arith.cmpf one, %x, %nan : f64
  %h = arith.cmpf ord, %x, %nan : f64
  %i = arith.cmpf ueq, %x, %nan : f64
  %j = arith.cmpf ugt, %x, %nan : f64
  %k = arith.cmpf uge, %x, %nan : f64
  %l = arith.cmpf ult, %x, %nan : f64
  %m = arith.cmpf ule, %x, %nan : f64
  %n = arith.cmpf une, %x, %nan : f64
  %o = arith.cmpf uno, %x, %nan : f64
  %p = arith.cmpf true, %x, %nan : f64
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf_zeros_inf(%x: f16) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %pz = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f16
  %inf = arith.constant 0x7C00 : f16
  %ninf = arith.constant 0xFC00 : f16
  %a = arith.cmpf oeq, %pz, %nz : f16
  %b = arith.cmpf olt, %nz, %pz : f16
  %c = arith.cmpf ogt, %inf, %ninf : f16
  %d = arith.cmpf oeq, %inf, %inf : f16
  %e = arith.cmpf ult, %x, %x : f16
  %f = arith.cmpf one, %ninf, %pz : f16
  %v1 = arith.constant dense<[1.0, 2.0]> : vector<2xf16>
  %g = arith.cmpf olt, %v1, %v1 : vector<2xf16>
  return %a, %b, %c, %d, %e, %f, %g : i1, i1, i1, i1, i1, i1, vector<2xi1>
}
func.func @select(%c: i1, %x: i32, %y: i32, %b: i1, %vc: vector<3xi1>, %vx: vector<3xi32>) -> (i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, i1, vector<3xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %c, %x, %x : i32
  %s1 = arith.select %t, %x, %y : i32
  %s2 = arith.select %f, %x, %y : i32
  %s3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %s4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %y, %x : i32
  %s5 = arith.select %ne, %x, %y : i32
  %p = ub.poison : i32
  %s6 = arith.select %c, %p, %y : i32
  %s7 = arith.select %c, %x, %p : i32
  %dc = arith.constant dense<[true, false, true]> : vector<3xi1>
  %d1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %d2 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %s8 = arith.select %dc, %d1, %d2 : vector<3xi1>, vector<3xi32>
  %d3 = arith.constant dense<7> : vector<3xi32>
  %s9 = arith.select %dc, %d3, %d2 : vector<3xi1>, vector<3xi32>
  %s10 = arith.select %c, %f, %t : i1
  %s11 = arith.select %c, %t, %b : i1
  %ts = arith.constant dense<true> : vector<3xi1>
  %s12 = arith.select %ts, %vx, %d2 : vector<3xi1>, vector<3xi32>
  return %a, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12 : i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, i1, vector<3xi32>
}
"##,
        r##"module {
  func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %false = arith.constant false
    %true = arith.constant true
    return %false, %true, %true, %true, %false, %false, %false, %false, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @cmpi_forms(%arg0: i32, %arg1: i1, %arg2: vector<2xi1>, %arg3: vector<2xi32>, %arg4: tensor<?xi32>, %arg5: tensor<2xi1>) -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1) {
    %cst = arith.constant dense<true> : vector<2xi1>
    %false = arith.constant false
    %true = arith.constant true
    %0 = ub.poison : i32
    %cst_0 = arith.constant dense<0> : tensor<2xi32>
    %c5_i32 = arith.constant 5 : i32
    %1 = arith.cmpi sgt, %arg0, %c5_i32 : i32
    %2 = arith.extsi %arg5 : tensor<2xi1> to tensor<2xi32>
    %3 = arith.cmpi ne, %2, %cst_0 : tensor<2xi32>
    %4 = arith.cmpi eq, %c5_i32, %0 : i32
    %5 = arith.cmpi sgt, %arg0, %0 : i32
    return %1, %true, %false, %arg1, %arg1, %arg1, %arg1, %arg2, %cst, %3, %4, %5 : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>, tensor<2xi1>, i1, i1
  }
  func.func @cmpi_shaped() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1) {
    %cst = arith.constant dense<[true, false, false]> : vector<3xi1>
    %cst_0 = arith.constant dense<[true, true, false]> : vector<3xi1>
    %cst_1 = arith.constant dense<true> : tensor<2xi1>
    %true = arith.constant true
    return %cst, %cst_0, %cst_1, %true : vector<3xi1>, vector<3xi1>, tensor<2xi1>, i1
  }
  func.func @cmpf_predicates() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %false = arith.constant false
    %true = arith.constant true
    return %false, %false, %false, %false, %true, %true, %true, %true, %false, %false, %false, %true, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @cmpf_nan(%arg0: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %false = arith.constant false
    %true = arith.constant true
    return %false, %false, %false, %false, %false, %false, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @cmpf_zeros_inf(%arg0: f16) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf16>
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.cmpf ult, %arg0, %arg0 : f16
    %1 = arith.cmpf olt, %cst, %cst : vector<2xf16>
    return %true, %false, %true, %true, %0, %true, %1 : i1, i1, i1, i1, i1, i1, vector<2xi1>
  }
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i1, %arg4: vector<3xi1>, %arg5: vector<3xi32>) -> (i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, i1, vector<3xi32>) {
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
    %cst_0 = arith.constant dense<[7, 5, 7]> : vector<3xi32>
    %0 = arith.select %arg0, %false, %true : i1
    %1 = arith.select %arg0, %true, %arg3 : i1
    return %arg1, %arg1, %arg2, %arg0, %arg2, %arg1, %arg2, %arg1, %cst, %cst_0, %0, %1, %arg5 : i32, i32, i32, i1, i32, i32, i32, i32, vector<3xi32>, vector<3xi32>, i1, i1, vector<3xi32>
  }
}

"##,
    );
}

/// Ext/trunc chains, index casts (their chains are a pattern, not a
/// fold), bitcasts, splat and dense constants, poison.
#[test]
fn integer_casts() {
    check(
        r##"func.func @chains(%x: i8, %y: i32, %v: vector<2xi8>) -> (i64, i64, i16, i8, i8, vector<2xi8>, i8, i16, i8) {
  %a1 = arith.extsi %x : i8 to i16
  %a = arith.extsi %a1 : i16 to i64
  %b1 = arith.extui %x : i8 to i16
  %b = arith.extui %b1 : i16 to i64
  %c1 = arith.extsi %x : i8 to i64
  %c = arith.trunci %c1 : i64 to i16
  %d1 = arith.extui %y : i32 to i64
  %d = arith.trunci %d1 : i64 to i8
  %e = arith.trunci %a1 overflow<nsw> : i16 to i8
  %ev = arith.extui %v : vector<2xi8> to vector<2xi32>
  %f = arith.trunci %ev : vector<2xi32> to vector<2xi8>
  %g1 = arith.trunci %y : i32 to i16
  %g = arith.trunci %g1 : i16 to i8
  %h1 = arith.extsi %x : i8 to i32
  %h = arith.extui %h1 : i32 to i64
  %i = arith.trunci %h : i64 to i16
  %j = arith.trunci %b1 overflow<nuw> : i16 to i8
  return %a, %b, %c, %d, %e, %f, %g, %i, %j : i64, i64, i16, i8, i8, vector<2xi8>, i8, i16, i8
}
func.func @constants() -> (i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>) {
  %m1 = arith.constant -1 : i8
  %a = arith.extsi %m1 : i8 to i32
  %b = arith.extui %m1 : i8 to i32
  %w = arith.constant 0x1234ABCD : i32
  %c = arith.trunci %w : i32 to i8
  %t = arith.constant true
  %d = arith.extsi %t : i1 to i64
  %n = arith.constant -5 : i32
  %e = arith.index_cast %n : i32 to index
  %big = arith.constant -4294967296 : index
  %f = arith.index_cast %big : index to i32
  %g = arith.index_castui %big : index to i16
  %h = arith.index_castui %n : i32 to index
  %i = arith.index_cast %big : index to i1
  %j = arith.index_cast %e : index to i64
  %dv = arith.constant dense<[-1, 127]> : vector<2xi8>
  %k = arith.extui %dv : vector<2xi8> to vector<2xi32>
  %sv = arith.constant dense<-2> : vector<2xi32>
  %l = arith.extsi %sv : vector<2xi32> to vector<2xi64>
  %tv = arith.constant dense<[256, 511]> : tensor<2xi32>
  %m = arith.trunci %tv : tensor<2xi32> to tensor<2xi8>
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>
}
func.func @index_casts(%x: i32, %i: index) -> (i32, index, i32) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.index_cast %i : index to i16
  %d = arith.index_cast %c : i16 to index
  %e = arith.index_castui %x : i32 to index
  %f = arith.index_castui %e : index to i32
  return %b, %d, %f : i32, index, i32
}
func.func @bitcasts() -> (f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64) {
  %one = arith.constant 1.0 : f32
  %a = arith.bitcast %one : f32 to i32
  %i = arith.constant 1065353216 : i32
  %b = arith.bitcast %i : i32 to f32
  %h = arith.constant -1.5 : f16
  %c = arith.bitcast %h : f16 to i16
  %s = arith.constant 31744 : i16
  %d = arith.bitcast %s : i16 to f16
  %dv = arith.constant dense<[0, -2147483648]> : vector<2xi32>
  %e = arith.bitcast %dv : vector<2xi32> to vector<2xf32>
  %fv = arith.constant dense<2.0> : vector<2xf32>
  %f = arith.bitcast %fv : vector<2xf32> to vector<2xi32>
  %bh = arith.constant 1.0 : f16
  %g = arith.bitcast %bh : f16 to bf16
  %p = ub.poison : i32
  %k = arith.bitcast %p : i32 to f32
  %pv = ub.poison : vector<2xf32>
  %l = arith.bitcast %pv : vector<2xf32> to vector<2xi32>
  %n = arith.constant 0x7FF8000000000001 : f64
  %m = arith.bitcast %n : f64 to i64
  return %b, %a, %c, %d, %e, %f, %g, %k, %l, %m : f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64
}
func.func @poison() -> (i64, i16, index) {
  %p = ub.poison : i32
  %a = arith.extsi %p : i32 to i64
  %b = arith.trunci %p : i32 to i16
  %c = arith.index_cast %p : i32 to index
  return %a, %b, %c : i64, i16, index
}
"##,
        r##"module {
  func.func @chains(%arg0: i8, %arg1: i32, %arg2: vector<2xi8>) -> (i64, i64, i16, i8, i8, vector<2xi8>, i8, i16, i8) {
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extui %arg0 : i8 to i64
    %2 = arith.extsi %arg0 : i8 to i64
    %3 = arith.trunci %2 : i64 to i16
    %4 = arith.trunci %arg1 : i32 to i8
    %5 = arith.trunci %arg1 : i32 to i8
    %6 = arith.extsi %arg0 : i8 to i32
    %7 = arith.trunci %6 : i32 to i16
    return %0, %1, %3, %4, %arg0, %arg2, %5, %7, %arg0 : i64, i64, i16, i8, i8, vector<2xi8>, i8, i16, i8
  }
  func.func @constants() -> (i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>) {
    %c-1_i32 = arith.constant -1 : i32
    %c255_i32 = arith.constant 255 : i32
    %c-51_i8 = arith.constant -51 : i8
    %c-1_i64 = arith.constant -1 : i64
    %c-5 = arith.constant -5 : index
    %c0_i32 = arith.constant 0 : i32
    %c0_i16 = arith.constant 0 : i16
    %c4294967291 = arith.constant 4294967291 : index
    %false = arith.constant false
    %c-5_i64 = arith.constant -5 : i64
    %cst = arith.constant dense<[255, 127]> : vector<2xi32>
    %cst_0 = arith.constant dense<-2> : vector<2xi64>
    %cst_1 = arith.constant dense<[0, -1]> : tensor<2xi8>
    return %c-1_i32, %c255_i32, %c-51_i8, %c-1_i64, %c-5, %c0_i32, %c0_i16, %c4294967291, %false, %c-5_i64, %cst, %cst_0, %cst_1 : i32, i32, i8, i64, index, i32, i16, index, i1, i64, vector<2xi32>, vector<2xi64>, tensor<2xi8>
  }
  func.func @index_casts(%arg0: i32, %arg1: index) -> (i32, index, i32) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.index_cast %arg1 : index to i16
    %3 = arith.index_cast %2 : i16 to index
    %4 = arith.index_castui %arg0 : i32 to index
    %5 = arith.index_castui %4 : index to i32
    return %1, %3, %5 : i32, index, i32
  }
  func.func @bitcasts() -> (f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64) {
    %c9221120237041090561_i64 = arith.constant 9221120237041090561 : i64
    %0 = ub.poison : vector<2xf32>
    %c1065353216_i32 = arith.constant 1065353216 : i32
    %cst = arith.constant 1.000000e+00 : f32
    %c-16896_i16 = arith.constant -16896 : i16
    %cst_0 = arith.constant 0x7C00 : f16
    %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : vector<2xf32>
    %cst_2 = arith.constant dense<1073741824> : vector<2xi32>
    %cst_3 = arith.constant 7.812500e-03 : bf16
    %1 = ub.poison : f32
    %2 = arith.bitcast %0 : vector<2xf32> to vector<2xi32>
    return %cst, %c1065353216_i32, %c-16896_i16, %cst_0, %cst_1, %cst_2, %cst_3, %1, %2, %c9221120237041090561_i64 : f32, i32, i16, f16, vector<2xf32>, vector<2xi32>, bf16, f32, vector<2xi32>, i64
  }
  func.func @poison() -> (i64, i16, index) {
    %0 = ub.poison : i64
    %1 = ub.poison : i16
    %2 = ub.poison : index
    return %0, %1, %2 : i64, i16, index
  }
}

"##,
    );
}

/// `sitofp`/`uitofp` rounding, `fptosi`/`fptoui` ranges, exact-only
/// `extf`/`truncf` with NaN payloads, cast chains.
#[test]
fn float_casts() {
    check(
        r##"func.func @int_to_float() -> (f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16) {
  %min = arith.constant -2147483648 : i32
  %a = arith.sitofp %min : i32 to f32
  %b = arith.uitofp %min : i32 to f32
  %big = arith.constant 65520 : i32
  %c = arith.uitofp %big : i32 to f16
  %d0 = arith.constant 257 : i32
  %d = arith.sitofp %d0 : i32 to bf16
  %t = arith.constant true
  %e = arith.sitofp %t : i1 to f32
  %l = arith.constant 9007199254740993 : i64
  %f = arith.sitofp %l : i64 to f64
  %h0 = arith.constant 2049 : i16
  %g = arith.uitofp %h0 : i16 to f16
  %z = arith.constant 0 : i8
  %h = arith.sitofp %z : i8 to f32
  %dv = arith.constant dense<[-1, 16777217]> : vector<2xi32>
  %i = arith.sitofp %dv : vector<2xi32> to vector<2xf32>
  %e8 = arith.constant 1000 : i32
  %j = arith.sitofp %e8 : i32 to f8E4M3FN
  %wide = arith.constant 340282366920938463463374607431768211455 : i128
  %k = arith.uitofp %wide : i128 to f128
  %m = arith.uitofp %t : i1 to f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %m : f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16
}
func.func @float_to_int() -> (i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32) {
  %f1 = arith.constant -128.9 : f32
  %f2 = arith.constant 127.9 : f32
  %f3 = arith.constant 128.0 : f32
  %f4 = arith.constant -0.9 : f32
  %a = arith.fptosi %f1 : f32 to i8
  %b = arith.fptosi %f2 : f32 to i8
  %c = arith.fptosi %f3 : f32 to i8
  %d = arith.fptoui %f4 : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %e = arith.fptosi %nan : f32 to i32
  %m1 = arith.constant -1.0 : f32
  %f = arith.fptosi %m1 : f32 to i1
  %g = arith.fptoui %m1 : f32 to i1
  %two64 = arith.constant 1.8446744073709552e19 : f32
  %h = arith.fptoui %two64 : f32 to i64
  %i = arith.fptoui %f3 : f32 to i8
  %inf = arith.constant 0xFF800000 : f32
  %j = arith.fptosi %inf : f32 to i32
  %dv = arith.constant dense<[-3.75, 3.75]> : vector<2xf64>
  %k = arith.fptosi %dv : vector<2xf64> to vector<2xi16>
  %nz = arith.constant -0.0 : f16
  %l = arith.fptoui %nz : f16 to i32
  %bf = arith.constant -2.147483648e9 : bf16
  %m = arith.fptosi %bf : bf16 to i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m : i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32
}
func.func @ext_trunc() -> (f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16) {
  %a0 = arith.constant 5.9604644775390625e-8 : f32
  %b0 = arith.constant 1.0e-8 : f32
  %c0 = arith.constant 65520.0 : f32
  %a = arith.truncf %a0 : f32 to f16
  %b = arith.truncf %b0 : f32 to f16
  %c = arith.truncf %c0 : f32 to f16
  %n = arith.constant 0x7FC00001 : f32
  %sn = arith.constant 0x7F800001 : f32
  %d = arith.extf %n : f32 to f64
  %e = arith.extf %sn : f32 to f64
  %ninf = arith.constant 0xFF800000 : f32
  %f = arith.extf %ninf : f32 to f64
  %dn = arith.constant 0x7FF8000000000001 : f64
  %g = arith.truncf %dn : f64 to f16
  %h = arith.truncf %ninf : f32 to f8E4M3FN
  %nz = arith.constant -0.0 : f32
  %i = arith.truncf %nz : f32 to f8E5M2FNUZ
  %pz = arith.constant 0.0 : f32
  %j = arith.truncf %pz : f32 to f8E5M2FNUZ
  %r = arith.constant 1.00390625 : f32
  %k = arith.truncf %r to_nearest_even : f32 to bf16
  %hn = arith.constant 0x7E01 : f16
  %l = arith.extf %hn : f16 to f64
  %dn2 = arith.constant 0x7FF8000020000000 : f64
  %m = arith.truncf %dn2 : f64 to f32
  %x = arith.constant 0.1 : f64
  %o = arith.truncf %x : f64 to f32
  %tq = arith.constant 0.25 : f64
  %q = arith.truncf %tq downward : f64 to f32
  %hv = arith.constant dense<[1.5, -2.0]> : vector<2xf16>
  %s = arith.extf %hv : vector<2xf16> to vector<2xf64>
  %tf = arith.constant 3.0 : f64
  %u = arith.extf %tf : f64 to f80
  %e4 = arith.constant 448.0 : f8E4M3FN
  %w = arith.extf %e4 : f8E4M3FN to f64
  %bb = arith.constant 1.0078125 : f32
  %y = arith.truncf %bb : f32 to f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %o, %s, %u, %w, %y : f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16
}
func.func @chains(%x: f32, %h: f16, %b: bf16) -> (f32, f16, f32, f32, f16, f32) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %a = arith.extf %t fastmath<contract> : f16 to f32
  %e2 = arith.extf %h : f16 to f32
  %c = arith.truncf %e2 : f32 to f16
  %eb = arith.extf %b : bf16 to f64
  %d = arith.truncf %eb : f64 to f32
  %t3 = arith.truncf %x : f32 to f16
  %e = arith.extf %t3 : f16 to f32
  %e5 = arith.extf %h : f16 to f64
  %f = arith.truncf %e5 : f64 to f16
  %t6 = arith.truncf %x fastmath<fast> : f32 to f16
  %g = arith.extf %t6 fastmath<contract> : f16 to f32
  return %a, %c, %d, %e, %f, %g : f32, f16, f32, f32, f16, f32
}
"##,
        r##"module {
  func.func @int_to_float() -> (f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16) {
    %cst = arith.constant -2.14748365E+9 : f32
    %cst_0 = arith.constant 2.14748365E+9 : f32
    %cst_1 = arith.constant 0x7C00 : f16
    %cst_2 = arith.constant 2.560000e+02 : bf16
    %cst_3 = arith.constant -1.000000e+00 : f32
    %cst_4 = arith.constant 0x4340000000000000 : f64
    %cst_5 = arith.constant 2.048000e+03 : f16
    %cst_6 = arith.constant 0.000000e+00 : f32
    %cst_7 = arith.constant dense<[-1.000000e+00, 0x4B800000]> : vector<2xf32>
    %cst_8 = arith.constant 0x7F : f8E4M3FN
    %cst_9 = arith.constant 3.40282366920938463463374607431768211E+38 : f128
    %cst_10 = arith.constant 1.000000e+00 : f16
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10 : f32, f32, f16, bf16, f32, f64, f16, f32, vector<2xf32>, f8E4M3FN, f128, f16
  }
  func.func @float_to_int() -> (i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32) {
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<[-3, 3]> : vector<2xi16>
    %true = arith.constant true
    %c0_i8 = arith.constant 0 : i8
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.84467441E+19 : f32
    %cst_2 = arith.constant -1.000000e+00 : f32
    %cst_3 = arith.constant 0x7FC00000 : f32
    %cst_4 = arith.constant 1.280000e+02 : f32
    %c-128_i8 = arith.constant -128 : i8
    %c127_i8 = arith.constant 127 : i8
    %0 = arith.fptosi %cst_4 : f32 to i8
    %1 = arith.fptosi %cst_3 : f32 to i32
    %2 = arith.fptoui %cst_2 : f32 to i1
    %3 = arith.fptoui %cst_1 : f32 to i64
    %4 = arith.fptosi %cst_0 : f32 to i32
    return %c-128_i8, %c127_i8, %0, %c0_i8, %1, %true, %2, %3, %c-128_i8, %4, %cst, %c0_i32, %c-2147483648_i32 : i8, i8, i8, i8, i32, i1, i1, i64, i8, i32, vector<2xi16>, i32, i32
  }
  func.func @ext_trunc() -> (f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16) {
    %cst = arith.constant 1.007810e+00 : f16
    %cst_0 = arith.constant 4.480000e+02 : f64
    %cst_1 = arith.constant 3.000000e+00 : f80
    %cst_2 = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf64>
    %cst_3 = arith.constant 0x7FC00001 : f32
    %cst_4 = arith.constant 0x7FF8040000000000 : f64
    %cst_5 = arith.constant 0.000000e+00 : f8E5M2FNUZ
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 0x7FF8000020000000 : f64
    %cst_8 = arith.constant 1.000000e-01 : f64
    %cst_9 = arith.constant 1.00390625 : f32
    %cst_10 = arith.constant -0.000000e+00 : f32
    %cst_11 = arith.constant 0x7FF8000000000001 : f64
    %cst_12 = arith.constant 0xFF800000 : f32
    %cst_13 = arith.constant 0x7F800001 : f32
    %cst_14 = arith.constant 9.99999993E-9 : f32
    %cst_15 = arith.constant 6.552000e+04 : f32
    %cst_16 = arith.constant 5.960460e-08 : f16
    %0 = arith.truncf %cst_14 : f32 to f16
    %1 = arith.truncf %cst_15 : f32 to f16
    %2 = arith.extf %cst_13 : f32 to f64
    %3 = arith.truncf %cst_11 : f64 to f16
    %4 = arith.truncf %cst_12 : f32 to f8E4M3FN
    %5 = arith.truncf %cst_10 : f32 to f8E5M2FNUZ
    %6 = arith.truncf %cst_9 to_nearest_even : f32 to bf16
    %7 = arith.truncf %cst_8 : f64 to f32
    return %cst_16, %0, %1, %cst_7, %2, %cst_6, %3, %4, %5, %cst_5, %6, %cst_4, %cst_3, %7, %cst_2, %cst_1, %cst_0, %cst : f16, f16, f16, f64, f64, f64, f16, f8E4M3FN, f8E5M2FNUZ, f8E5M2FNUZ, bf16, f64, f32, f32, vector<2xf64>, f80, f64, f16
  }
  func.func @chains(%arg0: f32, %arg1: f16, %arg2: bf16) -> (f32, f16, f32, f32, f16, f32) {
    %0 = arith.extf %arg2 : bf16 to f64
    %1 = arith.truncf %0 : f64 to f32
    %2 = arith.truncf %arg0 : f32 to f16
    %3 = arith.extf %2 : f16 to f32
    return %arg0, %arg1, %1, %3, %arg1, %arg0 : f32, f16, f32, f32, f16, f32
  }
}

"##,
    );
}

/// Identities, f16/bf16 rounding, the NaN/inf/-0 rules, min/max, every
/// float format, splat and dense constants.
#[test]
fn float_arithmetic() {
    check(
        r##"func.func @identities(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.addf %x, %pz : f32
  %c = arith.subf %x, %pz : f32
  %d = arith.subf %x, %nz : f32
  %e = arith.mulf %x, %one : f32
  %f = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %g = arith.mulf %x, %nz fastmath<fast> : f32
  %h = arith.mulf %x, %pz fastmath<nnan> : f32
  %i = arith.divf %x, %one : f32
  %j = arith.maximumf %x, %ninf : f32
  %k = arith.minimumf %x, %pinf : f32
  %l = arith.maxnumf %x, %nan : f32
  %m = arith.minnumf %x, %nan : f32
  %n1 = arith.negf %x : f32
  %n = arith.negf %n1 : f32
  %o = arith.maximumf %x, %x : f32
  %vo = arith.constant dense<1.0> : vector<2xf32>
  %p = arith.mulf %v, %vo : vector<2xf32>
  %vz = arith.constant dense<-0.0> : vector<2xf32>
  %q = arith.addf %v, %vz : vector<2xf32>
  %r = arith.remf %x, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q, %r : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32
}
func.func @rounding() -> (f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16) {
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 4.8828125e-4 : f16
  %a = arith.addf %h1, %h2 : f16
  %h3 = arith.constant 1.4648438e-3 : f16
  %b = arith.addf %h1, %h3 : f16
  %h4 = arith.constant 6.103515625e-5 : f16
  %h5 = arith.constant 3.0 : f16
  %c = arith.divf %h4, %h5 : f16
  %b1 = arith.constant 1.0078125 : bf16
  %d = arith.mulf %b1, %b1 : bf16
  %b2 = arith.constant 3.3895313892515355e38 : bf16
  %e = arith.addf %b2, %b2 : bf16
  %b3 = arith.constant 3.0 : bf16
  %f = arith.divf %b1, %b3 : bf16
  %h6 = arith.constant 65504.0 : f16
  %h7 = arith.constant 16.0 : f16
  %g = arith.addf %h6, %h7 : f16
  %f1 = arith.constant 16777216.0 : f32
  %f2 = arith.constant 1.0 : f32
  %h = arith.addf %f1, %f2 : f32
  %d1 = arith.constant 0.1 : f64
  %d2 = arith.constant 0.2 : f64
  %i = arith.addf %d1, %d2 : f64
  %h8 = arith.constant 5.5 : f16
  %h9 = arith.constant 2.0 : f16
  %j = arith.remf %h8, %h9 : f16
  %f3 = arith.constant -5.5 : f32
  %k = arith.remf %f3, %f2 : f32
  %f4 = arith.constant -4.0 : f32
  %l = arith.remf %f4, %f2 : f32
  %f5 = arith.constant 1.0e-45 : f32
  %f6 = arith.constant 0.5 : f32
  %m = arith.mulf %f5, %f6 : f32
  %b4 = arith.constant 1.0e-40 : bf16
  %n = arith.mulf %b4, %b4 : bf16
  %h10 = arith.constant 5.9604644775390625e-8 : f16
  %o = arith.subf %h10, %h10 : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o : f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16
}
func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %qn = arith.constant 0x7FC00001 : f32
  %nqn = arith.constant 0xFFC00002 : f32
  %sn = arith.constant 0x7F800003 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.addf %one, %nqn : f32
  %b = arith.subf %one, %nqn : f32
  %c = arith.addf %qn, %nqn : f32
  %d = arith.mulf %one, %sn : f32
  %e = arith.addf %inf, %ninf : f32
  %f = arith.mulf %z, %inf : f32
  %g = arith.divf %z, %z : f32
  %h = arith.remf %one, %z : f32
  %i = arith.negf %nqn : f32
  %j = arith.divf %nqn, %one : f32
  %k = arith.remf %sn, %one : f32
  %l = arith.negf %sn : f32
  %m = arith.divf %one, %nz : f32
  %n = arith.addf %nz, %nz : f32
  %o = arith.subf %z, %z : f32
  %p = arith.subf %nz, %z : f32
  %q = arith.mulf %nz, %one : f32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>) {
  %qn = arith.constant 0x7FC00001 : f32
  %sn = arith.constant 0x7F800003 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.maximumf %z, %nz : f32
  %b = arith.maximumf %nz, %z : f32
  %c = arith.minimumf %z, %nz : f32
  %d = arith.maxnumf %nz, %z : f32
  %e = arith.maxnumf %z, %nz : f32
  %f = arith.minnumf %z, %nz : f32
  %g = arith.minnumf %nz, %z : f32
  %h = arith.maximumf %sn, %one : f32
  %i = arith.maxnumf %sn, %one : f32
  %j = arith.minnumf %qn, %one : f32
  %k = arith.maximumf %qn, %one : f32
  %l = arith.minimumf %one, %sn : f32
  %va = arith.constant dense<[1.0, 0x7F800003, 0.0]> : vector<3xf32>
  %vb = arith.constant dense<[0x7F800005, 2.0, -0.0]> : vector<3xf32>
  %r1 = arith.maxnumf %va, %vb : vector<3xf32>
  %r2 = arith.minnumf %va, %vb : vector<3xf32>
  %r3 = arith.maximumf %va, %vb : vector<3xf32>
  %r4 = arith.minimumf %va, %vb : vector<3xf32>
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>
}
func.func @formats() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16) {
  %e1 = arith.constant 448.0 : f8E4M3FN
  %e2 = arith.constant 2.0 : f8E4M3FN
  %a = arith.mulf %e1, %e2 : f8E4M3FN
  %f1 = arith.constant 1.5 : f8E5M2
  %b = arith.mulf %f1, %f1 : f8E5M2
  %u1 = arith.constant 1.0 : f8E4M3FNUZ
  %c = arith.subf %u1, %u1 : f8E4M3FNUZ
  %x1 = arith.constant 1.0 : f80
  %x2 = arith.constant 3.0 : f80
  %d = arith.divf %x1, %x2 : f80
  %q1 = arith.constant 1.0 : f128
  %q2 = arith.constant 3.0 : f128
  %e = arith.divf %q1, %q2 : f128
  %t1 = arith.constant 1.0 : tf32
  %t2 = arith.constant 3.0 : tf32
  %f = arith.divf %t1, %t2 : tf32
  %g1 = arith.constant 1.5 : f4E2M1FN
  %g = arith.addf %g1, %g1 : f4E2M1FN
  %m1 = arith.constant 2.0 : f8E8M0FNU
  %h = arith.mulf %m1, %m1 : f8E8M0FNU
  %d1 = arith.constant 1.0 : f64
  %d3 = arith.constant 3.0 : f64
  %i = arith.divf %d1, %d3 : f64
  %ez = arith.constant 0.0 : f8E4M3FN
  %j = arith.divf %e2, %ez : f8E4M3FN
  %uz = arith.constant 0.0 : f8E5M2FNUZ
  %u2 = arith.constant -2.0 : f8E5M2FNUZ
  %k = arith.mulf %u2, %uz : f8E5M2FNUZ
  %l = arith.negf %u1 : f8E4M3FNUZ
  %g2 = arith.constant 2.0 : f4E2M1FN
  %m = arith.mulf %g2, %g1 : f4E2M1FN
  %hh = arith.constant 2.0 : f16
  %n = arith.remf %hh, %hh : f16
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16
}
func.func @shaped(%t: tensor<?xf32>) -> (vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>) {
  %a = arith.constant dense<[1.0, 2.5]> : vector<2xf32>
  %b = arith.constant dense<3.0> : vector<2xf32>
  %r1 = arith.divf %a, %b : vector<2xf32>
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %r2 = arith.subf %c, %c : tensor<2x2xf16>
  %d = arith.constant dense<[1.0, -1.0]> : vector<2xbf16>
  %r3 = arith.negf %d : vector<2xbf16>
  %p = ub.poison : vector<2xf32>
  %r4 = arith.addf %a, %p : vector<2xf32>
  return %r1, %r2, %r3, %r4 : vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>
}
"##,
        r##"module {
  func.func @identities(%arg0: f32, %arg1: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32) {
    %cst = arith.constant -0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %0 = arith.addf %arg0, %cst_0 : f32
    %1 = arith.subf %arg0, %cst : f32
    %2 = arith.mulf %arg0, %cst_0 fastmath<nnan> : f32
    %3 = arith.remf %arg0, %cst_1 : f32
    return %arg0, %0, %arg0, %1, %arg0, %cst_0, %cst, %2, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, vector<2xf32>, f32
  }
  func.func @rounding() -> (f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16) {
    %cst = arith.constant 1.000000e+00 : f16
    %cst_0 = arith.constant 1.001950e+00 : f16
    %cst_1 = arith.constant 2.032520e-05 : f16
    %cst_2 = arith.constant 1.015630e+00 : bf16
    %cst_3 = arith.constant 0x7F80 : bf16
    %cst_4 = arith.constant 3.359380e-01 : bf16
    %cst_5 = arith.constant 0x7C00 : f16
    %cst_6 = arith.constant 0x4B800000 : f32
    %cst_7 = arith.constant 0.30000000000000004 : f64
    %cst_8 = arith.constant 1.500000e+00 : f16
    %cst_9 = arith.constant -5.000000e-01 : f32
    %cst_10 = arith.constant -0.000000e+00 : f32
    %cst_11 = arith.constant 0.000000e+00 : f32
    %cst_12 = arith.constant 0.000000e+00 : bf16
    %cst_13 = arith.constant 0.000000e+00 : f16
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13 : f16, f16, f16, bf16, bf16, bf16, f16, f32, f64, f16, f32, f32, f32, bf16, f16
  }
  func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0xFFC00002 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant -0.000000e+00 : f32
    %cst_2 = arith.constant 0x7FC00001 : f32
    %cst_3 = arith.constant 0x7FC00003 : f32
    %cst_4 = arith.constant 0x7FC00000 : f32
    %cst_5 = arith.constant 0x7FC00002 : f32
    %cst_6 = arith.constant 0xFF800003 : f32
    %cst_7 = arith.constant 0xFF800000 : f32
    return %cst, %cst, %cst_2, %cst_3, %cst_4, %cst_4, %cst_4, %cst_4, %cst_5, %cst, %cst_3, %cst_6, %cst_7, %cst_1, %cst_0, %cst_1, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
  func.func @min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -0.000000e+00 : f32
    %cst_1 = arith.constant 0x7FC00003 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 0x7FC00001 : f32
    %cst_4 = arith.constant dense<[0x7FC00005, 0x7FC00003, 0.000000e+00]> : vector<3xf32>
    %cst_5 = arith.constant dense<[0x7FC00005, 0x7FC00003, -0.000000e+00]> : vector<3xf32>
    return %cst, %cst, %cst_0, %cst, %cst, %cst_0, %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_1, %cst_4, %cst_5, %cst_4, %cst_5 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xf32>
  }
  func.func @formats() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16) {
    %cst = arith.constant 0x7F : f8E4M3FN
    %cst_0 = arith.constant 2.000000e+00 : f8E5M2
    %cst_1 = arith.constant 0.000000e+00 : f8E4M3FNUZ
    %cst_2 = arith.constant 0.333333333333333333342 : f80
    %cst_3 = arith.constant 0.333333333333333333333333333333333317 : f128
    %cst_4 = arith.constant 3.332520e-01 : tf32
    %cst_5 = arith.constant 3.000000e+00 : f4E2M1FN
    %cst_6 = arith.constant 4.000000e+00 : f8E8M0FNU
    %cst_7 = arith.constant 0.33333333333333331 : f64
    %cst_8 = arith.constant 0.000000e+00 : f8E5M2FNUZ
    %cst_9 = arith.constant -1.000000e+00 : f8E4M3FNUZ
    %cst_10 = arith.constant 0.000000e+00 : f16
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst, %cst_8, %cst_9, %cst_5, %cst_10 : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f80, f128, tf32, f4E2M1FN, f8E8M0FNU, f64, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f4E2M1FN, f16
  }
  func.func @shaped(%arg0: tensor<?xf32>) -> (vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>) {
    %cst = arith.constant dense<[0.333333343, 0.833333313]> : vector<2xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<2x2xf16>
    %cst_1 = arith.constant dense<[-1.000000e+00, 1.000000e+00]> : vector<2xbf16>
    %0 = ub.poison : vector<2xf32>
    return %cst, %cst_0, %cst_1, %0 : vector<2xf32>, tensor<2x2xf16>, vector<2xbf16>, vector<2xf32>
  }
}

"##,
    );
}

/// Deliberate difference: where upstream folds to a constant of a dynamic
/// shape (`dense<0> : tensor<?xi8>`, an attribute it cannot parse back),
/// nothing folds.
#[test]
fn no_constants_of_dynamic_shape() {
    let input = r##"func.func @dynamic(%arg0: tensor<?xi8>) -> (tensor<?xi8>, tensor<?xi1>) {
  %0 = arith.xori %arg0, %arg0 : tensor<?xi8>
  %1 = arith.cmpi eq, %arg0, %arg0 : tensor<?xi8>
  return %0, %1 : tensor<?xi8>, tensor<?xi1>
}
"##;
    let expected = r##"module {
  func.func @dynamic(%arg0: tensor<?xi8>) -> (tensor<?xi8>, tensor<?xi1>) {
    %0 = arith.xori %arg0, %arg0 : tensor<?xi8>
    %1 = arith.cmpi eq, %arg0, %arg0 : tensor<?xi8>
    return %0, %1 : tensor<?xi8>, tensor<?xi1>
  }
}

"##;
    check(input, expected);
}
