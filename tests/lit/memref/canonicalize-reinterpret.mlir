// Folds and patterns of memref.reinterpret_cast: of a reinterpretation, a cast or a zero-offset subview,
// a static no-op, constant operands made static (ReinterpretCastOpConstantFolder), and reinterpretations
// of an extract_strided_metadata's base buffer (ReinterpretCastOpExtractStridedMetadataFolder).
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @of_reinterpret(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32> {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32>
// CHECK-NEXT:    return %reinterpret_cast : memref<?x2xf32>
func.func @of_reinterpret(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x2xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%a], strides: [1] : memref<?xf32> to memref<?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [%b, 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32>
  return %1 : memref<?x2xf32>
}

// -----

// CHECK-LABEL: func.func @of_cast(%arg0: memref<8xi32>, %arg1: index) -> memref<?xi32, strided<[2]>> {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [2] : memref<8xi32> to memref<?xi32, strided<[2]>>
// CHECK-NEXT:    return %reinterpret_cast : memref<?xi32, strided<[2]>>
func.func @of_cast(%m: memref<8xi32>, %n: index) -> memref<?xi32, strided<[2]>> {
  %c = memref.cast %m : memref<8xi32> to memref<?xi32>
  %0 = memref.reinterpret_cast %c to offset: [0], sizes: [%n], strides: [2] : memref<?xi32> to memref<?xi32, strided<[2]>>
  return %0 : memref<?xi32, strided<[2]>>
}

// -----

// CHECK-LABEL: func.func @of_zero_offset_subview(%arg0: memref<6x6xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<6x6xf32> to memref<?xf32>
// CHECK-NEXT:    return %reinterpret_cast : memref<?xf32>
func.func @of_zero_offset_subview(%m: memref<6x6xf32>, %n: index) -> memref<?xf32> {
  %s = memref.subview %m[0, 0] [3, 3] [1, 1] : memref<6x6xf32> to memref<3x3xf32, strided<[6, 1]>>
  %0 = memref.reinterpret_cast %s to offset: [0], sizes: [%n], strides: [1] : memref<3x3xf32, strided<[6, 1]>> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @of_offset_subview_kept(%arg0: memref<6x6xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, 0] [3, 3] [1, 1] : memref<6x6xf32> to memref<3x3xf32, strided<[6, 1], offset: 6>>
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %subview to offset: [0], sizes: [%arg1], strides: [1] : memref<3x3xf32, strided<[6, 1], offset: 6>> to memref<?xf32>
// CHECK-NEXT:    return %reinterpret_cast : memref<?xf32>
func.func @of_offset_subview_kept(%m: memref<6x6xf32>, %n: index) -> memref<?xf32> {
  %s = memref.subview %m[1, 0] [3, 3] [1, 1] : memref<6x6xf32> to memref<3x3xf32, strided<[6, 1], offset: 6>>
  %0 = memref.reinterpret_cast %s to offset: [0], sizes: [%n], strides: [1] : memref<3x3xf32, strided<[6, 1], offset: 6>> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @noop(%arg0: memref<4x4xi8>) -> memref<4x4xi8> {
// CHECK-NEXT:    return %arg0 : memref<4x4xi8>
func.func @noop(%m: memref<4x4xi8>) -> memref<4x4xi8> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xi8> to memref<4x4xi8>
  return %0 : memref<4x4xi8>
}

// -----

// CHECK-LABEL: func.func @constants(%arg0: memref<*xf16>) -> memref<?x?xf16, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [7], sizes: [3, 5], strides: [5, 1] : memref<*xf16> to memref<3x5xf16, strided<[5, 1], offset: 7>>
// CHECK-NEXT:    %cast = memref.cast %reinterpret_cast : memref<3x5xf16, strided<[5, 1], offset: 7>> to memref<?x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?x?xf16, strided<[?, 1], offset: ?>>
func.func @constants(%m: memref<*xf16>) -> memref<?x?xf16, strided<[?, 1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = memref.reinterpret_cast %m to offset: [%c7], sizes: [%c3, %c5], strides: [%c5, 1] : memref<*xf16> to memref<?x?xf16, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf16, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @metadata_roundtrip(%arg0: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:    return %arg0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @metadata_roundtrip(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, 4], strides: [%strides#0, 1] : memref<f32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @metadata_roundtrip_to_cast(%arg0: memref<?x4xi8>) -> memref<?x4xi8, strided<[4, 1]>> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?x4xi8> to memref<?x4xi8, strided<[4, 1]>>
// CHECK-NEXT:    return %cast : memref<?x4xi8, strided<[4, 1]>>
func.func @metadata_roundtrip_to_cast(%m: memref<?x4xi8>) -> memref<?x4xi8, strided<[4, 1]>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xi8> -> memref<i8>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [%sizes#0, 4], strides: [4, 1] : memref<i8> to memref<?x4xi8, strided<[4, 1]>>
  return %0 : memref<?x4xi8, strided<[4, 1]>>
}

// -----

// CHECK-LABEL: func.func @metadata_other_shape(%arg0: memref<?x?xi8>, %arg1: index) -> memref<?xi8> {
// CHECK-NEXT:    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?x?xi8> to memref<?xi8>
// CHECK-NEXT:    return %reinterpret_cast : memref<?xi8>
func.func @metadata_other_shape(%m: memref<?x?xi8>, %n: index) -> memref<?xi8> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xi8> -> memref<i8>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [0], sizes: [%n], strides: [1] : memref<i8> to memref<?xi8>
  return %0 : memref<?xi8>
}
