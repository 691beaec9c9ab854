// Canonicalization of cf.br and cf.assert, checked against upstream: the
// CHECK lines are what `mlir-opt-22 --canonicalize` prints for this file.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// SimplifyBrToBlockWithSinglePred: the successor's ops join this block.
// CHECK-LABEL: func.func @br_folding() -> i32 {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @br_folding() -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @br_merge_chain(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:  %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @br_merge_chain(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2(%y : i32)
^bb2(%z: i32):
  %w = arith.muli %z, %z : i32
  cf.br ^bb3(%w : i32)
^bb3(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @br_merge_then_fold() -> i32 {
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  return %c4_i32 : i32
// CHECK-NEXT:  }
func.func @br_merge_then_fold() -> i32 {
  %c2 = arith.constant 2 : i32
  cf.br ^bb1(%c2 : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

// SimplifyPassThroughBr: ^bb2 only forwards its argument.
// CHECK-LABEL: func.func @br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %arg2 : i32, i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  return %0, %1 : i32, i32
// CHECK-NEXT:  }
func.func @br_passthrough(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb3(%a, %b : i32, i32)
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb2(%b : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %a : i32, i32)
^bb3(%y: i32, %z: i32):
  return %y, %z : i32, i32
}

// Not a pass-through: ^bb1's argument has another use.
// CHECK-LABEL: func.func @br_passthrough_arg_used(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  }
func.func @br_passthrough_arg_used(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb3(%y: i32):
  return %y : i32
}

// Pass-through blocks that stay reachable from another terminator.
// CHECK-LABEL: func.func @br_passthrough_shared(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg0, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT:  ^bb3(%1: i32, %2: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:  %3 = arith.subi %1, %2 : i32
// CHECK-NEXT:  return %3 : i32
// CHECK-NEXT:  }
func.func @br_passthrough_shared(%a: i32, %b: i32) -> i32 {
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb3(%y: i32, %z: i32):
  %s = arith.subi %y, %z : i32
  return %s : i32
}

// CHECK-LABEL: func.func @br_self_loop() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
func.func @br_self_loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}

// A two-block cycle merges into a self-loop.
// CHECK-LABEL: func.func @br_two_block_cycle() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
func.func @br_two_block_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// Upstream's cycle check: ^bb1 is not collapsed into ^bb2, which loops back.
// CHECK-LABEL: func.func @br_passthrough_cycle(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
func.func @br_passthrough_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb1
}

// CHECK-LABEL: func.func @br_passthrough_two_cycle(%arg0: i1) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
func.func @br_passthrough_two_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// AssertOpCanonicalize: a constant-true assertion goes.
// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_true() {
  %true = arith.constant true
  cf.assert %true, "always"
  return
}

// CHECK-LABEL: func.func @assert_false() {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  cf.assert %false, "never"
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_false() {
  %false = arith.constant false
  cf.assert %false, "never"
  return
}

// CHECK-LABEL: func.func @assert_dynamic(%arg0: i1) {
// CHECK-NEXT:  cf.assert %arg0, "maybe"
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_dynamic(%c: i1) {
  cf.assert %c, "maybe"
  return
}

// CHECK-LABEL: func.func @assert_after_fold(%arg0: i32) {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  "test.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @assert_after_fold(%a: i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.subi %a, %a : i32
  %1 = arith.addi %0, %c1 : i32
  "test.use"(%1) : (i32) -> ()
  %true = arith.constant true
  cf.assert %true, "folded"
  return
}
