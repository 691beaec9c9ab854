// RUN: strata-opt %s --convert-to-llvm | FileCheck %s
// The amx dialect joins convert-to-llvm (its ConvertToLLVMPatternInterface, as
// upstream's): its patterns, its illegality and the !amx.tile to !llvm.x86_amx
// type conversion, beside the func and memref lowerings. Byte-identical to
// mlir-opt-22.

// CHECK-LABEL: llvm.func @tiles(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg12, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg11, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg13, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %17 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %18 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mul %arg14, %19 : i64
// CHECK-NEXT: %21 = llvm.add %20, %arg14 : i64
// CHECK-NEXT: %22 = llvm.getelementptr %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %23 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.mul %24, %23 : i64
// CHECK-NEXT: %26 = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%16, %17, %22, %25) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
// CHECK-NEXT: %27 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %28 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %29 = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%27, %28) : (i16, i16) -> !llvm.x86_amx
// CHECK-NEXT: %30 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %31 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %32 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %33 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %34 = llvm.call_intrinsic "llvm.x86.tdpbssd.internal"(%30, %33, %31, %29, %26, %26) : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
// CHECK-NEXT: %35 = llvm.mlir.constant(16 : i16) : i16
// CHECK-NEXT: %36 = llvm.mlir.constant(64 : i16) : i16
// CHECK-NEXT: %37 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %39 = llvm.mul %arg14, %38 : i64
// CHECK-NEXT: %40 = llvm.add %39, %arg14 : i64
// CHECK-NEXT: %41 = llvm.getelementptr %37[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %42 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%35, %36, %41, %42, %34) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: llvm.return
func.func @tiles(%m: memref<?x?xi8>, %out: memref<16x16xi32>, %i: index) {
  %a = amx.tile_load %m[%i, %i] : memref<?x?xi8> into !amx.tile<16x64xi8>
  %z = amx.tile_zero : !amx.tile<16x16xi32>
  %p = amx.tile_muli %a, %a, %z : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  amx.tile_store %out[%i, %i], %p : memref<16x16xi32>, !amx.tile<16x16xi32>
  return
}

// A tile crosses function boundaries as !llvm.x86_amx: the func lowering
// converts signatures, calls and returns with the type converter the amx
// interface extends.
// CHECK-LABEL: llvm.func @tile_arg(%arg0: !llvm.x86_amx, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.x86_amx {
// CHECK: llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg0) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
// CHECK-NEXT: llvm.return %arg0 : !llvm.x86_amx
// CHECK-LABEL: llvm.func @caller(
// CHECK: %[[T:.*]] = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%{{.*}}, %{{.*}}) : (i16, i16) -> !llvm.x86_amx
// CHECK: llvm.call @tile_arg(%[[T]], {{.*}}) : (!llvm.x86_amx, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64) -> !llvm.x86_amx
func.func @tile_arg(%t: !amx.tile<16x16xbf16>, %a: memref<?x?xbf16>, %i: index) -> !amx.tile<16x16xbf16> {
  amx.tile_store %a[%i, %i], %t : memref<?x?xbf16>, !amx.tile<16x16xbf16>
  return %t : !amx.tile<16x16xbf16>
}
func.func @caller(%a: memref<?x?xbf16>, %i: index) {
  %t = amx.tile_zero : !amx.tile<16x16xbf16>
  %r = call @tile_arg(%t, %a, %i) : (!amx.tile<16x16xbf16>, memref<?x?xbf16>, index) -> !amx.tile<16x16xbf16>
  return
}
