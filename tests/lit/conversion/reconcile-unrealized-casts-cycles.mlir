// RUN: strata-opt %s --split-input-file --reconcile-unrealized-casts | FileCheck %s

// Casts in a graph region may read each other in a cycle. A cycle nothing
// else reads goes; one an op reads stays; a cast whose chain leads back to
// its own results is not replaced by them. Expected output is mlir-opt-22's.

// CHECK: test.graph_region {
// CHECK-NEXT: "test.return"() : () -> ()
test.graph_region {
  %a = builtin.unrealized_conversion_cast %c : i8 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to f32
  %c = builtin.unrealized_conversion_cast %b : f32 to i8
  "test.return"() : () -> ()
}

// -----

// CHECK: test.graph_region {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %2 : i8 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : f32 to i8
// CHECK-NEXT: "test.user"(%1) : (f32) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
test.graph_region {
  %a = builtin.unrealized_conversion_cast %c : i8 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to f32
  %c = builtin.unrealized_conversion_cast %b : f32 to i8
  "test.user"(%b) : (f32) -> ()
  "test.return"() : () -> ()
}

// -----

// A cast of itself nothing else reads goes; two casts of each other of one
// type become one cast of itself when an op reads it.
// CHECK: test.graph_region {
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK: test.graph_region {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %0 : f16 to f16
// CHECK-NEXT: "test.user"(%0) : (f16) -> ()
// CHECK-NEXT: "test.return"() : () -> ()
test.graph_region {
  %a = builtin.unrealized_conversion_cast %a : i1 to i1
  "test.return"() : () -> ()
}
test.graph_region {
  %a = builtin.unrealized_conversion_cast %b : f16 to f16
  %b = builtin.unrealized_conversion_cast %a : f16 to f16
  "test.user"(%b) : (f16) -> ()
  "test.return"() : () -> ()
}

// -----

// A cast of two values, one its own result, that an op reads stays.
// CHECK: test.graph_region {
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %c1_i16, %0#1 : i16, i16 to i16, i16
// CHECK-NEXT: "test.user"(%0#0) : (i16) -> ()
test.graph_region {
  %k = arith.constant 1 : i16
  %a, %b = builtin.unrealized_conversion_cast %k, %b : i16, i16 to i16, i16
  "test.user"(%a) : (i16) -> ()
  "test.return"() : () -> ()
}
