// RUN: strata-opt %s --arith-expand | FileCheck %s
// RUN: strata-opt %s --arith-expand --mlir-print-op-generic | strata-opt | FileCheck %s

// The arith ops LLVM has no instruction for, as ops it has, op for op as
// mlir-opt-22 expands them (a conversion: constants stay where the
// expansion created them).

// Division rounding up and down: the truncating quotient, adjusted by one
// when inexact and the signs agree (ceildivsi) or differ (floordivsi).
// CHECK-LABEL: func.func @ceildivsi(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: return %8 : i32
// CHECK-NEXT: }
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @ceildivsi_i1(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i1
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i1
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %false : i1
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %false : i1
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %true : i1
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i1
// CHECK-NEXT: return %8 : i1
// CHECK-NEXT: }
func.func @ceildivsi_i1(%a: i1, %b: i1) -> i1 {
  %0 = arith.ceildivsi %a, %b : i1
  return %0 : i1
}

// CHECK-LABEL: func.func @floordivsi_index(
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %7 = arith.addi %0, %c-1 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
func.func @floordivsi_index(%a: index, %b: index) -> index {
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}

// CHECK-LABEL: func.func @floordivsi_vector(
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : vector<2x3xi64>
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : vector<2x3xi64>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : vector<2x3xi64>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x3xi64>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %cst : vector<2x3xi64>
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %cst : vector<2x3xi64>
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : vector<2x3xi1>
// CHECK-NEXT: %6 = arith.andi %2, %5 : vector<2x3xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<-1> : vector<2x3xi64>
// CHECK-NEXT: %7 = arith.addi %0, %cst_0 : vector<2x3xi64>
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : vector<2x3xi1>, vector<2x3xi64>
// CHECK-NEXT: return %8 : vector<2x3xi64>
// CHECK-NEXT: }
func.func @floordivsi_vector(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %0 = arith.floordivsi %a, %b : vector<2x3xi64>
  return %0 : vector<2x3xi64>
}

// CHECK-LABEL: func.func @ceildivui_i8(
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i8 : i8
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : i8
// CHECK-NEXT: %3 = arith.addi %2, %c1_i8 : i8
// CHECK-NEXT: %4 = arith.select %0, %c0_i8, %3 : i8
// CHECK-NEXT: return %4 : i8
// CHECK-NEXT: }
func.func @ceildivui_i8(%a: i8, %b: i8) -> i8 {
  %0 = arith.ceildivui %a, %b : i8
  return %0 : i8
}

// CHECK-LABEL: func.func @ceildivui_tensor(
// CHECK-NEXT: %cst = arith.constant dense<0> : tensor<4xi16>
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %cst : tensor<4xi16>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : tensor<4xi16>
// CHECK-NEXT: %1 = arith.subi %arg0, %cst_0 : tensor<4xi16>
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : tensor<4xi16>
// CHECK-NEXT: %3 = arith.addi %2, %cst_0 : tensor<4xi16>
// CHECK-NEXT: %4 = arith.select %0, %cst, %3 : tensor<4xi1>, tensor<4xi16>
// CHECK-NEXT: return %4 : tensor<4xi16>
// CHECK-NEXT: }
func.func @ceildivui_tensor(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %0 = arith.ceildivui %a, %b : tensor<4xi16>
  return %0 : tensor<4xi16>
}

// CHECK-LABEL: func.func @ceildivui_scalable(
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<[4]xi32>
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %cst : vector<[4]xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<[4]xi32>
// CHECK-NEXT: %1 = arith.subi %arg0, %cst_0 : vector<[4]xi32>
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : vector<[4]xi32>
// CHECK-NEXT: %3 = arith.addi %2, %cst_0 : vector<[4]xi32>
// CHECK-NEXT: %4 = arith.select %0, %cst, %3 : vector<[4]xi1>, vector<[4]xi32>
// CHECK-NEXT: return %4 : vector<[4]xi32>
// CHECK-NEXT: }
func.func @ceildivui_scalable(%a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = arith.ceildivui %a, %b : vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// Integer min and max: a compare and a select.
// CHECK-LABEL: func.func @int_min_max(
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.select %2, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.select %6, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ult, %arg2, %arg3 : vector<4xindex>
// CHECK-NEXT: %9 = arith.select %8, %arg2, %arg3 : vector<4xi1>, vector<4xindex>
// CHECK-NEXT: return %1, %3, %5, %7, %9 : i32, i32, i32, i32, vector<4xindex>
// CHECK-NEXT: }
func.func @int_min_max(%a: i32, %b: i32, %v: vector<4xindex>, %w: vector<4xindex>) -> (i32, i32, i32, i32, vector<4xindex>) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.minui %v, %w : vector<4xindex>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<4xindex>
}

// Float min and max: NaN wins for maximumf/minimumf (the right operand is
// tested), the number wins for maxnumf/minnumf (the left one is); the
// fast-math flags are not carried over. No constant is needed, so dynamic
// shapes expand too.
// CHECK-LABEL: func.func @float_min_max(
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT: %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT: %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT: %12 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.select %12, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %15 = arith.select %14, %arg1, %13 : f32
// CHECK-NEXT: %16 = arith.cmpf ugt, %arg2, %arg3 : vector<4xf16>
// CHECK-NEXT: %17 = arith.select %16, %arg2, %arg3 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %18 = arith.cmpf uno, %arg3, %arg3 : vector<4xf16>
// CHECK-NEXT: %19 = arith.select %18, %arg3, %17 : vector<4xi1>, vector<4xf16>
// CHECK-NEXT: %20 = arith.cmpf ult, %arg4, %arg5 : tensor<?xbf16>
// CHECK-NEXT: %21 = arith.select %20, %arg4, %arg5 : tensor<?xi1>, tensor<?xbf16>
// CHECK-NEXT: %22 = arith.cmpf uno, %arg4, %arg4 : tensor<?xbf16>
// CHECK-NEXT: %23 = arith.select %22, %arg5, %21 : tensor<?xi1>, tensor<?xbf16>
// CHECK-NEXT: return %3, %7, %11, %15, %19, %23 : f32, f32, f32, f32, vector<4xf16>, tensor<?xbf16>
// CHECK-NEXT: }
func.func @float_min_max(%a: f32, %b: f32, %v: vector<4xf16>, %w: vector<4xf16>, %t: tensor<?xbf16>, %u: tensor<?xbf16>) -> (f32, f32, f32, f32, vector<4xf16>, tensor<?xbf16>) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<fast> : f32
  %2 = arith.maxnumf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.minnumf %a, %b : f32
  %4 = arith.maximumf %v, %w : vector<4xf16>
  %5 = arith.minnumf %t, %u : tensor<?xbf16>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<4xf16>, tensor<?xbf16>
}

