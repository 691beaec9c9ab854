// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// memref canonicalizations (upstream's MemRefOps.cpp), each checked against
// mlir-opt-22 --canonicalize: SimplifyAllocConst (constant sizes move into
// the type, with a cast back), SimplifyDeadAlloc on realloc, FoldEmptyCopy
// and FoldSelfCopy, and the two cast rules: foldMemRefCast (load, store,
// dealloc, prefetch, atomic_rmw, dma_start, dma_wait, cast: any cast of a
// ranked memref, even towards a more static type) and
// CastOp::canFoldIntoConsumerOp (copy: only casts that make nothing more
// static); a cast to its own type folds away.

// CHECK-LABEL: func.func @alloc_const(%arg0: index) -> (memref<?x?xf32>, memref<?xi8>, memref<?x4xf32, 1>) {
// CHECK-NEXT:  %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:  %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:  %alloca = memref.alloca() {alignment = 64 : i64} : memref<8xi8>
// CHECK-NEXT:  %cast_0 = memref.cast %alloca : memref<8xi8> to memref<?xi8>
// CHECK-NEXT:  %alloc_1 = memref.alloc() : memref<4x4xf32, 1>
// CHECK-NEXT:  %cast_2 = memref.cast %alloc_1 : memref<4x4xf32, 1> to memref<?x4xf32, 1>
// CHECK-NEXT:  return %cast, %cast_0, %cast_2 : memref<?x?xf32>, memref<?xi8>, memref<?x4xf32, 1>
// CHECK-NEXT:  }
func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<?xi8>, memref<?x4xf32, 1>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.alloc(%c4, %n) : memref<?x?xf32>
  %1 = memref.alloca(%c8) {alignment = 64} : memref<?xi8>
  %2 = memref.alloc(%c4) : memref<?x4xf32, 1>
  return %0, %1, %2 : memref<?x?xf32>, memref<?xi8>, memref<?x4xf32, 1>
}

// CHECK-LABEL: func.func @alloc_neg() -> memref<?xf32> {
// CHECK-NEXT:  %c-1 = arith.constant -1 : index
// CHECK-NEXT:  %alloc = memref.alloc(%c-1) : memref<?xf32>
// CHECK-NEXT:  return %alloc : memref<?xf32>
// CHECK-NEXT:  }
func.func @alloc_neg() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %0 = memref.alloc(%c) : memref<?xf32>
  return %0 : memref<?xf32>
}

// CHECK-LABEL: func.func @alloc_sym(%arg0: index) -> memref<?x8xf32, #map> {
// CHECK-NEXT:  %alloc = memref.alloc()[%arg0] : memref<4x8xf32, #map>
// CHECK-NEXT:  %cast = memref.cast %alloc : memref<4x8xf32, #map> to memref<?x8xf32, #map>
// CHECK-NEXT:  return %cast : memref<?x8xf32, #map>
// CHECK-NEXT:  }
func.func @alloc_sym(%s: index) -> memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%c4)[%s] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  return %0 : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
}

// CHECK-LABEL: func.func @cast_strided(%arg0: memref<4x8xf32, strided<[8, 1], offset: 2>>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<4x8xf32, strided<[8, 1], offset: 2>>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @cast_strided(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.load %0[%i, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %1 : f32
}

// CHECK-LABEL: func.func @cast_identity_to_strided(%arg0: memref<4x8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<4x8xf32>
// CHECK-NEXT:  %1 = memref.load %arg0[%arg1, %arg1] : memref<4x8xf32>
// CHECK-NEXT:  %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:  return %2 : f32
// CHECK-NEXT:  }
func.func @cast_identity_to_strided(%m: memref<4x8xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %1 = memref.load %0[%i, %i] : memref<4x8xf32, strided<[8, 1]>>
  %2 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.load %2[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = arith.addf %1, %3 : f32
  return %4 : f32
}

// CHECK-LABEL: func.func @cast_more_static(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1, %arg1] : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @cast_more_static(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: 0>>
  %1 = memref.load %0[%i, %i] : memref<?x?xf32, strided<[?, 1], offset: 0>>
  return %1 : f32
}

