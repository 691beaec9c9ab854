// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s

// scf.parallel: dimensions that run once become their lower bound; a
// dimension that never runs replaces the loop with its initial values;
// a loop whose body is only another loop merges with it.

// CHECK-LABEL: func.func @drop_single_iteration_dims
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C8]]) step (%[[C2]]) {
// CHECK-NEXT:      "test.use"(%[[C4]], %[[I]]) : (index, index) -> ()
// CHECK-NEXT:      scf.reduce
func.func @drop_single_iteration_dims() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c4, %c0) to (%c7, %c8) step (%c8, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

// Every dimension runs once: the body and the reductions are inlined.
// CHECK-LABEL: func.func @inline_single_iteration(
// CHECK-SAME:    %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NOT:     scf.parallel
// CHECK:         %[[V:.*]] = "test.value"(%{{.*}}) : (index) -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[V]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[B]], %[[V]] : i32
// CHECK-NEXT:    return %[[S]], %[[M]] : i32, i32
func.func @inline_single_iteration(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.parallel (%i) = (%c1) to (%c2) step (%c1) init (%a, %b) -> (i32, i32) {
    %v = "test.value"(%i) : (index) -> i32
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %m = arith.muli %l, %r : i32
      scf.reduce.return %m : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// One dimension has no iteration (its bounds are one value): the loop is
// its initial values.
// CHECK-LABEL: func.func @zero_trip(
// CHECK-SAME:    %{{.*}}: index, %{{.*}}: index, %[[INIT:.*]]: f32)
// CHECK-NEXT:    return %[[INIT]] : f32
func.func @zero_trip(%n: index, %s: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.parallel (%i, %j) = (%c0, %n) to (%n, %n) step (%s, %s) init (%init) -> f32 {
    %v = "test.value"() : () -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @merge_nested(
// CHECK-SAME:    %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%[[N]], %[[M]]) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT:      "test.use"(%[[I]], %[[J]]) : (index, index) -> ()
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @merge_nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Not merged: the inner bound is computed from the outer index.
// CHECK-LABEL: func.func @inner_bound_uses_outer_index
// CHECK:         scf.parallel (%[[I:.*]]) =
// CHECK:           scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[I]])
func.func @inner_bound_uses_outer_index(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
