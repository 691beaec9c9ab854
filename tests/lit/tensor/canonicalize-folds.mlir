// Fold hooks of the tensor ops (upstream MLIR 22's TensorOps.cpp): casts, extract,
// from_elements, insert, concat, rank, splat, dim, the reshapes, trivial slices,
// pad and gather (see canonicalize-patterns.mlir for the patterns).
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @cast_identity(%arg0: tensor<3x?xf16>) -> tensor<3x?xf16> {
// CHECK-NEXT: return %arg0 : tensor<3x?xf16>
// CHECK-NEXT: }
func.func @cast_identity(%t: tensor<3x?xf16>) -> tensor<3x?xf16> {
  %0 = tensor.cast %t : tensor<3x?xf16> to tensor<3x?xf16>
  return %0 : tensor<3x?xf16>
}

// -----

// CHECK-LABEL: func.func @cast_chains(%arg0: tensor<*xi8>, %arg1: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>, tensor<3x2xi8>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<*xi8> to tensor<2x3xi8>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<2x3xi8> to tensor<?x?xi8>
// CHECK-NEXT: %cast_1 = tensor.cast %cast_0 : tensor<?x?xi8> to tensor<3x2xi8>
// CHECK-NEXT: return %cast, %arg1, %cast_1 : tensor<2x3xi8>, tensor<2x3xi8>, tensor<3x2xi8>
// CHECK-NEXT: }
func.func @cast_chains(%u: tensor<*xi8>, %r: tensor<2x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>, tensor<3x2xi8>) {
  %a = tensor.cast %u : tensor<*xi8> to tensor<?x3xi8>
  %b = tensor.cast %a : tensor<?x3xi8> to tensor<2x3xi8>
  %c = tensor.cast %r : tensor<2x3xi8> to tensor<?x?xi8>
  %d = tensor.cast %c : tensor<?x?xi8> to tensor<2x3xi8>
  %e = tensor.cast %c : tensor<?x?xi8> to tensor<3x2xi8>
  return %b, %d, %e : tensor<2x3xi8>, tensor<2x3xi8>, tensor<3x2xi8>
}

// -----

// CHECK-LABEL: func.func @bitcast_chains(%arg0: tensor<3xf32>) -> (tensor<3xui32>, tensor<3xf32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<3xf32> to tensor<3xui32>
// CHECK-NEXT: return %0, %arg0 : tensor<3xui32>, tensor<3xf32>
// CHECK-NEXT: }
func.func @bitcast_chains(%t: tensor<3xf32>) -> (tensor<3xui32>, tensor<3xf32>) {
  %a = tensor.bitcast %t : tensor<3xf32> to tensor<3xi32>
  %b = tensor.bitcast %a : tensor<3xi32> to tensor<3xui32>
  %c = tensor.bitcast %a : tensor<3xi32> to tensor<3xf32>
  return %b, %c : tensor<3xui32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @extract_constants(%arg0: index) -> (i16, f64, f64, i16) {
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %cst = arith.constant 3.500000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: return %c7_i16, %cst, %cst_0, %c7_i16 : i16, f64, f64, i16
// CHECK-NEXT: }
func.func @extract_constants(%i: index) -> (i16, f64, f64, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %splat = arith.constant dense<7> : tensor<5xi16>
  %a = tensor.extract %splat[%i] : tensor<5xi16>
  %dense = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf64>
  %b = tensor.extract %dense[%c1, %c0] : tensor<2x2xf64>
  %sparse = arith.constant sparse<[[0, 1]], [9.0]> : tensor<2x3xf64>
  %c = tensor.extract %sparse[%c1, %c2] : tensor<2x3xf64>
  %d = tensor.extract %splat[%c2] : tensor<5xi16>
  return %a, %b, %c, %d : i16, f64, f64, i16
}

// -----

// CHECK-LABEL: func.func @extract_out_of_bounds() -> f64 {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %cst = arith.constant dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf64>
// CHECK-NEXT: %extracted = tensor.extract %cst[%c5] : tensor<2xf64>
// CHECK-NEXT: return %extracted : f64
// CHECK-NEXT: }
func.func @extract_out_of_bounds() -> f64 {
  %c5 = arith.constant 5 : index
  %dense = arith.constant dense<[1.5, 2.5]> : tensor<2xf64>
  %b = tensor.extract %dense[%c5] : tensor<2xf64>
  return %b : f64
}

// -----

// CHECK-LABEL: func.func @extract_from_elements(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i8, %arg4: i8, %arg5: i8) -> (i8, i8, i8) {
// CHECK-NEXT: return %arg5, %arg1, %arg0 : i8, i8, i8
// CHECK-NEXT: }
func.func @extract_from_elements(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> (i8, i8, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = tensor.from_elements %a, %b, %c, %d, %e, %f : tensor<2x3xi8>
  %x = tensor.extract %t[%c1, %c2] : tensor<2x3xi8>
  %y = tensor.extract %t[%c0, %c1] : tensor<2x3xi8>
  %s = tensor.from_elements %a : tensor<i8>
  %z = tensor.extract %s[] : tensor<i8>
  return %x, %y, %z : i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @extract_from_elements_out_of_bounds(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xi8>
// CHECK-NEXT: %extracted = tensor.extract %from_elements[%c3] : tensor<2xi8>
// CHECK-NEXT: return %extracted : i8
// CHECK-NEXT: }
func.func @extract_from_elements_out_of_bounds(%a: i8, %b: i8) -> i8 {
  %c3 = arith.constant 3 : index
  %t = tensor.from_elements %a, %b : tensor<2xi8>
  %x = tensor.extract %t[%c3] : tensor<2xi8>
  return %x : i8
}

// -----

// CHECK-LABEL: func.func @extract_after_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %0[%i] : tensor<4xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @from_elements_constants() -> (tensor<2x2xi32>, tensor<3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2], [2, 1]]> : tensor<2x2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<5.000000e-01> : tensor<3xf32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<2x2xi32>, tensor<3xf32>
// CHECK-NEXT: }
func.func @from_elements_constants() -> (tensor<2x2xi32>, tensor<3xf32>) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %f = arith.constant 0.5 : f32
  %0 = tensor.from_elements %c1, %c2, %c2, %c1 : tensor<2x2xi32>
  %1 = tensor.from_elements %f, %f, %f : tensor<3xf32>
  return %0, %1 : tensor<2x2xi32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @insert_into_splat(%arg0: index) -> (tensor<3xi32>, tensor<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<5> : tensor<3xi32>
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %inserted = tensor.insert %c6_i32 into %cst[%arg0] : tensor<3xi32>
// CHECK-NEXT: return %cst, %inserted : tensor<3xi32>, tensor<3xi32>
// CHECK-NEXT: }
func.func @insert_into_splat(%i: index) -> (tensor<3xi32>, tensor<3xi32>) {
  %t = arith.constant dense<5> : tensor<3xi32>
  %five = arith.constant 5 : i32
  %six = arith.constant 6 : i32
  %0 = tensor.insert %five into %t[%i] : tensor<3xi32>
  %1 = tensor.insert %six into %t[%i] : tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @concat_single(%arg0: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x5xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x5xf32>
// CHECK-NEXT: return %arg0, %cast : tensor<2x?xf32>, tensor<2x5xf32>
// CHECK-NEXT: }
func.func @concat_single(%t: tensor<2x?xf32>) -> (tensor<2x?xf32>, tensor<2x5xf32>) {
  %0 = tensor.concat dim(1) %t : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = tensor.concat dim(0) %t : (tensor<2x?xf32>) -> tensor<2x5xf32>
  return %0, %1 : tensor<2x?xf32>, tensor<2x5xf32>
}

// -----

// CHECK-LABEL: func.func @rank_and_splat(%arg0: tensor<?x2x?xf32>, %arg1: tensor<*xf32>) -> (index, index, tensor<2x2xi64>) {
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<2x2xi64>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %c3, %rank, %cst : index, index, tensor<2x2xi64>
// CHECK-NEXT: }
func.func @rank_and_splat(%t: tensor<?x2x?xf32>, %u: tensor<*xf32>) -> (index, index, tensor<2x2xi64>) {
  %0 = tensor.rank %t : tensor<?x2x?xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  %c = arith.constant 3 : i64
  %2 = tensor.splat %c : tensor<2x2xi64>
  return %0, %1, %2 : index, index, tensor<2x2xi64>
}

// -----

// CHECK-LABEL: func.func @dim_folds(%arg0: tensor<?x6xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: return %c6, %arg1, %c6, %arg1 : index, index, index, index
// CHECK-NEXT: }
func.func @dim_folds(%t: tensor<?x6xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<?x6xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } : tensor<?x3xf32>
  %1 = tensor.dim %g, %c0 : tensor<?x3xf32>
  %cast = tensor.cast %t : tensor<?x6xf32> to tensor<?x?xf32>
  %2 = tensor.dim %cast, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %3 = tensor.dim %e, %c1 : tensor<4x?xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @reshape_identities(%arg0: tensor<6xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> (tensor<6xf32>, tensor<6xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg2, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %arg0, %arg0, %expanded : tensor<6xf32>, tensor<6xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @reshape_identities(%t: tensor<6xf32>, %u: tensor<?x?xf32>, %n: index) -> (tensor<6xf32>, tensor<6xf32>, tensor<?x?xf32>) {
  %0 = tensor.expand_shape %t [[0]] output_shape [6] : tensor<6xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %3 = tensor.collapse_shape %u [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %4 = tensor.expand_shape %3 [[0, 1]] output_shape [%n, 5] : tensor<?xf32> into tensor<?x5xf32>
  %5 = tensor.collapse_shape %4 [[0, 1]] : tensor<?x5xf32> into tensor<?xf32>
  %6 = tensor.expand_shape %5 [[0, 1]] output_shape [%n, %n] : tensor<?xf32> into tensor<?x?xf32>
  return %0, %2, %6 : tensor<6xf32>, tensor<6xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_constants() -> (tensor<2x3xi32>, tensor<6xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<4> : tensor<6xi32>
// CHECK-NEXT: return %cst, %cst_0 : tensor<2x3xi32>, tensor<6xi32>
// CHECK-NEXT: }
func.func @reshape_constants() -> (tensor<2x3xi32>, tensor<6xi32>) {
  %c = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %s = arith.constant dense<4> : tensor<2x3xi32>
  %1 = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<6xi32>
}

// -----

// CHECK-LABEL: func.func @reshape_op(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>, %arg2: tensor<?x?xf32>, %arg3: tensor<2xindex>, %arg4: tensor<2xindex>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<3xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg2(%arg4) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %arg0, %reshape, %cst : tensor<?xf32>, tensor<?x?xf32>, tensor<3xf32>
// CHECK-NEXT: }
func.func @reshape_op(%t: tensor<?xf32>, %s: tensor<1xi32>, %u: tensor<?x?xf32>, %s2: tensor<2xindex>, %s3: tensor<2xindex>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<3xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = tensor.reshape %u(%s2) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = tensor.reshape %1(%s3) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %c = arith.constant dense<2.0> : tensor<3x1xf32>
  %sh = arith.constant dense<3> : tensor<1xi32>
  %3 = tensor.reshape %c(%sh) : (tensor<3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
  return %0, %2, %3 : tensor<?xf32>, tensor<?x?xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @trivial_slices(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<0x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg1 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
// CHECK-NEXT: }
func.func @trivial_slices(%t: tensor<3x4xf32>, %u: tensor<3x4xf32>, %e: tensor<0x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [3, 4] [1, 1] : tensor<3x4xf32> to tensor<3x4xf32>
  %1 = tensor.insert_slice %t into %u[0, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<3x4xf32>
  %2 = tensor.insert_slice %e into %u[1, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<3x4xf32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_splat_and_insert(%arg0: tensor<8x8xi8>, %arg1: tensor<2x2xi8>, %arg2: index) -> (tensor<2x2xi8>, tensor<2x2xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<2x2xi8>
// CHECK-NEXT: return %cst, %arg1 : tensor<2x2xi8>, tensor<2x2xi8>
// CHECK-NEXT: }
func.func @slice_of_splat_and_insert(%big: tensor<8x8xi8>, %s: tensor<2x2xi8>, %i: index) -> (tensor<2x2xi8>, tensor<2x2xi8>) {
  %c = arith.constant dense<3> : tensor<8x8xi8>
  %0 = tensor.extract_slice %c[1, 1] [2, 2] [1, 1] : tensor<8x8xi8> to tensor<2x2xi8>
  %1 = tensor.insert_slice %s into %big[%i, 2] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<8x8xi8>
  %2 = tensor.extract_slice %1[%i, 2] [2, 2] [1, 1] : tensor<8x8xi8> to tensor<2x2xi8>
  return %0, %2 : tensor<2x2xi8>, tensor<2x2xi8>
}

// -----

// CHECK-LABEL: func.func @pad_noop(%arg0: tensor<2x3xf32>, %arg1: f32) -> tensor<2x3xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x3xf32>
// CHECK-NEXT: }
func.func @pad_noop(%t: tensor<2x3xf32>, %p: f32) -> tensor<2x3xf32> {
  %0 = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @extract_after_insert_constant(%arg0: tensor<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @extract_after_insert_constant(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %0 = tensor.insert %v into %t[%c2] : tensor<4xf32>
  %1 = tensor.extract %0[%c2] : tensor<4xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @gather_splat(%arg0: tensor<2x1xindex>) -> tensor<2x1x3xf16> {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<2x1x3xf16>
// CHECK-NEXT: return %cst : tensor<2x1x3xf16>
// CHECK-NEXT: }
func.func @gather_splat(%idx: tensor<2x1xindex>) -> tensor<2x1x3xf16> {
  %c = arith.constant dense<1.5> : tensor<4x3xf16>
  %0 = tensor.gather %c[%idx] gather_dims([0]) : (tensor<4x3xf16>, tensor<2x1xindex>) -> tensor<2x1x3xf16>
  return %0 : tensor<2x1x3xf16>
}

// -----

// CHECK-LABEL: func.func @from_elements_empty() -> tensor<0xi32> {
// CHECK-NEXT: %cst = arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT: return %cst : tensor<0xi32>
// CHECK-NEXT: }
func.func @from_elements_empty() -> tensor<0xi32> {
  %0 = tensor.from_elements : tensor<0xi32>
  return %0 : tensor<0xi32>
}
