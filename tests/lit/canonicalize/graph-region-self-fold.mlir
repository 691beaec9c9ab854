// A fold to the op's own result, which only a self-referencing op in a
// graph region can reach (`x + 0` and `x & x` where x is the op itself),
// is an in-place fold, as upstream's `foldSingleResultHook` makes it: the op
// stays, and the driver, seeing a change, folds it again. mlir-opt-22 loops
// forever on this input (within one iteration, whatever its limit);
// strata's per-iteration rewrite budget ends the run with the
// non-convergence error. A user's iteration limit stops it quietly with the
// IR unchanged.
// RUN: not strata-opt %s --allow-unregistered-dialect --canonicalize 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize="max-iterations=1" | FileCheck %s

// ERR: error: canonicalize did not converge after 10 iterations
// ERR-NEXT: note: rewrites in the last iteration: fold
// ERR-NOT: func.func

// The constant is hoisted out of the (not isolated) graph region as usual.
// CHECK-LABEL: func.func @add_zero_to_itself() {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = arith.addi %0, %c0_i32 : i32
// CHECK-NEXT:     "foo.yield"(%0) : (i32) -> ()
func.func @add_zero_to_itself() {
  test.graph_region {
    %0 = arith.addi %0, %c0 : i32
    %c0 = arith.constant 0 : i32
    "foo.yield"(%0) : (i32) -> ()
  }
  return
}

// The trait fold (Idempotent) reaches the op's own result the same way.
// CHECK-LABEL: func.func @and_with_itself() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = arith.andi %0, %0 : i32
// CHECK-NEXT:     "foo.yield"(%0) : (i32) -> ()
func.func @and_with_itself() {
  test.graph_region {
    %0 = arith.andi %0, %0 : i32
    "foo.yield"(%0) : (i32) -> ()
  }
  return
}
