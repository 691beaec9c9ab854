// convert-vector-to-llvm on the other vector ops mlir-opt-22 lowers: interleave
// and deinterleave (n-D unrolled, 1-D as shuffles), expandload and
// compressstore, outer products of every kind (with and without an
// accumulator, and AXPY), to_elements, 0-D from_elements, n-D shuffles and
// shuffles of 0-D vectors, n-D gathers (unrolled one rank at a time,
// alignment kept) and vscale.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @il(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg1 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @il2(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x8xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x8xf32> to !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %3, %4 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %2[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.shufflevector %7, %8 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x vector<8xf32>> to vector<2x8xf32>
// CHECK-NEXT: return %11 : vector<2x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dil(%arg0: vector<8xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<8xf32>
// CHECK-NEXT: %1 = llvm.shufflevector %arg0, %0 [0, 2, 4, 6] : vector<8xf32>
// CHECK-NEXT: %2 = llvm.shufflevector %arg0, %0 [1, 3, 5, 7] : vector<8xf32>
// CHECK-NEXT: return %1, %2 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @el(%arg0: memref<16xf32>, %arg1: vector<4xi1>, %arg2: vector<4xf32>, %arg3: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = "llvm.intr.masked.expandload"(%3, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%arg3, %6, %arg1) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT: return %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @op(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.intr.fmuladd(%7, %arg1, %8) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %arg0[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i32] : vector<3xf32>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %13 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.intr.fmuladd(%16, %arg1, %17) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %20 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @te(%arg0: vector<4xf32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %arg0[%4 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %arg0[%6 : i64] : vector<4xf32>
// CHECK-NEXT: return %1, %3, %5, %7 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ga(%arg0: memref<16xf32>, %arg1: vector<2x4xi32>, %arg2: vector<2x4xi1>, %arg3: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %5 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.getelementptr %11[%7] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %13 = llvm.intr.masked.gather %12, %8, %9 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %6[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %16 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.getelementptr %19[%15] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %21 = llvm.intr.masked.gather %20, %16, %17 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %14[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %23 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sh(%arg0: vector<2x4xf32>, %arg1: vector<1x4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT: return %9 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fe(%arg0: f32) -> vector<f32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.insertelement %arg0, %0[%1 : i64] : vector<1xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %3 : vector<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vs() -> index {
// CHECK-NEXT: %0 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_max(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT: %10 = arith.maxnumf %9, %8 : vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = arith.mulf %17, %arg1 : vector<3xf32>
// CHECK-NEXT: %20 = arith.maxnumf %19, %18 : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %22 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_mul(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = arith.mulf %7, %arg1 : vector<3xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %8 : vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = arith.mulf %17, %arg1 : vector<3xf32>
// CHECK-NEXT: %20 = arith.mulf %19, %18 : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %22 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_add(%arg0: vector<2xi64>, %arg1: vector<2xi64>, %arg2: vector<2x2xi64>) -> vector<2x2xi64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xi64>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xi64>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xi64>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %9 = arith.muli %7, %arg1 : vector<2xi64>
// CHECK-NEXT: %10 = arith.addi %9, %8 : vector<2xi64>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xi64>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<2xi64>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0] : vector<2xi64>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %19 = arith.muli %17, %arg1 : vector<2xi64>
// CHECK-NEXT: %20 = arith.addi %19, %18 : vector<2xi64>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<2xi64>> to vector<2x2xi64>
// CHECK-NEXT: return %22 : vector<2x2xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @axpy_i(%arg0: vector<4xi32>, %arg1: i32, %arg2: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<4xi32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %4 = arith.muli %arg0, %3 : vector<4xi32>
// CHECK-NEXT: %5 = arith.xori %4, %arg2 : vector<4xi32>
// CHECK-NEXT: return %5 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @axpy_n(%arg0: vector<4xf64>, %arg1: f64) -> vector<4xf64> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<4xf64>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<4xf64>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf64>
// CHECK-NEXT: %4 = arith.mulf %arg0, %3 : vector<4xf64>
// CHECK-NEXT: return %4 : vector<4xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(%arg0: vector<2xindex>, %arg1: vector<2xindex>, %arg2: vector<2x2xindex>) -> vector<2x2xindex> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2xindex> to vector<2xi64>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xindex>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xindex> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %1[%3 : i64] : vector<2xi64>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<2xi64>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0] : vector<2xi64>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: %12 = arith.muli %9, %arg1 : vector<2xindex>
// CHECK-NEXT: %13 = arith.minui %12, %11 : vector<2xindex>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : vector<2xindex> to vector<2xi64>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %2[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %1[%16 : i64] : vector<2xi64>
// CHECK-NEXT: %18 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i32] : vector<2xi64>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %18 [0, 0] : vector<2xi64>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: %23 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: %25 = arith.muli %22, %arg1 : vector<2xindex>
// CHECK-NEXT: %26 = arith.minui %25, %24 : vector<2xindex>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : vector<2xindex> to vector<2xi64>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %15[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<2 x vector<2xi64>> to vector<2x2xindex>
// CHECK-NEXT: return %29 : vector<2x2xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ga3d(%arg0: memref<16xf32>, %arg1: vector<2x2x4xi32>, %arg2: vector<2x2x4xi1>, %arg3: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x2x4xf32> to !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x4xi1> to !llvm.array<2 x array<2 x vector<4xi1>>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x4xi32> to !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %5 = ub.poison : vector<2x2x4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<2x2x4xf32> to !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %7 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %3[0, 0] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %10 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<2 x vector<4xi1>>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.getelementptr %13[%9] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %15 = llvm.intr.masked.gather %14, %10, %11 {alignment = 16 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %3[0, 1] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %18 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<2 x vector<4xi1>>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.getelementptr %20[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %22 = llvm.getelementptr %21[%17] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %23 = llvm.intr.masked.gather %22, %18, %19 {alignment = 16 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %16[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %6[0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %26 = llvm.extractvalue %3[1, 0] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %27 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<2 x vector<4xi1>>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %29 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.getelementptr %29[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.getelementptr %30[%26] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %32 = llvm.intr.masked.gather %31, %27, %28 {alignment = 16 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %34 = llvm.extractvalue %3[1, 1] : !llvm.array<2 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %35 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<2 x vector<4xi1>>>
// CHECK-NEXT: %36 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %37 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.getelementptr %37[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %39 = llvm.getelementptr %38[%34] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %40 = llvm.intr.masked.gather %39, %35, %36 {alignment = 16 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %33[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %25[1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %43 = builtin.unrealized_conversion_cast %42 : !llvm.array<2 x array<2 x vector<4xf32>>> to vector<2x2x4xf32>
// CHECK-NEXT: return %43 : vector<2x2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shuffle_0d(%arg0: vector<i32>, %arg1: vector<i32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %2 = llvm.shufflevector %1, %0 [1, 0] : vector<1xi32>
// CHECK-NEXT: return %2 : vector<2xi32>
// CHECK-NEXT: }
func.func @il(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @il2(%a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<2x8xf32> {
  %0 = vector.interleave %a, %b : vector<2x4xf32> -> vector<2x8xf32>
  return %0 : vector<2x8xf32>
}
func.func @dil(%a: vector<8xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @el(%m: memref<16xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %m[%c0], %mask, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @op(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @te(%a: vector<4xf32>) -> (f32, f32, f32, f32) {
  %0:4 = vector.to_elements %a : vector<4xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}
func.func @ga(%m: memref<16xf32>, %iv: vector<2x4xi32>, %mask: vector<2x4xi1>, %p: vector<2x4xf32>) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%iv], %mask, %p : memref<16xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @sh(%a: vector<2x4xf32>, %b: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.shuffle %a, %b [0, 2, 1] : vector<2x4xf32>, vector<1x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @fe(%a: f32) -> vector<f32> {
  %0 = vector.from_elements %a : vector<f32>
  return %0 : vector<f32>
}
func.func @vs() -> index {
  %0 = vector.vscale
  return %0 : index
}
func.func @f_max(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @f_mul(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @i_add(%a: vector<2xi64>, %b: vector<2xi64>, %c: vector<2x2xi64>) -> vector<2x2xi64> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xi64>, vector<2xi64>
  return %0 : vector<2x2xi64>
}
func.func @axpy_i(%a: vector<4xi32>, %b: i32, %c: vector<4xi32>) -> vector<4xi32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xi32>, i32
  return %0 : vector<4xi32>
}
func.func @axpy_n(%a: vector<4xf64>, %b: f64) -> vector<4xf64> {
  %0 = vector.outerproduct %a, %b : vector<4xf64>, f64
  return %0 : vector<4xf64>
}
func.func @idx(%a: vector<2xindex>, %b: vector<2xindex>, %c: vector<2x2xindex>) -> vector<2x2xindex> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<minui>} : vector<2xindex>, vector<2xindex>
  return %0 : vector<2x2xindex>
}
func.func @ga3d(%m: memref<16xf32>, %iv: vector<2x2x4xi32>, %mask: vector<2x2x4xi1>, %p: vector<2x2x4xf32>) -> vector<2x2x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%iv], %mask, %p {alignment = 16} : memref<16xf32>, vector<2x2x4xi32>, vector<2x2x4xi1>, vector<2x2x4xf32> into vector<2x2x4xf32>
  return %0 : vector<2x2x4xf32>
}
func.func @shuffle_0d(%a: vector<i32>, %b: vector<i32>) -> vector<2xi32> {
  %0 = vector.shuffle %a, %b [1, 0] : vector<i32>, vector<i32>
  return %0 : vector<2xi32>
}
