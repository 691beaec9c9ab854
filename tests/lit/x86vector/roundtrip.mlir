// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// The x86vector dialect round-trips in its custom form, as mlir-opt-22 prints it
// (every op, the widths its constraints allow, a scalable vector whose minimum
// length fits, as upstream's element count reads it).

// CHECK-LABEL: func.func @rndscale_scalef(%arg0: vector<16xf32>, %arg1: vector<8xf64>, %arg2: i16, %arg3: i8, %arg4: i16, %arg5: i8, %arg6: i32) -> (vector<16xf32>, vector<8xf64>, vector<16xf32>, vector<8xf64>) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = x86vector.avx512.mask.rndscale %arg0, %c7_i32, %arg0, %arg2, %arg6 : vector<16xf32>
// CHECK-NEXT: %1 = x86vector.avx512.mask.rndscale %arg1, %c7_i32, %arg1, %arg3, %arg6 : vector<8xf64>
// CHECK-NEXT: %2 = x86vector.avx512.mask.scalef %arg0, %arg0, %arg0, %arg4, %arg6 : vector<16xf32>
// CHECK-NEXT: %3 = x86vector.avx512.mask.scalef %arg1, %arg1, %arg1, %arg5, %arg6 : vector<8xf64>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<16xf32>, vector<8xf64>, vector<16xf32>, vector<8xf64>
// CHECK-NEXT: }
func.func @rndscale_scalef(%src: vector<16xf32>, %b: vector<8xf64>, %imm16: i16, %imm8: i8, %k16: i16, %k8: i8, %r: i32) -> (vector<16xf32>, vector<8xf64>, vector<16xf32>, vector<8xf64>) {
  %k = arith.constant 7 : i32
  %0 = x86vector.avx512.mask.rndscale %src, %k, %src, %imm16, %r : vector<16xf32>
  %1 = x86vector.avx512.mask.rndscale %b, %k, %b, %imm8, %r : vector<8xf64>
  %2 = x86vector.avx512.mask.scalef %src, %src, %src, %k16, %r : vector<16xf32>
  %3 = x86vector.avx512.mask.scalef %b, %b, %b, %k8, %r : vector<8xf64>
  return %0, %1, %2, %3 : vector<16xf32>, vector<8xf64>, vector<16xf32>, vector<8xf64>
}

// CHECK-LABEL: func.func @compress(%arg0: vector<16xi1>, %arg1: vector<16xf32>, %arg2: vector<8xi1>, %arg3: vector<8xi64>) -> (vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>) {
// CHECK-NEXT: %0 = x86vector.avx512.mask.compress %arg0, %arg1 : vector<16xf32>
// CHECK-NEXT: %1 = x86vector.avx512.mask.compress %arg0, %arg1 {constant_src = dense<2.500000e+00> : vector<16xf32>} : vector<16xf32>
// CHECK-NEXT: %2 = x86vector.avx512.mask.compress %arg2, %arg3, %arg3 : vector<8xi64>, vector<8xi64>
// CHECK-NEXT: %3 = x86vector.avx512.mask.compress %arg2, %arg3 : vector<8xi64>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>
// CHECK-NEXT: }
func.func @compress(%k16: vector<16xi1>, %a16: vector<16xf32>, %k8: vector<8xi1>, %a8: vector<8xi64>) -> (vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>) {
  %0 = x86vector.avx512.mask.compress %k16, %a16 : vector<16xf32>
  %1 = x86vector.avx512.mask.compress %k16, %a16 {constant_src = dense<2.5> : vector<16xf32>} : vector<16xf32>
  %2 = x86vector.avx512.mask.compress %k8, %a8, %a8 : vector<8xi64>, vector<8xi64>
  %3 = x86vector.avx512.mask.compress %k8, %a8 : vector<8xi64>
  return %0, %1, %2, %3 : vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>
}

// CHECK-LABEL: func.func @vp2intersect(%arg0: vector<16xi32>, %arg1: vector<8xi64>) -> (vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>) {
// CHECK-NEXT: %k1, %k2 = x86vector.avx512.vp2intersect %arg0, %arg0 : vector<16xi32>
// CHECK-NEXT: %k1_0, %k2_1 = x86vector.avx512.vp2intersect %arg1, %arg1 {tag = "kept"} : vector<8xi64>
// CHECK-NEXT: return %k1, %k2, %k1_0, %k2_1 : vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>
// CHECK-NEXT: }
func.func @vp2intersect(%a: vector<16xi32>, %b: vector<8xi64>) -> (vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>) {
  %0, %1 = x86vector.avx512.vp2intersect %a, %a : vector<16xi32>
  %2, %3 = x86vector.avx512.vp2intersect %b, %b {tag = "kept"} : vector<8xi64>
  return %0, %1, %2, %3 : vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>
}

