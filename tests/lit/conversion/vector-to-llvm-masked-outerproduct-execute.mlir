// REQUIRES: mlir-runner
// A masked matmul with an (n, m) accumulator lowered with
// vector-contract-lowering=outerproduct (mlir-opt-22's lowering fails to
// verify: vector-to-llvm-masked-outerproduct-differences.mlir) computes what
// the default dot lowering computes, in strata and in mlir-opt-22.
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm=vector-contract-lowering=outerproduct --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: mlir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK: ( ( 10.5, 70.5 ), ( 50.5, 440.5 ), ( 1600.5, 500.5 ) )
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %b = arith.constant dense<[[1.0, 10.0, 100.0], [2.0, 20.0, 200.0], [3.0, 30.0, 300.0], [4.0, 40.0, 400.0]]> : vector<4x3xf32>
  %c = arith.constant dense<0.5> : vector<3x2xf32>
  %m = arith.constant dense<[[[true, false, true, false], [true, true, false, false], [false, false, false, true]], [[true, true, true, true], [false, true, false, true], [true, false, false, false]]]> : vector<2x3x4xi1>
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x2xf32> } : vector<2x3x4xi1> -> vector<3x2xf32>
  vector.print %0 : vector<3x2xf32>
  return
}
