// RUN: strata-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts | FileCheck %s

// Casts are reconciled function by function as the walk leaves each
// function; the casts of the module itself and of ops that are not
// isolated from above are reconciled together at the end. The result is
// the one of a single worklist over the whole module.

// CHECK-LABEL: func.func @first
// CHECK-SAME: (%[[A:.*]]: i64)
// CHECK-NEXT: return %[[A]] : i64
func.func @first(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  return %1 : i64
}

// CHECK: %[[M:.*]] = "test.def"() : () -> i64
// CHECK-NEXT: %[[C:.*]] = unrealized_conversion_cast %[[M]] : i64 to i16
// CHECK-NEXT: "test.wrap"() ({
// CHECK-NEXT: "test.use"(%[[M]], %[[C]]) : (i64, i16) -> ()
// CHECK-NEXT: }) : () -> ()
%m = "test.def"() : () -> i64
%c0 = builtin.unrealized_conversion_cast %m : i64 to i32
%c1 = builtin.unrealized_conversion_cast %c0 : i32 to i64
%c2 = builtin.unrealized_conversion_cast %m : i64 to i16
%dead = builtin.unrealized_conversion_cast %c2 : i16 to f16
"test.wrap"() ({
  %w = builtin.unrealized_conversion_cast %c0 : i32 to i64
  "test.use"(%w, %c2) : (i64, i16) -> ()
}) : () -> ()

// CHECK-LABEL: func.func @second
// CHECK-SAME: (%[[B:.*]]: i64)
// CHECK-NEXT: %[[K:.*]] = builtin.unrealized_conversion_cast %[[B]] : i64 to i8
// CHECK-NEXT: return %[[K]] : i8
func.func @second(%b: i64) -> i8 {
  %0 = builtin.unrealized_conversion_cast %b : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %1 : i64 to i8
  %unused = builtin.unrealized_conversion_cast %2 : i8 to i64
  return %2 : i8
}
