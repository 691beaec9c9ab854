// RUN: strata-opt %s --convert-vector-to-llvm=enable-x86vector | FileCheck %s
// convert-vector-to-llvm=enable-x86vector: every x86vector op becomes one
// llvm.call_intrinsic of the x86 intrinsic it stands for, named by its vector's
// width; mask.compress gets its pass-through (src, constant_src or zeros),
// avx.intr.dot an all-ones i8 mask, the memory ops their buffer's start
// (offset applied); several results come back packed in a struct; the op's
// attributes stay on the call. Byte-identical to mlir-opt-22.

// CHECK-LABEL: func.func @rndscale_scalef(%arg0: vector<16xf32>, %arg1: vector<8xf64>, %arg2: i16, %arg3: i8, %arg4: i16, %arg5: i8, %arg6: i32) -> (vector<16xf32>, vector<8xf64>, vector<16xf32>, vector<8xf64>) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = llvm.call_intrinsic "llvm.x86.avx512.mask.rndscale.ps.512"(%arg0, %c7_i32, %arg0, %arg2, %arg6) : (vector<16xf32>, i32, vector<16xf32>, i16, i32) -> vector<16xf32>
// CHECK-NEXT: %1 = llvm.call_intrinsic "llvm.x86.avx512.mask.rndscale.pd.512"(%arg1, %c7_i32, %arg1, %arg3, %arg6) : (vector<8xf64>, i32, vector<8xf64>, i8, i32) -> vector<8xf64>
// CHECK-NEXT: %2 = llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.ps.512"(%arg0, %arg0, %arg0, %arg4, %arg6) : (vector<16xf32>, vector<16xf32>, vector<16xf32>, i16, i32) -> vector<16xf32>
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.x86.avx512.mask.scalef.pd.512"(%arg1, %arg1, %arg1, %arg5, %arg6) : (vector<8xf64>, vector<8xf64>, vector<8xf64>, i8, i32) -> vector<8xf64>
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
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
// CHECK-NEXT: %1 = llvm.call_intrinsic "llvm.x86.avx512.mask.compress"(%arg1, %0, %arg0) : (vector<16xf32>, vector<16xf32>, vector<16xi1>) -> vector<16xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<2.500000e+00> : vector<16xf32>) : vector<16xf32>
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.x86.avx512.mask.compress"(%arg1, %2, %arg0) {constant_src = dense<2.500000e+00> : vector<16xf32>} : (vector<16xf32>, vector<16xf32>, vector<16xi1>) -> vector<16xf32>
// CHECK-NEXT: %4 = llvm.call_intrinsic "llvm.x86.avx512.mask.compress"(%arg3, %arg3, %arg2) : (vector<8xi64>, vector<8xi64>, vector<8xi1>) -> vector<8xi64>
// CHECK-NEXT: %5 = llvm.mlir.constant(dense<0> : vector<8xi64>) : vector<8xi64>
// CHECK-NEXT: %6 = llvm.call_intrinsic "llvm.x86.avx512.mask.compress"(%arg3, %5, %arg2) : (vector<8xi64>, vector<8xi64>, vector<8xi1>) -> vector<8xi64>
// CHECK-NEXT: return %1, %3, %4, %6 : vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>
// CHECK-NEXT: }
func.func @compress(%k16: vector<16xi1>, %a16: vector<16xf32>, %k8: vector<8xi1>, %a8: vector<8xi64>) -> (vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>) {
  %0 = x86vector.avx512.mask.compress %k16, %a16 : vector<16xf32>
  %1 = x86vector.avx512.mask.compress %k16, %a16 {constant_src = dense<2.5> : vector<16xf32>} : vector<16xf32>
  %2 = x86vector.avx512.mask.compress %k8, %a8, %a8 : vector<8xi64>, vector<8xi64>
  %3 = x86vector.avx512.mask.compress %k8, %a8 : vector<8xi64>
  return %0, %1, %2, %3 : vector<16xf32>, vector<16xf32>, vector<8xi64>, vector<8xi64>
}

// CHECK-LABEL: func.func @vp2intersect(%arg0: vector<16xi32>, %arg1: vector<8xi64>) -> (vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>) {
// CHECK-NEXT: %0 = llvm.call_intrinsic "llvm.x86.avx512.vp2intersect.d.512"(%arg0, %arg0) : (vector<16xi32>, vector<16xi32>) -> !llvm.struct<(vector<16xi1>, vector<16xi1>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(vector<16xi1>, vector<16xi1>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(vector<16xi1>, vector<16xi1>)>
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.x86.avx512.vp2intersect.q.512"(%arg1, %arg1) {tag = "kept"} : (vector<8xi64>, vector<8xi64>) -> !llvm.struct<(vector<8xi1>, vector<8xi1>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<8xi1>, vector<8xi1>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<8xi1>, vector<8xi1>)>
// CHECK-NEXT: return %1, %2, %4, %5 : vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>
// CHECK-NEXT: }
func.func @vp2intersect(%a: vector<16xi32>, %b: vector<8xi64>) -> (vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>) {
  %0, %1 = x86vector.avx512.vp2intersect %a, %a : vector<16xi32>
  %2, %3 = x86vector.avx512.vp2intersect %b, %b {tag = "kept"} : vector<8xi64>
  return %0, %1, %2, %3 : vector<16xi1>, vector<16xi1>, vector<8xi1>, vector<8xi1>
}

