// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// Folds and canonicalization patterns of vector.insert, vector.shuffle,
// vector.extract_strided_slice and vector.insert_strided_slice (upstream's
// VectorOps.cpp), each checked against mlir-opt-22 --canonicalize:
// whole-vector inserts and slices, constant operands, insert chains,
// splats, interleaving and 0-D shuffles, strided slices of broadcasts and
// contiguous slices.

// CHECK-LABEL: func.func @insert_full(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>, %arg3: vector<1x1x4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg2 : vector<1x4xf32> to vector<1x1x4xf32>
// CHECK-NEXT:  return %arg0, %0 : vector<4xf32>, vector<1x1x4xf32>
// CHECK-NEXT:  }
func.func @insert_full(%v: vector<4xf32>, %d: vector<4xf32>, %w: vector<1x4xf32>, %d2: vector<1x1x4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>) {
  %0 = vector.insert %v, %d [] : vector<4xf32> into vector<4xf32>
  %1 = vector.insert %w, %d2 [0] : vector<1x4xf32> into vector<1x1x4xf32>
  return %0, %1 : vector<4xf32>, vector<1x1x4xf32>
}

// CHECK-LABEL: func.func @insert_const() -> (vector<4xi32>, vector<2x3xf32>, vector<4xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<[1, 2, 9, 4]> : vector<4xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00]]> : vector<2x3xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[1, 9, 3, 4]> : vector<4xi32>
// CHECK-NEXT:  return %cst, %cst_0, %cst_1 : vector<4xi32>, vector<2x3xf32>, vector<4xi32>
// CHECK-NEXT:  }
func.func @insert_const() -> (vector<4xi32>, vector<2x3xf32>, vector<4xi32>) {
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c = arith.constant 9 : i32
  %0 = vector.insert %c, %d [2] : i32 into vector<4xi32>
  %e = arith.constant dense<0.0> : vector<2x3xf32>
  %r = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %1 = vector.insert %r, %e [1] : vector<3xf32> into vector<2x3xf32>
  %i = arith.constant 1 : index
  %2 = vector.insert %c, %d [%i] : i32 into vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<2x3xf32>, vector<4xi32>
}

// CHECK-LABEL: func.func @insert_chain(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = vector.insert %arg1, %arg2 [1] : f32 into vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @insert_chain(%a: f32, %b: f32, %d: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %a, %d [1] : f32 into vector<4xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<4xf32>
  return %1 : vector<4xf32>
}

