// RUN: strata-opt %s --allow-unregistered-dialect --lower-affine | FileCheck %s

// Byte-identical to mlir-opt-22 --lower-affine (CHECK lines are its output).

#mapnest = affine_map<(d0) -> (d0 + 1)>
// Maps expand into index arithmetic, operands first, left to right:
// floordiv and ceildiv by a constant are branch-free sequences, and a
// loop's bounds are the max of its lower and the min of its upper bounds.
#map = affine_map<(d0)[s0] -> (d0 * 2 + s0 - 1 + d0 mod 4)>

// CHECK-LABEL: func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg1 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c3 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %6 = arith.cmpi sle, %arg1, %c0_0 : index
// CHECK-NEXT: %7 = arith.subi %c0_0, %arg1 : index
// CHECK-NEXT: %8 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %9 = arith.select %6, %7, %8 : index
// CHECK-NEXT: %10 = arith.divsi %9, %c5 : index
// CHECK-NEXT: %11 = arith.subi %c0_0, %10 : index
// CHECK-NEXT: %12 = arith.addi %10, %c1 : index
// CHECK-NEXT: %13 = arith.select %6, %11, %12 : index
// CHECK-NEXT: %14 = arith.addi %5, %13 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_1 to %c10 step %c1_2 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %25 = arith.maxsi %arg3, %c2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %26 = arith.addi %arg3, %c4 : index
// CHECK-NEXT: %27 = arith.minsi %26, %arg1 : index
// CHECK-NEXT: %c2_8 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg4 = %25 to %27 step %c2_8 {
// CHECK-NEXT: %28 = memref.load %arg0[%arg3, %arg4] : memref<10x10xf32>
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %29 = arith.addi %arg3, %c1_9 : index
// CHECK-NEXT: memref.store %28, %arg0[%arg4, %29] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %15 = scf.for %arg3 = %c0_3 to %arg1 step %c1_4 iter_args(%arg4 = %arg2) -> (index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %25 = arith.muli %arg3, %c2 overflow<nsw> : index
// CHECK-NEXT: %26 = arith.addi %25, %arg2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %27 = arith.remsi %arg3, %c4 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %28 = arith.cmpi slt, %27, %c0_8 : index
// CHECK-NEXT: %29 = arith.addi %27, %c4 : index
// CHECK-NEXT: %30 = arith.select %28, %29, %27 : index
// CHECK-NEXT: %31 = arith.addi %26, %30 : index
// CHECK-NEXT: %c-1_9 = arith.constant -1 : index
// CHECK-NEXT: %32 = arith.addi %31, %c-1_9 : index
// CHECK-NEXT: scf.yield %32 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c-1_6 = arith.constant -1 : index
// CHECK-NEXT: %16 = arith.addi %arg1, %c-1_6 : index
// CHECK-NEXT: %17 = arith.cmpi sge, %16, %c0_5 : index
// CHECK-NEXT: %c-1_7 = arith.constant -1 : index
// CHECK-NEXT: %18 = arith.muli %arg1, %c-1_7 overflow<nsw> : index
// CHECK-NEXT: %19 = arith.addi %18, %arg2 : index
// CHECK-NEXT: %20 = arith.cmpi eq, %19, %c0_5 : index
// CHECK-NEXT: %21 = arith.andi %17, %20 : i1
// CHECK-NEXT: scf.if %21 {
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %22 = arith.minsi %arg1, %arg2 : index
// CHECK-NEXT: %23 = arith.minsi %22, %c100 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %24 = arith.addi %arg1, %c-3 : index
// CHECK-NEXT: return %14 : index
// CHECK-NEXT: }
func.func @f(%m: memref<10x10xf32>, %n: index, %s: index) -> index {
  %c = affine.apply affine_map<(d0) -> (d0 floordiv 3 + d0 ceildiv 5)>(%n)
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 2)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] step 2 {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      affine.store %v, %m[%j, %i + 1] : memref<10x10xf32>
    }
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %s) -> index {
    %x = affine.apply #map(%i)[%s]
    affine.yield %x : index
  }
  affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%n)[%s] {
    "test.use"() : () -> ()
  } else {
    "test.other"() : () -> ()
  }
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 100)>(%n)[%s]
  %mx = affine.max affine_map<(d0) -> (d0 - 3)>(%n)
  return %c : index
}

