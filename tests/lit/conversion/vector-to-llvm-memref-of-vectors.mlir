// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// convert-vector-to-llvm on transfers and loads of memrefs whose elements are
// vectors, as mlir-opt-22: the transfer's rank is the vector's minus the
// element's, so a transfer of one whole element is in bounds and becomes a
// vector.load/store of the element type (llvm.load/store of the vector, at
// its natural alignment); a transfer spanning several elements, an n-D
// element or a tensor is left, as upstream leaves it.

// CHECK-LABEL: func.func @read_rows_left(%arg0: memref<16xvector<4xf32>>, %arg1: index) -> vector<8x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<16xvector<4xf32>>, vector<8x4xf32>
// CHECK-NEXT: return %0 : vector<8x4xf32>
// CHECK-NEXT: }
func.func @read_rows_left(%m: memref<16xvector<4xf32>>, %i: index) -> vector<8x4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<4xf32>>, vector<8x4xf32>
  return %0 : vector<8x4xf32>
}
// CHECK-LABEL: func.func @read_element(%arg0: memref<16xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %4 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_element(%m: memref<16xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @write_rows_left(%arg0: memref<16xvector<4xf32>>, %arg1: index, %arg2: vector<8x4xf32>) {
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1] : vector<8x4xf32>, memref<16xvector<4xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_rows_left(%m: memref<16xvector<4xf32>>, %i: index, %v: vector<8x4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<8x4xf32>, memref<16xvector<4xf32>>
  return
}
// CHECK-LABEL: func.func @read_2d_left(%arg0: memref<16x16xvector<4xf32>>, %arg1: index) -> vector<2x8x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, false]} : memref<16x16xvector<4xf32>>, vector<2x8x4xf32>
// CHECK-NEXT: return %0 : vector<2x8x4xf32>
// CHECK-NEXT: }
func.func @read_2d_left(%m: memref<16x16xvector<4xf32>>, %i: index) -> vector<2x8x4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, false]} : memref<16x16xvector<4xf32>>, vector<2x8x4xf32>
  return %0 : vector<2x8x4xf32>
}
// CHECK-LABEL: func.func @write_element(%arg0: memref<16xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: llvm.store %arg2, %3 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @write_element(%m: memref<16xvector<4xf32>>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xvector<4xf32>>
  return
}
// CHECK-LABEL: func.func @read_element_2d_memref(%arg0: memref<4x16xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x16xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %7 = llvm.load %6 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %7 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_element_2d_memref(%m: memref<4x16xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<4x16xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @read_2d_element_left(%arg0: memref<16xvector<2x4xf32>>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<16xvector<2x4xf32>>, vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
func.func @read_2d_element_left(%m: memref<16xvector<2x4xf32>>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<2x4xf32>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// CHECK-LABEL: func.func @read_broadcast_left(%arg0: memref<16xvector<4xf32>>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst {in_bounds = [true]} : memref<16xvector<4xf32>>, vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
func.func @read_broadcast_left(%m: memref<16xvector<4xf32>>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<16xvector<4xf32>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// CHECK-LABEL: func.func @read_tensor_left(%arg0: tensor<16xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : tensor<16xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_tensor_left(%m: tensor<16xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : tensor<16xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @read_write_rows_left(%arg0: memref<16xvector<4xf32>>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<16xvector<4xf32>>, vector<8x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg1] : vector<8x4xf32>, memref<16xvector<4xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @read_write_rows_left(%m: memref<16xvector<4xf32>>, %i: index) {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<4xf32>>, vector<8x4xf32>
  vector.transfer_write %0, %m[%i] : vector<8x4xf32>, memref<16xvector<4xf32>>
  return
}
// CHECK-LABEL: func.func @load_vector3(%arg0: memref<16xvector<3xf32>>, %arg1: index) -> vector<3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<3xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<3xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<3xf32>
// CHECK-NEXT: return %4 : vector<3xf32>
// CHECK-NEXT: }
func.func @load_vector3(%m: memref<16xvector<3xf32>>, %i: index) -> vector<3xf32> {
  %0 = vector.load %m[%i] : memref<16xvector<3xf32>>, vector<3xf32>
  return %0 : vector<3xf32>
}
// CHECK-LABEL: func.func @load_i1_vector(%arg0: memref<16xvector<4xi1>>, %arg1: index) -> vector<4xi1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<4xi1>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xi1>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 1 : i64} : !llvm.ptr -> vector<4xi1>
// CHECK-NEXT: return %4 : vector<4xi1>
// CHECK-NEXT: }
func.func @load_i1_vector(%m: memref<16xvector<4xi1>>, %i: index) -> vector<4xi1> {
  %0 = vector.load %m[%i] : memref<16xvector<4xi1>>, vector<4xi1>
  return %0 : vector<4xi1>
}
// CHECK-LABEL: func.func @load_scalable(%arg0: memref<16xvector<[4]xf32>>, %arg1: index) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<[4]xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<[4]xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<[4]xf32>
// CHECK-NEXT: return %4 : vector<[4]xf32>
// CHECK-NEXT: }
func.func @load_scalable(%m: memref<16xvector<[4]xf32>>, %i: index) -> vector<[4]xf32> {
  %0 = vector.load %m[%i] : memref<16xvector<[4]xf32>>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// CHECK-LABEL: func.func @memref_load(%arg0: memref<16xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<16xvector<4xf32>>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @memref_load(%m: memref<16xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %0 = memref.load %m[%i] : memref<16xvector<4xf32>>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @read_element_again(%arg0: memref<16xvector<4xf32>>, %arg1: index, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %4 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_element_again(%m: memref<16xvector<4xf32>>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @read_dynamic_memref(%arg0: memref<?xvector<4xf32>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %4 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_dynamic_memref(%m: memref<?xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<?xvector<4xf32>>, vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @read_strided_memref(%arg0: memref<16xvector<4xf32>, strided<[2]>>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<16xvector<4xf32>, strided<[2]>>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
func.func @read_strided_memref(%m: memref<16xvector<4xf32>, strided<[2]>>, %i: index) -> vector<4xf32> {
  %pad = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[%i], %pad : memref<16xvector<4xf32>, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
