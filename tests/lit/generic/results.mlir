// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

%0 = "test.a"() : () -> i32
%1:2 = "test.b"(%0) : (i32) -> (i32, f32)
"test.c"(%1#1, %1#0) : (f32, i32) -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   %1:2 = "test.b"(%0) : (i32) -> (i32, f32)
// CHECK-NEXT:   "test.c"(%1#1, %1#0) : (f32, i32) -> ()
// CHECK-NEXT: }
