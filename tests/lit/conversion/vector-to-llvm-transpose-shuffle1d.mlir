// vector-transpose-lowering=shuffle1d: a transpose swapping the only two dimensions
// longer than one is a shape cast to 1-D, one shuffle and a shape cast back;
// any other is lowered element-wise. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=vector-transpose-lowering=shuffle1d | FileCheck %s

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
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 3, 1, 4, 2, 5] : vector<6xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %17 : vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_after_unit(%arg0: vector<1x2x3xi32>) -> vector<1x3x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x2x3xi32> to !llvm.array<1 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %1 = ub.poison : vector<1x3x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x3x2xi32> to !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %3 = ub.poison : vector<6xi32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 1] : !llvm.array<1 x array<2 x vector<3xi32>>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xi32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 3, 1, 4, 2, 5] : vector<6xi32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xi32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xi32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xi32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<1 x array<3 x vector<2xi32>>> to vector<1x3x2xi32>
// CHECK-NEXT: return %17 : vector<1x3x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice_around_unit(%arg0: vector<2x1x3xf32>) -> vector<3x1x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x3xf32> to !llvm.array<2 x array<1 x vector<3xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<3x1x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x1x2xf32> to !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %3 = ub.poison : vector<6xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<3xf32>>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<3xf32>>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 3, 1, 4, 2, 5] : vector<6xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1] : vector<6xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %13 = llvm.shufflevector %10, %10 [2, 3] : vector<6xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[1, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %15 = llvm.shufflevector %10, %10 [4, 5] : vector<6xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<3 x array<1 x vector<2xf32>>> to vector<3x1x2xf32>
// CHECK-NEXT: return %17 : vector<3x1x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_a_slice(%arg0: vector<2x3x2xf32>) -> vector<3x2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<3x2x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x2xf32> to !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2, 0] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[0, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[1, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2, 1] : !llvm.array<3 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<3 x array<2 x vector<2xf32>>> to vector<3x2x2xf32>
// CHECK-NEXT: return %15 : vector<3x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one_long_dim(%arg0: vector<1x4xf32>) -> vector<4x1xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x1xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<1xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<1xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<1xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<4 x vector<1xf32>> to vector<4x1xf32>
// CHECK-NEXT: return %31 : vector<4x1xf32>
// CHECK-NEXT: }
func.func @two_d(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @slice_after_unit(%v: vector<1x2x3xi32>) -> vector<1x3x2xi32> {
  %0 = vector.transpose %v, [0, 2, 1] : vector<1x2x3xi32> to vector<1x3x2xi32>
  return %0 : vector<1x3x2xi32>
}
func.func @slice_around_unit(%v: vector<2x1x3xf32>) -> vector<3x1x2xf32> {
  %0 = vector.transpose %v, [2, 1, 0] : vector<2x1x3xf32> to vector<3x1x2xf32>
  return %0 : vector<3x1x2xf32>
}
func.func @not_a_slice(%v: vector<2x3x2xf32>) -> vector<3x2x2xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x2xf32> to vector<3x2x2xf32>
  return %0 : vector<3x2x2xf32>
}
func.func @one_long_dim(%v: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
