// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// vector.fma of rank 0 becomes llvm.intr.fmuladd on its one-lane vector (higher
// ranks are unrolled first); a one-offset vector.extract_strided_slice of a
// scalable vector is a chain of vector.extract and vector.insert into a zero
// constant (a shuffle cannot take a scalable vector), lowered to
// llvm.extractvalue/insertvalue. Expected output: mlir-opt-22's.

// CHECK-LABEL: func.func @fma_0d_to_3d(%arg0: vector<8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<1x1x1xf32>, %arg3: vector<f32>) -> (vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<1x1x1xf32> to !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<1x1xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_0 : vector<1x1x1xf32> to !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %cst_1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.intr.fmuladd(%7, %8, %9) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = llvm.intr.fmuladd(%12, %13, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %11[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %20 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %21 = llvm.intr.fmuladd(%18, %19, %20) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %3[0] : !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %4[0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<1 x array<1 x vector<1xf32>>> to vector<1x1x1xf32>
// CHECK-NEXT: %25 = llvm.intr.fmuladd(%0, %0, %0) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %6, %17, %24, %26 : vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>
// CHECK-NEXT: }
func.func @fma_0d_to_3d(%vec_1d: vector<8xf32>, %vec_2d: vector<2x4xf32>, %vec_3d: vector<1x1x1xf32>, %vec_0d: vector<f32>) -> (vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>) {
  %0 = vector.fma %vec_1d, %vec_1d, %vec_1d : vector<8xf32>
  %1 = vector.fma %vec_2d, %vec_2d, %vec_2d : vector<2x4xf32>
  %2 = vector.fma %vec_3d, %vec_3d, %vec_3d : vector<1x1x1xf32>
  %3 = vector.fma %vec_0d, %vec_0d, %vec_0d : vector<f32>
  return %0, %1, %2, %3 : vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>
}
// CHECK-LABEL: func.func @scalable_rows_2d(%arg0: vector<4x[8]xf32>) -> vector<2x[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[8]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x[8]xf32> to !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<[8]xf32>> to vector<2x[8]xf32>
// CHECK-NEXT: return %6 : vector<2x[8]xf32>
// CHECK-NEXT: }
func.func @scalable_rows_2d(%arg0: vector<4x[8]xf32>) -> vector<2x[8]xf32> {
  %0 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [2], strides = [1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  return %0 : vector<2x[8]xf32>
}
// CHECK-LABEL: func.func @scalable_rows_3d(%arg0: vector<4x2x[8]xi32>) -> vector<2x2x[8]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x2x[8]xi32> to !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2x[8]xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x2x[8]xi32> to !llvm.array<2 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.array<2 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x array<2 x vector<[8]xi32>>> to vector<2x2x[8]xi32>
// CHECK-NEXT: return %6 : vector<2x2x[8]xi32>
// CHECK-NEXT: }
func.func @scalable_rows_3d(%arg0: vector<4x2x[8]xi32>) -> vector<2x2x[8]xi32> {
  %0 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [2], strides = [1]} : vector<4x2x[8]xi32> to vector<2x2x[8]xi32>
  return %0 : vector<2x2x[8]xi32>
}
// CHECK-LABEL: func.func @scalable_two_offsets(%arg0: vector<4x2x[8]xi32>) -> vector<2x1x[8]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x2x[8]xi32> to !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<1x[8]xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<1x[8]xi32> to !llvm.array<1 x vector<[8]xi32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x1x[8]xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst_0 : vector<2x1x[8]xi32> to !llvm.array<2 x array<1 x vector<[8]xi32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1, 1] : !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<1 x vector<[8]xi32>>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.array<2 x array<1 x vector<[8]xi32>>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2, 1] : !llvm.array<4 x array<2 x vector<[8]xi32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %1[0] : !llvm.array<1 x vector<[8]xi32>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.array<2 x array<1 x vector<[8]xi32>>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x array<1 x vector<[8]xi32>>> to vector<2x1x[8]xi32>
// CHECK-NEXT: return %9 : vector<2x1x[8]xi32>
// CHECK-NEXT: }
func.func @scalable_two_offsets(%arg0: vector<4x2x[8]xi32>) -> vector<2x1x[8]xi32> {
  %0 = vector.extract_strided_slice %arg0 {offsets = [1, 1], sizes = [2, 1], strides = [1, 1]} : vector<4x2x[8]xi32> to vector<2x1x[8]xi32>
  return %0 : vector<2x1x[8]xi32>
}
