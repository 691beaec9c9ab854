// conformance: rewrite-differs (mlir-opt-22 follows a cycle of casts forever)
// RUN: strata-opt %s --reconcile-unrealized-casts | FileCheck %s

// A chain of casts that cycles without reaching the types a cast wants
// ends: the casts stay. mlir-opt-22 follows the cycle forever and does not
// terminate.
// CHECK: test.graph_region {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %2 : i8 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : f32 to i8
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i8 to index
// CHECK-NEXT: "test.user"(%3) : (index) -> ()
test.graph_region {
  %a = builtin.unrealized_conversion_cast %c : i8 to i64
  %b = builtin.unrealized_conversion_cast %a : i64 to f32
  %c = builtin.unrealized_conversion_cast %b : f32 to i8
  %d = builtin.unrealized_conversion_cast %c : i8 to index
  "test.user"(%d) : (index) -> ()
  "test.return"() : () -> ()
}
