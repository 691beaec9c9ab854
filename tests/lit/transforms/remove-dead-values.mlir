// RUN: strata-opt %s --split-input-file --remove-dead-values=canonicalize=0 | FileCheck %s
// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s --check-prefix=CANON

// A private function loses the arguments liveness finds dead and the
// results no caller uses; its calls and returns follow.
// CHECK-LABEL: func.func private @args_and_results(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK:       func.func @caller(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = call @args_and_results(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @args_and_results(%used: i32, %unused: i32) -> (i32, i32) {
  %d = arith.muli %unused, %unused : i32
  return %used, %d : i32, i32
}
func.func @caller(%a: i32, %b: i32) -> i32 {
  %r:2 = call @args_and_results(%a, %b) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// A result stays while any call site uses it; an operand that is not an
// argument (the device) stays.
// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK:         %0 = test.call_on_device @callee(%arg0), %arg1 : (i32, i32) -> i32
// CHECK-NEXT:    %1 = test.call_on_device @callee(%arg0), %arg1 : (i32, i32) -> i32
// CHECK-NEXT:    return %0 : i32
func.func private @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @device_call(%a: i32, %dev: i32) -> i32 {
  %r = test.call_on_device @callee(%a), %dev : (i32, i32) -> i32
  %s = test.call_on_device @callee(%a), %dev : (i32, i32) -> i32
  return %r : i32
}

// -----

// Operands of a region op that flow only to dead values become poison;
// canonicalization then drops the iteration argument.
// CHECK-LABEL: func.func @loop_iter_args
// CHECK:         %0 = ub.poison : i32
// CHECK-NEXT:    %1:2 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %arg2, %arg5 = %0) -> (i32, i32) {
// CHECK-NEXT:      %2 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:      %3 = ub.poison : i32
// CHECK-NEXT:      scf.yield %2, %3 : i32, i32
// CANON-LABEL: func.func @loop_iter_args
// CANON:         %1 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
// CANON-NEXT:      %2 = arith.addi %arg4, %arg4 : i32
// CANON-NEXT:      %3 = ub.poison : i32
// CANON-NEXT:      scf.yield %2 : i32
func.func @loop_iter_args(%lb: index, %ub: index, %init: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %dead0 = arith.constant 7 : i32
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init, %junk = %dead0) -> (i32, i32) {
    %next = arith.addi %acc, %acc : i32
    %more = arith.muli %junk, %junk : i32
    scf.yield %next, %more : i32, i32
  }
  return %r#0 : i32
}

// -----

// An effect-free region op with no live result goes.
// CHECK-LABEL: func.func @pure_if_erased(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    return
func.func @pure_if_erased(%c: i1, %a: i32) {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// -----

// A branch loses the dead successor operands and the block arguments
// they feed.
// CHECK-LABEL: func.func @branch_args
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    memref.store %0, %arg3[] : memref<i32>
func.func @branch_args(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb1(%x: i32, %y: i32):
  memref.store %x, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  return
}

// -----

// A branch on a dead condition goes, leaving ub.unreachable.
// CHECK-LABEL: func.func private @dead_condition() {
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return
func.func private @dead_condition(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  return %b : i64
}

// -----

// Values in a block that never runs are dead, and so is every op using
// them, effects or not.
// CHECK-LABEL: func.func @unreachable_block
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %false, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2
func.func @unreachable_block(%m: memref<i32>) {
  %false = arith.constant false
  %c = arith.constant 3 : i32
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %d = arith.addi %c, %c : i32
  memref.store %d, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  return
}

// -----

// An op with effects stays while its operands are live, even unused.
// CHECK-LABEL: func.func @reads_only
// CHECK-NEXT:    %0 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    %1 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:    return %1 : i32
func.func @reads_only(%m: memref<i32>) -> i32 {
  %v = memref.load %m[] : memref<i32>
  %w = memref.load %m[] : memref<i32>
  return %w : i32
}

// -----

// A private function nobody calls never runs: everything in it is dead.
// CHECK-LABEL: func.func private @uncalled() {
// CHECK-NEXT:    return
func.func private @uncalled(%a: i32, %m: memref<i32>) -> i32 {
  memref.store %a, %m[] : memref<i32>
  return %a : i32
}

// -----

// strata only: upstream leaves the loop's step a null operand (the
// verifier rejects it); strata passes ub.poison.
// CHECK-LABEL: func.func @null_in_upstream
// CHECK-NEXT:    %0 = ub.poison : index
// CHECK-NEXT:    scf.for %arg3 = %arg0 to %arg1 step %0 {
// CANON-LABEL: func.func @null_in_upstream
// CANON-NEXT:    return
func.func @null_in_upstream(%lb: index, %ub: index, %m: memref<i32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %v = memref.load %m[] : memref<i32>
  }
  return
}

// -----

// Argument and result attributes go with their arguments and results; an
// attribute array left with empty dictionaries only goes.
// CHECK-LABEL: func.func private @attrs(%arg0: i32 {test.keep}) -> (i32 {test.r0}) {
// CHECK:       func.func private @only_gone(%arg0: i32) -> i32 {
// CHECK:         %0 = call @attrs(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = call @only_gone(%arg0) : (i32) -> i32
func.func private @attrs(%a: i32 {test.keep}, %b: i32 {test.gone}) -> (i32 {test.r0}, i32 {test.r1}) {
  return %a, %b : i32, i32
}
func.func private @only_gone(%a: i32, %b: i32 {test.gone}) -> (i32, i32 {test.r1}) {
  return %a, %b : i32, i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %r:2 = call @attrs(%x, %x) : (i32, i32) -> (i32, i32)
  %s:2 = call @only_gone(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0, %s#0 : i32, i32
}

// -----

// Branches passing a dead value and a live one to the same argument keep
// it (upstream erases it for one branch only and fails to verify); the
// store of the live value stays.
// CHECK-LABEL: func.func @disagreeing_branches
// CHECK:       ^bb1:
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):
// CHECK-NEXT:    memref.store %1, %arg0[] : memref<i32>
func.func @disagreeing_branches(%m: memref<i32>, %y: i32) {
  %false = arith.constant false
  cf.cond_br %false, ^dead, ^live
^dead:
  %x = arith.addi %y, %y : i32
  cf.br ^B(%x : i32)
^live:
  cf.br ^B(%y : i32)
^B(%a: i32):
  memref.store %a, %m[] : memref<i32>
  return
}
