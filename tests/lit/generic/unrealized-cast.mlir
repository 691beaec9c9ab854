// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

%0 = "x.a"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64

// CHECK: module {
// CHECK-NEXT:   %0 = "x.a"() : () -> i32
// CHECK-NEXT:   %1 = unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT:   %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
// CHECK-NEXT: }
