// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// A scalar extracted from a from_elements is the element at the
// linearized position (a fold).
// CHECK-LABEL: func.func @scalar_from_from_elements(
// CHECK-SAME:    %[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK-NEXT:    return %[[B]], %[[A]], %[[A]] : f32, f32, f32
func.func @scalar_from_from_elements(%a: f32, %b: f32) -> (f32, f32, f32) {
  %c = arith.constant -3.75 : f32
  %0 = vector.from_elements %c, %a, %c, %b : vector<4xf32>
  %1 = vector.extract %0[3] : f32 from vector<4xf32>
  %2 = vector.from_elements %c, %c, %a, %b : vector<2x2xf32>
  %3 = vector.extract %2[1, 0] : f32 from vector<2x2xf32>
  %4 = vector.from_elements %a : vector<f32>
  %5 = vector.extract %4[] : f32 from vector<f32>
  return %1, %3, %5 : f32, f32, f32
}

// -----

// A row of a from_elements is a smaller from_elements (a pattern).
// CHECK-LABEL: func.func @row_from_from_elements(
// CHECK-SAME:    %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32)
// CHECK-NEXT:    %[[R:.*]] = vector.from_elements %[[C]], %[[A]], %[[B]] : vector<3xi32>
// CHECK-NEXT:    return %[[R]] : vector<3xi32>
func.func @row_from_from_elements(%a: i32, %b: i32, %c: i32) -> vector<3xi32> {
  %0 = vector.from_elements %a, %b, %a, %c, %a, %b : vector<2x3xi32>
  %1 = vector.extract %0[1] : vector<3xi32> from vector<2x3xi32>
  return %1 : vector<3xi32>
}

// -----

// A vector extracted from a shape_cast with as many elements is a
// shape_cast of the cast's source.
// CHECK-LABEL: func.func @extract_from_shape_cast(
// CHECK-SAME:    %[[V:.*]]: vector<8xi16>)
// CHECK-NEXT:    %[[R:.*]] = vector.shape_cast %[[V]] : vector<8xi16> to vector<2x4xi16>
// CHECK-NEXT:    return %[[R]] : vector<2x4xi16>
func.func @extract_from_shape_cast(%v: vector<8xi16>) -> vector<2x4xi16> {
  %0 = vector.shape_cast %v : vector<8xi16> to vector<1x2x4xi16>
  %1 = vector.extract %0[0] : vector<2x4xi16> from vector<1x2x4xi16>
  return %1 : vector<2x4xi16>
}
