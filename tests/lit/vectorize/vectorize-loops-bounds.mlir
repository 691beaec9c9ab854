// RUN: strata-opt %s --split-input-file "--vectorize-loops=target=avx512 interleave=1" --canonicalize | FileCheck %s
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// Any lower bound: the vector loop runs from it by 16 as far as whole
// vectors go (3 + 48 * 16 = 771), the scalar tail runs the rest.
// CHECK-LABEL: func.func @from3(
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C777:.*]] = arith.constant 777 : index
// CHECK-DAG:     %[[C771:.*]] = arith.constant 771 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK:         scf.for %[[I:.*]] = %[[C3]] to %[[C771]] step %[[C16]] {
// CHECK-NEXT:      %[[V:.*]] = vector.load %arg0[%[[I]]] : memref<?xf32>, vector<16xf32>
// CHECK-NEXT:      vector.store %[[V]], %arg1[%[[I]]] : memref<?xf32>, vector<16xf32>
// CHECK:         scf.for %{{.*}} = %[[C771]] to %[[C777]] step %[[C1]] {
// CHECK-NEXT:      memref.load
func.func @from3(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c777 = arith.constant 777 : index
  scf.for %j = %c3 to %c777 step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// Dynamic bounds: the trip count max(ub - lb, 0) is split at run time into
// whole vectors and a scalar rest.
// CHECK-LABEL: func.func @dynamic(
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = arith.subi %arg3, %arg2 : index
// CHECK-NEXT:    %[[N:.*]] = arith.maxsi %[[D]], %[[C0]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.remsi %[[N]], %[[C16]] : index
// CHECK-NEXT:    %[[M:.*]] = arith.subi %[[N]], %[[R]] : index
// CHECK-NEXT:    %[[E:.*]] = arith.addi %arg2, %[[M]] : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %arg2 to %[[E]] step %[[C16]] {
// CHECK-NEXT:      vector.load %arg0[%[[I]]] : memref<?xf32>, vector<16xf32>
// CHECK:         scf.for %{{.*}} = %[[E]] to %arg3 step %{{.*}} {
func.func @dynamic(%a: memref<?xf32>, %b: memref<?xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %j = %lb to %ub step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// A dynamic step: the trip count is a ceiling division, the lanes are a
// ramp by the step (a gather and a scatter, the stride being unknown).
// CHECK-LABEL: func.func @dynamic_step(
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = arith.ceildivsi %arg2, %arg3 : index
// CHECK-NEXT:    %[[N:.*]] = arith.maxsi %[[D]], %[[C0]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.remsi %[[N]], %[[C16]] : index
// CHECK-NEXT:    %[[M:.*]] = arith.subi %[[N]], %[[R]] : index
// CHECK-NEXT:    %[[E:.*]] = arith.muli %[[M]], %arg3 : index
// CHECK-NEXT:    %[[S:.*]] = arith.muli %arg3, %[[C16]] : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[E]] step %[[S]] {
// CHECK-NEXT:      %[[L:.*]] = vectorize.ramp %[[I]], %arg3 : vector<16xindex>
// CHECK-NEXT:      %[[V:.*]] = vector.gather %arg0[%[[C0]]] [%[[L]]]
// CHECK-NEXT:      vector.scatter %arg1[%[[C0]]] [%[[L]]], %{{.*}}, %[[V]]
// CHECK:         scf.for %{{.*}} = %[[E]] to %arg2 step %arg3 {
func.func @dynamic_step(%a: memref<?xf32>, %b: memref<?xf32>, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  scf.for %j = %c0 to %ub step %s {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// A constant step: the lanes are `step` apart, so the strided accesses
// become wide masked ones with a shuffle.
// CHECK-LABEL: func.func @step2(
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[C64]] step %[[C32]] {
// CHECK-NEXT:      vector.maskedload %arg0[%[[I]]], %{{.*}}, %{{.*}} : memref<?xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK-NOT:     scf.for
func.func @step2(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c63 = arith.constant 63 : index
  scf.for %j = %c0 to %c63 step %c2 {
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %b[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// An i32 induction variable: bounds, step and lanes stay i32; its signed
// cast to index is a ramp of the cast start (the lanes are iterations,
// which do not overflow), so the accesses are contiguous.
// CHECK-LABEL: func.func @i32_iv(
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : i32
// CHECK-DAG:     %[[C96:.*]] = arith.constant 96 : i32
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : i32
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C96]] step %[[C16]] : i32 {
// CHECK-NEXT:      %[[J:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK-NEXT:      %[[V:.*]] = vector.load %arg0[%[[J]]] : memref<?xf32>, vector<16xf32>
// CHECK-NEXT:      vector.store %[[V]], %arg1[%[[J]]] : memref<?xf32>, vector<16xf32>
// CHECK:         scf.for %{{.*}} = %[[C96]] to %[[C100]] step %[[C1]] : i32 {
func.func @i32_iv(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  scf.for %j = %c0 to %c100 step %c1 : i32 {
    %i = arith.index_cast %j : i32 to index
    %x = memref.load %a[%i] : memref<?xf32>
    memref.store %x, %b[%i] : memref<?xf32>
  } {vectorize.vectorized}
  return
}

// -----

// i1 elements are one byte each in a memref but one bit each in a vector:
// the accesses stay a gather and a scatter (element by element), never a
// vector.load/store of vector<Nxi1>.
// CHECK-LABEL: func.func @copy_i1(
// CHECK:         vector.gather %arg0{{.*}} : memref<8xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1> into vector<8xi1>
// CHECK-NEXT:    vector.scatter %arg1{{.*}} : memref<8xi1>, vector<8xindex>, vector<8xi1>, vector<8xi1>
// CHECK-NOT:     vector.load
// CHECK-NOT:     vector.store
func.func @copy_i1(%a: memref<8xi1>, %b: memref<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<8xi1>
    memref.store %x, %b[%j] : memref<8xi1>
  } {vectorize.vectorized}
  return
}
