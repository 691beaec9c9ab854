// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

"x.a"() : () -> () loc("f":1:2 to 3:4)
"x.b"() : () -> () loc("f":1:2 to :9)

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> () loc("f":1:2 to 3:4)
// CHECK-NEXT:   "x.b"() : () -> () loc("f":1:2 to :9)
// CHECK-NEXT: } loc("{{.*}}":0:0)
