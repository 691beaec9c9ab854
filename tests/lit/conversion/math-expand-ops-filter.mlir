// RUN: strata-opt %s --math-expand-ops="ops=tanh,fma,math.ceil,bogus" | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(math-expand-ops{ops=tanh,fma,math.ceil,bogus})' | FileCheck %s

// Only the listed ops are expanded, by mnemonic: tanh and fma here, so
// asinh stays and the roundeven is left alone; a name with the dialect
// prefix (math.ceil) or an unknown name selects nothing.
// CHECK-LABEL: func.func @filtered(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.uitofp %0 : i1 to f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_1 : f32
// CHECK-NEXT: %3 = arith.addf %2, %cst_0 : f32
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %cst_1 : f32
// CHECK-NEXT: %6 = math.exp %5 : f32
// CHECK-NEXT: %7 = arith.subf %cst_0, %6 : f32
// CHECK-NEXT: %8 = arith.addf %6, %cst_0 : f32
// CHECK-NEXT: %9 = arith.divf %7, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %3, %9 : f32
// CHECK-NEXT: %11 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.addf %11, %arg0 : f32
// CHECK-NEXT: %13 = math.asinh %arg0 : f32
// CHECK-NEXT: %14 = math.roundeven %arg0 : f32
// CHECK-NEXT: %15 = math.ceil %arg0 : f32
// CHECK-NEXT: return %10, %12, %13, %14, %15 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @filtered(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32) {
  %0 = math.tanh %x : f32
  %1 = math.fma %x, %y, %x : f32
  %2 = math.asinh %x : f32
  %3 = math.roundeven %x : f32
  %4 = math.ceil %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}
