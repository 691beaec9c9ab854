// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

"x.with\"quote"() : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "x.with\22quote"() : () -> ()
// CHECK-NEXT: }) : () -> ()
