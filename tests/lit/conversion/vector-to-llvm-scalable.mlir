// convert-vector-to-llvm on scalable 1-D vectors: loads, stores, masked and gather
// accesses, splats (also as the innermost dimension of an n-D splat), lanes,
// fma, bitcasts and reductions lower as fixed ones do; a masked reduction's
// length is its minimum times vscale; create_mask and step use
// llvm.intr.stepvector; interleave and deinterleave the LLVM intrinsics.
// Expected output is mlir-opt-22's.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @ld(%arg0: memref<?xf32>, %arg1: index) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<[4]xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %4, %6 {alignment = 4 : i64} : vector<[4]xf32>, !llvm.ptr
// CHECK-NEXT: return %4 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bc(%arg0: f32) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<[4]xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<[4]xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0] : vector<[4]xf32>
// CHECK-NEXT: return %3 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red(%arg0: vector<[4]xi32>) -> i32 {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<[4]xi32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mask(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<[4]xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %6 = arith.cmpi slt, %0, %5 : vector<[4]xi32>
// CHECK-NEXT: return %6 : vector<[4]xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext(%arg0: vector<[4]xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<[4]xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fma(%arg0: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: return %0 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @step() -> vector<[4]xindex> {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<[4]xi64> to vector<[4]xindex>
// CHECK-NEXT: return %1 : vector<[4]xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mred(%arg0: vector<[4]xf32>, %arg1: vector<[4]xi1>) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %2 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.muli %1, %4 : i32
// CHECK-NEXT: %6 = "llvm.intr.vp.reduce.fadd"(%0, %arg0, %arg1, %5) : (f32, vector<[4]xf32>, vector<[4]xi1>, i32) -> f32
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins(%arg0: vector<[4]xf32>, %arg1: f32, %arg2: index) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = llvm.insertelement %arg1, %arg0[%0 : i64] : vector<[4]xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %3 = llvm.insertelement %arg1, %1[%2 : i64] : vector<[4]xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<[4]xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.insertelement %5, %3[%6 : i64] : vector<[4]xf32>
// CHECK-NEXT: return %7 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast_i(%arg0: i8) -> vector<[16]xi8> {
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<[16]xi8>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg0, %0[%1 : i32] : vector<[16]xi8>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<[16]xi8>
// CHECK-NEXT: return %3 : vector<[16]xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mld(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<[4]xi1>, %arg3: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.intr.masked.load %3, %arg2, %arg3 {alignment = 4 : i32} : (!llvm.ptr, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %4, %6, %arg2 {alignment = 4 : i32} : vector<[4]xf32>, vector<[4]xi1> into !llvm.ptr
// CHECK-NEXT: return %4 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bits(%arg0: vector<[4]xf32>) -> vector<[4]xi32> {
// CHECK-NEXT: %0 = llvm.bitcast %arg0 : vector<[4]xf32> to vector<[4]xi32>
// CHECK-NEXT: return %0 : vector<[4]xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redf(%arg0: vector<[4]xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<[4]xf32>) -> f32
// CHECK-NEXT: %1 = llvm.intr.maxnum(%0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.fmul"(%2, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<[4]xf32>) -> f32
// CHECK-NEXT: return %1, %3 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mredi(%arg0: vector<[8]xi16>, %arg1: vector<[8]xi1>, %arg2: i16) -> i16 {
// CHECK-NEXT: %0 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %1 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.muli %0, %3 : i32
// CHECK-NEXT: %5 = "llvm.intr.vp.reduce.smax"(%arg2, %arg0, %arg1, %4) : (i16, vector<[8]xi16>, vector<[8]xi1>, i32) -> i16
// CHECK-NEXT: return %5 : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr(%arg0: memref<?xf32>, %arg1: index) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<[4]xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %3 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT: %4 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<[4]xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %9 = arith.cmpi slt, %3, %8 : vector<[4]xi32>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %10[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.intr.masked.load %11, %9, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %13 = arith.subi %dim_0, %arg1 : index
// CHECK-NEXT: %14 = llvm.intr.stepvector : vector<[4]xi32>
// CHECK-NEXT: %15 = arith.index_cast %13 : index to i32
// CHECK-NEXT: %16 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %18 = llvm.insertelement %15, %16[%17 : i32] : vector<[4]xi32>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %16 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %20 = arith.cmpi slt, %14, %19 : vector<[4]xi32>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %12, %22, %20 {alignment = 4 : i32} : vector<[4]xf32>, vector<[4]xi1> into !llvm.ptr
// CHECK-NEXT: return %12 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr_in(%arg0: memref<?xf32>, %arg1: index) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<[4]xf32>
// CHECK-NEXT: return %4 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<[4]xi32>, %arg3: vector<[4]xi1>, %arg4: vector<[4]xf32>) -> vector<[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, vector<[4]xi32>) -> vector<[4]x!llvm.ptr>, f32
// CHECK-NEXT: %5 = llvm.intr.masked.gather %4, %arg3, %arg4 {alignment = 4 : i32} : (vector<[4]x!llvm.ptr>, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: return %5 : vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @il(%arg0: vector<[4]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = "llvm.intr.vector.interleave2"(%arg0, %arg0) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK-NEXT: return %0 : vector<[8]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd(%arg0: f32) -> vector<2x[4]xf32> {
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
// CHECK-LABEL: func.func @st(%arg0: index) -> (vector<[2]xindex>, vector<[2]xi1>) {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<[2]xi64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<[2]xi64> to vector<[2]xindex>
// CHECK-NEXT: %2 = llvm.intr.stepvector : vector<[2]xi32>
// CHECK-NEXT: %3 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<[2]xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<[2]xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0] : vector<[2]xi32>
// CHECK-NEXT: %8 = arith.cmpi slt, %2, %7 : vector<[2]xi32>
// CHECK-NEXT: return %1, %8 : vector<[2]xindex>, vector<[2]xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sc(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<[4]xi32>, %arg3: vector<[4]xi1>, %arg4: vector<[4]xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.getelementptr %3[%arg2] : (!llvm.ptr, vector<[4]xi32>) -> vector<[4]x!llvm.ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %arg4, %4, %arg3 {alignment = 4 : i32} : vector<[4]xf32>, vector<[4]xi1> into vector<[4]x!llvm.ptr>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd2(%arg0: i32) -> vector<2x3x[4]xi32> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<[4]xi32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[4]xi32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %3 [0, 0, 0, 0] : vector<[4]xi32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %0[0, 0] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0, 1] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %4, %6[0, 2] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %4, %7[1, 0] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %9 = llvm.insertvalue %4, %8[1, 1] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %10 = llvm.insertvalue %4, %9[1, 2] : !llvm.array<2 x array<3 x vector<[4]xi32>>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<2 x array<3 x vector<[4]xi32>>> to vector<2x3x[4]xi32>
// CHECK-NEXT: return %11 : vector<2x3x[4]xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nd_outer(%arg0: i32) -> vector<[2]x4xi32> {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : i32 to vector<[2]x4xi32>
// CHECK-NEXT: return %0 : vector<[2]x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @di(%arg0: vector<[8]xf32>) -> (vector<[4]xf32>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.deinterleave2"(%arg0) : (vector<[8]xf32>) -> !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: return %1, %2 : vector<[4]xf32>, vector<[4]xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @il2(%arg0: vector<[4]xi8>, %arg1: vector<[4]xi8>) -> vector<[8]xi8> {
// CHECK-NEXT: %0 = "llvm.intr.vector.interleave2"(%arg0, %arg1) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[8]xi8>
// CHECK-NEXT: return %0 : vector<[8]xi8>
// CHECK-NEXT: }
func.func @ld(%m: memref<?xf32>, %i: index) -> vector<[4]xf32> {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<[4]xf32>
  vector.store %0, %m[%i] : memref<?xf32>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @bc(%f: f32) -> vector<[4]xf32> {
  %0 = vector.broadcast %f : f32 to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @red(%v: vector<[4]xi32>) -> i32 {
  %0 = vector.reduction <add>, %v : vector<[4]xi32> into i32
  return %0 : i32
}
func.func @mask(%n: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %n : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
func.func @ext(%v: vector<[4]xf32>, %i: index) -> f32 {
  %0 = vector.extract %v[%i] : f32 from vector<[4]xf32>
  return %0 : f32
}
func.func @fma(%a: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.fma %a, %a, %a : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @step() -> vector<[4]xindex> {
  %0 = vector.step : vector<[4]xindex>
  return %0 : vector<[4]xindex>
}
func.func @mred(%v: vector<[4]xf32>, %m: vector<[4]xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<[4]xf32> into f32 } : vector<[4]xi1> -> f32
  return %0 : f32
}
func.func @ins(%v: vector<[4]xf32>, %f: f32, %i: index) -> vector<[4]xf32> {
  %0 = vector.insert %f, %v[%i] : f32 into vector<[4]xf32>
  %1 = vector.insert %f, %0[2] : f32 into vector<[4]xf32>
  %2 = vector.extract %1[3] : f32 from vector<[4]xf32>
  %3 = vector.insert %2, %1[0] : f32 into vector<[4]xf32>
  return %3 : vector<[4]xf32>
}
func.func @bcast_i(%f: i8) -> vector<[16]xi8> {
  %0 = vector.broadcast %f : i8 to vector<[16]xi8>
  return %0 : vector<[16]xi8>
}
func.func @mld(%m: memref<?xf32>, %i: index, %k: vector<[4]xi1>, %p: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  vector.maskedstore %m[%i], %k, %0 : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @bits(%v: vector<[4]xf32>) -> vector<[4]xi32> {
  %0 = vector.bitcast %v : vector<[4]xf32> to vector<[4]xi32>
  return %0 : vector<[4]xi32>
}
func.func @redf(%v: vector<[4]xf32>, %a: f32) -> (f32, f32) {
  %0 = vector.reduction <maxnumf>, %v, %a : vector<[4]xf32> into f32
  %1 = vector.reduction <mul>, %v : vector<[4]xf32> into f32
  return %0, %1 : f32, f32
}
func.func @mredi(%v: vector<[8]xi16>, %m: vector<[8]xi1>, %a: i16) -> i16 {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v, %a : vector<[8]xi16> into i16 } : vector<[8]xi1> -> i16
  return %0 : i16
}
func.func @tr(%m: memref<?xf32>, %i: index) -> vector<[4]xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<[4]xf32>
  vector.transfer_write %0, %m[%i] : vector<[4]xf32>, memref<?xf32>
  return %0 : vector<[4]xf32>
}
func.func @tr_in(%m: memref<?xf32>, %i: index) -> vector<[4]xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @g(%m: memref<?xf32>, %i: index, %idx: vector<[4]xi32>, %k: vector<[4]xi1>, %p: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.gather %m[%i][%idx], %k, %p : memref<?xf32>, vector<[4]xi32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
func.func @il(%a: vector<[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.interleave %a, %a : vector<[4]xf32> -> vector<[8]xf32>
  return %0 : vector<[8]xf32>
}
func.func @nd(%f: f32) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %f : f32 to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
func.func @st(%n: index) -> (vector<[2]xindex>, vector<[2]xi1>) {
  %0 = vector.step : vector<[2]xindex>
  %1 = vector.create_mask %n : vector<[2]xi1>
  return %0, %1 : vector<[2]xindex>, vector<[2]xi1>
}
func.func @sc(%m: memref<?xf32>, %i: index, %idx: vector<[4]xi32>, %k: vector<[4]xi1>, %v: vector<[4]xf32>) {
  vector.scatter %m[%i][%idx], %k, %v : memref<?xf32>, vector<[4]xi32>, vector<[4]xi1>, vector<[4]xf32>
  return
}
func.func @nd2(%f: i32) -> vector<2x3x[4]xi32> {
  %0 = vector.broadcast %f : i32 to vector<2x3x[4]xi32>
  return %0 : vector<2x3x[4]xi32>
}
func.func @nd_outer(%f: i32) -> vector<[2]x4xi32> {
  %0 = vector.broadcast %f : i32 to vector<[2]x4xi32>
  return %0 : vector<[2]x4xi32>
}
func.func @di(%a: vector<[8]xf32>) -> (vector<[4]xf32>, vector<[4]xf32>) {
  %0, %1 = vector.deinterleave %a : vector<[8]xf32> -> vector<[4]xf32>
  return %0, %1 : vector<[4]xf32>, vector<[4]xf32>
}
func.func @il2(%a: vector<[4]xi8>, %b: vector<[4]xi8>) -> vector<[8]xi8> {
  %0 = vector.interleave %a, %b : vector<[4]xi8> -> vector<[8]xi8>
  return %0 : vector<[8]xi8>
}
