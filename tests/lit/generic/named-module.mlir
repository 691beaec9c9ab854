// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

module @m attributes {x.a = 1} {
  "t.a"() : () -> ()
}

// CHECK: module @m attributes {x.a = 1 : i64} {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }
