// RUN: strata-opt %s --split-input-file --vectorize-loops=target=avx512 --canonicalize | FileCheck %s
// RUN: strata-opt %s --split-input-file "--vectorize-loops=target=avx512 interleave=1" --canonicalize | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --split-input-file "--vectorize-loops=target=avx512 interleave=2" --canonicalize | FileCheck %s --check-prefix=TWO
// conformance: strata-only (vectorize-loops is strata's own pass: mlir-opt-22 does not have it)

// A loop is interleaved 4 times by default: for a reduction whose order
// may change, a vector of 4 x 16 lanes, which LLVM splits into 4
// independent accumulators. What is left runs as single vectors (the
// epilogue), whose accumulator starts from the main loop's folded to 16
// lanes, so one vector.reduction ends both; then as scalars.
// CHECK-LABEL: func.func @dot(
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[MAIN:.*]] = scf.for %{{.*}} = %{{.*}} to %[[E1:.*]] step %[[C64]] iter_args(%{{.*}} = %{{.*}}) -> (vector<64xf32>) {
// CHECK:           arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : vector<64xf32>
// CHECK-NOT:     vector.reduction
// CHECK:         %[[Q0:.*]] = vector.shuffle %[[MAIN]], %[[MAIN]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<64xf32>, vector<64xf32>
// CHECK-NEXT:    %[[Q1:.*]] = vector.shuffle %[[MAIN]], %[[MAIN]] [16,
// CHECK-NEXT:    %[[S1:.*]] = arith.addf %[[Q0]], %[[Q1]] fastmath<reassoc> : vector<16xf32>
// CHECK-NEXT:    %[[Q2:.*]] = vector.shuffle %[[MAIN]], %[[MAIN]] [32,
// CHECK-NEXT:    %[[S2:.*]] = arith.addf %[[S1]], %[[Q2]] fastmath<reassoc> : vector<16xf32>
// CHECK-NEXT:    %[[Q3:.*]] = vector.shuffle %[[MAIN]], %[[MAIN]] [48,
// CHECK-NEXT:    %[[S3:.*]] = arith.addf %[[S2]], %[[Q3]] fastmath<reassoc> : vector<16xf32>
// CHECK-NEXT:    %[[EPI:.*]] = scf.for %{{.*}} = %[[E1]] to %[[E2:.*]] step %[[C16]] iter_args(%{{.*}} = %[[S3]]) -> (vector<16xf32>) {
// CHECK:         %[[R2:.*]] = vector.reduction <add>, %[[EPI]], %[[ZERO]] fastmath<reassoc> : vector<16xf32> into f32
// CHECK:         %[[TAIL:.*]] = scf.for %{{.*}} = %[[E2]] to %arg2 step %{{.*}} iter_args(%{{.*}} = %[[R2]]) -> (f32) {
// CHECK:         return %[[TAIL]] : f32
// ONE-LABEL: func.func @dot(
// ONE:         scf.for {{.*}} -> (vector<16xf32>) {
// ONE-NOT:     vector<64xf32>
// ONE-NOT:     vector<32xf32>
// TWO-LABEL: func.func @dot(
// TWO:         scf.for {{.*}} -> (vector<32xf32>) {
// TWO:         scf.for {{.*}} -> (vector<16xf32>) {
func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = memref.load %y[%j] : memref<?xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p fastmath<reassoc> : f32
    scf.yield %s : f32
  } {vectorize.vectorized}
  return %r : f32
}

// -----

// A constant trip count: 1000 = 15 x 64 + 2 x 16 + 8.
// CHECK-LABEL: func.func @sum_i32(
// CHECK-DAG:     %[[C960:.*]] = arith.constant 960 : index
// CHECK-DAG:     %[[C992:.*]] = arith.constant 992 : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[C960]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<64xi32>) {
// CHECK:         scf.for %{{.*}} = %[[C960]] to %[[C992]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<16xi32>) {
// CHECK:         scf.for %{{.*}} = %[[C992]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32) {
func.func @sum_i32(%x: memref<1000xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %j = %c0 to %c1000 step %c1 iter_args(%acc = %zero) -> (i32) {
    %a = memref.load %x[%j] : memref<1000xi32>
    %s = arith.addi %acc, %a : i32
    scf.yield %s : i32
  } {vectorize.vectorized}
  return %r : i32
}

// -----

// A sum that must keep its order is not interleaved (its lanes are added
// one after the other anyway); a loop without a reduction is.
// CHECK-LABEL: func.func @in_order(
// CHECK-NOT:     vector<64xf32>
// CHECK:         scf.for {{.*}} -> (f32) {
// CHECK:           vector.reduction <add>, %{{.*}}, %{{.*}} : vector<16xf32> into f32
// CHECK:         scf.for
// CHECK:           arith.negf %{{.*}} : vector<64xf32>
func.func @in_order(%x: memref<?xf32>, %o: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%j] : memref<?xf32>
    %s = arith.addf %acc, %a : f32
    scf.yield %s : f32
  } {vectorize.vectorized}
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.negf %a : f32
    memref.store %b, %o[%j] : memref<?xf32>
  } {vectorize.vectorized}
  return %r : f32
}