// CHECK-LABEL: func.func @bf16_dot_and_convert(%arg0: vector<4xf32>, %arg1: vector<8xbf16>, %arg2: vector<16xf32>, %arg3: vector<32xbf16>, %arg4: vector<8xf32>, %arg5: vector<16xf32>) -> (vector<4xf32>, vector<16xf32>, vector<8xbf16>, vector<16xbf16>) {
// CHECK-NEXT: %0 = llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.128"(%arg0, %arg1, %arg1) : (vector<4xf32>, vector<8xbf16>, vector<8xbf16>) -> vector<4xf32>
// CHECK-NEXT: %1 = llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.512"(%arg2, %arg3, %arg3) : (vector<16xf32>, vector<32xbf16>, vector<32xbf16>) -> vector<16xf32>
// CHECK-NEXT: %2 = llvm.call_intrinsic "llvm.x86.avx512bf16.cvtneps2bf16.256"(%arg4) : (vector<8xf32>) -> vector<8xbf16>
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.x86.avx512bf16.cvtneps2bf16.512"(%arg5) : (vector<16xf32>) -> vector<16xbf16>
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
// CHECK-NEXT: %0 = llvm.call_intrinsic "llvm.x86.avx.rsqrt.ps.256"(%arg0) : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %2 = llvm.call_intrinsic "llvm.x86.avx.dp.ps.256"(%arg0, %arg1, %1) : (vector<8xf32>, vector<8xf32>, i8) -> vector<8xf32>
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.x86.avx2.vpdpbssd.128"(%arg2, %arg3, %arg3) : (vector<4xi32>, vector<16xi8>, vector<16xi8>) -> vector<4xi32>
// CHECK-NEXT: %4 = llvm.call_intrinsic "llvm.x86.avx2.vpdpbssd.256"(%arg4, %arg5, %arg5) : (vector<8xi32>, vector<32xi8>, vector<32xi8>) -> vector<8xi32>
// CHECK-NEXT: return %0, %2, %3, %4 : vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>
// CHECK-NEXT: }
func.func @avx(%a: vector<8xf32>, %b: vector<8xf32>, %w4: vector<4xi32>, %i16: vector<16xi8>, %w8: vector<8xi32>, %i32: vector<32xi8>) -> (vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>) {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.intr.dot %a, %b : vector<8xf32>
  %2 = x86vector.avx.dot.i8 %w4, %i16, %i16 : vector<16xi8> -> vector<4xi32>
  %3 = x86vector.avx.dot.i8 %w8, %i32, %i32 : vector<32xi8> -> vector<8xi32>
  return %0, %1, %2, %3 : vector<8xf32>, vector<8xf32>, vector<4xi32>, vector<8xi32>
}

// CHECK-LABEL: func.func @from_memory(%arg0: memref<1xbf16>, %arg1: memref<1xf16>, %arg2: memref<16xbf16>, %arg3: memref<8xf16, strided<[1], offset: 8>>, %arg4: memref<16xbf16, strided<[1], offset: ?>>) -> (vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : memref<16xbf16, strided<[1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : memref<8xf16, strided<[1], offset: 8>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<16xbf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : memref<1xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : memref<1xbf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call_intrinsic "llvm.x86.vbcstnebf162ps128"(%5) : (!llvm.ptr) -> vector<4xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.call_intrinsic "llvm.x86.vbcstnesh2ps256"(%7) : (!llvm.ptr) -> vector<8xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.call_intrinsic "llvm.x86.vcvtneebf162ps256"(%9) : (!llvm.ptr) -> vector<8xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK-NEXT: %14 = llvm.call_intrinsic "llvm.x86.vcvtneoph2ps128"(%13) : (!llvm.ptr) -> vector<4xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %15[%16] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK-NEXT: %18 = llvm.call_intrinsic "llvm.x86.vcvtneobf162ps256"(%17) : (!llvm.ptr) -> vector<8xf32>
// CHECK-NEXT: return %6, %8, %10, %14, %18 : vector<4xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>
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
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.call_intrinsic "llvm.x86.avx.rsqrt.ps.256"(%arg0) : (vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %2 = llvm.extractelement %1[%0 : i64] : vector<8xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @with_vector_ops(%v: vector<8xf32>, %i: index) -> f32 {
  %0 = x86vector.avx.rsqrt %v : vector<8xf32>
  %1 = vector.extract %0[%i] : f32 from vector<8xf32>
  return %1 : f32
}
