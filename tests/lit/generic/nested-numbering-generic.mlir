// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// Generic form numbers every value uniquely.
"a.op"() ({
  %1 = "b.use"(%0) : (i32) -> i32
  %0 = "b.def"() : () -> i32
}) : () -> ()
%2 = "x.y"() ({
  %9 = "inner"() : () -> i32
  "inner2"() ({
    %10 = "deeper"(%9) : (i32) -> i32
  }) : () -> ()
}) : () -> i32
%3 = "x.z"() : () -> i32

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "a.op"() ({
// CHECK-NEXT:     %4 = "b.use"(%5) : (i32) -> i32
// CHECK-NEXT:     %5 = "b.def"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %0 = "x.y"() ({
// CHECK-NEXT:     %2 = "inner"() : () -> i32
// CHECK-NEXT:     "inner2"() ({
// CHECK-NEXT:       %3 = "deeper"(%2) : (i32) -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %1 = "x.z"() : () -> i32
// CHECK-NEXT: }) : () -> ()
