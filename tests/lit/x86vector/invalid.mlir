// RUN: strata-opt %s --split-input-file --verify-diagnostics
// The verifier of the x86vector dialect: its ODS constraints and
// `avx512.mask.compress`'s own checks, with mlir-opt-22's wording.

func.func @both_sources(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  // expected-error @+1 {{cannot use both src and constant_src}}
  %0 = x86vector.avx512.mask.compress %k, %a, %a {constant_src = dense<1.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @constant_source_type(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  // expected-error @+1 {{failed to verify that constant_src and dst have same type}}
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<1> : vector<16xi32>} : vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @mask_width(%k: vector<8xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  // expected-error @+1 {{'x86vector.avx512.mask.compress' op failed to verify that `k` has the same number of bits as elements in `dst`}}
  %0 = "x86vector.avx512.mask.compress"(%k, %a) : (vector<8xi1>, vector<16xf32>) -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @length(%a: vector<4xf32>, %k: i32, %imm: i16, %r: i32) -> vector<4xf32> {
  // expected-error @+1 {{'x86vector.avx512.mask.rndscale' op operand #0 must be vector of 32-bit float or 64-bit float values of length 16/8, but got 'vector<4xf32>'}}
  %0 = "x86vector.avx512.mask.rndscale"(%a, %k, %a, %imm, %r) : (vector<4xf32>, i32, vector<4xf32>, i16, i32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @immediate_width(%a: vector<16xf32>, %k: i32, %imm: i8, %r: i32) -> vector<16xf32> {
  // expected-error @+1 {{'x86vector.avx512.mask.rndscale' op failed to verify that imm has the same number of bits as elements in dst}}
  %0 = "x86vector.avx512.mask.rndscale"(%a, %k, %a, %imm, %r) : (vector<16xf32>, i32, vector<16xf32>, i8, i32) -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @dot_operands(%s: vector<8xf32>, %a: vector<8xbf16>) -> vector<8xf32> {
  // expected-error @+1 {{'x86vector.avx512.dot' op failed to verify that `a` has twice an many elements as `src`}}
  %0 = "x86vector.avx512.dot"(%s, %a, %a) : (vector<8xf32>, vector<8xbf16>, vector<8xbf16>) -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @convert_counts(%a: vector<8xf32>) -> vector<16xbf16> {
  // expected-error @+1 {{'x86vector.avx512.cvt.packed.f32_to_bf16' op failed to verify that all of {a, dst} have same element count}}
  %0 = "x86vector.avx512.cvt.packed.f32_to_bf16"(%a) : (vector<8xf32>) -> vector<16xbf16>
  return %0 : vector<16xbf16>
}

// -----

func.func @memory_element(%m: memref<1xf32>) -> vector<8xf32> {
  // expected-error @+1 {{'x86vector.avx.bcst_to_f32.packed' op operand #0 must be memref of bfloat16 type or 16-bit float values, but got 'memref<1xf32>'}}
  %0 = x86vector.avx.bcst_to_f32.packed %m : memref<1xf32> -> vector<8xf32>
  return %0 : vector<8xf32>
}
