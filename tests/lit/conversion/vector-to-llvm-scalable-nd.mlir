// RUN: strata-opt %s --convert-vector-to-llvm | FileCheck %s
// convert-vector-to-llvm on n-D vectors scalable in their innermost dimension (LLVM arrays of
// scalable vectors), as mlir-opt-22: lanes and rows extracted and inserted,
// element-wise ops, fma, bitcasts and masks unrolled over the leading
// dimensions, shape casts moved in scalable pieces through
// vector.scalable.insert/extract (llvm.intr.vector.insert/extract). A
// scalable leading dimension has no LLVM type: the broadcast to it stays.

// CHECK-LABEL: func.func @broadcast_scalar(%arg0: f32) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[4]xf32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %3 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %7 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @broadcast_scalar(%f: f32) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %f : f32 to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @extract_row(%arg0: vector<2x[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: return %1 : vector<[4]xf32>
// CHECK-NEXT: }
func.func @extract_row(%v: vector<2x[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.extract %v[1] : vector<[4]xf32> from vector<2x[4]xf32>
  return %0 : vector<[4]xf32>
}
// CHECK-LABEL: func.func @extract_dynamic_lane(%arg0: vector<2x[4]xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractelement %2[%0 : i64] : vector<[4]xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
func.func @extract_dynamic_lane(%v: vector<2x[4]xf32>, %i: index) -> f32 {
  %0 = vector.extract %v[1, %i] : f32 from vector<2x[4]xf32>
  return %0 : f32
}
// CHECK-LABEL: func.func @addf(%arg0: vector<2x[4]xf32>, %arg1: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : vector<2x[4]xf32>
// CHECK-NEXT: return %0 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @addf(%v: vector<2x[4]xf32>, %w: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = arith.addf %v, %w : vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @insert_row(%arg0: vector<2x[4]xf32>, %arg1: vector<[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %2 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @insert_row(%v: vector<2x[4]xf32>, %s: vector<[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.insert %s, %v[0] : vector<[4]xf32> into vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @create_mask_2d(%arg0: index) -> vector<2x[4]xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x[4]xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xi1> to !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT: %1 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT: %2 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %3 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %5 = llvm.insertelement %2, %3[%4 : i32] : vector<[4]xi32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %3 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %7 = arith.cmpi slt, %1, %6 : vector<[4]xi32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %0[0] : !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %9 = llvm.insertvalue %cst_0, %8[1] : !llvm.array<2 x vector<[4]xi1>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<[4]xi1>> to vector<2x[4]xi1>
// CHECK-NEXT: return %10 : vector<2x[4]xi1>
// CHECK-NEXT: }
func.func @create_mask_2d(%a: index) -> vector<2x[4]xi1> {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %a : vector<2x[4]xi1>
  return %0 : vector<2x[4]xi1>
}
// CHECK-LABEL: func.func @fma_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.intr.fmuladd(%2, %3, %4) : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %1[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %10 = llvm.intr.fmuladd(%7, %8, %9) : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %6[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %12 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @fma_2d(%v: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.fma %v, %v, %v : vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @multi_reduction(%arg0: vector<2x[4]xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x[4]xf32> to vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
func.func @multi_reduction(%v: vector<2x[4]xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x[4]xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK-LABEL: func.func @scalable_leading_left(%arg0: f32) -> vector<[4]x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<[4]x4xf32>
// CHECK-NEXT: return %0 : vector<[4]x4xf32>
// CHECK-NEXT: }
func.func @scalable_leading_left(%f: f32) -> vector<[4]x4xf32> {
  %0 = vector.broadcast %f : f32 to vector<[4]x4xf32>
  return %0 : vector<[4]x4xf32>
}
// CHECK-LABEL: func.func @broadcast_row(%arg0: vector<[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = ub.poison : vector<2x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %4 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @broadcast_row(%v: vector<[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @bitcast_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[4]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<2x[4]xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x[4]xi32> to !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.bitcast %3 : vector<[4]xf32> to vector<[4]xi32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.bitcast %6 : vector<[4]xf32> to vector<[4]xi32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.array<2 x vector<[4]xi32>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<2 x vector<[4]xi32>> to vector<2x[4]xi32>
// CHECK-NEXT: return %9 : vector<2x[4]xi32>
// CHECK-NEXT: }
func.func @bitcast_2d(%v: vector<2x[4]xf32>) -> vector<2x[4]xi32> {
  %0 = vector.bitcast %v : vector<2x[4]xf32> to vector<2x[4]xi32>
  return %0 : vector<2x[4]xi32>
}
// CHECK-LABEL: func.func @interleave_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[8]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x[8]xf32> to !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = "llvm.intr.vector.interleave2"(%2, %3) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %1[0] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %8 = "llvm.intr.vector.interleave2"(%6, %7) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %5[1] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<[8]xf32>> to vector<2x[8]xf32>
// CHECK-NEXT: return %10 : vector<2x[8]xf32>
// CHECK-NEXT: }
func.func @interleave_2d(%v: vector<2x[4]xf32>) -> vector<2x[8]xf32> {
  %0 = vector.interleave %v, %v : vector<2x[4]xf32> -> vector<2x[8]xf32>
  return %0 : vector<2x[8]xf32>
}
// CHECK-LABEL: func.func @cmpf_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[4]xi1> {
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %arg0 : vector<2x[4]xf32>
// CHECK-NEXT: return %0 : vector<2x[4]xi1>
// CHECK-NEXT: }
func.func @cmpf_2d(%v: vector<2x[4]xf32>) -> vector<2x[4]xi1> {
  %0 = arith.cmpf olt, %v, %v : vector<2x[4]xf32>
  return %0 : vector<2x[4]xi1>
}
// CHECK-LABEL: func.func @select_2d(%arg0: vector<2x[4]xi1>, %arg1: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: return %arg1 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @select_2d(%m: vector<2x[4]xi1>, %v: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = arith.select %m, %v, %v : vector<2x[4]xi1>, vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @shape_cast_flatten(%arg0: vector<2x[4]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<[8]xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.intr.vector.insert %2, %1[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.intr.vector.insert %4, %3[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: return %5 : vector<[8]xf32>
// CHECK-NEXT: }
func.func @shape_cast_flatten(%v: vector<2x[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.shape_cast %v : vector<2x[4]xf32> to vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
// CHECK-LABEL: func.func @absf_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = math.absf %arg0 : vector<2x[4]xf32>
// CHECK-NEXT: return %0 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @absf_2d(%v: vector<2x[4]xf32>) -> vector<2x[4]xf32> {
  %0 = math.absf %v : vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @insert_dynamic_lane(%arg0: vector<2x[4]xf32>, %arg1: index, %arg2: f32) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.insertelement %arg2, %2[%0 : i64] : vector<[4]xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %5 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @insert_dynamic_lane(%v: vector<2x[4]xf32>, %i: index, %f: f32) -> vector<2x[4]xf32> {
  %0 = vector.insert %f, %v [1, %i] : f32 into vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @constant_mask_2d(%arg0: vector<2x[4]xf32>) -> vector<2x[4]xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x[4]xi1>
// CHECK-NEXT: return %cst : vector<2x[4]xi1>
// CHECK-NEXT: }
func.func @constant_mask_2d(%v: vector<2x[4]xf32>) -> vector<2x[4]xi1> {
  %0 = vector.constant_mask [0, 0] : vector<2x[4]xi1>
  return %0 : vector<2x[4]xi1>
}
// CHECK-LABEL: func.func @shape_cast_flatten_again(%arg0: vector<2x[4]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<[8]xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.intr.vector.insert %2, %1[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.intr.vector.insert %4, %3[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: return %5 : vector<[8]xf32>
// CHECK-NEXT: }
func.func @shape_cast_flatten_again(%v: vector<2x[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.shape_cast %v : vector<2x[4]xf32> to vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
// CHECK-LABEL: func.func @shape_cast_unflatten(%arg0: vector<[8]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %0 = ub.poison : vector<2x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.intr.vector.extract %arg0[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.intr.vector.extract %arg0[4] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %6 : vector<2x[4]xf32>
// CHECK-NEXT: }
func.func @shape_cast_unflatten(%v: vector<[8]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.shape_cast %v : vector<[8]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// CHECK-LABEL: func.func @shape_cast_unit_dim(%arg0: vector<2x1x[4]xi32>) -> vector<[8]xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x[4]xi32> to !llvm.array<2 x array<1 x vector<[4]xi32>>>
// CHECK-NEXT: %1 = ub.poison : vector<[8]xi32>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<[4]xi32>>>
// CHECK-NEXT: %3 = llvm.intr.vector.insert %2, %1[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<[4]xi32>>>
// CHECK-NEXT: %5 = llvm.intr.vector.insert %4, %3[4] : vector<[4]xi32> into vector<[8]xi32>
// CHECK-NEXT: return %5 : vector<[8]xi32>
// CHECK-NEXT: }
func.func @shape_cast_unit_dim(%v: vector<2x1x[4]xi32>) -> vector<[8]xi32> {
  %0 = vector.shape_cast %v : vector<2x1x[4]xi32> to vector<[8]xi32>
  return %0 : vector<[8]xi32>
}
// CHECK-LABEL: func.func @shape_cast_round_trip(%arg0: vector<3x[4]xi8>) -> vector<3x[4]xi8> {
// CHECK-NEXT: return %arg0 : vector<3x[4]xi8>
// CHECK-NEXT: }
func.func @shape_cast_round_trip(%v: vector<3x[4]xi8>) -> vector<3x[4]xi8> {
  %0 = vector.shape_cast %v : vector<3x[4]xi8> to vector<3x1x[4]xi8>
  %1 = vector.shape_cast %0 : vector<3x1x[4]xi8> to vector<3x[4]xi8>
  return %1 : vector<3x[4]xi8>
}
// CHECK-LABEL: func.func @shape_cast_merge_rows(%arg0: vector<4x[8]xf32>) -> vector<2x[16]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<[16]xf32>
// CHECK-NEXT: %2 = ub.poison : vector<2x[16]xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x[16]xf32> to !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %5 = llvm.intr.vector.insert %4, %1[0] : vector<[8]xf32> into vector<[16]xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %7 = llvm.intr.vector.insert %6, %5[8] : vector<[8]xf32> into vector<[16]xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %3[0] : !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %10 = llvm.intr.vector.insert %9, %1[0] : vector<[8]xf32> into vector<[16]xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %12 = llvm.intr.vector.insert %11, %10[8] : vector<[8]xf32> into vector<[16]xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<[16]xf32>> to vector<2x[16]xf32>
// CHECK-NEXT: return %14 : vector<2x[16]xf32>
// CHECK-NEXT: }
func.func @shape_cast_merge_rows(%v: vector<4x[8]xf32>) -> vector<2x[16]xf32> {
  %0 = vector.shape_cast %v : vector<4x[8]xf32> to vector<2x[16]xf32>
  return %0 : vector<2x[16]xf32>
}
// CHECK-LABEL: func.func @shape_cast_split_rows(%arg0: vector<2x[16]xf32>) -> vector<4x[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[16]xf32> to !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x[8]xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x[8]xf32> to !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %4 = llvm.intr.vector.extract %3[0] : vector<[8]xf32> from vector<[16]xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %6 = llvm.intr.vector.extract %3[8] : vector<[8]xf32> from vector<[16]xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[1] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[16]xf32>>
// CHECK-NEXT: %9 = llvm.intr.vector.extract %8[0] : vector<[8]xf32> from vector<[16]xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[2] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %11 = llvm.intr.vector.extract %8[8] : vector<[8]xf32> from vector<[16]xf32>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[3] : !llvm.array<4 x vector<[8]xf32>>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<4 x vector<[8]xf32>> to vector<4x[8]xf32>
// CHECK-NEXT: return %13 : vector<4x[8]xf32>
// CHECK-NEXT: }
func.func @shape_cast_split_rows(%v: vector<2x[16]xf32>) -> vector<4x[8]xf32> {
  %0 = vector.shape_cast %v : vector<2x[16]xf32> to vector<4x[8]xf32>
  return %0 : vector<4x[8]xf32>
}
// CHECK-LABEL: func.func @shape_cast_reshape_leading(%arg0: vector<2x3x[2]xf32>) -> vector<3x2x[2]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x[2]xf32> to !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<3x2x[2]xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2x[2]xf32> to !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0, 0] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[0, 1] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[1, 0] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[1, 1] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2, 0] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<[2]xf32>>>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2, 1] : !llvm.array<3 x array<2 x vector<[2]xf32>>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<3 x array<2 x vector<[2]xf32>>> to vector<3x2x[2]xf32>
// CHECK-NEXT: return %15 : vector<3x2x[2]xf32>
// CHECK-NEXT: }
func.func @shape_cast_reshape_leading(%v: vector<2x3x[2]xf32>) -> vector<3x2x[2]xf32> {
  %0 = vector.shape_cast %v : vector<2x3x[2]xf32> to vector<3x2x[2]xf32>
  return %0 : vector<3x2x[2]xf32>
}
// CHECK-LABEL: func.func @scalable_insert_extract(%arg0: vector<[8]xf32>, %arg1: vector<[4]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = llvm.intr.vector.insert %arg1, %arg0[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %1 = llvm.intr.vector.extract %0[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %2 = llvm.intr.vector.insert %1, %0[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: return %2 : vector<[8]xf32>
// CHECK-NEXT: }
func.func @scalable_insert_extract(%v: vector<[8]xf32>, %w: vector<[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.scalable.insert %w, %v[4] : vector<[4]xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %0[0] : vector<[4]xf32> from vector<[8]xf32>
  %2 = vector.scalable.insert %1, %0[0] : vector<[4]xf32> into vector<[8]xf32>
  return %2 : vector<[8]xf32>
}
