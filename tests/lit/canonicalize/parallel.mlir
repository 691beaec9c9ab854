// strata rewrites the functions of a module on several threads when that
// gives exactly the one-thread result (docs/rewriting.md, "Threads"):
// every run below must print the same, with and without
// --mlir-disable-threading.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --mlir-disable-threading | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false | FileCheck %s
// RUN: strata-opt %s --canonicalize=top-down=false --mlir-disable-threading | FileCheck %s
// RUN: not strata-opt %s --canonicalize="max-iterations=1 test-convergence" 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not strata-opt %s --canonicalize="max-iterations=1 test-convergence" --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=FAIL

// CHECK-LABEL: func.func @fold(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c6_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @fold(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %x, %b : i32
  return %s : i32
}

// Constants are hoisted to the entry block of their own function.
// CHECK-LABEL: func.func @hoist(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.select %arg0, %c1_i32, %c2_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @hoist(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  } else {
    %two = arith.constant 2 : i32
    scf.yield %two : i32
  }
  return %r : i32
}

// A function that needs one more iteration than the others.
// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func @chain(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %a, %c0 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}

// A declaration: an isolated op with an empty region.
// CHECK-LABEL: func.func private @decl(i32) -> i32
func.func private @decl(i32) -> i32

// FAIL: error: canonicalize did not converge after 1 iteration
// FAIL-NEXT: note: rewrites in the last iteration: fold (x4), erase-trivially-dead (x4), ConvertTrivialIfToSelect
// FAIL-NOT: func.func
