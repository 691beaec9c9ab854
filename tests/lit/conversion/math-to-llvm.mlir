// convert-math-to-llvm as mlir-opt-22 lowers: the one-to-one intrinsics with
// their fast-math flags, ctlz/cttz/absi with a false poison flag, the expm1,
// log1p and rsqrt expansions (log1p not with approximate-log1p=false), isnan,
// isfinite and sincos, n-D vectors unrolled, and what stays: ops with no
// intrinsic, floats LLVM lacks, tensors.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-math-to-llvm | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=NOLOG1P

// CHECK-LABEL: func.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.powi(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT: %14 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %21 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %23 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %24 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %25 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %26 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fastmath(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32) {
// CHECK-NEXT: %0 = llvm.intr.sin(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.fma(%arg0, %arg0, %arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.powi(%arg0, %arg2) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, i32) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.intr.exp(%arg1) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = llvm.fsub %4, %3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %7 = llvm.fadd %6, %arg0 {fastmathFlags = #llvm.fastmath<afn>} : f32
// CHECK-NEXT: %8 = llvm.intr.log(%7) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK-NEXT: %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<arcp, contract>} : (f32) -> f32
// CHECK-NEXT: %11 = llvm.fdiv %9, %10 {fastmathFlags = #llvm.fastmath<arcp, contract>} : f32
// CHECK-NEXT: %12 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: "test.use"(%0, %1, %2, %5, %8, %11, %13, %14) : (f32, f32, f32, vector<4xf32>, f32, f32, f32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_flags(%arg0: i32, %arg1: vector<4xi32>, %arg2: index, %arg3: vector<[4]xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %2 = "llvm.intr.cttz"(%0) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (vector<[4]xi8>) -> vector<[4]xi8>
// CHECK-NEXT: %5 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %6 = llvm.intr.ctpop(%0) : (i64) -> i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: "test.use"(%1, %3, %4, %5, %7) : (i32, index, vector<[4]xi8>, vector<4xi32>, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expansions(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<f32>, %arg3: vector<[4]xf32>, %arg4: bf16, %arg5: f64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %3 = llvm.fsub %2, %1 : f32
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.fadd %4, %arg1 : vector<4xf32>
// CHECK-NEXT: %6 = llvm.intr.log(%5) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
// CHECK-NEXT: %8 = llvm.intr.sqrt(%0) : (vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %9 = llvm.fdiv %7, %8 : vector<1xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : vector<1xf32> to vector<f32>
// CHECK-NEXT: %11 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
// CHECK-NEXT: %12 = llvm.intr.sqrt(%arg3) : (vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %13 = llvm.fdiv %11, %12 : vector<[4]xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: %15 = llvm.fadd %14, %arg4 : bf16
// CHECK-NEXT: %16 = llvm.intr.log(%15) : (bf16) -> bf16
// CHECK-NEXT: %17 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %18 = llvm.intr.exp(%arg5) : (f64) -> f64
// CHECK-NEXT: %19 = llvm.fsub %18, %17 : f64
// CHECK-NEXT: "test.use"(%3, %6, %10, %13, %16, %19) : (f32, vector<4xf32>, vector<f32>, vector<[4]xf32>, bf16, f64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x[3]xf64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[3]xf64> to !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.intr.sqrt(%4) {fastmathFlags = #llvm.fastmath<contract>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.intr.sqrt(%7) {fastmathFlags = #llvm.fastmath<contract>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.intr.fma(%12, %13, %14) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %11[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.intr.fma(%17, %18, %19) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %16[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.intr.copysign(%24, %25) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %23[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %30 = llvm.intr.copysign(%28, %29) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %27[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %33 = llvm.mlir.poison : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %34 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %35 = llvm.intr.ctpop(%34) : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %33[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %37 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %38 = llvm.intr.ctpop(%37) : (vector<3xi32>) -> vector<3xi32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %36[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %40 = builtin.unrealized_conversion_cast %39 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: %41 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %42 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %44 = llvm.intr.exp(%42) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %45 = llvm.fsub %44, %43 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %41[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %49 = llvm.intr.exp(%47) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %50 = llvm.fsub %49, %48 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %46[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %52 = builtin.unrealized_conversion_cast %51 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %53 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %54 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %55 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %56 = llvm.fadd %55, %54 : vector<3xf32>
// CHECK-NEXT: %57 = llvm.intr.log(%56) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %53[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %59 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %61 = llvm.fadd %60, %59 : vector<3xf32>
// CHECK-NEXT: %62 = llvm.intr.log(%61) : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %63 = llvm.insertvalue %62, %58[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %64 = builtin.unrealized_conversion_cast %63 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %65 = llvm.mlir.poison : !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %66 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %67 = llvm.mlir.constant(dense<1.000000e+00> : vector<[3]xf64>) : vector<[3]xf64>
// CHECK-NEXT: %68 = llvm.intr.sqrt(%66) : (vector<[3]xf64>) -> vector<[3]xf64>
// CHECK-NEXT: %69 = llvm.fdiv %67, %68 : vector<[3]xf64>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %65[0] : !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %71 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %72 = llvm.mlir.constant(dense<1.000000e+00> : vector<[3]xf64>) : vector<[3]xf64>
// CHECK-NEXT: %73 = llvm.intr.sqrt(%71) : (vector<[3]xf64>) -> vector<[3]xf64>
// CHECK-NEXT: %74 = llvm.fdiv %72, %73 : vector<[3]xf64>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %70[1] : !llvm.array<2 x vector<[3]xf64>>
// CHECK-NEXT: %76 = builtin.unrealized_conversion_cast %75 : !llvm.array<2 x vector<[3]xf64>> to vector<2x[3]xf64>
// CHECK-NEXT: "test.use"(%10, %22, %32, %40, %52, %64, %76) : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x[3]xf64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @classes(%arg0: f32, %arg1: vector<4xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %1 = "llvm.intr.is.fpclass"(%arg1) <{bit = 504 : i32}> : (vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT: %2 = llvm.intr.sincos(%arg1) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK-NEXT: "test.use"(%0, %1, %3, %4) : (i1, vector<4xi1>, vector<4xf32>, vector<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unconverted(%arg0: f32, %arg1: i32, %arg2: vector<2x3xi32>, %arg3: f8E4M3FN, %arg4: vector<4xf8E5M2>, %arg5: tensor<4xf32>) {
// CHECK-NEXT: %0 = math.acosh %arg0 : f32
// CHECK-NEXT: %1 = math.asinh %arg0 : f32
// CHECK-NEXT: %2 = math.atanh %arg0 : f32
// CHECK-NEXT: %3 = math.cbrt %arg0 : f32
// CHECK-NEXT: %4 = math.erf %arg0 : f32
// CHECK-NEXT: %5 = math.erfc %arg0 : f32
// CHECK-NEXT: %6 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: %7 = math.isinf %arg0 : f32
// CHECK-NEXT: %8 = math.isnormal %arg0 : f32
// CHECK-NEXT: %9 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %10 = math.ctlz %arg2 : vector<2x3xi32>
// CHECK-NEXT: %11 = math.absi %arg2 : vector<2x3xi32>
// CHECK-NEXT: %12 = math.sin %arg3 : f8E4M3FN
// CHECK-NEXT: %13 = math.absf %arg4 : vector<4xf8E5M2>
// CHECK-NEXT: %14 = math.expm1 %arg3 : f8E4M3FN
// CHECK-NEXT: %15 = math.isfinite %arg3 : f8E4M3FN
// CHECK-NEXT: %16 = math.sin %arg5 : tensor<4xf32>
// CHECK-NEXT: %17 = math.rsqrt %arg5 : tensor<4xf32>
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (f32, f32, f32, f32, f32, f32, i32, i1, i1, f32, vector<2x3xi32>, vector<2x3xi32>, f8E4M3FN, vector<4xf8E5M2>, f8E4M3FN, i1, tensor<4xf32>, tensor<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folds() -> f32 {
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %0 = llvm.intr.sqrt(%cst) : (f32) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

// NOLOG1P-LABEL: func.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32) {
// NOLOG1P-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %1 = llvm.intr.acos(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %2 = llvm.intr.asin(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %3 = llvm.intr.atan(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %4 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// NOLOG1P-NEXT: %5 = llvm.intr.ceil(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %6 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// NOLOG1P-NEXT: %7 = llvm.intr.cos(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %8 = llvm.intr.cosh(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %9 = llvm.intr.exp(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %10 = llvm.intr.exp2(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %11 = llvm.intr.floor(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %12 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// NOLOG1P-NEXT: %13 = llvm.intr.powi(%arg0, %arg3) : (f32, i32) -> f32
// NOLOG1P-NEXT: %14 = llvm.intr.log(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %15 = llvm.intr.log10(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %16 = llvm.intr.log2(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %17 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// NOLOG1P-NEXT: %18 = llvm.intr.round(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %19 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %20 = llvm.intr.sin(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %21 = llvm.intr.sinh(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %22 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %23 = llvm.intr.tan(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %24 = llvm.intr.tanh(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %25 = llvm.intr.trunc(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %26 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// NOLOG1P-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @fastmath(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32) {
// NOLOG1P-NEXT: %0 = llvm.intr.sin(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// NOLOG1P-NEXT: %1 = llvm.intr.fma(%arg0, %arg0, %arg0) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32, f32) -> f32
// NOLOG1P-NEXT: %2 = llvm.intr.powi(%arg0, %arg2) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, i32) -> f32
// NOLOG1P-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// NOLOG1P-NEXT: %4 = llvm.intr.exp(%arg1) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<4xf32>) -> vector<4xf32>
// NOLOG1P-NEXT: %5 = llvm.fsub %4, %3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
// NOLOG1P-NEXT: %6 = math.log1p %arg0 fastmath<afn> : f32
// NOLOG1P-NEXT: %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// NOLOG1P-NEXT: %8 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<arcp, contract>} : (f32) -> f32
// NOLOG1P-NEXT: %9 = llvm.fdiv %7, %8 {fastmathFlags = #llvm.fastmath<arcp, contract>} : f32
// NOLOG1P-NEXT: %10 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> !llvm.struct<(f32, f32)>
// NOLOG1P-NEXT: %11 = llvm.extractvalue %10[0] : !llvm.struct<(f32, f32)>
// NOLOG1P-NEXT: %12 = llvm.extractvalue %10[1] : !llvm.struct<(f32, f32)>
// NOLOG1P-NEXT: "test.use"(%0, %1, %2, %5, %6, %9, %11, %12) : (f32, f32, f32, vector<4xf32>, f32, f32, f32, f32) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @int_flags(%arg0: i32, %arg1: vector<4xi32>, %arg2: index, %arg3: vector<[4]xi8>) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// NOLOG1P-NEXT: %1 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// NOLOG1P-NEXT: %2 = "llvm.intr.cttz"(%0) <{is_zero_poison = false}> : (i64) -> i64
// NOLOG1P-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// NOLOG1P-NEXT: %4 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (vector<[4]xi8>) -> vector<[4]xi8>
// NOLOG1P-NEXT: %5 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// NOLOG1P-NEXT: %6 = llvm.intr.ctpop(%0) : (i64) -> i64
// NOLOG1P-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// NOLOG1P-NEXT: "test.use"(%1, %3, %4, %5, %7) : (i32, index, vector<[4]xi8>, vector<4xi32>, index) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @expansions(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<f32>, %arg3: vector<[4]xf32>, %arg4: bf16, %arg5: f64) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<f32> to vector<1xf32>
// NOLOG1P-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// NOLOG1P-NEXT: %2 = llvm.intr.exp(%arg0) : (f32) -> f32
// NOLOG1P-NEXT: %3 = llvm.fsub %2, %1 : f32
// NOLOG1P-NEXT: %4 = math.log1p %arg1 : vector<4xf32>
// NOLOG1P-NEXT: %5 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
// NOLOG1P-NEXT: %6 = llvm.intr.sqrt(%0) : (vector<1xf32>) -> vector<1xf32>
// NOLOG1P-NEXT: %7 = llvm.fdiv %5, %6 : vector<1xf32>
// NOLOG1P-NEXT: %8 = builtin.unrealized_conversion_cast %7 : vector<1xf32> to vector<f32>
// NOLOG1P-NEXT: %9 = llvm.mlir.constant(dense<1.000000e+00> : vector<[4]xf32>) : vector<[4]xf32>
// NOLOG1P-NEXT: %10 = llvm.intr.sqrt(%arg3) : (vector<[4]xf32>) -> vector<[4]xf32>
// NOLOG1P-NEXT: %11 = llvm.fdiv %9, %10 : vector<[4]xf32>
// NOLOG1P-NEXT: %12 = math.log1p %arg4 : bf16
// NOLOG1P-NEXT: %13 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// NOLOG1P-NEXT: %14 = llvm.intr.exp(%arg5) : (f64) -> f64
// NOLOG1P-NEXT: %15 = llvm.fsub %14, %13 : f64
// NOLOG1P-NEXT: "test.use"(%3, %4, %8, %11, %12, %15) : (f32, vector<4xf32>, vector<f32>, vector<[4]xf32>, bf16, f64) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @nd(%arg0: vector<2x3xf32>, %arg1: vector<2x3xi32>, %arg2: vector<2x[3]xf64>) {
// NOLOG1P-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[3]xf64> to !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %5 = llvm.intr.sqrt(%4) {fastmathFlags = #llvm.fastmath<contract>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %7 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %8 = llvm.intr.sqrt(%7) {fastmathFlags = #llvm.fastmath<contract>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// NOLOG1P-NEXT: %11 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %12 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %13 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %14 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %15 = llvm.intr.fma(%12, %13, %14) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %16 = llvm.insertvalue %15, %11[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %17 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %18 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %20 = llvm.intr.fma(%17, %18, %19) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %21 = llvm.insertvalue %20, %16[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// NOLOG1P-NEXT: %23 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %24 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %25 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %26 = llvm.intr.copysign(%24, %25) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %27 = llvm.insertvalue %26, %23[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %28 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %29 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %30 = llvm.intr.copysign(%28, %29) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %31 = llvm.insertvalue %30, %27[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// NOLOG1P-NEXT: %33 = llvm.mlir.poison : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %34 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %35 = llvm.intr.ctpop(%34) : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %36 = llvm.insertvalue %35, %33[0] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %37 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %38 = llvm.intr.ctpop(%37) : (vector<3xi32>) -> vector<3xi32>
// NOLOG1P-NEXT: %39 = llvm.insertvalue %38, %36[1] : !llvm.array<2 x vector<3xi32>>
// NOLOG1P-NEXT: %40 = builtin.unrealized_conversion_cast %39 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// NOLOG1P-NEXT: %41 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %42 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %43 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %44 = llvm.intr.exp(%42) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %45 = llvm.fsub %44, %43 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// NOLOG1P-NEXT: %46 = llvm.insertvalue %45, %41[0] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %47 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %48 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// NOLOG1P-NEXT: %49 = llvm.intr.exp(%47) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> vector<3xf32>
// NOLOG1P-NEXT: %50 = llvm.fsub %49, %48 {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xf32>
// NOLOG1P-NEXT: %51 = llvm.insertvalue %50, %46[1] : !llvm.array<2 x vector<3xf32>>
// NOLOG1P-NEXT: %52 = builtin.unrealized_conversion_cast %51 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// NOLOG1P-NEXT: %53 = math.log1p %arg0 : vector<2x3xf32>
// NOLOG1P-NEXT: %54 = llvm.mlir.poison : !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %55 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %56 = llvm.mlir.constant(dense<1.000000e+00> : vector<[3]xf64>) : vector<[3]xf64>
// NOLOG1P-NEXT: %57 = llvm.intr.sqrt(%55) : (vector<[3]xf64>) -> vector<[3]xf64>
// NOLOG1P-NEXT: %58 = llvm.fdiv %56, %57 : vector<[3]xf64>
// NOLOG1P-NEXT: %59 = llvm.insertvalue %58, %54[0] : !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %60 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %61 = llvm.mlir.constant(dense<1.000000e+00> : vector<[3]xf64>) : vector<[3]xf64>
// NOLOG1P-NEXT: %62 = llvm.intr.sqrt(%60) : (vector<[3]xf64>) -> vector<[3]xf64>
// NOLOG1P-NEXT: %63 = llvm.fdiv %61, %62 : vector<[3]xf64>
// NOLOG1P-NEXT: %64 = llvm.insertvalue %63, %59[1] : !llvm.array<2 x vector<[3]xf64>>
// NOLOG1P-NEXT: %65 = builtin.unrealized_conversion_cast %64 : !llvm.array<2 x vector<[3]xf64>> to vector<2x[3]xf64>
// NOLOG1P-NEXT: "test.use"(%10, %22, %32, %40, %52, %53, %65) : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x[3]xf64>) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @classes(%arg0: f32, %arg1: vector<4xf32>) {
// NOLOG1P-NEXT: %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// NOLOG1P-NEXT: %1 = "llvm.intr.is.fpclass"(%arg1) <{bit = 504 : i32}> : (vector<4xf32>) -> vector<4xi1>
// NOLOG1P-NEXT: %2 = llvm.intr.sincos(%arg1) : (vector<4xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// NOLOG1P-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// NOLOG1P-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// NOLOG1P-NEXT: "test.use"(%0, %1, %3, %4) : (i1, vector<4xi1>, vector<4xf32>, vector<4xf32>) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @unconverted(%arg0: f32, %arg1: i32, %arg2: vector<2x3xi32>, %arg3: f8E4M3FN, %arg4: vector<4xf8E5M2>, %arg5: tensor<4xf32>) {
// NOLOG1P-NEXT: %0 = math.acosh %arg0 : f32
// NOLOG1P-NEXT: %1 = math.asinh %arg0 : f32
// NOLOG1P-NEXT: %2 = math.atanh %arg0 : f32
// NOLOG1P-NEXT: %3 = math.cbrt %arg0 : f32
// NOLOG1P-NEXT: %4 = math.erf %arg0 : f32
// NOLOG1P-NEXT: %5 = math.erfc %arg0 : f32
// NOLOG1P-NEXT: %6 = math.ipowi %arg1, %arg1 : i32
// NOLOG1P-NEXT: %7 = math.isinf %arg0 : f32
// NOLOG1P-NEXT: %8 = math.isnormal %arg0 : f32
// NOLOG1P-NEXT: %9 = math.clampf %arg0 to [%arg0, %arg0] : f32
// NOLOG1P-NEXT: %10 = math.ctlz %arg2 : vector<2x3xi32>
// NOLOG1P-NEXT: %11 = math.absi %arg2 : vector<2x3xi32>
// NOLOG1P-NEXT: %12 = math.sin %arg3 : f8E4M3FN
// NOLOG1P-NEXT: %13 = math.absf %arg4 : vector<4xf8E5M2>
// NOLOG1P-NEXT: %14 = math.expm1 %arg3 : f8E4M3FN
// NOLOG1P-NEXT: %15 = math.isfinite %arg3 : f8E4M3FN
// NOLOG1P-NEXT: %16 = math.sin %arg5 : tensor<4xf32>
// NOLOG1P-NEXT: %17 = math.rsqrt %arg5 : tensor<4xf32>
// NOLOG1P-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (f32, f32, f32, f32, f32, f32, i32, i1, i1, f32, vector<2x3xi32>, vector<2x3xi32>, f8E4M3FN, vector<4xf8E5M2>, f8E4M3FN, i1, tensor<4xf32>, tensor<4xf32>) -> ()
// NOLOG1P-NEXT: return
// NOLOG1P-NEXT: }
// NOLOG1P-LABEL: func.func @folds() -> f32 {
// NOLOG1P-NEXT: %cst = arith.constant 4.000000e+00 : f32
// NOLOG1P-NEXT: %0 = llvm.intr.sqrt(%cst) : (f32) -> f32
// NOLOG1P-NEXT: return %0 : f32
// NOLOG1P-NEXT: }
// The one-to-one intrinsics on scalars.
func.func @intrinsics(%a: f32, %b: f32, %c: f32, %i: i32) {
  %0 = math.absf %a : f32
  %1 = math.acos %a : f32
  %2 = math.asin %a : f32
  %3 = math.atan %a : f32
  %4 = math.atan2 %a, %b : f32
  %5 = math.ceil %a : f32
  %6 = math.copysign %a, %b : f32
  %7 = math.cos %a : f32
  %8 = math.cosh %a : f32
  %9 = math.exp %a : f32
  %10 = math.exp2 %a : f32
  %11 = math.floor %a : f32
  %12 = math.fma %a, %b, %c : f32
  %13 = math.fpowi %a, %i : f32, i32
  %14 = math.log %a : f32
  %15 = math.log10 %a : f32
  %16 = math.log2 %a : f32
  %17 = math.powf %a, %b : f32
  %18 = math.round %a : f32
  %19 = math.roundeven %a : f32
  %20 = math.sin %a : f32
  %21 = math.sinh %a : f32
  %22 = math.sqrt %a : f32
  %23 = math.tan %a : f32
  %24 = math.tanh %a : f32
  %25 = math.trunc %a : f32
  %26 = math.ctpop %i : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32) -> ()
  return
}

// Fast-math flags are renumbered into fastmathFlags, also on expansions.
func.func @fastmath(%a: f32, %v: vector<4xf32>, %i: i32) {
  %0 = math.sin %a fastmath<fast> : f32
  %1 = math.fma %a, %a, %a fastmath<reassoc> : f32
  %2 = math.fpowi %a, %i fastmath<nsz> : f32, i32
  %3 = math.expm1 %v fastmath<nnan,ninf> : vector<4xf32>
  %4 = math.log1p %a fastmath<afn> : f32
  %5 = math.rsqrt %a fastmath<arcp,contract> : f32
  %6:2 = math.sincos %a fastmath<fast> : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6#0, %6#1) : (f32, f32, f32, vector<4xf32>, f32, f32, f32, f32) -> ()
  return
}

// ctlz, cttz and absi get a false poison flag; index converts to i64.
func.func @int_flags(%i: i32, %v: vector<4xi32>, %x: index, %s: vector<[4]xi8>) {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %x : index
  %2 = math.absi %s : vector<[4]xi8>
  %3 = math.ctlz %v : vector<4xi32>
  %4 = math.ctpop %x : index
  "test.use"(%0, %1, %2, %3, %4) : (i32, index, vector<[4]xi8>, vector<4xi32>, index) -> ()
  return
}

// The expansions around a constant one: scalars, 1-D, 0-D and scalable
// vectors, other float types.
func.func @expansions(%a: f32, %v: vector<4xf32>, %z: vector<f32>, %s: vector<[4]xf32>, %h: bf16, %d: f64) {
  %0 = math.expm1 %a : f32
  %1 = math.log1p %v : vector<4xf32>
  %2 = math.rsqrt %z : vector<f32>
  %3 = math.rsqrt %s : vector<[4]xf32>
  %4 = math.log1p %h : bf16
  %5 = math.expm1 %d : f64
  "test.use"(%0, %1, %2, %3, %4, %5) : (f32, vector<4xf32>, vector<f32>, vector<[4]xf32>, bf16, f64) -> ()
  return
}

// n-D vectors are unrolled over their leading dimensions.
func.func @nd(%n: vector<2x3xf32>, %iv: vector<2x3xi32>, %sn: vector<2x[3]xf64>) {
  %0 = math.sqrt %n fastmath<contract> : vector<2x3xf32>
  %1 = math.fma %n, %n, %n : vector<2x3xf32>
  %2 = math.copysign %n, %n : vector<2x3xf32>
  %3 = math.ctpop %iv : vector<2x3xi32>
  %4 = math.expm1 %n fastmath<nnan> : vector<2x3xf32>
  %5 = math.log1p %n : vector<2x3xf32>
  %6 = math.rsqrt %sn : vector<2x[3]xf64>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x[3]xf64>) -> ()
  return
}

