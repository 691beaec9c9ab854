// The target-specific lowerings of convert-vector-to-llvm that strata does
// not have are an error when asked for, not a silent default lowering: the
// ArmSVE dialect's, and the Neon contraction lowerings of
// enable-arm-i8mm/enable-arm-bf16 (which act only with enable-arm-neon or
// enable-arm-sve). Switched off they change nothing.
// RUN: not strata-opt %s --convert-vector-to-llvm=enable-arm-sve 2>&1 | FileCheck %s
// RUN: not strata-opt %s --convert-vector-to-llvm="enable-arm-neon enable-arm-bf16" 2>&1 | FileCheck %s --check-prefix=BF16
// RUN: strata-opt %s --convert-vector-to-llvm=enable-arm-sve=false | FileCheck %s --check-prefix=OFF

// CHECK: error: convert-vector-to-llvm: 'enable-arm-sve' is not supported by strata
// BF16: error: convert-vector-to-llvm: 'enable-arm-bf16' with 'enable-arm-neon' is not supported by strata
// OFF: func.func @f()
func.func @f() {
  return
}
