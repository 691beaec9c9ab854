// Typed numbers repeated op after op (the parser remembers the text of
// recent typed ones): a repeat is the same attribute, and an untyped
// number is never taken for a typed one that starts alike, or the reverse.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @numbers
func.func @numbers() {
  // CHECK: "u.op"() {a = 16 : i64, b = 16 : index, c = 16 : i32, d = [16 : index, 16], e = -2 : i8, f = -2 : i64, g = 1.500000e+00 : f32, h = 1.500000e+00 : f64} : () -> ()
  "u.op"() {a = 16, b = 16 : index, c = 16 : i32, d = [16 : index, 16], e = -2 : i8, f = -2, g = 1.5 : f32, h = 1.5} : () -> ()
  // CHECK-NEXT: "u.op"() {a = 16 : index, b = 16 : i64, c = -2 : i64, d = -2 : i8, e = 1.500000e+00 : f64, f = 1.500000e+00 : f32} : () -> ()
  "u.op"() {a = 16 : index, b = 16, c = -2, d = -2 : i8, e = 1.5, f = 1.5 : f32} : () -> ()
  // CHECK-NEXT: %c16 = arith.constant 16 : index
  // CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
  // CHECK-NEXT: %c16_0 = arith.constant 16 : index
  %0 = arith.constant 16 : index
  %1 = arith.constant 16 : i32
  %2 = arith.constant 16 : index
  "u.use"(%0, %1, %2) : (index, i32, index) -> ()
  return
}
