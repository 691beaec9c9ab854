// memref ops in the custom form: globals, alloc/alloca, load/store (nontemporal
// elided at its default), casts, views, reshapes, transpose, prefetch,
// alloca_scope, atomic_rmw, distinct_objects, with upstream's result-name hints;
// the generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

memref.global "private" constant @cst : memref<2xi32> = dense<[1, 2]>
memref.global @ext : memref<4xf32>
memref.global "private" @uninit : memref<3xf32> = uninitialized
func.func @buffers(%n: index, %i: index, %f: f32, %u: memref<*xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32 {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloca() {alignment = 64 : i64} : memref<16xf32>
  %v = memref.load %a[%i, %i] : memref<4x?xf32>
  %v2 = memref.load %b[%i] {nontemporal = true} : memref<16xf32>
  memref.store %v, %a[%i, %i] : memref<4x?xf32>
  memref.store %v2, %b[%i] {nontemporal = false} : memref<16xf32>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %c, %i : memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %g = memref.get_global @cst : memref<2xi32>
  %sv = memref.subview %a[0, %i] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %rc = memref.reinterpret_cast %b to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %cs = memref.collapse_shape %rc [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %es = memref.expand_shape %cs [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
  %bb, %off, %sz:2, %str:2 = memref.extract_strided_metadata %s : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  %t = memref.transpose %rc (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  memref.prefetch %b[%i], read, locality<3>, data : memref<16xf32>
  memref.copy %es, %es : memref<2x8xf32> to memref<2x8xf32>
  %bytes = memref.alloc() : memref<64xi8>
  %view = memref.view %bytes[%i][] : memref<64xi8> to memref<4x4xf32>
  %aa = memref.assume_alignment %b, 16 : memref<16xf32>
  %rmw = memref.atomic_rmw addf %f, %b[%i] : (f32, memref<16xf32>) -> f32
  %sc = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca() : memref<f32>
    memref.alloca_scope.return %f : f32
  }
  %ms = memref.memory_space_cast %b : memref<16xf32> to memref<16xf32, 1>
  %re = memref.realloc %cs : memref<16xf32> to memref<32xf32>
  %do:2 = memref.distinct_objects %a, %b : memref<4x?xf32>, memref<16xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %v : f32
}

// CHECK: #map = affine_map<(d0, d1) -> (d1 * 4 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @cst : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT: memref.global @ext : memref<4xf32>
// CHECK-NEXT: memref.global "private" @uninit : memref<3xf32> = uninitialized
// CHECK-NEXT: func.func @buffers(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<*xf32>, %arg4: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %alloca[%arg1] {nontemporal = true} : memref<16xf32>
// CHECK-NEXT: memref.store %0, %alloc[%arg1, %arg1] : memref<4x?xf32>
// CHECK-NEXT: memref.store %1, %alloca[%arg1] : memref<16xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %arg1 : memref<?x?xf32>
// CHECK-NEXT: %2 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT: %3 = memref.get_global @cst : memref<2xi32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, %arg1] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %reinterpret_cast {{\[\[}}0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<16xf32> -> index
// CHECK-NEXT: %transpose = memref.transpose %reinterpret_cast (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, #map>
// CHECK-NEXT: memref.prefetch %alloca[%arg1], read, locality<3>, data : memref<16xf32>
// CHECK-NEXT: memref.copy %expand_shape, %expand_shape : memref<2x8xf32> to memref<2x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %view = memref.view %alloc_0[%arg1][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT: %assume_align = memref.assume_alignment %alloca, 16 : memref<16xf32>
// CHECK-NEXT: %4 = memref.atomic_rmw addf %arg2, %alloca[%arg1] : (f32, memref<16xf32>) -> f32
// CHECK-NEXT: %5 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.alloca_scope.return %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %alloca : memref<16xf32> to memref<16xf32, 1>
// CHECK-NEXT: %6 = memref.realloc %collapse_shape : memref<16xf32> to memref<32xf32>
// CHECK-NEXT: %7:2 = memref.distinct_objects %alloc, %alloca : memref<4x?xf32>, memref<16xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
