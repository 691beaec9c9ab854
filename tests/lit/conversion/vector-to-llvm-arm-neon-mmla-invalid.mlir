// An i8 matmul without extensions counts as sign-extended, whatever its
// accumulator: as upstream's pattern, strata then builds an smmla on the i8
// accumulator, which the op's verifier rejects, so the pass fails with
// mlir-opt-22's diagnostic, byte for byte, and no output.
// RUN: not strata-opt %s --convert-vector-to-llvm="enable-arm-neon enable-arm-i8mm" 2>&1 | FileCheck %s

// CHECK: vector-to-llvm-arm-neon-mmla-invalid.mlir:[[@LINE+4]]:10: error: 'arm_neon.intr.smmla' op operand #0 must be a vector with length 4 of 32-bit signless integer values, but got 'vector<4xi8>'
// CHECK: note: see current operation: %25 = "arm_neon.intr.smmla"(%24, %12, %18) : (vector<4xi8>, vector<16xi8>, vector<16xi8>) -> vector<4xi8>
// CHECK-NOT: func.func
func.func @implicit(%lhs: vector<2x8xi8>, %rhs: vector<2x8xi8>, %acc : vector<2x2xi8>) -> vector<2x2xi8> {
  %res = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %acc : vector<2x8xi8>, vector<2x8xi8> into vector<2x2xi8>
  return %res : vector<2x2xi8>
}
