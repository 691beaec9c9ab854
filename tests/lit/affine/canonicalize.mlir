// The affine dialect's folds and canonicalization patterns, against
// mlir-opt-22's output for the same input: maps composed with the
// affine.apply ops feeding them, canonicalized with their operands
// (symbols promoted, unused inputs dropped, repeated operands merged,
// constants folded in) and simplified (flattened, bounds of the loops whose
// induction variables they use); min/max results dominated or repeated
// dropped; loop bounds folded; always true or false conditions.
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 2 - ((s0 * 2 + s1 floordiv 2 + 3) floordiv 4) * 4 + 3)>
// CHECK-LABEL: func.func @compose_chain(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @compose_chain(%a: index, %b: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>(%0)[%c3]
  %2 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%1)
  return %2 : index
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @apply_folds(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = affine.apply #map()[%arg0]
// CHECK-NEXT: return %1, %c1, %0, %arg0 : index, index, index, index
// CHECK-NEXT: }
func.func @apply_folds(%a: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %a)
  %1 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%c3]
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c3)
  %3 = affine.apply affine_map<(d0, d1) -> (d1)>(%0, %a)
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @load_store_subscripts(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>) {
// CHECK-NEXT: %0 = affine.load %arg2[symbol(%arg0) * 4 + symbol(%arg1), symbol(%arg0) * 2 + symbol(%arg1) floordiv 2 + 4] : memref<100x100xf32>
// CHECK-NEXT: affine.store %0, %arg2[symbol(%arg0) * 2 + symbol(%arg1) floordiv 2 - ((symbol(%arg0) * 2 + symbol(%arg1) floordiv 2 + 3) floordiv 4) * 4 + 3, symbol(%arg1) * 2] : memref<100x100xf32>
// CHECK-NEXT: %1 = affine.vector_load %arg2[symbol(%arg0) * 2 + symbol(%arg1) floordiv 2 + 3, symbol(%arg0)] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %1, %arg2[symbol(%arg0) * 4 + symbol(%arg1), symbol(%arg0) * 4 + symbol(%arg1)] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg2[symbol(%arg0) * 2 + symbol(%arg1) floordiv 2 + 3, symbol(%arg1)], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_store_subscripts(%a: index, %b: index, %m: memref<100x100xf32>) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 2 + 3)>(%0)
  %v = affine.load %m[%0, %1 + 1] : memref<100x100xf32>
  affine.store %v, %m[%1 mod 4, %b * 2] : memref<100x100xf32>
  %w = affine.vector_load %m[%1, %a] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %w, %m[%0, %0] : memref<100x100xf32>, vector<4xf32>
  affine.prefetch %m[%1, %b], read, locality<3>, data : memref<100x100xf32>
  return
}

// -----

// CHECK: #map = affine_map<()[s0] -> (5, 10, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @min_max_folds(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = affine.min #map()[%arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0, %1, %c10, %arg0 : index, index, index, index
// CHECK-NEXT: }
func.func @min_max_folds(%a: index, %b: index) -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%a)[%c5]
  %1 = affine.max affine_map<(d0) -> (d0 + 1)>(%a)
  %2 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 10)>(%c5)[%c7]
  %3 = affine.max affine_map<()[s0] -> (s0)>()[%a]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s1, s0, s0 + 4)>
// CHECK-LABEL: func.func @min_max_patterns(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.min #map1()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.min #map2()[%arg1, %arg0]
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
func.func @min_max_patterns(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %b)
  %1 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%a, %b)
  %2 = affine.min affine_map<()[s0, s1] -> (s0 + 4, s1)>()[%b, %0]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK: #map = affine_map<(d0) -> (100, d0 + 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 2, 0)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 + 2, s0)>
// CHECK-LABEL: func.func @loop_bounds(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 10 step 2 {
// CHECK-NEXT: %0 = affine.min #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: "test.use"(%0, %c0, %1, %arg1) : (index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = max #map2()[%arg0] to min #map3()[%arg0] {
// CHECK-NEXT: "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.for %i = %c0 to %c10 step 2 {
    %v = affine.min affine_map<(d0) -> (d0 + 4, 100)>(%i)
    %w = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %q = affine.apply affine_map<(d0) -> ((d0 * 8 + 7) floordiv 16)>(%i)
    %r = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
    "test.use"(%v, %w, %q, %r) : (index, index, index, index) -> ()
  }
  %s = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  affine.for %i = max affine_map<(d0) -> (d0, 0)>(%s) to min affine_map<(d0)[s0] -> (d0, s0, s0)>(%s)[%n] {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @loop_results(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: return %arg1, %arg1, %arg2, %arg1 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @loop_results(%n: index, %x: f32, %y: f32) -> (f32, f32, f32, f32) {
  %r0 = affine.for %i = 5 to 5 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %r1 = affine.for %i = 0 to %n iter_args(%acc = %x) -> f32 {
    affine.yield %acc : f32
  }
  %r2:2 = affine.for %i = 0 to 1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r0, %r1, %r2#0, %r2#1 : f32, f32, f32, f32
}

// -----

// CHECK: #set = affine_set<()[s0] : (s0 - 4 >= 0)>
// CHECK-LABEL: func.func @conditions(%arg0: index, %arg1: memref<10xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<10xf32>
// CHECK-NEXT: %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @conditions(%a: index, %m: memref<10xf32>, %x: f32) -> f32 {
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %x, %m[%a] : memref<10xf32>
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %x, %m[%a] : memref<10xf32>
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%0) {
    affine.store %x, %m[%a] : memref<10xf32>
  } else {
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c23 = arith.constant 23 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 8) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: return %0#0, %1, %c3, %c23, %arg0, %arg0, %c0, %arg0 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @index_ops(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %0:2 = affine.delinearize_index %a into (%c4, 8) : index, index
  %1 = affine.linearize_index [%a, %b] by (%c4, 8) : index
  %2:2 = affine.delinearize_index %c7 into (2, 4) : index, index
  %3 = affine.linearize_index [%c2, %c7] by (3, 8) : index
  %4 = affine.delinearize_index %a into (8) : index
  %5 = affine.linearize_index [%a] by (%n) : index
  %6:2 = affine.delinearize_index %a into (1, 8) : index, index
  return %0#0, %1, %2#1, %3, %4, %5, %6#0, %6#1 : index, index, index, index, index, index, index, index
}
