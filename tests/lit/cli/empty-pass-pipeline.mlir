// An empty (or blank) --pass-pipeline has no anchor op: an error before any
// chunk runs, as mlir-opt-22's. The last --pass-pipeline given counts.
// RUN: not strata-opt %s --pass-pipeline= 2>&1 | FileCheck %s
// RUN: not strata-opt %s '--pass-pipeline=  ' 2>&1 | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module()' --pass-pipeline= 2>&1 | FileCheck %s
// RUN: strata-opt %s --pass-pipeline= --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=OK

// CHECK: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// CHECK-NOT: module

// OK: func.func @f()
func.func @f() {
  return
}
