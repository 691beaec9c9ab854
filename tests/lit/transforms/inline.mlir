// RUN: strata-opt %s --split-input-file --inline='default-pipeline=' | FileCheck %s
// RUN: strata-opt %s --split-input-file --inline | FileCheck %s --check-prefix=SIMPLIFY

// A single-block callee is cloned into its caller; the private callee's
// last call moves its body, and the callee is erased.

// CHECK-LABEL: func.func @public_callee(
// CHECK-LABEL: func.func @two_callers(
// CHECK-NEXT:    %[[A:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.addi %[[B]], %arg0 : i32
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-NOT:   @private_callee
func.func @public_callee(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @private_callee(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @two_callers(%x: i32) -> i32 {
  %0 = call @public_callee(%x) : (i32) -> i32
  %1 = call @public_callee(%0) : (i32) -> i32
  %2 = call @private_callee(%1, %x) : (i32, i32) -> i32
  return %2 : i32
}

// -----

// A multi-block callee: its returns branch to the rest of the caller's
// block, which takes the results as arguments.

// CHECK-LABEL: func.func @multi_block_caller(
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[C1]] : i32)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    cf.br ^bb3(%[[C2]] : i32)
// CHECK:       ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// SIMPLIFY-LABEL: func.func @multi_block_caller(
// SIMPLIFY-NEXT:   %[[C2:.*]] = arith.constant 2 : i32
// SIMPLIFY-NEXT:   %[[C1:.*]] = arith.constant 1 : i32
// SIMPLIFY-NEXT:   %[[S:.*]] = arith.select %arg0, %[[C1]], %[[C2]] : i32
// SIMPLIFY-NEXT:   %[[R:.*]] = arith.addi %[[S]], %[[S]] : i32
// SIMPLIFY-NEXT:   return %[[R]] : i32
func.func private @select_like(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %one = arith.constant 1 : i32
  return %one : i32
^bb2:
  %two = arith.constant 2 : i32
  return %two : i32
}
func.func @multi_block_caller(%c: i1) -> i32 {
  %0 = call @select_like(%c) : (i1) -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

// -----

// Recursion is never inlined: not a self-recursive callee, not a cycle
// back into the caller.

// CHECK-LABEL: func.func @self(
// CHECK-NEXT:    call @self
// CHECK-LABEL: func.func @ping(
// CHECK-NEXT:    call @pong
// CHECK-LABEL: func.func @pong(
// CHECK-NEXT:    call @ping
func.func @self(%a: i32) -> i32 {
  %0 = call @self(%a) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// Declarations, `no_inline` calls and callees stay calls; a callee with
// several blocks is not inlined into a single-block region (scf.if).

// CHECK-LABEL: func.func @kept(
// CHECK-NEXT:    call @decl()
// CHECK-NEXT:    call @leaf() {no_inline}
// CHECK-NEXT:    call @marked()
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      func.call @two_blocks()
func.func private @decl()
func.func @leaf() {
  return
}
func.func @marked() attributes {no_inline} {
  return
}
func.func @two_blocks() {
  cf.br ^bb1
^bb1:
  return
}
func.func @kept(%c: i1) {
  call @decl() : () -> ()
  call @leaf() {no_inline} : () -> ()
  call @marked() : () -> ()
  scf.if %c {
    func.call @two_blocks() : () -> ()
  }
  return
}

// -----

// An indirect call of a known function becomes a direct call when the
// callee is simplified (SIMPLIFY), and then is inlined.

// CHECK-LABEL: func.func @indirect(
// CHECK-NEXT:    %[[F:.*]] = constant @target : (i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = call_indirect %[[F]](%arg0)
// SIMPLIFY-LABEL: func.func @indirect(
// SIMPLIFY-NEXT:   %[[R:.*]] = arith.addi %arg0, %arg0 : i32
// SIMPLIFY-NEXT:   return %[[R]] : i32
func.func @target(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @indirect(%a: i32) -> i32 {
  %f = constant @target : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
