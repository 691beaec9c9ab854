// The generic form of the affine ops prints in custom form: maps and
// integer sets come from the properties, the operands split by them.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @generic
// CHECK-SAME:    (%[[M:.*]]: memref<8x8xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    affine.for %[[I:.*]] = %[[N]] to min #{{.*}}(%[[N]])[%[[N]]] step 2 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %[[M]][%[[I]] + 1, symbol(%[[N]])] : memref<8x8xf32>
// CHECK-NEXT:      affine.store %[[V]], %[[M]][%[[I]], %[[I]]] : memref<8x8xf32>
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]])[%[[N]]] {
// CHECK-NEXT:        affine.prefetch %[[M]][%[[I]], 0], write, locality<1>, data : memref<8x8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%[[P:.*]], %[[Q:.*]]) = (0, 0) to (%[[N]], min(%[[N]], 8)) {
// CHECK-NEXT:      affine.load %[[M]][%[[P]], %[[Q]]] : memref<8x8xf32>
// CHECK-NEXT:    }
func.func @generic(%m: memref<8x8xf32>, %n: index) {
  "affine.for"(%n, %n, %n) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 2, 0>, step = 2 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + s0, 8)>}> ({
  ^bb0(%i: index):
    %v = "affine.load"(%m, %i, %n) <{map = affine_map<(d0)[s0] -> (d0 + 1, s0)>}> : (memref<8x8xf32>, index, index) -> f32
    "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0, d0)>}> : (f32, memref<8x8xf32>, index) -> ()
    "affine.if"(%i, %n) <{condition = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>}> ({
      "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = true, localityHint = 1 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<8x8xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    "affine.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "affine.parallel"(%n, %n) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1, 1], upperBoundsGroups = dense<[1, 2]> : tensor<2xi32>, upperBoundsMap = affine_map<(d0, d1) -> (d0, d1, 8)>}> ({
  ^bb0(%p: index, %q: index):
    %w = "affine.load"(%m, %p, %q) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<8x8xf32>, index, index) -> f32
    "affine.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// An unset `UnitProp` is written `= false` in the generic form, a set one
// as a unit attribute or `= true`.
// CHECK-LABEL: func.func @unit_property
// CHECK-NEXT:    affine.linearize_index [%{{.*}}, %{{.*}}] by (2, 3) : index
// CHECK-NEXT:    affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (2, 3) : index
// CHECK-NEXT:    affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (2, 3) : index
func.func @unit_property(%a: index) -> (index, index, index) {
  %0 = "affine.linearize_index"(%a, %a) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 3>}> : (index, index) -> index
  %1 = "affine.linearize_index"(%a, %a) <{disjoint = true, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 3>}> : (index, index) -> index
  %2 = "affine.linearize_index"(%a, %a) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 3>}> : (index, index) -> index
  return %0, %1, %2 : index, index, index
}
