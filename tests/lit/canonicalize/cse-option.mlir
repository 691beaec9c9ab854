// `canonicalize{cse=true}` (a strata extension, docs/rewriting.md): CSE
// runs between the driver's iterations, so the rewrites that merging
// exposes fire in the same run. One run here reaches what mlir-opt-22
// needs `--canonicalize --cse --canonicalize --cse --canonicalize` for
// (the conformance tool compares exactly that); plain `--canonicalize`
// changes nothing. Output is the same on one thread and on several.
// conformance: mlir-opt-flags --canonicalize --cse --canonicalize --cse --canonicalize
// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{cse=true})' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{cse=true})' --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --canonicalize="top-down=false cse=true" | FileCheck %s
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=PLAIN
// RUN: strata-opt %s --canonicalize=cse=true --debug-rewrites 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Two equal products merge; `x - x` then folds to 0. The trace shows CSE
// as a step of its own, then the fold it enabled.
// CHECK-LABEL: func.func @sub_of_equal_products(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
// PLAIN-LABEL: func.func @sub_of_equal_products(%arg0: i32, %arg1: i32) -> i32 {
// PLAIN-NEXT:    %0 = arith.muli %arg0, %arg1 : i32
// PLAIN-NEXT:    %1 = arith.muli %arg0, %arg1 : i32
// PLAIN-NEXT:    %2 = arith.subi %0, %1 : i32
// PLAIN-NEXT:    return %2 : i32
// TRACE:      [rewrite] cse on 'builtin.module'
// TRACE-NEXT: [rewrite]   modified 'arith.subi' at {{.*}}cse-option.mlir:[[@LINE+6]]:8
// TRACE:      [rewrite]   erased 'arith.muli' at {{.*}}cse-option.mlir:[[@LINE+4]]:8
// TRACE:      [rewrite] fold on 'arith.subi' at {{.*}}cse-option.mlir:[[@LINE+4]]:8
func.func @sub_of_equal_products(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}

// The products are equal only once `a + 0` has folded: canonicalize, then
// CSE, then canonicalize again.
// CHECK-LABEL: func.func @equal_after_folding(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @equal_after_folding(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %x = arith.addi %a, %c0 : i32
  %0 = arith.muli %x, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}

// Two rounds: the first merge folds `c + (x - x)` to `c`, which makes two
// more products equal.
// CHECK-LABEL: func.func @two_rounds(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    return %c0_i32, %0 : i32, i32
// CHECK-NEXT:  }
func.func @two_rounds(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  %3 = arith.addi %c, %2 : i32
  %4 = arith.muli %3, %b : i32
  %5 = arith.muli %c, %b : i32
  %6 = arith.subi %4, %5 : i32
  return %6, %0 : i32, i32
}

// Commutative operands merge as a multiset; `x == x` is true and the
// select picks its first value.
// CHECK-LABEL: func.func @select_on_equal_sums(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @select_on_equal_sums(%p: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.select %2, %a, %b : i32
  return %3 : i32
}
