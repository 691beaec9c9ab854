// RUN: strata-opt %s --arith-expand --split-input-file --verify-diagnostics
// conformance: strata-only (mlir-opt-22 builds `arith.constant dense<0> : tensor<?xi32>`, an elements attribute of dynamic shape: invalid IR)

// The ceil and floor divisions need constants of the operands' type, which
// a dynamic shape cannot have: the op is not expanded, and the conversion
// fails at it.
func.func @ceildivsi_dynamic(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  // expected-error@+1 {{failed to legalize operation 'arith.ceildivsi' that was explicitly marked illegal}}
  %0 = arith.ceildivsi %a, %b : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @floordivsi_dynamic(%a: tensor<2x?xi64>, %b: tensor<2x?xi64>) -> tensor<2x?xi64> {
  // expected-error@+1 {{failed to legalize operation 'arith.floordivsi' that was explicitly marked illegal}}
  %0 = arith.floordivsi %a, %b : tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}
