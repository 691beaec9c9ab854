// convert-vector-to-llvm on n-D vector ops, as mlir-opt-22 lowers them: the
// prepass takes broadcasts of vectors, create_mask/constant_mask, fma and
// shape_cast one rank lower (strided slices become shuffles), scalars are
// broadcast to n-D arrays directly, 0-D vectors are vectors of one lane, and
// an extract reading a chain of inserts folds as upstream's does while the
// chain is being converted (@ts: not at all).
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @bc_vec(%arg0: vector<3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %4 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_stretch(%arg0: vector<2x1xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i32] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<1xf32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<4xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %10[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %19 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_stretch0(%arg0: vector<1x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %6 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_1(%arg0: vector<1xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<1xf32>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_0d(%arg0: vector<f32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %0[%3 : i64] : vector<1xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %11 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc_3d(%arg0: f32) -> vector<2x2x3xf32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<3xf32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %3 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %0[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %4, %7[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x array<2 x vector<3xf32>>> to vector<2x2x3xf32>
// CHECK-NEXT: return %9 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cm(%arg0: index, %arg1: index, %arg2: index) -> (vector<2x2x3xi1>, vector<2x4xi1>, vector<3x2xi1>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3x2xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<3x2xi1> to !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{\[\[}}true, true, true, false], [false, false, false, false]]> : vector<2x4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<false> : vector<2x2x3xi1>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst_3 : vector<2x2x3xi1> to !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_4 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst_4 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %cst_5 = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_6 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %8 = arith.cmpi sgt, %7, %cst_6 : vector<3xi32>
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT: %10 = arith.select %9, %8, %cst_5 : vector<3xi1>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %2[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %12 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT: %13 = arith.select %12, %8, %cst_5 : vector<3xi1>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %11[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: %16 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT: %17 = arith.select %16, %15, %cst_4 : vector<2x3xi1>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %1[0] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %20 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT: %21 = arith.select %20, %15, %cst_4 : vector<2x3xi1>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %19[1] : !llvm.array<2 x array<2 x vector<3xi1>>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x array<2 x vector<3xi1>>> to vector<2x2x3xi1>
// CHECK-NEXT: %25 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %26 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %28 = llvm.insertelement %25, %26[%27 : i32] : vector<2xi32>
// CHECK-NEXT: %29 = llvm.shufflevector %28, %26 [0, 0] : vector<2xi32>
// CHECK-NEXT: %30 = arith.cmpi sgt, %29, %cst_1 : vector<2xi32>
// CHECK-NEXT: %31 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT: %32 = arith.select %31, %30, %cst_0 : vector<2xi1>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %0[0] : !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %34 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT: %35 = arith.select %34, %30, %cst_0 : vector<2xi1>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %33[1] : !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %37 = arith.cmpi sgt, %arg0, %c2 : index
// CHECK-NEXT: %38 = arith.select %37, %30, %cst_0 : vector<2xi1>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %36[2] : !llvm.array<3 x vector<2xi1>>
// CHECK-NEXT: %40 = builtin.unrealized_conversion_cast %39 : !llvm.array<3 x vector<2xi1>> to vector<3x2xi1>
// CHECK-NEXT: return %24, %cst_2, %40 : vector<2x2x3xi1>, vector<2x4xi1>, vector<3x2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fma(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.intr.fmuladd(%4, %5, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.intr.fmuladd(%9, %10, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %14 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ess(%arg0: vector<4x8xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %2 [2, 3, 4, 5] : vector<8xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [2, 3, 4, 5] : vector<8xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %8 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iss(%arg0: vector<2x4xf32>, %arg1: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %4 = llvm.shufflevector %2, %2 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %3 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %9 = llvm.shufflevector %7, %7 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %8 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %6[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT: return %12 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iss2(%arg0: vector<4xf32>, %arg1: vector<3x8xf32>) -> vector<3x8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x8xf32> to !llvm.array<3 x vector<8xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<8xf32>>
// CHECK-NEXT: %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %1 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %0[1] : !llvm.array<3 x vector<8xf32>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<3 x vector<8xf32>> to vector<3x8xf32>
// CHECK-NEXT: return %5 : vector<3x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sc3(%arg0: vector<2x3x4xi8>) -> vector<4x6xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xi8> to !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %1 = ub.poison : vector<4x6xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x6xi8> to !llvm.array<4 x vector<6xi8>>
// CHECK-NEXT: %3 = ub.poison : vector<6xi8>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1] : vector<4xi8>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %3 [0, 1, 8, 9, 10, 11] : vector<6xi8>
// CHECK-NEXT: %8 = llvm.shufflevector %4, %4 [2, 3] : vector<4xi8>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [6, 7, 0, 1, 10, 11] : vector<6xi8>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 1] : vector<4xi8>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %10 [6, 7, 8, 9, 0, 1] : vector<6xi8>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %2[0] : !llvm.array<4 x vector<6xi8>>
// CHECK-NEXT: %16 = llvm.shufflevector %11, %11 [2, 3] : vector<4xi8>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %3 [0, 1, 8, 9, 10, 11] : vector<6xi8>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %19 [0, 1] : vector<4xi8>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %18 [6, 7, 0, 1, 10, 11] : vector<6xi8>
// CHECK-NEXT: %23 = llvm.shufflevector %19, %19 [2, 3] : vector<4xi8>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [6, 7, 8, 9, 0, 1] : vector<6xi8>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %15[1] : !llvm.array<4 x vector<6xi8>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %28 = llvm.shufflevector %27, %27 [0, 1] : vector<4xi8>
// CHECK-NEXT: %29 = llvm.shufflevector %28, %28 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %30 = llvm.shufflevector %29, %3 [0, 1, 8, 9, 10, 11] : vector<6xi8>
// CHECK-NEXT: %31 = llvm.shufflevector %27, %27 [2, 3] : vector<4xi8>
// CHECK-NEXT: %32 = llvm.shufflevector %31, %31 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %30 [6, 7, 0, 1, 10, 11] : vector<6xi8>
// CHECK-NEXT: %34 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %35 = llvm.shufflevector %34, %34 [0, 1] : vector<4xi8>
// CHECK-NEXT: %36 = llvm.shufflevector %35, %35 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %37 = llvm.shufflevector %36, %33 [6, 7, 8, 9, 0, 1] : vector<6xi8>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %26[2] : !llvm.array<4 x vector<6xi8>>
// CHECK-NEXT: %39 = llvm.shufflevector %34, %34 [2, 3] : vector<4xi8>
// CHECK-NEXT: %40 = llvm.shufflevector %39, %39 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %3 [0, 1, 8, 9, 10, 11] : vector<6xi8>
// CHECK-NEXT: %42 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xi8>>>
// CHECK-NEXT: %43 = llvm.shufflevector %42, %42 [0, 1] : vector<4xi8>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %43 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %45 = llvm.shufflevector %44, %41 [6, 7, 0, 1, 10, 11] : vector<6xi8>
// CHECK-NEXT: %46 = llvm.shufflevector %42, %42 [2, 3] : vector<4xi8>
// CHECK-NEXT: %47 = llvm.shufflevector %46, %46 [0, 1, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %48 = llvm.shufflevector %47, %45 [6, 7, 8, 9, 0, 1] : vector<6xi8>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %38[3] : !llvm.array<4 x vector<6xi8>>
// CHECK-NEXT: %50 = builtin.unrealized_conversion_cast %49 : !llvm.array<4 x vector<6xi8>> to vector<4x6xi8>
// CHECK-NEXT: return %50 : vector<4x6xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sc4(%arg0: vector<6xi8>) -> vector<1x1x6xi8> {
// CHECK-NEXT: %0 = ub.poison : vector<1x1x6xi8>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<1x1x6xi8> to !llvm.array<1 x array<1 x vector<6xi8>>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0, 0] : !llvm.array<1 x array<1 x vector<6xi8>>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<1 x array<1 x vector<6xi8>>> to vector<1x1x6xi8>
// CHECK-NEXT: return %3 : vector<1x1x6xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sc5(%arg0: vector<3x2xi8>) -> vector<2x3xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi8> to !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %1 = ub.poison : vector<2x3xi8>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xi8> to !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<3xi8>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xi8>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<3xi8>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xi8>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %21 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<3xi8>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xi8>
// CHECK-NEXT: %27 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<3xi8>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xi8>
// CHECK-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<3xi8>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi8>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xi8>
// CHECK-NEXT: %41 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<3xi8>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[1] : !llvm.array<2 x vector<3xi8>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<2 x vector<3xi8>> to vector<2x3xi8>
// CHECK-NEXT: return %45 : vector<2x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: vector<4xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = ub.poison : vector<2x2xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %2 = llvm.shufflevector %arg0, %arg0 [0, 1] : vector<4xi32>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = llvm.shufflevector %arg0, %arg0 [2, 3] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: return %6 : vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: vector<2x2xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<4xi32>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %2 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %1 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: return %7 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: vector<2x3x4xf32>) -> vector<6x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<6x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[5] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT: return %15 : vector<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: vector<4x6xf32>) -> vector<6x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x6xf32> to !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<6x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<4xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1] : vector<6xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %4, %4 [2, 3] : vector<6xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %2[0] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.shufflevector %4, %4 [4, 5] : vector<6xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1] : vector<6xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %14 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %11[1] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %20 = llvm.shufflevector %15, %15 [2, 3] : vector<6xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %15, %15 [4, 5] : vector<6xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %19[2] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT: %28 = llvm.shufflevector %27, %27 [0, 1] : vector<6xf32>
// CHECK-NEXT: %29 = llvm.shufflevector %28, %28 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.shufflevector %29, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %31 = llvm.shufflevector %27, %27 [2, 3] : vector<6xf32>
// CHECK-NEXT: %32 = llvm.shufflevector %31, %31 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %30 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %26[3] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %35 = llvm.shufflevector %27, %27 [4, 5] : vector<6xf32>
// CHECK-NEXT: %36 = llvm.shufflevector %35, %35 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %37 = llvm.shufflevector %36, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %38 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<6xf32>>
// CHECK-NEXT: %39 = llvm.shufflevector %38, %38 [0, 1] : vector<6xf32>
// CHECK-NEXT: %40 = llvm.shufflevector %39, %39 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %37 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %34[4] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %43 = llvm.shufflevector %38, %38 [2, 3] : vector<6xf32>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %43 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %45 = llvm.shufflevector %44, %3 [0, 1, 6, 7] : vector<4xf32>
// CHECK-NEXT: %46 = llvm.shufflevector %38, %38 [4, 5] : vector<6xf32>
// CHECK-NEXT: %47 = llvm.shufflevector %46, %46 [0, 1, 0, 0] : vector<2xf32>
// CHECK-NEXT: %48 = llvm.shufflevector %47, %45 [4, 5, 0, 1] : vector<4xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %42[5] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %50 = builtin.unrealized_conversion_cast %49 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT: return %50 : vector<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: vector<1x4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: index, %arg2: index) -> (vector<2x3xi32>, vector<2x3xi1>, vector<3x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %arg0, %2[%3 : i32] : vector<3xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: %9 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i32] : vector<3xi32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %14 = arith.cmpi sgt, %13, %cst_2 : vector<3xi32>
// CHECK-NEXT: %15 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT: %16 = arith.select %15, %14, %cst_1 : vector<3xi1>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %18 = arith.cmpi sgt, %arg1, %c1 : index
// CHECK-NEXT: %19 = arith.select %18, %14, %cst_1 : vector<3xi1>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %17[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %8, %21, %cst : vector<2x3xi32>, vector<2x3xi1>, vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ts(%arg0: vector<2x2xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<4xi32>
// CHECK-NEXT: %2 = ub.poison : vector<2x2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<2xi32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xi32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<2xi32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<2xi32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %32 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %32 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %34 = llvm.shufflevector %33, %1 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %36 = llvm.shufflevector %35, %35 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %37 = llvm.shufflevector %36, %34 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: return %37 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tt(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: return %arg0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cm_const() -> vector<2x2xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2x2xi1>
// CHECK-NEXT: return %cst : vector<2x2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cm1(%arg0: index) -> vector<2x3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<3xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %5, %cst_1 : vector<3xi32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %8 = llvm.insertvalue %cst_0, %7[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %9 : vector<2x3xi1>
// CHECK-NEXT: }
func.func @bc_vec(%v: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @bc_stretch(%v: vector<2x1xf32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @bc_stretch0(%v: vector<1x3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<1x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @bc_1(%v: vector<1xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @bc_0d(%v: vector<f32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @bc_3d(%x: f32) -> vector<2x2x3xf32> {
  %0 = vector.broadcast %x : f32 to vector<2x2x3xf32>
  return %0 : vector<2x2x3xf32>
}
func.func @cm(%a: index, %b: index, %c: index) -> (vector<2x2x3xi1>, vector<2x4xi1>, vector<3x2xi1>) {
  %0 = vector.create_mask %a, %b, %c : vector<2x2x3xi1>
  %1 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %2 = vector.create_mask %a, %b : vector<3x2xi1>
  return %0, %1, %2 : vector<2x2x3xi1>, vector<2x4xi1>, vector<3x2xi1>
}
func.func @fma(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %b, %c : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @ess(%v: vector<4x8xf32>) -> vector<2x4xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @iss(%v: vector<2x4xf32>, %d: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.insert_strided_slice %v, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
func.func @iss2(%v: vector<4xf32>, %d: vector<3x8xf32>) -> vector<3x8xf32> {
  %0 = vector.insert_strided_slice %v, %d {offsets = [1, 2], strides = [1]} : vector<4xf32> into vector<3x8xf32>
  return %0 : vector<3x8xf32>
}
func.func @sc3(%v: vector<2x3x4xi8>) -> vector<4x6xi8> {
  %0 = vector.shape_cast %v : vector<2x3x4xi8> to vector<4x6xi8>
  return %0 : vector<4x6xi8>
}
func.func @sc4(%v: vector<6xi8>) -> vector<1x1x6xi8> {
  %0 = vector.shape_cast %v : vector<6xi8> to vector<1x1x6xi8>
  return %0 : vector<1x1x6xi8>
}
func.func @sc5(%v: vector<3x2xi8>) -> vector<2x3xi8> {
  %0 = vector.shape_cast %v : vector<3x2xi8> to vector<2x3xi8>
  return %0 : vector<2x3xi8>
}
func.func @a(%v: vector<4xi32>) -> vector<2x2xi32> {
  %0 = vector.shape_cast %v : vector<4xi32> to vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
func.func @b(%v: vector<2x2xi32>) -> vector<4xi32> {
  %0 = vector.shape_cast %v : vector<2x2xi32> to vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @c(%v: vector<2x3x4xf32>) -> vector<6x4xf32> {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
func.func @d(%v: vector<4x6xf32>) -> vector<6x4xf32> {
  %0 = vector.shape_cast %v : vector<4x6xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
func.func @e(%v: vector<1x4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @f(%x: i32, %m: index, %n: index) -> (vector<2x3xi32>, vector<2x3xi1>, vector<3x2xf32>) {
  %0 = vector.broadcast %x : i32 to vector<2x3xi32>
  %1 = vector.create_mask %m, %n : vector<2x3xi1>
  %y = arith.constant dense<1.0> : vector<2xf32>
  %2 = vector.broadcast %y : vector<2xf32> to vector<3x2xf32>
  return %0, %1, %2 : vector<2x3xi32>, vector<2x3xi1>, vector<3x2xf32>
}
func.func @ts(%v: vector<2x2xi32>) -> vector<4xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  %1 = vector.shape_cast %0 : vector<2x2xi32> to vector<4xi32>
  return %1 : vector<4xi32>
}
func.func @tt(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  return %1 : vector<2x3xf32>
}
func.func @cm_const() -> vector<2x2xi1> {
  %c7 = arith.constant 7 : index
  %0 = vector.create_mask %c7, %c7 : vector<2x2xi1>
  return %0 : vector<2x2xi1>
}
func.func @cm1(%a: index) -> vector<2x3xi1> {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %a : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}
