// REQUIRES: mlir-runner
// conformance: lowering-differs (mlir-opt-22 fills masked-out minimumf/maximumf lanes with finite values)
// Masked minimumf/maximumf reductions lowered by strata keep their meaning
// (vector-to-llvm-masked-minmax-differences.mlir): masked-out lanes are
// filled with +inf / -inf, so only the active lanes decide, NaN included.
// mlir-opt-22's lowering of the same program prints -1.4013e-45, 5,
// 3.40282e+38, -1.4013e-45, nan and -1.4013e-45.
// RUN: strata-opt %s --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK: -5
// CHECK-NEXT: 5
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: -3
func.func @main() {
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %v = arith.constant dense<[-5.0, 7.0, -9.0, 3.0]> : vector<4xf32>
  %0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %0 : f32
  %w = arith.constant dense<[5.0, -7.0, 9.0, -3.0]> : vector<4xf32>
  %1 = vector.mask %m { vector.reduction <minimumf>, %w : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %1 : f32
  %inf = arith.constant dense<[0x7F800000, 7.0, 0x7F800000, 3.0]> : vector<4xf32>
  %2 = vector.mask %m { vector.reduction <minimumf>, %inf : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %2 : f32
  %ninf = arith.constant dense<[0xFF800000, 7.0, 0xFF800000, 3.0]> : vector<4xf32>
  %3 = vector.mask %m { vector.reduction <maximumf>, %ninf : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %3 : f32
  %nan = arith.constant dense<[0x7FC00000, 7.0, 1.0, 3.0]> : vector<4xf32>
  %4 = vector.mask %m { vector.reduction <maximumf>, %nan : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %4 : f32
  %acc = arith.constant -3.0 : f32
  %5 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %5 : f32
  return
}