// CHECK-LABEL: func.func @cast_chain(%arg0: memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:  return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:  }
func.func @cast_chain(%m: memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func.func @cast_same(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:  return %arg0 : memref<4xf32>
// CHECK-NEXT:  }
func.func @cast_same(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @cast_users(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:  memref.prefetch %arg0[%arg2], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:  %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:  memref.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cast_users(%m: memref<4xf32>, %v: f32, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  %1 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  memref.store %1, %0[%i] : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @cast_copy(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:  memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cast_copy(%m: memref<4xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %n : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @cast_more_static_shape(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @cast_more_static_shape(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  %1 = memref.load %0[%i] : memref<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @cast_more_static_stride(%arg0: memref<4xf32, strided<[?]>>, %arg1: index) -> f32 {
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?]>>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @cast_more_static_stride(%m: memref<4xf32, strided<[?]>>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32, strided<[?]>> to memref<4xf32, strided<[1]>>
  %1 = memref.load %0[%i] : memref<4xf32, strided<[1]>>
  return %1 : f32
}

// CHECK-LABEL: func.func @copy_more_static(%arg0: memref<?xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:  memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @copy_more_static(%m: memref<?xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  memref.copy %0, %n : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @copy_strided(%arg0: memref<4xf32, strided<[1], offset: 3>>, %arg1: memref<4xf32>) {
// CHECK-NEXT:  memref.copy %arg0, %arg1 : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @copy_strided(%m: memref<4xf32, strided<[1], offset: 3>>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32, strided<[1], offset: ?>>
  %1 = memref.cast %n : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %0, %1 : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// CHECK-LABEL: func.func @copy_offset_static(%arg0: memref<4xf32, strided<[1], offset: ?>>, %arg1: memref<4xf32>) {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  memref.copy %cast, %arg1 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @copy_offset_static(%m: memref<4xf32, strided<[1], offset: ?>>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %0, %n : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:  %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT:  %1 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT:  %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:  return %2 : f32
// CHECK-NEXT:  }
func.func @unranked(%u: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  %2 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  %3 = memref.load %2[%i] : memref<4xf32>
  %4 = arith.addf %1, %3 : f32
  return %4 : f32
}

// CHECK-LABEL: func.func @self_copy(%arg0: memref<4xf32>) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @self_copy(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @dma(%arg0: memref<4xf32>, %arg1: memref<4xf32, 1>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:  memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
// CHECK-NEXT:  memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @dma(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dma_start %0[%i], %b[%i], %n, %t[%i] : memref<?xf32>, memref<4xf32, 1>, memref<1xi32>
  %1 = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_wait %1[%i], %n : memref<?xi32>
  return
}

// CHECK-LABEL: func.func @alloc_symbols_alignment(%arg0: index, %arg1: index) -> memref<?x?xf32, #map> {
// CHECK-NEXT:  %alloc = memref.alloc(%arg0)[%arg1] {alignment = 16 : i64} : memref<?x4xf32, #map>
// CHECK-NEXT:  %cast = memref.cast %alloc : memref<?x4xf32, #map> to memref<?x?xf32, #map>
// CHECK-NEXT:  return %cast : memref<?x?xf32, #map>
// CHECK-NEXT:  }
func.func @alloc_symbols_alignment(%n: index, %s: index) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>> {
  %c4 = arith.constant 4 : index
  %0 = memref.alloc(%n, %c4)[%s] {alignment = 16} : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  return %0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
}

// CHECK-LABEL: func.func @empty_copy(%arg0: memref<0xf32>, %arg1: memref<0xf32>, %arg2: memref<4x0xf32>, %arg3: memref<?xf32>) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @empty_copy(%a: memref<0xf32>, %b: memref<0xf32>, %c: memref<4x0xf32>, %d: memref<?xf32>) {
  memref.copy %a, %b : memref<0xf32> to memref<0xf32>
  %e = memref.cast %d : memref<?xf32> to memref<0xf32>
  memref.copy %a, %e : memref<0xf32> to memref<0xf32>
  return
}

// CHECK-LABEL: func.func @realloc_dead(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @realloc_dead(%a: memref<4xf32>, %v: f32, %i: index) {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  memref.store %v, %r[%i] : memref<8xf32>
  return
}