// affine.if with results and without constraints, affine.parallel,

// vector accesses and prefetch, folds of constant operands, semi-affine

// maps, and nests of loops and conditions.

// CHECK-LABEL: func.func @if_results(%arg0: index, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c-10 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT: %2 = scf.if %1 -> (f32) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_2 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg0 : index
// CHECK-NEXT: %7 = arith.divsi %6, %c2 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %10 = memref.load %arg1[%9] : memref<?xf32>
// CHECK-NEXT: scf.yield %10 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %c0_1, %c0_0 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @if_results(%n: index, %m: memref<?xf32>) -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%n) -> f32 {
    %v = affine.load %m[%n floordiv 2] : memref<?xf32>
    affine.yield %v : f32
  } else {
    affine.yield %cst : f32
  }
  affine.if affine_set<() : (0 == 0)>() {
    "test.a"() : () -> ()
  }
  return %r : f32
}

// CHECK-LABEL: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-3 : index
// CHECK-NEXT: %1 = arith.maxsi %c0_0, %0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %2 = arith.minsi %c50, %arg1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %1) to (%c100, %2) step (%c2, %c3) {
// CHECK-NEXT: %3 = memref.load %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: memref.store %3, %arg0[%arg3, %arg2] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel(%m: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, max(0, %n - 3)) to (100, min(50, %n)) step (2, 3) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  return
}

// CHECK-LABEL: func.func @vec(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c3 : index
// CHECK-NEXT: %1 = vector.load %arg0[%0] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT: vector.store %1, %arg0[%2] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: memref.prefetch %arg0[%3], read, locality<3>, data : memref<100xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vec(%m: memref<100xf32>, %i: index) {
  %v = affine.vector_load %m[%i + 3] : memref<100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i * 2] : memref<100xf32>, vector<8xf32>
  affine.prefetch %m[%i + 1], read, locality<3>, data : memref<100xf32>
  return
}

// CHECK-LABEL: func.func @consts() -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %c3_0 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.minsi %c3_0, %c13 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %c13_2 = arith.constant 13 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg0 = %c3_1 to %c13_2 step %c1 {
// CHECK-NEXT: "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @consts() -> index {
  %c3 = arith.constant 3 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%c3)
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%c3)[%a]
  affine.for %i = %c3 to %a {
    "test.use"(%i) : (index) -> ()
  }
  return %b : index
}

// CHECK-LABEL: func.func @semi(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT: %2 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg0 : index
// CHECK-NEXT: %7 = arith.divsi %6, %arg1 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %10 = arith.addi %3, %9 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %11 = arith.cmpi sle, %arg0, %c0_1 : index
// CHECK-NEXT: %12 = arith.subi %c0_1, %arg0 : index
// CHECK-NEXT: %13 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %14 = arith.select %11, %12, %13 : index
// CHECK-NEXT: %15 = arith.divsi %14, %arg1 : index
// CHECK-NEXT: %16 = arith.subi %c0_1, %15 : index
// CHECK-NEXT: %17 = arith.addi %15, %c1 : index
// CHECK-NEXT: %18 = arith.select %11, %16, %17 : index
// CHECK-NEXT: %19 = arith.addi %10, %18 : index
// CHECK-NEXT: %20 = arith.muli %arg0, %arg1 overflow<nsw> : index
// CHECK-NEXT: %21 = arith.addi %19, %20 : index
// CHECK-NEXT: return %21 : index
// CHECK-NEXT: }
func.func @semi(%n: index, %s: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 floordiv s0 + d0 ceildiv s0 + d0 * s0)>(%n)[%s]
  return %a : index
}

// CHECK-LABEL: func.func @nest(%arg0: memref<10x10xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_0 : index
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %0 to %c10_1 step %c1_2 {
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %arg1, %1 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %2, %c0_3 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = memref.load %arg0[%arg1, %arg2] : memref<10x10xf32>
// CHECK-NEXT: memref.store %4, %arg0[%arg2, %arg1] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nest(%m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = #mapnest(%i) to 10 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        %v = affine.load %m[%i, %j] : memref<10x10xf32>
        affine.store %v, %m[%j, %i] : memref<10x10xf32>
      }
    }
  }
  return
}

