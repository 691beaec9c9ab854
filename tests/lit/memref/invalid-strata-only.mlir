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

// -----

// Upstream reads the initial value's type as a tensor and crashes on a
// vector; strata checks any shaped initial value.
// expected-error@+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : vector<3xf32>}> : () -> ()

// -----

func.func @f(%m: memref<4x4xf32, strided<[4, 1], offset: 2>>) {
  // An empty reassociation group has no innermost stride: upstream crashes
  // computing the collapsed layout of a strided source.
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], []] : memref<4x4xf32, strided<[4, 1], offset: 2>> into memref<16x1xf32, strided<[1, 1], offset: 2>>
  return
}
