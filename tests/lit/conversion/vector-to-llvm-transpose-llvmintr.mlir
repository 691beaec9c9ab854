// vector-transpose-lowering=llvmintr: a 2-D [1, 0] transpose is
// llvm.intr.matrix.transpose between shape casts; any other is lowered
// element-wise. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=vector-transpose-lowering=llvmintr | FileCheck %s

// CHECK-LABEL: func.func @two_d(%arg0: vector<2x3xf32>) -> vector<3x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<6xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %10 = llvm.intr.matrix.transpose %9 {columns = 2 : i32, rows = 3 : i32} : vector<6xf32> into vector<6xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %17 : vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unit_row(%arg0: vector<1x4xi64>) -> vector<4x1xi64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xi64> to !llvm.array<1 x vector<4xi64>>
// CHECK-NEXT: %1 = ub.poison : vector<4x1xi64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x1xi64> to !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xi64>>
// CHECK-NEXT: %4 = llvm.intr.matrix.transpose %3 {columns = 1 : i32, rows = 4 : i32} : vector<4xi64> into vector<4xi64>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<4xi64>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<1xi64>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %4[%11 : i64] : vector<4xi64>
// CHECK-NEXT: %13 = llvm.extractvalue %10[1] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<1xi64>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %10[1] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %4[%17 : i64] : vector<4xi64>
// CHECK-NEXT: %19 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<1xi64>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %16[2] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %23 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %4[%23 : i64] : vector<4xi64>
// CHECK-NEXT: %25 = llvm.extractvalue %22[3] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %24, %25[%26 : i64] : vector<1xi64>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %22[3] : !llvm.array<4 x vector<1xi64>>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<4 x vector<1xi64>> to vector<4x1xi64>
// CHECK-NEXT: return %29 : vector<4x1xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_d(%arg0: vector<1x2x3xf32>) -> vector<1x3x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x2x3xf32> to !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<1x3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x3x2xf32> to !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<3xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0, 0] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0, 0] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0, 1] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0, 1] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0, 2] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0, 2] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[0, 0] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[0, 0] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<3xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %30[0, 1] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[0, 1] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// CHECK-NEXT: %41 = llvm.extractvalue %37[0, 2] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[0, 2] : !llvm.array<1 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<1 x array<3 x vector<2xf32>>> to vector<1x3x2xf32>
// CHECK-NEXT: return %45 : vector<1x3x2xf32>
// CHECK-NEXT: }
func.func @two_d(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @unit_row(%v: vector<1x4xi64>) -> vector<4x1xi64> {
  %0 = vector.transpose %v, [1, 0] : vector<1x4xi64> to vector<4x1xi64>
  return %0 : vector<4x1xi64>
}
func.func @three_d(%v: vector<1x2x3xf32>) -> vector<1x3x2xf32> {
  %0 = vector.transpose %v, [0, 2, 1] : vector<1x2x3xf32> to vector<1x3x2xf32>
  return %0 : vector<1x3x2xf32>
}
