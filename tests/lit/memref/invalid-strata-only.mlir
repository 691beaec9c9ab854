// Invalid memref ops where mlir-opt-22 crashes instead of reporting an
// error (see docs/differences.md): strata reports them.
// RUN: strata-opt %s --split-input-file --verify-diagnostics
// conformance: strata-only (mlir-opt-22 crashes on these inputs)

func.func @f(%i: index) {
  // expected-error@+1 {{custom op 'memref.generic_atomic_rmw' expected a memref type}}
  %x = memref.generic_atomic_rmw %i[] : index {
  ^bb0(%cur : f32):
    memref.atomic_yield %cur : f32
  }
  return
}
