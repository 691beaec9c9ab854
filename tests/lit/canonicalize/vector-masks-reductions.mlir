// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// Masks and reductions (upstream's VectorOps.cpp), each checked against
// mlir-opt-22 --canonicalize: constant_mask folds, CreateMaskFolder (with
// vscale multiples), slices of masks, ElideSingleElementReduction and
// ElideUnitDimsInMultiDimReduction (unmasked and inside vector.mask), the
// multi_reduction fold; reductions of constants are not folded upstream.

// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<2xi1>, vector<4x3xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<false> : vector<4x3xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT:  %cst_1 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT:  return %0, %cst_1, %cst_1, %cst_0, %cst : vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<2xi1>, vector<4x3xi1>
// CHECK-NEXT:  }
func.func @masks(%n: index) -> (vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<2xi1>, vector<4x3xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %0 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %1 = vector.create_mask %c9 : vector<4xi1>
  %2 = vector.constant_mask [4] : vector<4xi1>
  %3 = vector.create_mask %cm1 : vector<2xi1>
  %4 = vector.create_mask %c3, %cm1 : vector<4x3xi1>
  return %0, %1, %2, %3, %4 : vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<2xi1>, vector<4x3xi1>
}

// CHECK-LABEL: func.func @masks2() -> (vector<4xi1>, vector<2x2xi1>, vector<i1>) {
// CHECK-NEXT:  %cst = arith.constant dense<true> : vector<i1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:  %0 = vector.constant_mask [1, 2] : vector<2x2xi1>
// CHECK-NEXT:  return %cst_0, %0, %cst : vector<4xi1>, vector<2x2xi1>, vector<i1>
// CHECK-NEXT:  }
func.func @masks2() -> (vector<4xi1>, vector<2x2xi1>, vector<i1>) {
  %0 = vector.constant_mask [0] : vector<4xi1>
  %1 = vector.constant_mask [1, 2] : vector<2x2xi1>
  %2 = vector.constant_mask [1] : vector<i1>
  return %0, %1, %2 : vector<4xi1>, vector<2x2xi1>, vector<i1>
}

// CHECK-LABEL: func.func @masks_more(%arg0: index) -> (vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<2x[4]xi1>, vector<4xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<true> : vector<2x[4]xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<true> : vector<i1>
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst_1 = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT:  %0 = vector.create_mask %c0 : vector<[4]xi1>
// CHECK-NEXT:  %1 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT:  return %cst_1, %0, %cst_0, %cst, %1 : vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<2x[4]xi1>, vector<4xi1>
// CHECK-NEXT:  }
func.func @masks_more(%n: index) -> (vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<2x[4]xi1>, vector<4xi1>) {
  %vs = vector.vscale
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %m = arith.muli %vs, %c4 : index
  %0 = vector.create_mask %m : vector<[4]xi1>
  %c0 = arith.constant 0 : index
  %1 = vector.create_mask %c0 : vector<[4]xi1>
  %c1 = arith.constant 1 : index
  %2 = vector.create_mask %c1 : vector<i1>
  %m2 = arith.muli %c4, %vs : index
  %3 = vector.create_mask %c2, %m2 : vector<2x[4]xi1>
  %4 = vector.create_mask %n : vector<4xi1>
  return %0, %1, %2, %3, %4 : vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<2x[4]xi1>, vector<4xi1>
}

// CHECK-LABEL: func.func @cmask_scalable() -> (vector<[4]xi1>, vector<[4]xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT:  return %cst, %cst_0 : vector<[4]xi1>, vector<[4]xi1>
// CHECK-NEXT:  }
func.func @cmask_scalable() -> (vector<[4]xi1>, vector<[4]xi1>) {
  %0 = vector.constant_mask [4] : vector<[4]xi1>
  %1 = vector.constant_mask [0] : vector<[4]xi1>
  return %0, %1 : vector<[4]xi1>, vector<[4]xi1>
}

