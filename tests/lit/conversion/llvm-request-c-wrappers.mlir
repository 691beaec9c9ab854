// RUN: strata-opt %s --llvm-request-c-wrappers | FileCheck %s
// llvm-request-c-wrappers: every func.func gets llvm.emit_c_interface (one
// that has it keeps one). Expected output is mlir-opt-22's.

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @f(%a: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func private @g(memref<4xf32>) attributes {llvm.emit_c_interface}
func.func private @g(memref<4xf32>)

// CHECK-LABEL: func.func @h() attributes {llvm.emit_c_interface, other = 1 : i64} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @h() attributes {llvm.emit_c_interface, other = 1 : i64} {
  return
}
