// RUN: strata-opt %s --strip-debuginfo --mlir-print-debuginfo --mlir-print-local-scope --allow-unregistered-dialect | FileCheck %s

// Every op's and block argument's location becomes unknown.

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT: %0 = "test.op"() : () -> i32 loc(unknown)
// CHECK-NEXT: cf.br ^bb1(%0 : i32) loc(unknown)
// CHECK-NEXT: ^bb1(%1: i32 loc(unknown)): // pred: ^bb0
// CHECK-NEXT: return %1 : i32 loc(unknown)
// CHECK-NEXT: } loc(unknown)
// CHECK-NEXT: } loc(unknown)
func.func @f(%x: i32 loc("a.mlir":1:2)) -> i32 {
  %0 = "test.op"() : () -> i32 loc(fused["x", "y"])
  cf.br ^bb1(%0 : i32) loc(callsite("g" at "b.mlir":2:3))
^bb1(%y: i32 loc("c.mlir":5:6)):
  return %y : i32 loc("d.mlir":7:8)
} loc("f.mlir":9:10)
