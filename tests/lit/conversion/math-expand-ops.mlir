// RUN: strata-opt %s --math-expand-ops | FileCheck %s
// RUN: strata-opt %s --math-expand-ops --mlir-print-op-generic | strata-opt | FileCheck %s

// math ops as simpler arith and math ops, op for op as mlir-opt-22
// expands them with its greedy driver.

// Every expansion on f32: the greedy driver folds, merges and hoists the
// constants, and expands what an expansion creates (asinh's fma, roundeven's
// round, fpowi's powf).
// CHECK-LABEL: func.func @all_f32(
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c1073741823_i32 = arith.constant 1073741823 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c268435455_i32 = arith.constant 268435455 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c16777215_i32 = arith.constant 16777215 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c65535_i32 = arith.constant 65535 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// CHECK-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT: %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst_2 : f32
// CHECK-NEXT: %1 = arith.uitofp %0 : i1 to f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_4 : f32
// CHECK-NEXT: %3 = arith.addf %2, %cst_3 : f32
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %cst_4 : f32
// CHECK-NEXT: %6 = math.exp %5 : f32
// CHECK-NEXT: %7 = arith.subf %cst_3, %6 : f32
// CHECK-NEXT: %8 = arith.addf %6, %cst_3 : f32
// CHECK-NEXT: %9 = arith.divf %7, %8 : f32
// CHECK-NEXT: %10 = arith.mulf %3, %9 : f32
// CHECK-NEXT: %11 = math.exp %arg0 : f32
// CHECK-NEXT: %12 = arith.negf %arg0 : f32
// CHECK-NEXT: %13 = math.exp %12 : f32
// CHECK-NEXT: %14 = arith.subf %11, %13 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %cst_1 : f32
// CHECK-NEXT: %16 = math.exp %arg0 : f32
// CHECK-NEXT: %17 = arith.negf %arg0 : f32
// CHECK-NEXT: %18 = math.exp %17 : f32
// CHECK-NEXT: %19 = arith.addf %16, %18 : f32
// CHECK-NEXT: %20 = arith.mulf %19, %cst_1 : f32
// CHECK-NEXT: %21 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %22 = arith.addf %21, %cst_3 : f32
// CHECK-NEXT: %23 = math.sqrt %22 : f32
// CHECK-NEXT: %24 = arith.addf %arg0, %23 : f32
// CHECK-NEXT: %25 = math.log %24 : f32
// CHECK-NEXT: %26 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %27 = arith.addf %26, %cst_0 : f32
// CHECK-NEXT: %28 = math.sqrt %27 : f32
// CHECK-NEXT: %29 = arith.addf %arg0, %28 : f32
// CHECK-NEXT: %30 = math.log %29 : f32
// CHECK-NEXT: %31 = arith.addf %arg0, %cst_3 : f32
// CHECK-NEXT: %32 = arith.negf %arg0 : f32
// CHECK-NEXT: %33 = arith.addf %32, %cst_3 : f32
// CHECK-NEXT: %34 = arith.divf %31, %33 : f32
// CHECK-NEXT: %35 = math.log %34 : f32
// CHECK-NEXT: %36 = arith.mulf %35, %cst_1 : f32
// CHECK-NEXT: %37 = math.sin %arg0 : f32
// CHECK-NEXT: %38 = math.cos %arg0 : f32
// CHECK-NEXT: %39 = arith.divf %37, %38 : f32
// CHECK-NEXT: %40 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %41 = arith.addf %40, %arg2 : f32
// CHECK-NEXT: %42 = arith.fptosi %arg0 : f32 to i64
// CHECK-NEXT: %43 = arith.sitofp %42 : i64 to f32
// CHECK-NEXT: %44 = math.copysign %43, %arg0 : f32
// CHECK-NEXT: %45 = arith.cmpf ogt, %arg0, %44 : f32
// CHECK-NEXT: %46 = arith.select %45, %cst_3, %cst_2 : f32
// CHECK-NEXT: %47 = arith.addf %44, %46 : f32
// CHECK-NEXT: %48 = arith.mulf %arg0, %cst : f32
// CHECK-NEXT: %49 = math.exp %48 : f32
// CHECK-NEXT: %50 = math.log %arg0 : f32
// CHECK-NEXT: %51 = arith.mulf %arg1, %50 : f32
// CHECK-NEXT: %52 = math.exp %51 : f32
// CHECK-NEXT: %53 = arith.sitofp %arg3 : i32 to f32
// CHECK-NEXT: %54 = math.log %arg0 : f32
// CHECK-NEXT: %55 = arith.mulf %53, %54 : f32
// CHECK-NEXT: %56 = math.exp %55 : f32
// CHECK-NEXT: %57 = math.copysign %cst_1, %arg0 : f32
// CHECK-NEXT: %58 = arith.addf %arg0, %57 : f32
// CHECK-NEXT: %59 = arith.fptosi %58 : f32 to i64
// CHECK-NEXT: %60 = arith.sitofp %59 : i64 to f32
// CHECK-NEXT: %61 = math.copysign %60, %58 : f32
// CHECK-NEXT: %62 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %63 = arith.shrui %62, %c23_i32 : i32
// CHECK-NEXT: %64 = arith.andi %63, %c255_i32 : i32
// CHECK-NEXT: %65 = arith.subi %64, %c127_i32 : i32
// CHECK-NEXT: %66 = arith.cmpi sge, %65, %c23_i32 : i32
// CHECK-NEXT: %67 = arith.select %66, %arg0, %61 : f32
// CHECK-NEXT: %68 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %69 = math.copysign %cst_1, %arg0 : f32
// CHECK-NEXT: %70 = arith.addf %arg0, %69 : f32
// CHECK-NEXT: %71 = arith.fptosi %70 : f32 to i64
// CHECK-NEXT: %72 = arith.sitofp %71 : i64 to f32
// CHECK-NEXT: %73 = math.copysign %72, %70 : f32
// CHECK-NEXT: %74 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %75 = arith.shrui %74, %c23_i32 : i32
// CHECK-NEXT: %76 = arith.andi %75, %c255_i32 : i32
// CHECK-NEXT: %77 = arith.subi %76, %c127_i32 : i32
// CHECK-NEXT: %78 = arith.cmpi sge, %77, %c23_i32 : i32
// CHECK-NEXT: %79 = arith.select %78, %arg0, %73 : f32
// CHECK-NEXT: %80 = arith.bitcast %79 : f32 to i32
// CHECK-NEXT: %81 = arith.shrui %68, %c23_i32 : i32
// CHECK-NEXT: %82 = arith.andi %81, %c255_i32 : i32
// CHECK-NEXT: %83 = arith.subi %82, %c127_i32 : i32
// CHECK-NEXT: %84 = arith.shrui %80, %c23_i32 : i32
// CHECK-NEXT: %85 = arith.andi %84, %c255_i32 : i32
// CHECK-NEXT: %86 = arith.subi %85, %c127_i32 : i32
// CHECK-NEXT: %87 = arith.cmpi eq, %86, %c0_i32 : i32
// CHECK-NEXT: %88 = arith.subi %86, %c1_i32 : i32
// CHECK-NEXT: %89 = arith.maxsi %88, %c0_i32 : i32
// CHECK-NEXT: %90 = arith.minsi %89, %c31_i32 : i32
// CHECK-NEXT: %91 = arith.shrui %c8388607_i32, %90 : i32
// CHECK-NEXT: %92 = arith.andi %80, %91 : i32
// CHECK-NEXT: %93 = arith.cmpi ne, %92, %c0_i32 : i32
// CHECK-NEXT: %94 = arith.ori %93, %87 : i1
// CHECK-NEXT: %95 = arith.cmpi eq, %83, %c-1_i32 : i32
// CHECK-NEXT: %96 = arith.maxsi %83, %c0_i32 : i32
// CHECK-NEXT: %97 = arith.minsi %96, %c31_i32 : i32
// CHECK-NEXT: %98 = arith.shrui %c4194304_i32, %97 : i32
// CHECK-NEXT: %99 = arith.select %95, %c0_i32, %98 : i32
// CHECK-NEXT: %100 = arith.maxsi %83, %c0_i32 : i32
// CHECK-NEXT: %101 = arith.minsi %100, %c31_i32 : i32
// CHECK-NEXT: %102 = arith.shrui %c8388607_i32, %101 : i32
// CHECK-NEXT: %103 = arith.andi %68, %102 : i32
// CHECK-NEXT: %104 = arith.cmpi eq, %103, %99 : i32
// CHECK-NEXT: %105 = arith.cmpi sge, %83, %c-1_i32 : i32
// CHECK-NEXT: %106 = arith.cmpi slt, %83, %c23_i32 : i32
// CHECK-NEXT: %107 = arith.andi %104, %106 : i1
// CHECK-NEXT: %108 = arith.andi %107, %105 : i1
// CHECK-NEXT: %109 = math.copysign %cst_3, %arg0 : f32
// CHECK-NEXT: %110 = arith.subf %79, %109 : f32
// CHECK-NEXT: %111 = arith.andi %94, %108 : i1
// CHECK-NEXT: %112 = arith.select %111, %110, %79 : f32
// CHECK-NEXT: %113 = math.copysign %112, %arg0 : f32
// CHECK-NEXT: %114 = math.sqrt %arg0 : f32
// CHECK-NEXT: %115 = arith.divf %cst_3, %114 : f32
// CHECK-NEXT: %116 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %117 = arith.maximumf %116, %arg2 : f32
// CHECK-NEXT: %118 = arith.cmpi ule, %arg3, %c65535_i32 : i32
// CHECK-NEXT: %119 = arith.shli %arg3, %c16_i32 : i32
// CHECK-NEXT: %120 = arith.select %118, %119, %arg3 : i32
// CHECK-NEXT: %121 = arith.select %118, %c16_i32, %c0_i32 : i32
// CHECK-NEXT: %122 = arith.cmpi ule, %120, %c16777215_i32 : i32
// CHECK-NEXT: %123 = arith.addi %121, %c8_i32 : i32
// CHECK-NEXT: %124 = arith.shli %120, %c8_i32 : i32
// CHECK-NEXT: %125 = arith.select %122, %124, %120 : i32
// CHECK-NEXT: %126 = arith.select %122, %123, %121 : i32
// CHECK-NEXT: %127 = arith.cmpi ule, %125, %c268435455_i32 : i32
// CHECK-NEXT: %128 = arith.addi %126, %c4_i32 : i32
// CHECK-NEXT: %129 = arith.shli %125, %c4_i32 : i32
// CHECK-NEXT: %130 = arith.select %127, %129, %125 : i32
// CHECK-NEXT: %131 = arith.select %127, %128, %126 : i32
// CHECK-NEXT: %132 = arith.cmpi ule, %130, %c1073741823_i32 : i32
// CHECK-NEXT: %133 = arith.addi %131, %c2_i32 : i32
// CHECK-NEXT: %134 = arith.shli %130, %c2_i32 : i32
// CHECK-NEXT: %135 = arith.select %132, %134, %130 : i32
// CHECK-NEXT: %136 = arith.select %132, %133, %131 : i32
// CHECK-NEXT: %137 = arith.cmpi ule, %135, %c2147483647_i32 : i32
// CHECK-NEXT: %138 = arith.addi %136, %c1_i32 : i32
// CHECK-NEXT: %139 = arith.select %137, %138, %136 : i32
// CHECK-NEXT: %140 = arith.cmpi eq, %arg3, %c0_i32 : i32
// CHECK-NEXT: %141 = arith.select %140, %c32_i32, %139 : i32
// CHECK-NEXT: return %10, %15, %20, %25, %30, %36, %39, %41, %47, %49, %52, %56, %67, %113, %115, %117, %141 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32
// CHECK-NEXT: }
func.func @all_f32(%x: f32, %y: f32, %z: f32, %i: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32) {
  %0 = math.tanh %x : f32
  %1 = math.sinh %x : f32
  %2 = math.cosh %x : f32
  %3 = math.asinh %x : f32
  %4 = math.acosh %x : f32
  %5 = math.atanh %x : f32
  %6 = math.tan %x : f32
  %7 = math.fma %x, %y, %z : f32
  %8 = math.ceil %x : f32
  %9 = math.exp2 %x : f32
  %10 = math.powf %x, %y : f32
  %11 = math.fpowi %x, %i : f32, i32
  %12 = math.round %x : f32
  %13 = math.roundeven %x : f32
  %14 = math.rsqrt %x : f32
  %15 = math.clampf %x to [%y, %z] : f32
  %16 = math.ctlz %i : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32
}

