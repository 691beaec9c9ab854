// The target-specific lowerings of convert-vector-to-llvm need dialects
// strata does not have (AMX, ArmNeon, ArmSVE, X86Vector): asking for one is
// an error, not a silent default lowering.
// RUN: not strata-opt %s --convert-vector-to-llvm=enable-x86vector 2>&1 | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-llvm=enable-amx=false | FileCheck %s --check-prefix=OFF

// CHECK: error: convert-vector-to-llvm: 'enable-x86vector' is not supported by strata
// OFF: func.func @f()
func.func @f() {
  return
}
