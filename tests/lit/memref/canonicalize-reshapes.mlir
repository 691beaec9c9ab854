// Folds and patterns of the memref reshapes: foldReshapeOp (identity, inverse pair), composition of
// two reshapes, a collapse of an expansion, a collapse of a foldable cast, dim of memref.reshape.
// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @expand_same_type(%arg0: memref<3x?xi32>, %arg1: index) -> memref<3x?xi32> {
// CHECK-NEXT:    return %arg0 : memref<3x?xi32>
func.func @expand_same_type(%m: memref<3x?xi32>, %n: index) -> memref<3x?xi32> {
  %0 = memref.expand_shape %m [[0], [1]] output_shape [3, %n] : memref<3x?xi32> into memref<3x?xi32>
  return %0 : memref<3x?xi32>
}

// -----

// CHECK-LABEL: func.func @collapse_then_expand_back(%arg0: memref<6x?xf32>, %arg1: index) -> memref<6x?xf32> {
// CHECK-NEXT:    return %arg0 : memref<6x?xf32>
func.func @collapse_then_expand_back(%m: memref<6x?xf32>, %n: index) -> memref<6x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %n] : memref<?xf32> into memref<6x?xf32>
  return %1 : memref<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @expand_then_collapse_two_dynamic(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> memref<?x?xf32> {
// CHECK-NEXT:    return %arg0 : memref<?x?xf32>
func.func @expand_then_collapse_two_dynamic(%m: memref<?x?xf32>, %a: index, %b: index, %c: index, %d: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 2, %b, %c] : memref<?x?xf32> into memref<?x2x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x2x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_then_expand_two_dynamic_groups(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?x?xf32> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT:    %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : memref<?x?xf32> into memref<?x?x?xf32>
// CHECK-NEXT:    return %expand_shape : memref<?x?x?xf32>
func.func @collapse_then_expand_two_dynamic_groups(%m: memref<?x?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x?x?xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [%a, %b, %c] : memref<?x?xf32> into memref<?x?x?xf32>
  return %1 : memref<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_collapse(%arg0: memref<2x3x4x5xi8>) -> memref<120xi8> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xi8> into memref<120xi8>
// CHECK-NEXT:    return %collapse_shape : memref<120xi8>
func.func @collapse_collapse(%m: memref<2x3x4x5xi8>) -> memref<120xi8> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xi8> into memref<6x4x5xi8>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x4x5xi8> into memref<120xi8>
  return %1 : memref<120xi8>
}

// -----

// CHECK-LABEL: func.func @expand_expand(%arg0: memref<?xi8>, %arg1: index, %arg2: index) -> memref<?x2x3x5xi8> {
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] output_shape [%arg2, 2, 3, 5] : memref<?xi8> into memref<?x2x3x5xi8>
// CHECK-NEXT:    return %expand_shape : memref<?x2x3x5xi8>
func.func @expand_expand(%m: memref<?xi8>, %a: index, %b: index) -> memref<?x2x3x5xi8> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 5] : memref<?xi8> into memref<?x5xi8>
  %1 = memref.expand_shape %0 [[0, 1, 2], [3]] output_shape [%b, 2, 3, 5] : memref<?x5xi8> into memref<?x2x3x5xi8>
  return %1 : memref<?x2x3x5xi8>
}

// -----

// CHECK-LABEL: func.func @expand_collapse_to_cast(%arg0: memref<?xi16, strided<[1]>>, %arg1: index) -> memref<?xi16> {
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?xi16, strided<[1]>> to memref<?xi16>
// CHECK-NEXT:    return %cast : memref<?xi16>
func.func @expand_collapse_to_cast(%m: memref<?xi16, strided<[1]>>, %n: index) -> memref<?xi16> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [1, %n, 1] : memref<?xi16, strided<[1]>> into memref<1x?x1xi16>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<1x?x1xi16> into memref<?xi16>
  return %1 : memref<?xi16>
}

// -----

// CHECK-LABEL: func.func @expand_collapse_lower_rank(%arg0: memref<4x?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x?xf32> into memref<?xf32>
// CHECK-NEXT:    return %collapse_shape : memref<?xf32>
func.func @expand_collapse_lower_rank(%m: memref<4x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @expand_collapse_higher_rank(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x12xf32> {
// CHECK-NEXT:    %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 12] : memref<?xf32> into memref<?x12xf32>
// CHECK-NEXT:    return %expand_shape : memref<?x12xf32>
func.func @expand_collapse_higher_rank(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x12xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [%a, 3, 4] : memref<?xf32> into memref<?x3x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x3x4xf32> into memref<?x12xf32>
  return %1 : memref<?x12xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(%arg0: memref<3x?x2xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<3x?x2xf32> into memref<?x2xf32>
// CHECK-NEXT:    %cast = memref.cast %collapse_shape : memref<?x2xf32> to memref<?x?xf32>
// CHECK-NEXT:    return %cast : memref<?x?xf32>
func.func @collapse_of_cast(%m: memref<3x?x2xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<3x?x2xf32> to memref<?x?x?xf32>
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast_same_result(%arg0: memref<?x?x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT:    %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
// CHECK-NEXT:    return %collapse_shape : memref<?x?xf32>
func.func @collapse_of_cast_same_result(%m: memref<?x?x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.cast %0 : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape(%arg0: memref<*xi8>, %arg1: memref<3xi32>, %arg2: index) -> index {
// CHECK-NEXT:    %0 = memref.load %arg1[%arg2] : memref<3xi32>
// CHECK-NEXT:    %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:    return %1 : index
func.func @dim_of_reshape(%m: memref<*xi8>, %shape: memref<3xi32>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xi8>, memref<3xi32>) -> memref<*xi8>
  %d = memref.dim %r, %i : memref<*xi8>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape_index_after(%arg0: memref<*xi8>, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:    %reshape = memref.reshape %arg0(%arg1) : (memref<*xi8>, memref<?xindex>) -> memref<*xi8>
// CHECK-NEXT:    %0 = "test.index"() : () -> index
// CHECK-NEXT:    %dim = memref.dim %reshape, %0 : memref<*xi8>
// CHECK-NEXT:    return %dim : index
func.func @dim_of_reshape_index_after(%m: memref<*xi8>, %shape: memref<?xindex>) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xi8>, memref<?xindex>) -> memref<*xi8>
  %i = "test.index"() : () -> index
  %d = memref.dim %r, %i : memref<*xi8>
  return %d : index
}