// Other formats: constants are rounded to the format; round is only
// expanded for f32; fast-math flags are not carried over.
// CHECK-LABEL: func.func @f64(
// CHECK-NEXT: %c2047_i64 = arith.constant 2047 : i64
// CHECK-NEXT: %c4503599627370495_i64 = arith.constant 4503599627370495 : i64
// CHECK-NEXT: %c2251799813685248_i64 = arith.constant 2251799813685248 : i64
// CHECK-NEXT: %c1023_i64 = arith.constant 1023 : i64
// CHECK-NEXT: %c63_i64 = arith.constant 63 : i64
// CHECK-NEXT: %c52_i64 = arith.constant 52 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %cst = arith.constant 0.69314718055994529 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %0 = math.exp %arg0 : f64
// CHECK-NEXT: %1 = arith.negf %arg0 : f64
// CHECK-NEXT: %2 = math.exp %1 : f64
// CHECK-NEXT: %3 = arith.addf %0, %2 : f64
// CHECK-NEXT: %4 = arith.mulf %3, %cst_2 : f64
// CHECK-NEXT: %5 = arith.fptosi %arg0 : f64 to i64
// CHECK-NEXT: %6 = arith.sitofp %5 : i64 to f64
// CHECK-NEXT: %7 = math.copysign %6, %arg0 : f64
// CHECK-NEXT: %8 = arith.cmpf ogt, %arg0, %7 : f64
// CHECK-NEXT: %9 = arith.select %8, %cst_0, %cst_1 : f64
// CHECK-NEXT: %10 = arith.addf %7, %9 : f64
// CHECK-NEXT: %11 = arith.mulf %arg0, %cst : f64
// CHECK-NEXT: %12 = math.exp %11 : f64
// CHECK-NEXT: %13 = math.round %arg0 : f64
// CHECK-NEXT: %14 = arith.bitcast %arg0 : f64 to i64
// CHECK-NEXT: %15 = math.round %arg0 : f64
// CHECK-NEXT: %16 = arith.bitcast %15 : f64 to i64
// CHECK-NEXT: %17 = arith.shrui %14, %c52_i64 : i64
// CHECK-NEXT: %18 = arith.andi %17, %c2047_i64 : i64
// CHECK-NEXT: %19 = arith.subi %18, %c1023_i64 : i64
// CHECK-NEXT: %20 = arith.shrui %16, %c52_i64 : i64
// CHECK-NEXT: %21 = arith.andi %20, %c2047_i64 : i64
// CHECK-NEXT: %22 = arith.subi %21, %c1023_i64 : i64
// CHECK-NEXT: %23 = arith.cmpi eq, %22, %c0_i64 : i64
// CHECK-NEXT: %24 = arith.subi %22, %c1_i64 : i64
// CHECK-NEXT: %25 = arith.maxsi %24, %c0_i64 : i64
// CHECK-NEXT: %26 = arith.minsi %25, %c63_i64 : i64
// CHECK-NEXT: %27 = arith.shrui %c4503599627370495_i64, %26 : i64
// CHECK-NEXT: %28 = arith.andi %16, %27 : i64
// CHECK-NEXT: %29 = arith.cmpi ne, %28, %c0_i64 : i64
// CHECK-NEXT: %30 = arith.ori %29, %23 : i1
// CHECK-NEXT: %31 = arith.cmpi eq, %19, %c-1_i64 : i64
// CHECK-NEXT: %32 = arith.maxsi %19, %c0_i64 : i64
// CHECK-NEXT: %33 = arith.minsi %32, %c63_i64 : i64
// CHECK-NEXT: %34 = arith.shrui %c2251799813685248_i64, %33 : i64
// CHECK-NEXT: %35 = arith.select %31, %c0_i64, %34 : i64
// CHECK-NEXT: %36 = arith.maxsi %19, %c0_i64 : i64
// CHECK-NEXT: %37 = arith.minsi %36, %c63_i64 : i64
// CHECK-NEXT: %38 = arith.shrui %c4503599627370495_i64, %37 : i64
// CHECK-NEXT: %39 = arith.andi %14, %38 : i64
// CHECK-NEXT: %40 = arith.cmpi eq, %39, %35 : i64
// CHECK-NEXT: %41 = arith.cmpi sge, %19, %c-1_i64 : i64
// CHECK-NEXT: %42 = arith.cmpi slt, %19, %c52_i64 : i64
// CHECK-NEXT: %43 = arith.andi %40, %42 : i1
// CHECK-NEXT: %44 = arith.andi %43, %41 : i1
// CHECK-NEXT: %45 = math.copysign %cst_0, %arg0 : f64
// CHECK-NEXT: %46 = arith.subf %15, %45 : f64
// CHECK-NEXT: %47 = arith.andi %30, %44 : i1
// CHECK-NEXT: %48 = arith.select %47, %46, %15 : f64
// CHECK-NEXT: %49 = math.copysign %48, %arg0 : f64
// CHECK-NEXT: return %4, %10, %12, %13, %49 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @f64(%x: f64) -> (f64, f64, f64, f64, f64) {
  %0 = math.cosh %x fastmath<fast> : f64
  %1 = math.ceil %x : f64
  %2 = math.exp2 %x : f64
  %3 = math.round %x : f64
  %4 = math.roundeven %x : f64
  return %0, %1, %2, %3, %4 : f64, f64, f64, f64, f64
}