// CHECK-LABEL: func.func @ess_masks(%arg0: index) -> (vector<2x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<1x3xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<false> : vector<2x2xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<1x3xi1>
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:  %1 = vector.create_mask %0, %arg0 : vector<2x3xi1>
// CHECK-NEXT:  %2 = vector.constant_mask [1, 2] : vector<2x3xi1>
// CHECK-NEXT:  return %1, %2, %cst, %cst_0 : vector<2x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<1x3xi1>
// CHECK-NEXT:  }
func.func @ess_masks(%n: index) -> (vector<2x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<1x3xi1>) {
  %m = vector.create_mask %n, %n : vector<4x3xi1>
  %0 = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4x3xi1> to vector<2x3xi1>
  %c = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.extract_strided_slice %c {offsets = [2], sizes = [2], strides = [1]} : vector<4x3xi1> to vector<2x3xi1>
  %2 = vector.extract_strided_slice %c {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
  %d = vector.constant_mask [3, 3] : vector<4x3xi1>
  %3 = vector.extract_strided_slice %d {offsets = [3, 0], sizes = [1, 3], strides = [1, 1]} : vector<4x3xi1> to vector<1x3xi1>
  %z = vector.broadcast %2 : vector<2x1xi1> to vector<2x2xi1>
  return %0, %1, %z, %3 : vector<2x3xi1>, vector<2x3xi1>, vector<2x2xi1>, vector<1x3xi1>
}

// CHECK-LABEL: func.func @reduction(%arg0: vector<1xf32>, %arg1: f32, %arg2: vector<f32>, %arg3: vector<1xi32>) -> (f32, f32, f32, i32) {
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %2 = arith.mulf %1, %arg1 : f32
// CHECK-NEXT:  %3 = vector.extract %arg2[] : f32 from vector<f32>
// CHECK-NEXT:  %4 = arith.maximumf %3, %arg1 : f32
// CHECK-NEXT:  %5 = vector.extract %arg3[0] : i32 from vector<1xi32>
// CHECK-NEXT:  return %0, %2, %4, %5 : f32, f32, f32, i32
// CHECK-NEXT:  }
func.func @reduction(%v: vector<1xf32>, %acc: f32, %w: vector<f32>, %i: vector<1xi32>) -> (f32, f32, f32, i32) {
  %0 = vector.reduction <add>, %v : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<1xf32> into f32
  %2 = vector.reduction <maximumf>, %w, %acc : vector<f32> into f32
  %3 = vector.reduction <xor>, %i : vector<1xi32> into i32
  return %0, %1, %2, %3 : f32, f32, f32, i32
}

// CHECK-LABEL: func.func @reduction_const() -> (f32, i32) {
// CHECK-NEXT:  %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:  %0 = vector.reduction <add>, %cst_0 : vector<2xf32> into f32
// CHECK-NEXT:  %1 = vector.reduction <add>, %cst : vector<4xi32> into i32
// CHECK-NEXT:  return %0, %1 : f32, i32
// CHECK-NEXT:  }
func.func @reduction_const() -> (f32, i32) {
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0 = vector.reduction <add>, %c : vector<2xf32> into f32
  %i = arith.constant dense<3> : vector<4xi32>
  %1 = vector.reduction <add>, %i : vector<4xi32> into i32
  return %0, %1 : f32, i32
}

// CHECK-LABEL: func.func @reduce_acc(%arg0: vector<1xi32>, %arg1: vector<1xf32>, %arg2: vector<1xi1>, %arg3: f32) -> (i32, f32, f32, f32) {
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT:  %1 = vector.extract %arg1[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %2 = vector.extract %arg2[0] : i1 from vector<1xi1>
// CHECK-NEXT:  %3 = vector.extract %arg1[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %4 = arith.addf %3, %arg3 : f32
// CHECK-NEXT:  %5 = arith.select %2, %4, %arg3 : f32
// CHECK-NEXT:  %6 = vector.extract %arg1[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %7 = arith.minnumf %6, %arg3 fastmath<nnan> : f32
// CHECK-NEXT:  return %0, %1, %5, %7 : i32, f32, f32, f32
// CHECK-NEXT:  }
func.func @reduce_acc(%v: vector<1xi32>, %f: vector<1xf32>, %m: vector<1xi1>, %x: f32) -> (i32, f32, f32, f32) {
  %c0 = arith.constant 0 : i32
  %0 = vector.reduction <add>, %v, %c0 : vector<1xi32> into i32
  %one = arith.constant 1.0 : f32
  %1 = vector.reduction <mul>, %f, %one fastmath<fast> : vector<1xf32> into f32
  %2 = vector.mask %m { vector.reduction <add>, %f, %x : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %3 = vector.reduction <minnumf>, %f, %x fastmath<nnan> : vector<1xf32> into f32
  return %0, %1, %2, %3 : i32, f32, f32, f32
}

// CHECK-LABEL: func.func @masked(%arg0: vector<1xf32>, %arg1: vector<1xi1>, %arg2: vector<2x1xf32>, %arg3: vector<2x1xi1>, %arg4: vector<2xf32>, %arg5: vector<1x1xi32>, %arg6: vector<1x1xi1>, %arg7: i32, %arg8: f32) -> (f32, vector<2xf32>, i32, f32) {
// CHECK-NEXT:  %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %arg3 : vector<2x1xi1> to vector<2xi1>
// CHECK-NEXT:  %2 = vector.shape_cast %arg2 : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT:  %3 = arith.mulf %arg4, %2 : vector<2xf32>
// CHECK-NEXT:  %4 = arith.select %1, %3, %2 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:  %5 = vector.extract %arg6[0, 0] : i1 from vector<1x1xi1>
// CHECK-NEXT:  %6 = vector.extract %arg5[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT:  %7 = arith.ori %arg7, %6 : i32
// CHECK-NEXT:  %8 = arith.select %5, %7, %6 : i32
// CHECK-NEXT:  %9 = vector.extract %arg1[0] : i1 from vector<1xi1>
// CHECK-NEXT:  %10 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT:  %11 = arith.maximumf %10, %arg8 : f32
// CHECK-NEXT:  %12 = arith.select %9, %11, %arg8 : f32
// CHECK-NEXT:  return %0, %4, %8, %12 : f32, vector<2xf32>, i32, f32
// CHECK-NEXT:  }
func.func @masked(%v: vector<1xf32>, %m: vector<1xi1>, %w: vector<2x1xf32>, %m2: vector<2x1xi1>, %a: vector<2xf32>, %u: vector<1x1xi32>, %m3: vector<1x1xi1>, %s: i32, %p: f32) -> (f32, vector<2xf32>, i32, f32) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %1 = vector.mask %m2 { vector.multi_reduction <mul>, %w, %a [1] : vector<2x1xf32> to vector<2xf32> } : vector<2x1xi1> -> vector<2xf32>
  %2 = vector.mask %m3 { vector.multi_reduction <or>, %u, %s [0, 1] : vector<1x1xi32> to i32 } : vector<1x1xi1> -> i32
  %3 = vector.mask %m { vector.reduction <maximumf>, %v, %p : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0, %1, %2, %3 : f32, vector<2xf32>, i32, f32
}

// CHECK-LABEL: func.func @multi_reduction(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>, %arg3: vector<4xf32>, %arg4: vector<1x1xf32>, %arg5: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
// CHECK-NEXT:  %0 = vector.shape_cast %arg2 : vector<1x4xf32> to vector<4xf32>
// CHECK-NEXT:  %1 = arith.mulf %arg3, %0 : vector<4xf32>
// CHECK-NEXT:  %2 = vector.extract %arg4[0, 0] : f32 from vector<1x1xf32>
// CHECK-NEXT:  %3 = arith.maxnumf %arg5, %2 : f32
// CHECK-NEXT:  return %arg0, %1, %3 : vector<4xf32>, vector<4xf32>, f32
// CHECK-NEXT:  }
func.func @multi_reduction(%v: vector<4xf32>, %acc: vector<4xf32>, %w: vector<1x4xf32>, %a2: vector<4xf32>, %u: vector<1x1xf32>, %s: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32>
  %1 = vector.multi_reduction <mul>, %w, %a2 [0] : vector<1x4xf32> to vector<4xf32>
  %2 = vector.multi_reduction <maxnumf>, %u, %s [0, 1] : vector<1x1xf32> to f32
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, f32
}

// CHECK-LABEL: func.func @mred(%arg0: vector<2x3xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x1xi32>, %arg3: vector<2xi32>, %arg4: vector<2x3xf32>, %arg5: vector<3xf32>) -> (vector<2x3xi32>, vector<2xi32>, vector<3xf32>) {
// CHECK-NEXT:  %0 = arith.xori %arg1, %arg0 : vector<2x3xi32>
// CHECK-NEXT:  %1 = vector.shape_cast %arg2 : vector<2x1xi32> to vector<2xi32>
// CHECK-NEXT:  %2 = arith.maxsi %arg3, %1 : vector<2xi32>
// CHECK-NEXT:  %3 = vector.multi_reduction <add>, %arg4, %arg5 [0] : vector<2x3xf32> to vector<3xf32>
// CHECK-NEXT:  return %0, %2, %3 : vector<2x3xi32>, vector<2xi32>, vector<3xf32>
// CHECK-NEXT:  }
func.func @mred(%v: vector<2x3xi32>, %acc: vector<2x3xi32>, %w: vector<2x1xi32>, %a2: vector<2xi32>, %u: vector<2x3xf32>, %a3: vector<3xf32>) -> (vector<2x3xi32>, vector<2xi32>, vector<3xf32>) {
  %0 = vector.multi_reduction <xor>, %v, %acc [] : vector<2x3xi32> to vector<2x3xi32>
  %1 = vector.multi_reduction <maxsi>, %w, %a2 [1] : vector<2x1xi32> to vector<2xi32>
  %2 = vector.multi_reduction <add>, %u, %a3 [0] : vector<2x3xf32> to vector<3xf32>
  return %0, %1, %2 : vector<2x3xi32>, vector<2xi32>, vector<3xf32>
}
