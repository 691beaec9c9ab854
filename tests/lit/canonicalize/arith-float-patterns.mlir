// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
//
// upstream's float canonicalization patterns of arith (MulFOfNegF,
// DivFOfNegF, TruncFSIToFPToSIToFP, TruncFUIToFPToUIToFP in
// ArithCanonicalization.td; CmpFIntToFPConst in ArithOps.cpp), each checked
// against mlir-opt-22 --canonicalize; LOC checks DRR's fused locations.

// CHECK-LABEL: func.func @mulf_divf_of_negf(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:  %0 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:  %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:  return %0, %1 : f32, f32
// CHECK-NEXT:  }
func.func @mulf_divf_of_negf(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %m = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %d = arith.divf %a, %b : f32
  return %m, %d : f32, f32
}

// CHECK-LABEL: func.func @mulf_negf_same_and_vector(%arg0: f32, %arg1: vector<2xf16>) -> (f32, vector<2xf16>) {
// CHECK-NEXT:  %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:  %1 = arith.divf %arg1, %arg1 fastmath<fast> : vector<2xf16>
// CHECK-NEXT:  return %0, %1 : f32, vector<2xf16>
// CHECK-NEXT:  }
func.func @mulf_negf_same_and_vector(%x: f32, %v: vector<2xf16>) -> (f32, vector<2xf16>) {
  %a = arith.negf %x : f32
  %m = arith.mulf %a, %a : f32
  %n = arith.negf %v : vector<2xf16>
  %d = arith.divf %n, %n fastmath<fast> : vector<2xf16>
  return %m, %d : f32, vector<2xf16>
}

// Only one operand negated: nothing to do.
// CHECK-LABEL: func.func @divf_one_negf(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:  %0 = arith.negf %arg0 : f32
// CHECK-NEXT:  %1 = arith.divf %0, %arg1 : f32
// CHECK-NEXT:  return %1 : f32
// CHECK-NEXT:  }
func.func @divf_one_negf(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %d = arith.divf %a, %y : f32
  return %d : f32
}

// CHECK-LABEL: func.func @truncf_of_itofp(%arg0: i32, %arg1: vector<2xi16>) -> (f16, vector<2xbf16>) {
// CHECK-NEXT:  %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT:  %1 = arith.uitofp %arg1 : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT:  return %0, %1 : f16, vector<2xbf16>
// CHECK-NEXT:  }
func.func @truncf_of_itofp(%x: i32, %v: vector<2xi16>) -> (f16, vector<2xbf16>) {
  %a = arith.sitofp %x : i32 to f32
  %b = arith.truncf %a fastmath<fast> : f32 to f16
  %c = arith.uitofp %v : vector<2xi16> to vector<2xf32>
  %d = arith.truncf %c : vector<2xf32> to vector<2xbf16>
  return %b, %d : f16, vector<2xbf16>
}

// A rounding mode of its own keeps the truncf.
// CHECK-LABEL: func.func @truncf_rounding_mode(%arg0: i32) -> f16 {
// CHECK-NEXT:  %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT:  %1 = arith.truncf %0 to_nearest_away : f32 to f16
// CHECK-NEXT:  return %1 : f16
// CHECK-NEXT:  }
func.func @truncf_rounding_mode(%x: i32) -> f16 {
  %a = arith.uitofp %x : i32 to f32
  %b = arith.truncf %a to_nearest_away : f32 to f16
  return %b : f16
}

// An integer constant of the same value replaces the float one.
// CHECK-LABEL: func.func @cmpf_exact(%arg0: i32, %arg1: i16) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %c-3_i16 = arith.constant -3 : i16
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %0 = arith.cmpi slt, %arg0, %c4_i32 : i32
// CHECK-NEXT:  %1 = arith.cmpi sge, %arg0, %c4_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi ne, %arg1, %c-3_i16 : i16
// CHECK-NEXT:  return %0, %1, %false, %2 : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_exact(%x: i32, %y: i16) -> (i1, i1, i1, i1) {
  %c4 = arith.constant 4.0 : f64
  %f = arith.sitofp %x : i32 to f64
  %r0 = arith.cmpf olt, %f, %c4 : f64
  %r1 = arith.cmpf uge, %f, %c4 : f64
  %cm = arith.constant -3.0 : f32
  %g = arith.uitofp %y : i16 to f32
  %r2 = arith.cmpf oeq, %g, %cm : f32
  %h = arith.sitofp %y : i16 to f32
  %r3 = arith.cmpf une, %h, %cm : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

