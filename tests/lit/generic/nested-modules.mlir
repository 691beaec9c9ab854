// RUN: strata-opt %s  | FileCheck %s

module @outer {
  module @inner {
  }
}

// CHECK: module @outer {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:   }
// CHECK-NEXT: }
