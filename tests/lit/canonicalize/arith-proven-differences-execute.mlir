// REQUIRES: mlir-runner
// strata's corrected arith rules keep meaning where mlir-opt-22's change it
// (arith-proven-differences.mlir): the round trip index -> i32 -> index of
// 2^31 gives -2^31 (printed unsigned), and i64 -> f64 -> f32 of
// 2^62 + 2^38 + 1 rounds twice, to the f32 with bits 1585446912; the
// canonicalized program prints what the program as written prints.
// RUN: strata-opt %s --canonicalize \
// RUN:   | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s
// RUN: mlir-opt %s --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s

// CHECK: 18446744071562067968
// CHECK-NEXT: 1585446912
func.func @rt(%x: index) -> index {
  %a = arith.index_cast %x : index to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}
func.func @twice(%x: i64) -> f32 {
  %a = arith.sitofp %x : i64 to f64
  %b = arith.truncf %a : f64 to f32
  return %b : f32
}
func.func @main() {
  %c = arith.constant 2147483648 : index
  %r = call @rt(%c) : (index) -> index
  vector.print %r : index
  %x = arith.constant 4611686293305294849 : i64
  %f = call @twice(%x) : (i64) -> f32
  %i = arith.bitcast %f : f32 to i32
  vector.print %i : i32
  return
}
