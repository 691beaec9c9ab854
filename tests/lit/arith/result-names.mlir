// Result-name hints of arith ops, as upstream's getAsmResultNames: constants
// name themselves after their value and type, and a muli of an index
// constant and vector.vscale (either order) is `%c<N>_vscale`; any other
// muli, vscale by vscale included, keeps a number.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @muli_vscale
func.func @muli_vscale(%x: index) -> index {
  // CHECK: %c4 = arith.constant 4 : index
  %c4 = arith.constant 4 : index
  // CHECK-NEXT: %vscale = vector.vscale
  %vs = vector.vscale
  // CHECK-NEXT: %c4_vscale = arith.muli %c4, %vscale : index
  %m = arith.muli %c4, %vs : index
  // CHECK-NEXT: %c4_vscale_0 = arith.muli %vscale, %c4 : index
  %m2 = arith.muli %vs, %c4 : index
  // CHECK-NEXT: %0 = arith.muli %vscale, %arg0 : index
  %m3 = arith.muli %vs, %x : index
  // CHECK-NEXT: %1 = arith.muli %vscale, %vscale : index
  %m4 = arith.muli %vs, %vs : index
  // CHECK-NEXT: %2 = arith.muli %c4, %arg0 : index
  %m5 = arith.muli %c4, %x : index
  %s = arith.addi %m, %m2 : index
  %t = arith.addi %s, %m3 : index
  %u = arith.addi %t, %m4 : index
  %v = arith.addi %u, %m5 : index
  return %v : index
}

// Values beyond 64 bits and at the ends of i64 spell in full.
// CHECK-LABEL: func.func @wide_constants
func.func @wide_constants() -> (i64, i128, i128, index) {
  // CHECK: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
  // CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
  // CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
  // CHECK-NEXT: %c-7 = arith.constant -7 : index
  %a = arith.constant -9223372036854775808 : i64
  %b = arith.constant 170141183460469231731687303715884105727 : i128
  %c = arith.constant -170141183460469231731687303715884105728 : i128
  %d = arith.constant -7 : index
  return %a, %b, %c, %d : i64, i128, i128, index
}

// CHECK-LABEL: func.func @constants
func.func @constants() -> (i32, i32, i32, i1, index, f32) {
  // CHECK: %c7_i32 = arith.constant 7 : i32
  // CHECK-NEXT: %c7_i32_0 = arith.constant 7 : i32
  // CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
  // CHECK-NEXT: %true = arith.constant true
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  %c = arith.constant -3 : i32
  %d = arith.constant true
  %e = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  return %a, %b, %c, %d, %e, %f : i32, i32, i32, i1, index, f32
}
