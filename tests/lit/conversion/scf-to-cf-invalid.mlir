// RUN: strata-opt %s --convert-scf-to-cf --split-input-file --verify-diagnostics

// An scf.forall with outputs is not bufferized: no pattern lowers it, and
// the conversion fails at it with upstream's diagnostic.
func.func @forall_with_outputs(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
