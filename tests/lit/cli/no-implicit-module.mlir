// RUN: strata-opt %s --allow-unregistered-dialect --no-implicit-module | FileCheck %s

module {
  "x.a"() : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
