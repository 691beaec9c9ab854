// RUN: not strata-opt %s --verify-diagnostics --allow-unregistered-dialect 2>&1 | FileCheck %s

// An expectation that is not met and a diagnostic that was not expected
// are both reported, upstream style.
// expected-error@+1 {{this message never appears}}
"x.a"(%0) : (i32) -> ()

// CHECK-DAG: verify-diagnostics-failures.mlir:6:7: error: unexpected error: use of undeclared SSA value name
// CHECK-DAG: verify-diagnostics-failures.mlir:5:4: error: expected error "this message never appears" was not produced