// CHECK-LABEL: func.func @narrow(
// CHECK-NEXT: %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f8E4M3FN
// CHECK-NEXT: %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT: %c64_i16 = arith.constant 64 : i16
// CHECK-NEXT: %c127_i16 = arith.constant 127 : i16
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 6.914060e-01 : bf16
// CHECK-NEXT: %c31_i16 = arith.constant 31 : i16
// CHECK-NEXT: %c1023_i16 = arith.constant 1023 : i16
// CHECK-NEXT: %c512_i16 = arith.constant 512 : i16
// CHECK-NEXT: %c15_i16 = arith.constant 15 : i16
// CHECK-NEXT: %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst_2 : f16
// CHECK-NEXT: %1 = arith.uitofp %0 : i1 to f16
// CHECK-NEXT: %2 = arith.mulf %1, %cst_4 : f16
// CHECK-NEXT: %3 = arith.addf %2, %cst_3 : f16
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 : f16
// CHECK-NEXT: %5 = arith.mulf %4, %cst_4 : f16
// CHECK-NEXT: %6 = math.exp %5 : f16
// CHECK-NEXT: %7 = arith.subf %cst_3, %6 : f16
// CHECK-NEXT: %8 = arith.addf %6, %cst_3 : f16
// CHECK-NEXT: %9 = arith.divf %7, %8 : f16
// CHECK-NEXT: %10 = arith.mulf %3, %9 : f16
// CHECK-NEXT: %11 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT: %12 = math.round %arg0 : f16
// CHECK-NEXT: %13 = arith.bitcast %12 : f16 to i16
// CHECK-NEXT: %14 = arith.shrui %11, %c10_i16 : i16
// CHECK-NEXT: %15 = arith.andi %14, %c31_i16 : i16
// CHECK-NEXT: %16 = arith.subi %15, %c15_i16 : i16
// CHECK-NEXT: %17 = arith.shrui %13, %c10_i16 : i16
// CHECK-NEXT: %18 = arith.andi %17, %c31_i16 : i16
// CHECK-NEXT: %19 = arith.subi %18, %c15_i16 : i16
// CHECK-NEXT: %20 = arith.cmpi eq, %19, %c0_i16 : i16
// CHECK-NEXT: %21 = arith.subi %19, %c1_i16 : i16
// CHECK-NEXT: %22 = arith.maxsi %21, %c0_i16 : i16
// CHECK-NEXT: %23 = arith.minsi %22, %c15_i16 : i16
// CHECK-NEXT: %24 = arith.shrui %c1023_i16, %23 : i16
// CHECK-NEXT: %25 = arith.andi %13, %24 : i16
// CHECK-NEXT: %26 = arith.cmpi ne, %25, %c0_i16 : i16
// CHECK-NEXT: %27 = arith.ori %26, %20 : i1
// CHECK-NEXT: %28 = arith.cmpi eq, %16, %c-1_i16 : i16
// CHECK-NEXT: %29 = arith.maxsi %16, %c0_i16 : i16
// CHECK-NEXT: %30 = arith.minsi %29, %c15_i16 : i16
// CHECK-NEXT: %31 = arith.shrui %c512_i16, %30 : i16
// CHECK-NEXT: %32 = arith.select %28, %c0_i16, %31 : i16
// CHECK-NEXT: %33 = arith.maxsi %16, %c0_i16 : i16
// CHECK-NEXT: %34 = arith.minsi %33, %c15_i16 : i16
// CHECK-NEXT: %35 = arith.shrui %c1023_i16, %34 : i16
// CHECK-NEXT: %36 = arith.andi %11, %35 : i16
// CHECK-NEXT: %37 = arith.cmpi eq, %36, %32 : i16
// CHECK-NEXT: %38 = arith.cmpi sge, %16, %c-1_i16 : i16
// CHECK-NEXT: %39 = arith.cmpi slt, %16, %c10_i16 : i16
// CHECK-NEXT: %40 = arith.andi %37, %39 : i1
// CHECK-NEXT: %41 = arith.andi %40, %38 : i1
// CHECK-NEXT: %42 = math.copysign %cst_3, %arg0 : f16
// CHECK-NEXT: %43 = arith.subf %12, %42 : f16
// CHECK-NEXT: %44 = arith.andi %27, %41 : i1
// CHECK-NEXT: %45 = arith.select %44, %43, %12 : f16
// CHECK-NEXT: %46 = math.copysign %45, %arg0 : f16
// CHECK-NEXT: %47 = arith.mulf %arg1, %cst_1 : bf16
// CHECK-NEXT: %48 = math.exp %47 : bf16
// CHECK-NEXT: %49 = arith.bitcast %arg1 : bf16 to i16
// CHECK-NEXT: %50 = math.round %arg1 : bf16
// CHECK-NEXT: %51 = arith.bitcast %50 : bf16 to i16
// CHECK-NEXT: %52 = arith.shrui %49, %c7_i16 : i16
// CHECK-NEXT: %53 = arith.andi %52, %c255_i16 : i16
// CHECK-NEXT: %54 = arith.subi %53, %c127_i16 : i16
// CHECK-NEXT: %55 = arith.shrui %51, %c7_i16 : i16
// CHECK-NEXT: %56 = arith.andi %55, %c255_i16 : i16
// CHECK-NEXT: %57 = arith.subi %56, %c127_i16 : i16
// CHECK-NEXT: %58 = arith.cmpi eq, %57, %c0_i16 : i16
// CHECK-NEXT: %59 = arith.subi %57, %c1_i16 : i16
// CHECK-NEXT: %60 = arith.maxsi %59, %c0_i16 : i16
// CHECK-NEXT: %61 = arith.minsi %60, %c15_i16 : i16
// CHECK-NEXT: %62 = arith.shrui %c127_i16, %61 : i16
// CHECK-NEXT: %63 = arith.andi %51, %62 : i16
// CHECK-NEXT: %64 = arith.cmpi ne, %63, %c0_i16 : i16
// CHECK-NEXT: %65 = arith.ori %64, %58 : i1
// CHECK-NEXT: %66 = arith.cmpi eq, %54, %c-1_i16 : i16
// CHECK-NEXT: %67 = arith.maxsi %54, %c0_i16 : i16
// CHECK-NEXT: %68 = arith.minsi %67, %c15_i16 : i16
// CHECK-NEXT: %69 = arith.shrui %c64_i16, %68 : i16
// CHECK-NEXT: %70 = arith.select %66, %c0_i16, %69 : i16
// CHECK-NEXT: %71 = arith.maxsi %54, %c0_i16 : i16
// CHECK-NEXT: %72 = arith.minsi %71, %c15_i16 : i16
// CHECK-NEXT: %73 = arith.shrui %c127_i16, %72 : i16
// CHECK-NEXT: %74 = arith.andi %49, %73 : i16
// CHECK-NEXT: %75 = arith.cmpi eq, %74, %70 : i16
// CHECK-NEXT: %76 = arith.cmpi sge, %54, %c-1_i16 : i16
// CHECK-NEXT: %77 = arith.cmpi slt, %54, %c7_i16 : i16
// CHECK-NEXT: %78 = arith.andi %75, %77 : i1
// CHECK-NEXT: %79 = arith.andi %78, %76 : i1
// CHECK-NEXT: %80 = math.copysign %cst_0, %arg1 : bf16
// CHECK-NEXT: %81 = arith.subf %50, %80 : bf16
// CHECK-NEXT: %82 = arith.andi %65, %79 : i1
// CHECK-NEXT: %83 = arith.select %82, %81, %50 : bf16
// CHECK-NEXT: %84 = math.copysign %83, %arg1 : bf16
// CHECK-NEXT: %85 = arith.bitcast %arg2 : f8E4M3FN to i8
// CHECK-NEXT: %86 = math.round %arg2 : f8E4M3FN
// CHECK-NEXT: %87 = arith.bitcast %86 : f8E4M3FN to i8
// CHECK-NEXT: %88 = arith.shrui %85, %c3_i8 : i8
// CHECK-NEXT: %89 = arith.andi %88, %c15_i8 : i8
// CHECK-NEXT: %90 = arith.subi %89, %c7_i8 : i8
// CHECK-NEXT: %91 = arith.shrui %87, %c3_i8 : i8
// CHECK-NEXT: %92 = arith.andi %91, %c15_i8 : i8
// CHECK-NEXT: %93 = arith.subi %92, %c7_i8 : i8
// CHECK-NEXT: %94 = arith.cmpi eq, %93, %c0_i8 : i8
// CHECK-NEXT: %95 = arith.subi %93, %c1_i8 : i8
// CHECK-NEXT: %96 = arith.maxsi %95, %c0_i8 : i8
// CHECK-NEXT: %97 = arith.minsi %96, %c7_i8 : i8
// CHECK-NEXT: %98 = arith.shrui %c7_i8, %97 : i8
// CHECK-NEXT: %99 = arith.andi %87, %98 : i8
// CHECK-NEXT: %100 = arith.cmpi ne, %99, %c0_i8 : i8
// CHECK-NEXT: %101 = arith.ori %100, %94 : i1
// CHECK-NEXT: %102 = arith.cmpi eq, %90, %c-1_i8 : i8
// CHECK-NEXT: %103 = arith.maxsi %90, %c0_i8 : i8
// CHECK-NEXT: %104 = arith.minsi %103, %c7_i8 : i8
// CHECK-NEXT: %105 = arith.shrui %c4_i8, %104 : i8
// CHECK-NEXT: %106 = arith.select %102, %c0_i8, %105 : i8
// CHECK-NEXT: %107 = arith.maxsi %90, %c0_i8 : i8
// CHECK-NEXT: %108 = arith.minsi %107, %c7_i8 : i8
// CHECK-NEXT: %109 = arith.shrui %c7_i8, %108 : i8
// CHECK-NEXT: %110 = arith.andi %85, %109 : i8
// CHECK-NEXT: %111 = arith.cmpi eq, %110, %106 : i8
// CHECK-NEXT: %112 = arith.cmpi sge, %90, %c-1_i8 : i8
// CHECK-NEXT: %113 = arith.cmpi slt, %90, %c3_i8 : i8
// CHECK-NEXT: %114 = arith.andi %111, %113 : i1
// CHECK-NEXT: %115 = arith.andi %114, %112 : i1
// CHECK-NEXT: %116 = math.copysign %cst, %arg2 : f8E4M3FN
// CHECK-NEXT: %117 = arith.subf %86, %116 : f8E4M3FN
// CHECK-NEXT: %118 = arith.andi %101, %115 : i1
// CHECK-NEXT: %119 = arith.select %118, %117, %86 : f8E4M3FN
// CHECK-NEXT: %120 = math.copysign %119, %arg2 : f8E4M3FN
// CHECK-NEXT: %121 = math.round %arg0 : f16
// CHECK-NEXT: return %10, %46, %48, %84, %120, %121 : f16, f16, bf16, bf16, f8E4M3FN, f16
// CHECK-NEXT: }
func.func @narrow(%x: f16, %y: bf16, %z: f8E4M3FN) -> (f16, f16, bf16, bf16, f8E4M3FN, f16) {
  %0 = math.tanh %x : f16
  %1 = math.roundeven %x : f16
  %2 = math.exp2 %y : bf16
  %3 = math.roundeven %y : bf16
  %4 = math.roundeven %z : f8E4M3FN
  %5 = math.round %x : f16
  return %0, %1, %2, %3, %4, %5 : f16, f16, bf16, bf16, f8E4M3FN, f16
}

