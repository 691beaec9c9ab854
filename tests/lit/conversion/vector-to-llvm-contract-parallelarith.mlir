// vector-contract-lowering=parallelarith: a contraction whose reductions all have
// size one is element-wise arithmetic (broadcast, transpose, multiply-add or fma);
// others are unrolled one dimension at a time. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm=vector-contract-lowering=parallelarith | FileCheck %s

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @u_mm(%arg0: vector<2x1xf32>, %arg1: vector<1x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<1x3xf32> to !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<1x2x3xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<1x2x3xf32> to !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<1xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %5[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.insertelement %8, %9[%10 : i64] : vector<3xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %5[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<1xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %12[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i64] : vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %12[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %20 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.extractelement %20[%21 : i64] : vector<1xf32>
// CHECK-NEXT: %23 = llvm.extractvalue %19[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.insertelement %22, %23[%24 : i64] : vector<3xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %19[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT: %30 = llvm.extractvalue %26[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i64] : vector<3xf32>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %26[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %34 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.extractelement %34[%35 : i64] : vector<1xf32>
// CHECK-NEXT: %37 = llvm.extractvalue %33[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %38 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %39 = llvm.insertelement %36, %37[%38 : i64] : vector<3xf32>
// CHECK-NEXT: %40 = llvm.insertvalue %39, %33[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %41 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %43 = llvm.extractelement %41[%42 : i64] : vector<1xf32>
// CHECK-NEXT: %44 = llvm.extractvalue %40[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %45 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %46 = llvm.insertelement %43, %44[%45 : i64] : vector<3xf32>
// CHECK-NEXT: %47 = llvm.insertvalue %46, %40[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %48 = llvm.extractvalue %47[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %49 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %51 = llvm.intr.fmuladd(%48, %49, %50) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %53 = llvm.extractvalue %47[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %54 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<3xf32>>
// CHECK-NEXT: %55 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %56 = llvm.intr.fmuladd(%53, %54, %55) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %57 = llvm.insertvalue %56, %52[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %58 = builtin.unrealized_conversion_cast %57 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %58 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_mmi(%arg0: vector<2x1xi32>, %arg1: vector<3x1xi32>, %arg2: vector<3x2xi32>) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x1xi32> to !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xi32> to !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %2 = ub.poison : vector<1x3x2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1x3x2xi32> to !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<1xi32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %3[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<1xi32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<1xi32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xi32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<1xi32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<2xi32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %32 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<1xi32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<2xi32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<1xi32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<2xi32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %46 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<1xi32>
// CHECK-NEXT: %49 = llvm.extractvalue %3[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %51 = llvm.insertelement %48, %49[%50 : i64] : vector<2xi32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %3[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %53 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %55 = llvm.extractelement %53[%54 : i64] : vector<1xi32>
// CHECK-NEXT: %56 = llvm.extractvalue %52[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %58 = llvm.insertelement %55, %56[%57 : i64] : vector<2xi32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %52[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %60 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %62 = llvm.extractelement %60[%61 : i64] : vector<1xi32>
// CHECK-NEXT: %63 = llvm.extractvalue %59[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %64 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %65 = llvm.insertelement %62, %63[%64 : i64] : vector<2xi32>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %59[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %67 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %68 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %69 = llvm.extractelement %67[%68 : i64] : vector<1xi32>
// CHECK-NEXT: %70 = llvm.extractvalue %66[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %71 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %72 = llvm.insertelement %69, %70[%71 : i64] : vector<2xi32>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %66[0, 0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %74 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %75 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %76 = llvm.extractelement %74[%75 : i64] : vector<1xi32>
// CHECK-NEXT: %77 = llvm.extractvalue %73[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %78 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %79 = llvm.insertelement %76, %77[%78 : i64] : vector<2xi32>
// CHECK-NEXT: %80 = llvm.insertvalue %79, %73[0, 1] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %81 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<1xi32>>
// CHECK-NEXT: %82 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %83 = llvm.extractelement %81[%82 : i64] : vector<1xi32>
// CHECK-NEXT: %84 = llvm.extractvalue %80[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %85 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %86 = llvm.insertelement %83, %84[%85 : i64] : vector<2xi32>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %80[0, 2] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %88 = llvm.extractvalue %45[0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %89 = builtin.unrealized_conversion_cast %88 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT: %90 = llvm.extractvalue %87[0] : !llvm.array<1 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %91 = builtin.unrealized_conversion_cast %90 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT: %92 = arith.muli %89, %91 : vector<3x2xi32>
// CHECK-NEXT: %93 = arith.addi %92, %arg2 : vector<3x2xi32>
// CHECK-NEXT: return %93 : vector<3x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_mv(%arg0: vector<2x1xf32>, %arg1: vector<1xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<1x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x2xf32> to !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<1xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %arg1[%17 : i64] : vector<1xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %2[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %arg1[%23 : i64] : vector<1xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %22[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %24, %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %22[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %16[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %28[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %31 = llvm.intr.fmuladd(%29, %30, %arg2) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: return %31 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_dot(%arg0: vector<1xf32>, %arg1: vector<1xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<1xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg1[%2 : i64] : vector<1xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %3 : f32
// CHECK-NEXT: %5 = arith.addf %4, %arg2 : f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @u_vm(%arg0: vector<1xi32>, %arg1: vector<1x2xi32>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<1x2xi32> to !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<1x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x2xi32> to !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<1xi32>
// CHECK-NEXT: %5 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i64] : vector<2xi32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %2[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg0[%9 : i64] : vector<1xi32>
// CHECK-NEXT: %11 = llvm.extractvalue %8[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i64] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %8[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %14[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<2xi32>>
// CHECK-NEXT: %17 = arith.muli %15, %16 : vector<2xi32>
// CHECK-NEXT: %18 = arith.addi %17, %arg2 : vector<2xi32>
// CHECK-NEXT: return %18 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm0(%arg0: vector<2x4xf32>, %arg1: vector<4x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
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
// CHECK-LABEL: func.func @mixed_i8(%arg0: vector<2x4xi8>, %arg1: vector<4x3xi8>, %arg2: vector<2x3xi32>) -> vector<2x3xi32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
// CHECK-NEXT: return %0 : vector<2x3xi32>
// CHECK-NEXT: }
func.func @u_mm(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @u_mmi(%a: vector<2x1xi32>, %b: vector<3x1xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xi32>, vector<3x1xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @u_mv(%a: vector<2x1xf32>, %b: vector<1xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @u_dot(%a: vector<1xf32>, %b: vector<1xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1xf32>, vector<1xf32> into f32
  return %0 : f32
}
func.func @u_vm(%a: vector<1xi32>, %b: vector<1x2xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1xi32>, vector<1x2xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @mm0(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mixed_i8(%a: vector<2x4xi8>, %b: vector<4x3xi8>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xi8>, vector<4x3xi8> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
