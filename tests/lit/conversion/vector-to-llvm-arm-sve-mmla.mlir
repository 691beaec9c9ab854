// RUN: strata-opt %s --convert-vector-to-llvm="enable-arm-sve enable-arm-i8mm enable-arm-bf16" | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-llvm="enable-arm-i8mm enable-arm-bf16" | FileCheck %s --check-prefix=ALONE
// convert-vector-to-llvm with enable-arm-sve and enable-arm-i8mm/enable-arm-bf16:
// an add matmul with a transposed, N-scalable rhs (M x 8 by [N] x 8 of i8
// extensions into i32; M x 4 by [N] x 4 of bf16 into f32; M and N even)
// becomes one SVE smmla/ummla/usmmla/bfmmla per 2x2 tile: lhs row pairs
// replicated by dupq_lane, the flattened rhs read in [16]/[8] pieces,
// accumulator row pairs interleaved by pairs (element by element, which
// transposes the tiles, for signed by unsigned, whose operands swap).
// i4 inputs are not lowered this way (only i8). Byte-identical to
// mlir-opt-22. Alone, the two options change nothing (ALONE).

// ALONE: module {
// ALONE-NOT: arm_sve.intr

#mm = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
// CHECK-LABEL: func.func @smmla(%arg0: vector<4x8xi8>, %arg1: vector<[4]x8xi8>, %arg2: vector<4x[4]xi32>) -> vector<4x[4]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x[4]xi32> to !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xi8> to !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[8]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<4x[4]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4x[4]xi32> to !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %12 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %14 = llvm.intr.vector.insert %13, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %15 = "arm_sve.intr.dupq_lane"(%14) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %16 = vector.shape_cast %arg1 : vector<[4]x8xi8> to vector<[32]xi8>
// CHECK-NEXT: %17 = llvm.intr.vector.extract %16[0] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %18 = llvm.intr.vector.extract %16[16] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %21 = llvm.bitcast %19 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %22 = llvm.bitcast %20 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %23 = "llvm.intr.vector.interleave2"(%21, %22) : (vector<[2]xi64>, vector<[2]xi64>) -> vector<[4]xi64>
// CHECK-NEXT: %24 = llvm.bitcast %23 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %25 = llvm.intr.vector.extract %24[0] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %26 = llvm.intr.vector.extract %24[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %27 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %29 = llvm.bitcast %27 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %30 = llvm.bitcast %28 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %31 = "llvm.intr.vector.interleave2"(%29, %30) : (vector<[2]xi64>, vector<[2]xi64>) -> vector<[4]xi64>
// CHECK-NEXT: %32 = llvm.bitcast %31 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %33 = llvm.intr.vector.extract %32[0] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %34 = llvm.intr.vector.extract %32[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %35 = "arm_sve.intr.smmla"(%25, %10, %17) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %36 = "arm_sve.intr.smmla"(%26, %10, %18) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %37 = "arm_sve.intr.smmla"(%33, %15, %17) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %38 = "arm_sve.intr.smmla"(%34, %15, %18) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %39 = llvm.intr.vector.insert %35, %2[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %40 = llvm.intr.vector.insert %36, %39[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %41 = llvm.bitcast %40 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %42 = "llvm.intr.vector.deinterleave2"(%41) : (vector<[4]xi64>) -> !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %43 = llvm.extractvalue %42[0] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %44 = llvm.extractvalue %42[1] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %45 = llvm.bitcast %43 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %46 = llvm.bitcast %44 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %47 = llvm.insertvalue %45, %4[0] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %48 = llvm.insertvalue %46, %47[1] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %49 = llvm.intr.vector.insert %37, %2[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %50 = llvm.intr.vector.insert %38, %49[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %51 = llvm.bitcast %50 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %52 = "llvm.intr.vector.deinterleave2"(%51) : (vector<[4]xi64>) -> !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %53 = llvm.extractvalue %52[0] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %54 = llvm.extractvalue %52[1] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %55 = llvm.bitcast %53 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %56 = llvm.bitcast %54 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %48[2] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %58 = llvm.insertvalue %56, %57[3] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %59 = builtin.unrealized_conversion_cast %58 : !llvm.array<4 x vector<[4]xi32>> to vector<4x[4]xi32>
// CHECK-NEXT: return %59 : vector<4x[4]xi32>
// CHECK-NEXT: }
func.func @smmla(%lhs: vector<4x8xi8>, %rhs: vector<[4]x8xi8>, %acc : vector<4x[4]xi32>) -> vector<4x[4]xi32> {
  %l = arith.extsi %lhs : vector<4x8xi8> to vector<4x8xi32>
  %r = arith.extsi %rhs : vector<[4]x8xi8> to vector<[4]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<4x8xi32>, vector<[4]x8xi32> into vector<4x[4]xi32>
  return %res : vector<4x[4]xi32>
}
// CHECK-LABEL: func.func @usmmla(%arg0: vector<2x8xi8>, %arg1: vector<[2]x8xi8>, %arg2: vector<2x[2]xi32>) -> vector<2x[2]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[2]xi32> to !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x8xi8> to !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[4]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<2x[2]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x[2]xi32> to !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = vector.shape_cast %arg1 : vector<[2]x8xi8> to vector<[16]xi8>
// CHECK-NEXT: %12 = llvm.intr.vector.extract %11[0] : vector<[16]xi8> from vector<[16]xi8>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %15 = "llvm.intr.vector.interleave2"(%13, %14) : (vector<[2]xi32>, vector<[2]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %16 = llvm.intr.vector.extract %15[0] : vector<[4]xi32> from vector<[4]xi32>
// CHECK-NEXT: %17 = "arm_sve.intr.usmmla"(%16, %12, %10) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %18 = llvm.intr.vector.insert %17, %2[0] : vector<[4]xi32> into vector<[4]xi32>
// CHECK-NEXT: %19 = "llvm.intr.vector.deinterleave2"(%18) : (vector<[4]xi32>) -> !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)>
// CHECK-NEXT: %20 = llvm.extractvalue %19[0] : !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)>
// CHECK-NEXT: %21 = llvm.extractvalue %19[1] : !llvm.struct<(vector<[2]xi32>, vector<[2]xi32>)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %4[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<2 x vector<[2]xi32>> to vector<2x[2]xi32>
// CHECK-NEXT: return %24 : vector<2x[2]xi32>
// CHECK-NEXT: }
func.func @usmmla(%lhs: vector<2x8xi8>, %rhs: vector<[2]x8xi8>, %acc : vector<2x[2]xi32>) -> vector<2x[2]xi32> {
  %l = arith.extsi %lhs : vector<2x8xi8> to vector<2x8xi32>
  %r = arith.extui %rhs : vector<[2]x8xi8> to vector<[2]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x8xi32>, vector<[2]x8xi32> into vector<2x[2]xi32>
  return %res : vector<2x[2]xi32>
}
// CHECK-LABEL: func.func @bfmmla(%arg0: vector<2x4xbf16>, %arg1: vector<[4]x4xbf16>, %arg2: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xbf16> to !llvm.array<2 x vector<4xbf16>>
// CHECK-NEXT: %2 = ub.poison : vector<[8]xf32>
// CHECK-NEXT: %3 = ub.poison : vector<2x[4]xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<[8]xbf16>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xbf16>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xbf16>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<8xbf16> into vector<[8]xbf16>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[8]xbf16>) -> vector<[8]xbf16>
// CHECK-NEXT: %11 = vector.shape_cast %arg1 : vector<[4]x4xbf16> to vector<[16]xbf16>
// CHECK-NEXT: %12 = llvm.intr.vector.extract %11[0] : vector<[8]xbf16> from vector<[16]xbf16>
// CHECK-NEXT: %13 = llvm.intr.vector.extract %11[8] : vector<[8]xbf16> from vector<[16]xbf16>
// CHECK-NEXT: %14 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %16 = llvm.bitcast %14 : vector<[4]xf32> to vector<[2]xi64>
// CHECK-NEXT: %17 = llvm.bitcast %15 : vector<[4]xf32> to vector<[2]xi64>
// CHECK-NEXT: %18 = "llvm.intr.vector.interleave2"(%16, %17) : (vector<[2]xi64>, vector<[2]xi64>) -> vector<[4]xi64>
// CHECK-NEXT: %19 = llvm.bitcast %18 : vector<[4]xi64> to vector<[8]xf32>
// CHECK-NEXT: %20 = llvm.intr.vector.extract %19[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %21 = llvm.intr.vector.extract %19[4] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %22 = arm_sve.intr.bfmmla %20, %10, %12 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %23 = arm_sve.intr.bfmmla %21, %10, %13 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %24 = llvm.intr.vector.insert %22, %2[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %25 = llvm.intr.vector.insert %23, %24[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %26 = llvm.bitcast %25 : vector<[8]xf32> to vector<[4]xi64>
// CHECK-NEXT: %27 = "llvm.intr.vector.deinterleave2"(%26) : (vector<[4]xi64>) -> !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %27[0] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %27[1] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %30 = llvm.bitcast %28 : vector<[2]xi64> to vector<[4]xf32>
// CHECK-NEXT: %31 = llvm.bitcast %29 : vector<[2]xi64> to vector<[4]xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %4[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %33 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %34 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @bfmmla(%lhs: vector<2x4xbf16>, %rhs: vector<[4]x4xbf16>, %acc : vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %acc : vector<2x4xbf16>, vector<[4]x4xbf16> into vector<2x[4]xf32>
  return %res : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @ummla(%arg0: vector<2x8xi8>, %arg1: vector<[4]x8xi8>, %arg2: vector<2x[4]xi32>) -> vector<2x[4]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[4]xi32> to !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x8xi8> to !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[8]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<2x[4]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x[4]xi32> to !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = vector.shape_cast %arg1 : vector<[4]x8xi8> to vector<[32]xi8>
