// Every arith op in its custom form: the output is mlir-opt-22's, and it
// reparses to itself, also from the generic form.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

"u.f"() ({
^bb0(%a: i32, %b: i32, %f: f32, %g: f32, %c: i1, %i: index, %v: vector<4xi32>, %h: f16, %m: memref<4xi32>, %t: tensor<4xf32>, %s: f8E8M0FNU, %k: f4E2M1FN):
  %0 = arith.addf %f, %g : f32
  %1 = arith.addf %f, %g fastmath<fast> : f32
  %2 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %3:2 = arith.addui_extended %a, %b : i32, i1
  %4 = arith.andi %a, %b : i32
  %5 = arith.bitcast %a : i32 to f32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.cmpf oeq, %f, %g : f32
  %9 = arith.cmpi slt, %a, %b : i32
  %10 = arith.constant 42 : i32
  %11 = arith.constant 1.5 : f32
  %12 = arith.constant true
  %13 = arith.constant 0 : index
  %14 = arith.constant dense<1> : vector<4xi32>
  %15 = arith.divf %f, %g : f32
  %16 = arith.divsi %a, %b exact : i32
  %17 = arith.divui %a, %b : i32
  %18 = arith.extf %h : f16 to f32
  %19 = arith.extsi %a : i32 to i64
  %20 = arith.extui %a : i32 to i64
  %21 = arith.floordivsi %a, %b : i32
  %22 = arith.fptosi %f : f32 to i32
  %23 = arith.fptoui %f : f32 to i32
  %24 = arith.index_cast %a : i32 to index
  %25 = arith.index_castui %i : index to i32
  %26 = arith.maximumf %f, %g : f32
  %27 = arith.maxnumf %f, %g : f32
  %28 = arith.maxsi %a, %b : i32
  %29 = arith.maxui %a, %b : i32
  %30 = arith.minimumf %f, %g : f32
  %31 = arith.minnumf %f, %g : f32
  %32 = arith.minsi %a, %b : i32
  %33 = arith.minui %a, %b : i32
  %34 = arith.mulf %f, %g fastmath<nnan,ninf> : f32
  %35 = arith.muli %a, %b : i32
  %36:2 = arith.mulsi_extended %a, %b : i32
  %37:2 = arith.mului_extended %a, %b : i32
  %38 = arith.negf %f : f32
  %39 = arith.ori %a, %b : i32
  %40 = arith.remf %f, %g : f32
  %41 = arith.remsi %a, %b : i32
  %42 = arith.remui %a, %b : i32
  %43 = arith.scaling_extf %k, %s : f4E2M1FN, f8E8M0FNU to f32
  %44 = arith.scaling_truncf %f, %s downward : f32, f8E8M0FNU to f4E2M1FN
  %45 = arith.select %c, %a, %b : i32
  %46 = arith.shli %a, %b : i32
  %47 = arith.shrsi %a, %b : i32
  %48 = arith.shrui %a, %b exact : i32
  %49 = arith.sitofp %a : i32 to f32
  %50 = arith.subf %f, %g : f32
  %51 = arith.subi %a, %b overflow<nsw> : i32
  %52 = arith.truncf %f to_nearest_even fastmath<contract> : f32 to f16
  %53 = arith.trunci %a overflow<nuw> : i32 to i16
  %54 = arith.uitofp %a : i32 to f32
  %55 = arith.xori %a, %b : i32
  %56 = arith.constant -3 : i32
  %57 = arith.constant 0.0 : f32
  %58 = arith.constant false
  %59 = arith.select %c, %v, %v : vector<4xi32>
  %60 = arith.constant 1 : i64
  %61 = arith.constant dense<1.0> : tensor<4xf32>
  "u.use"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "u.f"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: i1, %arg5: index, %arg6: vector<4xi32>, %arg7: f16, %arg8: memref<4xi32>, %arg9: tensor<4xf32>, %arg10: f8E8M0FNU, %arg11: f4E2M1FN):
// CHECK-NEXT:     %0 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:     %1 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %3 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT:     %5 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %8 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %9 = arith.divf %arg2, %arg3 : f32
// CHECK-NEXT:     %10 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %11 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = arith.extf %arg7 : f16 to f32
// CHECK-NEXT:     %13 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %14 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:     %15 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %16 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT:     %17 = arith.fptoui %arg2 : f32 to i32
// CHECK-NEXT:     %18 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %19 = arith.index_castui %arg5 : index to i32
// CHECK-NEXT:     %20 = arith.maximumf %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.maxnumf %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %23 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %24 = arith.minimumf %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.minnumf %arg2, %arg3 : f32
// CHECK-NEXT:     %26 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:     %27 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %28 = arith.mulf %arg2, %arg3 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %29 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %low_1, %high_2 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %30 = arith.negf %arg2 : f32
// CHECK-NEXT:     %31 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %32 = arith.remf %arg2, %arg3 : f32
// CHECK-NEXT:     %33 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %34 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %35 = arith.scaling_extf %arg11, %arg10 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT:     %36 = arith.scaling_truncf %arg2, %arg10 downward : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT:     %37 = arith.select %arg4, %arg0, %arg1 : i32
// CHECK-NEXT:     %38 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %39 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:     %40 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT:     %41 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %42 = arith.subf %arg2, %arg3 : f32
// CHECK-NEXT:     %43 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %44 = arith.truncf %arg2 to_nearest_even fastmath<contract> : f32 to f16
// CHECK-NEXT:     %45 = arith.trunci %arg0 overflow<nuw> : i32 to i16
// CHECK-NEXT:     %46 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:     %47 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %48 = arith.select %arg4, %arg6, %arg6 : vector<4xi32>
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %cst_4 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     "u.use"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
