// RUN: strata-opt %s --int-range-optimizations | FileCheck %s

// mlir-opt-22 crashes here: its integer range analysis reads the first
// result of an `affine.for` bound map with several results (`min`) as a
// constant. strata gives such an induction variable no range from its
// bounds, and the driver's folds go on.

// CHECK-LABEL: func.func @affine_min_bound
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:         %[[R:.*]] = affine.for %{{.*}} = 0 to min #map()[%arg0] step 2
// CHECK-NEXT:      "test.use"(%[[ONE]]) : (i32) -> ()
// CHECK:         return %[[R]] : i32
func.func @affine_min_bound(%n: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 5)>()[%n] step 2 iter_args(%acc = %x) -> (i32) {
    %one = arith.minui %c1, %c1 : i32
    "test.use"(%one) : (i32) -> ()
    affine.yield %acc : i32
  }
  return %r : i32
}
