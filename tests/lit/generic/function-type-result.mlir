// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

%0 = "x.a"() : () -> (() -> i32)
%1:2 = "x.b"() : () -> (i1, i2)

// CHECK: module {
// CHECK-NEXT:   %0 = "x.a"() : () -> (() -> i32)
// CHECK-NEXT:   %1:2 = "x.b"() : () -> (i1, i2)
// CHECK-NEXT: }
