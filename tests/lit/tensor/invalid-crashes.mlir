// Invalid tensor ops on which mlir-opt-22 crashes (it indexes with the bad
// value): strata reports them like their nearest upstream check
// (docs/differences.md).
// conformance: strata-only (mlir-opt-22 crashes on these inputs)
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @concat_negative_dim(%a: tensor<3xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(-1) %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @expand_shape_empty_group(%t: tensor<6xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op reassociation indices must not be empty}}
  %0 = tensor.expand_shape %t [[0, 1], []] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}
