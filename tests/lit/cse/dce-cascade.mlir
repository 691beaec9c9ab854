// Strata-only (docs/differences.md): ops left dead by erasing dead ops are
// erased in the same `cse` run; upstream leaves them to the next run. The
// conformance: mlir-opt-flags --cse --cse
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func @operand_of_dead_op(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @operand_of_dead_op(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %0, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @two_operands_of_dead_op(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @two_operands_of_dead_op(%a: i32, %b: i32) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.addi %0, %1 : i32
  return
}

// CHECK-LABEL: func.func @dead_after_cse(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @dead_after_cse(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %1, %0 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @load_feeding_dead_op(%arg0: memref<i32>) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @load_feeding_dead_op(%m: memref<i32>) {
  %0 = memref.load %m[] : memref<i32>
  %1 = arith.addi %0, %0 : i32
  return
}

// CHECK-LABEL: func.func @dead_region_op_frees_outer(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_region_op_frees_outer(%c: i1, %a: i32) {
  %0 = arith.muli %a, %a : i32
  scf.if %c {
    %1 = arith.addi %0, %a : i32
  }
  return
}

// CHECK-LABEL: func.func @live_operand_kept(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @live_operand_kept(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %0, %a : i32
  return %0 : i32
}
