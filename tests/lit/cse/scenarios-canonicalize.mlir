// The index-arithmetic seed scenario with `--canonicalize --cse`: the
// constant subexpression `1 + 2` folds, and the repeated `x + y` and
// `(x + y) + z` are computed once. The CHECK lines are mlir-opt-22's output,
// so both tools pass this file.
// RUN: strata-opt %s --canonicalize --cse | FileCheck %s

// CHECK-LABEL: func.func @index_arithmetic(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:   %1 = arith.addi %0, %arg3 : index
// CHECK-NEXT:   memref.store %arg4, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg4, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg4, %arg0[%0] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @index_arithmetic(%m: memref<?xf32>, %x: index, %y: index, %z: index, %v: f32) {
  %0 = arith.addi %x, %y : index
  %1 = arith.addi %0, %z : index
  memref.store %v, %m[%1] : memref<?xf32>
  %2 = arith.addi %x, %y : index
  %3 = arith.addi %2, %z : index
  memref.store %v, %m[%3] : memref<?xf32>
  %4 = arith.addi %y, %x : index
  memref.store %v, %m[%4] : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @constant_subexpression(%arg0: memref<?xf32>, %arg1: f32) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   memref.store %arg1, %arg0[%c3] : memref<?xf32>
// CHECK-NEXT:   memref.store %arg1, %arg0[%c3] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @constant_subexpression(%m: memref<?xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %c1, %c2 : index
  memref.store %v, %m[%0] : memref<?xf32>
  %1 = arith.addi %c1, %c2 : index
  memref.store %v, %m[%1] : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @loads_after_folding(%arg0: memref<?xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @loads_after_folding(%m: memref<?xf32>, %i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %j = arith.addi %i, %c0 : index
  %0 = memref.load %m[%i] : memref<?xf32>
  %1 = memref.load %m[%j] : memref<?xf32>
  return %0, %1 : f32, f32
}
