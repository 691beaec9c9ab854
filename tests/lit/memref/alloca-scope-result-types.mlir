// memref.alloca_scope's result types are written `-> t` or `-> (t, ...)`
// (upstream's optional arrow type list) and printed in parentheses.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @bare_type
// CHECK: %0 = memref.alloca_scope  -> (index) {
func.func @bare_type() -> index {
  %r = memref.alloca_scope -> index {
    %c = arith.constant 1 : index
    memref.alloca_scope.return %c : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @parenthesized
// CHECK: %0:2 = memref.alloca_scope  -> (index, f32) {
func.func @parenthesized(%x: f32) -> (index, f32) {
  %r:2 = memref.alloca_scope -> (index, f32) {
    %c = arith.constant 1 : index
    memref.alloca_scope.return %c, %x : index, f32
  }
  return %r#0, %r#1 : index, f32
}