// Vectors get splat constants.
// CHECK-LABEL: func.func @vectors(
// CHECK-NEXT: %cst = arith.constant dense<64> : vector<4xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<9223372036854775807> : vector<4xi64>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<4xi64>
// CHECK-NEXT: %cst_2 = arith.constant dense<4611686018427387903> : vector<4xi64>
// CHECK-NEXT: %cst_3 = arith.constant dense<2> : vector<4xi64>
// CHECK-NEXT: %cst_4 = arith.constant dense<1152921504606846975> : vector<4xi64>
// CHECK-NEXT: %cst_5 = arith.constant dense<4> : vector<4xi64>
// CHECK-NEXT: %cst_6 = arith.constant dense<72057594037927935> : vector<4xi64>
// CHECK-NEXT: %cst_7 = arith.constant dense<8> : vector<4xi64>
// CHECK-NEXT: %cst_8 = arith.constant dense<281474976710655> : vector<4xi64>
// CHECK-NEXT: %cst_9 = arith.constant dense<16> : vector<4xi64>
// CHECK-NEXT: %cst_10 = arith.constant dense<4294967295> : vector<4xi64>
// CHECK-NEXT: %cst_11 = arith.constant dense<32> : vector<4xi64>
// CHECK-NEXT: %cst_12 = arith.constant dense<0> : vector<4xi64>
// CHECK-NEXT: %cst_13 = arith.constant dense<0xFF800000> : vector<2x3xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<0x7F800000> : vector<2x3xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<-0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %cst_17 = arith.constant dense<5.000000e-01> : vector<2x3xf32>
// CHECK-NEXT: %cst_18 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_18 : vector<2x3xf32>
// CHECK-NEXT: %1 = arith.negf %arg0 : vector<2x3xf32>
// CHECK-NEXT: %2 = arith.addf %1, %cst_18 : vector<2x3xf32>
// CHECK-NEXT: %3 = arith.divf %0, %2 : vector<2x3xf32>
// CHECK-NEXT: %4 = math.log %3 : vector<2x3xf32>
// CHECK-NEXT: %5 = arith.mulf %4, %cst_17 : vector<2x3xf32>
// CHECK-NEXT: %6 = arith.sitofp %arg2 : vector<2x3xi32> to vector<2x3xf32>
// CHECK-NEXT: %7 = math.log %arg0 : vector<2x3xf32>
// CHECK-NEXT: %8 = arith.mulf %6, %7 : vector<2x3xf32>
// CHECK-NEXT: %9 = math.exp %8 : vector<2x3xf32>
// CHECK-NEXT: %10 = arith.mulf %arg0, %arg0 : vector<2x3xf32>
// CHECK-NEXT: %11 = arith.mulf %10, %arg0 : vector<2x3xf32>
// CHECK-NEXT: %12 = arith.cmpf oeq, %11, %cst_16 : vector<2x3xf32>
// CHECK-NEXT: %13 = arith.cmpf oeq, %11, %cst_15 : vector<2x3xf32>
// CHECK-NEXT: %14 = arith.divf %cst_18, %11 : vector<2x3xf32>
// CHECK-NEXT: %15 = arith.select %12, %cst_14, %14 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: %16 = arith.select %13, %cst_13, %15 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: %17 = arith.cmpi ule, %arg3, %cst_10 : vector<4xi64>
// CHECK-NEXT: %18 = arith.shli %arg3, %cst_11 : vector<4xi64>
// CHECK-NEXT: %19 = arith.select %17, %18, %arg3 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %20 = arith.select %17, %cst_11, %cst_12 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %21 = arith.cmpi ule, %19, %cst_8 : vector<4xi64>
// CHECK-NEXT: %22 = arith.addi %20, %cst_9 : vector<4xi64>
// CHECK-NEXT: %23 = arith.shli %19, %cst_9 : vector<4xi64>
// CHECK-NEXT: %24 = arith.select %21, %23, %19 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %25 = arith.select %21, %22, %20 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %26 = arith.cmpi ule, %24, %cst_6 : vector<4xi64>
// CHECK-NEXT: %27 = arith.addi %25, %cst_7 : vector<4xi64>
// CHECK-NEXT: %28 = arith.shli %24, %cst_7 : vector<4xi64>
// CHECK-NEXT: %29 = arith.select %26, %28, %24 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %30 = arith.select %26, %27, %25 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %31 = arith.cmpi ule, %29, %cst_4 : vector<4xi64>
// CHECK-NEXT: %32 = arith.addi %30, %cst_5 : vector<4xi64>
// CHECK-NEXT: %33 = arith.shli %29, %cst_5 : vector<4xi64>
// CHECK-NEXT: %34 = arith.select %31, %33, %29 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %35 = arith.select %31, %32, %30 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %36 = arith.cmpi ule, %34, %cst_2 : vector<4xi64>
// CHECK-NEXT: %37 = arith.addi %35, %cst_3 : vector<4xi64>
// CHECK-NEXT: %38 = arith.shli %34, %cst_3 : vector<4xi64>
// CHECK-NEXT: %39 = arith.select %36, %38, %34 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %40 = arith.select %36, %37, %35 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %41 = arith.cmpi ule, %39, %cst_0 : vector<4xi64>
// CHECK-NEXT: %42 = arith.addi %40, %cst_1 : vector<4xi64>
// CHECK-NEXT: %43 = arith.select %41, %42, %40 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %44 = arith.cmpi eq, %arg3, %cst_12 : vector<4xi64>
// CHECK-NEXT: %45 = arith.select %44, %cst, %43 : vector<4xi1>, vector<4xi64>
// CHECK-NEXT: %46 = arith.minimumf %arg0, %arg1 fastmath<nnan> : vector<2x3xf32>
// CHECK-NEXT: %47 = arith.maximumf %46, %arg1 fastmath<nnan> : vector<2x3xf32>
// CHECK-NEXT: return %5, %9, %16, %45, %47 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<4xi64>, vector<2x3xf32>
// CHECK-NEXT: }
func.func @vectors(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %i: vector<2x3xi32>, %n: vector<4xi64>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<4xi64>, vector<2x3xf32>) {
  %0 = math.atanh %x : vector<2x3xf32>
  %1 = math.fpowi %x, %i : vector<2x3xf32>, vector<2x3xi32>
  %c = arith.constant dense<-3> : vector<2x3xi32>
  %2 = math.fpowi %x, %c : vector<2x3xf32>, vector<2x3xi32>
  %3 = math.ctlz %n : vector<4xi64>
  %4 = math.clampf %x to [%y, %y] fastmath<nnan> : vector<2x3xf32>
  return %0, %1, %2, %3, %4 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<4xi64>, vector<2x3xf32>
}