// An expansion's result feeding another expanded op.
// CHECK-LABEL: func.func @chained(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %9 = arith.divsi %8, %arg2 : i32
// CHECK-NEXT: %10 = arith.muli %9, %arg2 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %8, %10 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %12 = arith.cmpi slt, %8, %c0_i32_0 : i32
// CHECK-NEXT: %13 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
// CHECK-NEXT: %14 = arith.cmpi ne, %12, %13 : i1
// CHECK-NEXT: %15 = arith.andi %11, %14 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %16 = arith.addi %9, %c-1_i32 : i32
// CHECK-NEXT: %17 = arith.select %15, %16, %9 : i32
// CHECK-NEXT: %18 = arith.cmpi sgt, %17, %8 : i32
// CHECK-NEXT: %19 = arith.select %18, %17, %8 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: %20 = arith.cmpi eq, %19, %c0_i32_1 : i32
// CHECK-NEXT: %c1_i32_2 = arith.constant 1 : i32
// CHECK-NEXT: %21 = arith.subi %19, %c1_i32_2 : i32
// CHECK-NEXT: %22 = arith.divui %21, %19 : i32
// CHECK-NEXT: %23 = arith.addi %22, %c1_i32_2 : i32
// CHECK-NEXT: %24 = arith.select %20, %c0_i32_1, %23 : i32
// CHECK-NEXT: return %24 : i32
// CHECK-NEXT: }
func.func @chained(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %0, %c : i32
  %2 = arith.maxsi %1, %0 : i32
  %3 = arith.ceildivui %2, %2 : i32
  return %3 : i32
}

// An op that is not legal is folded before any pattern: constant operands
// give a constant where the op was, an identity gives its operand, a
// division by zero does not fold and is expanded.
// CHECK-LABEL: func.func @folded(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c2147483645_i32 = arith.constant 2147483645 : i32
// CHECK-NEXT: %c-7_i32_0 = arith.constant -7 : i32
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.divsi %c7, %c0 : index
// CHECK-NEXT: %1 = arith.muli %0, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi ne, %c7, %1 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %c7, %c0_1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %c0, %c0_1 : index
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %c-3_i32, %c-4_i32, %c2147483645_i32, %arg0, %c-7_i32_0, %8, %cst_3 : i32, i32, i32, i32, i32, index, f32
// CHECK-NEXT: }
func.func @folded(%a: i32) -> (i32, i32, i32, i32, i32, index, f32) {
  %c0 = arith.constant 0 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.ceildivsi %cm7, %c2 : i32
  %1 = arith.floordivsi %cm7, %c2 : i32
  %2 = arith.ceildivui %cm7, %c2 : i32
  %3 = arith.maxui %a, %c0 : i32
  %4 = arith.minsi %cm7, %c2 : i32
  %i7 = arith.constant 7 : index
  %i0 = arith.constant 0 : index
  %5 = arith.ceildivsi %i7, %i0 : index
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.maximumf %one, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, index, f32
}

// Ops of other dialects are not legal either: they are folded too.
// CHECK-LABEL: func.func @other_dialects_fold(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.841470957 : f32
// CHECK-NEXT: return %cst_0 : f32
// CHECK-NEXT: }
func.func @other_dialects_fold() -> f32 {
  %c = arith.constant 1.0 : f32
  %0 = math.sin %c : f32
  return %0 : f32
}

