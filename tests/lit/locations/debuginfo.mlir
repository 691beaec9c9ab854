// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

"x.a"() : () -> () loc(unknown)
"x.b"() : () -> () loc("n"("f":1:2))
"x.c"() : () -> () loc(fused["f":1:2, "g":3:4])
"x.d"() : () -> () loc(callsite("a":1:1 at "b":2:2))
"x.e"() : () -> () loc("f":1:2)

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "x.b"() : () -> () loc(#loc6)
// CHECK-NEXT:   "x.c"() : () -> () loc(#loc7)
// CHECK-NEXT:   "x.d"() : () -> () loc(#loc8)
// CHECK-NEXT:   "x.e"() : () -> () loc(#loc2)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("f":1:2)
// CHECK-NEXT: #loc3 = loc("g":3:4)
// CHECK-NEXT: #loc4 = loc("a":1:1)
// CHECK-NEXT: #loc5 = loc("b":2:2)
// CHECK-NEXT: #loc6 = loc("n"(#loc2))
// CHECK-NEXT: #loc7 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc8 = loc(callsite(#loc4 at #loc5))
