// Folds and simple canonicalization patterns of the vector ops (upstream's
// VectorOps.cpp): broadcast, extract, shape_cast, transpose, from_elements, to_elements.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// CHECK-LABEL: func.func @broadcast_same_type(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @broadcast_same_type(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @broadcast_scalar_constant() -> (vector<4xf32>, vector<2x3xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<7> : vector<2x3xi32>
// CHECK-NEXT:  return %cst, %cst_0 : vector<4xf32>, vector<2x3xi32>
// CHECK-NEXT:  }
func.func @broadcast_scalar_constant() -> (vector<4xf32>, vector<2x3xi32>) {
  %f = arith.constant 1.5 : f32
  %i = arith.constant 7 : i32
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %i : i32 to vector<2x3xi32>
  return %0, %1 : vector<4xf32>, vector<2x3xi32>
}

// CHECK-LABEL: func.func @broadcast_splat_constant() -> vector<2x4xi8> {
// CHECK-NEXT:  %cst = arith.constant dense<3> : vector<2x4xi8>
// CHECK-NEXT:  return %cst : vector<2x4xi8>
// CHECK-NEXT:  }
func.func @broadcast_splat_constant() -> vector<2x4xi8> {
  %s = arith.constant dense<3> : vector<4xi8>
  %0 = vector.broadcast %s : vector<4xi8> to vector<2x4xi8>
  return %0 : vector<2x4xi8>
}

