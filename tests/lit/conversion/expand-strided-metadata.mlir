// RUN: strata-opt %s -split-input-file --expand-strided-metadata | FileCheck %s

// memref views and reshapes become extract_strided_metadata, affine.apply
// (composed and folded) and reinterpret_cast; extract_strided_metadata of
// views, allocations, globals and casts folds. CHECK lines are
// mlir-opt-22's output.

// A subview of a subview: the second reads the first's reinterpret_cast
// through extract_strided_metadata folds; the applies compose.
// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2 + 2)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-LABEL: func.func @subview_of_subview(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%offset, %arg1, %strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%1, %0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [4, %arg3], strides: [%0, 3] : memref<f32> to memref<4x?xf32, strided<[?, 3], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<4x?xf32, strided<[?, 3], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_of_subview(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %s: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%i, 2][8, 8][2, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[1, %j][4, %s][1, 3] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32, strided<[?, 3], offset: ?>>
  %2 = memref.cast %1 : memref<4x?xf32, strided<[?, 3], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return %2 : memref<4x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Constant operands fold with the static entries: the offset and strides
// are constants.
// CHECK-LABEL: func.func @subview_constant_operands(%arg0: memref<16x16xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [50], sizes: [4, 4], strides: [32, 3] : memref<f32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_constant_operands(%m: memref<16x16xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c3, %c2][4, 4][%c2, %c3] : memref<16x16xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// Inside a region: the metadata op and the apply sit before the subview.
// CHECK-LABEL: func.func @subview_in_loop(%arg0: memref<64xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %c4 {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<64xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%arg3], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %cst, %reinterpret_cast[%c4] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @subview_in_loop(%m: memref<64xf32>, %lb: index, %ub: index) {
  %c4 = arith.constant 4 : index
  %cst = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %c4 {
    %0 = memref.subview %m[%i][4][1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.store %cst, %0[%c4] : memref<4xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// A static strided source: every size and stride is a constant.
// CHECK-LABEL: func.func @expand_static_strided(%arg0: memref<12x5xf32, strided<[10, 2], offset: 3>>) -> memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<12x5xf32, strided<[10, 2], offset: 3>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [3], sizes: [3, 4, 5], strides: [40, 10, 2] : memref<f32> to memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>>
// CHECK-NEXT: }
func.func @expand_static_strided(%m: memref<12x5xf32, strided<[10, 2], offset: 3>>) -> memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>> {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32, strided<[10, 2], offset: 3>> into memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>>
  return %0 : memref<3x4x5xf32, strided<[40, 10, 2], offset: 3>>
}

// -----

// One dynamic size per group: the source size over the static ones; the
// strides left of it scale with it.
// CHECK-DAG: #map = affine_map<()[s0] -> (s0 floordiv 6)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-LABEL: func.func @expand_dynamic_middle(%arg0: memref<?xf32>, %arg1: index) -> memref<2x?x3xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, %0, 3], strides: [%1, 3, 1] : memref<f32> to memref<2x?x3xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x3xf32>
// CHECK-NEXT: }
func.func @expand_dynamic_middle(%m: memref<?xf32>, %n: index) -> memref<2x?x3xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 3] : memref<?xf32> into memref<2x?x3xf32>
  return %0 : memref<2x?x3xf32>
}

// -----

// A collapsed group takes its innermost stride and the product of its sizes.
// CHECK-DAG: #map = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-LABEL: func.func @collapse_dynamic_strides(%arg0: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %sizes#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_dynamic_strides(%m: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// An all-unit group takes a dynamic source stride when its type's is dynamic.
// CHECK-LABEL: func.func @collapse_unit_dyn(%arg0: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, %sizes#2], strides: [%strides#0, 1] : memref<f32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_unit_dyn(%m: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> into memref<1x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<1x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// A reshape of a reshape.
// CHECK-LABEL: func.func @expand_of_collapse(%arg0: memref<4x6xf32>) -> memref<2x12xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x6xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, 12], strides: [12, 1] : memref<f32> to memref<2x12xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x12xf32>
// CHECK-NEXT: }
func.func @expand_of_collapse(%m: memref<4x6xf32>) -> memref<2x12xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 12] : memref<24xf32> into memref<2x12xf32>
  return %1 : memref<2x12xf32>
}

// -----

