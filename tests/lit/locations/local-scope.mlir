// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

"x.b"() : () -> () loc("n"("f":1:2))
"x.c"() : () -> () loc(fused["f":1:2, "g":3:4])

// CHECK: module {
// CHECK-NEXT:   "x.b"() : () -> () loc("n"("f":1:2))
// CHECK-NEXT:   "x.c"() : () -> () loc(fused["f":1:2, "g":3:4])
// CHECK-NEXT: } loc("{{.*}}":0:0)
