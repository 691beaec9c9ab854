// The SVE contraction lowerings of enable-arm-i8mm and enable-arm-bf16
// (which act only with enable-arm-sve) are not in strata: asking for one is
// an error, not a silent default lowering. With enable-arm-neon they are
// the Neon lowerings (vector-to-llvm-arm-neon-mmla.mlir); alone, as in
// mlir-opt-22, the two options change nothing.
// RUN: not strata-opt %s --convert-vector-to-llvm="enable-arm-sve enable-arm-i8mm" 2>&1 | FileCheck %s
// RUN: not strata-opt %s --convert-vector-to-llvm="enable-arm-sve enable-arm-bf16" 2>&1 | FileCheck %s --check-prefix=BF16
// RUN: strata-opt %s --convert-vector-to-llvm="enable-arm-i8mm enable-arm-bf16" | FileCheck %s --check-prefix=ALONE

// CHECK: error: convert-vector-to-llvm: 'enable-arm-i8mm' with 'enable-arm-sve' is not supported by strata
// BF16: error: convert-vector-to-llvm: 'enable-arm-bf16' with 'enable-arm-sve' is not supported by strata
// ALONE: func.func @f()
func.func @f() {
  return
}
