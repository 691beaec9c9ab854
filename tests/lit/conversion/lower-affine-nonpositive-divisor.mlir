// RUN: strata-opt %s --lower-affine 2>&1 | FileCheck %s

// A map that takes `mod` (or `floordiv`, `ceildiv`) of a constant that is
// not positive cannot be expanded: the op stays, as upstream's does, and
// the pass succeeds. mlir-opt-22 also prints "modulo by non-positive
// value is not supported"; strata prints no message (docs/differences.md).

// CHECK-NOT: error
// CHECK: #map = affine_map<(d0) -> (d0 mod -2)>
// CHECK-LABEL: func.func @bad
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: return %0, %1 : index, index
func.func @bad(%n: index) -> (index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 mod -2)>(%n)
  %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %a, %b : index, index
}
