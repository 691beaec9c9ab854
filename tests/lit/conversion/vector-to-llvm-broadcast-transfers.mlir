// convert-vector-to-llvm on 1-D transfer_reads whose map broadcasts (results 0):
// one element is loaded (masked with the transfer's mask) and broadcast; a strided
// base or an n-D read stays. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @bcast(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<1xf32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %13 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_in(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.load %6 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<1xf32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %13 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @minor(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %5, %cst : vector<4xi32>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%arg1, %arg1], %cst_0, %6 {in_bounds = [true], permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: return %7 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<1xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<1xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.intr.masked.load %3, %arg2, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<1xf32>
// CHECK-NEXT: %7 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i32] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %10 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three(%arg0: memref<4x?x8xi32>, %arg1: index) -> vector<8xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?x8xi32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %6 = llvm.mul %0, %5 : i64
// CHECK-NEXT: %7 = llvm.add %4, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %0 : i64
// CHECK-NEXT: %9 = llvm.getelementptr %2[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr -> vector<1xi32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<1xi32>
// CHECK-NEXT: %13 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i32] : vector<8xi32>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %13 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: return %16 : vector<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<?xf32, strided<[2]>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst {in_bounds = [true], permutation_map = #map1} : memref<?xf32, strided<[2]>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d(%arg0: memref<?xf32>, %arg1: index) -> vector<f32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %5 : vector<f32>
// CHECK-NEXT: }
func.func @bcast(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @bcast_in(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @nd(%m: memref<?x?xf32>, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @minor(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @masked(%m: memref<?xf32>, %i: index, %k: vector<1xi1>) -> vector<4xf32> {
  %p = arith.constant 1.0 : f32
  %0 = vector.transfer_read %m[%i], %p, %k {in_bounds = [true], permutation_map = affine_map<(d0) -> (0)>} : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @three(%m: memref<4x?x8xi32>, %i: index) -> vector<8xi32> {
  %p = arith.constant 0 : i32
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (0)>} : memref<4x?x8xi32>, vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @strided(%m: memref<?xf32, strided<[2]>>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0) -> (0)>} : memref<?xf32, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @zero_d(%m: memref<?xf32>, %i: index) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<f32>
  return %0 : vector<f32>
}
