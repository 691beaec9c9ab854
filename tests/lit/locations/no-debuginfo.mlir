// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// Without --mlir-print-debuginfo no location is printed.
"x.a"() : () -> () loc("f":1:2)

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
