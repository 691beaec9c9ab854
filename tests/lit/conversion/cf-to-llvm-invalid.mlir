// A branch whose operands do not convert fails the pass, as upstream's does.
// RUN: strata-opt %s --convert-cf-to-llvm --verify-diagnostics

func.func @tensor_arg(%t: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{failed to legalize operation 'cf.br' that was explicitly marked illegal}}
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%u: tensor<2xf32>):
  return %u : tensor<2xf32>
}

