// Folds and patterns of memref.subview: constant operands made static (not when negative or out of
// bounds), a subview of a foldable cast, trivial subviews, a subview re-slicing a subview.
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @constant_operands(%arg0: memref<10x12xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[2, 1] [3, 2] [1, 2] : memref<10x12xf32> to memref<3x2xf32, strided<[12, 2], offset: 25>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<3x2xf32, strided<[12, 2], offset: 25>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @constant_operands(%m: memref<10x12xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c2, %c1] [%c3, %c2] [%c1, %c2] : memref<10x12xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @negative_offset_kept(%arg0: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %subview = memref.subview %arg0[%c-1] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?xf32, strided<[1], offset: ?>>
func.func @negative_offset_kept(%m: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c-1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c-1] [%c4] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @out_of_bounds_kept(%arg0: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %subview = memref.subview %arg0[6] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 6>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?xf32, strided<[1], offset: ?>>
func.func @out_of_bounds_kept(%m: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c6] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rank_reducing_constant(%arg0: memref<4x?x6xi32>, %arg1: index) -> memref<?x6xi32, strided<[6, 1], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1, 0, 0] [1, 5, 6] [1, 1, 1] : memref<4x?x6xi32> to memref<5x6xi32, strided<[6, 1], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<5x6xi32, strided<[6, 1], offset: ?>> to memref<?x6xi32, strided<[6, 1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?x6xi32, strided<[6, 1], offset: ?>>
func.func @rank_reducing_constant(%m: memref<4x?x6xi32>, %o: index) -> memref<?x6xi32, strided<[6, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = memref.subview %m[%o, 0, 0] [1, %c5, 6] [1, 1, 1] : memref<4x?x6xi32> to memref<?x6xi32, strided<[6, 1], offset: ?>>
  return %0 : memref<?x6xi32, strided<[6, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @of_cast(%arg0: memref<6x7xf16>, %arg1: index, %arg2: index) -> memref<2x?xf16, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1, 1] [2, %arg2] [1, 1] : memref<6x7xf16> to memref<2x?xf16, strided<[7, 1], offset: ?>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<2x?xf16, strided<[7, 1], offset: ?>> to memref<2x?xf16, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<2x?xf16, strided<[?, 1], offset: ?>>
func.func @of_cast(%m: memref<6x7xf16>, %o: index, %s: index) -> memref<2x?xf16, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<6x7xf16> to memref<?x?xf16>
  %0 = memref.subview %c[%o, 1] [2, %s] [1, 1] : memref<?x?xf16> to memref<2x?xf16, strided<[?, 1], offset: ?>>
  return %0 : memref<2x?xf16, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @trivial_same_type(%arg0: memref<3x5xi8>) -> memref<3x5xi8> {
// CHECK-NEXT:    return %arg0 : memref<3x5xi8>
func.func @trivial_same_type(%m: memref<3x5xi8>) -> memref<3x5xi8> {
  %0 = memref.subview %m[0, 0] [3, 5] [1, 1] : memref<3x5xi8> to memref<3x5xi8>
  return %0 : memref<3x5xi8>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 5 + d1)>
// CHECK-LABEL: func.func @trivial_to_cast(%arg0: memref<3x5xi8, #map>) -> memref<3x5xi8, strided<[5, 1]>> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<3x5xi8, #map> to memref<3x5xi8, strided<[5, 1]>>
// CHECK-NEXT:    return %cast : memref<3x5xi8, strided<[5, 1]>>
func.func @trivial_to_cast(%m: memref<3x5xi8, affine_map<(d0, d1) -> (d0 * 5 + d1)>>) -> memref<3x5xi8, strided<[5, 1]>> {
  %0 = memref.subview %m[0, 0] [3, 5] [1, 1] : memref<3x5xi8, affine_map<(d0, d1) -> (d0 * 5 + d1)>> to memref<3x5xi8, strided<[5, 1]>>
  return %0 : memref<3x5xi8, strided<[5, 1]>>
}

// -----

// CHECK-LABEL: func.func @subview_of_subview(%arg0: memref<9x9xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[9, 1], offset: ?>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<9x9xf32> to memref<?x?xf32, strided<[9, 1], offset: ?>>
// CHECK-NEXT:    return %subview : memref<?x?xf32, strided<[9, 1], offset: ?>>
func.func @subview_of_subview(%m: memref<9x9xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[9, 1], offset: ?>> {
  %0 = memref.subview %m[%o, %o] [%n, %n] [1, 1] : memref<9x9xf32> to memref<?x?xf32, strided<[9, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [%n, %n] [1, 1] : memref<?x?xf32, strided<[9, 1], offset: ?>> to memref<?x?xf32, strided<[9, 1], offset: ?>>
  return %1 : memref<?x?xf32, strided<[9, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @dynamic_not_trivial(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32, strided<[1]>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[0] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:    return %subview : memref<?xf32, strided<[1]>>
func.func @dynamic_not_trivial(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1]>> {
  %0 = memref.subview %m[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  return %0 : memref<?xf32, strided<[1]>>
}
