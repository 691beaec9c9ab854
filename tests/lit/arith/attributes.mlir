// Enum and dialect attributes in the custom form (predicates, overflow and
// fast-math flags, rounding modes, `exact`), defaults elided, result-name
// hints, shaped operands, and the generic form read back into the custom one.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

"u.f"() ({
^bb0(%a: i32, %b: i32, %f: f32, %g: f32, %i: index, %v: vector<4xf32>, %t: tensor<?xi64>, %m: vector<4xi1>, %vi: vector<[4]xi32>, %d: f64):
  %p0 = arith.cmpi eq, %a, %b : i32
  %p1 = arith.cmpi ne, %a, %b : i32
  %p2 = arith.cmpi sle, %a, %b : i32
  %p3 = arith.cmpi sgt, %a, %b : i32
  %p4 = arith.cmpi sge, %a, %b : i32
  %p5 = arith.cmpi ult, %a, %b : i32
  %p6 = arith.cmpi ule, %a, %b : i32
  %p7 = arith.cmpi ugt, %a, %b : i32
  %p8 = arith.cmpi uge, %i, %i : index
  %p9 = arith.cmpi "slt", %t, %t : tensor<?xi64>
  %q0 = arith.cmpf false, %f, %g : f32
  %q1 = arith.cmpf ogt, %f, %g : f32
  %q2 = arith.cmpf oge, %f, %g : f32
  %q3 = arith.cmpf olt, %f, %g : f32
  %q4 = arith.cmpf ole, %f, %g : f32
  %q5 = arith.cmpf one, %f, %g : f32
  %q6 = arith.cmpf ord, %f, %g fastmath<nnan> : f32
  %q7 = arith.cmpf ueq, %f, %g : f32
  %q8 = arith.cmpf ugt, %v, %v : vector<4xf32>
  %q9 = arith.cmpf uge, %f, %g : f32
  %qa = arith.cmpf ult, %f, %g : f32
  %qb = arith.cmpf ule, %f, %g : f32
  %qc = arith.cmpf une, %f, %g : f32
  %qd = arith.cmpf uno, %f, %g : f32
  %qe = arith.cmpf true, %f, %g : f32
  %o0 = arith.muli %a, %b overflow<nuw> : i32
  %o1 = arith.shli %a, %b overflow<nsw, nuw> : i32
  %o2 = arith.subi %a, %b overflow<none> : i32
  %o3 = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32
  %o4 = arith.trunci %a overflow<nsw> : i32 to i8
  %f0 = arith.addf %f, %g fastmath<reassoc,nnan,nsz> : f32
  %f1 = arith.subf %v, %v fastmath<afn> : vector<4xf32>
  %f2 = arith.divf %f, %g fastmath<none> : f32
  %f3 = arith.remf %f, %g {fastmath = #arith.fastmath<arcp>} : f32
  %f4 = arith.maximumf %f, %g fastmath<fast> : f32
  %r0 = arith.truncf %d upward : f64 to f32
  %r1 = arith.truncf %d toward_zero fastmath<nsz> : f64 to f32
  %r2 = arith.truncf %d to_nearest_away : f64 to f32
  %e0 = arith.shrsi %a, %b exact : i32
  %e1 = arith.divui %a, %b {isExact} : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant -1 : i64
  %c2 = arith.constant 255 : i8
  %c3 = arith.constant 7 : index
  %c4 = arith.constant false
  %c5 = arith.constant 1 : i1
  %c6 = arith.constant 2.5 : f64
  %c7 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c8 = arith.constant dense<0.0> : tensor<2x2xf16>
  %c9 = arith.constant dense<1> : vector<[4]xi32>
  %c10 = arith.constant 0 : i32
  %c11 = arith.constant {note = "x"} 3 : i16
  %s0 = arith.select %m, %v, %v : vector<4xi1>, vector<4xf32>
  %s1 = arith.select %p0, %t, %t : tensor<?xi64>
  %x:2 = arith.mulsi_extended %vi, %vi : vector<[4]xi32>
  %y:2 = arith.addui_extended %t, %t : tensor<?xi64>, tensor<?xi1>
  %z = arith.index_cast %t : tensor<?xi64> to tensor<?xindex>
  %w = arith.bitcast %v : vector<4xf32> to vector<4xi32>
  "u.use"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "u.f"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: vector<4xf32>, %arg6: tensor<?xi64>, %arg7: vector<4xi1>, %arg8: vector<[4]xi32>, %arg9: f64):
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi uge, %arg4, %arg4 : index
// CHECK-NEXT:     %9 = arith.cmpi slt, %arg6, %arg6 : tensor<?xi64>
// CHECK-NEXT:     %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %11 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf ord, %arg2, %arg3 fastmath<nnan> : f32
// CHECK-NEXT:     %17 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ugt, %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT:     %19 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %26 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %27 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %28 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %29 = arith.trunci %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT:     %30 = arith.addf %arg2, %arg3 fastmath<reassoc,nnan,nsz> : f32
// CHECK-NEXT:     %31 = arith.subf %arg5, %arg5 fastmath<afn> : vector<4xf32>
// CHECK-NEXT:     %32 = arith.divf %arg2, %arg3 : f32
// CHECK-NEXT:     %33 = arith.remf %arg2, %arg3 fastmath<arcp> : f32
// CHECK-NEXT:     %34 = arith.maximumf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %35 = arith.truncf %arg9 upward : f64 to f32
// CHECK-NEXT:     %36 = arith.truncf %arg9 toward_zero fastmath<nsz> : f64 to f32
// CHECK-NEXT:     %37 = arith.truncf %arg9 to_nearest_away : f64 to f32
// CHECK-NEXT:     %38 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %39 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x2xf16>
// CHECK-NEXT:     %cst_2 = arith.constant dense<1> : vector<[4]xi32>
// CHECK-NEXT:     %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i16 = arith.constant {note = "x"} 3 : i16
// CHECK-NEXT:     %40 = arith.select %arg7, %arg5, %arg5 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %41 = arith.select %0, %arg6, %arg6 : tensor<?xi64>
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg8, %arg8 : vector<[4]xi32>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg6, %arg6 : tensor<?xi64>, tensor<?xi1>
// CHECK-NEXT:     %42 = arith.index_cast %arg6 : tensor<?xi64> to tensor<?xindex>
// CHECK-NEXT:     %43 = arith.bitcast %arg5 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:     "u.use"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
