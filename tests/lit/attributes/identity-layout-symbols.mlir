// RUN: strata-opt %s | FileCheck %s

// An identity layout is dropped from a memref type even when its map has
// symbols (upstream's `AffineMap::isIdentity` ignores them), so the map
// gets no alias and later aliases keep their numbers.

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NOT: #map1
// CHECK: func.func @f(%arg0: memref<2x4xf32>, %arg1: memref<2xf32, #map>)
func.func @f(%a: memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0, d1)>>, %b: memref<2xf32, affine_map<(d0) -> (d0 + 1)>>) {
  return
}
