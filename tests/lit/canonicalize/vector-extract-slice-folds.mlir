// RUN: strata-opt %s --canonicalize | FileCheck %s
// vector.extract folds through strided slices (upstream's
// foldExtractFromExtractStrided and foldExtractStridedOpFromInsertChain):
// an extract of a unit-stride extract_strided_slice reads the slice's source
// at the moved position when the extracted dims are untouched; an extract
// inside a unit-stride insert_strided_slice (its trailing dims inserted
// whole) reads the inserted value; a disjoint one looks further up the chain.
// The CHECK lines are mlir-opt-22's output.

// An extract of a strided slice reads the slice's source.
// CHECK-LABEL: func.func @extract_of_slice(%arg0: vector<4x8xf32>) -> (vector<8xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[2, 5] : f32 from vector<4x8xf32>
// CHECK-NEXT: %3 = vector.extract %1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: return %0, %2, %3 : vector<8xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
func.func @extract_of_slice(%v: vector<4x8xf32>) -> (vector<8xf32>, f32, vector<4xf32>) {
  %s = vector.extract_strided_slice %v {offsets = [2, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x8xf32> to vector<2x8xf32>
  %a = vector.extract %s[1] : vector<8xf32> from vector<2x8xf32>
  %t = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %b = vector.extract %t[1, 3] : f32 from vector<2x4xf32>
  %c = vector.extract %t[0] : vector<4xf32> from vector<2x4xf32>
  return %a, %b, %c : vector<8xf32>, f32, vector<4xf32>
}
// An extract inside an inserted slice reads the inserted value; a disjoint
// one looks further up the chain; a partial overlap stays.
// CHECK-LABEL: func.func @extract_of_insert_chain(%arg0: vector<2x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<4x4xf32>) -> (vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %arg2 {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x4xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg1, %0 {offsets = [3, 0], strides = [1, 1]} : vector<1x4xf32> into vector<4x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[0, 2] : f32 from vector<1x4xf32>
// CHECK-NEXT: %4 = vector.extract %1[2] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %6 = vector.insert_strided_slice %5, %arg2 {offsets = [0, 1], strides = [1, 1]} : vector<1x2xf32> into vector<4x4xf32>
// CHECK-NEXT: %7 = vector.extract %6[0] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: return %2, %3, %4, %7 : vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @extract_of_insert_chain(%x: vector<2x4xf32>, %y: vector<1x4xf32>, %d: vector<4x4xf32>) -> (vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) {
  %i = vector.insert_strided_slice %x, %d {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x4xf32>
  %j = vector.insert_strided_slice %y, %i {offsets = [3, 0], strides = [1, 1]} : vector<1x4xf32> into vector<4x4xf32>
  %a = vector.extract %j[1] : vector<4xf32> from vector<4x4xf32>
  %b = vector.extract %j[3, 2] : f32 from vector<4x4xf32>
  %c = vector.extract %j[2] : vector<4xf32> from vector<4x4xf32>
  %z = vector.insert_strided_slice %y, %d {offsets = [0, 0], strides = [1, 1]} : vector<1x4xf32> into vector<4x4xf32>
  %k = vector.extract_strided_slice %x {offsets = [0, 0], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %p = vector.insert_strided_slice %k, %d {offsets = [0, 1], strides = [1, 1]} : vector<1x2xf32> into vector<4x4xf32>
  %e = vector.extract %p[0] : vector<4xf32> from vector<4x4xf32>
  return %a, %b, %c, %e : vector<4xf32>, f32, vector<4xf32>, vector<4xf32>
}
// A lower-rank insert.
// CHECK-LABEL: func.func @lower_rank(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>) -> (vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %0 : vector<4xf32>, f32
// CHECK-NEXT: }
func.func @lower_rank(%x: vector<4xf32>, %d: vector<2x4xf32>) -> (vector<4xf32>, f32) {
  %i = vector.insert_strided_slice %x, %d {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %a = vector.extract %i[1] : vector<4xf32> from vector<2x4xf32>
  %b = vector.extract %i[1, 2] : f32 from vector<2x4xf32>
  return %a, %b : vector<4xf32>, f32
}