// Nested regions are converted in place.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi ne, %arg0, %2 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %4, %5 : i1
// CHECK-NEXT: %7 = arith.andi %3, %6 : i1
// CHECK-NEXT: %8 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT: %9 = arith.select %7, %8, %1 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.select %1, %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @nested(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = arith.ceildivsi %a, %b : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.minui %a, %b : i32
    scf.yield %2 : i32
  }
  return %0 : i32
}

// Scaling: the scale is a power of two in f8E8M0FNU (a wider float scale is
// first truncated to it); the op's fast-math flags and rounding mode carry
// over.
// CHECK-LABEL: func.func @scaling_extf(
// CHECK-NEXT: %0 = arith.extf %arg1 : f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.extf %arg0 : f8E5M2 to f32
// CHECK-NEXT: %2 = arith.mulf %1, %0 : f32
// CHECK-NEXT: %3 = arith.truncf %arg3 fastmath<fast> : vector<4xbf16> to vector<4xf8E8M0FNU>
// CHECK-NEXT: %4 = arith.extf %3 fastmath<fast> : vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT: %5 = arith.extf %arg2 fastmath<fast> : vector<4xf4E2M1FN> to vector<4xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %4 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %7 = arith.truncf %arg5 : f32 to f8E8M0FNU
// CHECK-NEXT: %8 = arith.extf %7 : f8E8M0FNU to f64
// CHECK-NEXT: %9 = arith.extf %arg4 : f16 to f64
// CHECK-NEXT: %10 = arith.mulf %9, %8 : f64
// CHECK-NEXT: return %2, %6, %10 : f32, vector<4xf32>, f64
// CHECK-NEXT: }
func.func @scaling_extf(%a: f8E5M2, %s: f8E8M0FNU, %v: vector<4xf4E2M1FN>, %vs: vector<4xbf16>, %f: f16, %fs: f32) -> (f32, vector<4xf32>, f64) {
  %0 = arith.scaling_extf %a, %s : f8E5M2, f8E8M0FNU to f32
  %1 = arith.scaling_extf %v, %vs fastmath<fast> : vector<4xf4E2M1FN>, vector<4xbf16> to vector<4xf32>
  %2 = arith.scaling_extf %f, %fs : f16, f32 to f64
  return %0, %1, %2 : f32, vector<4xf32>, f64
}

// CHECK-LABEL: func.func @scaling_truncf(
// CHECK-NEXT: %0 = arith.extf %arg1 : f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.divf %arg0, %0 : f32
// CHECK-NEXT: %2 = arith.truncf %1 : f32 to f8E5M2
// CHECK-NEXT: %3 = arith.truncf %arg3 fastmath<contract> : vector<4xf16> to vector<4xf8E8M0FNU>
// CHECK-NEXT: %4 = arith.extf %3 fastmath<contract> : vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT: %5 = arith.divf %arg2, %4 fastmath<contract> : vector<4xf32>
// CHECK-NEXT: %6 = arith.truncf %5 to_nearest_even fastmath<contract> : vector<4xf32> to vector<4xf4E2M1FN>
// CHECK-NEXT: %7 = arith.truncf %arg5 : f32 to f8E8M0FNU
// CHECK-NEXT: %8 = arith.extf %7 : f8E8M0FNU to f64
// CHECK-NEXT: %9 = arith.divf %arg4, %8 : f64
// CHECK-NEXT: %10 = arith.truncf %9 downward : f64 to f16
// CHECK-NEXT: return %2, %6, %10 : f8E5M2, vector<4xf4E2M1FN>, f16
// CHECK-NEXT: }
func.func @scaling_truncf(%a: f32, %s: f8E8M0FNU, %v: vector<4xf32>, %vs: vector<4xf16>, %f: f64, %fs: f32) -> (f8E5M2, vector<4xf4E2M1FN>, f16) {
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f8E5M2
  %1 = arith.scaling_truncf %v, %vs to_nearest_even fastmath<contract> : vector<4xf32>, vector<4xf16> to vector<4xf4E2M1FN>
  %2 = arith.scaling_truncf %f, %fs downward : f64, f32 to f16
  return %0, %1, %2 : f8E5M2, vector<4xf4E2M1FN>, f16
}

// Without the include-* options, float casts stay.
// CHECK-LABEL: func.func @casts_stay(
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %1 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT: %2 = arith.extf %arg2 : f8E8M0FNU to f32
// CHECK-NEXT: %3 = arith.truncf %arg1 : f32 to f4E2M1FN
// CHECK-NEXT: return %0, %1, %2, %3 : f32, bf16, f32, f4E2M1FN
// CHECK-NEXT: }
func.func @casts_stay(%a: bf16, %b: f32, %c: f8E8M0FNU, %d: f4E2M1FN) -> (f32, bf16, f32, f4E2M1FN) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %b : f32 to bf16
  %2 = arith.extf %c : f8E8M0FNU to f32
  %3 = arith.truncf %b : f32 to f4E2M1FN
  return %0, %1, %2, %3 : f32, bf16, f32, f4E2M1FN
}
