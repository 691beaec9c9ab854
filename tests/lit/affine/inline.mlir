// RUN: strata-opt %s --inline='default-pipeline=' | FileCheck %s

// Inlining into affine constructs keeps the affine rules: a callee of
// effect-free ops goes in; an affine load or store goes in when the
// values replacing its dims and symbols are valid dims and symbols there
// (upstream's `isValidDim`/`isValidSymbol` for the region inlined into, so
// an induction variable qualifies). At a function's top level (an affine
// scope) every callee is inlined.

// CHECK-LABEL: func.func @caller(
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      %[[A:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      %{{.*}} = affine.load %arg0[%[[I]]] : memref<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %{{.*}} = affine.load %arg0[%[[C]]] : memref<8xf32>
// CHECK-NEXT:    return
func.func @pure(%i: index) -> i32 {
  %a = arith.index_cast %i : index to i32
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @load_at(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i] : memref<8xf32>
  return %v : f32
}
func.func @caller(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %0 = func.call @pure(%i) : (index) -> i32
    %1 = func.call @load_at(%m, %i) : (memref<8xf32>, index) -> f32
  }
  %c0 = arith.constant 0 : index
  %3 = call @load_at(%m, %c0) : (memref<8xf32>, index) -> f32
  return
}
