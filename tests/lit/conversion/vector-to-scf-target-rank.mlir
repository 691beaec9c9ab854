// RUN: strata-opt %s --convert-vector-to-scf=target-rank=0 | FileCheck %s
// RUN: strata-opt %s '--convert-vector-to-scf=target-rank=0 full-unroll' | FileCheck %s --check-prefix=UNROLL
// RUN: strata-opt %s --convert-vector-to-scf=target-rank=2 | FileCheck %s --check-prefix=RANK2

// UNROLL-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// UNROLL-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>

// target-rank=0 unpacks down to 0-d transfers (left as they are); at
// target-rank=2 a 2-D transfer is already low enough and nothing changes.

// UNROLL-LABEL: func.func @copy(%arg0: memref<?x?xf32>, %arg1: index) {
// UNROLL-NEXT: %c1 = arith.constant 1 : index
// UNROLL-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// UNROLL-NEXT: %c0 = arith.constant 0 : index
// UNROLL-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// UNROLL-NEXT: %1 = scf.if %0 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %8 = arith.cmpi sgt, %dim_4, %arg1 : index
// UNROLL-NEXT: %9 = scf.if %8 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %16 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %17 = vector.extract %16[] : f32 from vector<f32>
// UNROLL-NEXT: %18 = vector.insert %17, %cst_0 [0, 0] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %18 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %10 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %11 = arith.cmpi sgt, %dim_5, %10 : index
// UNROLL-NEXT: %12 = scf.if %11 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %16 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %17 = vector.transfer_read %arg0[%arg1, %16], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %18 = vector.extract %17[] : f32 from vector<f32>
// UNROLL-NEXT: %19 = vector.insert %18, %9 [0, 1] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %19 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %9 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %13 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %14 = arith.cmpi sgt, %dim_6, %13 : index
// UNROLL-NEXT: %15 = scf.if %14 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %16 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %17 = vector.transfer_read %arg0[%arg1, %16], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %18 = vector.extract %17[] : f32 from vector<f32>
// UNROLL-NEXT: %19 = vector.insert %18, %12 [0, 2] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %19 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %12 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: scf.yield %15 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %2 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNROLL-NEXT: %4 = scf.if %3 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_4, %arg1 : index
// UNROLL-NEXT: %10 = scf.if %9 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %17 = vector.transfer_read %arg0[%8, %arg1], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %18 = vector.extract %17[] : f32 from vector<f32>
// UNROLL-NEXT: %19 = vector.insert %18, %1 [1, 0] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %19 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %1 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_5, %11 : index
// UNROLL-NEXT: %13 = scf.if %12 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %17 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %18 = vector.transfer_read %arg0[%8, %17], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %19 = vector.extract %18[] : f32 from vector<f32>
// UNROLL-NEXT: %20 = vector.insert %19, %10 [1, 1] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %20 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %10 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %14 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %15 = arith.cmpi sgt, %dim_6, %14 : index
// UNROLL-NEXT: %16 = scf.if %15 -> (vector<2x3xf32>) {
// UNROLL-NEXT: %17 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %18 = vector.transfer_read %arg0[%8, %17], %cst : memref<?x?xf32>, vector<f32>
// UNROLL-NEXT: %19 = vector.extract %18[] : f32 from vector<f32>
// UNROLL-NEXT: %20 = vector.insert %19, %13 [1, 2] : f32 into vector<2x3xf32>
// UNROLL-NEXT: scf.yield %20 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %13 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: scf.yield %16 : vector<2x3xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: scf.yield %1 : vector<2x3xf32>
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %5 = arith.cmpi sgt, %dim_2, %arg1 : index
// UNROLL-NEXT: scf.if %5 {
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %8 = arith.cmpi sgt, %dim_4, %arg1 : index
// UNROLL-NEXT: scf.if %8 {
// UNROLL-NEXT: %13 = vector.extract %4[0, 0] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %14 = vector.broadcast %13 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %14, %arg0[%arg1, %arg1] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %9 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %10 = arith.cmpi sgt, %dim_5, %9 : index
// UNROLL-NEXT: scf.if %10 {
// UNROLL-NEXT: %13 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %14 = vector.extract %4[0, 1] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %15 = vector.broadcast %14 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %15, %arg0[%arg1, %13] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %11 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %12 = arith.cmpi sgt, %dim_6, %11 : index
// UNROLL-NEXT: scf.if %12 {
// UNROLL-NEXT: %13 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %14 = vector.extract %4[0, 2] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %15 = vector.broadcast %14 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %15, %arg0[%arg1, %13] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNROLL-NEXT: %6 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %7 = arith.cmpi sgt, %dim_3, %6 : index
// UNROLL-NEXT: scf.if %7 {
// UNROLL-NEXT: %8 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %9 = arith.cmpi sgt, %dim_4, %arg1 : index
// UNROLL-NEXT: scf.if %9 {
// UNROLL-NEXT: %14 = vector.extract %4[1, 0] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %15 = vector.broadcast %14 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %15, %arg0[%8, %arg1] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %10 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %11 = arith.cmpi sgt, %dim_5, %10 : index
// UNROLL-NEXT: scf.if %11 {
// UNROLL-NEXT: %14 = affine.apply #map()[%arg1]
// UNROLL-NEXT: %15 = vector.extract %4[1, 1] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %16 = vector.broadcast %15 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %16, %arg0[%8, %14] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: %dim_6 = memref.dim %arg0, %c1 : memref<?x?xf32>
// UNROLL-NEXT: %12 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %13 = arith.cmpi sgt, %dim_6, %12 : index
// UNROLL-NEXT: scf.if %13 {
// UNROLL-NEXT: %14 = affine.apply #map1()[%arg1]
// UNROLL-NEXT: %15 = vector.extract %4[1, 2] : f32 from vector<2x3xf32>
// UNROLL-NEXT: %16 = vector.broadcast %15 : f32 to vector<f32>
// UNROLL-NEXT: vector.transfer_write %16, %arg0[%8, %14] : vector<f32>, memref<?x?xf32>
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: } else {
// UNROLL-NEXT: }
// UNROLL-NEXT: return
// UNROLL-NEXT: }
// RANK2-LABEL: func.func @copy(%arg0: memref<?x?xf32>, %arg1: index) {
// RANK2-NEXT: %cst = arith.constant 0.000000e+00 : f32
// RANK2-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<2x3xf32>
// RANK2-NEXT: vector.transfer_write %0, %arg0[%arg1, %arg1] : vector<2x3xf32>, memref<?x?xf32>
// RANK2-NEXT: return
// RANK2-NEXT: }
// CHECK-LABEL: func.func @copy(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.type_cast %0 : memref<2xvector<3xf32>> to memref<2x3xvector<f32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %7 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_3, %7 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: %9 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%5, %9], %cst_1 : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: memref.store %10, %6[%arg2, %arg3] : memref<2x3xvector<f32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %6[%arg2, %arg3] : memref<2x3xvector<f32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst_0, %0[%arg2] : memref<2xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x3xf32>>
// CHECK-NEXT: memref.store %1, %alloca_2[] : memref<vector<2x3xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_2 : memref<vector<2x3xf32>> to memref<2xvector<3xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.type_cast %2 : memref<2xvector<3xf32>> to memref<2x3xvector<f32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %7 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_3, %7 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: %9 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %10 = memref.load %6[%arg2, %arg3] : memref<2x3xvector<f32>>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%5, %9] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy(%m: memref<?x?xf32>, %i: index) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<2x3xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<2x3xf32>, memref<?x?xf32>
  return
}