// isnan, isfinite and sincos.
func.func @classes(%a: f32, %v: vector<4xf32>) {
  %0 = math.isnan %a : f32
  %1 = math.isfinite %v : vector<4xf32>
  %2:2 = math.sincos %v : vector<4xf32>
  "test.use"(%0, %1, %2#0, %2#1) : (i1, vector<4xi1>, vector<4xf32>, vector<4xf32>) -> ()
  return
}

// Left alone: ops with no intrinsic, n-D ctlz/cttz/absi, floats LLVM lacks,
// tensors.
func.func @unconverted(%a: f32, %i: i32, %iv: vector<2x3xi32>, %e: f8E4M3FN, %ev: vector<4xf8E5M2>, %t: tensor<4xf32>) {
  %0 = math.acosh %a : f32
  %1 = math.asinh %a : f32
  %2 = math.atanh %a : f32
  %3 = math.cbrt %a : f32
  %4 = math.erf %a : f32
  %5 = math.erfc %a : f32
  %6 = math.ipowi %i, %i : i32
  %7 = math.isinf %a : f32
  %8 = math.isnormal %a : f32
  %9 = math.clampf %a to [%a, %a] : f32
  %10 = math.ctlz %iv : vector<2x3xi32>
  %11 = math.absi %iv : vector<2x3xi32>
  %12 = math.sin %e : f8E4M3FN
  %13 = math.absf %ev : vector<4xf8E5M2>
  %14 = math.expm1 %e : f8E4M3FN
  %15 = math.isfinite %e : f8E4M3FN
  %16 = math.sin %t : tensor<4xf32>
  %17 = math.rsqrt %t : tensor<4xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (f32, f32, f32, f32, f32, f32, i32, i1, i1, f32, vector<2x3xi32>, vector<2x3xi32>, f8E4M3FN, vector<4xf8E5M2>, f8E4M3FN, i1, tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// A fold whose constant cannot be lowered (arith.constant is not) is undone.
func.func @folds() -> f32 {
  %c = arith.constant 4.0 : f32
  %0 = math.sqrt %c : f32
  return %0 : f32
}
