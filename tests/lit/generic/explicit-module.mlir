// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

module {
  "t.a"() : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> ()
// CHECK-NEXT: }
