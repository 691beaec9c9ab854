// Every math op in the custom form (fastmath flags elided at their default
// `none`, scalar/vector/tensor operands, `math.sincos`'s `%sin, %cos` result
// names), and the generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @float_ops(%f: f32, %g: f32, %h: f32, %v: vector<4xf64>, %t: tensor<2x3xf16>, %i: i32) {
  %absf = math.absf %f : f32
  %absf_fm = math.absf %v fastmath<nnan> : vector<4xf64>
  %acos = math.acos %f : f32
  %acosh = math.acosh %v fastmath<fast> : vector<4xf64>
  %asin = math.asin %t : tensor<2x3xf16>
  %asinh = math.asinh %f fastmath<nnan,ninf> : f32
  %atan = math.atan %v : vector<4xf64>
  %atanh = math.atanh %t fastmath<fast> : tensor<2x3xf16>
  %cbrt = math.cbrt %f : f32
  %ceil = math.ceil %v : vector<4xf64>
  %cos = math.cos %t : tensor<2x3xf16>
  %cosh = math.cosh %f fastmath<fast> : f32
  %erf = math.erf %v fastmath<nnan,ninf> : vector<4xf64>
  %erfc = math.erfc %t : tensor<2x3xf16>
  %exp = math.exp %f : f32
  %exp2 = math.exp2 %v fastmath<fast> : vector<4xf64>
  %expm1 = math.expm1 %t : tensor<2x3xf16>
  %floor = math.floor %f : f32
  %log = math.log %v : vector<4xf64>
  %log10 = math.log10 %t fastmath<fast> : tensor<2x3xf16>
  %log1p = math.log1p %f : f32
  %log2 = math.log2 %v : vector<4xf64>
  %round = math.round %t : tensor<2x3xf16>
  %roundeven = math.roundeven %f fastmath<fast> : f32
  %rsqrt = math.rsqrt %v : vector<4xf64>
  %sin = math.sin %t : tensor<2x3xf16>
  %sinh = math.sinh %f fastmath<nnan,ninf> : f32
  %sqrt = math.sqrt %v fastmath<fast> : vector<4xf64>
  %tan = math.tan %t : tensor<2x3xf16>
  %tanh = math.tanh %f : f32
  %trunc = math.trunc %v : vector<4xf64>
  %atan2 = math.atan2 %f, %g : f32
  %copysign = math.copysign %v, %v fastmath<nsz> : vector<4xf64>
  %powf = math.powf %f, %g fastmath<afn> : f32
  %fma = math.fma %f, %g, %h : f32
  %fma_v = math.fma %v, %v, %v fastmath<contract> : vector<4xf64>
  %fpowi = math.fpowi %f, %i : f32, i32
  %fpowi_fm = math.fpowi %f, %i fastmath<reassoc> : f32, i32
  %clamp = math.clampf %f to [%g, %h] : f32
  %clamp_fm = math.clampf %v to [%v, %v] fastmath<fast> : vector<4xf64>
  %s, %c = math.sincos %f : f32
  %sv:2 = math.sincos %v fastmath<afn> : vector<4xf64>
  %isfinite = math.isfinite %f : f32
  %isinf = math.isinf %v : vector<4xf64>
  %isnan = math.isnan %t : tensor<2x3xf16>
  %isnormal = math.isnormal %f : f32
  %attr = math.sqrt %f fastmath<fast> {tag = "x"} : f32
  return
}
func.func @int_ops(%i: i32, %j: i32, %x: index, %v: vector<8xi16>, %t: tensor<4xi64>) {
  %absi = math.absi %i : i32
  %absi_v = math.absi %v : vector<8xi16>
  %ctlz = math.ctlz %i : i32
  %ctpop = math.ctpop %x : index
  %cttz = math.cttz %t : tensor<4xi64>
  %ipowi = math.ipowi %i, %j : i32
  %ipowi_v = math.ipowi %v, %v : vector<8xi16>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf64>, %arg4: tensor<2x3xf16>, %arg5: i32) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.absf %arg3 fastmath<nnan> : vector<4xf64>
// CHECK-NEXT: %2 = math.acos %arg0 : f32
// CHECK-NEXT: %3 = math.acosh %arg3 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %4 = math.asin %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %5 = math.asinh %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %6 = math.atan %arg3 : vector<4xf64>
// CHECK-NEXT: %7 = math.atanh %arg4 fastmath<fast> : tensor<2x3xf16>
// CHECK-NEXT: %8 = math.cbrt %arg0 : f32
// CHECK-NEXT: %9 = math.ceil %arg3 : vector<4xf64>
// CHECK-NEXT: %10 = math.cos %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %11 = math.cosh %arg0 fastmath<fast> : f32
// CHECK-NEXT: %12 = math.erf %arg3 fastmath<nnan,ninf> : vector<4xf64>
// CHECK-NEXT: %13 = math.erfc %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %14 = math.exp %arg0 : f32
// CHECK-NEXT: %15 = math.exp2 %arg3 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %16 = math.expm1 %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %17 = math.floor %arg0 : f32
// CHECK-NEXT: %18 = math.log %arg3 : vector<4xf64>
// CHECK-NEXT: %19 = math.log10 %arg4 fastmath<fast> : tensor<2x3xf16>
// CHECK-NEXT: %20 = math.log1p %arg0 : f32
// CHECK-NEXT: %21 = math.log2 %arg3 : vector<4xf64>
// CHECK-NEXT: %22 = math.round %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %23 = math.roundeven %arg0 fastmath<fast> : f32
// CHECK-NEXT: %24 = math.rsqrt %arg3 : vector<4xf64>
// CHECK-NEXT: %25 = math.sin %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %26 = math.sinh %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %27 = math.sqrt %arg3 fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %28 = math.tan %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %29 = math.tanh %arg0 : f32
// CHECK-NEXT: %30 = math.trunc %arg3 : vector<4xf64>
// CHECK-NEXT: %31 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %32 = math.copysign %arg3, %arg3 fastmath<nsz> : vector<4xf64>
// CHECK-NEXT: %33 = math.powf %arg0, %arg1 fastmath<afn> : f32
// CHECK-NEXT: %34 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %35 = math.fma %arg3, %arg3, %arg3 fastmath<contract> : vector<4xf64>
// CHECK-NEXT: %36 = math.fpowi %arg0, %arg5 : f32, i32
// CHECK-NEXT: %37 = math.fpowi %arg0, %arg5 fastmath<reassoc> : f32, i32
// CHECK-NEXT: %38 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %39 = math.clampf %arg3 to [%arg3, %arg3] fastmath<fast> : vector<4xf64>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg3 fastmath<afn> : vector<4xf64>
// CHECK-NEXT: %40 = math.isfinite %arg0 : f32
// CHECK-NEXT: %41 = math.isinf %arg3 : vector<4xf64>
// CHECK-NEXT: %42 = math.isnan %arg4 : tensor<2x3xf16>
// CHECK-NEXT: %43 = math.isnormal %arg0 : f32
// CHECK-NEXT: %44 = math.sqrt %arg0 fastmath<fast> {tag = "x"} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @int_ops(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<8xi16>, %arg4: tensor<4xi64>) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.absi %arg3 : vector<8xi16>
// CHECK-NEXT: %2 = math.ctlz %arg0 : i32
// CHECK-NEXT: %3 = math.ctpop %arg2 : index
// CHECK-NEXT: %4 = math.cttz %arg4 : tensor<4xi64>
// CHECK-NEXT: %5 = math.ipowi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = math.ipowi %arg3, %arg3 : vector<8xi16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
