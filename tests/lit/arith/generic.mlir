// Generic form in and out: inherent attributes are properties (`<{...}>`),
// also when written in the attribute dictionary; defaults are not invented.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

"u.f"() ({
^bb0(%a: i32, %b: i32, %f: f32, %g: f32, %c: i1, %v: vector<4xi32>, %m: vector<4xi1>):
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  %2 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nuw>}> {other = 1 : i64} : (i32, i32) -> i32
  %3 = "arith.cmpi"(%a, %b) {predicate = 9 : i64} : (i32, i32) -> i1
  %4 = "arith.cmpf"(%f, %g) <{predicate = 15 : i64}> : (f32, f32) -> i1
  %5 = "arith.constant"() {value = 7 : i32} : () -> i32
  %6 = "arith.divui"(%a, %b) {isExact} : (i32, i32) -> i32
  %7 = "arith.select"(%m, %v, %v) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %8 = "arith.truncf"(%f) <{roundingmode = 4 : i32}> : (f32) -> f16
  %9 = "arith.mulf"(%f, %g) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %10 = arith.addi %a, %b : i32
  %11 = arith.negf %f fastmath<nnan> : f32
  %12 = arith.extf %f fastmath<contract> : f32 to f64
  %13:2 = arith.addui_extended %a, %b : i32, i1
  %14 = arith.select %m, %v, %v {tag} : vector<4xi1>, vector<4xi32>
  "u.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13#0, %14) : (i32, i32, i32, i1, i1, i32, i32, vector<4xi32>, f16, f32, i32, f32, f64, i32, vector<4xi32>) -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "u.f"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: i1, %arg5: vector<4xi32>, %arg6: vector<4xi1>):
// CHECK-NEXT:     %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> {other = 1 : i64} : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:     %4 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:     %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:     %6 = "arith.divui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT:     %7 = "arith.select"(%arg6, %arg5, %arg5) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     %8 = "arith.truncf"(%arg2) <{roundingmode = 4 : i32}> : (f32) -> f16
// CHECK-NEXT:     %9 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT:     %10 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:     %11 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
// CHECK-NEXT:     %12 = "arith.extf"(%arg2) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
// CHECK-NEXT:     %13:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
// CHECK-NEXT:     %14 = "arith.select"(%arg6, %arg5, %arg5) {tag} : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT:     "u.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13#0, %14) : (i32, i32, i32, i1, i1, i32, i32, vector<4xi32>, f16, f32, i32, f32, f64, i32, vector<4xi32>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
