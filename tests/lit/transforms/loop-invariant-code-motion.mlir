// RUN: strata-opt %s --split-input-file --loop-invariant-code-motion | FileCheck %s

// Innermost loops first: the product leaves the inner loop, then the
// outer one; the sum of the outer induction variable leaves only the
// inner loop. A store (a memory effect) never moves.

// CHECK-LABEL: func.func @nest
// CHECK-NEXT: %[[M:.*]] = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: scf.for %[[I:.*]] = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[I]], %[[I]] : index
// CHECK-NEXT:   scf.for %[[J:.*]] = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:     memref.store %[[M]], %arg0[%[[S]]] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @nest(%m: memref<?xf32>, %x: f32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %p = arith.mulf %x, %x : f32
      %k = arith.addi %i, %i : index
      memref.store %p, %m[%k] : memref<?xf32>
    }
  }
  return
}

// -----

// A loop is as speculatable as its body when its step is 1 (it ends
// whatever its bounds): the empty inner loops with step 1 move out, those
// with another or an unknown step stay.

// CHECK-LABEL: func.func @loops_with_steps
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]] {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %{{.*}} = %arg0 to %arg1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]] {
// CHECK-NEXT:   scf.for %{{.*}} = %arg0 to %arg1 step %[[C2]] {
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %{{.*}} = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   }
// CHECK-NEXT:   affine.for %{{.*}} = %arg0 to %arg1 step 2 {
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @loops_with_steps(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
    }
    scf.for %j = %lb to %ub step %c2 {
    }
    scf.for %j = %lb to %ub step %step {
    }
    affine.for %j = %lb to %ub {
    }
    affine.for %j = %lb to %ub step 2 {
    }
  }
  return
}

// -----

// Divisions move only when their constant divisor rules out undefined
// behavior: zero, and for signed divisions -1 (a dense divisor by the
// range of its elements).

// CHECK-LABEL: func.func @divisions
// CHECK:      arith.divsi %arg0, %c7_i32
// CHECK-NEXT: arith.divui %arg0, %c-1_i32
// CHECK-NEXT: arith.ceildivui %arg1, %cst
// CHECK-NEXT: scf.for
// CHECK-NEXT:   arith.divui %arg0, %arg0
// CHECK-NEXT:   arith.divsi %arg0, %c-1_i32
// CHECK-NEXT:   arith.ceildivsi %arg1, %cst
// CHECK-NEXT:   arith.divui %arg0, %c0_i32
func.func @divisions(%a: i32, %v: vector<2xi32>, %lb: index, %ub: index, %s: index) {
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %d = arith.constant dense<[-2, 3]> : vector<2xi32>
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divsi %a, %c7 : i32
    %1 = arith.divui %a, %a : i32
    %2 = arith.divui %a, %cm1 : i32
    %3 = arith.divsi %a, %cm1 : i32
    %4 = arith.ceildivui %v, %d : vector<2xi32>
    %5 = arith.ceildivsi %v, %d : vector<2xi32>
    %6 = arith.divui %a, %c0 : i32
    "test.use"(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32) -> ()
  }
  return
}

// -----

// `memref.dim` and `tensor.dim` move when their index is a constant
// within the rank; a transfer from a tensor moves, one from a memref
// (which reads memory) does not.

// CHECK-LABEL: func.func @dims_and_transfers
// CHECK:      %[[D:.*]] = memref.dim %arg0, %c1
// CHECK-NEXT: tensor.dim %arg1, %c0
// CHECK-NEXT: vector.transfer_read %arg1[%c0, %c0]
// CHECK-NEXT: scf.for
// CHECK-NEXT:   memref.dim %arg0, %c2
// CHECK-NEXT:   memref.dim %arg0, %arg2
// CHECK-NEXT:   vector.transfer_read %arg0[%c0, %c0]
func.func @dims_and_transfers(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %k: index, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %s {
    %0 = memref.dim %m, %c1 : memref<?x?xf32>
    %1 = memref.dim %m, %c2 : memref<?x?xf32>
    %2 = memref.dim %m, %k : memref<?x?xf32>
    %3 = tensor.dim %t, %c0 : tensor<?x?xf32>
    %4 = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x?xf32>, vector<4xf32>
    %5 = vector.transfer_read %m[%c0, %c0], %pad : memref<?x?xf32>, vector<4xf32>
    "test.use"(%0, %1, %2, %3, %4, %5) : (index, index, index, index, vector<4xf32>, vector<4xf32>) -> ()
  }
  return
}

// -----

