// A module's inherent sym_visibility is printed in its attribute
// dictionary, sorted among the discardable attributes, as upstream.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

module attributes {z.a = 1, a.b = 2} {
  module @m attributes {x.y = 3, sym_visibility = "private", t.u = 4} {
  }
  module @n attributes {sym_visibility = "nested"} {
  }
}

// CHECK: module attributes {a.b = 2 : i64, z.a = 1 : i64} {
// CHECK-NEXT:   module @m attributes {sym_visibility = "private", t.u = 4 : i64, x.y = 3 : i64} {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @n attributes {sym_visibility = "nested"} {
// CHECK-NEXT:   }
// CHECK-NEXT: }