// The metadata of a cast is its source's, static where the cast's type is.
// CHECK-LABEL: func.func @metadata_of_cast(%arg0: memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c4, %sizes#1, %strides#0, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @metadata_of_cast(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// The metadata of a memory space cast: the base is cast to the result's space.
// CHECK-LABEL: func.func @metadata_of_memory_space_cast(%arg0: memref<?xf32, 1>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, 1> -> memref<f32, 1>, index, index, index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %base_buffer : memref<f32, 1> to memref<f32>
// CHECK-NEXT: return %memspacecast, %c0, %sizes, %c1 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @metadata_of_memory_space_cast(%m: memref<?xf32, 1>) -> (memref<f32>, index, index, index) {
  %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
  return %b, %o, %s, %t : memref<f32>, index, index, index
}

// -----

// The metadata of an assumption is its source's.
// CHECK-LABEL: func.func @metadata_of_assume_alignment(%arg0: memref<?x8xf32>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %sizes#0, %c8, %c8, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @metadata_of_assume_alignment(%m: memref<?x8xf32>) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.assume_alignment %m, 64 : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// An allocation with a non-identity layout is left alone (only the op's
// own fold applies).
// CHECK-LABEL: func.func @alloc_non_identity(%arg0: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x8xf32, strided<[16, 1]>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<?x8xf32, strided<[16, 1]>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %sizes#0, %c8, %c16, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @alloc_non_identity(%n: index) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.alloc(%n) : memref<?x8xf32, strided<[16, 1]>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<?x8xf32, strided<[16, 1]>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// An unused base buffer needs no reinterpret_cast.
// CHECK-LABEL: func.func @alloca_unused_base(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c0, %c8, %arg0, %arg0, %c1 : index, index, index, index, index
// CHECK-NEXT: }
func.func @alloca_unused_base(%n: index) -> (index, index, index, index, index) {
  %0 = memref.alloca(%n) : memref<8x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

// -----

// The aligned pointer of a subview is its source's; of a collapse_shape, the
// base buffer of the reinterpret_cast it became.
// CHECK-LABEL: func.func @aligned_pointer_of_views(%arg0: memref<?x?xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: return %intptr, %intptr_0 : index, index
// CHECK-NEXT: }
func.func @aligned_pointer_of_views(%m: memref<?x?xf32>, %i: index) -> (index, index) {
  %0 = memref.subview %m[%i, 0][2, 2][1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<2x2xf32, strided<[?, 1], offset: ?>> -> index
  %1 = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %q = memref.extract_aligned_pointer_as_index %1 : memref<?xf32> -> index
  return %p, %q : index, index
}

// -----

// A rank-reducing subview drops the unit dimensions' sizes and strides.
// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-LABEL: func.func @rank_reducing_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#1]
// CHECK-NEXT: %1 = affine.apply #map1()[%offset, %arg1, %strides#0, %arg2, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg1], strides: [%0] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @rank_reducing_dynamic(%m: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %a: index, %b: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[%a, 0, %b][1, %a, 1][1, 2, 1] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// A rank-0 subview: the offset is the source's.
// CHECK-LABEL: func.func @zero_rank_subview(%arg0: memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: }
func.func @zero_rank_subview(%m: memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>> {
  %0 = memref.subview %m[][][] : memref<f32, strided<[], offset: ?>> to memref<f32, strided<[], offset: ?>>
  return %0 : memref<f32, strided<[], offset: ?>>
}

// -----

// A global of identity layout: constants only.
// CHECK-LABEL: func.func @get_global_used_sizes() -> (index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: return %c7, %c7 : index, index
// CHECK-NEXT: }
func.func @get_global_used_sizes() -> (index, index) {
  %0 = memref.get_global @g : memref<3x7xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<3x7xf32> -> memref<f32>, index, index, index, index, index
  return %s#1, %t#0 : index, index
}
memref.global "private" @g : memref<3x7xf32>

// -----

// Chained subviews compose into one reinterpret_cast of the first source.
// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @chained_subviews(%arg0: memref<*xf32>, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%offset, %strides]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [1], strides: [%strides] : memref<f32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<1xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @chained_subviews(%u: memref<*xf32>, %m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[1][2][1] : memref<?xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  %1 = memref.subview %0[0][1][1] : memref<2xf32, strided<[?], offset: ?>> to memref<1xf32, strided<[?], offset: ?>>
  %2 = memref.cast %1 : memref<1xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %2 : memref<?xf32, strided<[?], offset: ?>>
}
