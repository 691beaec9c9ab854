// A subscript list repeated from an earlier function reports an undefined
// name where this occurrence spells it (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --verify-diagnostics

func.func @defines(%A: memref<?xf32>, %i: index, %k: index) -> f32 {
  %0 = affine.load %A[%i * 16 + %k + 3] : memref<?xf32>
  return %0 : f32
}

func.func @misses(%A: memref<?xf32>, %i: index) -> f32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = affine.load %A[%i * 16 + %k + 3] : memref<?xf32>
  return %0 : f32
}
