// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

%a, %b:2 = "test.b"() : () -> (i32, i32, i64)
"test.c"(%a, %b#1) : (i32, i64) -> ()

// CHECK: module {
// CHECK-NEXT:   %0:3 = "test.b"() : () -> (i32, i32, i64)
// CHECK-NEXT:   "test.c"(%0#0, %0#2) : (i32, i64) -> ()
// CHECK-NEXT: }
