// Inlining with unregistered ops, as mlir-opt-22.
// RUN: strata-opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK-LABEL: func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "foo.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// The inliner's simplification pipeline verifies as the run does: with
// --allow-unregistered-dialect, unregistered ops are accepted there too.
func.func private @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %x = "foo.op"(%a) : (i32) -> i32
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}
