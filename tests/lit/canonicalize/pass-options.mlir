// The canonicalize pass through each way of asking for it, with upstream's
// options; all give the same result here.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize="top-down=false max-iterations=3 region-simplify=aggressive" | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=100 test-convergence})' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled}))' | FileCheck %s
// RUN: strata-opt %s --canonicalize --canonicalize | FileCheck %s

// Folding can be turned off only by filtering patterns, which does not
// affect folds: `enable-patterns` naming no pattern still folds.
// RUN: strata-opt %s --canonicalize="enable-patterns=none-such" | FileCheck %s
// RUN: strata-opt %s --canonicalize="disable-patterns=a,b" | FileCheck %s

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c6_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
