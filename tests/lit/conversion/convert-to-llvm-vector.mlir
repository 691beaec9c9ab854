// convert-to-llvm lowers vector ops through the vector dialect's interface
// (no folding or unrolling first, unlike convert-vector-to-llvm). Expected
// output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global private constant @vector_print_str_0(dense<[97, 103, 97, 105, 110, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-LABEL: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 101, 108, 108, 111, 10, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-LABEL: llvm.func @printClose()
// CHECK-LABEL: llvm.func @printOpen()
// CHECK-LABEL: llvm.func @printF64(f64)
// CHECK-LABEL: llvm.func @printBF16(i16)
// CHECK-LABEL: llvm.func @printF16(i16)
// CHECK-LABEL: llvm.func @printU64(i64)
// CHECK-LABEL: llvm.func @printComma()
// CHECK-LABEL: llvm.func @printI64(i64)
// CHECK-LABEL: llvm.func @printNewline()
// CHECK-LABEL: llvm.func @printF32(f32)
// CHECK-LABEL: llvm.func @f1(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %9 = llvm.add %arg0, %8 : i32
// CHECK-NEXT: %10 = llvm.mul %arg0, %arg0 : i32
// CHECK-NEXT: %11 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr %11[%arg6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.getelementptr %14[%arg6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %13, %15 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: %16 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %17 = llvm.add %9, %16 : i32
// CHECK-NEXT: llvm.return %17 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @ops(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: vector<16xi32>, %arg7: vector<16xi32>, %arg8: vector<16xi1>, %arg9: i32, %arg10: vector<16xf32>, %arg11: vector<16xi64>, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg13, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg14, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg15, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg16, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %12[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %14 = llvm.intr.masked.load %13, %arg8, %arg6 {alignment = 4 : i32} : (!llvm.ptr, vector<16xi1>, vector<16xi32>) -> vector<16xi32>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %15[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.intr.masked.store %14, %16, %arg8 {alignment = 4 : i32} : vector<16xi32>, vector<16xi1> into !llvm.ptr
// CHECK-NEXT: %17 = llvm.shufflevector %arg6, %arg7 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] : vector<16xi32>
// CHECK-NEXT: %18 = llvm.mlir.poison : vector<16xi32>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.insertelement %arg9, %18[%19 : i32] : vector<16xi32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %18 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32>
// CHECK-NEXT: %22 = "llvm.intr.vector.reduce.add"(%17) : (vector<16xi32>) -> i32
// CHECK-NEXT: %23 = llvm.add %arg9, %22 : i32
// CHECK-NEXT: %24 = "llvm.intr.vector.reduce.smax"(%21) : (vector<16xi32>) -> i32
// CHECK-NEXT: %25 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %26 = "llvm.intr.vector.reduce.fadd"(%25, %arg10) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %27 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %arg6[%27 : i64] : vector<16xi32>
// CHECK-NEXT: %29 = vector.step : vector<16xindex>
// CHECK-NEXT: %30 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.getelementptr %30[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %32 = llvm.getelementptr %31[%arg11] : (!llvm.ptr, vector<16xi64>) -> vector<16x!llvm.ptr>, f32
// CHECK-NEXT: %33 = llvm.intr.masked.gather %32, %arg8, %arg10 {alignment = 4 : i32} : (vector<16x!llvm.ptr>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.getelementptr %34[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %36 = llvm.getelementptr %35[%arg11] : (!llvm.ptr, vector<16xi64>) -> vector<16x!llvm.ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %33, %36, %arg8 {alignment = 4 : i32} : vector<16xf32>, vector<16xi1> into vector<16x!llvm.ptr>
// CHECK-NEXT: llvm.call @printF32(%26) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %37 = llvm.sext %28 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%37) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %38 = llvm.add %23, %24 : i32
// CHECK-NEXT: %39 = llvm.add %38, %28 : i32
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.return %39 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @f2(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: !llvm.array<2 x vector<4xf32>>, %arg3: i64, %arg4: f32) -> !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<6xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg0[%1 : i64] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertelement %2, %0[%3 : i64] : vector<6xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg1[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertelement %6, %4[%7 : i64] : vector<6xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg1[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %8[%11 : i64] : vector<6xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.extractelement %arg0[%13 : i64] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %16 = llvm.insertelement %14, %12[%15 : i64] : vector<6xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %18 = llvm.extractelement %arg0[%17 : i64] : vector<4xf32>
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %20 = llvm.insertelement %18, %16[%19 : i64] : vector<6xf32>
// CHECK-NEXT: %21 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %22 = llvm.extractelement %arg0[%21 : i64] : vector<4xf32>
// CHECK-NEXT: %23 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %24 = llvm.insertelement %22, %20[%23 : i64] : vector<6xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<4xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %29 = llvm.extractelement %arg0[%arg3 : i64] : vector<4xf32>
// CHECK-NEXT: %30 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %32 = llvm.insertelement %arg4, %30[%31 : i64] : vector<4xf32>
// CHECK-NEXT: %33 = llvm.insertvalue %32, %arg2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %34 = llvm.insertvalue %arg0, %arg2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %35 = llvm.insertelement %arg4, %arg0[%arg3 : i64] : vector<4xf32>
// CHECK-NEXT: %36 = llvm.intr.fmuladd(%arg0, %arg0, %35) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %37 = llvm.mlir.poison : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %38 = llvm.insertvalue %24, %37[0] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %39 = llvm.insertvalue %27, %38[1] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %40 = llvm.insertvalue %28, %39[2] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %41 = llvm.insertvalue %29, %40[3] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %42 = llvm.insertvalue %33, %41[4] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %43 = llvm.insertvalue %34, %42[5] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: %44 = llvm.insertvalue %36, %43[6] : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: llvm.return %44 : !llvm.struct<(vector<6xf32>, f32, vector<4xf32>, f32, array<2 x vector<4xf32>>, array<2 x vector<4xf32>>, vector<4xf32>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @r(%arg0: vector<8xi32>, %arg1: i32, %arg2: vector<8xf32>, %arg3: f32, %arg4: vector<4xi8>, %arg5: vector<4xi64>, %arg6: vector<4xf64>) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)> {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %1 = llvm.mul %arg1, %0 : i32
// CHECK-NEXT: %2 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %3 = llvm.icmp "ule" %arg1, %2 : i32
// CHECK-NEXT: %4 = llvm.select %3, %arg1, %2 : i1, i32
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %6 = llvm.icmp "sle" %arg1, %5 : i32
// CHECK-NEXT: %7 = llvm.select %6, %arg1, %5 : i1, i32
// CHECK-NEXT: %8 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %9 = llvm.icmp "uge" %arg1, %8 : i32
// CHECK-NEXT: %10 = llvm.select %9, %arg1, %8 : i1, i32
// CHECK-NEXT: %11 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %12 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %13 = llvm.and %arg1, %12 : i32
// CHECK-NEXT: %14 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %15 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %16 = llvm.xor %arg1, %15 : i32
// CHECK-NEXT: %17 = "llvm.intr.vector.reduce.fadd"(%arg3, %arg2) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fmul"(%18, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %20 = "llvm.intr.vector.reduce.fmul"(%arg3, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %21 = llvm.intr.vector.reduce.fminimum(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %22 = llvm.intr.minimum(%21, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %23 = llvm.intr.vector.reduce.fmaximum(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %24 = llvm.intr.vector.reduce.fmin(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (vector<8xf32>) -> f32
// CHECK-NEXT: %25 = llvm.intr.minnum(%24, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %26 = llvm.intr.vector.reduce.fmax(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %27 = llvm.intr.maxnum(%26, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %28 = "llvm.intr.vector.reduce.add"(%arg4) : (vector<4xi8>) -> i8
// CHECK-NEXT: %29 = "llvm.intr.vector.reduce.add"(%arg5) : (vector<4xi64>) -> i64
// CHECK-NEXT: %30 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT: %31 = "llvm.intr.vector.reduce.fadd"(%30, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
// CHECK-NEXT: %32 = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %33 = llvm.insertvalue %1, %32[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %34 = llvm.insertvalue %4, %33[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %35 = llvm.insertvalue %7, %34[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %36 = llvm.insertvalue %10, %35[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %37 = llvm.insertvalue %11, %36[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %38 = llvm.insertvalue %13, %37[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %39 = llvm.insertvalue %14, %38[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %40 = llvm.insertvalue %16, %39[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %41 = llvm.insertvalue %17, %40[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %42 = llvm.insertvalue %19, %41[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %43 = llvm.insertvalue %20, %42[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %44 = llvm.insertvalue %22, %43[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %45 = llvm.insertvalue %23, %44[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %46 = llvm.insertvalue %25, %45[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %47 = llvm.insertvalue %27, %46[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %48 = llvm.insertvalue %28, %47[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %49 = llvm.insertvalue %29, %48[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: %50 = llvm.insertvalue %31, %49[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: llvm.return %50 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, i64, f64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @p(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: f16, %arg5: bf16, %arg6: f64, %arg7: i64, %arg8: i64, %arg9: i8) {
// CHECK-NEXT: %0 = llvm.zext %arg0 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %1 = llvm.zext %arg1 : i8 to i64
// CHECK-NEXT: llvm.call @printU64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %2 = llvm.sext %arg2 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%arg3) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %3 = llvm.bitcast %arg4 : f16 to i16
// CHECK-NEXT: llvm.call @printF16(%3) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %4 = llvm.bitcast %arg5 : bf16 to i16
// CHECK-NEXT: llvm.call @printBF16(%4) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%arg6) : (f64) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: llvm.call @printI64(%arg7) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%arg8) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %5 = llvm.sext %arg9 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %6 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @printString(%7) : (!llvm.ptr) -> ()
// CHECK-NEXT: %8 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @printString(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @s(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: vector<4xi32>, %arg10: vector<4xi1>, %arg11: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %8[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %11 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %12 = llvm.mul %arg7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %arg8 : i64
// CHECK-NEXT: %14 = llvm.getelementptr %10[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.getelementptr %14[%arg9] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %16 = llvm.intr.masked.gather %15, %arg10, %arg11 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %17[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %arg7, %20 : i64
// CHECK-NEXT: %22 = llvm.add %21, %arg8 : i64
// CHECK-NEXT: %23 = llvm.getelementptr %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %24 = llvm.load %23 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.getelementptr %25[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %28 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %29 = llvm.mul %arg7, %28 : i64
// CHECK-NEXT: %30 = llvm.add %29, %arg8 : i64
// CHECK-NEXT: %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %32 = llvm.load %31 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %33 = llvm.fadd %16, %24 : vector<4xf32>
// CHECK-NEXT: %34 = llvm.fadd %33, %32 : vector<4xf32>
// CHECK-NEXT: llvm.return %34 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @b(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: !llvm.array<2 x vector<4xi32>>) -> !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : !llvm.array<2 x vector<4xi32>> to vector<2x4xi32>
// CHECK-NEXT: %1 = llvm.bitcast %arg0 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %2 = llvm.bitcast %arg0 : vector<4xi32> to vector<8xi16>
// CHECK-NEXT: %3 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.insertelement %arg1, %3[%4 : i64] : vector<3xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %arg2, %5[%6 : i64] : vector<3xi32>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %arg1, %7[%8 : i64] : vector<3xi32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %arg3, %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %arg3, %12[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = vector.bitcast %0 : vector<2x4xi32> to vector<2x4xf32>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = vector.from_elements %arg1, %arg2, %arg2, %arg1 : vector<2x2xi32>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %20 = llvm.insertvalue %1, %19[0] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %21 = llvm.insertvalue %2, %20[1] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %22 = llvm.insertvalue %9, %21[2] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %23 = llvm.insertvalue %14, %22[3] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %24 = llvm.insertvalue %16, %23[4] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: %25 = llvm.insertvalue %18, %24[5] : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: llvm.return %25 : !llvm.struct<(vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, array<2 x vector<4xf32>>, array<2 x vector<2xi32>>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @tc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg8, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg7, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg9, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %24 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %26 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %30 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %31 = llvm.insertvalue %22, %30[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: llvm.return %32 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @one(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.getelementptr %9[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %8, %10 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// CHECK-NEXT: %11 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr %11[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.getelementptr %14[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %13, %15 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @tr(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: vector<8xi1>, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg17, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg18, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg19, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg20, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg22, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg21, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg23, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x16xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %arg15 : i64 to index
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %arg14 : i64 to index
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg7, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg9, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg10, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg12, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg11, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg13, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %arg0, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %arg1, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %arg2, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %arg3, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %arg5, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %arg6, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %27 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %29 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %30 = vector.transfer_read %28[%10, %9], %29 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %30, %19[%10, %9] : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: %31 = vector.transfer_read %28[%10, %9], %29 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %31, %19[%10, %9] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: %32 = vector.transfer_read %28[%10, %9], %29, %arg16 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %32, %19[%10, %9], %arg16 {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: %33 = vector.transfer_read %8[%10, %9], %29 : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %33, %8[%10, %9] : vector<8xf32>, memref<8x16xf32>
// CHECK-NEXT: %34 = vector.create_mask %9 : vector<4xi1>
// CHECK-NEXT: %35 = vector.transfer_read %8[%10, %9], %29, %34 {in_bounds = [true]} : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: vector.print %35 : vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @tp(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: !llvm.array<1 x vector<4xi32>>, %arg2: !llvm.array<4 x vector<1xi32>>) -> !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !llvm.array<4 x vector<1xi32>> to vector<4x1xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !llvm.array<1 x vector<4xi32>> to vector<1x4xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %5 = vector.transpose %1, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<4x1xi32> to !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %7 = vector.transpose %0, [1, 0] : vector<4x1xi32> to vector<1x4xi32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : vector<1x4xi32> to !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %9 = llvm.mlir.poison : !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)>
// CHECK-NEXT: %10 = llvm.insertvalue %4, %9[0] : !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)>
// CHECK-NEXT: %11 = llvm.insertvalue %6, %10[1] : !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)>
// CHECK-NEXT: %12 = llvm.insertvalue %8, %11[2] : !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)>
// CHECK-NEXT: llvm.return %12 : !llvm.struct<(array<3 x vector<2xf32>>, array<4 x vector<1xi32>>, array<1 x vector<4xi32>>)>
// CHECK-NEXT: }
func.func @f1(%a: i32, %m: memref<64xf32>, %i: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %a, %s : i32
  %dead = arith.muli %a, %a : i32
  %v = vector.load %m[%i] : memref<64xf32>, vector<8xf32>
  vector.store %v, %m[%i] : memref<64xf32>, vector<8xf32>
  %c3 = arith.constant 3 : i32
  %u = arith.addi %t, %c3 : i32
  return %u : i32
}
func.func @ops(%m: memref<64xi32>, %i: index, %v: vector<16xi32>, %w: vector<16xi32>, %mask: vector<16xi1>, %s: i32, %f: vector<16xf32>, %idx: vector<16xindex>, %fm: memref<64xf32>) -> i32 {
  %a = vector.maskedload %m[%i], %mask, %v : memref<64xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
  vector.maskedstore %m[%i], %mask, %a : memref<64xi32>, vector<16xi1>, vector<16xi32>
  %sh = vector.shuffle %v, %w [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] : vector<16xi32>, vector<16xi32>
  %b = vector.broadcast %s : i32 to vector<16xi32>
  %r = vector.reduction <add>, %sh, %s : vector<16xi32> into i32
  %r2 = vector.reduction <maxsi>, %b : vector<16xi32> into i32
  %rf = vector.reduction <add>, %f : vector<16xf32> into f32
  %e = vector.extract %v[3] : i32 from vector<16xi32>
  %st = vector.step : vector<16xindex>
  %g = vector.gather %fm[%i] [%idx], %mask, %f : memref<64xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.scatter %fm[%i] [%idx], %mask, %g : memref<64xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32>
  vector.print %rf : f32
  vector.print %e : i32 punctuation <no_punctuation>
  vector.print punctuation <comma>
  %x = arith.addi %r, %r2 : i32
  %y = arith.addi %x, %e : i32
  vector.print punctuation <newline>
  return %y : i32
}
func.func @f2(%a: vector<4xf32>, %b: vector<2xf32>, %m: vector<2x4xf32>, %i: index, %s: f32) -> (vector<6xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 5, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %3 = vector.extract %a[%i] : f32 from vector<4xf32>
  %4 = vector.insert %s, %m[0, 3] : f32 into vector<2x4xf32>
  %5 = vector.insert %a, %m[1] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %s, %a[%i] : f32 into vector<4xf32>
  %7 = vector.fma %a, %a, %6 : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %7 : vector<6xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>
}
func.func @r(%v: vector<8xi32>, %a: i32, %f: vector<8xf32>, %b: f32, %u: vector<4xi8>, %x: vector<4xindex>, %d: vector<4xf64>) -> (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, index, f64) {
  %0 = vector.reduction <mul>, %v, %a : vector<8xi32> into i32
  %1 = vector.reduction <minui>, %v, %a : vector<8xi32> into i32
  %2 = vector.reduction <minsi>, %v, %a : vector<8xi32> into i32
  %3 = vector.reduction <maxui>, %v, %a : vector<8xi32> into i32
  %4 = vector.reduction <maxsi>, %v : vector<8xi32> into i32
  %5 = vector.reduction <and>, %v, %a : vector<8xi32> into i32
  %6 = vector.reduction <or>, %v : vector<8xi32> into i32
  %7 = vector.reduction <xor>, %v, %a : vector<8xi32> into i32
  %8 = vector.reduction <add>, %f, %b fastmath<nnan,reassoc> : vector<8xf32> into f32
  %9 = vector.reduction <mul>, %f : vector<8xf32> into f32
  %10 = vector.reduction <mul>, %f, %b : vector<8xf32> into f32
  %11 = vector.reduction <minimumf>, %f, %b : vector<8xf32> into f32
  %12 = vector.reduction <maximumf>, %f : vector<8xf32> into f32
  %13 = vector.reduction <minnumf>, %f, %b fastmath<fast> : vector<8xf32> into f32
  %14 = vector.reduction <maxnumf>, %f, %b : vector<8xf32> into f32
  %15 = vector.reduction <add>, %u : vector<4xi8> into i8
  %16 = vector.reduction <add>, %x : vector<4xindex> into index
  %17 = vector.reduction <add>, %d : vector<4xf64> into f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, index, f64
}
func.func @p(%a: i1, %b: ui8, %c: si16, %d: index, %e: f16, %f: bf16, %g: f64, %h: i64, %i: ui64, %j: i8) {
  vector.print %a : i1
  vector.print %b : ui8
  vector.print %c : si16
  vector.print %d : index
  vector.print %e : f16
  vector.print %f : bf16
  vector.print %g : f64 punctuation <open>
  vector.print %h : i64 punctuation <close>
  vector.print %i : ui64
  vector.print %j : i8
  vector.print str "hello\n"
  vector.print str "again"
  return
}
func.func @s(%m: memref<16x16xf32, strided<[32, 1], offset: ?>>, %i: index, %j: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %g = vector.gather %m[%i, %j] [%idx], %mask, %pt : memref<16x16xf32, strided<[32, 1], offset: ?>>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %l = vector.load %m[%i, %j] {nontemporal = true} : memref<16x16xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  %l2 = vector.load %m[%i, %j] {alignment = 16} : memref<16x16xf32, strided<[32, 1], offset: ?>>, vector<4xf32>
  %s = arith.addf %g, %l : vector<4xf32>
  %s2 = arith.addf %s, %l2 : vector<4xf32>
  return %s2 : vector<4xf32>
}

func.func @b(%a: vector<4xi32>, %x: i32, %y: i32, %f: f32, %m: vector<2x4xi32>) -> (vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xi32>) {
  %0 = vector.bitcast %a : vector<4xi32> to vector<4xf32>
  %1 = vector.bitcast %a : vector<4xi32> to vector<8xi16>
  %2 = vector.from_elements %x, %y, %x : vector<3xi32>
  %3 = vector.from_elements %f, %f : vector<2xf32>
  %4 = vector.bitcast %m : vector<2x4xi32> to vector<2x4xf32>
  %5 = vector.from_elements %x, %y, %y, %x : vector<2x2xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xi32>
}

func.func @tc(%m: memref<vector<4x8xf32>>, %n: memref<2x3xf32>) -> (memref<4xvector<8xf32>>, memref<vector<2x3xf32>>) {
  %0 = vector.type_cast %m : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
  %1 = vector.type_cast %n : memref<2x3xf32> to memref<vector<2x3xf32>>
  return %0, %1 : memref<4xvector<8xf32>>, memref<vector<2x3xf32>>
}
func.func @one(%m: memref<16xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<16xf32>, vector<1xf32>
  vector.store %0, %m[%i] : memref<16xf32>, vector<1xf32>
  %1 = vector.load %m[%i] : memref<16xf32>, vector<f32>
  vector.store %1, %m[%i] : memref<16xf32>, vector<f32>
  return
}

func.func @tr(%A: memref<?x?xf32>, %C: memref<?x?xf32>, %i: index, %j: index, %m: vector<8xi1>, %S: memref<8x16xf32>) {
  %0 = arith.constant 0.000000e+00 : f32
  %12 = vector.transfer_read %A[%i, %j], %0 : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %12, %C[%i, %j] : vector<8xf32>, memref<?x?xf32>
  %13 = vector.transfer_read %A[%i, %j], %0 {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %13, %C[%i, %j] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  %14 = vector.transfer_read %A[%i, %j], %0, %m : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %14, %C[%i, %j], %m {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  %15 = vector.transfer_read %S[%i, %j], %0 : memref<8x16xf32>, vector<8xf32>
  vector.transfer_write %15, %S[%i, %j] : vector<8xf32>, memref<8x16xf32>
  %16 = vector.create_mask %j : vector<4xi1>
  %17 = vector.transfer_read %S[%i, %j], %0, %16 {in_bounds = [true]} : memref<8x16xf32>, vector<4xf32>
  vector.print %17 : vector<4xf32>
  return
}
func.func @tp(%a: vector<2x3xf32>, %b: vector<1x4xi32>, %c: vector<4x1xi32>) -> (vector<3x2xf32>, vector<4x1xi32>, vector<1x4xi32>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  %2 = vector.transpose %c, [1, 0] : vector<4x1xi32> to vector<1x4xi32>
  return %0, %1, %2 : vector<3x2xf32>, vector<4x1xi32>, vector<1x4xi32>
}
