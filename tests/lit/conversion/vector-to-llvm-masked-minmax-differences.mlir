// conformance: rewrite-differs (mlir-opt-22 fills masked-out lanes with finite values and returns wrong results)
// A masked minimumf/maximumf reduction fills the masked-out lanes with +inf /
// -inf before reducing. mlir-opt-22 fills them with the largest finite value and
// the negative smallest denormal, so a maximumf of active lanes [-5, -9] gives
// -1.4e-45 and a minimumf of active lanes [inf, inf] gives 3.4e38.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @f_minimumf(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<0x7F800000> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %1 = llvm.select %arg1, %arg0, %0 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fminimum(%1) : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<0x7F800000> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.select %arg1, %arg0, %3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %5 = llvm.intr.vector.reduce.fminimum(%4) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %6 = llvm.intr.minimum(%5, %arg2) : (f32, f32) -> f32
// CHECK-NEXT: return %2, %6 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f_maximumf(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(dense<0xFF800000> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %1 = llvm.select %arg1, %arg0, %0 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.vector.reduce.fmaximum(%1) : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<0xFF800000> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.select %arg1, %arg0, %3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %5 = llvm.intr.vector.reduce.fmaximum(%4) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: %6 = llvm.intr.maximum(%5, %arg2) : (f32, f32) -> f32
// CHECK-NEXT: return %2, %6 : f32, f32
// CHECK-NEXT: }
func.func @f_minimumf(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minimumf>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
func.func @f_maximumf(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> (f32, f32) {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <maximumf>, %v, %acc fastmath<nnan> : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0, %1 : f32, f32
}
