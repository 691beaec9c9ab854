// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// The amx dialect and !amx.tile round-trip as mlir-opt-22 prints them (zext
// markers, explicit strides, strided memrefs).

// CHECK-LABEL: func.func @zero_load_store(%arg0: memref<?x?xbf16>, %arg1: memref<16x64xi8, strided<[128, 1], offset: 8>>, %arg2: memref<4x16x32xf32>, %arg3: index) {
// CHECK-NEXT: %0 = amx.tile_zero : !amx.tile<16x32xbf16>
// CHECK-NEXT: amx.tile_store %arg0[%arg3, %arg3], %0 : memref<?x?xbf16>, !amx.tile<16x32xbf16>
// CHECK-NEXT: %1 = amx.tile_load %arg0[%arg3, %arg3] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
// CHECK-NEXT: amx.tile_store %arg0[%arg3, %arg3], %1 : memref<?x?xbf16>, !amx.tile<16x32xbf16>
// CHECK-NEXT: %2 = amx.tile_load %arg1[%arg3, %arg3] : memref<16x64xi8, strided<[128, 1], offset: 8>> into !amx.tile<16x64xi8>
// CHECK-NEXT: amx.tile_store %arg1[%arg3, %arg3], %2 : memref<16x64xi8, strided<[128, 1], offset: 8>>, !amx.tile<16x64xi8>
// CHECK-NEXT: %3 = amx.tile_load %arg2[%arg3, %arg3, %arg3] : memref<4x16x32xf32> into !amx.tile<16x16xf32>
// CHECK-NEXT: amx.tile_store %arg2[%arg3, %arg3, %arg3], %3 : memref<4x16x32xf32>, !amx.tile<16x16xf32>
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
// CHECK-NEXT: %0 = amx.tile_load %arg1[%arg5, %arg5] : memref<?x?xf16> into !amx.tile<16x32xf16>
// CHECK-NEXT: %1 = amx.tile_zero : !amx.tile<16x16xf32>
// CHECK-NEXT: %2 = amx.tile_mulf %0, %0, %1 : !amx.tile<16x32xf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
// CHECK-NEXT: amx.tile_store %arg3[%arg5, %arg5], %2 : memref<?x?xf32>, !amx.tile<16x16xf32>
// CHECK-NEXT: %3 = amx.tile_load %arg2[%arg5, %arg5] : memref<?x?xbf16> into !amx.tile<8x32xbf16>
// CHECK-NEXT: %4 = amx.tile_zero : !amx.tile<8x16xf32>
// CHECK-NEXT: %5 = amx.tile_load %arg2[%arg5, %arg5] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
// CHECK-NEXT: %6 = amx.tile_mulf %3, %5, %4 : !amx.tile<8x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<8x16xf32>
// CHECK-NEXT: amx.tile_store %arg3[%arg5, %arg5], %6 : memref<?x?xf32>, !amx.tile<8x16xf32>
// CHECK-NEXT: %7 = amx.tile_load %arg0[%arg5, %arg5] : memref<?x?xi8> into !amx.tile<16x64xi8>
// CHECK-NEXT: %8 = amx.tile_zero : !amx.tile<16x16xi32>
// CHECK-NEXT: %9 = amx.tile_muli %7, %7, %8 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
// CHECK-NEXT: %10 = amx.tile_muli %7 zext, %7, %9 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
// CHECK-NEXT: %11 = amx.tile_muli %7, %7 zext, %10 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
// CHECK-NEXT: %12 = amx.tile_muli %7 zext, %7 zext, %11 {note = "kept"} : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
// CHECK-NEXT: amx.tile_store %arg4[%arg5, %arg5], %12 : memref<?x?xi32>, !amx.tile<16x16xi32>
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
// CHECK-NEXT: %0 = amx.tile_load %arg0[%arg2, %arg2], %arg3 : memref<?x?xi32> into !amx.tile<8x8xi32>
// CHECK-NEXT: amx.tile_store %arg0[%arg2, %arg2], %0, %arg3 : memref<?x?xi32>, !amx.tile<8x8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @explicit_strides(%m: memref<?x?xi32>, %flat: memref<?xi8>, %i: index, %s: index) {
  %0 = amx.tile_load %m[%i, %i], %s : memref<?x?xi32> into !amx.tile<8x8xi32>
  amx.tile_store %m[%i, %i], %0, %s : memref<?x?xi32>, !amx.tile<8x8xi32>
  return
}
