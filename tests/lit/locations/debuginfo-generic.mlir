// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s

"x.a"() : () -> ()
%0 = "x.b"() : () -> i32

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "x.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   %0 = "x.b"() : () -> i32 loc(#loc2)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}":3:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}":4:6)
