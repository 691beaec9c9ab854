// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

"x.w"() ({
^bb0(%a: i32, %b: f32 loc("here":3:4)):
  "t"() : () -> ()
}) : () -> ()

// CHECK: #loc2 = loc("{{.*}}":4:6)
// CHECK-NEXT: #loc3 = loc("here":3:4)
// CHECK-NEXT: module {
// CHECK-NEXT:   "x.w"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("{{.*}}":4:6), %arg1: f32 loc("here":3:4)):
// CHECK-NEXT:     "t"() : () -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}":3:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}":5:3)
