// Subscript lists repeated word for word (as unrolled and generated affine
// code repeats them) name the values of the function they appear in, and
// give the same map.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// GENERIC-DAG: #[[MAP:.*]] = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
// GENERIC-DAG: #[[SYMMAP:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>

// CHECK-LABEL: func.func @first
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: affine.load %[[A]][%[[I]] * 16 + %[[J]] + 3] : memref<?xf32>
// CHECK: affine.store %{{.*}}, %[[A]][%[[I]] * 16 + %[[J]] + 3] : memref<?xf32>
// CHECK: affine.load %[[A]][%[[J]] * 16 + %[[I]] + 3] : memref<?xf32>
// GENERIC-LABEL: sym_name = "first"
// GENERIC: ^bb0(%[[A:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[J:.*]]: index):
// GENERIC: "affine.load"(%[[A]], %[[I]], %[[J]]) <{map = #[[MAP]]}>
// GENERIC: "affine.store"(%{{.*}}, %[[A]], %[[I]], %[[J]]) <{map = #[[MAP]]}>
// GENERIC: "affine.load"(%[[A]], %[[J]], %[[I]]) <{map = #[[MAP]]}>
func.func @first(%A: memref<?xf32>, %i: index, %j: index) -> f32 {
  %0 = affine.load %A[%i * 16 + %j + 3] : memref<?xf32>
  affine.store %0, %A[%i * 16 + %j + 3] : memref<?xf32>
  %1 = affine.load %A[%j * 16 + %i + 3] : memref<?xf32>
  return %1 : f32
}

// The same text in another function names that function's values, here
// with the roles of its arguments swapped.
// CHECK-LABEL: func.func @second
// CHECK-SAME: (%[[A2:.*]]: memref<?xf32>, %[[J2:.*]]: index, %[[I2:.*]]: index)
// CHECK: affine.load %[[A2]][%[[I2]] * 16 + %[[J2]] + 3] : memref<?xf32>
// GENERIC-LABEL: sym_name = "second"
// GENERIC: ^bb0(%[[A2:.*]]: memref<?xf32>, %[[J2:.*]]: index, %[[I2:.*]]: index):
// GENERIC: "affine.load"(%[[A2]], %[[I2]], %[[J2]]) <{map = #[[MAP]]}>
func.func @second(%A: memref<?xf32>, %j: index, %i: index) -> f32 {
  %0 = affine.load %A[%i * 16 + %j + 3] : memref<?xf32>
  return %0 : f32
}

// A symbol and a result number: a repeat keeps both.
// CHECK-LABEL: func.func @third
// CHECK: %[[R:.*]]:2 = "test.two"()
// CHECK: affine.load %{{.*}}[%[[R]]#1 + symbol(%{{.*}})] : memref<?xf32>
// CHECK: affine.load %{{.*}}[%[[R]]#1 + symbol(%{{.*}})] : memref<?xf32>
// GENERIC-LABEL: sym_name = "third"
// GENERIC: ^bb0(%[[A3:.*]]: memref<?xf32>, %[[N3:.*]]: index):
// GENERIC: %[[R3:.*]]:2 = "test.two"()
// GENERIC: "affine.load"(%[[A3]], %[[R3]]#1, %[[N3]]) <{map = #[[SYMMAP]]}>
// GENERIC: "affine.load"(%[[A3]], %[[R3]]#1, %[[N3]]) <{map = #[[SYMMAP]]}>
func.func @third(%A: memref<?xf32>, %n: index) -> f32 {
  %r:2 = "test.two"() : () -> (index, index)
  %0 = affine.load %A[%r#1 + symbol(%n)] : memref<?xf32>
  %1 = affine.load %A[%r#1 + symbol(%n)] : memref<?xf32>
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
