// Canonicalization patterns of the tensor ops (upstream MLIR 22's TensorOps.cpp):
// extract through casts and generate, empty and generate static sizes, dims,
// reshape compositions, slice constant arguments and casts, pads.
// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @extract_through_cast(%arg0: tensor<6xi32>, %arg1: index) -> i32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<6xi32>
// CHECK-NEXT: return %extracted : i32
// CHECK-NEXT: }
func.func @extract_through_cast(%t: tensor<6xi32>, %i: index) -> i32 {
  %0 = tensor.cast %t : tensor<6xi32> to tensor<?xi32>
  %1 = tensor.extract %0[%i] : tensor<?xi32>
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @extract_through_index_cast(%arg0: tensor<3xi64>, %arg1: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<3xi64>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @extract_through_index_cast(%t: tensor<3xi64>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<3xi64> to tensor<3xindex>
  %1 = tensor.extract %0[%i] : tensor<3xindex>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @extract_from_generate(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = arith.muli %arg1, %arg2 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @extract_from_generate(%n: index, %i: index, %j: index) -> index {
  %0 = tensor.generate %n, %n {
  ^bb0(%a: index, %b: index):
    %s = arith.muli %a, %b : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %1 = tensor.extract %0[%i, %j] : tensor<?x?xindex>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @static_generate(%arg0: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @static_generate(%n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %0 = tensor.generate %c4, %n {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @empty_patterns(%arg0: index) -> (tensor<?x8xf32>, tensor<3x8xf32>, index) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x8xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<3x8xf32>
// CHECK-NEXT: return %0, %1, %arg0 : tensor<?x8xf32>, tensor<3x8xf32>, index
// CHECK-NEXT: }
func.func @empty_patterns(%n: index) -> (tensor<?x8xf32>, tensor<3x8xf32>, index) {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%n, %c8) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x8xf32>
  %2 = tensor.empty(%n) : tensor<?x8xf32>
  %3 = tensor.cast %2 : tensor<?x8xf32> to tensor<3x8xf32>
  %4 = tensor.dim %2, %c0 : tensor<?x8xf32>
  return %1, %3, %4 : tensor<?x8xf32>, tensor<3x8xf32>, index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape_and_insert(%arg0: tensor<*xf32>, %arg1: tensor<?xi64>, %arg2: tensor<?x?xf32>, %arg3: tensor<1x1xf32>, %arg4: f32) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c1] : tensor<?xi64>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i64 to index
// CHECK-NEXT: %dim = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %0, %dim, %dim_0 : index, index, index
// CHECK-NEXT: }
func.func @dim_of_reshape_and_insert(%t: tensor<*xf32>, %shape: tensor<?xi64>, %d: tensor<?x?xf32>, %s: tensor<1x1xf32>, %v: f32) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<?xi64>) -> tensor<*xf32>
  %1 = tensor.dim %0, %c1 : tensor<*xf32>
  %2 = tensor.insert %v into %d[%c1, %c1] : tensor<?x?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?x?xf32>
  %4 = tensor.insert_slice %s into %d[0, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
  %5 = tensor.dim %4, %c1 : tensor<?x?xf32>
  return %1, %3, %5 : index, index, index
}

// -----

// CHECK-LABEL: func.func @reshape_of_splat_and_from_elements(%arg0: f32, %arg1: i8, %arg2: i8) -> (tensor<2x2xf32>, tensor<2x1xi8>) {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<2x2xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %arg2 : tensor<2x1xi8>
// CHECK-NEXT: return %splat, %from_elements : tensor<2x2xf32>, tensor<2x1xi8>
// CHECK-NEXT: }
func.func @reshape_of_splat_and_from_elements(%x: f32, %a: i8, %b: i8) -> (tensor<2x2xf32>, tensor<2x1xi8>) {
  %0 = tensor.splat %x : tensor<4xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %2 = tensor.from_elements %a, %b : tensor<2xi8>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [2, 1] : tensor<2xi8> into tensor<2x1xi8>
  return %1, %3 : tensor<2x2xf32>, tensor<2x1xi8>
}

// -----

// CHECK-LABEL: func.func @slice_constant_arguments(%arg0: tensor<?x?xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, %arg2] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %cast, %inserted_slice : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @slice_constant_arguments(%t: tensor<?x?xf32>, %u: tensor<8x8xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[%c1, %i] [%c2, %c2] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %0 into %t[%c0, %i] [%c2, %c2] [1, %c1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_rank_reducing_constant_arguments(%arg0: tensor<?x?x?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0, 0] [1, 3, %arg1] [1, 1, 1] : tensor<?x?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @slice_rank_reducing_constant_arguments(%t: tensor<?x?x?xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%i, 0, 0] [1, %c3, %i] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_cast(%arg0: tensor<8x16xf32>, %arg1: index, %arg2: index) -> (tensor<?x4xf32>, tensor<2x4xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, %arg1] [%arg2, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, %arg1] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0 : tensor<?x4xf32>, tensor<2x4xf32>
// CHECK-NEXT: }
func.func @slice_of_cast(%t: tensor<8x16xf32>, %i: index, %n: index) -> (tensor<?x4xf32>, tensor<2x4xf32>) {
  %0 = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %0[%i, %i] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %2 = tensor.cast %1 : tensor<?x4xf32> to tensor<2x4xf32>
  return %1, %2 : tensor<?x4xf32>, tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_source_cast(%arg0: tensor<?x?xf32>, %arg1: tensor<9x9xf32>, %arg2: index) -> tensor<9x9xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 0] [3, %arg2] [1, 1] : tensor<3x?xf32> into tensor<9x9xf32>
// CHECK-NEXT: return %inserted_slice : tensor<9x9xf32>
// CHECK-NEXT: }
func.func @insert_slice_source_cast(%s: tensor<?x?xf32>, %d: tensor<9x9xf32>, %i: index) -> tensor<9x9xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.insert_slice %s into %d[%i, 0] [%c3, %i] [1, 1] : tensor<?x?xf32> into tensor<9x9xf32>
  return %0 : tensor<9x9xf32>
}

// -----

// CHECK-LABEL: func.func @slice_negative_constant(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [%c-3] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<?xf32>
// CHECK-NEXT: }
func.func @slice_negative_constant(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant -3 : index
  %0 = tensor.extract_slice %t[0] [%c] [1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_compositions(%arg0: tensor<2x3x4xf32>, %arg1: tensor<24xf32>, %arg2: index) -> (tensor<24xf32>, tensor<2x12xf32>, tensor<6x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT: return %collapsed, %collapsed_0, %expanded : tensor<24xf32>, tensor<2x12xf32>, tensor<6x4xf32>
// CHECK-NEXT: }
func.func @reshape_compositions(%t: tensor<2x3x4xf32>, %u: tensor<24xf32>, %n: index) -> (tensor<24xf32>, tensor<2x12xf32>, tensor<6x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %u [[0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
  %3 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [2, 3, 4] : tensor<2x12xf32> into tensor<2x3x4xf32>
  %4 = tensor.collapse_shape %3 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %5 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %6 = tensor.expand_shape %5 [[0, 1]] output_shape [2, 12] : tensor<24xf32> into tensor<2x12xf32>
  return %1, %6, %4 : tensor<24xf32>, tensor<2x12xf32>, tensor<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_dynamic(%arg0: tensor<?x6xf32>, %arg1: index) -> tensor<?x3xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 4, 2, 3] : tensor<?x6xf32> into tensor<?x4x2x3xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1, 2], [3]] : tensor<?x4x2x3xf32> into tensor<?x3xf32>
// CHECK-NEXT: return %collapsed : tensor<?x3xf32>
// CHECK-NEXT: }
func.func @collapse_of_expand_dynamic(%t: tensor<?x6xf32>, %n: index) -> tensor<?x3xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%n, 4, 2, 3] : tensor<?x6xf32> into tensor<?x4x2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2], [3]] : tensor<?x4x2x3xf32> into tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(%arg0: tensor<3x5x7xi8>) -> tensor<?x7xi8> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<3x5x7xi8> into tensor<15x7xi8>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<15x7xi8> to tensor<?x7xi8>
// CHECK-NEXT: return %cast : tensor<?x7xi8>
// CHECK-NEXT: }
func.func @collapse_of_cast(%t: tensor<3x5x7xi8>) -> tensor<?x7xi8> {
  %0 = tensor.cast %t : tensor<3x5x7xi8> to tensor<?x5x?xi8>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x5x?xi8> into tensor<?x?xi8>
  %2 = tensor.cast %1 : tensor<?x?xi8> to tensor<?x7xi8>
  return %2 : tensor<?x7xi8>
}

// -----

// CHECK-LABEL: func.func @pad_patterns(%arg0: tensor<?x8xf32>, %arg1: tensor<4x4xf32>, %arg2: f32, %arg3: index) -> (tensor<?x?xf32>, tensor<4x4xf32>, tensor<6x?xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[2, 1] high[%arg3, 2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x8xf32> to tensor<?x11xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<?x11xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 low[1, 0] high[1, %arg3] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x8xf32> to tensor<6x?xf32>
// CHECK-NEXT: return %cast, %arg1, %padded_0 : tensor<?x?xf32>, tensor<4x4xf32>, tensor<6x?xf32>
// CHECK-NEXT: }
func.func @pad_patterns(%t: tensor<?x8xf32>, %u: tensor<4x4xf32>, %v: f32, %n: index) -> (tensor<?x?xf32>, tensor<4x4xf32>, tensor<6x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %t low[%c2, 1] high[%n, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  %cast = tensor.cast %u : tensor<4x4xf32> to tensor<?x?xf32>
  %1 = tensor.pad %cast low[%c0, 0] high[0, %c0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<4x4xf32>
  %2 = tensor.pad %t low[1, 0] high[1, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<6x?xf32>
  return %0, %1, %3 : tensor<?x?xf32>, tensor<4x4xf32>, tensor<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @pad_nofold_zero(%arg0: tensor<4x4xf32>, %arg1: f32) -> tensor<4x4xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %padded : tensor<4x4xf32>
// CHECK-NEXT: }
func.func @pad_nofold_zero(%u: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %0 = tensor.pad %u nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_pad(%arg0: tensor<2x2xf32>, %arg1: f32, %arg2: index) -> (tensor<5x6xf32>, tensor<?x5xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 1] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<2x2xf32> to tensor<5x6xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 low[%arg2, 1] high[0, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<2x2xf32> to tensor<?x5xf32>
// CHECK-NEXT: return %padded, %padded_0 : tensor<5x6xf32>, tensor<?x5xf32>
// CHECK-NEXT: }
func.func @pad_of_pad(%t: tensor<2x2xf32>, %v: f32, %n: index) -> (tensor<5x6xf32>, tensor<?x5xf32>) {
  %0 = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x2xf32> to tensor<3x4xf32>
  %1 = tensor.pad %0 low[0, 1] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<5x6xf32>
  %2 = tensor.pad %t low[%n, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x2xf32> to tensor<?x3xf32>
  %3 = tensor.pad %2 low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<?x5xf32>
  return %1, %3 : tensor<5x6xf32>, tensor<?x5xf32>
}

// -----

// CHECK-LABEL: func.func @orthogonal_pads(%arg0: tensor<32x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[2, 3] [%arg1, %arg2] [1, 1] : tensor<32x32xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %padded : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @orthogonal_pads(%t: tensor<32x32xf32>, %a: index, %b: index, %p: index, %q: index) -> tensor<4x8xf32> {
  %v = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %t[2, 0] [%a, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %1 = tensor.pad %0 low[0, 0] high[%p, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x32xf32> to tensor<4x32xf32>
  %2 = tensor.extract_slice %1[0, 3] [4, %b] [1, 1] : tensor<4x32xf32> to tensor<4x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %q] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}
