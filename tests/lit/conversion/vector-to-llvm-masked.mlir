// convert-vector-to-llvm inside vector.mask: a masked outer product keeps the
// accumulator in masked-out lanes (select after the fma or combining op), a masked
// contraction is unrolled with slices of its mask down to masked reductions, and a
// masked reduction is llvm.intr.vp.reduce.* from the accumulator or the kind's
// neutral value. Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @mo(%arg0: vector<4xf32>, %arg1: vector<3xf32>, %arg2: vector<4x3xf32>, %arg3: vector<4x3xi1>) -> vector<4x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<4x3xi1> to !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %11 = llvm.intr.fmuladd(%8, %arg1, %9) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %12 = arith.select %10, %11, %9 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %2[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %arg0[%14 : i64] : vector<4xf32>
// CHECK-NEXT: %16 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i32] : vector<3xf32>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %16 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %22 = llvm.intr.fmuladd(%19, %arg1, %20) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %23 = arith.select %21, %22, %20 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %13[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %arg0[%25 : i64] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i32] : vector<3xf32>
// CHECK-NEXT: %30 = llvm.shufflevector %29, %27 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %33 = llvm.intr.fmuladd(%30, %arg1, %31) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %34 = arith.select %32, %33, %31 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %24[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %37 = llvm.extractelement %arg0[%36 : i64] : vector<4xf32>
// CHECK-NEXT: %38 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %40 = llvm.insertelement %37, %38[%39 : i32] : vector<3xf32>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %38 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %44 = llvm.intr.fmuladd(%41, %arg1, %42) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %45 = arith.select %43, %44, %42 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %35[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// CHECK-NEXT: return %47 : vector<4x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mo_int(%arg0: vector<4xi32>, %arg1: vector<3xi32>, %arg2: vector<4x3xi32>, %arg3: vector<4x3xi1>) -> vector<4x3xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<4x3xi1> to !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<4x3xi32> to !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4x3xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<4x3xi32> to !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<3xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %11 = arith.muli %8, %arg1 : vector<3xi32>
// CHECK-NEXT: %12 = arith.maxsi %11, %9 : vector<3xi32>
// CHECK-NEXT: %13 = arith.select %10, %12, %9 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %2[0] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %arg0[%15 : i64] : vector<4xi32>
// CHECK-NEXT: %17 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i32] : vector<3xi32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %23 = arith.muli %20, %arg1 : vector<3xi32>
// CHECK-NEXT: %24 = arith.maxsi %23, %21 : vector<3xi32>
// CHECK-NEXT: %25 = arith.select %22, %24, %21 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %14[1] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %arg0[%27 : i64] : vector<4xi32>
// CHECK-NEXT: %29 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i32] : vector<3xi32>
// CHECK-NEXT: %32 = llvm.shufflevector %31, %29 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %33 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %34 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %35 = arith.muli %32, %arg1 : vector<3xi32>
// CHECK-NEXT: %36 = arith.maxsi %35, %33 : vector<3xi32>
// CHECK-NEXT: %37 = arith.select %34, %36, %33 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %26[2] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %arg0[%39 : i64] : vector<4xi32>
// CHECK-NEXT: %41 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i32] : vector<3xi32>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %41 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %45 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %46 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xi1>>
// CHECK-NEXT: %47 = arith.muli %44, %arg1 : vector<3xi32>
// CHECK-NEXT: %48 = arith.maxsi %47, %45 : vector<3xi32>
// CHECK-NEXT: %49 = arith.select %46, %48, %45 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %50 = llvm.insertvalue %49, %38[3] : !llvm.array<4 x vector<3xi32>>
// CHECK-NEXT: %51 = builtin.unrealized_conversion_cast %50 : !llvm.array<4 x vector<3xi32>> to vector<4x3xi32>
// CHECK-NEXT: return %51 : vector<4x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @axpy(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.intr.fmuladd(%arg0, %3, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = arith.select %arg3, %4, %arg2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %5 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mc(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>, %arg3: vector<2x4xi1>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg2[%3 : i64] : vector<2xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %6 = arith.mulf %2, %arg1 : vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %8 = "llvm.intr.vp.reduce.fadd"(%4, %6, %5, %7) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %8, %cst[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg2[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %15 = arith.mulf %11, %arg1 : vector<4xf32>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %17 = "llvm.intr.vp.reduce.fadd"(%13, %15, %14, %16) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %17, %10[%18 : i64] : vector<2xf32>
// CHECK-NEXT: return %19 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mdot(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32, %arg3: vector<4xi1>) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.add"(%arg2, %0, %arg3, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_add(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.add"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.add"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_mul(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.mul"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.mul"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_minui(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.umin"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.umin"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_minsi(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2147483647 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.smin"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.smin"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_maxui(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.umax"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.umax"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_maxsi(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.smax"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.smax"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_and(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.and"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.and"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_or(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.or"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.or"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i_xor(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.xor"(%0, %arg0, %arg1, %1) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.xor"(%arg2, %arg0, %arg1, %3) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: return %2, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_add(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.fadd"(%arg2, %arg0, %arg1, %3) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: return %2, %4 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_mul(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmul"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.fmul"(%arg2, %arg0, %arg1, %3) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: return %2, %4 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_minnumf(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0xFFC00000 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmin"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.fmin"(%arg2, %arg0, %arg1, %3) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: return %2, %4 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_maxnumf(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vp.reduce.fmax"(%0, %arg0, %arg1, %1) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %4 = "llvm.intr.vp.reduce.fmax"(%arg2, %arg0, %arg1, %3) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: return %2, %4 : f32, f32
// CHECK-NEXT: }
func.func @mo(%a: vector<4xf32>, %b: vector<3xf32>, %c: vector<4x3xf32>, %m: vector<4x3xi1>) -> vector<4x3xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, vector<3xf32> } : vector<4x3xi1> -> vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
func.func @mo_int(%a: vector<4xi32>, %b: vector<3xi32>, %c: vector<4x3xi32>, %m: vector<4x3xi1>) -> vector<4x3xi32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<maxsi>} : vector<4xi32>, vector<3xi32> } : vector<4x3xi1> -> vector<4x3xi32>
  return %0 : vector<4x3xi32>
}
func.func @axpy(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @mc(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>, %m: vector<2x4xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @mdot(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
func.func @i_add(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_mul(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_minui(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <minui>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <minui>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_minsi(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <minsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <minsi>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_maxui(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <maxui>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <maxui>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_maxsi(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <maxsi>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_and(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <and>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <and>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_or(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <or>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <or>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @i_xor(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> (i32, i32) {
  %0 = vector.mask %m { vector.reduction <xor>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %1 = vector.mask %m { vector.reduction <xor>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1 : i32, i32
}
func.func @f_add(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <add>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @f_mul(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <mul>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @f_minnumf(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minnumf>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @f_maxnumf(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
