// Not converging within the iteration limit. Upstream fails silently with
// test-convergence (exit code 1, no message); strata names the rewrites of
// the last iteration. A limit the user set without test-convergence stops
// the run quietly, as upstream.
// RUN: not strata-opt %s --canonicalize="max-iterations=1 test-convergence" 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: strata-opt %s --canonicalize="max-iterations=1" 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: strata-opt %s --canonicalize="max-iterations=2 test-convergence" 2>&1 | FileCheck %s --check-prefix=QUIET

func.func @f(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %x, %b : i32
  return %s : i32
}

// FAIL: convergence.mlir:0:0: error: canonicalize did not converge after 1 iteration
// FAIL-NEXT: convergence.mlir:0:0: note: rewrites in the last iteration: fold, erase-trivially-dead (x2)
// FAIL-NOT: func.func

// QUIET-NOT: error
// QUIET: %c6_i32 = arith.constant 6 : i32
