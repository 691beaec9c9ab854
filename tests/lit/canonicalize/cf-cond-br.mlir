// Canonicalization of cf.cond_br, checked against upstream: the CHECK lines
// are what `mlir-opt-22 --canonicalize` prints for this file. Blocks a
// rewrite leaves unreachable stay reachable here through an unregistered
// "foo.br" terminator, since strata's driver does not yet erase unreachable
// blocks of nested regions (upstream does).
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// SimplifyConstCondBranchPred: a conditional on a constant takes its branch.
// CHECK-LABEL: func.func @cond_br_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT:  cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @cond_br_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.cond_br %true, ^bb3(%a : i32), ^bb2(%a : i32)
^bb2(%x: i32):
  "test.foo"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}

// CHECK-LABEL: func.func @cond_br_false(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.bar"(%0) : (i32) -> ()
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @cond_br_false(%c: i1, %a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %false, ^bb3(%a : i32), ^bb2(%a : i32)
^bb2(%x: i32):
  "test.bar"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}

// CHECK-LABEL: func.func @cond_br_zero_i1_constant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @cond_br_zero_i1_constant(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i1
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.cond_br %c0, ^bb2(%a : i32), ^bb3(%b : i32)
^bb2(%x: i32):
  return %x : i32
^bb3(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return %y : i32
}

// The taken block then merges into its single predecessor.
// CHECK-LABEL: func.func @cond_br_true_merge(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  %0 = "test.bar"() : () -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @cond_br_true_merge(%c: i1, %a: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %true, ^bb3, ^bb2(%a : i32)
^bb2(%x: i32):
  return %x : i32
^bb3:
  %y = "test.bar"() : () -> i32
  return %y : i32
}

// SimplifyCondBranchIdenticalSuccessors.
// CHECK-LABEL: func.func @cond_br_same_successor(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_successor(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same_successor_select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32) {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  "test.use"(%0, %arg3) : (i32, f32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_successor_select(%c: i1, %a: i32, %b: i32, %d: f32) {
  cf.cond_br %c, ^bb1(%a, %d : i32, f32), ^bb1(%b, %d : i32, f32)
^bb1(%x: i32, %y: f32):
  "test.use"(%x, %y) : (i32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same_successor_two_selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64) {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  %1 = arith.select %arg0, %arg3, %arg4 : i64
// CHECK-NEXT:  "test.use"(%0, %1) : (i32, i64) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_successor_two_selects(%c: i1, %a: i32, %b: i32, %d: i64, %e: i64) {
  cf.cond_br %c, ^bb1(%a, %d : i32, i64), ^bb1(%b, %e : i32, i64)
^bb1(%x: i32, %y: i64):
  "test.use"(%x, %y) : (i32, i64) -> ()
  return
}

// No select: ^bb2 has another predecessor.
// CHECK-LABEL: func.func @cond_br_same_successor_multi_pred(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:  cf.cond_br %arg1, ^bb1, ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_successor_multi_pred(%c: i1, %c2: i1, %a: i32, %b: i32) {
  cf.cond_br %c2, ^bb1, ^bb2(%b : i32)
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// SimplifyPassThroughCondBranch.
// CHECK-LABEL: func.func @cond_br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.cond_br %arg0, ^bb4(%arg1, %arg1 : i32, i32), ^bb4(%arg2, %arg2 : i32, i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb4(%0, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb4(%arg2, %1 : i32, i32)
// CHECK-NEXT:  ^bb4(%2: i32, %3: i32):  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  %4 = arith.subi %2, %3 : i32
// CHECK-NEXT:  return %4 : i32
// CHECK-NEXT:  }
func.func @cond_br_passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb3(%y: i32):
  cf.br ^bb4(%b, %y : i32, i32)
^bb4(%z: i32, %w: i32):
  %s = arith.subi %z, %w : i32
  return %s : i32
}

// CHECK-LABEL: func.func @cond_br_passthrough_one_side(%arg0: i1) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.cond_br %arg0 weights([3, 5]), ^bb4, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb4
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_passthrough_one_side(%c: i1) {
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.cond_br %c weights([3, 5]), ^bb2, ^bb3
^bb2:
  cf.br ^bb4
^bb3:
  "test.foo"() : () -> ()
  cf.br ^bb4
^bb4:
  return
}

// CHECK-LABEL: func.func @cond_br_no_passthrough(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0 weights([3, 5]), ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_no_passthrough(%c: i1) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// SimplifyCondBranchFromCondBranchOnSameCondition.
// CHECK-LABEL: func.func @cond_br_same_cond(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3
^bb3:
  return
}

// CHECK-LABEL: func.func @cond_br_same_cond_false(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_same_cond_false(%c: i1) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  "test.foo"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.bar"() : () -> ()
  cf.br ^bb3
^bb3:
  return
}

// CondBranchTruthPropagation.
// CHECK-LABEL: func.func @cond_br_truth(%arg0: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.use1"(%true) : (i1) -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.use2"(%false) : (i1) -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use1"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  "test.use2"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  return
}

// CHECK-LABEL: func.func @cond_br_truth_multi_pred(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.use2"(%arg0) : (i1) -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  "test.use3"(%arg0) : (i1) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_truth_multi_pred(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.use2"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  "test.use3"(%c) : (i1) -> ()
  return
}

// Only uses directly in the successor block are replaced.
// CHECK-LABEL: func.func @cond_br_truth_nested(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.region"() ({
// CHECK-NEXT:  "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:  "test.end"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_truth_nested(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.region"() ({
    "test.use"(%c) : (i1) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @cond_br_self_loop(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb1
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cond_br_self_loop(%c: i1, %a: i32) {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// DropUnreachableCondBranch.
// CHECK-LABEL: func.func @drop_unreachable_true(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  ub.unreachable
// CHECK-NEXT:  }
func.func @drop_unreachable_true(%c: i1, %a: i32) {
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  ub.unreachable
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @drop_unreachable_false(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  ub.unreachable
// CHECK-NEXT:  }
func.func @drop_unreachable_false(%c: i1, %a: i32) {
  "foo.br"()[^bb1, ^bb3] : () -> ()
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb3:
  ub.unreachable
}
