// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"test.op"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