// CHECK-LABEL: func.func @insert_poison(%arg0: f32, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %0 = ub.poison : vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @insert_poison(%a: f32, %d: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.insert %a, %d [-1] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @insert_edge(%arg0: i32, %arg1: index) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:  %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:  %0 = ub.poison : vector<4xi32>
// CHECK-NEXT:  %c7 = arith.constant 7 : index
// CHECK-NEXT:  %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:  %1 = vector.insert %arg0, %cst [%arg1] : i32 into vector<4xi32>
// CHECK-NEXT:  %2 = vector.insert %arg0, %cst [%c7] : i32 into vector<4xi32>
// CHECK-NEXT:  %3 = vector.insert %c3_i32, %0 [2] : i32 into vector<4xi32>
// CHECK-NEXT:  return %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT:  }
func.func @insert_edge(%x: i32, %i: index) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.insert %x, %d [%i] : i32 into vector<4xi32>
  %c7 = arith.constant 7 : index
  %1 = vector.insert %x, %d [%c7] : i32 into vector<4xi32>
  %pv = ub.poison : vector<4xi32>
  %c3 = arith.constant 3 : i32
  %2 = vector.insert %c3, %pv [2] : i32 into vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @insert_splat(%arg0: f32) -> vector<4x4xf32> {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<4x4xf32>
// CHECK-NEXT:  return %0 : vector<4x4xf32>
// CHECK-NEXT:  }
func.func @insert_splat(%a: f32) -> vector<4x4xf32> {
  %d = vector.broadcast %a : f32 to vector<4x4xf32>
  %s = vector.broadcast %a : f32 to vector<4xf32>
  %0 = vector.insert %s, %d [2] : vector<4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// CHECK-LABEL: func.func @insert_all(%arg0: i32, %arg1: i32) -> vector<2xi32> {
// CHECK-NEXT:  %0 = vector.from_elements %arg0, %arg1 : vector<2xi32>
// CHECK-NEXT:  return %0 : vector<2xi32>
// CHECK-NEXT:  }
func.func @insert_all(%a: i32, %b: i32) -> vector<2xi32> {
  %p = ub.poison : vector<2xi32>
  %0 = vector.insert %a, %p [0] : i32 into vector<2xi32>
  %1 = vector.insert %b, %0 [1] : i32 into vector<2xi32>
  return %1 : vector<2xi32>
}

// CHECK-LABEL: func.func @insert_chain_vec(%arg0: vector<2xi32>, %arg1: i32, %arg2: i32, %arg3: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
// CHECK-NEXT:  %0:2 = vector.to_elements %arg0 : vector<2xi32>
// CHECK-NEXT:  %1 = vector.from_elements %0#0, %0#1, %arg1, %arg2 : vector<2x2xi32>
// CHECK-NEXT:  %2 = vector.insert %arg1, %arg3 [1, 0] : i32 into vector<2x2xi32>
// CHECK-NEXT:  %3 = vector.insert %arg2, %2 [1, 1] : i32 into vector<2x2xi32>
// CHECK-NEXT:  return %1, %3 : vector<2x2xi32>, vector<2x2xi32>
// CHECK-NEXT:  }
func.func @insert_chain_vec(%a: vector<2xi32>, %b: i32, %c: i32, %d: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %0 = vector.insert %a, %d [0] : vector<2xi32> into vector<2x2xi32>
  %1 = vector.insert %b, %0 [1, 0] : i32 into vector<2x2xi32>
  %2 = vector.insert %c, %1 [1, 1] : i32 into vector<2x2xi32>
  %3 = vector.insert %b, %d [1, 0] : i32 into vector<2x2xi32>
  %4 = vector.insert %c, %3 [1, 1] : i32 into vector<2x2xi32>
  return %2, %4 : vector<2x2xi32>, vector<2x2xi32>
}

// CHECK-LABEL: func.func @insert_big() -> (vector<300xi32>, vector<300xi32>, vector<300xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<"0x{{[0-9A-F]+}}"> : vector<300xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<1> : vector<300xi32>
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  %0 = vector.insert %c5_i32, %cst_0 [3] : i32 into vector<300xi32>
// CHECK-NEXT:  return %0, %0, %cst : vector<300xi32>, vector<300xi32>, vector<300xi32>
// CHECK-NEXT:  }
func.func @insert_big() -> (vector<300xi32>, vector<300xi32>, vector<300xi32>) {
  %d = arith.constant dense<1> : vector<300xi32>
  %c = arith.constant 5 : i32
  %0 = vector.insert %c, %d [3] : i32 into vector<300xi32>
  %1 = vector.insert %c, %d [4] : i32 into vector<300xi32>
  return %0, %0, %1 : vector<300xi32>, vector<300xi32>, vector<300xi32>
}

// CHECK-LABEL: func.func @shuffle(%arg0: vector<4xi32>, %arg1: vector<2xi32>) -> (vector<4xi32>, vector<2xi32>, vector<3xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<[8, 1, 4]> : vector<3xi32>
// CHECK-NEXT:  return %arg0, %arg1, %cst : vector<4xi32>, vector<2xi32>, vector<3xi32>
// CHECK-NEXT:  }
func.func @shuffle(%a: vector<4xi32>, %b: vector<2xi32>) -> (vector<4xi32>, vector<2xi32>, vector<3xi32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xi32>, vector<2xi32>
  %1 = vector.shuffle %a, %b [4, 5] : vector<4xi32>, vector<2xi32>
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<[7, 8]> : vector<2xi32>
  %2 = vector.shuffle %c, %d [5, 0, 3] : vector<4xi32>, vector<2xi32>
  return %0, %1, %2 : vector<4xi32>, vector<2xi32>, vector<3xi32>
}

// CHECK-LABEL: func.func @shuffle_more(%arg0: i32, %arg1: vector<i32>, %arg2: vector<i32>) -> (vector<4xi32>, vector<1xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT:  %0 = ub.poison : vector<4xi32>
// CHECK-NEXT:  %cst = arith.constant dense<[1, 2, 1, 1]> : vector<4xi32>
// CHECK-NEXT:  %1 = vector.broadcast %arg0 : i32 to vector<4xi32>
// CHECK-NEXT:  %2 = vector.broadcast %arg2 : vector<i32> to vector<1xi32>
// CHECK-NEXT:  return %1, %2, %cst, %0 : vector<4xi32>, vector<1xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT:  }
func.func @shuffle_more(%x: i32, %v: vector<i32>, %w: vector<i32>) -> (vector<4xi32>, vector<1xi32>, vector<4xi32>, vector<4xi32>) {
  %a = vector.broadcast %x : i32 to vector<2xi32>
  %0 = vector.shuffle %a, %a [0, 3, 1, 2] : vector<2xi32>, vector<2xi32>
  %1 = vector.shuffle %v, %w [1] : vector<i32>, vector<i32>
  %p = ub.poison : vector<2xi32>
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %2 = vector.shuffle %p, %c [0, 3, -1, 2] : vector<2xi32>, vector<2xi32>
  %3 = vector.shuffle %p, %p [0, 3, -1, 2] : vector<2xi32>, vector<2xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<1xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @shuffle_interleave(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<4xi32> {
// CHECK-NEXT:  %0 = vector.interleave %arg0, %arg1 : vector<2xi32> -> vector<4xi32>
// CHECK-NEXT:  return %0 : vector<4xi32>
// CHECK-NEXT:  }
func.func @shuffle_interleave(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<4xi32> {
  %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xi32>, vector<2xi32>
  return %0 : vector<4xi32>
}

// CHECK-LABEL: func.func @shuffle0d(%arg0: vector<i32>, %arg1: vector<i32>) -> (vector<1xi32>, vector<2xi32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : vector<i32> to vector<1xi32>
// CHECK-NEXT:  %1 = vector.interleave %arg0, %arg1 : vector<i32> -> vector<2xi32>
// CHECK-NEXT:  return %0, %1 : vector<1xi32>, vector<2xi32>
// CHECK-NEXT:  }
func.func @shuffle0d(%a: vector<i32>, %b: vector<i32>) -> (vector<1xi32>, vector<2xi32>) {
  %0 = vector.shuffle %a, %b [0] : vector<i32>, vector<i32>
  %1 = vector.shuffle %a, %b [0, 1] : vector<i32>, vector<i32>
  return %0, %1 : vector<1xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @shuffle2d() -> vector<3x2xi32> {
// CHECK-NEXT:  %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<{{\[\[}}5, 6]]> : vector<1x2xi32>
// CHECK-NEXT:  %0 = vector.shuffle %cst, %cst_0 [2, 0, 1] : vector<2x2xi32>, vector<1x2xi32>
// CHECK-NEXT:  return %0 : vector<3x2xi32>
// CHECK-NEXT:  }
func.func @shuffle2d() -> vector<3x2xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %d = arith.constant dense<[[5, 6]]> : vector<1x2xi32>
  %0 = vector.shuffle %c, %d [2, 0, 1] : vector<2x2xi32>, vector<1x2xi32>
  return %0 : vector<3x2xi32>
}

// CHECK-LABEL: func.func @strided(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<2x4xf32>) {
// CHECK-NEXT:  return %arg0, %arg0, %arg1 : vector<4x8xf32>, vector<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @strided(%v: vector<4x8xf32>, %s: vector<2x4xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<2x4xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  %1 = vector.insert_strided_slice %v, %v {offsets = [0, 0], strides = [1, 1]} : vector<4x8xf32> into vector<4x8xf32>
  %2 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %0, %1, %3 : vector<4x8xf32>, vector<4x8xf32>, vector<2x4xf32>
}

// CHECK-LABEL: func.func @strided_const() -> (vector<2xi32>, vector<2x2xf32>, vector<4xi32>, vector<2x3xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<[2, 3]> : vector<2xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<2.000000e+00> : vector<2x2xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<[1, 5, 6, 4]> : vector<4xi32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<{{\[\[}}1, 2, 3], [4, 9, 9]]> : vector<2x3xi32>
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2 : vector<2xi32>, vector<2x2xf32>, vector<4xi32>, vector<2x3xi32>
// CHECK-NEXT:  }
func.func @strided_const() -> (vector<2xi32>, vector<2x2xf32>, vector<4xi32>, vector<2x3xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
  %s = arith.constant dense<2.0> : vector<4x4xf32>
  %1 = vector.extract_strided_slice %s {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %a = arith.constant dense<[5, 6]> : vector<2xi32>
  %2 = vector.insert_strided_slice %a, %c {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %n = arith.constant dense<9> : vector<1x2xi32>
  %3 = vector.insert_strided_slice %n, %m {offsets = [1, 1], strides = [1, 1]} : vector<1x2xi32> into vector<2x3xi32>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2x2xf32>, vector<4xi32>, vector<2x3xi32>
}

// CHECK-LABEL: func.func @strided_splat(%arg0: f32) -> (vector<2xf32>, vector<4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:  %1 = vector.broadcast %arg0 : f32 to vector<2xf32>
// CHECK-NEXT:  return %1, %0 : vector<2xf32>, vector<4xf32>
// CHECK-NEXT:  }
func.func @strided_splat(%x: f32) -> (vector<2xf32>, vector<4xf32>) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %c = vector.broadcast %x : f32 to vector<2xf32>
  %1 = vector.insert_strided_slice %c, %b {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  return %0, %1 : vector<2xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @iss(%arg0: vector<4x8xf32>) -> (vector<4x8xf32>, vector<2x3x4xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<{{\[\[}}[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], {{\[\[}}0, 0, 0, 0], [0, 0, 1, 2], [0, 0, 3, 4]]]> : vector<2x3x4xi32>
// CHECK-NEXT:  return %arg0, %cst : vector<4x8xf32>, vector<2x3x4xi32>
// CHECK-NEXT:  }
func.func @iss(%v: vector<4x8xf32>) -> (vector<4x8xf32>, vector<2x3x4xi32>) {
  %e = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %0 = vector.insert_strided_slice %e, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %d = arith.constant dense<0> : vector<2x3x4xi32>
  %s = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %1 = vector.insert_strided_slice %s, %d {offsets = [1, 1, 2], strides = [1, 1]} : vector<2x2xi32> into vector<2x3x4xi32>
  return %0, %1 : vector<4x8xf32>, vector<2x3x4xi32>
}

// CHECK-LABEL: func.func @ess_broadcast(%arg0: vector<1x4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> (vector<2x2x4xf32>, vector<3x2xf32>, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<2x2x4xf32>
// CHECK-NEXT:  %1 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT:  %2 = vector.broadcast %1 : vector<2xf32> to vector<3x2xf32>
// CHECK-NEXT:  %3 = vector.broadcast %arg0 : vector<1x4xf32> to vector<2x4xf32>
// CHECK-NEXT:  return %0, %2, %3 : vector<2x2x4xf32>, vector<3x2xf32>, vector<2x4xf32>
// CHECK-NEXT:  }
func.func @ess_broadcast(%v: vector<1x4xf32>, %w: vector<4xf32>, %x: f32) -> (vector<2x2x4xf32>, vector<3x2xf32>, vector<2x4xf32>) {
  %b = vector.broadcast %v : vector<1x4xf32> to vector<3x4x4xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4x4xf32> to vector<2x2x4xf32>
  %c = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract_strided_slice %c {offsets = [0, 1], sizes = [3, 2], strides = [1, 1]} : vector<3x4xf32> to vector<3x2xf32>
  %d = vector.broadcast %v : vector<1x4xf32> to vector<3x4xf32>
  %2 = vector.extract_strided_slice %d {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xf32> to vector<2x4xf32>
  return %0, %1, %2 : vector<2x2x4xf32>, vector<3x2xf32>, vector<2x4xf32>
}

// CHECK-LABEL: func.func @ess_contiguous(%arg0: vector<8x1x1x2x8xi8>, %arg1: vector<4x8xf32>) -> (vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<2x8xf32>) {
// CHECK-NEXT:  %0 = vector.extract %arg0[0, 0, 0, 0] : vector<8xi8> from vector<8x1x1x2x8xi8>
// CHECK-NEXT:  %1 = vector.shape_cast %0 : vector<8xi8> to vector<1x1x1x1x8xi8>
// CHECK-NEXT:  %2 = vector.extract %arg1[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT:  %3 = vector.shape_cast %2 : vector<8xf32> to vector<1x8xf32>
// CHECK-NEXT:  %4 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
// CHECK-NEXT:  return %1, %3, %4 : vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<2x8xf32>
// CHECK-NEXT:  }
func.func @ess_contiguous(%v: vector<8x1x1x2x8xi8>, %w: vector<4x8xf32>) -> (vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<2x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0, 0, 0, 0], sizes = [1, 1, 1, 1, 8], strides = [1, 1, 1, 1, 1]} : vector<8x1x1x2x8xi8> to vector<1x1x1x1x8xi8>
  %1 = vector.extract_strided_slice %w {offsets = [2], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  %2 = vector.extract_strided_slice %w {offsets = [2], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return %0, %1, %2 : vector<1x1x1x1x8xi8>, vector<1x8xf32>, vector<2x8xf32>
}

// CHECK-LABEL: func.func @insert_chain_shared(%arg0: i32, %arg1: i32, %arg2: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:  %0 = vector.insert %arg0, %arg2 [0] : i32 into vector<2xi32>
// CHECK-NEXT:  %1 = vector.insert %arg1, %0 [1] : i32 into vector<2xi32>
// CHECK-NEXT:  return %0, %1 : vector<2xi32>, vector<2xi32>
// CHECK-NEXT:  }
func.func @insert_chain_shared(%a: i32, %b: i32, %d: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %0 = vector.insert %a, %d [0] : i32 into vector<2xi32>
  %1 = vector.insert %b, %0 [1] : i32 into vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @strided_chain(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<1x2xf32>) -> (vector<1x2xf32>, vector<2x2xf32>, vector<1x2xf32>) {
// CHECK-NEXT:  %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT:  %1 = vector.insert_strided_slice %arg2, %0 {offsets = [3, 6], strides = [1, 1]} : vector<1x2xf32> into vector<4x8xf32>
// CHECK-NEXT:  %2 = vector.extract_strided_slice %arg1 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK-NEXT:  %3 = vector.extract_strided_slice %1 {offsets = [1, 3], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
// CHECK-NEXT:  return %2, %3, %arg2 : vector<1x2xf32>, vector<2x2xf32>, vector<1x2xf32>
// CHECK-NEXT:  }
func.func @strided_chain(%v: vector<4x8xf32>, %s: vector<2x4xf32>, %t: vector<1x2xf32>) -> (vector<1x2xf32>, vector<2x2xf32>, vector<1x2xf32>) {
  %0 = vector.insert_strided_slice %s, %v {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.insert_strided_slice %t, %0 {offsets = [3, 6], strides = [1, 1]} : vector<1x2xf32> into vector<4x8xf32>
  %2 = vector.extract_strided_slice %1 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<4x8xf32> to vector<1x2xf32>
  %3 = vector.extract_strided_slice %1 {offsets = [1, 3], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  %4 = vector.extract_strided_slice %1 {offsets = [3, 6], sizes = [1, 2], strides = [1, 1]} : vector<4x8xf32> to vector<1x2xf32>
  return %2, %3, %4 : vector<1x2xf32>, vector<2x2xf32>, vector<1x2xf32>
}

// CHECK-LABEL: func.func @insert_strided_big() -> (vector<300xi32>, vector<300xi32>) {
// CHECK-NEXT:  %cst = arith.constant dense<1> : vector<300xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<2> : vector<2xi32>
// CHECK-NEXT:  %0 = vector.insert_strided_slice %cst_0, %cst {offsets = [4], strides = [1]} : vector<2xi32> into vector<300xi32>
// CHECK-NEXT:  return %0, %cst : vector<300xi32>, vector<300xi32>
// CHECK-NEXT:  }
func.func @insert_strided_big() -> (vector<300xi32>, vector<300xi32>) {
  %d = arith.constant dense<1> : vector<300xi32>
  %s = arith.constant dense<2> : vector<2xi32>
  %0 = vector.insert_strided_slice %s, %d {offsets = [4], strides = [1]} : vector<2xi32> into vector<300xi32>
  return %0, %d : vector<300xi32>, vector<300xi32>
}

// CHECK-LABEL: func.func @broadcast_of_shape_cast(%arg0: vector<4xf32>, %arg1: vector<2x2xf32>) -> (vector<3x4xf32>, vector<3x4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %arg1 : vector<2x2xf32> to vector<1x4xf32>
// CHECK-NEXT:  %2 = vector.broadcast %1 : vector<1x4xf32> to vector<3x4xf32>
// CHECK-NEXT:  return %0, %2 : vector<3x4xf32>, vector<3x4xf32>
// CHECK-NEXT:  }
func.func @broadcast_of_shape_cast(%v: vector<4xf32>, %w: vector<2x2xf32>) -> (vector<3x4xf32>, vector<3x4xf32>) {
  %s = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %0 = vector.broadcast %s : vector<1x4xf32> to vector<3x4xf32>
  %t = vector.shape_cast %w : vector<2x2xf32> to vector<1x4xf32>
  %1 = vector.broadcast %t : vector<1x4xf32> to vector<3x4xf32>
  return %0, %1 : vector<3x4xf32>, vector<3x4xf32>
}

// The slice leaves the broadcast unit dimension out (sizes shorter than the rank).
// CHECK-LABEL: func.func @strided_broadcast_short_sizes(%arg0: vector<2x1xf32>) -> vector<3x1x5xf32> {
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : vector<1xf32> from vector<2x1xf32>
// CHECK-NEXT:  %1 = vector.broadcast %0 : vector<1xf32> to vector<3x1x5xf32>
// CHECK-NEXT:  return %1 : vector<3x1x5xf32>
// CHECK-NEXT:  }
func.func @strided_broadcast_short_sizes(%v: vector<2x1xf32>) -> vector<3x1x5xf32> {
  %b = vector.broadcast %v : vector<2x1xf32> to vector<3x2x5xf32>
  %0 = vector.extract_strided_slice %b {offsets = [0, 0], sizes = [3, 1], strides = [1, 1]} : vector<3x2x5xf32> to vector<3x1x5xf32>
  return %0 : vector<3x1x5xf32>
}
