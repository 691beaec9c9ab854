// RUN: strata-opt %s --convert-vector-to-llvm=enable-amx | FileCheck %s
// convert-vector-to-llvm=enable-amx: tiles become !llvm.x86_amx and every amx op
// one llvm.call_intrinsic of its .internal intrinsic: the tile's rows and bytes
// per row as i16 constants, loads and stores at the first element's address with
// the row stride in bytes (static, from the descriptor, or the op's stride
// operand), the multiplications' variant by element types and zext markers.
// Byte-identical to mlir-opt-22.

// CHECK-LABEL: func.func @zero_load_store(%arg0: memref<?x?xbf16>, %arg1: memref<16x64xi8, strided<[128, 1], offset: 8>>, %arg2: memref<4x16x32xf32>, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<4x16x32xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<16x64xi8, strided<[128, 1], offset: 8>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xbf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %5 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %6 = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%4, %5) : (i16, i16) -> !llvm.x86_amx
// CHECK-NEXT: %7 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %8 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %9 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mul %2, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %2 : i64
// CHECK-NEXT: %13 = llvm.getelementptr %9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %14 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %16 = llvm.mul %15, %14 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%7, %8, %13, %16, %6) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: %17 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %18 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %19 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mul %2, %20 : i64
// CHECK-NEXT: %22 = llvm.add %21, %2 : i64
// CHECK-NEXT: %23 = llvm.getelementptr %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %24 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %26 = llvm.mul %25, %24 : i64
// CHECK-NEXT: %27 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%17, %18, %23, %26) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %28 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %29 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %30 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.mul %2, %31 : i64
// CHECK-NEXT: %33 = llvm.add %32, %2 : i64
// CHECK-NEXT: %34 = llvm.getelementptr %30[%33] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %35 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %37 = llvm.mul %36, %35 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%28, %29, %34, %37, %27) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: %38 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %39 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %40 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %43 = llvm.mlir.constant(128 : index) : i64
// CHECK-NEXT: %44 = llvm.mul %2, %43 : i64
// CHECK-NEXT: %45 = llvm.add %44, %2 : i64
// CHECK-NEXT: %46 = llvm.getelementptr %42[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %47 = llvm.mlir.constant(128 : i64) : i64
// CHECK-NEXT: %48 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%38, %39, %46, %47) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %49 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %50 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %51 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %54 = llvm.mlir.constant(128 : index) : i64
// CHECK-NEXT: %55 = llvm.mul %2, %54 : i64
// CHECK-NEXT: %56 = llvm.add %55, %2 : i64
// CHECK-NEXT: %57 = llvm.getelementptr %53[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %58 = llvm.mlir.constant(128 : i64) : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%49, %50, %57, %58, %48) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: %59 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %60 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %61 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %62 = llvm.mlir.constant(512 : index) : i64
// CHECK-NEXT: %63 = llvm.mul %2, %62 : i64
// CHECK-NEXT: %64 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %65 = llvm.mul %2, %64 : i64
// CHECK-NEXT: %66 = llvm.add %63, %65 : i64
// CHECK-NEXT: %67 = llvm.add %66, %2 : i64
// CHECK-NEXT: %68 = llvm.getelementptr %61[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %69 = llvm.mlir.constant(128 : i64) : i64
// CHECK-NEXT: %70 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%59, %60, %68, %69) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %71 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %72 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %73 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %74 = llvm.mlir.constant(512 : index) : i64
// CHECK-NEXT: %75 = llvm.mul %2, %74 : i64
// CHECK-NEXT: %76 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %77 = llvm.mul %2, %76 : i64
// CHECK-NEXT: %78 = llvm.add %75, %77 : i64
// CHECK-NEXT: %79 = llvm.add %78, %2 : i64
// CHECK-NEXT: %80 = llvm.getelementptr %73[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %81 = llvm.mlir.constant(128 : i64) : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%71, %72, %80, %81, %70) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @zero_load_store(%a: memref<?x?xbf16>, %b: memref<16x64xi8, strided<[128, 1], offset: 8>>, %c: memref<4x16x32xf32>, %i: index) {
  %0 = amx.tile_zero : !amx.tile<16x32xbf16>
  amx.tile_store %a[%i, %i], %0 : memref<?x?xbf16>, !amx.tile<16x32xbf16>
  %1 = amx.tile_load %a[%i, %i] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  amx.tile_store %a[%i, %i], %1 : memref<?x?xbf16>, !amx.tile<16x32xbf16>
  %2 = amx.tile_load %b[%i, %i] : memref<16x64xi8, strided<[128, 1], offset: 8>> into !amx.tile<16x64xi8>
  amx.tile_store %b[%i, %i], %2 : memref<16x64xi8, strided<[128, 1], offset: 8>>, !amx.tile<16x64xi8>
  %3 = amx.tile_load %c[%i, %i, %i] : memref<4x16x32xf32> into !amx.tile<16x16xf32>
  amx.tile_store %c[%i, %i, %i], %3 : memref<4x16x32xf32>, !amx.tile<16x16xf32>
  return
}

