// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"test.a"() ({
  %x = "test.b"() : () -> i32
  "test.c"(%x) : (i32) -> ()
}, {
  "test.d"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "test.a"() ({
// CHECK-NEXT:     %0 = "test.b"() : () -> i32
// CHECK-NEXT:     "test.c"(%0) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "test.d"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
