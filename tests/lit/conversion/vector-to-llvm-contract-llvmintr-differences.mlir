// conformance: rewrite-differs (mlir-opt-22 lowers a mul contraction as acc + A * B)
// vector-contract-lowering=llvmintr on a contraction of another kind than add:
// mlir-opt-22's matrix-multiply pattern ignores the kind and adds the product to
// the accumulator, changing the result; strata leaves the contraction, as every
// other choice of the lowering does for such kinds.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=vector-contract-lowering=llvmintr | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @kind_mul(%arg0: vector<2x4xf32>, %arg1: vector<4x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %arg2 : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
// CHECK-NEXT: return %0 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @kind_mul(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
