// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --sccp | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=FUNC

// On a module, constants flow into the arguments of a private function
// whose call sites are all known, and out of its returns into the calls.
// Per function (FUNC), every call is to an unknown function.

// CHECK-LABEL: func.func private @private(
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-LABEL: func.func @caller(
// CHECK:         return %c1_i32 : i32
// FUNC-LABEL:  func.func private @private(
// FUNC-NEXT:     return %arg0 : i32
// FUNC-LABEL:  func.func @caller(
// FUNC:          %[[R:.*]] = call @private
// FUNC-NEXT:     return %[[R]] : i32
func.func private @private(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @caller() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @private(%1) : (i32) -> i32
  return %result : i32
}

// -----

// A public function may be called from anywhere: its argument is unknown,
// but its constant result still reaches the call.
// CHECK-LABEL: func.func @public(
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32, %arg0 : i32, i32
// CHECK-LABEL: func.func @calls_public(
// CHECK:         %[[R:.*]]:2 = call @public
// CHECK-NEXT:    return %c1_i32, %[[R]]#1 : i32, i32
func.func @public(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}
func.func @calls_public() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @public(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}

// -----

// A use other than a call hides call sites; two calls with different
// constants make the argument unknown; a return that is not return-like
// makes the call's results unknown.
// CHECK-LABEL: func.func @non_call_use(
// CHECK:         %[[R:.*]]:2 = call @callable
// CHECK-NEXT:    return %c1_i32, %[[R]]#1 : i32, i32
func.func private @callable(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}
func.func @non_call_use() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @callable(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}
"live.user"() {uses = [@callable]} : () -> ()

// -----

// CHECK-LABEL: func.func @conflicting(
// CHECK:         %[[A:.*]] = call @id(%c1_i32)
// CHECK-NEXT:    %[[B:.*]] = call @id(%c2_i32)
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func private @id(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @conflicting() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %2 = arith.constant 2 : i32
  %a = call @id(%1) : (i32) -> i32
  %b = call @id(%2) : (i32) -> i32
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func.func @unknown_return(
// CHECK:         %[[R:.*]] = call @odd
// CHECK-NEXT:    return %[[R]] : i32
func.func private @odd(%arg0 : i32) -> i32 {
  "unknown.return"(%arg0) : (i32) -> ()
}
func.func @unknown_return() -> i32 {
  %1 = arith.constant 1 : i32
  %r = call @odd(%1) : (i32) -> i32
  return %r : i32
}

// -----

// Recursion: the argument stays 1 through the recursive call, so the
// test in the inner callee is decided.
// CHECK-LABEL: func.func private @inner(
// CHECK:         cf.cond_br %true, ^bb1, ^bb2
// CHECK-LABEL: func.func private @recursive(
// CHECK:         call @inner(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    call @recursive(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-LABEL: func.func @entry(
// CHECK:         return %c1_i32 : i32
func.func private @inner(%arg0 : i32) -> i32 {
  %cst_20 = arith.constant 20 : i32
  %cond = arith.cmpi ult, %arg0, %cst_20 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %cst_1 = arith.constant 1 : i32
  return %cst_1 : i32
^bb2:
  %arg_inc = arith.addi %arg0, %arg0 : i32
  return %arg_inc : i32
}
func.func private @stop() -> i1
func.func private @recursive(%arg0 : i32) -> i32 {
  %c = call @stop() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %arg0 : i32
^bb2:
  %x = call @inner(%arg0) : (i32) -> i32
  %y = call @recursive(%x) : (i32) -> i32
  return %y : i32
}
func.func @entry() -> i32 {
  %1 = arith.constant 1 : i32
  %r = call @recursive(%1) : (i32) -> i32
  return %r : i32
}
