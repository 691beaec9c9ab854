// RUN: strata-opt %s --canonicalize | FileCheck %s

// Folds of vector.extract and of the transfers' masks, as upstream's:
// constant dynamic positions become static, an extract of an extract
// extracts once, an extract through an insert chain follows the insert at
// a prefix of its position and through transposes, an extract of a
// broadcast-like op (a broadcast, or a shape_cast that only adds leading
// unit dims) reads the input, and an all-true constant mask goes.

// CHECK-LABEL: func.func @constant_position(%arg0: vector<4x8xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 3] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @constant_position(%v: vector<4x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = vector.extract %v[%c1, %c3] : f32 from vector<4x8xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @extract_of_extract(%arg0: vector<2x3x4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @extract_of_extract(%v: vector<2x3x4xf32>) -> f32 {
  %a = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %b = vector.extract %a[2] : vector<4xf32> from vector<3x4xf32>
  %c = vector.extract %b[3] : f32 from vector<4xf32>
  return %c : f32
}

// CHECK-LABEL: func.func @insert_prefix(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @insert_prefix(%v: vector<2x4xf32>, %row: vector<4xf32>) -> f32 {
  %i = vector.insert %row, %v [1] : vector<4xf32> into vector<2x4xf32>
  %e = vector.extract %i[1, 2] : f32 from vector<2x4xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @through_transpose(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @through_transpose(%v: vector<2x3xf32>, %x: f32) -> f32 {
  %i = vector.insert %x, %v [1, 2] : f32 into vector<2x3xf32>
  %t = vector.transpose %i, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %e = vector.extract %t[2, 1] : f32 from vector<3x2xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @broadcast_dynamic(%arg0: vector<4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[%arg2] : f32 from vector<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @broadcast_dynamic(%v: vector<4xf32>, %i: index, %j: index) -> f32 {
  %b = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %b[%i, %j] : f32 from vector<3x4xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @unit_shape_cast(%arg0: vector<f32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[] : f32 from vector<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @unit_shape_cast(%v: vector<f32>, %i: index) -> f32 {
  %s = vector.shape_cast %v : vector<f32> to vector<1xf32>
  %e = vector.extract %s[%i] : f32 from vector<1xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @full_masks(%arg0: memref<4x8xf32>, %arg1: index, %arg2: f32, %arg3: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg1, %arg1] : vector<2x4xf32>, memref<4x8xf32>
// CHECK-NEXT: %1 = vector.constant_mask [1, 4] : vector<2x4xi1>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %1 : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT: %3 = arith.addf %0, %2 : vector<2x4xf32>
// CHECK-NEXT: return %3 : vector<2x4xf32>
// CHECK-NEXT: }
func.func @full_masks(%m: memref<4x8xf32>, %i: index, %p: f32, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %all = vector.create_mask %c2, %c4 : vector<2x4xi1>
  %r = vector.transfer_read %m[%i, %i], %p, %all : memref<4x8xf32>, vector<2x4xf32>
  %t = arith.constant dense<true> : vector<2x4xi1>
  vector.transfer_write %v, %m[%i, %i], %t : vector<2x4xf32>, memref<4x8xf32>
  %part = vector.constant_mask [1, 4] : vector<2x4xi1>
  %r2 = vector.transfer_read %m[%i, %i], %p, %part : memref<4x8xf32>, vector<2x4xf32>
  %s = arith.addf %r, %r2 : vector<2x4xf32>
  return %s : vector<2x4xf32>
}
