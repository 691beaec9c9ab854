// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"x.w"() ({
^bb0(%a: i32, %b: f32):
  %q = "i"() : () -> i32
  "t"()[^bb1] : () -> ()
^bb1:
  "t"()[^bb2] : () -> ()
^bb2(%z: i32):
  "t"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "x.w"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT:     %0 = "i"() : () -> i32
// CHECK-NEXT:     "t"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     "t"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
