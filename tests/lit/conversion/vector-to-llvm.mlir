// convert-vector-to-llvm: loads and stores (plain, masked, gather/scatter, of
// 0-D vectors too) on the element's address, 1-D transfers as (masked)
// loads and stores with their out-of-bounds masks, type casts of memrefs,
// shuffles, scalar broadcasts, extract/insert of 1-D and n-D vectors, fma,
// every reduction kind, bitcasts and from_elements (n-D ones unrolled
// first), transposes element by element, and prints of scalars,
// punctuation and strings as runner-library calls; the module is folded
// first (constants uniqued, dead ops erased). Expected output is
// mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

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
// CHECK-LABEL: func.func @f1(%arg0: i32, %arg1: memref<64xf32>, %arg2: index) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.load %4 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %5, %7 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: %8 = arith.addi %2, %c3_i32 : i32
// CHECK-NEXT: return %8 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ops(%arg0: memref<64xi32>, %arg1: index, %arg2: vector<16xi32>, %arg3: vector<16xi32>, %arg4: vector<16xi1>, %arg5: i32, %arg6: vector<16xf32>, %arg7: vector<16xindex>, %arg8: memref<64xf32>) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg7 : vector<16xindex> to vector<16xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg8 : memref<64xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<64xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %6 = llvm.intr.masked.load %5, %arg4, %arg2 {alignment = 4 : i32} : (!llvm.ptr, vector<16xi1>, vector<16xi32>) -> vector<16xi32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.intr.masked.store %6, %8, %arg4 {alignment = 4 : i32} : vector<16xi32>, vector<16xi1> into !llvm.ptr
// CHECK-NEXT: %9 = llvm.shufflevector %arg2, %arg3 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] : vector<16xi32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<16xi32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %arg5, %10[%11 : i32] : vector<16xi32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32>
// CHECK-NEXT: %14 = "llvm.intr.vector.reduce.add"(%9) : (vector<16xi32>) -> i32
// CHECK-NEXT: %15 = llvm.add %arg5, %14 : i32
// CHECK-NEXT: %16 = "llvm.intr.vector.reduce.smax"(%13) : (vector<16xi32>) -> i32
// CHECK-NEXT: %17 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %18 = "llvm.intr.vector.reduce.fadd"(%17, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %19 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %arg2[%19 : i64] : vector<16xi32>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.getelementptr %22[%0] : (!llvm.ptr, vector<16xi64>) -> vector<16x!llvm.ptr>, f32
// CHECK-NEXT: %24 = llvm.intr.masked.gather %23, %arg4, %arg6 {alignment = 4 : i32} : (vector<16x!llvm.ptr>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.getelementptr %25[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %27 = llvm.getelementptr %26[%0] : (!llvm.ptr, vector<16xi64>) -> vector<16x!llvm.ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %24, %27, %arg4 {alignment = 4 : i32} : vector<16xf32>, vector<16xi1> into vector<16x!llvm.ptr>
// CHECK-NEXT: llvm.call @printF32(%18) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %28 = arith.extsi %20 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%28) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %29 = arith.addi %15, %16 : i32
// CHECK-NEXT: %30 = arith.addi %29, %20 : i32
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return %30 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f2(%arg0: vector<4xf32>, %arg1: vector<2xf32>, %arg2: vector<2x4xf32>, %arg3: index, %arg4: f32) -> (vector<6xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<6xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i64] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %6 = llvm.insertelement %4, %2[%5 : i64] : vector<6xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.extractelement %arg1[%7 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.insertelement %8, %6[%9 : i64] : vector<6xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.extractelement %arg1[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %14 = llvm.insertelement %12, %10[%13 : i64] : vector<6xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.extractelement %arg0[%15 : i64] : vector<4xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %18 = llvm.insertelement %16, %14[%17 : i64] : vector<6xf32>
// CHECK-NEXT: %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %20 = llvm.extractelement %arg0[%19 : i64] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %22 = llvm.insertelement %20, %18[%21 : i64] : vector<6xf32>
// CHECK-NEXT: %23 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %24 = llvm.extractelement %arg0[%23 : i64] : vector<4xf32>
// CHECK-NEXT: %25 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %26 = llvm.insertelement %24, %22[%25 : i64] : vector<6xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<4xf32>
// CHECK-NEXT: %30 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %arg4, %32[%33 : i64] : vector<4xf32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %arg0, %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %39 = llvm.insertelement %arg4, %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %40 = llvm.intr.fmuladd(%arg0, %arg0, %39) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return %26, %29, %30, %31, %36, %38, %40 : vector<6xf32>, f32, vector<4xf32>, f32, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r(%arg0: vector<8xi32>, %arg1: i32, %arg2: vector<8xf32>, %arg3: f32, %arg4: vector<4xi8>, %arg5: vector<4xindex>, %arg6: vector<4xf64>) -> (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, index, f64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %2 = llvm.mul %arg1, %1 : i32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %4 = llvm.icmp "ule" %arg1, %3 : i32
// CHECK-NEXT: %5 = llvm.select %4, %arg1, %3 : i1, i32
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %7 = llvm.icmp "sle" %arg1, %6 : i32
// CHECK-NEXT: %8 = llvm.select %7, %arg1, %6 : i1, i32
// CHECK-NEXT: %9 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %10 = llvm.icmp "uge" %arg1, %9 : i32
// CHECK-NEXT: %11 = llvm.select %10, %arg1, %9 : i1, i32
// CHECK-NEXT: %12 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %13 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %14 = llvm.and %arg1, %13 : i32
// CHECK-NEXT: %15 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %16 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<8xi32>) -> i32
// CHECK-NEXT: %17 = llvm.xor %arg1, %16 : i32
// CHECK-NEXT: %18 = "llvm.intr.vector.reduce.fadd"(%arg3, %arg2) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %20 = "llvm.intr.vector.reduce.fmul"(%19, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %21 = "llvm.intr.vector.reduce.fmul"(%arg3, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<8xf32>) -> f32
// CHECK-NEXT: %22 = llvm.intr.vector.reduce.fminimum(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %23 = llvm.intr.minimum(%22, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %24 = llvm.intr.vector.reduce.fmaximum(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %25 = llvm.intr.vector.reduce.fmin(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (vector<8xf32>) -> f32
// CHECK-NEXT: %26 = llvm.intr.minnum(%25, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %27 = llvm.intr.vector.reduce.fmax(%arg2) : (vector<8xf32>) -> f32
// CHECK-NEXT: %28 = llvm.intr.maxnum(%27, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %29 = "llvm.intr.vector.reduce.add"(%arg4) : (vector<4xi8>) -> i8
// CHECK-NEXT: %30 = "llvm.intr.vector.reduce.add"(%0) : (vector<4xi64>) -> i64
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : i64 to index
// CHECK-NEXT: %32 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT: %33 = "llvm.intr.vector.reduce.fadd"(%32, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<4xf64>) -> f64
// CHECK-NEXT: return %2, %5, %8, %11, %12, %14, %15, %17, %18, %20, %21, %23, %24, %26, %28, %29, %31, %33 : i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, i8, index, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @p(%arg0: i1, %arg1: ui8, %arg2: si16, %arg3: index, %arg4: f16, %arg5: bf16, %arg6: f64, %arg7: i64, %arg8: ui64, %arg9: i8) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg8 : ui64 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : si16 to i16
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : ui8 to i8
// CHECK-NEXT: %4 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %5 = arith.extui %3 : i8 to i64
// CHECK-NEXT: llvm.call @printU64(%5) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %6 = arith.extsi %2 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%6) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %7 = llvm.bitcast %arg4 : f16 to i16
// CHECK-NEXT: llvm.call @printF16(%7) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %8 = llvm.bitcast %arg5 : bf16 to i16
// CHECK-NEXT: llvm.call @printBF16(%8) : (i16) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%arg6) : (f64) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: llvm.call @printI64(%arg7) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%0) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %9 = arith.extsi %arg9 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %10 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %10[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @printString(%11) : (!llvm.ptr) -> ()
// CHECK-NEXT: %12 = llvm.mlir.addressof @vector_print_str_0 : !llvm.ptr
// CHECK-NEXT: %13 = llvm.getelementptr %12[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @printString(%13) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @s(%arg0: memref<16x16xf32, strided<[32, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: vector<4xi32>, %arg4: vector<4xi1>, %arg5: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<16x16xf32, strided<[32, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %0 : i64
// CHECK-NEXT: %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.getelementptr %9[%arg3] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %11 = llvm.intr.masked.gather %10, %arg4, %arg5 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %15 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %16 = llvm.mul %1, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %0 : i64
// CHECK-NEXT: %18 = llvm.getelementptr %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.load %18 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %20[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %24 = llvm.mul %1, %23 : i64
// CHECK-NEXT: %25 = llvm.add %24, %0 : i64
// CHECK-NEXT: %26 = llvm.getelementptr %22[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %27 = llvm.load %26 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %28 = arith.addf %11, %19 : vector<4xf32>
// CHECK-NEXT: %29 = arith.addf %28, %27 : vector<4xf32>
// CHECK-NEXT: return %29 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: vector<4xi32>, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: vector<2x4xi32>) -> (vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<2x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %3 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.bitcast %arg0 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %6 = llvm.bitcast %arg0 : vector<4xi32> to vector<8xi16>
// CHECK-NEXT: %7 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %arg1, %7[%8 : i64] : vector<3xi32>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %11 = llvm.insertelement %arg2, %9[%10 : i64] : vector<3xi32>
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %13 = llvm.insertelement %arg1, %11[%12 : i64] : vector<3xi32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %arg3, %14[%15 : i64] : vector<2xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %18 = llvm.insertelement %arg3, %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %20 = llvm.bitcast %19 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %23 = llvm.bitcast %22 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %21[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %26 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertelement %arg1, %26[%27 : i64] : vector<2xi32>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %arg2, %28[%29 : i64] : vector<2xi32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %2[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %32 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %arg2, %32[%33 : i64] : vector<2xi32>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %arg1, %34[%35 : i64] : vector<2xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %31[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: return %5, %6, %13, %18, %25, %38 : vector<4xf32>, vector<8xi16>, vector<3xi32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tc(%arg0: memref<vector<4x8xf32>>, %arg1: memref<2x3xf32>) -> (memref<4xvector<8xf32>>, memref<vector<2x3xf32>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<vector<4x8xf32>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xvector<8xf32>>
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<2x3xf32>>
// CHECK-NEXT: return %13, %21 : memref<4xvector<8xf32>>, memref<vector<2x3xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one(%arg0: memref<16xf32>, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %4, %6 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %9, %11 {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index, %arg4: vector<8xi1>, %arg5: memref<8x16xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %5 = arith.subi %dim, %arg3 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT: %7 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i32] : vector<8xi32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %11 = arith.cmpi sgt, %10, %cst_2 : vector<8xi32>
// CHECK-NEXT: %12 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mul %3, %13 : i64
// CHECK-NEXT: %15 = llvm.add %14, %2 : i64
// CHECK-NEXT: %16 = llvm.getelementptr %12[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %17 = llvm.intr.masked.load %16, %11, %cst_1 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT: %18 = arith.subi %dim_3, %arg3 : index
// CHECK-NEXT: %19 = arith.index_cast %18 : index to i32
// CHECK-NEXT: %20 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i32] : vector<8xi32>
// CHECK-NEXT: %23 = llvm.shufflevector %22, %20 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %24 = arith.cmpi sgt, %23, %cst_2 : vector<8xi32>
// CHECK-NEXT: %25 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.mul %3, %26 : i64
// CHECK-NEXT: %28 = llvm.add %27, %2 : i64
// CHECK-NEXT: %29 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %17, %29, %24 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// CHECK-NEXT: %30 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.mul %3, %31 : i64
// CHECK-NEXT: %33 = llvm.add %32, %2 : i64
// CHECK-NEXT: %34 = llvm.getelementptr %30[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %35 = llvm.load %34 {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT: %36 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %37 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.mul %3, %37 : i64
// CHECK-NEXT: %39 = llvm.add %38, %2 : i64
// CHECK-NEXT: %40 = llvm.getelementptr %36[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %35, %40 {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %41 = arith.subi %dim_4, %arg3 : index
// CHECK-NEXT: %42 = arith.index_cast %41 : index to i32
// CHECK-NEXT: %43 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i32] : vector<8xi32>
// CHECK-NEXT: %46 = llvm.shufflevector %45, %43 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %47 = arith.cmpi sgt, %46, %cst_2 : vector<8xi32>
// CHECK-NEXT: %48 = arith.andi %47, %arg4 : vector<8xi1>
// CHECK-NEXT: %49 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.mul %3, %50 : i64
// CHECK-NEXT: %52 = llvm.add %51, %2 : i64
// CHECK-NEXT: %53 = llvm.getelementptr %49[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %54 = llvm.intr.masked.load %53, %48, %cst_1 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %55 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.mul %3, %56 : i64
// CHECK-NEXT: %58 = llvm.add %57, %2 : i64
// CHECK-NEXT: %59 = llvm.getelementptr %55[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %54, %59, %arg4 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// CHECK-NEXT: %60 = arith.subi %c16, %arg3 : index
// CHECK-NEXT: %61 = arith.index_cast %60 : index to i32
// CHECK-NEXT: %62 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %63 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %64 = llvm.insertelement %61, %62[%63 : i32] : vector<8xi32>
// CHECK-NEXT: %65 = llvm.shufflevector %64, %62 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %66 = arith.cmpi sgt, %65, %cst_2 : vector<8xi32>
// CHECK-NEXT: %67 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %68 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %69 = llvm.mul %3, %68 : i64
// CHECK-NEXT: %70 = llvm.add %69, %2 : i64
// CHECK-NEXT: %71 = llvm.getelementptr %67[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %72 = llvm.intr.masked.load %71, %66, %cst_1 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %73 = arith.subi %c16, %arg3 : index
// CHECK-NEXT: %74 = arith.index_cast %73 : index to i32
// CHECK-NEXT: %75 = llvm.mlir.poison : vector<8xi32>
// CHECK-NEXT: %76 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %77 = llvm.insertelement %74, %75[%76 : i32] : vector<8xi32>
// CHECK-NEXT: %78 = llvm.shufflevector %77, %75 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
// CHECK-NEXT: %79 = arith.cmpi sgt, %78, %cst_2 : vector<8xi32>
// CHECK-NEXT: %80 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %81 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %82 = llvm.mul %3, %81 : i64
// CHECK-NEXT: %83 = llvm.add %82, %2 : i64
// CHECK-NEXT: %84 = llvm.getelementptr %80[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %72, %84, %79 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// CHECK-NEXT: %85 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %86 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %87 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %88 = llvm.insertelement %85, %86[%87 : i32] : vector<4xi32>
// CHECK-NEXT: %89 = llvm.shufflevector %88, %86 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %90 = arith.cmpi sgt, %89, %cst_0 : vector<4xi32>
// CHECK-NEXT: %91 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %92 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %93 = llvm.mul %3, %92 : i64
// CHECK-NEXT: %94 = llvm.add %93, %2 : i64
// CHECK-NEXT: %95 = llvm.getelementptr %91[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %96 = llvm.intr.masked.load %95, %90, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: vector.print %96 : vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tp(%arg0: vector<2x3xf32>, %arg1: vector<1x4xi32>, %arg2: vector<4x1xi32>) -> (vector<3x2xf32>, vector<4x1xi32>, vector<1x4xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x1xi32> to !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<1x4xi32> to !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<1x4xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<1x4xi32> to !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<4x1xi32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<4x1xi32> to !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %7 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %9[%10 : i64] : vector<3xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %8[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %11, %12[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %8[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<3xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %15[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %15[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %24 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %25 = llvm.extractelement %23[%24 : i64] : vector<3xf32>
// CHECK-NEXT: %26 = llvm.extractvalue %22[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertelement %25, %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %22[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<3xf32>
// CHECK-NEXT: %33 = llvm.extractvalue %29[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %32, %33[%34 : i64] : vector<2xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %29[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %37 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<3xf32>
// CHECK-NEXT: %40 = llvm.extractvalue %36[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %36[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %44 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %45 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %46 = llvm.extractelement %44[%45 : i64] : vector<3xf32>
// CHECK-NEXT: %47 = llvm.extractvalue %43[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %49 = llvm.insertelement %46, %47[%48 : i64] : vector<2xf32>
// CHECK-NEXT: %50 = llvm.insertvalue %49, %43[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %51 = builtin.unrealized_conversion_cast %50 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<4xi32>
// CHECK-NEXT: %55 = llvm.extractvalue %6[0] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<1xi32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %6[0] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %59 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<4xi32>
// CHECK-NEXT: %62 = llvm.extractvalue %58[1] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %63 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %64 = llvm.insertelement %61, %62[%63 : i64] : vector<1xi32>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %58[1] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %66 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %67 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<4xi32>
// CHECK-NEXT: %69 = llvm.extractvalue %65[2] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %71 = llvm.insertelement %68, %69[%70 : i64] : vector<1xi32>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %65[2] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %73 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %74 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %75 = llvm.extractelement %73[%74 : i64] : vector<4xi32>
// CHECK-NEXT: %76 = llvm.extractvalue %72[3] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<1xi32>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %72[3] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %80 = builtin.unrealized_conversion_cast %79 : !llvm.array<4 x vector<1xi32>> to vector<4x1xi32>
// CHECK-NEXT: %81 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %82 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %83 = llvm.extractelement %81[%82 : i64] : vector<1xi32>
// CHECK-NEXT: %84 = llvm.extractvalue %4[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %86 = llvm.insertelement %83, %84[%85 : i64] : vector<4xi32>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %4[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %88 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %89 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %90 = llvm.extractelement %88[%89 : i64] : vector<1xi32>
// CHECK-NEXT: %91 = llvm.extractvalue %87[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %92 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %93 = llvm.insertelement %90, %91[%92 : i64] : vector<4xi32>
// CHECK-NEXT: %94 = llvm.insertvalue %93, %87[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %95 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %96 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %97 = llvm.extractelement %95[%96 : i64] : vector<1xi32>
// CHECK-NEXT: %98 = llvm.extractvalue %94[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %99 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %100 = llvm.insertelement %97, %98[%99 : i64] : vector<4xi32>
// CHECK-NEXT: %101 = llvm.insertvalue %100, %94[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %102 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xi32>>
// CHECK-NEXT: %103 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %104 = llvm.extractelement %102[%103 : i64] : vector<1xi32>
// CHECK-NEXT: %105 = llvm.extractvalue %101[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %106 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %107 = llvm.insertelement %104, %105[%106 : i64] : vector<4xi32>
// CHECK-NEXT: %108 = llvm.insertvalue %107, %101[0] : !llvm.array<1 x vector<4xi32>>
// CHECK-NEXT: %109 = builtin.unrealized_conversion_cast %108 : !llvm.array<1 x vector<4xi32>> to vector<1x4xi32>
// CHECK-NEXT: return %51, %80, %109 : vector<3x2xf32>, vector<4x1xi32>, vector<1x4xi32>
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