// CHECK-NEXT: %12 = llvm.intr.vector.extract %11[0] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %13 = llvm.intr.vector.extract %11[16] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %14 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %16 = llvm.bitcast %14 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %17 = llvm.bitcast %15 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %18 = "llvm.intr.vector.interleave2"(%16, %17) : (vector<[2]xi64>, vector<[2]xi64>) -> vector<[4]xi64>
// CHECK-NEXT: %19 = llvm.bitcast %18 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %20 = llvm.intr.vector.extract %19[0] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %21 = llvm.intr.vector.extract %19[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %22 = "arm_sve.intr.ummla"(%20, %10, %12) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %23 = "arm_sve.intr.ummla"(%21, %10, %13) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %24 = llvm.intr.vector.insert %22, %2[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %25 = llvm.intr.vector.insert %23, %24[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %26 = llvm.bitcast %25 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %27 = "llvm.intr.vector.deinterleave2"(%26) : (vector<[4]xi64>) -> !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %27[0] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %27[1] : !llvm.struct<(vector<[2]xi64>, vector<[2]xi64>)>
// CHECK-NEXT: %30 = llvm.bitcast %28 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %31 = llvm.bitcast %29 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %4[0] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[1] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %33 : !llvm.array<2 x vector<[4]xi32>> to vector<2x[4]xi32>
// CHECK-NEXT: return %34 : vector<2x[4]xi32>
// CHECK-NEXT: }
func.func @ummla(%lhs: vector<2x8xi8>, %rhs: vector<[4]x8xi8>, %acc : vector<2x[4]xi32>) -> vector<2x[4]xi32> {
  %l = arith.extui %lhs : vector<2x8xi8> to vector<2x8xi32>
  %r = arith.extui %rhs : vector<[4]x8xi8> to vector<[4]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x8xi32>, vector<[4]x8xi32> into vector<2x[4]xi32>
  return %res : vector<2x[4]xi32>
}
// CHECK-LABEL: func.func @unsigned_by_signed(%arg0: vector<4x8xi8>, %arg1: vector<[8]x8xi8>, %arg2: vector<4x[8]xi32>) -> vector<4x[8]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x[8]xi32> to !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xi8> to !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[16]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<4x[8]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4x[8]xi32> to !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %12 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %14 = llvm.intr.vector.insert %13, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %15 = "arm_sve.intr.dupq_lane"(%14) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %16 = vector.shape_cast %arg1 : vector<[8]x8xi8> to vector<[64]xi8>
// CHECK-NEXT: %17 = llvm.intr.vector.extract %16[0] : vector<[16]xi8> from vector<[64]xi8>
// CHECK-NEXT: %18 = llvm.intr.vector.extract %16[16] : vector<[16]xi8> from vector<[64]xi8>
// CHECK-NEXT: %19 = llvm.intr.vector.extract %16[32] : vector<[16]xi8> from vector<[64]xi8>
// CHECK-NEXT: %20 = llvm.intr.vector.extract %16[48] : vector<[16]xi8> from vector<[64]xi8>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %23 = llvm.bitcast %21 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %24 = llvm.bitcast %22 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %25 = "llvm.intr.vector.interleave2"(%23, %24) : (vector<[4]xi64>, vector<[4]xi64>) -> vector<[8]xi64>
// CHECK-NEXT: %26 = llvm.bitcast %25 : vector<[8]xi64> to vector<[16]xi32>
// CHECK-NEXT: %27 = llvm.intr.vector.extract %26[0] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %28 = llvm.intr.vector.extract %26[4] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %29 = llvm.intr.vector.extract %26[8] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %30 = llvm.intr.vector.extract %26[12] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %33 = llvm.bitcast %31 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %34 = llvm.bitcast %32 : vector<[8]xi32> to vector<[4]xi64>
// CHECK-NEXT: %35 = "llvm.intr.vector.interleave2"(%33, %34) : (vector<[4]xi64>, vector<[4]xi64>) -> vector<[8]xi64>
// CHECK-NEXT: %36 = llvm.bitcast %35 : vector<[8]xi64> to vector<[16]xi32>
// CHECK-NEXT: %37 = llvm.intr.vector.extract %36[0] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %38 = llvm.intr.vector.extract %36[4] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %39 = llvm.intr.vector.extract %36[8] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %40 = llvm.intr.vector.extract %36[12] : vector<[4]xi32> from vector<[16]xi32>
// CHECK-NEXT: %41 = "arm_sve.intr.usmmla"(%27, %10, %17) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %42 = "arm_sve.intr.usmmla"(%28, %10, %18) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %43 = "arm_sve.intr.usmmla"(%29, %10, %19) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %44 = "arm_sve.intr.usmmla"(%30, %10, %20) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %45 = "arm_sve.intr.usmmla"(%37, %15, %17) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %46 = "arm_sve.intr.usmmla"(%38, %15, %18) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %47 = "arm_sve.intr.usmmla"(%39, %15, %19) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %48 = "arm_sve.intr.usmmla"(%40, %15, %20) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %49 = llvm.intr.vector.insert %41, %2[0] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %50 = llvm.intr.vector.insert %42, %49[4] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %51 = llvm.intr.vector.insert %43, %50[8] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %52 = llvm.intr.vector.insert %44, %51[12] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %53 = llvm.bitcast %52 : vector<[16]xi32> to vector<[8]xi64>
// CHECK-NEXT: %54 = "llvm.intr.vector.deinterleave2"(%53) : (vector<[8]xi64>) -> !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %54[0] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %56 = llvm.extractvalue %54[1] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %57 = llvm.bitcast %55 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %58 = llvm.bitcast %56 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %59 = llvm.insertvalue %57, %4[0] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %60 = llvm.insertvalue %58, %59[1] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %61 = llvm.intr.vector.insert %45, %2[0] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %62 = llvm.intr.vector.insert %46, %61[4] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %63 = llvm.intr.vector.insert %47, %62[8] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %64 = llvm.intr.vector.insert %48, %63[12] : vector<[4]xi32> into vector<[16]xi32>
// CHECK-NEXT: %65 = llvm.bitcast %64 : vector<[16]xi32> to vector<[8]xi64>
// CHECK-NEXT: %66 = "llvm.intr.vector.deinterleave2"(%65) : (vector<[8]xi64>) -> !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %67 = llvm.extractvalue %66[0] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %68 = llvm.extractvalue %66[1] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %69 = llvm.bitcast %67 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %70 = llvm.bitcast %68 : vector<[4]xi64> to vector<[8]xi32>
// CHECK-NEXT: %71 = llvm.insertvalue %69, %60[2] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %72 = llvm.insertvalue %70, %71[3] : !llvm.array<4 x vector<[8]xi32>>
// CHECK-NEXT: %73 = builtin.unrealized_conversion_cast %72 : !llvm.array<4 x vector<[8]xi32>> to vector<4x[8]xi32>
// CHECK-NEXT: return %73 : vector<4x[8]xi32>
// CHECK-NEXT: }
func.func @unsigned_by_signed(%lhs: vector<4x8xi8>, %rhs: vector<[8]x8xi8>, %acc : vector<4x[8]xi32>) -> vector<4x[8]xi32> {
  %l = arith.extui %lhs : vector<4x8xi8> to vector<4x8xi32>
  %r = arith.extsi %rhs : vector<[8]x8xi8> to vector<[8]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<4x8xi32>, vector<[8]x8xi32> into vector<4x[8]xi32>
  return %res : vector<4x[8]xi32>
}
// CHECK-LABEL: func.func @signed_by_unsigned(%arg0: vector<4x8xi8>, %arg1: vector<[4]x8xi8>, %arg2: vector<4x[4]xi32>) -> vector<4x[4]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x[4]xi32> to !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xi8> to !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[8]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<4x[4]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4x[4]xi32> to !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<8xi8>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %12 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %14 = llvm.intr.vector.insert %13, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %15 = "arm_sve.intr.dupq_lane"(%14) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %16 = vector.shape_cast %arg1 : vector<[4]x8xi8> to vector<[32]xi8>
// CHECK-NEXT: %17 = llvm.intr.vector.extract %16[0] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %18 = llvm.intr.vector.extract %16[16] : vector<[16]xi8> from vector<[32]xi8>
// CHECK-NEXT: %19 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %21 = "llvm.intr.vector.interleave2"(%19, %20) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// CHECK-NEXT: %22 = llvm.intr.vector.extract %21[0] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %23 = llvm.intr.vector.extract %21[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %24 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %25 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %26 = "llvm.intr.vector.interleave2"(%24, %25) : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[8]xi32>
// CHECK-NEXT: %27 = llvm.intr.vector.extract %26[0] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %28 = llvm.intr.vector.extract %26[4] : vector<[4]xi32> from vector<[8]xi32>
// CHECK-NEXT: %29 = "arm_sve.intr.usmmla"(%22, %17, %10) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %30 = "arm_sve.intr.usmmla"(%23, %18, %10) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %31 = "arm_sve.intr.usmmla"(%27, %17, %15) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %32 = "arm_sve.intr.usmmla"(%28, %18, %15) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %33 = llvm.intr.vector.insert %29, %2[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %34 = llvm.intr.vector.insert %30, %33[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %35 = "llvm.intr.vector.deinterleave2"(%34) : (vector<[8]xi32>) -> !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %36 = llvm.extractvalue %35[0] : !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %37 = llvm.extractvalue %35[1] : !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %38 = llvm.insertvalue %36, %4[0] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %39 = llvm.insertvalue %37, %38[1] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %40 = llvm.intr.vector.insert %31, %2[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %41 = llvm.intr.vector.insert %32, %40[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %42 = "llvm.intr.vector.deinterleave2"(%41) : (vector<[8]xi32>) -> !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %43 = llvm.extractvalue %42[0] : !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %44 = llvm.extractvalue %42[1] : !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
// CHECK-NEXT: %45 = llvm.insertvalue %43, %39[2] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %46 = llvm.insertvalue %44, %45[3] : !llvm.array<4 x vector<[4]xi32>>
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : !llvm.array<4 x vector<[4]xi32>> to vector<4x[4]xi32>
// CHECK-NEXT: return %47 : vector<4x[4]xi32>
// CHECK-NEXT: }
func.func @signed_by_unsigned(%lhs: vector<4x8xi8>, %rhs: vector<[4]x8xi8>, %acc : vector<4x[4]xi32>) -> vector<4x[4]xi32> {
  %l = arith.extsi %lhs : vector<4x8xi8> to vector<4x8xi32>
  %r = arith.extui %rhs : vector<[4]x8xi8> to vector<[4]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<4x8xi32>, vector<[4]x8xi32> into vector<4x[4]xi32>
  return %res : vector<4x[4]xi32>
}
// CHECK-LABEL: func.func @implicit_signed(%arg0: vector<2x8xi8>, %arg1: vector<[2]x8xi8>, %arg2: vector<2x[2]xi32>) -> vector<2x[2]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x[2]xi32> to !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x8xi8> to !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %2 = ub.poison : vector<[4]xi32>
// CHECK-NEXT: %3 = ub.poison : vector<2x[2]xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x[2]xi32> to !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %5 = ub.poison : vector<[16]xi8>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<8xi8>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<16xi8> into vector<[16]xi8>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[16]xi8>) -> vector<[16]xi8>
// CHECK-NEXT: %11 = vector.shape_cast %arg1 : vector<[2]x8xi8> to vector<[16]xi8>
// CHECK-NEXT: %12 = llvm.intr.vector.extract %11[0] : vector<[16]xi8> from vector<[16]xi8>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %15 = llvm.bitcast %13 : vector<[2]xi32> to vector<[1]xi64>
// CHECK-NEXT: %16 = llvm.bitcast %14 : vector<[2]xi32> to vector<[1]xi64>
// CHECK-NEXT: %17 = "llvm.intr.vector.interleave2"(%15, %16) : (vector<[1]xi64>, vector<[1]xi64>) -> vector<[2]xi64>
// CHECK-NEXT: %18 = llvm.bitcast %17 : vector<[2]xi64> to vector<[4]xi32>
// CHECK-NEXT: %19 = llvm.intr.vector.extract %18[0] : vector<[4]xi32> from vector<[4]xi32>
// CHECK-NEXT: %20 = "arm_sve.intr.smmla"(%19, %10, %12) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %21 = llvm.intr.vector.insert %20, %2[0] : vector<[4]xi32> into vector<[4]xi32>
// CHECK-NEXT: %22 = llvm.bitcast %21 : vector<[4]xi32> to vector<[2]xi64>
// CHECK-NEXT: %23 = "llvm.intr.vector.deinterleave2"(%22) : (vector<[2]xi64>) -> !llvm.struct<(vector<[1]xi64>, vector<[1]xi64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %23[0] : !llvm.struct<(vector<[1]xi64>, vector<[1]xi64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %23[1] : !llvm.struct<(vector<[1]xi64>, vector<[1]xi64>)>
// CHECK-NEXT: %26 = llvm.bitcast %24 : vector<[1]xi64> to vector<[2]xi32>
// CHECK-NEXT: %27 = llvm.bitcast %25 : vector<[1]xi64> to vector<[2]xi32>
// CHECK-NEXT: %28 = llvm.insertvalue %26, %4[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %29 = llvm.insertvalue %27, %28[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %30 = builtin.unrealized_conversion_cast %29 : !llvm.array<2 x vector<[2]xi32>> to vector<2x[2]xi32>
// CHECK-NEXT: return %30 : vector<2x[2]xi32>
// CHECK-NEXT: }
func.func @implicit_signed(%lhs: vector<2x8xi8>, %rhs: vector<[2]x8xi8>, %acc : vector<2x[2]xi32>) -> vector<2x[2]xi32> {
  %r = arith.extsi %rhs : vector<[2]x8xi8> to vector<[2]x8xi32>
  %l = arith.extsi %lhs : vector<2x8xi8> to vector<2x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x8xi32>, vector<[2]x8xi32> into vector<2x[2]xi32>
  return %res : vector<2x[2]xi32>
}
// CHECK-LABEL: func.func @i4_not_lowered(%arg0: vector<2x8xi4>, %arg1: vector<[2]x8xi8>, %arg2: vector<2x[2]xi32>) -> vector<2x[2]xi32> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x[2]xi32>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x[2]xi32> to !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %1 = arith.extsi %arg0 : vector<2x8xi4> to vector<2x8xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x8xi32> to !llvm.array<2 x vector<8xi32>>
// CHECK-NEXT: %3 = arith.extsi %arg1 : vector<[2]x8xi8> to vector<[2]x8xi32>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<8xi32>>
// CHECK-NEXT: %5 = vector.extract %3[0] : vector<8xi32> from vector<[2]x8xi32>
// CHECK-NEXT: %6 = arith.muli %4, %5 : vector<8xi32>
// CHECK-NEXT: %7 = "llvm.intr.vector.reduce.add"(%6) : (vector<8xi32>) -> i32
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<[2]xi32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %0[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %12 = vector.extract %3[1] : vector<8xi32> from vector<[2]x8xi32>
// CHECK-NEXT: %13 = arith.muli %4, %12 : vector<8xi32>
// CHECK-NEXT: %14 = "llvm.intr.vector.reduce.add"(%13) : (vector<8xi32>) -> i32
// CHECK-NEXT: %15 = llvm.extractvalue %11[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<[2]xi32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[0] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<8xi32>>
// CHECK-NEXT: %20 = arith.muli %19, %5 : vector<8xi32>
// CHECK-NEXT: %21 = "llvm.intr.vector.reduce.add"(%20) : (vector<8xi32>) -> i32
// CHECK-NEXT: %22 = llvm.extractvalue %18[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<[2]xi32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %26 = arith.muli %19, %12 : vector<8xi32>
// CHECK-NEXT: %27 = "llvm.intr.vector.reduce.add"(%26) : (vector<8xi32>) -> i32
// CHECK-NEXT: %28 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<[2]xi32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %25[1] : !llvm.array<2 x vector<[2]xi32>>
// CHECK-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.array<2 x vector<[2]xi32>> to vector<2x[2]xi32>
// CHECK-NEXT: %33 = arith.addi %32, %arg2 : vector<2x[2]xi32>
// CHECK-NEXT: return %33 : vector<2x[2]xi32>
// CHECK-NEXT: }
func.func @i4_not_lowered(%lhs: vector<2x8xi4>, %rhs: vector<[2]x8xi8>, %acc : vector<2x[2]xi32>) -> vector<2x[2]xi32> {
  %l = arith.extsi %lhs : vector<2x8xi4> to vector<2x8xi32>
  %r = arith.extsi %rhs : vector<[2]x8xi8> to vector<[2]x8xi32>
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x8xi32>, vector<[2]x8xi32> into vector<2x[2]xi32>
  return %res : vector<2x[2]xi32>
}
// CHECK-LABEL: func.func @bf16_big(%arg0: vector<4x4xbf16>, %arg1: vector<[8]x4xbf16>, %arg2: vector<4x[8]xf32>) -> vector<4x[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x4xbf16> to !llvm.array<4 x vector<4xbf16>>
// CHECK-NEXT: %2 = ub.poison : vector<[16]xf32>
// CHECK-NEXT: %3 = ub.poison : vector<4x[8]xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<[8]xbf16>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<4xbf16>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<4xbf16>>
// CHECK-NEXT: %8 = llvm.shufflevector %6, %7 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>
// CHECK-NEXT: %9 = llvm.intr.vector.insert %8, %5[0] : vector<8xbf16> into vector<[8]xbf16>
// CHECK-NEXT: %10 = "arm_sve.intr.dupq_lane"(%9) <{lane = 0 : i64}> : (vector<[8]xbf16>) -> vector<[8]xbf16>
// CHECK-NEXT: %11 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<4xbf16>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<4xbf16>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %12 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xbf16>
// CHECK-NEXT: %14 = llvm.intr.vector.insert %13, %5[0] : vector<8xbf16> into vector<[8]xbf16>
// CHECK-NEXT: %15 = "arm_sve.intr.dupq_lane"(%14) <{lane = 0 : i64}> : (vector<[8]xbf16>) -> vector<[8]xbf16>
// CHECK-NEXT: %16 = vector.shape_cast %arg1 : vector<[8]x4xbf16> to vector<[32]xbf16>
// CHECK-NEXT: %17 = llvm.intr.vector.extract %16[0] : vector<[8]xbf16> from vector<[32]xbf16>
// CHECK-NEXT: %18 = llvm.intr.vector.extract %16[8] : vector<[8]xbf16> from vector<[32]xbf16>
// CHECK-NEXT: %19 = llvm.intr.vector.extract %16[16] : vector<[8]xbf16> from vector<[32]xbf16>
// CHECK-NEXT: %20 = llvm.intr.vector.extract %16[24] : vector<[8]xbf16> from vector<[32]xbf16>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %23 = llvm.bitcast %21 : vector<[8]xf32> to vector<[4]xi64>
// CHECK-NEXT: %24 = llvm.bitcast %22 : vector<[8]xf32> to vector<[4]xi64>
// CHECK-NEXT: %25 = "llvm.intr.vector.interleave2"(%23, %24) : (vector<[4]xi64>, vector<[4]xi64>) -> vector<[8]xi64>
// CHECK-NEXT: %26 = llvm.bitcast %25 : vector<[8]xi64> to vector<[16]xf32>
// CHECK-NEXT: %27 = llvm.intr.vector.extract %26[0] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %28 = llvm.intr.vector.extract %26[4] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %29 = llvm.intr.vector.extract %26[8] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %30 = llvm.intr.vector.extract %26[12] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %33 = llvm.bitcast %31 : vector<[8]xf32> to vector<[4]xi64>
// CHECK-NEXT: %34 = llvm.bitcast %32 : vector<[8]xf32> to vector<[4]xi64>
// CHECK-NEXT: %35 = "llvm.intr.vector.interleave2"(%33, %34) : (vector<[4]xi64>, vector<[4]xi64>) -> vector<[8]xi64>
// CHECK-NEXT: %36 = llvm.bitcast %35 : vector<[8]xi64> to vector<[16]xf32>
// CHECK-NEXT: %37 = llvm.intr.vector.extract %36[0] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %38 = llvm.intr.vector.extract %36[4] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %39 = llvm.intr.vector.extract %36[8] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %40 = llvm.intr.vector.extract %36[12] : vector<[4]xf32> from vector<[16]xf32>
// CHECK-NEXT: %41 = arm_sve.intr.bfmmla %27, %10, %17 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %42 = arm_sve.intr.bfmmla %28, %10, %18 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %43 = arm_sve.intr.bfmmla %29, %10, %19 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %44 = arm_sve.intr.bfmmla %30, %10, %20 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %45 = arm_sve.intr.bfmmla %37, %15, %17 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %46 = arm_sve.intr.bfmmla %38, %15, %18 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %47 = arm_sve.intr.bfmmla %39, %15, %19 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %48 = arm_sve.intr.bfmmla %40, %15, %20 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: %49 = llvm.intr.vector.insert %41, %2[0] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %50 = llvm.intr.vector.insert %42, %49[4] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %51 = llvm.intr.vector.insert %43, %50[8] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %52 = llvm.intr.vector.insert %44, %51[12] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %53 = llvm.bitcast %52 : vector<[16]xf32> to vector<[8]xi64>
// CHECK-NEXT: %54 = "llvm.intr.vector.deinterleave2"(%53) : (vector<[8]xi64>) -> !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %54[0] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %56 = llvm.extractvalue %54[1] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %57 = llvm.bitcast %55 : vector<[4]xi64> to vector<[8]xf32>
// CHECK-NEXT: %58 = llvm.bitcast %56 : vector<[4]xi64> to vector<[8]xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %57, %4[0] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %60 = llvm.insertvalue %58, %59[1] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %61 = llvm.intr.vector.insert %45, %2[0] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %62 = llvm.intr.vector.insert %46, %61[4] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %63 = llvm.intr.vector.insert %47, %62[8] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %64 = llvm.intr.vector.insert %48, %63[12] : vector<[4]xf32> into vector<[16]xf32>
// CHECK-NEXT: %65 = llvm.bitcast %64 : vector<[16]xf32> to vector<[8]xi64>
// CHECK-NEXT: %66 = "llvm.intr.vector.deinterleave2"(%65) : (vector<[8]xi64>) -> !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %67 = llvm.extractvalue %66[0] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %68 = llvm.extractvalue %66[1] : !llvm.struct<(vector<[4]xi64>, vector<[4]xi64>)>
// CHECK-NEXT: %69 = llvm.bitcast %67 : vector<[4]xi64> to vector<[8]xf32>
// CHECK-NEXT: %70 = llvm.bitcast %68 : vector<[4]xi64> to vector<[8]xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %69, %60[2] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %72 = llvm.insertvalue %70, %71[3] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %73 = builtin.unrealized_conversion_cast %72 : !llvm.array<4 x vector<[8]xf32>> to vector<4x[8]xf32>
// CHECK-NEXT: return %73 : vector<4x[8]xf32>
// CHECK-NEXT: }
func.func @bf16_big(%lhs: vector<4x4xbf16>, %rhs: vector<[8]x4xbf16>, %acc : vector<4x[8]xf32>) -> vector<4x[8]xf32> {
  %res = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %acc : vector<4x4xbf16>, vector<[8]x4xbf16> into vector<4x[8]xf32>
  return %res : vector<4x[8]xf32>
}
