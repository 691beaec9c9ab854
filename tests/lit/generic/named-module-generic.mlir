// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

module @m attributes {x.a = 1} {
  "t.a"() : () -> ()
}

// CHECK: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }) {x.a = 1 : i64} : () -> ()
