// The regions of IsolatedFromAbove ops written in custom form (func.func,
// builtin.module, llvm.func) are SSA name scopes of their own in strata,
// so functions parse apart from each other (in parallel): a name defined
// outside a function is undeclared inside it, where mlir-opt-22 resolves it
// and then rejects the use ("using value defined outside the region"), and
// a function may define a name its enclosing region defines too, which
// mlir-opt-22 rejects as a redefinition. Generic regions share their
// enclosing scope in both (isolated-from-above.mlir).
// conformance: strata-only (mlir-opt-22 reads outer names inside functions)
// RUN: strata-opt %s --split-input-file --verify-diagnostics
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

module {
  %c = arith.constant 1 : i32
  func.func @outer_name() -> i32 {
    // expected-error@+1 {{use of undeclared SSA value name}}
    return %c : i32
  }
}

// -----

// CHECK-LABEL: func.func @same_name_inside()
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
module {
  %c = arith.constant 1 : i32
  func.func @same_name_inside() -> i32 {
    %c = arith.constant 2 : i32
    return %c : i32
  }
}
