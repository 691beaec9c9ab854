// The cf and scf patterns answer to upstream's names in `disable-patterns`
// and `enable-patterns` (upstream itself spells its anonymous-namespace
// patterns `(anonymous namespace)::Name`; strata takes the bare name). The
// CHECK lines are mlir-opt-22's default `--canonicalize` output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize="disable-patterns=RemoveStaticCondition,SimplifyConstCondBranchPred" | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize="enable-patterns=SimplifyTrivialLoops" | FileCheck %s --check-prefix=ONLY

// CHECK-LABEL: func.func @static_if() {
// CHECK-NEXT:  "test.then"() : () -> ()
// CHECK-NEXT:  return
// OFF-LABEL: func.func @static_if() {
// OFF: scf.if %true {
// OFF-NEXT: "test.then"() : () -> ()
// OFF-NEXT: }
func.func @static_if() {
  %true = arith.constant true
  scf.if %true {
    "test.then"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @static_cond_br(%arg0: i32) -> i32 {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.never"() : () -> ()
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  return %arg0 : i32
// OFF-LABEL: func.func @static_cond_br(
// OFF: cf.cond_br %false, ^bb2, ^bb3
func.func @static_cond_br(%a: i32) -> i32 {
  %false = arith.constant false
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.cond_br %false, ^bb2, ^bb3
^bb2:
  return %a : i32
^bb3:
  "test.never"() : () -> ()
  return %a : i32
}

// Only SimplifyTrivialLoops: the zero-trip loop goes, its uses of the
// results become the init values, and nothing else changes.
// CHECK-LABEL: func.func @zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// ONLY-LABEL: func.func @zero_trip(%arg0: i32) -> i32 {
// ONLY-NOT: scf.for
// ONLY: return %arg0 : i32
func.func @zero_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %n = "test.step"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