// ceil and rsqrt need constants of a static shape: on a dynamic one they
// stay, as in mlir-opt-22; the others here need no constant.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %0 = math.ceil %arg0 : tensor<?xf32>
// CHECK-NEXT: %1 = math.rsqrt %arg0 : tensor<?xf32>
// CHECK-NEXT: %2 = math.sin %arg0 : tensor<?xf32>
// CHECK-NEXT: %3 = math.cos %arg0 : tensor<?xf32>
// CHECK-NEXT: %4 = arith.divf %2, %3 : tensor<?xf32>
// CHECK-NEXT: %5 = math.log %arg0 : tensor<?xf32>
// CHECK-NEXT: %6 = arith.mulf %arg1, %5 : tensor<?xf32>
// CHECK-NEXT: %7 = math.exp %6 : tensor<?xf32>
// CHECK-NEXT: %8 = arith.mulf %arg0, %arg1 : tensor<?xf32>
// CHECK-NEXT: %9 = arith.addf %8, %arg0 : tensor<?xf32>
// CHECK-NEXT: return %0, %1, %4, %7, %9 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @dynamic(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = math.ceil %x : tensor<?xf32>
  %1 = math.rsqrt %x : tensor<?xf32>
  %2 = math.tan %x : tensor<?xf32>
  %3 = math.powf %x, %y : tensor<?xf32>
  %4 = math.fma %x, %y, %x : tensor<?xf32>
  return %0, %1, %2, %3, %4 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// powf with a constant exponent of 0, ±1, ±0.5, ±2 or 3 is written out.
