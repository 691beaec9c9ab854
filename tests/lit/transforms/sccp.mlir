// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s

// Constants propagate through ops (simulated by their folds), through the
// CFG edges that may run, and through the regions of region ops; every
// value found constant is replaced by a constant at the function's entry,
// the constant created last coming first.

// CHECK-LABEL: func.func @straight_line
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %[[C1]] : i32
func.func @straight_line(%arg0: i32) -> i32 {
  %cond = arith.constant true
  %one = arith.constant 1 : i32
  %select = arith.select %cond, %one, %arg0 : i32
  return %select : i32
}

// Only the edge a constant condition takes is live: the block argument
// receives the constant alone, and the dead block keeps its code.
// CHECK-LABEL: func.func @one_edge
// CHECK:         cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
// CHECK:       ^bb2(%{{.*}}: i32):
// CHECK-NEXT:    return %c1_i32 : i32
func.func @one_edge(%arg0 : i32) -> i32 {
  %cond = arith.constant true
  %1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2(%arg0 : i32)
^bb1:
  cf.br ^bb2(%1 : i32)
^bb2(%arg : i32):
  return %arg : i32
}

// Two different constants (or an unknown value) make the argument unknown.
// CHECK-LABEL: func.func @conflict
// CHECK:       ^bb2(%[[ARG:.*]]: i32):
// CHECK-NEXT:    return %[[ARG]] : i32
func.func @conflict(%arg0 : i32, %arg1 : i1) -> i32 {
  %1 = arith.constant 1 : i32
  %2 = arith.constant 2 : i32
  cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2(%2 : i32)
^bb1(%x : i32):
  cf.br ^bb2(%x : i32)
^bb2(%arg : i32):
  return %arg : i32
}

// A loop whose back edge carries the same constant: the edge out of the
// inner test is decided once the argument is known to be 1.
// CHECK-LABEL: func.func @loop_with_inner_test
// CHECK-DAG:     %true = arith.constant true
// CHECK-DAG:     %c1_i32 = arith.constant 1 : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.cond_br %true, ^bb3, ^bb4
// CHECK:       ^bb5(%{{.*}}: i32):
// CHECK-NEXT:    return %c1_i32 : i32
func.func private @ext_cond_fn() -> i1
func.func @loop_with_inner_test(%arg0 : i32) -> i32 {
  %cst_1 = arith.constant 1 : i32
  cf.br ^bb1(%cst_1 : i32)
^bb1(%iv: i32):
  %cond2 = call @ext_cond_fn() : () -> i1
  cf.cond_br %cond2, ^bb5(%iv : i32), ^bb2
^bb2:
  %cst_20 = arith.constant 20 : i32
  %cond = arith.cmpi ult, %iv, %cst_20 : i32
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  cf.br ^bb1(%cst_1 : i32)
^bb4:
  %iv_inc = arith.addi %iv, %cst_1 : i32
  cf.br ^bb1(%iv_inc : i32)
^bb5(%result: i32):
  return %result : i32
}

// A `cf.switch` on a constant takes one case.
// CHECK-LABEL: func.func @switch_case
// CHECK:       ^bb2:
// CHECK-NEXT:    return %c14_i32 : i32
func.func @switch_case(%arg0 : i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb1(%c7 : i32),
    2: ^bb2
  ]
^bb1(%a : i32):
  return %a : i32
^bb2:
  %m = arith.muli %c2, %c7 : i32
  return %m : i32
}

// The argument a branch produces itself is unknown; the forwarded one
// is the constant.
// CHECK-LABEL: func.func @produced_operand
// CHECK:       ^bb2(%[[P:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:    return %[[P]], %c1_i32 : i32, i32
func.func @produced_operand() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  "test.internal_br"(%1) [^bb1, ^bb2] {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
^bb1:
  cf.br ^bb2(%1, %1 : i32, i32)
^bb2(%arg1 : i32, %arg2 : i32):
  return %arg1, %arg2 : i32, i32
}

// An unknown terminator may go anywhere with anything.
// CHECK-LABEL: func.func @unknown_terminator
// CHECK:       ^bb2(%[[ARG:.*]]: i32):
// CHECK-NEXT:    return %[[ARG]] : i32
func.func @unknown_terminator(%arg0 : i32) -> i32 {
  %1 = arith.constant 1 : i32
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2(%1 : i32)
^bb2(%arg : i32):
  return %arg : i32
}

// -----

// Region ops: a constant `scf.if` condition enters one region; results
// equal on every path are constant, and a region op left without uses and
// effects is erased.

// CHECK-LABEL: func.func @if_constant_condition
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %[[C1]] : i32
func.func @if_constant_condition(%arg0 : i32) -> i32 {
  %cond = arith.constant true
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %res : i32
}

// CHECK-LABEL: func.func @if_unknown_condition
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %c1_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK:         return %[[R]] : i32
func.func @if_unknown_condition(%cond : i1, %arg0 : i32) -> i32 {
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %res : i32
}

// 0 + 0 stays 0 around the loop; 1 + 1 does not stay 1.
// CHECK-LABEL: func.func @loops
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK:         return %c0_i32, %[[R]] : i32, i32
func.func @loops(%lb : index, %ub : index, %step : index) -> (i32, i32) {
  %s0 = arith.constant 0 : i32
  %r0 = scf.for %i = %lb to %ub step %step iter_args(%si = %s0) -> (i32) {
    %sn = arith.addi %si, %si : i32
    scf.yield %sn : i32
  }
  %s1 = arith.constant 1 : i32
  %r1 = scf.for %i = %lb to %ub step %step iter_args(%si = %s1) -> (i32) {
    %sn = arith.addi %si, %si : i32
    scf.yield %sn : i32
  }
  return %r0, %r1 : i32, i32
}

// An `affine.for` with a constant trip count of 1 runs its body once.
// CHECK-LABEL: func.func @affine_one_iteration
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %[[C1]] : i32
func.func @affine_one_iteration() -> i32 {
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %result = affine.for %i = 0 to 1 iter_args(%si = %s0) -> (i32) {
    %sn = arith.addi %si, %s1 : i32
    affine.yield %sn : i32
  }
  return %result : i32
}

// A constant `scf.condition` goes one way only.
// CHECK-LABEL: func.func @while_false
// CHECK:         return %c0 : index
func.func @while_false(%arg0 : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.muli %arg0, %c0 : index
  %1 = scf.while (%arg1 = %0) : (index) -> index {
    %2 = arith.cmpi slt, %arg1, %c0 : index
    scf.condition(%2) %arg1 : index
  } do {
  ^bb0(%arg2 : index):
    %3 = arith.addi %arg2, %c1 : index
    scf.yield %3 : index
  }
  return %1 : index
}

// A constant `scf.index_switch` selector enters one case.
// CHECK-LABEL: func.func @index_switch
// CHECK:         return %c14_i32 : i32
func.func @index_switch(%arg0 : i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i32
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %arg0 : i32
  }
  case 2 {
    %x = arith.addi %c7, %c7 : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %arg0 : i32
  }
  return %r : i32
}
