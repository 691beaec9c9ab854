// The target-specific lowerings of convert-vector-to-llvm whose dialects
// strata does not have (AMX, ArmNeon, ArmSVE) are an error when asked for,
// not a silent default lowering; switched off they change nothing.
// RUN: not strata-opt %s --convert-vector-to-llvm=enable-amx 2>&1 | FileCheck %s
// RUN: strata-opt %s --convert-vector-to-llvm=enable-amx=false | FileCheck %s --check-prefix=OFF

// CHECK: error: convert-vector-to-llvm: 'enable-amx' is not supported by strata
// OFF: func.func @f()
func.func @f() {
  return
}
