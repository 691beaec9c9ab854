// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s

// strata drops llvm.readnone where upstream sets #llvm.memory_effects
// (an attribute strata does not support yet): the function is converted
// and means the same.
// CHECK-LABEL: llvm.func @readnone(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
func.func @readnone(%x: i32) -> i32 attributes {llvm.readnone} {
  return %x : i32
}
