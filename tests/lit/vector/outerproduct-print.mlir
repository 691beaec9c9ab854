// vector.outerproduct prints its attributes, kind included, only with an
// accumulator (upstream's OuterProductOp::print).
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: f32, %arg4: vector<2xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %1 = vector.outerproduct %arg0, %arg1 : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg0, %arg3, %arg4 {foo = 1 : i32, kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: %4 = vector.outerproduct %arg0, %arg3 : vector<2xf32>, f32
// CHECK-NEXT: return %0, %1, %2, %3, %4 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }
func.func @f(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %s: f32, %v: vector<2xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  %3 = vector.outerproduct %a, %s, %v {foo = 1 : i32} : vector<2xf32>, f32
  %4 = vector.outerproduct %a, %s {kind = #vector.kind<mul>} : vector<2xf32>, f32
  return %0, %1, %2, %3, %4 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>
}
