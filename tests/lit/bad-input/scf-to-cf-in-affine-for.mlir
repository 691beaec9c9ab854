// A pass that leaves IR the verifier rejects, found by the fuzzers: the
// run fails with the verifier's diagnostic at the op, as mlir-opt-22's does
// (byte for byte), and prints no IR. `convert-scf-to-cf` lowers the
// `scf.if` in an `affine.for` to blocks, which `affine.for` does not allow.
// RUN: not strata-opt %s --convert-scf-to-cf 2>&1 | FileCheck %s

// CHECK: [[@LINE+3]]:3: error: 'affine.for' op expects region #0 to have 0 or 1 blocks
// CHECK-NOT: func.func
func.func @f(%m: memref<10xf32>, %c: i1) {
  affine.for %i = 0 to 10 {
    scf.if %c {
      %v = affine.load %m[%i] : memref<10xf32>
    }
  }
  return
}