// affine.delinearize_index and affine.linearize_index; a linearized index

// invariant in more enclosing loops is added first.

// CHECK-LABEL: func.func @lin(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c16 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c16 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c16 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %5 = arith.muli %arg0, %c8 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.addi %5, %arg1 overflow<nsw> : index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %7 = arith.muli %arg0, %c8_0 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %7, %arg1 overflow<nsw> : index
// CHECK-NEXT: return %0, %6, %8 : index, index, index
// CHECK-NEXT: }
func.func @lin(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %i into (%n, 16) : index, index
  %1 = affine.linearize_index [%i, %j] by (%n, 8) : index
  %2 = affine.linearize_index disjoint [%i, %j] by (8) : index
  return %0#0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @lin_loops(%arg0: index, %arg1: index, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg0 {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c8_0 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.muli %arg4, %0 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.muli %arg3, %c8 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %arg0, %2 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.addi %3, %1 overflow<nsw> : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c3 overflow<nsw, nuw> : index
// CHECK-NEXT: %6 = arith.muli %arg0, %5 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.muli %arg4, %arg1 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %6, %arg3 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.addi %8, %7 overflow<nsw> : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %10 = arith.muli %arg0, %c4 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.floordivsi %arg4, %10 : index
// CHECK-NEXT: %12 = arith.remsi %arg4, %10 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %12, %c0_1 : index
// CHECK-NEXT: %14 = arith.addi %12, %10 overflow<nsw> : index
// CHECK-NEXT: %15 = arith.select %13, %14, %12 : index
// CHECK-NEXT: %16 = arith.divsi %15, %arg0 : index
// CHECK-NEXT: %17 = arith.remsi %arg4, %arg0 : index
// CHECK-NEXT: %18 = arith.cmpi slt, %17, %c0_1 : index
// CHECK-NEXT: %19 = arith.addi %17, %arg0 overflow<nsw> : index
// CHECK-NEXT: %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %21 = arith.muli %arg1, %c5 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %22 = arith.floordivsi %arg3, %21 : index
// CHECK-NEXT: %23 = arith.remsi %arg3, %21 : index
// CHECK-NEXT: %24 = arith.cmpi slt, %23, %c0_2 : index
// CHECK-NEXT: %25 = arith.addi %23, %21 overflow<nsw> : index
// CHECK-NEXT: %26 = arith.select %24, %25, %23 : index
// CHECK-NEXT: %27 = arith.divsi %26, %arg1 : index
// CHECK-NEXT: %28 = arith.remsi %arg3, %arg1 : index
// CHECK-NEXT: %29 = arith.cmpi slt, %28, %c0_2 : index
// CHECK-NEXT: %30 = arith.addi %28, %arg1 overflow<nsw> : index
// CHECK-NEXT: %31 = arith.select %29, %30, %28 : index
// CHECK-NEXT: "test.use"(%4, %9, %11, %16, %20, %22) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @lin_loops(%a: index, %n: index, %m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    scf.for %j = %a to %n step %a {
      %1 = affine.linearize_index [%j, %i, %a] by (4, %n, 8) : index
      %2 = affine.linearize_index disjoint [%a, %j, %i] by (%n, 3, %n) : index
      %3:3 = affine.delinearize_index %j into (%n, 4, %a) : index, index, index
      %4:3 = affine.delinearize_index %i into (5, %n) : index, index, index
      "test.use"(%1, %2, %3#0, %3#1, %3#2, %4#0) : (index, index, index, index, index, index) -> ()
    }
  }
  return
}

// affine.parallel reductions start from their identities and combine in

// scf.reduce regions.

