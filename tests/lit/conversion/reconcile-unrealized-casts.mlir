// RUN: strata-opt %s --reconcile-unrealized-casts | FileCheck %s

// Casts a chain of conversions made redundant go: dead casts, casts back to
// the types a cast up the chain started from; casts that still convert stay.

// CHECK-LABEL: func.func @round_trip(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  return
}

// CHECK-LABEL: func.func @live(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @live(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}

// CHECK-LABEL: func.func @same_type(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @same_type(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

// CHECK-LABEL: func.func @long_chain(
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @long_chain(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  return %2 : i32
}

// CHECK-LABEL: func.func @partial_chain(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
// CHECK-NEXT: return %arg0, %1 : i32, f32
// CHECK-NEXT: }
func.func @partial_chain(%a: i32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to i32
  return %2, %1 : i32, f32
}

// CHECK-LABEL: func.func @multi(
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, f32
  return %1#0, %1#1 : i32, f32
}

// CHECK-LABEL: func.func @mismatch(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0 : i64 to f32, i32
// CHECK-NEXT: return %1#0, %1#1 : f32, i32
// CHECK-NEXT: }
func.func @mismatch(%a: i32, %b: f32) -> (f32, i32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to f32, i32
  return %1#0, %1#1 : f32, i32
}

// CHECK-LABEL: func.func @fan_out(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %arg0, %0 : i32, i64
// CHECK-NEXT: }
func.func @fan_out(%a: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1, %0 : i32, i64
}