// CHECK-LABEL: func.func @powf_exponents(
// CHECK-NEXT: %cst = arith.constant 1.600000e+01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.divf %cst_1, %arg0 : f32
// CHECK-NEXT: %1 = math.sqrt %arg0 : f32
// CHECK-NEXT: %2 = math.sqrt %arg0 : f32
// CHECK-NEXT: %3 = arith.divf %cst_1, %2 : f32
// CHECK-NEXT: %4 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %5 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %6 = arith.divf %cst_1, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.mulf %7, %arg0 : f32
// CHECK-NEXT: %9 = math.log %arg0 : f32
// CHECK-NEXT: %10 = arith.mulf %9, %cst_0 : f32
// CHECK-NEXT: %11 = math.exp %10 : f32
// CHECK-NEXT: return %cst_1, %cst_1, %arg0, %0, %1, %3, %4, %6, %8, %11, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @powf_exponents(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %cn0 = arith.constant -0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c2 = arith.constant 2.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  %0 = math.powf %x, %c0 : f32
  %1 = math.powf %x, %cn0 : f32
  %2 = math.powf %x, %c1 : f32
  %3 = math.powf %x, %cm1 : f32
  %4 = math.powf %x, %ch : f32
  %5 = math.powf %x, %cmh : f32
  %6 = math.powf %x, %c2 : f32
  %7 = math.powf %x, %cm2 : f32
  %8 = math.powf %x, %c3 : f32
  %9 = math.powf %x, %c4 : f32
  %10 = math.powf %c2, %c4 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// fpowi with a constant exponent multiplies by squaring; a negative one
