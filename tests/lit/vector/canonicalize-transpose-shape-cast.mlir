// A transpose that only moves unit dimensions is a shape cast: shape_cast of such
// a transpose folds to a shape_cast of its source (FoldTransposeShapeCast for the
// other order); scalable unit dims and moved long dims stay.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @a(%arg0: vector<3x1xi32>) -> vector<3xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<3x1xi32> to vector<3xi32>
// CHECK-NEXT: return %0 : vector<3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: vector<2x1x3xi32>) -> vector<6xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x1x3xi32> to vector<6xi32>
// CHECK-NEXT: return %0 : vector<6xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: vector<2x3xi32>) -> vector<6xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<3x2xi32> to vector<6xi32>
// CHECK-NEXT: return %1 : vector<6xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: vector<3xi32>) -> vector<1x3xi32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: return %0 : vector<1x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalable_unit(%arg0: vector<[1]x4xi32>) -> vector<[4]xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<[1]x4xi32> to vector<4x[1]xi32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<4x[1]xi32> to vector<[4]xi32>
// CHECK-NEXT: return %1 : vector<[4]xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moves_long_dims(%arg0: vector<1x4x4x1xi8>) -> vector<4x4xi8> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [0, 2, 1, 3] : vector<1x4x4x1xi8> to vector<1x4x4x1xi8>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<1x4x4x1xi8> to vector<4x4xi8>
// CHECK-NEXT: return %1 : vector<4x4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_of_cast(%arg0: vector<2x3x1x1xi8>) -> vector<6x1x1xi8> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3x1x1xi8> to vector<6x1x1xi8>
// CHECK-NEXT: return %0 : vector<6x1x1xi8>
// CHECK-NEXT: }
func.func @a(%v: vector<3x1xi32>) -> vector<3xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<3x1xi32> to vector<1x3xi32>
  %1 = vector.shape_cast %0 : vector<1x3xi32> to vector<3xi32>
  return %1 : vector<3xi32>
}
func.func @b(%v: vector<2x1x3xi32>) -> vector<6xi32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x1x3xi32> to vector<1x2x3xi32>
  %1 = vector.shape_cast %0 : vector<1x2x3xi32> to vector<6xi32>
  return %1 : vector<6xi32>
}
func.func @c(%v: vector<2x3xi32>) -> vector<6xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %1 = vector.shape_cast %0 : vector<3x2xi32> to vector<6xi32>
  return %1 : vector<6xi32>
}
func.func @d(%v: vector<3xi32>) -> vector<1x3xi32> {
  %0 = vector.shape_cast %v : vector<3xi32> to vector<3x1xi32>
  %1 = vector.transpose %0, [1, 0] : vector<3x1xi32> to vector<1x3xi32>
  return %1 : vector<1x3xi32>
}
func.func @scalable_unit(%v: vector<[1]x4xi32>) -> vector<[4]xi32> {
  %0 = vector.transpose %v, [1, 0] : vector<[1]x4xi32> to vector<4x[1]xi32>
  %1 = vector.shape_cast %0 : vector<4x[1]xi32> to vector<[4]xi32>
  return %1 : vector<[4]xi32>
}
func.func @moves_long_dims(%v: vector<1x4x4x1xi8>) -> vector<4x4xi8> {
  %0 = vector.transpose %v, [0, 2, 1, 3] : vector<1x4x4x1xi8> to vector<1x4x4x1xi8>
  %1 = vector.shape_cast %0 : vector<1x4x4x1xi8> to vector<4x4xi8>
  return %1 : vector<4x4xi8>
}
func.func @transpose_of_cast(%v: vector<2x3x1x1xi8>) -> vector<6x1x1xi8> {
  %0 = vector.shape_cast %v : vector<2x3x1x1xi8> to vector<6x1x1xi8>
  %1 = vector.transpose %0, [0, 2, 1] : vector<6x1x1xi8> to vector<6x1x1xi8>
  return %1 : vector<6x1x1xi8>
}
