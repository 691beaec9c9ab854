// Floats: eqsat commutes addf/mulf (IEEE allows it) but regroups them only
// under fastmath<reassoc> (or fast) on every op involved: (a+b)+c and
// a+(b+c) stay apart without it and merge with it.
// RUN: strata-opt %s --eqsat | FileCheck %s

func.func @float_no(%a: f32, %b: f32, %c: f32) -> (f32, f32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %0, %c : f32
  %2 = arith.addf %b, %c : f32
  %3 = arith.addf %a, %2 : f32
  %4 = arith.addf %b, %a : f32
  return %1, %3, %0, %4 : f32, f32, f32, f32
}
func.func @float_reassoc(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b fastmath<reassoc> : f32
  %1 = arith.addf %0, %c fastmath<reassoc> : f32
  %2 = arith.addf %b, %c fastmath<reassoc> : f32
  %3 = arith.addf %a, %2 fastmath<reassoc> : f32
  return %1, %3 : f32, f32
}
func.func @float_mixed_flags(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %0, %c fastmath<reassoc> : f32
  %2 = arith.addf %b, %c fastmath<reassoc> : f32
  %3 = arith.addf %a, %2 fastmath<reassoc> : f32
  return %1, %3 : f32, f32
}
func.func @float_distribute(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %a, %c fastmath<fast> : f32
  %2 = arith.addf %0, %1 fastmath<fast> : f32
  %3 = arith.mulf %a, %b : f32
  %4 = arith.mulf %a, %c : f32
  %5 = arith.addf %3, %4 : f32
  return %2, %5 : f32, f32
}
func.func @float_commute(%a: f64, %b: f64) -> (f64, f64) {
  %0 = arith.mulf %a, %b : f64
  %1 = arith.addf %0, %a : f64
  %2 = arith.mulf %b, %a : f64
  %3 = arith.addf %a, %2 : f64
  return %1, %3 : f64, f64
}

// CHECK-LABEL: func.func @float_no(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:  %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:  %1 = arith.addf %0, %arg2 : f32
// CHECK-NEXT:  %2 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:  %3 = arith.addf %arg0, %2 : f32
// CHECK-NEXT:  return %1, %3, %0, %0 : f32, f32, f32, f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @float_reassoc(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = arith.addf %arg0, %arg1 fastmath<reassoc> : f32
// CHECK-NEXT:  %1 = arith.addf %0, %arg2 fastmath<reassoc> : f32
// CHECK-NEXT:  return %1, %1 : f32, f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @float_mixed_flags(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:  %1 = arith.addf %0, %arg2 fastmath<reassoc> : f32
// CHECK-NEXT:  %2 = arith.addf %arg1, %arg2 fastmath<reassoc> : f32
// CHECK-NEXT:  %3 = arith.addf %arg0, %2 fastmath<reassoc> : f32
// CHECK-NEXT:  return %1, %3 : f32, f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @float_distribute(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:  %1 = arith.mulf %arg0, %arg2 : f32
// CHECK-NEXT:  %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:  %3 = arith.addf %arg1, %arg2 fastmath<fast> : f32
// CHECK-NEXT:  %4 = arith.mulf %arg0, %3 fastmath<fast> : f32
// CHECK-NEXT:  return %4, %2 : f32, f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @float_commute(%arg0: f64, %arg1: f64) -> (f64, f64) {
// CHECK-NEXT:  %0 = arith.mulf %arg0, %arg1 : f64
// CHECK-NEXT:  %1 = arith.addf %0, %arg0 : f64
// CHECK-NEXT:  return %1, %1 : f64, f64
// CHECK-NEXT:  }
