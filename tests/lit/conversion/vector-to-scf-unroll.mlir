// RUN: strata-opt %s '--convert-vector-to-scf=full-unroll lower-tensors' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-vector-to-scf{full-unroll=true lower-tensors=true}))' | FileCheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>

// With full-unroll, no buffer and no loop: each row is a transfer of one
// rank less, inserted into (read) or extracted from (write) the vector;
// out-of-bounds rows keep the padding (read) or are skipped (write).

// CHECK-LABEL: func.func @read_2d(%arg0: memref<?x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x4xf32>) {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<?x8xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.insert %5, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %6 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x4xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg1], %cst {in_bounds = [true]} : memref<?x8xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %6, %1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %7 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x4xf32>
// CHECK-NEXT: }
func.func @read_2d(%m: memref<?x8xf32>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant 1.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {in_bounds = [false, true]} : memref<?x8xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// A 2-D mask is unpacked row by row.
// CHECK-LABEL: func.func @write_2d_masked(%arg0: memref<4x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xi1>, %arg3: index) {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg3, %arg3], %1 {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg3]
// CHECK-NEXT: %3 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg2[1] : vector<4xi1> from vector<2x4xi1>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%2, %arg3], %4 {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_2d_masked(%m: memref<4x8xf32>, %v: vector<2x4xf32>, %mask: vector<2x4xi1>, %i: index) {
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<2x4xf32>, memref<4x8xf32>
  return
}

// On a tensor, each row writes into the tensor the previous one gave.
// CHECK-LABEL: func.func @tensor_write(%arg0: tensor<4x4xf32>, %arg1: vector<2x4xf32>, %arg2: index) -> tensor<4x4xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (tensor<4x4xf32>) {
// CHECK-NEXT: %5 = vector.extract %arg1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.transfer_write %5, %arg0[%arg2, %arg2] : vector<4xf32>, tensor<4x4xf32>
// CHECK-NEXT: scf.yield %6 : tensor<4x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT: %4 = scf.if %3 -> (tensor<4x4xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg2]
// CHECK-NEXT: %6 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %7 = vector.transfer_write %6, %1[%5, %arg2] : vector<4xf32>, tensor<4x4xf32>
// CHECK-NEXT: scf.yield %7 : tensor<4x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @tensor_write(%t: tensor<4x4xf32>, %v: vector<2x4xf32>, %i: index) -> tensor<4x4xf32> {
  %r = vector.transfer_write %v, %t[%i, %i] : vector<2x4xf32>, tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A read of a broadcast row reads once per row of the result.
// CHECK-LABEL: func.func @read_broadcast(%arg0: memref<8x8xf32>, %arg1: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: return %1 : vector<3x4xf32>
// CHECK-NEXT: }
func.func @read_broadcast(%m: memref<8x8xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<8x8xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