// A fractional constant: eq/ne are constant, orderings move to the
// integer on the right side.
// CHECK-LABEL: func.func @cmpf_fractional(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %0 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT:  %1 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT:  %3 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT:  return %false, %true, %0, %1, %2, %3 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_fractional(%x: i32) -> (i1, i1, i1, i1, i1, i1) {
  %p = arith.constant 4.5 : f32
  %n = arith.constant -4.5 : f32
  %f = arith.sitofp %x : i32 to f32
  %u = arith.uitofp %x : i32 to f32
  %r0 = arith.cmpf oeq, %f, %p : f32
  %r1 = arith.cmpf one, %f, %p : f32
  %r2 = arith.cmpf olt, %f, %p : f32
  %r3 = arith.cmpf ogt, %f, %n : f32
  %r4 = arith.cmpf uge, %u, %p : f32
  %r5 = arith.cmpf ole, %f, %n : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

// Beyond the integer's range, or ord/uno: a constant.
// CHECK-LABEL: func.func @cmpf_out_of_range(%arg0: i8) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  return %true, %false, %true, %true, %false : i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_out_of_range(%x: i8) -> (i1, i1, i1, i1, i1) {
  %big = arith.constant 300.0 : f32
  %neg = arith.constant -1.0 : f32
  %f = arith.sitofp %x : i8 to f32
  %u = arith.uitofp %x : i8 to f32
  %r0 = arith.cmpf olt, %f, %big : f32
  %r1 = arith.cmpf ogt, %u, %big : f32
  %r2 = arith.cmpf oge, %u, %neg : f32
  %r3 = arith.cmpf ord, %f, %big : f32
  %r4 = arith.cmpf uno, %u, %neg : f32
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

// Left alone: a NaN constant; an integer wider than the significand
// compared in the range where the cast rounds; a vector constant.
// CHECK-LABEL: func.func @cmpf_kept(%arg0: i32, %arg1: vector<2xi8>) -> (i1, i1, vector<2xi1>) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:  %cst_0 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:  %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:  %1 = arith.cmpf oeq, %0, %cst_0 : f32
// CHECK-NEXT:  %2 = arith.sitofp %arg1 : vector<2xi8> to vector<2xf32>
// CHECK-NEXT:  %3 = arith.cmpf olt, %2, %cst : vector<2xf32>
// CHECK-NEXT:  return %false, %1, %3 : i1, i1, vector<2xi1>
// CHECK-NEXT:  }
func.func @cmpf_kept(%x: i32, %v: vector<2xi8>) -> (i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %f = arith.sitofp %x : i32 to f32
  %r0 = arith.cmpf olt, %f, %nan : f32
  %c = arith.constant 16777216.0 : f32
  %r1 = arith.cmpf oeq, %f, %c : f32
  %cv = arith.constant dense<1.0> : vector<2xf32>
  %g = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  %r2 = arith.cmpf olt, %g, %cv : vector<2xf32>
  return %r0, %r1, %r2 : i1, i1, vector<2xi1>
}

// LOC-LABEL: func.func @mulf_divf_of_negf
// LOC: arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32 loc(fused[{{.*}}arith-float-patterns.mlir":17:8, {{.*}}arith-float-patterns.mlir":15:8, {{.*}}arith-float-patterns.mlir":16:8])
// LOC-LABEL: func.func @truncf_of_itofp
// LOC: arith.sitofp %arg0 : i32 to f16 loc(fused[{{.*}}arith-float-patterns.mlir":54:8, {{.*}}arith-float-patterns.mlir":53:8])
// LOC-LABEL: func.func @cmpf_exact
// LOC: arith.cmpi slt, %arg0, %c4_i32 : i32 loc({{.*}}arith-float-patterns.mlir":85:9)
