// RUN: strata-opt %s --split-input-file --verify-diagnostics=only-expected
// RUN: not strata-opt %s --split-input-file --verify-diagnostics=all 2>&1 | FileCheck %s

// --verify-diagnostics=only-expected (mlir-opt-22's level) checks that
// every expected diagnostic is produced and ignores the others;
// =all, the default, also fails on an unexpected one.

func.func @unexpected_is_ignored(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}
// CHECK: verify-only-expected.mlir:[[@LINE-3]]:{{[0-9]+}}: error: unexpected error: 'arith.addi' op expected 2 operands, but found 1

// -----

func.func @expected_still_checked(%a: i32) {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %a, %undefined : i32
  return
}
