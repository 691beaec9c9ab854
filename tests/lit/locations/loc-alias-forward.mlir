// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

"x.a"() : () -> () loc(#l1)
"x.b"() : () -> () loc(#l2)
#l1 = loc("a.mlir":7:8)
#l2 = loc("b")

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "x.b"() : () -> () loc(#loc2)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc("a.mlir":7:8)
// CHECK-NEXT: #loc2 = loc("b")
