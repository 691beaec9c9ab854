// RUN: strata-opt %s --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-vector-to-scf))' | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0 + d1)>

// Transfers above rank 1 are staged through a buffer at the start of the
// function and unpacked one dim per loop; a dim that may run out of
// bounds gets an scf.if on the memref's size, and a read stores its
// padding into the rows that are out.

// A 2-D read whose first dim may be out of bounds.
// CHECK-LABEL: func.func @read_2d(%arg0: memref<?x8xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg2], %cst_0 {in_bounds = [true]} : memref<?x8xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %5, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: return %1 : vector<3x4xf32>
// CHECK-NEXT: }
func.func @read_2d(%m: memref<?x8xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.5 : f32
  %v = vector.transfer_read %m[%i, %j], %pad {in_bounds = [false, true]} : memref<?x8xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}

// A masked 2-D write: the mask is staged and unpacked with the data.
// CHECK-LABEL: func.func @write_2d_masked(%arg0: memref<4x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xi1>, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<2x4xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_0[] : memref<vector<2x4xi1>>
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<2x4xi1>> to memref<2xvector<4xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg4)[%arg3]
// CHECK-NEXT: %3 = memref.load %0[%arg4] : memref<2xvector<4xf32>>
// CHECK-NEXT: %4 = memref.load %1[%arg4] : memref<2xvector<4xi1>>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%2, %arg3], %4 {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_2d_masked(%m: memref<4x8xf32>, %v: vector<2x4xf32>, %mask: vector<2x4xi1>, %i: index) {
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true, true]} : vector<2x4xf32>, memref<4x8xf32>
  return
}

// A transposing read reads in memory order, then transposes.
// CHECK-LABEL: func.func @read_transposed(%arg0: memref<8x8xi32>, %arg1: index) -> vector<2x4xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x2xi32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x2xi32>> to memref<4xvector<2xi32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%3, %arg1], %c7_i32 {in_bounds = [true]} : memref<8x8xi32>, vector<2xi32>
// CHECK-NEXT: memref.store %4, %0[%arg2] : memref<4xvector<2xi32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x2xi32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<4x2xi32> to vector<2x4xi32>
// CHECK-NEXT: return %2 : vector<2x4xi32>
// CHECK-NEXT: }
func.func @read_transposed(%m: memref<8x8xi32>, %i: index) -> vector<2x4xi32> {
  %pad = arith.constant 7 : i32
  %v = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, true]} : memref<8x8xi32>, vector<2x4xi32>
  return %v : vector<2x4xi32>
}

// A write along an outer dim gains a unit dim and is unpacked like a
// 2-D one; its 1-D mask goes along.
// CHECK-LABEL: func.func @write_outer_masked(%arg0: memref<?x?xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x1xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x1xi1>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : vector<4xi1> to vector<1x4xi1>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// CHECK-NEXT: %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: memref.store %2, %alloca_0[] : memref<vector<4x1xi1>>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<vector<4x1xf32>>
// CHECK-NEXT: %4 = vector.type_cast %alloca : memref<vector<4x1xf32>> to memref<4xvector<1xf32>>
// CHECK-NEXT: %5 = vector.type_cast %alloca_0 : memref<vector<4x1xi1>> to memref<4xvector<1xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg3]
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: %8 = affine.apply #map(%arg4)[%arg3]
// CHECK-NEXT: %9 = memref.load %4[%arg4] : memref<4xvector<1xf32>>
// CHECK-NEXT: %10 = memref.load %5[%arg4] : memref<4xvector<1xi1>>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%8, %arg3], %10 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_outer_masked(%m: memref<?x?xf32>, %v: vector<4xf32>, %mask: vector<4xi1>, %i: index) {
  vector.transfer_write %v, %m[%i, %i], %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// 1-D reads that no vector load serves (along an outer dim; a strided
// memref) become loops of scalar loads carrying the vector.
// CHECK-LABEL: func.func @read_outer(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insert %5, %arg3 [%arg2] : f32 into vector<4xf32>
// CHECK-NEXT: scf.yield %6 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_outer(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// CHECK-LABEL: func.func @read_strided(%arg0: memref<8xf32, strided<[2]>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%1] : memref<8xf32, strided<[2]>>
// CHECK-NEXT: %3 = vector.insert %2, %arg3 [%arg2] : f32 into vector<4xf32>
// CHECK-NEXT: scf.yield %3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_strided(%m: memref<8xf32, strided<[2]>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<8xf32, strided<[2]>>, vector<4xf32>
  return %v : vector<4xf32>
}

// A contiguous 1-D read is left for the lowering to LLVM, and a transfer
// on a tensor unless lower-tensors is set.
// CHECK-LABEL: func.func @left_alone(%arg0: memref<8xf32>, %arg1: tensor<4x4xf32>, %arg2: vector<2x4xf32>, %arg3: index) -> (vector<4xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg3], %cst : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg2, %arg1[%arg3, %arg3] : vector<2x4xf32>, tensor<4x4xf32>
// CHECK-NEXT: return %0, %1 : vector<4xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
func.func @left_alone(%m: memref<8xf32>, %t: tensor<4x4xf32>, %v: vector<2x4xf32>, %i: index) -> (vector<4xf32>, tensor<4x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i], %pad : memref<8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %t[%i, %i] : vector<2x4xf32>, tensor<4x4xf32>
  return %r, %w : vector<4xf32>, tensor<4x4xf32>
}

// A transfer in a loop nest buffers in the nearest allocation scope (an
// affine.for is one).
// CHECK-LABEL: func.func @in_loops(%arg0: memref<16x16xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 16 step 2 {
// CHECK-NEXT: scf.for %arg2 = %arg1 to %arg1 step %arg1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map1(%arg1, %arg3)
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c16 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map1(%arg1, %arg3)
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg2], %cst_0 : memref<16x16xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %6, %0[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT: memref.store %1, %alloca_1[] : memref<vector<2x4xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_1 : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c16 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT: %6 = memref.load %2[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg1] : vector<4xf32>, memref<16x16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loops(%m: memref<16x16xf32>) {
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 step 2 {
    scf.for %j = %i to %i step %i {
      %v = vector.transfer_read %m[%i, %j], %pad : memref<16x16xf32>, vector<2x4xf32>
      vector.transfer_write %v, %m[%j, %i] : vector<2x4xf32>, memref<16x16xf32>
    }
  }
  return
}
