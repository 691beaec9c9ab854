// RUN: strata-opt %s --split-input-file --lower-affine | FileCheck %s

// Aliases name what the printed module holds. The maps of lowered affine
// ops are gone with them: no `#map` is defined, though the context still
// holds the maps. Where a map is still printed, wherever it sits (a block
// argument's type, an attribute of a nested op), it keeps its alias.

// CHECK-NOT: #map
// CHECK-LABEL: func.func @lowered
// CHECK-NOT: affine
// CHECK: return
func.func @lowered(%m: memref<64xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i * 4 + 3] : memref<64xf32>
  %j = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>(%i)[%i]
  %w = affine.load %m[%j] : memref<64xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// -----

// CHECK: #[[SHIFT:map]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @block_arg
// CHECK: ^bb1(%{{.*}}: memref<4xf32, #[[SHIFT]]>)
func.func @block_arg(%i: index) {
  %j = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
  return
^bb1(%x: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
  return
}

// -----

// CHECK: #[[ATTR:map]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @nested_attr
// CHECK: scf.for
// CHECK: } {kept = #[[ATTR]]}
func.func @nested_attr(%n: index) {
  affine.for %i = 0 to 8 {
    scf.for %j = %i to %n step %n {
      %k = affine.apply affine_map<(d0) -> (d0 * 3)>(%j)
    } {kept = affine_map<(d0, d1) -> (d1, d0)>}
  }
  return
}
