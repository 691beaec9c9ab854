// vector-contract-lowering=llvmintr: a row-major matmul (after transposes) is
// llvm.intr.matrix.multiply between shape casts, added to the accumulator; other
// contractions are unrolled one dimension at a time, mixed types and kinds other
// than add left. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=vector-contract-lowering=llvmintr | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @mm0(%arg0: vector<2x4xf32>, %arg1: vector<4x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<8xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %6 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %4 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %21 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %22, %20 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %24 = llvm.intr.matrix.multiply %11, %23 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %24 [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.shufflevector %24, %24 [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %30 = arith.addf %arg2, %29 : vector<2x3xf32>
// CHECK-NEXT: return %30 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm1(%arg0: vector<2x4xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<8xf32>
// CHECK-NEXT: %6 = ub.poison : vector<4x3xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %8[%9 : i64] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %7[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %7[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %14[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i64] : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %14[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<4xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %21[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %24, %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %21[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %31 = llvm.extractelement %29[%30 : i64] : vector<4xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %28[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %31, %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %28[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %36[%37 : i64] : vector<4xf32>
// CHECK-NEXT: %39 = llvm.extractvalue %35[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.insertelement %38, %39[%40 : i64] : vector<3xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %35[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %45 = llvm.extractelement %43[%44 : i64] : vector<4xf32>
// CHECK-NEXT: %46 = llvm.extractvalue %42[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %48 = llvm.insertelement %45, %46[%47 : i64] : vector<3xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %42[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %52 = llvm.extractelement %50[%51 : i64] : vector<4xf32>
// CHECK-NEXT: %53 = llvm.extractvalue %49[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %54 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %55 = llvm.insertelement %52, %53[%54 : i64] : vector<3xf32>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %49[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %57 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %58 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %59 = llvm.extractelement %57[%58 : i64] : vector<4xf32>
// CHECK-NEXT: %60 = llvm.extractvalue %56[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.insertelement %59, %60[%61 : i64] : vector<3xf32>
// CHECK-NEXT: %63 = llvm.insertvalue %62, %56[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %66 = llvm.extractelement %64[%65 : i64] : vector<4xf32>
// CHECK-NEXT: %67 = llvm.extractvalue %63[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %68 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %69 = llvm.insertelement %66, %67[%68 : i64] : vector<3xf32>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %63[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %72 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %73 = llvm.extractelement %71[%72 : i64] : vector<4xf32>
// CHECK-NEXT: %74 = llvm.extractvalue %70[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %76 = llvm.insertelement %73, %74[%75 : i64] : vector<3xf32>
// CHECK-NEXT: %77 = llvm.insertvalue %76, %70[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %78 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %80 = llvm.extractelement %78[%79 : i64] : vector<4xf32>
// CHECK-NEXT: %81 = llvm.extractvalue %77[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %82 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %83 = llvm.insertelement %80, %81[%82 : i64] : vector<3xf32>
// CHECK-NEXT: %84 = llvm.insertvalue %83, %77[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %85 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %86 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %87 = llvm.extractelement %85[%86 : i64] : vector<4xf32>
// CHECK-NEXT: %88 = llvm.extractvalue %84[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %89 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %90 = llvm.insertelement %87, %88[%89 : i64] : vector<3xf32>
// CHECK-NEXT: %91 = llvm.insertvalue %90, %84[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %92 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %93 = llvm.shufflevector %92, %92 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %94 = llvm.shufflevector %93, %5 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %95 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %96 = llvm.shufflevector %95, %95 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %97 = llvm.shufflevector %96, %94 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %98 = llvm.extractvalue %91[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %99 = llvm.shufflevector %98, %98 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %100 = llvm.shufflevector %99, %4 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %101 = llvm.extractvalue %91[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %102 = llvm.shufflevector %101, %101 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %103 = llvm.shufflevector %102, %100 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %104 = llvm.extractvalue %91[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %105 = llvm.shufflevector %104, %104 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %106 = llvm.shufflevector %105, %103 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %107 = llvm.extractvalue %91[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %108 = llvm.shufflevector %107, %107 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %109 = llvm.shufflevector %108, %106 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %110 = llvm.intr.matrix.multiply %97, %109 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %111 = llvm.shufflevector %110, %110 [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %112 = llvm.insertvalue %111, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %113 = llvm.shufflevector %110, %110 [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %114 = llvm.insertvalue %113, %112[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %115 = builtin.unrealized_conversion_cast %114 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %116 = arith.addf %arg2, %115 : vector<2x3xf32>
// CHECK-NEXT: return %116 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm5(%arg0: vector<2x4xf32>, %arg1: vector<3x4xf32>, %arg2: vector<3x2xf32>) -> vector<3x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<8xf32>
// CHECK-NEXT: %6 = ub.poison : vector<4x3xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %8[%9 : i64] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %7[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %7[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %14[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.insertelement %17, %18[%19 : i64] : vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %14[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<4xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %21[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %24, %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %21[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %31 = llvm.extractelement %29[%30 : i64] : vector<4xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %28[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %31, %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %28[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %36[%37 : i64] : vector<4xf32>
// CHECK-NEXT: %39 = llvm.extractvalue %35[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.insertelement %38, %39[%40 : i64] : vector<3xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %35[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %45 = llvm.extractelement %43[%44 : i64] : vector<4xf32>
// CHECK-NEXT: %46 = llvm.extractvalue %42[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %48 = llvm.insertelement %45, %46[%47 : i64] : vector<3xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %42[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %52 = llvm.extractelement %50[%51 : i64] : vector<4xf32>
// CHECK-NEXT: %53 = llvm.extractvalue %49[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %54 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %55 = llvm.insertelement %52, %53[%54 : i64] : vector<3xf32>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %49[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %57 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %58 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %59 = llvm.extractelement %57[%58 : i64] : vector<4xf32>
// CHECK-NEXT: %60 = llvm.extractvalue %56[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.insertelement %59, %60[%61 : i64] : vector<3xf32>
// CHECK-NEXT: %63 = llvm.insertvalue %62, %56[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %66 = llvm.extractelement %64[%65 : i64] : vector<4xf32>
// CHECK-NEXT: %67 = llvm.extractvalue %63[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %68 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %69 = llvm.insertelement %66, %67[%68 : i64] : vector<3xf32>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %63[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %72 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %73 = llvm.extractelement %71[%72 : i64] : vector<4xf32>
// CHECK-NEXT: %74 = llvm.extractvalue %70[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %76 = llvm.insertelement %73, %74[%75 : i64] : vector<3xf32>
// CHECK-NEXT: %77 = llvm.insertvalue %76, %70[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %78 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %80 = llvm.extractelement %78[%79 : i64] : vector<4xf32>
// CHECK-NEXT: %81 = llvm.extractvalue %77[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %82 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %83 = llvm.insertelement %80, %81[%82 : i64] : vector<3xf32>
// CHECK-NEXT: %84 = llvm.insertvalue %83, %77[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %85 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %86 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %87 = llvm.extractelement %85[%86 : i64] : vector<4xf32>
// CHECK-NEXT: %88 = llvm.extractvalue %84[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %89 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %90 = llvm.insertelement %87, %88[%89 : i64] : vector<3xf32>
// CHECK-NEXT: %91 = llvm.insertvalue %90, %84[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %92 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %93 = llvm.shufflevector %92, %92 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %94 = llvm.shufflevector %93, %5 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %95 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %96 = llvm.shufflevector %95, %95 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %97 = llvm.shufflevector %96, %94 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %98 = llvm.extractvalue %91[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %99 = llvm.shufflevector %98, %98 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %100 = llvm.shufflevector %99, %4 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %101 = llvm.extractvalue %91[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %102 = llvm.shufflevector %101, %101 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %103 = llvm.shufflevector %102, %100 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %104 = llvm.extractvalue %91[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %105 = llvm.shufflevector %104, %104 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %106 = llvm.shufflevector %105, %103 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %107 = llvm.extractvalue %91[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %108 = llvm.shufflevector %107, %107 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %109 = llvm.shufflevector %108, %106 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %110 = llvm.intr.matrix.multiply %97, %109 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %111 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %112 = llvm.extractelement %110[%111 : i64] : vector<6xf32>
// CHECK-NEXT: %113 = llvm.extractvalue %3[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %114 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %115 = llvm.insertelement %112, %113[%114 : i64] : vector<2xf32>
// CHECK-NEXT: %116 = llvm.insertvalue %115, %3[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %117 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %118 = llvm.extractelement %110[%117 : i64] : vector<6xf32>
// CHECK-NEXT: %119 = llvm.extractvalue %116[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %120 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %121 = llvm.insertelement %118, %119[%120 : i64] : vector<2xf32>
// CHECK-NEXT: %122 = llvm.insertvalue %121, %116[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %123 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %124 = llvm.extractelement %110[%123 : i64] : vector<6xf32>
// CHECK-NEXT: %125 = llvm.extractvalue %122[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %126 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %127 = llvm.insertelement %124, %125[%126 : i64] : vector<2xf32>
// CHECK-NEXT: %128 = llvm.insertvalue %127, %122[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %129 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %130 = llvm.extractelement %110[%129 : i64] : vector<6xf32>
// CHECK-NEXT: %131 = llvm.extractvalue %128[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %132 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %133 = llvm.insertelement %130, %131[%132 : i64] : vector<2xf32>
// CHECK-NEXT: %134 = llvm.insertvalue %133, %128[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %135 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %136 = llvm.extractelement %110[%135 : i64] : vector<6xf32>
// CHECK-NEXT: %137 = llvm.extractvalue %134[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %138 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %139 = llvm.insertelement %136, %137[%138 : i64] : vector<2xf32>
// CHECK-NEXT: %140 = llvm.insertvalue %139, %134[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %141 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %142 = llvm.extractelement %110[%141 : i64] : vector<6xf32>
// CHECK-NEXT: %143 = llvm.extractvalue %140[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %144 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %145 = llvm.insertelement %142, %143[%144 : i64] : vector<2xf32>
// CHECK-NEXT: %146 = llvm.insertvalue %145, %140[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %147 = builtin.unrealized_conversion_cast %146 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: %148 = arith.addf %arg2, %147 : vector<3x2xf32>
// CHECK-NEXT: return %148 : vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmi3(%arg0: vector<4x2xi32>, %arg1: vector<3x4xi32>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x2xi32> to !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x3xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xi32>
// CHECK-NEXT: %5 = ub.poison : vector<8xi32>
// CHECK-NEXT: %6 = ub.poison : vector<4x3xi32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : vector<4x3xi32> to !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %8 = ub.poison : vector<2x4xi32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xi32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<4xi32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xi32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<4xi32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %24 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xi32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<4xi32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %31 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xi32>
// CHECK-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<4xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %38 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xi32>
// CHECK-NEXT: %41 = llvm.extractvalue %37[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<4xi32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %45 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<2xi32>
// CHECK-NEXT: %48 = llvm.extractvalue %44[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %49 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %50 = llvm.insertelement %47, %48[%49 : i64] : vector<4xi32>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %44[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %52 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<2xi32>
// CHECK-NEXT: %55 = llvm.extractvalue %51[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %56 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<4xi32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %51[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %59 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<2xi32>
// CHECK-NEXT: %62 = llvm.extractvalue %58[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %63 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %64 = llvm.insertelement %61, %62[%63 : i64] : vector<4xi32>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %58[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %66 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<4xi32>
// CHECK-NEXT: %69 = llvm.extractvalue %7[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %71 = llvm.insertelement %68, %69[%70 : i64] : vector<3xi32>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %7[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %73 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %74 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %75 = llvm.extractelement %73[%74 : i64] : vector<4xi32>
// CHECK-NEXT: %76 = llvm.extractvalue %72[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<3xi32>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %72[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %80 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %81 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %82 = llvm.extractelement %80[%81 : i64] : vector<4xi32>
// CHECK-NEXT: %83 = llvm.extractvalue %79[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %84 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %82, %83[%84 : i64] : vector<3xi32>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %79[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %87 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %88 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %89 = llvm.extractelement %87[%88 : i64] : vector<4xi32>
// CHECK-NEXT: %90 = llvm.extractvalue %86[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %91 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %92 = llvm.insertelement %89, %90[%91 : i64] : vector<3xi32>
// CHECK-NEXT: %93 = llvm.insertvalue %92, %86[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %94 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %95 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %96 = llvm.extractelement %94[%95 : i64] : vector<4xi32>
// CHECK-NEXT: %97 = llvm.extractvalue %93[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %98 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %99 = llvm.insertelement %96, %97[%98 : i64] : vector<3xi32>
// CHECK-NEXT: %100 = llvm.insertvalue %99, %93[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %101 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %102 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %103 = llvm.extractelement %101[%102 : i64] : vector<4xi32>
// CHECK-NEXT: %104 = llvm.extractvalue %100[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %105 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %106 = llvm.insertelement %103, %104[%105 : i64] : vector<3xi32>
// CHECK-NEXT: %107 = llvm.insertvalue %106, %100[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %108 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %109 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %110 = llvm.extractelement %108[%109 : i64] : vector<4xi32>
// CHECK-NEXT: %111 = llvm.extractvalue %107[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %112 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %113 = llvm.insertelement %110, %111[%112 : i64] : vector<3xi32>
// CHECK-NEXT: %114 = llvm.insertvalue %113, %107[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %115 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %116 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %117 = llvm.extractelement %115[%116 : i64] : vector<4xi32>
// CHECK-NEXT: %118 = llvm.extractvalue %114[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %119 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %120 = llvm.insertelement %117, %118[%119 : i64] : vector<3xi32>
// CHECK-NEXT: %121 = llvm.insertvalue %120, %114[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %122 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %123 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %124 = llvm.extractelement %122[%123 : i64] : vector<4xi32>
// CHECK-NEXT: %125 = llvm.extractvalue %121[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %126 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %127 = llvm.insertelement %124, %125[%126 : i64] : vector<3xi32>
// CHECK-NEXT: %128 = llvm.insertvalue %127, %121[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %129 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %130 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %131 = llvm.extractelement %129[%130 : i64] : vector<4xi32>
// CHECK-NEXT: %132 = llvm.extractvalue %128[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %133 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %134 = llvm.insertelement %131, %132[%133 : i64] : vector<3xi32>
// CHECK-NEXT: %135 = llvm.insertvalue %134, %128[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %136 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %137 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %138 = llvm.extractelement %136[%137 : i64] : vector<4xi32>
// CHECK-NEXT: %139 = llvm.extractvalue %135[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %140 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %141 = llvm.insertelement %138, %139[%140 : i64] : vector<3xi32>
// CHECK-NEXT: %142 = llvm.insertvalue %141, %135[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %143 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %144 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %145 = llvm.extractelement %143[%144 : i64] : vector<4xi32>
// CHECK-NEXT: %146 = llvm.extractvalue %142[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %147 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %148 = llvm.insertelement %145, %146[%147 : i64] : vector<3xi32>
// CHECK-NEXT: %149 = llvm.insertvalue %148, %142[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %150 = llvm.extractvalue %65[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %151 = llvm.shufflevector %150, %150 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %152 = llvm.shufflevector %151, %5 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xi32>
// CHECK-NEXT: %153 = llvm.extractvalue %65[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %154 = llvm.shufflevector %153, %153 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %155 = llvm.shufflevector %154, %152 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xi32>
// CHECK-NEXT: %156 = llvm.extractvalue %149[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %157 = llvm.shufflevector %156, %156 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %158 = llvm.shufflevector %157, %4 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xi32>
// CHECK-NEXT: %159 = llvm.extractvalue %149[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %160 = llvm.shufflevector %159, %159 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %161 = llvm.shufflevector %160, %158 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xi32>
// CHECK-NEXT: %162 = llvm.extractvalue %149[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %163 = llvm.shufflevector %162, %162 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %164 = llvm.shufflevector %163, %161 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xi32>
// CHECK-NEXT: %165 = llvm.extractvalue %149[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %166 = llvm.shufflevector %165, %165 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %167 = llvm.shufflevector %166, %164 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xi32>
// CHECK-NEXT: %168 = llvm.intr.matrix.multiply %155, %167 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xi32>, vector<12xi32>) -> vector<6xi32>
// CHECK-NEXT: %169 = llvm.shufflevector %168, %168 [0, 1, 2] : vector<6xi32>
// CHECK-NEXT: %170 = llvm.insertvalue %169, %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %171 = llvm.shufflevector %168, %168 [3, 4, 5] : vector<6xi32>
// CHECK-NEXT: %172 = llvm.insertvalue %171, %170[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %173 = builtin.unrealized_conversion_cast %172 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: %174 = arith.addi %arg2, %173 : vector<2x3xi32>
// CHECK-NEXT: return %174 : vector<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed_i8(%arg0: vector<2x4xi8>, %arg1: vector<4x3xi8>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
// CHECK-NEXT: return %0 : vector<2x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kind_maxf(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bmm(%arg0: vector<2x2x4xf32>, %arg1: vector<2x4x3xf32>, %arg2: vector<2x2x3xf32>) -> vector<2x2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4x3xf32> to !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x4xf32> to !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %3 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<12xf32>
// CHECK-NEXT: %6 = ub.poison : vector<8xf32>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2x3xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %cst : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %6 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %13 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.shufflevector %14, %12 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %5 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %19 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %18 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %23 = llvm.shufflevector %22, %22 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %21 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %0[0, 3] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %26 = llvm.shufflevector %25, %25 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %27 = llvm.shufflevector %26, %24 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %28 = llvm.intr.matrix.multiply %15, %27 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %29 = llvm.shufflevector %28, %28 [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %31 = llvm.shufflevector %28, %28 [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %32 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %34 = arith.addf %9, %33 : vector<2x3xf32>
// CHECK-NEXT: %35 = builtin.unrealized_conversion_cast %34 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %7[0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %37 = llvm.extractvalue %2[1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %39 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %40 = llvm.shufflevector %39, %39 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %6 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<4xf32>>>
// CHECK-NEXT: %43 = llvm.shufflevector %42, %42 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %41 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %46 = llvm.shufflevector %45, %45 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %47 = llvm.shufflevector %46, %5 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %48 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %49 = llvm.shufflevector %48, %48 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %50 = llvm.shufflevector %49, %47 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %51 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %52 = llvm.shufflevector %51, %51 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %53 = llvm.shufflevector %52, %50 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %54 = llvm.extractvalue %0[1, 3] : !llvm.array<2 x array<4 x vector<3xf32>>>
// CHECK-NEXT: %55 = llvm.shufflevector %54, %54 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %56 = llvm.shufflevector %55, %53 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %57 = llvm.intr.matrix.multiply %44, %56 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %58 = llvm.shufflevector %57, %57 [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %60 = llvm.shufflevector %57, %57 [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %61 = llvm.insertvalue %60, %59[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %62 = builtin.unrealized_conversion_cast %61 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %63 = arith.addf %38, %62 : vector<2x3xf32>
// CHECK-NEXT: %64 = builtin.unrealized_conversion_cast %63 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %36[1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %66 = builtin.unrealized_conversion_cast %65 : !llvm.array<2 x array<2 x vector<3xf32>>> to vector<2x2x3xf32>
// CHECK-NEXT: return %66 : vector<2x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dotp(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%arg2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rpp(%arg0: vector<2x4xf32>, %arg1: vector<4x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %7, %cst[%8 : i64] : vector<4xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %12, %9[%13 : i64] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %15[%16 : i64] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %17, %14[%18 : i64] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.extractelement %20[%21 : i64] : vector<3xf32>
// CHECK-NEXT: %23 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %22, %19[%23 : i64] : vector<4xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT: %28 = arith.mulf %4, %24 : vector<4xf32>
// CHECK-NEXT: %29 = "llvm.intr.vector.reduce.fadd"(%27, %28) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %29, %cst_0[%30 : i64] : vector<3xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %34, %cst[%35 : i64] : vector<4xf32>
// CHECK-NEXT: %37 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<3xf32>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.insertelement %39, %36[%40 : i64] : vector<4xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %46 = llvm.insertelement %44, %41[%45 : i64] : vector<4xf32>
// CHECK-NEXT: %47 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<3xf32>
// CHECK-NEXT: %50 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %51 = llvm.insertelement %49, %46[%50 : i64] : vector<4xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<3xf32>
// CHECK-NEXT: %55 = arith.mulf %4, %51 : vector<4xf32>
// CHECK-NEXT: %56 = "llvm.intr.vector.reduce.fadd"(%54, %55) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %58 = llvm.insertelement %56, %31[%57 : i64] : vector<3xf32>
// CHECK-NEXT: %59 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<3xf32>
// CHECK-NEXT: %62 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %63 = llvm.insertelement %61, %cst[%62 : i64] : vector<4xf32>
// CHECK-NEXT: %64 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %66 = llvm.extractelement %64[%65 : i64] : vector<3xf32>
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %68 = llvm.insertelement %66, %63[%67 : i64] : vector<4xf32>
// CHECK-NEXT: %69 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %70 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %71 = llvm.extractelement %69[%70 : i64] : vector<3xf32>
// CHECK-NEXT: %72 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %73 = llvm.insertelement %71, %68[%72 : i64] : vector<4xf32>
// CHECK-NEXT: %74 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %76 = llvm.extractelement %74[%75 : i64] : vector<3xf32>
// CHECK-NEXT: %77 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %76, %73[%77 : i64] : vector<4xf32>
// CHECK-NEXT: %79 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %80 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %81 = llvm.extractelement %79[%80 : i64] : vector<3xf32>
// CHECK-NEXT: %82 = arith.mulf %4, %78 : vector<4xf32>
// CHECK-NEXT: %83 = "llvm.intr.vector.reduce.fadd"(%81, %82) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %84 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %83, %58[%84 : i64] : vector<3xf32>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %87 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %88 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %89 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %90 = llvm.extractelement %88[%89 : i64] : vector<3xf32>
// CHECK-NEXT: %91 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %92 = llvm.insertelement %90, %cst[%91 : i64] : vector<4xf32>
// CHECK-NEXT: %93 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.extractelement %93[%94 : i64] : vector<3xf32>
// CHECK-NEXT: %96 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %97 = llvm.insertelement %95, %92[%96 : i64] : vector<4xf32>
// CHECK-NEXT: %98 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %99 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %100 = llvm.extractelement %98[%99 : i64] : vector<3xf32>
// CHECK-NEXT: %101 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %102 = llvm.insertelement %100, %97[%101 : i64] : vector<4xf32>
// CHECK-NEXT: %103 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %104 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %105 = llvm.extractelement %103[%104 : i64] : vector<3xf32>
// CHECK-NEXT: %106 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %107 = llvm.insertelement %105, %102[%106 : i64] : vector<4xf32>
// CHECK-NEXT: %108 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %109 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %110 = llvm.extractelement %108[%109 : i64] : vector<3xf32>
// CHECK-NEXT: %111 = arith.mulf %87, %107 : vector<4xf32>
// CHECK-NEXT: %112 = "llvm.intr.vector.reduce.fadd"(%110, %111) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %113 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %114 = llvm.insertelement %112, %cst_0[%113 : i64] : vector<3xf32>
// CHECK-NEXT: %115 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %116 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %117 = llvm.extractelement %115[%116 : i64] : vector<3xf32>
// CHECK-NEXT: %118 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %119 = llvm.insertelement %117, %cst[%118 : i64] : vector<4xf32>
// CHECK-NEXT: %120 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %121 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %122 = llvm.extractelement %120[%121 : i64] : vector<3xf32>
// CHECK-NEXT: %123 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %124 = llvm.insertelement %122, %119[%123 : i64] : vector<4xf32>
// CHECK-NEXT: %125 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %127 = llvm.extractelement %125[%126 : i64] : vector<3xf32>
// CHECK-NEXT: %128 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %129 = llvm.insertelement %127, %124[%128 : i64] : vector<4xf32>
// CHECK-NEXT: %130 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %131 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %132 = llvm.extractelement %130[%131 : i64] : vector<3xf32>
// CHECK-NEXT: %133 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %134 = llvm.insertelement %132, %129[%133 : i64] : vector<4xf32>
// CHECK-NEXT: %135 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %136 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %137 = llvm.extractelement %135[%136 : i64] : vector<3xf32>
// CHECK-NEXT: %138 = arith.mulf %87, %134 : vector<4xf32>
// CHECK-NEXT: %139 = "llvm.intr.vector.reduce.fadd"(%137, %138) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %140 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %141 = llvm.insertelement %139, %114[%140 : i64] : vector<3xf32>
// CHECK-NEXT: %142 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %143 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %144 = llvm.extractelement %142[%143 : i64] : vector<3xf32>
// CHECK-NEXT: %145 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %146 = llvm.insertelement %144, %cst[%145 : i64] : vector<4xf32>
// CHECK-NEXT: %147 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %148 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %149 = llvm.extractelement %147[%148 : i64] : vector<3xf32>
// CHECK-NEXT: %150 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %151 = llvm.insertelement %149, %146[%150 : i64] : vector<4xf32>
// CHECK-NEXT: %152 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %153 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %154 = llvm.extractelement %152[%153 : i64] : vector<3xf32>
// CHECK-NEXT: %155 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %156 = llvm.insertelement %154, %151[%155 : i64] : vector<4xf32>
// CHECK-NEXT: %157 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %158 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %159 = llvm.extractelement %157[%158 : i64] : vector<3xf32>
// CHECK-NEXT: %160 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %161 = llvm.insertelement %159, %156[%160 : i64] : vector<4xf32>
// CHECK-NEXT: %162 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %163 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %164 = llvm.extractelement %162[%163 : i64] : vector<3xf32>
// CHECK-NEXT: %165 = arith.mulf %87, %161 : vector<4xf32>
// CHECK-NEXT: %166 = "llvm.intr.vector.reduce.fadd"(%164, %165) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %167 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %168 = llvm.insertelement %166, %141[%167 : i64] : vector<3xf32>
// CHECK-NEXT: %169 = llvm.insertvalue %168, %86[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %170 = builtin.unrealized_conversion_cast %169 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %170 : vector<2x3xf32>
// CHECK-NEXT: }
func.func @mm0(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mm1(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<3x4xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mm5(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<3x4xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @mmi3(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
func.func @mixed_i8(%a: vector<2x4xi8>, %b: vector<4x3xi8>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
func.func @kind_maxf(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @bmm(%a: vector<2x2x4xf32>, %b: vector<2x4x3xf32>, %c: vector<2x2x3xf32>) -> vector<2x2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x4xf32>, vector<2x4x3xf32> into vector<2x2x3xf32>
  return %0 : vector<2x2x3xf32>
}
func.func @dotp(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
func.func @rpp(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(k, m, n) -> (m, k)>, affine_map<(k, m, n) -> (k, n)>, affine_map<(k, m, n) -> (m, n)>], iterator_types = ["reduction", "parallel", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