// CHECK-LABEL: func.func @broadcast_poison() -> vector<4xf32> {
// CHECK-NEXT:  %0 = ub.poison : vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @broadcast_poison() -> vector<4xf32> {
  %p = ub.poison : f32
  %0 = vector.broadcast %p : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @broadcast_of_broadcast(%arg0: f32) -> vector<2x4xf32> {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:  return %0 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @broadcast_of_broadcast(%x: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}

// CHECK-LABEL: func.func @extract_no_position(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @extract_no_position(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @extract_splat_constant(%arg0: index) -> (f32, vector<4xf32>, f32) {
// CHECK-NEXT:  %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:  return %cst, %cst_0, %cst : f32, vector<4xf32>, f32
// CHECK-NEXT:  }
func.func @extract_splat_constant(%i: index) -> (f32, vector<4xf32>, f32) {
  %c = arith.constant dense<2.0> : vector<3x4xf32>
  %0 = vector.extract %c[1, 2] : f32 from vector<3x4xf32>
  %1 = vector.extract %c[0] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %c[%i, 1] : f32 from vector<3x4xf32>
  return %0, %1, %2 : f32, vector<4xf32>, f32
}

// CHECK-LABEL: func.func @extract_dense_constant() -> (i32, vector<3xi32>, i32) {
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %cst = arith.constant dense<[3, 4, 5]> : vector<3xi32>
// CHECK-NEXT:  %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:  return %c4_i32, %cst, %c2_i32 : i32, vector<3xi32>, i32
// CHECK-NEXT:  }
func.func @extract_dense_constant() -> (i32, vector<3xi32>, i32) {
  %c = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %0 = vector.extract %c[1, 1] : i32 from vector<2x3xi32>
  %1 = vector.extract %c[1] : vector<3xi32> from vector<2x3xi32>
  %2 = vector.extract %c[0, 2] : i32 from vector<2x3xi32>
  return %0, %1, %2 : i32, vector<3xi32>, i32
}

// CHECK-LABEL: func.func @extract_dense_dynamic(%arg0: index) -> i32 {
// CHECK-NEXT:  %cst = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT:  %0 = vector.extract %cst[%arg0] : i32 from vector<3xi32>
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @extract_dense_dynamic(%i: index) -> i32 {
  %c = arith.constant dense<[0, 1, 2]> : vector<3xi32>
  %0 = vector.extract %c[%i] : i32 from vector<3xi32>
  return %0 : i32
}

// CHECK-LABEL: func.func @extract_poison(%arg0: vector<4xf32>) -> (f32, f32) {
// CHECK-NEXT:  %0 = ub.poison : f32
// CHECK-NEXT:  return %0, %0 : f32, f32
// CHECK-NEXT:  }
func.func @extract_poison(%v: vector<4xf32>) -> (f32, f32) {
  %p = ub.poison : vector<4xf32>
  %0 = vector.extract %p[1] : f32 from vector<4xf32>
  %1 = vector.extract %v[-1] : f32 from vector<4xf32>
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @extract_of_insert(%arg0: vector<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:  return %arg1 : f32
// CHECK-NEXT:  }
func.func @extract_of_insert(%v: vector<4xf32>, %x: f32) -> f32 {
  %0 = vector.insert %x, %v[2] : f32 into vector<4xf32>
  %1 = vector.extract %0[2] : f32 from vector<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @extract_through_insert_chain(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = vector.extract %arg0[1, 0] : f32 from vector<2x4xf32>
// CHECK-NEXT:  return %arg1, %0 : f32, f32
// CHECK-NEXT:  }
func.func @extract_through_insert_chain(%v: vector<2x4xf32>, %x: f32, %y: f32) -> (f32, f32) {
  %0 = vector.insert %x, %v[0, 1] : f32 into vector<2x4xf32>
  %1 = vector.insert %y, %0[1, 3] : f32 into vector<2x4xf32>
  %2 = vector.extract %1[0, 1] : f32 from vector<2x4xf32>
  %3 = vector.extract %1[1, 0] : f32 from vector<2x4xf32>
  return %2, %3 : f32, f32
}

// CHECK-LABEL: func.func @extract_of_insert_vector(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg1 : vector<4xf32>
// CHECK-NEXT:  }
func.func @extract_of_insert_vector(%v: vector<2x4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %w, %v[1] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  return %1 : vector<4xf32>
}

// CHECK-LABEL: func.func @extract_of_broadcast_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:  return %arg0 : f32
// CHECK-NEXT:  }
func.func @extract_of_broadcast_scalar(%x: f32) -> f32 {
  %0 = vector.broadcast %x : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @extract_of_broadcast_vector(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @extract_of_broadcast_vector(%w: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %0[2] : vector<4xf32> from vector<3x4xf32>
  return %1 : vector<4xf32>
}

// CHECK-LABEL: func.func @extract_of_broadcast_to_broadcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<3x4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:  %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:  return %0, %1 : vector<4xf32>, vector<3x4xf32>
// CHECK-NEXT:  }
func.func @extract_of_broadcast_to_broadcast(%x: f32, %w: vector<4xf32>) -> (vector<4xf32>, vector<3x4xf32>) {
  %0 = vector.broadcast %x : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.broadcast %w : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %2[0] : vector<3x4xf32> from vector<2x3x4xf32>
  return %1, %3 : vector<4xf32>, vector<3x4xf32>
}

// CHECK-LABEL: func.func @shape_cast_same(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @shape_cast_same(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @shape_cast_chain(%arg0: vector<2x4xf32>) -> (vector<8xf32>, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:  return %0, %arg0 : vector<8xf32>, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @shape_cast_chain(%v: vector<2x4xf32>) -> (vector<8xf32>, vector<2x4xf32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<4x2xf32>
  %1 = vector.shape_cast %0 : vector<4x2xf32> to vector<8xf32>
  %2 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %3 = vector.shape_cast %2 : vector<8xf32> to vector<2x4xf32>
  return %1, %3 : vector<8xf32>, vector<2x4xf32>
}

// CHECK-LABEL: func.func @shape_cast_constants() -> (vector<6xi32>, vector<3x2xf32>) {
// CHECK-NEXT:  %cst = arith.constant dense<5> : vector<6xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<5.000000e-01> : vector<3x2xf32>
// CHECK-NEXT:  return %cst, %cst_0 : vector<6xi32>, vector<3x2xf32>
// CHECK-NEXT:  }
func.func @shape_cast_constants() -> (vector<6xi32>, vector<3x2xf32>) {
  %c = arith.constant dense<5> : vector<2x3xi32>
  %f = arith.constant dense<0.5> : vector<6xf32>
  %0 = vector.shape_cast %c : vector<2x3xi32> to vector<6xi32>
  %1 = vector.shape_cast %f : vector<6xf32> to vector<3x2xf32>
  return %0, %1 : vector<6xi32>, vector<3x2xf32>
}

// CHECK-LABEL: func.func @shape_cast_poison() -> vector<6xi32> {
// CHECK-NEXT:  %0 = ub.poison : vector<6xi32>
// CHECK-NEXT:  return %0 : vector<6xi32>
// CHECK-NEXT:  }
func.func @shape_cast_poison() -> vector<6xi32> {
  %p = ub.poison : vector<2x3xi32>
  %0 = vector.shape_cast %p : vector<2x3xi32> to vector<6xi32>
  return %0 : vector<6xi32>
}

// CHECK-LABEL: func.func @transpose_identity(%arg0: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:  return %arg0 : vector<2x3xf32>
// CHECK-NEXT:  }
func.func @transpose_identity(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @transpose_splat() -> vector<3x2xf32> {
// CHECK-NEXT:  %cst = arith.constant dense<4.000000e+00> : vector<3x2xf32>
// CHECK-NEXT:  return %cst : vector<3x2xf32>
// CHECK-NEXT:  }
func.func @transpose_splat() -> vector<3x2xf32> {
  %c = arith.constant dense<4.0> : vector<2x3xf32>
  %0 = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// CHECK-LABEL: func.func @transpose_poison() -> vector<3x2xf32> {
// CHECK-NEXT:  %0 = ub.poison : vector<3x2xf32>
// CHECK-NEXT:  return %0 : vector<3x2xf32>
// CHECK-NEXT:  }
func.func @transpose_poison() -> vector<3x2xf32> {
  %p = ub.poison : vector<2x3xf32>
  %0 = vector.transpose %p, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// CHECK-LABEL: func.func @from_elements_constants() -> (vector<3xi32>, vector<2x2xf32>, vector<2xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [2.000000e+00, 1.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:  return %cst, %cst_0, %cst_1 : vector<3xi32>, vector<2x2xf32>, vector<2xi1>
// CHECK-NEXT:  }
func.func @from_elements_constants() -> (vector<3xi32>, vector<2x2xf32>, vector<2xi1>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 3 : i32
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %0 = vector.from_elements %a, %b, %c : vector<3xi32>
  %1 = vector.from_elements %x, %y, %y, %x : vector<2x2xf32>
  %2 = vector.from_elements %t, %f : vector<2xi1>
  return %0, %1, %2 : vector<3xi32>, vector<2x2xf32>, vector<2xi1>
}

// CHECK-LABEL: func.func @from_elements_splat_constant() -> vector<4xi8> {
// CHECK-NEXT:  %cst = arith.constant dense<9> : vector<4xi8>
// CHECK-NEXT:  return %cst : vector<4xi8>
// CHECK-NEXT:  }
func.func @from_elements_splat_constant() -> vector<4xi8> {
  %a = arith.constant 9 : i8
  %0 = vector.from_elements %a, %a, %a, %a : vector<4xi8>
  return %0 : vector<4xi8>
}

// CHECK-LABEL: func.func @from_elements_all_equal(%arg0: f32) -> vector<2x2xf32> {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<2x2xf32>
// CHECK-NEXT:  return %0 : vector<2x2xf32>
// CHECK-NEXT:  }
func.func @from_elements_all_equal(%x: f32) -> vector<2x2xf32> {
  %0 = vector.from_elements %x, %x, %x, %x : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @from_elements_mixed(%arg0: f32, %arg1: f32) -> vector<2xf32> {
// CHECK-NEXT:  %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT:  return %0 : vector<2xf32>
// CHECK-NEXT:  }
func.func @from_elements_mixed(%x: f32, %y: f32) -> vector<2xf32> {
  %0 = vector.from_elements %x, %y : vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @to_from_elements(%arg0: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT:  return %arg0 : vector<3xf32>
// CHECK-NEXT:  }
func.func @to_from_elements(%v: vector<3xf32>) -> vector<3xf32> {
  %0:3 = vector.to_elements %v : vector<3xf32>
  %1 = vector.from_elements %0#0, %0#1, %0#2 : vector<3xf32>
  return %1 : vector<3xf32>
}

// CHECK-LABEL: func.func @from_to_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:  return %arg1, %arg0 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
func.func @from_to_elements(%a: f32, %b: f32) -> (f32, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  return %1#1, %1#0 : f32, f32
}
