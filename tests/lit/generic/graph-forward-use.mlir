// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// The module body is a graph region: uses may precede definitions.
%1 = "t.use"(%0) : (i32) -> i32
%0 = "t.def"() : () -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "t.use"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "t.def"() : () -> i32
// CHECK-NEXT: }