// CHECK-LABEL: func.func @reductions(%arg0: memref<100xf32>, %arg1: memref<100xi64>, %arg2: index) -> (f32, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.maxsi %c0_0, %arg2 : index
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %1:2 = scf.parallel (%arg3, %arg4) = (%c0, %0) to (%c10, %c10_1) step (%c1, %c2) init (%cst, %c1_i64) -> (f32, i64) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: %3 = memref.load %arg0[%2] : memref<100xf32>
// CHECK-NEXT: %4 = memref.load %arg1[%arg3] : memref<100xi64>
// CHECK-NEXT: scf.reduce(%3, %4 : f32, i64) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %5 = arith.maximumf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: i64, %arg6: i64):
// CHECK-NEXT: %5 = arith.muli %arg5, %arg6 : i64
// CHECK-NEXT: scf.reduce.return %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, i64
// CHECK-NEXT: }
func.func @reductions(%m: memref<100xf32>, %k: memref<100xi64>, %n: index) -> (f32, i64) {
  %r:2 = affine.parallel (%i, %j) = (0, max(0, %n)) to (10, 10) step (1, 2) reduce ("maximumf", "muli") -> (f32, i64) {
    %v = affine.load %m[%i + %j] : memref<100xf32>
    %c = affine.load %k[%i] : memref<100xi64>
    affine.yield %v, %c : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}

// CHECK-LABEL: func.func @reduction_identities(%arg0: memref<100xf16>, %arg1: memref<100xi8>) -> (f16, f16, f16, i8, i8, i8) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i8_2 = arith.constant 0 : i8
// CHECK-NEXT: %0:6 = scf.parallel (%arg2) = (%c0) to (%c100) step (%c1) init (%cst, %cst_0, %cst_1, %c0_i8, %c-1_i8, %c0_i8_2) -> (f16, f16, f16, i8, i8, i8) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<100xf16>
// CHECK-NEXT: %2 = memref.load %arg1[%arg2] : memref<100xi8>
// CHECK-NEXT: scf.reduce(%1, %1, %1, %2, %2, %2 : f16, f16, f16, i8, i8, i8) {
// CHECK-NEXT: ^bb0(%arg3: f16, %arg4: f16):
// CHECK-NEXT: %3 = arith.addf %arg3, %arg4 : f16
// CHECK-NEXT: scf.reduce.return %3 : f16
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f16, %arg4: f16):
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg4 : f16
// CHECK-NEXT: scf.reduce.return %3 : f16
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f16, %arg4: f16):
// CHECK-NEXT: %3 = arith.minimumf %arg3, %arg4 : f16
// CHECK-NEXT: scf.reduce.return %3 : f16
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i8, %arg4: i8):
// CHECK-NEXT: %3 = arith.addi %arg3, %arg4 : i8
// CHECK-NEXT: scf.reduce.return %3 : i8
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i8, %arg4: i8):
// CHECK-NEXT: %3 = arith.andi %arg3, %arg4 : i8
// CHECK-NEXT: scf.reduce.return %3 : i8
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: i8, %arg4: i8):
// CHECK-NEXT: %3 = arith.ori %arg3, %arg4 : i8
// CHECK-NEXT: scf.reduce.return %3 : i8
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : f16, f16, f16, i8, i8, i8
// CHECK-NEXT: }
func.func @reduction_identities(%m: memref<100xf16>, %k: memref<100xi8>) -> (f16, f16, f16, i8, i8, i8) {
  %r:6 = affine.parallel (%i) = (0) to (100) reduce ("addf", "mulf", "minimumf", "addi", "andi", "ori") -> (f16, f16, f16, i8, i8, i8) {
    %v = affine.load %m[%i] : memref<100xf16>
    %c = affine.load %k[%i] : memref<100xi8>
    affine.yield %v, %v, %v, %c, %c, %c : f16, f16, f16, i8, i8, i8
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : f16, f16, f16, i8, i8, i8
}

// A loop bound over an affine.apply folds through it, as upstream's

// rollback driver still sees the replaced apply when the loop is folded.

// CHECK-LABEL: func.func @bound_through_apply(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c4_0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %arg2 to %1 step %c1_1 {
// CHECK-NEXT: %5 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: memref.store %5, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %arg2, %c2 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %2, %arg0 : index
// CHECK-NEXT: %4 = memref.load %arg1[%3] : memref<?xf32>
// CHECK-NEXT: memref.store %4, %arg1[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bound_through_apply(%n: index, %m: memref<?xf32>) {
  affine.for %i = 0 to %n {
    %a = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0)>(%a) {
      %v = affine.load %m[%j] : memref<?xf32>
      affine.store %v, %m[%i] : memref<?xf32>
    }
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
    %w = affine.load %m[%b] : memref<?xf32>
    affine.store %w, %m[%a] : memref<?xf32>
  }
  return
}

