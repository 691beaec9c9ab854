// Conditional branches on constants that form loops, whose other blocks
// become unreachable while the driver runs: canonicalize must end, with the
// loop collapsed to a self-branch. mlir-opt-22 ends on all of these too.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// The shape upstream's issue reports as looping forever: the loop's exit
// block becomes unreachable while the driver is still rewriting.
func.func @hang_given() {
  %true = arith.constant true
  cf.br ^bb1
^bb1:
  cf.cond_br %true, ^bb1, ^bb2
^bb2:
  return
}

func.func @hang_false_exit_loop() {
  %false = arith.constant false
  cf.br ^bb1
^bb1:
  cf.cond_br %false, ^bb2, ^bb1
^bb2:
  return
}

func.func @hang_entry_cond() {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  cf.cond_br %true, ^bb1, ^bb2
^bb2:
  return
}

func.func @hang_through_block() {
  %true = arith.constant true
  cf.br ^bb1
^bb1:
  cf.cond_br %true, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  return
}

func.func @hang_unreachable_loop() {
  %true = arith.constant true
  return
^bb1:
  cf.cond_br %true, ^bb1, ^bb2
^bb2:
  cf.br ^bb1
}

// Region DCE also drops the loop-carried argument.
func.func @hang_loop_carried(%a: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c1 : i32
  cf.cond_br %true, ^bb1(%y : i32), ^bb2(%y : i32)
^bb2(%z: i32):
  return %z : i32
}
// CHECK-LABEL: func.func @hang_given() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @hang_false_exit_loop() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @hang_entry_cond() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @hang_through_block() {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @hang_unreachable_loop() {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @hang_loop_carried(%arg0: i32) -> i32 {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  }
