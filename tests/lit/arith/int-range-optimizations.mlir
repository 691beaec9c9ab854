// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s

// Integer ranges (each op's InferIntRangeInterface, loop bounds for
// induction variables) make values constant: a comparison they decide, a
// remainder by a larger modulus, a branch condition.

// The induction variable lies in [0, 7]: below 10, and its remainder by
// 10 is itself.
// CHECK-LABEL: func.func @loop_bound
// CHECK-NEXT:    %true = arith.constant true
// CHECK:         scf.for %[[IV:.*]] = %c0 to %c8 step %c1
// CHECK-NEXT:      %[[V:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT:      memref.store %[[V]], %arg0[%[[IV]]] : memref<8xi32>
// CHECK-NEXT:      scf.yield %true : i1
func.func @loop_bound(%m: memref<8xi32>) -> i1 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %any = arith.constant false
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %any) -> i1 {
    %lt = arith.cmpi ult, %i, %c10 : index
    %rem = arith.remui %i, %c10 : index
    %v = arith.index_cast %rem : index to i32
    memref.store %v, %m[%i] : memref<8xi32>
    scf.yield %lt : i1
  }
  return %r : i1
}

// -----

// A mask keeps a value in [0, 15].
// CHECK-LABEL: func.func @masks
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.andi %arg0, %c15_i32 : i32
// CHECK-NEXT:    return %[[X]], %true : i32, i1
func.func @masks(%a: i32) -> (i32, i1) {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %x = arith.andi %a, %c15 : i32
  %y = arith.remsi %x, %c16 : i32
  %lt = arith.cmpi slt, %y, %c16 : i32
  return %y, %lt : i32, i1
}

// -----

// A zero-extended i8 is below 300: the branch condition is true, and the
// driver's region simplification merges the two returns.
// CHECK-LABEL: func.func @branches
// CHECK:         cf.cond_br %true, ^bb1(%arg0 : i8), ^bb1(%c0_i8 : i8)
// CHECK:       ^bb1(%[[R:.*]]: i8):
// CHECK-NEXT:    return %[[R]] : i8
func.func @branches(%a: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %e = arith.extui %a : i8 to i16
  %big = arith.constant 300 : i16
  %lt = arith.cmpi ult, %e, %big : i16
  cf.cond_br %lt, ^bb1, ^bb2
^bb1:
  return %a : i8
^bb2:
  return %c0 : i8
}

// -----

// Signed and unsigned views: a value in [-4, 3] sign-extended stays in
// [-4, 3]; its maximum with 5 is 5.
// CHECK-LABEL: func.func @signed
// CHECK:         %[[C5:.*]] = arith.constant 5 : i32
// CHECK:         return %[[C5]] : i32
func.func @signed(%a: i8) -> i32 {
  %c3 = arith.constant 3 : i8
  %cm4 = arith.constant -4 : i8
  %lo = arith.maxsi %a, %cm4 : i8
  %x = arith.minsi %lo, %c3 : i8
  %e = arith.extsi %x : i8 to i32
  %c5 = arith.constant 5 : i32
  %m = arith.maxsi %e, %c5 : i32
  return %m : i32
}

// -----

// `test.reflect_bounds` keeps the range the analysis inferred for its
// operand: typed `si<w>`/`ui<w>` for integers and vectors of them,
// `index` for an index (whose unsigned maximum prints as -1).
// CHECK-LABEL: func.func @reflect
// CHECK:         test.reflect_bounds {smax = 24 : si8, smin = 0 : si8, umax = 24 : ui8, umin = 0 : ui8}
// CHECK:         test.reflect_bounds {smax = 127 : si8, smin = -128 : si8, umax = 254 : ui8, umin = 0 : ui8}
// CHECK:         test.reflect_bounds {smax = 9223372036854775807 : index, smin = -9223372036854775808 : index, umax = -1 : index, umin = 0 : index}
// CHECK:         test.reflect_bounds {smax = 127 : si8, smin = -128 : si8, umax = 255 : ui8, umin = 0 : ui8} %{{.*}} : vector<4xi8>
func.func @reflect(%i: index, %v: vector<4xi8>) -> (i8, i8, index, vector<4xi8>) {
  %c1 = arith.constant 1 : i8
  %a = test.with_bounds { umin = 0 : i8, umax = 12 : i8, smin = 0 : i8, smax = 12 : i8 } : i8
  %b = test.with_bounds { umin = 0 : i8, umax = 127 : i8, smin = 0 : i8, smax = 127 : i8 } : i8
  %a2 = arith.shli %a, %c1 : i8
  %b2 = arith.shli %b, %c1 : i8
  %ra = test.reflect_bounds %a2 : i8
  %rb = test.reflect_bounds %b2 : i8
  %ri = test.reflect_bounds %i : index
  %rv = test.reflect_bounds %v : vector<4xi8>
  return %ra, %rb, %ri, %rv : i8, i8, index, vector<4xi8>
}

// -----

// In dead code the analysis visits nothing: the attributes stay unset.
// CHECK-LABEL: func.func @reflect_dead
// CHECK:         test.reflect_bounds %{{.*}} : i8
func.func @reflect_dead(%x: i8) -> i8 {
  %false = arith.constant false
  cf.cond_br %false, ^dead, ^live
^dead:
  %r = test.reflect_bounds %x : i8
  return %r : i8
^live:
  return %x : i8
}