// An `scf.if` moves with its regions when everything in them is
// invariant and speculatable; one that uses the induction variable
// inside, or whose branch calls a function, stays. Terminators never move.

// CHECK-LABEL: func.func @ifs
// CHECK-NEXT: %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:   %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   scf.yield %[[A]] : i32
// CHECK:      scf.for %[[I:.*]] = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     arith.addi %[[I]], %[[I]]
// CHECK:        scf.if %arg0 {
// CHECK-NEXT:     func.call @effect()
func.func private @effect()
func.func @ifs(%c: i1, %a: i32, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = scf.if %c -> (i32) {
      %1 = arith.addi %a, %a : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    scf.if %c {
      %2 = arith.addi %i, %i : index
    }
    scf.if %c {
      func.call @effect() : () -> ()
    }
    "test.use"(%0) : (i32) -> ()
  }
  return
}

// -----

// Both regions of an `scf.while` are loop bodies; `affine.parallel` and
// `scf.parallel` are loops too.

// CHECK-LABEL: func.func @while_and_parallel
// CHECK:      %c1 = arith.constant 1 : index
// CHECK-NEXT: %[[X:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.while
// CHECK:      %[[Z:.*]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: scf.parallel
// CHECK:      %[[W:.*]] = arith.xori %arg0, %arg0 : i32
// CHECK-NEXT: affine.parallel
func.func @while_and_parallel(%a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%arg = %c0) : (index) -> index {
    %x = arith.muli %a, %a : i32
    %cond = arith.cmpi slt, %arg, %n : index
    "test.use"(%x) : (i32) -> ()
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg: index):
    %y = arith.addi %a, %a : i32
    %next = arith.addi %arg, %c1 : index
    "test.use"(%y) : (i32) -> ()
    scf.yield %next : index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %z = arith.subi %a, %a : i32
    "test.use"(%z) : (i32) -> ()
    scf.reduce
  }
  affine.parallel (%i) = (0) to (symbol(%n)) {
    %w = arith.xori %a, %a : i32
    "test.use"(%w) : (i32) -> ()
  }
  return
}

// -----

// In a graph region an op may use a value defined after it; hoisted ops
// still come out in dependence order: an op is looked at again when an
// operand's definition has moved (its users queue after the region's
// ops). Test ops: always, never and conditionally speculatable.

// CHECK-LABEL: func.func @graph_and_test_ops
// CHECK-NEXT: %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %{{.*}} = "test.always_speculatable_op"() : () -> i32
// CHECK-NEXT: %{{.*}} = "test.conditionally_speculatable_op"(%[[C]]) : (i32) -> i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[C]], %[[C]] : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[B]], %[[C]] : i32
// CHECK-NEXT: test.graph_loop {
// CHECK-NEXT:   "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:   "test.conditionally_speculatable_op"(%arg0) : (i32) -> i32
// CHECK-NEXT:   test.region_yield %[[A]] : i32
func.func @graph_and_test_ops(%x: i32) {
  test.graph_loop {
    %a = arith.addi %b, %c : i32
    %b = arith.muli %c, %c : i32
    %c = arith.constant 3 : i32
    %0 = "test.always_speculatable_op"() : () -> i32
    %1 = "test.never_speculatable_op"() : () -> i32
    %2 = "test.conditionally_speculatable_op"(%c) : (i32) -> i32
    %3 = "test.conditionally_speculatable_op"(%x) : (i32) -> i32
    test.region_yield %a : i32
  } : () -> ()
  return
}

// -----

// A divisor's range may come from its defining op's range inference
// (`InferIntRangeInterface`), here `test.with_bounds`: unsigned 1..255
// excludes zero, signed -128..-1 includes -1.

// CHECK-LABEL: func.func @divisor_ranges
// CHECK:      test.with_bounds
// CHECK-NEXT: test.with_bounds
// CHECK-NEXT: arith.divui %arg0, %[[U:.*]] : i8
// CHECK-NEXT: scf.for
// CHECK-NEXT:   arith.divsi %arg0, %{{.*}} : i8
func.func @divisor_ranges(%a: i8, %lb: index, %ub: index, %s: index) {
  %u = test.with_bounds {umin = 1 : i8, umax = 255 : i8, smin = -128 : i8, smax = 127 : i8} : i8
  %n = test.with_bounds {umin = 128 : i8, umax = 255 : i8, smin = -128 : i8, smax = -1 : i8} : i8
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divui %a, %u : i8
    %1 = arith.divsi %a, %n : i8
    "test.use"(%0, %1) : (i8, i8) -> ()
  }
  return
}
