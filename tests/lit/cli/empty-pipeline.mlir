// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module()' | FileCheck %s

"x.a"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
