// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s

// The empty module prints its empty entry block in generic form.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