// CHECK-LABEL: func.func @bf16_dot_and_convert(%arg0: vector<4xf32>, %arg1: vector<8xbf16>, %arg2: vector<16xf32>, %arg3: vector<32xbf16>, %arg4: vector<8xf32>, %arg5: vector<16xf32>) -> (vector<4xf32>, vector<16xf32>, vector<8xbf16>, vector<16xbf16>) {
// CHECK-NEXT: %0 = x86vector.avx512.dot %arg0, %arg1, %arg1 : vector<8xbf16> -> vector<4xf32>
// CHECK-NEXT: %1 = x86vector.avx512.dot %arg2, %arg3, %arg3 : vector<32xbf16> -> vector<16xf32>
// CHECK-NEXT: %2 = x86vector.avx512.cvt.packed.f32_to_bf16 %arg4 : vector<8xf32> -> vector<8xbf16>
// CHECK-NEXT: %3 = x86vector.avx512.cvt.packed.f32_to_bf16 %arg5 : vector<16xf32> -> vector<16xbf16>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<4xf32>, vector<16xf32>, vector<8xbf16>, vector<16xbf16>
// CHECK-NEXT: }
func.func @bf16_dot_and_convert(%s4: vector<4xf32>, %a8: vector<8xbf16>, %s16: vector<16xf32>, %a32: vector<32xbf16>, %f8: vector<8xf32>, %f16: vector<16xf32>) -> (vector<4xf32>, vector<16xf32>, vector<8xbf16>, vector<16xbf16>) {
  %0 = x86vector.avx512.dot %s4, %a8, %a8 : vector<8xbf16> -> vector<4xf32>
  %1 = x86vector.avx512.dot %s16, %a32, %a32 : vector<32xbf16> -> vector<16xf32>
  %2 = x86vector.avx512.cvt.packed.f32_to_bf16 %f8 : vector<8xf32> -> vector<8xbf16>
  %3 = x86vector.avx512.cvt.packed.f32_to_bf16 %f16 : vector<16xf32> -> vector<16xbf16>
  return %0, %1, %2, %3 : vector<4xf32>, vector<16xf32>, vector<8xbf16>, vector<16xbf16>
}

// CHECK-LABEL: func.func @avx(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: vector<4xi32>, %arg3: vector<16xi8>, %arg4: vector<8xi32>, %arg5: vector<32xi8>) -> (vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>) {
// CHECK-NEXT: %0 = x86vector.avx.rsqrt %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = x86vector.avx.intr.dot %arg0, %arg1 : vector<8xf32>
// CHECK-NEXT: %2 = x86vector.avx.dot.i8 %arg2, %arg3, %arg3 : vector<16xi8> -> vector<4xi32>
// CHECK-NEXT: %3 = x86vector.avx.dot.i8 %arg4, %arg5, %arg5 : vector<32xi8> -> vector<8xi32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>
// CHECK-NEXT: }
func.func @avx(%a: vector<8xf32>, %b: vector<8xf32>, %w4: vector<4xi32>, %i16: vector<16xi8>, %w8: vector<8xi32>, %i32: vector<32xi8>) -> (vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>) {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.intr.dot %a, %b : vector<8xf32>
  %2 = x86vector.avx.dot.i8 %w4, %i16, %i16 : vector<16xi8> -> vector<4xi32>
  %3 = x86vector.avx.dot.i8 %w8, %i32, %i32 : vector<32xi8> -> vector<8xi32>
  return %0, %1, %2, %3 : vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>
}

// CHECK-LABEL: func.func @from_memory(%arg0: memref<1xbf16>, %arg1: memref<1xf16>, %arg2: memref<16xbf16>, %arg3: memref<8xf16, strided<[1], offset: 8>>, %arg4: memref<16xbf16, strided<[1], offset: ?>>) -> (vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = x86vector.avx.bcst_to_f32.packed %arg0 : memref<1xbf16> -> vector<4xf32>
// CHECK-NEXT: %1 = x86vector.avx.bcst_to_f32.packed %arg1 : memref<1xf16> -> vector<8xf32>
// CHECK-NEXT: %2 = x86vector.avx.cvt.packed.even.indexed_to_f32 %arg2 : memref<16xbf16> -> vector<8xf32>
// CHECK-NEXT: %3 = x86vector.avx.cvt.packed.odd.indexed_to_f32 %arg3 : memref<8xf16, strided<[1], offset: 8>> -> vector<4xf32>
// CHECK-NEXT: %4 = x86vector.avx.cvt.packed.odd.indexed_to_f32 %arg4 : memref<16xbf16, strided<[1], offset: ?>> -> vector<8xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>
// CHECK-NEXT: }
func.func @from_memory(%bf: memref<1xbf16>, %h: memref<1xf16>, %bf16: memref<16xbf16>, %h8: memref<8xf16, strided<[1], offset: 8>>, %dyn: memref<16xbf16, strided<[1], offset: ?>>) -> (vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>) {
  %0 = x86vector.avx.bcst_to_f32.packed %bf : memref<1xbf16> -> vector<4xf32>
  %1 = x86vector.avx.bcst_to_f32.packed %h : memref<1xf16> -> vector<8xf32>
  %2 = x86vector.avx.cvt.packed.even.indexed_to_f32 %bf16 : memref<16xbf16> -> vector<8xf32>
  %3 = x86vector.avx.cvt.packed.odd.indexed_to_f32 %h8 : memref<8xf16, strided<[1], offset: 8>> -> vector<4xf32>
  %4 = x86vector.avx.cvt.packed.odd.indexed_to_f32 %dyn : memref<16xbf16, strided<[1], offset: ?>> -> vector<8xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @with_vector_ops(%arg0: vector<8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = x86vector.avx.rsqrt %arg0 : vector<8xf32>
// CHECK-NEXT: %1 = vector.extract %0[%arg1] : f32 from vector<8xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @with_vector_ops(%v: vector<8xf32>, %i: index) -> f32 {
  %0 = x86vector.avx.rsqrt %v : vector<8xf32>
  %1 = vector.extract %0[%i] : f32 from vector<8xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @scalable_length(%arg0: vector<[8]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = x86vector.avx.rsqrt %arg0 : vector<[8]xf32>
// CHECK-NEXT: return %0 : vector<[8]xf32>
// CHECK-NEXT: }
func.func @scalable_length(%a: vector<[8]xf32>) -> vector<[8]xf32> {
  %0 = x86vector.avx.rsqrt %a : vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
