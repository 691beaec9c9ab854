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

// A bound that is a symbol (`0 to %n`, `%n to 16`) is not a constant
// either: mlir-opt-22 reads it as one and crashes (a segmentation fault or
// a bus error for these loops) or, on other bodies, reads whatever lies
// there. strata takes the constant bound it has and leaves the other side
// open: the induction variable is at least 0 in the first loop, below 16
// in the second.

// CHECK-LABEL: func.func @affine_symbol_bounds
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         affine.for %{{.*}} = 0 to %arg0 {
// CHECK-NEXT:      "test.use"(%[[TRUE]]) : (i1) -> ()
// CHECK:         affine.for %{{.*}} = %arg0 to 16 {
// CHECK-NEXT:      "test.use"(%[[TRUE]]) : (i1) -> ()
// CHECK:         affine.for %{{.*}} = 0 to %arg0 {
// CHECK-NEXT:      "test.x"() : () -> ()
func.func @affine_symbol_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  affine.for %i = 0 to %n {
    %nonneg = arith.cmpi sge, %i, %c0 : index
    "test.use"(%nonneg) : (i1) -> ()
  }
  affine.for %i = %n to 16 {
    %below = arith.cmpi slt, %i, %c16 : index
    "test.use"(%below) : (i1) -> ()
  }
  affine.for %i = 0 to %n {
    "test.x"() : () -> ()
  }
  return
}
