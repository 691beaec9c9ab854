// Folds of the view-like memref ops: rank, memory_space_cast (chained and trivial), transpose
// (identity and composed), and alloc's symbol operands for a strided layout.
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @rank_of_ranked(%arg0: memref<3x?x7xi16>) -> index {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    return %c3 : index
func.func @rank_of_ranked(%m: memref<3x?x7xi16>) -> index {
  %r = memref.rank %m : memref<3x?x7xi16>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @rank_of_unranked(%arg0: memref<*xi16>) -> index {
// CHECK-NEXT:    %0 = memref.rank %arg0 : memref<*xi16>
// CHECK-NEXT:    return %0 : index
func.func @rank_of_unranked(%m: memref<*xi16>) -> index {
  %r = memref.rank %m : memref<*xi16>
  return %r : index
}

// -----

// CHECK-LABEL: func.func @space_cast_same_type(%arg0: memref<8xi32, 1>) -> memref<8xi32, 1> {
// CHECK-NEXT:    return %arg0 : memref<8xi32, 1>
func.func @space_cast_same_type(%m: memref<8xi32, 1>) -> memref<8xi32, 1> {
  %0 = memref.memory_space_cast %m : memref<8xi32, 1> to memref<8xi32, 1>
  return %0 : memref<8xi32, 1>
}

// -----

// CHECK-LABEL: func.func @space_cast_chain(%arg0: memref<?x4xf16, 3>) -> memref<?x4xf16, 5> {
// CHECK-NEXT:    %memspacecast = memref.memory_space_cast %arg0 : memref<?x4xf16, 3> to memref<?x4xf16, 5>
// CHECK-NEXT:    return %memspacecast : memref<?x4xf16, 5>
func.func @space_cast_chain(%m: memref<?x4xf16, 3>) -> memref<?x4xf16, 5> {
  %0 = memref.memory_space_cast %m : memref<?x4xf16, 3> to memref<?x4xf16>
  %1 = memref.memory_space_cast %0 : memref<?x4xf16> to memref<?x4xf16, 5>
  return %1 : memref<?x4xf16, 5>
}

// -----

// CHECK-LABEL: func.func @space_cast_chain_back(%arg0: memref<2xi8, 4>) -> memref<2xi8, 4> {
// CHECK-NEXT:    return %arg0 : memref<2xi8, 4>
func.func @space_cast_chain_back(%m: memref<2xi8, 4>) -> memref<2xi8, 4> {
  %0 = memref.memory_space_cast %m : memref<2xi8, 4> to memref<2xi8>
  %1 = memref.memory_space_cast %0 : memref<2xi8> to memref<2xi8, 4>
  return %1 : memref<2xi8, 4>
}

// -----

// CHECK-LABEL: func.func @transpose_pair(%arg0: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
// CHECK-NEXT:    %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
// CHECK-NEXT:    return %transpose : memref<3x4x2xf32, strided<[4, 1, 12]>>
func.func @transpose_pair(%m: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
  %0 = memref.transpose %m (a, b, c) -> (c, a, b) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (a, b, c) -> (c, a, b) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  return %1 : memref<3x4x2xf32, strided<[4, 1, 12]>>
}

// -----

// CHECK-LABEL: func.func @transpose_back_to_identity(%arg0: memref<5x6xi64>) -> memref<5x6xi64> {
// CHECK-NEXT:    return %arg0 : memref<5x6xi64>
func.func @transpose_back_to_identity(%m: memref<5x6xi64>) -> memref<5x6xi64> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<5x6xi64> to memref<6x5xi64, strided<[1, 6]>>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<6x5xi64, strided<[1, 6]>> to memref<5x6xi64>
  return %1 : memref<5x6xi64>
}

// -----

// CHECK-LABEL: func.func @transpose_identity_other_type(%arg0: memref<5x6xi64>) -> memref<5x6xi64, strided<[6, 1]>> {
// CHECK-NEXT:    %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<5x6xi64> to memref<5x6xi64, strided<[6, 1]>>
// CHECK-NEXT:    return %transpose : memref<5x6xi64, strided<[6, 1]>>
func.func @transpose_identity_other_type(%m: memref<5x6xi64>) -> memref<5x6xi64, strided<[6, 1]>> {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<5x6xi64> to memref<5x6xi64, strided<[6, 1]>>
  return %0 : memref<5x6xi64, strided<[6, 1]>>
}

// -----

// CHECK-LABEL: func.func @alloc_strided_symbols(%arg0: index, %arg1: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT:    %alloc = memref.alloc(%arg0)[%arg1, %arg1] : memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    return %alloc : memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @alloc_strided_symbols(%n: index, %s: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.alloc(%n)[%s, %s] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}