// takes the reciprocal, infinite where the power is zero.
// CHECK-LABEL: func.func @fpowi_exponents(
// CHECK-NEXT: %cst = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT: %1 = arith.mulf %0, %arg0 : f64
// CHECK-NEXT: %2 = arith.mulf %0, %0 : f64
// CHECK-NEXT: %3 = arith.mulf %2, %1 : f64
// CHECK-NEXT: %4 = arith.cmpf oeq, %arg0, %cst_2 : f64
// CHECK-NEXT: %5 = arith.cmpf oeq, %arg0, %cst_1 : f64
// CHECK-NEXT: %6 = arith.divf %cst_3, %arg0 : f64
// CHECK-NEXT: %7 = arith.select %4, %cst_0, %6 : f64
// CHECK-NEXT: %8 = arith.select %5, %cst, %7 : f64
// CHECK-NEXT: %9 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT: %10 = arith.mulf %9, %9 : f64
// CHECK-NEXT: %11 = arith.mulf %10, %9 : f64
// CHECK-NEXT: %12 = arith.cmpf oeq, %11, %cst_2 : f64
// CHECK-NEXT: %13 = arith.cmpf oeq, %11, %cst_1 : f64
// CHECK-NEXT: %14 = arith.divf %cst_3, %11 : f64
// CHECK-NEXT: %15 = arith.select %12, %cst_0, %14 : f64
// CHECK-NEXT: %16 = arith.select %13, %cst, %15 : f64
// CHECK-NEXT: return %cst_3, %arg0, %3, %8, %16 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @fpowi_exponents(%x: f64) -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i16
  %cm1 = arith.constant -1 : i32
  %cm6 = arith.constant -6 : i8
  %0 = math.fpowi %x, %c0 : f64, i32
  %1 = math.fpowi %x, %c1 : f64, i64
  %2 = math.fpowi %x, %c7 : f64, i16
  %3 = math.fpowi %x, %cm1 : f64, i32
  %4 = math.fpowi %x, %cm6 : f64, i8
  return %0, %1, %2, %3, %4 : f64, f64, f64, f64, f64
}