// CHECK-LABEL: func.func @multiply(%arg0: memref<?x?xi8>, %arg1: memref<?x?xf16>, %arg2: memref<?x?xbf16>, %arg3: memref<?x?xf32>, %arg4: memref<?x?xi32>, %arg5: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : memref<?x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<?x?xbf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg3 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg5 : index to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg1 : memref<?x?xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %7 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mul %4, %9 : i64
// CHECK-NEXT: %11 = llvm.add %10, %4 : i64
// CHECK-NEXT: %12 = llvm.getelementptr %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: %13 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %15 = llvm.mul %14, %13 : i64
// CHECK-NEXT: %16 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%6, %7, %12, %15) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %17 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %18 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %19 = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%17, %18) : (i16, i16) -> !llvm.x86_amx
// CHECK-NEXT: %20 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %21 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %22 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %23 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %24 = llvm.call_intrinsic "llvm.x86.tdpfp16ps.internal"(%20, %23, %21, %19, %16, %16) : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %25 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %26 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %27 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mul %4, %28 : i64
// CHECK-NEXT: %30 = llvm.add %29, %4 : i64
// CHECK-NEXT: %31 = llvm.getelementptr %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %32 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %34 = llvm.mul %33, %32 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%25, %26, %31, %34, %24) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: %35 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %36 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %37 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mul %4, %38 : i64
// CHECK-NEXT: %40 = llvm.add %39, %4 : i64
// CHECK-NEXT: %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %42 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %44 = llvm.mul %43, %42 : i64
// CHECK-NEXT: %45 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%35, %36, %41, %44) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %46 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %47 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %48 = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%46, %47) : (i16, i16) -> !llvm.x86_amx
// CHECK-NEXT: %49 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %50 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %51 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.mul %4, %52 : i64
// CHECK-NEXT: %54 = llvm.add %53, %4 : i64
// CHECK-NEXT: %55 = llvm.getelementptr %51[%54] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %56 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %58 = llvm.mul %57, %56 : i64
// CHECK-NEXT: %59 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%49, %50, %55, %58) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %60 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %61 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %62 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %63 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %64 = llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"(%60, %63, %61, %48, %45, %59) : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %65 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %66 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %67 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %68 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.mul %4, %68 : i64
// CHECK-NEXT: %70 = llvm.add %69, %4 : i64
// CHECK-NEXT: %71 = llvm.getelementptr %67[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %72 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %73 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %74 = llvm.mul %73, %72 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%65, %66, %71, %74, %64) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: %75 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %76 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %77 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %78 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %79 = llvm.mul %4, %78 : i64
// CHECK-NEXT: %80 = llvm.add %79, %4 : i64
// CHECK-NEXT: %81 = llvm.getelementptr %77[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %82 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %83 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %84 = llvm.mul %83, %82 : i64
// CHECK-NEXT: %85 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%75, %76, %81, %84) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %86 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %87 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %88 = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%86, %87) : (i16, i16) -> !llvm.x86_amx
// CHECK-NEXT: %89 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %90 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %91 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %92 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %93 = llvm.call_intrinsic "llvm.x86.tdpbssd.internal"(%89, %92, %90, %88, %85, %85) : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %94 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %95 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %96 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %97 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %98 = llvm.call_intrinsic "llvm.x86.tdpbusd.internal"(%94, %97, %95, %93, %85, %85) {isZextLhs} : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %99 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %100 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %101 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %102 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %103 = llvm.call_intrinsic "llvm.x86.tdpbsud.internal"(%99, %102, %100, %98, %85, %85) {isZextRhs} : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %104 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %105 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %106 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %107 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %108 = llvm.call_intrinsic "llvm.x86.tdpbuud.internal"(%104, %107, %105, %103, %85, %85) {isZextLhs, isZextRhs, note = "kept"} : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %109 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %110 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %111 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %112 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %113 = llvm.mul %4, %112 : i64
// CHECK-NEXT: %114 = llvm.add %113, %4 : i64
// CHECK-NEXT: %115 = llvm.getelementptr %111[%114] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %116 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %117 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %118 = llvm.mul %117, %116 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%109, %110, %115, %118, %108) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @multiply(%a: memref<?x?xi8>, %f: memref<?x?xf16>, %bf: memref<?x?xbf16>, %out: memref<?x?xf32>, %iout: memref<?x?xi32>, %i: index) {
  %0 = amx.tile_load %f[%i, %i] : memref<?x?xf16> into !amx.tile<16x32xf16>
  %1 = amx.tile_zero : !amx.tile<16x16xf32>
  %2 = amx.tile_mulf %0, %0, %1 : !amx.tile<16x32xf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
  amx.tile_store %out[%i, %i], %2 : memref<?x?xf32>, !amx.tile<16x16xf32>
  %b = amx.tile_load %bf[%i, %i] : memref<?x?xbf16> into !amx.tile<8x32xbf16>
  %bacc = amx.tile_zero : !amx.tile<8x16xf32>
  %bb = amx.tile_load %bf[%i, %i] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  %bm = amx.tile_mulf %b, %bb, %bacc : !amx.tile<8x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<8x16xf32>
  amx.tile_store %out[%i, %i], %bm : memref<?x?xf32>, !amx.tile<8x16xf32>
  %3 = amx.tile_load %a[%i, %i] : memref<?x?xi8> into !amx.tile<16x64xi8>
  %4 = amx.tile_zero : !amx.tile<16x16xi32>
  %5 = amx.tile_muli %3, %3, %4 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %6 = amx.tile_muli %3 zext, %3, %5 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %7 = amx.tile_muli %3, %3 zext, %6 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %8 = amx.tile_muli %3 zext, %3 zext, %7 {note = "kept"} : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  amx.tile_store %iout[%i, %i], %8 : memref<?x?xi32>, !amx.tile<16x16xi32>
  return
}

// CHECK-LABEL: func.func @explicit_strides(%arg0: memref<?x?xi32>, %arg1: memref<?xi8>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %4 = llvm.mlir.constant(32 : i16) : i16
// CHECK-NEXT: %5 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT: %8 = llvm.add %7, %1 : i64
// CHECK-NEXT: %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %11 = llvm.mul %10, %0 : i64
// CHECK-NEXT: %12 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%3, %4, %9, %11) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : i16) : i16
// CHECK-NEXT: %14 = llvm.mlir.constant(32 : i16) : i16
// CHECK-NEXT: %15 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %1, %16 : i64
// CHECK-NEXT: %18 = llvm.add %17, %1 : i64
// CHECK-NEXT: %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %20 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %21 = llvm.mul %20, %0 : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%13, %14, %19, %21, %12) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @explicit_strides(%m: memref<?x?xi32>, %flat: memref<?xi8>, %i: index, %s: index) {
  %0 = amx.tile_load %m[%i, %i], %s : memref<?x?xi32> into !amx.tile<8x8xi32>
  amx.tile_store %m[%i, %i], %0, %s : memref<?x?xi32>, !amx.tile<8x8xi32>
  return
}
