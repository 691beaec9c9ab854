// math ops in the generic form: `fastmath` materialized at its default
// `#arith.fastmath<none>` in the properties, multi-result `math.sincos`;
// expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @f(%f: f32, %g: f32, %v: vector<4xf64>, %i: i32, %x: index) -> f32 {
  %0 = math.sin %f : f32
  %1 = math.exp %v fastmath<nnan,ninf> : vector<4xf64>
  %2 = math.fma %f, %g, %f fastmath<fast> : f32
  %3 = math.fpowi %f, %i : f32, i32
  %4 = math.clampf %f to [%g, %f] : f32
  %s, %c = math.sincos %f : f32
  %5 = math.isnan %v : vector<4xf64>
  %6 = math.ctlz %x : index
  %7 = math.ipowi %i, %i : i32
  %8 = "math.cos"(%f) <{fastmath = #arith.fastmath<afn>}> {tag} : (f32) -> f32
  %9 = "math.absi"(%i) : (i32) -> i32
  return %s : f32
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (f32, f32, vector<4xf64>, i32, index) -> f32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>, %arg3: i32, %arg4: index):
// CHECK-NEXT: %0 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %1 = "math.exp"(%arg2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %2 = "math.fma"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: %3 = "math.fpowi"(%arg0, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// CHECK-NEXT: %4 = "math.clampf"(%arg0, %arg1, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: %5:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// CHECK-NEXT: %6 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xi1>
// CHECK-NEXT: %7 = "math.ctlz"(%arg4) : (index) -> index
// CHECK-NEXT: %8 = "math.ipowi"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %9 = "math.cos"(%arg0) <{fastmath = #arith.fastmath<afn>}> {tag} : (f32) -> f32
// CHECK-NEXT: %10 = "math.absi"(%arg3) : (i32) -> i32
// CHECK-NEXT: "func.return"(%5#0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