// ctlz: a binary search over the bits, halving the width each step.
// CHECK-LABEL: func.func @ctlz_widths(
// CHECK-NEXT: %c1_i3 = arith.constant 1 : i3
// CHECK-NEXT: %c3_i3 = arith.constant 3 : i3
// CHECK-NEXT: %c0_i3 = arith.constant 0 : i3
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c1152921504606846975_i64 = arith.constant 1152921504606846975 : i64
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %c72057594037927935_i64 = arith.constant 72057594037927935 : i64
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %c281474976710655_i64 = arith.constant 281474976710655 : i64
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %c4294967295_i64 = arith.constant 4294967295 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT: %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT: %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT: %c16383_i16 = arith.constant 16383 : i16
// CHECK-NEXT: %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT: %c4095_i16 = arith.constant 4095 : i16
// CHECK-NEXT: %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT: %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT: %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c63_i8 = arith.constant 63 : i8
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT: %0 = arith.cmpi ule, %arg0, %c15_i8 : i8
// CHECK-NEXT: %1 = arith.shli %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : i8
// CHECK-NEXT: %3 = arith.select %0, %c4_i8, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ule, %2, %c63_i8 : i8
// CHECK-NEXT: %5 = arith.addi %3, %c2_i8 : i8
// CHECK-NEXT: %6 = arith.shli %2, %c2_i8 : i8
// CHECK-NEXT: %7 = arith.select %4, %6, %2 : i8
// CHECK-NEXT: %8 = arith.select %4, %5, %3 : i8
// CHECK-NEXT: %9 = arith.cmpi ule, %7, %c127_i8 : i8
// CHECK-NEXT: %10 = arith.addi %8, %c1_i8 : i8
// CHECK-NEXT: %11 = arith.select %9, %10, %8 : i8
// CHECK-NEXT: %12 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %13 = arith.select %12, %c8_i8, %11 : i8
// CHECK-NEXT: %14 = arith.cmpi ule, %arg1, %c255_i16 : i16
// CHECK-NEXT: %15 = arith.shli %arg1, %c8_i16 : i16
// CHECK-NEXT: %16 = arith.select %14, %15, %arg1 : i16
// CHECK-NEXT: %17 = arith.select %14, %c8_i16, %c0_i16 : i16
// CHECK-NEXT: %18 = arith.cmpi ule, %16, %c4095_i16 : i16
// CHECK-NEXT: %19 = arith.addi %17, %c4_i16 : i16
// CHECK-NEXT: %20 = arith.shli %16, %c4_i16 : i16
// CHECK-NEXT: %21 = arith.select %18, %20, %16 : i16
// CHECK-NEXT: %22 = arith.select %18, %19, %17 : i16
// CHECK-NEXT: %23 = arith.cmpi ule, %21, %c16383_i16 : i16
// CHECK-NEXT: %24 = arith.addi %22, %c2_i16 : i16
// CHECK-NEXT: %25 = arith.shli %21, %c2_i16 : i16
// CHECK-NEXT: %26 = arith.select %23, %25, %21 : i16
// CHECK-NEXT: %27 = arith.select %23, %24, %22 : i16
// CHECK-NEXT: %28 = arith.cmpi ule, %26, %c32767_i16 : i16
// CHECK-NEXT: %29 = arith.addi %27, %c1_i16 : i16
// CHECK-NEXT: %30 = arith.select %28, %29, %27 : i16
// CHECK-NEXT: %31 = arith.cmpi eq, %arg1, %c0_i16 : i16
// CHECK-NEXT: %32 = arith.select %31, %c16_i16, %30 : i16
// CHECK-NEXT: %33 = arith.cmpi ule, %arg2, %c4294967295_i64 : i64
// CHECK-NEXT: %34 = arith.shli %arg2, %c32_i64 : i64
// CHECK-NEXT: %35 = arith.select %33, %34, %arg2 : i64
// CHECK-NEXT: %36 = arith.select %33, %c32_i64, %c0_i64 : i64
// CHECK-NEXT: %37 = arith.cmpi ule, %35, %c281474976710655_i64 : i64
// CHECK-NEXT: %38 = arith.addi %36, %c16_i64 : i64
// CHECK-NEXT: %39 = arith.shli %35, %c16_i64 : i64
// CHECK-NEXT: %40 = arith.select %37, %39, %35 : i64
// CHECK-NEXT: %41 = arith.select %37, %38, %36 : i64
// CHECK-NEXT: %42 = arith.cmpi ule, %40, %c72057594037927935_i64 : i64
// CHECK-NEXT: %43 = arith.addi %41, %c8_i64 : i64
// CHECK-NEXT: %44 = arith.shli %40, %c8_i64 : i64
// CHECK-NEXT: %45 = arith.select %42, %44, %40 : i64
// CHECK-NEXT: %46 = arith.select %42, %43, %41 : i64
// CHECK-NEXT: %47 = arith.cmpi ule, %45, %c1152921504606846975_i64 : i64
// CHECK-NEXT: %48 = arith.addi %46, %c4_i64 : i64
// CHECK-NEXT: %49 = arith.shli %45, %c4_i64 : i64
// CHECK-NEXT: %50 = arith.select %47, %49, %45 : i64
// CHECK-NEXT: %51 = arith.select %47, %48, %46 : i64
// CHECK-NEXT: %52 = arith.cmpi ule, %50, %c4611686018427387903_i64 : i64
// CHECK-NEXT: %53 = arith.addi %51, %c2_i64 : i64
// CHECK-NEXT: %54 = arith.shli %50, %c2_i64 : i64
// CHECK-NEXT: %55 = arith.select %52, %54, %50 : i64
// CHECK-NEXT: %56 = arith.select %52, %53, %51 : i64
// CHECK-NEXT: %57 = arith.cmpi ule, %55, %c9223372036854775807_i64 : i64
// CHECK-NEXT: %58 = arith.addi %56, %c1_i64 : i64
// CHECK-NEXT: %59 = arith.select %57, %58, %56 : i64
// CHECK-NEXT: %60 = arith.cmpi eq, %arg2, %c0_i64 : i64
// CHECK-NEXT: %61 = arith.select %60, %c64_i64, %59 : i64
// CHECK-NEXT: %62 = arith.cmpi eq, %arg3, %false : i1
// CHECK-NEXT: %63 = arith.cmpi ule, %arg4, %c3_i3 : i3
// CHECK-NEXT: %64 = arith.select %63, %c1_i3, %c0_i3 : i3
// CHECK-NEXT: %65 = arith.cmpi eq, %arg4, %c0_i3 : i3
// CHECK-NEXT: %66 = arith.select %65, %c3_i3, %64 : i3
// CHECK-NEXT: return %13, %32, %61, %62, %66 : i8, i16, i64, i1, i3
// CHECK-NEXT: }
func.func @ctlz_widths(%a: i8, %b: i16, %c: i64, %d: i1, %e: i3) -> (i8, i16, i64, i1, i3) {
  %0 = math.ctlz %a : i8
  %1 = math.ctlz %b : i16
  %2 = math.ctlz %c : i64
  %3 = math.ctlz %d : i1
  %4 = math.ctlz %e : i3
  return %0, %1, %2, %3, %4 : i8, i16, i64, i1, i3
}

// Constant operands fold (before or after the expansion).
// CHECK-LABEL: func.func @folded(
// CHECK-NEXT: %cst = arith.constant 0.244918659 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT: %cst_1 = arith.constant 0.252612323 : f32
// CHECK-NEXT: return %cst, %cst_0, %c24_i32, %cst_1 : f32, f32, i32, f32
// CHECK-NEXT: }
func.func @folded() -> (f32, f32, i32, f32) {
  %c = arith.constant 0.25 : f32
  %0 = math.tanh %c : f32
  %1 = math.roundeven %c : f32
  %i = arith.constant 255 : i32
  %2 = math.ctlz %i : i32
  %3 = math.sinh %c : f32
  return %0, %1, %2, %3 : f32, f32, i32, f32
}

// Ops without an expansion stay; nested regions are expanded in place.
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (f32) {
// CHECK-NEXT: %2 = arith.cmpf olt, %arg5, %cst_1 : f32
// CHECK-NEXT: %3 = arith.uitofp %2 : i1 to f32
// CHECK-NEXT: %4 = arith.mulf %3, %cst : f32
// CHECK-NEXT: %5 = arith.addf %4, %cst_0 : f32
// CHECK-NEXT: %6 = arith.mulf %5, %arg5 : f32
// CHECK-NEXT: %7 = arith.mulf %6, %cst : f32
// CHECK-NEXT: %8 = math.exp %7 : f32
// CHECK-NEXT: %9 = arith.subf %cst_0, %8 : f32
// CHECK-NEXT: %10 = arith.addf %8, %cst_0 : f32
// CHECK-NEXT: %11 = arith.divf %9, %10 : f32
// CHECK-NEXT: %12 = arith.mulf %5, %11 : f32
// CHECK-NEXT: %13 = arith.fptosi %12 : f32 to i64
// CHECK-NEXT: %14 = arith.sitofp %13 : i64 to f32
// CHECK-NEXT: %15 = math.copysign %14, %12 : f32
// CHECK-NEXT: %16 = arith.cmpf ogt, %12, %15 : f32
// CHECK-NEXT: %17 = arith.select %16, %cst_0, %cst_1 : f32
// CHECK-NEXT: %18 = arith.addf %15, %17 : f32
// CHECK-NEXT: scf.yield %18 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = math.exp %arg0 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @loop(%x: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> f32 {
    %t = math.tanh %acc : f32
    %c = math.ceil %t : f32
    scf.yield %c : f32
  }
  %e = math.exp %x : f32
  return %r, %e : f32, f32
}
