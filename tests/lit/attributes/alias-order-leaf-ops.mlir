// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// Aliases are numbered in print order. Collecting them skips the ops
// without regions that hold nothing aliasable; the ops that hold an alias
// (in a result type, a property, a discardable attribute: an affine map,
// a distinct attribute, a location) and the ops nested in regions keep
// their place in the order. Identical to mlir-opt-22.

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #loc = loc("here.mlir":1:2)
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @f
// CHECK-SAME: memref<4x4xf32, #map>
// CHECK: %[[T:.*]] = "test.make"() : () -> memref<2x2xf32, #map1>
// CHECK: affine.apply #map2(
// CHECK: memref.load %{{.*}} : memref<4x4xf32, #map>
// CHECK: affine.apply #map3(
// CHECK: "test.op"() {a = #map4} : () -> ()
// CHECK: "test.op"() {b = #distinct} : () -> ()
// CHECK: "test.op"() {c = #loc} : () -> ()
// CHECK: "test.use"(%[[T]]) : (memref<2x2xf32, #map1>) -> ()
// CHECK: scf.if
// CHECK: affine.apply #map5(
func.func @f(%a: index, %m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> index {
  %t = arith.constant true
  %c1 = arith.constant 1 : index
  %x = "test.make"() : () -> memref<2x2xf32, affine_map<(d0, d1) -> (d0 * 2 + d1)>>
  %0 = arith.addi %a, %c1 : index
  %1 = affine.apply affine_map<(d0) -> (d0 + 3)>(%0)
  %2 = arith.muli %1, %1 : index
  %v = memref.load %m[%a, %2] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %3 = affine.apply affine_map<(d0) -> (d0 + 2)>(%2)
  "test.op"() {a = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  "test.op"() {b = distinct[0]<42 : i32>} : () -> ()
  "test.op"() {c = loc("here.mlir":1:2)} : () -> ()
  "test.use"(%x) : (memref<2x2xf32, affine_map<(d0, d1) -> (d0 * 2 + d1)>>) -> ()
  %4 = scf.if %t -> index {
    %5 = affine.apply affine_map<(d0) -> (d0 + 4)>(%3)
    scf.yield %5 : index
  } else {
    scf.yield %3 : index
  }
  return %4 : index
}
