// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

"x.p"() <{a = 1 : i32, b = "s"}> : () -> ()
"x.q"() <{x}> {y = 2 : i64} : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "x.p"() <{a = 1 : i32, b = "s"}> : () -> ()
// CHECK-NEXT:   "x.q"() <{x}> {y = 2 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
