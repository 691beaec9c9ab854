// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// Transposes compose; a composition that is the identity goes away.
// CHECK-LABEL: func.func @transpose_twice(
// CHECK-SAME:    %[[V:.*]]: vector<4x3xf32>)
// CHECK-NEXT:    return %[[V]] : vector<4x3xf32>
func.func @transpose_twice(%v: vector<4x3xf32>) -> vector<4x3xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  return %1 : vector<4x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_compose(
// CHECK-SAME:    %[[V:.*]]: vector<4x3x2xf32>)
// CHECK-NEXT:    %[[T:.*]] = vector.transpose %[[V]], [2, 0, 1] : vector<4x3x2xf32> to vector<2x4x3xf32>
// CHECK-NEXT:    return %[[T]]
func.func @transpose_compose(%v: vector<4x3x2xf32>) -> vector<2x4x3xf32> {
  %0 = vector.transpose %v, [1, 2, 0] : vector<4x3x2xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [1, 2, 0] : vector<3x2x4xf32> to vector<2x4x3xf32>
  return %1 : vector<2x4x3xf32>
}

// -----

// A transpose of a broadcast scalar is a broadcast.
// CHECK-LABEL: func.func @transpose_of_scalar_broadcast(
// CHECK-SAME:    %[[S:.*]]: f32)
// CHECK-NEXT:    %[[B:.*]] = vector.broadcast %[[S]] : f32 to vector<3x4xf32>
// CHECK-NEXT:    return %[[B]]
func.func @transpose_of_scalar_broadcast(%s: f32) -> vector<3x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4x3xf32>
  %1 = vector.transpose %0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  return %1 : vector<3x4xf32>
}

// -----

// Only unit dimensions of the source move: still a broadcast.
// CHECK-LABEL: func.func @transpose_of_unit_broadcast(
// CHECK-SAME:    %[[V:.*]]: vector<1xf32>)
// CHECK-NEXT:    %[[B:.*]] = vector.broadcast %[[V]] : vector<1xf32> to vector<1x8xf32>
// CHECK-NEXT:    return %[[B]]
func.func @transpose_of_unit_broadcast(%v: vector<1xf32>) -> vector<1x8xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<8x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<8x1xf32> to vector<1x8xf32>
  return %1 : vector<1x8xf32>
}

// -----

// Here the transpose moves real data: kept.
// CHECK-LABEL: func.func @transpose_of_broadcast_kept
// CHECK:         vector.broadcast
// CHECK-NEXT:    vector.transpose
func.func @transpose_of_broadcast_kept(%v: vector<4xf32>) -> vector<4x2xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return %1 : vector<4x2xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_of_broadcast(
// CHECK-SAME:    %[[V:.*]]: vector<3xf32>)
// CHECK-NEXT:    %[[B:.*]] = vector.broadcast %[[V]] : vector<3xf32> to vector<8x3xf32>
// CHECK-NEXT:    return %[[B]]
func.func @shape_cast_of_broadcast(%v: vector<3xf32>) -> vector<8x3xf32> {
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4x3xf32>
  %1 = vector.shape_cast %0 : vector<2x4x3xf32> to vector<8x3xf32>
  return %1 : vector<8x3xf32>
}

// -----

// The shape cast undoes the broadcast: its source.
// CHECK-LABEL: func.func @shape_cast_back(
// CHECK-SAME:    %[[V:.*]]: vector<4xf32>)
// CHECK-NEXT:    return %[[V]]
func.func @shape_cast_back(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x1x4xf32>
  %1 = vector.shape_cast %0 : vector<1x1x4xf32> to vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_of_broadcast_kept
// CHECK:         vector.broadcast
// CHECK-NEXT:    vector.shape_cast
func.func @shape_cast_of_broadcast_kept(%v: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x2x4xf32>
  %1 = vector.shape_cast %0 : vector<1x2x4xf32> to vector<8xf32>
  return %1 : vector<8xf32>
}
