// RUN: strata-opt %s --lower-affine 2>&1 | FileCheck %s
// RUN: strata-opt %s --lower-affine --split-input-file --verify-diagnostics

// A map that takes `mod` (or `floordiv`, `ceildiv`) of a constant that is
// not positive cannot be expanded: the pattern reports it and the op stays,
// as upstream's does; the pass still succeeds (exit 0) and prints the rest
// lowered. The errors come first, as the pass emitted them before the IR
// was printed.

// CHECK: error: modulo by non-positive value is not supported
// CHECK: error: division by non-positive value is not supported
// CHECK-DAG: #map = affine_map<(d0) -> (d0 mod -2)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0 floordiv 0)>
// CHECK-LABEL: func.func @bad
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: return %0, %1 : index, index
func.func @bad(%n: index) -> (index, index) {
  // expected-error @below {{modulo by non-positive value is not supported}}
  %a = affine.apply affine_map<(d0) -> (d0 mod -2)>(%n)
  %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  return %a, %b : index, index
}

// -----

// CHECK-LABEL: func.func @floordiv
// CHECK-NEXT: %0 = affine.apply #map1(%arg0)
// CHECK-NEXT: return %0 : index
func.func @floordiv(%n: index) -> index {
  // expected-error @below {{division by non-positive value is not supported}}
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%n)
  return %a : index
}
