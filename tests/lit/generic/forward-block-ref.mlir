// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

"f.f"() ({
  "t.br"()[^later] : () -> ()
^later:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "f.f"() ({
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
